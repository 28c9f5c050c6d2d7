import { expect, test } from '@playwright/test';
import { gk, ONLINE, openMenu, playOne, readyToAct } from './online-helpers';

/**
 * Online play in real Chromium against the real game server (`npm run server:run`, serving the e2e build on its
 * own port: see playwright.config.ts): two browser contexts create and join a table through the menu's "Play
 * online", play a whole Gatekeeper game by pointer to a winner, a third context watches, and one player's
 * context goes offline mid-game and comes back to the same position.
 */

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
