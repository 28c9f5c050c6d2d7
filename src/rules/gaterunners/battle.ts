/**
 * The Battle (GR-70…GR-77): attackers declared all at once, a response window, blockers all at once, a second
 * window, then damage: Quick Strike first, everyone else after, Pierce carrying excess to the target.
 */
import type { Seat } from '../core/module';
import type { Attack, AttackTarget, GrError, GrEvent, GrState, Lane, SideState } from './types';
import { HERO } from './types';
import type { Draft, SideDraft } from './draft';

/** A state or a draft, read only: what the battle's questions need. */
type Battlefield = Pick<GrState, 'config' | 'active' | 'attacks'> & { readonly sides: readonly SideState[] };
import { checkEnd, damageHero, damageUnit, findUnit, hasKeyword, healthOf, heroOf, hitGate, isSettled, other, ownAttacks, powerOf, sortAscending, sweepUnits, updateUnit } from './draft';

/** The refusal for declaring an attacker, or null (GR-70, GR-71). */
export function attackerError(s: GrState, seat: Seat, card: number, target: AttackTarget): GrError | null {
  const side = s.sides[seat] as SideState;
  const foe = s.sides[other(seat)] as SideState;
  let lane: Lane;
  if (s.attacks.some((a) => a.card === card)) return { code: 'ALREADY_DECLARED', card };
  if (card === HERO) {
    // GR-42: a Hero's attack is one of its feats.
    if (!side.hero.inPlay) return { code: 'NO_HERO', reason: 'your Hero is not in play' };
    if (side.hero.feats < 1) return { code: 'NO_FEATS', need: 1, have: side.hero.feats };
    lane = side.hero.lane;
  } else {
    const u = findUnit(side, card);
    if (!u) return { code: 'NOT_YOUR_UNIT', card };
    if (u.exhausted) return { code: 'UNIT_EXHAUSTED', card };
    if (!isSettled(s, u)) return { code: 'UNIT_FRESH', card };
    lane = u.lane;
  }
  if (target === 'gate') {
    const g = foe.gates[lane];
    if (!g || g.destroyed) return { code: 'CANNOT_ATTACK', card, reason: 'there is no standing Gate in its lane' };
  } else if (!foe.hero.inPlay || foe.hero.lane !== lane) return { code: 'CANNOT_ATTACK', card, reason: 'the opposing Hero is not in its lane' };
  return null;
}

/** The lane of a combatant (unit or Hero) of a seat, or -1 when it is gone. */
function laneOf(s: { readonly sides: readonly { readonly units: readonly { card: number; lane: Lane }[]; readonly hero: { inPlay: boolean; lane: Lane } }[] }, seat: Seat, card: number): number {
  const side = s.sides[seat] as (typeof s.sides)[number];
  if (card === HERO) return side.hero.inPlay ? side.hero.lane : -1;
  return side.units.find((u) => u.card === card)?.lane ?? -1;
}

/** Whether an attacker is still in the battle: in play and still in the lane it attacked from (GR-74). */
export const inBattle = (s: Parameters<typeof laneOf>[0] & { readonly active: Seat }, a: Attack): boolean => laneOf(s, s.active, a.card) === a.lane;

/** Whether a blocker still blocks: in play and in the attack's lane, or an adjacent one with Reach (GR-74). */
function stillBlocks(d: Battlefield, card: number, a: Attack): boolean {
  const lane = laneOf(d, other(d.active), card);
  if (lane < 0) return false;
  return lane === a.lane || (card !== HERO && hasKeyword(d, card, 'reach') && Math.abs(lane - a.lane) === 1);
}

/** The refusal for declaring a blocker, or null (GR-73, GR-91 Reach, GR-87 multi-blocking). */
export function blockerError(s: GrState, seat: Seat, card: number, attacker: number): GrError | null {
  const side = s.sides[seat] as SideState;
  if (s.attacks.some((a) => a.blockers.includes(card))) return { code: 'ALREADY_DECLARED', card };
  const attack = s.attacks.find((a) => a.card === attacker);
  if (!attack || !inBattle(s, attack)) return { code: 'CANNOT_BLOCK', card, reason: 'there is no such attacker' };
  const aLane = attack.lane;
  let lane: number;
  if (card === HERO) {
    if (!side.hero.inPlay) return { code: 'NO_HERO', reason: 'your Hero is not in play' };
    lane = side.hero.lane;
  } else {
    const u = findUnit(side, card);
    if (!u) return { code: 'NOT_YOUR_UNIT', card };
    if (u.exhausted) return { code: 'UNIT_EXHAUSTED', card };
    lane = u.lane;
  }
  const reach = card !== HERO && hasKeyword(s, card, 'reach');
  if (lane !== aLane && !(reach && Math.abs(lane - aLane) === 1)) return { code: 'CANNOT_BLOCK', card, reason: reach ? 'Reach blocks only in its own or an adjacent lane' : 'it blocks only in its own lane' };
  if (attack.card !== HERO && attack.blockers.length > 0 && hasKeyword(s, attack.card, 'loner')) return { code: 'CANNOT_BLOCK', card, reason: "that attacker can't be multi-blocked" };
  return null;
}

