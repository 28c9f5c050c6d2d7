/**
 * Whether a view-model needs a repaint: plain data compared entry by entry, and a card's painted front by what it
 * was painted from (Phaser-free, so tests can run it).
 */
import type { CardModel } from './CardView';

/**
 * Whether two view-models hold the same data (plain values, arrays and objects compared entry by entry): a model
 * equal to the one on show needs no repaint.
 */
export function samePlainData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.hasOwnProperty.call(b, key) || !samePlainData(Reflect.get(a, key), Reflect.get(b, key))) return false;
  }
  return true;
}

/** A card model without its front's painter (it is a fresh function each time a model is made). */
function unpainted(model: CardModel): Omit<CardModel, 'paint' | 'zoomed'> & { readonly zoomed: unknown } {
  const { paint: _paint, zoomed, ...rest } = model;
  return { ...rest, zoomed: zoomed ? unpainted(zoomed) : null };
}

/**
 * Whether a card would look the same with `next` as with `shown`: the same data, and the same painter or two
 * painters made from the same things (the same `face`). A painted model without a `face` always repaints.
 */
export function sameCardModel(shown: CardModel, next: CardModel): boolean {
  if (shown.paint !== next.paint && (shown.face === undefined || shown.face !== next.face)) return false;
  if (shown.zoomed?.paint !== next.zoomed?.paint && (shown.zoomed?.face === undefined || shown.zoomed.face !== next.zoomed?.face)) return false;
  return samePlainData(unpainted(shown), unpainted(next));
}

/** What a pile shows: how many cards, and the face-up card on top (null: a back, as a deck shows). */
export interface PileContents {
  readonly count: number;
  readonly top: CardModel | null;
}

/** Whether a pile would look the same with `next` as with `shown`: the same count and the same top card. */
export function samePileContents(shown: PileContents, next: PileContents): boolean {
  if (shown.count !== next.count) return false;
  if (shown.top === null || next.top === null) return shown.top === next.top;
  return sameCardModel(shown.top, next.top);
}

/**
 * What a card's front is drawn from, as a key that cards looking alike share (their baked front is drawn once,
 * components/CardView.ts): the model without the card's id and its painter, with the painter's face key. Null for a
 * painted model without a face key: it cannot say what it draws from.
 */
export function frontKey(model: CardModel): string | null {
  if (model.paint && model.face === undefined) return null;
  const { id: _id, ...drawn } = unpainted(model);
  return JSON.stringify([model.face ?? null, drawn]);
}
