/**
 * Where a frame is drawn again (scenes/frame-cache.ts), without Phaser: boxes of the game canvas, what a Graphics
 * draws over, the boxes around what changed since the last frame (and since a canvas last held its run), grown
 * until no object drawn live crosses an edge.
 */
import type { ListChanges } from './frame-runs';
import { listChanges } from './frame-runs';
import type { Signature } from './signature';

/** A rectangle of the game canvas by its edges, in pixels (left and top inside, right and bottom outside). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** The smallest box holding both (`a` null: none yet). */
export function unionBox(a: Box | null, b: Box): Box {
  if (!a) return b;
  return { left: Math.min(a.left, b.left), top: Math.min(a.top, b.top), right: Math.max(a.right, b.right), bottom: Math.max(a.bottom, b.bottom) };
}

/**
 * Where a frame is drawn again when only `damage` changed since the last (null: nothing did): the damage grown by
 * `pad` pixels (antialiased edges, a pixel snapped), out to whole pixels and inside the canvas; `whole` when that
 * is more than `wholeShare` of the canvas (clipping would not pay), an empty box when nothing changed.
 */
export function redrawBox(damage: Box | null, width: number, height: number, pad: number, wholeShare: number): Box | 'whole' {
  if (!damage) return { left: 0, top: 0, right: 0, bottom: 0 };
  if (![damage.left, damage.top, damage.right, damage.bottom].every(Number.isFinite)) return 'whole';
  const grown = padBox(damage, pad, width, height);
  if (grown.right <= grown.left || grown.bottom <= grown.top) return { left: 0, top: 0, right: 0, bottom: 0 };
  return areaOf(grown) > wholeShare * width * height ? 'whole' : grown;
}

/** Phaser's Graphics command codes (gameobjects/graphics/Commands.js), as its Canvas renderer reads them. */
export const GRAPHICS = {
  ARC: 0,
  BEGIN_PATH: 1,
  CLOSE_PATH: 2,
  FILL_RECT: 3,
  LINE_TO: 4,
  MOVE_TO: 5,
  LINE_STYLE: 6,
  FILL_STYLE: 7,
  FILL_PATH: 8,
  STROKE_PATH: 9,
  FILL_TRIANGLE: 10,
  STROKE_TRIANGLE: 11,
  SAVE: 14,
  RESTORE: 15,
  TRANSLATE: 16,
  SCALE: 17,
  ROTATE: 18,
  GRADIENT_FILL_STYLE: 21,
  GRADIENT_LINE_STYLE: 22,
} as const;

/**
 * How far a stroke may reach past its path, in line widths: half the width, or at a sharp corner the miter, which
 * the canvas allows up to 10 half widths (its default miterLimit).
 */
const MITER_REACH = 5;

/**
 * Where a Graphics' commands draw, in its own coordinates: every point, arc (its whole circle) and rectangle,
 * grown by the widest stroke's reach; null when it draws nothing, 'unknown' for a command that moves its
 * coordinates (translate, scale, rotate, save, restore) or one not known here.
 */
