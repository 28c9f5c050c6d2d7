import type { CodedError, Result } from './result';
import { err, ok } from './result';
import type { RngState } from './rng';
import type { SeatWords } from './words';
import type { ParseOptions } from './shape';
import { CONFIG_LIMITS, MOVE_LIMITS, STATE_LIMITS, jsonWithin } from './shape';

/** A seat at the table, 0-based in turn order. */
export type Seat = number;

/**
 * The seat number of a viewer who holds no seat (a spectator): `redactEvent(event, NO_SEAT)` hides what any seat's
 * redaction hides. Every game's redaction compares the event's seats with the viewer's, and no seat is -1.
 */
export const NO_SEAT: Seat = -1;

/** Every move is a plain object tagged by `type`; each game declares its own union. */
export interface MoveBase {
  readonly type: string;
}

/**
 * A move's kind as the guided lessons and the hint name it: its type, and for Gate's cards the trait used
 * (`use:calm`).
 */
export function moveKind(move: MoveBase): string {
  const trait = (move as { readonly trait?: unknown }).trait;
  return typeof trait === 'string' ? `${move.type}:${trait}` : move.type;
}

/** Every domain event (card moved, witch dazzled, damage dealt…) is a plain object tagged by `type`. */
export interface EventBase {
  readonly type: string;
}

/**
 * Whose decision it is now. Several seats may decide at once (simultaneous mulligans), and a seat may decide
 * on behalf of a non-player side (the seat to the left commands the Horde's damage): `kind` names the choice
 * and `onBehalfOf` says for whom, so the UI can say "You decide the Horde's damage".
 */
export interface Decision {
  readonly seats: readonly Seat[];
  readonly kind: string;
  readonly onBehalfOf?: string;
}

/** How a game stands; a finished game may carry each seat's points (`scores`, by seat) when the game scores. */
export type Outcome =
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'win'; readonly winners: readonly Seat[]; readonly reason: string; readonly scores?: readonly number[] }
  | { readonly kind: 'draw'; readonly reason: string; readonly scores?: readonly number[] };

/** One phase of the phase table: the moves it allows, what may follow, and its name for players. */
export interface PhaseSpec<MoveType extends string, PhaseName extends string> {
  readonly label: string;
  readonly moves: readonly MoveType[];
  readonly next: readonly PhaseName[];
}

/** Phases as data: which moves each phase allows and what may come next. */
export type PhaseTable<PhaseName extends string, MoveType extends string> = {
  readonly [P in PhaseName]: PhaseSpec<MoveType, PhaseName>;
};

/** Refusals the kernel makes before a game's own validation runs. */
export type CoreMoveError =
  | { readonly code: 'GAME_OVER' }
  | { readonly code: 'NOT_YOUR_DECISION'; readonly seat: Seat; readonly deciding: readonly Seat[] }
  | { readonly code: 'MOVE_NOT_IN_PHASE'; readonly move: string; readonly phase: string; readonly allowed: readonly string[] }
  | { readonly code: 'MALFORMED_MOVE'; readonly reason: string }
  | { readonly code: 'NO_SUCH_SEAT'; readonly seat: Seat; readonly seats: number };

/** Refusals at setup that every game shares. */
export type CoreSetupError =
  | { readonly code: 'BAD_SEAT_COUNT'; readonly seats: number; readonly min: number; readonly max: number }
  | { readonly code: 'BAD_CONFIG'; readonly path: string; readonly reason: string };

/** The result of applying a move: the new state and what happened, for animation, log and sound. */
export interface Applied<S, E extends EventBase> {
  readonly state: S;
  readonly events: readonly E[];
}

/** The shape of a validation failure while reading untrusted JSON (positions, saves, scenarios). */
export interface ShapeError {
  readonly path: string;
  readonly reason: string;
}

/**
 * What a game author writes. `defineGame` wraps it into a GameModule whose validate/apply/legalMoves also
 * enforce the kernel's rules (game over, whose decision, the phase table) so no game can forget them.
 */
export interface GameSpec<
  C,
  S extends object,
  V,
  M extends MoveBase,
  E extends EventBase,
  ME extends CodedError,
  SE extends CodedError,
  P extends string,
