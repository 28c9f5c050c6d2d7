/**
 * Gateway Uprising's vocabulary: cards, effects, districts, events, state, moves, events and refusals. Clause ids
 * (GW-n) refer to docs/rules/gateway.md.
 */
import type { RngState } from '../core/rng';
import type { Seat } from '../core/module';

/** Who an Army modifier applies against: anyone, the Horde only, or the City Guard only (GW-4). */
export const FOES = ['any', 'horde', 'guard'] as const;
export type Foe = (typeof FOES)[number];

/** Runestone tiers, each a pile (GW-13). */
export const TIERS = ['common', 'uncommon', 'rare'] as const;
export type Tier = (typeof TIERS)[number];

/** Piles a look-and-reorder may choose (GW-24): the chooser's own deck, the Event, Guard and Horde piles, Runestones. */
export const PEEK_PILES = ['deck', 'events', 'guards', 'horde', 'common', 'uncommon', 'rare'] as const;
export type PeekPile = (typeof PEEK_PILES)[number];

/** The few effects too singular for the vocabulary, each with one named implementation. */
export const CUSTOM_EFFECTS = ['gravemaster', 'kleptomancer'] as const;
export type CustomEffect = (typeof CUSTOM_EFFECTS)[number];

/** The closed effect vocabulary (GW-4). `exile` and `peek` open a choice and come last in their list. */
export type Effect =
  | { readonly kind: 'gold'; readonly amount: number }
  | { readonly kind: 'ap'; readonly amount: number }
  | { readonly kind: 'recruit'; readonly amount: number }
  | { readonly kind: 'draw'; readonly amount: number }
  | { readonly kind: 'cleanupDraw'; readonly amount: number }
  | { readonly kind: 'infamy'; readonly amount: number }
  | { readonly kind: 'attackPhase'; readonly amount: number }
  | { readonly kind: 'armyAttack'; readonly amount: number; readonly vs: Foe }
  | { readonly kind: 'armyDefense'; readonly amount: number; readonly vs: Foe }
  | { readonly kind: 'summon'; readonly amount: number }
  | { readonly kind: 'gainRune'; readonly tier: Tier }
  | { readonly kind: 'gainCard'; readonly pile: string }
  | { readonly kind: 'runeDiscount'; readonly amount: number }
  | { readonly kind: 'exile'; readonly max: number }
  | { readonly kind: 'peek' }
  | { readonly kind: 'custom'; readonly name: CustomEffect };
export type EffectKind = Effect['kind'];

/** A deck card's kind (GW-3). */
export type DeckKind = 'insurgent' | 'support' | 'merchant' | 'leader';

/** A card that lives in decks: Core, Revolution or Leader. */
export interface DeckCard {
  readonly kind: DeckKind;
  readonly id: string;
  readonly name: string;
  /** Gold cost to recruit; leaders are never recruited. */
  readonly cost: number;
  /** Action Points to play (GW-21). */
  readonly ap: number;
  readonly attack: number;
  readonly defense: number;
  readonly effects: readonly Effect[];
  /** A standing Attack bonus while in the Army (an Insurgent's), against one foe. */
  readonly bonus: { readonly vs: Foe; readonly attack: number } | null;
  readonly core: boolean;
}

/** A Runestone (GW-40): its tier sets its price (GW-27); `infamy` counts at the end if unspent. */
export interface RuneCard {
  readonly kind: 'rune';
  readonly id: string;
  readonly name: string;
  readonly tier: Tier;
  readonly infamy: number;
  readonly effects: readonly Effect[];
}

/** What a Guard or Horde card does when it arrives (GW-63). */
export type Arrival = 'reinforce' | 'spread';

/** A City Guard or Horde card. */
export interface EnemyCard {
  readonly kind: 'guard' | 'horde';
  readonly id: string;
  readonly name: string;
  readonly attack: number;
  readonly defense: number;
  readonly infamy: number;
  readonly arrival: Arrival | null;
}

