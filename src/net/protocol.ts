/**
 * The online table's wire protocol, shared by the game server (server/) and the browser's network seat
 * (src/machines/online.ts). Plain data only; every message that crosses the network is parsed into these types by
 * the side that receives it, and what does not parse is refused with a coded reason, never thrown on.
 *
 * Arrows: src/net imports only src/rules; the server and src/machines import src/net.
 */
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { Decision, EventBase, MoveBase, Outcome, Seat } from '../rules/core/module';
import { isRecord } from '../rules/core/position';

/** The one room type every online game is played in. */
export const ROOM_NAME = 'table';

/**
 * Room codes: 8 characters from Crockford's base-32 alphabet (digits and capitals without I, L, O, U), drawn with a
 * cryptographic RNG: 32^8 ≈ 1.1 × 10^12 codes (40 bits), so guessing a live room is hopeless. Read aloud without
 * ambiguity; typed in any case (see `normaliseCode`).
 */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

/** Largest message a client may send, in characters of its JSON: a move is a small flat object. */
export const MAX_MESSAGE_CHARS = 4096;
/** Longest player name kept (longer names are cut, not refused). */
export const MAX_NAME_CHARS = 24;

/** A code as typed (lower case, spaces, dashes, O for 0, I/L for 1) → the canonical code, or null when it cannot be one. */
export function normaliseCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== CODE_LENGTH) return null;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** The code in an invite link's hash (`…/#join/CODE`), or null. */
export function codeFromHash(hash: string): string | null {
  const m = /^#join\/([A-Za-z0-9-]{1,16})$/.exec(hash);
  return m ? normaliseCode(m[1] as string) : null;
}

/** The invite link for a code, on the page at `origin` (+ path). */
export function inviteLink(base: string, code: string): string {
  return `${base.replace(/#.*$/, '')}#join/${code}`;
}

// ---------------------------------------------------------------------------------------------------------
// Client → server

/** Bots a host may seat (ids of src/ai/bots.ts: the three levels, and random for tests and load runs). */
export const ONLINE_BOTS = ['easy', 'medium', 'hard', 'random'] as const;
export type OnlineBot = (typeof ONLINE_BOTS)[number];

/** Options when creating a room. */
export interface CreateOptions {
  readonly game: string;
  /** The game's config (seat count, decks…), parsed by the game's own parseConfig; the default when absent. */
  readonly config?: unknown;
  /** How many seats (the game's own default config for that many) when no config is given. */
  readonly seats?: number;
  readonly name?: string;
}

/** Options when joining a room (also the creator's: its name). */
export interface JoinOptions {
  readonly name?: string;
  /** The secret a player received for their seat: presenting it again reclaims the seat (after a restart, a lost reconnection). */
  readonly seatToken?: string;
  /** Watch only, even when a seat is open. */
  readonly spectate?: boolean;
}

/** The messages a client may send, by type. */
export type ClientMessage =
  | { readonly type: 'move'; readonly move: unknown; readonly seat?: Seat }
  | { readonly type: 'seat.fill'; readonly seat?: Seat; readonly bot: OnlineBot }
  | { readonly type: 'start' }
  | { readonly type: 'sync' }
  /** Once the game is over: play again, same game, options and seats, a new deal (when every player has asked). */
  | { readonly type: 'rematch' };

export type ClientMessageType = ClientMessage['type'];
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = ['move', 'seat.fill', 'start', 'sync', 'rematch'];

/** Why a message was refused before the rules saw it (the rules' own refusals pass through with their codes). */
export type ProtocolError =
  | { readonly code: 'UNKNOWN_MESSAGE'; readonly type: string }
  | { readonly code: 'MALFORMED_MESSAGE'; readonly reason: string }
  | { readonly code: 'MESSAGE_TOO_LARGE'; readonly limit: number }
  | { readonly code: 'TOO_MANY_MESSAGES'; readonly perSecond: number }
  | { readonly code: 'NOT_A_PLAYER' }
  | { readonly code: 'NOT_YOUR_SEAT'; readonly seat: Seat; readonly yours: Seat }
  | { readonly code: 'NOT_THE_HOST' }
  | { readonly code: 'NOT_IN_LOBBY' }
  | { readonly code: 'NOT_STARTED' }
  | { readonly code: 'SEATS_OPEN'; readonly open: readonly Seat[] }
  | { readonly code: 'SEAT_TAKEN'; readonly seat: Seat }
  /** A rematch asked for while the game is still being set up or played. */
  | { readonly code: 'NOT_OVER' }
  /** A rematch asked for twice by the same seat. */
  | { readonly code: 'ALREADY_ASKED' };