> {
  /** Stable id used in URLs, saves and the simulator. */
  readonly id: string;
  readonly title: string;
  /** Bumped whenever the state's shape changes; saves of a newer version are refused with a coded error. */
  readonly stateVersion: number;
  readonly minSeats: number;
  readonly maxSeats: number;
  readonly phases: PhaseTable<P, M['type']>;
  /** The default configuration for a number of seats. */
  defaultConfig(seats: number): C;
  /** Number of seats a configuration plays with. */
  seatCount(config: C): number;
  /** Creates the opening state; all randomness comes from the seed. */
  setup(config: C, seed: string | number): Result<S, SE | CoreSetupError>;
  /** The current phase's name (a key of `phases`). */
  phaseOf(state: S): P;
  /** Who must decide now; no seats once the game is over. */
  decision(state: S): Decision;
  /** Every legal move for a seat that is deciding, in a stable order. */
  legalMoves(state: S, seat: Seat): M[];
  /** Game-specific checks; the kernel has already checked turn, phase and game over. Null when legal. */
  validate(state: S, seat: Seat, move: M): ME | null;
  /** Applies a validated move. Must not mutate `state`. */
  apply(state: S, seat: Seat, move: M): Applied<S, E>;
  /** What a seat may see: never another seat's hidden cards nor a pile's order. */
  view(state: S, seat: Seat): V;
  /**
   * What a viewer who holds no seat sees (a spectator of an online table), in the game's view shape so a table
   * draws it: only what every seat sees alike, never a card any seat's view hides from another (a hand, a pile's
   * order). The contract harness checks it: it must not change when any seat's hidden cards are sampled anew.
   */
  spectatorView(state: S): V;
  /** A full state consistent with a view, hidden parts sampled: what bots search over. */
  determinize(view: V, seat: Seat, rng: RngState): S;
  outcome(state: S): Outcome;
  /**
   * Checks an untrusted move's shape (from a file, a worker, a server) before anything else looks at it. With
   * `typesOnly` (what validate and apply ask) it checks kinds and fields, not ranges: a move of the right kinds
   * then reaches the game's validate, which refuses an out-of-range value with its precise code.
   */
  parseMove(json: unknown, options?: ParseOptions): Result<M, CoreMoveError>;
  /** Checks an untrusted config's shape. */
  parseConfig(json: unknown): Result<C, ShapeError & CodedError>;
  /** Checks an untrusted state's shape and invariants against its config. */
  parseState(json: unknown, config: C): Result<S, ShapeError & CodedError>;
  /** Words for a refusal, for the toast and the log. */
  describeError(error: ME | CoreMoveError): string;
  /** Words for an event, for the game log, naming the seats as `seats` says (by number when left out). */
  describeEvent(event: E, seats?: SeatWords): string;
  /**
   * Whether a move's events revealed information the mover did not have (a draw, a refill from a shuffled pile):
   * such a move cannot be taken back. Leave it out and no move is undoable.
   */
  revealsInformation?(events: readonly E[]): boolean;
  /**
   * An event as `seat` may see it (another seat's drawn card hidden): what a table animates and logs. Leave it
   * out when every event is public. A spectator's events are redacted for `NO_SEAT` (see `eventSeenBy`), which must
   * hide whatever the redaction for any seat hides.
   */
  redactEvent?(event: E, seat: Seat): E;
}

/** A declared game with the kernel's checks wired in: what the UI, the bots, the simulator and a server use. */
export interface GameModule<
  C = unknown,
  S extends object = object,
  V = unknown,
  M extends MoveBase = MoveBase,
  E extends EventBase = EventBase,
  ME extends CodedError = CodedError,
  SE extends CodedError = CodedError,
  P extends string = string,
> extends Omit<GameSpec<C, S, V, M, E, ME, SE, P>, 'validate' | 'apply' | 'legalMoves'> {
  /** Legal moves for `seat`: empty when it is not that seat's decision or the game is over. */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * A coded refusal, or null when the move is legal. Never throws, never mutates. The move's kinds are parsed
   * first (`parseMove` with `typesOnly`), so a move of any shape (from a worker, a file, a test) gets a coded
   * `MALFORMED_MOVE`, and one of the right kinds but out of range gets the game's precise refusal.
   */
  validate(state: S, seat: Seat, move: M): ME | CoreMoveError | null;
  /** Parses, validates then applies; a refused move leaves the state untouched. Never throws. */
  apply(state: S, seat: Seat, move: M): Result<Applied<S, E>, ME | CoreMoveError>;
  /**
   * Applies a move taken from `legalMoves(state, seat)` without validating it again: the bots' playout hot path.
   * Never for moves from outside (players, files, workers): those go through `apply`.
   */
  applyLegal(state: S, seat: Seat, move: M): Applied<S, E>;
}

/** Kernel checks shared by every game: seat exists, game not over, seat is deciding, move allowed in phase. */
function coreValidate<C, S extends { readonly config: C }, M extends MoveBase, P extends string>(
  spec: {
    seatCount(config: C): number;
    outcome(state: S): Outcome;
    decision(state: S): Decision;
    phaseOf(state: S): P;
    readonly phases: PhaseTable<P, M['type']>;
  },
  state: S,
  seat: Seat,
  move: M,
): CoreMoveError | null {
  const seats = spec.seatCount(state.config);
  if (!Number.isInteger(seat) || seat < 0 || seat >= seats) return { code: 'NO_SUCH_SEAT', seat, seats };
  if (spec.outcome(state).kind !== 'ongoing') return { code: 'GAME_OVER' };
  const deciding = spec.decision(state).seats;
  if (!deciding.includes(seat)) return { code: 'NOT_YOUR_DECISION', seat, deciding };
  if (typeof move !== 'object' || move === null || typeof move.type !== 'string') {
    return { code: 'MALFORMED_MOVE', reason: 'a move is an object with a string "type"' };
  }
  const phase = spec.phaseOf(state);
  const allowed = spec.phases[phase].moves;
  if (!allowed.includes(move.type)) return { code: 'MOVE_NOT_IN_PHASE', move: move.type, phase, allowed };
  return null;
}

