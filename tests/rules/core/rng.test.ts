import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cloneRng, createRng, isRngState, nextFloat, nextInt, nextU32, pick, shuffled } from '../../../src/rules/core/rng';

/** Pearson chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

describe('seeded RNG (sfc32, state in plain JSON)', () => {
  it('replays the same stream from the same seed and a different one from another seed', () => {
    const a = createRng('gatehouse'), b = createRng('gatehouse'), c = createRng('gatehouse!');
    const sa = Array.from({ length: 50 }, () => nextU32(a));
    expect(Array.from({ length: 50 }, () => nextU32(b))).toEqual(sa);
    expect(Array.from({ length: 50 }, () => nextU32(c))).not.toEqual(sa);
  });

  it('lives in the state: a JSON round trip of the state continues the same stream', () => {
    const r = createRng(42);
    nextU32(r);
    const copy = JSON.parse(JSON.stringify(r)) as typeof r;
    expect(isRngState(copy)).toBe(true);
    expect(nextU32(copy)).toBe(nextU32(r));
  });

  it('cloneRng forks an independent copy', () => {
    const r = createRng(7);
    const c = cloneRng(r);
    expect(nextU32(c)).toBe(nextU32(r));
    nextU32(c);
    expect(c).not.toEqual(r);
  });

  it('nextInt stays within [0, n) for any bound', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 32 }), fc.string(), (n, seed) => {
      const r = createRng(seed);
      for (let i = 0; i < 20; i++) {
        const x = nextInt(r, n);
        if (!(Number.isInteger(x) && x >= 0 && x < n)) return false;
      }
      return true;
    }));
  });

  it('nextInt rejects bad bounds with a RangeError (programming error, not a rules refusal)', () => {
    const r = createRng(1);
    expect(() => nextInt(r, 0)).toThrow(RangeError);
    expect(() => nextInt(r, 2.5)).toThrow(RangeError);
  });

  it('nextInt and nextFloat are uniform (chi-square, 9 degrees of freedom, p > 0.001)', () => {
    const r = createRng('uniform');
    const ints = new Array<number>(10).fill(0);
    const floats = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i++) {
      ints[nextInt(r, 10)]! += 1;
      floats[Math.floor(nextFloat(r) * 10)]! += 1;
    }
    expect(chiSquare(ints)).toBeLessThan(27.88);
    expect(chiSquare(floats)).toBeLessThan(27.88);
  });

  it('isRngState refuses malformed states', () => {
    expect(isRngState({ a: 1, b: 2, c: 3 })).toBe(false);
    expect(isRngState({ a: 1, b: 2, c: 3, d: -1 })).toBe(false);
    expect(isRngState({ a: 1, b: 2, c: 3, d: 1.5 })).toBe(false);
    expect(isRngState(null)).toBe(false);
  });
});

describe('shuffle', () => {
  it('produces every permutation of 4 items equally often (chi-square over 24 cells, p > 0.001)', () => {
    const r = createRng('shuffle-distribution');
    const counts = new Map<string, number>();
    const trials = 48_000;
    for (let i = 0; i < trials; i++) {
      const k = shuffled(r, [0, 1, 2, 3]).join('');
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect(counts.size).toBe(24); // a cyclic-only shuffle would reach 4 of them
    expect(chiSquare([...counts.values()])).toBeLessThan(49.73); // 23 dof, p = 0.001
  });

  it('puts each card in each position equally often (52 cards)', () => {
    const r = createRng('positions');
    const n = 52, trials = 5_200;
    const firstSlot = new Array<number>(n).fill(0);
    for (let i = 0; i < trials; i++) firstSlot[shuffled(r, Array.from({ length: n }, (_, j) => j))[0]!]! += 1;
    expect(chiSquare(firstSlot)).toBeLessThan(90.57); // 51 dof, p = 0.001
  });

  it('is a permutation and leaves its input untouched', () => {
    fc.assert(fc.property(fc.array(fc.integer()), fc.integer(), (xs, seed) => {
      const input = xs.slice();
      const out = shuffled(createRng(seed), xs);
      expect(xs).toEqual(input);
      expect(out.slice().sort((a, b) => a - b)).toEqual(input.slice().sort((a, b) => a - b));
    }));
  });

  it('pick returns undefined for an empty list and a member otherwise', () => {
    const r = createRng(3);
    expect(pick(r, [])).toBeUndefined();
    expect(['x', 'y']).toContain(pick(r, ['x', 'y']));
  });
});
