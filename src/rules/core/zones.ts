/**
 * Zone helpers every game shares. A zone is an array of card ids; a pile's top card is its last item. The helpers
 * write the arrays they are given: a game with copy-on-write drafts hands them arrays it already owns.
 */
import type { RngState } from './rng';
import { shuffleInPlace } from './rng';

/** A pile and its discard pile, writable, under the names a game's draft gives them. */
export type ZonePair<K extends string> = { [P in K]: number[] };

/**
 * Draws the top card of `holder[pile]`. When that pile is empty, the discard pile `holder[discard]` is shuffled with
 * `rng` into a new pile first, the discard pile left empty, and `onReshuffle` told the new pile's size. Undefined
 * when both are empty. (GK-27, GT-14, GT-21, GW-46, GW-64: "when the pile is empty, shuffle the discard pile".)
 */
export function drawWithReshuffle<K extends string>(rng: RngState, holder: ZonePair<K>, pile: K, discard: K, onReshuffle?: (count: number) => void): number | undefined {
  if (holder[pile].length === 0) {
    if (holder[discard].length === 0) return undefined;
    holder[pile] = shuffleInPlace(rng, holder[discard]);
    holder[discard] = [];
    onReshuffle?.(holder[pile].length);
  }
  return holder[pile].pop();
}

/** Moves the top card of `from` to the end of `to`; the card, or undefined (nothing moved) when `from` is empty. */
export function moveTop(from: number[], to: number[]): number | undefined {
  const card = from.pop();
  if (card !== undefined) to.push(card);
  return card;
}

/** Moves `card` from `from` to the end of `to`; false (nothing moved) when `from` does not hold it. */
export function moveCard(from: number[], to: number[], card: number): boolean {
  const at = from.indexOf(card);
  if (at < 0) return false;
  from.splice(at, 1);
  to.push(card);
  return true;
}

/**
 * Fills `row` up to `size` cards, each from `next()` (which draws, reshuffling as the game does), until `next`
 * has none; `placed` hears each card as it joins the row. Returns how many were placed.
 */
export function refillRow(row: number[], size: number, next: () => number | undefined, placed?: (card: number) => void): number {
  let count = 0;
  while (row.length < size) {
    const card = next();
    if (card === undefined) break;
    row.push(card);
    count++;
    placed?.(card);
  }
  return count;
}
