/**
 * The other side's turn, timed (`npm run bench:frames -- --turns`): how long each computer move takes to be decided
 * and shown on the table, at 1× and at 2× animation speed. With the computer in every seat, every move is another
 * side's move for a person at the table; Gate's solo computer plays its turns and the enemy phase is the longest move.
 *
 * The page is sampled every `SAMPLE_MS` for its plies (the table's own count, through the e2e build's read-only
 * hooks): a move's time is from the ply before it appearing to its own, which takes in the computer's thinking (in the
 * worker) and the table's animation of the move before (a ply counts once its events have been animated).
 */
import type { Browser, Page } from '@playwright/test';
import type { GameId } from '../../src/rules/catalog';
import { centre, menuOf, menuSettled } from '../../tests/e2e/helpers';
import type { Level } from './tables';
import { menuReady, pliesOf, startComputerGame } from './tables';

const SAMPLE_MS = 40;

export interface TurnRow {
  readonly table: GameId;
  readonly speed: number;
  /** Moves timed in the window. */
  readonly moves: number;
  /** Per move, ms: median, 90th percentile, and the longest. */
  readonly p50: number;
  readonly p90: number;
  readonly longest: number;
  readonly errors: readonly string[];
}

const percentile = (sorted: readonly number[], share: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Sets the animation speed by the menu's Settings panel, as a person would (1× is the default). */
async function setSpeed(page: Page, speed: number): Promise<void> {
  if (speed === 1) return;
  await page.mouse.click(...centre((await menuOf(page)).buttons.settings));
  await page.waitForFunction(() => !!window.__gatehouse?.menu?.settingsControls);
  await menuSettled(page);
  const controls = (await menuOf(page)).settingsControls;
  const fastest = controls?.speed[controls.speed.length - 1];
  if (!controls || !fastest) throw new Error('no speed control');
  await page.mouse.click(...centre(fastest));
  await page.waitForFunction((wanted) => window.__gatehouse?.settings.animationSpeed === wanted, speed);
  await page.mouse.click(...centre(controls.close));
  await page.waitForFunction(() => window.__gatehouse?.menu?.panel === null);
}

/** One table at one speed: a game with the computer in every seat, its moves timed for `seconds`. */
export async function turnsRun(browser: Browser, origin: string, table: { readonly id: GameId; readonly seats: number }, speed: number, seconds: number, level: Level): Promise<TurnRow> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${origin}/?nosw&renderer=canvas`);
    await menuReady(page);
    await setSpeed(page, speed);
    await startComputerGame(page, table.id, table.seats, level, `turns-${table.id}`);
    const times: number[] = [];
    let plies = (await pliesOf(page, table.id)) ?? 0;
    let since = Date.now();
    const until = since + seconds * 1000;
    while (Date.now() < until) {
      await page.waitForTimeout(SAMPLE_MS);
      const now = (await pliesOf(page, table.id)) ?? plies;
      if (now === plies) continue;
      // Several plies between two samples (moves with nothing to animate) share the interval.
      const each = (Date.now() - since) / (now - plies);
      for (let ply = plies; ply < now; ply++) times.push(each);
      plies = now;
      since = Date.now();
    }
    const sorted = times.slice(1).sort((a, b) => a - b); // the first move's time includes the table's start
    return { table: table.id, speed, moves: sorted.length, p50: Math.round(percentile(sorted, 0.5)), p90: Math.round(percentile(sorted, 0.9)), longest: Math.round(sorted[sorted.length - 1] ?? 0), errors };
  } finally {
    await context.close();
  }
}
