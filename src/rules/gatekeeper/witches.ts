import type { Element, Location, Movement, Spell, Witch } from './types';
import { ELEMENTS } from './types';

/**
 * The Astral plane, left to right (GK-2). Each location lists its own element and two others; each element is
 * listed at exactly three locations, so every witch has three homes. The water card's "earth and fire" is the
 * book's own example.
 */
export const LOCATIONS: readonly Location[] = [
  { element: 'air', gates: ['air', 'water', 'earth'] },
  { element: 'earth', gates: ['earth', 'air', 'fire'] },
  { element: 'water', gates: ['water', 'earth', 'fire'] },
  { element: 'fire', gates: ['fire', 'water', 'air'] },
];

/**
 * One element's ten witches (GK-50): every spell once, spellpower 1 to 7. Twin Strike sits on a 5 because her
 * second witch must be 1–4 (the book's own list). Where the other spells sit was chosen by AI-vs-AI play: on the
 * wild 1 the Manipulator steered every gate and stood out, so the 1 guards with the Astral Shield; the Archer,
 * strong on a 3 that gave up a losing duel, is the 7, who gives up a winning one; a 6 has no spell. Movement
 * rotates with the element so each element's ten witches differ.
 */
const TEMPLATE: readonly (readonly [power: number, spell: Spell | null, move: Movement])[] = [
  [1, 'astralShield', 'wild'],
  [3, 'manipulator', 1],
  [3, 'animalSpirit', 2],
  [4, 'fury', 3],
  [4, 'temptress', 1],
  [5, 'twinStrike', 2],
  [5, 'lieutenant', 3],
  [6, 'healer', 1],
  [6, null, 2],
  [7, 'archer', 3],
];

const NAMES: Readonly<Record<Element | 'sun', readonly string[]>> = {
  air: ['Zephyra', 'Aeris', 'Sylphine', 'Brisa', 'Nimbra', 'Altaira', 'Caelia', 'Ventra', 'Skylla', 'Aurae'],
  earth: ['Terrin', 'Mossa', 'Bryony', 'Granita', 'Rowan', 'Hazel', 'Ivy', 'Petra', 'Ferna', 'Gaiana'],
  water: ['Marina', 'Undine', 'Nerissa', 'Coralie', 'Mira', 'Tidea', 'Nixie', 'Brooke', 'Perla', 'Maris'],
  fire: ['Ember', 'Pyra', 'Ashka', 'Cinder', 'Blaze', 'Ignia', 'Scarla', 'Fiamma', 'Vesta', 'Brasa'],
  sun: ['Soleil', 'Helia', 'Aurora', 'Sunniva'],
};

function author(): Witch[] {
  const out: Witch[] = [];
  ELEMENTS.forEach((element, e) => {
    TEMPLATE.forEach(([power, spell, move], i) => {
      const rotated: Movement = move === 'wild' ? 'wild' : ((((move - 1 + e) % 3) + 1) as 1 | 2 | 3);
      out.push({ id: out.length, name: NAMES[element][i] as string, element, power, move: rotated, spell });
    });
  });
  // Shapeshifters (GK-30): spellpower 2, the Sun element, no spell of their own; movement I, II, III, I.
  NAMES.sun.forEach((name, i) => out.push({ id: out.length, name, element: 'sun', power: 2, move: (((i % 3) + 1) as 1 | 2 | 3), spell: null }));
  return out;
}

/** All 44 witches, indexed by id. */
export const WITCHES: readonly Witch[] = author();

/** Number of witches in the game. */
export const WITCH_COUNT = WITCHES.length;

/** Words for each spell, quoted from the rulebook (shown on the card zoom and tested, GK-40…48). */
export const SPELL_TEXT: Readonly<Record<Spell, { readonly name: string; readonly text: string; readonly timing: string }>> = {
  fury: {
    name: 'Fury',
    text: 'During the Gatekeeper action you can choose to remove 2 dazzled witches of your opponent. Your own dazzled witches are safe.',
    timing: 'Remove a dazzled witch step',
  },
  animalSpirit: {
    name: 'Animal Spirit',
    text: 'The spellpower of her opponent is, for this turn, considered to be lowered to "0", enabling her to defeat the opponent in the duel.',
    timing: 'During her duel',
  },
  manipulator: {
    name: 'Manipulator',
    text: 'The bead jumps two gates forward. The second gate it lands in gets activated; the first gate it passes is neglected.',
    timing: 'Open new gate step',
  },
  twinStrike: {
    name: 'Twin Strike',
    text: 'Position an additional witch of lower spellpower at another location. She duels, activates the Gatekeeper and casts her spell; then recruit 2.',
    timing: 'After her duel',
  },
  archer: {
    name: 'Archer',
    text: 'Target ANY witch on the opposing side. She eliminates weaker witches; by spending 1 mana she also defeats a witch of equal or higher spellpower.',
    timing: 'Instead of her duel',
  },
  healer: {
    name: 'Healer',
    text: 'Heal up to 2 dazzled witches on your side of the Astral plane by putting them back upright. The Healer may not heal herself.',
    timing: 'After her duel',
  },
  lieutenant: {
    name: 'Lieutenant',
    text: 'Move one of your witches to another column on your side, at any place in it. The moved witch does not duel. She may move herself.',
    timing: 'When placed',
  },
  temptress: {
    name: 'Temptress',
    text: 'Choose any witch in the opposing column and move it to a different position inside that column.',
    timing: 'When placed',
  },
  astralShield: {
    name: 'Astral Shield',
    text: 'Place your shield on one of your undazzled witches, herself included: she cannot be dazzled. One shield per player; it may be moved.',
    timing: 'When placed',
  },
};
