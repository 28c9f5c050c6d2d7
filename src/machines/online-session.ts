/**
 * The browser's session with the game server (colyseus.js): lobby, seat token, reconnection. Its own module, loaded
 * only when the player goes online: colyseus.js's message decoder probes \`new Function\` when it loads, which the
 * app's Content-Security-Policy reports, so no table or menu code imports it up front (online.ts takes it by type).
 */
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import type { EventBase, MoveBase, Seat } from '../rules/core/module';
import type { AppliedMessage, CreateOptions, JoinOptions, LobbyMessage, OnlineBot, RefusedMessage, TableMessage } from '../net/protocol';
import { parseAppliedMessage, parseLobbyMessage, parseRefusedMessage, parseTableMessage, parseWelcomeMessage, ROOM_NAME, SERVER_MESSAGES } from '../net/protocol';
import type { NetUpdate } from './online';

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
  /** Who closed it: the player leaving, the server closing the table, or a connection that did not come back. */
  readonly closedBy: 'leaving' | 'server' | 'lost' | null;
}

/** How long a dropped session keeps trying to come back (the server keeps the seat for its grace period). */
const RECONNECT_FOR_MS = 60_000;

/** A client's connection to one room: lobby, the stream of tables, reconnection. */
export class OnlineSession {
  readonly #client: Client;
  #room: Room;
  #snapshot: SessionSnapshot = { status: 'connecting', code: null, seat: null, lobby: null, lastRefusal: null, closedBecause: null, closedBy: null };
  #token: string | null = null;
  #listeners = new Set<(snapshot: SessionSnapshot) => void>();
  /** Updates the server sent that the match has not consumed yet, in order. */
  #updates: NetUpdate[] = [];
  #waiting: ((update: NetUpdate) => void) | null = null;
  /** The ply of the last update handed to the match (or of the first table). */
  #consumed = -1;
  /** The room's game the updates belong to (1, then one more for each rematch). */
  #gameNumber = 0;
  readonly #newGameListeners = new Set<(first: TableMessage) => void>();
  /** Told when an update is queued with nobody waiting for it (the match may be waiting for this client's own move). */
  readonly #queuedListeners = new Set<() => void>();
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

  /** Asks for a rematch of the finished game; it begins when every player at the table has asked. */
  rematch(): void {
    this.#room.send('rematch');
  }

  /** Calls `listener` with the first table of each new game of this room (a rematch); returns the unsubscribe. */
  onNewGame(listener: (first: TableMessage) => void): () => void {
    this.#newGameListeners.add(listener);
    return () => this.#newGameListeners.delete(listener);
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

  /**
   * The next unconsumed update if one has arrived, else null (never waits). The server moved on while this client
   * was waiting for its own player's move: the computer played for them while they were away.
   */
  takeArrived(): NetUpdate | null {
    const update = this.#updates.shift();
    return update ? this.#consume(update) : null;
  }

  /** Calls `listener` whenever an update arrives that nobody is waiting for; returns the unsubscribe. */
  onArrived(listener: () => void): () => void {
    this.#queuedListeners.add(listener);
    return () => this.#queuedListeners.delete(listener);
  }

  /** True for an update this session issued (nothing from outside can pose as the network). */
  issued(value: unknown): value is NetUpdate {
    return typeof value === 'object' && value !== null && this.#issued.has(value);
  }

  /** Leaves the room for good (said at once: the page may go on to the menu before the server has answered). */
  async leave(): Promise<void> {
    if (this.#leaving) return;
    this.#leaving = true;
    this.#set({ status: 'closed', closedBecause: 'You left the table.', closedBy: 'leaving' });
    await this.#room.leave(true).catch(() => undefined);
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
    // A table of a game this session has left behind (a late message from before a rematch) is dropped.
    if (table.gameNumber < this.#gameNumber) return;
    if (this.#consumed < 0) {
      // The first table is where the match starts; it is not an update.
      this.#consumed = table.ply;
      this.#gameNumber = table.gameNumber;
      this.#resolveFirstTable(table);
      return;
    }
    if (table.gameNumber > this.#gameNumber) {
      // A rematch began: its table is where a new match starts; the finished game's unread updates are dropped.
      this.#gameNumber = table.gameNumber;
      this.#consumed = table.ply;
      this.#updates = [];
      this.#waiting = null;
      for (const listener of [...this.#newGameListeners]) listener(table);
      return;
    }
    // A table the match has already reached (a resync that changed nothing) is dropped; a newer one is an update.
    if (table.ply <= this.#consumed && events.length === 0 && this.#updates.length === 0) return;
    const update: NetUpdate = { type: '@net', table, events };
    this.#issued.add(update);
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting) waiting(update);
    else {
      this.#updates.push(update);
      for (const listener of [...this.#queuedListeners]) listener();
    }
  }

  #bind(room: Room): void {
    room.onMessage('*', (type, body: unknown) => this.#receive(String(type), body));
    room.onLeave((code) => {
      if (this.#leaving) return;
      // 1000 is a clean close by the server (the room closed); anything else is a drop worth coming back from.
      if (code === 1000) this.#set({ status: 'closed', closedBecause: 'The table was closed.', closedBy: 'server' });
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
        if (applied) this.#push({ gameNumber: applied.gameNumber, ply: applied.ply, seat: applied.seat, view: applied.view, decision: applied.decision, outcome: applied.outcome, legal: applied.legal }, applied.events);
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
    if (!this.#leaving) this.#set({ status: 'closed', closedBecause: 'The connection to the table was lost.', closedBy: 'lost' });
  }
}

