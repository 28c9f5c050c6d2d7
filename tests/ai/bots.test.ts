import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { highcard } from '../fixtures/highcard';
import type { HcState } from '../fixtures/highcard';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { botById, greedyBot, ismctsBot, LEVELS, monteCarloBot, randomBot, REFERENCE_ITERATIONS_PER_SECOND } from '../../src/ai/bots';
import type { Bot } from '../../src/ai/bots';
import { clusteredShare, playGame, runTournament, seating, wilson } from '../../src/ai/tournament';
import { think } from '../../src/ai/service';
import { GAME_LOADERS } from '../../src/rules/games';
import { GAMES } from '../../src/rules/catalog';
import { exportPosition } from '../../src/rules/core/position';
import { replay } from '../../src/rules/core/replay';
import { hcModule as module, hiddenTwin, isLegal, midGame } from './helpers';
import { nim } from './nim';
import type { NimState } from './nim';

describe('bots see only a view', () => {
  it.each(['random', 'mc8', 'greedy', 'ismcts:200', 'easy'])('%s chooses the same move whatever the opponent hides (same view, different hidden cards)', (id) => {
    const bot = botById(id)!;
    const s = midGame('peek');
    const other = hiddenTwin(s);
    expect(other.hands[1]).not.toEqual(s.hands[1]);
    expect(highcard.view(other, 0)).toEqual(highcard.view(s, 0));
    for (let i = 0; i < 10; i++) {
      const a = bot.choose({ module, view: highcard.view(s, 0), seat: 0, seed: i });
      const b = bot.choose({ module, view: highcard.view(other, 0), seat: 0, seed: i });
      expect(a).toEqual(b);
      expect(highcard.validate(s, 0, a as never)).toBeNull();
    }
  });
});

describe('bot strength', () => {
  it('Monte Carlo beats random by a clear margin over 300 seeded games (both seat orders)', () => {
    const asFirst = runTournament(module, { bots: [monteCarloBot(16), randomBot], games: 150, seed: 'mc-a' });
    const asSecond = runTournament(module, { bots: [randomBot, monteCarloBot(16)], games: 150, seed: 'mc-b' });
    const baseline = runTournament(module, { bots: [randomBot, randomBot], games: 300, seed: 'base' });
    const mcRate = ((asFirst.wins[0] ?? 0) + (asSecond.wins[1] ?? 0)) / 300;
    expect(baseline.errors + asFirst.errors + asSecond.errors).toBe(0);
    expect(mcRate).toBeGreaterThan(0.6);
  });

  it('with a time budget the Monte Carlo bot still answers a legal move', () => {
    const s = midGame('time');
    const move = monteCarloBot(1).choose({ module, view: highcard.view(s, 0), seat: 0, seed: 1, thinkMs: 20 });
    expect(highcard.validate(s, 0, move as never)).toBeNull();
  });
});

describe('tournament runner', () => {
  it('counts every game once and its log replays to the same end', () => {
    const sum = runTournament(module, { bots: [randomBot, randomBot, randomBot], games: 50, seed: 7 });
    expect(sum.wins.reduce((a, b) => a + b, 0) + sum.draws + sum.unfinished).toBe(50);
    const g = playGame(module, [randomBot, randomBot], highcard.defaultConfig(2), 'log');
    const r = replay(module, highcard.defaultConfig(2), 'log', g.moves);
    expect(r.ok && module.outcome(r.value.state).kind).toBe('win');
  });

  it('counts a bot that answers illegal moves as errors and keeps the game going', () => {
    const liar: Bot = { id: 'liar', label: 'Liar', choose: () => ({ type: 'play', card: 999 }) };
    const sum = runTournament(module, { bots: [liar, randomBot], games: 5, seed: 1 });
    expect(sum.errors).toBeGreaterThan(0);
    expect(sum.errorSamples[0]).toMatch(/illegal move/);
    expect(sum.unfinished).toBe(0);
  });
});

describe('worker service', () => {
  it('answers coded errors for an unknown game or bot', async () => {
    expect(await think({ game: 'nope', view: null, seat: 0, bot: 'random', seed: 1 })).toEqual({ ok: false, error: { code: 'UNKNOWN_GAME', game: 'nope' } });
  });
});

