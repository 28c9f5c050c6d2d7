/**
 * The AI as the match machine's `think` actor: a comlink proxy to the Web Worker, created on first use, so the
 * page never freezes while the computer thinks.
 */
import { wrap } from 'comlink';
import type { Remote } from 'comlink';
import { fromPromise } from 'xstate';
import type { MoveBase } from '../rules/core/module';
import type { AiWorkerApi } from '../ai/worker';
import type { ThinkBudget } from '../ai/service';
import type { ThinkInput } from './match';

let remote: Remote<AiWorkerApi> | null = null;
/** What ends the computer's search in this page: its level's think time, unless a browser test asked otherwise. */
let budget: ThinkBudget = 'time';

function worker(): Remote<AiWorkerApi> {
  remote ??= wrap<AiWorkerApi>(new Worker(new URL('../ai/worker.ts', import.meta.url), { type: 'module' }));
  return remote;
}

/**
 * From now on the computer thinks for its level's iteration budget rather than its think time (ThinkRequest.budget):
 * browser tests (the e2e build's `?thinking=iterations`) so that a seeded game goes the same way whatever the load.
 */
export function thinkForIterations(): void {
  budget = 'iterations';
}

/** Asks the worker to think; plain data in, a Result out. */
export function thinkInWorker(input: ThinkInput): ReturnType<AiWorkerApi['think']> {
  return worker().think(budget === 'time' ? input : { ...input, budget });
}

/** A hint's request: what the computer thinks from, and a guided lesson's move kinds to start with (none: any). */
export interface HintInput extends ThinkInput {
  readonly focus?: readonly string[];
}

/** Asks the worker for a hint: the moves it would play until something hidden is revealed. */
export function planInWorker(input: HintInput): ReturnType<AiWorkerApi['plan']> {
  return worker().plan(input);
}

/** Asks the worker for a hint with its reason: the plan, and the win chance before and after it. */
export function adviseInWorker(input: HintInput): ReturnType<AiWorkerApi['advise']> {
  return worker().advise(input);
}

/** Asks the worker to review one decision of a finished game (the judge's move, and the chances after each). */
export function reviewInWorker(input: Parameters<AiWorkerApi['review']>[0]): ReturnType<AiWorkerApi['review']> {
  return worker().review(input);
}

/** The `think` actor for the app: rejects with the bot's coded error so the machine falls back and reports it. */
export const workerThink = fromPromise<MoveBase, ThinkInput>(async ({ input }) => {
  const r = await thinkInWorker(input);
  if (!r.ok) throw new Error(`AI refused: ${r.error.code}`);
  return r.value;
});
