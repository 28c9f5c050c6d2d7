/**
 * Starting a table with the computer in every seat, as the e2e tests start games (tests/e2e/helpers.ts): the menu's
 * new-game panel by pointer, each seat's row set to the computer's level. Gate is a solo game whose panel has no
 * seat row, so its one seat gets the computer through the e2e build's `startTable` hook (the same start data the
 * panel's Start sends, with a computer seat).
 */
import type { Page } from '@playwright/test';
import type { GameId } from '../../src/rules/catalog';
import type { SeatController } from '../../src/machines/match-logic';
import { centre, menuOf, menuSettled } from '../../tests/e2e/helpers';

export type Level = 'easy' | 'medium' | 'hard';

/** The tables the bench plays and how many seats each gets (Gateway's largest table: four). */
export const TABLES: readonly { readonly id: GameId; readonly seats: number }[] = [
  { id: 'gatekeeper', seats: 2 },
  { id: 'gate', seats: 1 },
  { id: 'gaterunners', seats: 2 },
  { id: 'gateway', seats: 4 },
];

/** The seat chooser's columns: Human, Easy AI, Normal AI, Hard AI (src/machines/seats.ts SEAT_CHOICES). */
const LEVEL_COLUMN: Record<Level, number> = { easy: 1, medium: 2, hard: 3 };

async function waitFor(page: Page, check: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(50);
  }
}

/** Waits for a fresh menu (after a page load or a table's Menu button). */
export async function menuReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true, undefined, { timeout: 60_000 });
  await menuSettled(page);
}

/**
 * From a settled menu: a new game of `id` with the computer at `level` in each of `seats` seats; resolves when its
 * table is ready, saying whether the menu first asked to replace a game in progress (a save of `id` was listed).
 */
export async function startComputerGame(page: Page, id: GameId, seats: number, level: Level, seed: string): Promise<{ overSave: boolean }> {
  let overSave = false;
  if (seats === 1) {
    const controllers: SeatController[] = [{ kind: 'computer', bot: level }];
    const started = await page.evaluate(([game, s, sd]) => window.__gatehouse?.startTable(game, s, sd) ?? false, [id, controllers, seed] as const);
    if (!started) throw new Error(`${id}: the table could not be started`);
  } else {
    const tile = (await menuOf(page)).tiles.find((t) => t.id === id);
    if (!tile) throw new Error(`no ${id} tile`);
    await page.mouse.click(...centre(tile.rect));
    await waitFor(page, async () => (await menuOf(page)).newGameControls !== null, 'the new-game panel');
    await menuSettled(page);
    let panel = (await menuOf(page)).newGameControls;
    const count = panel?.playerCount[seats - 2];
    if (count) {
      await page.mouse.click(...centre(count));
      await menuSettled(page);
      panel = (await menuOf(page)).newGameControls;
    }
    if (!panel || panel.seats.length !== seats) throw new Error(`${id}: the panel has ${panel?.seats.length ?? 0} seats, not ${seats}`);
    for (let seat = 0; seat < seats; seat++) {
      const option = panel.seats[seat]?.[LEVEL_COLUMN[level]];
      if (!option) throw new Error(`${id}: no ${level} choice for seat ${seat + 1}`);
      await page.mouse.click(...centre(option));
    }
    await waitFor(page, async () => (await menuOf(page)).newGameControls?.choices.every((c) => c === level) ?? false, 'every seat to be the computer');
    await page.mouse.click(...centre(panel.start));
    // Over a save the menu asks first ("Start a new game?"): said, and accepted.
    await waitFor(page, async () => (await page.evaluate((game) => window.__gatehouse?.[game]?.ready === true, id)) || (await menuOf(page).catch(() => null))?.panel === 'confirm', 'the table or the confirm panel', 60_000);
    if ((await menuOf(page).catch(() => null))?.panel === 'confirm') {
      await menuSettled(page);
      const accept = (await menuOf(page)).confirmControls?.accept;
      if (!accept) throw new Error(`${id}: no Start new game button`);
      await page.mouse.click(...centre(accept));
      overSave = true;
    }
  }
  await page.waitForFunction((game) => window.__gatehouse?.[game]?.ready === true, id, { timeout: 60_000 });
  return { overSave };
}

/** Plies played so far on `id`'s table (null when it is not running). */
export async function pliesOf(page: Page, id: GameId): Promise<number | null> {
  return page.evaluate((game) => window.__gatehouse?.[game]?.plies ?? null, id);
}

/** Whether `id`'s game is over (its game-over panel, or Gate's run summary, shows), or null when the table is not running. */
export async function gameOverOf(page: Page, id: GameId): Promise<boolean | null> {
  return page.evaluate((game) => {
    const t = window.__gatehouse?.[game] as { gameOver?: unknown; summary?: unknown } | null | undefined;
    return t ? (t.gameOver ?? t.summary ?? null) !== null : null;
  }, id);
}
