/**
 * Reading a card by keyboard at the tables other than Gatekeeper's (tests/e2e/gatekeeper.spec.ts has the whole
 * story): started by keyboard, the ring Tabbed to the first card on offer, Z shows it in the zoom and says it, Z again
 * closes it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { collectErrors, startByKeyboard } from './helpers';

interface Reading {
  readonly ready: boolean;
  readonly animating: boolean;
  readonly zoom: string | null;
  readonly keys: { readonly focused: string | null; readonly stops: readonly string[] };
}

async function table(page: Page, game: 'gate' | 'gaterunners'): Promise<Reading> {
  const t = await page.evaluate((id) => window.__gatehouse?.[id] ?? null, game);
  if (!t) throw new Error(`the ${game} table is not running`);
  return t as unknown as Reading;
}

for (const game of ['gate', 'gaterunners'] as const) {
  test(`${game}: Z reads the card the ring is on, and Z again closes it`, async ({ page }) => {
    const errors = collectErrors(page);
    await startByKeyboard(page, game, `e2e-read-${game}`);
    await expect.poll(async () => (await table(page, game)).keys.stops.some((s) => s.startsWith('card:'))).toBe(true);
    const stop = (await table(page, game)).keys.stops.find((s) => s.startsWith('card:')) as string;
    for (let presses = 0; presses < 40 && (await table(page, game)).keys.focused !== stop; presses++) await page.keyboard.press('Tab');
    expect((await table(page, game)).keys.focused).toBe(stop);
    const before = await page.evaluate(() => window.__gatehouse?.spoken ?? '');
    await page.keyboard.press('z');
    await expect.poll(async () => (await table(page, game)).zoom).toBe(stop.slice('card:'.length));
    const said = await page.evaluate(() => window.__gatehouse?.spoken ?? '');
    expect(said).not.toBe(before);
    expect(said.length).toBeGreaterThan(3);
    await page.screenshot({ path: `test-results/${game}-keyboard-read.png` });
    await page.keyboard.press('z');
    await expect.poll(async () => (await table(page, game)).zoom).toBeNull();
    expect(errors).toEqual([]);
  });
}
