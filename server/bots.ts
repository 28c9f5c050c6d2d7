/**
 * The server's computer players: a pool of worker threads running src/ai bots, so a long think never blocks the
 * rooms' event loop. Each answer is untrusted data to the room (it crossed a thread): the room parses and validates it.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { ThinkRequest } from '../src/ai/service';

/** A bot's answer as it comes back from a thread: looked at by the room through the rules, never trusted. */
export type BotAnswer = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: { readonly code: string } };

export interface BotPool {
  think(request: ThinkRequest): Promise<BotAnswer>;
  /** Requests answered so far (for the load report). */
  readonly answered: number;
  close(): Promise<void>;
}

interface Pending {
  readonly resolve: (answer: BotAnswer) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
}

/** Threads to start by default: one per core beyond the event loop's, at least one. */
export function defaultBotThreads(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

/** Starts `size` bot threads; requests go to the thread with the fewest in flight. */
export function createBotPool(size = defaultBotThreads()): BotPool {
  let nextId = 1;
  let answered = 0;
  let closed = false;
  const threads: Thread[] = [];
  const start = (): Thread => {
    const worker = new Worker(new URL('./bot-worker.mjs', import.meta.url));
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: { id: number; result: BotAnswer }) => {
      const job = thread.pending.get(message.id);
      if (!job) return;
      thread.pending.delete(message.id);
      answered++;
      job.resolve(message.result);
    });
    // A crashed thread answers its open requests with a coded failure (the room plays a safe move) and is replaced.
    const fail = (why: string) => {
      for (const job of thread.pending.values()) job.resolve({ ok: false, error: { code: why } });
      thread.pending.clear();
      const index = threads.indexOf(thread);
      if (index >= 0 && !closed) threads[index] = start();
    };
    worker.on('error', () => fail('BOT_THREAD_FAILED'));
    worker.on('exit', () => fail('BOT_THREAD_EXITED'));
    return thread;
  };
  for (let i = 0; i < Math.max(1, size); i++) threads.push(start());
  return {
    get answered() {
      return answered;
    },
    think(request) {
      if (closed) return Promise.resolve({ ok: false, error: { code: 'BOTS_CLOSED' } });
      const thread = threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
      const id = nextId++;
      return new Promise<BotAnswer>((resolve) => {
        thread.pending.set(id, { resolve });
        thread.worker.postMessage({ id, request });
      });
    },
    async close() {
      closed = true;
      await Promise.all(threads.map((t) => t.worker.terminate()));
    },
  };
}
