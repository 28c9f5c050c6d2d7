import { describe, expect, it } from 'vitest';
import { Signature } from '../../src/scenes/signature';

describe('Signature: what a frame draws, as numbers compared entry by entry', () => {
  it('compares entry by entry: NaN equal to NaN, 0 to -0, a different length never equal', () => {
    expect(Signature.of(1, 'a', Number.NaN).equals(Signature.of(1, 'a', Number.NaN))).toBe(true);
    expect(Signature.of(1, 'a').equals(Signature.of(1, 'b'))).toBe(false);
    expect(Signature.of(1).equals(Signature.of(1, 2))).toBe(false);
    expect(Signature.of(0).equals(Signature.of(-0))).toBe(true);
    expect(Signature.of(Number.NaN).equals(Signature.of(0))).toBe(false);
    expect(Signature.of(0).equals(Signature.of(Number.NaN))).toBe(false);
  });

  it('a value of any type keeps its type: a string, a flag, undefined or null never equals a number', () => {
    const one = new Signature();
    one.pushValue('card-3');
    const interned = one.at(1);
    const number = new Signature();
    number.pushValue(interned);
    expect(one.equals(number)).toBe(false);
    expect(Signature.of(true).equals(Signature.of(1))).toBe(false);
    expect(Signature.of(undefined).equals(Signature.of(null))).toBe(false);
    expect(Signature.of('x').equals(Signature.of('x'))).toBe(true);
    expect(new Signature().pushValue({})).toBe(false);
    expect(new Signature().pushValue(() => 0)).toBe(false);
  });

  it('grows past its first storage, empties and truncates without losing what it keeps, and copies into its own storage', () => {
    const signature = new Signature(2);
    for (let i = 0; i < 100; i++) signature.push(i + 0.5);
    expect(signature.length).toBe(100);
    expect(signature.at(99)).toBe(99.5);
    expect(signature.at(100)).toBeNaN();
    const copy = signature.copy();
    const head = signature.copy(3);
    expect(head.length).toBe(3);
    expect(head.equals(Signature.of(0.5, 1.5, 2.5))).toBe(true);
    signature.truncate(50);
    expect(signature.length).toBe(50);
    signature.clear();
    signature.push(7);
    expect(copy.length).toBe(100);
    expect(copy.at(0)).toBe(0.5);
    const into = new Signature(1);
    into.copyFrom(copy);
    expect(into.equals(copy)).toBe(true);
    into.copyFrom(Signature.of(7));
    expect(into.equals(signature)).toBe(true);
  });

  it('reserve makes room at the end, growing the storage as far as asked, and the entries written there count', () => {
    const signature = Signature.of(1, 2);
    const at = signature.reserve(300);
    expect(at).toBe(2);
    expect(signature.length).toBe(302);
    for (let i = 0; i < 300; i++) signature.values[at + i] = i / 3;
    expect(signature.at(301)).toBeCloseTo(299 / 3);
    expect(signature.at(0)).toBe(1);
    const same = Signature.of(1, 2);
    same.reserve(300);
    for (let i = 0; i < 300; i++) same.values[2 + i] = i / 3;
    expect(same.equals(signature)).toBe(true);
    same.values[150] = -1;
    expect(same.equals(signature)).toBe(false);
  });
});