/** Adds a declared attacker (GR-70). */
export function declareAttacker(d: Draft, ev: GrEvent[], card: number, target: AttackTarget): void {
  const side = d.sides[d.active] as SideDraft;
  const lane = card === HERO ? side.hero.lane : (findUnit(side, card) as { lane: Lane }).lane;
  ownAttacks(d).push({ card, lane, target, blockers: [], destroy: null });
  ev.push({ type: 'attackerDeclared', seat: d.active, card, lane, target });
}

/**
 * Confirms the attack (GR-70): attackers exhaust unless Steadfast, the Hero spends a feat; then the first response
 * window opens (GR-72). With no attackers the battle is over at once.
 */
export function confirmAttackers(d: Draft, ev: GrEvent[]): void {
  const seat = d.active;
  const side = d.sides[seat] as SideDraft;
  const tired: number[] = [];
  for (const a of d.attacks) {
    if (a.card === HERO) side.hero = { ...side.hero, feats: side.hero.feats - 1 };
    else if (!hasKeyword(d, a.card, 'steadfast')) {
      updateUnit(d, side, a.card, { exhausted: true });
      tired.push(a.card);
    }
  }
  ev.push({ type: 'attackersConfirmed', seat, count: d.attacks.length });
  if (tired.length > 0) ev.push({ type: 'exhausted', seat, cards: tired });
  if (d.attacks.length === 0) {
    endBattle(d, ev);
    return;
  }
  d.phase = 'response';
  d.window = { after: 'attack', next: seat, passes: 0 };
}

/** Adds a declared blocker (GR-73). */
export function declareBlocker(d: Draft, ev: GrEvent[], card: number, attacker: number): void {
  d.attacks = d.attacks.map((a) => (a.card === attacker ? { ...a, blockers: [...a.blockers, card] } : a));
  ev.push({ type: 'blockerDeclared', seat: other(d.active), card, attacker });
}

/** Confirms the blockers and opens the second response window (GR-73, GR-72). */
export function confirmBlockers(d: Draft, ev: GrEvent[]): void {
  ev.push({ type: 'blockersConfirmed', seat: other(d.active), count: d.attacks.reduce((n, a) => n + a.blockers.length, 0) });
  d.phase = 'response';
  d.window = { after: 'block', next: d.active, passes: 0 };
}

/** A pass in a response window (R3): two passes in a row close it. */
export function passWindow(d: Draft, ev: GrEvent[], seat: Seat): void {
  const w = d.window as NonNullable<Draft['window']>;
  ev.push({ type: 'passed', seat });
  if (w.passes + 1 < 2) {
    d.window = { ...w, next: other(seat), passes: w.passes + 1 };
    return;
  }
  d.window = null;
  if (w.after === 'attack') d.phase = 'block';
  else startDamage(d, ev);
}

/** After an Instant in a window, the other player may answer (R3). */
export function answeredWindow(d: Draft, seat: Seat): void {
  const w = d.window as NonNullable<Draft['window']>;
  d.window = { ...w, next: other(seat), passes: 0 };
}

/** A combatant's power: a unit's power now, or its Hero's printed power. */
function powerOfCombatant(d: Battlefield, seat: Seat, card: number): number {
  if (card === HERO) return heroOf(d, seat).power;
  const u = findUnit(d.sides[seat] as SideState, card);
  return u ? powerOf(d, u) : 0;
}

/** Damage still needed to destroy a combatant. */
function lethal(d: Battlefield, seat: Seat, card: number): number {
  const side = d.sides[seat] as SideState;
  if (card === HERO) return Math.max(0, heroOf(d, seat).health - side.hero.damage);
  const u = findUnit(side, card);
  return u ? Math.max(0, healthOf(d, u) - u.damage) : 0;
}

