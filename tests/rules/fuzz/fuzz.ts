/**
 * Fuzzing every entry point for untrusted data, for any game: arbitrary JSON and mutations of real states, moves
 * and position files go through parseMove, parseConfig, parseState, importPosition, validate and apply. The
 * properties: nothing throws; a refused move leaves the state's hash unchanged; whatever loads plays on for
 * `playOn` random moves without a throw or a dead end (an ongoing game where nobody can move).
 *
 * `tests/rules/fuzz/fuzz.test.ts` runs it small in CI; `npm run fuzz` (scripts/fuzz.ts) runs it large and prints
 * the figures.
 */
import fc from 'fast-check';
import type { GameModule, MoveBase, Seat } from '../../../src/rules/core/module';
import { stateHash } from '../../../src/rules/core/hash';
import { exportPosition, importPosition } from '../../../src/rules/core/position';
import type { MoveRecord } from '../../../src/rules/core/replay';
import { createRng, nextInt } from '../../../src/rules/core/rng';
import type { RngState } from '../../../src/rules/core/rng';

/** The entry points counted separately in the figures. */
export const ENTRY_POINTS = ['parseMove', 'parseConfig', 'parseState', 'importPosition', 'validate+apply'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];

/** What one fuzz run found for one game. */
export interface FuzzFigures {
  readonly tried: Record<EntryPoint, number>;
  /** Inputs of each entry point that were accepted (parsed, loaded, applied). */
  readonly accepted: Record<EntryPoint, number>;
  throws: number;
  changedOnRefusal: number;
  /** States that loaded (parseState or importPosition) and then threw or stalled within `playOn` random moves. */
  loadedThenCrashed: number;
  /** Loaded states played on. */
  playedOn: number;
  /** The first failures, for the report. */
  readonly failures: string[];
}

export function emptyFigures(): FuzzFigures {
  const zero = () => Object.fromEntries(ENTRY_POINTS.map((e) => [e, 0])) as Record<EntryPoint, number>;
  return { tried: zero(), accepted: zero(), throws: 0, changedOnRefusal: 0, loadedThenCrashed: 0, playedOn: 0, failures: [] };
}

/** Real positions of a game: states along seeded random games, with their configs and move logs. */
export interface Sample<S> {
  readonly config: unknown;
  readonly seed: string;
  readonly state: S;
  readonly history: readonly MoveRecord[];
}

/** Plays seeded random games and keeps `perGame` states from each (spread over the game), setups included. */
export function realSamples<S extends object>(module: GameModule<unknown, S>, games: number, perGame: number, maxPlies = 400): Sample<S>[] {
  const out: Sample<S>[] = [];
  for (let g = 0; g < games; g++) {
    const seats = module.minSeats + (g % (module.maxSeats - module.minSeats + 1));
    const config = module.defaultConfig(seats);
    const seed = `fuzz-${module.id}-${g}`;
    const setup = module.setup(config, seed);
    if (!setup.ok) throw new Error(`setup failed: ${setup.error.code}`);
    const pick = createRng(`${seed}/picker`);
    let state = setup.value;
    const history: MoveRecord[] = [];
    const plies: { state: S; history: readonly MoveRecord[] }[] = [{ state, history: [] }];
    for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
      const deciding = module.decision(state).seats;
      const seat = deciding[nextInt(pick, deciding.length)] as Seat;
      const legal = module.legalMoves(state, seat);
      const move = legal[nextInt(pick, legal.length)] as MoveBase;
      state = module.applyLegal(state, seat, move).state;
      history.push({ seat, move });
      plies.push({ state, history: history.slice() });
    }
    for (let k = 0; k < perGame; k++) {
      const at = plies[Math.floor((k * plies.length) / perGame)] as { state: S; history: readonly MoveRecord[] };
      out.push({ config, seed, state: at.state, history: at.history });
    }
  }
  return out;
}

/** A JSON copy (real states are plain JSON; mutations work on copies). */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every path to a value inside a JSON tree (arrays by index, objects by key), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) value.forEach((item, i) => { out.push([...prefix, i]); pathsOf(item, [...prefix, i], out); });
  else if (value !== null && typeof value === 'object') for (const [k, item] of Object.entries(value)) { out.push([...prefix, k]); pathsOf(item, [...prefix, k], out); }
  return out;
}

