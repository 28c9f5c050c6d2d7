import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { SeatController } from '../../src/machines/match-logic';
import { collectErrors } from './helpers';

const report = async (page: Page) => {
  const r = await page.evaluate(() => window.__gatehouse?.frameCache ?? null);
  if (!r) throw new Error('no frame cache report');
  return r;
};

/**
 * The Canvas renderer's still-frame cache (src/scenes/frame-cache.ts) is invisible: with `framecache=verify` every
 * frame drawn partly from its canvases is drawn whole as well and the two compared pixel by pixel. Computers play
 * each other at 1× animation speed (every frame of every animation drawn) until enough frames were compared.
 * Input through cached frames is covered by every other Canvas table test (they tap and drag with the cache on).
 * Meanwhile no text is drawn again to show what it already shows (src/scenes/text-redraws.ts): such a redraw costs
 * its canvas and makes the cache draw a whole run live; and no text holds metrics other than its font's.
 */
/** Computers play `game` with every cached frame compared with a whole drawing, until enough were. */
async function computersPlayVerified(page: Page, game: 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway', seats: number, cameraBackground: string | null = null): Promise<void> {
  const errors = collectErrors(page);
  await page.goto('./?nosw&renderer=canvas&framecache=verify&textredraws');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  const controllers: SeatController[] = Array.from({ length: seats }, () => ({ kind: 'computer', bot: 'easy' }));
  const started = await page.evaluate(([id, s]) => window.__gatehouse?.startTable(id, s, 'frame-cache') ?? false, [game, controllers] as const);
  expect(started).toBe(true);
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true, game);
  if (cameraBackground) await page.evaluate((colour) => window.__gatehouse?.paintCameraBackground(colour), cameraBackground);
  const redrawsBefore = await page.evaluate(() => window.__gatehouse?.textRedraws ?? null);
  // Enough frames compared, among them frames drawn over a last frame whose list had objects added or removed (a log
  // line, a card dealt) and objects that changed places (a card laid over its neighbour), frames drawn in more than one
  // box (changes far apart), runs drawn into their canvases only where they changed (each such canvas compared with the
  // run drawn whole), runs drawn live a frame longer because another run was drawn whole into its canvas that frame (as
  // when the table opens); and a card front shown from the one another card that looks the same baked
  // (components/CardView.ts), and a front's words drawn from the picture an earlier front made of the same words
  // (components/face-text.ts), in those frames too; at GateRunners, fronts baked ahead of a move's settling
  // (kit/play-move.ts, `ahead`) and shown by its cards.
  await expect
    .poll(async () => {
      const r = await report(page);
      const fronts = await page.evaluate(() => window.__gatehouse?.cardFronts ?? null);
      return { compared: r.verified >= 60, listChanged: r.listChanged > 0, listMoved: r.listMoved > 0, severalBoxes: r.boxes > 0, canvasesInBoxes: r.snapshotsInBoxes > 0, wholeDrawingsWaited: r.snapshotsDeferred > 0, sharedFronts: (fronts?.shared ?? 0) > 0, textsReused: (fronts?.texts.reused ?? 0) > 0, frontsAhead: game !== 'gaterunners' || (fronts?.ahead ?? 0) > 0 };
    }, { timeout: 90_000, message: 'cached frames compared, some drawn over a changed list, some with objects moved in it, some in several boxes, canvases drawn where their runs changed, a whole drawing of a run waiting a frame, card fronts shared, front texts reused, GateRunners\' fronts baked ahead of a move\'s settling' })
    .toEqual({ compared: true, listChanged: true, listMoved: true, severalBoxes: true, canvasesInBoxes: true, wholeDrawingsWaited: true, sharedFronts: true, textsReused: true, frontsAhead: true });
  const redraws = await page.evaluate(() => window.__gatehouse?.textRedraws ?? null);
  if (!redrawsBefore || !redraws) throw new Error('no text redraw count');
  expect(redraws.total - redrawsBefore.total, 'texts drawn while the computers played').toBeGreaterThan(0);
  expect(redraws.unchanged - redrawsBefore.unchanged, `texts drawn again unchanged, the last: ${JSON.stringify(redraws.lastUnchanged)}`).toBe(0);
  // The top bar's status line is fitted and drawn when a frame is drawn (components/TopBar.ts): a computer's turn
  // sets it twice in one task ("Computer 1's turn", then "Computer 1 is thinking…"), and it was drawn twice.
  const statusUnseen = (report: typeof redraws): number => report.unseenByName['status line'] ?? 0;
  expect(statusUnseen(redraws) - statusUnseen(redrawsBefore), 'status lines drawn and replaced before a frame showed them').toBe(0);
  // So are the piles (components/Pile.ts): a deck that deals two cards in one frame was drawn at each count.
  const pileUnseen = (report: typeof redraws): number => report.unseenByName['pile count'] ?? 0;
  expect(pileUnseen(redraws) - pileUnseen(redrawsBefore), 'pile counts drawn and replaced before a frame showed them').toBe(0);
  // Each font was measured once and its metrics given to the texts made after (src/scenes/text-redraws.ts): every
  // text on the table holds the metrics Phaser measures for its font now.
  const fonts = await page.evaluate(() => window.__gatehouse?.fontMetrics ?? null);
  if (!fonts) throw new Error('no font metrics report');
  expect(fonts.reused, 'styles given a font measured before').toBeGreaterThan(fonts.measured);
  expect(fonts.texts).toBeGreaterThan(20);
  expect(fonts.differing, `texts whose metrics differ from their font measured now, of ${fonts.texts}`).toBe(0);
  // Fitting texts measures their words without drawing them (text-redraws.ts, measuredWidth): as wide as drawn.
  expect(fonts.widthsDiffering, `texts measured unlike they are drawn, the last: ${fonts.lastWidthDiffering}`).toBe(0);
  const r = await report(page);
  expect(r.enabled).toBe(true);
  expect(r.mismatches, `${r.mismatches} of ${r.verified} cached frames differ from the whole drawing, the last at ${JSON.stringify(r.lastMismatch)}`).toBe(0);
  // A frame or run drawn in boxes draws only what meets them and lists the rest for Phaser's input as drawing would
  // (src/scenes/frame-listing.ts): each list compared with the one drawing it whole makes.
  expect(r.listingsVerified, 'lists for input compared').toBeGreaterThan(0);
  expect(r.listingMismatches, `of ${r.listingsVerified} lists for input, those unlike drawing whole makes`).toBe(0);
  expect(r.snapshots).toBeGreaterThan(0);
  // Large Graphics (panels, lanes) are drawn from pictures of themselves (src/scenes/graphics-bake.ts).
  expect(r.fromGraphicsBakes, 'draws of large Graphics from their pictures').toBeGreaterThan(0);
  // Most of the table comes from the canvases while something moves, and some frames are drawn only where they
  // changed (each of them compared with the game canvas as it shows).
  expect(r.fromCache).toBeGreaterThan(r.live);
  expect(r.partial, 'frames drawn only where they changed').toBeGreaterThan(0);
  // Frames where nothing changed leave the canvas untouched, and Phaser's input keeps the last frame's list (each of
  // them compared with the game canvas as it shows).
  expect(r.unchanged, 'frames where nothing changed').toBeGreaterThan(0);
  expect(errors).toEqual([]);
}

