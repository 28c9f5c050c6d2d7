import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, click, collectErrors, drag, menuOf as menu, menuSettled, gatekeeperTable, watchPolicy } from './helpers';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';

/**
 * The built app under its strict Content-Security-Policy (vite.config.ts: no inline script, no eval; workers and
 * the service worker from the app's own origin): it starts, the service worker takes control, and a Gatekeeper
 * game against the computer (its AI in a Web Worker) plays several turns, with no violation reported anywhere.
 */


const gk = gatekeeperTable;

async function waitForTurn(page: Page): Promise<GkInspection> {
  await page.waitForFunction(() => {
    const g = window.__gatehouse?.gatekeeper;
    return !!g && !g.animating && ((g.deciding && g.legal.length > 0) || g.gameOver !== null);
  }, undefined, { timeout: 30_000, polling: 50 });
  return gk(page);
}

test.describe('Content-Security-Policy', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app starts and plays under its strict policy with no violation', async ({ page }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    const cspMessages: string[] = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) cspMessages.push(m.text());
    });
    // Every violation in the page is reported as an event (workers' own show on the console, collected above).
    await watchPolicy(page);

    await page.goto('./?renderer=canvas&seed=csp');
    const policy = await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? null);
    expect(policy).not.toBeNull();
    const scriptSrc = policy?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toBe("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => !s.src).length), 'inline scripts in the built page').toBe(0);

    await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
    // The service worker is allowed: it installs and controls the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
    await menuSettled(page);

    // A game against the easy computer: its AI thinks in a Web Worker, which the policy must allow.
    const tap = (x: number, y: number) => page.mouse.click(x, y);
    const tile = (await menu(page)).tiles.find((t) => t.id === 'gatekeeper');
    if (!tile) throw new Error('no Gatekeeper tile');
    await tap(...centre(tile.rect));
    await expect.poll(async () => (await menu(page)).newGameControls).not.toBeNull();
    await menuSettled(page);
    const chooser = (await menu(page)).newGameControls;
    const easy = chooser?.seats[1]?.[1];
    if (!chooser || !easy) throw new Error('no seat chooser');
    await tap(...centre(easy));
    await tap(...centre(chooser.start));
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });

    // Play until the computer has answered a few times: placements by dragging, other steps by their button.
    for (let n = 0; n < 40; n++) {
      const g = await waitForTurn(page);
      if (g.gameOver || g.plies >= 8) break;
      const play = g.legal.find((m) => m.type === 'play');
      if (g.phase === 'play' && play && play.type === 'play') {
        const card = g.hand.find((h) => h.id === play.card);
        const column = g.columns[g.viewer]?.[play.loc];
        if (!card || !column) throw new Error('no card or column to drag');
        await drag(page, card, column.tap);
      } else if (g.phase === 'recruit' || g.phase === 'refreshDraw') {
        await drag(page, g.pile, g.handZone);
      } else if (g.buttons.skip.visible) {
        await click(page, g.buttons.skip);
      } else {
        await click(page, g.buttons.primary);
      }
      await page.waitForFunction(([plies, phase]) => {
        const x = window.__gatehouse?.gatekeeper;
        return !!x && (x.plies > (plies as number) || x.phase !== phase || x.gameOver !== null);
      }, [g.plies, g.phase] as const, { timeout: 30_000 });
    }
    expect((await gk(page)).plies).toBeGreaterThanOrEqual(8);
    await page.screenshot({ path: 'test-results/csp-gatekeeper.png' });

    expect(await page.evaluate(() => window.__cspViolations ?? ['the listener was not installed'])).toEqual([]);
    expect(cspMessages).toEqual([]);
    expect(errors).toEqual([]);
  });
});
