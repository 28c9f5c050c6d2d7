import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { centre, click, collectErrors, drag, fastestAnimations, keyTo, menuOf as menu, menuSettled, startByKeyboard, touchDrag, continueSaved, leaveTable } from './helpers';
import { pathOf } from '../../src/scenes/gatekeeper/steps';
import type { GkInspection, PagePoint } from '../../src/scenes/gatekeeper/inspect';
import type { GkMove } from '../../src/rules/gatekeeper/types';
import { WITCHES } from '../../src/rules/gatekeeper/witches';

/**
 * The Gatekeeper table in real Chromium: games started from the menu's seat chooser, played with the pointer
 * (mouse drags, taps, touch), refusals explained, and screenshots of the table and the end screen. Moves are
 * chosen from the rules' legal moves (read through the e2e hooks) but always made on screen.
 */

type Gk = GkInspection;

async function gk(page: Page): Promise<Gk> {
  const g = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
  if (!g) throw new Error('the Gatekeeper table is not running');
  return g;
}

/**
 * Opens the menu, sets the fastest animation speed, and starts Gatekeeper against the chosen seat 2. The Canvas
 * renderer by default: headless WebGL runs on SwiftShader at a few frames a second with this many cards.
 */
async function startGame(page: Page, opts: { seed: string; opponent: 'easy' | 'hard' | 'human'; fastest?: boolean; webgl?: boolean; tap?: (x: number, y: number) => Promise<void> }): Promise<void> {
  const tap = opts.tap ?? ((x: number, y: number) => page.mouse.click(x, y));
  await page.goto(`./?nosw${opts.webgl ? '' : '&renderer=canvas'}&thinking=iterations&seed=${opts.seed}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  if (opts.fastest ?? true) {
    await fastestAnimations(page, tap);
  }
  const tile = (await menu(page)).tiles.find((t) => t.id === 'gatekeeper');
  if (!tile) throw new Error('no Gatekeeper tile');
  await tap(...centre(tile.rect));
  await expect.poll(async () => (await menu(page)).newGameControls).not.toBeNull();
  await menuSettled(page);
  const ng = (await menu(page)).newGameControls;
  if (!ng) throw new Error('no seat chooser');
  // Seat 2: Human (pass and play) or Easy AI (the second option).
  const seat2 = ng.seats[1]?.[{ human: 0, easy: 1, hard: 3 }[opts.opponent]];
  if (!seat2) throw new Error('no seat 2 options');
  await tap(...centre(seat2));
  await tap(...centre(ng.start));
  await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
}

/** Waits until the table is still and either the viewer decides or the game is over. */
async function waitForTurn(page: Page, timeout = 30_000): Promise<Gk> {
  await page.waitForFunction(
    () => {
      const g = window.__gatehouse?.gatekeeper;
      return !!g && ((g.deciding && g.legal.length > 0) || (g.gameOver !== null && !g.animating) || g.curtain.showing);
    },
    undefined,
    { timeout, polling: 50 },
  );
  return gk(page);
}

function witchOnPlane(g: Gk, id: number): PagePoint {
  for (const side of g.columns) for (const col of side) for (const w of col.witches) if (w.id === id) return w;
  throw new Error(`witch ${id} is not on the plane`);
}

function handCard(g: Gk, id: number): PagePoint {
  const c = g.hand.find((h) => h.id === id);
  if (!c) throw new Error(`witch ${id} is not in hand`);
  return c;
}

function columnTap(g: Gk, seat: number, loc: number): PagePoint {
  const c = g.columns[seat]?.[loc];
  if (!c) throw new Error(`no column ${seat}/${loc}`);
  return c.tap;
}

/** Prompts already photographed (one screenshot each). */
const shots = new Set<string>();
/** The hand refresh is tried once per test file run (it shrinks the hand for good). */
let refreshUsed = false;

/** Plays one legal move of the viewer through the pointer; returns a short label of what it did. */
async function playOne(page: Page, g: Gk, n: number): Promise<string> {
  const legal = g.legal;
  const of = <T extends GkMove['type']>(t: T) => legal.filter((m): m is Extract<GkMove, { type: T }> => m.type === t);
  switch (g.phase) {
    case 'mulligan':
      await click(page, g.buttons.primary);
      return 'keep';
    case 'play': {
      // Once a game, the hand refresh (a witch fewer in hand for good, a fresh hand now).
      if (!refreshUsed && n >= 6 && g.buttons.extra.visible && g.legal.some((m) => m.type === 'refresh')) {
        refreshUsed = true;
        await click(page, g.buttons.extra);
        return 'refresh';
      }
      const plays = of('play');
      const m = plays[n % Math.max(1, plays.length)];
      if (!m) {
        await click(page, g.buttons.primary); // Pass
        return 'pass';
      }
      await drag(page, handCard(g, m.card), columnTap(g, g.viewer, m.loc));
      return `play ${m.card}@${m.loc}`;
    }
    case 'twinStrike': {
      const m = of('twinStrike')[0];
      if (!m) break;
      await drag(page, handCard(g, m.card), columnTap(g, g.viewer, m.loc));
      return `twin ${m.card}@${m.loc}`;
    }
    case 'recruit':
    case 'refreshDraw': {
      const line = of('recruit');
      if (n % 2 === 0 && line[0]) {
        const card = g.line.find((l) => l.id === line[0]?.card);
        if (card) {
          await drag(page, card, g.handZone);
          return `recruit ${line[0].card}`;
        }
      }
      await drag(page, g.pile, g.handZone);
      return 'draw';
    }
    case 'refreshDiscard': {
      const extra = g.hand.length - g.handLimit;
      for (const h of g.hand.slice(0, extra)) await click(page, h);
      await expect.poll(async () => (await gk(page)).buttons.primary.enabled).toBe(true);
      if (!shots.has(g.phase)) {
        shots.add(g.phase);
        await page.screenshot({ path: `test-results/gatekeeper-${g.phase}.png` });
      }
      await click(page, (await gk(page)).buttons.primary);
      return `discard ${extra}`;
    }
    case 'animalSpirit':
    case 'manipulator':
      await click(page, g.buttons.primary);
      return `cast ${g.phase}`;
    case 'wild': {
      const m = of('wild').find((x) => x.loc !== g.keeper) ?? of('wild')[0];
      if (!m) break;
      const loc = g.locations[m.loc];
      if (!loc) break;
      await click(page, loc);
      return `wild ${m.loc}`;
    }
    case 'astralShield':
    case 'removeTie': {
      const m = legal.find((x) => x.type === g.phase) as { witch: number } | undefined;
      if (!m) break;
      await click(page, witchOnPlane(g, m.witch));
      return `${g.phase} ${m.witch}`;
    }
    case 'archer': {
      const m = of('archer')[0];
      if (!m) break;
      await click(page, witchOnPlane(g, m.target));
      return `archer ${m.target}`;
    }
    case 'healer':
    case 'fury': {
      const m = legal.find((x) => x.type === g.phase) as { witches: number[] } | undefined;
      if (!m) break;
      for (const w of m.witches) await click(page, witchOnPlane(g, w));
      await expect.poll(async () => (await gk(page)).buttons.primary.enabled).toBe(true);
      await click(page, (await gk(page)).buttons.primary);
      return `${g.phase} ${m.witches.join('+')}`;
    }
    case 'temptress':
    case 'lieutenant': {
      const m = legal.find((x) => x.type === g.phase) as { witch: number; to: number; loc?: number } | undefined;
      if (!m) break;
      await click(page, witchOnPlane(g, m.witch));
      await expect.poll(async () => (await gk(page)).slots.length).toBeGreaterThan(0);
      if (!shots.has(g.phase)) {
        shots.add(g.phase);
        await page.screenshot({ path: `test-results/gatekeeper-${g.phase}.png` });
      }
      const slots = (await gk(page)).slots;
      const slot = slots.find((s) => s.to === m.to && (m.loc === undefined || s.loc === m.loc)) ?? slots[0];
      if (!slot) break;
      await click(page, slot);
      return `${g.phase} ${m.witch}→${m.to}`;
    }
    default:
      break;
  }
  if (g.buttons.skip.visible) {
    await click(page, g.buttons.skip);
    return `skip ${g.phase}`;
  }
  throw new Error(`no way to play ${g.phase}: ${JSON.stringify(legal.slice(0, 3))}`);
}

/** Plays through the pointer until it is the viewer's turn to place a witch. */
async function untilPlay(page: Page): Promise<Gk> {
  for (let n = 0; n < 60; n++) {
    const g = await waitForTurn(page);
    if (g.phase === 'play' && g.legal.some((m) => m.type === 'play')) return g;
    if (g.curtain.showing) {
      await click(page, g.curtain.button);
      await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.curtain.showing === false);
      continue;
    }
    const plies = g.plies;
    await playOne(page, g, n);
    await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
  }
  throw new Error('never reached a placement');
}

/** A hand witch and a location the rules refuse for her (each element is missing at one location). */
function refusedDrop(g: Gk): { card: number; loc: number } {
  for (const h of g.hand) {
    for (let loc = 0; loc < 4; loc++) {
      if (!g.legal.some((m) => m.type === 'play' && m.card === h.id && m.loc === loc)) return { card: h.id, loc };
    }
  }
  throw new Error('every witch in hand fits everywhere');
}

test.describe('Gatekeeper table', () => {
  test('a full game against the easy computer, played by dragging, to a winner', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    const started = Date.now();
    await startGame(page, { seed: 'e2e-full', opponent: 'easy' });
    const played: string[] = [];
    let screenshot = false;
    for (let n = 0; n < 400; n++) {
      const g = await waitForTurn(page);
      if (g.gameOver) break;
      const plies = g.plies;
      const phase = g.phase;
      played.push(await playOne(page, g, n));
      if (process.env.GK_TRACE) console.log(`${((Date.now() - started) / 1000).toFixed(1)}s turn ${g.turn} ${phase}: ${played[played.length - 1]} (${g.fps} fps)`);
      await page.waitForFunction(([p, ph]) => {
        const x = window.__gatehouse?.gatekeeper;
        return !!x && (x.plies > (p as number) || x.phase !== ph || x.gameOver !== null);
      }, [plies, phase] as const, { timeout: 10_000 });
      if (!screenshot && g.turn >= 8 && g.phase === 'play') {
        await waitForTurn(page);
        expect((await gk(page)).offscreen).toEqual([]);
        await page.screenshot({ path: 'test-results/gatekeeper-midgame.png' });
        screenshot = true;
      }
    }
    const end = await waitForTurn(page);
    expect(end.gameOver).not.toBeNull();
    expect(end.gameOver?.title).toMatch(/win|draw/i);
    expect(end.mana.some((m) => m === 0)).toBe(true);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.animating === false);
    await page.screenshot({ path: 'test-results/gatekeeper-game-over.png' });
    console.log(`full game: ${played.length} moves by the pointer, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Rematch deals a new game; Menu leaves the table.
    await click(page, end.gameOver?.rematch ?? { x: 0, y: 0 });
    await page.waitForFunction(() => {
      const g = window.__gatehouse?.gatekeeper;
      return !!g && g.gameOver === null && g.turn <= 1 && g.mana.every((m) => m === 12);
    });
    const fresh = await waitForTurn(page);
    await leaveTable(page, 'gatekeeper', fresh.buttons.menu);
    expect(errors).toEqual([]);
  });

  test('tap a witch, then a column, to place her', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-tap', opponent: 'easy' });
    const g = await untilPlay(page);
    const m = g.legal.find((x): x is Extract<GkMove, { type: 'play' }> => x.type === 'play');
    if (!m) throw new Error('no placement');
    // The prompt's title is the turn chart's phase, in the rules' words.
    expect(g.status).toMatch(/^Play a witch · drag a witch/);
    // Hovering a witch shows her large, with her spell's words.
    const hovered = handCard(g, m.card);
    await page.mouse.move(hovered.x, hovered.y);
    await expect.poll(async () => (await gk(page)).zoom).toBe(`w${m.card}`);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.animating === false);
    await page.screenshot({ path: 'test-results/gatekeeper-zoom.png' });
    await click(page, handCard(g, m.card));
    await expect.poll(async () => (await gk(page)).selected).toBe(`w${m.card}`);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.animating === false);
    await page.screenshot({ path: 'test-results/gatekeeper-selected.png' });
    // Only the legal columns light up for the selected witch.
    const lit = (await gk(page)).columns[g.viewer]?.map((c) => c.state);
    const legalLocs = g.legal.filter((x) => x.type === 'play' && x.card === m.card).map((x) => (x as { loc: number }).loc);
    expect(lit).toEqual([0, 1, 2, 3].map((loc) => (legalLocs.includes(loc) ? 'legal' : 'idle')));
    await click(page, columnTap(g, g.viewer, m.loc));
    await expect.poll(async () => (await gk(page)).columns[g.viewer]?.[m.loc]?.witches.map((w) => w.id) ?? []).toContain(m.card);
    expect((await gk(page)).hand.map((h) => h.id)).not.toContain(m.card);
    // Nothing hidden came to light yet: Undo takes the placement back.
    const placed = await waitForTurn(page);
    expect(placed.buttons.undo.enabled).toBe(true);
    await click(page, placed.buttons.undo);
    await expect.poll(async () => (await gk(page)).hand.map((h) => h.id)).toContain(m.card);
    const undone = await waitForTurn(page);
    expect(undone.plies).toBe(g.plies);
    expect(undone.phase).toBe('play');
    expect(undone.columns[g.viewer]?.[m.loc]?.witches.map((w) => w.id)).not.toContain(m.card);
    expect(undone.log.at(-1)).toBe('— move taken back —');
    // A screen reader hears the log too: its lines reach the page's hidden log region in a task of their own after
    // they are said (components/LiveRegion.ts), with nothing reading the region first.
    await expect.poll(() => page.evaluate(() => document.getElementById('gatehouse-log')?.textContent ?? '')).toContain('— move taken back —');
    expect(errors).toEqual([]);
  });

  test('a tap while the computer thinks is answered, not dropped', async ({ page }) => {
    const errors = collectErrors(page);
    // The Hard computer thinks for a second: long enough to tap the table meanwhile.
    await startGame(page, { seed: 'e2e-not-now', opponent: 'hard' });
    for (let n = 0; n < 6; n++) {
      await page.waitForFunction(() => {
        const t = window.__gatehouse?.gatekeeper;
        return !!t && (t.thinking !== null || (t.deciding && !t.animating));
      });
      const g = await gk(page);
      if (g.thinking !== null) break;
      const plies = g.plies;
      await playOne(page, g, n);
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
    }
    const thinking = await gk(page);
    expect(thinking.thinking, 'the computer is thinking').not.toBeNull();
    // The hourglass beside the status line is a page element the browser turns (a CSS animation, no Phaser tween):
    // in the top bar (50 px tall), left of the status line's middle. An animation runs while it turns over, none while
    // it rests (first as it shows, then between turns), held by its style upright or at a half turn.
    expect(thinking.hourglass).toMatchObject({ shown: true, turning: true });
    expect(thinking.hourglass.centre.y).toBe(25);
    expect(thinking.hourglass.centre.x).toBeLessThan((page.viewportSize()?.width ?? 0) / 2);
    const icon = await page.evaluate(() => {
      const element = document.querySelector<HTMLElement>('.thinking-glass-icon');
      return { running: element?.getAnimations().filter((a) => a.playState === 'running').length ?? null, resting: element?.style.transform ?? null };
    });
    expect(icon.running === 1 || (icon.running === 0 && /^rotate\((0|180)deg\)$/.test(icon.resting ?? '')), JSON.stringify(icon)).toBe(true);
    const card = thinking.hand[0];
    if (!card) throw new Error('no hand card');
    await click(page, card);
    await expect.poll(async () => (await gk(page)).toast).toBe('Wait: the computer is thinking.');
    expect((await gk(page)).selected).toBeNull();
    // Once the computer has moved the hourglass goes, and stops turning.
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.thinking === null && window.__gatehouse.gatekeeper.hourglass.shown === false);
    expect((await gk(page)).hourglass.turning).toBe(false);
    expect(await page.evaluate(() => document.querySelector('.thinking-glass-icon')?.getAnimations().length)).toBe(0);
    expect(errors).toEqual([]);
  });

  test('a refused drop snaps back and says why (WebGL)', async ({ page }) => {
    await startGame(page, { seed: 'e2e-refuse', opponent: 'easy', webgl: true });
    expect(await page.evaluate(() => window.__gatehouse?.renderer)).toBe('webgl');
    const g = await untilPlay(page);
    const bad = refusedDrop(g);
    const expected = await page.evaluate((move) => window.__gatehouse?.gatekeeperExplain(move) ?? null, { type: 'play' as const, ...bad });
    expect(expected).toBeTruthy();
    const before = (await gk(page)).plies;
    await drag(page, handCard(g, bad.card), columnTap(g, g.viewer, bad.loc));
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.toasts.at(-1) ?? null)).toBe(expected);
    await page.screenshot({ path: 'test-results/gatekeeper-refused.png' });
    const after = await gk(page);
    expect(after.plies).toBe(before);
    expect(after.hand.map((h) => h.id)).toContain(bad.card);
    // The witch went home: back in the hand fan, near where she started.
    await expect.poll(async () => {
      const c = (await gk(page)).hand.find((h) => h.id === bad.card);
      return c ? Math.hypot(c.x - handCard(g, bad.card).x, c.y - handCard(g, bad.card).y) : 999;
    }).toBeLessThan(4);
  });

  test('pass and play hands the device over behind the curtain', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-pass', opponent: 'human', fastest: false });
    let first: Gk | null = null;
    for (let n = 0; n < 30; n++) {
      const g = await waitForTurn(page);
      if (g.curtain.showing) {
        await page.screenshot({ path: 'test-results/gatekeeper-curtain.png' });
        if (first) {
          await click(page, g.curtain.button);
          await page.waitForFunction((v) => {
            const x = window.__gatehouse?.gatekeeper;
            return !!x && !x.curtain.showing && x.viewer !== v;
          }, first.viewer);
          const next = await gk(page);
          // The other player's own hand now shows; the first player's is a row of backs.
          expect(next.hand.map((h) => h.id)).not.toEqual(first.hand.map((h) => h.id));
          expect(next.oppHand).toBeGreaterThan(0);
          expect(errors).toEqual([]);
          return;
        }
        await click(page, g.curtain.button);
        await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.curtain.showing === false);
        continue;
      }
      first = g;
      const plies = g.plies;
      await playOne(page, g, n);
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
    }
    throw new Error('the device was never handed over');
  });
});

