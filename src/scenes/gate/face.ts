import type * as Phaser from 'phaser';
import type { Card, Enemy, Loc, Trait } from '../../rules/gate/index';
import { CARDS, ENEMIES } from '../../rules/gate/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, cardFrame } from '../components/CardView';
import { badge, drawBox, fitText, mix } from '../components/draw';
import type { Palette } from '../theme';
import { textStyle } from '../theme';
import { cardId } from './steps';
import { faceText } from '../components/face-text';

/**
 * Gate's cards. A Starting, Citizen or Hero card shows its cost (citizens), its four traits as a grid of icons and
 * numbers (a card is used for exactly one of them) and its special bonus in words. An enemy card shows its art,
 * health as pips that its damage tokens cross out, and what it does each turn: attack, target, fear; and its points.
 */

const HW = CARD_WIDTH / 2;
const HH = CARD_HEIGHT / 2;
const PARCHMENT = 0xf3e8cc;

/** Texture keys of the traits, in the grid's order. */
export const TRAIT_ICON: Readonly<Record<Trait, string>> = {
  income: ICONS.gtIncome.key,
  repair: ICONS.gtRepair.key,
  calm: ICONS.gtCalm.key,
  attack: ICONS.gtAttack.key,
};

export const LOC_ICON: Readonly<Record<Loc, string>> = { farm: ICONS.gtFarm.key, gate: ICONS.gate.key, tower: ICONS.gtTower.key };

/** One icon per enemy, by name (the data names them; the art is ours). */
const ENEMY_ICON: Readonly<Record<string, string>> = {
  'Cave Rats': ICONS.gtRats.key,
  'Goblin Sneak': ICONS.gtGoblin.key,
  'Tunnel Grub': ICONS.gtGrub.key,
  'Kobold Raiders': ICONS.gtKobold.key,
  'Mine Ghoul': ICONS.gtGhoul.key,
  'Stone Troll': ICONS.gtTroll.key,
  'Shadow Wraith': ICONS.gtWraith.key,
  'Deep Wyrm': ICONS.gtWyrm.key,
  'Delver Horror': ICONS.gtHorror.key,
};
export const enemyIcon = (e: Enemy): string => ENEMY_ICON[e.name] ?? ICONS.gtFear.key;

const TRAIT_ACCENT: Readonly<Record<Trait, keyof Palette['accents']>> = { income: 'gold', repair: 'verdant', calm: 'azure', attack: 'crimson' };

/** A trait's colour: gold income, green repair, blue calm, red attack. */
export function traitColour(p: Palette, t: Trait): number {
  return p.accents[TRAIT_ACCENT[t]];
}

/** The trait a card is mostly for (its frame colour). */
export function mainTrait(c: Card): Trait {
  const order: Trait[] = ['attack', 'calm', 'repair', 'income'];
  return order.reduce((best, t) => (c[t] > c[best] ? t : best), order[0] as Trait);
}

const KIND_WORD: Readonly<Record<Card['kind'], string>> = { starting: 'Starting card', citizen: 'Citizen', hero: 'Hero · used once' };

/** A card model for a Starting, Citizen or Hero card. */
export function cardModel(id: number): CardModel {
  const c = CARDS[id];
  if (!c) return { id: cardId(id), title: 'Unknown card' };
  const traits = (['income', 'repair', 'calm', 'attack'] as const).filter((t) => c[t] > 0).map((t) => `${t} ${c[t]}`);
  return {
    id: cardId(id),
    title: c.name,
    kind: KIND_WORD[c.kind],
    ...(c.kind === 'citizen' ? { cost: c.cost } : {}),
    text: `${traits.join(' · ')}${c.text ? `. ${c.text}` : ''}`,
    icon: TRAIT_ICON[mainTrait(c)],
    face: `gate.card:${id}`,
    paint: (scene, palette) => paintCard(scene, palette, c),
  };
}

