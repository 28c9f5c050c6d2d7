/**
 * The effect vocabulary's targets and handlers (GR-30…GR-33). Every effect works in one lane: the lane a card was
 * paid from, the lane of the unit, Gate or Hero whose ability it is. A mapped table holds one handler per effect
 * kind, so a kind without a handler does not compile.
 */
import type { Seat } from '../core/module';
import type { CustomEffect, Effect, EffectKind, GrEvent, Lane } from './types';
import { HERO } from './types';
import type { Draft, Readable, SideDraft } from './draft';
import { ascending, CAPACITY, cardIn, checkEnd, damageHero, damageUnit, destroyUnit, drawCard, findUnit, hasKeyword, hitGate, isLane, other, ownDeck, ownGates, ownHand, ownUnits, powerOf, sideWith, sortAscending, sweepUnits, unitCard, unitsIn, updateUnit, withSide } from './draft';

/** Stands for "nothing to target" in an Enter ability's slot when no target exists (GR-32). */
export const NO_TARGET = -2;

/** Where an effect happens and who controls it; `self` is the unit whose ability it is, if any. */
export interface Ctx {
  readonly seat: Seat;
  readonly lane: Lane;
  readonly self: number | null;
}

/** Enemy units in a lane that the seat may target: Phantom units may not be targeted by their opponent (GR-88). */
function enemyTargets(s: Readable, ctx: Ctx, maxLevel = 3): number[] {
  const out: number[] = [];
  for (const u of (s.sides[other(ctx.seat)] as Readable['sides'][number]).units) {
    if (u.lane === ctx.lane && !hasKeyword(s, u.card, 'phantom') && unitCard(s, u.card).level <= maxLevel) out.push(u.card);
  }
  return sortAscending(out);
}

/** The seat's own units in the lane. */
function friendlyTargets(s: Readable, ctx: Ctx): number[] {
  const out: number[] = [];
  for (const u of (s.sides[ctx.seat] as Readable['sides'][number]).units) if (u.lane === ctx.lane) out.push(u.card);
  return sortAscending(out);
}

/** One-target tuples. A module-level function: a closure here would be re-created on every call in the hot path. */
function single(xs: readonly number[]): number[][] {
  const out: number[][] = [];
  for (const x of xs) out.push([x]);
  return out;
}

/** Every choice of targets for one effect, as tuples (empty tuple: the effect needs none). */
export function effectOptions(s: Readable, ctx: Ctx, e: Effect): number[][] {
  switch (e.kind) {
    case 'damage':
      if (e.to === 'eachEnemyUnit') return [[]];
      if (e.to === 'enemyUnit') return single(enemyTargets(s, ctx));
      return single([...enemyTargets(s, ctx), ...(heroIn(s, other(ctx.seat), ctx.lane) ? [HERO] : [])]);
    case 'buff':
      return e.to === 'eachFriendlyUnit' ? [[]] : single(friendlyTargets(s, ctx));
    case 'exhaust':
      return e.to === 'eachEnemyUnit' ? [[]] : single(enemyTargets(s, ctx));
    case 'push': {
      const lanes = [ctx.lane - 1, ctx.lane + 1].filter(isLane);
      return enemyTargets(s, ctx).flatMap((c) => lanes.map((l) => [c, l]));
    }
    case 'bounce':
      return single(e.to === 'enemyUnit' ? enemyTargets(s, ctx, e.maxLevel) : friendlyTargets(s, ctx));
    case 'contest': {
      const enemies = enemyTargets(s, ctx);
      if (e.with === 'self') return ctx.self === null ? [] : single(enemies);
      return friendlyTargets(s, ctx).flatMap((f) => enemies.map((x) => [f, x]));
    }
    case 'deploy': {
      // GR-37: a unit from hand enters this lane, followed by the targets of its own Enter ability.
      const side = s.sides[ctx.seat] as Readable['sides'][number];
      if (unitsIn(side, ctx.lane) >= (CAPACITY[ctx.lane] as number)) return [];
      const out: number[][] = [];
      for (const card of ascending(side.hand)) {
        const c = cardIn(s, card);
        if (c?.kind !== 'unit' || c.level > e.maxLevel) continue;
        const enter = c.ability?.trigger === 'enter' ? c.ability.effects : [];
        for (const t of targetChoices(withUnit(s, ctx.seat, card, ctx.lane), { seat: ctx.seat, lane: ctx.lane, self: card }, enter, true)) out.push([card, ...t]);
      }
      return out;
    }
    case 'draw':
    case 'heal':
    case 'fortify':
    case 'degrade':
    case 'custom':
      return [[]];
  }
}

