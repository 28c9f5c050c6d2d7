import type { CardModel } from './CardView';

/**
 * A card in words, as the zoom shows it, for the screen reader when the keyboard opens the zoom (Z at a table): its
 * name, kind, cost, rules text, numbers and notes, one sentence each (their own closing stops dropped, so none is
 * doubled); a compact look reads as its full card (`zoomed`).
 */
export function cardWords(model: CardModel): string {
  const card = model.zoomed ?? model;
  const stats = (card.stats ?? []).map((stat) => `${stat.label} ${stat.value}`).join(', ');
  return [card.title, card.kind, card.cost === undefined ? '' : `cost ${card.cost}`, card.text, stats, ...(card.notes ?? [])]
    .map((part) => (part ?? '').trim().replace(/[.!?]+$/, ''))
    .filter((part) => part !== '')
    .join('. ');
}
