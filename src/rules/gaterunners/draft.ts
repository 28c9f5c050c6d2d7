/**
 * GateRunners' working copy and the small helpers every part of the engine shares: what a card is, where a
 * unit stands, damage, Shields, Gates and the end of the game. Clause ids (GR-n): docs/rules/gaterunners.md.
 */
import type { Seat } from '../core/module';
import type { Draft as KernelDraft } from '../core/draft';
import { own, startDraft } from '../core/draft';
import { cloneRng } from '../core/rng';
import { moveTop } from '../core/zones';
import { cardOf, DECK_BY_ID, HERO_BY_ID, INSTANCE_STRIDE } from './cards';
import type { Attack, Card, EndReason, GateState, GrConfig, GrEvent, GrState, Hero, Lane, SideState, UnitCard, UnitState } from './types';

/** Units a lane holds per player: 2, 3, 2 (GR-3). The Hero does not count. */
export const CAPACITY: readonly number[] = [2, 3, 2];
/** Shields dealt in front of each lane's Gate: 2, 3, 2 (GR-6). */
export const SHIELDS: readonly number[] = [2, 3, 2];
/** Opening hand (GR-7). */
export const OPENING_HAND = 6;
/** Maximum hand size at the end of a turn (GR-15). */
export const HAND_LIMIT = 7;
/** Level 1 units a player may play per turn (GR-20). */
export const LEVEL_ONE_PER_TURN = 2;
/** Damage the Hero takes when its player must draw from an empty deck (GR-51, R4). */
export const DECK_OUT_DAMAGE = 3;
/** Gates a player must destroy to win (GR-50, R4). */
export const GATES_TO_WIN = 2;
/** Feats a Hero has per turn, and on the turn it enters (GR-41). */
export const FEATS = 2;
export const FIRST_TURN_FEATS = 1;

/**
 * A working copy of one side, private to one step. Every field may be reassigned; its arrays are the state's own
 * until the step writes one through `ownDeck`, `ownHand`, `ownGraveyard`, `ownGates` or `ownUnits`, which copy it
 * the first time (copy on write, see core/draft.ts): a move copies only what it writes.
 */
export type SideDraft = KernelDraft<SideState>;

/**
 * A working copy of the state, private to one step, and the next state once the step is done (see core/draft.ts).
 * The two sides are fresh records (their arrays shared until written, see SideDraft); the attacks and the
 * mulligans are the state's until written through `ownAttacks` and `ownMulligans`. Objects inside an array
 * (units, Gates, attacks) are replaced, never edited.
 */
export type Draft = KernelDraft<GrState, never, { sides: [SideDraft, SideDraft] }>;

const sideDraft = (s: SideState): SideDraft => ({
  deck: s.deck,
  hand: s.hand,
  graveyard: s.graveyard,
  gates: s.gates,
  units: s.units,
  hero: s.hero,
  shieldsLost: s.shieldsLost,
});

/** A draft of a state: fresh records for the state and its sides; every array shared until written (see Draft). */
export function draftOf(s: GrState): Draft {
  return startDraft({
    config: s.config,
    rng: cloneRng(s.rng),
    phase: s.phase,
    sides: [sideDraft(s.sides[0]), sideDraft(s.sides[1])],
    first: s.first,
    active: s.active,
    turn: s.turn,
    mobilize: s.mobilize,
    levelOnePlayed: s.levelOnePlayed,
    mulligans: s.mulligans,
    attacks: s.attacks,
    window: s.window,
    winner: s.winner,
    reason: s.reason,
  });
}

