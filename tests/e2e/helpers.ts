import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { GatehouseHooks } from '../../src/test-hooks';

/** Console errors and uncaught exceptions, minus SwiftShader's performance chatter. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('GPU stall due to ReadPixels')) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** A tap or a click at a page point (mouse by default; tests on touch screens pass the touchscreen's tap). */
export type Tap = (x: number, y: number) => Promise<void>;

export interface PagePt {
  readonly x: number;
  readonly y: number;
}

/** The menu as the hooks report it; throws when it is not running. */
export async function menuOf(page: Page) {
  const m = await page.evaluate(() => window.__gatehouse?.menu ?? null);
  if (!m) throw new Error('the menu is not running');
  return m;
}

export const centre = (r: { x: number; y: number; width: number; height: number }): [number, number] => [r.x + r.width / 2, r.y + r.height / 2];

/**
 * Reloads the page once `game`'s table has written the last move to the device (its autosave and replay record:
 * IndexedDB is asynchronous, and a reload in the same instant could lose the move).
 */
export async function reloadWhenSaved(page: Page, game: 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway'): Promise<void> {
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.saving === false, game);
  await page.reload();
}

/** Waits for the menu's fades and tweens, so taps land where the hooks say. */
/** From the menu (after a reload or the table's Menu button): waits for Continue, presses it, and waits for `game`'s table. */
export async function continueSaved(page: Page, game: 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway'): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await expect.poll(async () => (await menuOf(page)).buttons.continue).not.toBeNull();
  await menuSettled(page);
  const cont = (await menuOf(page)).buttons.continue;
  if (!cont) throw new Error('no Continue');
  await page.mouse.click(...centre(cont));
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true, game);
}

export async function menuSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.menu?.animating === false);
}

/** Through the menu's Settings: the fastest animation speed (2×), reduced motion if asked, then back to the menu. */
export async function fastestAnimations(page: Page, tap: Tap, opts: { reducedMotion?: boolean } = {}): Promise<void> {
  await tap(...centre((await menuOf(page)).buttons.settings));
  await expect.poll(async () => (await menuOf(page)).settingsControls).not.toBeNull();
  await menuSettled(page);
  const c = (await menuOf(page)).settingsControls;
  const fastest = c?.speed[c.speed.length - 1];
  if (!c || !fastest) throw new Error('no speed control');
  await tap(...centre(fastest));
  await expect.poll(async () => (await page.evaluate(() => window.__gatehouse?.settings.animationSpeed)) ?? 0).toBe(2);
  if (opts.reducedMotion) {
    await tap(...centre(c.reducedMotion));
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.settings.reducedMotion)).toBe(true);
  }
  await tap(...centre(c.close));
  await expect.poll(async () => (await menuOf(page)).panel).toBeNull();
}

/** A fresh menu (the Canvas renderer, no service worker) set to the fastest animation speed by the pointer. */
export async function freshMenuFastest(page: Page): Promise<void> {
  await page.goto('./?nosw&renderer=canvas');
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  await fastestAnimations(page, (x, y) => page.mouse.click(x, y));
}

/** From a table, by the pointer: the top bar's Menu (`menuButton`), then the table menu's "Main menu". */
export async function leaveTable(page: Page, game: 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway', menuButton: PagePt): Promise<void> {
  await click(page, menuButton);
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.tableMenu !== null, game);
  await page.waitForFunction((id) => !window.__gatehouse?.[id]?.animating, game);
  const mainMenu = await page.evaluate((id) => window.__gatehouse?.[id]?.tableMenu?.mainMenu ?? null, game);
  if (!mainMenu) throw new Error('no table menu');
  await click(page, mainMenu);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
}

/** Presses `key` on the menu and waits until `read` reports `value` (the ring moved, a choice changed). */
async function pressUntil(page: Page, key: string, read: () => Promise<unknown>, value: unknown): Promise<void> {
  await page.keyboard.press(key);
  await expect.poll(read).toEqual(value);
}

/**
 * From a fresh menu, by keyboard alone: Settings to the fastest speed, then a new game of `game` against the Easy
 * computer (two-player games) or on Easy (Gate), started with Enter. Resolves when the table is ready.
 */
