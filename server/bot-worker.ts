/**
 * One bot thread: answers think requests with src/ai's `think` (the same service the browser's Web Worker runs),
 * one at a time, off the game server's event loop. Requests and answers are plain data.
 */
import { parentPort } from 'node:worker_threads';
import { think } from '../src/ai/service';
import type { ThinkRequest } from '../src/ai/service';

interface Job {
  readonly id: number;
  readonly request: ThinkRequest;
}

const port = parentPort;
if (port) {
  port.on('message', (job: Job) => {
    think(job.request)
      .catch((error: unknown) => ({ ok: false as const, error: { code: 'BOT_CRASHED', reason: String(error) } }))
      .then((result) => port.postMessage({ id: job.id, result }));
  });
}
