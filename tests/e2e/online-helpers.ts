/**
 * Online play in real Chromium against the real game server (playwright.config.ts starts it on E2E_PORT + 1000,
 * serving the e2e build): pages on the server's origin, and a Gatekeeper player by pointer (online.spec.ts,
 * online-return.spec.ts).
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { click, collectErrors, drag, fastestAnimations, menuSettled } from './helpers';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';
import type { GkMove, GkView } from '../../src/rules/gatekeeper/types';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { greedyBot } from '../../src/ai/greedy';

declare global {
  interface Window {
    /** The page's WebSockets (recorded by an init script), so a test can cut them as a dropped network would. */
    __sockets?: WebSocket[];
  }
}

export const ONLINE = `http://localhost:${Number(process.env.E2E_PORT ?? 4174) + 1000}/`;

export async function gk(page: Page): Promise<GkInspection | null> {
  return page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
}

/** A context on the online server's page, with the fastest animations, at the menu. */
export async function openMenu(browser: Browser, name: string, viewport = { width: 960, height: 600 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
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
export async function playOne(page: Page, g: GkInspection, n: number): Promise<void> {
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
export async function readyToAct(page: Page): Promise<GkInspection | null> {
  const g = await gk(page);
  if (!g || !g.ready || g.animating) return null;
  return (g.deciding && g.legal.length > 0) || g.gameOver !== null ? g : null;
}