// Gateway's district tiles and seat panels overlap their neighbours by a few pixels: its runs are drawn in boxes
// since the boxes grow over the children of a container that do not clip exactly, not over it whole (frame-damage.ts,
// `addClosing`).
for (const { game, seats } of [
  { game: 'gatekeeper', seats: 2 },
  { game: 'gate', seats: 1 },
  { game: 'gaterunners', seats: 2 },
  { game: 'gateway', seats: 4 },
] as const) {
  test(`${game}: frames drawn from the cache look like frames drawn whole, and no text is drawn again unchanged`, async ({ page }) => {
    test.setTimeout(120_000);
    await computersPlayVerified(page, game, seats);
  });
}

// No table's camera paints a background of its own; one that does is painted by each render that begins the list, and
// only by that one (a box's first pass draws the rows that meet it in renders of their own: frame-listing.ts).
test('gatekeeper, with a camera that paints its own background: frames drawn from the cache look like frames drawn whole', async ({ page }) => {
  test.setTimeout(120_000);
  await computersPlayVerified(page, 'gatekeeper', 2, '#203040');
});

test.describe('at a tablet\'s pixel ratio (2: the camera zooms, so what changed is found through its matrix)', () => {
  test.use({ deviceScaleFactor: 2, viewport: { width: 1024, height: 768 } });
  test('gaterunners: frames drawn from the cache look like frames drawn whole', async ({ page }) => {
    test.setTimeout(120_000);
    await computersPlayVerified(page, 'gaterunners', 2);
  });
});

test('gatekeeper: a person hovering, marking and unmarking witches sees the same frames from the cache', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto('./?nosw&renderer=canvas&framecache=verify&textredraws');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  const seats: SeatController[] = [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }];
  expect(await page.evaluate((s) => window.__gatehouse?.startTable('gatekeeper', s, 'frame-cache-person') ?? false, seats)).toBe(true);
  const table = async () => {
    const g = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
    if (!g) throw new Error('no Gatekeeper table');
    return g;
  };
  // The opening mulligan: witches are marked by taps (a glow drawn at once, no tween) and the hand kept.
  await page.waitForFunction(() => {
    const g = window.__gatehouse?.gatekeeper;
    return !!g && !g.animating && g.deciding && g.phase === 'mulligan';
  }, undefined, { timeout: 60_000 });
  const g = await table();
  const [first, second] = g.hand;
  if (!first || !second) throw new Error('no hand');
  const before = (await report(page)).verified;
  await page.mouse.move(first.x, first.y);
  await expect.poll(async () => (await table()).zoom).toBe(`w${first.id}`);
  await page.mouse.click(first.x, first.y);
  await expect.poll(async () => (await table()).picked).toEqual([first.id]);
  await page.mouse.click(second.x, second.y);
  await expect.poll(async () => [...(await table()).picked].sort()).toEqual([first.id, second.id].sort());
  await page.mouse.click(first.x, first.y);
  await expect.poll(async () => (await table()).picked).toEqual([second.id]);
  await page.mouse.move(640, 10);
  await expect.poll(async () => (await report(page)).verified - before, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  const r = await report(page);
  expect(r.mismatches, `${r.mismatches} of ${r.verified} cached frames differ from the whole drawing, the last at ${JSON.stringify(r.lastMismatch)}`).toBe(0);
  expect(r.listingMismatches, `of ${r.listingsVerified} lists for input, those unlike drawing whole makes`).toBe(0);
  expect(errors).toEqual([]);
});
