/**
 * A stand-in for an attentive player, used to tune the content and as a balance sanity check: each turn it
 * searches every distinct sequence of this turn's moves (memoised on the position) and ends the turn in the one
 * whose position after the enemies' attack scores best. It plays on the true state, so the next enemy and the
 * next draw are the same for every line it compares; that small peek is why it is a test helper, not a bot.
 */
import { CARDS, ENEMIES, FEAR_TOP, gate, MAX_HEALTH } from '../../../src/rules/gate/index';
import type { GateMove, GateState } from '../../../src/rules/gate/index';
import { scoreOf } from '../../../src/rules/gate/engine';

/** How good a position is for the player (higher is better). */
export function evaluate(s: GateState): number {
  if (s.result === 'won') return 1e6 + scoreOf(s) * 100;
  if (s.result !== null) return -1e6 + s.turn * 1000 + s.defeated.length * 100;
  const [farm, gateHp, tower] = s.health as [number, number, number];
  let v = gateHp * 4 + farm * 1.5 + tower * 1.5 + (farm > 0 ? 6 : 0) + (tower > 0 ? 6 : 0);
  // Fear hurts more the closer it gets to the top.
  v -= s.fear * 2 + Math.max(0, s.fear - (FEAR_TOP - 6)) * 6;
  for (let i = 0; i < s.row.length; i++) {
    const e = ENEMIES[s.row[i]!]!;
    v -= (e.health - s.wounds[i]!) * 1.2 + (e.attack + e.fear) * 2;
  }
  v += s.defeated.length * 8 + scoreOf(s) * 2;
  // The deck's strength: each owned card's best trait, thinned by the deck's size.
  const owned = [...s.hand, ...s.drawPile, ...s.discard];
  let power = 0;
  for (const id of owned) {
    const c = CARDS[id]!;
    power += Math.max(c.attack * 1.2, c.repair * 0.8, c.calm, c.income * 0.9);
  }
  v += (power / Math.max(1, owned.length)) * 20 + Math.min(owned.length, 12) * 0.5;
  v -= Math.max(0, MAX_HEALTH[1]! - gateHp) > 8 ? 20 : 0;
  return v;
}

const keyOf = (s: GateState): string =>
  `${s.phase}|${s.hand.join(',')}|${s.health.join(',')}|${s.fear}|${s.row.join(',')}|${s.wounds.join(',')}|${s.gold}|${s.commands.join(',')}|${s.market.join(',')}|${s.discard.slice().sort((a, b) => a - b).join(',')}|${s.towerUsed}|${s.result}`;

/** The best sequence of moves for this turn, ending with endTurn, and its score. */
export function planTurn(start: GateState, budget = 30_000): GateMove[] {
  const seen = new Map<string, number>();
  let best: GateMove[] = [{ type: 'endTurn' }];
  let bestScore = -Infinity;
  let nodes = 0;
  const path: GateMove[] = [];
  const visit = (s: GateState): void => {
    if (nodes++ > budget) return;
    const k = keyOf(s);
    if (seen.has(k)) return;
    seen.set(k, 1);
    for (const m of gate.legalMoves(s, 0)) {
      const next = gate.applyLegal(s, 0, m).state;
      path.push(m);
      if (m.type === 'endTurn' || next.result !== null) {
        const v = evaluate(next);
        if (v > bestScore) [bestScore, best] = [v, path.slice()];
      } else visit(next);
      path.pop();
    }
  };
  visit(start);
  return best;
}

/** Plays a whole run with the planner; returns the final state. */
export function playRun(seed: string | number, budget?: number): GateState {
  const r = gate.setup(gate.defaultConfig(1), seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  while (s.result === null) {
    for (const m of planTurn(s, budget)) {
      const a = gate.apply(s, 0, m);
      if (!a.ok) throw new Error(`planner move refused: ${JSON.stringify(m)} ${a.error.code}`);
      s = a.value.state;
      if (s.result !== null) break;
    }
  }
  return s;
}