const isSeat = (value: unknown): value is Seat => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 16;

/**
 * A client's message (type and body as Colyseus delivered them: any msgpack value) → a typed message or a coded
 * refusal. Checks the size first, so nothing larger than MAX_MESSAGE_CHARS is walked.
 */
export function parseClientMessage(type: unknown, body: unknown): Result<ClientMessage, ProtocolError> {
  if (typeof type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(type)) {
    return err({ code: 'UNKNOWN_MESSAGE', type: typeof type === 'string' ? type.slice(0, 32) : typeof type });
  }
  let size: number;
  try {
    size = JSON.stringify(body ?? null)?.length ?? 0;
  } catch {
    return err({ code: 'MALFORMED_MESSAGE', reason: 'not JSON' });
  }
  if (size > MAX_MESSAGE_CHARS) return err({ code: 'MESSAGE_TOO_LARGE', limit: MAX_MESSAGE_CHARS });
  const fields = body === undefined || body === null ? {} : body;
  if (!isRecord(fields)) return err({ code: 'MALFORMED_MESSAGE', reason: 'a message body is an object' });
  switch (type as ClientMessageType) {
    case 'move': {
      if (!('move' in fields)) return err({ code: 'MALFORMED_MESSAGE', reason: 'a move message carries "move"' });
      if (fields.seat !== undefined && !isSeat(fields.seat)) return err({ code: 'MALFORMED_MESSAGE', reason: '"seat" is a seat number' });
      return ok(fields.seat === undefined ? { type: 'move', move: fields.move } : { type: 'move', move: fields.move, seat: fields.seat });
    }
    case 'seat.fill': {
      const bot = fields.bot ?? 'medium';
      if (typeof bot !== 'string' || !(ONLINE_BOTS as readonly string[]).includes(bot)) return err({ code: 'MALFORMED_MESSAGE', reason: `"bot" is one of ${ONLINE_BOTS.join(', ')}` });
      if (fields.seat !== undefined && !isSeat(fields.seat)) return err({ code: 'MALFORMED_MESSAGE', reason: '"seat" is a seat number' });
      return ok(fields.seat === undefined ? { type: 'seat.fill', bot: bot as OnlineBot } : { type: 'seat.fill', bot: bot as OnlineBot, seat: fields.seat });
    }
    case 'start':
      return ok({ type: 'start' });
    case 'sync':
      return ok({ type: 'sync' });
    case 'rematch':
      return ok({ type: 'rematch' });
  }
}

/** Untrusted create options → typed (the game's config is parsed later, by the game). */
export function parseCreateOptions(json: unknown): Result<CreateOptions, ProtocolError> {
  if (!isRecord(json)) return err({ code: 'MALFORMED_MESSAGE', reason: 'create options are an object' });
  if (typeof json.game !== 'string' || json.game.length > 32) return err({ code: 'MALFORMED_MESSAGE', reason: '"game" is a game id' });
  if (json.seats !== undefined && !isSeat(json.seats)) return err({ code: 'MALFORMED_MESSAGE', reason: '"seats" is a number of seats' });
  const name = nameOf(json.name);
  return ok({ game: json.game, ...(json.config !== undefined ? { config: json.config } : {}), ...(isSeat(json.seats) ? { seats: json.seats } : {}), ...(name !== undefined ? { name } : {}) });
}