/** The table once a card from hand has entered a lane as a unit: what its Enter ability may target. */
export function withUnit(s: Readable, seat: Seat, card: number, lane: Lane): Readable {
  const side = s.sides[seat] as Readable['sides'][number];
  const units = [...side.units, { card, lane, exhausted: false, damage: 0, since: s.turn, plusPower: 0, plusHealth: 0 }];
  return withSide(s, seat, sideWith(side, units, side.hand.filter((c) => c !== card)));
}

/** How many target numbers an effect takes at `i` in a target list: a deployed card adds its own (GR-37). */
function tupleLength(s: Readable, e: Effect, targets: readonly number[], i: number): number {
  if (e.kind !== 'deploy') return arity(e);
  const c = cardIn(s, targets[i] ?? NO_TARGET);
  const enter = c?.kind === 'unit' && c.ability?.trigger === 'enter' ? c.ability.effects : [];
  return 1 + enter.reduce((n, x) => n + arity(x), 0);
}

/** How many target numbers an effect takes. */
export function arity(e: Effect): number {
  switch (e.kind) {
    case 'damage':
    case 'exhaust':
    case 'buff':
      return e.to.startsWith('each') ? 0 : 1;
    case 'push':
      return 2;
    case 'bounce':
      return 1;
    case 'contest':
      return e.with === 'self' ? 1 : 2;
    case 'deploy':
      return 1;
    default:
      return 0;
  }
}

const heroIn = (s: Readable, seat: Seat, lane: number): boolean => {
  const h = (s.sides[seat] as Readable['sides'][number]).hero;
  return h.inPlay && h.lane === lane;
};

/**
 * Every full choice of targets for a list of effects (GR-32), or [] when the card can't be played for want of a
 * target. With `optional` (Enter abilities), an effect with no target takes NO_TARGET and simply does nothing.
 */
export function targetChoices(s: Readable, ctx: Ctx, effects: readonly Effect[], optional: boolean): number[][] {
  let acc: number[][] = [[]];
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as Effect;
    let opts = effectOptions(s, ctx, e);
    if (opts.length === 0) {
      if (!optional) return [];
      opts = [Array<number>(arity(e)).fill(NO_TARGET)];
    }
    // The first effect's options are the choices so far (each a fresh tuple): nothing to join them to.
    if (i === 0) {
      acc = opts;
      continue;
    }
    const next: number[][] = [];
    for (const a of acc) for (const o of opts) next.push([...a, ...o]);
    acc = next;
  }
  return acc;
}

// ---------------------------------------------------------------------------------------------------------
// Handlers

type Handler<K extends EffectKind> = (d: Draft, ev: GrEvent[], ctx: Ctx, e: Extract<Effect, { kind: K }>, t: readonly number[]) => void;

const inLane = (side: SideDraft, card: number, lane: Lane) => findUnit(side, card)?.lane === lane;

/** Puts a unit into a lane; into a full lane it goes to the graveyard instead (GR-24). */
function pushUnit(d: Draft, ev: GrEvent[], seat: Seat, card: number, to: Lane): void {
  const side = d.sides[seat] as SideDraft;
  const u = findUnit(side, card);
  if (!u) return;
  const full = unitsIn(side, to) >= (CAPACITY[to] as number);
  ev.push({ type: 'pushed', seat, card, from: u.lane, to, toGraveyard: full });
  if (full) destroyUnit(d, ev, seat, card);
  else updateUnit(d, side, card, { lane: to });
}

