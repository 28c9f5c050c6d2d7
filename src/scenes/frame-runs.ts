/**
 * Which parts of a frame the still-frame cache draws from its canvases (scenes/frame-cache.ts), without Phaser: a
 * frame's depth-sorted list is still objects in runs, split by what moves. The longest runs are cached, each in one
 * canvas (a run a canvas still holds stays as it is: `planRuns`); a run is drawn from its canvas while its signature (what the renderer reads from its objects) stays the
 * one it was drawn from, drawn into it again once the signature has held for two frames in a row, and drawn live
 * while it keeps changing.
 */

/** A run of still objects, [start, end) in the frame's list, and the cache slot that keeps it. */
export interface Run {
  readonly start: number;
  readonly end: number;
  readonly slot: number;
}

/**
 * The runs to cache: from `still` (per object in drawing order: whether it stands still), every run of at least
 * `minRun` still objects, the `slots` longest of them (the earlier on equal length), in drawing order, slots
 * numbered in that order.
 */
export function cachedRuns(still: readonly boolean[], minRun: number, slots: number): Run[] {
  const runs: { start: number; end: number }[] = [];
  let start: number | null = null;
  for (let i = 0; i <= still.length; i++) {
    if (i < still.length && still[i]) {
      start ??= i;
    } else if (start !== null) {
      if (i - start >= minRun) runs.push({ start, end: i });
      start = null;
    }
  }
  const kept = runs
    .map((run, order) => ({ ...run, order }))
    .sort((a, b) => b.end - b.start - (a.end - a.start) || a.order - b.order)
    .slice(0, slots)
    .sort((a, b) => a.order - b.order);
  return kept.map((run, slot) => ({ start: run.start, end: run.end, slot }));
}

/**
 * Where a run that a canvas holds stands in this frame's list: its `members` (the objects drawn into the canvas, in
 * order) one after another from the first one's place, every one still; null when they are not.
 */
export function locateRun<T>(children: readonly T[], members: readonly T[], still: readonly boolean[]): { start: number; end: number } | null {
  const first = members[0];
  if (first === undefined) return null;
  const start = children.indexOf(first);
  if (start < 0 || start + members.length > children.length) return null;
  for (let i = 0; i < members.length; i++) if (children[start + i] !== members[i] || !still[start + i]) return null;
  return { start, end: start + members.length };
}

/**
 * This frame's runs when some canvases still hold theirs (`held`: the same objects, still, drawn as the canvas
 * holds them). A held run stays as it is, and what lies between held runs is drawn live: when a card stops between
 * two held runs (the end of every animation), merging them would draw the whole run live and then into a canvas
 * again, two frames that cost a whole drawing, for one card that costs little drawn live. The other slots take the
 * longest runs of `still` objects outside the held ones (as `cachedRuns`). A held run gives way only to a longer run
 * when there are more runs than slots (overlapping held runs: the longer stays). Returns the held runs kept and the
 * new runs (their `slot` is an order, not yet a canvas), each in drawing order.
 */
export function planRuns(still: readonly boolean[], held: readonly Run[], minRun: number, slots: number): { held: Run[]; fresh: Run[] } {
  const byLength = (a: { start: number; end: number }, b: { start: number; end: number }): number => b.end - b.start - (a.end - a.start) || a.start - b.start;
  const kept: Run[] = [];
  for (const run of [...held].sort(byLength)) if (kept.length < slots && !kept.some((other) => run.start < other.end && other.start < run.end)) kept.push(run);
  for (;;) {
    const free = still.map((flag, index) => flag && !kept.some((run) => index >= run.start && index < run.end));
    const fresh = cachedRuns(free, minRun, slots);
    // The shortest held run gives way when it is not among the `slots` longest (a tie goes to the held run).
    const shortestKept = kept[kept.length - 1];
    const longer = shortestKept ? fresh.filter((run) => run.end - run.start > shortestKept.end - shortestKept.start).length : 0;
    if (shortestKept && kept.length + longer > slots) {
      kept.pop();
      continue;
    }
    const inOrder = (a: Run, b: Run): number => a.start - b.start;
    return { held: kept.sort(inOrder), fresh: cachedRuns(free, minRun, slots - kept.length) };
  }
}

