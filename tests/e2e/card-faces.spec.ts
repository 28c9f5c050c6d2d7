import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { SeatController } from '../../src/machines/match-logic';
import { collectErrors } from './helpers';

/**
 * On the Canvas renderer a face-up card's front is baked into one picture (src/scenes/components/CardView.ts); with
 * `?cardbake=off` it stays a dozen objects. The same opening hand, drawn both ways, must look the same: only the
 * rounding of resampled edges may differ. A face drawn in the wrong place, at the wrong size or without its words
 * differs over thousands of pixels by far more.
 */

/** The Gatekeeper table at its opening hand (seeded: the same deal each time), drawn with `query`; `clip`: page pixels. */
async function openingHand(page: Page, query: string, clip = { x: 0, y: 560, width: 1280, height: 240 }): Promise<Buffer> {
  await page.goto(`./?nosw&renderer=canvas${query}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  const seats: SeatController[] = [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }];
  expect(await page.evaluate((s) => window.__gatehouse?.startTable('gatekeeper', s, 'card-faces') ?? false, seats)).toBe(true);
  await page.waitForFunction(() => {
    const g = window.__gatehouse?.gatekeeper;
    return !!g && g.ready && !g.animating && g.deciding && g.phase === 'mulligan';
  });
  const hand = (await page.evaluate(() => window.__gatehouse?.gatekeeper?.hand ?? [])).length;
  expect(hand).toBeGreaterThan(0);
  // By default the hand's row, where the five faces are (page pixels at 1280×800).
  return page.screenshot({ clip });
}

/** How two screenshots of the same size differ: pixels apart by more than 8 levels in a channel, and the most. */
async function compare(page: Page, a: Buffer, b: Buffer): Promise<{ over8: number; worst: number; pixels: number }> {
  return page.evaluate(async ([one, two]) => {
    const pixels = async (src: string): Promise<Uint8ClampedArray> => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height).data;
    };
    const [first, second] = await Promise.all([pixels(one), pixels(two)]);
    let over8 = 0;
    let worst = 0;
    for (let i = 0; i < first.length; i += 4) {
      const apart = Math.max(Math.abs((first[i] ?? 0) - (second[i] ?? 0)), Math.abs((first[i + 1] ?? 0) - (second[i + 1] ?? 0)), Math.abs((first[i + 2] ?? 0) - (second[i + 2] ?? 0)));
      if (apart > 8) over8++;
      worst = Math.max(worst, apart);
    }
    return { over8, worst, pixels: first.length / 4 };
  }, [`data:image/png;base64,${a.toString('base64')}`, `data:image/png;base64,${b.toString('base64')}`] as const);
}

test('a baked card face looks like the card drawn as separate objects', async ({ page, browser }) => {
  const errors = collectErrors(page);
  const baked = await openingHand(page, '');
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const separate = await openingHand(other, '&cardbake=off');
  await other.close();
  const blank = await browser.newPage();
  const difference = await compare(blank, baked, separate);
  await blank.close();
  // Measured: 4.1% of the row's pixels differ by more than 8 levels (resampled edges of words and rotated frames);
  // the faces drawn 2 pixels off: 10.7%.
  expect(difference.over8 / difference.pixels, JSON.stringify(difference)).toBeLessThan(0.06);
  expect(errors).toEqual([]);
});

/**
 * A front to be baked draws its words from pictures kept per words and style (src/scenes/components/face-text.ts):
 * the pictures stand in for the texts exactly, so the same seeded opening hands, at pixel ratios 1 and 2, are the
 * same to the pixel with `?facetext=off` (each word a Text). Two copies of a witch's spell on one hand show a
 * picture drawn again.
 */
test('words drawn from pictures of texts on baked fronts look exactly like the texts', async ({ browser }) => {
  for (const deviceScaleFactor of [1, 2]) {
    const shots: Buffer[] = [];
    for (const query of ['', '&facetext=off']) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor });
      const errors = collectErrors(page);
      shots.push(await openingHand(page, query));
      const texts = await page.evaluate(() => window.__gatehouse?.cardFronts.texts ?? null);
      if (query === '') expect(texts?.reused ?? 0, 'front texts shown from pictures drawn before').toBeGreaterThan(0);
      else expect(texts).toEqual({ drawn: 0, reused: 0 });
      expect(errors).toEqual([]);
      await page.close();
    }
    const [pictures, texts] = shots as [Buffer, Buffer];
    const blank = await browser.newPage();
    const difference = await compare(blank, pictures, texts);
    await blank.close();
    expect(difference.worst, `at a pixel ratio of ${deviceScaleFactor}: ${JSON.stringify(difference)}`).toBe(0);
  }
});

/**
 * On the Canvas renderer a large Graphics (a board's panel, a lane) is drawn once into a picture of its own and
 * copied from it (src/scenes/graphics-bake.ts); `?graphicsbake=off` draws its paths every time. The whole table,
 * drawn both ways, must look the same: a copy placed a pixel off, or cut short, differs along every panel's edge.
 */
test('a large Graphics drawn from its picture looks like the Graphics drawn by Phaser', async ({ page, browser }) => {
  const errors = collectErrors(page);
  const whole = { x: 0, y: 0, width: 1280, height: 800 };
  const baked = await openingHand(page, '', whole);
  const bakes = await page.evaluate(() => window.__gatehouse?.frameCache ?? null);
  expect(bakes?.graphicsBaked, 'large Graphics baked').toBeGreaterThan(0);
  const other = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const direct = await openingHand(other, '&graphicsbake=off', whole);
  expect((await other.evaluate(() => window.__gatehouse?.frameCache ?? null))?.graphicsBaked).toBe(0);
  await other.close();
  const blank = await browser.newPage();
  const difference = await compare(blank, baked, direct);
  await blank.close();
  expect(difference.over8, JSON.stringify(difference)).toBe(0);
  expect(errors).toEqual([]);
});