/** A side's deck, the draft's own from the first write. */
export const ownDeck = (d: Draft, side: SideDraft): number[] => (side.deck = own(d, side.deck));
/** A side's hand, the draft's own from the first write. */
export const ownHand = (d: Draft, side: SideDraft): number[] => (side.hand = own(d, side.hand));
/** A side's graveyard, the draft's own from the first write. */
export const ownGraveyard = (d: Draft, side: SideDraft): number[] => (side.graveyard = own(d, side.graveyard));
/** A side's Gates by lane, the draft's own from the first write (each Gate is replaced, never edited). */
export const ownGates = (d: Draft, side: SideDraft): (GateState | null)[] => (side.gates = own(d, side.gates));
/** A side's units, the draft's own from the first write (each unit is replaced, never edited). */
export const ownUnits = (d: Draft, side: SideDraft): UnitState[] => (side.units = own(d, side.units));
/** The battle's attacks, the draft's own from the first write (each attack is replaced, never edited). */
export const ownAttacks = (d: Draft): Attack[] => (d.attacks = own(d, d.attacks));
/** The mulligans still to come, the draft's own from the first write. */
export const ownMulligans = (d: Draft): Seat[] => (d.mulligans = own(d, d.mulligans));

/** Anything with the game's config: a state, a draft or a view. */
export type WithConfig = { readonly config: GrConfig };
/** A state or a draft, read only. */
export type Readable = Pick<GrState, 'config' | 'turn' | 'active' | 'phase'> & { readonly sides: readonly SideState[] };

/**
 * The table as `Readable` with one side replaced: what an ability would see after a change it asks about. Only the
 * fields a Readable has are copied, as one literal (a spread of a whole state is several times slower).
 */
export function withSide(s: Readable, seat: Seat, side: SideState): Readable {
  const sides = s.sides.slice();
  sides[seat] = side;
  return { config: s.config, turn: s.turn, active: s.active, phase: s.phase, sides };
}

/** A side with other units (and hand), as one literal: see `withSide`. */
export function sideWith(side: SideState, units: readonly UnitState[], hand: readonly number[] = side.hand): SideState {
  return { deck: side.deck, hand, graveyard: side.graveyard, gates: side.gates, units, hero: side.hero, shieldsLost: side.shieldsLost };
}

/** The other seat. */
export const other = (seat: Seat): Seat => 1 - seat;

/** The card definition of an instance in this game. */
export const cardIn = (s: WithConfig, instance: number): Card | undefined => cardOf(s.config.decks, instance);

/** The unit definition of an instance (callers know it is a unit in play). */
export const unitCard = (s: WithConfig, instance: number): UnitCard => cardOf(s.config.decks, instance) as UnitCard;

/** The owner of a card instance (GR-1). */
export const ownerOf = (instance: number): Seat => Math.floor(instance / INSTANCE_STRIDE);

/** Whether a number is a lane (GR-3). */
export const isLane = (lane: number): lane is Lane => lane === 0 || lane === 1 || lane === 2;

/** Each deck's Hero by deck id, so finding a seat's Hero is one Map read. */
const HERO_BY_DECK: ReadonlyMap<string, Hero | undefined> = new Map([...DECK_BY_ID].map(([id, deck]) => [id, HERO_BY_ID.get(deck.hero)]));

/** A seat's Hero card (GR-40). */
export function heroOf(s: WithConfig, seat: Seat): Hero {
  return HERO_BY_DECK.get(s.config.decks[seat] ?? '') as Hero;
}

/** How many of a side's units stand in a lane (GR-3). */
export function unitsIn(side: { readonly units: readonly UnitState[] }, lane: number): number {
  let n = 0;
  for (const u of side.units) if (u.lane === lane) n++;
  return n;
}

/** A side's unit by card instance. */
export function findUnit(side: { readonly units: readonly UnitState[] }, card: number): UnitState | undefined {
  for (const u of side.units) if (u.card === card) return u;
  return undefined;
}

/**
 * Sorts card numbers ascending in place and returns them. An insertion sort: a hand or a side's units are a few
 * cards, which it orders several times faster than Array#sort with a comparator (legal moves sort on every call).
 */
export function sortAscending(cards: number[]): number[] {
  for (let i = 1; i < cards.length; i++) {
    const card = cards[i] as number;
    let j = i - 1;
    for (; j >= 0 && (cards[j] as number) > card; j--) cards[j + 1] = cards[j] as number;
    cards[j + 1] = card;
  }
  return cards;
}

