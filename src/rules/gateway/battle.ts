/**
 * Battles (GW-33…GW-39, GW-65, GW-66): the two sides' cards, their Damage Amounts, who commands each side, the
 * offered damage distributions, and what a battle's result does to armies, districts and Infamy.
 */
import type { Seat } from '../core/module';
import { cardAt, DISTRICTS, DISTRICT_BY_ID, enemyCard } from './cards';
import type { Draft, DistrictDraft, PlayerDraft, Readable } from './draft';
import { checkEnd, discardEnemy, holder, leftOf, remaining } from './draft';
import { gainInfamy, resolveEffects } from './effects';
import type { Battle, DistrictState, Foe, GwEvent, Mods, Unit } from './types';
import { FOES, GUARD, HORDE } from './types';

/** Offered distributions beyond this many are cut to the largest kill sets (GW-35). */
export const OFFER_ALL_UP_TO = 32;
export const OFFER_MAX = 64;
const NODE_CAP = 4096;

/** The cards of one side of a battle, in battle order (the order `assign` lists damage in). */
/** What a battle reads of a state or a view: the armies, the districts and this turn's Army modifiers. */
export interface BattleField {
  readonly players: readonly { readonly army: readonly Unit[] }[];
  readonly districts: readonly DistrictState[];
  readonly mods: readonly Mods[];
}

export function sideUnits(s: Pick<BattleField, 'players' | 'districts'>, b: Battle, side: 'a' | 'd'): readonly Unit[] {
  const x = s.districts[b.districts[0] as number] as DistrictState;
  if (b.kind === 'attack') {
    if (side === 'a') return (s.players[b.a] as { readonly army: readonly Unit[] }).army;
    return b.d >= 0 ? (s.players[b.d] as { readonly army: readonly Unit[] }).army : x.cards;
  }
  if (b.kind === 'brawl') return side === 'a' ? x.incoming : x.cards;
  if (side === 'd') return (s.players[b.d] as { readonly army: readonly Unit[] }).army;
  const out: Unit[] = [];
  for (const i of b.districts) out.push(...(s.districts[i] as DistrictState).incoming);
  return out;
}

/** What a side is, as a foe of the other side's modifiers: the Horde, the Guard, or a player ('any'). */
const foeOf = (side: number): Foe => (side === HORDE ? 'horde' : side === GUARD ? 'guard' : 'any');

/** A card's Attack against a foe, with an Insurgent's standing bonus (GW-4). */
function attackOf(card: number, vs: Foe): number {
  const c = cardAt(card);
  if (!c) return 0;
  if (c.kind === 'guard' || c.kind === 'horde') return c.attack;
  if (c.kind !== 'insurgent') return 0;
  return c.attack + (c.bonus && vs !== 'any' && c.bonus.vs === vs ? c.bonus.attack : 0);
}

const modAgainst = (list: readonly number[], vs: Foe): number => (list[0] as number) + (vs === 'any' ? 0 : (list[FOES.indexOf(vs)] as number));

/** A side's Damage Amount against the other (GW-33, GW-5): Attack, plus its modifiers, minus the other's Defense bonus. */
export function damageAmount(s: BattleField, b: Battle, side: 'a' | 'd'): number {
  const me = side === 'a' ? b.a : b.d;
  const them = side === 'a' ? b.d : b.a;
  const vs = foeOf(them);
  let total = 0;
  for (const u of sideUnits(s, b, side)) total += attackOf(u.card, vs);
  if (me >= 0) total += modAgainst((s.mods[me] as Mods).attack, vs);
  if (them >= 0) total -= modAgainst((s.mods[them] as Mods).defense, foeOf(me));
  return Math.max(0, total);
}

/**
 * What an attack on a district would come to, before it is declared (the table shows it before the person
 * confirms): who holds it, each side's Damage Amount (GW-33, with this turn's Army modifiers) and each side's cards'
 * Defense left, and how many cards each side could kill at most. No battle (`battle: false`) when nobody holds the
 * district (GW-31) or its holder has no Insurgents (GW-32): it is taken at once. Runestones and an ally's help
 * (GW-41, GW-42) come later and are not counted.
 */
