/** Legal moves and refusals for GateRunners: validate and legalMoves share the same helpers, so they agree. */
import type { Seat } from '../core/module';
import { assignError, attackerError, blockerError, destroyOptions, pendingAssignment } from './battle';
import { GATE_BY_ID } from './cards';
import type { Readable } from './draft';
import { ascending, CAPACITY, cardIn, findUnit, hasKeyword, heroOf, isLane, isSettled, LEVEL_ONE_PER_TURN, other, sideWith, unitCard, unitsByCard, unitsIn, withSide } from './draft';
import type { Ctx } from './effects';
import { arity, effectOptions, NO_TARGET, targetChoices } from './effects';
import { gatePlacer, gatesToPlace } from './engine';
import type { ActionCard, Effect, GrError, GrMove, GrState, Lane, SideState, UnitCard, UnitState } from './types';
import { HERO } from './types';

type MoveOf<T extends GrMove['type']> = Extract<GrMove, { type: T }>;

const ascendingUnique = (xs: readonly number[]): boolean => xs.every((x, i) => i === 0 || x > (xs[i - 1] as number));

/** Every subset of a hand, ascending, smallest first, those of one size in the order of their bit masks (mulligans, GR-7). */
function subsets(items: readonly number[]): number[][] {
  const sorted = ascending(items);
  const bySize: number[][][] = [];
  for (let size = 0; size <= sorted.length; size++) bySize.push([]);
  for (let mask = 0; mask < 1 << sorted.length; mask++) {
    const chosen: number[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) chosen.push(sorted[i] as number);
    (bySize[chosen.length] as number[][]).push(chosen);
  }
  const out: number[][] = [];
  for (const sized of bySize) for (const chosen of sized) out.push(chosen);
  return out;
}

/** The level of a unit in play. */
const levelOf = (s: GrState, card: number): number => {
  const c = cardIn(s, card);
  return c?.kind === 'unit' ? c.level : 0;
};

/** The refusal for a list of targets, or null (GR-32): the list must be one of `targetChoices`. */
export function targetsError(s: Readable, ctx: Ctx, effects: readonly Effect[], optional: boolean, targets: readonly number[]): GrError | null {
  const need = effects.reduce((n, e) => n + arity(e), 0);
  const fixed = !effects.some((e) => e.kind === 'deploy');
  if (fixed ? targets.length !== need : targets.length < need) return { code: 'BAD_TARGETS', need, got: targets.length };
  let i = 0;
  for (const e of effects) {
    const opts = effectOptions(s, ctx, e);
    // Options are whole tuples; a deployed card's tuple carries its own targets, so lengths may differ (GR-37).
    const match = opts.length === 0 ? (optional && targets.slice(i, i + arity(e)).every((t) => t === NO_TARGET) ? Array<number>(arity(e)).fill(NO_TARGET) : undefined) : opts.find((o) => o.every((x, k) => x === targets[i + k]));
    if (!match) return { code: 'NO_SUCH_TARGET', slot: i, target: targets[i] ?? NO_TARGET, reason: opts.length === 0 ? 'nothing can be targeted' : 'not a legal target in this lane' };
    i += match.length;
  }
  return i === targets.length ? null : { code: 'BAD_TARGETS', need: i, got: targets.length };
}

/**
 * Whether a set of units may LevelUp a unit of `level` (GR-22): their levels total at least level − 1, and none
 * is in excess (without any one of them the total would fall short). The book's examples: a Level 3 from one
 * Level 2, two Level 1s or one Level 3; never from four Level 1s.
 */
export function levelUpError(s: GrState, level: number, sacrificed: readonly number[], card: number): GrError | null {
  const need = level - 1;
  let total = 0;
  for (const c of sacrificed) total += levelOf(s, c);
  if (total < need) return { code: 'LEVEL_UP_NEEDED', level, need, have: total };
  for (const c of sacrificed) if (total - levelOf(s, c) >= need) return { code: 'LEVEL_UP_EXCESS', card, need, total };
  return null;
}