/** District marker symbols; X markers are removed after placement (GW-8). */
export const SYMBOLS = ['sun', 'moon', 'star', 'crown', 'skull', 'tower'] as const;
export type MarkerSymbol = (typeof SYMBOLS)[number];
export type Marker = MarkerSymbol | 'x';

/** An Event's deployment: one card of a faction to the district with a symbol, or to Central City (GW-62). */
export interface Deployment {
  readonly faction: 'guard' | 'horde';
  readonly to: MarkerSymbol | 'central';
}

/** Events that do something other than deploying (GW-62). */
export type EventSpecial = 'quiet' | 'marketDay' | 'bounty' | 'levy';

/** An Event card, in its player-count group (GW-11). */
export interface EventCard {
  readonly kind: 'event';
  readonly id: string;
  readonly name: string;
  readonly group: 2 | 3 | 4;
  readonly deploy: readonly Deployment[];
  readonly special: EventSpecial | null;
}

export type Card = DeckCard | RuneCard | EnemyCard | EventCard;

/** A district board (GW-6, GW-70). */
export interface DistrictDef {
  readonly id: string;
  readonly name: string;
  readonly central: boolean;
  readonly reward: readonly Effect[];
}

/** A scenario: its Revolution cards and suggested districts (GW-12). */
export interface Scenario {
  readonly id: string;
  readonly name: string;
  readonly cards: readonly string[];
  readonly districts: readonly string[];
}

// ---------------------------------------------------------------------------------------------------------
// State

/**
 * Options: seats, a scenario id or 'random' (Randomizer and random districts), hidden Runestones (GW-81); optionally
 * Faction Leaders chosen by the players (GW-18) and, in a random game, the Revolution piles drafted (GW-19).
 */
export interface GwConfig {
  readonly seats: number;
  readonly scenario: string;
  readonly hiddenRunestones: boolean;
  readonly leaders?: 'random' | 'choose';
  readonly draft?: boolean;
}

/** A pick under way before the first turn (GW-18, GW-19): what is still on offer (card ids) and how many were taken. */
export interface Picking {
  readonly kind: 'leader' | 'revolution';
  readonly offer: readonly string[];
  readonly count: number;
}

/** Stands for the City Guard or the Horde where a seat number could stand (a battle side). */
export const GUARD = -1;
export const HORDE = -2;

/** A card that fights: its instance and the damage it has taken this turn (GW-36). */
export interface Unit {
  readonly card: number;
  readonly damage: number;
}

/** One player's cards and Infamy. A deck's top is its last element. */
export interface PlayerState {
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  readonly discard: readonly number[];
  /** Supports, Merchants and Leaders played this turn (GW-21). */
  readonly played: readonly number[];
  readonly army: readonly Unit[];
  readonly runes: readonly number[];
  readonly infamy: number;
}

/** A district on the table: ring position (-1 for Central City), markers, who holds it, and invaders. */
export interface DistrictState {
  readonly id: string;
  readonly pos: number;
  readonly ruined: boolean;
  readonly markers: readonly MarkerSymbol[];
  readonly owner: Seat | null;
  /** Guard or Horde cards holding it (all of one kind). */
  readonly cards: readonly Unit[];
  /** Cards that arrived this round end and must fight (GW-61). */
  readonly incoming: readonly Unit[];
}

/** A supply pile: Core or Revolution cards by card id, or a Runestone tier. Top = last. */
export interface Pile {
  readonly id: string;
  readonly cards: readonly number[];
}

/** The active player's resources this turn (GW-20). */
export interface TurnState {
  readonly ap: number;
  readonly gold: number;
  readonly recruits: number;
  readonly attacks: number;
  readonly cleanupDraws: number;
  readonly runeDiscount: number;
}

/** A seat's Army modifiers until the end of the turn, indexed by Foe (GW-5). */
export interface Mods {
  readonly attack: readonly number[];
  readonly defense: readonly number[];
}

