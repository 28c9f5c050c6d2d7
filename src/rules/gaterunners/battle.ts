/**
 * The Battle (GR-70…GR-77): attackers declared all at once, a response window, blockers all at once, a second
 * window, then damage: Quick Strike first, everyone else after, Pierce carrying excess to the target.
 */
import type { Seat } from '../core/module';
import type { Attack, AttackTarget, GrError, GrEvent, GrState, Lane, SideState } from './types';
import { HERO } from './types';
import type { Draft, SideDraft } from './draft';
import { checkEnd, damageHero, damageUnit, findUnit, hasKeyword, healthOf, heroOf, hitGate, isSettled, other, powerOf, sweepUnits, updateUnit } from './draft';

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
function stillBlocks(d: Draft, card: number, a: Attack): boolean {
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
  d.attacks.push({ card, lane, target, blockers: [] });
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
      updateUnit(side, a.card, { exhausted: true });
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
  else damageStep(d, ev);
}

/** After an Instant in a window, the other player may answer (R3). */
export function answeredWindow(d: Draft, seat: Seat): void {
  const w = d.window as NonNullable<Draft['window']>;
  d.window = { ...w, next: other(seat), passes: 0 };
}

/** A combatant's power: a unit's power now, or its Hero's printed power. */
function powerOfCombatant(d: Draft, seat: Seat, card: number): number {
  if (card === HERO) return heroOf(d, seat).power;
  const u = findUnit(d.sides[seat] as SideDraft, card);
  return u ? powerOf(d, u) : 0;
}

/** Damage still needed to destroy a combatant. */
function lethal(d: Draft, seat: Seat, card: number): number {
  const side = d.sides[seat] as SideDraft;
  if (card === HERO) return Math.max(0, heroOf(d, seat).health - side.hero.damage);
  const u = findUnit(side, card);
  return u ? Math.max(0, healthOf(d, u) - u.damage) : 0;
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
    // GR-75: damage goes to the blockers in the order they were declared, each taking what destroys it; the last
    // takes any rest, unless Pierce carries the excess to the target (GR-89). A blocked attacker whose blockers are
    // all gone deals no damage, except with Pierce.
    for (let i = 0; i < blockers.length; i++) {
      const b = blockers[i] as number;
      const share = i === blockers.length - 1 && !pierce ? power : Math.min(power, lethal(d, def, b));
      if (share > 0) out.push({ seat: def, card: b, amount: share });
      power -= share;
    }
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
