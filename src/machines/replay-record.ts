/**
 * Replay records: a whole game as its seed, configuration, seats and move log, so that the rules' own replay
 * (src/rules/core/replay.ts) rebuilds every position and checks the final hash. What comes from outside (a link, a
 * file, a record read back from storage) is first read into a `ReplayDraft` (shapes only), then checked against the
 * game's rules (`checkReplay`): every refusal is coded and worded, and nothing here throws.
 */
import type { GameId } from '../rules/catalog';
import { gameInfo } from '../rules/catalog';
import type { GameModule, Outcome, Seat } from '../rules/core/module';
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { MoveRecord } from '../rules/core/replay';
import { replay } from '../rules/core/replay';
import type { JsonLimits } from '../rules/core/shape';
import { describeValue, jsonWithin } from '../rules/core/shape';
import type { SeatController } from './match-logic';

/** What starts a replay link's fragment (here, so the app can spot a link without loading the link reader). */
export const REPLAY_FRAGMENT = '#replay/';
/** The tag every replay file carries. */
export const REPLAY_FORMAT = 'gatehouse.replay';
/** The newest replay format this build reads and writes (files and links alike). */
export const REPLAY_VERSION = 1;
/** The longest move log a replay may carry (the same bound as a position file's history). */
export const MAX_REPLAY_MOVES = 20_000;
/** How large a replay's parsed JSON may be before anything looks at it. */
export const REPLAY_LIMITS: JsonLimits = { maxDepth: 12, maxNodes: 400_000, maxString: 4096 };
/** A bot id or a player's name in a replay: short words, never markup. */
const MAX_SEAT_TEXT = 40;
const MAX_DATE_CHARS = 40;

/** A whole game, as kept on this device and shared by link or file. Every field is plain JSON. */
export interface ReplayRecord {
  readonly game: GameId;
  /** The rules' `stateVersion` the game was played under: a replay from other rules is refused, never misread. */
  readonly rulesVersion: number;
  /** The game's options, as its `parseConfig` reads them. */
  readonly config: unknown;
  readonly seed: string | number;
  /** Who sat where (human or a computer level). */
  readonly seats: readonly SeatController[];
  readonly moves: readonly MoveRecord[];
  /** How the game stands after the last move (ongoing for the game being played). */
  readonly result: Outcome;
  /** The final state's hash (`stateHash`): a replay that does not reach it is refused. */
  readonly hash: string;
  /** When the record was made (ISO 8601). */
  readonly date: string;
}

/** A replay read from outside, shapes checked but not yet replayed: the only way on is `checkReplay`. */
export interface ReplayDraft {
  readonly version: number;
  readonly game: string;
  readonly rulesVersion: number;
  readonly config: unknown;
  readonly seed: string | number;
  readonly seats: readonly SeatController[];
  readonly moves: readonly { readonly seat: Seat; readonly move: unknown }[];
  readonly hash: string;
  readonly date: string;
}

/** Why a replay (link, file or stored record) was refused; each names what is wrong, for the player. */
export type ReplayError =
  | { readonly code: 'NOT_A_LINK'; readonly reason: string }
  | { readonly code: 'TOO_LONG'; readonly length: number; readonly max: number }
  | { readonly code: 'BAD_ENCODING'; readonly reason: string }
  | { readonly code: 'NOT_JSON'; readonly reason: string }
  | { readonly code: 'NOT_A_REPLAY'; readonly path: string; readonly reason: string }
  | { readonly code: 'NEWER_FORMAT'; readonly version: number; readonly supported: number }
  | { readonly code: 'UNKNOWN_GAME'; readonly game: string }
  | { readonly code: 'GAME_UNAVAILABLE'; readonly game: string }
  | { readonly code: 'GAME_LOAD_FAILED'; readonly game: string; readonly reason: string }
  | { readonly code: 'NEWER_RULES'; readonly version: number; readonly supported: number }
  | { readonly code: 'OLDER_RULES'; readonly version: number; readonly supported: number }
  | { readonly code: 'BAD_CONFIG'; readonly path: string; readonly reason: string }
  | { readonly code: 'BAD_SEATS'; readonly seats: number; readonly expected: number }
  | { readonly code: 'TOO_MANY_MOVES'; readonly moves: number; readonly max: number }
  | { readonly code: 'BAD_MOVE'; readonly ply: number; readonly reason: string }
  | { readonly code: 'SETUP_FAILED'; readonly reason: string }
  | { readonly code: 'MOVE_REFUSED'; readonly ply: number; readonly seat: Seat; readonly error: CodedError; readonly words: string }
  | { readonly code: 'HASH_MISMATCH'; readonly expected: string; readonly actual: string };