/** The table as it is once a unit has entered (LevelUp units gone): what its Enter ability targets. */
function afterEntry(s: GrState, seat: Seat, move: MoveOf<'playUnit'>): Readable {
  const side = s.sides[seat] as SideState;
  const units: UnitState[] = side.units.filter((u) => !move.levelUp.includes(u.card));
  units.push({ card: move.card, lane: move.lane as Lane, exhausted: false, damage: 0, since: s.turn, plusPower: 0, plusHealth: 0 });
  return withSide(s, seat, sideWith(side, units));
}

/** The refusal for playing a unit, without its targets, or null (GR-20, GR-21, GR-22). */
function playUnitCostError(s: GrState, seat: Seat, move: MoveOf<'playUnit'>): GrError | null {
  const side = s.sides[seat] as SideState;
  if (!side.hand.includes(move.card)) return { code: 'NOT_IN_HAND', card: move.card };
  const c = cardIn(s, move.card);
  if (c?.kind !== 'unit') return { code: 'NOT_A_UNIT', card: move.card };
  if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
  const capacity = CAPACITY[move.lane] as number;
  if (c.level === 1) {
    if (move.levelUp.length > 0) return { code: 'BAD_LEVEL_UP', reason: 'a Level 1 unit needs no LevelUp' };
    if (s.levelOnePlayed >= LEVEL_ONE_PER_TURN) return { code: 'LEVEL_ONE_LIMIT', played: s.levelOnePlayed, max: LEVEL_ONE_PER_TURN };
    if (unitsIn(side, move.lane) >= capacity) return { code: 'LANE_FULL', lane: move.lane, capacity };
    return null;
  }
  if (!ascendingUnique(move.levelUp)) return { code: 'BAD_LEVEL_UP', reason: 'list each unit once, in ascending order' };
  let leaving = 0;
  for (const card of move.levelUp) {
    const u = findUnit(side, card);
    if (!u) return { code: 'LEVEL_UP_NOT_YOURS', card };
    // GR-22: only units under your control since before this turn.
    if (u.since >= s.turn) return { code: 'LEVEL_UP_FRESH', card };
    if (u.lane === move.lane) leaving++;
  }
  const e = levelUpError(s, c.level, move.levelUp, move.card);
  if (e) return e;
  // Our choice (GR-22): the new unit enters the lane of a unit it levels up from.
  if (leaving === 0) return { code: 'LEVEL_UP_LANE', lane: move.lane };
  if (unitsIn(side, move.lane) - leaving >= capacity) return { code: 'LANE_FULL', lane: move.lane, capacity };
  return null;
}

/** The refusal for playing a unit, or null. */
export function playUnitError(s: GrState, seat: Seat, move: MoveOf<'playUnit'>): GrError | null {
  const e = playUnitCostError(s, seat, move);
  if (e) return e;
  const ability = unitCard(s, move.card).ability;
  const effects = ability?.trigger === 'enter' ? ability.effects : [];
  return targetsError(afterEntry(s, seat, move), { seat, lane: move.lane as Lane, self: move.card }, effects, true, move.targets);
}

/** The refusal for moving a unit, or null (GR-23). */
export function moveUnitError(s: GrState, seat: Seat, move: MoveOf<'moveUnit'>): GrError | null {
  const side = s.sides[seat] as SideState;
  const u = findUnit(side, move.card);
  if (!u) return { code: 'NOT_YOUR_UNIT', card: move.card };
  if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
  if (u.exhausted) return { code: 'UNIT_EXHAUSTED', card: move.card };
  if (!isSettled(s, u)) return { code: 'UNIT_FRESH', card: move.card };
  if (Math.abs(u.lane - move.lane) !== 1) return { code: 'NOT_ADJACENT', from: u.lane, to: move.lane };
  const capacity = CAPACITY[move.lane] as number;
  if (unitsIn(side, move.lane) >= capacity) return { code: 'LANE_FULL', lane: move.lane, capacity };
  return null;
}

/**
 * The refusal for paying a cost by exhausting units, or null (GR-31): exactly `cost` ready units of yours, at
 * least one from the lane (all of them for a Gate's ability, GR-45). Units that arrived this turn may pay.
 */
