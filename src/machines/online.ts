/**
 * Online play in the browser: a session with the game server (colyseus.js) and the network seat that lets the match
 * statechart and the tables play an online game unchanged.
 *
 * The browser never holds the full state online, only its seat's view. So the match runs over `networkGame(real,
 * session)`, a GameModule whose state is the server's latest table for this client (`NetTable`): its decision,
 * outcome, view and legal moves are the server's. Every other seat is a computer seat whose bot is the network:
 * its `think` (`networkThink`) answers with the next update the server sent (a `@net` move carrying the redacted
 * events and the table after them), which the match applies like any computer move. A human's own move is sent to
 * the server (`connectMatch`) and the table waits, as for a computer, for the server's answer.
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import { fromPromise } from 'xstate';
import type { Actor, AnyActorLogic } from 'xstate';
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { EventBase, GameModule, MoveBase, Seat } from '../rules/core/module';
import { stableStringify } from '../rules/core/hash';
import type { AppliedMessage, CreateOptions, JoinOptions, LobbyMessage, OnlineBot, RefusedMessage, TableMessage } from '../net/protocol';
import { parseAppliedMessage, parseLobbyMessage, parseRefusedMessage, parseTableMessage, parseWelcomeMessage, ROOM_NAME, SERVER_MESSAGES } from '../net/protocol';
import type { ThinkInput } from './match';
import type { SeatController } from './match-logic';
import type { GameLens } from './director';

/** The match's state online: the server's latest table for this client, and a move of ours the server has not answered yet. */
export interface NetTable {
  readonly table: TableMessage;
  readonly sent: MoveBase | null;
  /** Seats at the table. */
  readonly seats: number;
}

/** The state an online match starts from: the first table the server sent this client. */
export function netTable(table: TableMessage, seats: number): NetTable {
  return { table, sent: null, seats };
}

/** The network seat's "move": one update from the server, issued by this session only (see `networkGame.parseMove`). */
export interface NetUpdate extends MoveBase {
  readonly type: '@net';
  readonly table: TableMessage;
  readonly events: readonly EventBase[];
}

/** The bot id of seats played over the network. */
export const NETWORK_BOT = 'network';

/** Where the session stands, for the menu and the table's banner. */
export type SessionStatus = 'connecting' | 'lobby' | 'playing' | 'reconnecting' | 'over' | 'closed';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly code: string | null;
  readonly seat: Seat | null;
  readonly lobby: LobbyMessage | null;
  readonly lastRefusal: RefusedMessage | null;
  /** Why the session closed, in words (null while it is open). */
  readonly closedBecause: string | null;
}

/** How long a dropped session keeps trying to come back (the server keeps the seat for its grace period). */
const RECONNECT_FOR_MS = 60_000;

/** A client's connection to one room: lobby, the stream of tables, reconnection. */
export class OnlineSession {
  readonly #client: Client;
  #room: Room;
  #snapshot: SessionSnapshot = { status: 'connecting', code: null, seat: null, lobby: null, lastRefusal: null, closedBecause: null };
  #token: string | null = null;
  #listeners = new Set<(snapshot: SessionSnapshot) => void>();
  /** Updates the server sent that the match has not consumed yet, in order. */
  #updates: NetUpdate[] = [];
  #waiting: ((update: NetUpdate) => void) | null = null;
  /** The ply of the last update handed to the match (or of the first table). */
  #consumed = -1;
  #firstTable: Promise<TableMessage>;
  #resolveFirstTable!: (table: TableMessage) => void;
  readonly #issued = new WeakSet<object>();
  #leaving = false;

  private constructor(client: Client, room: Room) {
    this.#client = client;
    this.#room = room;
    this.#firstTable = new Promise((resolve) => (this.#resolveFirstTable = resolve));
    this.#bind(room);
  }

  /** Creates a room for a game and joins it as its host. */
  static async create(endpoint: string, options: CreateOptions): Promise<OnlineSession> {
    const client = new Client(endpoint);
    return new OnlineSession(client, await client.create(ROOM_NAME, options));
  }

  /** Joins a room by its code (with a seat token: reclaims that seat). */
  static async join(endpoint: string, code: string, options: JoinOptions = {}): Promise<OnlineSession> {
    const client = new Client(endpoint);
    return new OnlineSession(client, await client.joinById(code, options));
  }

  get snapshot(): SessionSnapshot {
    return this.#snapshot;
  }

  /** The secret that reclaims this seat (keep it for a reload). */
  get seatToken(): string | null {
    return this.#token;
  }

