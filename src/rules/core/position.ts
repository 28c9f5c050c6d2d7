import type { Json, Result } from './result';
import { err, ok } from './result';
import type { GameModule, MoveBase } from './module';
import type { MoveRecord } from './replay';
import { replay } from './replay';
import { stateHash } from './hash';
import type { JsonLimits } from './shape';
import { jsonWithin } from './shape';

/** The tag every position file carries. */
export const POSITION_FORMAT = 'gatehouse.position';
/** The newest position-file envelope this build reads and writes. */
export const POSITION_VERSION = 1;

/**
 * A position file: versioned JSON holding a game's config and state, and optionally the seed and move log
 * that led there. It is the export format, the save-game format and the format of test scenarios.
 */
export interface PositionFile {
  readonly format: typeof POSITION_FORMAT;
  readonly version: number;
  readonly game: string;
  readonly stateVersion: number;
  readonly config: unknown;
  readonly state: unknown;
  readonly hash: string;
  readonly history?: { readonly seed: string | number; readonly moves: readonly { readonly seat: number; readonly move: unknown }[] };
  /** Free-form client data (seat controllers, labels, timestamps); rules never read it. */
  readonly meta?: { readonly [k: string]: Json };
}

/** Why a position could not be read; each names what the player or author needs to fix it. */
export type PositionError =
  | { readonly code: 'NOT_JSON'; readonly reason: string }
  | { readonly code: 'NOT_A_POSITION'; readonly reason: string }
  | { readonly code: 'NEWER_FORMAT'; readonly version: number; readonly supported: number }
  | { readonly code: 'WRONG_GAME'; readonly game: string; readonly expected: string }
  | { readonly code: 'NEWER_STATE_VERSION'; readonly version: number; readonly supported: number }
  | { readonly code: 'OLDER_STATE_VERSION'; readonly version: number; readonly supported: number }
  | { readonly code: 'BAD_CONFIG'; readonly path: string; readonly reason: string }
  | { readonly code: 'BAD_STATE'; readonly path: string; readonly reason: string }
  | { readonly code: 'HASH_MISMATCH'; readonly expected: string; readonly actual: string }
  | { readonly code: 'BAD_HISTORY'; readonly index: number; readonly reason: string };

/** A position that passed every check on the way in. */
export interface LoadedPosition<C, S, M extends MoveBase> {
  readonly config: C;
  readonly state: S;
  readonly history?: { readonly seed: string | number; readonly moves: readonly MoveRecord<M>[] };
  readonly meta: { readonly [k: string]: Json };
}