/** What a cached run does this frame: drawn from its canvas, drawn into it first, or drawn live. */
export type RunDraw = 'cached' | 'snapshot' | 'live';

/**
 * `signature` is this frame's; `drawn` the one its canvas holds (null: none); `last` the previous frame's for the
 * same slot.
 */
export function runDraw(signature: readonly unknown[], drawn: readonly unknown[] | null, last: readonly unknown[]): RunDraw {
  if (drawn && sameSignature(drawn, signature)) return 'cached';
  return sameSignature(last, signature) ? 'snapshot' : 'live';
}

/** Equal entry by entry (NaN equals NaN: a transform may hold one and still be the same). */
export function sameSignature(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x !== y && !(Number.isNaN(x) && Number.isNaN(y))) return false;
  }
  return true;
}

/** The segments a frame is drawn in, in order: live stretches between the cached runs, and the runs. */
export function segments(length: number, runs: readonly Run[]): ({ readonly start: number; readonly end: number; readonly slot: number | null })[] {
  const out: { start: number; end: number; slot: number | null }[] = [];
  let position = 0;
  for (const run of runs) {
    if (run.start > position) out.push({ start: position, end: run.start, slot: null });
    out.push({ start: run.start, end: run.end, slot: run.slot });
    position = run.end;
  }
  if (position < length || out.length === 0) out.push({ start: position, end: length, slot: null });
  return out;
}

/**
 * Which slot keeps each run: the slot that kept a run with the same key last (the id of its first object), so a
 * run keeps its canvas while other runs come and go; otherwise a slot no run claims this frame, an empty one first.
 * `slotKeys` are the slots' keys (null: empty), `reserved` slots no run here may take (those holding a held run);
 * returns a slot per run, in the runs' order.
 */
