/**
 * Load test of the online game server (a script, not CI): `npx tsx scripts/online-load.ts [--rooms 200]
 * [--seconds 120] [--game gatekeeper] [--processes 1|2] [--redis redis://127.0.0.1:6379] [--port 4290]`.
 *
 * Starts the server as its own process(es) (two share rooms through Redis presence and driver: each room is
 * created on the first and its second player joins through the second), keeps `--rooms` rooms playing at once
 * over loopback, each with two client bots that answer the legal moves the server offers, for `--seconds`, then
 * reports moves/s handled, the p50/p99 round trip of a move (send → the mover's `applied`), the server's memory
 * at start and end, and desyncs: a refused move, a missing or repeated ply, or two players who saw different ends.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'colyseus.js';
import type { Room } from 'colyseus.js';
import type { MoveBase } from '../src/rules/core/module';
import { parseAppliedMessage, parseTableMessage, parseWelcomeMessage, ROOM_NAME } from '../src/net/protocol';
import type { TableMessage } from '../src/net/protocol';

const args = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] !== undefined ? (args[at + 1] as string) : fallback;
};
const ROOMS = Number(flag('rooms', '200'));
const SECONDS = Number(flag('seconds', '120'));
const GAME = flag('game', 'gatekeeper');
const PROCESSES = Number(flag('processes', '1'));
const REDIS = flag('redis', PROCESSES > 1 ? 'redis://127.0.0.1:6379' : '');
const BASE_PORT = Number(flag('port', '4290'));

interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
}

function rssMb(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return line ? Number(line.replace(/\D+/g, ' ').trim().split(' ')[0]) / 1024 : Number.NaN;
}

async function startServer(index: number): Promise<ServerProcess> {
  const port = BASE_PORT + index;
  const dataDir = `/tmp/gatehouse-load-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env, PORT: String(port), STATIC_DIR: 'none', DATA_DIR: dataDir, MESSAGES_PER_SECOND: '100000', BOT_THREADS: '1',
      PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...(REDIS ? { REDIS_URL: REDIS } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Gatehouse online')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server on ${port} exited (${code})`)));
  });
  return { child, port };
}

interface Stats {
  moves: number;
  roundTrips: number[];
  desyncs: number;
  desyncReasons: string[];
  games: number;
  rooms: number;
  /** A second player who could not join (not a desync: the game never started; reported apart). */
  joinFailures: number;
  joinFailureReasons: string[];
}

const stats: Stats = { moves: 0, roundTrips: [], desyncs: 0, desyncReasons: [], games: 0, rooms: 0, joinFailures: 0, joinFailureReasons: [] };

function desync(reason: string): void {
  stats.desyncs++;
  if (stats.desyncReasons.length < 10) stats.desyncReasons.push(reason);
}

/** One client bot in a room: answers each table it is offered with a legal move; checks the plies come one by one. */
function playSeat(room: Room, labelOf: () => string, onEnd: (table: TableMessage) => void, onWelcome?: (code: string) => void): void {
  let lastPly = -1;
  let sentAt: { ply: number; at: number } | null = null;
  let pick = 0;
  const offer = (table: TableMessage) => {
    if (table.outcome.kind !== 'ongoing') return onEnd(table);
    if (table.legal.length === 0) return;
    const move = table.legal[(pick++ * 7919 + table.ply) % table.legal.length] as MoveBase;
    sentAt = { ply: table.ply, at: performance.now() };
    room.send('move', { move });
  };
  room.onMessage('*', (type, body: unknown) => {
    if (type === 'welcome') {
      onWelcome?.(parseWelcomeMessage(body)?.code ?? '');
    } else if (type === 'table') {
      const table = parseTableMessage(body);
      if (!table) return desync(`${labelOf()}: unreadable table`);
      lastPly = table.ply;
      offer(table);
    } else if (type === 'applied') {
      const applied = parseAppliedMessage(body);
      if (!applied) return desync(`${labelOf()}: unreadable applied`);
      if (applied.ply !== lastPly + 1) desync(`${labelOf()}: ply ${applied.ply} after ${lastPly}`);
      lastPly = applied.ply;
      if (sentAt && applied.ply === sentAt.ply + 1) {
        stats.roundTrips.push(performance.now() - sentAt.at);
        stats.moves++;
        sentAt = null;
      }
      offer(applied);
    } else if (type === 'refused') {
      desync(`${labelOf()}: refused ${JSON.stringify(body).slice(0, 120)}`);
    }
  });
}

