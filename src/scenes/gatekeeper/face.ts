import type * as Phaser from 'phaser';
import type { Movement, Spell, WitchElement } from '../../rules/gatekeeper/index';
import { SPELL_TEXT, WITCHES } from '../../rules/gatekeeper/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, cardFrame } from '../components/CardView';
import { badge, drawBox, fitText, mix } from '../components/draw';
import type { Palette } from '../theme';
import { textStyle } from '../theme';
import { faceText } from '../components/face-text';

/**
 * Gatekeeper's witch card: a band with the spellpower, the name and the Gatekeeper movement (what shows of a card
 * in a column, where later witches cover the rest), the element, the spell icon, the spell's words, and the
 * spellpower printed a second time upside down, as the book's card does for the player across the table.
 *
 * `near` cards (yours) carry the band at the top; `far` cards (the opponent's, whose columns grow up the screen
 * and show their lower edge) carry it at the bottom, so every witch on the plane reads upright.
 */
export type FaceSide = 'near' | 'far';

/**
 * How a witch's front is drawn: `full` in the hand, the line and the zoom (the spell's words included); `placed`
 * in a column, where the card is small: the spell's name large and no words (the zoom has them); `dazzled` like
 * placed, greyed, with the word on the card: she stays in her place in the column instead of lying across her
 * neighbours, so every band in a column stays readable.
 */
export type WitchLook = 'full' | 'placed' | 'dazzled';

const HW = CARD_WIDTH / 2;
const HH = CARD_HEIGHT / 2;
/** Height of the band (CARD_HEIGHT units): the strip a column shows of a covered witch. */
export const BAND = 44;

/** Texture keys of the element and spell icons. */
export const ELEMENT_ICON: Readonly<Record<WitchElement, string>> = {
  air: ICONS.gkAir.key,
  earth: ICONS.gkEarth.key,
  water: ICONS.gkWater.key,
  fire: ICONS.gkFire.key,
  sun: ICONS.gkSun.key,
};
export const SPELL_ICON: Readonly<Record<Spell, string>> = {
  fury: ICONS.gkFury.key,
  animalSpirit: ICONS.gkAnimalSpirit.key,
  manipulator: ICONS.gkManipulator.key,
  twinStrike: ICONS.gkTwinStrike.key,
  archer: ICONS.gkArcher.key,
  healer: ICONS.gkHealer.key,
  lieutenant: ICONS.gkLieutenant.key,
  temptress: ICONS.gkTemptress.key,
  astralShield: ICONS.gkAstralShield.key,
};

const ELEMENT_NAME: Readonly<Record<WitchElement, string>> = { air: 'Air', earth: 'Earth', water: 'Water', fire: 'Fire', sun: 'Sun · shapeshifter' };

/** Air's colour: white, as on the book's cards (no accent of the palette is white). */
const AIR_WHITE = 0xdfe4ec;
const ELEMENT_ACCENT: Readonly<Record<Exclude<WitchElement, 'air'>, keyof Palette['accents']>> = { earth: 'verdant', water: 'azure', fire: 'crimson', sun: 'gold' };

/** The colour of an element: air white, earth green, water blue, fire red (the book's cards); the Sun gold. */
export function elementColour(p: Palette, e: WitchElement): number {
  return e === 'air' ? AIR_WHITE : p.accents[ELEMENT_ACCENT[e]];
}

/** Dark ink on a light colour, light ink on a dark one. */
export function inkOn(p: Palette, colour: number): number {
  const r = (colour >> 16) & 0xff;
  const g = (colour >> 8) & 0xff;
  const b = colour & 0xff;
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? p.textDark : p.text;
}

/** I, II, III, or the wild star of a spellpower-1 witch. */
export function movementLabel(m: Movement): string {
  return m === 'wild' ? '✶' : 'I'.repeat(m);
}

/** A card model for a witch, as seen from one side of the table, in one of her looks. */
export function witchModel(id: number, side: FaceSide = 'near', look: WitchLook = 'full'): CardModel {
  const w = WITCHES[id];
  if (!w) return { id: `w${id}`, title: 'Unknown witch' };
  const spell = w.spell ? SPELL_TEXT[w.spell] : null;
  return {
    id: `w${id}`,
    title: w.name,
    kind: `${ELEMENT_NAME[w.element]} witch`,
    cost: w.power,
    text: spell ? `${spell.name}: ${spell.text}` : w.element === 'sun' ? 'Takes the element of every gate opened at her location.' : 'No spell.',
    icon: w.spell ? SPELL_ICON[w.spell] : ELEMENT_ICON[w.element],
    stats: [
      { value: w.power, label: 'Spellpower' },
      { value: movementLabel(w.move), label: w.move === 'wild' ? 'Gatekeeper: anywhere' : 'Gatekeeper moves' },
    ],
    face: `gatekeeper.witch:${id}:${side}:${look}`,
    paint: (scene, palette) => paintWitch(scene, palette, id, side, look),
    ...(look === 'full' ? {} : { zoomed: witchModel(id, side, 'full') }),
  };
}