/**
 * A copy of card numbers in ascending order (see `sortAscending`), each put in its place as it is copied. Not a
 * `slice()` sorted after: in Chromium's AI worker the optimised code of this and `unitsByCard` kept assuming the wrong
 * map for the slice's array, and was thrown away and compiled again hundreds of times in a few seconds
 * (docs/architecture.md, "The frame bench", `--search`).
 */
export function ascending(cards: readonly number[]): number[] {
  const out: number[] = [];
  for (const card of cards) {
    let j = out.length - 1;
    out.push(card);
    for (; j >= 0 && (out[j] as number) > card; j--) out[j + 1] = out[j] as number;
    out[j + 1] = card;
  }
  return out;
}

/** A side's units in ascending order of their card instances (an insertion sort, as in `ascending`). */
export function unitsByCard(units: readonly UnitState[]): UnitState[] {
  const out: UnitState[] = [];
  for (const unit of units) {
    let j = out.length - 1;
    out.push(unit);
    for (; j >= 0 && (out[j] as UnitState).card > unit.card; j--) out[j + 1] = out[j] as UnitState;
    out[j + 1] = unit;
  }
  return out;
}

/** A unit's power now (printed plus until-end-of-turn changes). */
export const powerOf = (s: WithConfig, u: UnitState): number => unitCard(s, u.card).power + u.plusPower;
/** A unit's health now (printed plus until-end-of-turn changes). */
export const healthOf = (s: WithConfig, u: UnitState): number => unitCard(s, u.card).health + u.plusHealth;
/** Whether a unit has a keyword (GR-80…GR-93). */
export const hasKeyword = (s: WithConfig, card: number, k: UnitCard['keywords'][number]): boolean => unitCard(s, card).keywords.includes(k);

/** Whether a unit arrived on an earlier turn, or is Restless: only then may it attack, move or tap (GR-21, GR-92). */
export function isSettled(s: Pick<GrState, 'config' | 'turn'>, u: UnitState): boolean {
  return u.since < s.turn || hasKeyword(s, u.card, 'restless');
}

// ---------------------------------------------------------------------------------------------------------
// Changes shared by effects and battle

/** Draws the top card of a seat's deck; false when the deck is empty. */
export function drawCard(d: Draft, ev: GrEvent[], seat: Seat): boolean {
  const side = d.sides[seat] as SideDraft;
  // No reshuffle here: an empty deck hurts the Hero instead (R4).
  if (side.deck.length === 0) return false;
  const c = moveTop(ownDeck(d, side), ownHand(d, side)) as number;
  ev.push({ type: 'drew', seat, card: c });
  return true;
}

/** Replaces a unit of a side with a changed copy. */
export function updateUnit(d: Draft, side: SideDraft, card: number, change: Partial<UnitState>): void {
  const i = side.units.findIndex((u) => u.card === card);
  if (i >= 0) ownUnits(d, side)[i] = { ...(side.units[i] as UnitState), ...change };
}

/** Removes a unit from play to its owner's graveyard (GR-25). */
export function destroyUnit(d: Draft, ev: GrEvent[], seat: Seat, card: number): void {
  const side = d.sides[seat] as SideDraft;
  const i = side.units.findIndex((u) => u.card === card);
  if (i < 0) return;
  ownUnits(d, side).splice(i, 1);
  ownGraveyard(d, side).push(card);
  ev.push({ type: 'destroyed', seat, card });
}

/** Marks damage on a unit; it is destroyed once its damage reaches its health (GR-25). */
export function damageUnit(d: Draft, ev: GrEvent[], seat: Seat, card: number, amount: number): void {
  const side = d.sides[seat] as SideDraft;
  const u = findUnit(side, card);
  if (!u || amount <= 0) return;
  updateUnit(d, side, card, { damage: u.damage + amount });
  ev.push({ type: 'damaged', seat, card, amount });
}