export function payError(s: GrState, seat: Seat, lane: number, cost: number, pay: readonly number[], allInLane: boolean): GrError | null {
  if (!ascendingUnique(pay)) return { code: 'BAD_PAYMENT', need: cost, paid: pay.length, reason: 'list each unit once, in ascending order' };
  if (pay.length !== cost) return { code: 'BAD_PAYMENT', need: cost, paid: pay.length, reason: `exhaust exactly ${cost}` };
  const side = s.sides[seat] as SideState;
  let fromLane = 0;
  for (const c of pay) {
    const u = findUnit(side, c);
    if (!u) return { code: 'NOT_YOUR_UNIT', card: c };
    if (u.exhausted) return { code: 'UNIT_EXHAUSTED', card: c };
    if (u.lane === lane) fromLane++;
  }
  if (cost > 0 && (allInLane ? fromLane < cost : fromLane === 0)) return { code: 'PAY_FROM_LANE', lane };
  return null;
}

function playActionError(s: GrState, seat: Seat, move: MoveOf<'playAction'>): GrError | null {
  const side = s.sides[seat] as SideState;
  if (!side.hand.includes(move.card)) return { code: 'NOT_IN_HAND', card: move.card };
  const c = cardIn(s, move.card);
  if (c?.kind !== 'action') return { code: 'NOT_AN_ACTION', card: move.card };
  // GR-32: outside your own Mobilize phase only Instants, and only while a response is open (R3).
  if (s.phase === 'response' && !c.instant) return { code: 'NOT_AN_INSTANT', card: move.card };
  if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
  if (c.cost === 0) {
    // GR-34: a card deployed without paying affects only the Hero's lane; with no Hero in play it fizzles.
    const hero = (s.sides[seat] as SideState).hero;
    if (move.pay.length > 0) return { code: 'BAD_PAYMENT', need: 0, paid: move.pay.length, reason: 'this card costs nothing' };
    if (!hero.inPlay) return move.targets.length === 0 ? null : { code: 'BAD_TARGETS', need: 0, got: move.targets.length };
    if (move.lane !== hero.lane) return { code: 'FREE_CARD_LANE', lane: move.lane, hero: hero.lane };
  }
  if (c.alternate && c.cost > 0 && move.pay.length === 0) {
    // GR-36: the alternate cost, a Shield of your standing Gate in this lane; the card affects only this lane.
    const g = (s.sides[seat] as SideState).gates[move.lane];
    if (!g || g.destroyed) return { code: 'GATE_DESTROYED', lane: move.lane };
    if (g.shields.length === 0) return { code: 'NO_SHIELD', lane: move.lane };
    return targetsError(s, { seat, lane: move.lane, self: null }, c.effects, false, move.targets);
  }
  return payError(s, seat, move.lane, c.cost, move.pay, false) ?? targetsError(s, { seat, lane: move.lane, self: null }, c.effects, false, move.targets);
}

/** Whether a card's alternate cost can be paid in a lane (GR-36). */
const canPayAlternate = (s: GrState, seat: Seat, c: ActionCard, lane: number): boolean => {
  const g = (s.sides[seat] as SideState).gates[lane];
  return !!c.alternate && c.cost > 0 && !!g && !g.destroyed && g.shields.length > 0;
};

/** Every way to play an Action or Instant from hand (GR-31, GR-34, GR-36). */
function actionMoves(s: GrState, seat: Seat, card: number, c: ActionCard, out: GrMove[], cache: PayCache): void {
  const hero = (s.sides[seat] as SideState).hero;
  for (let lane = 0; lane < 3; lane++) {
    if (c.cost === 0 && !hero.inPlay) {
      out.push({ type: 'playAction', card, lane, pay: [], targets: [] });
      continue;
    }
    if (c.cost === 0 && lane !== hero.lane) continue;
    const choices = targetChoices(s, { seat, lane: lane as Lane, self: null }, c.effects, false);
    if (choices.length === 0) continue;
    const paid = payments(s, seat, lane, c.cost, false, cache);
    // The cached list is shared: the alternate cost (GR-36) goes in front of a copy.
    const pays = canPayAlternate(s, seat, c, lane) ? [[], ...paid] : paid;
    for (const pay of pays) for (const targets of choices) out.push({ type: 'playAction', card, lane, pay, targets });
  }
}