/** Fortify (GR-84): the top card of your deck becomes a Shield of your Gate in this lane, if it still stands. */
function fortify(d: Draft, ev: GrEvent[], seat: Seat, lane: Lane): void {
  const side = d.sides[seat] as SideDraft;
  const g = side.gates[lane];
  if (!g || g.destroyed || side.deck.length === 0) return;
  ownGates(d, side)[lane] = { ...g, shields: [...g.shields, ownDeck(d, side).pop() as number] };
  ev.push({ type: 'fortified', seat, lane });
}

const CUSTOM: Readonly<Record<CustomEffect, (d: Draft, ev: GrEvent[], ctx: Ctx) => void>> = {
  // Plunder: reveal the top 3, take the first unit among them, the rest go to the bottom in the order revealed.
  plunder(d, ev, ctx) {
    const side = d.sides[ctx.seat] as SideDraft;
    const deck = ownDeck(d, side);
    const revealed = deck.splice(Math.max(0, deck.length - 3)).reverse();
    const taken = revealed.find((c) => cardIn(d, c)?.kind === 'unit') ?? -1;
    const rest = revealed.filter((c) => c !== taken);
    deck.unshift(...rest.reverse());
    if (taken >= 0) ownHand(d, side).push(taken);
    ev.push({ type: 'revealed', seat: ctx.seat, cards: revealed, taken });
  },
};

