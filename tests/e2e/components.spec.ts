import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { collectErrors } from './helpers';
import type { PageGallery } from '../../src/test-hooks';

/**
 * The shared table components in the test-only gallery (`?scene=gallery`): drag, tap-to-place, refusals, touch,
 * zoom and the animation queue. Coordinates come from `window.__gatehouse` (page pixels); waits are polls.
 */

const GALLERY = './?scene=gallery&nosw';

function gallery(page: Page): Promise<PageGallery> {
  return page.evaluate(() => {
    const g = window.__gatehouse?.gallery;
    if (!g) throw new Error('gallery is not running');
    return g;
  });
}

async function openGallery(page: Page): Promise<void> {
  await page.goto(GALLERY);
  await page.waitForFunction(() => window.__gatehouse?.ready.ComponentGallery === true);
  await settle(page);
}

/** Waits until no card is moving. */
async function settle(page: Page): Promise<void> {
  await expect.poll(async () => (await gallery(page)).animating, { message: 'cards still moving' }).toBe(false);
}

async function card(page: Page, id: string): Promise<{ x: number; y: number }> {
  const c = (await gallery(page)).cards[id];
  if (!c) throw new Error(`no card ${id}`);
  return c;
}

async function zone(page: Page, id: string): Promise<{ x: number; y: number }> {
  const z = (await gallery(page)).zones[id];
  if (!z) throw new Error(`no zone ${id}`);
  return z;
}

async function zoneState(page: Page, id: string): Promise<string | undefined> {
  return (await gallery(page)).zones[id]?.state;
}

async function mouseDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, beforeRelease?: () => Promise<void>): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await beforeRelease?.();
  await page.mouse.up();
}

