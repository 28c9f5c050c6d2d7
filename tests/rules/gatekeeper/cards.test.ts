/** GK-1, GK-50: the witch set as authored data. */
import { describe, expect, it } from 'vitest';
import { ELEMENTS, SPELL_TEXT, SPELLS, WITCHES } from '../../../src/rules/gatekeeper/index';

describe('GK-1, GK-50 the 44 witches', () => {
  it('are 44 unique witches with ids 0..43 and unique names', () => {
    expect(WITCHES).toHaveLength(44);
    expect(WITCHES.map((w) => w.id)).toEqual([...Array(44).keys()]);
    expect(new Set(WITCHES.map((w) => w.name)).size).toBe(44);
  });
  it('give every element ten witches with the same spellpower spread, and four shapeshifters', () => {
    for (const e of ELEMENTS) expect(WITCHES.filter((w) => w.element === e).map((w) => w.power)).toEqual([1, 3, 3, 4, 4, 5, 5, 6, 6, 7]);
    expect(WITCHES.filter((w) => w.element === 'sun')).toHaveLength(4);
  });
  it('move wild exactly when spellpower is 1, and I–III otherwise', () => {
    for (const w of WITCHES) expect(w.move === 'wild').toBe(w.power === 1);
    for (const e of ELEMENTS) expect(new Set(WITCHES.filter((w) => w.element === e && w.move !== 'wild').map((w) => w.move))).toEqual(new Set([1, 2, 3]));
  });
  it('put Twin Strike only on spellpower 5, so a second witch of 1–4 always exists in principle', () => {
    expect(new Set(WITCHES.filter((w) => w.spell === 'twinStrike').map((w) => w.power))).toEqual(new Set([5]));
  });
  it('carry at most one spell, each with its words and timing', () => {
    for (const s of SPELLS) {
      expect(SPELL_TEXT[s].text.length).toBeGreaterThan(40);
      expect(SPELL_TEXT[s].timing.length).toBeGreaterThan(3);
    }
    expect(WITCHES.filter((w) => w.spell !== null)).toHaveLength(36);
  });
});
