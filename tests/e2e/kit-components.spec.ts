import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, collectErrors, menuOf, menuSettled, sceneView } from './helpers';
import type { PageKit } from '../../src/test-hooks';

/**
 * The table-kit components on the gallery's second page (`?scene=gallery&page=kit`): lanes with gates and slots,
 * district tiles, the market row, the score strip and the phase strip. Rects come from `window.__gatehouse.kit`
 * in page pixels; waits are polls. The gallery draws no tweens, so nothing has to settle before a screenshot.
 */

const KIT = './?scene=gallery&page=kit&nosw';

const kit = (page: Page): Promise<PageKit> => sceneView(page, 'kit');

/** Opens the kit page; `extra` adds query parameters (e.g. "&renderer=canvas"). */
async function openKit(page: Page, extra = ''): Promise<PageKit> {
  await page.goto(`${KIT}${extra}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.KitGallery === true);
  return kit(page);
}

type Target = PageKit['parts'][string]['targets'][number];

async function target(page: Page, part: string, kind: string, id: string): Promise<Target> {
  const found = (await kit(page)).parts[part]?.targets.find((t) => t.kind === kind && t.id === id);
  if (!found) throw new Error(`no ${kind} ${id} in ${part}`);
  return found;
}

async function tap(page: Page, t: { rect: { cx: number; cy: number } } | { cx: number; cy: number }): Promise<void> {
  const r = 'rect' in t ? t.rect : t;
  await page.mouse.click(r.cx, r.cy);
}

/** Every tappable part is at least 44×44 CSS px and every text at least 12 px, on this screen. */
function expectTouchableAndReadable(k: PageKit): void {
  for (const [key, part] of Object.entries(k.parts)) {
    for (const t of part.targets) {
      expect.soft(t.rect.width, `${key} ${t.kind} ${t.id} width`).toBeGreaterThanOrEqual(44);
      expect.soft(t.rect.height, `${key} ${t.kind} ${t.id} height`).toBeGreaterThanOrEqual(44);
    }
    expect.soft(part.smallestText, `${key} smallest text`).toBeGreaterThanOrEqual(12);
    expect.soft(part.overlappingTexts, `${key} texts drawn over one another`).toEqual([]);
  }
}

/** No two parts of the page overlap (each component keeps to its own rectangle). */
function expectNoOverlap(k: PageKit): void {
  const boxes = Object.entries(k.parts);
  for (const [i, [a, pa]] of boxes.entries()) {
    for (const [b, pb] of boxes.slice(i + 1)) {
      const A = pa.bounds;
      const B = pb.bounds;
      const apart = A.x + A.width <= B.x || B.x + B.width <= A.x || A.y + A.height <= B.y || B.y + B.height <= A.y;
      expect.soft(apart, `${a} overlaps ${b}`).toBe(true);
    }
  }
}

test.describe('table kit gallery', () => {
  test('renders every component in its sample states at 1280×800', async ({ page }) => {
    const errors = collectErrors(page);
    const k = await openKit(page);
    expect(Object.keys(k.parts).sort()).toEqual(['district.canal-city', 'district.high-falls', 'district.smoketown', 'lane.centre', 'lane.left', 'lane.right', 'market', 'phase', 'score']);
    // Lanes: capacity 2/3/2, Shields 2/1/0 on the far Gates (intact, cracked, destroyed).
    expect(k.lanes.left).toEqual({ near: { units: 0, exhausted: 0, shields: 2, condition: 'intact' }, far: { units: 1, exhausted: 1, shields: 2, condition: 'intact' } });
    expect(k.lanes.centre?.far).toEqual({ units: 2, exhausted: 0, shields: 1, condition: 'cracked' });
    expect(k.lanes.right?.far).toEqual({ units: 0, exhausted: 0, shields: 0, condition: 'destroyed' });
    expect(k.parts['lane.centre']?.targets.filter((t) => t.kind === 'slot')).toHaveLength(6);
    expect(k.parts['lane.left']?.targets.filter((t) => t.kind === 'slot')).toHaveLength(4);
    // Every mark on show: lit empty slots, the chosen attacker, the Gates that may be struck.
    expect(k.parts['lane.centre']?.targets.map((t) => `${t.id}:${t.mark ?? '-'}`)).toEqual(['far:target', 'far:0:-', 'far:1:-', 'far:2:-', 'near:0:selected', 'near:1:legal', 'near:2:legal', 'near:-']);
    expect(k.parts['lane.right']?.texts).toEqual(expect.arrayContaining(['Destroyed', 'Cracked', 'No shields', '1/2']));
    // The phase strip lights Battle, the fourth of six.
    expect(k.phase).toEqual({ index: 3, label: 'Battle' });
    // Districts: a held one with its marker and reward, the Horde's, and a ruin that kept its marker.
    expect(k.districts['high-falls']).toEqual({ ruined: true, threat: null, marker: 'Moon' });
    expect(k.parts['district.high-falls']?.texts).toEqual(expect.arrayContaining(['RUINED', 'Moon', 'Reward: +1 Action Point']));
    expect(k.parts['district.smoketown']?.texts).toEqual(expect.arrayContaining(['Drueggar Soldier', 'Atk 6  Def 4  Inf 2', 'Horde 2/3']));
    expect(k.parts['district.canal-city']?.texts).toEqual(expect.arrayContaining(['Canal City', 'Held by Bram', 'Sun', 'Reward: +1 card at Clean-up']));
    // Market: counts on the piles; an empty pile says so.
    expect(k.market).toMatchObject({ sledge: 12, 'multi-wizard': 0, 'rare-runestone': 4 });
    expect(k.parts.market?.texts).toEqual(expect.arrayContaining(['12', 'Empty', 'Rare Runestone', 'Hidden']));
    expect(k.players).toBe(4);
    expectTouchableAndReadable(k);
    expectNoOverlap(k);
    await page.screenshot({ path: 'test-results/kit-desktop.png' });
    expect(errors).toEqual([]);
  });

  test('a lit slot takes a unit when tapped, a targeted Gate cracks and then falls', async ({ page }) => {
    await openKit(page);
    const slot = await target(page, 'lane.left', 'slot', 'near:0');
    expect(slot.mark).toBe('legal');
    // A drag that only ends on the slot is not a tap on it.
    await page.mouse.move(slot.rect.cx, slot.rect.y - 150);
    await page.mouse.down();
    await page.mouse.move(slot.rect.cx, slot.rect.cy, { steps: 8 });
    await page.mouse.up();
    expect((await kit(page)).taps).toEqual([]);
    expect((await target(page, 'lane.left', 'slot', 'far:0')).mark).toBeNull();
    await tap(page, slot);
    await expect.poll(async () => (await kit(page)).taps).toEqual(['lane.left/slot/near:0']);
    await expect.poll(async () => (await kit(page)).lanes.left?.near.units).toBe(1);
    expect((await target(page, 'lane.left', 'slot', 'near:0')).mark).toBeNull();
    expect((await target(page, 'lane.left', 'slot', 'near:1')).mark).toBe('legal');

    // A tap on an unlit slot is reported but changes nothing.
    await tap(page, await target(page, 'lane.right', 'slot', 'near:1'));
    await expect.poll(async () => (await kit(page)).taps.at(-1)).toBe('lane.right/slot/near:1');
    expect((await kit(page)).lanes.right?.near.units).toBe(2);

    // The centre's far Gate: 1 Shield, cracked → 0 → destroyed, then no longer a target.
    const gate = await target(page, 'lane.centre', 'gate', 'far');
    expect(gate.mark).toBe('target');
    await tap(page, gate);
    await expect.poll(async () => (await kit(page)).lanes.centre?.far).toEqual({ units: 2, exhausted: 0, shields: 0, condition: 'cracked' });
    await page.screenshot({ path: 'test-results/kit-gate-bare.png' });
    await tap(page, gate);
    await expect.poll(async () => (await kit(page)).lanes.centre?.far.condition).toBe('destroyed');
    expect((await target(page, 'lane.centre', 'gate', 'far')).mark).toBeNull();
    expect((await kit(page)).parts['lane.centre']?.texts).toContain('Destroyed');
  });

  test('the phase strip follows the turn, and the market and districts answer taps', async ({ page }) => {
    const k = await openKit(page);
    await tap(page, k.controls.nextPhase);
    await expect.poll(async () => (await kit(page)).phase).toEqual({ index: 4, label: 'Mobilize' });
    // A lit pile sells its top card; an unaffordable one is not lit and keeps its count.
    const sledge = await target(page, 'market', 'pile', 'sledge');
    expect(sledge.mark).toBe('legal');
    await tap(page, sledge);
    await expect.poll(async () => (await kit(page)).market.sledge).toBe(11);
    expect((await kit(page)).parts.market?.texts).toContain('11');
    const mage = await target(page, 'market', 'pile', 'blunderbuss-mage');
    expect(mage.mark).toBeNull();
    await tap(page, mage);
    await expect.poll(async () => (await kit(page)).taps.at(-1)).toBe('market/pile/blunderbuss-mage');
    expect((await kit(page)).market['blunderbuss-mage']).toBe(5);
    // The Horde's third card ruins Smoketown.
    await tap(page, await target(page, 'district.smoketown', 'district', 'smoketown'));
    await expect.poll(async () => (await kit(page)).districts.smoketown).toEqual({ ruined: true, threat: null, marker: 'Skull' });
    await page.screenshot({ path: 'test-results/kit-after-taps.png' });
  });

  test('the score strip shows two, three and four seats', async ({ page }) => {
    const k = await openKit(page);
    const shots: [number, number][] = [[0, 2], [1, 3], [2, 4]];
    for (const [option, players] of shots) {
      const button = k.controls.players[option];
      if (!button) throw new Error(`no player option ${option}`);
      await tap(page, button);
      await expect.poll(async () => (await kit(page)).players).toBe(players);
      const now = await kit(page);
      expect(now.parts.score?.targets.map((t) => t.id)).toEqual(Array.from({ length: players }, (_, seat) => String(seat)));
      expectTouchableAndReadable(now);
      const strip = now.parts.score?.bounds;
      if (!strip) throw new Error('no score strip');
      // With the seat-count control above the strip, and a margin for the active seat's pointer.
      await page.screenshot({ path: `test-results/kit-score-${players}.png`, clip: { x: strip.x - 10, y: strip.y - 90, width: strip.width + 20, height: strip.height + 100 } });
    }
    // Tapping a seat's chip scores for it and makes it the active seat.
    await tap(page, await target(page, 'score', 'seat', '2'));
    await expect.poll(async () => (await kit(page)).scores.find((s) => s.seat === 2)?.score).toBe(23);
    expect((await kit(page)).scores.find((s) => s.seat === 2)?.active).toBe(true);
    expect((await kit(page)).parts.score?.texts).toContain('Cosima');
  });
});

test('the Canvas renderer draws the same kit', async ({ page }) => {
  const errors = collectErrors(page);
  const k = await openKit(page, '&renderer=canvas');
  expect(await page.evaluate(() => window.__gatehouse?.renderer)).toBe('canvas');
  expect(k.phase?.label).toBe('Battle');
  expectTouchableAndReadable(k);
  await page.screenshot({ path: 'test-results/kit-canvas.png' });
  expect(errors).toEqual([]);
});

test('a kit laid out again draws each of its texts once: sizes and cuts are tried by measuring, not drawing', async ({ page }) => {
  const errors = collectErrors(page);
  await openKit(page, '&renderer=canvas&textredraws');
  const before = await page.evaluate(() => window.__gatehouse?.textRedraws ?? null);
  if (!before) throw new Error('no text redraw count');
  // A short window: the district tiles' labels shrink, break and are cut (components/KitPart.ts, fitLabel and clip),
  // the phase strip's pills measured for their widths.
  await page.setViewportSize({ width: 1280, height: 400 });
  await expect.poll(async () => (await kit(page)).parts['district.smoketown']?.bounds.height ?? Infinity).toBeLessThan(124);
  const after = await page.evaluate(() => window.__gatehouse?.textRedraws ?? null);
  if (!after) throw new Error('no text redraw count');
  expect(after.total - before.total, 'texts drawn again for the new size').toBeGreaterThan(0);
  // A text drawn twice before a frame showed it drew once for nothing: each size tried, each cut, the ruler.
  expect(after.unseen - before.unseen, `texts drawn twice before a frame, the last: ${JSON.stringify(after.lastUnseen)}`).toBe(0);
  expect(after.unchanged - before.unchanged, `texts drawn again unchanged, the last: ${JSON.stringify(after.lastUnchanged)}`).toBe(0);
  // The widths the fitting measured are the widths Phaser draws, for every text on show.
  const fonts = await page.evaluate(() => window.__gatehouse?.fontMetrics ?? null);
  expect(fonts?.texts).toBeGreaterThan(20);
  expect(fonts?.widthsDiffering, `texts measured unlike they are drawn, the last: ${fonts?.lastWidthDiffering}`).toBe(0);
  expect(errors).toEqual([]);
});

test('on a short window the district tiles keep their lines apart: the Horde\'s pips move into the banner', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1280, height: 400 });
  const k = await openKit(page, '&renderer=canvas');
  const smoketown = k.parts['district.smoketown'];
  if (!smoketown) throw new Error('no Smoketown');
  // 120 pixels tall: no row between the banner and the reward line, so the banner counts the Horde's two soldiers.
  expect(smoketown.bounds.height).toBeLessThan(124);
  expect(smoketown.texts).toEqual(expect.arrayContaining(['Drueggar Horde +2', 'Reward: +2 Gold when freed']));
  expect(smoketown.texts).not.toContain('Horde 2/3');
  for (const [key, part] of Object.entries(k.parts)) if (key.startsWith('district.')) expect(part.overlappingTexts, key).toEqual([]);
  // Canal City and Smoketown (the gallery's own columns crowd the third tile at this height).
  const left = k.parts['district.canal-city']?.bounds.x ?? 0;
  await page.screenshot({ path: 'test-results/kit-short-districts.png', clip: { x: left - 10, y: smoketown.bounds.y - 10, width: smoketown.bounds.x + smoketown.bounds.width - left + 20, height: smoketown.bounds.height + 20 } });
  expect(errors).toEqual([]);
});

test('the kit follows the colour-blind palette chosen in Settings', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('./?nosw');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  await page.mouse.click(...centre((await menuOf(page)).buttons.settings));
  await expect.poll(async () => (await menuOf(page)).settingsControls).not.toBeNull();
  await menuSettled(page);
  const controls = (await menuOf(page)).settingsControls;
  if (!controls) throw new Error('no settings controls');
  await page.mouse.click(...centre(controls.colourBlind));
  await expect.poll(() => page.evaluate(() => window.__gatehouse?.settings.colourBlind)).toBe(true);
  // The setting is saved on its way to storage: reload the kit page until it comes up in that palette.
  await expect
    .poll(async () => {
      await page.goto(KIT);
      await page.waitForFunction(() => window.__gatehouse?.ready.KitGallery === true);
      return page.evaluate(() => window.__gatehouse?.applied.palette);
    })
    .toBe('colourBlind');
  expectTouchableAndReadable(await kit(page));
  await page.screenshot({ path: 'test-results/kit-colour-blind.png' });
  expect(errors).toEqual([]);
});

test.describe('table kit gallery on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, hasTouch: true });

  test('every part fits, is touchable and readable in portrait; a tap on a lit slot works by touch', async ({ page }) => {
    const errors = collectErrors(page);
    const k = await openKit(page);
    expectTouchableAndReadable(k);
    expectNoOverlap(k);
    for (const part of Object.values(k.parts)) {
      expect.soft(part.bounds.x + part.bounds.width).toBeLessThanOrEqual(768);
      expect.soft(part.bounds.y + part.bounds.height).toBeLessThanOrEqual(1024);
    }
    await page.screenshot({ path: 'test-results/kit-tablet.png' });
    const slot = await target(page, 'lane.centre', 'slot', 'near:1');
    await page.touchscreen.tap(slot.rect.cx, slot.rect.cy);
    await expect.poll(async () => (await kit(page)).lanes.centre?.near.units).toBe(2);
    expect(errors).toEqual([]);
  });
});