describe('npm run sim (CLI)', () => {
  const run = (args: string[]) => execFileSync('npx', ['tsx', 'scripts/sim.ts', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

  it('prints one JSON summary for a tournament', () => {
    const out = JSON.parse(run(['--game', 'tests/fixtures/highcard.ts', '--seats', 'random,random', '--games', '20', '--seed', 'cli'])) as Record<string, unknown>;
    expect(out).toMatchObject({ game: 'highcard', games: 20, errors: 0 });
    expect((out.wins as number[]).length).toBe(2);
    expect(typeof out.meanPlies).toBe('number');
    expect(out.movesPerSec as number).toBeGreaterThan(0);
  });

  it('applies a move list to a position file and prints the position and events', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-'));
    const r = highcard.setup(highcard.defaultConfig(2), 'pos');
    if (!r.ok) throw new Error('setup');
    writeFileSync(join(dir, 'p.json'), JSON.stringify(exportPosition(highcard, r.value.config, r.value)));
    writeFileSync(join(dir, 'm.json'), JSON.stringify([{ seat: 0, move: { type: 'keep' } }, { seat: 1, move: { type: 'keep' } }]));
    const out = JSON.parse(run(['--game', 'tests/fixtures/highcard.ts', '--position', join(dir, 'p.json'), '--moves', join(dir, 'm.json')])) as { ok: boolean; events: unknown[]; position: { state: HcState } };
    expect(out.ok).toBe(true);
    expect(out.events).toEqual([{ type: 'phase.changed', phase: 'play' }]);
    expect(out.position.state.phase).toBe('play');
  });

  it('refuses an unknown game with exit code 2 and a reason that lists the built ones', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      run(['--game', 'nonsense', '--seats', 'random,random']);
    } catch (e) {
      failure = e as typeof failure;
    }
    expect(failure.status).toBe(2);
    expect(failure.stderr).toMatch(/unknown or unavailable game "nonsense"/);
    // Every game of the catalogue is listed; each has a loader now (gateway was the last), so none is marked unbuilt.
    expect(GAMES.filter((g) => !(g.id in GAME_LOADERS)).map((g) => g.id)).toEqual([]);
    for (const g of GAMES) expect(failure.stderr).toContain(g.id);
    expect(failure.stderr).not.toMatch(/not built yet/);
  });

  it('alternates seats, reports each bot with a Wilson interval, and --jobs 2 gives the same result as one process', () => {
    const args = ['--game', 'tests/fixtures/highcard.ts', '--ai', 'tests/ai/highcard-ai.ts', '--seats', 'greedy,random', '--games', '60', '--seed', 'jobs', '--alternate'];
    type Out = { games: number; alternate: boolean; jobs: number; wins: number[]; draws: number; meanPlies: number; errors: number; bots: { id: string; wins: number; winRate: number; ci95: [number, number]; decisions: number; meanDecisionMs: number }[] };
    const one = JSON.parse(run([...args, '--jobs', '1'])) as Out;
    const two = JSON.parse(run([...args, '--jobs', '2'])) as Out;
    expect(one).toMatchObject({ games: 60, alternate: true, jobs: 1, errors: 0 });
    expect(two.jobs).toBe(2);
    for (const k of ['games', 'wins', 'draws', 'meanPlies'] as const) expect(two[k]).toEqual(one[k]);
    expect(two.bots.map((b) => [b.id, b.wins, b.decisions])).toEqual(one.bots.map((b) => [b.id, b.wins, b.decisions]));
    for (const b of one.bots) {
      expect(b.ci95[0]).toBeLessThanOrEqual(b.winRate);
      expect(b.ci95[1]).toBeGreaterThanOrEqual(b.winRate);
      expect(b.decisions).toBeGreaterThan(0);
      expect(b.meanDecisionMs).toBeGreaterThan(0);
    }
    expect(one.bots.map((b) => b.id)).toEqual(['greedy', 'random']);
  });
});

describe('tournament runner: a bot that throws', () => {
  it('records one error per throw and plays a legal move in its place', () => {
    const thrower: Bot = { id: 'thrower', label: 'Thrower', choose: () => { throw new Error('boom'); } };
    const g = playGame(module, [thrower, randomBot], highcard.defaultConfig(2), 'throw');
    const throws = g.moves.filter((m) => m.seat === 0).length;
    expect(g.finished).toBe(true);
    expect(g.errors).toHaveLength(throws);
    expect(g.errors.every((e) => /^thrower threw at ply \d+: boom$/.test(e))).toBe(true);
  });
});

