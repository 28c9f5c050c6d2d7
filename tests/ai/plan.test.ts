import { describe, expect, it } from 'vitest';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { botById, greedyBot } from '../../src/ai/bots';
import { adviseTurn, bestOfKinds, MAX_PLAN_STEPS, planTurn } from '../../src/ai/plan';
import { moveKind } from '../../src/rules/core/module';
import type { GkMove, GkState } from '../../src/rules/gatekeeper/types';
import { advise, plan } from '../../src/ai/service';
import { gate } from '../../src/rules/gate/index';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import '../../src/ai/gatekeeper/eval';
import { evaluateState } from '../../src/ai/evaluators';
import { firstDecision } from '../fixtures/first-decision';

/** Plays a plan on the real state: every move must be accepted; returns how many moves revealed something. */
function playPlan(module: GameModule, state: object, moves: readonly MoveBase[]): { reveals: number[]; state: object } {
  const reveals: number[] = [];
  let s = state;
  moves.forEach((m, i) => {
    const r = module.apply(s, 0, m);
    if (!r.ok) throw new Error(`plan move ${i} ${JSON.stringify(m)} refused: ${r.error.code}`);
    if (module.revealsInformation?.(r.value.events)) reveals.push(i);
    s = r.value.state;
  });
  return { reveals, state: s };
}

describe('hint engine: planTurn', () => {
  it('plans a Gate turn from the view that is legal in the real position and stops at the first reveal', () => {
    const module = gate as unknown as GameModule;
    for (const seed of ['p1', 'p2', 'p3']) {
      const start = gate.setup(gate.defaultConfig(1), seed);
      if (!start.ok) throw new Error('setup');
      const moves = planTurn({ module, view: module.view(start.value, 0), seat: 0, seed }, botById('ismcts:300') as never);
      expect(moves.length).toBeGreaterThan(0);
      const { reveals } = playPlan(module, start.value, moves);
      // Nothing after a reveal: the hint never guesses at cards the player has not seen.
      expect(reveals.every((i) => i === moves.length - 1)).toBe(true);
    }
  });

  it('ends a Gatekeeper plan when the decision passes to the opponent (or at a draw)', () => {
    const module = gatekeeper as unknown as GameModule;
    const s = firstDecision(module, 'plan-gk');
    const moves = planTurn({ module, view: module.view(s, 0), seat: 0, seed: 3 }, greedyBot());
    expect(moves.length).toBeGreaterThan(0);
    const { reveals, state } = playPlan(module, s, moves);
    const last = moves.length - 1;
    expect(reveals.every((i) => i === last)).toBe(true);
    if (reveals.length === 0) expect(module.decision(state).seats.includes(0)).toBe(false);
  });

  it('answers through the worker service with coded errors', async () => {
    const start = gate.setup(gate.defaultConfig(1), 'svc');
    if (!start.ok) throw new Error('setup');
    const ok = await plan({ game: 'gate', view: gate.view(start.value, 0), seat: 0, bot: 'greedy', seed: 1 });
    expect(ok.ok && ok.value.length).toBeGreaterThan(0);
    expect(await plan({ game: 'nope', view: null, seat: 0, bot: 'greedy', seed: 1 })).toEqual({ ok: false, error: { code: 'UNKNOWN_GAME', game: 'nope' } });
    expect(await plan({ game: 'gate', view: null, seat: 0, bot: 'wizard', seed: 1 })).toEqual({ ok: false, error: { code: 'UNKNOWN_BOT', bot: 'wizard' } });
  });
});

describe('hint engine: adviseTurn (the reason in numbers)', () => {
  it('gives the win chance before and after the plan, in [0, 1], averaged over samples of the hidden cards', async () => {
    const module = gatekeeper as unknown as GameModule;
    const s = firstDecision(module, 'advice-gk');
    const seen: { state: object; seat: number }[] = [];
    const evaluate = (state: object, seat: number) => {
      seen.push({ state, seat });
      return 0.25 + 0.5 * (seen.length % 2);
    };
    const advice = adviseTurn({ module, view: module.view(s, 0), seat: 0, seed: 5 }, greedyBot(), evaluate, 4);
    expect(advice.plan.length).toBeGreaterThan(0);
    // Four samples, each evaluated before and after: the odd calls (before) read 0.75, the even (after) 0.25.
    expect(seen).toHaveLength(8);
    expect(advice.chance).toEqual({ before: 0.75, after: 0.25 });
    expect(seen.every((x) => x.seat === 0)).toBe(true);
    const served = await advise({ game: 'gatekeeper', view: module.view(s, 0), seat: 0, bot: 'greedy', seed: 5 });
    if (!served.ok) throw new Error(served.error.code);
    expect(served.value.plan).toEqual(advice.plan);
    for (const x of [served.value.chance.before, served.value.chance.after]) expect(x >= 0 && x <= 1).toBe(true);
    expect(await advise({ game: 'gatekeeper', view: null, seat: 0, bot: 'nobody', seed: 1 })).toEqual({ ok: false, error: { code: 'UNKNOWN_BOT', bot: 'nobody' } });
  });
});

