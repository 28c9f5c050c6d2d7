import type { MoveBase } from '../rules/core/module';
import { createRng } from '../rules/core/rng';
import { evaluatorFor, moveKeyFor, scoreWith } from './evaluators';
import type { Bot } from './types';

/**
 * One-step look-ahead: in each of `samples` determinizations of the view, every legal move is applied and the
 * result scored by the game's evaluator (terminal states by their outcome); the best mean wins, ties going to
 * the earlier move in legalMoves order. Without an evaluator it still takes immediate wins.
 */
export function greedyBot(samples = 4): Bot {
  const n = Math.max(1, Math.floor(samples));
  return {
    id: n === 4 ? 'greedy' : `greedy:${n}`,
    label: 'Greedy',
    choose({ module, view, seat, seed }) {
      const rng = createRng(seed);
      const evaluator = evaluatorFor(module.id);
      const keyOf = moveKeyFor(module.id);
      // The first sample fixes the candidates and their order; later samples add to them by key, so a move
      // that some sample does not allow is averaged over the samples that do.
      let moves: MoveBase[] = [];
      const index = new Map<string | number, number>();
      let totals: Float64Array = new Float64Array(0);
      let counts: Uint32Array = new Uint32Array(0);
      for (let s = 0; s < n; s++) {
        const state = module.determinize(view, seat, rng);
        const legal = module.legalMoves(state, seat);
        if (s === 0) {
          if (legal.length <= 1) return legal[0] ?? null;
          moves = legal;
          legal.forEach((m, i) => index.set(keyOf(m), i));
          totals = new Float64Array(legal.length);
          counts = new Uint32Array(legal.length);
        }
        for (const m of legal) {
          const i = index.get(keyOf(m));
          if (i === undefined) continue;
          const next = module.applyLegal(state, seat, m).state;
          totals[i] = (totals[i] as number) + scoreWith(module, evaluator, next, seat);
          counts[i] = (counts[i] as number) + 1;
        }
      }
      let best = -1, bestMean = -Infinity;
      for (let i = 0; i < moves.length; i++) {
        const c = counts[i] as number;
        if (c === 0) continue;
        const mean = (totals[i] as number) / c;
        if (mean > bestMean) [best, bestMean] = [i, mean];
      }
      return moves[best] ?? moves[0] ?? null;
    },
  };
}