describe('levels', () => {
  it('easy, medium (shown as Normal) and hard are ISMCTS with ~30 ms, ~250 ms and ~1 s, and matching iteration budgets', () => {
    expect(Object.keys(LEVELS)).toEqual(['easy', 'medium', 'hard']);
    expect([LEVELS.easy.label, LEVELS.medium.label, LEVELS.hard.label]).toEqual(['Easy', 'Normal', 'Hard']);
    expect([LEVELS.easy.thinkMs, LEVELS.medium.thinkMs, LEVELS.hard.thinkMs]).toEqual([30, 250, 1000]);
    for (const l of [LEVELS.easy, LEVELS.medium]) expect(l.iterations).toBe(Math.round((l.thinkMs * REFERENCE_ITERATIONS_PER_SECOND) / 1000));
    // Hard's 16-ply playouts cost 25/18 of an 8-ply iteration: its second buys fewer, longer iterations.
    expect(LEVELS.hard.options.playoutScale).toBe(2);
    expect(LEVELS.hard.iterations).toBe(Math.round((1000 * REFERENCE_ITERATIONS_PER_SECOND * 18) / 1000 / 25));
    expect(LEVELS.hard.bot.id).toBe('hard');
    for (const l of Object.values(LEVELS)) expect(l.bot.thinkMs).toBe(l.thinkMs);
  });

  it('a level without a time budget replays exactly from its iteration budget (what sims use)', () => {
    const s = midGame('level');
    const view = highcard.view(s, 0);
    const a = LEVELS.easy.bot.choose({ module, view, seat: 0, seed: 5 });
    expect(LEVELS.easy.bot.choose({ module, view, seat: 0, seed: 5 })).toEqual(a);
    expect(ismctsBot({ iterations: LEVELS.easy.iterations }).choose({ module, view, seat: 0, seed: 5 })).toEqual(a);
    expect(isLegal(s, 0, a)).toBe(true);
  });
});

describe('botById', () => {
  it.each([
    ['random', 'random'], ['greedy', 'greedy'], ['greedy:8', 'greedy:8'], ['mc8', 'mc8'], ['easy', 'easy'], ['medium', 'medium'], ['normal', 'medium'], ['hard', 'hard'],
    ['ismcts', 'ismcts'], ['ismcts:2000', 'ismcts:2000'], ['ismcts@250ms', 'ismcts@250ms'], ['ismcts:2000@250ms', 'ismcts:2000@250ms'], ['ismcts:500/d8/c0.5', 'ismcts:500/d8/c0.5'],
    ['ismcts:1000/plan', 'ismcts:1000/plan'], ['ismcts:1000/c0.1/noplan', 'ismcts:1000/c0.1/noplan'],
  ])('reads %s as the bot %s', (id, want) => {
    expect(botById(id)?.id).toBe(want);
  });

  it('a time-budgeted id carries its think time for the worker', () => {
    expect(botById('ismcts@250ms')?.thinkMs).toBe(250);
    expect(botById('ismcts:2000')?.thinkMs).toBeUndefined();
  });

  it('every bot built from options reads back from its own id', () => {
    for (const bot of [greedyBot(2), ismctsBot({ iterations: 300, thinkMs: 40, playoutDepth: 6, exploration: 1.2 }), ismctsBot({ playoutDepth: 3 })]) {
      expect(botById(bot.id)?.id).toBe(bot.id);
    }
  });

  it.each(['', 'ismcts:', 'ismcts:0', 'ismcts@ms', 'greedy:x', 'Hard', 'toString', 'constructor'])('refuses %j', (id) => {
    expect(botById(id)).toBeUndefined();
  });
});

describe('worker service with a game', () => {
  const loaders = GAME_LOADERS as Record<string, (() => Promise<GameModule>) | undefined>;
  let determinized = 0;
  // A loader for the fixture that counts determinizations: one for the root's moves plus one per iteration.
  beforeAll(() => {
    loaders.highcard = async () => ({ ...module, determinize: (v, seat, rng) => (determinized++, module.determinize(v, seat, rng)) });
  });
  afterAll(() => {
    delete loaders.highcard;
  });

  it('thinks with the level’s think time when the request gives none', async () => {
    const view = highcard.view(midGame('svc'), 0);
    const spy = vi.spyOn(LEVELS.easy.bot, 'choose');
    const r = await think({ game: 'highcard', view, seat: 0, bot: 'easy', seed: 1 });
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ thinkMs: 30, seat: 0 }));
    spy.mockRestore();
    expect(r.ok && isLegal(midGame('svc'), 0, r.value)).toBe(true);
  });

  it('stops within one iteration of the request’s budget: thinkMs 0 is exactly one iteration', async () => {
    const s = midGame('svc0');
    determinized = 0;
    const r = await think({ game: 'highcard', view: highcard.view(s, 0), seat: 0, bot: 'hard', seed: 1, thinkMs: 0 });
    expect(determinized).toBe(2);
    expect(r.ok && isLegal(s, 0, r.value)).toBe(true);
  });

  it('an iteration-budgeted bot replays exactly through the service', async () => {
    const s = midGame('svc-it');
    const view = highcard.view(s, 0);
    const a = await think({ game: 'highcard', view, seat: 0, bot: 'ismcts:300', seed: 'z' });
    const b = await think({ game: 'highcard', view, seat: 0, bot: 'ismcts:300', seed: 'z' });
    expect(a).toEqual(b);
    expect(a).toEqual({ ok: true, value: ismctsBot({ iterations: 300 }).choose({ module, view, seat: 0, seed: 'z' }) });
  });

  it('answers UNKNOWN_BOT for an id it cannot read', async () => {
    expect(await think({ game: 'highcard', view: null, seat: 0, bot: 'ismcts:abc', seed: 1 })).toEqual({ ok: false, error: { code: 'UNKNOWN_BOT', bot: 'ismcts:abc' } });
  });
});

