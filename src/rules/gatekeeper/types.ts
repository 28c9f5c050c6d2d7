import type { RngState } from '../core/rng';
import type { Seat } from '../core/module';

/** The four elements of the Astral plane, in the row's left-to-right order (GK-2). */
export const ELEMENTS = ['air', 'earth', 'water', 'fire'] as const;
export type Element = (typeof ELEMENTS)[number];
/** A witch's element: one of the four, or the Sun of the spellpower-2 shapeshifters (GK-30). */
export type WitchElement = Element | 'sun';

/** The nine unique spells (GK-40…GK-48). */
export const SPELLS = ['fury', 'animalSpirit', 'manipulator', 'twinStrike', 'archer', 'healer', 'lieutenant', 'temptress', 'astralShield'] as const;
export type Spell = (typeof SPELLS)[number];

/** Gatekeeper movement: I–III, or wild (spellpower 1) (GK-20). */
export type Movement = 1 | 2 | 3 | 'wild';

/** One witch card, authored as data. */
export interface Witch {
  readonly id: number;
  readonly name: string;
  readonly element: WitchElement;
  readonly power: number;
  readonly move: Movement;
  readonly spell: Spell | null;
}

/** One location card: its background element and its three gates in clockwise order (the first is its own). */
export interface Location {
  readonly element: Element;
  readonly gates: readonly [Element, Element, Element];
}

/** Options; `tieBreak` is the summary's tie rule (G1), off by default. */
export interface GkConfig {
  readonly seats: 2;
  readonly tieBreak: boolean;
  /** Turns after which the game stops and more mana wins (a safety net no real game reaches). */
  readonly turnLimit: number;
}

/**
 * What is being decided now. `play` opens a turn; the others are the prompts of the witch being resolved.
 * Names double as phase names in the phase table.
 */
export type GkPhase =
  | 'mulligan'
  | 'play'
  | 'refreshDraw'
  | 'refreshDiscard'
  | 'temptress'
  | 'lieutenant'
  | 'astralShield'
  | 'archer'
  | 'animalSpirit'
  | 'healer'
  | 'twinStrike'
  | 'wild'
  | 'removeTie'
  | 'fury'
  | 'manipulator'
  | 'recruit'
  | 'over';

/** Where the witch being resolved is in her sequence (GK-10: place, duel, spells, Gatekeeper, recruit). */
export type Stage = 'pre' | 'duel' | 'post' | 'gatekeeper' | 'remove' | 'removeNormal' | 'gate' | 'recruit';

/** The witch being resolved this turn. */
export interface Resolving {
  readonly witch: number;
  readonly loc: number;
  readonly stage: Stage;
  /** False for a Twin Strike witch once her second witch is chosen (she does not move the Gatekeeper). */
  readonly activates: boolean;
  /** True for the second witch of a Twin Strike. */
  readonly second: boolean;
  /** Set by Lieutenant when the witch moved herself: she no longer duels. */
  readonly skipDuel: boolean;
  /** Animal Spirit cast for this duel. */
  readonly animal: boolean;
}

/**
 * The whole game. Columns are indexed `seat * 4 + loc`; each entry is a witch id, plus DAZZLED when she lies
 * sideways. Index 0 is next to the location card; the end of the array is the column's end (GK-11).
 */
