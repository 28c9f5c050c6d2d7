import { describe, expect, it } from 'vitest';
import { evaluateGate } from '../../src/ai/gate/eval';
import { evaluatorFor } from '../../src/ai/evaluators';
import { gate } from '../../src/rules/gate/index';
import type { GateState } from '../../src/rules/gate/index';

function start(seed: string): GateState {
  const r = gate.setup(gate.defaultConfig(1), seed);
  if (!r.ok) throw new Error('setup');
  return r.value;
}

describe('Gate evaluator (hint engine and autoplayer)', () => {
  it('registers itself for the generic bots', () => {
    expect(evaluatorFor('gate')).toBe(evaluateGate);
  });

  it('prefers a sturdier Gate, a lower cube and fewer enemy hit points left, and stays within (0, 1)', () => {
    const s = start('eval');
    const base = evaluateGate(s, 0);
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(1);
    const hurt = { ...s, health: [s.health[0]!, s.health[1]! - 5, s.health[2]!] };
    expect(evaluateGate(hurt, 0)).toBeLessThan(base);
    const afraid = { ...s, fear: s.fear + 5 };
    expect(evaluateGate(afraid, 0)).toBeLessThan(base);
    // One enemy fewer to beat (as if it had been defeated): better.
    const lighter = { ...s, enemyDeck: s.enemyDeck.slice(1) };
    expect(evaluateGate(lighter, 0)).toBeGreaterThan(base);
    const noTower = { ...s, health: [s.health[0]!, s.health[1]!, 0] };
    expect(evaluateGate(noTower, 0)).toBeLessThan(base);
  });
});
