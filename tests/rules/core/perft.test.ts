import { describe, expect, it } from 'vitest';
import { perft } from '../../../src/rules/core/perft';
import { highcard } from '../../fixtures/highcard';

describe('perft (move-sequence counts from a seed)', () => {
  const start = highcard.setup(highcard.defaultConfig(2), 'perft');
  if (!start.ok) throw new Error('setup');

  it('depth 0 and 1 count the root and the deciding seats\' moves', () => {
    expect(perft(highcard, start.value, 0)).toBe(1);
    // Simultaneous mulligan: 2 seats × {keep, redraw}.
    expect(perft(highcard, start.value, 1)).toBe(4);
  });

  it('depth 2: after one seat decides, only the other is left (2 × 2 × 2 orders)', () => {
    expect(perft(highcard, start.value, 2)).toBe(8);
  });

  it('depth 3: in each of the 8 ways into play, the first player may play any of 3 cards on the empty pile', () => {
    expect(perft(highcard, start.value, 3)).toBe(8 * 3);
  });

  it('regression table for deeper plies from seed "perft" (changes only if move generation changes)', () => {
    expect([4, 5].map((d) => perft(highcard, start.value, d))).toEqual([49, 56]);
  });
});