/** Untrusted join options → typed; unknown fields are ignored, wrong kinds dropped. */
export function parseJoinOptions(json: unknown): JoinOptions {
  if (!isRecord(json)) return {};
  const name = nameOf(json.name);
  const token = typeof json.seatToken === 'string' && json.seatToken.length <= 64 ? json.seatToken : undefined;
  return { ...(name !== undefined ? { name } : {}), ...(token !== undefined ? { seatToken: token } : {}), ...(json.spectate === true ? { spectate: true } : {}) };
}

function nameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control characters out, whitespace collapsed, cut to length: a name is shown to everyone at the table.
  const cleaned = value.replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_CHARS);
  return cleaned.length > 0 ? cleaned : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Server → client

/** Who holds a seat, as everyone at the table sees it. */
export type SeatInfo =
  | { readonly kind: 'open' }
  | { readonly kind: 'human'; readonly name: string; readonly status: 'connected' | 'reconnecting' | 'left' }
  /** The computer: seated by the host, or standing in for a player who left (`replacing` names them). */
  | { readonly kind: 'computer'; readonly bot: string; readonly replacing?: string };

export type RoomPhase = 'lobby' | 'playing' | 'over';

/** The room as it stands: sent to everyone whenever a seat or the phase changes. */
export interface LobbyMessage {
  readonly code: string;
  readonly game: string;
  readonly config: unknown;
  readonly phase: RoomPhase;
  readonly seats: readonly SeatInfo[];
  readonly host: Seat | null;
  readonly spectators: number;
  /** Once the game is over: the seats whose players have asked for a rematch. */
  readonly rematch: readonly Seat[];
}

/** Sent to one client when it joins or reclaims a seat: who they are here. */
export interface WelcomeMessage {
  readonly code: string;
  readonly seat: Seat | null;
  /** Keep it: presenting it in join options reclaims this seat (null for spectators). */
  readonly seatToken: string | null;
}

/** The whole table for one client: its seat's view (spectators: every hand hidden), who decides, legal moves. */
export interface TableMessage {
  /** Which game of this room the table belongs to: 1, then one more for each rematch. */
  readonly gameNumber: number;
  readonly ply: number;
  readonly seat: Seat | null;
  readonly view: unknown;
  readonly decision: Decision;
  readonly outcome: Outcome;
  /** The recipient's legal moves now (empty when it is not their decision, or for spectators). */
  readonly legal: readonly MoveBase[];
  /**
   * The game's last events so far as the recipient saw them (at most PAST_EVENTS), sent with a whole table (a
   * join, a rejoin, a sync) so a page that comes back shows its log again; absent in applied moves.
   */
  readonly past?: readonly EventBase[];
}

/** How many of the game's last events a whole table carries for the log. */
export const PAST_EVENTS = 200;

/** One applied move as a client may see it: redacted events, then the table after them. */
export interface AppliedMessage extends TableMessage {
  /** Who moved (the move itself is not sent: its effects are in the events). */
  readonly mover: Seat;
  readonly events: readonly EventBase[];
}

/** A refusal, to the sender only: the code and its fields. */
export type RefusedMessage = CodedError & { readonly refused: string };

/** Server → client message types. */
export const SERVER_MESSAGES = { lobby: 'lobby', welcome: 'welcome', table: 'table', applied: 'applied', refused: 'refused' } as const;

// ---------------------------------------------------------------------------------------------------------
// Server messages as the browser reads them: checked field by field (a proxy or a bug must not crash the table).

const isSeatList = (value: unknown): value is Seat[] => Array.isArray(value) && value.every(isSeat);

function parseDecision(json: unknown): Decision | null {
  if (!isRecord(json) || !isSeatList(json.seats) || typeof json.kind !== 'string') return null;
  return typeof json.onBehalfOf === 'string' ? { seats: json.seats, kind: json.kind, onBehalfOf: json.onBehalfOf } : { seats: json.seats, kind: json.kind };
}

