/**
 * `npm run server`: the whole online app in one process on one port (default 2567): the production build from
 * dist/ and the game server. Environment:
 *   PORT           port to listen on (2567)
 *   DATA_DIR       where rooms are kept across restarts (.data/rooms); give each process its own
 *   REDIS_URL      Redis for presence and matchmaking shared by several processes (e.g. redis://127.0.0.1:6379)
 *   GRACE_SECONDS  how long a dropped player's seat waits before the computer takes it over (60)
 *   BOT_THREADS    worker threads for the computer players (cores - 1, at most 4)
 *   STATIC_DIR     the build to serve (dist); "none" serves no files
 *   PUBLIC_ADDRESS host:port clients reach this process at (with several processes, each its own)
 *   MESSAGES_PER_SECOND  the flood limit per client (20; load tests raise it)
 */
import { resolve } from 'node:path';
import type { MatchMakerDriver, Presence } from '@colyseus/core';
import { createBotPool, defaultBotThreads } from './bots';
import { startGameServer } from './app';
import { FileRoomStore } from './store';

const env = process.env;
const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
};

async function redis(url: string): Promise<{ presence: Presence; driver: MatchMakerDriver }> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}

const port = positive(env.PORT, 2567);
const staticDir = env.STATIC_DIR === 'none' ? null : resolve(env.STATIC_DIR ?? 'dist');
const shared = env.REDIS_URL ? await redis(env.REDIS_URL) : null;
const running = await startGameServer({
  port,
  store: new FileRoomStore(resolve(env.DATA_DIR ?? '.data/rooms')),
  bots: createBotPool(positive(env.BOT_THREADS, defaultBotThreads())),
  graceSeconds: positive(env.GRACE_SECONDS, 60),
  messagesPerSecond: positive(env.MESSAGES_PER_SECOND, 20),
  staticDir,
  ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}),
  ...(shared ?? {}),
});
console.log(`Gatehouse online at http://localhost:${running.port}/ (game server and ${staticDir ? `the build from ${staticDir}` : 'no static files'}${shared ? ', Redis presence and driver' : ''}); ${running.resumed.length} room(s) resumed`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Rooms are written to DATA_DIR and resumed on the next start; players reclaim their seats with their tokens.
    void running.close().then(() => process.exit(0));
  });
}
