/**
 * GateRunners' cards as the table shows them. In the hand and the zoom a card wears the kit's full front (its
 * name, kind, cost, rules text, power and health). In a lane a unit wears a compact face made to be read at the
 * lane's small scale: its name large, its power and what is left of its health in big coins, its keywords
 * spelt out. Factions keep their colour on every face.
 */
import type * as Phaser from 'phaser';
import type { Card, Faction, GateCard, Hero } from '../../rules/gaterunners/index';
import { cardText, gateText, heroAbilityText, journeyText, keywordReminder, keywordText } from '../../rules/gaterunners/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, cardFrame } from '../components/CardView';
import { badge, drawBox, fitText, mix } from '../components/draw';
import type { Accent, Palette } from '../theme';
import { textStyle } from '../theme';
import type { UnitMarks } from './face-keys';
import { heroFaceKey, unitFaceKey } from './face-keys';
import { faceText } from '../components/face-text';

/** Each faction's colour. */
export const FACTION_ACCENT: Readonly<Record<Faction, Accent>> = { pirates: 'azure', wardens: 'verdant', reavers: 'crimson', shades: 'violet' };

const HW = CARD_WIDTH / 2;
const HH = CARD_HEIGHT / 2;

export type { UnitMarks };

/** A card in hand or zoomed (the full front), or a unit in a lane (`marks` given: the compact face). */
export function cardModel(id: string, card: Card | undefined, marks: UnitMarks | null = null): CardModel {
  if (!card) return { id, title: 'Hidden card' };
  const accent = FACTION_ACCENT[card.faction];
  let full: CardModel =
    card.kind === 'unit'
      ? {
          id,
          title: card.name,
          kind: `Unit · level ${card.level}`,
          cost: card.level,
          text: cardText(card),
          accent,
          icon: ICONS.gaterunners.key,
          stats: [
            { value: card.power, label: 'Power' },
            { value: card.health, label: 'Health' },
          ],
        }
      : { id, title: card.name, kind: card.instant ? 'Instant' : 'Action', cost: card.cost, text: cardText(card), accent, icon: ICONS.gkTwinStrike.key };
  if (card.kind === 'unit' && card.keywords.length > 0) full = { ...full, notes: card.keywords.map(keywordReminder) };
  if (!marks || card.kind !== 'unit') return full;
  return { ...full, zoomed: full, face: unitFaceKey(card.id, marks), paint: (scene, palette) => paintUnit(scene, palette, card, marks, accent) };
}

/** A Hero: its Journey side until it enters, then its fighting side with health and feats. */
export function heroModel(id: string, hero: Hero | undefined, state: { readonly inPlay: boolean; readonly damage: number; readonly feats: number }, journey: string): CardModel {
  if (!hero) return { id, title: 'Hero' };
  const accent = FACTION_ACCENT[hero.faction];
  const text = state.inPlay ? `${heroAbilityText(hero.ability)} Feats left: ${state.feats}.` : `Hero's Journey: ${journeyText(hero.journey)} (${journey}).`;
  return {
    id,
    title: hero.name,
    kind: state.inPlay ? 'Hero' : "Hero's Journey",
    text,
    accent,
    icon: ICONS.trophy.key,
    stats: [
      { value: hero.power, label: 'Power' },
      { value: hero.health - state.damage, label: 'Health' },
    ],
  };
}

/** A Hero in play in its lane: the fighting side's full front in the zoom, a compact face (name, feats, power, health) on the table. */
export function heroInLaneModel(id: string, hero: Hero | undefined, state: { readonly inPlay: boolean; readonly damage: number; readonly feats: number }): CardModel {
  const full = heroModel(id, hero, state, '');
  if (!hero) return full;
  return { ...full, zoomed: full, face: heroFaceKey(hero.id, state), paint: (scene, palette) => paintHero(scene, palette, hero, state, FACTION_ACCENT[hero.faction]) };
}