export interface AttackForecast {
  readonly holder: number | null;
  readonly battle: boolean;
  readonly yourDamage: number;
  readonly theirDefense: readonly number[];
  readonly theirDamage: number;
  readonly yourDefense: readonly number[];
  readonly kills: number;
  readonly losses: number;
}

/** The most cards `amount` Damage can kill among cards with `defense` left: the weakest first. */
export function mostKills(defense: readonly number[], amount: number): number {
  let left = amount;
  let kills = 0;
  for (const need of [...defense].sort((x, y) => x - y)) {
    if (need > left) break;
    left -= need;
    kills++;
  }
  return kills;
}

export function forecastAttack(s: BattleField, seat: Seat, district: number): AttackForecast | null {
  const x = s.districts[district];
  if (!x) return null;
  const h = holder(x);
  const none = { yourDamage: 0, theirDefense: [], theirDamage: 0, yourDefense: [], kills: 0, losses: 0 };
  if (h === null || (h >= 0 && (s.players[h]?.army.length ?? 0) === 0)) return { holder: h, battle: false, ...none };
  const b: Battle = { kind: 'attack', districts: [district], a: seat, d: h, step: 'runesA', dealtA: null };
  const yourDamage = damageAmount(s, b, 'a');
  const theirDamage = damageAmount(s, b, 'd');
  const theirDefense = sideUnits(s, b, 'd').map(remaining);
  const yourDefense = sideUnits(s, b, 'a').map(remaining);
  return { holder: h, battle: true, yourDamage, theirDefense, theirDamage, yourDefense, kills: mostKills(theirDefense, yourDamage), losses: mostKills(yourDefense, theirDamage) };
}

/** Who commands a side (GW-34, U3): a player themselves; the Guard or Horde the seat left of the player fought. */
export function commander(s: Readable, b: Battle, side: 'a' | 'd'): Seat {
  const me = side === 'a' ? b.a : b.d;
  if (me >= 0) return me;
  if (b.kind === 'brawl') return me === GUARD ? s.first : leftOf(s, s.first);
  return leftOf(s, side === 'a' ? b.d : b.a);
}

/** The seat deciding in a battle's current step. */
export function battleDecider(s: Readable, b: Battle): Seat {
  switch (b.step) {
    case 'runesA':
      return b.a;
    case 'runesD':
      return b.d;
    case 'assignA':
      return commander(s, b, 'a');
    case 'assignD':
      return commander(s, b, 'd');
  }
}

/**
 * The offered distributions of `amount` over cards with `rem` Defense left (GW-35): for each set of cards that can
 * be killed, lethal damage on them and the rest spread over the others without killing (overflow on the first
 * killed card). Sets that would force another kill are not offered. Many sets: only the largest.
 */
export function damageOptions(rem: readonly number[], amount: number): number[][] {
  const n = rem.length;
  if (n === 0 || amount <= 0) return [new Array<number>(n).fill(0)];
  const sets: number[][] = [];
  const cur: number[] = [];
  let nodes = 0;
  const dfs = (i: number, used: number): void => {
    if (++nodes > NODE_CAP) return;
    if (i === n) {
      sets.push(cur.slice());
      return;
    }
    const r = rem[i] as number;
    if (used + r <= amount) {
      cur.push(i);
      dfs(i + 1, used + r);
      cur.pop();
    }
    dfs(i + 1, used);
  };
  dfs(0, 0);
  let capacity = 0;
  for (const r of rem) capacity += r - 1;
  const leftover = (k: readonly number[]) => amount - k.reduce((t, i) => t + (rem[i] as number), 0);
  let ok = sets.filter((k) => k.length > 0 || amount <= capacity);
  if (ok.length > OFFER_ALL_UP_TO) ok = ok.filter((k) => rem.every((r, j) => k.includes(j) || r > leftover(k))).slice(0, OFFER_MAX);
  return ok.map((k) => {
    const v = new Array<number>(n).fill(0);
    for (const i of k) v[i] = rem[i] as number;
    let left = leftover(k);
    for (let j = 0; j < n && left > 0; j++) {
      if (k.includes(j)) continue;
      const put = Math.min(left, (rem[j] as number) - 1);
      v[j] = put;
      left -= put;
    }
    if (left > 0) v[k[0] as number] = (v[k[0] as number] as number) + left;
    return v;
  });
}

