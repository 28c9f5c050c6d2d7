import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highcard } from '../fixtures/highcard';
import type { HcState } from '../fixtures/highcard';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { isDecided, ismctsBot, ismctsSearch } from '../../src/ai/ismcts';
import { randomBot } from '../../src/ai/bots';
import { registerEvaluator } from '../../src/ai/evaluators';
import { runTournament } from '../../src/ai/tournament';
import { register, highcardEval } from './highcard-ai';
import { decisionPoints, hcModule as module, hiddenTwin, isLegal, midGame } from './helpers';
import { nim } from './nim';
import type { NimState } from './nim';

const nimModule = nim as unknown as GameModule;
const nimAt = (tokens: number, turn = 0): NimState => ({ config: { seats: 2, tokens: 21 }, rng: { a: 1, b: 2, c: 3, d: 4 }, tokens, turn, winner: null });

describe('ISMCTS search', () => {
  it('is deterministic: same seed, same move and the same tree; another seed searches differently', () => {
    const view = highcard.view(midGame('det'), 0);
    const a = ismctsSearch({ module, view, seat: 0, seed: 'x' }, { iterations: 400 });
    const b = ismctsSearch({ module, view, seat: 0, seed: 'x' }, { iterations: 400 });
    const c = ismctsSearch({ module, view, seat: 0, seed: 'y' }, { iterations: 400 });
    expect(b.move).toEqual(a.move);
    expect(b.children).toEqual(a.children);
    expect(c.children).not.toEqual(a.children);
  });

  it('only ever answers legal moves (2–4 seats, simultaneous mulligans and turns, with and without an evaluator)', () => {
    for (const withEval of [false, true]) {
      const off = withEval ? register() : () => undefined;
      for (const seats of [2, 3, 4]) {
        const points = decisionPoints(seats, 4, `legal${seats}`);
        expect(points.some((p) => p.state.phase === 'mulligan')).toBe(true);
        for (const [i, { state, seat }] of points.entries()) {
          const move = ismctsBot({ iterations: 60 }).choose({ module, view: highcard.view(state, seat), seat, seed: i });
          expect(isLegal(state, seat, move), `${JSON.stringify(move)} at point ${i}`).toBe(true);
        }
      }
      off();
    }
  });

  it('runs exactly its iteration budget when no time is given', () => {
    const view = highcard.view(midGame('budget'), 0);
    for (const n of [1, 7, 250]) expect(ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: n }).iterations).toBe(n);
    // Visits of the root's children add up to the iterations: every iteration expanded or descended one edge.
    const r = ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: 250 });
    expect(r.children.reduce((a, c) => a + c.visits, 0)).toBe(250);
  });

  it('isDecided: the leader must lead every other child by more than the iterations left', () => {
    expect(isDecided([{ visits: 90 }, { visits: 10 }, { visits: 0 }], 79)).toBe(true);
    expect(isDecided([{ visits: 90 }, { visits: 10 }, { visits: 0 }], 80)).toBe(false);
    expect(isDecided([{ visits: 10 }, { visits: 90 }, { visits: 85 }], 4)).toBe(true);
    expect(isDecided([{ visits: 10 }, { visits: 90 }, { visits: 85 }], 5)).toBe(false);
    expect(isDecided([{ visits: 5 }], 4)).toBe(true);
    expect(isDecided([], 0)).toBe(false);
  });

  it('thinking against the clock, stops once its answer cannot change, and answers what the full budget would', () => {
    // Nim with 5 tokens: taking 1 leaves 4, a lost position for the opponent; the search settles on it long before a minute.
    const view = nim.view(nimAt(5), 0);
    const timed = ismctsSearch({ module: nimModule, view, seat: 0, seed: 3, thinkMs: 60_000 }, {});
    const full = ismctsSearch({ module: nimModule, view, seat: 0, seed: 3 }, { iterations: 4000 });
    expect(timed.move).toEqual(full.move);
    expect(timed.elapsedMs).toBeLessThan(60_000);
    const [top, second] = timed.children;
    expect((top?.visits ?? 0) - (second?.visits ?? 0)).toBeGreaterThan(0);
  });

  it('with thinkMs = 0 still runs one iteration and answers a legal move', () => {
    const s = midGame('zero');
    const r = ismctsSearch({ module, view: highcard.view(s, 0), seat: 0, seed: 1, thinkMs: 0 }, { iterations: 100_000 });
    expect(r.iterations).toBe(1);
    expect(isLegal(s, 0, r.move)).toBe(true);
  });

  it('stops at whichever budget runs out first', () => {
    const view = highcard.view(midGame('first'), 0);
    // Iterations first: 50 iterations take far less than a minute.
    expect(ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: 50, thinkMs: 60_000 }).iterations).toBe(50);
    // Time first: a billion iterations would never end inside the test's timeout.
    const timed = ismctsSearch({ module, view, seat: 0, seed: 1 }, { iterations: 1e9, thinkMs: 20 });
    expect(timed.iterations).toBeGreaterThan(0);
    expect(timed.iterations).toBeLessThan(1e9);
    // The caller's time (the app's think time) replaces the bot's own iteration budget.
    const live = ismctsSearch({ module, view, seat: 0, seed: 1, thinkMs: 20 }, { iterations: 3 });
    expect(live.iterations).toBeGreaterThan(3);
  });

  it('answers a forced move without searching', () => {
    // Seat 1 holds no card above 19 after a 20 is played: its only move is to pass.
    const s: HcState = { ...midGame('forced'), pile: [20], turn: 1, hands: [[1, 2], [3, 4]] };
    const r = ismctsSearch({ module, view: highcard.view(s, 1), seat: 1, seed: 1 }, { iterations: 100 });
    expect(r).toMatchObject({ move: { type: 'pass' }, iterations: 0 });
  });

  it('a registered move key changes nothing but speed: the same tree as the generic key', () => {
    const view = highcard.view(midGame('keys'), 0);
    const generic = ismctsSearch({ module, view, seat: 0, seed: 3 }, { iterations: 500 });
    const off = register();
    const custom = ismctsSearch({ module, view, seat: 0, seed: 3 }, { iterations: 500, playoutDepth: 1000 });
    off();
    expect(custom.children).toEqual(generic.children);
  });

  it('a game\'s registered horizon stops the tree and the playout: scored there, never searched past it', async () => {
    const { registerSearchDefaults } = await import('../../src/ai/evaluators');
    const view = highcard.view(midGame('horizon'), 0);
    // Count the moves a search applies: without a horizon, more than one per iteration (the tree grows, playouts run).
    let applied = 0;
    const counting: GameModule = { ...module, applyLegal: (s, seat, m) => (applied++, module.applyLegal(s, seat, m)) };
    ismctsSearch({ module: counting, view, seat: 0, seed: 1 }, { iterations: 200 });
    expect(applied).toBeGreaterThan(200);
    // A horizon right after the root: each iteration applies exactly the one root move it expands or descends.
    const roots: object[] = [];
    const off = registerSearchDefaults(module.id, { horizon: (root) => (roots.push(root), true) });
    applied = 0;
    const r = ismctsSearch({ module: counting, view, seat: 0, seed: 1 }, { iterations: 200 });
    off();
    expect(r.iterations).toBe(200);
    expect(applied).toBe(200);
    // It is asked with the iteration's sampled root, never the view.
    expect(roots.length).toBeGreaterThan(0);
    expect(roots).not.toContain(view);
  });

  it('scores each node for the seat that chose it: finds the winning take in nim from either seat', () => {
    // Leave a multiple of 4: from 5 take 1, from 6 take 2, from 7 take 3; only a correct perspective finds these.
    for (const [tokens, take] of [[5, 1], [6, 2], [7, 3], [9, 1], [10, 2]] as const) {
      for (const seat of [0, 1]) {
        const move = ismctsBot({ iterations: 3000 }).choose({ module: nimModule, view: nimAt(tokens, seat), seat, seed: tokens });
        expect(move, `${tokens} tokens, seat ${seat}`).toEqual({ type: 'take', n: take });
      }
    }
  });

  it('more iterations beat fewer where depth matters (nim, 100 games, seats alternated)', () => {
    const sum = runTournament(nimModule, { bots: [ismctsBot({ iterations: 1000 }), ismctsBot({ iterations: 30 })], games: 100, seed: 'depth', alternate: true });
    expect(sum.errors).toBe(0);
    expect(sum.bots[0]!.winRate).toBeGreaterThan(0.7);
  });

  describe('against random on highcard (200 games, seats alternated)', () => {
    let off: () => void = () => undefined;
    afterAll(() => off());
    it.each([
      ['without an evaluator (playouts to the end)', false],
      ['with the fixture evaluator (short playouts)', true],
    ])('wins clearly %s', (_, withEval) => {
      if (withEval) off = register();
      const sum = runTournament(module, { bots: [ismctsBot({ iterations: 200 }), randomBot], games: 200, seed: `vs-random-${String(withEval)}`, alternate: true });
      expect(sum.errors).toBe(0);
      // Random against random scores 0.5 here; the lower end of the 95% interval must clear it.
      expect(sum.bots[0]!.ci95[0]).toBeGreaterThan(0.55);
    });
  });
});

