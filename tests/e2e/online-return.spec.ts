import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Step } from '../../src/machines/move-steps';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';
import type { GrMove } from '../../src/rules/gaterunners/index';
import type { GwMove } from '../../src/rules/gateway/index';
import { pathOf as runnersPath } from '../../src/scenes/gaterunners/steps';
import { pathOf as gatewayPath } from '../../src/scenes/gateway/steps';
import { click, leaveTable, menuSettled } from './helpers';
import { gk, ONLINE, openMenu, playOne, readyToAct } from './online-helpers';

/**
 * Online play that must survive what players do to their browsers: a reload mid-game, a browser closed and opened
 * again (the menu offers "Rejoin"), leaving on purpose; and the two other online games at their tables, with a
 * table for three.
 */

/**
 * The guest's table as it was: the same seat, turn, decision, hand, mana and witches on the plane. (Not the match's
 * ply count: a reloaded page's match counts from the table it rejoined at.)
 */
const position = (g: GkInspection | null) =>
  g ? { viewer: g.viewer, turn: g.turn, phase: g.phase, hand: g.hand.map((h) => h.id), mana: g.mana, plane: g.columns.map((side) => side.map((column) => column.witches.map((w) => w.id))), legal: g.legal } : null;

/** Plays by pointer whichever player decides, until `moves` more have been made; returns the count made so far. */
async function playMoves(players: readonly Page[], from: number, moves: number): Promise<number> {
  let made = from;
  for (let round = 0; made < from + moves && round < 400; round++) {
    const tables = await Promise.all(players.map((page) => readyToAct(page)));
    const index = tables.findIndex((t) => t !== null && t.gameOver === null);
    const table = tables[index];
    const page = players[index];
    if (!table || !page) {
      await players[0]?.waitForTimeout(50);
      continue;
    }
    await playOne(page, table, made++);
    await page.waitForFunction((p) => {
      const g = window.__gatehouse?.gatekeeper;
      return !!g && (g.plies > p || g.gameOver !== null);
    }, table.plies, { timeout: 20_000, polling: 100 });
  }
  return made;
}

/** Waits until `page`'s player decides (nothing in flight), so nothing changes while they are away. */
async function atOwnDecision(players: readonly Page[], page: Page, made: number): Promise<number> {
  let count = made;
  for (let round = 0; round < 40 && (await readyToAct(page)) === null; round++) count = await playMoves(players.filter((p) => p !== page), count, 1);
  expect(await readyToAct(page)).not.toBeNull();
  return count;
}

/** Taps each step of a move where the table shows it (its stop points), as the GateRunners and Gateway specs do. */
async function tapPath(page: Page, game: 'gaterunners' | 'gateway', path: readonly Step[]): Promise<void> {
  const stops = async () => (await page.evaluate((id) => window.__gatehouse?.[id]?.stopPoints ?? {}, game)) as Record<string, { x: number; y: number } | undefined>;
  for (const step of path) {
    const names = 'set' in step ? [...step.set.map((id) => `${step.kind}:${id}`), 'finish'] : [`${step.kind}:${step.id}`];
    for (const name of names) {
      await expect.poll(async () => Object.keys(await stops()), { message: `${name} on offer` }).toContain(name);
      const point = (await stops())[name];
      if (point) await click(page, point);
    }
  }
}