/** A fight waiting at round end (GW-65, GW-66, GW-67). */
export type Fight = { readonly kind: 'invasion'; readonly seat: Seat; readonly districts: readonly number[] } | { readonly kind: 'brawl'; readonly district: number };

/** A battle's step: Runestones of the attacker, of the defender, then both distributions (GW-33, GW-35). */
export type BattleStep = 'runesA' | 'runesD' | 'assignA' | 'assignD';

/**
 * The battle under way. Sides are seats or GUARD/HORDE. In an attack the attacker is the active player; in an
 * invasion the invaders attack the player; in a brawl the invaders attack the holders.
 */
export interface Battle {
  readonly kind: 'attack' | 'invasion' | 'brawl';
  readonly districts: readonly number[];
  readonly a: number;
  readonly d: number;
  readonly step: BattleStep;
  /** Damage dealt by the attacking side onto the defending units, once chosen. */
  readonly dealtA: readonly number[] | null;
}

/**
 * A soft alliance (GW-42, U4): the ally asked for an attack on `district`; once they answer, `lent` and `lentRunes`
 * are the cards they lent, which sit in the attacker's Army and Runestones until the battle ends.
 */
export interface Alliance {
  readonly ally: Seat;
  readonly district: number;
  readonly lent: readonly number[];
  readonly lentRunes: readonly number[];
}

/** An open choice from an effect (GW-23, GW-24); `resume` is the phase to return to. */
export interface Pending {
  readonly kind: 'exile' | 'peek' | 'order';
  readonly seat: Seat;
  readonly left: number;
  readonly pile: PeekPile | null;
  readonly resume: GwPhase;
}

/** Where the round is: players' turns, or the round end's replenishment and Event (GW-60). */
export type Stage = 'turns' | 'replenish' | 'event' | 'done';

/** The phase names double as decision kinds. */
export type GwPhase = 'pick' | 'deploy' | 'recruit' | 'attack' | 'ally' | 'choose' | 'runes' | 'assign' | 'over';

/** Why the game ended (GW-90…GW-93). */
export type EndReason = 'cityFell' | 'conquest' | 'events';

/** The whole game. Card instances index the fixed box list (`BOX`). */
export interface GwState {
  readonly config: GwConfig;
  readonly rng: RngState;
  readonly phase: GwPhase;
  readonly stage: Stage;
  readonly round: number;
  readonly first: Seat;
  readonly active: Seat;
  readonly players: readonly PlayerState[];
  readonly districts: readonly DistrictState[];
  readonly supply: readonly Pile[];
  readonly guardPile: readonly number[];
  readonly guardDiscard: readonly number[];
  readonly hordePile: readonly number[];
  readonly hordeDiscard: readonly number[];
  readonly events: readonly number[];
  readonly eventsDone: readonly number[];
  readonly exile: readonly number[];
  /** Cards not in this game (unused Revolution piles, Randomizer, unused Events, unused Leaders and Beardfish). */
  readonly box: readonly number[];
  readonly turn: TurnState;
  readonly mods: readonly Mods[];
  readonly battle: Battle | null;
  /** The soft alliance of the attack under way, if any (GW-42). */
  readonly alliance: Alliance | null;
  /** Leaders or Revolution piles being picked before the first turn (GW-18, GW-19). */
  readonly picking: Picking | null;
  readonly fights: readonly Fight[];
  readonly pending: Pending | null;
  readonly end: { readonly reason: EndReason; readonly winners: readonly Seat[] } | null;
}

// ---------------------------------------------------------------------------------------------------------
// Views

