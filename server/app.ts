/**
 * The whole online app in one process: an HTTP server that serves the production build (dist/) and, on the same
 * port, the Colyseus game server (WebSocket transport, matchmaking routes). Optional Redis presence and driver let
 * several processes share rooms; a room store keeps rooms across restarts, resumed here on start.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { matchMaker, Server } from '@colyseus/core';
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME } from '../src/net/protocol';
import type { BotPool } from './bots';
import { createBotPool } from './bots';
import type { RoomStats } from './room-environment';
import { tableRoomFor } from './table-room';
import type { RoomStore } from './store';

export interface GameServerOptions {
  readonly port: number;
  readonly store: RoomStore;
  /** Bot threads (a pool is started when not given). */
  readonly bots?: BotPool;
  readonly graceSeconds?: number;
  readonly messagesPerSecond?: number;
  readonly persistDelayMs?: number;
  /** Serve this directory's files (the production build); none when null. */
  readonly staticDir?: string | null;
  readonly presence?: Presence;
  readonly driver?: MatchMakerDriver;
  /** host:port clients reach this process at (several processes: each its own, so a room's clients reach its owner). */
  readonly publicAddress?: string;
  /** Resume the store's unfinished rooms on start (default true). */
  readonly resume?: boolean;
}

export interface RunningServer {
  readonly server: Server;
  readonly port: number;
  readonly stats: RoomStats;
  readonly bots: BotPool;
  /** Codes of the rooms resumed from the store on start. */
  readonly resumed: readonly string[];
  /** Stops accepting, keeps the rooms in the store (they resume on the next start), stops the bots. */
  close(): Promise<void>;
}

/** Largest WebSocket frame accepted: beyond it the socket is closed (1009) before anything is decoded. */
export const MAX_FRAME_BYTES = 64 * 1024;

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.mp3': 'audio/mpeg', '.ogg': 'audio/ogg', '.webm': 'audio/webm', '.wav': 'audio/wav', '.ico': 'image/x-icon', '.txt': 'text/plain',
};

/** Serves files under `root` (never outside it); unknown paths get index.html (the app routes by its hash). */
function staticFiles(root: string) {
  const base = resolve(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = resolve(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end();
      return;
    }
    const found = await stat(file).catch(() => null);
    if (!found || found.isDirectory()) file = join(base, 'index.html');
    try {
      const body = await readFile(file);
      const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404).end();
    }
  };
}

/** Starts the game server (and the static files) on `options.port`; resolves once it listens and has resumed its rooms. */
export async function startGameServer(options: GameServerOptions): Promise<RunningServer> {
  const serveStatic = options.staticDir ? staticFiles(options.staticDir) : null;
  const http = createServer((req, res) => {
    if (serveStatic) void serveStatic(req, res);
    else res.writeHead(404).end();
  });
  const bots = options.bots ?? createBotPool();
  const stats: RoomStats = { movesApplied: 0, movesRefused: 0, messagesRefused: 0 };
  const resumeKey = randomBytes(16).toString('hex');
  const server = new Server({
    transport: new WebSocketTransport({ server: http, maxPayload: MAX_FRAME_BYTES }),
    greet: false,
    gracefullyShutdown: false,
    ...(options.presence ? { presence: options.presence } : {}),
    ...(options.driver ? { driver: options.driver } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  server.define(
    ROOM_NAME,
    tableRoomFor({
      store: options.store, bots, stats, resumeKey,
      graceSeconds: options.graceSeconds ?? 60,
      messagesPerSecond: options.messagesPerSecond ?? 20,
      persistDelayMs: options.persistDelayMs ?? 250,
    }),
  );
  await server.listen(options.port);
  const resumed: string[] = [];
  if (options.resume ?? true) {
    const { records, skipped } = await options.store.list();
    for (const name of skipped) console.warn(`room store: skipped ${name} (not a room record)`);
    for (const record of records) {
      if (record.phase === 'over') {
        await options.store.remove(record.code);
        continue;
      }
      try {
        await matchMaker.createRoom(ROOM_NAME, { resume: record.code, resumeKey });
        resumed.push(record.code);
      } catch (error) {
        console.warn(`room ${record.code}: could not be resumed`, error);
      }
    }
  }
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server, port, stats, bots, resumed,
    async close() {
      // Rooms are told the process is stopping (they keep their records), then everything closes.
      await server.gracefullyShutdown(false);
      await bots.close();
    },
  };
}