function parseOutcome(json: unknown): Outcome | null {
  if (!isRecord(json)) return null;
  const scores = Array.isArray(json.scores) && json.scores.every((n) => typeof n === 'number') ? { scores: json.scores.filter((n): n is number => typeof n === 'number') } : {};
  if (json.kind === 'ongoing') return { kind: 'ongoing' };
  if (typeof json.reason !== 'string') return null;
  if (json.kind === 'draw') return { kind: 'draw', reason: json.reason, ...scores };
  if (json.kind === 'win' && isSeatList(json.winners)) return { kind: 'win', winners: json.winners, reason: json.reason, ...scores };
  return null;
}

const isTyped = (value: unknown): value is MoveBase & Record<string, unknown> => isRecord(value) && typeof value.type === 'string';

/** A `table` message, or null when it is not one. */
export function parseTableMessage(json: unknown): TableMessage | null {
  if (!isRecord(json) || typeof json.ply !== 'number' || !Number.isInteger(json.ply) || json.ply < 0) return null;
  if (json.seat !== null && !isSeat(json.seat)) return null;
  const decision = parseDecision(json.decision);
  const outcome = parseOutcome(json.outcome);
  if (!decision || !outcome || !Array.isArray(json.legal) || !json.legal.every(isTyped) || !isRecord(json.view)) return null;
  if (typeof json.gameNumber !== 'number' || !Number.isInteger(json.gameNumber) || json.gameNumber < 1) return null;
  const past = Array.isArray(json.past) && json.past.length <= PAST_EVENTS && json.past.every(isTyped) ? { past: json.past } : {};
  return { gameNumber: json.gameNumber, ply: json.ply, seat: json.seat, view: json.view, decision, outcome, legal: json.legal, ...past };
}

/** An `applied` message, or null when it is not one. */
export function parseAppliedMessage(json: unknown): AppliedMessage | null {
  const table = parseTableMessage(json);
  if (!table || !isRecord(json) || !isSeat(json.mover) || !Array.isArray(json.events) || !json.events.every(isTyped)) return null;
  const { past: _past, ...moved } = table;
  return { ...moved, mover: json.mover, events: json.events };
}

/** A `lobby` message, or null. */
export function parseLobbyMessage(json: unknown): LobbyMessage | null {
  if (!isRecord(json) || typeof json.code !== 'string' || typeof json.game !== 'string' || !Array.isArray(json.seats)) return null;
  if (json.phase !== 'lobby' && json.phase !== 'playing' && json.phase !== 'over') return null;
  if (json.host !== null && !isSeat(json.host)) return null;
  const seats: SeatInfo[] = [];
  for (const seat of json.seats) {
    if (!isRecord(seat)) return null;
    if (seat.kind === 'open') seats.push({ kind: 'open' });
    else if (seat.kind === 'human' && typeof seat.name === 'string' && (seat.status === 'connected' || seat.status === 'reconnecting' || seat.status === 'left')) seats.push({ kind: 'human', name: seat.name, status: seat.status });
    else if (seat.kind === 'computer' && typeof seat.bot === 'string') seats.push(typeof seat.replacing === 'string' ? { kind: 'computer', bot: seat.bot, replacing: seat.replacing } : { kind: 'computer', bot: seat.bot });
    else return null;
  }
  const rematch = isSeatList(json.rematch) ? json.rematch : [];
  return { code: json.code, game: json.game, config: json.config, phase: json.phase, seats, host: json.host, spectators: typeof json.spectators === 'number' ? json.spectators : 0, rematch };
}

/** A `welcome` message, or null. */
export function parseWelcomeMessage(json: unknown): WelcomeMessage | null {
  if (!isRecord(json) || typeof json.code !== 'string') return null;
  if (json.seat !== null && !isSeat(json.seat)) return null;
  if (json.seatToken !== null && typeof json.seatToken !== 'string') return null;
  return { code: json.code, seat: json.seat, seatToken: json.seatToken };
}

/** A `refused` message: its code (and what was refused), or null. */
export function parseRefusedMessage(json: unknown): RefusedMessage | null {
  if (!isRecord(json) || typeof json.code !== 'string') return null;
  return { ...json, code: json.code, refused: typeof json.refused === 'string' ? json.refused : '' };
}
