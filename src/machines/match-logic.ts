/**
 * Plain functions behind the match statechart's guards and actions: each is a thin call into the rules module
 * plus the match-level facts rules do not know (who sits in each seat, which human holds the device).
 */
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { CoreMoveError, EventBase, GameModule, MoveBase, Seat } from '../rules/core/module';
import { isUndoable } from '../rules/core/module';
import type { MoveRecord } from '../rules/core/replay';
import type { PositionFile } from '../rules/core/position';
import { exportPosition } from '../rules/core/position';
import { gameInfo } from '../rules/catalog';
import { stateHash } from '../rules/core/hash';
import type { ReplayRecord } from './replay-record';

/** Who plays a seat. Several human seats on one device is pass-and-play. */
export type SeatController = { readonly kind: 'human'; readonly name?: string } | { readonly kind: 'computer'; readonly bot: string; readonly name?: string };

/** Everything a match needs to start. */
export interface MatchSetup {
  readonly module: GameModule;
  readonly seats: readonly SeatController[];
  readonly config: unknown;
  readonly seed: string | number;
}

/** A position a human may return to with Undo. */
export interface UndoEntry {
  readonly seat: Seat;
  readonly state: object;
  readonly history: readonly MoveRecord[];
  readonly plies: number;
}

/** Why Undo has nothing to offer, so the player hears the reason. */
export type UndoBlock = 'start' | 'reveal' | 'opponent' | 'handoff';

/** The match's data: the rules state plus who plays, the move log and what the scene must show next. */
export interface MatchData {
  readonly module: GameModule | null;
  readonly seats: readonly SeatController[];
  readonly config: unknown;
  readonly seed: string | number;
  readonly state: object | null;
  readonly history: readonly MoveRecord[];
  /** The human who holds the device (pass-and-play hands it over between them). */
  readonly activeHuman: Seat | null;
  readonly lastError: CodedError | null;
  readonly setupError: CodedError | null;
  readonly plies: number;
  /** Positions before each undoable human move since the last reveal, the last computer move or handover. */
  readonly undo: readonly UndoEntry[];
  readonly undoBlock: UndoBlock;
}

/** An empty match, before a game is chosen. */
export const EMPTY_MATCH: MatchData = {
  module: null, seats: [], config: null, seed: 0, state: null, history: [], activeHuman: null, lastError: null, setupError: null, plies: 0, undo: [], undoBlock: 'start',
};

/** Runs the game's setup; on a refusal the match keeps no state and remembers why. */
export function startMatch(setup: MatchSetup): MatchData {
  const r = setup.module.setup(setup.config, setup.seed);
  const base = { ...EMPTY_MATCH, module: setup.module, seats: setup.seats, config: setup.config, seed: setup.seed };
  return r.ok ? { ...base, state: r.value, activeHuman: firstHuman(setup.seats) } : { ...base, setupError: r.error };
}

/** Restores a match from a validated save (history included when the save has it). */
export function resumeMatch(module: GameModule, config: unknown, state: object, seats: readonly SeatController[], seed: string | number, history: readonly MoveRecord[]): MatchData {
  return { ...EMPTY_MATCH, module, config, state, seats, seed, history, plies: history.length, activeHuman: firstHuman(seats) };
}

function firstHuman(seats: readonly SeatController[]): Seat | null {
  const i = seats.findIndex((s) => s.kind === 'human');
  return i < 0 ? null : i;
}

/** Seats deciding now (empty when the game is over). */
export function decidingSeats(m: MatchData): readonly Seat[] {
  return m.module && m.state ? m.module.decision(m.state).seats : [];
}

/** True once the rules say the game has ended. */
export function isOver(m: MatchData): boolean {
  return !!m.module && !!m.state && m.module.outcome(m.state).kind !== 'ongoing';
}

/** The computer seat that should think now, if any: computers answer simultaneous choices first. */
export function computerToMove(m: MatchData): Seat | null {
  return decidingSeats(m).find((s) => m.seats[s]?.kind === 'computer') ?? null;
}

