/**
 * Benchmarks (`npm run bench`): speed and memory are measured here and reported in notes, never asserted by
 * timed tests. Each game adds its random-playout moves/s here when it lands.
 */
import { createRng, nextInt, nextU32, shuffleInPlace } from '../src/rules/core/rng';
import { stateHash } from '../src/rules/core/hash';
import { randomBot } from '../src/ai/bots';
import { runTournament } from '../src/ai/tournament';
import type { GameModule } from '../src/rules/core/module';
import { GAMES } from '../src/rules/catalog';
import { loadGameModule } from '../src/rules/games';
import { highcard } from '../tests/fixtures/highcard';

interface Row { readonly name: string; readonly value: number; readonly unit: string }

function timeIt(fn: () => number, minMs = 400): number {
  fn(); // warm-up
  let ops = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < minMs) {
    ops += fn();
    t = performance.now();
  }
  return ops / ((t - t0) / 1000);
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const rng = createRng('bench');
  rows.push({ name: 'rng nextU32', value: timeIt(() => { for (let i = 0; i < 1e5; i++) nextU32(rng); return 1e5; }), unit: 'ops/s' });
  const deck = Array.from({ length: 52 }, (_, i) => i);
  rows.push({ name: 'shuffle 52 cards', value: timeIt(() => { for (let i = 0; i < 1e4; i++) shuffleInPlace(rng, deck); return 1e4; }), unit: 'shuffles/s' });
  const setup = highcard.setup(highcard.defaultConfig(4), 'bench');
  if (setup.ok) rows.push({ name: 'stateHash (fixture state)', value: timeIt(() => { for (let i = 0; i < 1e3; i++) stateHash(setup.value); return 1e3; }), unit: 'hashes/s' });
  const games: [string, GameModule][] = [['highcard (kernel fixture)', highcard as unknown as GameModule]];
  for (const g of GAMES) {
    const m = await loadGameModule(g.id);
    if (m) games.push([g.id, m]);
  }
  for (const [name, m] of games) {
    // The AI's hot loop: legalMoves + applyLegal from setup to the end, no views, no validation.
    for (const [label, checked] of [['playout (applyLegal)', false], ['playout (apply, validated)', true]] as const) {
      const pick = createRng('playout');
      let game = 0;
      rows.push({
        name: `${name}: ${label}`,
        value: timeIt(() => {
          const start = m.setup(m.defaultConfig(m.minSeats), `p${game++}`);
          if (!start.ok) return 0;
          let s = start.value;
          let plies = 0;
          while (m.outcome(s).kind === 'ongoing' && plies < 5000) {
            const seats = m.decision(s).seats;
            const seat = seats[nextInt(pick, seats.length)] as number;
            const legal = m.legalMoves(s, seat);
            const move = legal[nextInt(pick, legal.length)];
            if (!move) break;
            if (checked) {
              const r = m.apply(s, seat, move);
              if (!r.ok) break;
              s = r.value.state;
            } else s = m.applyLegal(s, seat, move).state;
            plies++;
          }
          return plies;
        }),
        unit: 'moves/s',
      });
    }
    const heapBefore = process.memoryUsage().heapUsed;
    const sum = runTournament(m, { bots: Array.from({ length: m.minSeats }, () => randomBot), games: 2000, seed: 'bench' });
    rows.push({ name: `${name}: random bot games (view + determinize per move)`, value: sum.movesPerSec, unit: 'moves/s' });
    rows.push({ name: `${name}: heap growth over 2000 games`, value: (process.memoryUsage().heapUsed - heapBefore) / 1e6, unit: 'MB' });
  }
  for (const r of rows) console.log(`${r.name.padEnd(64)} ${Math.round(r.value * 100) / 100} ${r.unit}`);
}

void main();