test.describe('online play, coming back', () => {
  test('a player reloads mid-game and later reopens a closed browser: the same seat and position each time; leaving on purpose forgets the table', async ({ browser }) => {
    test.setTimeout(240_000);
    const host = await openMenu(browser, 'Ada');
    const guest = await openMenu(browser, 'Grace');
    await host.page.getByRole('button', { name: 'Play online' }).click();
    await host.page.getByLabel('Game').selectOption('gatekeeper');
    // Two-player games offer no choice of players.
    await expect(host.page.getByLabel('Players')).toBeHidden();
    await host.page.getByRole('button', { name: 'Create a table' }).click();
    // The link is filled once the server has given the table its code: read it only then.
    await expect(host.page.locator('#online-link')).toHaveValue(/#join\/[0-9A-Z]{8}$/);
    const link = await host.page.locator('#online-link').inputValue();
    const code = /#join\/([0-9A-Z]{8})$/.exec(link)?.[1] ?? '';
    await guest.page.goto(`${ONLINE}?nosw&renderer=canvas#join/${code}`);
    await expect(host.page.locator('#online-seats')).toContainText('Seat 2: Grace');
    await host.page.getByRole('button', { name: 'Start' }).click();
    for (const { page } of [host, guest]) await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    // The table's address carries its code, for a reload; no Hint online (the advisor plays only games on this device).
    expect(new URL(host.page.url()).hash).toBe(`#join/${code}`);
    expect((await gk(host.page))?.hint).toBeNull();
    const players = [host.page, guest.page];
    let made = await playMoves(players, 0, 6);

    // A reload at the guest's own decision: the page joins again with the seat's token and shows the same table.
    made = await atOwnDecision(players, guest.page, made);
    const beforeReload = await gk(guest.page);
    await guest.page.reload();
    await guest.page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    await expect.poll(async () => position(await readyToAct(guest.page)), { timeout: 30_000 }).toEqual(position(beforeReload));
    // The log comes back too: the game's events as this seat saw them, the same lines as before the reload.
    expect((await gk(guest.page))?.log.slice(-10)).toEqual(beforeReload?.log.slice(-10));
    made = await playMoves(players, made, 3);

    // The browser closed at the guest's decision, and opened again on the bare address: the menu offers the table.
    made = await atOwnDecision(players, guest.page, made);
    const beforeRestart = position(await gk(guest.page));
    const storageState = await guest.context.storageState();
    await guest.context.close();
    await expect(host.page.locator('#online-banner')).toHaveText(/Waiting for Grace to reconnect/, { timeout: 30_000 });
    const reopened = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 960, height: 600 }, storageState });
    const page = await reopened.newPage();
    await page.goto(`${ONLINE}?nosw&renderer=canvas`);
    await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
    await menuSettled(page);
    await page.screenshot({ path: 'test-results/online-rejoin-menu.png' });
    await page.getByRole('button', { name: `Rejoin your Gatekeeper table (${code.slice(0, 4)}-${code.slice(4)})` }).click();
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    await expect.poll(async () => position(await readyToAct(page)), { timeout: 30_000 }).toEqual(beforeRestart);
    await expect(host.page.locator('#online-banner')).toBeHidden({ timeout: 30_000 });
    made = await playMoves([host.page, page], made, 2);

    // Leaving on purpose: the computer plays for Grace, and her menu no longer offers the table.
    const table = await gk(page);
    if (!table) throw new Error('no table');
    await leaveTable(page, 'gatekeeper', table.buttons.menu);
    await expect(host.page.locator('#online-banner')).toHaveText(/Grace left: the computer plays for them/, { timeout: 30_000 });
    expect(new URL(page.url()).hash).toBe('');
    await menuSettled(page);
    await expect(page.locator('#online-rejoin')).toHaveCount(0);
    console.log(`online comeback: ${made} moves by the pointer`);
    await Promise.all([host.context.close(), reopened.close()]);
  });

  test('GateRunners and a three-seat Gateway Uprising are played online: the computer in the empty seats, moves by pointer', async ({ browser }) => {
    test.setTimeout(180_000);
    const { context, page, errors } = await openMenu(browser, 'Ada');
    for (const game of ['gaterunners', 'gateway'] as const) {
      await page.getByRole('button', { name: 'Play online' }).click();
      await page.getByLabel('Game').selectOption(game);
      if (game === 'gateway') await page.getByLabel('Players').selectOption('3');
      await page.getByRole('button', { name: 'Create a table' }).click();
      await expect(page.locator('#online-seats li')).toHaveCount(game === 'gateway' ? 3 : 2);
      await page.getByRole('button', { name: 'Fill empty seats with the computer' }).click();
      await expect(page.locator('#online-seats')).toContainText(`Seat ${game === 'gateway' ? 3 : 2}: the computer`);
      await page.getByRole('button', { name: 'Start' }).click();
      await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true, game, { timeout: 30_000 });
      // Three moves of the person's, each taken by tapping what the table offers; the computers answer through the server.
      for (let move = 0; move < 3; move++) {
        await page.waitForFunction((id) => {
          const t = window.__gatehouse?.[id];
          return !!t && t.ready && !t.animating && (t.deciding || t.gameOver !== null);
        }, game, { timeout: 60_000 });
        const table = await page.evaluate((id) => {
          const t = window.__gatehouse?.[id];
          return t ? { plies: t.plies, legal: t.legal as unknown[], seatCount: 'seatCount' in t ? t.seatCount : 2 } : null;
        }, game);
        if (!table) throw new Error(`no ${game} table`);
        if (game === 'gateway') expect(table.seatCount).toBe(3);
        if (game === 'gaterunners') {
          const legal = table.legal as GrMove[];
          const chosen = legal.find((m) => m.type === 'placeGate') ?? legal.find((m) => m.type === 'mulligan' && m.cards.length === 0) ?? legal.find((m) => m.type === 'playUnit' && m.levelUp.length === 0) ?? legal.find((m) => m.type === 'endMobilize') ?? legal.find((m) => m.type === 'pass' || m.type === 'confirm');
          if (!chosen) throw new Error(`no simple GateRunners move in ${JSON.stringify(legal.slice(0, 3))}`);
          await tapPath(page, game, runnersPath(chosen));
        } else {
          const legal = table.legal as GwMove[];
          const chosen = legal.find((m) => m.type === 'pick') ?? legal.find((m) => m.type === 'play') ?? legal.find((m) => m.type === 'done') ?? legal[0];
          if (!chosen) throw new Error('no Gateway move');
          await tapPath(page, game, gatewayPath(chosen));
        }
        await page.waitForFunction(([id, plies]) => (window.__gatehouse?.[id as 'gateway']?.plies ?? 0) > (plies as number), [game, table.plies] as const, { timeout: 30_000 });
      }
      await page.screenshot({ path: `test-results/online-${game}.png` });
      const now = await page.evaluate((id) => window.__gatehouse?.[id]?.buttons.menu ?? null, game);
      if (!now) throw new Error('no menu button');
      await leaveTable(page, game, now);
      await menuSettled(page);
    }
    expect(errors.filter((e) => !/WebSocket|net::/.test(e))).toEqual([]);
    await context.close();
  });
});