/** One player as a seat sees them (GW-80). */
export interface PlayerView {
  readonly hand: readonly number[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  /** Hand and deck together, sorted (what this seat may know of them, not where each is). */
  readonly unseen: readonly number[];
  readonly discard: readonly number[];
  readonly played: readonly number[];
  readonly army: readonly Unit[];
  /** Own Runestones; null for another player's. */
  readonly runes: readonly number[] | null;
  readonly runeTiers: readonly Tier[];
  readonly infamy: number;
}

/** A supply pile as seen: Runestone piles show only their top card, and not that when hidden (GW-81). */
export interface PileView {
  readonly id: string;
  readonly count: number;
  readonly top: number | null;
  readonly cost: number | null;
  /** Face-up Core and Revolution piles: every card (all copies of one card). */
  readonly cards: readonly number[] | null;
}

/** What one seat may see (GW-80). */
export interface GwView {
  readonly seat: Seat;
  readonly config: GwConfig;
  readonly phase: GwPhase;
  readonly stage: Stage;
  readonly round: number;
  readonly first: Seat;
  readonly active: Seat;
  readonly players: readonly PlayerView[];
  readonly districts: readonly DistrictState[];
  readonly supply: readonly PileView[];
  readonly guardPileCount: number;
  readonly guardDiscard: readonly number[];
  readonly hordePileCount: number;
  readonly hordeDiscard: readonly number[];
  readonly eventsCount: number;
  readonly eventsDone: readonly number[];
  readonly exile: readonly number[];
  readonly turn: TurnState;
  readonly mods: readonly Mods[];
  readonly battle: Battle | null;
  readonly alliance: Alliance | null;
  readonly picking: Picking | null;
  readonly fights: readonly Fight[];
  readonly pending: Pending | null;
  /** The cards this seat is looking at in a reorder (GW-24), top last. */
  readonly peeked: readonly number[] | null;
  readonly end: GwState['end'];
  /** Each side's Damage Amount in the battle under way, and what the deciding commander may deal. */
  readonly amounts: readonly [number, number] | null;
}

// ---------------------------------------------------------------------------------------------------------
// Moves, events, refusals

/**
 * Every move. `done` ends the current step (Deployment, Recruiting, Attack, an exile, a Runestone declaration).
 * `assign` lists the damage for each opposing unit in battle order (GW-35). `ask` is an attack with an ally asked,
 * `lend` the ally's answer (nothing lent: declined) (GW-42). `order` lists positions of the
 * peeked cards from the top down (GW-24).
 */
export type GwMove =
  | { readonly type: 'play'; readonly card: number }
  | { readonly type: 'rune'; readonly card: number }
  | { readonly type: 'recruit'; readonly pile: string }
  | { readonly type: 'attack'; readonly district: number }
  | { readonly type: 'ask'; readonly district: number; readonly ally: Seat }
  | { readonly type: 'lend'; readonly cards: readonly number[]; readonly runes: readonly number[] }
  | { readonly type: 'pick'; readonly id: string }
  | { readonly type: 'assign'; readonly damage: readonly number[] }
  | { readonly type: 'exile'; readonly card: number }
  | { readonly type: 'peek'; readonly pile: PeekPile }
  | { readonly type: 'order'; readonly order: readonly number[] }
  | { readonly type: 'done' };

/** What happened, for animation, sound and the log. */
export type GwEvent =
  | { readonly type: 'turnBegan'; readonly seat: Seat; readonly round: number }
  | { readonly type: 'drew'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'reshuffled'; readonly seat: Seat; readonly count: number }
  | { readonly type: 'played'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'runeUsed'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'gained'; readonly seat: Seat; readonly what: 'gold' | 'ap' | 'recruit' | 'infamy' | 'attackPhase' | 'cleanupDraw' | 'runeDiscount'; readonly amount: number }
  | { readonly type: 'modifier'; readonly seat: Seat; readonly stat: 'attack' | 'defense'; readonly vs: Foe; readonly amount: number }
  | { readonly type: 'summoned'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'runeGained'; readonly seat: Seat; readonly tier: Tier; readonly card: number }
  | { readonly type: 'cardGained'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'recruited'; readonly seat: Seat; readonly card: number; readonly pile: string; readonly cost: number }
  | { readonly type: 'exiled'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'peeked'; readonly seat: Seat; readonly pile: PeekPile; readonly count: number }
  | { readonly type: 'reordered'; readonly seat: Seat; readonly pile: PeekPile }
  | { readonly type: 'returnedToHand'; readonly seat: Seat; readonly card: number }
  | { readonly type: 'infamyTaken'; readonly seat: Seat; readonly from: Seat }
  | { readonly type: 'phase'; readonly seat: Seat; readonly phase: 'recruit' | 'attack' | 'cleanup' }
  | { readonly type: 'claimed'; readonly seat: Seat; readonly district: number }
  | { readonly type: 'picked'; readonly seat: Seat; readonly kind: Picking['kind']; readonly id: string }
  | { readonly type: 'allianceAsked'; readonly seat: Seat; readonly ally: Seat; readonly district: number }
  | { readonly type: 'lent'; readonly seat: Seat; readonly to: Seat; readonly cards: readonly number[]; readonly runes: readonly number[] }
  | { readonly type: 'returned'; readonly seat: Seat; readonly from: Seat; readonly cards: readonly number[]; readonly runes: readonly number[] }
  | { readonly type: 'battleBegan'; readonly kind: Battle['kind']; readonly a: number; readonly d: number; readonly districts: readonly number[] }
  | { readonly type: 'damageAmounts'; readonly a: number; readonly d: number }
  | { readonly type: 'dealt'; readonly by: number; readonly to: number; readonly damage: readonly number[]; readonly units: readonly number[] }
  | { readonly type: 'killed'; readonly side: number; readonly card: number }
  | { readonly type: 'retreated'; readonly card: number }
  | { readonly type: 'control'; readonly district: number; readonly from: number | null; readonly to: number | null }
  | { readonly type: 'reward'; readonly seat: Seat; readonly district: number }
  | { readonly type: 'arrived'; readonly card: number; readonly district: number; readonly invading: boolean }
  | { readonly type: 'ruined'; readonly district: number }
  | { readonly type: 'eventDrawn'; readonly card: number }
  | { readonly type: 'roundEnded'; readonly round: number }
  | { readonly type: 'gameOver'; readonly reason: EndReason; readonly winners: readonly Seat[]; readonly scores: readonly number[] };

/** Refusals, each with the numbers a table needs to explain it. */
export type GwError =
  | { readonly code: 'NOT_IN_HAND'; readonly card: number }
  | { readonly code: 'NOT_ENOUGH_AP'; readonly need: number; readonly have: number }
  | { readonly code: 'NOT_YOUR_RUNE'; readonly card: number }
  | { readonly code: 'NO_SUCH_PILE'; readonly pile: string }
  | { readonly code: 'PILE_EMPTY'; readonly pile: string }
  | { readonly code: 'NO_RECRUITS' }
  | { readonly code: 'NOT_ENOUGH_GOLD'; readonly need: number; readonly have: number }
  | { readonly code: 'NO_SUCH_DISTRICT'; readonly district: number }
  | { readonly code: 'DISTRICT_RUINED'; readonly district: number }
  | { readonly code: 'ALREADY_YOURS'; readonly district: number }
  | { readonly code: 'NO_ARMY' }
  | { readonly code: 'NO_ATTACKS_LEFT' }
  | { readonly code: 'BAD_DAMAGE'; readonly reason: string; readonly need: number; readonly got: number }
  | { readonly code: 'NO_EXILES_LEFT' }
  | { readonly code: 'BAD_ORDER'; readonly count: number }
  | { readonly code: 'WRONG_STEP'; readonly expected: string }
  | { readonly code: 'NO_SUCH_ALLY'; readonly ally: number; readonly reason: 'self' | 'defender' | 'noArmy' | 'seat' }
  | { readonly code: 'NO_BATTLE'; readonly district: number }
  | { readonly code: 'NOT_LENDABLE'; readonly card: number }
  | { readonly code: 'NOT_OFFERED'; readonly id: string };
