/**
 * Authored puzzles (src/puzzles/<game>/*.json): each is a position file whose `meta.puzzle` names a title, a goal,
 * the seat the person plays and the solution as a move list (other seats' replies as they were recorded). A puzzle's
 * text is untrusted like any file: its position goes through the app's own `openGameFile`, its puzzle block is read
 * into types here, and anything wrong is refused with a coded reason, never thrown.
 */
import type { MoveRecord } from '../rules/core/replay';
import type { MoveBase, Seat } from '../rules/core/module';
import type { Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import { isRecord } from '../rules/core/position';
import { readMetaBlock } from './meta-block';
import type { GameFileError } from './game-file';
import { describeGameFileError, openGameFile } from './game-file';
import type { RulesLoader } from './replay-record';
import type { ResumedSave } from './saves';
import type { PuzzleGoal } from './puzzle-goals';
import { endsTheGame, GOAL_WORDS, goalReached, PUZZLE_GOALS } from './puzzle-goals';

/** The most moves a solution may list. */
export const MAX_SOLUTION_MOVES = 200;
/** The longest title read. */
const MAX_TITLE = 80;

/** What the Puzzles list shows of a puzzle before its game is loaded. */
export interface PuzzleHeading {
  readonly game: string;
  readonly title: string;
  readonly goal: PuzzleGoal;
  readonly seat: Seat;
}

/** A puzzle that passed every check: its position ready to play, and its solution parsed by the game's rules. */
export interface OpenedPuzzle extends PuzzleHeading {
  readonly resumed: ResumedSave;
  /** The seat about to move at the start. */
  readonly toMove: Seat;
  readonly solution: readonly MoveRecord<MoveBase>[];
}

export type PuzzleError =
  | { readonly code: 'NOT_JSON'; readonly reason: string }
  | { readonly code: 'NOT_A_PUZZLE'; readonly reason: string }
  | { readonly code: 'BAD_POSITION'; readonly error: GameFileError }
  | { readonly code: 'BAD_SOLUTION'; readonly index: number; readonly reason: string };

/** Reads the puzzle block only (no rules loaded): for the list. Never throws. */
export function readPuzzleHeading(text: unknown): Result<PuzzleHeading & { readonly solution: readonly unknown[] }, PuzzleError> {
  const read = readMetaBlock(text, 'puzzle');
  if (!read.ok) return read.error.code === 'NOT_JSON' ? err(read.error) : err({ code: 'NOT_A_PUZZLE', reason: read.error.reason });
  const { game, block: puzzle } = read.value;
  const { title, goal, seat, solution } = puzzle;
  if (typeof title !== 'string' || title.length === 0 || title.length > MAX_TITLE) return err({ code: 'NOT_A_PUZZLE', reason: `"title" must be 1 to ${MAX_TITLE} characters` });
  const known = PUZZLE_GOALS.find((name) => name === goal);
  if (!known) return err({ code: 'NOT_A_PUZZLE', reason: `"goal" must be one of ${PUZZLE_GOALS.join(', ')}` });
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return err({ code: 'NOT_A_PUZZLE', reason: '"seat" must be a seat number' });
  if (!Array.isArray(solution) || solution.length === 0 || solution.length > MAX_SOLUTION_MOVES) return err({ code: 'NOT_A_PUZZLE', reason: `"solution" must list 1 to ${MAX_SOLUTION_MOVES} moves` });
  return ok({ game, title, goal: known, seat, solution });
}

/** Opens a puzzle: its position through the app's file reader, its seat and solution checked against the game. */
export async function openPuzzle(text: string, load: RulesLoader): Promise<Result<OpenedPuzzle, PuzzleError>> {
  const heading = readPuzzleHeading(text);
  if (!heading.ok) return heading;
  const opened = await openGameFile(text, load);
  if (!opened.ok) return err({ code: 'BAD_POSITION', error: opened.error });
  if (opened.value.kind !== 'position') return err({ code: 'NOT_A_PUZZLE', reason: 'a replay, not a position' });
  const { resumed, seat: toMove } = opened.value;
  const { module, position } = resumed;
  const seats = module.seatCount(position.config);
  if (heading.value.seat >= seats) return err({ code: 'NOT_A_PUZZLE', reason: `there is no seat ${heading.value.seat + 1}` });
  const solution: MoveRecord<MoveBase>[] = [];
  for (const [index, entry] of heading.value.solution.entries()) {
    if (!isRecord(entry) || typeof entry.seat !== 'number' || !Number.isInteger(entry.seat) || entry.seat < 0 || entry.seat >= seats) return err({ code: 'BAD_SOLUTION', index, reason: 'each move needs a seat of the table' });
    const move = module.parseMove(entry.move);
    if (!move.ok) return err({ code: 'BAD_SOLUTION', index, reason: move.error.code });
    solution.push({ seat: entry.seat, move: move.value });
  }
  const { game, title, goal, seat } = heading.value;
  return ok({ game, title, goal, seat, toMove, resumed, solution });
}

/** A refused puzzle in words. */
export function describePuzzleError(e: PuzzleError): string {
  switch (e.code) {
    case 'NOT_JSON':
      return `This puzzle is not valid JSON (${e.reason}).`;
    case 'NOT_A_PUZZLE':
      return `This is not a puzzle (${e.reason}).`;
    case 'BAD_POSITION':
      return describeGameFileError(e.error);
    case 'BAD_SOLUTION':
      return `The puzzle's solution is damaged at move ${e.index + 1} (${e.reason}).`;
  }
}

/** A puzzle's goal in one line. */
export function puzzleGoalWords(puzzle: Pick<PuzzleHeading, 'goal'>): string {
  return GOAL_WORDS[puzzle.goal];
}

/** What a table needs to follow a puzzle: its words, and whether its goal holds in a state of the game. */
export interface PuzzleCheck {
  readonly title: string;
  readonly goal: string;
  /** The goal is the game's end (a win): the game-over panel says it, not the table's "Puzzle solved". */
  readonly endsTheGame: boolean;
  reached(state: object): boolean;
}

/** The check for an opened puzzle, against the position it starts from. */
export function puzzleCheck(puzzle: OpenedPuzzle): PuzzleCheck {
  const { module, position } = puzzle.resumed;
  return {
    title: puzzle.title,
    goal: puzzleGoalWords(puzzle),
    endsTheGame: endsTheGame(puzzle.goal),
    reached: (state) => goalReached(puzzle.goal, module, position.state, state, puzzle.seat),
  };
}
