import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { BuilderEvent, Choices, MoveBuilderMachine, MoveCheck } from '../../machines/move-builder';
import { choicesOf, moveBuilderMachine } from '../../machines/move-builder';
import type { MoveGrammar, PickStep, Step } from '../../machines/move-steps';
import { offeredSteps } from '../../machines/move-steps';
import type { RefusalReason } from '../../machines/refusal-clauses';
import type { MoveBase } from '../../rules/core/module';
import type { PlacementRules } from '../components/DragController';
import type { Focusable } from '../components/KeyboardFocus';

/** The zone a drag's drop stands for, given where it fell (a game may read a drop on a lit zone more finely). */
export type DropRefinement = (cardId: string, zoneId: string, at: { readonly x: number; readonly y: number }) => string;

/**
 * A stop of the keyboard's ring: an object on the table and what Enter does there, named after the machine event
 * it sends (`card:w12`, `zone:col2`, `option:pass`, `finish`, `confirm`), so a test can find it.
 */
export interface Stop extends Focusable {
  readonly name: string;
}

const isCard = (step: Step | undefined, id?: string): boolean => !!step && !('set' in step) && step.kind === 'card' && (id === undefined || step.id === id);

/**
 * A person's input on a table turned into the move-building machine's events: a tap on a card or a zone, a drop,
 * a button, a key. "A tap means the next step wherever one is offered": a held card tapped again is put back, a tap
 * on a card inside an offered zone (`zoneOf`) picks that zone, a tap on another card starts again from it.
 */
export class MoveInput<M extends MoveBase, V> {
  readonly actor: Actor<MoveBuilderMachine<M, V>>;
  readonly #mine: () => boolean;
  readonly #zoneOf: (cardId: string) => string | null;
  readonly #notNow: () => void;

  /**
   * `mine`: the person may act now; `zoneOf`: the zone a card lies in; `notNow`: a tap came while the person may not
   * act (the table is moving, the computer thinks): the table says so, so that no input is dropped without a word.
   */
  constructor(grammar: MoveGrammar<M, V>, mine: () => boolean, zoneOf: (cardId: string) => string | null, notNow: () => void) {
    this.actor = createActor(moveBuilderMachine(grammar));
    this.#mine = mine;
    this.#zoneOf = zoneOf;
    this.#notNow = notNow;
  }

  get choices(): Choices<M> {
    return choicesOf(this.actor.getSnapshot());
  }