test.describe('Gatekeeper saves', () => {
  test('leaving for the menu and pressing Continue resumes the game where it was', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-resume', opponent: 'easy' });
    const g = await untilPlay(page);
    const m = g.legal.find((x): x is Extract<GkMove, { type: 'play' }> => x.type === 'play');
    if (!m) throw new Error('no placement');
    await drag(page, handCard(g, m.card), columnTap(g, g.viewer, m.loc));
    await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, g.plies);
    const before = await waitForTurn(page);
    expect(await page.evaluate(() => window.__gatehouse?.watchTableScene('gatekeeper'))).toBe(true);
    const poolAtTable = await page.evaluate(() => window.__gatehouse?.canvasPool.canvases ?? 0);
    await leaveTable(page, 'gatekeeper', before.buttons.menu);
    // The table left behind is let go: after a collection nothing holds it (its last game stays out of memory), and
    // the canvases its texts gave back to Phaser's pool went with it (the pool alone only ever grows).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('HeapProfiler.collectGarbage');
    expect(await page.evaluate(() => window.__gatehouse?.watchedTableAlive)).toBe(false);
    expect(await page.evaluate(() => window.__gatehouse?.canvasPool.canvases ?? 0)).toBeLessThan(poolAtTable);
    await continueSaved(page, 'gatekeeper');
    const after = await waitForTurn(page);
    expect(after.plies).toBe(before.plies);
    expect(after.phase).toBe(before.phase);
    expect(after.hand.map((h) => h.id)).toEqual(before.hand.map((h) => h.id));
    expect(after.columns[after.viewer]?.[m.loc]?.witches.map((w) => w.id)).toContain(m.card);
    expect(errors).toEqual([]);
  });
});

