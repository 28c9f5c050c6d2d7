/**
 * Gateway balance: the starting player's advantage per scenario (and in random games), the same bot in every seat.
 *   npx tsx scripts/gateway-balance.ts [--bot greedy:2] [--players 2] [--games 20] [--seed b]
 * Prints one JSON document: per scenario the games, the starting player's win share (a shared win counts 1/k) and
 * its 95% Wilson interval over outright wins, the expected share (1/players), mean plies and rounds, and how games
 * ended; then the same over every scenario together.
 */
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import { playGame, wilson } from '../src/ai/tournament';
import type { GameModule } from '../src/rules/core/module';
import { replay } from '../src/rules/core/replay';
import type { GwState } from '../src/rules/gateway/index';
import { defaultConfig, gateway, SCENARIOS } from '../src/rules/gateway/index';

const { values } = parseArgs({ options: { bot: { type: 'string', default: 'greedy:2' }, players: { type: 'string', default: '2' }, games: { type: 'string', default: '20' }, seed: { type: 'string', default: 'b' } }, strict: true });
const bot = botById(values.bot) as Bot | undefined;
const players = Number(values.players);
const games = Number(values.games);
if (!bot || !Number.isInteger(players) || players < 2 || players > 4 || !Number.isInteger(games) || games < 1) {
  process.stderr.write('gateway-balance: --bot <id> --players 2..4 --games N\n');
  process.exit(2);
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const total = { games: 0, share: 0, outright: 0, plies: 0, rounds: 0, endings: {} as Record<string, number> };
const rows = ['random', ...SCENARIOS.map((s) => s.id)].map((scenario) => {
  const config = { ...defaultConfig(players), scenario };
  let share = 0, outright = 0, plies = 0, rounds = 0;
  const endings: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seed = `${values.seed}/${scenario}/${g}`;
    const start = gateway.setup(config, seed);
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const first = start.value.first;
    const r = playGame(gateway as unknown as GameModule, Array.from({ length: players }, () => bot), config, seed);
    plies += r.moves.length;
    const end = replay(gateway as unknown as GameModule<unknown, GwState>, config, seed, r.moves);
    if (end.ok) rounds += end.value.state.round;
    if (r.ending) endings[r.ending] = (endings[r.ending] ?? 0) + 1;
    const winners = r.winners ?? [];
    if (winners.includes(first)) {
      share += 1 / winners.length;
      if (winners.length === 1) outright++;
    }
  }
  total.games += games;
  total.share += share;
  total.outright += outright;
  total.plies += plies;
  total.rounds += rounds;
  for (const [k, n] of Object.entries(endings)) total.endings[k] = (total.endings[k] ?? 0) + n;
  const [lo, hi] = wilson(outright, games);
  return { scenario, games, firstShare: r3(share / games), firstOutright: r3(outright / games), ci95: [r3(lo), r3(hi)], expected: r3(1 / players), meanPlies: r3(plies / games), meanRounds: r3(rounds / games), endings };
});
const [lo, hi] = wilson(total.outright, total.games);
const all = { games: total.games, firstShare: r3(total.share / total.games), firstOutright: r3(total.outright / total.games), ci95: [r3(lo), r3(hi)], expected: r3(1 / players), meanPlies: r3(total.plies / total.games), meanRounds: r3(total.rounds / total.games), endings: total.endings };
process.stdout.write(`${JSON.stringify({ bot: values.bot, players, seed: values.seed, rows, all }, null, 1)}\n`);
