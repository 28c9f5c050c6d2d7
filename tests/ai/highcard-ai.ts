/**
 * Test-only AI knowledge for the highcard fixture, registered the way src/ai/<game>/eval.ts will be: an
 * evaluator (low cards are liabilities, high cards can always be played) and a cheap move key.
 * `npm run sim -- --game tests/fixtures/highcard.ts --ai tests/ai/highcard-ai.ts` calls `register()`.
 */
import type { HcMove, HcState } from '../fixtures/highcard';
import type { MoveBase, Seat } from '../../src/rules/core/module';
import { registerEvaluator, registerMoveKey } from '../../src/ai/evaluators';

/** Softmax over each seat's burden (cards held, the low ones weighing more): a rough chance of emptying first. */
export function highcardEval(state: object, seat: Seat): number {
  const s = state as HcState;
  const n = s.config.deckSize;
  let mine = 0, total = 0;
  for (let i = 0; i < s.hands.length; i++) {
    let burden = 0;
    for (const c of s.hands[i] as readonly number[]) burden += 1 + (n - c) / n;
    const w = Math.exp(-burden);
    total += w;
    if (i === seat) mine = w;
  }
  return mine / total;
}

/** One short string per move. */
export const highcardMoveKey = (move: MoveBase): string => {
  const m = move as HcMove;
  return m.type === 'play' ? `p${m.card}` : m.type;
};

/** Registers both; returns a function that removes them. */
export function register(): () => void {
  const offs = [registerEvaluator('highcard', highcardEval), registerMoveKey('highcard', highcardMoveKey)];
  return () => offs.forEach((off) => off());
}