// ---------------------------------------------------------------------------------------------------------
// GR-75: an attacker's damage among several blockers

/** The blockers of an attack that still block it, in the order they were declared (GR-74). */
function blocking(d: Battlefield, a: Attack): number[] {
  const out: number[] = [];
  for (const b of a.blockers) if (stillBlocks(d, b, a)) out.push(b);
  return out;
}

/**
 * Every set of blockers an attacker may choose to destroy (GR-75), each ascending: each is dealt what destroys it,
 * so their total may not exceed its power, and the rest must fit on the other blockers without destroying any
 * (when every blocker is chosen, the rest goes to the target with Pierce, else it is spent on the blockers).
 */
export function destroyOptions(d: Battlefield, a: Attack): number[][] {
  const def = other(d.active);
  const blockers = sortAscending(blocking(d, a));
  const need = blockers.map((b) => lethal(d, def, b));
  const power = powerOfCombatant(d, d.active, a.card);
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << blockers.length; mask++) {
    let kill = 0;
    let room = 0;
    const chosen: number[] = [];
    for (let i = 0; i < blockers.length; i++) {
      if (mask & (1 << i)) {
        kill += need[i] as number;
        chosen.push(blockers[i] as number);
      } else room += (need[i] as number) - 1;
    }
    if (kill <= power && (chosen.length === blockers.length || power - kill <= room)) out.push(chosen);
  }
  return out;
}

/** The first attack whose player must still divide its damage (GR-75): several blockers and a real choice. */
export function pendingAssignment(d: Battlefield): Attack | undefined {
  for (const a of d.attacks) {
    if (a.destroy !== null || a.blockers.length < 2 || !inBattle(d, a)) continue;
    if (blocking(d, a).length >= 2 && destroyOptions(d, a).length > 1) return a;
  }
  return undefined;
}

/** The refusal for dividing an attacker's damage, or null (GR-75). */
export function assignError(s: GrState, attacker: number, destroy: readonly number[]): GrError | null {
  const a = pendingAssignment(s);
  if (!a) return { code: 'BAD_ASSIGNMENT', attacker, reason: 'no attacker has damage to divide' };
  if (a.card !== attacker) return { code: 'BAD_ASSIGNMENT', attacker, reason: 'attackers divide their damage one at a time, in the order they attacked' };
  const key = destroy.join(',');
  if (destroyOptions(s, a).some((o) => o.join(',') === key)) return null;
  const blockers = blocking(s, a);
  if (destroy.some((b, i) => !blockers.includes(b) || (i > 0 && b <= (destroy[i - 1] as number)))) return { code: 'BAD_ASSIGNMENT', attacker, reason: 'name blockers of this attacker, each once, in ascending order' };
  let kill = 0;
  for (const b of destroy) kill += lethal(s, other(s.active), b);
  if (kill > powerOfCombatant(s, s.active, a.card)) return { code: 'BAD_ASSIGNMENT', attacker, reason: 'its power is not enough to destroy all of them' };
  return { code: 'BAD_ASSIGNMENT', attacker, reason: 'the rest of its damage would destroy another blocker too' };
}

/** The attacker's player chooses which blockers to destroy (GR-75); once no choice is left, damage is dealt. */
export function assignDamage(d: Draft, ev: GrEvent[], attacker: number, destroy: readonly number[]): void {
  d.attacks = d.attacks.map((a) => (a.card === attacker ? { ...a, destroy: destroy.slice() } : a));
  ev.push({ type: 'damageAssigned', seat: d.active, attacker, destroy: destroy.slice() });
  startDamage(d, ev);
}

/** After the last response window: divide damage where there is a choice (GR-75), else deal it (GR-74). */
function startDamage(d: Draft, ev: GrEvent[]): void {
  if (pendingAssignment(d)) d.phase = 'assign';
  else damageStep(d, ev);
}

/**
 * How an attacker's power is dealt to its blockers (GR-75): the chosen blockers, in the order they blocked, each
 * what destroys it; the rest over the others, each up to one short of destroyed, then (if still more is left) to
 * each the rest of what destroys it. Returns what is left for the target, which only Pierce deals (GR-89).
 * Without a choice (nothing to choose, or no choice made) the blockers are destroyed in the order they blocked
 * while the power lasts.
 */
