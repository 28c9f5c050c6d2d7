import { expect, test } from '@playwright/test';
import { collectErrors, menuOf } from './helpers';

/**
 * A first start: the HTML menu shell (src/scenes/menu/menu-shell.ts) is on the page and takes a choice while the
 * Phaser app's chunk is still on its way; the Phaser menu carries the choice out when it is ready, and the shell
 * goes. Nothing here is timed (npm run bench:startup measures); waits are polls, never sleeps.
 */
test('a game tile chosen on the HTML shell before Phaser has loaded opens that game\'s panel in the Phaser menu (the latest choice wins)', async ({ page }) => {
  const errors = collectErrors(page);
  // Hold the Phaser app's chunk until the test has chosen.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/assets/phaser-app-*.js', async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto('./?nosw');

  const shell = page.locator('#boot-fallback.menu-shell');
  await expect(shell.getByRole('heading', { name: 'Gatehouse' })).toBeVisible();
  const titles = await shell.locator('.shell-tile').evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')?.split(',')[0]));
  expect(titles).toEqual(['Gatekeeper', 'Gate', 'GateRunners', 'Gateway Uprising']);
  expect(await page.evaluate(() => performance.getEntriesByName('gatehouse:menu-interactive').length)).toBe(1);
  await expect.poll(() => requested).toBe(true);
  expect(await page.evaluate(() => window.__gatehouse ?? null)).toBeNull();

  // A tile chosen from the keyboard, then another clicked: the latest choice wins. GateRunners is the only game whose
  // new-game panel offers decks, so the panel below is told apart from the others.
  await shell.getByRole('button', { name: /^Gatekeeper, 2 players\./ }).press('Enter');
  await expect(shell.getByRole('status')).toHaveText('Loading… Gatekeeper opens in a moment.');
  await shell.getByRole('button', { name: /^GateRunners, 2 players\./ }).click();
  await expect(shell.getByRole('status')).toHaveText('Loading… GateRunners opens in a moment.');
  await page.screenshot({ path: 'test-results/first-start-shell.png' });

  release();
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await expect.poll(async () => (await menuOf(page)).panel).toBe('newGame');
  expect((await menuOf(page)).newGameControls?.decks).not.toBeNull();
  // The shell fades out over the menu, then leaves the page; it is never shown again.
  await expect(page.locator('#boot-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => performance.getEntriesByName('gatehouse:menu-ready').length)).toBe(1);
  await page.waitForFunction(() => window.__gatehouse?.menu?.animating === false);
  await page.screenshot({ path: 'test-results/first-start-panel.png' });
  expect(errors).toEqual([]);
});