export function assignSlots(runKeys: readonly number[], slotKeys: readonly (number | null)[], reserved: ReadonlySet<number> = new Set()): number[] {
  const taken = new Set<number>(reserved);
  const assigned: (number | null)[] = runKeys.map((key) => {
    const slot = slotKeys.indexOf(key);
    if (slot < 0 || taken.has(slot)) return null;
    taken.add(slot);
    return slot;
  });
  const free = slotKeys.map((key, slot) => ({ key, slot })).filter(({ slot }) => !taken.has(slot));
  free.sort((a, b) => Number(a.key !== null) - Number(b.key !== null) || a.slot - b.slot);
  return assigned.map((slot) => slot ?? free.shift()?.slot ?? 0);
}

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
  const left = Math.max(0, Math.floor(damage.left - pad));
  const top = Math.max(0, Math.floor(damage.top - pad));
  const right = Math.min(width, Math.ceil(damage.right + pad));
  const bottom = Math.min(height, Math.ceil(damage.bottom + pad));
  if (right <= left || bottom <= top) return { left: 0, top: 0, right: 0, bottom: 0 };
  return (right - left) * (bottom - top) > wholeShare * width * height ? 'whole' : { left, top, right, bottom };
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
  const drawn: { box: Box | null } = { box: null };
  let lineWidth = 1;
  let reach = 0;
  let stroked = false;
  const point = (x: unknown, y: unknown, radius = 0): boolean => {
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x + y + radius)) return false;
    drawn.box = unionBox(drawn.box, { left: x - radius, top: y - radius, right: x + radius, bottom: y + radius });
    return true;
  };
  for (let index = 0; index < commands.length; index++) {
    const at = (offset: number): unknown => commands[index + offset];
    switch (commands[index]) {
      case GRAPHICS.ARC:
        if (!point(at(1), at(2), Math.abs(Number(at(3))))) return 'unknown';
        index += 7;
        break;
      case GRAPHICS.LINE_STYLE:
        lineWidth = Number(at(1));
        index += 3;
        break;
      case GRAPHICS.FILL_STYLE:
        index += 2;
        break;
      case GRAPHICS.FILL_RECT: {
        const [x, y, width, height] = [at(1), at(2), at(3), at(4)].map(Number) as [number, number, number, number];
        if (!point(x, y) || !point(x + width, y + height)) return 'unknown';
        index += 4;
        break;
      }
      case GRAPHICS.FILL_TRIANGLE:
      case GRAPHICS.STROKE_TRIANGLE:
        if (commands[index] === GRAPHICS.STROKE_TRIANGLE) stroked = true;
        if (!point(at(1), at(2)) || !point(at(3), at(4)) || !point(at(5), at(6))) return 'unknown';
        index += 6;
        break;
      case GRAPHICS.LINE_TO:
      case GRAPHICS.MOVE_TO:
        if (!point(at(1), at(2))) return 'unknown';
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
    stroked = false;
  }
  const box = drawn.box;
  if (box === null) return null;
  if (!Number.isFinite(reach)) return 'unknown';
  return { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
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

const areaOf = (box: Box): number => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);

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

/** A cached part of a frame: its range of the list, its canvas, and that canvas's drawing. */
export interface ShownPart<S> {
  readonly start: number;
  readonly end: number;
  readonly slot: S;
  readonly version: number;
}

/**
 * Whether every part this frame draws from a canvas showed the same in the last frame (`shown`: its cached parts):
 * as many objects from the same drawing of the same canvas (a drawing is of its own objects in a row, so the same
 * ones: where they stand in the list may have moved by objects added or removed before them, `listChanges`), or a
 * run drawn into its canvas this frame (`fresh`), whose canvas holds what the last frame drew live (its signature held
 * since; the caller checks the last frame drew it live). What this frame draws live is the live changes' to judge.
 */
export function cachedAsShown<S>(parts: readonly { readonly start: number; readonly end: number; readonly slot: S | null }[], shown: readonly ShownPart<S>[], version: (slot: S) => number, fresh: (slot: S) => boolean): boolean {
  return parts.every(({ start, end, slot }) => slot === null || fresh(slot) || shown.some((before) => before.slot === slot && before.end - before.start === end - start && before.version === version(slot)));
}

/** How a frame's list differs from the last frame's: objects added, and objects removed. */
export interface ListChanges<T> {
  readonly added: ReadonlySet<T>;
  readonly removed: readonly T[];
}

const UNCHANGED: ListChanges<never> = { added: new Set(), removed: [] };

/**
 * How `now` differs from `before` when it differs only by objects added and removed (a log line, a card dealt, the
 * hourglass shown): the objects in both keep their order. Null when some of them changed places: then a frame
 * cannot be drawn only where objects changed, as two that overlap and swap places change pixels neither moved over.
 */
export function listChanges<T>(before: readonly T[], now: readonly T[]): ListChanges<T> | null {
  if (before.length === now.length && before.every((object, index) => object === now[index])) return UNCHANGED;
  const inBefore = new Set(before);
  const inNow = new Set(now);
  const added = new Set<T>();
  const removed: T[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < now.length) {
    if (i < before.length && !inNow.has(before[i] as T)) removed.push(before[i++] as T);
    else if (j < now.length && !inBefore.has(now[j] as T)) added.add(now[j++] as T);
    else if (i < before.length && j < now.length && before[i] === now[j]) {
      i++;
      j++;
    } else return null;
  }
  return { added, removed };
}

/**
 * How a frame's list (`children`, drawn in `parts`) differs from the last frame's (`shownChildren`, its cached parts
 * `shown`) when it may be drawn over it only where it changed: objects added or removed, the others in the same
 * order (`listChanges`); every object added drawn live; and what it draws from canvases drawn from the same canvas
 * drawings, or drawn live in the last frame (`fresh`, as `cachedAsShown`). Null when it may not. What it draws live,
 * and what was removed, the live changes judge (each object as the last frame drew it, live or from a canvas).
 */
export function frameChanges<T, S>(shownChildren: readonly T[], shown: readonly ShownPart<S>[], children: readonly T[], parts: readonly { readonly start: number; readonly end: number; readonly slot: S | null }[], version: (slot: S) => number, fresh: (slot: S) => boolean): ListChanges<T> | null {
  const changes = listChanges(shownChildren, children);
  if (!changes || !cachedAsShown(parts, shown, version, fresh)) return null;
  if (changes.added.size === 0) return changes;
  for (const part of parts) {
    if (part.slot === null) continue;
    for (let index = part.start; index < part.end; index++) if (changes.added.has(children[index] as T)) return null;
  }
  return changes;
}
