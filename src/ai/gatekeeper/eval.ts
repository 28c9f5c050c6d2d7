/**
 * Gatekeeper knowledge for the generic bots: an evaluation of a (determinized) state and a cheap move key.
 * The evaluation is a logistic of a material score in mana units: the mana lead, what each location's next
 * gate would deal if it opened now, and upright witches on the plane (future duels and blocks).
 */
import type { Seat } from '../../rules/core/module';
import type { GkMove, GkState } from '../../rules/gatekeeper/index';
import { LOCATIONS, strikeFor, WITCHES } from '../../rules/gatekeeper/index';
import { registerEvaluator, registerMoveKey } from '../evaluators';

const SUN = 'sun';

/** Net damage `seat` would deal (positive) or take (negative) if gate `gate` opened at `loc` now. */
function gateSwing(s: GkState, seat: Seat, loc: number, gate: number): number {
  const element = (LOCATIONS[loc] as (typeof LOCATIONS)[number]).gates[gate];
  let n0 = 0, n1 = 0, u0 = 0, u1 = 0;
  for (let side = 0; side < 2; side++) {
    const col = s.cols[side * 4 + loc] as readonly number[];
    for (let i = 0; i < col.length; i++) {
      const v = col[i] as number;
      const e = (WITCHES[v & 63] as (typeof WITCHES)[number]).element;
      if (e !== element && e !== SUN) continue;
      if (side === 0) {
        n0++;
        if (v < 64) u0++;
      } else {
        n1++;
        if (v < 64) u1++;
      }
    }
  }
  if (u0 === u1) return 0;
  const dmg = u0 > u1 ? Math.max(0, strikeFor(u0) - n1) : -Math.max(0, strikeFor(u1) - n0);
  return seat === 0 ? dmg : -dmg;
}

/** Estimated win chance of `seat` in a Gatekeeper state. */
export function evaluateGatekeeper(state: object, seat: Seat): number {
  const s = state as GkState;
  const o = 1 - seat;
  let x = (s.mana[seat] as number) - (s.mana[o] as number);
  // The next gate of every location may open soon; the one under the Gatekeeper's reach most.
  for (let loc = 0; loc < 4; loc++) x += 0.35 * gateSwing(s, seat, loc, ((s.beads[loc] as number) + 1) % 3);
  let up = 0;
  for (let loc = 0; loc < 4; loc++) {
    for (const v of s.cols[seat * 4 + loc] as readonly number[]) if (v < 64) up++;
    for (const v of s.cols[o * 4 + loc] as readonly number[]) if (v < 64) up--;
  }
  x += 0.25 * up;
  // Low mana is worth more than high mana: the same lead matters more near the end.
  const low = Math.min(s.mana[0] as number, s.mana[1] as number);
  const k = 0.25 + (12 - low) * 0.02;
  return 1 / (1 + Math.exp(-k * x));
}

/** Each move type's code: the low five bits of a key (a table over the union, so a new type is a compile error). */
const TYPE_CODE: Readonly<Record<GkMove['type'], number>> = {
  mulligan: 0, play: 1, pass: 2, refresh: 3, recruit: 4, draw: 5, discard: 6, skip: 7, temptress: 8, lieutenant: 9,
  astralShield: 10, archer: 11, animalSpirit: 12, healer: 13, twinStrike: 14, wild: 15, removeTie: 16, fury: 17, manipulator: 18,
};
const TYPES = 32;
const W = WITCHES.length;

/**
 * A unique number for a Gatekeeper move: its type code plus 32 × its numbers. A number, not a string, because
 * the search builds and compares a key for every legal move at every node it walks. Mulligans use a bitmask of
 * witch ids (below 2^44, so the key stays an exact integer).
 */
export function gatekeeperMoveKey(move: object): number {
  const m = move as GkMove;
  const t = TYPE_CODE[m.type];
  switch (m.type) {
    case 'play':
    case 'twinStrike':
      return t + TYPES * (m.card * 4 + m.loc);
    case 'recruit':
    case 'discard':
      return t + TYPES * m.card;
    case 'lieutenant':
      return t + TYPES * (m.witch + W * (m.loc + 4 * m.to));
    case 'temptress':
      return t + TYPES * (m.witch + W * m.to);
    case 'astralShield':
    case 'removeTie':
      return t + TYPES * m.witch;
    case 'archer':
      return t + TYPES * m.target;
    case 'wild':
      return t + TYPES * m.loc;
    case 'healer':
    case 'fury':
      return t + TYPES * ((m.witches[0] ?? -1) + 1 + (W + 1) * ((m.witches[1] ?? -1) + 1));
    case 'mulligan': {
      let mask = 0;
      for (const c of m.cards) mask += 2 ** c;
      return t + TYPES * mask;
    }
    default:
      return t;
  }
}

registerEvaluator('gatekeeper', evaluateGatekeeper);
registerMoveKey('gatekeeper', gatekeeperMoveKey);
