import type { GameId } from './catalog';
import { gameInfo } from './catalog';
import type { GameModule } from './core/module';

/**
 * Lazy loaders for each built game's rules, so each game's code lands in its own chunk. A game appears here when
 * its rules engine lands: the simulator, the bench and the AI worker can then play it headless. Whether the app
 * can play it is a separate question, answered by the catalogue's `available` (its table has landed too): see
 * `loadPlayableModule`.
 */
export const GAME_LOADERS = {
  gatekeeper: () => import('./gatekeeper/index').then((m) => m.gatekeeper),
  gate: () => import('./gate/index').then((m) => m.gate),
  gaterunners: () => import('./gaterunners/index').then((m) => m.gaterunners),
  gateway: () => import('./gateway/index').then((m) => m.gateway),
} satisfies Record<GameId, () => Promise<GameModule>>;

/** Loads a game's rules module (headless use: simulator, bench, AI worker), or undefined when it is not built yet. */
export async function loadGameModule(id: string): Promise<GameModule | undefined> {
  // Own keys only: an id such as "constructor" (a saved game's field) must not find Object's prototype.
  const load = Object.hasOwn(GAME_LOADERS, id) ? (GAME_LOADERS as Record<string, () => Promise<GameModule>>)[id] : undefined;
  return load ? load() : undefined;
}

/** Loads a game's rules for the app (new games, saved games), or undefined when the app cannot play it yet. */
export async function loadPlayableModule(id: string): Promise<GameModule | undefined> {
  return gameInfo(id)?.available ? loadGameModule(id) : undefined;
}
