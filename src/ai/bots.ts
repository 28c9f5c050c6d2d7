import type { GameModule, MoveBase, Outcome, Seat } from '../rules/core/module';
import type { RngState } from '../rules/core/rng';
import { createRng, nextInt } from '../rules/core/rng';
import { outcomeScore } from './evaluators';
import { greedyBot } from './greedy';
import { ismctsBot } from './ismcts';
import type { IsmctsOptions } from './ismcts';
import type { Bot } from './types';
import { clampThinkMs } from './types';

export type { Bot, BotInput } from './types';
export { outcomeScore } from './evaluators';
export { greedyBot } from './greedy';
export { ismctsBot, ismctsSearch } from './ismcts';

/** Uniformly random legal move over a determinization of the view. */
export const randomBot: Bot = {
  id: 'random',
  label: 'Random',
  choose({ module, view, seat, seed }) {
    const rng = createRng(seed);
    const state = module.determinize(view, seat, rng);
    const legal = module.legalMoves(state, seat);
    return legal.length ? (legal[nextInt(rng, legal.length)] as MoveBase) : null;
  },
};

/** Plays uniformly random moves from a state until the game ends or `maxPlies` pass; returns the final outcome. */
export function randomPlayout(module: GameModule, state: object, rng: RngState, maxPlies: number): Outcome {
  let s = state;
  for (let ply = 0; ply < maxPlies; ply++) {
    const out = module.outcome(s);
    if (out.kind !== 'ongoing') return out;
    const deciding = module.decision(s).seats;
    const who = deciding[nextInt(rng, deciding.length)] as Seat;
    const legal = module.legalMoves(s, who);
    if (legal.length === 0) return { kind: 'draw', reason: 'no legal move in playout' };
    // Moves straight from legalMoves: skip re-validation in the hot loop.
    s = module.applyLegal(s, who, legal[nextInt(rng, legal.length)] as MoveBase).state;
  }
  return module.outcome(s);
}

/**
 * Flat Monte Carlo over determinizations: every legal move is tried in `playouts` fresh samples of the hidden
 * cards followed by random play, and the best average score wins. Game-agnostic and honest (sees only the view).
 */
export function monteCarloBot(playouts: number, maxPlies = 500): Bot {
  return {
    id: `mc${playouts}`,
    label: `Monte Carlo ×${playouts}`,
    choose({ module, view, seat, seed, thinkMs: askedMs }) {
      const thinkMs = clampThinkMs(askedMs);
      const rng = createRng(seed);
      const root = module.determinize(view, seat, rng);
      const legal = module.legalMoves(root, seat);
      if (legal.length <= 1) return legal[0] ?? null;
      const totals = new Float64Array(legal.length);
      const counts = new Uint32Array(legal.length);
      const deadline = thinkMs === undefined ? Infinity : performance.now() + thinkMs;
      // Round-robin so a time budget spreads evenly over the moves.
      for (let round = 0; thinkMs === undefined ? round < playouts : round === 0 || performance.now() < deadline; round++) {
        for (let i = 0; i < legal.length; i++) {
          const sample = module.determinize(view, seat, rng);
          const r = module.apply(sample, seat, legal[i] as MoveBase);
          if (!r.ok) continue;
          totals[i] = (totals[i] as number) + outcomeScore(randomPlayout(module, r.value.state, rng, maxPlies), seat);
          counts[i] = (counts[i] as number) + 1;
        }
      }
      let best = 0;
      for (let i = 1; i < legal.length; i++) {
        const mean = (totals[i] as number) / Math.max(1, counts[i] as number);
        if (mean > (totals[best] as number) / Math.max(1, counts[best] as number)) best = i;
      }
      return legal[best] as MoveBase;
    },
  };
}

/**
 * ISMCTS iterations per second on Gatekeeper on the reference machine (2 cores, Node 20): turns each level's
 * think time into its iteration budget. `npm run bench -- --game gatekeeper` measured 21–25k/s with its
 * evaluator (9 positions, hard settings); kept at the round, slightly conservative 20k. Recalibrate from the
 * bench's printed rate when the rules or the evaluator change speed.
 */