/** Options for the deciding commander of an assign step. */
export function assignOptions(s: Readable, b: Battle): number[][] {
  const dealing = b.step === 'assignA' ? 'a' : 'd';
  const targets = sideUnits(s, b, dealing === 'a' ? 'd' : 'a');
  return damageOptions(targets.map(remaining), damageAmount(s, b, dealing));
}

/** Gives a district's reward to the player who freed it (GW-39, GW-70). */
export function giveReward(d: Draft, ev: GwEvent[], seat: Seat, i: number): void {
  ev.push({ type: 'reward', seat, district: i });
  const def = DISTRICT_BY_ID.get((d.districts[i] as DistrictDraft).id) ?? (DISTRICTS[0] as (typeof DISTRICTS)[number]);
  resolveEffects(d, ev, seat, def.reward, 'attack');
}

/** Takes control of a district from whoever held it (GW-38), with its reward (GW-39). */
export function capture(d: Draft, ev: GwEvent[], seat: Seat, i: number, from: number | null = holder(d.districts[i] as DistrictDraft)): void {
  const x = d.districts[i] as DistrictDraft;
  x.owner = seat;
  x.cards = [];
  ev.push({ type: 'control', district: i, from, to: seat });
  if (from !== null) giveReward(d, ev, seat, i);
}

function split(units: readonly Unit[], dealt: readonly number[]): { alive: Unit[]; dead: Unit[] } {
  const alive: Unit[] = [];
  const dead: Unit[] = [];
  units.forEach((u, i) => {
    const hit = { card: u.card, damage: u.damage + (dealt[i] ?? 0) };
    if (remaining(hit) <= 0) dead.push(hit);
    else alive.push(hit);
  });
  return { alive, dead };
}

/**
 * Kills enemy cards: to their discard piles, Infamy to the player who killed them if any (GW-37). With an ally the
 * Infamy is split evenly, the odd point to the attacker (GW-42).
 */
function killEnemies(d: Draft, ev: GwEvent[], side: number, dead: readonly Unit[], killer: Seat | null, ally: Seat | null = null): void {
  let infamy = 0;
  for (const u of dead) {
    discardEnemy(d, u.card);
    infamy += enemyCard(u.card).infamy;
    ev.push({ type: 'killed', side, card: u.card });
  }
  if (killer === null || infamy <= 0) return;
  const share = ally === null ? 0 : Math.floor(infamy / 2);
  gainInfamy(d, ev, killer, infamy - share);
  if (ally !== null && share > 0) gainInfamy(d, ev, ally, share);
}

/** Killed Insurgents go to their owner's discard pile: a lent one to its lender's (GW-36, GW-42). */
function killInsurgents(d: Draft, ev: GwEvent[], seat: Seat, dead: readonly Unit[]): void {
  const a = d.alliance;
  for (const u of dead) {
    const owner = a && a.lent.includes(u.card) ? a.ally : seat;
    (d.players[owner] as PlayerDraft).discard.push(u.card);
    ev.push({ type: 'killed', side: seat, card: u.card });
  }
}

/** Ends a soft alliance (GW-42): surviving lent Insurgents and unused lent Runestones go back to the ally. */
function endAlliance(d: Draft, ev: GwEvent[], attacker: Seat): void {
  const a = d.alliance;
  if (!a) return;
  const p = d.players[attacker] as PlayerDraft;
  const q = d.players[a.ally] as PlayerDraft;
  const back = p.army.filter((u) => a.lent.includes(u.card));
  const runes = p.runes.filter((r) => a.lentRunes.includes(r));
  p.army = p.army.filter((u) => !a.lent.includes(u.card));
  p.runes = p.runes.filter((r) => !a.lentRunes.includes(r));
  q.army.push(...back);
  q.runes.push(...runes);
  d.alliance = null;
  ev.push({ type: 'returned', seat: a.ally, from: attacker, cards: back.map((u) => u.card), runes });
}

