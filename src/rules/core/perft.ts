import type { GameModule, MoveBase } from './module';

/**
 * Perft: the number of distinct move sequences of length `depth` from a state, over every deciding seat's
 * legal moves (a simultaneous decision branches on each seat in turn). Tables of these counts from fixed seeds
 * catch move-generation bugs that example tests miss. A finished game counts as one leaf.
 */
export function perft<S extends object, M extends MoveBase>(module: GameModule<unknown, S, unknown, M>, state: S, depth: number): number {
  if (depth === 0 || module.outcome(state).kind !== 'ongoing') return 1;
  let total = 0;
  for (const seat of module.decision(state).seats) {
    for (const move of module.legalMoves(state, seat)) {
      const r = module.apply(state, seat, move);
      if (r.ok) total += perft(module, r.value.state, depth - 1);
    }
  }
  return total;
}
