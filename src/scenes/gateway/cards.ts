/**
 * Your cards a Gateway Uprising view puts on the table: their board ids and where each lies. The board reconciles its
 * card views with them, and bakes the fronts a move will show ahead of its settling (`frontsAhead`).
 */
import type { GwView } from '../../rules/gateway/index';

/** Where a card of yours lies: your hand, your Army, your play area (played this turn) or your Runestones. */
export type Where = 'hand' | 'army' | 'played' | 'rune';

/** The board's id of a card of yours. */
export const cardIdOf = (card: number): string => `c${card}`;

/** The card of a board id, or null. */
export const keyOfCard = (cardId: string): number | null => {
  const match = /^c(\d+)$/.exec(cardId);
  return match ? Number(match[1]) : null;
};

/** Every card of yours the view puts on the table, and where: your hand, Army, play area (your turn) and Runestones. */
export function cardsOnTable(v: GwView): Map<number, Where> {
  const me = v.players[v.seat];
  const cards = new Map<number, Where>();
  for (const card of me?.hand ?? []) cards.set(card, 'hand');
  for (const unit of me?.army ?? []) cards.set(unit.card, 'army');
  if (v.active === v.seat) for (const card of me?.played ?? []) cards.set(card, 'played');
  for (const card of me?.runes ?? []) cards.set(card, 'rune');
  return cards;
}
