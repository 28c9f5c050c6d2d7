import type { GameModule, MoveBase, Outcome, Seat } from '../rules/core/module';
import type { RngState } from '../rules/core/rng';
import { createRng, nextInt } from '../rules/core/rng';

/** What a bot is given: the game's rules and one seat's view, never the hidden state. */
export interface BotInput {
  readonly module: GameModule;
  readonly view: unknown;
  readonly seat: Seat;
  readonly seed: string | number;
  /** Optional wall-clock budget; without it bots use their fixed budgets and replay exactly. */
  readonly thinkMs?: number;
}

/** A computer player: a pure function of its view and a seed, so games and tournaments replay exactly. */
export interface Bot {
  readonly id: string;
  readonly label: string;
  choose(input: BotInput): MoveBase | null;
}

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

/** Score of an outcome for a seat: 1 win, ½ shared win or draw, 0 loss. */
export function outcomeScore(outcome: Outcome, seat: Seat): number {
  if (outcome.kind === 'draw') return 0.5;
  if (outcome.kind === 'win') return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  return 0.5;
}

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
 * cards followed by random play, and the best average score wins. Game-agnostic and honest (sees only the view);
 * each game's own greedy and ISMCTS bots arrive with that game.
 */
export function monteCarloBot(playouts: number, maxPlies = 500): Bot {
  return {
    id: `mc${playouts}`,
    label: `Monte Carlo ×${playouts}`,
    choose({ module, view, seat, seed, thinkMs }) {
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

/** The three computer levels a player can choose. */
export const LEVELS = {
  easy: randomBot,
  medium: monteCarloBot(8),
  hard: monteCarloBot(40),
} as const;
export type Level = keyof typeof LEVELS;

/** Bots by id, for the simulator's `--seats`. */
export function botById(id: string): Bot | undefined {
  if (id === 'random') return randomBot;
  if (id in LEVELS) return LEVELS[id as Level];
  const mc = /^mc(\d+)$/.exec(id);
  return mc ? monteCarloBot(Number(mc[1])) : undefined;
}