/** Writes a position file for a state (and optionally the log that reproduces it). */
export function exportPosition<C, S extends object, M extends MoveBase>(
  module: GameModule<C, S, unknown, M>,
  config: C,
  state: S,
  extra: { history?: { seed: string | number; moves: readonly MoveRecord<M>[] }; meta?: { readonly [k: string]: Json } } = {},
): PositionFile {
  return {
    format: POSITION_FORMAT,
    version: POSITION_VERSION,
    game: module.id,
    stateVersion: module.stateVersion,
    config,
    state,
    hash: stateHash(state),
    ...(extra.history ? { history: { seed: extra.history.seed, moves: extra.history.moves } } : {}),
    ...(extra.meta ? { meta: extra.meta } : {}),
  };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The longest position file read from text (characters): far above any real save, far below what could hurt. */
export const MAX_POSITION_CHARS = 4_000_000;
/** The size and depth a position file's parsed JSON may reach (its state, config and move log together). */
export const POSITION_LIMITS: JsonLimits = { maxDepth: 20, maxNodes: 400_000, maxString: 4096 };
/** The most a `meta` block may hold, written out as JSON (characters), and its depth. */
export const MAX_META_CHARS = 16_384;
const META_LIMITS: JsonLimits = { maxDepth: 6, maxNodes: 2_000, maxString: 1024 };
/** The longest move log a position may carry. */
export const MAX_HISTORY_MOVES = 20_000;

/** A position's JSON, parsed once from text when it is text, and held to the size and depth limits. */
function readJson(input: unknown): Result<unknown, PositionError> {
  let data = input;
  if (typeof input === 'string') {
    if (input.length > MAX_POSITION_CHARS) return err({ code: 'NOT_A_POSITION', reason: `longer than ${MAX_POSITION_CHARS} characters` });
    try {
      data = JSON.parse(input) as unknown;
    } catch (e) {
      return err({ code: 'NOT_JSON', reason: e instanceof Error ? e.message : 'unreadable' });
    }
  }
  const tooBig = jsonWithin(data, POSITION_LIMITS, 'file');
  return tooBig ? err({ code: 'NOT_A_POSITION', reason: `${tooBig.path}: ${tooBig.reason}` }) : ok(data);
}

function envelopeOf(data: unknown): Result<{ game: string; version: number; stateVersion: number }, PositionError> {
  if (!isRecord(data) || data.format !== POSITION_FORMAT) return err({ code: 'NOT_A_POSITION', reason: `missing "format": "${POSITION_FORMAT}"` });
  const { version, game, stateVersion } = data;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return err({ code: 'NOT_A_POSITION', reason: '"version" must be a positive integer' });
  if (version > POSITION_VERSION) return err({ code: 'NEWER_FORMAT', version, supported: POSITION_VERSION });
  if (typeof game !== 'string') return err({ code: 'NOT_A_POSITION', reason: '"game" must be a string' });
  if (typeof stateVersion !== 'number' || !Number.isInteger(stateVersion)) return err({ code: 'NOT_A_POSITION', reason: '"stateVersion" must be an integer' });
  return ok({ game, version, stateVersion });
}

/** Reads the envelope only (format, versions, game id) without a game module: for save lists. Never throws. */
export function readEnvelope(input: unknown): Result<{ game: string; version: number; stateVersion: number }, PositionError> {
  const data = readJson(input);
  return data.ok ? envelopeOf(data.value) : data;
}

/**
 * Reads a position (a JSON string or parsed value), checking every part; the only way in for outside data.
 * Never throws: any input gets a coded error. The file's `hash` is required (a 16-digit string) and must match
 * the state; `meta` is an object of at most MAX_META_CHARS characters; a history must replay to the state.
 */
export function importPosition<C, S extends object, M extends MoveBase>(
  module: GameModule<C, S, unknown, M>,
  input: unknown,
): Result<LoadedPosition<C, S, M>, PositionError> {
  const json = readJson(input);
  if (!json.ok) return json;
  const env = envelopeOf(json.value);
  if (!env.ok) return env;
  const data = json.value as Record<string, unknown>;
  if (env.value.game !== module.id) return err({ code: 'WRONG_GAME', game: env.value.game, expected: module.id });
  if (env.value.stateVersion > module.stateVersion) return err({ code: 'NEWER_STATE_VERSION', version: env.value.stateVersion, supported: module.stateVersion });
  if (env.value.stateVersion < module.stateVersion) return err({ code: 'OLDER_STATE_VERSION', version: env.value.stateVersion, supported: module.stateVersion });
  if (!Object.hasOwn(data, 'hash') || typeof data.hash !== 'string') return err({ code: 'NOT_A_POSITION', reason: '"hash" must be a string (the state\'s checksum)' });
  const config = module.parseConfig(data.config);
  if (!config.ok) return err({ code: 'BAD_CONFIG', path: config.error.path, reason: config.error.reason });
  const state = module.parseState(data.state, config.value);
  if (!state.ok) return err({ code: 'BAD_STATE', path: state.error.path, reason: state.error.reason });
  const actual = stateHash(state.value);
  if (data.hash !== actual) return err({ code: 'HASH_MISMATCH', expected: data.hash, actual });
  const meta = readMeta(data.meta);
  if (!meta.ok) return meta;

  if (data.history === undefined) return ok({ config: config.value, state: state.value, meta: meta.value });
  const h = data.history;
  if (!isRecord(h) || !(typeof h.seed === 'string' || typeof h.seed === 'number') || !Array.isArray(h.moves)) {
    return err({ code: 'BAD_HISTORY', index: -1, reason: 'history needs a seed and a moves array' });
  }
  if (h.moves.length > MAX_HISTORY_MOVES) return err({ code: 'BAD_HISTORY', index: -1, reason: `more than ${MAX_HISTORY_MOVES} moves` });
  const moves: MoveRecord<M>[] = [];
  for (let i = 0; i < h.moves.length; i++) {
    const rec = h.moves[i] as unknown;
    if (!isRecord(rec) || typeof rec.seat !== 'number' || !Number.isInteger(rec.seat)) return err({ code: 'BAD_HISTORY', index: i, reason: 'each entry needs an integer seat and a move' });
    const move = module.parseMove(rec.move);
    if (!move.ok) return err({ code: 'BAD_HISTORY', index: i, reason: move.error.code });
    moves.push({ seat: rec.seat, move: move.value });
  }
  const replayed = replay(module, config.value, h.seed, moves);
  if (!replayed.ok) {
    const index = replayed.error.code === 'MOVE_REFUSED' ? replayed.error.index : -1;
    return err({ code: 'BAD_HISTORY', index, reason: `replay failed: ${replayed.error.error.code}` });
  }
  if (replayed.value.hash !== actual) return err({ code: 'HASH_MISMATCH', expected: actual, actual: replayed.value.hash });
  return ok({ config: config.value, state: state.value, history: { seed: h.seed, moves }, meta: meta.value });
}

/** A file's `meta`: absent, or a plain JSON object within META_LIMITS and MAX_META_CHARS. */
function readMeta(meta: unknown): Result<{ readonly [k: string]: Json }, PositionError> {
  if (meta === undefined) return ok({});
  if (!isRecord(meta)) return err({ code: 'NOT_A_POSITION', reason: '"meta" must be an object' });
  const tooBig = jsonWithin(meta, META_LIMITS, 'meta');
  if (tooBig) return err({ code: 'NOT_A_POSITION', reason: `${tooBig.path}: ${tooBig.reason}` });
  if (JSON.stringify(meta).length > MAX_META_CHARS) return err({ code: 'NOT_A_POSITION', reason: `"meta" is longer than ${MAX_META_CHARS} characters` });
  return ok(meta as { readonly [k: string]: Json });
}

/** Words for a position error, for the player who tried to load it. */
export function describePositionError(e: PositionError): string {
  switch (e.code) {
    case 'NOT_JSON':
      return `The file is not valid JSON (${e.reason}).`;
    case 'NOT_A_POSITION':
      return `This is not a Gatehouse position or save (${e.reason}).`;
    case 'NEWER_FORMAT':
      return `This save was written by a newer Gatehouse (format ${e.version}; this version reads up to ${e.supported}). Update the app to open it.`;
    case 'WRONG_GAME':
      return `This position is for "${e.game}", not "${e.expected}".`;
    case 'NEWER_STATE_VERSION':
      return `This save comes from a newer version of the game rules (${e.version} > ${e.supported}). Update the app to open it.`;
    case 'OLDER_STATE_VERSION':
      return `This save comes from an older version of the game rules (${e.version} < ${e.supported}) and can no longer be opened.`;
    case 'BAD_CONFIG':
      return `The game settings in this file are damaged at ${e.path}: ${e.reason}.`;
    case 'BAD_STATE':
      return `The game position in this file is damaged at ${e.path}: ${e.reason}.`;
    case 'HASH_MISMATCH':
      return 'The position does not match its checksum: the file was changed or damaged.';
    case 'BAD_HISTORY':
      return `The move history in this file is damaged${e.index >= 0 ? ` at move ${e.index + 1}` : ''}: ${e.reason}.`;
  }
}

/** Narrows an unknown to a record for hand-written parsers (parseConfig/parseState). */
export { isRecord };