/** The compact face of a Hero in its lane: gold-framed, its name, its feats left, power and what is left of its health. */
function paintHero(scene: Phaser.Scene, p: Palette, hero: Hero, state: { readonly damage: number; readonly feats: number }, accentName: Accent): Phaser.GameObjects.GameObject[] {
  const accent = p.accents[accentName];
  const frame = cardFrame(scene, `gr.hero.${p.name}.${accent.toString(16)}`, (g) => {
    drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(accent, 0x000000, 0.3), stroke: p.gold, strokeWidth: 6, radius: 12, shadow: 4 });
    drawBox(g, 0, 0, CARD_WIDTH - 14, CARD_HEIGHT - 14, { fill: p.surface, radius: 9 });
    drawBox(g, 0, -HH + 42, CARD_WIDTH - 16, 66, { fill: mix(accent, 0x000000, 0.35), radius: 8 });
  });
  const out: Phaser.GameObjects.GameObject[] = [frame];
  // Two lines at most ("Captain Mara / Saltbrand"): a longer name is made smaller to fit the band.
  const name = faceText(scene, 0, -HH + 42, hero.name, textStyle('label', p.text, { size: 21, align: 'center', lineSpacing: -4, wordWrap: { width: CARD_WIDTH - 24 } })).setOrigin(0.5);
  fitText(name, CARD_WIDTH - 20, 0.5);
  if (name.displayHeight > 60) name.setScale((name.scale * 60) / name.displayHeight);
  out.push(name);
  out.push(faceText(scene, 0, -12, 'HERO', textStyle('badge', p.gold, { size: 18, letterSpacing: 2 })).setOrigin(0.5));
  out.push(faceText(scene, 0, 20, `Feats left: ${state.feats}`, textStyle('label', p.text, { size: 16, align: 'center' })).setOrigin(0.5));
  out.push(...badge(scene, -HW + 32, HH - 34, 26, String(hero.power), mix(accent, 0x000000, 0.2), p.text, p.gold));
  const hurt = state.damage > 0;
  out.push(...badge(scene, HW - 32, HH - 34, 26, String(hero.health - state.damage), hurt ? p.refused : mix(accent, 0x000000, 0.2), p.text, hurt ? mix(p.refused, 0xffffff, 0.4) : p.gold));
  return out;
}

/** A Gate card in hand before the game (GR-5): its name and ability. */
export function gateModel(id: string, gate: GateCard | undefined): CardModel {
  return gate ? { id, title: gate.name, kind: 'Gate', text: gateText(gate), accent: 'gold', icon: ICONS.gaterunners.key } : { id, title: 'Gate' };
}

/** The compact face of a unit in a lane. */
function paintUnit(scene: Phaser.Scene, p: Palette, card: Extract<Card, { kind: 'unit' }>, marks: UnitMarks, accentName: Accent): Phaser.GameObjects.GameObject[] {
  const accent = p.accents[accentName];
  const out: Phaser.GameObjects.GameObject[] = [];
  out.push(
    cardFrame(scene, `gr.unit.${p.name}.${accent.toString(16)}`, (g) => {
      drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(accent, 0x000000, 0.3), stroke: mix(accent, 0xffffff, 0.3), strokeWidth: 3, radius: 12, shadow: 4 });
      drawBox(g, 0, 0, CARD_WIDTH - 10, CARD_HEIGHT - 10, { fill: p.surface, radius: 9 });
      drawBox(g, 0, -HH + 30, CARD_WIDTH - 12, 48, { fill: mix(accent, 0x000000, 0.35), radius: 8 });
    }),
  );
  const name = faceText(scene, 0, -HH + 30, card.name, textStyle('label', p.text, { size: 22, align: 'center', wordWrap: { width: CARD_WIDTH - 20 } })).setOrigin(0.5);
  fitText(name, CARD_WIDTH - 18, 0.55);
  out.push(name);
  // Level pips under the name.
  out.push(faceText(scene, 0, -HH + 66, '◆'.repeat(card.level), textStyle('label', mix(accent, 0xffffff, 0.4), { size: 16, letterSpacing: 3 })).setOrigin(0.5));
  if (card.keywords.length > 0) {
    const words = faceText(scene, 0, -4, card.keywords.map(keywordText).join('\n'), textStyle('label', p.text, { size: 17, align: 'center', lineSpacing: -2 })).setOrigin(0.5);
    fitText(words, CARD_WIDTH - 20, 0.6);
    out.push(words);
  }
  const power = card.power + marks.plusPower;
  const health = card.health + marks.plusHealth - marks.damage;
  out.push(...badge(scene, -HW + 32, HH - 34, 26, String(power), mix(accent, 0x000000, 0.2), p.text, p.gold));
  const hurt = marks.damage > 0;
  out.push(...badge(scene, HW - 32, HH - 34, 26, String(health), hurt ? p.refused : mix(accent, 0x000000, 0.2), p.text, hurt ? mix(p.refused, 0xffffff, 0.4) : p.gold));
  if (hurt) out.push(faceText(scene, HW - 32, HH - 72, `−${marks.damage}`, textStyle('badge', p.refused, { size: 18, stroke: '#000000', strokeThickness: 3 })).setOrigin(0.5));
  return out;
}