export function graphicsBox(commands: readonly unknown[]): Box | null | 'unknown' {
  // Nothing allocated per command (no closure, no box): it runs for every Graphics drawn live or baked, each frame.
  const bounds = graphicsBounds;
  bounds[0] = Number.POSITIVE_INFINITY;
  bounds[1] = Number.POSITIVE_INFINITY;
  bounds[2] = Number.NEGATIVE_INFINITY;
  bounds[3] = Number.NEGATIVE_INFINITY;
  let lineWidth = 1;
  let reach = 0;
  for (let index = 0; index < commands.length; index++) {
    const command = commands[index];
    let stroked = false;
    switch (command) {
      case GRAPHICS.ARC:
        if (!addPoint(bounds, commands[index + 1], commands[index + 2], Math.abs(Number(commands[index + 3])))) return 'unknown';
        index += 7;
        break;
      case GRAPHICS.LINE_STYLE:
        lineWidth = Number(commands[index + 1]);
        index += 3;
        break;
      case GRAPHICS.FILL_STYLE:
        index += 2;
        break;
      case GRAPHICS.FILL_RECT: {
        const x = Number(commands[index + 1]);
        const y = Number(commands[index + 2]);
        if (!addPoint(bounds, x, y, 0) || !addPoint(bounds, x + Number(commands[index + 3]), y + Number(commands[index + 4]), 0)) return 'unknown';
        index += 4;
        break;
      }
      case GRAPHICS.FILL_TRIANGLE:
      case GRAPHICS.STROKE_TRIANGLE:
        stroked = command === GRAPHICS.STROKE_TRIANGLE;
        if (!addPoint(bounds, commands[index + 1], commands[index + 2], 0) || !addPoint(bounds, commands[index + 3], commands[index + 4], 0) || !addPoint(bounds, commands[index + 5], commands[index + 6], 0)) return 'unknown';
        index += 6;
        break;
      case GRAPHICS.LINE_TO:
      case GRAPHICS.MOVE_TO:
        if (!addPoint(bounds, commands[index + 1], commands[index + 2], 0)) return 'unknown';
        index += 2;
        break;
      case GRAPHICS.STROKE_PATH:
        stroked = true;
        break;
      case GRAPHICS.BEGIN_PATH:
      case GRAPHICS.CLOSE_PATH:
      case GRAPHICS.FILL_PATH:
        break;
      case GRAPHICS.GRADIENT_FILL_STYLE:
        index += 5;
        break;
      case GRAPHICS.GRADIENT_LINE_STYLE:
        index += 6;
        break;
      default:
        return 'unknown';
    }
    if (stroked) reach = Math.max(reach, Math.abs(lineWidth) * MITER_REACH);
  }
  const left = bounds[0] as number;
  const top = bounds[1] as number;
  const right = bounds[2] as number;
  const bottom = bounds[3] as number;
  if (left > right) return null;
  if (!Number.isFinite(reach)) return 'unknown';
  return { left: left - reach, top: top - reach, right: right + reach, bottom: bottom + reach };
}

/** `graphicsBox`'s bounds as it reads the commands: left, top, right, bottom. */
const graphicsBounds = new Float64Array(4);

/** Grows `bounds` to take in the circle of `radius` around (x, y); false when either is not a finite number. */
function addPoint(bounds: Float64Array, x: unknown, y: unknown, radius: number): boolean {
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x + y + radius)) return false;
  bounds[0] = Math.min(bounds[0] as number, x - radius);
  bounds[1] = Math.min(bounds[1] as number, y - radius);
  bounds[2] = Math.max(bounds[2] as number, x + radius);
  bounds[3] = Math.max(bounds[3] as number, y + radius);
  return true;
}

/** `box` grown by `pad` pixels on each side, out to whole pixels, inside a canvas of `width` × `height`. */
export function padBox(box: Box, pad: number, width: number, height: number): Box {
  return { left: Math.max(0, Math.floor(box.left - pad)), top: Math.max(0, Math.floor(box.top - pad)), right: Math.min(width, Math.ceil(box.right + pad)), bottom: Math.min(height, Math.ceil(box.bottom + pad)) };
}

/** Whether two boxes share any pixel. */
export function boxesMeet(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * The redraw box grown until no object drawn live crosses its edge: every extent it meets (each grown by `pad`) is
 * taken in whole, again until none is left half in. Skia antialiases a path or a turned image that crosses a clip's
 * edge a little differently near that edge than when drawn whole (up to 45 levels within 3 pixels, measured on 26
 * November), so an object is drawn all inside the clip or not at all. `whole` once the box passes `wholeShare` of the
 * canvas.
 */
export function closedBox(box: Box, extents: readonly Box[], width: number, height: number, pad: number, wholeShare: number): Box | 'whole' {
  if (box.right <= box.left || box.bottom <= box.top) return box;
  const paddedExtents = extents.map((extent) => padBox(extent, pad, width, height));
  let closed = box;
  for (let grown = true; grown; ) {
    grown = false;
    for (const padded of paddedExtents) {
      if (!boxesMeet(closed, padded)) continue;
      const next = unionBox(closed, padded);
      if (next.left === closed.left && next.top === closed.top && next.right === closed.right && next.bottom === closed.bottom) continue;
      closed = next;
      grown = true;
    }
  }
  return (closed.right - closed.left) * (closed.bottom - closed.top) > wholeShare * width * height ? 'whole' : closed;
}

/** A box's area in square pixels (none for an empty box). */
export const areaOf = (box: Box): number => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);