/** Keeps one room slot busy: a table with two client bots, replaced by a new one when its game ends. */
async function roomSlot(slot: number, servers: readonly ServerProcess[], until: number): Promise<void> {
  const first = servers[0] as ServerProcess;
  const second = servers[servers.length - 1] as ServerProcess;
  // No new table in the last seconds: every table started is played or stopped cleanly.
  while (Date.now() < until - 3000) {
    const hostClient = new Client(`ws://127.0.0.1:${first.port}`);
    const guestClient = new Client(`ws://127.0.0.1:${second.port}`);
    const host = await hostClient.create(ROOM_NAME, { game: GAME, name: `host${slot}` });
    const ends: string[] = [];
    let code = '';
    const done = new Promise<void>((resolve) => {
      const onEnd = (table: TableMessage) => {
        ends.push(JSON.stringify(table.outcome));
        if (ends.length === 2) resolve();
      };
      playSeat(host, () => `room ${code} seat 0`, onEnd, (welcome) => {
        code = welcome;
        // The second player joins through the last process (with two, the room lives on the first).
        guestClient.joinById(code, { name: `guest${slot}` }).then(
          (guest) => {
            playSeat(guest, () => `room ${code} seat 1`, onEnd);
            stats.rooms++;
            host.send('start');
            void done.then(() => guest.leave(true));
          },
          (error: unknown) => {
            stats.joinFailures++;
            if (stats.joinFailureReasons.length < 3) stats.joinFailureReasons.push(`${code}: ${String(error)}`);
          },
        );
      });
    });
    const finished = await Promise.race([done.then(() => true), sleep(Math.max(0, until - Date.now())).then(() => false)]);
    if (finished) {
      stats.games++;
      if (ends[0] !== ends[1]) desync(`room ${code}: the players saw different ends ${ends.join(' / ')}`);
    }
    await host.leave(true).catch(() => undefined);
  }
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const servers: ServerProcess[] = [];
for (let i = 0; i < PROCESSES; i++) servers.push(await startServer(i));
await sleep(500);
const memoryAtStart = servers.map((s) => rssMb(s.child.pid));
console.log(`load: ${ROOMS} rooms of ${GAME}, two client bots each, ${SECONDS} s, ${PROCESSES} server process(es)${REDIS ? ` with Redis ${REDIS}` : ''}`);
const started = Date.now();
const until = started + SECONDS * 1000;
const progress = setInterval(() => console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${stats.moves} moves, ${stats.games} games, ${stats.desyncs} desyncs`), 20_000);
await Promise.all(Array.from({ length: ROOMS }, (_, slot) => sleep(slot * 10).then(() => roomSlot(slot, servers, until))));
clearInterval(progress);
const elapsed = (Date.now() - started) / 1000;
const memoryAtEnd = servers.map((s) => rssMb(s.child.pid));
const sorted = stats.roundTrips.slice().sort((a, b) => a - b);
console.log(`rooms started: ${stats.rooms}, games finished: ${stats.games}, second players who could not join: ${stats.joinFailures}${stats.joinFailureReasons.length ? ` (${stats.joinFailureReasons.join('; ')})` : ''}`);
console.log(`moves handled: ${stats.moves} in ${elapsed.toFixed(0)} s = ${(stats.moves / elapsed).toFixed(0)} moves/s`);
console.log(`move round trip: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`);
console.log(`server memory (RSS): start ${memoryAtStart.map((m) => `${m.toFixed(0)} MB`).join(' + ')}, end ${memoryAtEnd.map((m) => `${m.toFixed(0)} MB`).join(' + ')}`);
console.log(`desyncs: ${stats.desyncs}${stats.desyncReasons.length ? ` (${stats.desyncReasons.join('; ')})` : ''}`);
for (const s of servers) s.child.kill('SIGTERM');
process.exit(stats.desyncs === 0 ? 0 : 1);
