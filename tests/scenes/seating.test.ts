import { describe, expect, it } from 'vitest';
import { seating } from '../../src/scenes/kit/seating';
import type { Rect } from '../../src/scenes/viewport';

const SIZES = [
  [1280, 800],
  [1024, 768],
  [768, 1024],
] as const;
const BAR = 50;

const inside = (r: Rect, area: Rect) => r.x >= area.x - 0.5 && r.y >= area.y - 0.5 && r.x + r.width <= area.x + area.width + 0.5 && r.y + r.height <= area.y + area.height + 0.5;
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

describe('seats and layouts for one to four players', () => {
  for (const [w, h] of SIZES) {
    for (let count = 1; count <= 4; count++) {
      it(`${count} seat(s) at ${w}×${h}: the viewer near, the others around in turn order, nothing overlaps, all on screen`, () => {
        const area: Rect = { x: 0, y: BAR, width: w, height: h - BAR };
        for (let viewer = 0; viewer < count; viewer++) {
          const s = seating(count, viewer, area);
          expect(s.seats.map((p) => p.seat).sort()).toEqual(Array.from({ length: count }, (_, i) => i));
          const me = s.seats[0];
          expect(me).toMatchObject({ seat: viewer, side: 'near' });
          // The near strip runs along the bottom edge.
          expect((me?.rect.y ?? 0) + (me?.rect.height ?? 0)).toBeCloseTo(h, 5);
          // Turn order runs clockwise from the viewer: left, across, right.
          const sides = s.seats.slice(1).map((p) => p.side);
          expect(sides).toEqual(({ 1: [], 2: ['far'], 3: ['left', 'right'], 4: ['left', 'far', 'right'] } as const)[count as 1 | 2 | 3 | 4]);
          s.seats.slice(1).forEach((p, i) => expect(p.seat).toBe((viewer + 1 + i) % count));
          const rects = [...s.seats.map((p) => p.rect), s.centre];
          for (const r of rects) expect(inside(r, area), JSON.stringify(r)).toBe(true);
          for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i] as Rect, rects[j] as Rect), `${i} and ${j}`).toBe(false);
          // Every seat's strip is deep enough for a name and a count (44 px targets, 13 px text), and the board keeps most of the table.
          for (const p of s.seats) expect(Math.min(p.rect.width, p.rect.height)).toBeGreaterThanOrEqual(80);
          expect(s.centre.width * s.centre.height).toBeGreaterThan(0.4 * area.width * area.height);
        }
      });
    }
  }
});
