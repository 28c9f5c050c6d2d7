import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, collectErrors, freshMenuFastest, menuOf as menu, menuSettled } from './helpers';
import { gateSteps } from '../../src/scenes/gate/steps';
import { gatekeeperSteps } from '../../src/scenes/gatekeeper/steps';
import type { GateMove, GateView } from '../../src/rules/gate/types';
import type { GkMove, GkView } from '../../src/rules/gatekeeper/types';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { exportPosition } from '../../src/rules/core/position';
import type { PickStep, Step } from '../../src/machines/move-steps';
import type { GkInspection } from '../../src/scenes/gatekeeper/inspect';

/**
 * Puzzles and positions from the menu in real Chromium: a puzzle chosen from the Puzzles list and solved by tapping
 * its solution on the table; a position file opened with both seats "You", which hands the device over behind the
 * pass-and-play curtain.
 */

type TableId = 'gate' | 'gatekeeper';

async function table(page: Page, id: TableId) {
  const t = await page.evaluate((game) => window.__gatehouse?.[game] ?? null, id);
  if (!t) throw new Error(`the ${id} table is not running`);
  return t;
}

async function keeper(page: Page): Promise<GkInspection> {
  const t = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
  if (!t) throw new Error('the Gatekeeper table is not running');
  return t;
}

/** The steps of a path a pointer takes one tap at a time (no set of cards). */
const taps = (path: readonly Step[] | undefined): PickStep[] => (path ?? []).filter((step): step is PickStep => !('set' in step));

async function deciding(page: Page, id: TableId): Promise<void> {
  await page.waitForFunction((game) => {
    const t = window.__gatehouse?.[game];
    return !!t && t.ready && t.deciding && !t.animating;
  }, id, { timeout: 30_000, polling: 50 });
}

/**
 * Taps a move's path step by step (a card, then where it goes), each step's stop as the table reports it; a step the
 * table takes by itself (the only split of a repair) leaves the move made before its stop shows.
 */
async function tapPath(page: Page, id: TableId, path: readonly PickStep[]): Promise<void> {
  const plies = (await table(page, id)).plies;
  for (const step of path) {
    const name = `${step.kind}:${step.id}`;
    await expect.poll(async () => {
      const now = await table(page, id);
      return now.plies > plies || name in now.stopPoints;
    }, { message: `${name} on offer` }).toBe(true);
    if ((await table(page, id)).plies > plies) return;
    const at = (await table(page, id)).stopPoints[name];
    if (!at) throw new Error(`no stop ${name}`);
    await page.mouse.click(at.x, at.y);
  }
}

test('a puzzle from the menu, its solution tapped on the table: "Puzzle solved"', async ({ page }) => {
  const errors = collectErrors(page);
  await freshMenuFastest(page);
  await page.mouse.click(...centre((await menu(page)).buttons.puzzles));
  await expect.poll(async () => (await menu(page)).puzzlesControls?.ids.length ?? 0).toBeGreaterThanOrEqual(8);
  await menuSettled(page);
  const list = (await menu(page)).puzzlesControls;
  if (!list) throw new Error('no Puzzles list');
  expect(list.ids.slice(0, 4)).toEqual(['gatekeeper/final-duel', 'gatekeeper/last-gate', 'gate/first-wave', 'gate/last-wave']);
  await page.screenshot({ path: 'test-results/puzzles-list.png' });
  const file = JSON.parse(readFileSync('src/puzzles/gate/first-wave.json', 'utf8')) as { meta: { puzzle: { title: string; solution: { move: GateMove }[] } } };
  const play = list.play[list.ids.indexOf('gate/first-wave')];
  if (!play) throw new Error('no Play for the puzzle');
  // Gate is solo: no seats to choose, the table opens at the puzzle with its goal said.
  await page.mouse.click(...centre(play));
  await page.waitForFunction(() => window.__gatehouse?.gate?.ready === true, undefined, { timeout: 30_000 });
  await deciding(page, 'gate');
  expect((await table(page, 'gate')).puzzle).toEqual({ title: file.meta.puzzle.title, goal: 'Survive this wave', solved: false });
  expect((await table(page, 'gate')).toast).toBe(`Puzzle · ${file.meta.puzzle.title}: Survive this wave.`);
  await page.screenshot({ path: 'test-results/puzzle-start.png' });
  for (const { move } of file.meta.puzzle.solution) {
    await deciding(page, 'gate');
    const plies = (await table(page, 'gate')).plies;
    const view = (await page.evaluate(() => window.__gatehouse?.tableView('gate'))) as GateView;
    await tapPath(page, 'gate', taps(gateSteps.paths(move, view)[0]));
    await page.waitForFunction((before) => (window.__gatehouse?.gate?.plies ?? 0) > before, plies);
  }
  await expect.poll(async () => (await table(page, 'gate')).puzzle?.solved).toBe(true);
  await expect.poll(async () => (await table(page, 'gate')).toast).toBe('Puzzle solved: Survive this wave!');
  await page.screenshot({ path: 'test-results/puzzle-solved.png' });
  expect(errors).toEqual([]);
});

