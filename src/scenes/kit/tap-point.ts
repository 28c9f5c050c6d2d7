/** Where a tap reaches an object on the table, as plain geometry (the test hooks' points: kit/inspect.ts). */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** An object's bounds, as Phaser's `getBounds` gives them. */
export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly centerX: number;
  readonly centerY: number;
}

/**
 * The point of `bounds` where `reaches` holds: its middle when it does there, else the point of a grid of
 * `columns` × `rows` cells' middles nearest the middle (another object may cover the middle: the next card of a
 * fanned hand, a unit standing in a lane); null when none does, or the bounds are empty.
 */
export function reachedPoint(bounds: Bounds, reaches: (at: Point) => boolean, columns = 9, rows = 5): Point | null {
  if (bounds.width < 1 || bounds.height < 1) return null;
  const middle = { x: bounds.centerX, y: bounds.centerY };
  if (reaches(middle)) return middle;
  const grid = Array.from({ length: columns * rows }, (_, i) => ({ x: bounds.x + (bounds.width * ((i % columns) + 0.5)) / columns, y: bounds.y + (bounds.height * (Math.floor(i / columns) + 0.5)) / rows }));
  grid.sort((a, b) => Math.hypot(a.x - middle.x, a.y - middle.y) - Math.hypot(b.x - middle.x, b.y - middle.y));
  return grid.find(reaches) ?? null;
}
