/// <reference lib="webworker" />
// The AI's Web Worker: the page stays responsive while the computer thinks.
import { expose } from 'comlink';
import { advise, plan, review, think } from './service';

const api = { think, plan, advise, review };
/** The worker's API as the page sees it through comlink. */
export type AiWorkerApi = typeof api;
expose(api);
