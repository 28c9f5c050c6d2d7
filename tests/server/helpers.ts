import { afterAll, afterEach, beforeAll } from 'vitest';
/**
 * Helpers for the game server's tests: a server on its own port with an in-memory store, and a client that records
 * every message it receives (so a test can inspect all of them, and wait for the next one that matches).
 */
import { connect, createServer as createNetServer } from 'node:net';
import type { Socket } from 'node:net';
import { ColyseusTestServer } from '@colyseus/testing';
import type { Room } from 'colyseus.js';
import type { MoveBase } from '../../src/rules/core/module';
import type { AppliedMessage, LobbyMessage, TableMessage, WelcomeMessage } from '../../src/net/protocol';
import { ROOM_NAME } from '../../src/net/protocol';
import { isRecord } from '../../src/rules/core/position';
import type { GameServerOptions, RunningServer } from '../../server/app';
import { startGameServer } from '../../server/app';
import { createBotPool } from '../../server/bots';
import type { BotPool } from '../../server/bots';
import { MemoryRoomStore } from '../../server/store';
import type { RoomStore } from '../../server/store';

/** Ports of these tests (E2E_PORT is 4190): each server started in a file takes the next one. */
let nextPort = 4191 + (Number(process.env.VITEST_POOL_ID ?? 0) % 4) * 20;

export interface TestServer<Store extends RoomStore = MemoryRoomStore> {
  readonly running: RunningServer;
  readonly colyseus: ColyseusTestServer;
  readonly store: Store;
}

/** One bot pool for a whole test file (its threads take a moment to start). */
export function sharedBots(): BotPool {
  return createBotPool(1);
}

/** Starts a game server with an in-memory store (or the one given: a restart keeps the store). */
export async function startTestServer(bots: BotPool, options: Partial<GameServerOptions> & { store?: MemoryRoomStore } = {}): Promise<TestServer> {
  return startTestServerOn(bots, options.store ?? new MemoryRoomStore(), options);
}

/** Starts a game server keeping its rooms in `store` (a FileRoomStore: rooms on disk). */
export async function startTestServerOn<Store extends RoomStore>(bots: BotPool, store: Store, options: Partial<GameServerOptions> = {}): Promise<TestServer<Store>> {
  // Each server's bots are the file's shared pool: closing a server must not stop them.
  const running = await startGameServer({ port: nextPort++, staticDir: null, persistDelayMs: 10, ...options, store, bots: { think: (r) => bots.think(r), answered: 0, close: async () => undefined } });
  return { running, colyseus: new ColyseusTestServer(running.server), store };
}

/**
 * A test file's game servers: one bot pool for the file, and the server a test started closed after it. A test that
 * restarts the server stops the first with `stop` (a crash or a deploy: its store kept) and starts another.
 */
export function serversPerTest(defaults: Partial<Omit<GameServerOptions, 'store'>> = {}) {
  let bots: BotPool;
  let current: { readonly colyseus: ColyseusTestServer; readonly running: RunningServer } | null = null;
  beforeAll(() => {
    bots = sharedBots();
  });
  afterAll(async () => {
    await bots.close();
  });
  afterEach(async () => {
    await current?.colyseus.cleanup();
    await current?.running.close();
    current = null;
  });
  return {
    /** A server on an in-memory store (or the one given: a restart keeps it). */
    start: async (options: Parameters<typeof startTestServer>[1] = {}): Promise<TestServer> => {
      const server = await startTestServer(bots, { ...defaults, ...options });
      current = server;
      return server;
    },
    /** A server keeping its rooms in `store`. */
    startOn: async <Store extends RoomStore>(store: Store, options: Partial<GameServerOptions> = {}): Promise<TestServer<Store>> => {
      const server = await startTestServerOn(bots, store, { ...defaults, ...options });
      current = server;
      return server;
    },
    /** Stops the running server as a crash or a deploy would; its store stays for the next. */
    stop: async (): Promise<void> => {
      await current?.running.close();
      current = null;
    },
  };
}

/** A received message: its type and body. */
export interface Received {
  readonly type: string;
  readonly body: unknown;
}

/** A client of the test server that keeps every message it is sent. */
export class Recorder {
  readonly room: Room;
  readonly messages: Received[] = [];
  #waiters: { readonly match: (m: Received) => boolean; readonly resolve: (m: Received) => void }[] = [];
  /** Index of the first message `next` has not yet looked at. */
  #cursor = 0;