/**
 * Wraps a module so every call is checked: determinize only ever receives the bot's view object, and every other
 * function only ever receives states that determinize produced (or that were reached from them by applying moves).
 */
function spyModule(base: GameModule, view: unknown) {
  const produced = new WeakSet<object>();
  const violations: string[] = [];
  let determinized = 0;
  const check = (fn: string, s: object) => {
    if (!produced.has(s)) violations.push(`${fn} got a state determinize did not produce`);
  };
  const keep = <T extends object>(s: T): T => (produced.add(s), s);
  const spy: GameModule = {
    ...base,
    determinize(v, seat, rng) {
      if (v !== view) violations.push('determinize got something other than the view');
      determinized++;
      return keep(base.determinize(v, seat, rng));
    },
    legalMoves: (s, seat) => (check('legalMoves', s), base.legalMoves(s, seat)),
    applyLegal: (s, seat, m) => {
      check('applyLegal', s);
      const r = base.applyLegal(s, seat, m);
      keep(r.state);
      return r;
    },
    apply: (s, seat, m) => {
      check('apply', s);
      const r = base.apply(s, seat, m);
      if (r.ok) keep(r.value.state);
      return r;
    },
    validate: (s, seat, m) => (check('validate', s), base.validate(s, seat, m)),
    outcome: (s) => (check('outcome', s), base.outcome(s)),
    decision: (s) => (check('decision', s), base.decision(s)),
    phaseOf: (s) => (check('phaseOf', s), base.phaseOf(s)),
    view: (s, seat) => (violations.push('view called'), base.view(s, seat)),
    parseState: (j, c) => (violations.push('parseState called'), base.parseState(j, c)),
  };
  return { spy, violations, produced, determinizations: () => determinized };
}

