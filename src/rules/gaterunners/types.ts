/**
 * GateRunners' vocabulary: cards, effects, heroes, gates, state, moves, events and refusals. Clause ids (GR-n)
 * refer to docs/rules/gaterunners.md.
 */
import type { RngState } from '../core/rng';
import type { Seat } from '../core/module';

/** Lanes 0 (left), 1 (centre), 2 (right); each lane is shared by both players (GR-3). */
export const LANES = [0, 1, 2] as const;
export type Lane = (typeof LANES)[number];

/** The four factions; every Pirates unit is a Pirate (Maneuver, GR-86). */
export const FACTIONS = ['pirates', 'wardens', 'reavers', 'shades'] as const;
export type Faction = (typeof FACTIONS)[number];

/**
 * Keywords printed on units (GR-80…GR-93). `loner` is the "unless otherwise noted" of multi-blocking: a unit
 * that can't be multi-blocked.
 */
export const KEYWORDS = ['maneuver', 'phantom', 'pierce', 'quickStrike', 'reach', 'restless', 'steadfast', 'loner'] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** The glossary's terms, each used by at least one card (GR-59). */
export const GLOSSARY = ['Contest', 'Degrade', 'Enter', 'Exhausted', 'Fortify', 'LevelUp', 'Maneuver', 'Multi-Blocking', 'Phantom', 'Pierce', 'Quick Strike', 'Reach', 'Restless', 'Steadfast'] as const;
export type GlossaryTerm = (typeof GLOSSARY)[number];

/** The few effects too singular for the vocabulary, each with one named implementation. */
export const CUSTOM_EFFECTS = ['plunder'] as const;
export type CustomEffect = (typeof CUSTOM_EFFECTS)[number];

/**
 * The closed effect vocabulary. Every target is in the lane the card or ability affects (GR-30). "Enemy"
 * targets may not be Phantom units (GR-88); "each" effects target nobody and so reach Phantom units too.
 */
export type Effect =
  | { readonly kind: 'damage'; readonly amount: number; readonly to: 'enemyUnit' | 'enemyUnitOrHero' | 'eachEnemyUnit' }
  | { readonly kind: 'buff'; readonly power: number; readonly health: number; readonly to: 'friendlyUnit' | 'eachFriendlyUnit' }
  | { readonly kind: 'exhaust'; readonly to: 'enemyUnit' | 'eachEnemyUnit' }
  | { readonly kind: 'push'; readonly to: 'enemyUnit' }
  | { readonly kind: 'bounce'; readonly to: 'enemyUnit' | 'friendlyUnit'; readonly maxLevel: number }
  | { readonly kind: 'draw'; readonly count: number }
  | { readonly kind: 'heal'; readonly amount: number }
  | { readonly kind: 'fortify' }
  | { readonly kind: 'degrade' }
  | { readonly kind: 'contest'; readonly with: 'self' | 'friendlyUnit' }
  | { readonly kind: 'deploy'; readonly maxLevel: number }
  | { readonly kind: 'custom'; readonly name: CustomEffect };
export type EffectKind = Effect['kind'];

/** When a unit's ability happens: as it enters play (Enter), or when its controller exhausts it (a tap ability). */
export type Trigger = 'enter' | 'tap';

/** A unit's printed ability. */
export interface UnitAbility {
  readonly trigger: Trigger;
  readonly effects: readonly Effect[];
}

/** A unit card: its level is its cost (GR-20, GR-22). */
export interface UnitCard {
  readonly kind: 'unit';
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly level: 1 | 2 | 3;
  readonly power: number;
  readonly health: number;
  readonly keywords: readonly Keyword[];
  readonly ability: UnitAbility | null;
}

/** An Action or Instant: its cost is the number of units exhausted to play it (GR-31). */
export interface ActionCard {
  readonly kind: 'action';
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly cost: number;
  readonly instant: boolean;
  /** An alternate cost paid instead from the lane: a Shield of your Gate there goes to the graveyard (GR-36). */
  readonly alternate?: 'sacrificeShield';
  readonly effects: readonly Effect[];
}

