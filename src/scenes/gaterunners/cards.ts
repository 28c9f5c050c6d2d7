/**
 * The cards a GateRunners view puts on the table: their board keys (deck cards by their number; the Heroes and the
 * setup's Gate cards by keys of their own), where each lies, and the face each shows. The board reconciles its card
 * views with them, and bakes the fronts a move will show ahead of its settling (`frontsAhead`).
 */
import type { GrView } from '../../rules/gaterunners/index';
import type { Journey } from '../../rules/gaterunners/index';
import { cardOf, DECK_BY_ID, GATE_BY_ID, GATES, HERO, HERO_BY_ID } from '../../rules/gaterunners/index';
import type { CardModel } from '../components/CardView';
import { cardModel, gateModel, heroInLaneModel, heroModel } from './face';

/** Where a card lies on the table. */
export type Where = 'hand' | 'lane' | 'hero' | 'heroInPlay' | 'gateCard';

/** The board's ids for cards that are no deck card: the two Heroes and the Gate cards of the setup. */
export const NEAR_HERO = HERO;
export const FAR_HERO = -2;
const GATE_CARD_BASE = -100;
export const gateCardKey = (gate: string): number => GATE_CARD_BASE - GATES.findIndex((g) => g.id === gate);
export const gateOfKey = (key: number): string | null => (key <= GATE_CARD_BASE ? (GATES[GATE_CARD_BASE - key]?.id ?? null) : null);

/** The board key of the card a zone over a card covers (`block:c5`, `block:hero` the opposing Hero, `onto:c7`), or null. */
export function cardUnderZone(zoneId: string): number | null {
  const match = /^(?:block|onto):(.+)$/.exec(zoneId);
  if (!match) return null;
  return match[1] === 'hero' ? FAR_HERO : keyOfCard(match[1] ?? '');
}

/** The card id (the machine's and the hooks') of a board key. */
export function cardIdOf(key: number): string {
  if (key === NEAR_HERO) return 'hero';
  if (key === FAR_HERO) return 'farhero';
  const gate = gateOfKey(key);
  return gate !== null ? `gate:${gate}` : `c${key}`;
}

/** The board key of a card id, or null. */
export function keyOfCard(cardId: string): number | null {
  if (cardId === 'hero') return NEAR_HERO;
  if (cardId === 'farhero') return FAR_HERO;
  if (cardId.startsWith('gate:')) return gateCardKey(cardId.slice(5));
  const unit = /^c(\d+)$/.exec(cardId);
  return unit ? Number(unit[1]) : null;
}

/** The Gate cards the viewer still has to place (GR-5): the deck's three, less those on the table. */
function gatesToPlace(v: GrView): string[] {
  const deck = DECK_BY_ID.get(v.config.decks[v.seat] ?? '');
  const placed = new Set((v.sides[v.seat]?.gates ?? []).flatMap((g) => (g ? [g.gate] : [])));
  return (deck?.gates ?? []).filter((g) => !placed.has(g));
}

/** The Gate cards to place while the setup asks for them; none after. */
export function gatesToPlaceIfSetup(v: GrView): string[] {
  return v.phase === 'placeGates' ? gatesToPlace(v) : [];
}

/** Every card the view puts on the table, by board key, and where it lies: your hand, the units, the Heroes, the Gate cards. */
export function cardsOnTable(v: GrView): Map<number, Where> {
  const cards = new Map<number, Where>();
  for (const id of v.sides[v.seat]?.hand ?? []) cards.set(id, 'hand');
  for (const side of v.sides) for (const unit of side.units) cards.set(unit.card, 'lane');
  cards.set(NEAR_HERO, 'hero');
  cards.set(FAR_HERO, 'hero');
  for (const gate of gatesToPlaceIfSetup(v)) cards.set(gateCardKey(gate), 'gateCard');
  return cards;
}

/** The face the card with board key `id` shows in the view. */
export function modelOfCard(id: number, v: GrView | null): CardModel {
  const decks = v?.config.decks ?? [];
  if (id === NEAR_HERO || id === FAR_HERO) {
    const seat = id === NEAR_HERO ? (v?.seat ?? 0) : 1 - (v?.seat ?? 0);
    const side = v?.sides[seat];
    const hero = HERO_BY_ID.get(DECK_BY_ID.get(decks[seat] ?? '')?.hero ?? '');
    const journey = hero && side ? journeyProgress(v, seat, hero.journey) : '';
    const state = side?.hero ?? { inPlay: false, damage: 0, feats: 0 };
    return side?.hero.inPlay ? heroInLaneModel(cardIdOf(id), hero, state) : heroModel(cardIdOf(id), hero, state, journey);
  }
  const gate = gateOfKey(id);
  if (gate !== null) return gateModel(cardIdOf(id), GATE_BY_ID.get(gate));
  const unit = v?.sides.flatMap((s) => s.units).find((u) => u.card === id);
  return cardModel(cardIdOf(id), cardOf(decks, id), unit ?? null);
}

/** A Hero's Journey so far, in words ("2 of 4 units in play"). */
function journeyProgress(v: GrView | null, seat: number, journey: Journey): string {
  const side = v?.sides[seat];
  if (!v || !side) return '';
  switch (journey.kind) {
    case 'turn':
      return `turn ${Math.ceil(v.turn / 2)} of ${journey.turn}`;
    case 'shieldsLost':
      return `${side.shieldsLost} of ${journey.count} Shields lost`;
    case 'unitsInGraveyard':
      return `${side.graveyard.filter((c) => cardOf(v.config.decks, c)?.kind === 'unit').length} of ${journey.count} units in the graveyard`;
    case 'unitsInPlay':
      return `${side.units.length} of ${journey.count} units in play`;
  }
}