/** The human seat that should move now, if any. */
export function humanToMove(m: MatchData): Seat | null {
  const deciding = decidingSeats(m).filter((s) => m.seats[s]?.kind === 'human');
  if (deciding.length === 0) return null;
  return m.activeHuman !== null && deciding.includes(m.activeHuman) ? m.activeHuman : (deciding[0] as Seat);
}

/** Pass-and-play: the device must change hands before the next human may see their cards. */
export function needsHandoff(m: MatchData): boolean {
  const next = humanToMove(m);
  return computerToMove(m) === null && next !== null && m.activeHuman !== null && next !== m.activeHuman;
}

/** The human now holding the device; what the previous holder did can no longer be taken back. */
export function takeDevice(m: MatchData): MatchData {
  return { ...m, activeHuman: humanToMove(m), undo: [], undoBlock: 'handoff' };
}

/** The rules' coded refusal for a move, or null when it is legal. */
export function refusal(m: MatchData, seat: Seat, move: MoveBase): CodedError | null {
  if (!m.module || !m.state) return { code: 'NO_MATCH' };
  return m.module.validate(m.state, seat, move);
}

/**
 * A computer's answer, checked as the untrusted data it is (it crossed from a worker): the game's `parseMove`
 * first, then the rules' validation for the computer seat deciding now. Never throws, whatever the answer.
 */
export function parseComputerAnswer(m: MatchData, answer: unknown): Result<MoveBase, CodedError> {
  if (!m.module || !m.state) return err({ code: 'NO_MATCH' });
  const seat = computerToMove(m);
  if (seat === null) return err({ code: 'NOT_YOUR_DECISION', seat: -1, deciding: decidingSeats(m) } satisfies CoreMoveError);
  const parsed = m.module.parseMove(answer);
  if (!parsed.ok) return parsed;
  const refused = m.module.validate(m.state, seat, parsed.value);
  return refused ? err(refused) : ok(parsed.value);
}

/** Refusals the match itself makes before the rules are asked. */
export type MatchRefusal = { readonly code: 'NOT_YOUR_SEAT'; readonly seat: Seat } | { readonly code: 'NO_MATCH' } | CoreMoveError;

/** A human may only move for the seat that holds the device. */
export function humanRefusal(m: MatchData, seat: Seat, move: MoveBase): CodedError | null {
  let e: MatchRefusal | null = null;
  if (isOver(m)) e = { code: 'GAME_OVER' };
  else if (m.seats[seat]?.kind !== 'human') e = { code: 'NOT_YOUR_SEAT', seat };
  else if (seat !== humanToMove(m)) e = { code: 'NOT_YOUR_DECISION', seat, deciding: decidingSeats(m) };
  return e ?? refusal(m, seat, move);
}

/** Words for any refusal a match can produce: the match's own, else the game's. */
export function describeRefusal(m: MatchData, e: CodedError): string {
  if (e.code === 'NOT_YOUR_SEAT') return 'That seat is played by the computer.';
  if (e.code === 'NOTHING_TO_UNDO') {
    const reason = (e as { reason?: UndoBlock }).reason;
    return reason === 'reveal'
      ? 'That move revealed new cards, so it cannot be taken back.'
      : reason === 'opponent'
        ? 'Your opponent has moved since: the move cannot be taken back.'
        : reason === 'handoff'
          ? 'The device has changed hands since: the move cannot be taken back.'
          : 'There is no move to take back.';
  }
  if (e.code === 'NOT_YOUR_MOVE_TO_UNDO') return 'Only the player who made the last move can take it back.';
  if (e.code === 'NO_MATCH') return 'No game is in progress.';
  return m.module ? m.module.describeError(e) : e.code;
}

/**
 * Applies a legal move; returns the new match data and the domain events for the scene. A human's move that
 * revealed nothing joins the undo stack; a reveal or a computer's move closes it.
 */
