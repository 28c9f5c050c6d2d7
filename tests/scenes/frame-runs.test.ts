import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignSlots, cachedAsShown, cachedRuns, frameChanges, listChanges, locateRun, longestRising, planRuns, runDraw, segments } from '../../src/scenes/frame-runs';
import { Signature } from '../../src/scenes/signature';

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

describe('locateRun: where the run a canvas holds stands in a later frame', () => {
  const list = ['backdrop', 'a', 'b', 'c', 'card', 'd', 'e'];
  const allStill = list.map(() => true);

  it('the members one after another from the first one, every one still', () => {
    expect(locateRun(list, ['a', 'b', 'c'], allStill)).toEqual({ start: 1, end: 4 });
    expect(locateRun(list, ['d', 'e'], allStill)).toEqual({ start: 5, end: 7 });
  });

  it('null when a member moves, is gone, another stands between them, or it runs past the end', () => {
    expect(locateRun(list, ['a', 'b', 'c'], allStill.map((_, index) => index !== 2))).toBeNull();
    expect(locateRun(list, ['a', 'gone', 'c'], allStill)).toBeNull();
    expect(locateRun(list, ['c', 'd'], allStill)).toBeNull();
    expect(locateRun(list, ['e', 'f'], allStill)).toBeNull();
    expect(locateRun(list, [], allStill)).toBeNull();
  });
});

describe('planRuns: a run its canvas still holds stays as it is', () => {
  it('a card that stops between two held runs is drawn live; they are not merged and drawn again', () => {
    // A card (index 10) flew between two held runs and has stopped: every object is still.
    const held = [
      { start: 0, end: 10, slot: 0 },
      { start: 11, end: 20, slot: 2 },
    ];
    expect(planRuns(still('.'.repeat(20)), held, 6, 3)).toEqual({ held, fresh: [] });
    // Without held runs the same list is one run.
    expect(planRuns(still('.'.repeat(20)), [], 6, 3)).toEqual({ held: [], fresh: [{ start: 0, end: 20, slot: 0 }] });
  });

  it('the other slots take the longest runs outside the held ones', () => {
    const held = [{ start: 0, end: 8, slot: 1 }];
    // Outside the held run: 9 still (8 to 16), a mover, then 6 still.
    const plan = planRuns(still('.........' + '........M......'), held, 6, 3);
    expect(plan.held).toEqual(held);
    expect(plan.fresh.map(({ start, end }) => [start, end])).toEqual([
      [8, 17],
      [18, 24],
    ]);
  });

  it('a held run gives way to a longer run when the slots are full', () => {
    const held = [
      { start: 0, end: 6, slot: 0 },
      { start: 7, end: 14, slot: 1 },
      { start: 15, end: 22, slot: 2 },
    ];
    // A stretch of 12 still objects after them: the shortest held run (6) gives way to it.
    const plan = planRuns(still('......M.......M.......M............'), held, 6, 3);
    expect(plan.held).toEqual(held.slice(1));
    expect(plan.fresh.map(({ start, end }) => [start, end])).toEqual([[23, 35]]);
  });

  it('of overlapping held runs the longer stays', () => {
    const plan = planRuns(still('.'.repeat(30)), [
      { start: 5, end: 12, slot: 0 },
      { start: 0, end: 20, slot: 1 },
    ], 6, 3);
    expect(plan.held).toEqual([{ start: 0, end: 20, slot: 1 }]);
    expect(plan.fresh.map(({ start, end }) => [start, end])).toEqual([[20, 30]]);
  });

  it('over random lists: no more runs than slots, disjoint, still, long enough, held runs kept whole', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), fc.array(fc.tuple(fc.nat(59), fc.integer({ min: 3, max: 20 })), { maxLength: 3 }), fc.integer({ min: 1, max: 4 }), (flags, spans, slots) => {
        const held = spans.map(([start, length], slot) => ({ start, end: Math.min(flags.length, start + length), slot })).filter((run) => run.end - run.start >= 3 && flags.slice(run.start, run.end).every(Boolean));
        const plan = planRuns(flags, held, 3, slots);
        const runs = [...plan.held, ...plan.fresh].sort((a, b) => a.start - b.start);
        expect(runs.length).toBeLessThanOrEqual(slots);
        let previousEnd = 0;
        for (const run of runs) {
          expect(run.start).toBeGreaterThanOrEqual(previousEnd);
          expect(run.end - run.start).toBeGreaterThanOrEqual(3);
          expect(flags.slice(run.start, run.end).every(Boolean)).toBe(true);
          previousEnd = run.end;
        }
        for (const run of plan.held) expect(held).toContainEqual(run);
        // A held run (of ones that do not overlap) gives way only to as many runs at least as long as it as there are slots.
        const apart = held.every((run, i) => held.every((other, j) => i === j || run.end <= other.start || other.end <= run.start));
        if (apart) {
          for (const run of held) {
            if (plan.held.includes(run)) continue;
            expect(runs.length).toBe(slots);
            for (const kept of runs) expect(kept.end - kept.start).toBeGreaterThanOrEqual(run.end - run.start);
          }
        }
      }),
    );
  });
});