function shares(d: Draft, a: Attack, blockers: readonly number[], power: number, out: Hit[]): number {
  const def = other(d.active);
  const dealt = blockers.map(() => 0);
  const need = blockers.map((b) => lethal(d, def, b));
  let rest = power;
  const give = (i: number, amount: number) => {
    const x = Math.min(rest, amount);
    dealt[i] = (dealt[i] as number) + x;
    rest -= x;
  };
  for (let i = 0; i < blockers.length; i++) {
    const chosen = a.destroy ? a.destroy.includes(blockers[i] as number) : (need[i] as number) <= rest;
    if (chosen) give(i, need[i] as number);
  }
  for (let i = 0; i < blockers.length; i++) give(i, Math.max(0, (need[i] as number) - 1 - (dealt[i] as number)));
  for (let i = 0; i < blockers.length; i++) give(i, (need[i] as number) - (dealt[i] as number));
  for (let i = 0; i < blockers.length; i++) if ((dealt[i] as number) > 0) out.push({ seat: def, card: blockers[i] as number, amount: dealt[i] as number });
  return rest;
}

/** Whether a combatant strikes in the Quick Strike step (GR-74, GR-90). Heroes never have Quick Strike. */
const quick = (d: Draft, card: number): boolean => card !== HERO && hasKeyword(d, card, 'quickStrike');

type Hit = { seat: Seat; card: number; amount: number } | { seat: Seat; gate: Lane };

/** What one attack deals in one damage step, computed before anything is applied (simultaneous, GR-74). */
function hitsOf(d: Draft, a: Attack, first: boolean, out: Hit[]): void {
  const att = d.active;
  const def = other(att);
  if (!inBattle(d, a)) return;
  const blockers = a.blockers.filter((b) => stillBlocks(d, b, a));
  // Blockers strike the attacker.
  for (const b of blockers) if (quick(d, b) === first) out.push({ seat: att, card: a.card, amount: powerOfCombatant(d, def, b) });
  if (quick(d, a.card) !== first) return;
  let power = powerOfCombatant(d, att, a.card);
  const pierce = a.card !== HERO && hasKeyword(d, a.card, 'pierce');
  if (a.blockers.length > 0) {
    // GR-75: the blockers take the damage as its player divided it; Pierce carries the excess to the target
    // (GR-89). A blocked attacker whose blockers are all gone deals no damage, except with Pierce.
    const rest = shares(d, a, blockers, power, out);
    if (blockers.length > 0 && rest > 0 && !pierce) {
      // Nobody left to destroy and no Pierce: the rest is spent on the last blocker, to no further effect.
      out.push({ seat: def, card: blockers[blockers.length - 1] as number, amount: rest });
    }
    power = rest;
    if (!pierce || power <= 0) return;
  }
  if (a.target === 'gate') out.push({ seat: def, gate: a.lane });
  else if (laneOf(d, def, HERO) === a.lane) {
    out.push({ seat: def, card: HERO, amount: power });
    // GR-43: a Hero that attacks a Hero unblocked is struck back at the same time.
    if (a.card === HERO && a.blockers.length === 0) out.push({ seat: att, card: HERO, amount: heroOf(d, def).power });
  }
}

/** Applies one damage step's hits together, then removes destroyed units (GR-74, GR-25). */
function applyHits(d: Draft, ev: GrEvent[], hits: readonly Hit[]): void {
  for (const h of hits) {
    if ('gate' in h) hitGate(d, ev, h.seat, h.gate, 'hand');
    else if (h.card === HERO) damageHero(d, ev, h.seat, h.amount);
    else damageUnit(d, ev, h.seat, h.card, h.amount);
  }
  sweepUnits(d, ev);
}

/** The damage step (GR-74, GR-75), then the battle ends (GR-77). */
export function damageStep(d: Draft, ev: GrEvent[]): void {
  for (const first of [true, false]) {
    const hits: Hit[] = [];
    for (const a of d.attacks) hitsOf(d, a, first, hits);
    applyHits(d, ev, hits);
    // GR-50: the game ends at once, even between the Quick Strike step and the rest.
    checkEnd(d, ev);
    if (d.phase === 'over') return;
  }
  endBattle(d, ev);
}

/** The battle is over: back to the second Mobilize phase unless the game ended (GR-12, GR-50). */
function endBattle(d: Draft, ev: GrEvent[]): void {
  d.attacks = [];
  d.window = null;
  ev.push({ type: 'battleEnded' });
  d.phase = 'main';
  d.mobilize = 2;
  checkEnd(d, ev);
}