export type Card = UnitCard | ActionCard;

/** When a Hero comes into play (GR-40): each Hero's Journey is one of these. */
export type Journey =
  | { readonly kind: 'turn'; readonly turn: number }
  | { readonly kind: 'shieldsLost'; readonly count: number }
  | { readonly kind: 'unitsInGraveyard'; readonly count: number }
  | { readonly kind: 'unitsInPlay'; readonly count: number };

/** A Hero's ability, used as a feat (some cost two feats, GR-41). */
export interface HeroAbility {
  readonly name: string;
  readonly feats: 1 | 2;
  readonly effects: readonly Effect[];
}

/** A Hero card: the Hero's Journey side says when it enters; the Hero side has its stats and ability. */
export interface Hero {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly journey: Journey;
  readonly health: number;
  readonly power: number;
  readonly ability: HeroAbility;
}

/** What a Gate's activated ability costs: units exhausted from its lane, or one of its own Shields sacrificed. */
export type GateCost = { readonly kind: 'exhaust'; readonly units: number } | { readonly kind: 'sacrificeShield' };

/** A Gate of the pool (GR-57), with an optional activated ability (GR-45). */
export interface GateCard {
  readonly id: string;
  readonly name: string;
  readonly ability: { readonly cost: GateCost; readonly effects: readonly Effect[] } | null;
}

/** A preconstructed deck: 40 cards as [card id, copies], its Hero and its three Gates (GR-1, GR-55). */
export interface Deck {
  readonly id: string;
  readonly name: string;
  readonly faction: Faction;
  readonly style: string;
  readonly hero: string;
  readonly gates: readonly [string, string, string];
  readonly cards: readonly (readonly [string, number])[];
}

// ---------------------------------------------------------------------------------------------------------
// State

/** Options: each seat's deck, and a safety turn limit no real game reaches (GR-9). */
export interface GrConfig {
  readonly seats: 2;
  readonly decks: readonly [string, string];
  readonly turnLimit: number;
}

/**
 * What is being decided now; the names double as phase names. `placeGates` and `mulligan` are setup (GR-5,
 * GR-7); `heroEnters` places a Hero whose Journey is complete (GR-40); `main` is a Mobilize phase (GR-12);
 * `attack`, `response`, `block` and `assign` (dividing a multi-blocked attacker's damage, GR-75) are the Battle
 * (GR-70…GR-77); `discard` is the end of turn (GR-15).
 */
export type GrPhase = 'placeGates' | 'mulligan' | 'heroEnters' | 'main' | 'attack' | 'response' | 'block' | 'assign' | 'discard' | 'over';

/** Stands for a Hero wherever a move or event names a unit (a Hero is not a card instance). */
export const HERO = -1;

/** A unit in play. `card` is a card instance (index into the game's card table). */
export interface UnitState {
  readonly card: number;
  readonly lane: Lane;
  readonly exhausted: boolean;
  readonly damage: number;
  /** The game turn it came under its controller's control: it may not attack, move or tap that turn (GR-21). */
  readonly since: number;
  /** Power and health added until end of turn (GR-14). */
  readonly plusPower: number;
  readonly plusHealth: number;
}

/** A Gate in a lane: its pool id, the Shield cards in front of it (face down), and whether it is destroyed. */
export interface GateState {
  readonly gate: string;
  readonly shields: readonly number[];
  readonly destroyed: boolean;
}

/** A seat's Hero: not yet in play (its Journey side up), or in play in a lane with damage and feats left (GR-41). */
export interface HeroState {
  readonly inPlay: boolean;
  readonly lane: Lane;
  readonly damage: number;
  readonly feats: number;
}

