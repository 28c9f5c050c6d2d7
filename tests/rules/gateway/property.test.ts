/**
 * Properties over seeded random games: the kernel contract for 2, 3 and 4 players (GW-16), GW-1 conservation,
 * Infamy never negative, views that leak no hidden card (GW-80) and determinizations that keep the viewer's
 * legal moves, and termination within 13 rounds (GW-91).
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/rules/core/rng';
import { stableStringify } from '../../../src/rules/core/hash';
import { perft } from '../../../src/rules/core/perft';
import type { GwMove, GwState } from '../../../src/rules/gateway/index';
import { BOX_SIZE, defaultConfig, gateway, SCENARIOS } from '../../../src/rules/gateway/index';
import { zonesOf } from '../../../src/rules/gateway/engine';
import { checkKernelContract } from '../harness';

/** A superset of the legal moves: the legal ones plus wrong cards, piles, districts, orders and damage. */
function candidates(s: GwState, seat: number): GwMove[] {
  const legal = gateway.legalMoves(s, seat);
  const out: GwMove[] = [...legal.slice(0, 30), { type: 'done' }];
  const p = s.players[seat]!;
  const other = s.players[(seat + 1) % s.players.length]!;
  for (const card of [...p.hand.slice(0, 2), ...other.hand.slice(0, 1), ...p.runes.slice(0, 1), ...other.runes.slice(0, 1), ...p.deck.slice(0, 1)]) {
    out.push({ type: 'play', card }, { type: 'rune', card }, { type: 'exile', card });
  }
  for (const pile of ['sledge', 'common', 'rare', 'nonsense', ...s.supply.slice(5, 7).map((x) => x.id)]) out.push({ type: 'recruit', pile });
  for (let i = 0; i < 7; i++) out.push({ type: 'attack', district: i });
  for (const pile of ['deck', 'events', 'horde', 'rare'] as const) out.push({ type: 'peek', pile });
  out.push({ type: 'order', order: [0, 1, 2] }, { type: 'order', order: [0, 0, 1] }, { type: 'order', order: [1, 0] });
  for (const m of legal.slice(0, 4)) {
    // Only invalid near misses: any other distribution of the whole amount is valid but not offered (GW-35).
    if (m.type === 'assign' && m.damage.length > 0) out.push({ type: 'assign', damage: m.damage.map((x, i) => (i === 0 ? x + 1 : x)) }, { type: 'assign', damage: [...m.damage, 0] }, { type: 'assign', damage: m.damage.map((x, i) => (i === 0 ? -1 : x)) });
  }
  return out;
}

describe('Gateway kernel contract (legalMoves ⇔ validate, no mutation, JSON-safe, parseState, applyLegal, replay)', () => {
  for (const seats of [2, 3, 4]) {
    it(`holds over seeded random ${seats}-player games with candidate moves at every ply (GW-16)`, () => {
      let refusals = 0;
      for (let g = 0; g < 2; g++) {
        const scenario = g === 0 ? 'random' : SCENARIOS[(seats + g) % SCENARIOS.length]!.id;
        const rep = checkKernelContract(gateway, { config: { ...defaultConfig(seats), scenario, hiddenRunestones: g === 1 }, seed: `contract-${seats}-${g}`, maxPlies: 5000, candidates });
        expect(rep.finished).toBe(true);
        refusals += rep.refusalsChecked;
      }
      expect(refusals).toBeGreaterThan(200);
    }, 240_000);
  }
});
