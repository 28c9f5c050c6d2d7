import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, collectErrors } from './helpers';
import type { GatehouseHooks } from '../../src/test-hooks';
import { exportPosition } from '../../src/rules/core/position';
import type { PositionFile } from '../../src/rules/core/position';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { gate } from '../../src/rules/gate/index';

/**
 * The menu as a new player meets it: its layout at the three reference sizes, keyboard play through every panel,
 * Resume on each tile with a save, input taken before the menu is ready, and the screen reader's live region.
 * Everything is read through `window.__gatehouse` (page pixels) and the DOM; waits are polls, never sleeps.
 */

type Menu = NonNullable<GatehouseHooks['menu']>;
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function menu(page: Page): Promise<Menu> {
  const m = await page.evaluate(() => window.__gatehouse?.menu ?? null);
  if (!m) throw new Error('the menu is not running');
  return m;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true && window.__gatehouse.menu?.animating === false);
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function inside(r: Box, width: number, height: number): boolean {
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= width && r.y + r.height <= height;
}

/** What the screen reader was last told (the page's status live region, without the mark that makes a repeat heard). */
async function spoken(page: Page): Promise<string> {
  return page.evaluate(() => window.__gatehouse?.spoken ?? '');
}

async function focused(page: Page): Promise<number> {
  return (await menu(page)).focused;
}

async function panelFocused(page: Page): Promise<number> {
  return (await menu(page)).panelFocused;
}

/** Presses `key` and waits until `read` reports `value`. */
async function press(page: Page, key: string, read: (page: Page) => Promise<unknown>, value: unknown): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(() => read(page)).toEqual(value);
}

/** A save as the app's autosave writes it, for a fresh deal of `module` (no moves yet). */
function saveOf(module: typeof gatekeeper | typeof gate, seed: string, seats: readonly object[]): PositionFile {
  const config = module.defaultConfig(seats.length);
  const state = module.setup(config as never, seed);
  if (!state.ok) throw new Error('setup failed');
  return exportPosition(module as never, config, state.value as never, { history: { seed, moves: [] }, meta: { seats: seats as never, savedAt: '2026-11-24T12:00:00.000Z' } });
}

/** Writes keys straight into the app's IndexedDB store ('gatehouse' / 'kv'), as an earlier session would have. */
async function seedStorage(page: Page, entries: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    (e) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gatehouse');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('kv', 'readwrite');
          for (const [k, v] of Object.entries(e)) tx.objectStore('kv').put(v, k);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    entries,
  );
}

const SIZES = [
  { name: '1280x800', width: 1280, height: 800 },
  { name: '1024x768', width: 1024, height: 768 },
  { name: '768x1024', width: 768, height: 1024 },
] as const;

test.describe('menu layout', () => {
  test('at 1280×800, 1024×768 and 768×1024 no badge covers its blurb and every button is on screen, with and without saves', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw');
    for (const saves of [false, true]) {
      if (saves) {
        // Two games in progress: "in progress" tags on their tiles, and Continue makes four buttons.
        await seedStorage(page, {
          'save.gatekeeper': saveOf(gatekeeper, 'e2e-layout-gk', [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }]),
          'save.gate': saveOf(gate, 'e2e-layout-gate', [{ kind: 'human' }]),
          'save-latest': 'gate',
        });
        await page.reload();
      }
      for (const size of SIZES) {
        const name = `${size.name}${saves ? '-saves' : ''}`;
        await page.setViewportSize({ width: size.width, height: size.height });
        await expect.poll(async () => page.evaluate(() => window.__gatehouse?.canvas.width)).toBe(size.width);
        await settled(page);
        const m = await menu(page);
        expect(m.tiles).toHaveLength(4);
        expect(m.tiles.map((t) => t.saved)).toEqual(saves ? [true, true, false, false] : [false, false, false, false]);
        for (const tile of m.tiles) {
          const { badge, blurb, saved } = tile.parts;
          expect(intersects(badge, blurb), `${name} ${tile.id}: badge over blurb`).toBe(false);
          if (saved) expect(intersects(saved, blurb), `${name} ${tile.id}: tag over blurb`).toBe(false);
          // The text stays inside its tile, and the tile inside the screen.
          expect(blurb.y + blurb.height, `${name} ${tile.id}: blurb`).toBeLessThanOrEqual(tile.rect.y + tile.rect.height);
          expect(inside(tile.rect, size.width, size.height), `${name} ${tile.id}: tile`).toBe(true);
        }
        expect(m.buttons.continue !== null).toBe(saves);
        for (const [button, rect] of Object.entries(m.buttons)) {
          if (rect) expect(inside(rect, size.width, size.height), `${name} ${button}`).toBe(true);
        }
        await page.screenshot({ path: `test-results/menu-layout-${name}.png` });
      }
    }
    expect(errors).toEqual([]);
  });
});