/** Square pixels two boxes' union adds to their own areas (less than none when they overlap). */
const joinCost = (a: Box, b: Box): number => areaOf(unionBox(a, b)) - areaOf(a) - areaOf(b);

/**
 * Boxes joined where one costs less than two, each box being one pass over the frame (its canvases copied, its live
 * objects drawn, clipped to the box): any two that share a pixel (no pixel drawn twice, no object drawn in two
 * passes), any whose union adds at most `slack` square pixels, and, while there are more than `most`, the two whose
 * union adds least. Empty boxes are dropped.
 */
export function joinBoxes(boxes: readonly Box[], slack: number, most: number): Box[] {
  const joined = boxes.filter((box) => areaOf(box) > 0);
  for (;;) {
    let pair: [number, number] | null = null;
    let cheapest = Infinity;
    for (let i = 0; i < joined.length && cheapest > slack; i++) {
      for (let j = i + 1; j < joined.length; j++) {
        const a = joined[i] as Box;
        const b = joined[j] as Box;
        const cost = boxesMeet(a, b) ? -Infinity : joinCost(a, b);
        if (cost < cheapest) {
          cheapest = cost;
          pair = [i, j];
        }
      }
    }
    if (!pair || (cheapest > slack && joined.length <= most)) return joined;
    const [i, j] = pair;
    joined[i] = unionBox(joined[i] as Box, joined[j] as Box);
    joined.splice(j, 1);
  }
}

/**
 * Where a frame is drawn again when only `damage` changed since the last (each box something drew in, this frame or
 * the last; none: nothing changed): each grown as `redrawBox` grows it, joined where one box costs less than two
 * (`joinBoxes`); `whole` when they cover more than `wholeShare` of the canvas. Changes far apart (a log line and a
 * card across the table) are drawn in boxes of their own, not one box holding both.
 */
export function redrawBoxes(damage: readonly Box[], width: number, height: number, pad: number, wholeShare: number, slack: number, most: number): Box[] | 'whole' {
  const boxes: Box[] = [];
  for (const box of damage) {
    const grown = redrawBox(box, width, height, pad, 1);
    if (grown === 'whole') return 'whole';
    boxes.push(grown);
  }
  const joined = joinBoxes(boxes, slack, most);
  return joined.reduce((sum, box) => sum + areaOf(box), 0) > wholeShare * width * height ? 'whole' : joined;
}

/**
 * The redraw boxes each grown until no object drawn live crosses its edge (`closedBox`), joined again where they
 * come to meet or one costs less than two (`joinBoxes`), until neither changes them: every padded extent is then all
 * inside one box or outside every box. `whole` once they cover more than `wholeShare` of the canvas.
 */
export function closedBoxes(boxes: readonly Box[], extents: readonly Box[], width: number, height: number, pad: number, wholeShare: number, slack: number, most: number): Box[] | 'whole' {
  let current = boxes;
  for (;;) {
    const closed: Box[] = [];
    for (const box of current) {
      const grown = closedBox(box, extents, width, height, pad, 1);
      if (grown === 'whole') return 'whole';
      closed.push(grown);
    }
    const joined = joinBoxes(closed, slack, most);
    const total = joined.reduce((sum, box) => sum + areaOf(box), 0);
    if (total > wholeShare * width * height) return 'whole';
    const same = joined.length === current.length && joined.every((box, index) => {
      const before = current[index] as Box;
      return box.left === before.left && box.top === before.top && box.right === before.right && box.bottom === before.bottom;
    });
    if (same) return joined;
    current = joined;
  }
}


/** Where an object draws on the game canvas: a box, nothing, or unknown (an object the bounds here cannot tell). */
export type Extent = Box | 'none' | 'unknown';

export const isBox = (extent: Extent | undefined): extent is Box => typeof extent === 'object';

/**
 * Whether an object of `extent` draws inside `box`: its extent grown by `pad`, as the boxes were closed over it
 * (`closedBoxes`), meets the box (it then lies all inside it).
 */
export function drawsIn(extent: Extent | undefined, box: Box, pad: number, width: number, height: number): boolean {
  return isBox(extent) && boxesMeet(box, padBox(extent, pad, width, height));
}

/**
 * A run as drawn into a canvas: its objects in order, each one's signature (null: an object not described) and
 * extent, and the head of the run's signature (how it is drawn: over what lies below or not, the canvas's size, the
 * camera).
 */