function tapUnitError(s: GrState, seat: Seat, move: MoveOf<'tapUnit'>): GrError | null {
  const u = findUnit(s.sides[seat] as SideState, move.card);
  if (!u) return { code: 'NOT_YOUR_UNIT', card: move.card };
  const ability = unitCard(s, move.card).ability;
  if (ability?.trigger !== 'tap') return { code: 'NO_ABILITY', card: move.card };
  if (u.exhausted) return { code: 'UNIT_EXHAUSTED', card: move.card };
  if (!isSettled(s, u)) return { code: 'UNIT_FRESH', card: move.card };
  return targetsError(s, { seat, lane: u.lane, self: move.card }, ability.effects, false, move.targets);
}

function activateGateError(s: GrState, seat: Seat, move: MoveOf<'activateGate'>): GrError | null {
  if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
  const g = (s.sides[seat] as SideState).gates[move.lane];
  if (!g || g.destroyed) return { code: 'GATE_DESTROYED', lane: move.lane };
  const ability = GATE_BY_ID.get(g.gate)?.ability;
  if (!ability) return { code: 'NO_ABILITY', card: -1 };
  if (ability.cost.kind === 'sacrificeShield') {
    if (move.pay.length > 0) return { code: 'BAD_PAYMENT', need: 0, paid: move.pay.length, reason: 'this Gate is paid with a Shield' };
    if (g.shields.length === 0) return { code: 'NO_SHIELD', lane: move.lane };
  } else {
    const e = payError(s, seat, move.lane, ability.cost.units, move.pay, true);
    if (e) return e;
  }
  return targetsError(s, { seat, lane: move.lane, self: null }, ability.effects, false, move.targets);
}

function maneuverError(s: GrState, seat: Seat, move: MoveOf<'maneuver'>): GrError | null {
  if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
  if (!isLane(move.to) || move.to === move.lane) return { code: 'NO_SUCH_LANE', lane: move.to };
  const side = s.sides[seat] as SideState;
  if (!side.units.some((u) => u.lane === move.lane && unitCard(s, u.card).keywords.includes('maneuver'))) return { code: 'NO_MANEUVER', lane: move.lane };
  const p = findUnit(side, move.pirate);
  if (!p || p.lane !== move.lane || unitCard(s, p.card).faction !== 'pirates') return { code: 'NOT_A_PIRATE', card: move.pirate };
  if (p.exhausted) return { code: 'UNIT_EXHAUSTED', card: move.pirate };
  if (!isSettled(s, p)) return { code: 'UNIT_FRESH', card: move.pirate };
  // Our choice (GR-86): an exchange that would overfill a lane is refused rather than losing units.
  const here = unitsIn(side, move.lane);
  const there = unitsIn(side, move.to);
  if (here > (CAPACITY[move.to] as number)) return { code: 'MANEUVER_OVERFLOW', lane: move.to, units: here, capacity: CAPACITY[move.to] as number };
  if (there > (CAPACITY[move.lane] as number)) return { code: 'MANEUVER_OVERFLOW', lane: move.lane, units: there, capacity: CAPACITY[move.lane] as number };
  return null;
}

function heroFeatError(s: GrState, seat: Seat, need: number): GrError | null {
  const h = (s.sides[seat] as SideState).hero;
  if (!h.inPlay) return { code: 'NO_HERO', reason: 'your Hero is not in play' };
  if (h.feats < need) return { code: 'NO_FEATS', need, have: h.feats };
  return null;
}

