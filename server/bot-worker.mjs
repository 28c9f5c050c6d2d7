// The bots' worker thread entry: registers tsx so the worker can load the TypeScript sources (server/bot-worker.ts,
// which imports src/ai), then starts it. A plain .mjs because a worker's first module is loaded before any hook.
import { register } from 'tsx/esm/api';

register();
await import('./bot-worker.ts');
