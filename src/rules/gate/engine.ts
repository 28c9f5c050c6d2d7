/**
 * Gate's rules engine. The player's moves are the steps Issue Commands, Recruit and Use Cards; `endTurn` runs
 * Enemies Attack and then the next turn's automatic steps (Enemies Advance, Draw Up). Clause ids (GT-n) refer
 * to docs/rules/gate.md.
 *
 * `step` copies the state's arrays once and mutates the copy: cheap enough for bot playouts, never touches its
 * input.
 */
import type { ArrayKey, Draft as KernelDraft } from '../core/draft';
import { finishDraft, startDraft } from '../core/draft';
import { cloneRng } from '../core/rng';
import { exhaustive } from '../core/result';
import { drawWithReshuffle } from '../core/zones';
import {
  CARDS,
  COMMAND_AMOUNT,
  COMMAND_COST,
  ENEMIES,
  FARM_GOLD,
  FEAR_TOP,
  FEARAMID,
  HAND_SIZE,
  locIndex,
  MARKET_SIZE,
  MAX_FACE_UP,
  MAX_HEALTH,
  PUSH_OUT_DAMAGE,
  TOWER_DAMAGE,
} from './content';
import type { Bonus, Card, DamageCause, Effect, Enemy, GateEvent, GateMove, GatePhase, GateResult, GateState, Loc, Split, Trait } from './types';
import { LOCATIONS } from './types';

const FARM = 0;
const GATE = 1;
const TOWER = 2;

/**
 * A working copy of the state, private to one apply, and the next state once the move is done (see core/draft.ts):
 * every array is copied when it is made, so the draft owns them all.
 */
export type Draft = KernelDraft<GateState, ArrayKey<GateState>>;

/** Copies every array of a state once, so a draft can be mutated freely. */
export function draftOf(s: GateState): Draft {
  return startDraft({
    config: s.config,
    rng: cloneRng(s.rng),
    phase: s.phase,
    turn: s.turn,
    health: s.health.slice(),
    fear: s.fear,
    hand: s.hand.slice(),
    drawPile: s.drawPile.slice(),
    discard: s.discard.slice(),
    market: s.market.slice(),
    citizenDeck: s.citizenDeck.slice(),
    citizenDiscard: s.citizenDiscard.slice(),
    heroDeck: s.heroDeck.slice(),
    gone: s.gone.slice(),
    enemyDeck: s.enemyDeck.slice(),
    row: s.row.slice(),
    wounds: s.wounds.slice(),
    defeated: s.defeated.slice(),
    fled: s.fled.slice(),
    gold: s.gold,
    commands: s.commands.slice(),
    towerUsed: s.towerUsed,
    finalStand: s.finalStand,
    result: s.result,
  });
}

/** The card with an id (ids are checked before this is called). */
export const card = (id: number): Card => CARDS[id] as Card;
/** The enemy with an id. */
export const enemy = (id: number): Enemy => ENEMIES[id] as Enemy;

/** Whether a location stands: the Gate while the game goes on, the Farm and Tower while they have health (GT-3). */
export const stands = (health: readonly number[], loc: number): boolean => (health[loc] as number) > 0;

/** Health a location can still regain: 0 when it is destroyed (GT-6) or full. */
export function missing(health: readonly number[], loc: number): number {
  return stands(health, loc) ? (MAX_HEALTH[loc] as number) - (health[loc] as number) : 0;
}

/** Victory points of the defeated enemies (GT-42). */
export function scoreOf(s: { readonly defeated: readonly number[] }): number {
  let vp = 0;
  for (const e of s.defeated) vp += enemy(e).vp;
  return vp;
}

// ---------------------------------------------------------------------------------------------------------
// Special bonuses (GT-26): one handler per kind, so a new kind without a handler does not compile.

interface BonusHooks<B> {
  /** Extra repair at a location that receives points. */
  repairAt?(b: B, loc: Loc): number;
  /** Extra damage against an enemy. */
  attackVs?(b: B, target: Enemy): number;
  /** Extra income given the town's health. */
  income?(b: B, health: readonly number[]): number;
  /** An effect after the card was used for a trait. */
  after?(b: B, trait: Trait, d: Draft, ev: GateEvent[]): void;
}