test.describe('menu by keyboard alone', () => {
  test('Settings to the fastest speed, then a Gatekeeper game against the Hard computer, all from the keyboard', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    // Tiles 0–3, Continue (hidden without a save), Settings 5, Rules 6, Credits 7, Puzzles 8.
    await press(page, 'Tab', focused, 0);
    expect(await spoken(page)).toMatch(/^Gatekeeper, 2 players: start a new game\./);
    await press(page, 'Shift+Tab', focused, 8);
    expect(await spoken(page)).toMatch(/^Puzzles/);
    await press(page, 'Shift+Tab', focused, 7);
    await press(page, 'Shift+Tab', focused, 6);
    await press(page, 'Shift+Tab', focused, 5);
    expect(await spoken(page)).toBe('Settings, button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).panel).toBe('settings');
    await settled(page);
    // Opened from the keyboard: the first control has the ring at once, and the reader hears the dialog and it.
    expect(await panelFocused(page)).toBe(0);
    expect(await spoken(page)).toMatch(/^Settings, dialog\. Master volume: \d+%/);
    await press(page, 'ArrowLeft', async (p) => (await p.evaluate(() => window.__gatehouse?.settings.masterVolume)) ?? -1, 0.75);
    expect(await spoken(page)).toBe('Master volume: 75%');
    await press(page, 'Tab', panelFocused, 1); // Mute
    await press(page, 'Tab', panelFocused, 2); // Animation speed: 0.5× 1× 1.5× 2×, at 1×; the third press stops at 2×
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.settings.animationSpeed)).toBe(2);
    expect(await spoken(page)).toBe('Animation speed: 2×, 4 of 4');
    await page.screenshot({ path: 'test-results/menu-keyboard-settings.png' });
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();
    // The menu's ring comes back where it was.
    expect(await focused(page)).toBe(5);

    await press(page, 'Tab', focused, 6);
    await press(page, 'Tab', focused, 7);
    await press(page, 'Tab', focused, 8);
    await press(page, 'Tab', focused, 0);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).newGameControls?.focused).toBe(0);
    await settled(page);
    expect(await spoken(page)).toMatch(/^New game · Gatekeeper, dialog\. Player 1: Human, 1 of 4/);
    // Player 2 (Normal AI by default) one step right: Hard AI. Then Start.
    await press(page, 'Tab', panelFocused, 1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await menu(page)).newGameControls?.choices).toEqual(['human', 'hard']);
    expect(await spoken(page)).toBe('Player 2: Hard AI, 4 of 4');
    await press(page, 'Tab', panelFocused, 2);
    expect(await spoken(page)).toBe('Start, button');
    await page.screenshot({ path: 'test-results/menu-keyboard-new-game.png' });
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    const table = await page.evaluate(() => window.__gatehouse?.gatekeeper);
    expect(table?.viewer).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a Gate run on Easy, from the keyboard', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    await press(page, 'ArrowRight', focused, 0);
    await press(page, 'ArrowRight', focused, 1);
    expect(await spoken(page)).toMatch(/^Gate, Solo: start a new game\./);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await menu(page)).newGameControls?.focused).toBe(0);
    expect(await spoken(page)).toMatch(/^New game · Gate, dialog\. Difficulty: Normal, 2 of 3/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await menu(page)).newGameControls?.level).toBe('easy');
    // Difficulty, New run, Daily seed, Guided game, Close; Shift+Tab goes round backwards.
    await press(page, 'Shift+Tab', panelFocused, 4);
    expect(await spoken(page)).toMatch(/Close/);
    await press(page, 'Shift+Tab', panelFocused, 3);
    expect(await spoken(page)).toMatch(/^Guided game/);
    await press(page, 'Shift+Tab', panelFocused, 2);
    await press(page, 'Shift+Tab', panelFocused, 1);
    expect(await spoken(page)).toBe('New run, button');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.__gatehouse?.gate?.ready === true, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__gatehouse?.gate?.difficulty)).toBe('easy');
    expect(errors).toEqual([]);
  });

  test('Rules and Credits open from the keyboard, are read out, and close with Enter on Close', async ({ page }) => {
    await page.goto('./?nosw');
    await settled(page);
    await press(page, 'Shift+Tab', focused, 8);
    await press(page, 'ArrowUp', focused, 7);
    await press(page, 'ArrowUp', focused, 6);
    expect(await spoken(page)).toBe('Rules, button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).panel).toBe('rules');
    await settled(page);
    // The whole list goes to the reader (the canvas has no text of its own), then the first control: Close.
    const rules = await spoken(page);
    expect(rules).toMatch(/^How to play, dialog\. Gatekeeper \(2 players\): Play a witch/);
    expect(rules).toContain('Gateway Uprising (2–4 players)');
    expect(rules).toMatch(/Close, button$/);
    expect(await panelFocused(page)).toBe(0);
    await page.screenshot({ path: 'test-results/menu-keyboard-rules.png' });
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();
    expect(await focused(page)).toBe(6);
    await press(page, 'ArrowDown', focused, 7);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).panel).toBe('credits');
    expect(await spoken(page)).toMatch(/^Credits, dialog\. Icons: .*CC BY 3\.0/);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();
    // The live region is one hidden element, polite, with the status role.
    const region = await page.evaluate(() => {
      const all = document.querySelectorAll('[aria-live]');
      const el = document.getElementById('gatehouse-status');
      return { count: all.length, role: el?.getAttribute('role'), live: el?.getAttribute('aria-live'), width: el?.getBoundingClientRect().width };
    });
    expect(region).toEqual({ count: 1, role: 'status', live: 'polite', width: 1 });
  });
});

