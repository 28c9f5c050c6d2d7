import type { GameModule } from '../rules/core/module';

/**
 * The same game with nothing hidden: every seat's view is the whole state (the deck order and the RNG included)
 * and a determinization is the state itself. Bots playing it are no longer honest: it exists only to measure an
 * upper bound (`npm run sim -- --clairvoyant`), e.g. how often Gate can be won by a player who knows the decks.
 */
export function clairvoyant<M extends GameModule>(module: M): M {
  return { ...module, id: module.id, view: (state: object) => state, spectatorView: (state: object) => state, determinize: (view: unknown) => view as object };
}
