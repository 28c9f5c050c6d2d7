import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';
import { click, collectErrors, drag, startByKeyboard, gatekeeperTable, watchPolicy } from './helpers';

/**
 * A refused move's "Why?" in the built app (under its Content-Security-Policy): a Gatekeeper drop the rules refuse
 * says why in the toast, with a "Why?" that opens the rulebook at the clause the refusal cites, over the table;
 * closing it leaves the table as it was. Waits are polls.
 */


const gk = gatekeeperTable;

/** Waits until the table is still and the viewer decides. */
async function deciding(page: Page): Promise<GkInspection> {
  await page.waitForFunction(() => {
    const g = window.__gatehouse?.gatekeeper;
    return !!g && g.deciding && g.legal.length > 0;
  }, undefined, { timeout: 30_000, polling: 50 });
  return gk(page);
}

test.describe('a refused move\'s "Why?"', () => {
  test('opens the rulebook at the clause the refusal cites, over the table, which closing leaves as it was', async ({ page }) => {
    const errors = collectErrors(page);
    await watchPolicy(page);
    // Gatekeeper against the Easy computer at the fastest animation speed; the hand kept.
    await startByKeyboard(page, 'gatekeeper', 'e2e-why');
    let g = await deciding(page);
    if (g.phase === 'mulligan') {
      await click(page, g.buttons.primary);
      await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.phase !== 'mulligan');
      g = await deciding(page);
    }
    expect(g.phase).toBe('play');

    // A hand witch dropped where the rules refuse her: the toast says why, and offers "Why?".
    const bad = g.hand.flatMap((h) => [0, 1, 2, 3].map((loc) => ({ card: h, loc }))).find(({ card, loc }) => !g.legal.some((m) => m.type === 'play' && m.card === card.id && m.loc === loc));
    const column = bad && g.columns[g.viewer]?.[bad.loc];
    if (!bad || !column) throw new Error('every witch in hand fits everywhere');
    const words = await page.evaluate((move) => window.__gatehouse?.gatekeeperExplain(move) ?? null, { type: 'play' as const, card: bad.card.id, loc: bad.loc });
    expect(words).toBeTruthy();
    await drag(page, bad.card, column.tap);
    await expect.poll(async () => (await gk(page)).why.offer?.clause ?? null).toMatch(/^GK-\d+$/);
    const refused = await gk(page);
    const offer = refused.why.offer;
    if (!offer) throw new Error('no "Why?" on the toast');
    expect(refused.toast).toBe(words);
    expect(offer.button).toMatchObject({ label: 'Why?', visible: true, enabled: true });
    // The keyboard reaches it too: a stop of the table's ring while the toast shows.
    expect(refused.keys.stops).toContain('why');
    await page.screenshot({ path: 'test-results/why-toast.png' });

    // "Why?" tapped with the pointer: the rulebook over the table, at the clause, scrolled to and highlighted.
    await click(page, offer.button);
    await expect.poll(async () => (await gk(page)).why.rulebook?.target ?? null).toBe(offer.clause);
    const dialog = page.getByRole('dialog', { name: 'Rules · Gatekeeper' });
    await expect(dialog).toBeVisible();
    const clause = dialog.locator(`#clause-${offer.clause}`);
    await expect(clause).toHaveClass(/is-target/);
    await expect(clause).toBeInViewport();
    await expect(clause).toContainText(offer.clause);
    expect(await page.evaluate(() => window.__gatehouse?.scene)).toBe('Table.gatekeeper');
    await page.screenshot({ path: 'test-results/why-rulebook.png' });
    // A click on the panel's text over a witch in hand is the panel's, not a tap on her.
    await click(page, bad.card);
    await expect(dialog).toBeVisible();

    // Closed with its close button: the table as it was (same plies, the witch still in hand, still the viewer's move).
    await dialog.getByRole('button', { name: 'Close the rulebook' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await gk(page)).why.rulebook).toBeNull();
    const after = await deciding(page);
    expect(after.plies).toBe(g.plies);
    expect(after.phase).toBe('play');
    expect(after.hand.map((h) => h.id)).toContain(bad.card.id);
    expect(after.selected).toBeNull();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
