/**
 * The rulebook clause each coded refusal cites: a refused move's "Why?" opens its game's rules document at that
 * clause (docs/rules/<game>.md). The rules' refusals carry a code, not a clause, so each game has a table here, typed
 * over its error union and the kernel's: a code added to a game without a clause here is a compile error, and
 * tests/machines/refusal-clauses.test.ts checks that every clause named exists in the document. Null: a refusal
 * that is not a rule of the game (a damaged move, a seat that does not exist) and cites nothing.
 */
import type { GameId } from '../rules/catalog';
import { gameInfo } from '../rules/catalog';
import type { CoreMoveError } from '../rules/core/module';
import type { GateError } from '../rules/gate/index';
import type { GkError } from '../rules/gatekeeper/index';
import type { GrError } from '../rules/gaterunners/index';
import type { GwError } from '../rules/gateway/index';

/** A clause id as the rules documents write them: `GK-12`, `GT-23`, `GR-70`, `GW-30`. */
export type ClauseId = `${'GK' | 'GT' | 'GR' | 'GW'}-${number}`;

type Table<E extends { readonly code: string }> = { readonly [Code in E['code'] | CoreMoveError['code']]: ClauseId | null };

const GATEKEEPER: Table<GkError> = {
  GAME_OVER: 'GK-7',
  NOT_YOUR_DECISION: 'GK-10',
  MOVE_NOT_IN_PHASE: 'GK-10',
  MALFORMED_MOVE: null,
  NO_SUCH_SEAT: null,
  NOT_IN_HAND: 'GK-11',
  NO_SUCH_LOCATION: 'GK-2',
  ELEMENT_NOT_AT_LOCATION: 'GK-11',
  SECOND_SHAPESHIFTER: 'GK-31',
  CAN_STILL_PLAY: 'GK-15',
  ALREADY_REFRESHED: 'GK-28',
  HAND_TOO_SMALL: 'GK-28',
  NOT_IN_LINE: 'GK-27',
  NOTHING_TO_DRAW: 'GK-27',
  BAD_MULLIGAN: 'GK-3',
  NO_SUCH_TARGET: 'GK-39',
  BAD_POSITION: 'GK-47',
  CANNOT_PAY_LAST_MANA: 'GK-44',
  TWIN_TOO_STRONG: 'GK-43',
  TWIN_SAME_LOCATION: 'GK-43',
  TOO_MANY_TARGETS: 'GK-39',
  NOTHING_TO_SKIP: 'GK-39',
};

const GATE: Table<GateError> = {
  GAME_OVER: 'GT-40',
  NOT_YOUR_DECISION: 'GT-10',
  MOVE_NOT_IN_PHASE: 'GT-10',
  MALFORMED_MOVE: null,
  NO_SUCH_SEAT: null,
  NOT_IN_HAND: 'GT-22',
  NO_SUCH_TRAIT: 'GT-22',
  INCOME_TOO_LATE: 'GT-15',
  NO_FEAR: 'GT-24',
  NOT_FACE_UP: 'GT-25',
  BAD_SPLIT: 'GT-23',
  LOCATION_DESTROYED: 'GT-6',
  TOO_MUCH_REPAIR: 'GT-23',
  NOTHING_TO_REPAIR: 'GT-23',
  REPAIR_TOTAL: 'GT-23',
  ALREADY_ISSUED: 'GT-16',
  NOT_ENOUGH_GOLD: 'GT-15',
  FULL_HEALTH: 'GT-20',
  NO_SUCH_LOCATION: 'GT-3',
  MARKET_EMPTY: 'GT-18',
  NO_SUCH_SLOT: 'GT-21',
  SLOT_EMPTY: 'GT-21',
};

