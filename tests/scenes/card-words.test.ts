/** A card read aloud when the keyboard opens the zoom (components/card-words.ts). */
import { describe, expect, it } from 'vitest';
import type { CardModel } from '../../src/scenes/components/CardView';
import { cardWords } from '../../src/scenes/components/card-words';

describe('cardWords: the zoom\'s card in words', () => {
  it('name, kind, cost, text, numbers and notes, in the zoom\'s order; what a card lacks is left out, and no stop doubled', () => {
    const full: CardModel = { id: 'c1', title: 'Scout', kind: 'Unit — Level 1', cost: 2, text: 'Swift.', stats: [{ value: 2, label: 'Power' }, { value: 1, label: 'Health' }], notes: ['Swift: may attack the turn it enters.'] };
    expect(cardWords(full)).toBe('Scout. Unit — Level 1. cost 2. Swift. Power 2, Health 1. Swift: may attack the turn it enters');
    expect(cardWords({ id: 'c2', title: 'Pile' })).toBe('Pile');
    expect(cardWords({ id: 'c3', title: 'Free', cost: 0 })).toBe('Free. cost 0');
  });
  it('a compact look reads as its full card', () => {
    const zoomed: CardModel = { id: 'w1', title: 'Ember', kind: 'Witch — Fire' };
    expect(cardWords({ id: 'w1', title: 'E', zoomed })).toBe('Ember. Witch — Fire');
  });
});
