/**
 * Where the seats sit around a table of one to four players: the viewer's seat near (the bottom edge, where the
 * hand is), the others around the rest in turn order — across the table for two, left and right for three, left,
 * across and right for four — in landscape and in portrait. Pure geometry: a table lays its own pieces out inside
 * the regions it is given.
 */
import type { Seat } from '../../rules/core/module';
import type { Rect } from '../viewport';

/** Which edge a seat sits at, seen from the viewer. */
export type SeatSide = 'near' | 'left' | 'far' | 'right';

export interface SeatPlace {
  readonly seat: Seat;
  readonly side: SeatSide;
  /** The seat's own strip along its edge: its hand or hand count, name, counters. */
  readonly rect: Rect;
}

export interface Seating {
  readonly seats: readonly SeatPlace[];
  /** What is left in the middle for the shared board (the plane, the lanes, the city). */
  readonly centre: Rect;
}

/** The sides the other seats take, in turn order after the viewer, by player count. */
const AROUND: Readonly<Record<number, readonly SeatSide[]>> = {
  1: [],
  2: ['far'],
  3: ['left', 'right'],
  4: ['left', 'far', 'right'],
};

/** Strip depths as shares of the short side, with floors so names and counts stay readable on a tablet. */
const NEAR_SHARE = 0.24;
const EDGE_SHARE = 0.15;
const MIN_NEAR = 150;
const MIN_EDGE = 96;

/**
 * The seating for `count` seats (1–4) seen by `viewer`, inside `area` (the table under the top bar). In portrait
 * the side seats are narrower and the far seat shallower, so the centre keeps most of the width.
 */
export function seating(count: number, viewer: Seat, area: Rect): Seating {
  const sides = AROUND[Math.min(4, Math.max(1, Math.floor(count)))] ?? [];
  const portrait = area.height > area.width;
  const short = Math.min(area.width, area.height);
  const near = Math.max(MIN_NEAR, Math.round(short * NEAR_SHARE));
  const edge = Math.max(MIN_EDGE, Math.round(short * (portrait ? EDGE_SHARE * 0.85 : EDGE_SHARE)));
  const hasLeft = sides.includes('left');
  const hasRight = sides.includes('right');
  const hasFar = sides.includes('far');
  const top = area.y + (hasFar ? edge : 0);
  const bottom = area.y + area.height - near;
  const left = area.x + (hasLeft ? edge : 0);
  const right = area.x + area.width - (hasRight ? edge : 0);
  const rects: Readonly<Record<SeatSide, Rect>> = {
    near: { x: area.x, y: bottom, width: area.width, height: near },
    far: { x: left, y: area.y, width: right - left, height: edge },
    left: { x: area.x, y: area.y, width: edge, height: bottom - area.y },
    right: { x: right, y: area.y, width: edge, height: bottom - area.y },
  };
  const places: SeatPlace[] = [{ seat: viewer, side: 'near', rect: rects.near }];
  sides.forEach((side, i) => places.push({ seat: (viewer + 1 + i) % count, side, rect: rects[side] }));
  return { seats: places, centre: { x: left, y: top, width: right - left, height: bottom - top } };
}