/** A replay that passed every check: its record (result recomputed) and the final state the rules reached. */
export interface CheckedReplay {
  readonly record: ReplayRecord;
  readonly module: GameModule;
  readonly finalState: object;
  /** The position the moves start from when it is not the setup of the seed (a rulebook's worked example). */
  readonly start?: object;
  /** What the viewer calls it instead of "Replay", with its title and the seat it is seen by (a worked example). */
  readonly caption?: { readonly label: string; readonly title: string; readonly seat: number };
}

/** Loads a game's rules by id (undefined when this build cannot play it). */
export type RulesLoader = (game: string) => Promise<GameModule | undefined>;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const notAReplay = (path: string, reason: string): { ok: false; error: ReplayError } => err({ code: 'NOT_A_REPLAY', path, reason });
const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : typeof e === 'string' ? e : 'unknown error');

/** A seat as a replay carries it: "human" (or a player's name after "human:") or a computer's bot id. */
function readSeat(value: unknown, path: string): Result<SeatController, ReplayError> {
  if (!isRecord(value)) return notAReplay(path, 'expected a seat object');
  if (value.kind === 'human') {
    const { name } = value;
    if (name === undefined) return ok({ kind: 'human' });
    if (typeof name !== 'string' || name.length > MAX_SEAT_TEXT) return notAReplay(`${path}.name`, `expected a name of at most ${MAX_SEAT_TEXT} characters`);
    return ok({ kind: 'human', name });
  }
  if (value.kind === 'computer') {
    const { bot } = value;
    if (typeof bot !== 'string' || bot.length === 0 || bot.length > MAX_SEAT_TEXT) return notAReplay(`${path}.bot`, 'expected a bot id');
    return ok({ kind: 'computer', bot });
  }
  return notAReplay(`${path}.kind`, `expected "human" or "computer", got ${describeValue(value.kind)}`);
}

/**
 * Reads a replay object (the file format: `{ format, version, game, … }`) into a draft: every field's kind is
 * checked, nothing is replayed yet. Never throws, whatever the value.
 */
export function readReplayObject(data: unknown): Result<ReplayDraft, ReplayError> {
  const tooBig = jsonWithin(data, REPLAY_LIMITS, 'replay');
  if (tooBig) return notAReplay(tooBig.path, tooBig.reason);
  if (!isRecord(data) || data.format !== REPLAY_FORMAT) return notAReplay('replay.format', `expected "${REPLAY_FORMAT}"`);
  const { version, game, rulesVersion, seed, seats, moves, hash, date } = data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return notAReplay('replay.version', 'expected a positive integer');
  if (version > REPLAY_VERSION) return err({ code: 'NEWER_FORMAT', version, supported: REPLAY_VERSION });
  if (typeof game !== 'string') return notAReplay('replay.game', 'expected a game id');
  if (typeof rulesVersion !== 'number' || !Number.isInteger(rulesVersion)) return notAReplay('replay.rulesVersion', 'expected an integer');
  if (!Object.hasOwn(data, 'config')) return notAReplay('replay.config', 'missing');
  if (typeof seed !== 'string' && !(typeof seed === 'number' && Number.isFinite(seed))) return notAReplay('replay.seed', 'expected a string or a number');
  if (!Array.isArray(seats) || seats.length === 0) return notAReplay('replay.seats', 'expected a list of seats');
  const seatList: SeatController[] = [];
  for (let i = 0; i < seats.length; i++) {
    const seat = readSeat(seats[i], `replay.seats[${i}]`);
    if (!seat.ok) return seat;
    seatList.push(seat.value);
  }
  if (!Array.isArray(moves)) return notAReplay('replay.moves', 'expected a list of moves');
  if (moves.length > MAX_REPLAY_MOVES) return err({ code: 'TOO_MANY_MOVES', moves: moves.length, max: MAX_REPLAY_MOVES });
  const moveList: { seat: Seat; move: unknown }[] = [];
  for (let i = 0; i < moves.length; i++) {
    const entry: unknown = moves[i];
    if (!isRecord(entry) || typeof entry.seat !== 'number' || !Number.isInteger(entry.seat) || !Object.hasOwn(entry, 'move')) {
      return notAReplay(`replay.moves[${i}]`, 'expected { seat, move }');
    }
    moveList.push({ seat: entry.seat, move: entry.move });
  }
  if (typeof hash !== 'string' || !/^[0-9a-f]{16}$/.test(hash)) return notAReplay('replay.hash', 'expected the final state\'s 16-digit hash');
  if (typeof date !== 'string' || date.length > MAX_DATE_CHARS || Number.isNaN(Date.parse(date))) return notAReplay('replay.date', 'expected a date');
  return ok({ version, game, rulesVersion, config: data.config, seed, seats: seatList, moves: moveList, hash, date });
}

