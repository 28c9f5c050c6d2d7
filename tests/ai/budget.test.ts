/** Bot budgets are clamped: a time budget always ends (MAX_THINK_MS), and a nonsense one is refused by code. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ismctsBot, LEVELS, monteCarloBot } from '../../src/ai/bots';
import { clampThinkMs, MAX_THINK_MS } from '../../src/ai/types';
import { plan, think } from '../../src/ai/service';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { hcModule as module, isLegal, midGame } from './helpers';

/** A clock that jumps 500 ms at every reading: a search with no end would read it forever. */
function racingClock(): { readings: () => number } {
  let now = 0;
  let count = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    count++;
    // Past any sane budget, stop the test rather than hang: an unclamped search fails here.
    if (count > 100_000) throw new Error('the search never stopped reading the clock');
    return (now += 500);
  });
  return { readings: () => count };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('clampThinkMs', () => {
  it('keeps a sane budget, caps Infinity and large ones at MAX_THINK_MS, and turns NaN and negatives into no time', () => {
    expect(clampThinkMs(undefined)).toBeUndefined();
    expect(clampThinkMs(250)).toBe(250);
    expect(clampThinkMs(Infinity)).toBe(MAX_THINK_MS);
    expect(clampThinkMs(MAX_THINK_MS * 100)).toBe(MAX_THINK_MS);
    expect(clampThinkMs(Number.NaN)).toBe(0);
    expect(clampThinkMs(-5)).toBe(0);
    expect(clampThinkMs(-Infinity)).toBe(0);
  });
});

describe('a bot given thinkMs: Infinity returns within the maximum', () => {
  const state = midGame('budget');
  const seat = module.decision(state).seats[0]!;
  const view = module.view(state, seat);
  for (const [name, bot] of [['ISMCTS', ismctsBot({})], ['Monte Carlo', monteCarloBot(4)], ['the hard level', LEVELS.hard.bot]] as const) {
    it(`${name}: Infinity stops at MAX_THINK_MS on the clock; NaN still answers a legal move`, () => {
      const clock = racingClock();
      const move = bot.choose({ module, view, seat, seed: 'inf', thinkMs: Infinity });
      expect(isLegal(state, seat, move)).toBe(true);
      // 500 ms a reading: MAX_THINK_MS is a few dozen readings away, whatever the bot reads per iteration.
      expect(clock.readings()).toBeLessThan(10_000);
      expect(isLegal(state, seat, bot.choose({ module, view, seat, seed: 'nan', thinkMs: Number.NaN }))).toBe(true);
    });
  }
});

describe('the worker service refuses a nonsense think time by code', () => {
  const setup = gatekeeper.setup(gatekeeper.defaultConfig(2), 'budget-service');
  if (!setup.ok) throw new Error('setup');
  const seat = gatekeeper.decision(setup.value).seats[0]!;
  const request = { game: 'gatekeeper', view: gatekeeper.view(setup.value, seat), seat, bot: 'easy', seed: 1 };
  it.each([Number.NaN, -1, '250' as unknown as number])('thinkMs %s is BAD_THINK_TIME, for think and for plan', async (thinkMs) => {
    expect((await think({ ...request, thinkMs })).ok ? 'answered' : 'refused').toBe('refused');
    const thought = await think({ ...request, thinkMs });
    expect(thought.ok ? null : thought.error.code).toBe('BAD_THINK_TIME');
    const planned = await plan({ ...request, thinkMs });
    expect(planned.ok ? null : planned.error.code).toBe('BAD_THINK_TIME');
  });
  it('thinkMs Infinity thinks for the maximum and answers', async () => {
    racingClock();
    const thought = await think({ ...request, thinkMs: Infinity });
    expect(thought.ok).toBe(true);
  });

  it("with budget 'iterations' a level is given no think time (its iteration budget ends the search), and the same request answers the same move", async () => {
    const asked: (number | undefined)[] = [];
    const spy = vi.spyOn(LEVELS.easy.bot, 'choose').mockImplementation((input) => {
      asked.push(input.thinkMs);
      return { type: 'pass' };
    });
    await think({ ...request, budget: 'iterations' });
    await think({ ...request, budget: 'time' });
    expect(asked).toEqual([undefined, LEVELS.easy.thinkMs]);
    spy.mockRestore();
    // Unmocked: the clock races (500 ms a reading), which would cut a timed search short; an iteration budget ignores it.
    racingClock();
    const first = await think({ ...request, budget: 'iterations' });
    const second = await think({ ...request, budget: 'iterations' });
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual(first);
  });
  it.each([
    ['a budget that is not a word it knows', { budget: 'moves' as unknown as 'time' }],
    ['an iteration budget with a think time', { budget: 'iterations' as const, thinkMs: 40 }],
  ])('%s is BAD_BUDGET, for think and for plan', async (_, asked) => {
    const thought = await think({ ...request, ...asked });
    expect(thought.ok ? null : thought.error.code).toBe('BAD_BUDGET');
    const planned = await plan({ ...request, ...asked });
    expect(planned.ok ? null : planned.error.code).toBe('BAD_BUDGET');
  });

  it('a level thinks the share of its time its game asks (Gateway: half a level\'s time a decision); an asked time and other bots are not scaled', async () => {
    const { gateway, defaultConfig } = await import('../../src/rules/gateway/index');
    const started = gateway.setup(defaultConfig(4), 'budget-scale');
    if (!started.ok) throw new Error('setup');
    const gatewaySeat = gateway.decision(started.value).seats[0]!;
    const gatewayRequest = { game: 'gateway', view: gateway.view(started.value, gatewaySeat), seat: gatewaySeat, seed: 1 };
    const asked: (number | undefined)[] = [];
    const spy = vi.spyOn(LEVELS.easy.bot, 'choose').mockImplementation((input) => {
      asked.push(input.thinkMs);
      // Only the time asked is under test: any move will do.
      return { type: 'pass' };
    });
    await think({ ...gatewayRequest, bot: 'easy' });
    await think(request);
    await think({ ...gatewayRequest, bot: 'easy', thinkMs: 40 });
    expect(asked).toEqual([LEVELS.easy.thinkMs * 0.5, LEVELS.easy.thinkMs, 40]);
    spy.mockRestore();
  });
});

