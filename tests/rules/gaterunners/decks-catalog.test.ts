/** The menu's list of GateRunners decks (in the catalogue, so the menu need not load the rules) is the rules' own. */
import { describe, expect, it } from 'vitest';
import { gameInfo } from '../../../src/rules/catalog';
import { DECKS, HERO_BY_ID } from '../../../src/rules/gaterunners/index';

describe('GateRunners decks in the catalogue (GR-55)', () => {
  it('lists the four preconstructed decks with the rules\' names, styles and Heroes, in the same order', () => {
    const listed = gameInfo('gaterunners')?.decks ?? [];
    expect(listed).toEqual(DECKS.map((d) => ({ id: d.id, name: d.name, style: d.style, hero: HERO_BY_ID.get(d.hero)?.name })));
  });
});
