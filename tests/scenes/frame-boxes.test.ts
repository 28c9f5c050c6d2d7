import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bakeBox, boxesMeet, closedBox, closedBoxes, GRAPHICS, graphicsBox, heldChanges, joinBoxes, redrawBox, redrawBoxes, unionBox } from '../../src/scenes/frame-boxes';
import { Signature } from '../../src/scenes/signature';

describe('unionBox and redrawBox: a frame drawn again only where something changed', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

  it('the union holds both boxes, and the first box alone when there was none', () => {
    expect(unionBox(null, box(1, 2, 3, 4))).toEqual(box(1, 2, 3, 4));
    expect(unionBox(box(10, 10, 20, 20), box(5, 15, 12, 30))).toEqual(box(5, 10, 20, 30));
  });

  it('grows the damage by the pad out to whole pixels, inside the canvas', () => {
    expect(redrawBox(box(10.5, 20.2, 30.1, 40.9), 100, 100, 3, 0.5)).toEqual(box(7, 17, 34, 44));
    expect(redrawBox(box(-5, -5, 10, 10), 100, 100, 3, 0.5)).toEqual(box(0, 0, 13, 13));
    expect(redrawBox(box(95, 95, 120, 120), 100, 100, 3, 0.5)).toEqual(box(92, 92, 100, 100));
  });

  it('an empty box when nothing changed or the damage is off the canvas; whole past the share, or for a damage that is not a number', () => {
    expect(redrawBox(null, 100, 100, 3, 0.5)).toEqual(box(0, 0, 0, 0));
    expect(redrawBox(box(200, 200, 300, 300), 100, 100, 3, 0.5)).toEqual(box(0, 0, 0, 0));
    expect(redrawBox(box(0, 0, 80, 80), 100, 100, 3, 0.5)).toBe('whole');
    expect(redrawBox(box(0, 0, 60, 60), 100, 100, 3, 0.5)).toEqual(box(0, 0, 63, 63));
    expect(redrawBox(box(0, Number.NaN, 10, 10), 100, 100, 3, 0.5)).toBe('whole');
  });
});

describe('graphicsBox: where a Graphics draws, from its commands', () => {
  const { ARC, BEGIN_PATH, FILL_PATH, FILL_RECT, FILL_STYLE, LINE_STYLE, LINE_TO, MOVE_TO, STROKE_PATH, FILL_TRIANGLE, TRANSLATE, CLOSE_PATH } = GRAPHICS;

  it('a filled rectangle and a filled triangle: their corners, nothing more', () => {
    expect(graphicsBox([FILL_STYLE, 0xff0000, 1, FILL_RECT, 10, 20, 30, 40])).toEqual({ left: 10, top: 20, right: 40, bottom: 60 });
    expect(graphicsBox([FILL_TRIANGLE, 0, 0, 50, 10, 20, 70])).toEqual({ left: 0, top: 0, right: 50, bottom: 70 });
  });

  it('an arc counts its whole circle; a stroked path grows by five line widths (the miter at a sharp corner)', () => {
    expect(graphicsBox([BEGIN_PATH, ARC, 100, 100, 10, 0, Math.PI, false, 0, FILL_PATH])).toEqual({ left: 90, top: 90, right: 110, bottom: 110 });
    expect(graphicsBox([LINE_STYLE, 2, 0xffffff, 1, BEGIN_PATH, MOVE_TO, 0, 0, LINE_TO, 100, 0, CLOSE_PATH, STROKE_PATH])).toEqual({ left: -10, top: -10, right: 110, bottom: 10 });
  });

  it('nothing drawn is null; a command that moves the coordinates, one not known, or a non-number is unknown', () => {
    expect(graphicsBox([])).toBeNull();
    expect(graphicsBox([FILL_STYLE, 0, 1])).toBeNull();
    expect(graphicsBox([TRANSLATE, 5, 5, FILL_RECT, 0, 0, 1, 1])).toBe('unknown');
    expect(graphicsBox([99])).toBe('unknown');
    expect(graphicsBox([FILL_RECT, 0, Number.NaN, 1, 1])).toBe('unknown');
    expect(graphicsBox([MOVE_TO, 'x', 0])).toBe('unknown');
  });
});