const GATERUNNERS: Table<GrError> = {
  GAME_OVER: 'GR-50',
  NOT_YOUR_DECISION: 'GR-12',
  MOVE_NOT_IN_PHASE: 'GR-12',
  MALFORMED_MOVE: null,
  NO_SUCH_SEAT: null,
  NO_SUCH_GATE: 'GR-5',
  NO_SUCH_LANE: 'GR-3',
  LANE_HAS_GATE: 'GR-5',
  BAD_MULLIGAN: 'GR-7',
  NOT_IN_HAND: 'GR-13',
  NOT_A_UNIT: 'GR-20',
  NOT_AN_ACTION: 'GR-13',
  NOT_AN_INSTANT: 'GR-35',
  LEVEL_ONE_LIMIT: 'GR-20',
  LANE_FULL: 'GR-24',
  LEVEL_UP_NEEDED: 'GR-22',
  LEVEL_UP_EXCESS: 'GR-22',
  LEVEL_UP_FRESH: 'GR-22',
  LEVEL_UP_NOT_YOURS: 'GR-22',
  LEVEL_UP_LANE: 'GR-22',
  BAD_LEVEL_UP: 'GR-22',
  NOT_YOUR_UNIT: 'GR-23',
  UNIT_EXHAUSTED: 'GR-83',
  UNIT_FRESH: 'GR-21',
  NOT_ADJACENT: 'GR-23',
  BAD_PAYMENT: 'GR-31',
  PAY_FROM_LANE: 'GR-31',
  FREE_CARD_LANE: 'GR-34',
  BAD_TARGETS: 'GR-32',
  BAD_ASSIGNMENT: 'GR-75',
  NO_SUCH_TARGET: 'GR-32',
  NO_ABILITY: 'GR-36',
  GATE_DESTROYED: 'GR-44',
  NO_SHIELD: 'GR-6',
  NO_MANEUVER: 'GR-86',
  NOT_A_PIRATE: 'GR-86',
  MANEUVER_OVERFLOW: 'GR-86',
  NO_HERO: 'GR-42',
  NO_FEATS: 'GR-41',
  ALREADY_DECLARED: 'GR-70',
  CANNOT_ATTACK: 'GR-70',
  CANNOT_BLOCK: 'GR-73',
};

const GATEWAY: Table<GwError> = {
  GAME_OVER: 'GW-90',
  NOT_YOUR_DECISION: 'GW-16',
  MOVE_NOT_IN_PHASE: 'GW-16',
  MALFORMED_MOVE: null,
  NO_SUCH_SEAT: null,
  NOT_IN_HAND: 'GW-21',
  NOT_ENOUGH_AP: 'GW-20',
  NOT_YOUR_RUNE: 'GW-40',
  NO_SUCH_PILE: 'GW-13',
  PILE_EMPTY: 'GW-26',
  NO_RECRUITS: 'GW-26',
  NOT_ENOUGH_GOLD: 'GW-25',
  NO_SUCH_DISTRICT: 'GW-6',
  DISTRICT_RUINED: 'GW-7',
  ALREADY_YOURS: 'GW-30',
  NO_ARMY: 'GW-30',
  NO_ATTACKS_LEFT: 'GW-41',
  BAD_DAMAGE: 'GW-35',
  NO_EXILES_LEFT: 'GW-23',
  BAD_ORDER: 'GW-24',
  WRONG_STEP: 'GW-16',
  NO_SUCH_ALLY: 'GW-42',
  NO_BATTLE: 'GW-42',
  NOT_LENDABLE: 'GW-42',
  NOT_OFFERED: 'GW-19',
};

/** Every game's table, by game id. */
export const REFUSAL_CLAUSES: { readonly [G in GameId]: { readonly [code: string]: ClauseId | null } } = {
  gatekeeper: GATEKEEPER,
  gate: GATE,
  gaterunners: GATERUNNERS,
  gateway: GATEWAY,
};

/** The clause a refusal of `game` cites, or null (an unknown code, or a refusal that is no rule of the game). */
export function clauseForRefusal(game: GameId, code: string): ClauseId | null {
  const table = REFUSAL_CLAUSES[game];
  return Object.hasOwn(table, code) ? (table[code] ?? null) : null;
}

/**
 * A refusal as a table says it: its words, and the code of the rules' refusal they describe, so the table can cite
 * that refusal's clause. `code` null: the table's own words ("Wait for your turn."), which are no rule's.
 */
export interface RefusalReason {
  readonly words: string;
  readonly code: string | null;
}

/** The table's own words for a refusal: they cite no clause. */
export function plainReason(words: string): RefusalReason {
  return { words, code: null };
}

/**
 * The clause a refused move's "Why?" opens, or null when the refusal offers no "Why?": the table's own words, a code
 * that cites nothing (a damaged move, the match's own refusals such as an undo's), or no game of the house.
 */
export function clauseToCite(game: string, reason: RefusalReason): ClauseId | null {
  const house = gameInfo(game)?.id;
  return reason.code === null || house === undefined ? null : clauseForRefusal(house, reason.code);
}
