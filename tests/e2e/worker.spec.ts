import { expect, test } from '@playwright/test';

test('the AI Web Worker boots in the built app and answers through comlink with coded errors', async ({ page }) => {
  await page.goto('./?nosw');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  const unknownGame = await page.evaluate(() => window.__gatehouse!.aiRoundTrip({ game: 'no-such-game', view: null, seat: 0, bot: 'random', seed: 's' }));
  expect(unknownGame).toEqual({ ok: false, error: { code: 'UNKNOWN_GAME', game: 'no-such-game' } });
  // The worker runs in its own thread: the page is a separate realm and kept its menu.
  const workers = page.workers().map((w) => w.url());
  expect(workers.some((u) => /worker/.test(u))).toBe(true);
  expect(await page.evaluate(() => window.__gatehouse?.scene)).toBe('Menu');
});
