/**
 * Gateway balance: the starting player's advantage per scenario (and in random games), the same bot in every seat.
 *   npx tsx scripts/gateway-balance.ts [--bot greedy:2] [--players 2] [--games 20] [--seed b]
 * Prints one JSON document: per scenario the games, the starting player's win share (a shared win counts 1/k) and
 * its 95% Wilson interval over outright wins, the expected share (1/players), mean plies and how games ended.
 */
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import { playGame, wilson } from '../src/ai/tournament';
import type { GameModule } from '../src/rules/core/module';
import { defaultConfig, gateway, SCENARIOS } from '../src/rules/gateway/index';

const { values } = parseArgs({ options: { bot: { type: 'string', default: 'greedy:2' }, players: { type: 'string', default: '2' }, games: { type: 'string', default: '20' }, seed: { type: 'string', default: 'b' } }, strict: true });
const bot = botById(values.bot) as Bot | undefined;
const players = Number(values.players);
const games = Number(values.games);
if (!bot || !Number.isInteger(players) || players < 2 || players > 4 || !Number.isInteger(games) || games < 1) {
  process.stderr.write('gateway-balance: --bot <id> --players 2..4 --games N\n');
  process.exit(2);
}

const rows = ['random', ...SCENARIOS.map((s) => s.id)].map((scenario) => {
  const config = { ...defaultConfig(players), scenario };
  let share = 0, outright = 0, plies = 0;
  const endings: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const seed = `${values.seed}/${scenario}/${g}`;
    const start = gateway.setup(config, seed);
    if (!start.ok) throw new Error(JSON.stringify(start.error));
    const first = start.value.first;
    const r = playGame(gateway as unknown as GameModule, Array.from({ length: players }, () => bot), config, seed);
    plies += r.moves.length;
    if (r.ending) endings[r.ending] = (endings[r.ending] ?? 0) + 1;
    const winners = r.winners ?? [];
    if (winners.includes(first)) {
      share += 1 / winners.length;
      if (winners.length === 1) outright++;
    }
  }
  const [lo, hi] = wilson(outright, games);
  return { scenario, games, firstShare: share / games, firstOutright: outright / games, ci95: [Math.round(lo * 1000) / 1000, Math.round(hi * 1000) / 1000], expected: 1 / players, meanPlies: plies / games, endings };
});
process.stdout.write(`${JSON.stringify({ bot: values.bot, players, rows }, null, 1)}\n`);
