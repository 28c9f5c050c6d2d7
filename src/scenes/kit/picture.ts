/**
 * What the game tables share in drawing a view: a working copy of it to step through event by event, and sending
 * cards to the homes the picture gives them.
 */
import type * as Phaser from 'phaser';
import type { EventBase } from '../../rules/core/module';
import type { CardView, Pose } from '../components/CardView';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';

/** A view's plain data, with every readonly dropped: the table's picture, changed as events play. */
export type Picture<T> = T extends readonly (infer U)[] ? Picture<U>[] : T extends object ? { -readonly [K in keyof T]: Picture<T[K]> } : T;

/** A deep copy of a view (plain JSON from the rules) that the table may step through. */
export function pictureOf<T>(view: T): Picture<T> {
  return structuredClone(view) as Picture<T>;
}

/**
 * How each of a game's events changes the table's picture: one entry per event type (a type left out is a
 * compile error); `final` is the view after the whole move, for what the events do not say.
 */
export type PictureSteps<P, E extends EventBase, V> = { readonly [K in E['type']]: (picture: P, event: Extract<E, { type: K }>, final: V) => void };

/** Steps the picture through one event with the game's table of steps. */
export function stepPicture<P, E extends EventBase, V>(steps: PictureSteps<P, E, V>, picture: P, event: E, final: V): void {
  const step = steps[event.type as E['type']] as (picture: P, event: E, final: V) => void;
  step(picture, event, final);
}

/** Nothing to change in the picture (an event that only animates or logs). */
export const unchanged = (): void => undefined;

/** Takes one card out of a list in the picture (a card the picture lost track of is left alone). */
export function takeOut(list: number[], card: number): void {
  const at = list.indexOf(card);
  if (at >= 0) list.splice(at, 1);
}

/**
 * Moves every card to its home in the picture (`homeFor` null: it stays where it is); `animate` tweens, else
 * they jump. The card being dragged keeps to the pointer. Resolves when they have arrived.
 */
export function sendHome<K>(cards: ReadonlyMap<K, CardView>, homeFor: (key: K) => Pose | null, dragging: string | null, motion: Motion, animate: boolean, duration: number): Promise<void>[] {
  const moves: Promise<void>[] = [];
  for (const [key, card] of cards) {
    const home = homeFor(key);
    if (!home) continue;
    card.setHome(home);
    if (dragging === card.cardId) continue;
    if (animate) moves.push(card.goHome(motion, duration));
    else card.snapHome();
  }
  return moves;
}

/** A card that appears in the picture (a reload, an undo) fades in at its home. */
export function placeNew(scene: Phaser.Scene, card: CardView, home: Pose | null, motion: Motion, animate: boolean): void {
  if (home) card.setHome(home).snapHome();
  if (!animate) return;
  card.setAlpha(0);
  void tweenTo(scene, { targets: card, alpha: 1, duration: 200 }, motion);
}