const BONUS: { readonly [K in Bonus['kind']]: BonusHooks<Extract<Bonus, { kind: K }>> } = {
  repairAt: { repairAt: (b, loc) => (b.loc === loc ? b.extra : 0) },
  attackVs: { attackVs: (b, target) => (target.target === b.target ? b.extra : 0) },
  incomeWhile: { income: (b, health) => (stands(health, locIndex(b.loc)) ? b.extra : 0) },
  after: {
    after: (b, trait, d, ev) => {
      if (b.trait === trait) runEffect(d, ev, b.effect);
    },
  },
};

/** The hooks of a card's bonus, or null. */
function hooksOf(c: Card): BonusHooks<Bonus> | null {
  return c.bonus ? (BONUS[c.bonus.kind] as BonusHooks<Bonus>) : null;
}

const EFFECTS: { readonly [K in Effect['kind']]: (d: Draft, ev: GateEvent[], e: Extract<Effect, { kind: K }>) => void } = {
  repair: (d, ev, e) => repairLoc(d, ev, locIndex(e.loc), e.amount),
  calm: (d, ev, e) => lowerFear(d, ev, e.amount),
  draw: (d, ev, e) => drawCards(d, ev, e.count),
  damageAll: (d, ev, e) => {
    for (const target of d.row.slice()) if (d.result === null) hitEnemy(d, ev, target, e.amount);
  },
};

function runEffect(d: Draft, ev: GateEvent[], e: Effect): void {
  (EFFECTS[e.kind] as (d: Draft, ev: GateEvent[], e: Effect) => void)(d, ev, e);
}

/** A card's income now, its bonus included (GT-15, GT-26). */
export function incomeOf(id: number, health: readonly number[]): number {
  const c = card(id);
  const h = hooksOf(c);
  return c.income + (h?.income ? h.income(c.bonus as Bonus, health) : 0);
}

/** What the Tower adds to the next card attack this turn (GT-5). */
export function towerBonus(s: { readonly health: readonly number[]; readonly towerUsed: boolean }): number {
  return !s.towerUsed && stands(s.health, TOWER) ? TOWER_DAMAGE : 0;
}

/** Damage a card's attack deals to a target: its value, its bonus against that target, the Tower's +1 (GT-25). */
export function attackOf(s: { readonly health: readonly number[]; readonly towerUsed: boolean }, id: number, target: number): number {
  const c = card(id);
  const h = hooksOf(c);
  return c.attack + (h?.attackVs ? h.attackVs(c.bonus as Bonus, enemy(target)) : 0) + towerBonus(s);
}

/** Extra repair a card restores at a location that receives any of its points (GT-26: the Mason). */
export function repairExtra(id: number, loc: number): number {
  const c = card(id);
  const h = hooksOf(c);
  return h?.repairAt ? h.repairAt(c.bonus as Bonus, LOCATIONS[loc] as Loc) : 0;
}

/**
 * Every legal split of a repair of `value` points (GT-23): points go only where health is missing, no location
 * gets more than it misses, and all the points that can be used are used. Farm, Gate, Tower order.
 */
