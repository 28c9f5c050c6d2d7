import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { click, collectErrors, drag, fastestAnimations, menuSettled } from './helpers';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';
import type { GkMove, GkView } from '../../src/rules/gatekeeper/types';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { greedyBot } from '../../src/ai/greedy';

/**
 * Online play in real Chromium against the real game server (`npm run server:run`, serving the e2e build on its
 * own port: see playwright.config.ts): two browser contexts create and join a table through the menu's "Play
 * online", play a whole Gatekeeper game by pointer to a winner, a third context watches, and one player's
 * context goes offline mid-game and comes back to the same position.
 */

declare global {
  interface Window {
    /** The page's WebSockets (recorded by an init script), so a test can cut them as a dropped network would. */
    __sockets?: WebSocket[];
  }
}

const ONLINE = `http://localhost:${Number(process.env.E2E_PORT ?? 4174) + 1000}/`;

async function gk(page: Page): Promise<GkInspection | null> {
  return page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
}

/** A context on the online server's page, with the fastest animations, at the menu. */
async function openMenu(browser: Browser, name: string, viewport = { width: 960, height: 600 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  // Smaller than the other specs' 1280×800: three canvases render at once on this machine's two cores.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport });
  // Chromium's offline emulation blocks new connections but leaves open WebSockets alone: the test cuts them itself.
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    window.__sockets = [];
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        window.__sockets?.push(this);
      }
    };
  });
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(`${ONLINE}?nosw&renderer=canvas`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  // Reduced motion (a player's setting): every animation's code runs, each in a millisecond. Three tables share
  // this machine's two cores, and a whole game is over a hundred moves; the offline specs play at readable speed.
  await fastestAnimations(page, (x, y) => page.mouse.click(x, y), { reducedMotion: true });
  await page.evaluate((n) => localStorage.setItem('gatehouse.online.name', n), name);
  return { context, page, errors };
}

const greedy = greedyBot();

/**
 * The play a greedy player makes from the page's view (the table's own, hidden cards hidden): two of them end a
 * game in about 60 moves where arbitrary plays take about 100.
 */
async function greedyPlay(page: Page, n: number): Promise<GkMove | null> {
  const view = (await page.evaluate(() => window.__gatehouse?.tableView('gatekeeper') ?? null)) as GkView | null;
  if (!view) return null;
  return greedy.choose({ module: gatekeeper, view, seat: view.seat, seed: `online-${n}` }) as GkMove | null;
}

/** The viewer's move by pointer: the lean part of gatekeeper.spec's player (mulligan, place, draw, cast, skip). */
async function playOne(page: Page, g: GkInspection, n: number): Promise<void> {
  const of = <T extends GkMove['type']>(type: T) => g.legal.filter((m): m is Extract<GkMove, { type: T }> => m.type === type);
  const onPlane = (id: number) => g.columns.flat().flatMap((c) => c.witches).find((w) => w.id === id);
  switch (g.phase) {
    case 'mulligan':
    case 'animalSpirit':
    case 'manipulator':
      return click(page, g.buttons.primary);
    case 'play':
    case 'twinStrike': {
      const plays = g.phase === 'play' ? of('play') : of('twinStrike');
      const wanted = await greedyPlay(page, n);
      const move = plays.find((m) => JSON.stringify(m) === JSON.stringify(wanted)) ?? plays[n % Math.max(1, plays.length)];
      const card = move ? g.hand.find((h) => h.id === move.card) : undefined;
      const column = move ? g.columns[g.viewer]?.[move.loc] : undefined;
      if (move && card && column) return drag(page, card, column.tap);
      break;
    }
    case 'recruit':
    case 'refreshDraw':
      return drag(page, g.pile, g.handZone);
    case 'refreshDiscard': {
      for (const h of g.hand.slice(0, g.hand.length - g.handLimit)) await click(page, h);
      await expect.poll(async () => (await gk(page))?.buttons.primary.enabled).toBe(true);
      const now = await gk(page);
      if (now) return click(page, now.buttons.primary);
      break;
    }
    case 'wild': {
      const move = of('wild')[0];
      const loc = move ? g.locations[move.loc] : undefined;
      if (loc) return click(page, loc);
      break;
    }
    case 'astralShield':
    case 'removeTie':
    case 'archer': {
      const move = g.legal.find((m) => m.type === g.phase);
      const target = move && 'witch' in move ? onPlane(move.witch) : move && 'target' in move ? onPlane(move.target) : undefined;
      if (target) return click(page, target);
      break;
    }
    default:
      break;
  }
  if (g.buttons.skip.visible) return click(page, g.buttons.skip);
  throw new Error(`no pointer path for ${g.phase}: ${JSON.stringify(g.legal.slice(0, 3))}`);
}

/** The page's table, once it is still and the viewer decides or the game is over; null while it waits on the network. */
async function readyToAct(page: Page): Promise<GkInspection | null> {
  const g = await gk(page);
  if (!g || !g.ready || g.animating) return null;
  return (g.deciding && g.legal.length > 0) || g.gameOver !== null ? g : null;
}