  /** Calls `listener` now and on every change; returns the unsubscribe. */
  subscribe(listener: (snapshot: SessionSnapshot) => void): () => void {
    this.#listeners.add(listener);
    listener(this.#snapshot);
    return () => this.#listeners.delete(listener);
  }

  fill(bot: OnlineBot, seat?: Seat): void {
    this.#room.send('seat.fill', seat === undefined ? { bot } : { bot, seat });
  }

  start(): void {
    this.#room.send('start');
  }

  sendMove(move: MoveBase): void {
    this.#room.send('move', { move });
  }

  /** Resolves with the table the game starts from (for this client) once the host has started it. */
  firstTable(): Promise<TableMessage> {
    return this.#firstTable;
  }

  /** The next update the match has not consumed: what the network seat "thinks". */
  next(): Promise<NetUpdate> {
    const update = this.#updates.shift();
    if (update) return Promise.resolve(this.#consume(update));
    return new Promise((resolve) => {
      this.#waiting = (arrived) => resolve(this.#consume(arrived));
    });
  }

  /** True for an update this session issued (nothing from outside can pose as the network). */
  issued(value: unknown): value is NetUpdate {
    return typeof value === 'object' && value !== null && this.#issued.has(value);
  }

  async leave(): Promise<void> {
    this.#leaving = true;
    await this.#room.leave(true).catch(() => undefined);
    this.#set({ status: 'closed', closedBecause: 'You left the table.' });
  }

  #consume(update: NetUpdate): NetUpdate {
    this.#consumed = update.table.ply;
    return update;
  }

  #set(change: Partial<SessionSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of this.#listeners) listener(this.#snapshot);
  }

  #push(table: TableMessage, events: readonly EventBase[]): void {
    if (this.#consumed < 0) {
      // The first table is where the match starts; it is not an update.
      this.#consumed = table.ply;
      this.#resolveFirstTable(table);
      return;
    }
    // A table the match has already reached (a resync that changed nothing) is dropped; a newer one is an update.
    if (table.ply <= this.#consumed && events.length === 0 && this.#updates.length === 0) return;
    const update: NetUpdate = { type: '@net', table, events };
    this.#issued.add(update);
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting) waiting(update);
    else this.#updates.push(update);
  }

  #bind(room: Room): void {
    room.onMessage('*', (type, body: unknown) => this.#receive(String(type), body));
    room.onLeave((code) => {
      if (this.#leaving) return;
      // 1000 is a clean close by the server (the room closed); anything else is a drop worth coming back from.
      if (code === 1000) this.#set({ status: 'closed', closedBecause: 'The table was closed.' });
      else void this.#reconnect();
    });
  }

  #receive(type: string, body: unknown): void {
    switch (type) {
      case SERVER_MESSAGES.welcome: {
        const welcome = parseWelcomeMessage(body);
        if (welcome) {
          this.#token = welcome.seatToken ?? this.#token;
          this.#set({ code: welcome.code, seat: welcome.seat });
        }
        return;
      }
      case SERVER_MESSAGES.lobby: {
        const lobby = parseLobbyMessage(body);
        if (lobby) this.#set({ lobby, status: lobby.phase === 'lobby' ? 'lobby' : lobby.phase === 'over' ? 'over' : 'playing' });
        return;
      }
      case SERVER_MESSAGES.table: {
        const table = parseTableMessage(body);
        if (table) this.#push(table, []);
        return;
      }
      case SERVER_MESSAGES.applied: {
        const applied: AppliedMessage | null = parseAppliedMessage(body);
        if (applied) this.#push({ ply: applied.ply, seat: applied.seat, view: applied.view, decision: applied.decision, outcome: applied.outcome, legal: applied.legal }, applied.events);
        return;
      }
      case SERVER_MESSAGES.refused: {
        const refused = parseRefusedMessage(body);
        if (!refused) return;
        this.#set({ lastRefusal: refused });
        // A refused move leaves the table waiting for an answer: ask for the whole table again.
        if (refused.refused === 'move') this.#room.send('sync');
        return;
      }
    }
  }

  /** Colyseus's reconnection first (same session), then the seat token (after a server restart), until the grace runs out. */
  async #reconnect(): Promise<void> {
    this.#set({ status: 'reconnecting' });
    const until = Date.now() + RECONNECT_FOR_MS;
    const token = this.#room.reconnectionToken;
    for (let attempt = 0; Date.now() < until && !this.#leaving; attempt++) {
      try {
        const room = attempt % 2 === 0 || !this.#snapshot.code
          ? await this.#client.reconnect(token)
          : await this.#client.joinById(this.#snapshot.code, this.#token ? { seatToken: this.#token } : {});
        this.#room = room;
        this.#bind(room);
        room.send('sync');
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 500 * (attempt + 1))));
      }
    }
    if (!this.#leaving) this.#set({ status: 'closed', closedBecause: 'The connection to the table was lost.' });
  }
}

/**
 * The seats of an online match as this client plays it: its own seat human, every other seat the network.
 * Spectators (no seat) watch every seat played by the network.
 */
export function networkSeats(count: number, mine: Seat | null, names: readonly string[] = []): SeatController[] {
  return Array.from({ length: count }, (_, seat): SeatController => (seat === mine ? { kind: 'human', name: names[seat] ?? 'You' } : { kind: 'computer', bot: NETWORK_BOT }));
}

const sameMove = (a: MoveBase, b: MoveBase): boolean => stableStringify(a) === stableStringify(b);