export function repairSplits(health: readonly number[], value: number): Split[] {
  const m0 = missing(health, FARM);
  const m1 = missing(health, GATE);
  const m2 = missing(health, TOWER);
  const need = Math.min(value, m0 + m1 + m2);
  const out: Split[] = [];
  if (need === 0) return out;
  for (let a = Math.min(m0, need); a >= 0; a--) {
    for (let b = Math.min(m1, need - a); b >= 0; b--) {
      const c = need - a - b;
      if (c <= m2) out.push([a, b, c]);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Cards moving

/** Draws up to `n` cards, shuffling the discard pile into a new draw pile when it runs out (GT-14). */
function drawCards(d: Draft, ev: GateEvent[], n: number): void {
  for (let i = 0; i < n; i++) {
    const c = drawWithReshuffle(d.rng, d, 'drawPile', 'discard', (count) => ev.push({ type: 'reshuffled', count }));
    if (c === undefined) return;
    d.hand.push(c);
    ev.push({ type: 'drew', card: c });
  }
}

/** Fills an empty market slot from the citizen deck, reshuffling the Caravan's discards when it runs out (GT-21). */
function refillSlot(d: Draft, ev: GateEvent[], slot: number): void {
  const c = drawWithReshuffle(d.rng, d, 'citizenDeck', 'citizenDiscard', (count) => ev.push({ type: 'citizensReshuffled', count }));
  d.market[slot] = c ?? -1;
  if (c !== undefined) ev.push({ type: 'marketRefilled', slot, card: c });
}

/** Fills every empty market slot, left to right (setup and Caravan). */
export function refillMarket(d: Draft, ev: GateEvent[]): void {
  for (let slot = 0; slot < MARKET_SIZE; slot++) if (d.market[slot] === -1) refillSlot(d, ev, slot);
}

// ---------------------------------------------------------------------------------------------------------
// The town, the fear and the enemies

function finish(d: Draft, ev: GateEvent[], result: GateResult): void {
  d.result = result;
  d.phase = 'over';
  d.gold = 0;
  if (result === 'won') ev.push({ type: 'won', score: scoreOf(d) });
  else ev.push({ type: 'lost', reason: result === 'lostGate' ? 'gate' : result === 'lostFear' ? 'fear' : 'siege', score: scoreOf(d) });
}

/**
 * A location takes damage; a destroyed Farm or Tower sends it to the Gate (GT-6). The Gate at 0 loses at once
 * (GT-41).
 */
function damageLoc(d: Draft, ev: GateEvent[], loc: number, amount: number, cause: DamageCause): void {
  const at = stands(d.health, loc) ? loc : GATE;
  const before = d.health[at] as number;
  const after = Math.max(0, before - amount);
  d.health[at] = after;
  ev.push({ type: 'damaged', loc: LOCATIONS[at] as Loc, amount: before - after, health: after, cause });
  if (after > 0) return;
  if (at === GATE) finish(d, ev, 'lostGate');
  else ev.push({ type: 'destroyed', loc: LOCATIONS[at] as Loc });
}

/** Restores health to a standing location, never above its maximum (GT-3, GT-6). */
function repairLoc(d: Draft, ev: GateEvent[], loc: number, amount: number): void {
  const gain = Math.min(amount, missing(d.health, loc));
  if (gain <= 0) return;
  d.health[loc] = (d.health[loc] as number) + gain;
  ev.push({ type: 'repaired', loc: LOCATIONS[loc] as Loc, amount: gain, health: d.health[loc] as number });
}

/** Lowers the cube, never below ">"; no icon fires (GT-30). */
function lowerFear(d: Draft, ev: GateEvent[], amount: number): void {
  const to = Math.max(0, d.fear - amount);
  if (to === d.fear) return;
  ev.push({ type: 'fear', from: d.fear, to });
  d.fear = to;
}

/** Raises the cube one space at a time; every icon passed or landed on fires; the top loses (GT-29, GT-41). */
function raiseFear(d: Draft, ev: GateEvent[], amount: number): void {
  let from = d.fear;
  for (let i = 0; i < amount && d.result === null; i++) {
    d.fear += 1;
    if (d.fear >= FEAR_TOP) {
      ev.push({ type: 'fear', from, to: FEAR_TOP });
      finish(d, ev, 'lostFear');
      return;
    }
    const icon = FEARAMID[d.fear] ?? null;
    if (!icon) continue;
    ev.push({ type: 'fear', from, to: d.fear });
    from = d.fear;
    ev.push({ type: 'iconFired', space: d.fear, icon });
    if (icon.kind === 'sun') {
      // GT-31: a Hero joins the discard pile; with none left the sun does nothing.
      const hero = d.heroDeck.pop();
      if (hero !== undefined) {
        d.discard.push(hero);
        ev.push({ type: 'heroGained', card: hero });
      }
    } else damageLoc(d, ev, locIndex(icon.loc), icon.amount, 'icon');
  }
  if (from !== d.fear && d.result === null) ev.push({ type: 'fear', from, to: d.fear });
}

/** Whether the enemy deck is empty and nobody is face up: the win of T4 (GT-40). */
function checkWin(d: Draft, ev: GateEvent[]): void {
  if (d.result === null && d.enemyDeck.length === 0 && d.row.length === 0) finish(d, ev, 'won');
}

/** Deals damage to a face-up enemy; returns the damage left over after killing it (GT-25). */
function hitEnemy(d: Draft, ev: GateEvent[], target: number, amount: number): number {
  const i = d.row.indexOf(target);
  if (i < 0 || amount <= 0) return 0;
  const left = enemy(target).health - (d.wounds[i] as number);
  const dealt = Math.min(amount, left);
  d.wounds[i] = (d.wounds[i] as number) + dealt;
  ev.push({ type: 'enemyHit', enemy: target, amount: dealt, wounds: d.wounds[i] as number });
  if (dealt < left) return 0;
  d.row.splice(i, 1);
  d.wounds.splice(i, 1);
  d.defeated.push(target);
  ev.push({ type: 'enemyDefeated', enemy: target, vp: enemy(target).vp, score: scoreOf(d) });
  checkWin(d, ev);
  return amount - dealt;
}

/** An attack on a target; leftover damage after a kill goes on to the other face-up enemy (GT-25). */
function attackEnemy(d: Draft, ev: GateEvent[], target: number, amount: number): void {
  const left = hitEnemy(d, ev, target, amount);
  const other = d.row[0];
  if (left > 0 && other !== undefined) hitEnemy(d, ev, other, left);
}

/** Step 6, Enemies Attack, then the end of the turn (GT-28, GT-29, GT-43). */
function enemiesAttack(d: Draft, ev: GateEvent[]): void {
  const attackers = d.row.slice();
  for (const id of attackers) {
    const e = enemy(id);
    const t = locIndex(e.target);
    const at = stands(d.health, t) ? t : GATE;
    ev.push({ type: 'enemyAttacked', enemy: id, target: e.target, loc: LOCATIONS[at] as Loc, amount: e.attack });
    damageLoc(d, ev, t, e.attack, 'enemy');
    if (d.result !== null) return;
  }
  for (const id of attackers) {
    raiseFear(d, ev, enemy(id).fear);
    if (d.result !== null) return;
  }
  if (d.turn >= d.config.turnLimit) finish(d, ev, 'lostSiege');
}

/** Steps 1 and 2 of a new turn: the Farm's gold, Enemies Advance (or the final stand), Draw Up (GT-10…GT-14). */
export function beginTurn(d: Draft, ev: GateEvent[]): void {
  d.turn += 1;
  d.commands = [];
  d.towerUsed = false;
  d.gold = stands(d.health, FARM) ? FARM_GOLD : 0;
  ev.push({ type: 'turnBegan', turn: d.turn, gold: d.gold });
  const next = d.enemyDeck.pop();
  if (next === undefined) {
    if (!d.finalStand) {
      d.finalStand = true;
      ev.push({ type: 'finalStand' });
    }
  } else {
    d.row.push(next);
    d.wounds.push(0);
    ev.push({ type: 'enemyRevealed', enemy: next });
    if (d.row.length > MAX_FACE_UP) {
      const out = d.row.shift() as number;
      d.wounds.shift();
      d.fled.push(out);
      ev.push({ type: 'pushedOut', enemy: out });
      damageLoc(d, ev, GATE, PUSH_OUT_DAMAGE, 'pushOut');
      if (d.result !== null) return;
    }
  }
  // GT-14: turn 1 plays the Starting cards already in hand.
  if (d.turn > 1) drawCards(d, ev, HAND_SIZE - d.hand.length);
  d.phase = 'command';
  ev.push({ type: 'stepBegan', phase: 'command' });
}

// ---------------------------------------------------------------------------------------------------------
// Moves

/** Moves on to a later step; the gold pool is lost on reaching Use Cards (GT-15). */
function enterStep(d: Draft, ev: GateEvent[], phase: GatePhase): void {
  if (d.phase === phase) return;
  d.phase = phase;
  if (phase === 'use') d.gold = 0;
  ev.push({ type: 'stepBegan', phase });
}

/** Uses one trait of a card from hand (GT-22…GT-27). */
function useCard(d: Draft, ev: GateEvent[], m: Extract<GateMove, { type: 'use' }>): void {
  const c = card(m.card);
  d.hand.splice(d.hand.indexOf(m.card), 1);
  if (m.trait !== 'income') enterStep(d, ev, 'use');
  switch (m.trait) {
    case 'income': {
      const amount = incomeOf(m.card, d.health);
      d.gold += amount;
      ev.push({ type: 'used', card: m.card, trait: 'income', value: amount });
      ev.push({ type: 'goldAdded', card: m.card, amount, gold: d.gold });
      break;
    }
    case 'repair':
      ev.push({ type: 'used', card: m.card, trait: 'repair', value: c.repair });
      for (let loc = 0; loc < 3; loc++) {
        const pts = m.split[loc] as number;
        if (pts > 0) repairLoc(d, ev, loc, pts + repairExtra(m.card, loc));
      }
      break;
    case 'calm':
      ev.push({ type: 'used', card: m.card, trait: 'calm', value: c.calm });
      lowerFear(d, ev, c.calm);
      break;
    case 'attack': {
      const amount = attackOf(d, m.card, m.target);
      if (towerBonus(d) > 0) d.towerUsed = true;
      ev.push({ type: 'used', card: m.card, trait: 'attack', value: amount });
      attackEnemy(d, ev, m.target, amount);
      break;
    }
    default:
      exhaustive(m);
  }
  const h = hooksOf(c);
  if (h?.after && d.result === null) h.after(c.bonus as Bonus, m.trait, d, ev);
  if (c.kind === 'hero') {
    d.gone.push(m.card);
    ev.push({ type: 'heroGone', card: m.card });
  } else d.discard.push(m.card);
}

/** Issues a command (GT-16…GT-20). */
function issue(d: Draft, ev: GateEvent[], m: Extract<GateMove, { type: 'command' }>): void {
  const cost = COMMAND_COST[m.command];
  d.gold -= cost;
  d.commands.push(m.command);
  ev.push({ type: 'commandIssued', command: m.command, cost, gold: d.gold });
  switch (m.command) {
    case 'callToArms':
      hitEnemy(d, ev, m.target, COMMAND_AMOUNT);
      return;
    case 'caravan': {
      const cards = d.market.filter((c) => c >= 0);
      d.citizenDiscard.push(...cards);
      for (let slot = 0; slot < MARKET_SIZE; slot++) d.market[slot] = -1;
      ev.push({ type: 'marketCleared', cards });
      refillMarket(d, ev);
      return;
    }
    case 'festival':
      lowerFear(d, ev, COMMAND_AMOUNT);
      return;
    case 'fortify':
      repairLoc(d, ev, locIndex(m.target), COMMAND_AMOUNT);
      return;
    default:
      exhaustive(m);
  }
}

/** Applies a validated move to the draft. */
function applyMove(d: Draft, m: GateMove, ev: GateEvent[]): void {
  switch (m.type) {
    case 'use':
      useCard(d, ev, m);
      return;
    case 'command':
      issue(d, ev, m);
      return;
    case 'recruit': {
      const c = d.market[m.slot] as number;
      const cost = card(c).cost;
      enterStep(d, ev, 'recruit');
      d.gold -= cost;
      d.discard.push(c);
      ev.push({ type: 'recruited', slot: m.slot, card: c, cost, gold: d.gold });
      refillSlot(d, ev, m.slot);
      return;
    }
    case 'endTurn':
      enemiesAttack(d, ev);
      if (d.result === null) beginTurn(d, ev);
      return;
    default:
      exhaustive(m);
  }
}

/** Applies a validated move to a fresh draft of `s` and returns the new state and events. */
export function step(s: GateState, m: GateMove): { state: GateState; events: GateEvent[] } {
  const d = draftOf(s);
  const ev: GateEvent[] = [];
  applyMove(d, m, ev);
  return { state: finishDraft<GateState>(d), events: ev };
}
