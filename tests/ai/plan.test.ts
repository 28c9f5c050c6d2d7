import { describe, expect, it } from 'vitest';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { botById, greedyBot } from '../../src/ai/bots';
import { adviseTurn, planTurn } from '../../src/ai/plan';
import { advise, plan } from '../../src/ai/service';
import { gate } from '../../src/rules/gate/index';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import '../../src/ai/gatekeeper/eval';
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