/** Game-specific refusals (the kernel has checked turn, phase and game over). Null when legal. */
export function validate(s: GrState, seat: Seat, move: GrMove): GrError | null {
  const side = s.sides[seat] as SideState;
  switch (move.type) {
    case 'placeGate':
      if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
      if (side.gates[move.lane]) return { code: 'LANE_HAS_GATE', lane: move.lane };
      if (!gatesToPlace(s, seat).includes(move.gate)) return { code: 'NO_SUCH_GATE', gate: move.gate };
      return null;
    case 'mulligan':
      if (!ascendingUnique(move.cards)) return { code: 'BAD_MULLIGAN', reason: 'list each card once, in ascending order' };
      for (const c of move.cards) if (!side.hand.includes(c)) return { code: 'NOT_IN_HAND', card: c };
      return null;
    case 'heroEnter':
      return isLane(move.lane) ? null : { code: 'NO_SUCH_LANE', lane: move.lane };
    case 'playUnit':
      return playUnitError(s, seat, move);
    case 'moveUnit':
      return moveUnitError(s, seat, move);
    case 'playAction':
      return playActionError(s, seat, move);
    case 'tapUnit':
      return tapUnitError(s, seat, move);
    case 'activateGate':
      return activateGateError(s, seat, move);
    case 'maneuver':
      return maneuverError(s, seat, move);
    case 'heroMove': {
      const e = heroFeatError(s, seat, 1);
      if (e) return e;
      if (!isLane(move.lane)) return { code: 'NO_SUCH_LANE', lane: move.lane };
      return Math.abs(move.lane - side.hero.lane) === 1 ? null : { code: 'NOT_ADJACENT', from: side.hero.lane, to: move.lane };
    }
    case 'heroAbility': {
      const a = heroOf(s, seat).ability;
      return heroFeatError(s, seat, a.feats) ?? targetsError(s, { seat, lane: side.hero.lane, self: null }, a.effects, false, move.targets);
    }
    case 'endMobilize':
    case 'confirm':
    case 'pass':
      return null;
    case 'declareAttacker':
      return attackerError(s, seat, move.card, move.target);
    case 'declareBlocker':
      return blockerError(s, seat, move.card, move.attacker);
    case 'assignDamage':
      return assignError(s, move.attacker, move.destroy);
    case 'discard':
      return side.hand.includes(move.card) ? null : { code: 'NOT_IN_HAND', card: move.card };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Legal moves

/** A LevelUp set (its cards ascending) and the lanes its units stand in, one bit per lane. */
interface LevelUpSet {
  readonly cards: readonly number[];
  readonly lanes: number;
}

/** The one LevelUp choice of a Level 1 unit: none (it may enter any lane). */
const NO_LEVEL_UP: readonly LevelUpSet[] = [{ cards: [], lanes: 0b111 }];

/**
 * Every minimal LevelUp set for a unit of `level` whose levels fit it (GR-22): one or two settled units, in the
 * order of their smallest card. A set whose levels do not fit (`levelUpError`) can't LevelUp a unit of that level
 * in any lane, so it is left out here rather than refused lane by lane; `card` is the unit played, which the levels
 * do not depend on (the sets are found once per level).
 */
function levelUpSets(s: GrState, side: SideState, level: number, card: number): LevelUpSet[] {
  const settled: UnitState[] = [];
  for (const u of side.units) if (u.since < s.turn) settled.push(u);
  const sorted = unitsByCard(settled);
  const out: LevelUpSet[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i] as UnitState;
    const single = [first.card];
    if (levelUpError(s, level, single, card) === null) out.push({ cards: single, lanes: 1 << first.lane });
    if (level < 3) continue;
    for (let j = i + 1; j < sorted.length; j++) {
      const second = sorted[j] as UnitState;
      const pair = [first.card, second.card];
      if (levelUpError(s, level, pair, card) === null) out.push({ cards: pair, lanes: (1 << first.lane) | (1 << second.lane) });
    }
  }
  return out;
}

/** Payments already enumerated during one legalMoves call, by lane, cost and whether all must come from the lane. */
type PayCache = (readonly number[][] | undefined)[];

/** One enumeration of payments: who pays, for what lane and cost, from which ready units (ascending), into `out`. */
interface PaySearch {
  readonly s: GrState;
  readonly seat: Seat;
  readonly lane: number;
  readonly cost: number;
  readonly allInLane: boolean;
  readonly ready: readonly UnitState[];
  readonly out: number[][];
}

/**
 * Adds to the search's `out` every ascending choice of `cost` ready units, taken from `ready[start..]` after
 * those in `chosen` (of which `fromLane` stand in the lane), that payError accepts, in lexicographic order.
 */
function choosePayments(search: PaySearch, start: number, chosen: number[], fromLane: number): void {
  if (chosen.length === search.cost) {
    // A quick filter before the full check: one unit (every one, for a Gate) must come from the lane (GR-31, GR-45).
    if (search.cost > 0 && (search.allInLane ? fromLane < search.cost : fromLane === 0)) return;
    if (payError(search.s, search.seat, search.lane, search.cost, chosen, search.allInLane) === null) search.out.push(chosen.slice());
    return;
  }
  for (let i = start; i < search.ready.length; i++) {
    const u = search.ready[i] as UnitState;
    chosen.push(u.card);
    choosePayments(search, i + 1, chosen, u.lane === search.lane ? fromLane + 1 : fromLane);
    chosen.pop();
  }
}

/** Every way to pay `cost` for an effect in `lane` (GR-31, GR-45); shared lists, never to be mutated. */
function payments(s: GrState, seat: Seat, lane: number, cost: number, allInLane: boolean, cache: PayCache): readonly number[][] {
  const key = (cost * 3 + lane) * 2 + (allInLane ? 1 : 0);
  const known = cache[key];
  if (known) return known;
  const ready: UnitState[] = [];
  for (const u of (s.sides[seat] as SideState).units) if (!u.exhausted && (!allInLane || u.lane === lane)) ready.push(u);
  const out: number[][] = [];
  choosePayments({ s, seat, lane, cost, allInLane, ready: unitsByCard(ready), out }, 0, [], 0);
  cache[key] = out;
  return out;
}

/** Whether effects take no targets at all: their only choice of targets is then the empty list (GR-32). */
const targetless = (effects: readonly Effect[]): boolean => effects.every((e) => arity(e) === 0);
const NO_TARGETS: readonly number[][] = [[]];
const NO_EFFECTS: readonly Effect[] = [];

/**
 * Every way to play a unit from hand (GR-20, GR-22), with the targets of its Enter ability (GR-82). `fullLanes`:
 * the lanes (one bit each) where the side has no room left (GR-3).
 */
function unitMoves(s: GrState, seat: Seat, card: number, c: UnitCard, sets: readonly LevelUpSet[], fullLanes: number, out: GrMove[]): void {
  // A quick filter before the full check: a third Level 1 unit in a turn is refused in every lane (GR-20).
  if (c.level === 1 && s.levelOnePlayed >= LEVEL_ONE_PER_TURN) return;
  const effects = c.ability?.trigger === 'enter' ? c.ability.effects : NO_EFFECTS;
  const plain = targetless(effects);
  for (let lane = 0; lane < 3; lane++) {
    // A quick filter before the full check: a Level 1 unit can't enter a full lane (a unit that levels up from
    // one of the lane's units takes its place, GR-22).
    if (c.level === 1 && (fullLanes & (1 << lane)) !== 0) continue;
    for (const set of sets) {
      // A quick filter before the full check: LevelUp needs a unit from this lane (GR-22).
      if ((set.lanes & (1 << lane)) === 0) continue;
      const base = { type: 'playUnit', card, lane, levelUp: set.cards as number[], targets: [] } as const;
      if (playUnitCostError(s, seat, base) !== null) continue;
      if (plain) {
        out.push(base);
        continue;
      }
      for (const targets of targetChoices(afterEntry(s, seat, base), { seat, lane: lane as Lane, self: card }, effects, true)) out.push({ ...base, targets });
    }
  }
}

function mainMoves(s: GrState, seat: Seat, out: GrMove[]): void {
  const side = s.sides[seat] as SideState;
  const hand = ascending(side.hand);
  const cache: PayCache = [];
  // LevelUp sets depend only on the units in play: found once per level, when a unit of that level is in hand (GR-22).
  const sets: (readonly LevelUpSet[] | undefined)[] = [[], NO_LEVEL_UP];
  let fullLanes = 0;
  for (let lane = 0; lane < 3; lane++) if (unitsIn(side, lane) >= (CAPACITY[lane] as number)) fullLanes |= 1 << lane;
  for (const card of hand) {
    const c = cardIn(s, card);
    if (!c) continue;
    if (c.kind === 'unit') unitMoves(s, seat, card, c, (sets[c.level] ??= levelUpSets(s, side, c.level, card)), fullLanes, out);
    else actionMoves(s, seat, card, c, out, cache);
  }
  const units = unitsByCard(side.units);
  for (const u of units) {
    // A quick filter before the full check: only a ready unit that arrived before this turn may move (GR-23, GR-21).
    if (!u.exhausted && isSettled(s, u)) {
      for (let lane = u.lane - 1; lane <= u.lane + 1; lane += 2) {
        // A quick filter before the full check: no room in the lane (GR-23).
        if (!isLane(lane) || (fullLanes & (1 << lane)) !== 0) continue;
        const m: GrMove = { type: 'moveUnit', card: u.card, lane };
        if (moveUnitError(s, seat, m) === null) out.push(m);
      }
    }
    const ability = unitCard(s, u.card).ability;
    if (ability?.trigger === 'tap' && !u.exhausted && isSettled(s, u)) {
      for (const targets of targetChoices(s, { seat, lane: u.lane, self: u.card }, ability.effects, false)) out.push({ type: 'tapUnit', card: u.card, targets });
    }
  }
  for (let lane = 0; lane < 3; lane++) {
    const g = side.gates[lane];
    const ability = g && !g.destroyed ? GATE_BY_ID.get(g.gate)?.ability : undefined;
    if (!ability) continue;
    const pays = ability.cost.kind === 'sacrificeShield' ? ((g as NonNullable<typeof g>).shields.length > 0 ? NO_TARGETS : []) : payments(s, seat, lane, ability.cost.units, true, cache);
    if (pays.length === 0) continue;
    for (const targets of targetChoices(s, { seat, lane: lane as Lane, self: null }, ability.effects, false)) for (const pay of pays) out.push({ type: 'activateGate', lane, pay: pay as number[], targets });
  }
  // A quick filter before the full check: Maneuver needs a unit with Maneuver in the lane (GR-86).
  let maneuverLanes = 0;
  for (const u of side.units) if (hasKeyword(s, u.card, 'maneuver')) maneuverLanes |= 1 << u.lane;
  for (let lane = 0; lane < 3; lane++) {
    if ((maneuverLanes & (1 << lane)) === 0) continue;
    for (const u of units) {
      // A quick filter before the full check: the unit exhausted for it is a ready, settled Pirate of this lane (GR-86).
      if (u.lane !== lane || u.exhausted || unitCard(s, u.card).faction !== 'pirates' || !isSettled(s, u)) continue;
      for (let to = 0; to < 3; to++) {
        const m: GrMove = { type: 'maneuver', lane, pirate: u.card, to };
        if (to !== lane && maneuverError(s, seat, m) === null) out.push(m);
      }
    }
  }
  if (side.hero.inPlay) {
    for (const lane of [side.hero.lane - 1, side.hero.lane + 1]) if (isLane(lane) && side.hero.feats >= 1) out.push({ type: 'heroMove', lane });
    const a = heroOf(s, seat).ability;
    if (side.hero.feats >= a.feats) for (const targets of targetChoices(s, { seat, lane: side.hero.lane, self: null }, a.effects, false)) out.push({ type: 'heroAbility', targets });
  }
  out.push({ type: 'endMobilize' });
}

/** Instants a seat may play in a response window (GR-32, R3). */
function responseMoves(s: GrState, seat: Seat, out: GrMove[]): void {
  const side = s.sides[seat] as SideState;
  const cache: PayCache = [];
  for (const card of ascending(side.hand)) {
    const c = cardIn(s, card);
    if (c?.kind === 'action' && c.instant) actionMoves(s, seat, card, c, out, cache);
  }
  out.push({ type: 'pass' });
}

/** A unit's (or the Hero's) attacks: at the Gate, then at the Hero, of its lane (GR-70, GR-71). */
function attackerMoves(s: GrState, seat: Seat, card: number, out: GrMove[]): void {
  if (attackerError(s, seat, card, 'gate') === null) out.push({ type: 'declareAttacker', card, target: 'gate' });
  if (attackerError(s, seat, card, 'hero') === null) out.push({ type: 'declareAttacker', card, target: 'hero' });
}

/** A unit's (or the Hero's) blocks, one per attacker it may block, in the order they attacked (GR-73). */
function blockerMoves(s: GrState, seat: Seat, card: number, out: GrMove[]): void {
  for (const a of s.attacks) if (blockerError(s, seat, card, a.card) === null) out.push({ type: 'declareBlocker', card, attacker: a.card });
}

/** Every legal move of the deciding seat in a stable order (the kernel has checked it is that seat's decision). */
export function legalMoves(s: GrState, seat: Seat): GrMove[] {
  const side = s.sides[seat] as SideState;
  const out: GrMove[] = [];
  switch (s.phase) {
    case 'placeGates':
      for (const gate of new Set(gatesToPlace(s, seat))) for (let lane = 0; lane < 3; lane++) if (!side.gates[lane]) out.push({ type: 'placeGate', gate, lane });
      return out;
    case 'mulligan':
      for (const cards of subsets(side.hand)) out.push({ type: 'mulligan', cards });
      return out;
    case 'heroEnters':
      for (let lane = 0; lane < 3; lane++) out.push({ type: 'heroEnter', lane });
      return out;
    case 'main':
      mainMoves(s, seat, out);
      return out;
    case 'attack':
      // Each unit in order of its card, then the Hero. A quick filter before the full check: an exhausted unit
      // can't attack (GR-70).
      for (const u of unitsByCard(side.units)) if (!u.exhausted) attackerMoves(s, seat, u.card, out);
      attackerMoves(s, seat, HERO, out);
      out.push({ type: 'confirm' });
      return out;
    case 'block':
      // Each unit in order of its card, then the Hero. A quick filter before the full check: an exhausted unit
      // can't block (GR-73).
      for (const u of unitsByCard(side.units)) if (!u.exhausted) blockerMoves(s, seat, u.card, out);
      blockerMoves(s, seat, HERO, out);
      out.push({ type: 'confirm' });
      return out;
    case 'response':
      responseMoves(s, seat, out);
      return out;
    case 'assign': {
      const a = pendingAssignment(s);
      if (a) for (const destroy of destroyOptions(s, a)) out.push({ type: 'assignDamage', attacker: a.card, destroy });
      return out;
    }
    case 'discard':
      for (const card of ascending(side.hand)) out.push({ type: 'discard', card });
      return out;
    case 'over':
      return out;
  }
}

// Shared, never mutated: the decision is asked for several times a ply in the bots' playouts.
const SEAT_LISTS: readonly (readonly Seat[])[] = [Object.freeze([0]), Object.freeze([1])];
const NOBODY: readonly Seat[] = Object.freeze([]);
/** The list of one seat, shared. */
const only = (seat: Seat): readonly Seat[] => SEAT_LISTS[seat] ?? [seat];

/** Who decides now (GR-5, GR-7, R3): the Gate placer, the next mulligan, the defender's blocks, a window's turn. */
export function deciding(s: GrState): readonly Seat[] {
  switch (s.phase) {
    case 'placeGates':
      return only(gatePlacer(s));
    case 'mulligan':
      return only(s.mulligans[0] as Seat);
    case 'block':
      return only(other(s.active));
    case 'response':
      return only((s.window as NonNullable<GrState['window']>).next);
    case 'over':
      return NOBODY;
    default:
      return only(s.active);
  }
}
