import { expect, test } from '@playwright/test';
import { centre, collectErrors, menuOf, menuSettled } from './helpers';

/**
 * Frames only while something moves (src/scenes/pacing.ts), in the built app: a still menu draws a heartbeat, not
 * every frame, and a tap is answered at once with every frame of its animation. Counted in frames, never timed.
 */
test('a still menu draws only a heartbeat; a tap wakes it and its panel opens', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('./?nosw&renderer=canvas');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  const pacing = async () => {
    const report = await page.evaluate(() => window.__gatehouse?.pacing ?? null);
    if (!report) throw new Error('no pacing report');
    return report;
  };
  await expect.poll(async () => (await pacing()).idle, { message: 'the menu goes still' }).toBe(true);
  const still = await pacing();
  expect(still.enabled).toBe(true);
  expect(still.busy).toBeNull();
  // Two seconds' worth of frames at 60 a second, while nothing moves: a few drawn, the rest skipped.
  await expect.poll(async () => (await pacing()).skipped - still.skipped, { timeout: 30_000 }).toBeGreaterThanOrEqual(120);
  const later = await pacing();
  const drawn = later.drawn - still.drawn;
  const frames = drawn + later.skipped - still.skipped;
  expect(drawn, `${drawn} of ${frames} frames drawn while still`).toBeLessThanOrEqual(frames / 8);

  // A tap on a game's tile: the new-game panel slides in, every frame of it drawn.
  const tile = (await menuOf(page)).tiles.find((t) => t.id === 'gatekeeper');
  if (!tile) throw new Error('no Gatekeeper tile');
  await page.mouse.click(...centre(tile.rect));
  const tapped = await pacing();
  expect(tapped.idle, 'the tap woke the menu').toBe(false);
  await expect.poll(async () => (await menuOf(page)).newGameControls).not.toBeNull();
  await menuSettled(page);
  const opened = await pacing();
  // Not one frame skipped while the panel slid in.
  expect(opened.drawn).toBeGreaterThan(tapped.drawn);
  expect(opened.skipped).toBe(tapped.skipped);
  await page.screenshot({ path: 'test-results/pacing-panel.png' });
  expect(errors).toEqual([]);
});