function paintCard(scene: Phaser.Scene, p: Palette, c: Card): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const hero = c.kind === 'hero';
  const colour = hero ? p.accents.gold : traitColour(p, mainTrait(c));
  out.push(
    cardFrame(scene, `gt.card.${p.name}.${colour.toString(16)}.${hero ? 'hero' : 'citizen'}`, (g) => {
      drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(colour, 0x000000, 0.35), stroke: mix(colour, 0xffffff, hero ? 0.5 : 0.3), strokeWidth: hero ? 3 : 2, radius: 12, shadow: 4 });
      drawBox(g, 0, 0, CARD_WIDTH - 8, CARD_HEIGHT - 8, { fill: p.surface, radius: 9 });
      drawBox(g, 0, -HH + 20, CARD_WIDTH - 12, 28, { fill: mix(colour, 0x000000, 0.2), radius: 7 });
    }),
  );

  // Title, with room for the cost (or sun) badge on the left.
  const title = faceText(scene, 10, -HH + 20, c.name, textStyle('label', p.text, { size: 14 })).setOrigin(0.5);
  fitText(title, CARD_WIDTH - 48, 0.55);
  out.push(title);
  if (c.kind === 'citizen') out.push(...badge(scene, -HW + 16, -HH + 18, 13, String(c.cost), p.gold, p.textDark, mix(p.gold, 0xffffff, 0.45)));
  else if (hero && scene.textures.exists(ICONS.gkSun.key)) out.push(scene.add.image(-HW + 16, -HH + 18, ICONS.gkSun.key).setDisplaySize(24, 24).setTint(p.gold));
  else out.push(...badge(scene, -HW + 16, -HH + 18, 11, 'S', p.textMuted, p.textDark, p.border));
  const kind = faceText(scene, 0, -HH + 44, KIND_WORD[c.kind].toUpperCase(), textStyle('small', mix(p.text, colour, 0.4), { size: 10, letterSpacing: 1 })).setOrigin(0.5);
  fitText(kind, CARD_WIDTH - 20);
  out.push(kind);

  // The four traits, two by two: income, repair / calm, attack. A zero is shown faint (it cannot be used).
  const cells: readonly [Trait, number, number][] = [
    ['income', -31, -26],
    ['repair', 31, -26],
    ['calm', -31, 16],
    ['attack', 31, 16],
  ];
  const cg = scene.add.graphics();
  out.push(cg);
  for (const [t, x, y] of cells) {
    const v = c[t];
    const tc = traitColour(p, t);
    drawBox(cg, x, y, 58, 38, { fill: v > 0 ? mix(tc, p.surface, 0.55) : mix(p.surface, 0x000000, 0.2), stroke: v > 0 ? mix(tc, 0xffffff, 0.25) : p.border, strokeWidth: 1.5, radius: 8 });
    if (scene.textures.exists(TRAIT_ICON[t])) out.push(scene.add.image(x - 13, y, TRAIT_ICON[t]).setDisplaySize(22, 22).setTint(v > 0 ? mix(tc, 0xffffff, 0.55) : p.border));
    out.push(faceText(scene, x + 13, y + 1, String(v), textStyle('badge', v > 0 ? p.text : p.border, { size: 21 })).setOrigin(0.5));
  }

  // The special bonus in words.
  const top = 40;
  const h = HH - 8 - top;
  const pg = scene.add.graphics();
  drawBox(pg, 0, top + h / 2, CARD_WIDTH - 16, h, { fill: PARCHMENT, radius: 6 });
  out.push(pg);
  const words = c.text || (hero ? 'A hero answers the sun: strong, and gone once used.' : 'One trait per use.');
  const body = faceText(scene, 0, top + h / 2, words, textStyle('body', c.text ? p.textDark : mix(p.textDark, PARCHMENT, 0.45), { size: 11, align: 'center', lineSpacing: -2, wordWrap: { width: CARD_WIDTH - 28, useAdvancedWrap: true } }))
    .setOrigin(0.5);
  if (body.height > h - 6) body.setScale(Math.max(0.65, (h - 6) / body.height));
  out.push(body);
  return out;
}

const WAVE_ROMAN = ['', 'I', 'II', 'III'] as const;
export const waveRoman = (w: number): string => WAVE_ROMAN[w] ?? String(w);

function waveColour(p: Palette, wave: number): number {
  return wave === 1 ? p.accents.verdant : wave === 2 ? p.accents.violet : p.accents.crimson;
}

/** An enemy card with its damage tokens. */
export function enemyModel(id: number, wounds: number): CardModel {
  const e = ENEMIES[id];
  if (!e) return { id: `e${id}`, title: 'Unknown enemy' };
  return {
    id: `e${id}`,
    title: e.name,
    kind: `Enemy · wave ${waveRoman(e.wave)}`,
    text: `Health ${e.health - wounds} of ${e.health}. Attacks the ${e.target} for ${e.attack}; fear +${e.fear}. ${e.vp} point${e.vp === 1 ? '' : 's'}.`,
    icon: enemyIcon(e),
    face: `gate.enemy:${id}:${wounds}`,
    paint: (scene, palette) => paintEnemy(scene, palette, e, wounds),
  };
}

