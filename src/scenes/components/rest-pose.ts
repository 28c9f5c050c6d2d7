/**
 * Whether a card already rests where it is sent (Phaser-free, so tests can run it). A tween that goes nowhere still
 * marks its card as moving for its whole length: the still-frame cache (scenes/frame-cache.ts) then draws the card,
 * and the still cards above and below it, live in every frame until it ends. A table lays out every card after each
 * move, so most of them would "move" to where they already are.
 */

/** Where a card stands now (a Phaser container's own fields). */
export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly scaleX: number;
  readonly scaleY: number;
}

/** Where it is sent: its resting pose, raised when it is selected. */
export interface RestingPlace {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly scale: number;
}

/** Closer than this (pixels, degrees, scale) is no move a player could see. */
const NOWHERE = 0.01;

/** The angle between two headings, in degrees (0 to 180): -180° and 180° point the same way. */
function turnBetween(a: number, b: number): number {
  const turn = Math.abs(a - b) % 360;
  return turn > 180 ? 360 - turn : turn;
}

export function alreadyAt(now: Placement, target: RestingPlace): boolean {
  return (
    Math.abs(now.x - target.x) < NOWHERE &&
    Math.abs(now.y - target.y) < NOWHERE &&
    turnBetween(now.angle, target.angle) < NOWHERE &&
    Math.abs(now.scaleX - target.scale) < NOWHERE / 10 &&
    Math.abs(now.scaleY - target.scale) < NOWHERE / 10
  );
}
