/**
 * The rulebook's worked examples as the app ships them (src/examples/<game>/<name>.json, written from the rules
 * tests that check each example's numbers): a position file whose `meta.example` names a title, the clauses it
 * illustrates, the seat it is seen by, and the moves that play it out. Opened, an example is a replay that starts
 * from its position, watched on the game's own table. Its text is untrusted like any file: the position goes through
 * the app's file reader, every move through the rules, and anything wrong is refused with a coded reason.
 */
import type { GameId } from '../rules/catalog';
import type { MoveRecord } from '../rules/core/replay';
import type { MoveBase, Seat } from '../rules/core/module';
import { stateHash } from '../rules/core/hash';
import type { Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import { isRecord } from '../rules/core/position';
import { readMetaBlock } from './meta-block';
import type { GameFileError } from './game-file';
import { describeGameFileError, openGameFile } from './game-file';
import type { CheckedReplay, RulesLoader } from './replay-record';

/** Each example's file, one chunk each, loaded when a rulebook lists its game's examples. */
const FILES = import.meta.glob<string>('../examples/*/*.json', { query: '?raw', import: 'default' });

/** The most moves an example may play. */
export const MAX_EXAMPLE_MOVES = 60;
const MAX_TITLE = 100;
const CLAUSE_ID = /^[A-Z]{2,3}-\d{1,3}$/;

/** What a rulebook shows of an example before its game's rules are loaded. */
export interface ExampleHeading {
  /** `<game>/<name>`. */
  readonly id: string;
  readonly game: string;
  readonly title: string;
  /** The clauses it illustrates, the first the one it is shown at. */
  readonly clauses: readonly string[];
  readonly seat: Seat;
}

export type ExampleError =
  | { readonly code: 'NOT_JSON'; readonly reason: string }
  | { readonly code: 'NOT_AN_EXAMPLE'; readonly reason: string }
  | { readonly code: 'UNKNOWN_EXAMPLE'; readonly id: string }
  | { readonly code: 'BAD_POSITION'; readonly error: GameFileError }
  | { readonly code: 'BAD_MOVE'; readonly index: number; readonly reason: string };

/** Reads the example block only (no rules loaded). Never throws. */
export function readExampleHeading(id: string, text: unknown): Result<ExampleHeading & { readonly moves: readonly unknown[] }, ExampleError> {
  const read = readMetaBlock(text, 'example');
  if (!read.ok) return read.error.code === 'NOT_JSON' ? err(read.error) : err({ code: 'NOT_AN_EXAMPLE', reason: read.error.reason });
  const { game, block: example } = read.value;
  const { title, clauses, seat, moves } = example;
  if (typeof title !== 'string' || title.length === 0 || title.length > MAX_TITLE) return err({ code: 'NOT_AN_EXAMPLE', reason: `"title" must be 1 to ${MAX_TITLE} characters` });
  if (!Array.isArray(clauses) || clauses.length === 0 || !clauses.every((c): c is string => typeof c === 'string' && CLAUSE_ID.test(c))) return err({ code: 'NOT_AN_EXAMPLE', reason: '"clauses" must list clause ids such as GK-20' });
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0) return err({ code: 'NOT_AN_EXAMPLE', reason: '"seat" must be a seat number' });
  if (!Array.isArray(moves) || moves.length === 0 || moves.length > MAX_EXAMPLE_MOVES) return err({ code: 'NOT_AN_EXAMPLE', reason: `"moves" must list 1 to ${MAX_EXAMPLE_MOVES} moves` });
  return ok({ id, game, title, clauses, seat, moves });
}

/**
 * Opens an example as a replay from its position: the position read by the app's file reader, each move parsed by
 * the rules and played with every check (an illegal one is refused with its index).
 */
export async function openExample(id: string, text: string, load: RulesLoader): Promise<Result<CheckedReplay, ExampleError>> {
  const heading = readExampleHeading(id, text);
  if (!heading.ok) return heading;
  const opened = await openGameFile(text, load);
  if (!opened.ok) return err({ code: 'BAD_POSITION', error: opened.error });
  if (opened.value.kind !== 'position') return err({ code: 'NOT_AN_EXAMPLE', reason: 'a replay, not a position' });
  const { module, position } = opened.value.resumed;
  const seats = module.seatCount(position.config);
  if (heading.value.seat >= seats) return err({ code: 'NOT_AN_EXAMPLE', reason: `there is no seat ${heading.value.seat + 1}` });
  const moves: MoveRecord<MoveBase>[] = [];
  let state: object = position.state;
  for (const [index, entry] of heading.value.moves.entries()) {
    if (!isRecord(entry) || typeof entry.seat !== 'number' || !Number.isInteger(entry.seat) || entry.seat < 0 || entry.seat >= seats) return err({ code: 'BAD_MOVE', index, reason: 'each move needs a seat of the table' });
    const move = module.parseMove(entry.move);
    if (!move.ok) return err({ code: 'BAD_MOVE', index, reason: move.error.code });
    const applied = module.apply(state, entry.seat, move.value);
    if (!applied.ok) return err({ code: 'BAD_MOVE', index, reason: applied.error.code });
    moves.push({ seat: entry.seat, move: move.value });
    state = applied.value.state;
  }
  const { title, clauses, seat } = heading.value;
  const game = module.id as GameId;
  return ok({
    record: { game, rulesVersion: module.stateVersion, config: position.config, seed: `example/${id}`, seats: Array.from({ length: seats }, () => ({ kind: 'human' as const })), moves, result: module.outcome(state), hash: stateHash(state), date: '' },
    module,
    finalState: state,
    start: position.state,
    caption: { label: `Example ${clauses[0] ?? ''}`, title, seat },
  });
}

/** The examples shipped for a game, in name order (their files loaded, each read; one that does not read is left out). */
export async function examplesOf(game: string): Promise<ExampleHeading[]> {
  const prefix = `../examples/${game}/`;
  const loaded = await Promise.all(Object.entries(FILES).filter(([path]) => path.startsWith(prefix)).map(async ([path, load]) => readExampleHeading(`${game}/${path.slice(prefix.length).replace(/\.json$/, '')}`, await load())));
  return loaded.flatMap((heading) => (heading.ok ? [heading.value] : [])).sort((a, b) => a.id.localeCompare(b.id));
}

/** Opens a shipped example by id (`<game>/<name>`). */
export async function openShippedExample(id: string, load: RulesLoader): Promise<Result<CheckedReplay, ExampleError>> {
  const file = FILES[`../examples/${id}.json`];
  if (!file) return err({ code: 'UNKNOWN_EXAMPLE', id });
  return openExample(id, await file(), load);
}

/** A refused example in words. */
export function describeExampleError(e: ExampleError): string {
  switch (e.code) {
    case 'NOT_JSON':
      return `This example is not valid JSON (${e.reason}).`;
    case 'NOT_AN_EXAMPLE':
      return `This is not a worked example (${e.reason}).`;
    case 'UNKNOWN_EXAMPLE':
      return `There is no worked example ${e.id} in this version.`;
    case 'BAD_POSITION':
      return describeGameFileError(e.error);
    case 'BAD_MOVE':
      return `The example's moves are damaged at move ${e.index + 1} (${e.reason}).`;
  }
}
