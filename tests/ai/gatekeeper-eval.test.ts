import { describe, expect, it } from 'vitest';
import { gatekeeperMoveKey } from '../../src/ai/gatekeeper/eval';
import { moveKeyFor } from '../../src/ai/evaluators';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import type { GkMove, GkState } from '../../src/rules/gatekeeper/index';
import { createRng, nextInt } from '../../src/rules/core/rng';
import type { Seat } from '../../src/rules/core/module';

describe('Gatekeeper move keys', () => {
  it('is the key the search uses for Gatekeeper', () => {
    expect(moveKeyFor('gatekeeper')).toBe(gatekeeperMoveKey);
  });

  it('gives every distinct move of 300 seeded random games its own exact integer, and equal moves the same one', () => {
    // The search tree is shared by every sample, so a key must name one move across all states, not only among
    // one state's legal moves.
    const rng = createRng('gk-keys');
    const byKey = new Map<number, string>();
    const types = new Set<string>();
    let checked = 0;
    for (let g = 0; g < 300; g++) {
      const r = gatekeeper.setup(gatekeeper.defaultConfig(2), `gk-keys-${g}`);
      if (!r.ok) throw new Error('setup');
      let s: GkState = r.value;
      for (let ply = 0; gatekeeper.outcome(s).kind === 'ongoing' && ply < 400; ply++) {
        const seat = gatekeeper.decision(s).seats[0] as Seat;
        const legal = gatekeeper.legalMoves(s, seat);
        for (const m of legal) {
          const key = gatekeeperMoveKey(m);
          const text = JSON.stringify(m);
          // expect() only on a failure: it is called for some 100,000 moves.
          if (!Number.isSafeInteger(key)) expect.fail(`${text}: key ${key} is not an exact integer`);
          // A copy that went through JSON (a saved game, the worker) has the same key.
          if (gatekeeperMoveKey(JSON.parse(text) as GkMove) !== key) expect.fail(`${text}: its JSON copy has another key`);
          const seen = byKey.get(key);
          if (seen === undefined) byKey.set(key, text);
          else if (seen !== text) expect.fail(`${seen} and ${text} share the key ${key}`);
          types.add(m.type);
          checked++;
        }
        s = gatekeeper.applyLegal(s, seat, legal[nextInt(rng, legal.length)] as GkMove).state;
      }
    }
    expect(checked).toBeGreaterThan(50_000);
    // Every kind of move was keyed, spells and the rare tie included; a pass (no witch fits anywhere) never came up.
    expect([...types].sort()).toEqual(
      ['animalSpirit', 'archer', 'astralShield', 'discard', 'draw', 'fury', 'healer', 'lieutenant', 'manipulator', 'mulligan', 'play', 'recruit', 'refresh', 'removeTie', 'skip', 'temptress', 'twinStrike', 'wild'],
    );
    // The moves without numbers differ by their type alone.
    const bare = (['pass', 'refresh', 'draw', 'skip', 'animalSpirit', 'manipulator'] as const).map((type) => gatekeeperMoveKey({ type }));
    expect(new Set(bare).size).toBe(bare.length);
  });
});
