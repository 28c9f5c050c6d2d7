import type { RngState } from '../core/rng';

/** The town's three locations in the row's left-to-right order (GT-3). Arrays indexed by location use this order. */
export const LOCATIONS = ['farm', 'gate', 'tower'] as const;
/** A location's name. */
export type Loc = (typeof LOCATIONS)[number];

/** A card's four traits; using a card means using exactly one of them (GT-22). */
export const TRAITS = ['income', 'repair', 'calm', 'attack'] as const;
/** A card trait's name. */
export type Trait = (typeof TRAITS)[number];

/** The Command Card's four commands (GT-16). */
export const COMMANDS = ['callToArms', 'caravan', 'festival', 'fortify'] as const;
/** A command's name. */
export type Command = (typeof COMMANDS)[number];

/** A free effect a card's special bonus adds after its trait (GT-26). */
export type Effect =
  | { readonly kind: 'repair'; readonly loc: Loc; readonly amount: number }
  | { readonly kind: 'calm'; readonly amount: number }
  | { readonly kind: 'draw'; readonly count: number }
  | { readonly kind: 'damageAll'; readonly amount: number };

/**
 * A special bonus (GT-26): either a modifier of one trait's value, or an effect that follows the use of a trait.
 * Each kind has exactly one handler in the engine's mapped table, so a new kind without one does not compile.
 */
export type Bonus =
  /** Repair restores `extra` more at `loc` when any of its points go there (the Mason). */
  | { readonly kind: 'repairAt'; readonly loc: Loc; readonly extra: number }
  /** Attack deals `extra` more when its target attacks `target`. */
  | { readonly kind: 'attackVs'; readonly target: Loc; readonly extra: number }
  /** Income gives `extra` more while `loc` stands. */
  | { readonly kind: 'incomeWhile'; readonly loc: Loc; readonly extra: number }
  /** After the card is used for `trait`, `effect` happens too. */
  | { readonly kind: 'after'; readonly trait: Trait; readonly effect: Effect };

/** Starting (S), Citizen (numbered circle) or Hero (sun). */
export type CardKind = 'starting' | 'citizen' | 'hero';

/** A Starting, Citizen or Hero card, authored as data. */
export interface Card {
  readonly id: number;
  readonly name: string;
  readonly kind: CardKind;
  /** Recruitment cost in the numbered circle (citizens); 0 for Starting cards and Heroes. */
  readonly cost: number;
  readonly income: number;
  readonly repair: number;
  readonly calm: number;
  readonly attack: number;
  readonly bonus: Bonus | null;
  /** The special bonus in words, as printed on the card ("" without one). */
  readonly text: string;
}

/** An enemy card (GT-63). */
export interface Enemy {
  readonly id: number;
  readonly name: string;
  readonly wave: 1 | 2 | 3;
  readonly health: number;
  readonly attack: number;
  readonly target: Loc;
  readonly fear: number;
  readonly vp: number;
}

/** An icon on a Fearamid space (GT-31, GT-32). */
export type Icon = { readonly kind: 'sun' } | { readonly kind: 'hit'; readonly loc: Loc; readonly amount: number };

/** How hard the town's start is (GT-44). */
export type Difficulty = 'easy' | 'normal' | 'hard';
/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];

/** Options. */
export interface GateConfig {
  readonly seats: 1;
  /** Turns after which the siege is lost (GT-43): a safety net that attentive play never meets. */
  readonly turnLimit: number;
  /** GT-44; absent means 'normal' (saves from before difficulties). */
  readonly difficulty?: Difficulty;
}

/** The step the player is in (GT-10); the names double as phase names in the phase table. */
export type GatePhase = 'command' | 'recruit' | 'use' | 'over';

/** How a finished game ended. */
export type GateResult = 'won' | 'lostGate' | 'lostFear' | 'lostSiege';

/**
 * The whole game. Piles list card ids with the top last. `market` always has 4 slots, -1 for an empty one.
 * `row` lists the face-up enemies from the left (oldest) and `wounds` their damage tokens in the same order.
 */
export interface GateState {
  readonly config: GateConfig;
  readonly rng: RngState;
  readonly phase: GatePhase;
  readonly turn: number;
  /** Health per location, in LOCATIONS order. */
  readonly health: readonly number[];
  /** The cube's space on the Fearamid: 0 is ">", FEAR_TOP loses. */
  readonly fear: number;
  readonly hand: readonly number[];
  readonly drawPile: readonly number[];
  readonly discard: readonly number[];
  readonly market: readonly number[];
  readonly citizenDeck: readonly number[];
  /** Recruits sent away by a Caravan, face up; reshuffled into the citizen deck when it runs out. */
  readonly citizenDiscard: readonly number[];
  readonly heroDeck: readonly number[];
  /** Heroes removed from the game after use. */
  readonly gone: readonly number[];
  readonly enemyDeck: readonly number[];
  readonly row: readonly number[];
  readonly wounds: readonly number[];
  /** The score pile. */
  readonly defeated: readonly number[];
  /** Enemies pushed out by a third arrival: gone, unscored. */
  readonly fled: readonly number[];
  /** Gold in this turn's pool (GT-15). */
  readonly gold: number;
  /** Commands issued this turn. */
  readonly commands: readonly Command[];
  /** Whether the Tower's +1 has been added to an attack this turn. */
  readonly towerUsed: boolean;
  readonly finalStand: boolean;
  readonly result: GateResult | null;
}

/** The state's hidden parts: the face-down piles' order and the RNG (GT-50). */
type Hidden = 'rng' | 'drawPile' | 'citizenDeck' | 'heroDeck' | 'enemyDeck';

