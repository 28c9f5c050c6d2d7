/**
 * GateRunners deck balance by AI-vs-AI play (GR-55, the issue's "no deck above 60% against any other"):
 *   npx tsx scripts/gaterunners-balance.ts --bot ismcts:300 --rounds 10 [--seed S] [--out matrix.json]
 * Each round plays every pair of different decks twice with the same seed, the decks swapping seats, with the same
 * bot in both seats; rounds interleave the pairs, so a run stopped early still covers them all evenly. Prints (and
 * with --out rewrites after every game) one JSON document: each deck's wins against each other deck with a 95%
 * Wilson interval, the first player's share, mean plies and turns, and how games ended.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import { playGame, wilson } from '../src/ai/tournament';
import '../src/ai/gaterunners/eval';
import type { GameModule } from '../src/rules/core/module';
import type { GrMove, GrState } from '../src/rules/gaterunners/index';
import { DECKS, DEFAULT_CONFIG, gaterunners } from '../src/rules/gaterunners/index';

const { values } = parseArgs({ options: { bot: { type: 'string', default: 'ismcts:300' }, rounds: { type: 'string', default: '10' }, seed: { type: 'string', default: 'balance' }, out: { type: 'string' }, decks: { type: 'string' } }, strict: true });

const bot = botById(values.bot as string);
if (!bot) throw new Error(`unknown bot ${values.bot}`);
const decks = values.decks ? (values.decks as string).split(',') : DECKS.map((d) => d.id);
const pairs: [string, string][] = [];
for (let i = 0; i < decks.length; i++) for (let j = i + 1; j < decks.length; j++) pairs.push([decks[i] as string, decks[j] as string]);

/** wins[a][b]: games deck a won against deck b; games[a][b] likewise played. */
const wins: Record<string, Record<string, number>> = {};
const games: Record<string, Record<string, number>> = {};
for (const a of decks) {
  wins[a] = {};
  games[a] = {};
  for (const b of decks) {
    (wins[a] as Record<string, number>)[b] = 0;
    (games[a] as Record<string, number>)[b] = 0;
  }
}
const endings: Record<string, number> = {};
let played = 0, plies = 0, turns = 0, firstWins = 0, decided = 0;
const t0 = performance.now();

/** The final state of a played game, replayed from its moves (for its turn count and first player). */
function finalState(seed: string, config: typeof DEFAULT_CONFIG, moves: readonly { seat: number; move: unknown }[]): GrState {
  const r = gaterunners.setup(config, seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  for (const { seat, move } of moves) s = gaterunners.applyLegal(s, seat, move as GrMove).state;
  return s;
}

function summary() {
  const rate = (a: string, b: string) => {
    const w = wins[a]?.[b] ?? 0, n = games[a]?.[b] ?? 0;
    const [lo, hi] = wilson(w, n);
    return n === 0 ? null : { wins: w, games: n, rate: +(w / n).toFixed(3), ci95: [+lo.toFixed(3), +hi.toFixed(3)] };
  };
  const matrix: Record<string, Record<string, unknown>> = {};
  for (const a of decks) {
    matrix[a] = {};
    for (const b of decks) if (a !== b) (matrix[a] as Record<string, unknown>)[b] = rate(a, b);
  }
  const overall = Object.fromEntries(decks.map((a) => {
    let w = 0, n = 0;
    for (const b of decks) {
      w += wins[a]?.[b] ?? 0;
      n += games[a]?.[b] ?? 0;
    }
    return [a, { wins: w, games: n, rate: n ? +(w / n).toFixed(3) : null }];
  }));
  return {
    bot: bot?.id, seed: values.seed, games: played, decided, matrix, overall,
    firstPlayerWinRate: decided ? +(firstWins / decided).toFixed(3) : null,
    meanPlies: played ? +(plies / played).toFixed(1) : null, meanTurns: played ? +(turns / played).toFixed(1) : null,
    endings, seconds: +((performance.now() - t0) / 1000).toFixed(1),
  };
}

const rounds = Number(values.rounds);
for (let r = 0; r < rounds; r++) {
  for (const [a, b] of pairs) {
    for (const seated of [[a, b], [b, a]] as const) {
      const seed = `${values.seed}-${a}-${b}-${r}`;
      const config = { ...DEFAULT_CONFIG, decks: [seated[0], seated[1]] as [string, string] };
      const g = playGame(gaterunners as unknown as GameModule, [bot, bot], config, seed);
      if (g.errors.length > 0) process.stderr.write(`${seed}: ${g.errors.join('; ')}\n`);
      const s = finalState(seed, config, g.moves);
      played++;
      plies += g.moves.length;
      turns += s.turn;
      endings[g.ending ?? 'unfinished'] = (endings[g.ending ?? 'unfinished'] ?? 0) + 1;
      for (const x of [0, 1]) (games[seated[x] as string] as Record<string, number>)[seated[1 - x] as string]! += 1;
      if (g.winners?.length === 1) {
        const w = g.winners[0] as number;
        decided++;
        if (w === s.first) firstWins++;
        (wins[seated[w] as string] as Record<string, number>)[seated[1 - w] as string]! += 1;
      }
      process.stderr.write(`round ${r} ${seated.join(' v ')}: ${g.winners?.length === 1 ? `${seated[g.winners[0] as number]} won` : 'draw'} (${g.ending}, ${s.turn} turns)\n`);
      if (values.out) writeFileSync(values.out, `${JSON.stringify(summary(), null, 1)}\n`);
    }
  }
}
process.stdout.write(`${JSON.stringify(summary(), null, 1)}\n`);
