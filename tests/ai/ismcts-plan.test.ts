import { afterEach, describe, expect, it } from 'vitest';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { nextInt } from '../../src/rules/core/rng';
import { ismctsSearch } from '../../src/ai/ismcts';
import { registerEvaluator, registerSearchDefaults } from '../../src/ai/evaluators';

/**
 * A one-turn planning puzzle for seat 0, as a Gateway turn is: a line of moves ending in `end`, which hands the turn to
 * seat 1 (the search's horizon). The evaluator scores the line reached so far. `a` looks best one ply ahead (0.52)
 * and ends there; `b` looks worse (0.48), and only one of its four continuations, `b0`, then `b00`, reaches 0.6, the
 * rest 0.45. A mean over `b`'s subtree stays below 0.52; the best plan is `b`, `b0`, `b00`.
 * `c` draws a card: in half the samples (the hidden `coin`) it allows `jackpot` (0.62), always `plain` (0.46); `safe`
 * (0.57) is sure. Worth 0.54 on average, `c` is worth 0.62 only to a search that counts a sometimes-legal move as sure.
 * `ask` hands one decision to seat 1, as an ask for an ally does in Gateway (GW-42): five answers lend (0.7 for seat
 * 0, so 0.3 for seat 1) and one refuses (0.4 for seat 0, 0.6 for seat 1); `solo` (0.5) is sure. Seat 1 refuses.
 */
interface PlanState { readonly line: string; readonly turn: Seat; readonly coin: boolean }
type PlanMove = MoveBase & { readonly to?: string };

const VALUES: Readonly<Record<string, number>> = { '': 0.5, a: 0.52, b: 0.48, b0: 0.49, b00: 0.6, c: 0.5, jackpot: 0.62, plain: 0.46, safe: 0.57, solo: 0.5, ask: 0.5, refuse: 0.4, lend1: 0.7, lend2: 0.7, lend3: 0.7, lend4: 0.7, lend5: 0.7 };
const go = (to: string): PlanMove => ({ type: 'go', to });
const end: PlanMove = { type: 'end' };

function planGame(id: string, firstMoves: readonly string[]): GameModule {
  const next = (s: PlanState): PlanMove[] => {
    if (s.turn !== 0) return [end];
    if (s.line === '') return firstMoves.map(go);
    if (s.line === 'b') return ['b0', 'b1', 'b2', 'b3'].map(go);
    if (s.line === 'b0') return ['b00', 'b01', 'b02', 'b03'].map(go);
    if (s.line === 'c') return s.coin ? [go('jackpot'), go('plain')] : [go('plain')];
    return [end];
  };
  const answers = ['lend1', 'lend2', 'lend3', 'lend4', 'lend5', 'refuse'].map(go);
  const mover = (s: PlanState): Seat => (s.line === 'ask' ? 1 : s.turn);
  const moves = (s: PlanState): PlanMove[] => {
    if (s.line === 'ask') return answers;
    return next(s);
  };
  const module = {
    id,
    determinize: (view: PlanState, _seat: Seat, rng: Parameters<typeof nextInt>[0]) => ({ ...view, coin: nextInt(rng, 2) === 1 }),
    legalMoves: (s: PlanState) => moves(s),
    applyLegal: (s: PlanState, _seat: Seat, m: PlanMove) => ({ state: m.type === 'end' ? { ...s, turn: 1 } : { ...s, line: m.to ?? s.line }, events: [] }),
    outcome: () => ({ kind: 'ongoing' }),
    decision: (s: PlanState) => ({ seats: [mover(s)], kind: 'turn' }),
  };
  return module as unknown as GameModule;
}

const valueFor = (state: object, seat: Seat): number => {
  const v = VALUES[(state as PlanState).line] ?? 0.45;
  return seat === 0 ? v : 1 - v;
};

describe('ISMCTS plan search (a game\'s opt-in `plan` search default)', () => {
  const offs: (() => void)[] = [];
  afterEach(() => {
    for (const off of offs.splice(0)) off();
  });
  const setUp = (id: string, firstMoves: readonly string[], plan: boolean, answeredByPrior?: (move: MoveBase) => boolean): GameModule => {
    offs.push(registerEvaluator(id, valueFor));
    offs.push(registerSearchDefaults(id, { playoutDepth: 0, exploration: 0.1, plan, horizon: (root, s) => (s as PlanState).turn !== (root as PlanState).turn, ...(answeredByPrior ? { answeredByPrior } : {}) }));
    return planGame(id, firstMoves);
  };
  const view: PlanState = { line: '', turn: 0, coin: false };
  const first = (module: GameModule, seed: number, iterations = 300) => ismctsSearch({ module, view, seat: 0, seed }, { iterations });

  it('the mean backup takes the move that looks best one ply ahead; the plan search finds the better plan behind a worse first step', () => {
    for (const seed of [1, 2, 3]) {
      expect(first(setUp('plan-mean', ['a', 'b'], false), seed).move).toEqual(go('a'));
      const r = first(setUp('plan-max', ['a', 'b'], true), seed);
      expect(r.move).toEqual(go('b'));
      // The root child's value is its best plan's (b, b0, b00), not a mean over its subtree.
      expect(r.children.find((c) => (c.move as PlanMove).to === 'b')?.mean).toBeCloseTo(0.6, 5);
      expect(r.children.find((c) => (c.move as PlanMove).to === 'a')?.mean).toBeCloseTo(0.52, 5);
      for (const off of offs.splice(0)) off();
    }
  });

  it('the option overrides the game\'s default either way', () => {
    const module = setUp('plan-option', ['a', 'b'], false);
    expect(ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: 300, plan: true }).move).toEqual(go('b'));
    offs.push(registerSearchDefaults('plan-option', { playoutDepth: 0, exploration: 0.1, plan: true, horizon: (root, s) => (s as PlanState).turn !== (root as PlanState).turn }));
    expect(ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: 300, plan: false }).move).toEqual(go('a'));
  });

  it('a move legal in only some samples counts by how often it is legal: a sure 0.8 beats a draw worth 0.95 half the time and 0.5 otherwise', () => {
    for (const seed of [1, 2, 3]) {
      const r = first(setUp('plan-draw', ['c', 'safe'], true), seed, 400);
      expect(r.move).toEqual(go('safe'));
      const draw = r.children.find((c) => (c.move as PlanMove).to === 'c')?.mean ?? 0;
      expect(draw).toBeGreaterThan(0.5);
      expect(draw).toBeLessThan(0.57);
      for (const off of offs.splice(0)) off();
    }
  });

  it("an answer the game marks (answeredByPrior) is searched as the answering seat would answer: an ask its ally refuses is not planned for as if it helped", () => {
    const isAnswer = (move: MoveBase): boolean => ((move as PlanMove).to ?? '').startsWith('lend') || (move as PlanMove).to === 'refuse';
    for (const seed of [1, 2, 3, 4, 5]) {
      const r = first(setUp('plan-ask', ['solo', 'ask'], true, isAnswer), seed, 16);
      expect(r.move).toEqual(go('solo'));
      expect(r.children.find((c) => (c.move as PlanMove).to === 'ask')?.mean ?? 1).toBeLessThan(0.5);
      for (const off of offs.splice(0)) off();
      // Unmarked, the answers are tried one a visit in random order: five of six lend, and the ask is planned for.
      expect(first(setUp('plan-ask-random', ['solo', 'ask'], true), seed, 16).move).toEqual(go('ask'));
      for (const off of offs.splice(0)) off();
    }
  });
});