export interface HeldRun<T> {
  readonly members: readonly T[];
  readonly signatures: readonly (Signature | null)[];
  readonly extents: readonly Extent[];
  /**
   * The boxes a redrawn box must take in whole when it meets them: the extents of the objects, or of the children of
   * the containers, that do not clip exactly (frame-damage.ts, `addClosing`).
   */
  readonly closing: readonly Box[];
  readonly head: Signature;
}

/**
 * Where a canvas holding `before` must be drawn again to hold `now`: each box an object drew in that is gone or
 * changed, or draws in that is new, changed or moved among the others (`listChanges`); 'unknown' when the two are
 * drawn differently (their heads differ) or an extent cannot be told (then the canvas is drawn whole).
 */
export function heldChanges<T>(before: HeldRun<T>, now: HeldRun<T>): Box[] | 'unknown' {
  if (!before.head.equals(now.head)) return 'unknown';
  const changes: ListChanges<T> = listChanges(before.members, now.members);
  const damaged: Box[] = [];
  const add = (extent: Extent | undefined): boolean => {
    if (extent === undefined || extent === 'unknown') return false;
    if (extent !== 'none') damaged.push(extent);
    return true;
  };
  const beforeIndex = new Map(before.members.map((member, index) => [member, index]));
  for (const member of changes.removed) if (!add(before.extents[beforeIndex.get(member) ?? -1])) return 'unknown';
  for (let index = 0; index < now.members.length; index++) {
    const member = now.members[index] as T;
    const signature = now.signatures[index];
    const extent = now.extents[index];
    if (!signature || extent === undefined || extent === 'unknown') return 'unknown';
    if (changes.added.has(member)) {
      add(extent);
      continue;
    }
    const was = beforeIndex.get(member) ?? -1;
    const wasSignature = before.signatures[was];
    if (wasSignature && wasSignature.equals(signature)) continue;
    if (!add(before.extents[was]) || !add(extent)) return 'unknown';
  }
  return damaged;
}

/**
 * Where a Graphics whose commands draw over `local` (its own coordinates) lies on a canvas of `width` × `height`
 * when drawn through `matrix`: the box of its corners there, grown by `pad`, out to whole pixels and inside the
 * canvas; null when that holds fewer than `minArea` pixels (or a corner is not a number).
 */
export function bakeBox(local: Box, matrix: Matrix, pad: number, width: number, height: number, minArea: number): Box | null {
  const box = cornersBox(matrix, local, 0, 0);
  if (!Number.isFinite(box.left + box.top + box.right + box.bottom)) return null;
  const placed = padBox(box, pad, width, height);
  return placed.right > placed.left && placed.bottom > placed.top && areaOf(placed) >= minArea ? placed : null;
}

/** A 2D transform as the canvas takes it: (x, y) goes to (a·x + c·y + e, b·x + d·y + f). */
export type Matrix = { readonly a: number; readonly b: number; readonly c: number; readonly d: number; readonly e: number; readonly f: number };

/**
 * The box holding `box`'s corners, each shifted by (`shiftX`, `shiftY`) and then taken through `m` (no array or box
 * made per corner: it runs for every object drawn live, each frame). A corner that is not finite makes the box so.
 */
export function cornersBox(m: Matrix, box: Box, shiftX: number, shiftY: number): Box {
  const x0 = box.left + shiftX;
  const x1 = box.right + shiftX;
  const y0 = box.top + shiftY;
  const y1 = box.bottom + shiftY;
  const ax = m.a * x0 + m.c * y0 + m.e;
  const bx = m.a * x1 + m.c * y0 + m.e;
  const cx = m.a * x0 + m.c * y1 + m.e;
  const dx = m.a * x1 + m.c * y1 + m.e;
  const ay = m.b * x0 + m.d * y0 + m.f;
  const by = m.b * x1 + m.d * y0 + m.f;
  const cy = m.b * x0 + m.d * y1 + m.f;
  const dy = m.b * x1 + m.d * y1 + m.f;
  return { left: Math.min(ax, bx, cx, dx), top: Math.min(ay, by, cy, dy), right: Math.max(ax, bx, cx, dx), bottom: Math.max(ay, by, cy, dy) };
}
