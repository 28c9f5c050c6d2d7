/**
 * Benchmarks (`npm run bench [-- --game <id|path>] [--ms N]`): speed and memory are measured here and
 * reported, never asserted by timed tests. For every registered game (or the one given, by id or module path)
 * and the kernel fixture: random-playout moves/s through applyLegal and through validated apply, complete
 * random games/s, the random bot's moves/s through views and determinize, the heap still held after 2,000 bot games (after a full GC), and ISMCTS
 * iterations/s at the easy/normal and the hard level's settings (with the iteration budgets each level's rate implies).
 * Each timed rate is the median of five windows of --ms milliseconds (400 by default), printed with the slowest and
 * fastest window, so one unlucky window on a shared machine neither hides nor fakes a change.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRng, nextInt, nextU32, shuffleInPlace } from '../src/rules/core/rng';
import type { RngState } from '../src/rules/core/rng';
import { stateHash } from '../src/rules/core/hash';
import { LEVELS, randomBot } from '../src/ai/bots';
import { ismctsSearch } from '../src/ai/ismcts';
import { loadGameAi } from '../src/ai/games';
import { runTournament } from '../src/ai/tournament';
import type { GameModule, MoveBase, Seat } from '../src/rules/core/module';
import { GAMES } from '../src/rules/catalog';
import { loadGameModule } from '../src/rules/games';
import { highcard } from '../tests/fixtures/highcard';
import { register as registerHighcardAi } from '../tests/ai/highcard-ai';

/** A measured rate: per wall-clock second, and per CPU-second of this process (user + system) where timed so. */
interface Row { readonly name: string; readonly value: number; readonly unit: string; readonly perCpuSecond?: number; readonly spread?: readonly [number, number] }

// A full collection before each heap reading, so growth means memory still held, not garbage not yet collected.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** CPU time this process has used, in seconds: on a shared machine a steadier clock than the wall's. */
const cpuSeconds = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** Windows per timed row: the row reports their median, and their spread, since one window on a shared machine can read 40% off. */
const WINDOWS = 5;

interface Timing { wall: number; cpu: number; low: number; high: number }

function timeIt(fn: () => number, minMs: number): Timing {
  // Warm up long enough for the JIT's optimising tier, or the first rows of each game read low.
  for (const end = performance.now() + minMs / 2; performance.now() < end; ) fn();
  const windows: { wall: number; cpu: number }[] = [];
  for (let w = 0; w < WINDOWS; w++) {
    let ops = 0;
    const t0 = performance.now();
    const c0 = cpuSeconds();
    let t = t0;
    while (t - t0 < minMs) {
      ops += fn();
      t = performance.now();
    }
    windows.push({ wall: ops / ((t - t0) / 1000), cpu: ops / Math.max(1e-9, cpuSeconds() - c0) });
  }
  windows.sort((a, b) => a.wall - b.wall);
  const middle = windows[Math.floor(WINDOWS / 2)] as { wall: number; cpu: number };
  return { ...middle, low: (windows[0] as { wall: number }).wall, high: (windows[WINDOWS - 1] as { wall: number }).wall };
}

const timed = (name: string, unit: string, r: Timing): Row => ({ name, value: r.wall, unit, perCpuSecond: r.cpu, spread: [r.low, r.high] });

/** One random game from setup to the end with legalMoves + applyLegal (or validated apply); returns its plies. */
function playout(m: GameModule, seed: string, pick: RngState, checked: boolean): number {
  const start = m.setup(m.defaultConfig(m.minSeats), seed);
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
}

/** Decision points of random games (a seat with a real choice), spread over the game: what ISMCTS is timed on. */
function positions(m: GameModule, count: number): { view: unknown; seat: Seat }[] {
  const out: { view: unknown; seat: Seat }[] = [];
  const pick = createRng('positions');
  for (let g = 0; out.length < count && g < count * 20; g++) {
    const start = m.setup(m.defaultConfig(m.minSeats), `pos${g}`);
    if (!start.ok) break;
    let s = start.value;
    const found: { view: unknown; seat: Seat }[] = [];
    for (let ply = 0; m.outcome(s).kind === 'ongoing' && ply < 5000; ply++) {
      const seat = m.decision(s).seats[0] as Seat;
      const legal = m.legalMoves(s, seat);
      if (legal.length > 1) found.push({ view: m.view(s, seat), seat });
      s = m.applyLegal(s, seat, legal[nextInt(pick, legal.length)] as MoveBase).state;
    }
    // Take an early, a middle and a late decision of each game.
    for (const f of [0, 0.5, 0.9]) {
      const p = found[Math.floor(f * (found.length - 1))];
      if (p && out.length < count) out.push(p);
    }
  }
  return out;
}