/** Seat 0's first Gatekeeper decision with both a witch to place and the hand's refresh legal (every mulligan kept). */
function placeOrRefresh(seed: string): object {
  const module = gatekeeper as unknown as GameModule;
  let state = firstDecision(module, seed);
  for (let step = 0; step < 20; step++) {
    const seat = module.decision(state).seats[0] as number;
    const kinds = new Set(module.legalMoves(state, seat).map(moveKind));
    if (seat === 0 && kinds.has('play') && kinds.has('refresh')) return state;
    state = module.applyLegal(state, seat, module.legalMoves(state, seat)[0] as MoveBase).state;
  }
  throw new Error('no decision with play and refresh');
}

describe('hint engine: a guided lesson\'s focus (the plan starts with a move of the kinds it teaches)', () => {
  const module = gatekeeper as unknown as GameModule;
  const state = placeOrRefresh('focus-gk');
  const input = { module, view: module.view(state, 0), seat: 0, seed: 'focus' };
  const evaluate = (s: object, seat: number) => evaluateState(module, s, seat);
  const own = planTurn(input, greedyBot());
  const ownKind = moveKind(own[0] as MoveBase);
  const legalKinds = [...new Set(module.legalMoves(state, 0).map(moveKind))];

  it('starts with a move of the focus\'s kinds where the bot would start with another, legal in the real position', () => {
    const other = legalKinds.filter((kind) => kind !== ownKind);
    expect(other.length).toBeGreaterThan(0);
    for (const kind of other) {
      const focused = planTurn(input, greedyBot(), MAX_PLAN_STEPS, { kinds: [kind], evaluate });
      expect(moveKind(focused[0] as MoveBase)).toBe(kind);
      const { reveals } = playPlan(module, state, focused);
      expect(reveals.every((i) => i === focused.length - 1)).toBe(true);
    }
  });

  it('leaves the bot\'s own plan when it already starts with a focused kind, or no move of the kinds is legal', () => {
    expect(planTurn(input, greedyBot(), MAX_PLAN_STEPS, { kinds: [ownKind, 'nothing'], evaluate })).toEqual(own);
    expect(planTurn(input, greedyBot(), MAX_PLAN_STEPS, { kinds: ['nothing'], evaluate })).toEqual(own);
  });

  it('picks the focused move worth the most right after it, the first in the rules\' order on a tie', () => {
    const plays = module.legalMoves(state, 0).filter((move): move is GkMove => move.type === 'play') as Extract<GkMove, { type: 'play' }>[];
    const wanted = plays[plays.length - 1] as Extract<GkMove, { type: 'play' }>;
    expect(plays[0]?.card).not.toBe(wanted.card);
    // Worth 1 only where the last play's witch has left the hand.
    const placed = (s: object) => ((s as GkState).hands[0]?.includes(wanted.card) ? 0 : 1);
    const chosen = bestOfKinds(input, state, { kinds: ['play'], evaluate: placed }) as GkMove | null;
    expect(chosen?.type === 'play' ? chosen.card : null).toBe(wanted.card);
    expect(bestOfKinds(input, state, { kinds: ['play'], evaluate: () => 0.5 })).toEqual(plays[0]);
    expect(bestOfKinds(input, state, { kinds: ['refresh'], evaluate })).toEqual({ type: 'refresh' });
    expect(bestOfKinds(input, state, { kinds: ['nothing'], evaluate })).toBeNull();
  });

  it('is asked for through the worker service, and a focus that is not a short list of kinds is refused by code', async () => {
    const request = { game: 'gatekeeper', view: input.view, seat: 0, bot: 'greedy', seed: 'focus' };
    const kind = legalKinds.find((k) => k !== ownKind) as string;
    const advised = await advise({ ...request, focus: [kind] });
    expect(advised.ok ? moveKind(advised.value.plan[0] as MoveBase) : advised.error.code).toBe(kind);
    const planned = await plan({ ...request, focus: [kind] });
    expect(planned.ok ? moveKind(planned.value[0] as MoveBase) : planned.error.code).toBe(kind);
    const unfocused = await plan({ ...request, focus: [] });
    expect(unfocused.ok ? unfocused.value : unfocused.error.code).toEqual(own);
    for (const focus of ['play', [1], [''], ['x'.repeat(65)], Array.from({ length: 17 }, () => 'play'), { 0: 'play' }]) {
      const refused = await advise({ ...request, focus: focus as never });
      expect(refused.ok ? 'answered' : refused.error.code).toBe('BAD_FOCUS');
      const refusedPlan = await plan({ ...request, focus: focus as never });
      expect(refusedPlan.ok ? 'answered' : refusedPlan.error.code).toBe('BAD_FOCUS');
    }
  });
});