/** What the player sees (GT-50): everything but the order of the face-down piles and the RNG. */
export interface GateView extends Omit<GateState, Hidden> {
  /** The draw pile's cards sorted by id: the player knows what they own, never the order. */
  readonly drawPile: readonly number[];
  readonly citizenDeckCount: number;
  readonly heroDeckCount: number;
  readonly enemyDeckCount: number;
  /** The wave printed on the back of the enemy deck's top card, or null when it is empty. */
  readonly nextWave: number | null;
  readonly score: number;
}

/** Repair points per location, in LOCATIONS order (Farm, Gate, Tower). */
export type Split = readonly [number, number, number];

/** Every move (GT-10). Enemies are named by their card id, locations by name. */
export type GateMove =
  | { readonly type: 'use'; readonly card: number; readonly trait: 'income' }
  | { readonly type: 'use'; readonly card: number; readonly trait: 'calm' }
  | { readonly type: 'use'; readonly card: number; readonly trait: 'attack'; readonly target: number }
  | { readonly type: 'use'; readonly card: number; readonly trait: 'repair'; readonly split: Split }
  | { readonly type: 'command'; readonly command: 'callToArms'; readonly target: number }
  | { readonly type: 'command'; readonly command: 'fortify'; readonly target: Loc }
  | { readonly type: 'command'; readonly command: 'caravan' | 'festival' }
  | { readonly type: 'recruit'; readonly slot: number }
  | { readonly type: 'endTurn' };

/** Why a location lost health. */
export type DamageCause = 'enemy' | 'pushOut' | 'icon';

/** What happened, for animation, sound and the log. Everything is public in a solo game. */
export type GateEvent =
  | { readonly type: 'turnBegan'; readonly turn: number; readonly gold: number }
  | { readonly type: 'enemyRevealed'; readonly enemy: number }
  | { readonly type: 'pushedOut'; readonly enemy: number }
  | { readonly type: 'finalStand' }
  | { readonly type: 'drew'; readonly card: number }
  | { readonly type: 'reshuffled'; readonly count: number }
  | { readonly type: 'used'; readonly card: number; readonly trait: Trait; readonly value: number }
  | { readonly type: 'goldAdded'; readonly card: number; readonly amount: number; readonly gold: number }
  | { readonly type: 'commandIssued'; readonly command: Command; readonly cost: number; readonly gold: number }
  | { readonly type: 'recruited'; readonly slot: number; readonly card: number; readonly cost: number; readonly gold: number }
  | { readonly type: 'marketCleared'; readonly cards: readonly number[] }
  | { readonly type: 'marketRefilled'; readonly slot: number; readonly card: number }
  | { readonly type: 'citizensReshuffled'; readonly count: number }
  | { readonly type: 'enemyHit'; readonly enemy: number; readonly amount: number; readonly wounds: number }
  | { readonly type: 'enemyDefeated'; readonly enemy: number; readonly vp: number; readonly score: number }
  | { readonly type: 'repaired'; readonly loc: Loc; readonly amount: number; readonly health: number }
  | { readonly type: 'enemyAttacked'; readonly enemy: number; readonly target: Loc; readonly loc: Loc; readonly amount: number }
  | { readonly type: 'damaged'; readonly loc: Loc; readonly amount: number; readonly health: number; readonly cause: DamageCause }
  | { readonly type: 'destroyed'; readonly loc: Loc }
  | { readonly type: 'fear'; readonly from: number; readonly to: number }
  | { readonly type: 'iconFired'; readonly space: number; readonly icon: Icon }
  | { readonly type: 'heroGained'; readonly card: number }
  | { readonly type: 'heroGone'; readonly card: number }
  | { readonly type: 'stepBegan'; readonly phase: GatePhase }
  | { readonly type: 'won'; readonly score: number }
  | { readonly type: 'lost'; readonly reason: 'gate' | 'fear' | 'siege'; readonly score: number };

/** Refusals, each with the numbers the player needs (GT-10…GT-27). */
export type GateError =
  | { readonly code: 'NOT_IN_HAND'; readonly card: number }
  | { readonly code: 'NO_SUCH_TRAIT'; readonly card: number; readonly trait: Trait }
  | { readonly code: 'INCOME_TOO_LATE' }
  | { readonly code: 'NO_FEAR' }
  | { readonly code: 'NOT_FACE_UP'; readonly enemy: number }
  | { readonly code: 'BAD_SPLIT'; readonly reason: string }
  | { readonly code: 'LOCATION_DESTROYED'; readonly loc: Loc }
  | { readonly code: 'TOO_MUCH_REPAIR'; readonly loc: Loc; readonly amount: number; readonly missing: number }
  | { readonly code: 'NOTHING_TO_REPAIR' }
  | { readonly code: 'REPAIR_TOTAL'; readonly total: number; readonly need: number }
  | { readonly code: 'ALREADY_ISSUED'; readonly command: Command }
  | { readonly code: 'NOT_ENOUGH_GOLD'; readonly need: number; readonly have: number }
  | { readonly code: 'FULL_HEALTH'; readonly loc: Loc; readonly health: number }
  | { readonly code: 'NO_SUCH_LOCATION'; readonly loc: string }
  | { readonly code: 'MARKET_EMPTY' }
  | { readonly code: 'NO_SUCH_SLOT'; readonly slot: number }
  | { readonly code: 'SLOT_EMPTY'; readonly slot: number };

/** Errors at setup. */
export type GateSetupError = { readonly code: 'BAD_GATE_CONFIG'; readonly reason: string };