export async function startByKeyboard(page: Page, game: 'gatekeeper' | 'gate' | 'gaterunners', seed: string): Promise<void> {
  await page.goto(`./?nosw&renderer=canvas&thinking=iterations&seed=${seed}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  const focused = async () => (await menuOf(page)).focused;
  const panelFocused = async () => (await menuOf(page)).panelFocused;
  // The ring: tiles 0–3, Continue 4 (hidden without a save), Settings 5, Rules 6, Credits 7, Puzzles 8.
  await pressUntil(page, 'Shift+Tab', focused, 8);
  await pressUntil(page, 'Shift+Tab', focused, 7);
  await pressUntil(page, 'Shift+Tab', focused, 6);
  await pressUntil(page, 'Shift+Tab', focused, 5);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await menuOf(page)).panel).toBe('settings');
  await pressUntil(page, 'Tab', panelFocused, 1);
  await pressUntil(page, 'Tab', panelFocused, 2);
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(async () => page.evaluate(() => window.__gatehouse?.settings.animationSpeed)).toBe(2);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await menuOf(page)).panel).toBeNull();
  await pressUntil(page, 'Tab', focused, 6);
  await pressUntil(page, 'Tab', focused, 7);
  await pressUntil(page, 'Tab', focused, 8);
  await pressUntil(page, 'Tab', focused, 0);
  const tile = { gatekeeper: 0, gate: 1, gaterunners: 2 }[game];
  for (let i = 1; i <= tile; i++) await pressUntil(page, 'ArrowRight', focused, i);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await menuOf(page)).newGameControls?.focused).toBe(0);
  await menuSettled(page);
  if (game !== 'gate') {
    // Player 2: Normal AI by default, one step left is Easy; then Start.
    await pressUntil(page, 'Tab', panelFocused, 1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await menuOf(page)).newGameControls?.choices).toEqual(['human', 'easy']);
    // GateRunners: each seat's deck row comes next (the defaults kept), then Start.
    const start = game === 'gaterunners' ? 4 : 2;
    for (let i = 2; i <= start; i++) await pressUntil(page, 'Tab', panelFocused, i);
  } else {
    // Difficulty (Normal by default) one step left is Easy; Shift+Tab goes round (Close, Guided game, Daily seed) to New run.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await menuOf(page)).newGameControls?.level).toBe('easy');
    await pressUntil(page, 'Shift+Tab', panelFocused, 4);
    await pressUntil(page, 'Shift+Tab', panelFocused, 3);
    await pressUntil(page, 'Shift+Tab', panelFocused, 2);
    await pressUntil(page, 'Shift+Tab', panelFocused, 1);
  }
  await page.keyboard.press('Enter');
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true, game, { timeout: 30_000 });
}

/** A mouse drag that Phaser sees as dragstart, drag, drop and dragend. */
export async function drag(page: Page, from: PagePt, to: PagePt): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

export async function click(page: Page, p: PagePt): Promise<void> {
  await page.mouse.click(p.x, p.y);
}

/** The keyboard ring of a table, as its test hook reports it. */
export interface KeyRing {
  readonly focused: string | null;
  readonly stops: readonly string[];
}

/**
 * Moves the keyboard ring to the stop named `name` with Tab alone (as a keyboard player would), then presses Enter.
 * `ring` reads the table's ring from its test hook.
 */
export async function keyTo(page: Page, ring: () => Promise<KeyRing>, name: string): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    const now = await ring();
    if (!now.stops.includes(name)) throw new Error(`no keyboard stop ${name} among ${now.stops.join(', ')}`);
    if (now.focused === name) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${name}`);
}

/** A running scene's view from the test hooks (`window.__gatehouse[key]`); throws when that scene is not running. */
export async function sceneView<K extends 'menu' | 'gallery' | 'kit'>(page: Page, key: K): Promise<NonNullable<GatehouseHooks[K]>> {
  const view = await page.evaluate((which) => window.__gatehouse?.[which] ?? null, key);
  if (!view) throw new Error(`${key} is not running`);
  return view as NonNullable<GatehouseHooks[K]>;
}

/** A finger drag from one page point to another (Chrome's touch events through CDP, as a tablet sends them). */
export async function touchDrag(page: Page, from: PagePt, to: PagePt, steps = 12): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: PagePt) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= steps; i++) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
  await touch('touchEnd');
  await cdp.detach();
}

declare global {
  interface Window {
    /** Content-Security-Policy violations the page reported (`watchPolicy`). */
    __cspViolations?: string[];
  }
}

/** Records every Content-Security-Policy violation in the page, from its first script on (`window.__cspViolations`). */
export async function watchPolicy(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations?.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
}

/** The Gatekeeper table as the test hooks report it; throws when it is not running. */
export async function gatekeeperTable(page: Page): Promise<GkInspection> {
  const table = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
  if (!table) throw new Error('the Gatekeeper table is not running');
  return table;
}