test.describe('saves per game', () => {
  test('each tile with a save offers Resume; a new game over a save asks first', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    // A Gatekeeper game in progress, then a Gate run started later (Continue points at the run).
    await seedStorage(page, {
      'save.gatekeeper': saveOf(gatekeeper, 'e2e-saved-gk', [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }]),
      'save.gate': saveOf(gate, 'e2e-saved-gate', [{ kind: 'human' }]),
      'save-latest': 'gate',
    });
    await page.reload();
    await settled(page);
    let m = await menu(page);
    expect(m.tiles.map((t) => t.saved)).toEqual([true, true, false, false]);
    expect(m.buttons.continue).not.toBeNull();
    for (const t of m.tiles) {
      if (t.parts.saved) expect(intersects(t.parts.saved, t.parts.blurb)).toBe(false);
    }
    await page.screenshot({ path: 'test-results/menu-saves-tiles.png' });

    // Gate, New run: asked first; "Keep my game" (focused first from the keyboard) keeps the save.
    const gateTile = m.tiles[1];
    if (!gateTile) throw new Error('no Gate tile');
    await page.mouse.click(...centre(gateTile.rect));
    await expect.poll(async () => (await menu(page)).newGameControls?.resume ?? null).not.toBeNull();
    await settled(page);
    const gateStart = (await menu(page)).newGameControls?.start;
    if (!gateStart) throw new Error('no New run');
    await page.mouse.click(...centre(gateStart));
    await expect.poll(async () => (await menu(page)).panel).toBe('confirm');
    await settled(page);
    expect(await spoken(page)).toBe('Start a new game?, dialog. Your Gate game in progress will be lost.');
    await page.screenshot({ path: 'test-results/menu-saves-confirm.png' });
    await press(page, 'Tab', panelFocused, 0);
    expect(await spoken(page)).toBe('Keep my game, button');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();
    expect((await menu(page)).tiles[1]?.saved).toBe(true);

    // Gatekeeper: its own save resumes, though the latest save is Gate's.
    m = await menu(page);
    const gkTile = m.tiles[0];
    if (!gkTile) throw new Error('no Gatekeeper tile');
    await page.mouse.click(...centre(gkTile.rect));
    await expect.poll(async () => (await menu(page)).newGameControls?.resume ?? null).not.toBeNull();
    await settled(page);
    await page.screenshot({ path: 'test-results/menu-saves-resume.png' });
    const resume = (await menu(page)).newGameControls?.resume;
    if (!resume) throw new Error('no Resume');
    await page.mouse.click(...centre(resume));
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__gatehouse?.gatekeeper?.plies)).toBe(0);

    // Back at the menu, Gate's New run confirmed: its save is gone and the run starts.
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).tiles[1]!.rect));
    await expect.poll(async () => (await menu(page)).newGameControls?.start ?? null).not.toBeNull();
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).newGameControls!.start));
    await expect.poll(async () => (await menu(page)).confirmControls).not.toBeNull();
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).confirmControls!.accept));
    await page.waitForFunction(() => window.__gatehouse?.gate?.ready === true, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__gatehouse?.gate?.seed)).not.toBe('e2e-saved-gate');
    expect(errors).toEqual([]);
  });
});