test.describe('component gallery', () => {
  test('renders every component and looks finished', async ({ page }) => {
    const errors = collectErrors(page);
    await openGallery(page);
    const g = await gallery(page);
    expect(g.hand).toEqual(['ember-witch', 'town-watch', 'lane-raider', 'insurgent', 'hourglass-ward']);
    expect(Object.keys(g.zones)).toEqual(['field', 'reserve', 'sealed']);
    expect(g.pile).toBe(24);
    expect(g.log.length).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/gallery-desktop.png' });
    expect(errors).toEqual([]);
  });

  test('the Canvas renderer draws and drives the same gallery', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?scene=gallery&nosw&renderer=canvas');
    await page.waitForFunction(() => window.__gatehouse?.ready.ComponentGallery === true);
    await settle(page);
    expect(await page.evaluate(() => window.__gatehouse?.renderer)).toBe('canvas');
    await mouseDrag(page, await card(page, 'lane-raider'), await zone(page, 'field'));
    await expect.poll(async () => (await gallery(page)).placed.field).toEqual(['lane-raider']);
    await settle(page);
    await page.screenshot({ path: 'test-results/gallery-canvas.png' });
    expect(errors).toEqual([]);
  });

  test('mouse drag to a legal zone places the card', async ({ page }) => {
    await openGallery(page);
    const from = await card(page, 'ember-witch');
    const to = await zone(page, 'field');
    await mouseDrag(page, from, to, async () => {
      // While held, only the card's legal zone lights up, and the one under the pointer shows it will accept.
      await expect.poll(() => zoneState(page, 'field')).toBe('hover');
      expect(await zoneState(page, 'sealed')).toBe('idle');
      expect(await zoneState(page, 'reserve')).toBe('idle');
      await page.screenshot({ path: 'test-results/gallery-dragging.png' });
    });
    await expect.poll(async () => (await gallery(page)).placed.field).toEqual(['ember-witch']);
    await settle(page);
    const g = await gallery(page);
    expect(g.placedCount).toBe(1);
    expect(g.hand).not.toContain('ember-witch');
    expect(g.log.at(-1)).toBe('Ember Witch → Battlefield');
    expect(Object.values(g.zones).map((z) => z.state)).toEqual(['idle', 'idle', 'idle']);
    // The zone shows the card: it now rests inside the zone's rectangle.
    const placed = g.cards['ember-witch'];
    const field = g.zones.field;
    expect(placed && field && placed.x > field.rect.x && placed.x < field.rect.x + field.rect.width).toBe(true);
    expect(placed && field && placed.y > field.rect.y && placed.y < field.rect.y + field.rect.height).toBe(true);
    await page.screenshot({ path: 'test-results/gallery-placed.png' });
  });

  test('drag to the illegal zone snaps back and explains why', async ({ page }) => {
    await openGallery(page);
    const home = await card(page, 'insurgent');
    const to = await zone(page, 'sealed');
    await mouseDrag(page, home, to, async () => {
      await expect.poll(() => zoneState(page, 'sealed')).toBe('refused');
      expect(await zoneState(page, 'field')).toBe('legal');
    });
    await expect.poll(async () => (await gallery(page)).lastToast).toBe('The Sealed Gate takes no cards.');
    await page.screenshot({ path: 'test-results/gallery-refused.png' });
    await settle(page);
    const g = await gallery(page);
    expect(g.placedCount).toBe(0);
    expect(g.hand).toContain('insurgent');
    const back = g.cards.insurgent;
    expect(back && Math.hypot(back.x - home.x, back.y - home.y)).toBeLessThan(2);
    expect(await page.evaluate(() => window.__gatehouse?.toasts)).toContain('The Sealed Gate takes no cards.');
  });

  test('an odd-cost card is refused by the reserve with the rule in words', async ({ page }) => {
    await openGallery(page);
    await mouseDrag(page, await card(page, 'ember-witch'), await zone(page, 'reserve'));
    await expect.poll(async () => (await gallery(page)).lastToast).toBe('Only even-cost cards go to the Reserve: Ember Witch costs 3.');
    expect((await gallery(page)).placedCount).toBe(0);
  });

  test('tap a card, then tap a zone, places it', async ({ page }) => {
    await openGallery(page);
    await page.mouse.click(...xy(await card(page, 'town-watch')));
    await expect.poll(async () => (await gallery(page)).selected).toBe('town-watch');
    await settle(page);
    expect(await zoneState(page, 'field')).toBe('legal');
    expect(await zoneState(page, 'reserve')).toBe('legal');
    expect(await zoneState(page, 'sealed')).toBe('idle');
    await page.screenshot({ path: 'test-results/gallery-selected.png' });

    // A tap on the illegal zone explains and keeps the selection.
    await page.mouse.click(...xy(await zone(page, 'sealed')));
    await expect.poll(async () => (await gallery(page)).lastToast).toBe('The Sealed Gate takes no cards.');
    expect((await gallery(page)).selected).toBe('town-watch');

    await page.mouse.click(...xy(await zone(page, 'reserve')));
    await expect.poll(async () => (await gallery(page)).placed.reserve).toEqual(['town-watch']);
    const g = await gallery(page);
    expect(g.selected).toBeNull();
    expect(g.hand).not.toContain('town-watch');
  });

  test('a tap on the bare table clears the selection', async ({ page }) => {
    await openGallery(page);
    await page.mouse.click(...xy(await card(page, 'insurgent')));
    await expect.poll(async () => (await gallery(page)).selected).toBe('insurgent');
    const { width } = page.viewportSize() ?? { width: 1280 };
    await page.mouse.click(width / 2, 420);
    await expect.poll(async () => (await gallery(page)).selected).toBeNull();
  });

  test('hovering a card with the mouse zooms it', async ({ page }) => {
    await openGallery(page);
    const c = await card(page, 'lane-raider');
    await page.mouse.move(c.x, c.y - 40, { steps: 4 });
    await expect.poll(async () => (await gallery(page)).zoom).toBe('lane-raider');
    await page.screenshot({ path: 'test-results/gallery-zoom.png' });
    await page.mouse.move(20, 400, { steps: 4 });
    await expect.poll(async () => (await gallery(page)).zoom).toBeNull();
  });

  test('deal runs through the animation queue and turns the card face up', async ({ page }) => {
    await openGallery(page);
    const before = await gallery(page);
    await page.mouse.click(before.buttons.deal.cx, before.buttons.deal.cy);
    await expect.poll(async () => (await gallery(page)).hand.length).toBe(before.hand.length + 1);
    await expect.poll(async () => (await gallery(page)).drained).toBeGreaterThan(before.drained);
    const g = await gallery(page);
    expect(g.pile).toBe(23);
    expect(g.cards['gate-mason']?.faceUp).toBe(true);
    expect(g.log.at(-1)).toBe('Dealt Gate Mason.');
  });
});