export interface GkState {
  readonly config: GkConfig;
  readonly rng: RngState;
  readonly phase: GkPhase;
  /** Face-down witch pile; the top is the last element. */
  readonly pile: readonly number[];
  readonly discard: readonly number[];
  readonly line: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly limits: readonly number[];
  readonly mana: readonly number[];
  readonly cols: readonly (readonly number[])[];
  /** The witch each seat's Astral Shield protects, or -1 (GK-48). */
  readonly shields: readonly number[];
  /** Per location, the index (0..2) of the open gate in its clockwise order. */
  readonly beads: readonly number[];
  /** The Gatekeeper's location, or -1 before she enters (GK-21). */
  readonly keeper: number;
  readonly first: Seat;
  readonly active: Seat;
  readonly turn: number;
  /** Seats that still have to decide their mulligan, in order. */
  readonly mulligans: readonly Seat[];
  /** Location of the first witch of the game: the Gatekeeper enters there (G5). */
  readonly firstLoc: number;
  /** Whether the active seat has used the hand refresh this turn or already played. */
  readonly refreshed: boolean;
  /** Cards still to draw during a hand refresh. */
  readonly refreshLeft: number;
  readonly cur: Resolving | null;
  readonly winner: Seat | null;
  /** Set when the game ended at the turn limit with equal mana. */
  readonly drawn: boolean;
}

/** A witch on the plane as a seat sees her. */
export interface PlacedView {
  readonly witch: number;
  readonly dazzled: boolean;
  readonly shielded: boolean;
}

/** What one seat may see (GK-60): never the opponent's hand, never the pile's order. */
export interface GkView {
  readonly seat: Seat;
  readonly config: GkConfig;
  readonly phase: GkPhase;
  readonly active: Seat;
  readonly first: Seat;
  readonly turn: number;
  readonly hand: readonly number[];
  readonly handCounts: readonly number[];
  readonly limits: readonly number[];
  readonly mana: readonly number[];
  /** [seat][loc] → column from the location outwards. */
  readonly columns: readonly (readonly (readonly PlacedView[])[])[];
  readonly shields: readonly number[];
  readonly beads: readonly number[];
  readonly keeper: number;
  readonly line: readonly number[];
  readonly pileCount: number;
  readonly discard: readonly number[];
  readonly mulligans: readonly Seat[];
  readonly firstLoc: number;
  readonly refreshed: boolean;
  readonly refreshLeft: number;
  readonly cur: Resolving | null;
  readonly winner: Seat | null;
  readonly drawn: boolean;
}

/** Every move. Spell prompts are answered by their own move or by `skip` (GK-39). */
export type GkMove =
  | { readonly type: 'mulligan'; readonly cards: readonly number[] }
  | { readonly type: 'play'; readonly card: number; readonly loc: number }
  | { readonly type: 'pass' }
  | { readonly type: 'refresh' }
  | { readonly type: 'recruit'; readonly card: number }
  | { readonly type: 'draw' }
  | { readonly type: 'discard'; readonly card: number }
  | { readonly type: 'skip' }
  | { readonly type: 'temptress'; readonly witch: number; readonly to: number }
  | { readonly type: 'lieutenant'; readonly witch: number; readonly loc: number; readonly to: number }
  | { readonly type: 'astralShield'; readonly witch: number }
  | { readonly type: 'archer'; readonly target: number }
  | { readonly type: 'animalSpirit' }
  | { readonly type: 'healer'; readonly witches: readonly number[] }
  | { readonly type: 'twinStrike'; readonly card: number; readonly loc: number }
  | { readonly type: 'wild'; readonly loc: number }
  | { readonly type: 'removeTie'; readonly witch: number }
  | { readonly type: 'fury'; readonly witches: readonly number[] }
  | { readonly type: 'manipulator' };