/** The replacement values a mutation draws from: near-misses of real values and plain junk. */
function replacementFor(original: unknown, rng: RngState, donor: unknown): unknown {
  const n = typeof original === 'number' ? original : 0;
  const choices: unknown[] = [n + 1, n - 1, -1, 0, 1, 2, 3, 4, 5, 7, 9, 13, 99, 1e15, -1e15, 0.5, n * 2, null, true, false, '', 'x', 'over', [], {}, [n], { type: 'x' }, donor];
  return choices[nextInt(rng, choices.length)];
}

/**
 * A mutation of a JSON value driven by a seed: 1–3 edits, each one of: replace a value, delete a field, remove an
 * array item, duplicate an array item, swap two values, copy a value from elsewhere in the tree.
 */
export function mutate<T>(value: T, seed: number): T {
  const out = copy(value) as unknown;
  const rng = createRng(seed);
  const edits = 1 + nextInt(rng, 3);
  for (let e = 0; e < edits; e++) {
    const paths = pathsOf(out);
    if (paths.length === 0) return out as T;
    const path = paths[nextInt(rng, paths.length)] as (string | number)[];
    const donorPath = paths[nextInt(rng, paths.length)] as (string | number)[];
    const parent = path.slice(0, -1).reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], out) as Record<string | number, unknown> | unknown[];
    const key = path[path.length - 1] as string | number;
    const donor = copy(donorPath.reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], out));
    const kind = nextInt(rng, 6);
    if (kind === 0 || kind === 5) (parent as Record<string | number, unknown>)[key] = kind === 5 ? donor : replacementFor((parent as Record<string | number, unknown>)[key], rng, donor);
    else if (kind === 1 && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
    else if (kind === 2 && Array.isArray(parent)) parent.splice(key as number, 1);
    else if (kind === 3 && Array.isArray(parent)) parent.splice(key as number, 0, copy(parent[key as number]));
    else if (kind === 4) {
      const other = paths[nextInt(rng, paths.length)] as (string | number)[];
      const otherParent = other.slice(0, -1).reduce<unknown>((node, k) => (node as Record<string | number, unknown>)[k], out) as Record<string | number, unknown>;
      const otherKey = other[other.length - 1] as string | number;
      const mine = (parent as Record<string | number, unknown>)[key];
      const theirs = otherParent[otherKey];
      if (!pathsOf(mine).length && !pathsOf(theirs).length) {
        (parent as Record<string | number, unknown>)[key] = theirs;
        otherParent[otherKey] = mine;
      }
    } else (parent as Record<string | number, unknown>)[key] = replacementFor((parent as Record<string | number, unknown>)[key], rng, donor);
  }
  return out as T;
}

/** Arbitrary JSON, biased towards the shapes games read (objects with a `type`, small integers, short lists). */
export function jsonArbitrary(moveTypes: readonly string[]): fc.Arbitrary<unknown> {
  const small = fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom(1e15, -0, 0.5, 2 ** 31), fc.constantFrom(...moveTypes, 'toString', '__proto__', 'constructor'));
  const leaf = fc.oneof(small, fc.constant(null), fc.boolean(), fc.string({ maxLength: 8 }));
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('tree'), { maxLength: 5 }), fc.dictionary(fc.constantFrom('type', 'card', 'cards', 'loc', 'lane', 'seat', 'witch', 'witches', 'target', 'trait', 'command', 'district', 'ally', 'damage', 'pay', 'targets', 'split', 'slot', 'pile', 'id', 'order', 'runes', '__proto__', 'toString'), tie('tree'), { maxKeys: 5 })),
  }));
  const typed = fc.record({ type: fc.constantFrom(...moveTypes) }).chain((head) => fc.dictionary(fc.constantFrom('card', 'cards', 'loc', 'lane', 'witch', 'witches', 'target', 'trait', 'command', 'district', 'ally', 'damage', 'pay', 'targets', 'split', 'slot', 'pile', 'id', 'order', 'runes', 'levelUp', 'to', 'gate', 'attacker', 'destroy', 'pirate'), tree, { maxKeys: 4 }).map((rest) => ({ ...rest, ...head })));
  return fc.oneof(tree, typed, typed);
}