describe('ISMCTS never reads hidden information', () => {
  let off: () => void = () => undefined;
  const evaluated: object[] = [];
  beforeAll(() => {
    // An evaluator that records what it is shown, so the test can check it too only sees sampled states.
    off = registerEvaluator('highcard', (s, seat) => (evaluated.push(s), highcardEval(s, seat)));
  });
  afterAll(() => off());

  it('identical views of different hidden states give identical searches', () => {
    const s = midGame('twin');
    const other = hiddenTwin(s);
    expect(other.hands[1]).not.toEqual(s.hands[1]);
    expect(highcard.view(other, 0)).toEqual(highcard.view(s, 0));
    for (let seed = 0; seed < 5; seed++) {
      const a = ismctsSearch({ module, view: highcard.view(s, 0), seat: 0, seed }, { iterations: 300 });
      const b = ismctsSearch({ module, view: highcard.view(other, 0), seat: 0, seed }, { iterations: 300 });
      expect(b).toMatchObject({ move: a.move, children: a.children });
    }
  });

  it('works only on states sampled from the view it was given, and leaves the view untouched', () => {
    const truth = midGame('spy');
    const view = highcard.view(truth, 0);
    const before = JSON.stringify(view);
    const { spy, violations, produced, determinizations } = spyModule(module, view);
    evaluated.length = 0;
    const r = ismctsSearch({ module: spy, view, seat: 0, seed: 9 }, { iterations: 300, playoutDepth: 3 });
    expect(r.iterations).toBe(300);
    expect(determinizations()).toBe(301); // one for the root's own moves, one per iteration
    expect(violations).toEqual([]);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.every((s) => produced.has(s))).toBe(true);
    expect(JSON.stringify(view)).toBe(before);
  });

  it('the spy does catch a bot that peeks at the true state (control)', () => {
    const truth = midGame('peek');
    const view = highcard.view(truth, 0);
    const { spy, violations } = spyModule(module, view);
    const cheat = (m: GameModule): MoveBase | null => m.legalMoves(truth, 0 as Seat)[0] ?? null;
    cheat(spy);
    expect(violations).toEqual(['legalMoves got a state determinize did not produce']);
  });
});
