import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Bounds, Point } from '../../src/scenes/kit/tap-point';
import { reachedPoint } from '../../src/scenes/kit/tap-point';

const box = (x: number, y: number, width: number, height: number): Bounds => ({ x, y, width, height, centerX: x + width / 2, centerY: y + height / 2 });
const inside = (b: Bounds, p: Point): boolean => p.x >= b.x && p.x <= b.x + b.width && p.y >= b.y && p.y <= b.y + b.height;

describe('reachedPoint: where a tap reaches an object (the test hooks’ stop points)', () => {
  it('is the middle when nothing covers it', () => {
    expect(reachedPoint(box(100, 200, 120, 60), () => true)).toEqual({ x: 160, y: 230 });
  });

  it('is the free point nearest the middle when the next card of a fanned hand covers the middle', () => {
    const card = box(0, 0, 112, 168);
    // The next card lies over everything right of x = 40.
    const next = box(40, -10, 112, 168);
    const point = reachedPoint(card, (at) => !inside(next, at));
    expect(point).not.toBeNull();
    expect(point?.x).toBeLessThan(40);
    expect(inside(card, point as Point)).toBe(true);
    // Nearest the middle: the column just left of the cover, at the middle row.
    expect(point?.y).toBeCloseTo(84);
  });

  it('is null when the object takes no tap anywhere, or has no size', () => {
    expect(reachedPoint(box(0, 0, 50, 50), () => false)).toBeNull();
    expect(reachedPoint(box(10, 10, 0, 30), () => true)).toBeNull();
  });

  it('is always inside the bounds and where the tap reaches, whatever covers the object', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 400 }), fc.integer({ min: 10, max: 400 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (width, height, fx, fy) => {
        const target = box(5, 7, width, height);
        const cover = box(5, 7, width * fx, height * fy);
        const reaches = (at: Point): boolean => !inside(cover, at);
        const point = reachedPoint(target, reaches);
        if (point === null) return fx > 0.9 && fy > 0.85;
        return inside(target, point) && reaches(point);
      }),
    );
  });
});
