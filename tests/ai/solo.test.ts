import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../src/rules/core/module';
import { randomBot } from '../../src/ai/bots';
import { runTournament } from '../../src/ai/tournament';
import { gate } from '../../src/rules/gate/index';

describe('tournaments of a solo game', () => {
  it('count a lost run as a loss, not a draw, and tally how runs end', () => {
    const module = gate as unknown as GameModule;
    const s = runTournament(module, { bots: [randomBot], games: 30, seed: 'solo' });
    expect(s.unfinished).toBe(0);
    expect(s.draws).toBe(0);
    expect(s.wins[0]! + s.losses).toBe(30);
    expect(s.losses).toBeGreaterThan(0); // random play loses Gate (docs/rules/gate.md)
    expect(Object.values(s.endings).reduce((a, b) => a + b, 0)).toBe(30);
    expect(Object.keys(s.endings).every((k) => ['the town held', 'the Gate fell', 'fear reached the top of the Fearamid', 'the siege outlasted the town'].includes(k))).toBe(true);
    expect(typeof s.bots[0]!.meanPoints).toBe('number'); // Gate reports its score (GT-42)
    expect(s.bots[0]!.score).toBeCloseTo(s.wins[0]! / 30, 10);
  });
});

describe('clairvoyant (upper bounds only)', () => {
  it('shows the whole state, deck order included, where the honest view hides it', async () => {
    const { clairvoyant } = await import('../../src/ai/clairvoyant');
    const module = gate as unknown as GameModule;
    const seer = clairvoyant(module);
    const r = gate.setup(gate.defaultConfig(1), 'seer');
    if (!r.ok) throw new Error('setup');
    expect(seer.view(r.value, 0)).toBe(r.value);
    expect(seer.determinize(r.value, 0, r.value.rng)).toBe(r.value);
    expect('enemyDeck' in (module.view(r.value, 0) as object)).toBe(false);
    expect(seer.id).toBe('gate');
  });
});