  #send(event: BuilderEvent<M, V>): void {
    this.actor.send(event);
  }

  /** The legal moves of a new position (or none: not this person's decision). */
  offer(moves: readonly M[] | null, view: V | null, check: MoveCheck<M>): void {
    if (moves && view) this.#send({ type: 'moves.offered', moves, view, check });
    else this.#send({ type: 'moves.withdrawn' });
  }

  pick(step: PickStep): void {
    this.#send({ type: 'step.pick', step });
  }

  /** A tap on a card: the next step wherever one is offered (the card, its zone), or back out of choosing it. */
  tapCard(cardId: string): void {
    if (!this.#mine()) return this.#notNow();
    const { offer, chosen } = this.choices;
    const step: PickStep = { kind: 'card', id: cardId };
    if (offer.picks.some((p) => p.kind === 'card' && p.id === cardId) || (offer.multi?.kind === 'card' && offer.multi.toggles.includes(cardId))) return this.pick(step);
    const zone = this.#zoneOf(cardId);
    if (zone !== null && offer.picks.some((p) => p.kind === 'zone' && p.id === zone)) return this.pick({ kind: 'zone', id: zone });
    if (isCard(chosen[chosen.length - 1], cardId)) return this.back();
    if (chosen.length > 0) {
      // Another card while one is held: start again from it, if it may start a move.
      this.cancel();
      if (this.choices.offer.picks.some((p) => p.kind === 'card' && p.id === cardId)) return this.pick(step);
    }
    // Said only where cards are being chosen: a tap to look at a card at other times is no attempt to act.
    const now = this.choices.offer;
    if (now.picks.some((p) => p.kind === 'card') || now.multi?.kind === 'card') this.pick(step);
  }

  /**
   * A tap on a zone: a step if offered; otherwise the machine refuses it with a reason, but only while a card is held
   * or places are being chosen (a tap on a location just to look at it is no attempt to act).
   */
  tapZone(zoneId: string): void {
    if (!this.#mine()) return this.#notNow();
    const { offer, chosen } = this.choices;
    if (chosen.length > 0 || offer.picks.some((p) => p.kind === 'zone')) this.pick({ kind: 'zone', id: zoneId });
  }

  tapOption(id: string): void {
    this.pick({ kind: 'option', id });
  }

  finishSet(): void {
    this.#send({ type: 'set.finish' });
  }

  confirm(): void {
    this.#send({ type: 'move.confirm' });
  }

  /** Back out one step (Escape, a second tap on the held card). */
  back(): void {
    const { chosen, offer } = this.choices;
    if (chosen.length === 0 && (offer.multi?.picked.length ?? 0) === 0) return;
    this.#send({ type: 'step.back' });
  }

  cancel(): void {
    this.#send({ type: 'step.cancel' });
  }

  /** A tap on the bare table puts back what is held. */
  tapNothing(): void {
    if (this.choices.chosen.length > 0) this.cancel();
  }

  /** The match refused the move sent: back to choosing, with the reason (the rules' code with their words). */
  refused(reason: RefusalReason): void {
    this.#send({ type: 'move.refused', reason });
  }

  /** The card the machine holds while it offers zones for it (what the drag controller shows as selected), or null. */
  get held(): string | null {
    const { chosen, offer } = this.choices;
    const last = chosen[chosen.length - 1];
    return last && isCard(last) && !('set' in last) && offer.picks.some((p) => p.kind === 'zone') ? String(last.id) : null;
  }

  /** Zones a card may be dropped on: what the machine offers after it when it is held, else after picking it afresh. */
  zonesAfter(cardId: string): string[] {
    if (!this.#mine()) return [];
    const { offer, chosen } = this.choices;
    if (isCard(chosen[chosen.length - 1], cardId)) return offer.picks.filter((p) => p.kind === 'zone').map((p) => String(p.id));
    const out = new Set<string>();
    for (const entry of this.actor.getSnapshot().context.entries) {
      const [first, second] = entry.path;
      if (isCard(first, cardId) && second && !('set' in second) && second.kind === 'zone') out.add(String(second.id));
    }
    return [...out];
  }

  /**
   * The drag controller's rules in controlled mode: lit zones, drops and taps all become this input's events;
   * `explain` words a refused drop, `tapCard` takes a tap on a card (a table may map it first), `dropZone` the zone
   * a drop stands for by where it fell (the lit zone itself unless a table says otherwise).
   */
  placementRules(explain: PlacementRules['explainRefusal'], tapCard: (cardId: string) => void, dropZone: DropRefinement = (_cardId, zoneId) => zoneId): PlacementRules {
    return {
      targetsFor: (cardId) => this.zonesAfter(cardId),
      onPlace: (cardId, zoneId, at) => this.drop(cardId, at === null ? zoneId : dropZone(cardId, zoneId, at)),
      explainRefusal: explain,
      taps: { card: tapCard, zone: (zoneId) => this.tapZone(zoneId), nothing: () => this.tapNothing() },
    };
  }

  /** A drop: the card (unless it is the one held), then the zone. */
  drop(cardId: string, zoneId: string): void {
    const { chosen } = this.choices;
    if (!isCard(chosen[chosen.length - 1], cardId)) {
      if (chosen.length > 0) this.cancel();
      this.pick({ kind: 'card', id: cardId });
    }
    this.pick({ kind: 'zone', id: zoneId });
  }

  /** The keyboard's stops for what is on offer: each step whose object `targetOf` finds. */
  stops(targetOf: (step: PickStep) => Focusable['target'] | null): Stop[] {
    return offeredSteps(this.choices.offer).flatMap((step) => {
      const target = targetOf(step);
      return target ? [{ name: `${step.kind}:${step.id}`, target, activate: () => this.pick(step) }] : [];
    });
  }
}
