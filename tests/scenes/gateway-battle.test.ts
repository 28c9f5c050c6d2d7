/** The battle as the Gateway table pictures it: which of the damaged cards fall (GW-35, GW-36, GW-37). */
import { describe, expect, it } from 'vitest';
import { killedNext } from '../../src/scenes/gateway/battle-picture';
import type { GwEvent, GwState } from '../../src/rules/gateway/index';
import { defaultConfig, gateway } from '../../src/rules/gateway/index';
import { createRng, nextInt } from '../../src/rules/core/rng';

describe('a battle pictured card by card', () => {
  it('after each side\'s damage, the cards that fall are exactly those the move kills, over the battles of random games', () => {
    let battles = 0;
    for (let game = 0; game < 6 && battles < 40; game++) {
      const started = gateway.setup(defaultConfig(2 + (game % 3)), `battle-picture-${game}`);
      if (!started.ok) throw new Error('setup');
      let state: GwState = started.value;
      const rng = createRng(`moves-${game}`);
      for (let ply = 0; ply < 3000 && gateway.outcome(state).kind === 'ongoing'; ply++) {
        const seat = gateway.decision(state).seats[0] ?? 0;
        const legal = gateway.legalMoves(state, seat);
        const move = legal.find((m) => m.type === 'attack') ?? legal[nextInt(rng, legal.length)];
        if (!move) break;
        const applied = gateway.applyLegal(state, seat, move);
        state = applied.state;
        const events: readonly GwEvent[] = applied.events;
        events.forEach((event, index) => {
          if (event.type !== 'dealt') return;
          battles++;
          const rest = events.slice(index + 1);
          const untilNext = rest.findIndex((e) => e.type === 'battleBegan' || e.type === 'damageAmounts' || e.type === 'roundEnded' || e.type === 'turnBegan');
          const killed = (untilNext < 0 ? rest : rest.slice(0, untilNext)).flatMap((e) => (e.type === 'killed' ? [e.card] : []));
          expect([...killedNext(rest)].sort()).toEqual([...new Set(killed)].sort());
          // A card that falls took damage in this battle.
          const damaged = new Set(events.flatMap((e) => (e.type === 'dealt' ? e.units.filter((_, i) => (e.damage[i] ?? 0) > 0) : [])));
          for (const card of killedNext(rest)) expect(damaged.has(card)).toBe(true);
        });
      }
    }
    expect(battles).toBeGreaterThan(10);
  });
});