function paintEnemy(scene: Phaser.Scene, p: Palette, e: Enemy, wounds: number): Phaser.GameObjects.GameObject[] {
  const out: Phaser.GameObjects.GameObject[] = [];
  const colour = waveColour(p, e.wave);
  out.push(
    cardFrame(scene, `gt.enemy.${p.name}.${colour.toString(16)}`, (g) => {
      drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(colour, 0x000000, 0.55), stroke: mix(colour, 0xffffff, 0.2), strokeWidth: 2, radius: 12, shadow: 4 });
      drawBox(g, 0, 0, CARD_WIDTH - 8, CARD_HEIGHT - 8, { fill: mix(p.backgroundDeep, colour, 0.12), radius: 9 });
      drawBox(g, 0, -HH + 20, CARD_WIDTH - 12, 28, { fill: mix(colour, 0x000000, 0.3), radius: 7 });
      // Art window.
      g.fillStyle(mix(colour, p.backgroundDeep, 0.6), 1);
      g.fillEllipse(0, -12, 112, 74);
    }),
  );
  const title = faceText(scene, -10, -HH + 20, e.name, textStyle('label', p.text, { size: 14 })).setOrigin(0.5);
  fitText(title, CARD_WIDTH - 50, 0.5);
  out.push(title);
  const wave = faceText(scene, 0, -HH + 44, `WAVE ${waveRoman(e.wave)}`, textStyle('small', mix(colour, 0xffffff, 0.5), { size: 10, letterSpacing: 2 })).setOrigin(0.5);
  out.push(wave);
  if (scene.textures.exists(enemyIcon(e))) out.push(scene.add.image(0, -12, enemyIcon(e)).setDisplaySize(62, 62).setTint(mix(p.text, colour, 0.25)));

  // Health pips: a red cross on each damage token.
  const left = e.health - wounds;
  const pipR = Math.min(6, (CARD_WIDTH - 24) / (e.health * 2 + (e.health - 1) * 0.6));
  const step = pipR * 2.6;
  const x0 = -((e.health - 1) * step) / 2;
  const pg = scene.add.graphics();
  for (let i = 0; i < e.health; i++) {
    const x = x0 + i * step;
    const alive = i < left;
    pg.fillStyle(alive ? p.refused : mix(p.backgroundDeep, 0x000000, 0.3), 1);
    pg.fillCircle(x, 36, pipR);
    pg.lineStyle(1.5, alive ? mix(p.refused, 0xffffff, 0.4) : p.border, 1);
    pg.strokeCircle(x, 36, pipR);
  }
  out.push(pg);
  const hp = faceText(scene, 0, 52, `${left} / ${e.health}`, textStyle('badge', p.text, { size: 14 })).setOrigin(0.5);
  out.push(hp);

  // Points in the corner.
  out.push(...badge(scene, HW - 16, -HH + 16, 11, String(e.vp), p.gold, p.textDark, mix(p.gold, 0xffffff, 0.45)));
  // Attack · target · fear along the bottom.
  const sg = scene.add.graphics();
  drawBox(sg, 0, HH - 22, CARD_WIDTH - 16, 30, { fill: mix(p.backgroundDeep, 0x000000, 0.2), radius: 7 });
  out.push(sg);
  const row: [string, string, number][] = [
    [TRAIT_ICON.attack, String(e.attack), -44],
    [LOC_ICON[e.target], '', 0],
    [ICONS.gtFear.key, `+${e.fear}`, 40],
  ];
  for (const [icon, text, x] of row) {
    if (scene.textures.exists(icon)) out.push(scene.add.image(text ? x - 9 : x, HH - 22, icon).setDisplaySize(18, 18).setTint(text ? p.text : p.gold));
    if (text) out.push(faceText(scene, x + 9, HH - 21, text, textStyle('badge', p.text, { size: 14 })).setOrigin(0.5));
  }
  return out;
}

/** The back of the enemy deck's top card: the wave it belongs to (GT-50: the only thing the player may see). */
export function enemyBackModel(wave: number | null): CardModel {
  return {
    id: `enemyDeck${wave ?? 0}`,
    title: wave === null ? 'No enemies left' : `Wave ${waveRoman(wave)}`,
    face: `gate.wave:${wave ?? 'none'}`,
    paint: (scene, p) => {
      const colour = wave === null ? p.border : waveColour(p, wave);
      const frame = cardFrame(scene, `gt.wave.${p.name}.${colour.toString(16)}`, (g) => {
        drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(colour, 0x000000, 0.6), stroke: mix(colour, 0xffffff, 0.25), strokeWidth: 2, radius: 12, shadow: 4 });
        g.lineStyle(1.5, colour, 0.6);
        g.strokeRoundedRect(-HW + 9, -HH + 9, CARD_WIDTH - 18, CARD_HEIGHT - 18, 7);
      });
      const out: Phaser.GameObjects.GameObject[] = [frame];
      if (scene.textures.exists(ICONS.gtFear.key)) out.push(scene.add.image(0, -26, ICONS.gtFear.key).setDisplaySize(54, 54).setTint(mix(colour, 0xffffff, 0.35)));
      out.push(faceText(scene, 0, 30, 'WAVE', textStyle('label', mix(colour, 0xffffff, 0.5), { size: 15, letterSpacing: 3 })).setOrigin(0.5));
      out.push(faceText(scene, 0, 60, wave === null ? '—' : waveRoman(wave), textStyle('title', mix(colour, 0xffffff, 0.6), { size: 38 })).setOrigin(0.5));
      return out;
    },
  };
}
