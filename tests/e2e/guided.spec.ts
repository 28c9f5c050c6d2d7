/**
 * The guided first game, at Gatekeeper: offered in the new-game panel, its lessons on a card over the table, the
 * lesson's move lit through the Hint and made by tapping what is lit, "Got it" and "Skip the guide". Waits are polls.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GatehouseHooks } from '../../src/test-hooks';
import { centre, click, collectErrors, continueSaved, freshMenuFastest } from './helpers';

type Table = NonNullable<GatehouseHooks['gatekeeper']>;

async function table(page: Page): Promise<Table> {
  const t = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
  if (!t) throw new Error('the Gatekeeper table is not running');
  return t;
}

/** Taps what the Hint lights until the move is played (pressing Hint first when nothing is lit). */
async function followLit(page: Page): Promise<void> {
  let t = await table(page);
  const before = t.plies;
  if ((t.hint?.next.length ?? 0) === 0) {
    await click(page, t.hint?.button as NonNullable<Table['hint']>['button']);
    await page.waitForFunction(() => (window.__gatehouse?.gatekeeper?.hint?.next.length ?? 0) > 0, undefined, { timeout: 60_000, polling: 100 });
    t = await table(page);
  }
  for (let step = 0; step < 8 && t.plies === before; step++) {
    const next = t.hint?.next[0];
    if (!next) throw new Error(`nothing lit at step ${step}`);
    const lit = JSON.stringify(t.hint?.next);
    await click(page, next.point);
    await page.waitForFunction(({ plies, was }) => {
      const now = window.__gatehouse?.gatekeeper;
      return !!now && (now.plies !== plies || JSON.stringify(now.hint?.next) !== was);
    }, { plies: before, was: lit }, { timeout: 15_000, polling: 50 });
    t = await table(page);
  }
  expect(t.plies).toBeGreaterThan(before);
}

test('a guided first game of Gatekeeper: read, shown, lit and followed, then skipped', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await freshMenuFastest(page);
  const tile = (await page.evaluate(() => window.__gatehouse?.menu?.tiles.find((t) => t.id === 'gatekeeper') ?? null));
  if (!tile) throw new Error('no Gatekeeper tile');
  await page.mouse.click(...centre(tile.rect));
  await page.waitForFunction(() => !!window.__gatehouse?.menu?.newGameControls?.guided && window.__gatehouse.menu.animating === false);
  await page.screenshot({ path: 'test-results/guided-offer.png' });
  const guided = await page.evaluate(() => window.__gatehouse?.menu?.newGameControls?.guided ?? null);
  if (!guided) throw new Error('no Guided game button');
  await page.mouse.click(...centre(guided));

  // The first lesson is read, then dismissed.
  await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.tutorial?.showing?.index === 0, undefined, { timeout: 30_000 });
  let t = await table(page);
  expect(t.tutorial).toMatchObject({ done: 0, lessons: 6, skipped: false, showing: { title: 'Your aim', clause: 'GK-7' } });
  expect(t.tutorial?.buttons.main.label).toBe('Got it');
  await page.screenshot({ path: 'test-results/guided-aim.png' });
  await click(page, t.tutorial?.buttons.main as NonNullable<Table['tutorial']>['buttons']['main']);

  // "Your opening hand", then "Place a witch": each shown when the person has such a move, a good one lit at once
  // through the Hint, and followed by tapping what is lit until it is played.
  for (const [index, title, clause] of [[1, 'Your opening hand', 'GK-3'], [2, 'Place a witch', 'GK-11']] as const) {
    await page.waitForFunction((want) => {
      const now = window.__gatehouse?.gatekeeper;
      return now?.tutorial?.showing?.index === want && now.deciding && (now.hint?.next.length ?? 0) > 0;
    }, index, { timeout: 60_000, polling: 100 });
    t = await table(page);
    expect(t.tutorial?.showing).toMatchObject({ title, clause });
    expect(t.tutorial?.buttons.main.label).toBe('Show me');
    if (index === 2) await page.screenshot({ path: 'test-results/guided-lesson.png' });
    await followLit(page);
    await expect.poll(async () => (await table(page)).tutorial?.done).toBe(index + 1);
  }

  // Reloaded (the game saved), the guided game comes back guided, as far as it had come.
  await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.saving === false && window.__gatehouse.gatekeeper.plies > 0);
  await page.reload();
  await continueSaved(page, 'gatekeeper');
  await expect.poll(async () => (await table(page)).tutorial?.done, { timeout: 30_000 }).toBe(3);

  // "Recruit" comes next; the guide can be skipped at any point, and the game goes on.
  // Decisions no lesson is about (a spell's choice, the computer's turn) come between: the test plays the Hint's.
  for (let turn = 0; turn < 10; turn++) {
    await page.waitForFunction(() => {
      const now = window.__gatehouse?.gatekeeper;
      return now?.tutorial?.showing?.index === 3 || (!!now?.deciding && now.tutorial?.showing === null);
    }, undefined, { timeout: 60_000, polling: 100 });
    if ((await table(page)).tutorial?.showing?.index === 3) break;
    await followLit(page);
  }
  t = await table(page);
  expect(t.tutorial?.showing?.title).toBe('Recruit');
  await click(page, t.tutorial?.buttons.skip as NonNullable<Table['tutorial']>['buttons']['skip']);
  await expect.poll(async () => (await table(page)).tutorial).toMatchObject({ skipped: true, showing: null });
  expect((await page.evaluate(() => window.__gatehouse?.toasts ?? [])).some((words) => words.startsWith('Guide skipped'))).toBe(true);
  expect((await table(page)).legal.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