/** One seat's side of the table. Piles list card instances; a deck's top is its last element. */
export interface SideState {
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  readonly graveyard: readonly number[];
  /** By lane; null until a Gate is placed there (GR-5). */
  readonly gates: readonly (GateState | null)[];
  readonly units: readonly UnitState[];
  readonly hero: HeroState;
  /** Shields this seat has lost, however (a Hero's Journey counts them, GR-40). */
  readonly shieldsLost: number;
}

/** What an attacker attacks: the Gate or the Hero of the defending player in its lane (GR-71). */
export type AttackTarget = 'gate' | 'hero';

/**
 * One declared attacker (`card` is HERO for the Hero), its blockers in the order they were declared, and the
 * blockers its player chose to destroy (GR-75): null until chosen, and when there was nothing to choose.
 */
export interface Attack {
  readonly card: number;
  readonly lane: Lane;
  readonly target: AttackTarget;
  readonly blockers: readonly number[];
  readonly destroy: readonly number[] | null;
}

/** An open response window (GR-72, R3): who may act next and how many passes in a row so far. */
export interface Window {
  readonly after: 'attack' | 'block';
  readonly next: Seat;
  readonly passes: number;
}

/**
 * The whole game. Card instances are numbered seat × 100 + position in the seat's deck list, so a card's
 * owner and definition never need a lookup table in the state.
 */
export interface GrState {
  readonly config: GrConfig;
  readonly rng: RngState;
  readonly phase: GrPhase;
  readonly sides: readonly [SideState, SideState];
  readonly first: Seat;
  readonly active: Seat;
  /** The game turn, 1 for the first player's first turn, 2 for the second player's first turn, and so on. */
  readonly turn: number;
  /** The Mobilize phase of the turn: 1 before the battle, 2 after it (GR-12). */
  readonly mobilize: 1 | 2;
  /** Level 1 units played this turn (at most 2, GR-20). */
  readonly levelOnePlayed: number;
  /** Seats whose mulligan is still to come, in order (GR-7). */
  readonly mulligans: readonly Seat[];
  /** The battle under way: declared attackers and their blockers (GR-70…GR-77). */
  readonly attacks: readonly Attack[];
  readonly window: Window | null;
  readonly winner: Seat | null;
  readonly reason: EndReason | null;
}

/** Why a game ended (GR-50, GR-51, GR-9); a game over without a winner is a draw. */
export type EndReason = 'gates' | 'hero' | 'deckOut' | 'turnLimit';

/** A unit as both seats see it (everything on the table is public). */
export type UnitView = UnitState;

/** A Gate as a seat sees it: how many Shields, never which cards (GR-6). */
export interface GateView {
  readonly gate: string;
  readonly shields: number;
  readonly destroyed: boolean;
}