describe('cachedAsShown: what a frame draws from canvases, the last frame showed', () => {
  const shown = [{ start: 0, end: 10, slot: 'A', version: 3 }];
  const version = (slot: string): number => (slot === 'A' ? 3 : 1);

  it('the same range from the same drawing of the same canvas, with anything drawn live', () => {
    const parts = [
      { start: 0, end: 10, slot: 'A' },
      { start: 10, end: 14, slot: null },
    ];
    expect(cachedAsShown(parts, shown, version, () => false)).toBe(true);
    expect(cachedAsShown(parts, shown, () => 4, () => false)).toBe(false);
    expect(cachedAsShown([{ start: 0, end: 9, slot: 'A' }], shown, version, () => false)).toBe(false);
  });

  it('the same drawing where objects added or removed before it have moved its range', () => {
    expect(cachedAsShown([{ start: 1, end: 11, slot: 'A' }], shown, version, () => false)).toBe(true);
    expect(cachedAsShown([{ start: 1, end: 10, slot: 'A' }], shown, version, () => false)).toBe(false);
  });

  it('a run drawn into its canvas this frame counts as the live drawing the last frame showed', () => {
    const parts = [
      { start: 0, end: 10, slot: 'A' },
      { start: 10, end: 20, slot: 'B' },
    ];
    expect(cachedAsShown(parts, shown, version, () => false)).toBe(false);
    expect(cachedAsShown(parts, shown, version, (slot) => slot === 'B')).toBe(true);
  });
});

describe('listChanges: a list that differs by objects added, removed and moved', () => {
  it('the same list: nothing added or removed', () => {
    expect(listChanges(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual({ added: new Set(), removed: [] });
  });

  it('a log line added, a card removed, the hourglass shown at the end', () => {
    const changes = listChanges(['board', 'card', 'log1', 'bar'], ['board', 'log1', 'log2', 'bar', 'hourglass']);
    expect(changes).toEqual({ added: new Set(['log2', 'hourglass']), removed: ['card'] });
  });

  it('objects that changed places are removed from where they were and added where they are, the others kept', () => {
    // Two cards of a row laid the other way round (Gateway's played cards as a move ends): one of them moved.
    const swapped = listChanges(['board', 'card53', 'card54', 'bar'], ['board', 'card54', 'card53', 'bar']);
    expect(swapped.added.size).toBe(1);
    expect(swapped.removed).toEqual([...swapped.added]);
    // A card lifted from the middle to the top: only it moved, though every object after it changed its index.
    expect(listChanges(['a', 'lifted', 'b', 'c', 'd'], ['a', 'b', 'c', 'd', 'lifted'])).toEqual({ added: new Set(['lifted']), removed: ['lifted'] });
    // Moved, added and removed together.
    const mixed = listChanges(['a', 'x', 'b'], ['b', 'y', 'a']);
    const moved = [...mixed.added].filter((object) => object !== 'y');
    expect(mixed.added.has('y')).toBe(true);
    expect(moved).toHaveLength(1);
    expect(mixed.removed.filter((object) => object !== 'x')).toEqual(moved);
    expect(mixed.removed).toContain('x');
  });

  it('property: the kept objects are in both lists in the same order, as many as any common order keeps', () => {
    const lists = fc.tuple(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }), fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 20 }));
    /** The length of a longest common subsequence, the plain way. */
    const common = (a: readonly number[], b: readonly number[]): number => {
      const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
      for (let i = 1; i <= a.length; i++) for (let j = 1; j <= b.length; j++) table[i]![j] = a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
      return table[a.length]![b.length]!;
    };
    fc.assert(
      fc.property(lists, ([before, now]) => {
        const changes = listChanges(before, now);
        const keptNow = now.filter((object) => !changes.added.has(object));
        const keptBefore = before.filter((object) => !changes.removed.includes(object));
        const newOnes = now.filter((object) => !before.includes(object));
        const goneOnes = before.filter((object) => !now.includes(object));
        return (
          keptNow.length === keptBefore.length &&
          keptNow.every((object, index) => keptBefore[index] === object) &&
          keptNow.length === common(before, now) &&
          newOnes.every((object) => changes.added.has(object)) &&
          goneOnes.every((object) => changes.removed.includes(object)) &&
          [...changes.added].filter((object) => before.includes(object)).sort().join() === changes.removed.filter((object) => now.includes(object)).sort().join()
        );
      }),
    );
  });
});