/** Sends every unit whose damage reaches its health to the graveyard (GR-25), all at once. */
export function sweepUnits(d: Draft, ev: GrEvent[]): void {
  sweepSide(d, ev, d.active);
  sweepSide(d, ev, other(d.active));
}

/** Sends a seat's destroyed units to the graveyard in the order they stand (most sweeps find none: no copy then). */
function sweepSide(d: Draft, ev: GrEvent[], seat: Seat): void {
  const side = d.sides[seat] as SideDraft;
  let any = false;
  for (const u of side.units) if (u.damage >= healthOf(d, u)) any = true;
  if (!any) return;
  // The units as they stood: destroyUnit takes each out of the side's own list.
  for (const u of side.units.slice()) if (u.damage >= healthOf(d, u)) destroyUnit(d, ev, seat, u.card);
}

/** Damages a Hero in play (GR-43); the game ends if that destroys it (checked by `checkEnd`). */
export function damageHero(d: Draft, ev: GrEvent[], seat: Seat, amount: number): void {
  const side = d.sides[seat] as SideDraft;
  if (!side.hero.inPlay || amount <= 0) return;
  side.hero = { ...side.hero, damage: side.hero.damage + amount };
  ev.push({ type: 'damaged', seat, card: -1, amount });
}

/**
 * A Gate takes a hit or loses a Shield (GR-44, R2): a Shield goes to its owner's hand when the Gate is damaged,
 * to the graveyard when it is sacrificed or degraded; a Gate with no Shield left that is hit is destroyed.
 */
export function hitGate(d: Draft, ev: GrEvent[], seat: Seat, lane: Lane, to: 'hand' | 'graveyard'): void {
  const side = d.sides[seat] as SideDraft;
  const g = side.gates[lane];
  if (!g || g.destroyed) return;
  if (g.shields.length === 0) {
    ownGates(d, side)[lane] = { ...g, destroyed: true };
    ev.push({ type: 'gateDestroyed', seat, lane });
    return;
  }
  const shields = g.shields.slice();
  const card = shields.pop() as number;
  ownGates(d, side)[lane] = { ...g, shields };
  side.shieldsLost++;
  (to === 'hand' ? ownHand(d, side) : ownGraveyard(d, side)).push(card);
  ev.push({ type: 'shieldLost', seat, lane, card, to });
}

/** Why a seat has lost now (GR-50): its Hero destroyed, or two of its Gates down; null while it has not. */
function lossOf(d: Draft, seat: Seat): 'hero' | 'gates' | null {
  const side = d.sides[seat] as SideDraft;
  if (side.hero.inPlay && side.hero.damage >= heroOf(d, seat).health) return 'hero';
  let destroyed = 0;
  for (const g of side.gates) if (g?.destroyed) destroyed++;
  return destroyed >= GATES_TO_WIN ? 'gates' : null;
}

/** Ends the game when a Hero is destroyed or two Gates are down (GR-50); both at once is a draw. */
export function checkEnd(d: Draft, ev: GrEvent[]): void {
  if (d.phase === 'over') return;
  const l0 = lossOf(d, 0);
  const l1 = lossOf(d, 1);
  if (!l0 && !l1) return;
  d.phase = 'over';
  d.window = null;
  d.attacks = [];
  if (l0 && l1) {
    d.reason = l0;
    ev.push({ type: 'draw', reason: l0 });
    return;
  }
  const loser = l0 ? 0 : 1;
  d.winner = other(loser);
  d.reason = (l0 ?? l1) as EndReason;
  ev.push({ type: 'won', seat: d.winner, reason: d.reason });
}

/** Ends the game with `loser` losing (deck-out without a Hero, GR-51). */
export function lose(d: Draft, ev: GrEvent[], loser: Seat, reason: EndReason): void {
  d.winner = other(loser);
  d.reason = reason;
  d.phase = 'over';
  ev.push({ type: 'won', seat: d.winner, reason });
}
