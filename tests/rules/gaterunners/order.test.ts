/**
 * The rules' own orderings of card numbers and units (draft.ts): copies in ascending order, the input untouched. They
 * build their copy by inserting each card in its place rather than sorting a `slice()`: in Chromium's AI worker a
 * `slice()` of the view's arrays sent Maglev into a loop of compiling and deoptimising `unitsByCard`
 * (docs/architecture.md, "The frame bench", `--search`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ascending, sortAscending, unitsByCard } from '../../../src/rules/gaterunners/draft';
import type { Lane, UnitState } from '../../../src/rules/gaterunners/types';

const unit = (card: number): UnitState => ({ card, lane: (card % 3) as Lane, exhausted: false, damage: 0, since: 0, plusPower: 0, plusHealth: 0 });

describe('the rules order cards and units by number', () => {
  it('ascending: a sorted copy, the input unchanged (empty, one, repeated numbers included)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { maxLength: 12 }), (cards) => {
        const before = cards.slice();
        const sorted = ascending(cards);
        expect(sorted).toEqual(before.slice().sort((a, b) => a - b));
        expect(cards).toEqual(before);
        expect(sorted).not.toBe(cards);
      }),
    );
  });
  it('sortAscending sorts in place and returns the same array', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(60), { maxLength: 12 }), (cards) => {
        const expected = cards.slice().sort((a, b) => a - b);
        expect(sortAscending(cards)).toBe(cards);
        expect(cards).toEqual(expected);
      }),
    );
  });
  it('unitsByCard: the same unit objects in ascending card order, the input unchanged', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(60), { maxLength: 10 }), (cards) => {
        const units = cards.map(unit);
        const before = units.slice();
        const sorted = unitsByCard(units);
        expect(sorted.map((u) => u.card)).toEqual(cards.slice().sort((a, b) => a - b));
        for (const u of sorted) expect(units).toContain(u);
        expect(units).toEqual(before);
        expect(sorted).not.toBe(units);
      }),
    );
  });
});