describe('longestRising: the places of a longest rising run', () => {
  it('finds one, in order, and nothing in nothing', () => {
    const values = [3, 1, 2, 5, 4];
    const run = longestRising(values);
    expect(run).toHaveLength(3);
    expect(run.map((at) => values[at])).toSatisfy((picked: number[]) => picked.every((value, index) => index === 0 || (picked[index - 1] as number) < value));
    expect(run).toEqual([...run].sort((a, b) => a - b));
    expect(longestRising([5, 4, 3])).toHaveLength(1);
    expect(longestRising([])).toEqual([]);
  });
});

describe('frameChanges: a frame drawn over the last only where it changed', () => {
  const version = (): number => 1;
  const shown = [{ start: 1, end: 4, slot: 'A', version: 1 }];
  const before = ['bg', 'a1', 'a2', 'a3', 'log1'];

  it('a line added to the log drawn live, the cached run one further along the list: drawn where it changed', () => {
    const now = ['bg', 'log0', 'a1', 'a2', 'a3', 'log1'];
    const parts = [
      { start: 0, end: 2, slot: null },
      { start: 2, end: 5, slot: 'A' },
      { start: 5, end: 6, slot: null },
    ];
    expect(frameChanges(before, shown, now, parts, version, () => false)).toEqual({ added: new Set(['log0']), removed: [] });
  });

  it('not when an object added is drawn from a canvas, nor when a canvas shows another drawing', () => {
    const now = ['bg', 'a1', 'a2', 'new', 'a3', 'log1'];
    expect(frameChanges(before, shown, now, [{ start: 0, end: 1, slot: null }, { start: 1, end: 5, slot: 'A' }, { start: 5, end: 6, slot: null }], version, () => true)).toBeNull();
    expect(frameChanges(before, shown, before, [{ start: 0, end: 1, slot: null }, { start: 1, end: 4, slot: 'A' }, { start: 4, end: 5, slot: null }], () => 2, () => false)).toBeNull();
  });
});

describe('runDraw: from the canvas only while nothing in the run changed', () => {
  it('cached while the signature is the one drawn; drawn into the canvas after two equal frames; live while it changes', () => {
    const a = Signature.of(1, 'image', 10.5, 20);
    const b = Signature.of(1, 'image', 11.5, 20);
    expect(runDraw(a, a.copy(), b)).toBe('cached');
    expect(runDraw(b, a, a)).toBe('live');
    expect(runDraw(b, a, b.copy())).toBe('snapshot');
    expect(runDraw(a, null, new Signature())).toBe('live');
    expect(runDraw(a, null, a.copy())).toBe('snapshot');
  });
});

describe('assignSlots: a run keeps its canvas while others come and go', () => {
  it('a run whose first object kept a slot gets it back; new runs take empty slots first', () => {
    // Slots hold runs starting at objects 7 and 3; the third is empty.
    expect(assignSlots([3, 9, 7], [7, 3, null])).toEqual([1, 2, 0]);
    // A new run with no empty slot takes one no run claims this frame.
    expect(assignSlots([5, 7], [7, 3, 4])).toEqual([1, 0]);
  });

  it('a reserved slot (holding a held run) goes to no run, even one whose key it kept', () => {
    expect(assignSlots([7, 5], [7, 3, null], new Set([0]))).toEqual([2, 1]);
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
