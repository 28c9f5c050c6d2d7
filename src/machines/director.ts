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
import type { RefusalReason } from './refusal-clauses';
import { plainReason } from './refusal-clauses';

/** Sounds a table may play; a subset of the audio sprite's names. */
export type TableSound = 'deny' | 'turn' | 'win' | 'lose';

/** What a table scene provides to the director, over its game's view and event types. Drawing only: no rules decisions. */
export interface TableView<V = unknown, E extends EventBase = EventBase> {
  /** Draw the whole position from one seat's view (on start, after an undo, after a handover). */
  render(view: V, seat: Seat): void;
  /**
   * Animate one move's domain events, in order, ending on `view` (the viewer's view right after that move);
   * resolves when they have played. Moves queue: each starts when the previous one has finished.
   */
  animate(events: readonly E[], view: V, by: 'human' | 'computer', seat: Seat): Promise<void>;
  /** Say something to the player (a failed save, the computer's trouble). */
  toast(text: string, tone: 'info' | 'warning'): void;
  /** The match refused a move or an undo: say why (with the rules' code, so the table can cite its clause). */
  refused(reason: RefusalReason): void;
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

/**
 * The game as the director reads it, typed by the table's game: the match keeps its module type-erased, and this
 * is the same module seen through its own types (method parameters, so a `GameModule<C, S, V, M, E>` fits).
 */
export interface GameLens<M extends MoveBase, V, E extends EventBase> {
  view(state: object, seat: Seat): V;
  legalMoves(state: object, seat: Seat): M[];
  redactEvent?(event: E, seat: Seat): E;
}

/** Connects a match actor to a table view for as long as the table is open, typed by the game's moves, views and events. */
export class MatchDirector<M extends MoveBase = MoveBase, V = unknown, E extends EventBase = EventBase> {
  readonly #actor: MatchActor;
  readonly #view: TableView<V, E>;
  readonly #game: GameLens<M, V, E>;
  readonly #unsubscribe: (() => void)[] = [];
  #pending = 0;
  #animations: Promise<void> = Promise.resolve();
  #lastFlow = '';

  constructor(actor: MatchActor, view: TableView<V, E>, game: GameLens<M, V, E>) {
    this.#actor = actor;
    this.#view = view;
    this.#game = game;
    const on = <T extends MatchEmitted['type']>(type: T, fn: (e: Extract<MatchEmitted, { type: T }>) => void) => {
      const sub = actor.on(type, fn as never);
      this.#unsubscribe.push(() => sub.unsubscribe());
    };
    on('move.applied', (e) => {
      const view = this.#currentView();
      if (view !== null) this.#queue(this.#redact(e.events), view, e.by, e.seat);
    });
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
  /** True while the game is being written to this device (its autosave or replay record still in flight). */
  get saving(): boolean {
    const snapshot = this.#actor.getSnapshot();
    return snapshot.matches({ persistence: 'saving' }) || snapshot.matches({ recording: 'recording' });
  }

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
  legalMoves(): M[] {
    const seat = this.actingSeat;
    const state = this.#state();
    return seat === null || state === null ? [] : this.#game.legalMoves(state, seat);
  }

  /** Why a move would be refused, without sending it (for a drop on an unlit zone): words and the rules' code; null when legal. */
  reasonFor(move: M): RefusalReason | null {
    const seat = this.actingSeat;
    if (seat === null) return plainReason('Wait for your turn.');
    const e = logic.humanRefusal(this.data, seat, move);
    return e ? { words: logic.describeRefusal(this.data, e), code: e.code } : null;
  }

  /** Words for why a move would be refused (`reasonFor`'s words), or null when it is legal. */
  explain(move: M): string | null {
    return this.reasonFor(move)?.words ?? null;
  }

  /** The table's input: a move for the acting seat. */
  submit(move: M): void {
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

  #queue(events: readonly E[], view: V, by: 'human' | 'computer', seat: Seat): void {
    this.#pending++;
    this.#animations = this.#animations
      .then(() => this.#view.animate(events, view, by, seat))
      .catch((e: unknown) => console.warn('animation failed', e))
      .then(() => {
        this.#pending--;
        if (this.#pending === 0) this.#send({ type: 'animation.done' });
      });
  }

  /**
   * Events as the viewer may see them: the table never receives another seat's hidden card. The match's events
   * are its game's (the match was started with this lens's module: `#state` checks it).
   */
  #redact(events: readonly EventBase[]): readonly E[] {
    const game = this.#game;
    const seat = this.viewer;
    const typed = events as readonly E[];
    return game.redactEvent ? typed.map((event) => game.redactEvent?.(event, seat) ?? event) : typed;
  }

  /** The match's state, when the match plays this director's game (null before a start, or for another game's match). */
  #state(): object | null {
    const d = this.data;
    return d.state !== null && Object.is(d.module, this.#game) ? d.state : null;
  }

  #refuse(error: CodedError): void {
    this.#view.playSound('deny');
    this.#view.refused({ words: logic.describeRefusal(this.data, error), code: error.code });
  }

  #currentView(): V | null {
    const state = this.#state();
    return state === null ? null : this.#game.view(state, this.viewer);
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
