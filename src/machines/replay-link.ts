/**
 * A replay as a link (the whole game compressed into the URL fragment, `#replay/<lz-string>`: no server needed) or
 * as a file (readable JSON). Reading either gives a `ReplayDraft` or a coded refusal, never an exception; the draft
 * then goes through `checkReplay`, which replays it with the game's rules.
 */
import LZString from 'lz-string';
import type { Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { SeatController } from './match-logic';
import type { CheckedReplay, ReplayDraft, ReplayError, ReplayRecord, RulesLoader } from './replay-record';
import { REPLAY_FORMAT, REPLAY_FRAGMENT, REPLAY_VERSION, checkReplay, draftOf, readReplayObject, replayFileObject } from './replay-record';

export { REPLAY_FRAGMENT };
/**
 * The longest link read (characters after `#replay/`). A typical full game's link is 0.6k to 5k characters
 * (docs/architecture.md, Replays); this leaves room for the longest real games while bounding what a crafted link
 * can make the decoder build (LZ decoding can grow quadratically in its input).
 */
export const MAX_LINK_CHARS = 32_000;
/** The longest replay text read: a decoded link or a file. */
export const MAX_REPLAY_CHARS = 2_000_000;

/**
 * The link's compact form: one array, fields in a fixed order (no keys repeated), seats as "h" (human), "h:<name>"
 * or "c:<bot>", moves as [seat, move]. The result is not carried: the rules recompute it.
 */
type CompactReplay = [version: number, game: string, rulesVersion: number, config: unknown, seed: string | number, seats: string[], moves: [number, unknown][], hash: string, date: string];

function compactSeat(seat: SeatController): string {
  return seat.kind === 'computer' ? `c:${seat.bot}` : seat.name === undefined ? 'h' : `h:${seat.name}`;
}

function seatObject(text: unknown): unknown {
  if (text === 'h') return { kind: 'human' };
  if (typeof text === 'string' && text.startsWith('h:')) return { kind: 'human', name: text.slice(2) };
  if (typeof text === 'string' && text.startsWith('c:')) return { kind: 'computer', bot: text.slice(2) };
  return text;
}

/** The fragment for a record: `#replay/…`. */
export function replayFragment(record: ReplayRecord): string {
  const draft = draftOf(record);
  const compact: CompactReplay = [
    draft.version,
    draft.game,
    draft.rulesVersion,
    draft.config,
    draft.seed,
    draft.seats.map(compactSeat),
    draft.moves.map((entry) => [entry.seat, entry.move]),
    draft.hash,
    draft.date,
  ];
  return REPLAY_FRAGMENT + LZString.compressToEncodedURIComponent(JSON.stringify(compact));
}

/** A shareable link: the page's address (without its own fragment) and the replay's fragment. */
export function replayLink(record: ReplayRecord, pageUrl: string): string {
  const hashAt = pageUrl.indexOf('#');
  return (hashAt < 0 ? pageUrl : pageUrl.slice(0, hashAt)) + replayFragment(record);
}

/** The replay as a file's text (pretty JSON, so a person can read it). */
export function replayFileText(record: ReplayRecord): string {
  return `${JSON.stringify(replayFileObject(record), null, 1)}\n`;
}

/** Reads a link and replays it with its game's rules: a checked replay or a coded refusal. Never rejects. */
export async function openReplayLink(link: unknown, load: RulesLoader): Promise<Result<CheckedReplay, ReplayError>> {
  const draft = readReplayLink(link);
  return draft.ok ? checkReplay(draft.value, load) : draft;
}

/** Reads a replay file and replays it with its game's rules: a checked replay or a coded refusal. Never rejects. */
export async function openReplayFile(input: unknown, load: RulesLoader): Promise<Result<CheckedReplay, ReplayError>> {
  const draft = readReplayFile(input);
  return draft.ok ? checkReplay(draft.value, load) : draft;
}

function parseJson(text: string): Result<unknown, ReplayError> {
  if (text.length > MAX_REPLAY_CHARS) return err({ code: 'TOO_LONG', length: text.length, max: MAX_REPLAY_CHARS });
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err({ code: 'NOT_JSON', reason: e instanceof Error ? e.message : 'unreadable' });
  }
}

/**
 * Reads a replay link (a whole URL, or just its `#replay/…` fragment) into a draft. Never throws: a missing
 * fragment, a link too long, a payload that does not decode, is not JSON or not a replay are each coded.
 */
export function readReplayLink(link: unknown): Result<ReplayDraft, ReplayError> {
  if (typeof link !== 'string') return err({ code: 'NOT_A_LINK', reason: 'not text' });
  const at = link.indexOf(REPLAY_FRAGMENT);
  if (at < 0) return err({ code: 'NOT_A_LINK', reason: `no "${REPLAY_FRAGMENT}" in it` });
  const payload = link.slice(at + REPLAY_FRAGMENT.length);
  if (payload.length > MAX_LINK_CHARS) return err({ code: 'TOO_LONG', length: payload.length, max: MAX_LINK_CHARS });
  if (!/^[A-Za-z0-9+\-$]+$/.test(payload)) return err({ code: 'BAD_ENCODING', reason: payload.length === 0 ? 'nothing after the tag' : 'characters a replay link never has' });
  let text: unknown;
  try {
    text = LZString.decompressFromEncodedURIComponent(payload);
  } catch (e) {
    return err({ code: 'BAD_ENCODING', reason: e instanceof Error ? e.message : 'undecodable' });
  }
  // lz-string answers a payload it cannot decode with null or an empty string (its typings say string).
  if (typeof text !== 'string' || text.length === 0) return err({ code: 'BAD_ENCODING', reason: 'undecodable' });
  const json = parseJson(text);
  if (!json.ok) return json;
  return readCompact(json.value);
}

/** The compact array back into the file format's object, then read like a file (one checker for both). */
function readCompact(data: unknown): Result<ReplayDraft, ReplayError> {
  if (!Array.isArray(data) || data.length !== 9) return err({ code: 'NOT_A_REPLAY', path: 'link', reason: 'expected the 9 fields of a replay link' });
  const [version, game, rulesVersion, config, seed, seats, moves, hash, date] = data as unknown[];
  if (typeof version === 'number' && version > REPLAY_VERSION) return err({ code: 'NEWER_FORMAT', version, supported: REPLAY_VERSION });
  if (!Array.isArray(seats)) return err({ code: 'NOT_A_REPLAY', path: 'replay.seats', reason: 'expected a list of seats' });
  if (!Array.isArray(moves)) return err({ code: 'NOT_A_REPLAY', path: 'replay.moves', reason: 'expected a list of moves' });
  const moveObjects = moves.map((entry: unknown) => (Array.isArray(entry) && entry.length === 2 ? { seat: entry[0] as unknown, move: entry[1] as unknown } : entry));
  return readReplayObject({ format: REPLAY_FORMAT, version, game, rulesVersion, config, seed, seats: seats.map(seatObject), moves: moveObjects, hash, date });
}

/** Reads a replay file's text (or a value already parsed) into a draft. Never throws. */
export function readReplayFile(input: unknown): Result<ReplayDraft, ReplayError> {
  if (typeof input !== 'string') return readReplayObject(input);
  const json = parseJson(input);
  return json.ok ? readReplayObject(json.value) : json;
}
