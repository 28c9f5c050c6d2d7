import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignSlots, cachedRuns, runDraw, sameSignature, segments } from '../../src/scenes/frame-runs';

/** A frame's list from a picture: '.' still, 'M' moving. */
const still = (picture: string): boolean[] => [...picture].map((c) => c === '.');

describe('cachedRuns: the still runs kept in canvases', () => {
  it('keeps runs of at least minRun still objects, split by what moves', () => {
    expect(cachedRuns(still('......M..M........'), 6, 3)).toEqual([
      { start: 0, end: 6, slot: 0 },
      { start: 10, end: 18, slot: 1 },
    ]);
  });

  it('keeps the longest runs when there are more than slots, in drawing order', () => {
    // Runs of 6, 7, 9 and 6: the 7 and the 9, then the earlier of the two 6s.
    const runs = cachedRuns(still('......M.......M.........M......'), 6, 3);
    expect(runs.map((run) => run.end - run.start)).toEqual([6, 7, 9]);
    expect(runs.map((run) => run.slot)).toEqual([0, 1, 2]);
    expect(cachedRuns(still('......M.......M.........M......'), 6, 2).map((run) => run.start)).toEqual([7, 15]);
  });

  it('nothing to keep when everything moves or runs are short', () => {
    expect(cachedRuns(still('MMMM'), 1, 3)).toEqual([]);
    expect(cachedRuns(still('.....M.....'), 6, 3)).toEqual([]);
    expect(cachedRuns([], 6, 3)).toEqual([]);
  });

  it('over random lists: runs are still, disjoint, in order, long enough, and no longer run is left out', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 80 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), (flags, minRun, slots) => {
        const runs = cachedRuns(flags, minRun, slots);
        expect(runs.length).toBeLessThanOrEqual(slots);
        let previousEnd = 0;
        for (const run of runs) {
          expect(run.start).toBeGreaterThanOrEqual(previousEnd);
          expect(run.end - run.start).toBeGreaterThanOrEqual(minRun);
          expect(flags.slice(run.start, run.end).every(Boolean)).toBe(true);
          // Maximal: the objects on either side are not still.
          expect(flags[run.start - 1] ?? false).toBe(false);
          expect(flags[run.end] ?? false).toBe(false);
          previousEnd = run.end;
        }
        const shortestKept = Math.min(...runs.map((run) => run.end - run.start));
        const all = cachedRuns(flags, minRun, flags.length + 1);
        if (all.length > runs.length) for (const run of all) if (!runs.some((kept) => kept.start === run.start)) expect(run.end - run.start).toBeLessThanOrEqual(shortestKept);
      }),
    );
  });
});

describe('segments: the frame drawn in order', () => {
  it('live stretches between the cached runs, covering the whole list once', () => {
    expect(segments(18, cachedRuns(still('......M..M........'), 6, 3))).toEqual([
      { start: 0, end: 6, slot: 0 },
      { start: 6, end: 10, slot: null },
      { start: 10, end: 18, slot: 1 },
    ]);
    expect(segments(4, [])).toEqual([{ start: 0, end: 4, slot: null }]);
    // An empty scene is still drawn once (the camera's background).
    expect(segments(0, [])).toEqual([{ start: 0, end: 0, slot: null }]);
  });

  it('over random lists the segments tile the list', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (flags) => {
        const parts = segments(flags.length, cachedRuns(flags, 3, 3));
        expect(parts[0]?.start).toBe(0);
        expect(parts.at(-1)?.end).toBe(flags.length);
        for (let i = 1; i < parts.length; i++) expect(parts[i]?.start).toBe(parts[i - 1]?.end);
      }),
    );
  });
});

describe('runDraw: from the canvas only while nothing in the run changed', () => {
  it('cached while the signature is the one drawn; drawn into the canvas after two equal frames; live while it changes', () => {
    const a = [1, 'image', 10.5, 20];
    const b = [1, 'image', 11.5, 20];
    expect(runDraw(a, a.slice(), b)).toBe('cached');
    expect(runDraw(b, a, a)).toBe('live');
    expect(runDraw(b, a, b.slice())).toBe('snapshot');
    expect(runDraw(a, null, [])).toBe('live');
    expect(runDraw(a, null, a.slice())).toBe('snapshot');
  });

  it('sameSignature compares entry by entry, NaN equal to NaN', () => {
    expect(sameSignature([1, 'a', Number.NaN], [1, 'a', Number.NaN])).toBe(true);
    expect(sameSignature([1, 'a'], [1, 'b'])).toBe(false);
    expect(sameSignature([1], [1, 2])).toBe(false);
    expect(sameSignature([0], [-0])).toBe(true);
  });
});

describe('assignSlots: a run keeps its canvas while others come and go', () => {
  it('a run whose first object kept a slot gets it back; new runs take empty slots first', () => {
    // Slots hold runs starting at objects 7 and 3; the third is empty.
    expect(assignSlots([3, 9, 7], [7, 3, null])).toEqual([1, 2, 0]);
    // A new run with no empty slot takes one no run claims this frame.
    expect(assignSlots([5, 7], [7, 3, 4])).toEqual([1, 0]);
  });

  it('over random keys every run gets a distinct slot, and a run keeps its slot whenever its key had one', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { maxLength: 3 }), fc.array(fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }), { minLength: 3, maxLength: 3 }), (runKeys, slotKeys) => {
        const keys = slotKeys.map((key, index) => (key !== null && slotKeys.indexOf(key) !== index ? null : key));
        const slots = assignSlots(runKeys, keys);
        expect(new Set(slots).size).toBe(runKeys.length);
        runKeys.forEach((key, index) => {
          if (keys.includes(key)) expect(slots[index]).toBe(keys.indexOf(key));
        });
      }),
    );
  });
});