/** A recorded outcome read back from storage (a list shows it before the replay is opened and recomputed); null when damaged. */
export function readOutcome(value: unknown): Outcome | null {
  if (!isRecord(value)) return null;
  const scores = value.scores;
  const scoresOk = scores === undefined || (Array.isArray(scores) && scores.every((s) => typeof s === 'number' && Number.isFinite(s)));
  const withScores = Array.isArray(scores) && scoresOk ? { scores: scores as number[] } : {};
  if (value.kind === 'ongoing') return { kind: 'ongoing' };
  if (typeof value.reason !== 'string' || !scoresOk) return null;
  if (value.kind === 'draw') return { kind: 'draw', reason: value.reason, ...withScores };
  const winners = value.winners;
  if (value.kind === 'win' && Array.isArray(winners) && winners.every((w) => Number.isInteger(w))) return { kind: 'win', winners: winners as number[], reason: value.reason, ...withScores };
  return null;
}

/** A record as the file format writes it (the result is there for people reading the file; it is recomputed on the way in). */
export function replayFileObject(record: ReplayRecord): { readonly [k: string]: unknown } {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: record.game,
    rulesVersion: record.rulesVersion,
    config: record.config,
    seed: record.seed,
    seats: record.seats,
    moves: record.moves,
    result: record.result,
    hash: record.hash,
    date: record.date,
  };
}

/**
 * Checks a draft against its game's rules: the game is known and playable here, the rules version matches, the
 * config parses, the seats fit it, every move parses, the rules' own replay accepts every move (a refusal names
 * its ply and says why in the rules' words) and reaches the recorded hash. Never throws: a loader or a rules
 * module that fails is a coded refusal too.
 */
export async function checkReplay(draft: ReplayDraft, load: RulesLoader): Promise<Result<CheckedReplay, ReplayError>> {
  const info = gameInfo(draft.game);
  if (!info) return err({ code: 'UNKNOWN_GAME', game: draft.game });
  let module: GameModule | undefined;
  try {
    module = await load(info.id);
  } catch (e) {
    return err({ code: 'GAME_LOAD_FAILED', game: info.id, reason: reasonOf(e) });
  }
  if (!module) return err({ code: 'GAME_UNAVAILABLE', game: info.id });
  try {
    return checkAgainst(module, info.id, draft);
  } catch (e) {
    // The rules answer every input with a coded refusal; should one still fail, the replay is refused, not thrown.
    return err({ code: 'SETUP_FAILED', reason: `the rules failed: ${reasonOf(e)}` });
  }
}

function checkAgainst(module: GameModule, game: GameId, draft: ReplayDraft): Result<CheckedReplay, ReplayError> {
  if (draft.rulesVersion > module.stateVersion) return err({ code: 'NEWER_RULES', version: draft.rulesVersion, supported: module.stateVersion });
  if (draft.rulesVersion < module.stateVersion) return err({ code: 'OLDER_RULES', version: draft.rulesVersion, supported: module.stateVersion });
  const config = module.parseConfig(draft.config);
  if (!config.ok) return err({ code: 'BAD_CONFIG', path: config.error.path, reason: config.error.reason });
  const expected = module.seatCount(config.value);
  if (draft.seats.length !== expected) return err({ code: 'BAD_SEATS', seats: draft.seats.length, expected });
  const moves: MoveRecord[] = [];
  for (let i = 0; i < draft.moves.length; i++) {
    const entry = draft.moves[i] as { seat: Seat; move: unknown };
    const move = module.parseMove(entry.move);
    if (!move.ok) return err({ code: 'BAD_MOVE', ply: i + 1, reason: 'reason' in move.error ? move.error.reason : move.error.code });
    moves.push({ seat: entry.seat, move: move.value });
  }
  const replayed = replay(module, config.value, draft.seed, moves);
  if (!replayed.ok) {
    const failure = replayed.error;
    if (failure.code === 'SETUP_FAILED') return err({ code: 'SETUP_FAILED', reason: failure.error.code });
    const seat = moves[failure.index]?.seat ?? -1;
    return err({ code: 'MOVE_REFUSED', ply: failure.index + 1, seat, error: failure.error, words: module.describeError(failure.error) });
  }
  if (replayed.value.hash !== draft.hash) return err({ code: 'HASH_MISMATCH', expected: draft.hash, actual: replayed.value.hash });
  const finalState = replayed.value.state;
  const record: ReplayRecord = {
    game,
    rulesVersion: draft.rulesVersion,
    config: config.value,
    seed: draft.seed,
    seats: draft.seats,
    moves,
    result: module.outcome(finalState),
    hash: replayed.value.hash,
    date: draft.date,
  };
  return ok({ record, module, finalState });
}

