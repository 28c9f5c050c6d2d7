/**
 * The GateRunners table in real Chromium: a game against the computer played with the pointer (moves chosen from
 * legalMoves, each step taken by tapping what the table offers), touch and keyboard starts, screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GrMove } from '../../src/rules/gaterunners/index';
import { HERO } from '../../src/rules/gaterunners/index';
import { pathOf, strikeZone } from '../../src/scenes/gaterunners/steps';
import type { GrInspection } from '../../src/scenes/gaterunners/inspect';
import { centre, click, collectErrors, fastestAnimations, menuOf as menu, menuSettled } from './helpers';

type Gr = GrInspection;

async function gr(page: Page): Promise<Gr> {
  const g = await page.evaluate(() => window.__gatehouse?.gaterunners ?? null);
  if (!g) throw new Error('the GateRunners table is not running');
  return g;
}

async function startGame(page: Page, opts: { seed: string; opponent: 'easy' | 'human' }): Promise<void> {
  const tap = (x: number, y: number) => page.mouse.click(x, y);
  await page.goto(`./?nosw&renderer=canvas&seed=${opts.seed}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  await fastestAnimations(page, tap);
  const tile = (await menu(page)).tiles.find((t) => t.id === 'gaterunners');
  if (!tile) throw new Error('no GateRunners tile');
  await tap(...centre(tile.rect));
  await expect.poll(async () => (await menu(page)).newGameControls).not.toBeNull();
  await menuSettled(page);
  const ng = (await menu(page)).newGameControls;
  const seat2 = ng?.seats[1]?.[opts.opponent === 'easy' ? 1 : 0];
  if (!ng || !seat2) throw new Error('no seat chooser');
  await tap(...centre(seat2));
  await tap(...centre(ng.start));
  await page.waitForFunction(() => window.__gatehouse?.gaterunners?.ready === true, undefined, { timeout: 30_000 });
}

/** Waits until the table is still and the viewer decides, or the game is over. */
async function waitForTurn(page: Page, timeout = 60_000): Promise<Gr> {
  await page.waitForFunction(() => {
    const t = window.__gatehouse?.gaterunners;
    return !!t && t.ready && !t.animating && (t.deciding || t.gameOver !== null);
  }, undefined, { timeout });
  return gr(page);
}

/** Takes a move step by step with the pointer: each step's object is tapped where the table shows it. */
async function playByPointer(page: Page, move: GrMove): Promise<void> {
  const g = await gr(page);
  // An attack on a Gate goes to the opposing Gate of the attacker's lane (the table's inspection knows the lanes).
  const lane = move.type !== 'declareAttacker' ? -1 : move.card === HERO ? g.heroes.near.lane : g.lanes.findIndex((l) => l.near.units.includes(move.card));
  const path = pathOf(move).map((step) => ('set' in step || step.kind !== 'zone' || !String(step.id).startsWith('strike:gate') ? step : { ...step, id: strikeZone('gate', lane) }));
  for (const step of path) {
    const names = 'set' in step ? [...step.set.map((id) => `card:${id}`), 'finish'] : [`${step.kind}:${step.id}`];
    for (const name of names) {
      await expect.poll(async () => Object.keys((await gr(page)).stopPoints), { message: `${name} on offer` }).toContain(name);
      const point = (await gr(page)).stopPoints[name];
      if (!point) throw new Error(`no point for ${name}`);
      await click(page, point);
    }
  }
  if (move.type === 'discard') {
    await expect.poll(async () => Object.keys((await gr(page)).stopPoints)).toContain('confirm');
    const point = (await gr(page)).stopPoints.confirm;
    if (point) await click(page, point);
  }
}

/** A quick game plan from the legal moves: build lanes, attack Gates, never block, pass responses. */
function choose(g: Gr): GrMove | undefined {
  const legal = g.legal;
  const first = <T extends GrMove['type']>(type: T, ok: (m: Extract<GrMove, { type: T }>) => boolean = () => true) => legal.find((m): m is Extract<GrMove, { type: T }> => m.type === type && ok(m as Extract<GrMove, { type: T }>));
  switch (g.phase) {
    case 'attack':
      return first('declareAttacker', (m) => m.target === 'gate') ?? first('confirm');
    case 'main':
      return first('playUnit', (m) => m.levelUp.length === 0) ?? first('endMobilize');
    case 'block':
      return first('confirm');
    case 'response':
      return first('pass');
    case 'mulligan':
      return first('mulligan', (m) => m.cards.length === 0);
    default:
      return legal[0];
  }
}

test.describe('GateRunners table', () => {
  test('a whole game against the easy computer to a winner, every step taken with the pointer', async ({ page }) => {
    test.setTimeout(420_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr', opponent: 'easy' });
    let g = await waitForTurn(page);
    await page.screenshot({ path: 'test-results/gaterunners-setup.png' });
    let moves = 0;
    let battleShot = false;
    for (let n = 0; n < 600 && !g.gameOver; n++) {
      const move = choose(g);
      if (!move) throw new Error(`no move in ${g.phase}: ${JSON.stringify(g.legal.slice(0, 3))}`);
      const plies = g.plies;
      await playByPointer(page, move);
      await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies, { timeout: 20_000 }).catch(async () => {
        throw new Error(`the move was not taken: ${JSON.stringify(move)} in ${g.phase}; now ${JSON.stringify({ status: (await gr(page)).status, toast: (await gr(page)).toast, stops: (await gr(page)).keys.stops })}`);
      });
      moves++;
      g = await waitForTurn(page);
      if (!battleShot && g.phase === 'attack' && g.turn >= 6) {
        await page.screenshot({ path: 'test-results/gaterunners-battle.png' });
        battleShot = true;
      }
    }
    expect(g.gameOver?.title, 'the game reached its end').toBeTruthy();
    expect(moves).toBeGreaterThan(20);
    // The log names the seats as the table does, and the cards by name.
    expect(g.log.filter((line) => /Player \d|card \d/.test(line))).toEqual([]);
    expect(g.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gaterunners-game-over.png' });
    expect(errors).toEqual([]);
  });
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test.describe(`GateRunners at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    test('a few turns by the pointer, everything on screen', async ({ page }) => {
      const errors = collectErrors(page);
      await startGame(page, { seed: `e2e-gr-${width}`, opponent: 'easy' });
      let g = await waitForTurn(page);
      for (let n = 0; n < 30 && !g.gameOver && g.turn < 5; n++) {
        const move = choose(g);
        if (!move) break;
        const plies = g.plies;
        await playByPointer(page, move);
        await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies);
        g = await waitForTurn(page);
      }
      expect(g.turn).toBeGreaterThanOrEqual(3);
      expect(g.offscreen).toEqual([]);
      await page.screenshot({ path: `test-results/gaterunners-${width}x${height}.png` });
      expect(errors).toEqual([]);
    });
  });
}