/** True when a call threw; records it. */
function guarded(figures: FuzzFigures, label: string, call: () => void): boolean {
  try {
    call();
    return false;
  } catch (e) {
    figures.throws++;
    if (figures.failures.length < 10) figures.failures.push(`${label}: ${e instanceof Error ? e.message : String(e)}`);
    return true;
  }
}

/** Plays `plies` random moves from a loaded state; false (and recorded) when it throws or finds nobody able to move. */
export function playsOn<S extends object>(module: GameModule<unknown, S>, state: S, plies: number, seed: number, figures: FuzzFigures, label: string): boolean {
  const pick = createRng(seed);
  let current = state;
  figures.playedOn++;
  try {
    for (let ply = 0; ply < plies && module.outcome(current).kind === 'ongoing'; ply++) {
      const deciding = module.decision(current).seats;
      if (deciding.length === 0) throw new Error('dead end: an ongoing game with nobody deciding');
      const seat = deciding[nextInt(pick, deciding.length)] as Seat;
      const legal = module.legalMoves(current, seat);
      if (legal.length === 0) throw new Error(`dead end: seat ${seat} decides with no legal move (phase ${module.phaseOf(current)})`);
      const move = legal[nextInt(pick, legal.length)] as MoveBase;
      const applied = module.apply(current, seat, move);
      if (!applied.ok) throw new Error(`a legal move was refused: ${applied.error.code}`);
      current = applied.value.state;
      for (const viewer of module.decision(current).seats) module.view(current, viewer);
    }
    return true;
  } catch (e) {
    figures.loadedThenCrashed++;
    if (figures.failures.length < 10) figures.failures.push(`${label} loaded, then: ${e instanceof Error ? e.message : String(e)}`);
    return false;
  }
}

/** How large a fuzz run is, per game and per entry point. */
export interface FuzzSize {
  /** Arbitrary-JSON inputs per entry point. */
  readonly arbitrary: number;
  /** Mutations of real states, moves and files per entry point. */
  readonly mutations: number;
  /** Random moves played from every loaded state. */
  readonly playOn: number;
  /** Random games the real states come from. */
  readonly games: number;
  readonly seed: number;
}