const HANDLERS: { readonly [K in EffectKind]: Handler<K> } = {
  damage(d, ev, ctx, e, t) {
    const o = other(ctx.seat);
    const side = d.sides[o] as SideDraft;
    if (e.to === 'eachEnemyUnit') {
      for (const u of side.units.slice()) if (u.lane === ctx.lane) damageUnit(d, ev, o, u.card, e.amount);
    } else if (t[0] === HERO) {
      if (side.hero.inPlay && side.hero.lane === ctx.lane) damageHero(d, ev, o, e.amount);
    } else if (inLane(side, t[0] as number, ctx.lane)) damageUnit(d, ev, o, t[0] as number, e.amount);
  },
  buff(d, ev, ctx, e, t) {
    const side = d.sides[ctx.seat] as SideDraft;
    const cards = e.to === 'eachFriendlyUnit' ? side.units.filter((u) => u.lane === ctx.lane).map((u) => u.card) : [t[0] as number];
    for (const c of cards) {
      const u = findUnit(side, c);
      if (!u || u.lane !== ctx.lane) continue;
      updateUnit(d, side, c, { plusPower: u.plusPower + e.power, plusHealth: u.plusHealth + e.health });
      ev.push({ type: 'buffed', seat: ctx.seat, card: c, power: e.power, health: e.health });
    }
  },
  exhaust(d, ev, ctx, e, t) {
    const o = other(ctx.seat);
    const side = d.sides[o] as SideDraft;
    const cards = e.to === 'eachEnemyUnit' ? side.units.filter((u) => u.lane === ctx.lane).map((u) => u.card) : [t[0] as number];
    const done: number[] = [];
    for (const c of cards) {
      const u = findUnit(side, c);
      if (!u || u.lane !== ctx.lane || u.exhausted) continue;
      updateUnit(d, side, c, { exhausted: true });
      done.push(c);
    }
    if (done.length > 0) ev.push({ type: 'exhausted', seat: o, cards: done });
  },
  push(d, ev, ctx, _e, t) {
    const o = other(ctx.seat);
    if (inLane(d.sides[o] as SideDraft, t[0] as number, ctx.lane)) pushUnit(d, ev, o, t[0] as number, t[1] as Lane);
  },
  bounce(d, ev, ctx, e, t) {
    const seat = e.to === 'enemyUnit' ? other(ctx.seat) : ctx.seat;
    const side = d.sides[seat] as SideDraft;
    const c = t[0] as number;
    if (!inLane(side, c, ctx.lane)) return;
    const units = ownUnits(d, side);
    units.splice(
      units.findIndex((u) => u.card === c),
      1,
    );
    ownHand(d, side).push(c);
    ev.push({ type: 'returned', seat, card: c });
  },
  draw(d, ev, ctx, e) {
    // Our choice: drawing from an empty deck by an effect draws nothing (deck-out only hurts in the Draw step).
    for (let i = 0; i < e.count; i++) drawCard(d, ev, ctx.seat);
  },
  heal(d, ev, ctx, e) {
    const side = d.sides[ctx.seat] as SideDraft;
    if (!side.hero.inPlay || side.hero.damage === 0) return;
    const amount = Math.min(e.amount, side.hero.damage);
    side.hero = { ...side.hero, damage: side.hero.damage - amount };
    ev.push({ type: 'healed', seat: ctx.seat, amount });
  },
  fortify(d, ev, ctx) {
    fortify(d, ev, ctx.seat, ctx.lane);
  },
  degrade(d, ev, ctx) {
    // GR-81: a Shield of the opposing Gate in this lane goes to the graveyard; with none left the Gate falls.
    hitGate(d, ev, other(ctx.seat), ctx.lane, 'graveyard');
  },
  contest(d, ev, ctx, e, t) {
    // GR-80: the two units deal their power in damage to each other at the same time.
    const mine = e.with === 'self' ? ctx.self : (t[0] as number);
    const theirs = t[e.with === 'self' ? 0 : 1] as number;
    const o = other(ctx.seat);
    const a = mine === null ? undefined : findUnit(d.sides[ctx.seat] as SideDraft, mine);
    const b = findUnit(d.sides[o] as SideDraft, theirs);
    if (!a || !b || a.lane !== ctx.lane || b.lane !== ctx.lane) return;
    damageUnit(d, ev, o, b.card, powerOf(d, a));
    damageUnit(d, ev, ctx.seat, a.card, powerOf(d, b));
  },
  custom(d, ev, ctx, e) {
    CUSTOM[e.name](d, ev, ctx);
  },
  deploy(d, ev, ctx, _e, t) {
    // GR-37: played by another card, the unit enters this lane (not one of the two Level 1 plays of the turn)
    // and its Enter ability works in this lane.
    const side = d.sides[ctx.seat] as SideDraft;
    const card = t[0] as number;
    const at = side.hand.indexOf(card);
    if (at < 0 || unitsIn(side, ctx.lane) >= (CAPACITY[ctx.lane] as number)) return;
    ownHand(d, side).splice(at, 1);
    ownUnits(d, side).push({ card, lane: ctx.lane, exhausted: false, damage: 0, since: d.turn, plusPower: 0, plusHealth: 0 });
    ev.push({ type: 'unitPlayed', seat: ctx.seat, card, lane: ctx.lane });
    const ability = unitCard(d, card).ability;
    if (ability?.trigger === 'enter') resolve(d, ev, { seat: ctx.seat, lane: ctx.lane, self: card }, ability.effects, t.slice(1));
  },
};

/** Resolves effects in order with their chosen targets, then removes destroyed units and checks the end (GR-33). */
export function resolve(d: Draft, ev: GrEvent[], ctx: Ctx, effects: readonly Effect[], targets: readonly number[]): void {
  let i = 0;
  for (const e of effects) {
    const n = tupleLength(d, e, targets, i);
    const t = targets.slice(i, i + n);
    i += n;
    if (d.phase === 'over') return;
    if (t.some((x) => x === NO_TARGET)) continue;
    (HANDLERS[e.kind] as Handler<EffectKind>)(d, ev, ctx, e, t);
    sweepUnits(d, ev);
    checkEnd(d, ev);
  }
}
