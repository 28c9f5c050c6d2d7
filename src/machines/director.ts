/**
 * The bridge between a running match and a table that draws it. A table scene implements `TableView` (drawing,
 * animating, prompts); the director owns the match actor, turns its emitted events into animations, words and
 * sounds, tells the machine when animations are done, and turns the table's input into `move.submit`/`move.undo`.
 * No Phaser here, so the whole wiring is tested headless with a fake view.
 */
import type { Actor } from 'xstate';
import type { CodedError } from '../rules/core/result';
import type { EventBase, MoveBase, Outcome, Seat } from '../rules/core/module';
import type { MatchEmitted, MatchEvent } from './match';
import type { MatchData } from './match-logic';
import * as logic from './match-logic';
import type { provideMatch } from './match-actor';

/** Sounds a table may play; a subset of the audio sprite's names. */
export type TableSound = 'deny' | 'turn' | 'win' | 'lose';

/** What a table scene provides to the director. Every method is drawing only: no rules decisions. */
export interface TableView {
  /** Draw the whole position from one seat's view (on start, after an undo, after a handover). */
  render(view: unknown, seat: Seat): void;
  /**
   * Animate one move's domain events, in order, ending on `view` (the viewer's view right after that move);
   * resolves when they have played. Moves queue: each starts when the previous one has finished.
   */
  animate(events: readonly EventBase[], view: unknown, by: 'human' | 'computer', seat: Seat): Promise<void>;
  /** Say something to the player (a refused move, a failed save). */
  toast(text: string, tone: 'info' | 'warning'): void;
  /** Play a sound (not `sound`: Phaser.Scene already has that member). */
  playSound(name: TableSound): void;
  /** The computer is thinking (show an indicator; input for that seat is closed). */
  setThinking(seat: Seat | null): void;
  /** Pass-and-play: show the curtain for a player; resolve when they confirm they hold the device. */
  handoff(name: string): Promise<void>;
  /** The game has ended. */
  gameOver(outcome: Outcome, seats: readonly Seat[]): void;
}

type MatchActor = Actor<ReturnType<typeof provideMatch>>;

/** Connects a match actor to a table view for as long as the table is open. */
export class MatchDirector {
  readonly #actor: MatchActor;
  readonly #view: TableView;
  readonly #unsubscribe: (() => void)[] = [];
  #pending = 0;
  #animations: Promise<void> = Promise.resolve();
  #lastFlow = '';

