/**
 * Which parts of a frame the still-frame cache draws from its canvases (scenes/frame-cache.ts), without Phaser: a
 * frame's depth-sorted list is still objects in runs, split by what moves. The longest runs are cached, each in one
 * canvas (a run a canvas still holds stays as it is: `planRuns`); a run is drawn from its canvas while its signature
 * (what the renderer reads from its objects) stays the one it was drawn from, drawn into it again once the signature
 * has held for two frames in a row, and drawn live while it keeps changing. And how a frame's list differs from the
 * last frame's (`listChanges`, `frameChanges`): whether it may be drawn over it only where it changed.
 */
import type { Signature } from './signature';

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
export function runDraw(signature: Signature, drawn: Signature | null, last: Signature): RunDraw {
  if (drawn && drawn.equals(signature)) return 'cached';
  return last.equals(signature) ? 'snapshot' : 'live';
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

/**
 * How a frame's list differs from the last frame's: objects added, and objects removed. An object in both lists that
 * changed places among the others is in both: removed from where it was and added where it is.
 */
export interface ListChanges<T> {
  readonly added: ReadonlySet<T>;
  readonly removed: readonly T[];
}

const UNCHANGED: ListChanges<never> = { added: new Set(), removed: [] };

/**
 * How `now` differs from `before`: the objects added (a log line, a card dealt) and removed, and of the objects in
 * both, those that changed places (a card laid over its neighbour), given as removed and added again. The others, as
 * many as can be, keep their order. Two objects that swap places change pixels only where both draw, so a frame drawn
 * again where the moved ones drew and draw, and where anything else changed, equals the frame drawn whole.
 */
export function listChanges<T>(before: readonly T[], now: readonly T[]): ListChanges<T> {
  if (before.length === now.length && before.every((object, index) => object === now[index])) return UNCHANGED;
  const placeNow = new Map(now.map((object, index) => [object, index]));
  const inBoth = before.filter((object) => placeNow.has(object));
  const kept = new Set(longestRising(inBoth.map((object) => placeNow.get(object) as number)).map((at) => inBoth[at] as T));
  // An object not kept is new, gone or moved: added where it is now, removed from where it was.
  return { added: new Set(now.filter((object) => !kept.has(object))), removed: before.filter((object) => !kept.has(object)) };
}

/** The places in `values` of a longest strictly rising run of them (not necessarily side by side), in order. */
export function longestRising(values: readonly number[]): number[] {
  // tails[k]: the place of the smallest last value of a rising run of k + 1; before[i]: the place before i in its run.
  const tails: number[] = [];
  const before: (number | null)[] = [];
  values.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((values[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    before[index] = low > 0 ? (tails[low - 1] as number) : null;
    tails[low] = index;
  });
  const run: number[] = [];
  for (let at = tails.length > 0 ? (tails[tails.length - 1] as number | null) : null; at !== null; at = before[at] ?? null) run.push(at);
  return run.reverse();
}

/**
 * How a frame's list (`children`, drawn in `parts`) differs from the last frame's (`shownChildren`, its cached parts
 * `shown`) when it may be drawn over it only where it changed: objects added, removed or moved among the others
 * (`listChanges`); every object added or moved drawn live; and what it draws from canvases drawn from the same canvas
 * drawings, or drawn live in the last frame (`fresh`, as `cachedAsShown`). Null when it may not. What it draws live,
 * and what was removed, the live changes judge (each object as the last frame drew it, live or from a canvas).
 */
export function frameChanges<T, S>(shownChildren: readonly T[], shown: readonly ShownPart<S>[], children: readonly T[], parts: readonly { readonly start: number; readonly end: number; readonly slot: S | null }[], version: (slot: S) => number, fresh: (slot: S) => boolean): ListChanges<T> | null {
  const changes = listChanges(shownChildren, children);
  if (!cachedAsShown(parts, shown, version, fresh)) return null;
  if (changes.added.size === 0) return changes;
  for (const part of parts) {
    if (part.slot === null) continue;
    for (let index = part.start; index < part.end; index++) if (changes.added.has(children[index] as T)) return null;
  }
  return changes;
}
