/**
 * Builds the authored puzzles (src/puzzles/<game>/<id>.json) with the rules alone: each plays a seeded game with the
 * computer in every seat, finds the first turn in which the puzzle's goal came true for the seat whose turn it was,
 * and writes the position at the start of that turn (with the seed and the moves that led there, which the file
 * reader replays to the same state) and the moves of that turn up to the goal as the solution, less every move it
 * can do without. Nothing is edited by hand. A goal the computer never reaches in its games (Gateway's Central City) is searched for instead: from
 * each turn start on, random lines of that turn, the shortest that reaches it. It also says how often random moves
 * solve each puzzle from its start (lower is harder).
 *   npx tsx scripts/puzzles.ts [--only <puzzle id>]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import { loadGameAi } from '../src/ai/games';
import type { GameModule, MoveBase, Seat } from '../src/rules/core/module';
import { exportPosition } from '../src/rules/core/position';
import type { MoveRecord } from '../src/rules/core/replay';
import { createRng, nextInt } from '../src/rules/core/rng';
import { loadGameModule } from '../src/rules/games';
import type { PuzzleGoal } from '../src/machines/puzzle-goals';
import { goalReached } from '../src/machines/puzzle-goals';
import { PUZZLE_SPECS } from './puzzle-specs';
import type { PuzzleSpec } from './puzzle-specs';

/** A turn, for any game: the fields that change when play passes on (turn number, round, active seat). */
function turnKey(state: object): string {
  const { turn, round, active } = state as { turn?: number; round?: number; active?: number };
  return `${turn ?? ''}/${round ?? ''}/${active ?? ''}`;
}

interface Played {
  readonly states: readonly object[];
  readonly moves: readonly MoveRecord<MoveBase>[];
}

function play(module: GameModule, config: unknown, spec: PuzzleSpec): Played {
  const setup = module.setup(config, spec.seed);
  if (!setup.ok) throw new Error(`${spec.id}: setup refused (${setup.error.code})`);
  const bots = spec.bots.map((id) => botById(id) ?? fail(`unknown bot ${id}`));
  const states: object[] = [setup.value];
  const moves: MoveRecord<MoveBase>[] = [];
  let state: object = setup.value;
  for (let ply = 0; ply < spec.maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
    const seat = module.decision(state).seats[0] as Seat;
    const bot = bots[seat] ?? fail('a seat without a bot');
    const move = bot.choose({ module, view: module.view(state, seat), seat, seed: `${spec.seed}/${ply}` }) ?? fail(`${spec.id}: the bot found no move`);
    const applied = module.apply(state, seat, move);
    if (!applied.ok) throw new Error(`${spec.id}: the bot's move was refused (${applied.error.code})`);
    state = applied.value.state;
    states.push(state);
    moves.push({ seat, move });
  }
  return { states, moves };
}

/** The first turn start `from` (at or after `after`) whose seat reached the goal within `turns` turns: the ply where it did. */
function findGoal(module: GameModule, spec: PuzzleSpec, played: Played): { from: number; to: number; seat: Seat } | null {
  const { states } = played;
  for (let from = Math.max(1, spec.afterPly); from < states.length; from++) {
    const start = states[from] as object;
    if (turnKey(start) === turnKey(states[from - 1] as object) || module.outcome(start).kind !== 'ongoing') continue;
    const seat = module.decision(start).seats[0] as Seat;
    if (spec.seat !== undefined && seat !== spec.seat) continue;
    let turnsSeen = 1;
    for (let to = from + 1; to < states.length; to++) {
      const now = states[to] as object;
      if (goalReached(spec.goal, module, start, now, seat)) {
        if (to - from <= spec.maxMoves) return { from, to, seat };
        break;
      }
      if (module.outcome(now).kind !== 'ongoing') break;
      if (turnKey(now) !== turnKey(states[to - 1] as object) && ++turnsSeen > spec.turns) break;
    }
  }
  return null;
}

/**
 * Moves chosen at random (every seat) from `start` for as many turns, `tries` times: how often they reach the goal
 * (lower is harder), and the shortest line that did.
 */
