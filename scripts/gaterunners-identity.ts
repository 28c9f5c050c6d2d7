/**
 * GateRunners move for move, before and after an engine change (`npx tsx scripts/gaterunners-identity.ts
 * [--games 200] [--write | --check] [--file path]`): plays seeded random games over every pair of decks and
 * records, for each game, one hash chained over every ply: the seat, the whole list of legal moves in order,
 * the move played, its events and the hash of the state after it (and the final outcome), and every 5th ply each
 * seat's view and a seeded determinization of it (what the bots see and sample). Stricter than
 * scripts/same-games.ts (which hashes every 25th state and counts the legal moves): any difference in a legal
 * move list, an event or any state shows up in the game where it happens.
 *
 * Each ply is played both through applyLegal and through validated apply, which must agree; the state before
 * the ply is hashed again afterwards, so a step that writes into its input is caught too.
 *
 * Run it with `--write` on the code before a change (it records the per-game hashes in the file; default: a
 * temporary file, since this is a tool for one refactor, not a fixture), then with `--check` on the code after it:
 * it names the first game that differs and exits 1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { hashString, stableStringify, stateHash } from '../src/rules/core/hash';
import type { Seat } from '../src/rules/core/module';
import { createRng, nextInt } from '../src/rules/core/rng';
import { DECKS } from '../src/rules/gaterunners/cards';
import { gaterunners } from '../src/rules/gaterunners';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    write: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    file: { type: 'string', default: join(tmpdir(), 'gaterunners-identity.json') },
  },
});
const games = Number(values.games);
const MAX_PLIES = 3000;

/** The chained hash of one seeded random game, and how many plies it lasted. */
function playGame(game: number): { hash: string; plies: number } {
  const deckPair = game % (DECKS.length * DECKS.length);
  const decks = [(DECKS[Math.floor(deckPair / DECKS.length)] as (typeof DECKS)[number]).id, (DECKS[deckPair % DECKS.length] as (typeof DECKS)[number]).id] as const;
  const setup = gaterunners.setup({ ...gaterunners.defaultConfig(2), decks }, `identity-${game}`);
  if (!setup.ok) throw new Error(`setup failed: ${setup.error.code}`);
  let state = setup.value;
  const pick = createRng(`identity-${game}/picker`);
  let chain = hashString(stateHash(state));
  let plies = 0;
  for (; plies < MAX_PLIES && gaterunners.outcome(state).kind === 'ongoing'; plies++) {
    const deciding = gaterunners.decision(state).seats;
    const seat = deciding[nextInt(pick, deciding.length)] as Seat;
    const legal = gaterunners.legalMoves(state, seat);
    const move = legal[nextInt(pick, legal.length)];
    if (!move) throw new Error(`game ${game}, ply ${plies}: no legal move`);
    const before = stateHash(state);
    const fast = gaterunners.applyLegal(state, seat, move);
    const checked = gaterunners.apply(state, seat, move);
    if (!checked.ok) throw new Error(`game ${game}, ply ${plies}: a legal move was refused: ${checked.error.code}`);
    if (stateHash(state) !== before) throw new Error(`game ${game}, ply ${plies}: the step wrote into its input state`);
    const after = stateHash(fast.state);
    if (stateHash(checked.value.state) !== after || stableStringify(checked.value.events) !== stableStringify(fast.events)) throw new Error(`game ${game}, ply ${plies}: apply and applyLegal disagree`);
    chain = hashString(`${chain}|${seat}|${stableStringify(legal)}|${stableStringify(move)}|${stableStringify(fast.events)}|${after}`);
    // What the bots see and sample: every 5th ply, each seat's view and a seeded determinization of it.
    if (plies % 5 === 0) {
      for (const viewer of [0, 1]) {
        const seen = gaterunners.view(state, viewer);
        const sampled = gaterunners.determinize(seen, viewer, createRng(`identity-${game}/${plies}/${viewer}`));
        chain = hashString(`${chain}|${stableStringify(seen)}|${stateHash(sampled)}`);
      }
    }
    state = fast.state;
  }
  chain = hashString(`${chain}|${stableStringify(gaterunners.outcome(state))}`);
  return { hash: chain, plies };
}

const hashes: string[] = [];
let totalPlies = 0;
const started = performance.now();
for (let game = 0; game < games; game++) {
  const { hash, plies } = playGame(game);
  hashes.push(hash);
  totalPlies += plies;
}
const digest = hashString(hashes.join(','));
console.log(`gaterunners: ${games} games, ${totalPlies} plies → ${digest} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (values.write) {
  writeFileSync(values.file, `${JSON.stringify({ games, plies: totalPlies, digest, hashes }, null, 1)}\n`);
  console.log(`recorded in ${values.file}`);
}
if (values.check) {
  const recorded = JSON.parse(readFileSync(values.file, 'utf8')) as { games: number; plies: number; digest: string; hashes: string[] };
  const firstDifferent = hashes.findIndex((hash, game) => recorded.hashes[game] !== hash);
  if (recorded.games !== games || firstDifferent >= 0 || recorded.digest !== digest) {
    console.log(`DIFFERENT from ${values.file}${firstDifferent >= 0 ? `: first at game ${firstDifferent}` : ` (recorded ${recorded.games} games)`}`);
    process.exitCode = 1;
  } else console.log(`same as ${values.file} (${recorded.plies} plies recorded)`);
}