export function applyMove(m: MatchData, seat: Seat, move: MoveBase, by: 'human' | 'computer' = 'human'): { data: MatchData; events: readonly EventBase[] } {
  if (!m.module || !m.state) return { data: m, events: [] };
  const r = m.module.apply(m.state, seat, move);
  if (!r.ok) return { data: { ...m, lastError: r.error }, events: [] };
  const undoable = by === 'human' && isUndoable(m.module, r.value.events);
  const undo = undoable ? [...m.undo, { seat, state: m.state, history: m.history, plies: m.plies }] : [];
  const undoBlock: UndoBlock = undoable ? m.undoBlock : by === 'computer' ? 'opponent' : 'reveal';
  return { data: { ...m, state: r.value.state, history: [...m.history, { seat, move }], lastError: null, plies: m.plies + 1, undo, undoBlock }, events: r.value.events };
}

/** Why `seat` may not undo now, or null when it may. */
export function undoRefusal(m: MatchData, seat: Seat): CodedError | null {
  const top = m.undo[m.undo.length - 1];
  if (isOver(m)) return { code: 'GAME_OVER' };
  if (!top) return { code: 'NOTHING_TO_UNDO', reason: m.undoBlock } as CodedError;
  if (top.seat !== seat || m.seats[seat]?.kind !== 'human') return { code: 'NOT_YOUR_MOVE_TO_UNDO', seat } as CodedError;
  return null;
}

/** Takes back the last undoable move. */
export function undoMove(m: MatchData): MatchData {
  const top = m.undo[m.undo.length - 1];
  if (!top) return m;
  return { ...m, state: top.state, history: top.history, plies: top.plies, undo: m.undo.slice(0, -1), lastError: null };
}

/** The position file autosave writes: config, state, the full log, and who sits where. */
export function saveFile(m: MatchData): PositionFile | null {
  // A finished game is not resumable: game over clears the slot instead.
  if (!m.module || !m.state || isOver(m)) return null;
  return exportPosition(m.module, m.config, m.state, {
    history: { seed: m.seed, moves: m.history },
    meta: { seats: m.seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', bot: s.bot })), savedAt: new Date().toISOString() },
  });
}

/**
 * The match as a replay record (seed, config, seats, every move, the result so far), for the replay store: null
 * before the first move, and for a game the catalogue does not know.
 */
export function replayRecord(m: MatchData, date: Date = new Date()): ReplayRecord | null {
  const game = m.module ? gameInfo(m.module.id)?.id : undefined;
  if (!m.module || !m.state || !game || m.history.length === 0) return null;
  return {
    game,
    rulesVersion: m.module.stateVersion,
    config: m.config,
    seed: m.seed,
    seats: m.seats.map((s) => (s.kind === 'human' ? (s.name === undefined ? { kind: 'human' } : { kind: 'human', name: s.name }) : { kind: 'computer', bot: s.bot })),
    moves: m.history,
    result: m.module.outcome(m.state),
    hash: stateHash(m.state),
    date: date.toISOString(),
  };
}

/** The seed for a computer's n-th decision: replayable, different every ply. */
export function thinkSeed(m: MatchData, seat: Seat): string {
  return `${String(m.seed)}/ai/${seat}/${m.plies}`;
}

/** A rematch: same game, seats and config, a fresh seed derived from the last so a series replays too. */
export function rematchMatch<T extends MatchData>(m: T): T {
  if (!m.module) return m;
  return { ...m, ...startMatch({ module: m.module, seats: m.seats, config: m.config, seed: `${String(m.seed)}+` }) };
}

/** The first legal move of the computer seat: what a failed AI falls back to so the game never freezes. */
export function fallbackMove(m: MatchData): MoveBase {
  const seat = computerToMove(m);
  const first = m.module && m.state && seat !== null ? m.module.legalMoves(m.state, seat)[0] : undefined;
  return first ?? { type: 'none' };
}
