/**
 * Gateway balance: the starting player's advantage per scenario (and in random games), the same bot in every seat.
 *   npx tsx scripts/gateway-balance.ts [--bot greedy:2] [--players 2] [--games 20] [--seed b] [--jobs 1] [--scenarios a,b]
 * Prints one JSON document: per scenario the games, the starting player's win share (a shared win counts 1/k) with
 * its 95% Wilson interval (the share taken as a proportion of the games), its outright wins with their 95% Wilson
 * interval, the expected share (1/players), mean plies and rounds, and how games ended; then the same over every
 * scenario together. `--jobs 2` plays the scenarios in two child processes (the results are the same as with one).
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import { playGame, wilson } from '../src/ai/tournament';
import type { GameModule } from '../src/rules/core/module';
import { replay } from '../src/rules/core/replay';
import type { GwState } from '../src/rules/gateway/index';
import { defaultConfig, gateway, SCENARIOS } from '../src/rules/gateway/index';

const { values } = parseArgs({
  options: {
    bot: { type: 'string', default: 'greedy:2' },
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '20' },
    seed: { type: 'string', default: 'b' },
    jobs: { type: 'string', default: '1' },
    scenarios: { type: 'string' },
    /** Internal: a child process prints its raw rows, one JSON line. */
    raw: { type: 'boolean', default: false },
  },
  strict: true,
});
const bot = botById(values.bot) as Bot | undefined;
const players = Number(values.players);
const games = Number(values.games);
const jobs = Number(values.jobs);
const allScenarios = ['random', ...SCENARIOS.map((s) => s.id)];
const scenarios = values.scenarios ? values.scenarios.split(',') : allScenarios;
if (!bot || !Number.isInteger(players) || players < 2 || players > 4 || !Number.isInteger(games) || games < 1 || !Number.isInteger(jobs) || jobs < 1 || scenarios.some((s) => !allScenarios.includes(s))) {
  process.stderr.write('gateway-balance: --bot <id> --players 2..4 --games N [--jobs N] [--scenarios random,arriving,...]\n');
  process.exit(2);
}

/** Raw counts of one scenario's games. */
interface Row {
  readonly scenario: string;
  readonly games: number;
  readonly share: number;
  readonly outright: number;
  readonly plies: number;
  readonly rounds: number;
  readonly endings: Record<string, number>;
}

function playScenario(scenario: string): Row {
  const config = { ...defaultConfig(players), scenario };
  let share = 0, outright = 0, plies = 0, rounds = 0;
  const endings: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seed = `${values.seed}/${scenario}/${g}`;
    const start = gateway.setup(config, seed);
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const first = start.value.first;
    const played = playGame(gateway as unknown as GameModule, Array.from({ length: players }, () => bot as Bot), config, seed);
    plies += played.moves.length;
    const end = replay(gateway as unknown as GameModule<unknown, GwState>, config, seed, played.moves);
    if (end.ok) rounds += end.value.state.round;
    if (played.ending) endings[played.ending] = (endings[played.ending] ?? 0) + 1;
    const winners = played.winners ?? [];
    if (winners.includes(first)) {
      share += 1 / winners.length;
      if (winners.length === 1) outright++;
    }
  }
  return { scenario, games, share, outright, plies, rounds, endings };
}

/** Plays a share of the scenarios in a child process of this script. */
function child(part: readonly string[]): Promise<Row[]> {
  const args = ['tsx', process.argv[1] as string, '--bot', values.bot, '--players', String(players), '--games', String(games), '--seed', values.seed, '--scenarios', part.join(','), '--raw'];
  return new Promise((resolve, reject) => {
    const proc = spawn('npx', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as Row[]) : reject(new Error(`child exited ${code}`))));
  });
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
function summary(row: Omit<Row, 'scenario'>) {
  const [shareLo, shareHi] = wilson(row.share, row.games);
  const [lo, hi] = wilson(row.outright, row.games);
  return {
    games: row.games,
    firstShare: r3(row.share / row.games),
    shareCi95: [r3(shareLo), r3(shareHi)],
    firstOutright: r3(row.outright / row.games),
    ci95: [r3(lo), r3(hi)],
    expected: r3(1 / players),
    meanPlies: r3(row.plies / row.games),
    meanRounds: r3(row.rounds / row.games),
    endings: row.endings,
  };
}

let rows: Row[];
if (values.raw || jobs === 1) rows = scenarios.map(playScenario);
else {
  const parts = Array.from({ length: Math.min(jobs, scenarios.length) }, (_, k) => scenarios.filter((_, i) => i % jobs === k));
  rows = (await Promise.all(parts.map(child))).flat();
  rows.sort((a, b) => scenarios.indexOf(a.scenario) - scenarios.indexOf(b.scenario));
}
if (values.raw) process.stdout.write(`${JSON.stringify(rows)}\n`);
else {
  const total = { games: 0, share: 0, outright: 0, plies: 0, rounds: 0, endings: {} as Record<string, number> };
  for (const row of rows) {
    total.games += row.games;
    total.share += row.share;
    total.outright += row.outright;
    total.plies += row.plies;
    total.rounds += row.rounds;
    for (const [k, n] of Object.entries(row.endings)) total.endings[k] = (total.endings[k] ?? 0) + n;
  }
  const out = { bot: values.bot, players, seed: values.seed, rows: rows.map((row) => ({ scenario: row.scenario, ...summary(row) })), all: summary(total) };
  process.stdout.write(`${JSON.stringify(out, null, 1)}\n`);
}