  constructor(room: Room) {
    this.room = room;
    room.onMessage('*', (type, body: unknown) => {
      const message = { type: String(type), body };
      this.messages.push(message);
      this.#waiters = this.#waiters.filter((w) => {
        if (!w.match(message)) return true;
        // Later messages may arrive before the waiter runs on: they stay unread.
        this.#cursor = this.messages.length;
        w.resolve(message);
        return false;
      });
    });
  }

  /** The next message (after those already returned) of `type` that satisfies `match`; waits up to `timeoutMs`. */
  async next(type: string, match: (body: unknown) => boolean = () => true, timeoutMs = 10_000): Promise<unknown> {
    const test = (m: Received) => m.type === type && match(m.body);
    for (let i = this.#cursor; i < this.messages.length; i++) {
      const m = this.messages[i] as Received;
      if (test(m)) {
        this.#cursor = i + 1;
        return m.body;
      }
    }
    this.#cursor = this.messages.length;
    const found = await new Promise<Received>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${type}" message within ${timeoutMs} ms (last: ${JSON.stringify(this.messages.slice(-3)).slice(0, 600)})`)), timeoutMs);
      this.#waiters.push({ match: test, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
    return found.body;
  }

  /** Every message of a type, in order. */
  all(type: string): unknown[] {
    return this.messages.filter((m) => m.type === type).map((m) => m.body);
  }

  /** The latest table this client was sent (a table or an applied move), or null. */
  latestTable(): TableMessage | null {
    for (let i = this.messages.length - 1; i >= 0; i--) {
      const m = this.messages[i] as Received;
      if ((m.type === 'table' || m.type === 'applied') && isTable(m.body)) return m.body;
    }
    return null;
  }

  lobby(): LobbyMessage | null {
    const all = this.all('lobby');
    const last = all[all.length - 1];
    return isLobby(last) ? last : null;
  }
}

/** A table message without what only an applied move carries (its events and mover): the position itself. */
export function position(table: TableMessage): TableMessage {
  return { gameNumber: table.gameNumber, ply: table.ply, seat: table.seat, view: table.view, decision: table.decision, outcome: table.outcome, legal: table.legal };
}

export function isTable(body: unknown): body is TableMessage {
  return isRecord(body) && typeof body.ply === 'number' && isRecord(body.decision) && isRecord(body.outcome) && Array.isArray(body.legal);
}

export function isApplied(body: unknown): body is AppliedMessage {
  return isTable(body) && isRecord(body) && typeof body.mover === 'number' && Array.isArray(body.events);
}

export function isLobby(body: unknown): body is LobbyMessage {
  return isRecord(body) && typeof body.code === 'string' && Array.isArray(body.seats) && typeof body.phase === 'string';
}

export function isWelcome(body: unknown): body is WelcomeMessage {
  return isRecord(body) && typeof body.code === 'string' && 'seatToken' in body && 'seat' in body;
}

export async function welcomeOf(recorder: Recorder): Promise<WelcomeMessage> {
  const body = await recorder.next('welcome');
  if (!isWelcome(body)) throw new Error(`not a welcome: ${JSON.stringify(body)}`);
  return body;
}

/** Creates a room for `game` and returns its creator's recorder and welcome. */
export async function createTable(server: TestServer<RoomStore>, game: string, name = 'Ada', config?: unknown): Promise<{ host: Recorder; code: string; token: string }> {
  const room = await server.colyseus.sdk.create(ROOM_NAME, { game, name, ...(config !== undefined ? { config } : {}) });
  const host = new Recorder(room);
  const welcome = await welcomeOf(host);
  return { host, code: welcome.code, token: welcome.seatToken ?? '' };
}

export async function joinTable(server: TestServer<RoomStore>, code: string, options: Record<string, unknown> = {}): Promise<Recorder> {
  return new Recorder(await server.colyseus.sdk.joinById(code, options));
}

/** Waits until this client's table has reached `ply` (or beyond) and returns it. */
export async function tableAt(recorder: Recorder, atLeast: number): Promise<TableMessage> {
  const reached = (table: TableMessage | null): table is TableMessage => table !== null && table.ply >= atLeast;
  const latest = recorder.latestTable();
  if (reached(latest)) return latest;
  await recorder.next('applied', (b) => isTable(b) && b.ply >= atLeast, 20_000);
  const now = recorder.latestTable();
  if (!reached(now)) throw new Error(`table never reached ply ${atLeast}`);
  return now;
}

/**
 * Plays `recorder`'s seat by the first or a pseudo-random legal move the server offers, until the game is over or
 * `maxPlies` have passed; returns the last table seen.
 */
export async function playSeat(recorder: Recorder, options: { readonly maxPlies?: number; readonly pick?: (legal: readonly MoveBase[], ply: number) => MoveBase } = {}): Promise<TableMessage> {
  const maxPlies = options.maxPlies ?? 5000;
  const pick = options.pick ?? ((legal, ply) => legal[(ply * 7919) % legal.length] as MoveBase);
  let sentAt = -1;
  if (!recorder.latestTable()) await recorder.next('table');
  for (;;) {
    const table = recorder.latestTable();
    if (table && (table.outcome.kind !== 'ongoing' || table.ply >= maxPlies)) return table;
    if (table && table.legal.length > 0 && table.ply !== sentAt) {
      sentAt = table.ply;
      recorder.room.send('move', { move: pick(table.legal, table.ply) });
    }
    await recorder.next('applied', () => true, 20_000);
  }
}

/**
 * A TCP proxy in front of a server, whose line can be cut: every open connection is dropped at once (as a tablet
 * going to sleep or a lost network drops them: no close handshake) and new ones are refused until it is restored.
 */
export interface CuttableLine {
  readonly port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function cuttableLine(targetPort: number): Promise<CuttableLine> {
  const sockets = new Set<Socket>();
  let isCut = false;
  const server = createNetServer((inbound) => {
    if (isCut) {
      inbound.destroy();
      return;
    }
    const outbound = connect(targetPort, '127.0.0.1');
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
