/** The GateRunners table's layout at the three reference sizes: everything on screen, nothing overlapping. */
import { describe, expect, it, vi } from 'vitest';

// The layout reads the card size from CardView, which extends Phaser classes: a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub };
});

const { computeLayout } = await import('../../src/scenes/gaterunners/layout');

const SIZES = [
  [1280, 800],
  [1024, 768],
  [768, 1024],
] as const;

describe('GateRunners layout', () => {
  for (const [w, h] of SIZES) {
    it(`fits ${w}×${h}: three lanes side by side, the centre one wider, buttons and phase strip on screen`, () => {
      const L = computeLayout(w, h);
      const inside = (r: { x: number; y: number; width: number; height: number }) => r.x >= 0 && r.y >= 50 && r.x + r.width <= w && r.y + r.height <= h;
      expect(L.lanes).toHaveLength(3);
      for (const lane of L.lanes) expect(inside(lane), JSON.stringify(lane)).toBe(true);
      const [left, centre, right] = L.lanes as [typeof L.lanes[0], typeof L.lanes[0], typeof L.lanes[0]];
      expect(left.x + left.width).toBeLessThan(centre.x);
      expect(centre.x + centre.width).toBeLessThan(right.x);
      expect(centre.width).toBeGreaterThan(left.width);
      // Lanes tall enough for two rows of units and two Gates.
      expect(centre.height).toBeGreaterThan(300);
      for (const button of [L.buttons.primary, L.buttons.secondary]) {
        expect(inside(button)).toBe(true);
        expect(button.height).toBeGreaterThanOrEqual(44);
      }
      expect(inside(L.phase)).toBe(true);
      expect(L.hand.y + (196 * L.hand.cardScale) / 2).toBeLessThanOrEqual(h);
      expect(L.mode).toBe(w >= h * 1.15 ? 'wide' : 'tall');
      // Portrait has no room for the log (the kit's Log button opens it); landscape shows it.
      expect(L.log === null).toBe(L.mode === 'tall');
    });
  }
});
