import type { GameId } from '../rules/catalog';

/**
 * Lazy loaders for each game's AI knowledge (src/ai/<game>/eval.ts), mirroring src/rules/games.ts: each module
 * calls registerEvaluator / registerMoveKey when imported, so a game's heuristics land in the worker only when
 * that game is played. A game without an entry still gets every generic bot.
 */
export const AI_LOADERS = {
  gatekeeper: () => import('./gatekeeper/eval'),
  gate: () => import('./gate/eval'),
  gaterunners: () => import('./gaterunners/eval'),
  gateway: () => import('./gateway/eval'),
} satisfies Record<GameId, () => Promise<unknown>>;

const loading = new Map<string, Promise<void>>();

/** Loads (once) the evaluator and move key of a game, if it has any; resolves when they are registered. */
export function loadGameAi(id: string): Promise<void> {
  let p = loading.get(id);
  if (!p) {
    const load = Object.hasOwn(AI_LOADERS, id) ? AI_LOADERS[id as GameId] : undefined; // never Object's prototype members
    p = load ? load().then(() => undefined) : Promise.resolve();
    loading.set(id, p);
  }
  return p;
}