test.describe('Gatekeeper on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('touch: tap a witch, then a column; the table fits the screen', async ({ page }) => {
    const errors = collectErrors(page);
    const tap = (x: number, y: number) => page.touchscreen.tap(x, y);
    await startGame(page, { seed: 'e2e-touch', opponent: 'easy', tap });
    let g = await waitForTurn(page);
    while (!(g.phase === 'play' && g.legal.some((m) => m.type === 'play'))) {
      const plies = g.plies;
      if (g.phase === 'mulligan') await tap(g.buttons.primary.x, g.buttons.primary.y);
      else await playOne(page, g, 0);
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
      g = await waitForTurn(page);
    }
    const m = g.legal.find((x): x is Extract<GkMove, { type: 'play' }> => x.type === 'play');
    if (!m) throw new Error('no placement');
    const card = handCard(g, m.card);
    await tap(card.x, card.y);
    await expect.poll(async () => (await gk(page)).selected).toBe(`w${m.card}`);
    const col = columnTap(g, g.viewer, m.loc);
    await tap(col.x, col.y);
    await expect.poll(async () => (await gk(page)).columns[g.viewer]?.[m.loc]?.witches.map((w) => w.id) ?? []).toContain(m.card);
    // Then a finger drag, through the same move-building machine: the next witch placed by touch drag.
    g = await waitForTurn(page);
    while (!(g.phase === 'play' && g.legal.some((x) => x.type === 'play'))) {
      const plies = g.plies;
      await playOne(page, g, 1);
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
      g = await waitForTurn(page);
    }
    const next = g.legal.find((x): x is Extract<GkMove, { type: 'play' }> => x.type === 'play');
    if (!next) throw new Error('no second placement');
    await touchDrag(page, handCard(g, next.card), columnTap(g, g.viewer, next.loc));
    await expect.poll(async () => (await gk(page)).columns[g.viewer]?.[next.loc]?.witches.map((w) => w.id) ?? []).toContain(next.card);
    await waitForTurn(page);
    expect((await gk(page)).offscreen).toEqual([]);
    // Every number on the table readable on a tablet: the mana tracks' were 9 px here.
    expect((await gk(page)).manaNumberSize).toBeGreaterThanOrEqual(13);
    await page.screenshot({ path: 'test-results/gatekeeper-tablet.png' });
    expect(errors).toEqual([]);
  });
});

