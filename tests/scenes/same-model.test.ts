import { describe, expect, it } from 'vitest';
import type { CardModel } from '../../src/scenes/components/CardView';
import { frontKey, sameCardModel, samePileContents } from '../../src/scenes/components/same-model';
import type { UnitMarks } from '../../src/scenes/gaterunners/face-keys';
import { heroFaceKey, unitFaceKey } from '../../src/scenes/gaterunners/face-keys';

const painter = (): NonNullable<CardModel['paint']> => () => [];
const base: CardModel = { id: 'c1', title: 'Scout', cost: 2, stats: [{ value: 2, label: 'Power' }] };

describe('a card keeps its front when its new model looks the same (CardView.setModel)', () => {
  it('plain models: equal data is the same; any changed field is not', () => {
    expect(sameCardModel(base, { ...base, stats: [{ value: 2, label: 'Power' }] })).toBe(true);
    expect(sameCardModel(base, { ...base, cost: 3 })).toBe(false);
    expect(sameCardModel(base, { ...base, stats: [{ value: 1, label: 'Power' }] })).toBe(false);
  });

  it('painted fronts: two painters are the same only with the same face key', () => {
    expect(sameCardModel({ ...base, paint: painter() }, { ...base, paint: painter() })).toBe(false);
    expect(sameCardModel({ ...base, face: 'a', paint: painter() }, { ...base, face: 'a', paint: painter() })).toBe(true);
    expect(sameCardModel({ ...base, face: 'a', paint: painter() }, { ...base, face: 'b', paint: painter() })).toBe(false);
    expect(sameCardModel({ ...base, face: 'a', paint: painter() }, { ...base, face: 'a', paint: painter(), title: 'Other' })).toBe(false);
  });

  it('a GateRunners unit in a lane: every mark it shows is in its face key (a change repaints it)', () => {
    const marks: UnitMarks = { damage: 0, plusPower: 0, plusHealth: 0, exhausted: false };
    const changed: UnitMarks[] = [{ ...marks, damage: 1 }, { ...marks, plusPower: 1 }, { ...marks, plusHealth: 1 }, { ...marks, exhausted: true }];
    // One change per field of the marks: a field added to UnitMarks without a case here fails the count.
    expect(changed).toHaveLength(Object.keys(marks).length);
    for (const other of changed) expect(unitFaceKey('ember-scout', other)).not.toBe(unitFaceKey('ember-scout', marks));
    expect(unitFaceKey('ember-scout', { ...marks })).toBe(unitFaceKey('ember-scout', marks));
    expect(unitFaceKey('ember-scout', marks)).not.toBe(unitFaceKey('tide-scout', marks));
    expect(heroFaceKey('h', { damage: 1, feats: 2 })).not.toBe(heroFaceKey('h', { damage: 1, feats: 1 }));
    expect(heroFaceKey('h', { damage: 1, feats: 2 })).not.toBe(heroFaceKey('h', { damage: 2, feats: 2 }));
  });
});

describe('a pile set to what it shows keeps its drawing (Pile.setContents)', () => {
  it('the same count and top card are the same; another count, top card, or a back for a face is not', () => {
    expect(samePileContents({ count: 7, top: null }, { count: 7, top: null })).toBe(true);
    expect(samePileContents({ count: 7, top: base }, { count: 7, top: { ...base } })).toBe(true);
    expect(samePileContents({ count: 7, top: null }, { count: 6, top: null })).toBe(false);
    expect(samePileContents({ count: 7, top: base }, { count: 7, top: { ...base, title: 'Archer' } })).toBe(false);
    expect(samePileContents({ count: 7, top: base }, { count: 7, top: null })).toBe(false);
    expect(samePileContents({ count: 7, top: null }, { count: 7, top: base })).toBe(false);
  });
});

describe('cards that look alike share one baked front (frontKey)', () => {
  it('two copies of a card (other ids, the same data) share a key; any drawn field changed does not', () => {
    expect(frontKey({ ...base, id: 'c2' })).toBe(frontKey(base));
    expect(frontKey({ ...base, cost: 3 })).not.toBe(frontKey(base));
    expect(frontKey({ ...base, stats: [{ value: 1, label: 'Power' }] })).not.toBe(frontKey(base));
    expect(frontKey({ ...base, text: 'Draw a card.' })).not.toBe(frontKey(base));
  });

  it('painted fronts share by their face key; a painter without one never shares', () => {
    expect(frontKey({ ...base, face: 'a', paint: painter() })).toBe(frontKey({ ...base, id: 'c9', face: 'a', paint: painter() }));
    expect(frontKey({ ...base, face: 'a', paint: painter() })).not.toBe(frontKey({ ...base, face: 'b', paint: painter() }));
    expect(frontKey({ ...base, paint: painter() })).toBeNull();
  });
});
