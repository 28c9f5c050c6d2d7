import { seatLabel } from '../kit/seats';
import type * as Phaser from 'phaser';
import type { Choices } from '../../machines/move-builder';
import type { PickStep } from '../../machines/move-steps';
import type { Outcome, Seat } from '../../rules/core/module';
import type { GrEvent, GrMove, GrView } from '../../rules/gaterunners/index';
import { cardOf, describeEvent, gaterunners, HERO, redactEvent } from '../../rules/gaterunners/index';
import { BUTTON_CLICK } from '../components/Button';
import type { Button } from '../components/Button';
import type { CardView } from '../components/CardView';
import type { PartTarget } from '../components/KitPart';
import { tableSceneKey } from '../keys';
import type { GameOverWords } from '../kit/GameOverPanel';
import type { LogLine } from '../kit/TableLog';
import type { EventAnimations, Stop, TableStart } from '../kit/TableScene';
import { TAP_SLOP } from '../kit/TableScene';
import { BoardTableScene } from '../kit/BoardTableScene';
import { gateRunnersAnimations } from './animations';
import { GrBoard } from './board';
import { cardIdOf, cardUnderZone, FAR_HERO, keyOfCard } from './cards';
import type { GrInspection } from './inspect';
import { inspectGateRunners } from './inspect';
import { promptText, waitingText } from './prompts';
import { gateRunnersSteps, laneZone, ontoZone, strikeZone, suggestedPay, targetId, unitId } from './steps';

/** A button's label, and the machine event it sends (its keyboard stop's name). */
type Action = { readonly label: string; readonly act: () => void; readonly sends: string };

/** Words on the buttons for the options a move may offer. */
const OPTION_LABELS: Readonly<Record<string, string>> = {
  endMobilize: 'End Mobilize',
  confirm: 'Confirm',
  pass: 'Pass',
  ability: 'Use ability',
  levelUp: 'Level up',
  maneuver: 'Maneuver',
  destroy: 'Choose blockers',
};

/**
 * The GateRunners table on the table kit: three lanes with their Gates and Shields, both Heroes, the hands and
 * piles, the phase strip and two action buttons (the board), and their event animations. What a person may pick
 * comes from the kit's move-building machine: a tap on a unit is the next step wherever one is offered (the unit
 * itself, a target, the lane it stands in, the attacker it would block).
 */
export class GateRunnersTable extends BoardTableScene<GrMove, GrView, GrEvent> {
  protected animations!: EventAnimations<GrEvent, GrView>;
  protected board!: GrBoard;
  #actions: Action[] = [];

  constructor() {
    super({ key: tableSceneKey('gaterunners'), module: gaterunners, grammar: gateRunnersSteps });
  }