test.describe('online play', () => {
  test('two players play a whole Gatekeeper game online by pointer, a spectator watches, a player drops and comes back', async ({ browser }) => {
    test.setTimeout(480_000);
    const started = Date.now();
    const host = await openMenu(browser, 'Ada');
    const guest = await openMenu(browser, 'Grace');
    const watcher = await openMenu(browser, 'Wes');

    // The host creates a table: a code and an invite link.
    await host.page.getByRole('button', { name: 'Play online' }).click();
    await host.page.getByLabel('Game').selectOption('gatekeeper');
    await host.page.getByRole('button', { name: 'Create a table' }).click();
    await expect(host.page.locator('#online-table-code')).toHaveText(/Table code: [0-9A-Z]{4}-[0-9A-Z]{4}/);
    const link = await host.page.locator('#online-link').inputValue();
    const code = /#join\/([0-9A-Z]{8})$/.exec(link)?.[1] ?? '';
    expect(code).toHaveLength(8);

    // The guest follows the invite link; the watcher types the code and only watches.
    await guest.page.goto(`${ONLINE}?nosw&renderer=canvas#join/${code}`);
    await expect(guest.page.locator('#online-status')).toHaveText(/Waiting for the host to start/);
    await watcher.page.getByRole('button', { name: 'Play online' }).click();
    await watcher.page.getByLabel('Code').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
    await watcher.page.getByLabel('Only watch').check();
    await watcher.page.getByRole('button', { name: 'Join' }).click();
    await expect(watcher.page.locator('#online-status')).toHaveText(/You are watching/);
    await expect(host.page.locator('#online-seats')).toContainText('Seat 2: Grace');
    await host.page.getByRole('button', { name: 'Start' }).click();

    for (const { page } of [host, guest, watcher]) await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });

    const players = [host, guest];
    let moves = 0;
    let dropped = false;
    for (let round = 0; round < 2000; round++) {
      const tables = await Promise.all(players.map((p) => readyToAct(p.page)));
      if (tables.every((t) => t?.gameOver)) break;
      const index = tables.findIndex((t) => t !== null && t.gameOver === null);
      const table = tables[index];
      const player = players[index];
      if (!table || !player) {
        await host.page.waitForTimeout(50);
        continue;
      }
      // Mid-game, the guest's network drops while the host decides; the guest comes back to the same position.
      if (!dropped && moves >= 12 && player === host && table.phase === 'play') {
        dropped = true;
        const before = await gk(guest.page);
        await guest.context.setOffline(true);
        // The connection dies as a sleeping tablet's does: not a goodbye (Colyseus reads 4000 as a consented leave).
        await guest.page.evaluate(() => window.__sockets?.forEach((socket) => socket.close(3000)));
        await expect(host.page.locator('#online-banner')).toHaveText(/Waiting for Grace to reconnect/, { timeout: 30_000 });
        await guest.context.setOffline(false);
        await expect(host.page.locator('#online-banner')).toBeHidden({ timeout: 30_000 });
        await expect.poll(async () => (await gk(guest.page))?.plies, { timeout: 30_000 }).toBe(before?.plies);
        const after = await gk(guest.page);
        expect(after?.hand.map((h) => h.id)).toEqual(before?.hand.map((h) => h.id));
        expect(after?.mana).toEqual(before?.mana);
        continue;
      }
      const plies = table.plies;
      if (process.env.ONLINE_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)}s move ${moves} by ${index === 0 ? 'host' : 'guest'}: ${table.phase} (turn ${table.turn})`);
      await playOne(player.page, table, moves++);
      await player.page.waitForFunction((p) => {
        const g = window.__gatehouse?.gatekeeper;
        return !!g && (g.plies > p || g.gameOver !== null);
      }, plies, { timeout: 20_000, polling: 100 });
    }
    expect(dropped).toBe(true);
    const ends = await Promise.all([host, guest, watcher].map(async ({ page }) => {
      await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.gameOver !== null, undefined, { timeout: 30_000 });
      return gk(page);
    }));
    // One player won and the other lost; the spectator saw the same final mana, and never a card in hand.
    expect(ends[0]?.gameOver?.title).toMatch(/win|lose|won|lost|draw/i);
    expect(ends[0]?.mana).toEqual(ends[1]?.mana);
    expect(ends[2]?.mana).toEqual(ends[0]?.mana);
    expect(ends[0]?.mana.some((m) => m === 0)).toBe(true);
    expect(ends[2]?.hand).toEqual([]);
    await host.page.screenshot({ path: 'test-results/online-game-over.png' });
    console.log(`online game: ${moves} moves by the pointer`);
    for (const { errors } of [host, guest, watcher]) expect(errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|net::/.test(e))).toEqual([]);
    await Promise.all([host, guest, watcher].map(({ context }) => context.close()));
  });
});