/** The game as an online match plays it: over the server's tables (see the file's header). */
export function networkGame(real: GameModule, session: OnlineSession): GameModule {
  const tableOf = (state: object): NetTable | null => ('table' in state && 'sent' in state && 'seats' in state ? (state as NetTable) : null);
  const waitingFor = (net: NetTable, mine: Seat | null) => net.table.decision.seats.filter((seat) => seat !== mine);
  const module: GameModule = {
    ...real,
    // Nothing is ever taken back online.
    revealsInformation: () => true,
    redactEvent: (event) => event,
    phaseOf: (state) => tableOf(state)?.table.decision.kind ?? 'none',
    decision(state) {
      const net = tableOf(state);
      if (!net) return { seats: [], kind: 'none' };
      // After our move the network decides (the server's answer is awaited like a computer's move).
      if (net.sent) return { seats: [otherSeat(net.table.seat, net.seats)], kind: 'network' };
      return net.table.decision;
    },
    outcome: (state) => tableOf(state)?.table.outcome ?? { kind: 'ongoing' },
    view: (state) => tableOf(state)?.table.view ?? null,
    legalMoves(state, seat) {
      const net = tableOf(state);
      return net && !net.sent && seat === net.table.seat ? net.table.legal.slice() : [];
    },
    parseMove(json, options) {
      return session.issued(json) ? ok(json) : real.parseMove(json, options);
    },
    validate(state, seat, move) {
      const net = tableOf(state);
      if (!net) return { code: 'NO_MATCH' };
      if (session.issued(move)) return null;
      if (net.sent || seat !== net.table.seat || !net.table.decision.seats.includes(seat)) return { code: 'NOT_YOUR_DECISION', seat, deciding: waitingFor(net, null) };
      return net.table.legal.some((legal) => sameMove(legal, move)) ? null : { code: 'NOT_A_LEGAL_MOVE' };
    },
    apply(state, seat, move): Result<{ state: object; events: readonly EventBase[] }, CodedError> {
      const refusal = module.validate(state, seat, move);
      if (refusal) return err(refusal);
      return ok(module.applyLegal(state, seat, move));
    },
    applyLegal(state, _seat, move) {
      const net = tableOf(state);
      const seats = net?.seats ?? 2;
      if (session.issued(move)) return { state: { table: move.table, sent: null, seats } satisfies NetTable, events: move.events };
      return { state: { table: net?.table ?? emptyTable(), sent: move, seats } satisfies NetTable, events: [] };
    },
    describeError: (error) => (error.code === 'NOT_A_LEGAL_MOVE' ? 'That move is not possible now.' : real.describeError(error)),
  };
  return module;
}

function otherSeat(mine: Seat | null, seats: number): Seat {
  return mine === null ? 0 : (mine + 1) % Math.max(2, seats);
}

function emptyTable(): TableMessage {
  return { ply: 0, seat: null, view: null, decision: { seats: [], kind: 'none' }, outcome: { kind: 'ongoing' }, legal: [] };
}

/** The network seat's think: the next update from the server (the input's view and seed are not needed). */
export function networkThink(session: OnlineSession) {
  return fromPromise<MoveBase, ThinkInput>(() => session.next());
}

/** Sends the human's moves to the server as the match applies them; returns the unsubscribe. */
export function connectMatch(actor: Actor<AnyActorLogic>, session: OnlineSession): () => void {
  const subscription = actor.on('move.applied', (event: { by?: unknown; move?: unknown }) => {
    const move = event.move;
    if (event.by === 'human' && typeof move === 'object' && move !== null && 'type' in move && typeof move.type === 'string') session.sendMove({ ...move, type: move.type });
  });
  return () => subscription.unsubscribe();
}

/** What the menu hands a table to play online: the session, the table the game starts from, and who sits where. */
export interface OnlineStart {
  readonly session: OnlineSession;
  readonly first: TableMessage;
  readonly seats: readonly SeatController[];
}

/**
 * The network game seen through a table's own game types. The server plays the same rules module, so its views
 * and events are that game's: this is the one place the browser takes the server's word for their shape.
 */
export function typedNetworkGame<M extends MoveBase, V, E extends EventBase>(real: GameModule & GameLens<M, V, E>, session: OnlineSession): GameModule & GameLens<M, V, E> {
  return networkGame(real, session) as GameModule & GameLens<M, V, E>;
}

/** The seats of an online table as this client sees them, named as the lobby names them. */
export function onlineSeats(lobby: LobbyMessage | null, count: number, mine: Seat | null): SeatController[] {
  const names = Array.from({ length: count }, (_, seat) => {
    const info = lobby?.seats[seat];
    return info?.kind === 'human' ? info.name : info?.kind === 'computer' ? (info.replacing ? `Computer (for ${info.replacing})` : 'Computer') : `Player ${seat + 1}`;
  });
  return Array.from({ length: count }, (_, seat): SeatController => (seat === mine ? { kind: 'human', name: 'You' } : { kind: 'computer', bot: NETWORK_BOT, name: names[seat] ?? `Player ${seat + 1}` }));
}