describe('closedBox: no object drawn live crosses the redrawn box\'s edge', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

  it('boxes meet when they share a pixel, not when they only touch', () => {
    expect(boxesMeet(box(0, 0, 10, 10), box(9, 9, 20, 20))).toBe(true);
    expect(boxesMeet(box(0, 0, 10, 10), box(10, 0, 20, 10))).toBe(false);
  });

  it('takes in whole each object it meets, and what those meet in turn, grown by the pad; leaves the others', () => {
    const extents = [box(45, 45, 70, 70), box(68, 10, 90, 50), box(0, 90, 10, 100)];
    // The first meets the damage, the second meets the first once it is in; the third stays out.
    expect(closedBox(box(40, 40, 50, 50), extents, 200, 200, 2, 0.5)).toEqual(box(40, 8, 92, 72));
    expect(closedBox(box(40, 40, 50, 50), [box(100, 100, 120, 120)], 200, 200, 2, 0.5)).toEqual(box(40, 40, 50, 50));
  });

  it('an empty box stays empty (nothing drawn); past the share of the canvas it is whole', () => {
    expect(closedBox(box(0, 0, 0, 0), [box(0, 0, 50, 50)], 200, 200, 2, 0.5)).toEqual(box(0, 0, 0, 0));
    expect(closedBox(box(10, 10, 20, 20), [box(0, 0, 190, 190)], 200, 200, 2, 0.5)).toBe('whole');
  });

  it('over random boxes: the result holds the damage, and every padded extent is all in or all out', () => {
    const arbBox = fc.tuple(fc.integer({ min: 0, max: 190 }), fc.integer({ min: 0, max: 190 }), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 })).map(([x, y, w, h]) => box(x, y, x + w, y + h));
    fc.assert(
      fc.property(arbBox, fc.array(arbBox, { maxLength: 12 }), (damage, extents) => {
        const closed = closedBox(damage, extents, 200, 200, 2, 1);
        if (closed === 'whole') return false;
        const holds = (outer: typeof damage, inner: typeof damage) => outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;
        if (!holds(closed, damage)) return false;
        return extents.every((e) => {
          const padded = box(Math.max(0, e.left - 2), Math.max(0, e.top - 2), Math.min(200, e.right + 2), Math.min(200, e.bottom + 2));
          return !boxesMeet(closed, padded) || holds(closed, padded);
        });
      }),
    );
  });
});