/** Runs every property for one game and returns the figures (the caller asserts on them). */
export function fuzzGame<S extends object>(module: GameModule<unknown, S>, size: FuzzSize): FuzzFigures {
  const figures = emptyFigures();
  const samples = realSamples(module, size.games, 6);
  const moveTypes = [...new Set(Object.values(module.phases as Record<string, { moves: readonly string[] }>).flatMap((p) => p.moves))];
  const json = jsonArbitrary(moveTypes);
  const sampleAt = (i: number) => samples[i % samples.length] as Sample<S>;
  const params = (n: number, offset: number) => ({ numRuns: n, seed: size.seed + offset, endOnFailure: true });

  // parseMove and parseConfig on arbitrary JSON and on mutated real moves and configs.
  fc.assert(fc.property(json, (value) => {
    figures.tried.parseMove++;
    guarded(figures, 'parseMove', () => void (module.parseMove(value).ok && figures.accepted.parseMove++));
    figures.tried.parseConfig++;
    guarded(figures, 'parseConfig', () => void (module.parseConfig(value).ok && figures.accepted.parseConfig++));
  }), params(size.arbitrary, 1));
  fc.assert(fc.property(fc.nat(), fc.nat(), (index, seed) => {
    const sample = sampleAt(index);
    const move = sample.history.length > 0 ? (sample.history[index % sample.history.length] as MoveRecord).move : { type: moveTypes[0] };
    figures.tried.parseMove++;
    guarded(figures, 'parseMove', () => void (module.parseMove(mutate(move, seed)).ok && figures.accepted.parseMove++));
    figures.tried.parseConfig++;
    guarded(figures, 'parseConfig', () => void (module.parseConfig(mutate(sample.config, seed)).ok && figures.accepted.parseConfig++));
  }), params(size.mutations, 2));

  // validate and apply: arbitrary and mutated moves against real states, by every seat and a few that do not exist.
  const checkMove = (state: S, seat: number, move: unknown, label: string) => {
    figures.tried['validate+apply']++;
    const before = stateHash(state);
    guarded(figures, label, () => {
      const typed = move as MoveBase;
      const refusal = module.validate(state, seat, typed);
      const applied = module.apply(state, seat, typed);
      if ((refusal === null) !== applied.ok) throw new Error(`validate and apply disagree on ${JSON.stringify(move)}`);
      if (applied.ok) figures.accepted['validate+apply']++;
      else if (typeof applied.error.code !== 'string') throw new Error('a refusal without a code');
      if (stateHash(state) !== before) {
        figures.changedOnRefusal++;
        if (figures.failures.length < 10) figures.failures.push(`${label}: the state changed (${JSON.stringify(move)})`);
      }
    });
  };
  fc.assert(fc.property(fc.nat(), json, fc.integer({ min: -1, max: 5 }), (index, move, seat) => {
    checkMove(sampleAt(index).state, seat, move, 'validate+apply (arbitrary)');
  }), params(size.arbitrary, 3));
  fc.assert(fc.property(fc.nat(), fc.nat(), (index, seed) => {
    const sample = sampleAt(index);
    const deciding = module.decision(sample.state).seats;
    const seat = deciding.length > 0 ? (deciding[seed % deciding.length] as Seat) : 0;
    const legal = module.legalMoves(sample.state, seat);
    const move = legal.length > 0 ? legal[seed % legal.length] : { type: moveTypes[seed % moveTypes.length] };
    checkMove(sample.state, seat, mutate(move, seed), 'validate+apply (mutated legal move)');
  }), params(size.mutations, 4));

  // parseState: arbitrary JSON, then mutated real states; whatever loads must play on.
  fc.assert(fc.property(json, fc.nat(), (value, index) => {
    figures.tried.parseState++;
    const sample = sampleAt(index);
    let loaded: S | null = null;
    guarded(figures, 'parseState (arbitrary)', () => {
      const r = module.parseState(value, sample.config);
      if (r.ok) loaded = r.value;
    });
    if (loaded) {
      figures.accepted.parseState++;
      playsOn(module, loaded, size.playOn, index, figures, 'parseState (arbitrary)');
    }
  }), params(size.arbitrary, 5));
  fc.assert(fc.property(fc.nat(), fc.nat(), (index, seed) => {
    figures.tried.parseState++;
    const sample = sampleAt(index);
    const mutated = mutate(sample.state, seed);
    let loaded: S | null = null;
    guarded(figures, 'parseState (mutated)', () => {
      const r = module.parseState(mutated, sample.config);
      if (r.ok) loaded = r.value;
    });
    if (loaded) {
      figures.accepted.parseState++;
      playsOn(module, loaded, size.playOn, seed, figures, `parseState (mutation ${seed} of sample ${index % samples.length})`);
    }
  }), params(size.mutations, 6));

  // importPosition: mutated real position files (with and without their history), and arbitrary JSON.
  fc.assert(fc.property(fc.nat(), fc.nat(), fc.boolean(), (index, seed, withHistory) => {
    figures.tried.importPosition++;
    const sample = sampleAt(index);
    const file = exportPosition(module, sample.config, sample.state, withHistory ? { history: { seed: sample.seed, moves: sample.history }, meta: { seats: ['human'] } } : { meta: { label: 'fuzz' } });
    const mutated = mutate(file, seed) as { state?: unknown };
    // Half the time keep the hash honest, so a mutated state reaches the invariant checks and not only the checksum.
    if (seed % 2 === 0 && mutated && typeof mutated === 'object' && 'state' in mutated) {
      try {
        (mutated as { hash?: string }).hash = stateHash(mutated.state);
      } catch {
        // A state that is not JSON-safe cannot be hashed: the importer must refuse it anyway.
      }
    }
    let loaded: S | null = null;
    guarded(figures, 'importPosition (mutated)', () => {
      const r = importPosition(module, seed % 3 === 0 ? JSON.stringify(mutated) : mutated);
      if (r.ok) loaded = r.value.state;
    });
    if (loaded) {
      figures.accepted.importPosition++;
      playsOn(module, loaded, size.playOn, seed, figures, 'importPosition (mutated)');
    }
  }), params(size.mutations, 7));
  fc.assert(fc.property(json, (value) => {
    figures.tried.importPosition++;
    guarded(figures, 'importPosition (arbitrary)', () => void importPosition(module, { format: 'gatehouse.position', version: 1, game: module.id, stateVersion: module.stateVersion, config: value, state: value, hash: '0', history: { seed: 1, moves: [value] } }));
  }), params(size.arbitrary, 8));
  return figures;
}
