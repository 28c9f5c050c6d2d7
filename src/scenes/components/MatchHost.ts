import { workerThink } from '../../machines/ai-client';
import { MatchDirector } from '../../machines/director';
import type { GameLens, TableView } from '../../machines/director';
import { createMatchActor } from '../../machines/match-actor';
import type { SeatController } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { SaveStore } from '../../machines/saves';
import type { EventBase, GameModule, MoveBase } from '../../rules/core/module';

type MatchActor = ReturnType<typeof createMatchActor>;

/**
 * A table scene's match: the match actor (autosave, the AI worker) and the director that connects it to the
 * table, for as long as the scene runs. The director sees the table only through its TableView methods.
 */
export class MatchHost<M extends MoveBase, V, E extends EventBase> {
  readonly actor: MatchActor;
  readonly #table: TableView<V, E>;
  readonly #game: GameLens<M, V, E> & GameModule;
  readonly #unsubscribe: () => void;
  #director: MatchDirector<M, V, E> | null = null;

  /** `game` is the table's game, typed; `onChange` runs on every change of the match (the table recomputes what the player may do). */
  constructor(saves: SaveStore, table: TableView<V, E>, game: GameLens<M, V, E> & GameModule, onChange: () => void) {
    this.actor = createMatchActor({ saves, think: workerThink });
    this.#table = table;
    this.#game = game;
    const sub = this.actor.subscribe(onChange);
    this.#unsubscribe = () => sub.unsubscribe();
  }

  get director(): MatchDirector<M, V, E> | null {
    return this.#director;
  }

  start(seats: readonly SeatController[], config: unknown, seed: string | number): this {
    this.actor.send({ type: 'match.start', module: this.#game, seats, config, seed });
    return this.connect();
  }

  /** Resumes a save of this table's game (the table was chosen by the save's game id); another game's save is refused. */
  resume(save: ResumedSave, seats: readonly SeatController[]): this {
    if (save.module.id !== this.#game.id) throw new Error(`a ${save.module.id} save cannot be resumed at the ${this.#game.id} table`);
    const pos = save.position;
    // The table's own module (the same game): the director reads the match through it, typed.
    this.actor.send({ type: 'match.resume', module: this.#game, config: pos.config, state: pos.state, seats, seed: pos.history?.seed ?? 0, history: pos.history?.moves ?? [] });
    return this.connect();
  }

  /** A new director draws the match from scratch (after a rematch: the director renders only on creation, undo and handover). */
  connect(): this {
    this.#director?.dispose();
    const t = this.#table;
    this.#director = new MatchDirector<M, V, E>(this.actor, {
      render: (view, seat) => t.render(view, seat),
      animate: (events, view, by, seat) => t.animate(events, view, by, seat),
      toast: (text, tone) => t.toast(text, tone),
      playSound: (name) => t.playSound(name),
      setThinking: (seat) => t.setThinking(seat),
      handoff: (name) => t.handoff(name),
      gameOver: (outcome, seats) => t.gameOver(outcome, seats),
    }, this.#game);
    return this;
  }

  /** Same game and seats, a new deal, drawn by a new director (the old one must not react to the restart). */
  rematch(): this {
    this.#director?.dispose();
    this.#director = null;
    this.actor.send({ type: 'match.rematch' });
    return this.connect();
  }

  /** Sends the player's move; false when the match refused it (the director has said why). */
  submit(move: M): boolean {
    const d = this.#director;
    if (!d) return false;
    const before = d.data.plies;
    d.submit(move);
    return d.data.plies !== before;
  }

  undo(): void {
    this.#director?.undo();
  }

  /** Leaves the match (the table goes back to the menu or starts another). */
  exit(): void {
    this.actor.send({ type: 'match.exit' });
  }

  /** The scene shuts down. */
  stop(): void {
    this.#unsubscribe();
    this.#director?.dispose();
    this.#director = null;
    this.actor.stop();
  }
}
