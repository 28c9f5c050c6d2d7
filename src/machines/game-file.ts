/**
 * A file a person opens (the file picker or a file dropped on the page): a replay (`gatehouse.replay`) or a
 * position (`gatehouse.position`), read as untrusted text into typed data, checked by its game's rules, and refused
 * with a coded, worded reason otherwise. Never throws. A position is seated by default for a game against the
 * computer (Normal) in which the person plays the seat about to move; the menu lets the person change the seats
 * (src/machines/position-seats.ts).
 */
import { describePositionError, importPosition, MAX_POSITION_CHARS, POSITION_FORMAT, readEnvelope } from '../rules/core/position';
import type { PositionError } from '../rules/core/position';
import type { Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { Seat } from '../rules/core/module';
import type { CheckedReplay, ReplayError, RulesLoader } from './replay-record';
import { checkReplay, describeReplayError, readReplayObject, REPLAY_FORMAT } from './replay-record';
import type { ResumedSave } from './saves';
import { defaultPositionSeats, seatedPosition } from './position-seats';

/** The largest file read, in characters (a position's own bound; a replay of 20,000 moves fits well inside). */
export const MAX_GAME_FILE_CHARS = MAX_POSITION_CHARS;

export type GameFileError =
  | { readonly code: 'TOO_LARGE'; readonly size: number; readonly max: number }
  | { readonly code: 'NOT_JSON'; readonly reason: string }
  | { readonly code: 'NOT_A_GAME_FILE'; readonly reason: string }
  | { readonly code: 'GAME_UNAVAILABLE'; readonly game: string }
  | { readonly code: 'GAME_LOAD_FAILED'; readonly game: string; readonly reason: string }
  | { readonly code: 'BAD_REPLAY'; readonly error: ReplayError }
  | { readonly code: 'BAD_POSITION'; readonly error: PositionError };

/** What a file held: a checked replay, or a position ready to play (the person's seat named). */
export type OpenedFile = { readonly kind: 'replay'; readonly replay: CheckedReplay } | { readonly kind: 'position'; readonly resumed: ResumedSave; readonly seat: Seat };

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Reads a file's text: a replay or a position, checked by its game's rules, or a coded refusal. */
export async function openGameFile(text: unknown, load: RulesLoader): Promise<Result<OpenedFile, GameFileError>> {
  if (typeof text !== 'string') return err({ code: 'NOT_A_GAME_FILE', reason: 'the file is not text' });
  if (text.length > MAX_GAME_FILE_CHARS) return err({ code: 'TOO_LARGE', size: text.length, max: MAX_GAME_FILE_CHARS });
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (e) {
    return err({ code: 'NOT_JSON', reason: reasonOf(e) });
  }
  const format = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { format?: unknown }).format : undefined;
  if (format === REPLAY_FORMAT) {
    const draft = readReplayObject(data);
    const checked = draft.ok ? await checkReplay(draft.value, load) : draft;
    return checked.ok ? ok({ kind: 'replay', replay: checked.value }) : err({ code: 'BAD_REPLAY', error: checked.error });
  }
  if (format === POSITION_FORMAT) return openPosition(text, load);
  return err({ code: 'NOT_A_GAME_FILE', reason: `expected a "format" of "${REPLAY_FORMAT}" or "${POSITION_FORMAT}"` });
}

async function openPosition(text: string, load: RulesLoader): Promise<Result<OpenedFile, GameFileError>> {
  const envelope = readEnvelope(text);
  if (!envelope.ok) return err({ code: 'BAD_POSITION', error: envelope.error });
  const { game } = envelope.value;
  let module;
  try {
    module = await load(game);
  } catch (e) {
    return err({ code: 'GAME_LOAD_FAILED', game, reason: reasonOf(e) });
  }
  if (!module) return err({ code: 'GAME_UNAVAILABLE', game });
  let position: ReturnType<typeof importPosition<unknown, object, { readonly type: string }>>;
  try {
    position = importPosition(module, text);
  } catch (e) {
    return err({ code: 'BAD_POSITION', error: { code: 'BAD_STATE', path: 'state', reason: reasonOf(e) } });
  }
  if (!position.ok) return err({ code: 'BAD_POSITION', error: position.error });
  const { state, config } = position.value;
  if (module.outcome(state).kind !== 'ongoing') return err({ code: 'NOT_A_GAME_FILE', reason: 'the game in this position is over: there is nothing left to play' });
  const seat = module.decision(state).seats[0] ?? 0;
  const seats = defaultPositionSeats(module.seatCount(config), seat);
  return ok({ kind: 'position', seat, resumed: seatedPosition({ game, module, position: position.value }, seats) });
}

/** A refused file in words, for the toast. */
export function describeGameFileError(e: GameFileError): string {
  switch (e.code) {
    case 'TOO_LARGE':
      return `This file is too large to be a game (${e.size} characters; at most ${e.max}).`;
    case 'NOT_JSON':
      return `This file is not a Gatehouse replay or position: it is not JSON (${e.reason}).`;
    case 'NOT_A_GAME_FILE':
      return `This file cannot be opened: ${e.reason}.`;
    case 'GAME_UNAVAILABLE':
      return `This file is a game of "${e.game}", which this version cannot play.`;
    case 'GAME_LOAD_FAILED':
      return `The rules of "${e.game}" could not be loaded (${e.reason}). Check your connection and try again.`;
    case 'BAD_REPLAY':
      return describeReplayError(e.error);
    case 'BAD_POSITION':
      return describePositionError(e.error);
  }
}
