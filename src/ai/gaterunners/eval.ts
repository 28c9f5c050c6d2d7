/**
 * GateRunners knowledge for the generic bots: an evaluation of a (determinized) state and a cheap move key.
 * The evaluation is a logistic of a score in "Gate hits": how far each player is from breaking two enemy Gates
 * or the enemy Hero (R4), plus the board (units' power and health), cards in hand, and the deck-out clock.
 */
import type { Seat } from '../../rules/core/module';
import type { GrMove, GrState, SideState, UnitCard } from '../../rules/gaterunners/index';
import { cardOf, DECK_BY_ID, HERO_BY_ID } from '../../rules/gaterunners/index';
import { registerEvaluator, registerMoveKey } from '../evaluators';

/** Weights of the score's terms, in Gate hits: first estimates, not tuned yet (ismcts with them beats random and greedy). */
export const WEIGHTS = {
  /** One hit nearer to breaking two enemy Gates. */
  gate: 1,
  /** One damage nearer to destroying the enemy Hero (a Hero of 12 health is worth about 4 Gate hits). */
  hero: 0.35,
  /** One point of power of a unit in play, and one point of health. */
  power: 0.3,
  health: 0.15,
  /** A ready unit on the defending side stands between its Gates and the attackers. */
  ready: 0.15,
  /** A card in hand. */
  card: 0.25,
  /** Scale of the logistic. */
  scale: 0.35,
} as const;

/** Hits to destroy a Gate: one per Shield, then one more (R2); Infinity for a destroyed Gate (it can't be hit). */
function gateHits(side: SideState, lane: number): number {
  const g = side.gates[lane];
  if (!g || g.destroyed) return Infinity;
  return g.shields.length + 1;
}

/** Hits still needed to destroy two of a side's Gates (R4): 0 when two are down. */
function gatesLeft(side: SideState): number {
  let destroyed = 0;
  let a = Infinity, b = Infinity;
  for (let lane = 0; lane < 3; lane++) {
    const h = gateHits(side, lane);
    if (h === Infinity) {
      if (side.gates[lane]?.destroyed) destroyed++;
      continue;
    }
    if (h < a) {
      b = a;
      a = h;
    } else if (h < b) b = h;
  }
  if (destroyed >= 2) return 0;
  return destroyed === 1 ? a : a + b;
}

/** Health a side's Hero has left, capped: a Hero not yet in play can't be hit, so it counts as whole. */
function heroLeft(s: GrState, seat: Seat): number {
  const side = s.sides[seat] as SideState;
  const hero = HERO_BY_ID.get(DECK_BY_ID.get(s.config.decks[seat] ?? '')?.hero ?? '');
  const health = hero?.health ?? 12;
  return side.hero.inPlay ? Math.max(0, health - side.hero.damage) : health;
}

/** The board's worth to a side: power and health of its units, and its ready units when it defends next. */
function board(s: GrState, seat: Seat): number {
  const side = s.sides[seat] as SideState;
  let x = 0;
  for (const u of side.units) {
    const c = cardOf(s.config.decks, u.card) as UnitCard;
    x += WEIGHTS.power * c.power + WEIGHTS.health * Math.max(0, c.health - u.damage);
    if (!u.exhausted && seat !== s.active) x += WEIGHTS.ready;
  }
  if (side.hero.inPlay) {
    const hero = HERO_BY_ID.get(DECK_BY_ID.get(s.config.decks[seat] ?? '')?.hero ?? '');
    x += WEIGHTS.power * (hero?.power ?? 0);
  }
  return x;
}

/** Turns a player can still draw before the deck-out clock hurts (GR-51), as a penalty that grows near the end. */
function deckPenalty(side: SideState): number {
  const n = side.deck.length;
  return n >= 5 ? 0 : (5 - n) * 0.5;
}

/** The score of `seat` in Gate hits: positive when ahead. */
export function scoreGateRunners(s: GrState, seat: Seat): number {
  const o = 1 - seat;
  const me = s.sides[seat] as SideState;
  const foe = s.sides[o] as SideState;
  let x = WEIGHTS.gate * (gatesLeft(me) - gatesLeft(foe));
  x += WEIGHTS.hero * (heroLeft(s, seat) - heroLeft(s, o));
  x += board(s, seat) - board(s, o);
  x += WEIGHTS.card * (me.hand.length - foe.hand.length);
  x += deckPenalty(foe) - deckPenalty(me);
  return x;
}

/** Estimated win chance of `seat` in a GateRunners state. */
export function evaluateGateRunners(state: object, seat: Seat): number {
  return 1 / (1 + Math.exp(-WEIGHTS.scale * scoreGateRunners(state as GrState, seat)));
}

/** A short unique key for a GateRunners move (its type letter and numbers). */
export function gaterunnersMoveKey(move: object): string {
  const m = move as GrMove;
  switch (m.type) {
    case 'placeGate':
      return `g${m.gate}@${m.lane}`;
    case 'mulligan':
      return `m${m.cards.join(',')}`;
    case 'heroEnter':
      return `e${m.lane}`;
    case 'playUnit':
      return `u${m.card}@${m.lane}/${m.levelUp.join(',')}/${m.targets.join(',')}`;
    case 'moveUnit':
      return `v${m.card}@${m.lane}`;
    case 'playAction':
      return `a${m.card}@${m.lane}/${m.pay.join(',')}/${m.targets.join(',')}`;
    case 'tapUnit':
      return `t${m.card}/${m.targets.join(',')}`;
    case 'activateGate':
      return `G${m.lane}/${m.pay.join(',')}/${m.targets.join(',')}`;
    case 'maneuver':
      return `M${m.lane}>${m.to}/${m.pirate}`;
    case 'heroMove':
      return `h${m.lane}`;
    case 'heroAbility':
      return `H${m.targets.join(',')}`;
    case 'endMobilize':
      return 'E';
    case 'declareAttacker':
      return `A${m.card}${m.target === 'gate' ? 'g' : 'h'}`;
    case 'declareBlocker':
      return `B${m.card}>${m.attacker}`;
    case 'confirm':
      return 'C';
    case 'pass':
      return 'P';
    case 'assignDamage':
      return `D${m.attacker}/${m.destroy.join(',')}`;
    case 'discard':
      return `d${m.card}`;
  }
}

registerEvaluator('gaterunners', evaluateGateRunners);
registerMoveKey('gaterunners', gaterunnersMoveKey);
