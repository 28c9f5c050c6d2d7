/**
 * Gatekeeper knowledge for the generic bots: an evaluation of a (determinized) state and a cheap move key.
 * The evaluation is a logistic of a material score in mana units: the mana lead, what each location's next
 * gate would deal if it opened now, and upright witches on the plane (future duels and blocks).
 */
import type { Seat } from '../../rules/core/module';
import type { GkMove, GkState } from '../../rules/gatekeeper/index';
import { LOCATIONS, WITCHES } from '../../rules/gatekeeper/index';
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
  const strike = (u: number) => (u <= 2 ? u : 2 + (u - 2) * 2);
  const dmg = u0 > u1 ? Math.max(0, strike(u0) - n1) : -Math.max(0, strike(u1) - n0);
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

/** A short unique key for a Gatekeeper move (its type and numbers). */
export function gatekeeperMoveKey(move: object): string {
  const m = move as GkMove;
  switch (m.type) {
    case 'play':
    case 'twinStrike':
      return `${m.type}${m.card}@${m.loc}`;
    case 'recruit':
    case 'discard':
      return `${m.type}${m.card}`;
    case 'lieutenant':
      return `lt${m.witch}@${m.loc}.${m.to}`;
    case 'temptress':
      return `tm${m.witch}.${m.to}`;
    case 'astralShield':
    case 'removeTie':
      return `${m.type}${m.witch}`;
    case 'archer':
      return `ar${m.target}`;
    case 'wild':
      return `wild${m.loc}`;
    case 'healer':
    case 'fury':
      return `${m.type}${m.witches.join(',')}`;
    case 'mulligan':
      return `mull${m.cards.join(',')}`;
    default:
      return m.type;
  }
}

registerEvaluator('gatekeeper', evaluateGatekeeper);
registerMoveKey('gatekeeper', gatekeeperMoveKey);