/** Deals both distributions at once and settles the battle (GW-35…GW-38, GW-65, GW-66). */
export function resolveBattle(d: Draft, ev: GwEvent[], b: Battle, dealtA: readonly number[], dealtD: readonly number[]): void {
  const aUnits = sideUnits(d, b, 'a');
  const dUnits = sideUnits(d, b, 'd');
  ev.push({ type: 'dealt', by: b.a, to: b.d, damage: dealtA.slice(), units: dUnits.map((u) => u.card) });
  ev.push({ type: 'dealt', by: b.d, to: b.a, damage: dealtD.slice(), units: aUnits.map((u) => u.card) });
  const A = split(aUnits, dealtD);
  const D = split(dUnits, dealtA);
  d.battle = null;
  const i0 = b.districts[0] as number;
  const x0 = d.districts[i0] as DistrictDraft;
  if (b.kind === 'attack') {
    (d.players[b.a] as PlayerDraft).army = A.alive;
    killInsurgents(d, ev, b.a, A.dead);
    if (b.d >= 0) {
      (d.players[b.d] as PlayerDraft).army = D.alive;
      killInsurgents(d, ev, b.d, D.dead);
    } else {
      x0.cards = D.alive;
      killEnemies(d, ev, b.d, D.dead, b.a, d.alliance?.ally ?? null);
    }
    endAlliance(d, ev, b.a);
    // GW-42: the district and its reward go to the attacker alone.
    if (D.alive.length === 0) capture(d, ev, b.a, i0, b.d);
    return;
  }
  if (b.kind === 'brawl') {
    x0.incoming = [];
    killEnemies(d, ev, b.a, A.dead, null);
    killEnemies(d, ev, b.d, D.dead, null);
    if (D.alive.length === 0) {
      // GW-66: the invaders won; whoever survived holds the district (nobody, if all died).
      x0.cards = A.alive;
      ev.push({ type: 'control', district: i0, from: b.d, to: A.alive.length > 0 ? b.a : null });
    } else {
      x0.cards = D.alive;
      retreat(d, ev, A.alive);
    }
    checkEnd(d, ev);
    return;
  }
  // GW-65: an invasion of one or more of a player's districts.
  (d.players[b.d] as PlayerDraft).army = D.alive;
  killInsurgents(d, ev, b.d, D.dead);
  killEnemies(d, ev, b.a, A.dead, b.d);
  const survivors = new Set(A.alive.map((u) => u.card));
  const armyLives = D.alive.length > 0;
  for (const i of b.districts) {
    const x = d.districts[i] as DistrictDraft;
    const left = A.alive.filter((u) => x.incoming.some((v) => v.card === u.card));
    x.incoming = [];
    if (survivors.size === 0) continue;
    if (armyLives) retreat(d, ev, left);
    else loseDistrict(d, ev, i, left);
  }
  checkEnd(d, ev);
}

function retreat(d: Draft, ev: GwEvent[], units: readonly Unit[]): void {
  for (const u of units) {
    discardEnemy(d, u.card);
    ev.push({ type: 'retreated', card: u.card });
  }
}

/** A player loses an invaded district (GW-65): surviving invaders hold it, or nobody does. */
export function loseDistrict(d: Draft, ev: GwEvent[], i: number, survivors: readonly Unit[]): void {
  const x = d.districts[i] as DistrictDraft;
  const from = x.owner;
  x.owner = null;
  x.incoming = [];
  x.cards = survivors.map((u) => ({ card: u.card, damage: u.damage }));
  ev.push({ type: 'control', district: i, from, to: holder(x) });
}
