/**
 * Same games before and after a refactor (`npx tsx scripts/same-games.ts [--games 1000] [--game <id>] [--write]`):
 * prints each game's digest of N seeded random games (tests/rules/same/same-games.ts) and compares it with the
 * recorded one in tests/fixtures/same-games.json; `--write` records the current digests. Exits 1 on a difference.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GameModule } from '../src/rules/core/module';
import { loadGameModule } from '../src/rules/games';
import { sameGamesDigest } from '../tests/rules/same/same-games';

const FILE = 'tests/fixtures/same-games.json';
const { values } = parseArgs({ options: { games: { type: 'string', default: '1000' }, game: { type: 'string' }, write: { type: 'boolean', default: false } } });
const games = Number(values.games);
const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, Record<string, string>>;
let differ = 0;
for (const id of values.game ? [values.game] : ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
  const module = (await loadGameModule(id)) as GameModule<unknown, object>;
  const started = performance.now();
  const digest = sameGamesDigest(module, games);
  const before = recorded[id]?.[String(games)];
  const verdict = before === undefined ? 'no record' : before === digest ? 'same' : 'DIFFERENT';
  if (verdict === 'DIFFERENT') differ++;
  console.log(`${id}: ${games} games → ${digest} (${verdict}; ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (values.write) recorded[id] = { ...recorded[id], [String(games)]: digest };
}
if (values.write) writeFileSync(FILE, `${JSON.stringify(recorded, null, 2)}\n`);
process.exitCode = differ === 0 ? 0 : 1;