test.describe('Gatekeeper by keyboard', () => {
  test('a whole game against the easy computer with the keyboard alone, from the menu to the end', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await startByKeyboard(page, 'gatekeeper', 'e2e-keys');
    const ring = async () => (await gk(page)).keys;
    let moves = 0;
    for (let n = 0; n < 200; n++) {
      const g = await waitForTurn(page);
      if (g.gameOver) break;
      // A legal move (never the hand refresh, which only shrinks the hand), made step by step on the ring.
      const choices = g.legal.filter((m) => m.type !== 'refresh');
      const move = choices[n % choices.length] as GkMove;
      const plies = g.plies;
      for (const step of pathOf(move)) {
        if ('set' in step) {
          for (const id of step.set) await keyTo(page, ring, `card:${id}`);
          await keyTo(page, ring, 'finish');
        } else await keyTo(page, ring, `${step.kind}:${step.id}`);
      }
      if (move.type === 'discard') await keyTo(page, ring, 'confirm');
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
      moves++;
    }
    const end = await gk(page);
    expect(end.gameOver?.title, 'the game reached its end').toBeTruthy();
    expect(moves).toBeGreaterThan(10);
    await page.screenshot({ path: 'test-results/gatekeeper-keyboard-end.png' });
    expect(errors).toEqual([]);
  });

  test('Escape puts a chosen witch back; the ring follows what is on offer', async ({ page }) => {
    await startGame(page, { seed: 'e2e-keys-escape', opponent: 'easy' });
    const g = await untilPlay(page);
    const play = g.legal.find((m): m is Extract<GkMove, { type: 'play' }> => m.type === 'play');
    if (!play) throw new Error('no play');
    const ring = async () => (await gk(page)).keys;
    await keyTo(page, ring, `card:w${play.card}`);
    await expect.poll(async () => (await ring()).stops.filter((s) => s.startsWith('zone:col')).length).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/gatekeeper-keyboard-chosen.png' });
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await ring()).stops).toContain(`card:w${play.card}`);
    expect((await ring()).stops.some((s) => s.startsWith('zone:'))).toBe(false);
  });
});

