import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { highcard } from '../fixtures/highcard';
import type { HcState } from '../fixtures/highcard';
import type { GameModule } from '../../src/rules/core/module';
import { botById, monteCarloBot, randomBot } from '../../src/ai/bots';
import type { Bot } from '../../src/ai/bots';
import { playGame, runTournament } from '../../src/ai/tournament';
import { think } from '../../src/ai/service';
import { exportPosition } from '../../src/rules/core/position';
import { replay } from '../../src/rules/core/replay';

const module = highcard as unknown as GameModule;

function midGame(seed: string): HcState {
  const r = highcard.setup(highcard.defaultConfig(2), seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  for (const [seat, move] of [[0, { type: 'keep' }], [1, { type: 'keep' }]] as const) {
    const a = highcard.apply(s, seat, move);
    if (!a.ok) throw new Error('apply');
    s = a.value.state;
  }
  return s;
}

describe('bots see only a view', () => {
  it.each(['random', 'mc8'])('%s chooses the same move whatever the opponent hides (same view, different hidden cards)', (id) => {
    const bot = botById(id)!;
    const s = midGame('peek');
    // Swap one of the opponent's hidden cards with one in the deck: seat 0's view is unchanged.
    const opp = s.hands[1]!.slice();
    const deck = s.deck.slice();
    [opp[0], deck[0]] = [deck[0]!, opp[0]!];
    const other: HcState = { ...s, hands: [s.hands[0]!, opp], deck };
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
    expect(typeof out.avgPlies).toBe('number');
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

  it('refuses an unbuilt game with exit code 2 and a reason', () => {
    expect(() => run(['--game', 'gatekeeper', '--seats', 'random,random'])).toThrow(/not built yet/);
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