/** The draft of a record made on this device (what storage and the link encoder start from). */
export function draftOf(record: ReplayRecord): ReplayDraft {
  return { version: REPLAY_VERSION, game: record.game, rulesVersion: record.rulesVersion, config: record.config, seed: record.seed, seats: record.seats, moves: record.moves, hash: record.hash, date: record.date };
}

/** A seat of a replay in words: the player's name, "Player 2", or "Computer (hard)". */
export function seatWords(seat: SeatController, index: number): string {
  return seat.kind === 'computer' ? `Computer (${seat.bot})` : (seat.name ?? `Player ${index + 1}`);
}

/** How a replayed game ended, in words. */
export function resultWords(result: Outcome, seats: readonly SeatController[]): string {
  if (result.kind === 'ongoing') return 'Not finished';
  const scores = result.scores ? `, scoring ${result.scores.join(' / ')}` : '';
  if (result.kind === 'draw') return `A draw (${result.reason}${scores})`;
  if (result.winners.length === 0) return `Lost: ${result.reason}${scores}`;
  const winners = result.winners.map((w) => seatWords(seats[w] ?? { kind: 'human' }, w)).join(' and ');
  return `${winners} won (${result.reason}${scores})`;
}

/** What a checked replay holds, in one or two sentences for the player who opened it. */
export function describeCheckedReplay(record: ReplayRecord): string {
  const who = record.seats.map(seatWords).join(' against ');
  const day = record.date.slice(0, 10);
  return `${who}, played ${day}. ${resultWords(record.result, record.seats)} after ${record.moves.length} moves. Checked: every move replays by the rules to the recorded end.`;
}

/** Words for a refused replay, for the player who opened the link or the file. */
export function describeReplayError(e: ReplayError): string {
  switch (e.code) {
    case 'NOT_A_LINK':
      return `This is not a Gatehouse replay link (${e.reason}).`;
    case 'TOO_LONG':
      return `This replay is too long to open (${e.length.toLocaleString('en')} characters; at most ${e.max.toLocaleString('en')}).`;
    case 'BAD_ENCODING':
      return `This replay link is damaged: it could not be decoded (${e.reason}). Was it cut short when it was copied?`;
    case 'NOT_JSON':
      return `This replay is damaged: it is not readable data (${e.reason}).`;
    case 'NOT_A_REPLAY':
      return `This is not a Gatehouse replay (${e.path}: ${e.reason}).`;
    case 'NEWER_FORMAT':
      return `This replay was made by a newer Gatehouse (format ${e.version}; this version reads up to ${e.supported}). Update the app to open it.`;
    case 'UNKNOWN_GAME':
      return `This replay is for a game Gatehouse does not know (${describeValue(e.game)}).`;
    case 'GAME_UNAVAILABLE':
      return `This replay is for ${gameInfo(e.game)?.title ?? e.game}, which this version cannot play yet.`;
    case 'GAME_LOAD_FAILED':
      return `The rules of ${gameInfo(e.game)?.title ?? e.game} could not be loaded (${e.reason}). Try again when you are online.`;
    case 'NEWER_RULES':
      return `This replay was played under newer rules (version ${e.version}; this app has ${e.supported}). Update the app to open it.`;
    case 'OLDER_RULES':
      return `This replay was played under older rules (version ${e.version}; this app has ${e.supported}) and can no longer be replayed.`;
    case 'BAD_CONFIG':
      return `The game options in this replay are damaged at ${e.path}: ${e.reason}.`;
    case 'BAD_SEATS':
      return `This replay lists ${e.seats} seats, but its game is for ${e.expected}.`;
    case 'TOO_MANY_MOVES':
      return `This replay has too many moves (${e.moves.toLocaleString('en')}; at most ${e.max.toLocaleString('en')}).`;
    case 'BAD_MOVE':
      return `Move ${e.ply} of this replay is damaged: ${e.reason}.`;
    case 'SETUP_FAILED':
      return `The game in this replay could not be set up (${e.reason}).`;
    case 'MOVE_REFUSED':
      return `Move ${e.ply} of this replay is not allowed by the rules: ${e.words}`;
    case 'HASH_MISMATCH':
      return 'This replay does not end where it says it does: it was changed or damaged.';
  }
}