test.describe('Gatekeeper, reading by keyboard', () => {
  test('Z reads the focused card whole in the zoom and says it; Z again, or any other key, closes it', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-keys-read', opponent: 'easy' });
    await untilPlay(page);
    const spoken = async () => page.evaluate(() => window.__gatehouse?.spoken ?? '');
    // Before the ring is on a card, Z says how to read one.
    await page.keyboard.press('z');
    await expect.poll(async () => (await gk(page)).toast).toBe('Tab to a card, then press Z to read it whole.');
    expect((await gk(page)).zoom).toBeNull();
    // Tab to the first witch in hand (the ring's first stops are the hand's cards).
    for (let presses = 0; presses < 40 && !(await gk(page)).keys.focused?.startsWith('card:w'); presses++) await page.keyboard.press('Tab');
    const stop = (await gk(page)).keys.focused ?? '';
    const card = Number(stop.slice('card:w'.length));
    expect(stop).toMatch(/^card:w\d+$/);
    // Read while the hint is still up (it stays about 4 s): reading takes it back, so it leaves well before that.
    expect((await gk(page)).toast).toBe('Tab to a card, then press Z to read it whole.');
    await page.keyboard.press('z');
    await expect.poll(async () => (await gk(page)).zoom).toBe(`w${card}`);
    await expect.poll(async () => (await gk(page)).toast, { timeout: 1_500 }).toBeNull();
    const name = WITCHES[card]?.name ?? '';
    expect(name).not.toBe('');
    expect(await spoken()).toContain(name);
    await page.screenshot({ path: 'test-results/gatekeeper-keyboard-read.png' });
    await page.keyboard.press('z');
    await expect.poll(async () => (await gk(page)).zoom).toBeNull();
    await page.keyboard.press('z');
    await expect.poll(async () => (await gk(page)).zoom).toBe(`w${card}`);
    // Escape closes the reading; the ring stays on the card.
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await gk(page)).zoom).toBeNull();
    expect((await gk(page)).keys.focused).toBe(stop);
    // Enter plays on: the card is chosen as before, with no reading left open.
    await page.keyboard.press('z');
    await expect.poll(async () => (await gk(page)).zoom).toBe(`w${card}`);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await gk(page)).zoom).toBeNull();
    await expect.poll(async () => (await gk(page)).keys.stops.some((s) => s.startsWith('zone:col'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('Gatekeeper on a tablet held upright', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('portrait layout: everything on screen, a few turns played', async ({ page }) => {
    const errors = collectErrors(page);
    // No animation may fail (the hidden log once failed every line: "wordWrapWidth < a single character").
    const failedAnimations: string[] = [];
    page.on('console', (m) => {
      if (m.text().includes('animation failed')) failedAnimations.push(m.text());
    });
    await startGame(page, { seed: 'e2e-portrait', opponent: 'easy' });
    for (let n = 0; n < 14; n++) {
      const g = await waitForTurn(page);
      if (g.gameOver) break;
      const plies = g.plies;
      await playOne(page, g, n);
      await page.waitForFunction((p) => (window.__gatehouse?.gatekeeper?.plies ?? 0) > p, plies);
    }
    const settled = await waitForTurn(page);
    expect(settled.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gatekeeper-portrait.png' });
    // No room for the log upright: the top bar's Log button opens it over the table, and closes it again.
    expect(settled.logShown).toBe(false);
    const logButton = settled.logButton;
    expect(logButton?.visible).toBe(true);
    if (!logButton) throw new Error('no Log button in portrait');
    await click(page, logButton);
    await expect.poll(async () => (await gk(page)).logShown).toBe(true);
    const opened = await gk(page);
    // The log names the seats as the table does: "You" and "Computer", never "Player 1/2" in a one-human game.
    expect(opened.log.length).toBeGreaterThan(10);
    expect(opened.log.filter((line) => /Player \d/.test(line))).toEqual([]);
    expect(opened.log.some((line) => line.startsWith('You '))).toBe(true);
    expect(opened.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gatekeeper-portrait-log.png' });
    await click(page, logButton);
    await expect.poll(async () => (await gk(page)).logShown).toBe(false);
    expect(errors).toEqual([]);
    expect(failedAnimations).toEqual([]);
  });
});