describe('tournament seating and statistics', () => {
  it('alternating rotates the seats every game and gives each rotation one deal', () => {
    const opts = { bots: [randomBot, greedyBot()], seed: 's', alternate: true };
    expect([0, 1, 2, 3].map((g) => seating(opts, g))).toEqual([
      { bots: [0, 1], seed: 's#0' }, { bots: [1, 0], seed: 's#0' }, { bots: [0, 1], seed: 's#1' }, { bots: [1, 0], seed: 's#1' },
    ]);
    expect(seating({ ...opts, alternate: false }, 3)).toEqual({ bots: [0, 1], seed: 's#3' });
  });

  it('counts wins per bot, not per seat, when seats alternate', () => {
    // In nim from 21 a perfect player wins from either seat against one who always takes 1: all wins are its own,
    // while a count by seat would split them.
    const perfect: Bot = { id: 'perfect', label: 'Perfect', choose: ({ view }) => ({ type: 'take', n: (view as NimState).tokens % 4 || 1 }) as MoveBase };
    const one: Bot = { id: 'one', label: 'One', choose: () => ({ type: 'take', n: 1 }) as MoveBase };
    const sum = runTournament(nim as unknown as GameModule, { bots: [one, perfect], games: 10, seed: 'per-bot', alternate: true });
    expect(sum.wins).toEqual([0, 10]);
    expect(sum.bots.map((b) => [b.id, b.wins, b.winRate])).toEqual([['one', 0, 0], ['perfect', 10, 1]]);
    expect(sum.bots[1]!.ci95[0]).toBeCloseTo(0.7225, 4);
  });

  it('computes the 95% Wilson interval', () => {
    const [lo, hi] = wilson(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });

  it('widens the interval of a share whose trials come in clusters that share their fate', () => {
    /** Sums over games, each game giving `per` trials that all succeed or all fail. */
    const sums = (outcomes: readonly boolean[], per: number) => {
      let sum = 0, total = 0, sumSq = 0, totalSq = 0, cross = 0;
      for (const won of outcomes) {
        const y = won ? per : 0;
        sum += y;
        total += per;
        sumSq += y * y;
        totalSq += per * per;
        cross += y * per;
      }
      return { sum, total, sumSq, totalSq, cross, clusters: outcomes.length };
    };
    const games = Array.from({ length: 100 }, (_, i) => i % 2 === 0);
    // One trial a game: the normal interval, 0.5 ± 1.96·sqrt(0.25/100)·sqrt(100/99).
    const [lo1, hi1] = clusteredShare(sums(games, 1));
    expect(hi1 - 0.5).toBeCloseTo(1.96 * Math.sqrt(0.25 / 100) * Math.sqrt(100 / 99), 6);
    expect(0.5 - lo1).toBeCloseTo(hi1 - 0.5, 9);
    // Ten trials a game that always agree teach nothing more than one: the same width, while Wilson's narrows.
    const [lo10, hi10] = clusteredShare(sums(games, 10));
    expect(hi10 - lo10).toBeCloseTo(hi1 - lo1, 9);
    const [wlo, whi] = wilson(500, 1000);
    expect(whi - wlo).toBeLessThan((hi10 - lo10) / 3);
    expect(clusteredShare({ sum: 0, total: 0, sumSq: 0, totalSq: 0, cross: 0, clusters: 5 })).toEqual([0, 1]);
  });
});

describe('search defaults per game', () => {
  it('a game may set its own playout depth and exploration; a level\'s playout scale multiplies the depth, so none stays none', async () => {
    const { registerSearchDefaults } = await import('../../src/ai/evaluators');
    const { playoutDepthFor, PLAYOUT_DEPTH_WITHOUT_EVALUATOR } = await import('../../src/ai/ismcts');
    expect(playoutDepthFor('nosuchgame')).toBe(PLAYOUT_DEPTH_WITHOUT_EVALUATOR);
    const off = registerSearchDefaults('nosuchgame', { playoutDepth: 0, exploration: 0.03 });
    expect(playoutDepthFor('nosuchgame')).toBe(0);
    off();
    expect(playoutDepthFor('nosuchgame')).toBe(PLAYOUT_DEPTH_WITHOUT_EVALUATOR);
    await import('../../src/ai/gateway/eval');
    expect(playoutDepthFor('gateway')).toBe(0);
    await import('../../src/ai/gatekeeper/eval');
    expect(playoutDepthFor('gatekeeper')).toBe(8);
    expect(ismctsBot({ iterations: 10, playoutScale: 2 }).id).toBe('ismcts:10/x2');
  });
});
