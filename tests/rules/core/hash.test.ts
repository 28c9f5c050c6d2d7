import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hashString, stableStringify, stateHash } from '../../../src/rules/core/hash';

describe('stable state hash', () => {
  it('ignores key order', () => {
    expect(stateHash({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(stateHash({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  });

  it('distinguishes different states', () => {
    expect(stateHash({ a: [1, 2] })).not.toBe(stateHash({ a: [2, 1] }));
    expect(stateHash({ a: '1' })).not.toBe(stateHash({ a: 1 }));
  });

  it('is 16 hex digits and stable across runs (pinned value)', () => {
    expect(hashString('')).toMatch(/^[0-9a-f]{16}$/);
    // Pinned: changing the hash function silently would invalidate every save's checksum.
    expect(stateHash({ seat: 0, cards: [3, 1, 2] })).toBe(stateHash(JSON.parse('{"cards":[3,1,2],"seat":0}')));
    expect(hashString('gatehouse')).toBe('a9816531d566d4c9');
    expect(stateHash({ seat: 0, cards: [3, 1, 2] })).toBe('12a62160884c0921');
  });

  it('matches JSON for any JSON value, keys sorted', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => {
      expect(JSON.parse(stableStringify(v))).toEqual(JSON.parse(JSON.stringify(v)));
    }));
  });

  it('refuses values that are not JSON-safe, naming where', () => {
    expect(() => stableStringify({ a: [1, undefined] })).toThrow(/\$\.a\[1\]/);
    expect(() => stableStringify({ a: NaN })).toThrow(/non-finite/);
    expect(() => stableStringify({ m: new Map() })).toThrow(/class instance/);
    expect(() => stableStringify({ f: () => 1 })).toThrow(/function/);
  });
});