export const REFERENCE_ITERATIONS_PER_SECOND = 20_000;

/** One computer level: its name for players, its think time in the app, its iteration budget in simulations. */
export interface LevelSpec {
  readonly label: string;
  /** Wall-clock budget per decision in the app (the worker passes it to the bot). */
  readonly thinkMs: number;
  /** Iterations ≈ what thinkMs buys on Gatekeeper on the reference machine; used when no time is given (sims, tests). */
  readonly iterations: number;
  /** The search options of the level's bot (budget aside). */
  readonly options: IsmctsOptions;
  readonly bot: Bot;
}

/**
 * An iteration's cost relative to the reference settings, by playout scale, measured on Gatekeeper on the
 * reference machine (8 → 16 plies): longer playouts cost more, so the same think time buys fewer iterations.
 */
const RELATIVE_COST: Readonly<Record<number, number>> = { 1: 1, 2: 25 / 18 };

function level(id: string, label: string, thinkMs: number, options: Omit<IsmctsOptions, 'iterations' | 'thinkMs'> = {}): LevelSpec {
  const cost = RELATIVE_COST[options.playoutScale ?? 1] ?? 1;
  const iterations = Math.round((thinkMs * REFERENCE_ITERATIONS_PER_SECOND) / 1000 / cost);
  // The app passes thinkMs as BotInput.thinkMs, which replaces the iteration budget; sims pass none and replay exactly.
  return { label, thinkMs, iterations, options, bot: { ...ismctsBot({ ...options, iterations }), id, label, thinkMs } };
}

/** The three computer levels a player can choose (the key 'medium' is shown as "Normal"). */
export const LEVELS = {
  easy: level('easy', 'Easy', 30),
  medium: level('medium', 'Normal', 250),
  // Hard spends its larger budget on playouts twice the game's default length as well as more of them: at 5k-20k
  // iterations the search is limited by the bias of short playouts, not by their number (docs/architecture.md).
  // A game whose search plays no playouts (Gateway) keeps none.
  hard: level('hard', 'Hard', 1000, { playoutScale: 2 }),
} as const satisfies Record<string, LevelSpec>;
export type Level = keyof typeof LEVELS;

/**
 * Bots by id, for the simulator's `--seats` and the worker:
 *   random | greedy[:samples] | mc<playouts> | easy | medium (or normal) | hard
 *   ismcts[:iterations][@<ms>ms][/d<playoutDepth>][/c<exploration>][/plan|/noplan]   e.g. ismcts:2000, ismcts@250ms,
 *   ismcts:5000/d8/c0.5, ismcts:1000/noplan (`plan`: the game's plan search on or off, see SearchDefaults.plan)
 */
export function botById(id: string): Bot | undefined {
  if (id === 'random') return randomBot;
  if (id === 'normal') return LEVELS.medium.bot;
  if (Object.hasOwn(LEVELS, id)) return LEVELS[id as Level].bot;
  const greedy = /^greedy(?::(\d+))?$/.exec(id);
  if (greedy) return greedyBot(greedy[1] === undefined ? 4 : Math.max(1, Number(greedy[1])));
  const mc = /^mc(\d+)$/.exec(id);
  if (mc) return monteCarloBot(Number(mc[1]));
  const m = /^ismcts(?::(\d+))?(?:@(\d+(?:\.\d+)?)ms)?(?:\/d(\d+))?(?:\/c(\d+(?:\.\d+)?))?(?:\/(plan|noplan))?$/.exec(id);
  if (!m) return undefined;
  const [iterations, thinkMs, playoutDepth, exploration] = [m[1], m[2], m[3], m[4]].map((s) => (s === undefined ? undefined : Number(s)));
  if (iterations === 0) return undefined;
  return ismctsBot({
    ...(iterations !== undefined ? { iterations } : {}),
    ...(thinkMs !== undefined ? { thinkMs } : {}),
    ...(playoutDepth !== undefined ? { playoutDepth } : {}),
    ...(exploration !== undefined ? { exploration } : {}),
    ...(m[5] !== undefined ? { plan: m[5] === 'plan' } : {}),
  });
}