function randomLines(module: GameModule, goal: PuzzleGoal, start: object, seat: Seat, turns: number, tries: number, seed: string): { rate: number; shortest: MoveRecord<MoveBase>[] | null } {
  const rng = createRng(seed);
  let solved = 0;
  let shortest: MoveRecord<MoveBase>[] | null = null;
  for (let attempt = 0; attempt < tries; attempt++) {
    let state = start;
    let turnsSeen = 1;
    const line: MoveRecord<MoveBase>[] = [];
    for (let ply = 0; ply < 400 && module.outcome(state).kind === 'ongoing'; ply++) {
      const mover = module.decision(state).seats[0] as Seat;
      const legal = module.legalMoves(state, mover);
      const before = turnKey(state);
      const move = legal[nextInt(rng, legal.length)] as MoveBase;
      state = module.applyLegal(state, mover, move).state;
      line.push({ seat: mover, move });
      if (goalReached(goal, module, start, state, seat)) {
        solved++;
        if (!shortest || line.length < shortest.length) shortest = line;
        break;
      }
      if (turnKey(state) !== before && ++turnsSeen > turns) break;
    }
  }
  return { rate: solved / tries, shortest };
}

/** The first turn start at or after `afterPly` from which random moves reach the goal: where, and the shortest line. */
function searchGoal(module: GameModule, spec: PuzzleSpec, played: Played): { from: number; seat: Seat; solution: MoveRecord<MoveBase>[] } | null {
  const { states } = played;
  for (let from = Math.max(1, spec.afterPly); from < states.length; from++) {
    const start = states[from] as object;
    if (turnKey(start) === turnKey(states[from - 1] as object) || module.outcome(start).kind !== 'ongoing') continue;
    const seat = module.decision(start).seats[0] as Seat;
    const { shortest } = randomLines(module, spec.goal, start, seat, spec.turns, spec.searchTries ?? 0, `${spec.seed}/search/${from}`);
    if (shortest && shortest.length <= spec.maxMoves) return { from, seat, solution: shortest };
  }
  return null;
}

/** The line applied from `start` if every move is legal in turn and the goal first holds after its last move, else null. */
function solves(module: GameModule, goal: PuzzleGoal, start: object, seat: Seat, line: readonly MoveRecord<MoveBase>[]): boolean {
  let state = start;
  for (const [index, { seat: mover, move }] of line.entries()) {
    if (goalReached(goal, module, start, state, seat)) return false;
    const applied = module.apply(state, mover, move);
    if (!applied.ok) return false;
    state = applied.value.state;
    if (index === line.length - 1) return goalReached(goal, module, start, state, seat);
  }
  return false;
}

/** The solution without every move it can do without (one at a time, from the first): random lines carry idle moves. */
function shortened(module: GameModule, goal: PuzzleGoal, start: object, seat: Seat, line: readonly MoveRecord<MoveBase>[]): MoveRecord<MoveBase>[] {
  let kept = [...line];
  for (let index = 0; index < kept.length; ) {
    const without = [...kept.slice(0, index), ...kept.slice(index + 1)];
    if (without.length > 0 && without[0]?.seat === seat && solves(module, goal, start, seat, without)) kept = without;
    else index++;
  }
  return kept;
}

function fail(message: string): never {
  throw new Error(message);
}

async function build(spec: PuzzleSpec): Promise<void> {
  const module = (await loadGameModule(spec.game)) ?? fail(`unknown game ${spec.game}`);
  await loadGameAi(spec.game);
  const config = spec.config ?? module.defaultConfig(spec.bots.length);
  const started = Date.now();
  const played = play(module, config, spec);
  const inGame = spec.searchTries === undefined ? findGoal(module, spec, played) : null;
  const found = inGame ? { ...inGame, solution: played.moves.slice(inGame.from, inGame.to) } : searchGoal(module, spec, played);
  if (!found) return fail(`${spec.id}: no turn in ${played.moves.length} plies reached "${spec.goal}" within ${spec.maxMoves} moves`);
  const start = played.states[found.from] as object;
  const solution = shortened(module, spec.goal, start, found.seat, found.solution);
  const puzzle = { title: spec.title(start), goal: spec.goal, seat: found.seat, solution: solution.map(({ seat, move }) => ({ seat, move })) };
  const file = exportPosition(module, config, start, { history: { seed: spec.seed, moves: played.moves.slice(0, found.from) }, meta: { puzzle: puzzle as never } });
  const path = resolve('src/puzzles', spec.game, `${spec.id}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  const { rate } = randomLines(module, spec.goal, start, found.seat, spec.turns, 200, 'puzzle-random');
  process.stdout.write(`${spec.id}: "${puzzle.title}" seat ${found.seat + 1}, ply ${found.from}, ${solution.length} moves; random play solves it ${(rate * 100).toFixed(0)}% (${Date.now() - started} ms)\n`);
}

const { values } = parseArgs({ options: { only: { type: 'string' } } });
for (const spec of PUZZLE_SPECS) if (!values.only || values.only === spec.id) await build(spec);