describe('joinBoxes, redrawBoxes and closedBoxes: changes far apart drawn in boxes of their own', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  const area = (b: ReturnType<typeof box>) => (b.right - b.left) * (b.bottom - b.top);
  const holds = (outer: ReturnType<typeof box>, inner: ReturnType<typeof box>) => outer.left <= inner.left && outer.top <= inner.top && outer.right >= inner.right && outer.bottom >= inner.bottom;

  it('joins boxes that share a pixel, or whose union adds little; keeps apart those far apart', () => {
    expect(joinBoxes([box(0, 0, 10, 10), box(5, 5, 20, 20)], 0, 4)).toEqual([box(0, 0, 20, 20)]);
    // Side by side, 2 pixels apart: the union adds 20 square pixels.
    expect(joinBoxes([box(0, 0, 10, 10), box(12, 0, 22, 10)], 20, 4)).toEqual([box(0, 0, 22, 10)]);
    expect(joinBoxes([box(0, 0, 10, 10), box(12, 0, 22, 10)], 19, 4)).toEqual([box(0, 0, 10, 10), box(12, 0, 22, 10)]);
    // A log line at the right and a card at the left of a 1280-pixel table stay two boxes.
    expect(joinBoxes([box(991, 600, 1280, 620), box(160, 300, 260, 440)], 16_384, 4)).toHaveLength(2);
  });

  it('drops empty boxes, and joins the cheapest pairs until at most `most` are left', () => {
    expect(joinBoxes([box(0, 0, 0, 0), box(5, 5, 5, 9)], 0, 4)).toEqual([]);
    const four = [box(0, 0, 10, 10), box(100, 0, 110, 10), box(0, 100, 10, 110), box(200, 200, 210, 210)];
    const two = joinBoxes(four, 0, 2);
    expect(two).toHaveLength(2);
    // The two nearest of the first three joined first, then the third with them: the far one stays alone.
    expect(two).toContainEqual(box(200, 200, 210, 210));
  });

  it('redrawBoxes grows each box by the pad to whole pixels, and is whole past the share or for a box that is not a number', () => {
    expect(redrawBoxes([box(10.5, 10.5, 20, 20), box(150, 150, 160, 160)], 200, 200, 2, 0.5, 0, 4)).toEqual([box(8, 8, 22, 22), box(148, 148, 162, 162)]);
    expect(redrawBoxes([], 200, 200, 2, 0.5, 0, 4)).toEqual([]);
    expect(redrawBoxes([box(0, 0, 150, 150)], 200, 200, 2, 0.5, 0, 4)).toBe('whole');
    // Two boxes apart, each under half the canvas, together over it.
    expect(redrawBoxes([box(0, 0, 100, 110), box(0, 120, 100, 200), box(110, 0, 200, 90)], 200, 200, 0, 0.5, 0, 4)).toBe('whole');
    expect(redrawBoxes([box(Number.NaN, 0, 1, 1)], 200, 200, 2, 0.5, 0, 4)).toBe('whole');
  });

  it('over random boxes: closed boxes hold the damage, share no pixel, and each padded extent is all inside one or outside all', () => {
    const arbBox = fc.tuple(fc.integer({ min: 0, max: 190 }), fc.integer({ min: 0, max: 190 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 40 })).map(([x, y, w, h]) => box(x, y, x + w, y + h));
    fc.assert(
      fc.property(fc.array(arbBox, { maxLength: 6 }), fc.array(arbBox, { maxLength: 12 }), fc.integer({ min: 0, max: 400 }), fc.integer({ min: 1, max: 4 }), (damage, extents, slack, most) => {
        const grown = redrawBoxes(damage, 200, 200, 2, 1, slack, most);
        if (grown === 'whole') return false;
        const closed = closedBoxes(grown, extents, 200, 200, 2, 1, slack, most);
        if (closed === 'whole') return false;
        if (closed.length > most) return false;
        if (!damage.every((d) => closed.some((c) => holds(c, box(Math.max(0, d.left - 2), Math.max(0, d.top - 2), Math.min(200, d.right + 2), Math.min(200, d.bottom + 2)))))) return false;
        if (closed.some((a, i) => closed.some((b, j) => i !== j && boxesMeet(a, b)))) return false;
        if (closed.some((c) => area(c) === 0)) return false;
        return extents.every((e) => {
          const padded = box(Math.max(0, e.left - 2), Math.max(0, e.top - 2), Math.min(200, e.right + 2), Math.min(200, e.bottom + 2));
          const meeting = closed.filter((c) => boxesMeet(c, padded));
          return meeting.length === 0 || (meeting.length === 1 && holds(meeting[0] as ReturnType<typeof box>, padded));
        });
      }),
    );
  });
});

