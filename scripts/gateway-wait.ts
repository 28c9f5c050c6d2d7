/**
 * How long a person waits for the computer in a four-seat Gateway Uprising game: seat 1 plays greedy (standing in
 * for the person), seats 2-4 are the computer at each level, asked through the worker's own entry point (src/ai/service
 * `think`: the level's think time scaled by the game's `levelTimeScale`). Prints, per level, the computer's thinking per round (mean, and the slowest round) and its decisions
 * per round. Animation time is not counted (the table's pace is the animation-speed setting's).
 *   npx tsx scripts/gateway-wait.ts [--rounds 4] [--games 2] [--levels easy,medium,hard]
 */
import { parseArgs } from 'node:util';
import { botById, LEVELS } from '../src/ai/bots';
import { searchDefaultsFor } from '../src/ai/evaluators';
import { think } from '../src/ai/service';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import type { GwState } from '../src/rules/gateway/index';
import { defaultConfig, gateway } from '../src/rules/gateway/index';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '4' }, games: { type: 'string', default: '2' }, levels: { type: 'string', default: 'easy,medium,hard' } }, strict: true });
const rounds = Number(values.rounds);
const games = Number(values.games);
const person = botById('greedy') as Bot;

for (const level of values.levels.split(',') as (keyof typeof LEVELS)[]) {
  const spec = LEVELS[level];
  if (!spec) throw new Error(`no level ${level}`);
  const perRound: number[] = [];
  let decisions = 0;
  for (let game = 0; game < games; game++) {
    const started = gateway.setup(defaultConfig(4), `wait/${level}/${game}`);
    if (!started.ok) throw new Error('setup failed');
    let state: GwState = started.value;
    let thinking = 0;
    for (let ply = 0; ply < 5000 && gateway.outcome(state).kind === 'ongoing' && perRound.length < (game + 1) * rounds; ply++) {
      const seat = gateway.decision(state).seats[0] ?? 0;
      const t0 = performance.now();
      const view = gateway.view(state, seat);
      const answer = seat === 0 ? null : await think({ game: 'gateway', view, seat, bot: level, seed: `${game}/${ply}` });
      if (answer && !answer.ok) throw new Error(`the computer did not answer: ${answer.error.code}`);
      const move = answer ? answer.value : person.choose({ module: gateway, view, seat, seed: `${game}/${ply}` });
      if (seat !== 0) {
        thinking += performance.now() - t0;
        decisions++;
      }
      // The bot answers a move of the game's own list; parsed into the game's type as the app's worker answer is.
      const parsed = gateway.parseMove(move);
      if (!parsed.ok) throw new Error(`no move at ply ${ply}`);
      const applied = gateway.apply(state, seat, parsed.value);
      if (!applied.ok) throw new Error(`illegal move at ply ${ply}`);
      state = applied.value.state;
      if (applied.value.events.some((e) => e.type === 'roundEnded')) {
        perRound.push(thinking);
        thinking = 0;
      }
    }
  }
  const mean = perRound.reduce((sum, ms) => sum + ms, 0) / Math.max(1, perRound.length);
  const perDecision = spec.thinkMs * (searchDefaultsFor('gateway')?.levelTimeScale ?? 1);
  console.log(`${spec.label.padEnd(6)} (${perDecision} ms a decision): ${(mean / 1000).toFixed(1)} s of computer thinking per round on average, slowest round ${(Math.max(...perRound) / 1000).toFixed(1)} s; ${(decisions / Math.max(1, perRound.length)).toFixed(1)} computer decisions per round (${perRound.length} rounds)`);
}
