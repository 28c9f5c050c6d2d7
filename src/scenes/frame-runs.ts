/**
 * Which parts of a frame the still-frame cache draws from its canvases (scenes/frame-cache.ts), without Phaser: a
 * frame's depth-sorted list is still objects in runs, split by what moves. The longest runs are cached, each in one
 * canvas; a run is drawn from its canvas while its signature (what the renderer reads from its objects) stays the
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
 * `slotKeys` are the slots' keys (null: empty); returns a slot per run, in the runs' order.
 */
export function assignSlots(runKeys: readonly number[], slotKeys: readonly (number | null)[]): number[] {
  const taken = new Set<number>();
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