/** What happened, for animation, sound and the log. A `drawn` witch is only known to the seat that drew her. */
export type GkEvent =
  | { readonly type: 'mulliganed'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'played'; readonly seat: Seat; readonly witch: number; readonly loc: number }
  | { readonly type: 'duel'; readonly seat: Seat; readonly witch: number; readonly target: number; readonly loser: number | null; readonly blocked: boolean }
  | { readonly type: 'noDuel'; readonly seat: Seat; readonly witch: number; readonly why: 'empty' | 'dazzled' | 'moved' }
  | { readonly type: 'cast'; readonly seat: Seat; readonly spell: Spell; readonly witch: number }
  | { readonly type: 'dazzled'; readonly witch: number; readonly owner: Seat }
  | { readonly type: 'shielded'; readonly seat: Seat; readonly witch: number; readonly from: number }
  | { readonly type: 'moved'; readonly seat: Seat; readonly witch: number; readonly owner: Seat; readonly fromLoc: number; readonly toLoc: number; readonly to: number }
  | { readonly type: 'healed'; readonly seat: Seat; readonly witches: readonly number[] }
  | { readonly type: 'manaPaid'; readonly seat: Seat; readonly mana: number }
  | { readonly type: 'keeperEntered'; readonly loc: number }
  | { readonly type: 'keeperMoved'; readonly from: number; readonly to: number; readonly path: readonly number[] }
  | { readonly type: 'keeperStays'; readonly loc: number }
  | { readonly type: 'removed'; readonly witch: number; readonly owner: Seat; readonly loc: number }
  | { readonly type: 'gateOpened'; readonly loc: number; readonly gate: number; readonly element: Element; readonly skipped: Element | null }
  | {
      readonly type: 'confrontation';
      readonly loc: number;
      readonly element: Element;
      readonly undazzled: readonly number[];
      readonly dominant: Seat | null;
      readonly strike: number;
      readonly block: number;
      readonly damage: number;
    }
  | { readonly type: 'damaged'; readonly seat: Seat; readonly amount: number; readonly mana: number }
  | { readonly type: 'cleared'; readonly loc: number; readonly witches: readonly number[] }
  | { readonly type: 'recruited'; readonly seat: Seat; readonly witch: number }
  | { readonly type: 'drew'; readonly seat: Seat; readonly witch: number }
  | { readonly type: 'lineRefilled'; readonly witch: number }
  | { readonly type: 'reshuffled'; readonly count: number }
  | { readonly type: 'refreshed'; readonly seat: Seat; readonly limit: number }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly witch: number }
  | { readonly type: 'skipped'; readonly seat: Seat; readonly phase: GkPhase }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'turnBegan'; readonly seat: Seat; readonly turn: number }
  | { readonly type: 'won'; readonly seat: Seat; readonly reason: 'mana' | 'turnLimit' }
  | { readonly type: 'draw' };

/** Refusals, each with what the player needs to know. */
export type GkError =
  | { readonly code: 'NOT_IN_HAND'; readonly card: number }
  | { readonly code: 'NO_SUCH_LOCATION'; readonly loc: number }
  | { readonly code: 'ELEMENT_NOT_AT_LOCATION'; readonly card: number; readonly element: WitchElement; readonly loc: number }
  | { readonly code: 'SECOND_SHAPESHIFTER'; readonly loc: number }
  | { readonly code: 'CAN_STILL_PLAY' }
  | { readonly code: 'ALREADY_REFRESHED' }
  | { readonly code: 'HAND_TOO_SMALL'; readonly hand: number }
  | { readonly code: 'NOT_IN_LINE'; readonly card: number }
  | { readonly code: 'NOTHING_TO_DRAW' }
  | { readonly code: 'BAD_MULLIGAN'; readonly reason: string }
  | { readonly code: 'NO_SUCH_TARGET'; readonly witch: number; readonly reason: string }
  | { readonly code: 'BAD_POSITION'; readonly to: number; readonly max: number }
  | { readonly code: 'CANNOT_PAY_LAST_MANA'; readonly need: number; readonly have: number }
  | { readonly code: 'TWIN_TOO_STRONG'; readonly card: number; readonly power: number; readonly max: number }
  | { readonly code: 'TWIN_SAME_LOCATION'; readonly loc: number }
  | { readonly code: 'TOO_MANY_TARGETS'; readonly max: number }
  | { readonly code: 'NOTHING_TO_SKIP' };

/** Errors at setup. */
export type GkSetupError = { readonly code: 'BAD_GK_CONFIG'; readonly reason: string };
