import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, collectErrors } from './helpers';
import type { GatehouseHooks } from '../../src/test-hooks';

/**
 * The in-app rulebook in the built app (under its Content-Security-Policy): it opens from How to play, is searched,
 * and opens at a clause. Waits are polls.
 */

type Menu = NonNullable<GatehouseHooks['menu']>;

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

async function menu(page: Page): Promise<Menu> {
  const m = await page.evaluate(() => window.__gatehouse?.menu ?? null);
  if (!m) throw new Error('the menu is not running');
  return m;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true && window.__gatehouse.menu?.animating === false);
}

/** Every Content-Security-Policy violation in the page, from its first script on. */
async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
}

test.describe('the rulebook in the app', () => {
  test('opens from How to play, is searched, and opens at a clause', async ({ page }) => {
    const errors = collectErrors(page);
    await watchPolicy(page);
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).buttons.rules));
    await expect.poll(async () => (await menu(page)).rulesControls?.rulebook.length ?? 0).toBe(4);
    await settled(page);
    await page.screenshot({ path: 'test-results/rulebook-how-to-play.png' });
    const gatekeeperButton = (await menu(page)).rulesControls?.rulebook[0];
    if (!gatekeeperButton) throw new Error('no Rulebook button');
    await page.mouse.click(...centre(gatekeeperButton));

    const dialog = page.getByRole('dialog', { name: 'Rules · Gatekeeper' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('li.clause')).toHaveCount(38);
    await expect(dialog.locator('#clause-GK-12')).toContainText('GK-12 The duel.');
    const search = dialog.getByRole('searchbox', { name: 'Search the rules' });
    await expect(search).toBeFocused();
    expect((await menu(page)).rulebook).toMatchObject({ game: 'gatekeeper', shownClauses: 38, target: null });
    await page.screenshot({ path: 'test-results/rulebook-gatekeeper.png' });

    // Typing searches (a space reaches the field: the game beneath does not take the keys).
    await search.pressSequentially('astral shield');
    await expect(dialog.locator('.rulebook-status')).toContainText('match “astral shield”');
    const shown = (await menu(page)).rulebook?.shownClauses ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(38);
    await expect(dialog.locator('li.clause:visible')).toHaveCount(shown);
    await expect(dialog.locator('#clause-GK-48')).toBeVisible();
    await expect(dialog.locator('#clause-GK-12')).toBeHidden();
    expect(await dialog.locator('mark').count()).toBeGreaterThan(shown);
    await page.screenshot({ path: 'test-results/rulebook-search.png' });

    // A clause id opens that clause: scrolled to, highlighted, focused.
    await search.fill('gk-25');
    await expect.poll(async () => (await menu(page)).rulebook?.target).toBe('GK-25');
    const clause = dialog.locator('#clause-GK-25');
    await expect(clause).toHaveClass(/is-target/);
    await expect(clause).toBeInViewport();
    await expect(clause).toBeFocused();
    await expect(dialog.locator('.rulebook-status')).toHaveText('Clause GK-25: Confrontation (G1, G2).');
    await page.screenshot({ path: 'test-results/rulebook-clause.png' });

    // Another game's rules from the tabs; Escape closes, and the menu takes input again.
    await dialog.getByRole('button', { name: 'GateRunners' }).click();
    await expect(page.getByRole('dialog', { name: 'Rules · GateRunners' })).toBeVisible();
    await expect(page.locator('li.clause')).toHaveCount(62);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await menu(page)).rulebook).toBeNull();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('opens straight at the clause a refusal cites (what "Why?" will do)', async ({ page }) => {
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    // ELEMENT_NOT_AT_LOCATION cites GK-11 (src/machines/refusal-clauses.ts).
    expect(await page.evaluate(() => window.__gatehouse?.openRulebook('gatekeeper', 'GK-11'))).toBe(true);
    const clause = page.locator('#clause-GK-11');
    await expect(clause).toHaveClass(/is-target/);
    await expect(clause).toBeInViewport();
    await expect(clause).toContainText('GK-11 Placing.');
    await page.screenshot({ path: 'test-results/rulebook-why.png' });
    // A clause the document does not have is said, not thrown.
    await page.evaluate(() => window.__gatehouse?.openRulebook('gatekeeper', 'GK-99'));
    await expect(page.locator('.rulebook-status')).toHaveText('This rulebook has no clause GK-99.');
  });
});
