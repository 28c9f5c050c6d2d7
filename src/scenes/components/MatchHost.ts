import { workerThink } from '../../machines/ai-client';
import { MatchDirector } from '../../machines/director';
import type { GameLens, TableView } from '../../machines/director';
import { createMatchActor } from '../../machines/match-actor';
import { connectMatch, netTable, networkThink, onlineSeats, typedNetworkGame } from '../../machines/online';
import type { OnlineStart } from '../../machines/online';
import { SaveStore } from '../../machines/saves';
import { memoryStore } from '../../machines/storage';
import type { SeatController } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { EventBase, GameModule, MoveBase } from '../../rules/core/module';

type MatchActor = ReturnType<typeof createMatchActor>;

/**
 * A table scene's match: the match actor (autosave, the AI worker) and the director that connects it to the
 * table, for as long as the scene runs. The director sees the table only through its TableView methods.
 */
export class MatchHost<M extends MoveBase, V, E extends EventBase> {
  #actor: MatchActor;
  readonly #table: TableView<V, E>;
  #game: GameLens<M, V, E> & GameModule;
  /** The table's own game (online, `#game` is the network game over it). */
  readonly #real: GameLens<M, V, E> & GameModule;
  readonly #onChange: () => void;
  /** Before a rematch is drawn: the table clears the last game (its panel, its log); online, with the seats as named now. */
  readonly #beforeRematch: (seats?: readonly SeatController[]) => void;
  #unsubscribe: () => void;
  #director: MatchDirector<M, V, E> | null = null;
  /** Online: the session, how to stop sending its moves and hearing of its rematches. */
  #online: { readonly start: OnlineStart; readonly disconnect: () => void } | null = null;

  get actor(): MatchActor {
    return this.#actor;
  }

  /**
   * `game` is the table's game, typed; `onChange` runs on every change of the match (the table recomputes what the
   * player may do); `beforeRematch` when a rematch begins, before its first table is drawn.
   */
  constructor(saves: SaveStore, table: TableView<V, E>, game: GameLens<M, V, E> & GameModule, onChange: () => void, beforeRematch: (seats?: readonly SeatController[]) => void = () => undefined) {
    this.#actor = createMatchActor({ saves, think: workerThink });
    this.#table = table;
    this.#game = game;
    this.#real = game;
    this.#onChange = onChange;
    this.#beforeRematch = beforeRematch;
    const sub = this.#actor.subscribe(onChange);
    this.#unsubscribe = () => sub.unsubscribe();
  }

  /**
   * Plays online: the match runs over the network game (the server's tables), other seats' moves come from the
   * server, this device's moves go to it; nothing is saved on the device (the server keeps the game). When every
   * player has asked for a rematch, the match starts again from the new game's first table.
   */
  online(start: OnlineStart): this {
    this.#online?.disconnect();
    this.#unsubscribe();
    this.#actor.stop();
    this.#actor = createMatchActor({ saves: new SaveStore(memoryStore()), think: networkThink(start.session) });
    const sub = this.#actor.subscribe(this.#onChange);
    this.#unsubscribe = () => sub.unsubscribe();
    this.#game = typedNetworkGame<M, V, E>(this.#real, start.session);
    const sending = connectMatch(this.#actor, start.session);
    const hearing = start.session.onNewGame((first) => {
      this.#director?.dispose();
      this.#director = null;
      const seats = onlineSeats(start.session.snapshot.lobby, start.seats.length, start.session.snapshot.seat);
      this.#beforeRematch(seats);
      this.online({ ...start, first, seats });
    });
    this.#online = { start, disconnect: () => (sending(), hearing()) };
    const config = start.session.snapshot.lobby?.config ?? null;
    this.#actor.send({ type: 'match.resume', module: this.#game, config, state: netTable(start.first, start.seats.length), seats: start.seats, seed: start.session.snapshot.code ?? '', history: [] });
    return this.connect();
  }

  /** The online session, when this match is played online. */
  get session(): OnlineStart['session'] | null {
    return this.#online?.start.session ?? null;
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
      refused: (reason) => t.refused(reason),
      playSound: (name) => t.playSound(name),
      setThinking: (seat) => t.setThinking(seat),
      handoff: (name) => t.handoff(name),
      gameOver: (outcome, seats) => t.gameOver(outcome, seats),
    }, this.#game);
    return this;
  }

  /** Same game and seats, a new deal, drawn by a new director (the old one must not react to the restart). */
  rematch(): this {
    // Online, the server holds the rules: ask it; the new game arrives when every player has asked (see `online`).
    if (this.#online) {
      this.#online.start.session.rematch();
      return this;
    }
    this.#director?.dispose();
    this.#director = null;
    this.#beforeRematch();
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
    this.#online?.disconnect();
    void this.#online?.start.session.leave();
    this.#online = null;
    this.#unsubscribe();
    this.#director?.dispose();
    this.#director = null;
    this.actor.stop();
  }
}