/** One side as `seat` sees it: its own hand, the other hand's size, pile sizes, everything on the table. */
export interface SideView {
  readonly hand: readonly number[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly graveyard: readonly number[];
  readonly gates: readonly (GateView | null)[];
  readonly units: readonly UnitView[];
  readonly hero: HeroState;
  readonly shieldsLost: number;
}

/** What one seat may see (GR-6): never the other hand, a deck's order or the cards under the Gates. */
export type GrView = Omit<GrState, 'rng' | 'sides'> & { readonly seat: Seat; readonly sides: readonly [SideView, SideView] };

/**
 * Every move. `targets` lists one number per target slot of the card's effects in order (GR-32): a unit's card
 * instance, HERO for a Hero, or a lane for a push's destination; a deployed card is followed by its own targets.
 */
export type GrMove =
  | { readonly type: 'placeGate'; readonly gate: string; readonly lane: number }
  | { readonly type: 'mulligan'; readonly cards: readonly number[] }
  | { readonly type: 'heroEnter'; readonly lane: number }
  | { readonly type: 'playUnit'; readonly card: number; readonly lane: number; readonly levelUp: readonly number[]; readonly targets: readonly number[] }
  | { readonly type: 'moveUnit'; readonly card: number; readonly lane: number }
  | { readonly type: 'playAction'; readonly card: number; readonly lane: number; readonly pay: readonly number[]; readonly targets: readonly number[] }
  | { readonly type: 'tapUnit'; readonly card: number; readonly targets: readonly number[] }
  | { readonly type: 'activateGate'; readonly lane: number; readonly pay: readonly number[]; readonly targets: readonly number[] }
  | { readonly type: 'maneuver'; readonly lane: number; readonly pirate: number; readonly to: number }
  | { readonly type: 'heroMove'; readonly lane: number }
  | { readonly type: 'heroAbility'; readonly targets: readonly number[] }
  | { readonly type: 'endMobilize' }
  | { readonly type: 'declareAttacker'; readonly card: number; readonly target: AttackTarget }
  | { readonly type: 'declareBlocker'; readonly card: number; readonly attacker: number }
  | { readonly type: 'confirm' }
  | { readonly type: 'pass' }
  | { readonly type: 'assignDamage'; readonly attacker: number; readonly destroy: readonly number[] }
  | { readonly type: 'discard'; readonly card: number };

/** What happened, for animation, sound and the log. A drawn card is only known to its drawer (redactEvent). */
export type GrEvent =
  | { readonly type: 'gatePlaced'; readonly seat: Seat; readonly gate: string; readonly lane: Lane }
  | { readonly type: 'shieldsDealt'; readonly seat: Seat; readonly counts: readonly number[] }
  | { readonly type: 'drew'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'mulliganed'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'turnBegan'; readonly seat: Seat; readonly turn: number }
  | { readonly type: 'readied'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'deckOut'; readonly seat: Seat; readonly heroDamage: number }
  | { readonly type: 'heroEntered'; readonly seat: Seat; readonly lane: Lane }
  | { readonly type: 'heroMoved'; readonly seat: Seat; readonly from: Lane; readonly to: Lane }
  | { readonly type: 'leveledUp'; readonly seat: Seat; readonly sacrificed: readonly number[] }
  | { readonly type: 'unitPlayed'; readonly seat: Seat; readonly card: number; readonly lane: Lane }
  | { readonly type: 'unitMoved'; readonly seat: Seat; readonly card: number; readonly from: Lane; readonly to: Lane }
  | { readonly type: 'exhausted'; readonly seat: Seat; readonly cards: readonly number[] }
  | { readonly type: 'actionPlayed'; readonly seat: Seat; readonly card: number; readonly lane: Lane }
  | { readonly type: 'fizzled'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'abilityUsed'; readonly seat: Seat; readonly source: 'unit' | 'gate' | 'hero'; readonly card: number; readonly lane: Lane }
  | { readonly type: 'maneuvered'; readonly seat: Seat; readonly from: Lane; readonly to: Lane }
  | { readonly type: 'damaged'; readonly seat: Seat; readonly card: number; readonly amount: number }
  | { readonly type: 'destroyed'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'buffed'; readonly seat: Seat; readonly card: number; readonly power: number; readonly health: number }
  | { readonly type: 'pushed'; readonly seat: Seat; readonly card: number; readonly from: Lane; readonly to: Lane; readonly toGraveyard: boolean }
  | { readonly type: 'returned'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'healed'; readonly seat: Seat; readonly amount: number }
  | { readonly type: 'fortified'; readonly seat: Seat; readonly lane: Lane }
  | { readonly type: 'shieldLost'; readonly seat: Seat; readonly lane: Lane; readonly card: number; readonly to: 'hand' | 'graveyard' }
  | { readonly type: 'gateDestroyed'; readonly seat: Seat; readonly lane: Lane }
  | { readonly type: 'revealed'; readonly seat: Seat; readonly cards: readonly number[]; readonly taken: number }
  | { readonly type: 'attackerDeclared'; readonly seat: Seat; readonly card: number; readonly lane: Lane; readonly target: AttackTarget }
  | { readonly type: 'attackersConfirmed'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'blockerDeclared'; readonly seat: Seat; readonly card: number; readonly attacker: number }
  | { readonly type: 'blockersConfirmed'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'damageAssigned'; readonly seat: Seat; readonly attacker: number; readonly destroy: readonly number[] }
  | { readonly type: 'passed'; readonly seat: Seat }
  | { readonly type: 'battleEnded' }
  | { readonly type: 'discarded'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'won'; readonly seat: Seat; readonly reason: EndReason }
  | { readonly type: 'draw'; readonly reason: EndReason };

/** Refusals, each with what the player needs to know. */
export type GrError =
  | { readonly code: 'NO_SUCH_GATE'; readonly gate: string }
  | { readonly code: 'NO_SUCH_LANE'; readonly lane: number }
  | { readonly code: 'LANE_HAS_GATE'; readonly lane: number }
  | { readonly code: 'BAD_MULLIGAN'; readonly reason: string }
  | { readonly code: 'NOT_IN_HAND'; readonly card: number }
  | { readonly code: 'NOT_A_UNIT'; readonly card: number }
  | { readonly code: 'NOT_AN_ACTION'; readonly card: number }
  | { readonly code: 'NOT_AN_INSTANT'; readonly card: number }
  | { readonly code: 'LEVEL_ONE_LIMIT'; readonly played: number; readonly max: number }
  | { readonly code: 'LANE_FULL'; readonly lane: number; readonly capacity: number }
  | { readonly code: 'LEVEL_UP_NEEDED'; readonly level: number; readonly need: number; readonly have: number }
  | { readonly code: 'LEVEL_UP_EXCESS'; readonly card: number; readonly need: number; readonly total: number }
  | { readonly code: 'LEVEL_UP_FRESH'; readonly card: number }
  | { readonly code: 'LEVEL_UP_NOT_YOURS'; readonly card: number }
  | { readonly code: 'LEVEL_UP_LANE'; readonly lane: number }
  | { readonly code: 'BAD_LEVEL_UP'; readonly reason: string }
  | { readonly code: 'NOT_YOUR_UNIT'; readonly card: number }
  | { readonly code: 'UNIT_EXHAUSTED'; readonly card: number }
  | { readonly code: 'UNIT_FRESH'; readonly card: number }
  | { readonly code: 'NOT_ADJACENT'; readonly from: number; readonly to: number }
  | { readonly code: 'BAD_PAYMENT'; readonly need: number; readonly paid: number; readonly reason: string }
  | { readonly code: 'PAY_FROM_LANE'; readonly lane: number }
  | { readonly code: 'FREE_CARD_LANE'; readonly lane: number; readonly hero: number }
  | { readonly code: 'BAD_TARGETS'; readonly need: number; readonly got: number }
  | { readonly code: 'BAD_ASSIGNMENT'; readonly attacker: number; readonly reason: string }
  | { readonly code: 'NO_SUCH_TARGET'; readonly slot: number; readonly target: number; readonly reason: string }
  | { readonly code: 'NO_ABILITY'; readonly card: number }
  | { readonly code: 'GATE_DESTROYED'; readonly lane: number }
  | { readonly code: 'NO_SHIELD'; readonly lane: number }
  | { readonly code: 'NO_MANEUVER'; readonly lane: number }
  | { readonly code: 'NOT_A_PIRATE'; readonly card: number }
  | { readonly code: 'MANEUVER_OVERFLOW'; readonly lane: number; readonly units: number; readonly capacity: number }
  | { readonly code: 'NO_HERO'; readonly reason: string }
  | { readonly code: 'NO_FEATS'; readonly need: number; readonly have: number }
  | { readonly code: 'ALREADY_DECLARED'; readonly card: number }
  | { readonly code: 'CANNOT_ATTACK'; readonly card: number; readonly reason: string }
  | { readonly code: 'CANNOT_BLOCK'; readonly card: number; readonly reason: string };

/** Errors at setup. */
export type GrSetupError = { readonly code: 'BAD_GR_CONFIG'; readonly reason: string };