test('a position file opened with both seats "You": pass and play behind the curtain', async ({ page }) => {
  const errors = collectErrors(page);
  await freshMenuFastest(page);
  const setup = gatekeeper.setup(gatekeeper.defaultConfig(2), 'e2e-position-seats');
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  for (let ply = 0; ply < 20; ply++) {
    const seat = gatekeeper.decision(state).seats[0] ?? 0;
    state = gatekeeper.applyLegal(state, seat, gatekeeper.legalMoves(state, seat)[0] as GkMove).state;
  }
  const toMove = gatekeeper.decision(state).seats[0] ?? 0;
  const text = JSON.stringify(exportPosition(gatekeeper, gatekeeper.defaultConfig(2), state));
  await page.evaluate((file) => {
    const data = new DataTransfer();
    data.items.add(new File([file], 'position.json', { type: 'application/json' }));
    document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  // The seats: you on the seat about to move, the computer (Normal) on the other; the other made "You" too.
  await expect.poll(async () => (await menu(page)).seatsControls?.choices).toEqual(toMove === 0 ? ['human', 'medium'] : ['medium', 'human']);
  await menuSettled(page);
  // By the keyboard: Tab to the other seat's row, Left to "You" (the first option).
  const other = 1 - toMove;
  for (let n = 0; n < 4 && (await menu(page)).panelFocused !== other; n++) await page.keyboard.press('Tab');
  expect((await menu(page)).panelFocused).toBe(other);
  for (let n = 0; n < 3; n++) await page.keyboard.press('ArrowLeft');
  await expect.poll(async () => (await menu(page)).seatsControls?.choices).toEqual(['human', 'human']);
  await page.screenshot({ path: 'test-results/position-seats.png' });
  const start = (await menu(page)).seatsControls?.start;
  if (!start) throw new Error('no Start');
  await page.mouse.click(...centre(start));
  await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
  // Moves by the pointer until the other player's turn comes: the curtain hides the table until they confirm.
  for (let n = 0; n < 12 && !(await keeper(page)).curtain.showing; n++) {
    await page.waitForFunction(() => {
      const t = window.__gatehouse?.gatekeeper;
      return !!t && ((t.deciding && !t.animating) || t.curtain.showing);
    }, undefined, { timeout: 30_000 });
    const now = await keeper(page);
    if (now.curtain.showing) break;
    const move = now.legal.find((m) => m.type !== 'refresh') as GkMove;
    const view = (await page.evaluate(() => window.__gatehouse?.tableView('gatekeeper'))) as GkView;
    await tapPath(page, 'gatekeeper', taps(gatekeeperSteps.paths(move, view)[0]));
    const after = await keeper(page);
    if (after.plies === now.plies && after.stopPoints.confirm) await page.mouse.click(after.stopPoints.confirm.x, after.stopPoints.confirm.y);
    await page.waitForFunction((before) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > before || window.__gatehouse?.gatekeeper?.curtain.showing === true, now.plies);
  }
  await expect.poll(async () => (await keeper(page)).curtain.showing).toBe(true);
  await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.animating === false);
  await page.screenshot({ path: 'test-results/position-pass-and-play.png' });
  expect(errors).toEqual([]);
});