describe('heldChanges: a canvas drawn again only where its run changed since it held it', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  const head = [true, 1280, 800];
  const run = (members: string[], signatures: Record<string, unknown[]>, extents: Record<string, ReturnType<typeof box> | 'none' | 'unknown'>, runHead = head) => ({
    members,
    signatures: members.map((member) => (signatures[member] ? Signature.of(...(signatures[member] ?? [])) : null)),
    extents: members.map((member) => extents[member] ?? 'unknown'),
    closing: [],
    head: Signature.of(...runHead),
  });
  const extents = { board: box(0, 0, 800, 600), card: box(100, 100, 200, 240), glow: box(90, 90, 210, 250), log: box(900, 500, 1200, 520) };

  it('a card turned in place: where it drew then and draws now; the board around it untouched', () => {
    const before = run(['board', 'card'], { board: ['b'], card: ['card', 'back'] }, extents);
    const now = run(['board', 'card'], { board: ['b'], card: ['card', 'face'] }, extents);
    expect(heldChanges(before, now)).toEqual([extents.card, extents.card]);
  });

  it('an object added draws where it draws now; one removed where it drew', () => {
    const before = run(['board', 'card', 'log'], { board: ['b'], card: ['c'], log: ['l'] }, extents);
    const now = run(['board', 'glow', 'card'], { board: ['b'], glow: ['g'], card: ['c'] }, extents);
    expect(heldChanges(before, now)).toEqual([extents.log, extents.glow]);
  });

  it('nothing changed: no box', () => {
    const same = run(['board', 'card'], { board: ['b'], card: ['c'] }, extents);
    expect(heldChanges(same, run(['board', 'card'], { board: ['b'], card: ['c'] }, extents))).toEqual([]);
  });

  it('a card laid over its neighbour (the two changed places): where the moved one drew and draws, nothing else', () => {
    const cards = { ...extents, left: box(100, 100, 200, 240), right: box(160, 100, 260, 240) };
    const before = run(['board', 'left', 'right', 'log'], { board: ['b'], left: ['l'], right: ['r'], log: ['g'] }, cards);
    const now = run(['board', 'right', 'left', 'log'], { board: ['b'], left: ['l'], right: ['r'], log: ['g'] }, cards);
    // One of the two is kept in its place and the other moved: the damage is the moved card's box, then and now.
    const changed = heldChanges(before, now);
    expect(changed === 'unknown' ? changed : changed.length).toBe(2);
    expect([[cards.left, cards.left], [cards.right, cards.right]]).toContainEqual(changed);
  });

  it('unknown (the canvas drawn whole) when drawn differently, or an extent or drawing cannot be told', () => {
    const before = run(['board', 'card'], { board: ['b'], card: ['c'] }, extents);
    expect(heldChanges(before, run(['board', 'card'], { board: ['b'], card: ['c'] }, extents, [false, 1280, 800]))).toBe('unknown');
    expect(heldChanges(before, run(['board', 'card'], { board: ['b'], card: ['c2'] }, { ...extents, card: 'unknown' }))).toBe('unknown');
    expect(heldChanges(before, run(['board', 'card'], { board: ['b'] }, extents))).toBe('unknown');
  });
});

describe('bakeBox: where a large Graphics is baked on the game canvas', () => {
  const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });
  const matrix = (a: number, b: number, c: number, d: number, e: number, f: number) => ({ a, b, c, d, e, f });

  it('a panel placed at a fraction of a pixel: its corners there, grown by the pad out to whole pixels', () => {
    expect(bakeBox(box(0, 0, 300, 200), matrix(1, 0, 0, 1, 40.5, 60.25), 2, 1280, 800, 20_000)).toEqual(box(38, 58, 343, 263));
  });

  it('scaled, turned or flipped: the box of its corners after the transform', () => {
    expect(bakeBox(box(0, 0, 100, 100), matrix(2, 0, 0, 2, 10, 10), 0, 1280, 800, 1)).toEqual(box(10, 10, 210, 210));
    expect(bakeBox(box(0, 0, 200, 100), matrix(0, 1, -1, 0, 500, 100), 0, 1280, 800, 1)).toEqual(box(400, 100, 500, 300));
    expect(bakeBox(box(0, 0, 200, 100), matrix(-1, 0, 0, 1, 500, 100), 0, 1280, 800, 1)).toEqual(box(300, 100, 500, 200));
  });

  it('only the part inside the canvas; null when that is smaller than the least area, off the canvas, or not a number', () => {
    expect(bakeBox(box(0, 0, 400, 400), matrix(1, 0, 0, 1, 1100, 600), 2, 1280, 800, 20_000)).toEqual(box(1098, 598, 1280, 800));
    expect(bakeBox(box(0, 0, 100, 100), matrix(1, 0, 0, 1, 0, 0), 2, 1280, 800, 20_000)).toBeNull();
    expect(bakeBox(box(0, 0, 400, 400), matrix(1, 0, 0, 1, 2000, 0), 2, 1280, 800, 1)).toBeNull();
    expect(bakeBox(box(0, 0, 400, 400), matrix(Number.NaN, 0, 0, 1, 0, 0), 2, 1280, 800, 1)).toBeNull();
  });
});