const TYPES_ONLY: ParseOptions = { typesOnly: true };

/** The kernel's checks, then the move as the game's parser reads it (an untyped caller's move gets a coded refusal). */
function checkedMove<C, S extends { readonly config: C }, M extends MoveBase, P extends string>(
  spec: Parameters<typeof coreValidate<C, S, M, P>>[0] & { parseMove(json: unknown, options?: ParseOptions): Result<M, CoreMoveError> },
  state: S,
  seat: Seat,
  move: M,
): Result<M, CoreMoveError> {
  const refusal = coreValidate(spec, state, seat, move);
  return refusal ? err(refusal) : spec.parseMove(move, TYPES_ONLY);
}

/** True when a move with these events may be taken back (the game opted in and nothing hidden came to light). */
export function isUndoable<E extends EventBase>(module: { revealsInformation?(events: readonly E[]): boolean }, events: readonly E[]): boolean {
  return module.revealsInformation ? !module.revealsInformation(events) : false;
}

/** An event as a viewer sees it: redacted for their seat, or for `NO_SEAT` when they hold none (a spectator). */
export function eventSeenBy<E extends EventBase>(module: { redactEvent?(event: E, seat: Seat): E }, event: E, viewer: Seat | null): E {
  return module.redactEvent ? module.redactEvent(event, viewer ?? NO_SEAT) : event;
}

/** Declares a game: the one object the client, the bots, the simulator and a server all import. */
export function defineGame<
  C,
  S extends { readonly config: C },
  V,
  M extends MoveBase,
  E extends EventBase,
  ME extends CodedError,
  SE extends CodedError,
  P extends string,
>(spec: GameSpec<C, S, V, M, E, ME, SE, P>): GameModule<C, S, V, M, E, ME, SE, P> {
  return {
    ...spec,
    legalMoves(state, seat) {
      if (spec.outcome(state).kind !== 'ongoing') return [];
      if (!spec.decision(state).seats.includes(seat)) return [];
      return spec.legalMoves(state, seat);
    },
    validate(state, seat, move) {
      const parsed = checkedMove(spec, state, seat, move);
      return parsed.ok ? spec.validate(state, seat, parsed.value) : parsed.error;
    },
    apply(state, seat, move) {
      const parsed = checkedMove(spec, state, seat, move);
      if (!parsed.ok) return parsed;
      const refusal = spec.validate(state, seat, parsed.value);
      if (refusal) return err(refusal);
      return ok(spec.apply(state, seat, parsed.value));
    },
    applyLegal: (state, seat, move) => spec.apply(state, seat, move),
    // Untrusted JSON is first held to a size and depth, so no game's parser meets a value that could overflow it.
    parseMove(json, options) {
      const tooBig = jsonWithin(json, MOVE_LIMITS, 'move');
      return tooBig ? err({ code: 'MALFORMED_MOVE', reason: `${tooBig.path}: ${tooBig.reason}` }) : spec.parseMove(json, options);
    },
    parseConfig(json) {
      const tooBig = jsonWithin(json, CONFIG_LIMITS, 'config');
      return tooBig ? err({ code: 'BAD_CONFIG', ...tooBig }) : spec.parseConfig(json);
    },
    parseState(json, config) {
      const tooBig = jsonWithin(json, STATE_LIMITS, 'state');
      return tooBig ? err({ code: 'BAD_STATE', ...tooBig }) : spec.parseState(json, config);
    },
  };
}

/** Words for the refusals the kernel itself makes; games fall back to these in describeError, giving their phase table for its labels. */
export function describeCoreError(e: CoreMoveError, phases?: { readonly [phase: string]: { readonly label: string } | undefined }): string {
  switch (e.code) {
    case 'GAME_OVER':
      return 'The game is over.';
    case 'NOT_YOUR_DECISION':
      return e.deciding.length === 0 ? 'Nobody can move now.' : `It is not your turn: waiting for ${e.deciding.map((s) => `Player ${s + 1}`).join(' and ')}.`;
    case 'MOVE_NOT_IN_PHASE': {
      // A player knows the step by its label ("Play a witch"), not the engine's phase id.
      const label = phases?.[e.phase]?.label;
      return label === undefined ? `You can't do that during this phase (${e.phase}).` : `You can't do that now: the game is at "${label}".`;
    }
    case 'MALFORMED_MOVE':
      return `That move could not be understood: ${e.reason}.`;
    case 'NO_SUCH_SEAT':
      return `There is no seat ${e.seat + 1} at this table.`;
  }
}