/** Draws one witch's front (CardFacePainter). */
export function paintWitch(scene: Phaser.Scene, p: Palette, id: number, side: FaceSide, look: WitchLook = 'full'): Phaser.GameObjects.GameObject[] {
  const w = WITCHES[id];
  if (!w) return [];
  const out: Phaser.GameObjects.GameObject[] = [];
  const dazzled = look === 'dazzled';
  const colour = dazzled ? mix(elementColour(p, w.element), 0x6b6b6b, 0.7) : elementColour(p, w.element);
  const ink = inkOn(p, colour);
  const parchment = 0xf3e8cc;
  // Vertical positions for the near layout; the far layout mirrors them (y → -y) with upright text.
  const f = side === 'near' ? 1 : -1;
  const bandY = f * (-HH + BAND / 2 + 3);
  const elementY = f * (-HH + BAND + 14);
  const artY = f * -6;
  const textTop = side === 'near' ? 30 : -HH + 8;
  const textH = HH - 8 - 30;

  // The frame, painted once per colour and side (the Canvas renderer would replay its paths every frame).
  out.push(
    cardFrame(scene, `gk.witch.${p.name}.${colour.toString(16)}.${side}`, (g) => {
      drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(colour, 0x000000, 0.35), stroke: mix(colour, 0xffffff, 0.3), strokeWidth: 2, radius: 12, shadow: 4 });
      drawBox(g, 0, 0, CARD_WIDTH - 8, CARD_HEIGHT - 8, { fill: p.surface, radius: 9 });
      // The band.
      drawBox(g, 0, bandY, CARD_WIDTH - 8, BAND - 2, { fill: colour, radius: 8 });
      // Art window: a soft wash of the element behind the spell icon.
      g.fillStyle(mix(colour, p.surface, 0.55), 1);
      g.fillEllipse(0, artY, 104, 62);
      // Words of the spell on parchment.
      drawBox(g, 0, textTop + textH / 2, CARD_WIDTH - 16, textH, { fill: parchment, radius: 6 });
    }),
  );

  // Band: spellpower (left), name, movement (right).
  out.push(...badge(scene, -HW + 24, bandY, 17, String(w.power), p.textDark, p.gold, p.gold));
  const name = faceText(scene, 6, bandY, w.name, textStyle('label', ink, { size: 17 })).setOrigin(0.5);
  fitText(name, 62, 0.5);
  out.push(name);
  const move = faceText(scene, HW - 17, bandY, movementLabel(w.move), textStyle('badge', ink, { size: w.move === 'wild' ? 22 : 15 })).setOrigin(0.5);
  fitText(move, 26, 0.5);
  out.push(move);

  // Element line.
  if (scene.textures.exists(ELEMENT_ICON[w.element])) out.push(scene.add.image(-30, elementY, ELEMENT_ICON[w.element]).setDisplaySize(15, 15).setTint(colour));
  const el = faceText(scene, -20, elementY, ELEMENT_NAME[w.element].toUpperCase(), textStyle('small', mix(p.text, colour, 0.35), { size: 11, letterSpacing: 1 })).setOrigin(0, 0.5);
  fitText(el, 80);
  out.push(el);

  // Spell icon (or the element's own for witches without one).
  const art = w.spell ? SPELL_ICON[w.spell] : ELEMENT_ICON[w.element];
  if (scene.textures.exists(art)) out.push(scene.add.image(0, artY, art).setDisplaySize(50, 50).setTint(mix(p.text, colour, 0.2)));

  const spell = w.spell ? SPELL_TEXT[w.spell] : null;
  if (look !== 'full') {
    // In a column: the spell's name large on the parchment (its words are in the zoom), and DAZZLED across the art.
    const name = faceText(scene, 0, textTop + textH / 2 - 4, spell ? spell.name.toUpperCase() : w.element === 'sun' ? 'SHAPESHIFTER' : 'NO SPELL', textStyle('label', mix(colour, 0x000000, 0.55), { size: 19, align: 'center', wordWrap: { width: CARD_WIDTH - 28 } })).setOrigin(0.5);
    fitText(name, CARD_WIDTH - 24);
    out.push(name);
    if (dazzled) {
      const sash = scene.add.graphics();
      drawBox(sash, 0, artY, CARD_WIDTH - 4, 30, { fill: p.textDark, stroke: p.text, strokeWidth: 2, radius: 4 });
      out.push(sash, faceText(scene, 0, artY, 'DAZZLED', textStyle('label', p.text, { size: 18, letterSpacing: 2 })).setOrigin(0.5));
    }
  } else {
    out.push(...spellWords(scene, p, w, colour, textTop, textH));
  }

  // The spellpower again, upside down, for the player across the table (the book's card).
  const cornerY = side === 'near' ? HH - 13 : -HH + 13;
  const cornerX = side === 'near' ? HW - 13 : -HW + 13;
  out.push(...badge(scene, cornerX, cornerY, 10, String(w.power), colour, ink, mix(colour, 0xffffff, 0.4), 180));
  return out;
}

/** The spell's name and words on the parchment (the full look: the hand, the line, the zoom). */
function spellWords(scene: Phaser.Scene, p: Palette, w: (typeof WITCHES)[number], colour: number, textTop: number, textH: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const spell = w.spell ? SPELL_TEXT[w.spell] : null;
  const title = faceText(scene, 0, textTop + 4, spell ? spell.name.toUpperCase() : w.element === 'sun' ? 'SHAPESHIFTER' : 'NO SPELL', textStyle('label', mix(colour, 0x000000, 0.5), { size: 10, letterSpacing: 1 })).setOrigin(0.5, 0);
  fitText(title, CARD_WIDTH - 40);
  out.push(title);
  const words = spell ? spell.text : w.element === 'sun' ? 'Takes the element of every gate opened at her location. One per column.' : 'The strongest witch of her element.';
  const body = faceText(scene, 0, textTop + 17, words, textStyle('body', p.textDark, { size: 9, align: 'center', lineSpacing: -2, wordWrap: { width: CARD_WIDTH - 34, useAdvancedWrap: true } }))
    .setOrigin(0.5, 0);
  const room = textH - 20;
  if (body.height > room) body.setScale(Math.max(0.6, room / body.height));
  out.push(body);
  return out;
}