test.describe('input before the menu is ready', () => {
  test('a tap while the app is still loading is answered, not dropped', async ({ page }) => {
    const errors = collectErrors(page);
    // Hold one file of the preloader's queue, so the progress bar stays up.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/generated/audio/sfx.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('./?nosw');
    // A loading scene is not "active" yet (hooks.scene skips it): wait for its caption instead.
    await page.waitForFunction(() => {
      try {
        return window.__gatehouse?.preloader?.caption === 'Opening the Gatehouse…';
      } catch {
        return false; // the scene exists before its texts do
      }
    });
    expect(await spoken(page)).toBe('Opening the Gatehouse… loading.');
    await page.mouse.click(640, 400);
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.preloader?.caption)).toMatch(/^Still loading \(\d+%\)\. The menu opens in a moment\.$/);
    expect(await spoken(page)).toMatch(/^Still loading \(\d+%\)/);
    await page.screenshot({ path: 'test-results/preloader-tap.png' });
    release();
    await settled(page);
    expect(errors).toEqual([]);
  });

  test('a tap while the saves are still loading says "Loading…" and is carried out once they are in', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('./?nosw&holdsaves');
    await page.waitForFunction(() => window.__gatehouse?.scene === 'Menu' && window.__gatehouse.menu !== null);
    await page.waitForFunction(() => window.__gatehouse?.menu?.animating === false);
    let m = await menu(page);
    expect(m.ready).toBe(false);
    const tile = m.tiles[0];
    if (!tile) throw new Error('no tile');
    await page.mouse.click(...centre(tile.rect));
    await expect.poll(async () => (await menu(page)).pending).toBe('Gatekeeper');
    m = await menu(page);
    expect(m.loading).toBe(true);
    expect(m.panel).toBeNull();
    expect(await spoken(page)).toBe('Loading… Gatekeeper opens in a moment.');
    await page.screenshot({ path: 'test-results/menu-loading.png' });
    await page.evaluate(() => window.__gatehouse?.releaseSaves());
    await expect.poll(async () => (await menu(page)).panel).toBe('newGame');
    m = await menu(page);
    expect(m).toMatchObject({ ready: true, pending: null, loading: false });
    expect(errors).toEqual([]);
  });
});
