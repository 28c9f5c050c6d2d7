/**
 * Gate knowledge for the generic bots (the hint engine and the autoplayer): a cheap estimate of the chance the
 * town holds. Random playouts of Gate lose almost always, so without this the search sees only losses and
 * cannot tell a good move from a bad one. The score weighs what keeps the town alive (the Gate's health, the
 * room left on the Fearamid, the Farm's and Tower's bonuses) against what still has to be beaten (the enemies'
 * health left and the blows they will land) and the fighting power the player owns.
 */
import type { Seat } from '../../rules/core/module';
import type { GateState } from '../../rules/gate/index';
import { CARDS, ENEMIES, FEAR_TOP } from '../../rules/gate/index';
import { registerEvaluator } from '../evaluators';

const FARM = 0, GATE = 1, TOWER = 2;

/** Mean of a card's best trait, a crude measure of what one card in hand does. */
function power(ids: readonly number[], sum: { attack: number; keep: number; n: number }): void {
  for (const id of ids) {
    const c = CARDS[id];
    if (!c) continue;
    sum.attack += c.attack;
    sum.keep += Math.max(c.repair, c.calm);
    sum.n++;
  }
}

/** Estimated chance (0..1) that the run is won, for the player's seat. */
export function evaluateGate(state: object, _seat: Seat): number {
  const s = state as GateState;
  let threat = 0, incoming = 0;
  for (let i = 0; i < s.row.length; i++) {
    const e = ENEMIES[s.row[i] as number];
    if (!e) continue;
    threat += e.health - (s.wounds[i] as number);
    incoming += e.attack + e.fear * 0.5;
  }
  for (const id of s.enemyDeck) threat += ENEMIES[id]?.health ?? 0;
  const sum = { attack: 0, keep: 0, n: 0 };
  power(s.hand, sum);
  power(s.drawPile, sum);
  power(s.discard, sum);
  const perCard = sum.n ? sum.attack / sum.n : 0;
  const keepPerCard = sum.n ? sum.keep / sum.n : 0;
  // Turns of attacking the rest of the siege needs, at three cards a turn plus the Tower's point.
  const turnsToWin = threat / Math.max(0.5, 3 * perCard + ((s.health[TOWER] as number) > 0 ? 1 : 0));
  const gate = s.health[GATE] as number;
  const room = FEAR_TOP - s.fear;
  const x =
    0.55 * gate +
    0.35 * room +
    0.12 * ((s.health[FARM] as number) + (s.health[TOWER] as number)) +
    1.2 * keepPerCard -
    0.9 * turnsToWin -
    0.5 * incoming -
    4;
  return 1 / (1 + Math.exp(-0.45 * x));
}

registerEvaluator('gate', evaluateGate);
