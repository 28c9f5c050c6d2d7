import type { GameId } from './catalog';
import type { GameModule } from './core/module';

/**
 * Lazy loaders for each built game's rules, so each game's code lands in its own chunk.
 * A game appears here (and turns `available` in the catalogue) when its module lands.
 */
export const GAME_LOADERS: Partial<Record<GameId, () => Promise<GameModule>>> = {
  gatekeeper: () => import('./gatekeeper/index').then((m) => m.gatekeeper as unknown as GameModule),
  gate: () => import('./gate/index').then((m) => m.gate as unknown as GameModule),
};

/** Loads a game's rules module, or undefined when that game is not built yet. */
export async function loadGameModule(id: string): Promise<GameModule | undefined> {
  const load = (GAME_LOADERS as Record<string, (() => Promise<GameModule>) | undefined>)[id];
  return load ? load() : undefined;
}