  constructor(actor: MatchActor, view: TableView) {
    this.#actor = actor;
    this.#view = view;
    const on = <T extends MatchEmitted['type']>(type: T, fn: (e: Extract<MatchEmitted, { type: T }>) => void) => {
      const sub = actor.on(type, fn as never);
      this.#unsubscribe.push(() => sub.unsubscribe());
    };
    on('move.applied', (e) => this.#queue(this.#redact(e.events), this.#currentView(), e.by, e.seat));
    on('move.rejected', (e) => this.#refuse(e.error));
    on('undo.rejected', (e) => this.#refuse(e.error));
    on('move.undone', () => this.#renderNow());
    // A rematch starts a new game: draw it from scratch (the old picture must not linger until the first move).
    on('match.restarted', () => this.#renderNow());
    on('ai.failed', () => this.#view.toast('The computer ran into a problem and played a safe move instead.', 'warning'));
    on('save.failed', () => this.#view.toast('This game could not be saved on this device; it goes on, but a reload would lose it.', 'warning'));
    const sub = actor.subscribe(() => this.#onSnapshot());
    this.#unsubscribe.push(() => sub.unsubscribe());
    this.#renderNow();
    this.#onSnapshot();
  }

  /** The match as it stands. */
  get data(): MatchData {
    return this.#actor.getSnapshot().context;
  }

  /** The seat whose eyes the table shows: the human holding the device (or seat 0 when only computers play). */
  get viewer(): Seat {
    return this.data.activeHuman ?? 0;
  }

  /** The seat that may act through the table now, or null (computer's turn, handover, game over). */
  get actingSeat(): Seat | null {
    const s = this.#actor.getSnapshot();
    if (!s.matches({ flow: 'playing' }) || s.matches({ flow: { playing: 'handoff' } })) return null;
    return logic.humanToMove(s.context);
  }

  /** Legal moves for the acting seat: what the table lights up while a card is dragged or selected. */
  legalMoves(): MoveBase[] {
    const seat = this.actingSeat;
    const d = this.data;
    return seat === null || !d.module || !d.state ? [] : d.module.legalMoves(d.state, seat);
  }

  /** Words for why a move would be refused, without sending it (for a drop on an unlit zone). */
  explain(move: MoveBase): string | null {
    const seat = this.actingSeat;
    if (seat === null) return 'Wait for your turn.';
    const e = logic.humanRefusal(this.data, seat, move);
    return e ? logic.describeRefusal(this.data, e) : null;
  }

  /** The table's input: a move for the acting seat. */
  submit(move: MoveBase): void {
    this.#send({ type: 'move.submit', seat: this.actingSeat ?? this.viewer, move });
  }

  /** The table's Undo button. */
  undo(): void {
    this.#send({ type: 'move.undo', seat: this.viewer });
  }

  /** Resolves when every queued animation has played (tests and screenshots wait on it). */
  settled(): Promise<void> {
    return this.#animations;
  }

  /** Stops listening (the table closes); the actor itself belongs to the caller. */
  dispose(): void {
    for (const u of this.#unsubscribe.splice(0)) u();
  }

  #send(e: MatchEvent): void {
    this.#actor.send(e);
  }

  #queue(events: readonly EventBase[], view: unknown, by: 'human' | 'computer', seat: Seat): void {
    this.#pending++;
    this.#animations = this.#animations
      .then(() => this.#view.animate(events, view, by, seat))
      .catch((e: unknown) => console.warn('animation failed', e))
      .then(() => {
        this.#pending--;
        if (this.#pending === 0) this.#send({ type: 'animation.done' });
      });
  }

  /** Events as the viewer may see them: the table never receives another seat's hidden card. */
  #redact(events: readonly EventBase[]): readonly EventBase[] {
    const m = this.data.module;
    if (!m?.redactEvent) return events;
    const seat = this.viewer;
    return events.map((e) => (m.redactEvent as (e: EventBase, s: Seat) => EventBase)(e, seat));
  }

  #refuse(error: CodedError): void {
    this.#view.playSound('deny');
    this.#view.toast(logic.describeRefusal(this.data, error), 'info');
  }

  #currentView(): unknown {
    const d = this.data;
    return d.module && d.state ? d.module.view(d.state, this.viewer) : null;
  }

  #renderNow(): void {
    const view = this.#currentView();
    if (view !== null) this.#view.render(view, this.viewer);
  }

  #onSnapshot(): void {
    const s = this.#actor.getSnapshot();
    const flow = JSON.stringify((s.value as { flow: unknown }).flow);
    if (flow === this.#lastFlow) return;
    this.#lastFlow = flow;
    this.#view.setThinking(s.matches({ flow: { playing: 'thinking' } }) ? logic.computerToMove(s.context) : null);
    if (s.matches({ flow: { playing: 'handoff' } })) {
      const next = logic.humanToMove(s.context);
      const name = next === null ? 'the next player' : (s.context.seats[next] as { name?: string } | undefined)?.name ?? `Player ${next + 1}`;
      void this.#animations.then(() => this.#view.handoff(name)).then(() => {
        this.#send({ type: 'handoff.confirm' });
        this.#renderNow();
      });
    } else if (s.matches({ flow: { playing: 'awaitingHuman' } }) && s.context.lastApplied?.by === 'computer') {
      this.#view.playSound('turn'); // your turn again after the computer's
    } else if (s.matches({ flow: 'gameOver' }) && s.context.module && s.context.state) {
      const outcome = s.context.module.outcome(s.context.state);
      const humans = s.context.seats.flatMap((c, i) => (c.kind === 'human' ? [i] : []));
      void this.#animations.then(() => {
        const won = outcome.kind === 'win' && outcome.winners.some((w) => humans.includes(w));
        if (humans.length > 0) this.#view.playSound(won ? 'win' : 'lose');
        this.#view.gameOver(outcome, humans);
      });
    }
  }
}