test.describe('match set-up components', () => {
  test('the seat chooser picks the player count and who sits where, and Start hands over seat controllers', async ({ page }) => {
    const errors = collectErrors(page);
    await openGallery(page);
    const g = await gallery(page);
    await page.mouse.click(g.buttons.newGame.cx, g.buttons.newGame.cy);
    await expect.poll(async () => (await gallery(page)).newGame?.seats.length).toBe(2);
    // Three players, then Player 2 becomes a human (pass-and-play) and Player 3 the hard computer.
    let ng = (await gallery(page)).newGame!;
    await page.mouse.click(ng.playerCount[1]!.cx, ng.playerCount[1]!.cy);
    await expect.poll(async () => (await gallery(page)).newGame?.seats.length).toBe(3);
    ng = (await gallery(page)).newGame!;
    await page.mouse.click(ng.seats[1]![0]!.cx, ng.seats[1]![0]!.cy);
    await page.mouse.click(ng.seats[2]![3]!.cx, ng.seats[2]![3]!.cy);
    await page.screenshot({ path: 'test-results/gallery-new-game.png' });
    await page.mouse.click(ng.start.cx, ng.start.cy);
    await expect.poll(async () => (await gallery(page)).started).toEqual([
      { kind: 'human', name: 'Player 1' },
      { kind: 'human', name: 'Player 2' },
      { kind: 'computer', bot: 'hard' },
    ]);
    await expect.poll(async () => (await gallery(page)).newGame).toBeNull();
    expect(errors).toEqual([]);
  });

  test('pass-and-play: the curtain hides the table until the next player confirms', async ({ page }) => {
    await openGallery(page);
    const g = await gallery(page);
    await page.mouse.click(g.buttons.handoff.cx, g.buttons.handoff.cy);
    await expect.poll(async () => (await gallery(page)).handoff.showing).toBe(true);
    // Taps on the table beneath do nothing while the curtain is down.
    const c = await card(page, 'ember-witch');
    await page.mouse.click(c.x, c.y);
    expect((await gallery(page)).selected).toBeNull();
    await page.screenshot({ path: 'test-results/gallery-handoff.png' });
    const b = (await gallery(page)).handoff.button;
    await page.mouse.click(b.cx, b.cy);
    await expect.poll(async () => (await gallery(page)).handoff).toMatchObject({ showing: false, confirmed: 1 });
    expect((await gallery(page)).log.at(-1)).toBe('Player 2 has the device.');
  });
});

test.describe('component gallery on a touch screen', () => {
  test.use({ viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, hasTouch: true, isMobile: false });

  async function touch(cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number): Promise<void> {
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' || x === undefined || y === undefined ? [] : [{ x, y }] });
  }

  test('a long press zooms a card and lifting the finger closes it', async ({ page }) => {
    const errors = collectErrors(page);
    await openGallery(page);
    await page.screenshot({ path: 'test-results/gallery-tablet.png' });
    const cdp = await page.context().newCDPSession(page);
    const c = await card(page, 'hourglass-ward');
    await touch(cdp, 'touchStart', c.x, c.y);
    await expect.poll(async () => (await gallery(page)).zoom).toBe('hourglass-ward');
    await page.screenshot({ path: 'test-results/gallery-longpress.png' });
    await touch(cdp, 'touchEnd');
    await expect.poll(async () => (await gallery(page)).zoom).toBeNull();
    // The press that became a zoom is not also a tap.
    expect((await gallery(page)).selected).toBeNull();
    expect(errors).toEqual([]);
  });

  test('a touch drag places a card, and a touch tap selects one', async ({ page }) => {
    const errors = collectErrors(page);
    await openGallery(page);
    const cdp = await page.context().newCDPSession(page);
    const from = await card(page, 'hourglass-ward');
    const to = await zone(page, 'reserve');
    const steps = 8;
    await touch(cdp, 'touchStart', from.x, from.y);
    for (let i = 1; i <= steps; i++) await touch(cdp, 'touchMove', from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await expect.poll(() => zoneState(page, 'reserve')).toBe('hover');
    await touch(cdp, 'touchEnd');
    await expect.poll(async () => (await gallery(page)).placed.reserve).toEqual(['hourglass-ward']);

    const t = await card(page, 'ember-witch');
    await page.touchscreen.tap(t.x, t.y);
    await expect.poll(async () => (await gallery(page)).selected).toBe('ember-witch');
    await settle(page);
    await page.screenshot({ path: 'test-results/gallery-tablet-selected.png' });
    expect(errors).toEqual([]);
  });
});

function xy(p: { x: number; y: number }): [number, number] {
  return [p.x, p.y];
}