  protected build(): void {
    this.board = new GrBoard(
      this,
      {
        motion: this.motion,
        palette: this.palette,
        drag: this.drag,
        zoom: this.zoom,
        seatLabel: (seat) => seatLabel(this.seats, seat),
        tapCard: (cardId, card, pointer) => this.#tapCard(cardId, card, pointer),
        tapPart: (lane, part) => this.#tapPart(lane, part),
      },
      this.viewWidth,
      this.viewHeight,
    );
    this.board.primary.on(BUTTON_CLICK, () => this.#actions[0]?.act());
    this.board.secondary.on(BUTTON_CLICK, () => this.#actions[1]?.act());
    this.animations = gateRunnersAnimations({ board: this.board, motion: this.motion, transients: this.transients, sound: (name) => this.services.sound.play(name) });
  }

  /** The decks chosen in the new-game panel, checked by the rules' own config parser (the default on anything else). */
  protected override configFor(start: Extract<TableStart, { seats: unknown }>): unknown {
    const decks = (start as { readonly decks?: unknown }).decks;
    const parsed = gaterunners.parseConfig({ ...gaterunners.defaultConfig(2), ...(decks === undefined ? {} : { decks }) });
    return parsed.ok ? parsed.value : gaterunners.defaultConfig(2);
  }

  protected override logLine(e: GrEvent): LogLine {
    if (e.type === 'shieldsDealt' || e.type === 'readied' || e.type === 'attackersConfirmed' || e.type === 'blockersConfirmed') return null;
    const event = redactEvent(e, this.viewer);
    const seat = 'seat' in event ? event.seat : null;
    // Cards by name: the rules need the game's decks to name an instance.
    return { text: describeEvent(event, this.seatWords, this.view?.config.decks), colour: seat === null ? null : (this.palette.seats[seat] ?? null) };
  }

  protected gameOverWords(outcome: Outcome, seats: readonly Seat[]): GameOverWords {
    const winner = outcome.kind === 'win' ? (outcome.winners[0] ?? 0) : null;
    const title = winner === null ? 'A draw' : seats.length === 1 && seats.includes(winner) ? 'You win!' : `${this.seatName(winner)} wins${seats.length === 1 ? '' : '!'}`;
    const v = this.view;
    const standing = (count: number) => `${count} Gate${count === 1 ? '' : 's'} standing`;
    const gatesLeft = v ? v.sides.map((side, seat) => `${this.seatName(seat)}: ${standing(side.gates.filter((g) => g && !g.destroyed).length)}`).join('   ·   ') : '';
    const reason = outcome.kind === 'ongoing' ? '' : outcome.reason;
    return { title, text: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.\n${gatesLeft}` };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: the kit's machine decides; the table maps its pieces to steps.

  #tapCard(cardId: string, card: CardView, pointer: Phaser.Input.Pointer): void {
    if (this.zoom.endsReading(pointer, card.cardId)) return;
    if (pointer.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    this.tapCard(cardId);
  }

  /** A card that is a target on offer is picked as that target; otherwise the kit's next step. */
  protected override tapCard(cardId: string): void {
    const key = keyOfCard(cardId);
    const target = key === FAR_HERO ? targetId(HERO) : key !== null && key >= 0 ? targetId(key) : null;
    if (target && this.mine && this.choices.offer.picks.some((p) => p.kind === 'card' && p.id === target)) return this.picks.pick({ kind: 'card', id: target });
    this.picks.tapCard(cardId);
  }

  /** A Gate of yours is its ability (or your lane); the opposing Gate is the attack on it; a slot is its lane. */
  #tapPart(lane: number, part: PartTarget): void {
    const offered = (kind: string, id: string) => this.choices.offer.picks.some((p) => p.kind === kind && p.id === id);
    if (part.kind === 'gate' && part.id === 'near' && offered('card', `gate@${lane}`)) return this.picks.tapCard(`gate@${lane}`);
    if (part.kind === 'gate' && part.id === 'far') return this.picks.tapZone(strikeZone('gate', lane));
    if (part.id.startsWith('near')) this.picks.tapZone(laneZone(lane));
  }

  /** The opposing Hero is the attack on it; a unit of yours stands in its lane; an opposing attacker is blocked. */
  protected override zoneOfCard(cardId: string): string | null {
    const v = this.view;
    const key = keyOfCard(cardId);
    if (!v || key === null) return null;
    // The opposing Hero: attacked while you attack, blocked while it attacks you.
    if (key === FAR_HERO) return v.phase === 'block' ? `block:${unitId(HERO)}` : strikeZone('hero', null);
    const mine = v.sides[v.seat]?.units.find((u) => u.card === key);
    const onto = ontoZone(key);
    if (mine && this.choices.offer.picks.some((p) => p.kind === 'zone' && p.id === onto)) return onto;
    if (mine) return laneZone(mine.lane);
    return v.sides[1 - v.seat]?.units.some((u) => u.card === key) ? `block:${cardId}` : null;
  }

  /** A card dropped on your lane over a unit of yours it may level up into is the level-up onto that unit (GR-22). */
  protected override dropZone(cardId: string, zoneId: string, at: { readonly x: number; readonly y: number }): string {
    const lane = /^lane(\d)$/.exec(zoneId);
    const v = this.view;
    if (!lane || !v) return zoneId;
    const offered = this.picks.zonesAfter(cardId);
    for (const unit of v.sides[v.seat]?.units ?? []) {
      const card = this.board.cards.get(unit.card);
      if (unit.lane === Number(lane[1]) && card && offered.includes(ontoZone(unit.card)) && card.getBounds().contains(at.x, at.y)) return ontoZone(unit.card);
    }
    return zoneId;
  }

  protected override moveFor(cardId: string, zoneId: string): GrMove | null {
    const v = this.view;
    const key = keyOfCard(cardId);
    const onto = cardUnderZone(zoneId);
    const under = zoneId.startsWith('onto:') ? v?.sides[v.seat]?.units.find((u) => u.card === onto) : undefined;
    if (v && key !== null && under) return { type: 'playUnit', card: key, lane: under.lane, levelUp: [under.card], targets: [] };
    const lane = /^lane(\d)$/.exec(zoneId);
    if (!v || key === null || !lane) return null;
    const to = Number(lane[1]);
    if (cardId.startsWith('gate:')) return { type: 'placeGate', gate: cardId.slice(5), lane: to };
    if (v.sides[v.seat]?.units.some((u) => u.card === key)) return { type: 'moveUnit', card: key, lane: to };
    const card = cardOf(v.config.decks, key);
    return card?.kind === 'action' ? { type: 'playAction', card: key, lane: to, pay: [], targets: [] } : { type: 'playUnit', card: key, lane: to, levelUp: [], targets: [] };
  }

  protected targetOf(step: PickStep): Phaser.GameObjects.Container | null {
    const id = String(step.id);
    const board = this.board;
    if (step.kind === 'card') {
      const target = /^target:(-?\d+)$/.exec(id);
      if (target) return board.cards.get(Number(target[1]) === HERO ? FAR_HERO : Number(target[1])) ?? null;
      const gate = /^gate@(\d)$/.exec(id);
      if (gate) return board.gateSpots[Number(gate[1])] ?? null;
      const key = keyOfCard(id);
      return key === null ? null : (board.cards.get(key) ?? null);
    }
    if (step.kind === 'zone') {
      const lane = /^lane(\d)$/.exec(id);
      if (lane) return board.laneZones[Number(lane[1])] ?? null;
      const strike = /^strike:gate@(\d)$/.exec(id);
      if (strike) return board.strikeZones[Number(strike[1])] ?? null;
      if (id === 'strike:hero') return board.heroZone;
      const covered = cardUnderZone(id);
      if (covered !== null) return board.cards.get(covered) ?? null;
    }
    return null;
  }

  protected buttons(): Stop[] {
    const board = this.board;
    return ([board.primary, board.secondary] as Button[]).flatMap((button, i) => {
      const action = this.#actions[i];
      return action && button.visible ? [{ name: action.sends, target: button, activate: () => action.act() }] : [];
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Painting the choices

  protected promptText(view: GrView, choices: Choices<GrMove>): string {
    return promptText(view, choices);
  }

  protected override waitingText(view: GrView): string {
    return waitingText(view, (seat) => this.seatName(seat));
  }

  protected paint(choices: Choices<GrMove>): void {
    const board = this.board;
    const { offer } = choices;
    const mine = this.mine;
    const pickable = new Set<string>(offer.picks.filter((p) => p.kind === 'card').map((p) => String(p.id)));
    const toggles = new Set<string>(offer.multi?.kind === 'card' ? offer.multi.toggles.map(String) : []);
    const chosen = new Set<string>([...(offer.multi?.picked ?? []).map(String), ...choices.chosen.flatMap((c) => ('set' in c ? [] : [String(c.id)]))]);
    for (const [key, card] of board.cards) {
      if (board.where.get(key) === 'hand' && this.drag.selectedId === cardIdOf(key)) continue; // the drag controller marks the card it holds
      const cardId = cardIdOf(key);
      const asTarget = targetId(key === FAR_HERO ? HERO : key);
      const offered = mine && (pickable.has(cardId) || toggles.has(cardId) || pickable.has(asTarget));
      card.setHighlight(chosen.has(cardId) ? 'marked' : offered ? 'playable' : 'none');
    }
    this.#paintButtons(choices);
    if (mine) this.#suggestPay(choices);
    // A response window is easy to miss: a banner across the lanes while it is yours.
    board.setBanner(mine && this.view?.phase === 'response' ? 'Respond: play an Instant or pass' : null);
    // While blocking, every attacker a blocker may go to is a drop zone (a drag onto it blocks).
    const blocking = mine && this.view?.phase === 'block';
    board.setCardZones(blocking ? [...new Set(this.#blockZonesOffered())] : []);
  }

  /** The card and lane (or Gate and ability) a suggestion was last made for: made once, then the person's to change. */
  #suggestedFor: string | null = null;

  /** A cost paid by exhausting units starts with the weakest units picked (GR-31): Done takes it, a tap changes it. */
  #suggestPay(choices: Choices<GrMove>): void {
    const { offer, chosen } = choices;
    const v = this.view;
    const key = JSON.stringify(chosen);
    if (!v || !offer.multi || offer.multi.open || offer.multi.picked.length > 0 || this.#suggestedFor === key) return;
    const units = v.sides[v.seat]?.units ?? [];
    const worth = (card: number): number => {
      const printed = cardOf(v.config.decks, card);
      return (printed?.kind === 'unit' ? printed.power : 0) + (units.find((u) => u.card === card)?.plusPower ?? 0);
    };
    const suggestion = suggestedPay(this.director?.legalMoves() ?? [], chosen, worth);
    if (!suggestion) return;
    this.#suggestedFor = key;
    // After this paint: the picks repaint the table themselves.
    this.time.delayedCall(0, () => {
      // Only onto the same step, still untouched: a tap that came first wins.
      if (JSON.stringify(this.choices.chosen) !== key || (this.choices.offer.multi?.picked.length ?? 1) > 0) return;
      for (const id of suggestion) this.picks.pick({ kind: 'card', id });
    });
  }

  /** The attackers any of your blockers may block now (the zones after any blocker). */
  #blockZonesOffered(): string[] {
    return (this.director?.legalMoves() ?? []).flatMap((move) => (move.type === 'declareBlocker' ? [`block:${unitId(move.attacker)}`] : []));
  }

  #paintButtons(choices: Choices<GrMove>): void {
    const { offer, state } = choices;
    const actions: Action[] = [];
    if (this.mine) {
      if (offer.multi) {
        const picked = offer.multi.picked.length;
        if (offer.multi.canFinish) actions.push({ label: this.view?.phase === 'mulligan' ? (picked === 0 ? 'Keep hand' : `Shuffle back ${picked}`) : `Done (${picked})`, act: () => this.picks.finishSet(), sends: 'finish' });
      }
      if (state === 'confirming') actions.push({ label: 'Discard', act: () => this.picks.confirm(), sends: 'confirm' });
      for (const [option, label] of Object.entries(OPTION_LABELS)) {
        if (offer.picks.some((p) => p.kind === 'option' && p.id === option)) actions.push({ label, act: () => this.picks.tapOption(option), sends: `option:${option}` });
      }
    }
    this.#actions = actions.slice(0, 2);
    const show = (button: Button, action: Action | undefined) => {
      button.setVisible(action !== undefined);
      if (action) button.setLabel(action.label).setEnabled(true);
    };
    show(this.board.primary, this.#actions[0]);
    show(this.board.secondary, this.#actions[1]);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  inspect(): GrInspection {
    const board = this.board;
    return this.inspection((tools) => inspectGateRunners({ board, view: this.view, viewer: this.viewer, thinking: this.thinking, bar: this.bar, over: this.overPanel && this.over ? { panel: this.overPanel } : null, zoomCaption: this.zoom.caption }, tools));
  }
}

