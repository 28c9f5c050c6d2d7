/** The Gateway Uprising table's layout at the three reference sizes and two to four seats: on screen, apart, readable. */
import { describe, expect, it, vi } from 'vitest';

// The layout reads the card size from CardView, which extends Phaser classes: a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub };
});

const { computeLayout, ring } = await import('../../src/scenes/gateway/layout');
const { MarketRow, NARROW_TILE_W } = await import('../../src/scenes/components/MarketRow');

type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

const SIZES = [
  [1280, 800],
  [1024, 768],
  [768, 1024],
] as const;

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Gateway layout', () => {
  for (const [w, h] of SIZES) {
    for (const seats of [2, 3, 4]) {
      it(`fits ${w}×${h} with ${seats} seats: the city, the seats, the market and the buttons on screen and apart`, () => {
        const L = computeLayout(w, h, seats);
        const inside = (r: Rect) => r.x >= 0 && r.y >= 50 && r.x + r.width <= w && r.y + r.height <= h;
        expect(L.mode).toBe(w >= h * 1.15 ? 'wide' : 'tall');
        expect(L.seats).toHaveLength(seats);
        expect(L.districts).toHaveLength(7);
        const regions: Rect[] = [...L.seats, ...L.districts, L.market, L.phase, L.army, L.buttons.primary, L.buttons.secondary, ...(L.log ? [L.log] : [])];
        for (const region of regions) expect(inside(region), JSON.stringify(region)).toBe(true);
        for (const [i, a] of regions.entries()) for (const b of regions.slice(i + 1)) expect(overlap(a, b), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
        // A district tile has room for its name, its holder, two cards' numbers and its reward (DistrictTile's rows).
        for (const tile of L.districts) {
          expect(tile.width).toBeGreaterThanOrEqual(160);
          expect(tile.height).toBeGreaterThanOrEqual(34 + 28 + 8 + 2 * 24 + 26);
        }
        // Up to eighteen piles (nine Revolution cards in Subtlety and Control, the Beardfish, five Core, three Runestone
        // tiers): beside the city, tiles tall enough for art, title and coins; upright, one-line tiles a finger can tap.
        const rows = MarketRow.rowsFor(18, L.market.width, NARROW_TILE_W);
        expect((L.market.height - 10 * (rows - 1)) / rows).toBeGreaterThanOrEqual(L.mode === 'wide' ? 64 : 44);
        for (const button of [L.buttons.primary, L.buttons.secondary]) expect(button.height).toBeGreaterThanOrEqual(44);
        expect(L.hand.y + (196 * L.hand.cardScale) / 2).toBeLessThanOrEqual(h);
      });
    }
  }

  it('places the outer districts clockwise around Central City (GW-6): two above, one each side, two below', () => {
    const [central, ...outer] = ring({ x: 0, y: 0, width: 600, height: 420 }) as [Rect, ...Rect[]];
    const middle = (r: Rect) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 });
    const c = middle(central);
    const angles = outer.map((r) => (Math.atan2(middle(r).y - c.y, middle(r).x - c.x) * 180) / Math.PI);
    // Clockwise on screen (y down) from the top left: about -120, -60, 0, 60, 120 and 180 degrees.
    [-120, -60, 0, 60, 120, 180].forEach((expected, i) => expect(Math.abs((angles[i] ?? 999) - expected)).toBeLessThan(10));
  });
});