async function resolveModule(id: string): Promise<GameModule | undefined> {
  if (id.includes('/') || id.endsWith('.ts')) {
    const mod = (await import(pathToFileURL(resolve(id)).href)) as Record<string, unknown>;
    return Object.values(mod).find((v): v is GameModule => typeof v === 'object' && v !== null && 'setup' in v && 'legalMoves' in v);
  }
  if (id === 'highcard') return highcard as unknown as GameModule;
  return loadGameModule(id);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { game: { type: 'string' }, ms: { type: 'string', default: '400' } }, strict: true });
  const ms = Number(values.ms);
  const rows: Row[] = [];
  const games: [string, GameModule][] = [];
  if (values.game) {
    const m = await resolveModule(values.game);
    if (!m) {
      process.stderr.write(`bench: unknown or unbuilt game "${values.game}"\n`);
      process.exit(2);
    }
    games.push([m.id, m]);
  } else {
    const rng = createRng('bench');
    rows.push(timed('rng nextU32', 'ops/s', timeIt(() => { for (let i = 0; i < 1e5; i++) nextU32(rng); return 1e5; }, ms)));
    const deck = Array.from({ length: 52 }, (_, i) => i);
    rows.push(timed('shuffle 52 cards', 'shuffles/s', timeIt(() => { for (let i = 0; i < 1e4; i++) shuffleInPlace(rng, deck); return 1e4; }, ms)));
    const setup = highcard.setup(highcard.defaultConfig(4), 'bench');
    if (setup.ok) rows.push(timed('stateHash (fixture state)', 'hashes/s', timeIt(() => { for (let i = 0; i < 1e3; i++) stateHash(setup.value); return 1e3; }, ms)));
    games.push(['highcard (kernel fixture)', highcard as unknown as GameModule]);
    for (const g of GAMES) {
      const m = await loadGameModule(g.id);
      if (m) games.push([g.id, m]);
    }
  }
  // The fixture's evaluator and move key are test code; registered here so its ISMCTS row runs like a real game's.
  registerHighcardAi();
  const hard = LEVELS.hard;
  const calibration: string[] = [];
  for (const [name, m] of games) {
    await loadGameAi(m.id);
    // A game's rules take over a second of play to reach the JIT's steady state; measure after that.
    const warm = createRng('warm');
    let w = 0;
    for (const end = performance.now() + 1500; performance.now() < end; ) playout(m, `w${w++}`, warm, w % 2 === 0);
    // The AI's hot loop: legalMoves + applyLegal from setup to the end, no views, no validation.
    for (const [label, checked] of [['playout (applyLegal)', false], ['playout (apply, validated)', true]] as const) {
      const pick = createRng('playout');
      let game = 0;
      rows.push(timed(`${name}: random ${label}`, 'moves/s', timeIt(() => playout(m, `p${game++}`, pick, checked), ms)));
    }
    {
      const pick = createRng('games');
      let game = 0;
      rows.push(timed(`${name}: complete random games (applyLegal)`, 'games/s', timeIt(() => (playout(m, `g${game++}`, pick, false), 1), ms)));
    }
    collectGarbage();
    const heapBefore = process.memoryUsage().heapUsed;
    const c0 = cpuSeconds();
    const sum = runTournament(m, { bots: Array.from({ length: m.minSeats }, () => randomBot), games: 2000, seed: 'bench' });
    const botCpu = cpuSeconds() - c0;
    rows.push({ name: `${name}: random bot games (view + determinize per move)`, value: sum.movesPerSec, unit: 'moves/s', perCpuSecond: (sum.meanPlies * sum.games) / Math.max(1e-9, botCpu) });
    collectGarbage();
    rows.push({ name: `${name}: heap held after 2000 games (after a full GC)`, value: (process.memoryUsage().heapUsed - heapBefore) / 1e6, unit: 'MB' });
    // ISMCTS at each level's settings (easy and normal share theirs); each search is capped in time so the bench stays short.
    const spots = positions(m, 9);
    const rateOf = new Map<string, number>();
    // The search code needs its own JIT warm-up (the first level measured read 25% low with one short search).
    for (const [i, p] of spots.entries()) ismctsSearch({ module: m, view: p.view, seat: p.seat, seed: `warm${i}` }, { thinkMs: 150 });
    for (const level of [LEVELS.medium, hard]) {
      const key = JSON.stringify(level.options);
      let iterations = 0, elapsed = 0;
      const c1 = cpuSeconds();
      for (const [i, p] of spots.entries()) {
        const r = ismctsSearch({ module: m, view: p.view, seat: p.seat, seed: `bench${i}` }, { ...level.options, iterations: level.iterations, thinkMs: Math.max(ms, 200) });
        iterations += r.iterations;
        elapsed += r.elapsedMs;
      }
      const rate = elapsed > 0 ? (iterations / elapsed) * 1000 : 0;
      rateOf.set(key, rate);
      const settings = level === hard ? 'hard settings' : 'easy/normal settings';
      rows.push({ name: `${name}: ISMCTS iterations (${settings}, ${spots.length} positions)`, value: rate, unit: 'iterations/s', perCpuSecond: iterations / Math.max(1e-9, cpuSeconds() - c1) });
    }
    const levels = Object.keys(LEVELS) as (keyof typeof LEVELS)[];
    const budget = (k: keyof typeof LEVELS) => Math.round(((rateOf.get(JSON.stringify(LEVELS[k].options)) ?? 0) * LEVELS[k].thinkMs) / 1000);
    calibration.push(`${name}: ${levels.map((k) => `${k} ${budget(k)}`).join(', ')} (configured: ${levels.map((k) => LEVELS[k].iterations).join(', ')})`);
  }
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const spreadOf = (r: Row) => (r.spread ? `  [${WINDOWS} windows: ${r2(r.spread[0])}–${r2(r.spread[1])}]` : '');
  for (const r of rows) console.log(`${r.name.padEnd(72)} ${r2(r.value)} ${r.unit}${r.perCpuSecond === undefined ? '' : `  (${r2(r.perCpuSecond)} per CPU-second)`}${spreadOf(r)}`);
  console.log('\nIteration budgets this machine reaches in each level\'s think time (see REFERENCE_ITERATIONS_PER_SECOND):');
  for (const c of calibration) console.log(`  ${c}`);
}

void main();
