/**
 * Adjacency on the city (GW-9), as the table draws it while an attack's district is chosen: a short link across the
 * gap between the chosen tile and each adjacent tile, never over a tile's numbers. Pure geometry, tested without
 * Phaser.
 */
import type { Rect } from '../viewport';

export interface Link {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
}

/** Where the segment from `rect`'s centre towards (dx, dy) leaves the rect, as a share of (dx, dy). */
function exitShare(rect: Rect, dx: number, dy: number): number {
  const byWidth = dx === 0 ? Infinity : rect.width / 2 / Math.abs(dx);
  const byHeight = dy === 0 ? Infinity : rect.height / 2 / Math.abs(dy);
  return Math.min(byWidth, byHeight);
}

/**
 * The part of the line between the two tiles' centres that lies outside both tiles: from the edge of `from` to the
 * edge of `to`. Null when the tiles overlap along that line (nothing of it would show).
 */
export function link(from: Rect, to: Rect): Link | null {
  const [fx, fy] = [from.x + from.width / 2, from.y + from.height / 2];
  const [tx, ty] = [to.x + to.width / 2, to.y + to.height / 2];
  const [dx, dy] = [tx - fx, ty - fy];
  if (dx === 0 && dy === 0) return null;
  const leave = exitShare(from, dx, dy);
  const enter = 1 - exitShare(to, dx, dy);
  if (leave >= enter) return null;
  return { x1: fx + dx * leave, y1: fy + dy * leave, x2: fx + dx * enter, y2: fy + dy * enter };
}
