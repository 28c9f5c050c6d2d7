import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';

/** Reads a PNG's pixel size from its IHDR chunk. */
function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

test.describe('installable app (PWA)', () => {
  test('the production build serves a valid manifest with 192, 512 and maskable icons', async ({ page, request }) => {
    await page.goto('./?nosw');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const res = await request.get(new URL(href!, page.url()).toString());
    expect(res.ok()).toBe(true);
    const manifest = (await res.json()) as {
      name: string; short_name: string; display: string; theme_color: string; background_color: string; start_url: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Gatehouse', short_name: 'Gatehouse', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.start_url).toBeTruthy();
    const base = new URL(href!, page.url());
    const want = [
      { sizes: '192x192', purpose: undefined, px: 192 },
      { sizes: '512x512', purpose: undefined, px: 512 },
      { sizes: '512x512', purpose: 'maskable', px: 512 },
    ];
    for (const w of want) {
      const icon = manifest.icons.find((i) => i.sizes === w.sizes && i.purpose === w.purpose);
      expect(icon, `icon ${w.sizes} ${w.purpose ?? 'any'}`).toBeDefined();
      const img = await request.get(new URL(icon!.src, base).toString());
      expect(img.ok()).toBe(true);
      expect(img.headers()['content-type']).toContain('image/png');
      expect(pngSize(await img.body())).toEqual({ width: w.px, height: w.px });
    }
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('after one visit the app reloads offline from the service worker, up to the menu', async ({ page, context }) => {
      const errors = collectErrors(page);
      await page.goto('./');
      await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
      // The first install claims the page (clientsClaim), so the worker controls it without a reload.
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
      const cached = await page.evaluate(async () => {
        const names = await caches.keys();
        let n = 0;
        for (const name of names) n += (await (await caches.open(name)).keys()).length;
        return n;
      });
      expect(cached).toBeGreaterThan(10);

      await context.setOffline(true);
      await page.reload();
      await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
      const titles = await page.evaluate(() => window.__gatehouse?.menu?.tiles.map((t) => t.title));
      expect(titles).toEqual(['Gatekeeper', 'Gate', 'GateRunners', 'Gateway Uprising']);
      await page.screenshot({ path: 'test-results/offline-menu.png' });
      await context.setOffline(false);
      expect(errors).toEqual([]);
    });
  });
});
