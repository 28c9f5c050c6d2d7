import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/rules/core/rng';
import { drawWithReshuffle, moveCard, moveTop, refillRow } from '../../../src/rules/core/zones';

describe('zone helpers (draw with reshuffle, refill a row, move a card)', () => {
  it('draws the top card (the last item); an empty pile first takes the shuffled discard pile and says how many', () => {
    const zones = { deck: [1, 2, 3], discard: [7, 8, 9] };
    const rng = createRng('zones');
    const told: number[] = [];
    expect(drawWithReshuffle(rng, zones, 'deck', 'discard', (n) => told.push(n))).toBe(3);
    expect([drawWithReshuffle(rng, zones, 'deck', 'discard'), drawWithReshuffle(rng, zones, 'deck', 'discard')]).toEqual([2, 1]);
    expect(told).toEqual([]);
    const card = drawWithReshuffle(rng, zones, 'deck', 'discard', (n) => told.push(n));
    expect(told).toEqual([3]);
    expect(zones.discard).toEqual([]);
    expect([card, ...zones.deck].sort()).toEqual([7, 8, 9]);
    zones.deck.length = 0;
    expect(drawWithReshuffle(rng, zones, 'deck', 'discard')).toBeUndefined();
  });
  it('the reshuffle is the seeded one: the same seed gives the same order', () => {
    const order = (seed: string) => {
      const zones = { pile: [] as number[], discard: [1, 2, 3, 4, 5, 6] };
      const rng = createRng(seed);
      return [1, 2, 3, 4, 5, 6].map(() => drawWithReshuffle(rng, zones, 'pile', 'discard'));
    };
    expect(order('a')).toEqual(order('a'));
    expect(order('a')).not.toEqual(order('b'));
  });
  it('moves the top card or a named card between zones, and nothing when it is not there', () => {
    const from = [4, 5, 6];
    const to: number[] = [];
    expect(moveTop(from, to)).toBe(6);
    expect(moveCard(from, to, 4)).toBe(true);
    expect(moveCard(from, to, 9)).toBe(false);
    expect([from, to]).toEqual([[5], [6, 4]]);
    expect(moveTop([], to)).toBeUndefined();
  });
  it('refills a row up to its size while cards come, telling each one placed', () => {
    const source = [1, 2];
    const row = [9];
    const placed: number[] = [];
    expect(refillRow(row, 4, () => source.pop(), (c) => placed.push(c))).toBe(2);
    expect([row, placed]).toEqual([[9, 2, 1], [2, 1]]);
  });
});
