import { describe, expect, it } from 'vitest';
import { releaseFreeCanvases } from '../../src/scenes/canvas-pool';

describe("Phaser's canvas pool, let go as the menu opens", () => {
  it('removes the free canvases in place, keeps those in use in their order, and answers how many went', () => {
    const menuTitle = { name: 'menu title' };
    const button = { name: 'button' };
    const pool = [{ parent: null }, { parent: menuTitle }, { parent: null }, { parent: null }, { parent: button }];
    const same = pool;
    expect(releaseFreeCanvases(pool)).toBe(3);
    // The same array (Phaser's pool keeps its own reference), holding only what is in use.
    expect(pool).toBe(same);
    expect(pool.map((entry) => entry.parent)).toEqual([menuTitle, button]);
    expect(releaseFreeCanvases(pool)).toBe(0);
    expect(releaseFreeCanvases([])).toBe(0);
  });
});
