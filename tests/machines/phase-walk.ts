/**
 * Seeded random games that record every phase change the rules make: what the turn charts are checked against
 * (tests/machines/turn-chart.test.ts) and what `scripts/phase-edges.ts` searches more widely.
 */
import type { GameModule } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';

/** A phase change: `from->to` (the same phase twice when a move keeps it). */
export type Edge = `${string}->${string}`;

export interface Walk {
  /** Every edge seen, with the first game (its index) that made it. */
  readonly edges: ReadonlyMap<Edge, number>;
  /** The phases games start in. */
  readonly starts: ReadonlySet<string>;
}

/** Game `index`'s configuration: Gate cycles its difficulties; Gateway its seat counts, Leader choice and draft. */
export function walkConfig(module: GameModule, index: number): unknown {
  const base = module.defaultConfig(module.minSeats) as Record<string, unknown>;
  if (module.id === 'gate') return { ...base, difficulty: (['easy', 'normal', 'hard'] as const)[index % 3] };
  if (module.id === 'gateway') {
    const seats = 2 + (index % 3);
    const mode = Math.floor(index / 3) % 4;
    const config = module.defaultConfig(seats) as Record<string, unknown>;
    return { ...config, scenario: mode === 3 ? config.scenario : 'random', leaders: mode >= 1 ? 'choose' : 'random', draft: mode === 2 };
  }
  return base;
}

/** Plays the games `indices` (seeded by index) with uniformly random legal moves, recording phase changes. */
export function walkPhases(module: GameModule, indices: Iterable<number>, maxPlies = 5000): Walk {
  const edges = new Map<Edge, number>();
  const starts = new Set<string>();
  for (const index of indices) {
    const setup = module.setup(walkConfig(module, index), `phase-${index}`);
    if (!setup.ok) throw new Error(`setup failed: ${JSON.stringify(setup.error)}`);
    let state = setup.value;
    starts.add(module.phaseOf(state));
    const rng = createRng(`phase-pick-${index}`);
    for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
      const seat = module.decision(state).seats[0] as number;
      const legal = module.legalMoves(state, seat);
      const move = legal[nextInt(rng, legal.length)];
      if (move === undefined) throw new Error(`${module.id}: no legal move in phase ${module.phaseOf(state)}`);
      const before = module.phaseOf(state);
      state = module.applyLegal(state, seat, move).state;
      const edge: Edge = `${before}->${module.phaseOf(state)}`;
      if (!edges.has(edge)) edges.set(edge, index);
    }
  }
  return { edges, starts };
}

/** The edges a phase table declares. */
export function declaredEdges(module: GameModule): Set<Edge> {
  const out = new Set<Edge>();
  for (const [phase, spec] of Object.entries(module.phases as Record<string, { readonly next: readonly string[] }>)) for (const next of spec.next) out.add(`${phase}->${next}`);
  return out;
}

export function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
