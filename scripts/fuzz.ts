/**
 * The fuzz suite at full size (`npm run fuzz [-- --game <id>] [--runs N] [--seed N]`): arbitrary JSON and mutated
 * real states, moves and position files through every entry point of every game (tests/rules/fuzz/fuzz.ts), with
 * the figures printed per game: inputs tried and accepted per entry point, throws, states changed by a refusal,
 * and states that loaded and then crashed or stalled within 200 random moves. Exits 1 when any of those is not 0.
 */
import { parseArgs } from 'node:util';
import type { GameModule } from '../src/rules/core/module';
import { loadGameModule } from '../src/rules/games';
import { ENTRY_POINTS, fuzzGame } from '../tests/rules/fuzz/fuzz';

const { values } = parseArgs({ options: { game: { type: 'string' }, runs: { type: 'string', default: '5000' }, seed: { type: 'string', default: '2026' }, games: { type: 'string', default: '24' } } });
const runs = Number(values.runs);
const ids = values.game ? [values.game] : ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
let bad = 0;
for (const id of ids) {
  const module = (await loadGameModule(id)) as GameModule<unknown, object> | undefined;
  if (!module) throw new Error(`no game "${id}"`);
  const started = performance.now();
  const figures = fuzzGame(module, { arbitrary: runs, mutations: runs, playOn: 200, games: Number(values.games), seed: Number(values.seed) });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${id} (${seconds} s)`);
  for (const entry of ENTRY_POINTS) console.log(`  ${entry.padEnd(16)} tried ${String(figures.tried[entry]).padStart(7)}  accepted ${String(figures.accepted[entry]).padStart(7)}`);
  console.log(`  throws ${figures.throws}, state changed on refusal ${figures.changedOnRefusal}, loaded then crashed ${figures.loadedThenCrashed} (of ${figures.playedOn} loaded states played on for 200 moves)`);
  for (const failure of figures.failures) console.log(`  ! ${failure}`);
  bad += figures.throws + figures.changedOnRefusal + figures.loadedThenCrashed;
}
process.exitCode = bad === 0 ? 0 : 1;
