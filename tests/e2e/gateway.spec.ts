/**
 * The Gateway Uprising table in real Chromium: games played with the pointer (moves chosen from legalMoves, each
 * step taken by tapping or dragging what the table offers), screenshots at the reference sizes.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GwMove } from '../../src/rules/gateway/index';
import { gateway } from '../../src/rules/gateway/index';
import { pathOf } from '../../src/scenes/gateway/steps';
import type { GwInspection } from '../../src/scenes/gateway/inspect';
import { centre, click, collectErrors, drag, fastestAnimations, menuOf as menu, menuSettled, continueSaved, reloadWhenSaved, freshMenuFastest } from './helpers';
import { recordGame, takeOver } from './take-over';

type Gw = GwInspection;

async function gw(page: Page): Promise<Gw> {
  const g = await page.evaluate(() => window.__gatehouse?.gateway ?? null);
  if (!g) throw new Error('the Gateway table is not running');
  return g;
}

/** Opens the new-game panel, seats `seats` players (the first you, the rest as `others`), and starts. */
async function startGame(page: Page, opts: { seed: string; seats: number; others: 'easy' | 'human'; options?: Readonly<Record<string, number>>; reducedMotion?: boolean }): Promise<void> {
  const tap = (x: number, y: number) => page.mouse.click(x, y);
  await page.goto(`./?nosw&renderer=canvas&thinking=iterations&seed=${opts.seed}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  await fastestAnimations(page, tap, { reducedMotion: opts.reducedMotion ?? false });
  const tile = (await menu(page)).tiles.find((t) => t.id === 'gateway');
  if (!tile) throw new Error('no Gateway tile');
  await tap(...centre(tile.rect));
  await expect.poll(async () => (await menu(page)).newGameControls).not.toBeNull();
  await menuSettled(page);
  let ng = (await menu(page)).newGameControls;
  const count = ng?.playerCount[opts.seats - 2];
  if (!ng || !count) throw new Error('no player count');
  await tap(...centre(count));
  await menuSettled(page);
  ng = (await menu(page)).newGameControls;
  for (let seat = 1; seat < opts.seats; seat++) {
    const option = ng?.seats[seat]?.[opts.others === 'easy' ? 1 : 0];
    if (!option) throw new Error(`no seat chooser for seat ${seat}`);
    await tap(...centre(option));
  }
  // The Options page: each option's choice by its index, then back to nothing else (Start is on both pages).
  if (opts.options) {
    const pages = (await menu(page)).newGameControls?.options?.pages ?? [];
    if (!pages[1]) throw new Error('no Options page');
    await tap(...centre(pages[1]));
    await expect.poll(async () => (await menu(page)).newGameControls?.options?.page).toBe('options');
    for (const [id, index] of Object.entries(opts.options)) {
      const option = (await menu(page)).newGameControls?.options?.rows[id]?.[index];
      if (!option) throw new Error(`no choice ${index} of ${id}`);
      await tap(...centre(option));
    }
  }
  ng = (await menu(page)).newGameControls;
  if (!ng) throw new Error('no panel');
  await tap(...centre(ng.start));
  await page.waitForFunction(() => window.__gatehouse?.gateway?.ready === true, undefined, { timeout: 30_000 });
}

/** Waits until the table is still and the viewer decides, or the game is over. */
async function waitForTurn(page: Page, timeout = 60_000): Promise<Gw> {
  await page.waitForFunction(() => {
    const t = window.__gatehouse?.gateway;
    return !!t && t.ready && !t.animating && (t.deciding || t.gameOver !== null || t.curtain.showing);
  }, undefined, { timeout });
  return gw(page);
}

/** Pass-and-play: the next person lifts the curtain. */
async function liftCurtain(page: Page): Promise<Gw> {
  const g = await gw(page);
  await click(page, g.curtain.button);
  await page.waitForFunction(() => window.__gatehouse?.gateway?.curtain.showing === false);
  return waitForTurn(page);
}

/** Plays the move and waits for the next decision (or the curtain, or the end). */
async function playAndWait(page: Page, move: GwMove): Promise<Gw> {
  const plies = (await gw(page)).plies;
  await playByPointer(page, move);
  await page.waitForFunction((p) => (window.__gatehouse?.gateway?.plies ?? 0) > p, plies, { timeout: 20_000 }).catch(async () => {
    const now = await gw(page);
    throw new Error(`the move was not taken: ${JSON.stringify(move)} in ${now.phase}; now ${JSON.stringify({ status: now.status, toast: now.toast, stops: Object.keys(now.stopPoints) })}`);
  });
  return waitForTurn(page, 120_000);
}

/** Plays `choose`'s moves by pointer (lifting the curtain for whoever is next) until `until` holds; fails after `limit` moves. */
async function playUntil(page: Page, until: (g: Gw) => boolean, limit: number, pick: (g: Gw) => GwMove | undefined = choose): Promise<Gw> {
  let g = await waitForTurn(page);
  for (let n = 0; n < limit; n++) {
    if (g.curtain.showing) g = await liftCurtain(page);
    if (until(g)) return g;
    if (g.gameOver) break;
    const move = pick(g);
    if (!move) throw new Error(`no move in ${g.phase}`);
    g = await playAndWait(page, move);
  }
  if (g.curtain.showing) g = await liftCurtain(page);
  if (until(g)) return g;
  throw new Error(`not reached in ${limit} moves (now ${g.phase}, round ${g.round})`);
}

/** The first attack of a run is photographed with its forecast and adjacency links, to be looked at. */
let adjacencyShot = false;

/** Takes a move step by step with the pointer: a play is dragged from the hand onto the Army; every other step is tapped where the table shows it. */
async function playByPointer(page: Page, move: GwMove): Promise<void> {
  const g = await gw(page);
  const path = pathOf(move);
  if (move.type === 'play') {
    const from = g.cards[`c${move.card}`];
    const to = g.stopPoints['zone:play'] ?? null;
    if (from && to) return drag(page, from, to);
  }
  for (const step of path) {
    const names = 'set' in step ? [...step.set.map((id) => `${step.kind}:${id}`), 'finish'] : [`${step.kind}:${step.id}`];
    for (const name of names) {
      await expect.poll(async () => Object.keys((await gw(page)).stopPoints), { message: `${name} on offer` }).toContain(name);
      const point = (await gw(page)).stopPoints[name];
      if (!point) throw new Error(`no point for ${name}`);
      await click(page, point);
    }
  }
  // An attack waits for its Confirm ("Attack", or "Attack alone" where an ally may be asked), its forecast shown.
  if (move.type === 'attack') {
    await expect.poll(async () => Object.keys((await gw(page)).stopPoints), { message: 'the attack waits for Confirm' }).toContain('confirm');
    const now = await gw(page);
    expect(now.forecast ?? '', 'the forecast names the district').toContain(now.districts[move.district]?.name ?? '?');
    // Adjacency is shown while the target is chosen (GW-9): linked on the city and named in the forecast.
    expect(now.adjacent.length, 'the districts adjacent to the target are linked').toBeGreaterThan(0);
    expect(now.forecast ?? '').toContain(`Next to: ${now.adjacent.join(', ')}.`);
    if (!adjacencyShot) {
      adjacencyShot = true;
      await page.screenshot({ path: 'test-results/gateway-adjacency.png' });
    }
    const point = now.stopPoints.confirm;
    if (point) await click(page, point);
  }
}

/** A quick plan from the legal moves: play what can be played, recruit the dearest pile, attack when possible, then move on. */
function choose(g: Pick<Gw, 'legal'>): GwMove | undefined {
  const legal = g.legal;
  const first = <T extends GwMove['type']>(type: T) => legal.find((m): m is Extract<GwMove, { type: T }> => m.type === type);
  return first('pick') ?? first('play') ?? first('recruit') ?? first('attack') ?? first('lend') ?? first('assign') ?? first('order') ?? first('peek') ?? first('done') ?? legal[0];
}

test.describe('Gateway Uprising table', () => {
  test('a whole four-seat game (you and three computers) to the final scoring, every move of yours by the pointer', async ({ page }) => {
    test.setTimeout(600_000);
    const errors = collectErrors(page);
    // Reduced motion (a player's setting): every animation's code runs, each in a millisecond, so the 300-odd
    // computer moves of a whole game take seconds; the other Gateway tests play at the fastest readable speed.
    await startGame(page, { seed: 'e2e-gw-four', seats: 4, others: 'easy', reducedMotion: true });
    let g = await waitForTurn(page);
    expect(g.seatCount).toBe(4);
    expect(g.districts).toHaveLength(7);
    await page.screenshot({ path: 'test-results/gateway-start.png' });
    let moves = 0;
    let battleShot = false;
    const started = Date.now();
    while (moves < 600 && !g.gameOver) {
      const move = choose(g);
      if (!move) throw new Error(`no move in ${g.phase}`);
      const plies = g.plies;
      await playByPointer(page, move);
      await page.waitForFunction((p) => (window.__gatehouse?.gateway?.plies ?? 0) > p, plies, { timeout: 20_000 }).catch(async () => {
        const now = await gw(page);
        throw new Error(`the move was not taken: ${JSON.stringify(move)} in ${g.phase}; now ${JSON.stringify({ status: now.status, toast: now.toast, stops: Object.keys(now.stopPoints) })}`);
      });
      moves++;
      g = await waitForTurn(page, 120_000);
      if (!battleShot && g.phase === 'assign') {
        await page.screenshot({ path: 'test-results/gateway-battle.png' });
        battleShot = true;
      }
      if (moves === 40) await page.screenshot({ path: 'test-results/gateway-mid.png' });
    }
    expect(g.gameOver?.title, 'the game reached its final scoring').toBeTruthy();
    expect(g.log.filter((line) => /Player \d|district \d/i.test(line))).toEqual([]);
    expect(g.offscreen).toEqual([]);
    // By the end some piles are empty: their titles read whole too ("Uncommon Rune" was cut to "Uncommo…").
    expect(Object.values(g.market).some((pile) => pile.count === 0), 'a pile ran out during the game').toBe(true);
    expect(g.marketTexts.filter((text) => text.endsWith('…'))).toEqual([]);
    // An empty pile is named after its card, not its id ("sledge").
    expect(g.marketTexts.filter((text) => /^[a-z]/.test(text))).toEqual([]);
    await page.screenshot({ path: 'test-results/gateway-game-over.png' });
    console.log(`gateway whole game: ${moves} moves of yours, ${g.plies} plies, ${Math.round((Date.now() - started) / 1000)} s`);
    expect(errors).toEqual([]);
  });
});

test.describe('Gateway Uprising: refusals, reloads and pass-and-play', () => {
  test('a card that cannot be played now, dropped on the Army, snaps back with the rules\' reason', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gw-refused', seats: 2, others: 'easy' });
    // End Deployment without playing, so that the hand is full while Recruiting: no card may be played then (GW-21).
    const recruiting = (g: Gw) => g.phase === 'recruit' && g.deciding && Object.values(g.cards).some((c) => c.where === 'hand');
    const g = await playUntil(page, recruiting, 40, (x) => (x.phase === 'deploy' ? x.legal.find((m) => m.type === 'done') : undefined) ?? choose(x));
    const [card, from] = Object.entries(g.cards).find(([, c]) => c.where === 'hand') ?? [];
    if (!card || !from) throw new Error('no card in hand');
    expect(g.legal.some((m) => m.type === 'play')).toBe(false);
    await drag(page, from, g.army);
    await expect.poll(async () => (await gw(page)).toast).not.toBeNull();
    const toast = (await gw(page)).toast ?? '';
    expect(toast).toBe(await page.evaluate((move) => window.__gatehouse?.gatewayExplain(move) ?? '', { type: 'play' as const, card: Number(card.slice(1)) }));
    expect(toast.length).toBeGreaterThan(10);
    const after = await gw(page);
    expect(after.plies).toBe(g.plies);
    expect(after.cards[card]?.where).toBe('hand');
    await page.screenshot({ path: 'test-results/gateway-refused.png' });
    expect(errors).toEqual([]);
  });

  test('Leaders chosen and the Revolution draft: every pick made by tapping the offered cards, then the first turn', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    // The Options page: Leaders "Chosen" (1), the draft "On" (1).
    await startGame(page, { seed: 'e2e-gw-draft', seats: 2, others: 'easy', options: { leaders: 1, draft: 1 } });
    let g = await waitForTurn(page);
    expect(g.phase).toBe('pick');
    let picks = 0;
    while (g.phase === 'pick' && !g.gameOver) {
      const pick = g.legal.find((m): m is Extract<GwMove, { type: 'pick' }> => m.type === 'pick');
      if (!pick) throw new Error('no pick offered');
      expect(Object.keys(g.choices)).toContain(`pick:${pick.id}`);
      if (picks === 0) await page.screenshot({ path: 'test-results/gateway-pick-leader.png' });
      g = await playAndWait(page, pick);
      picks++;
    }
    // One Leader each, then four Revolution cards each (eight piles drafted): the viewer's half of the picks.
    expect(picks).toBe(5);
    expect(g.phase).not.toBe('pick');
    expect(g.log.filter((line) => /^You pick the Leader/.test(line))).toHaveLength(1);
    expect(g.log.filter((line) => /^You pick the Revolution card/.test(line))).toHaveLength(4);
    expect(errors).toEqual([]);
  });

  test('a reload mid-attack comes back to the same decision in the same battle', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gw-reload', seats: 2, others: 'easy' });
    const g = await playUntil(page, (x) => x.deciding && (x.phase === 'assign' || x.phase === 'runes'), 200);
    await page.screenshot({ path: 'test-results/gateway-before-reload.png' });
    await reloadWhenSaved(page, 'gateway');
    await continueSaved(page, 'gateway');
    const after = await waitForTurn(page);
    expect(after.plies).toBe(g.plies);
    expect(after.phase).toBe(g.phase);
    expect(after.legal).toEqual(g.legal);
    expect(Object.keys(after.choices).sort()).toEqual(Object.keys(g.choices).sort());
    expect(after.log.length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });

  test('pass-and-play: an alliance asked and answered across the curtain, and the seat to the left deals the Guard\'s damage', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    // Two people, Brute Force (scenario 3) chosen on the Options page.
    await startGame(page, { seed: 'e2e-gw-ally', seats: 2, others: 'human', options: { scenario: 3 } });
    const asking = (g: Gw) => g.deciding && g.legal.some((m) => m.type === 'ask');
    // Both deploy their Armies and attack nothing until an ally with an Army can be asked (the second seat's first Attack Phase).
    const asker = await playUntil(page, asking, 60, (x) => x.legal.find((m) => m.type === 'play') ?? x.legal.find((m) => m.type === 'done') ?? choose(x));
    const ask = asker.legal.find((m): m is Extract<GwMove, { type: 'ask' }> => m.type === 'ask');
    if (!ask) throw new Error('no ask');
    // The district, its forecast, then the ally's card in the row of choices.
    let g = await playAndWait(page, ask);
    expect(g.curtain.showing, 'the device goes to the ally').toBe(true);
    await page.screenshot({ path: 'test-results/gateway-ally-curtain.png' });
    g = await liftCurtain(page);
    expect(g.viewer).toBe(ask.ally);
    expect(g.phase).toBe('ally');
    // The ally lends the most it may (every Insurgent and Runestone offered), by tapping them and Lend.
    const loans = g.legal.filter((m): m is Extract<GwMove, { type: 'lend' }> => m.type === 'lend');
    const loan = loans.reduce((best, m) => (m.cards.length + m.runes.length > best.cards.length + best.runes.length ? m : best), loans[0] ?? { type: 'lend', cards: [], runes: [] });
    expect(loan.cards.length + loan.runes.length).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/gateway-ally-lend.png' });
    g = await playAndWait(page, loan);
    await expect.poll(async () => (await gw(page)).log.some((line) => /lends? \d+ Insurgent/.test(line))).toBe(true);
    // Back to the attacker, through the battle, until the Guard's damage is dealt by the seat to the attacker's left.
    const guardsTurn = (x: Gw) => x.phase === 'assign' && x.deciding && x.viewer !== asker.viewer;
    g = await playUntil(page, guardsTurn, 20);
    expect(g.status).toMatch(/deal the damage/i);
    await page.screenshot({ path: 'test-results/gateway-assign-guard.png' });
    const assign = g.legal.find((m) => m.type === 'assign');
    if (!assign) throw new Error('no assignment');
    const plies = g.plies;
    await playByPointer(page, assign);
    await page.waitForFunction((p) => (window.__gatehouse?.gateway?.plies ?? 0) > p, plies);
    // The log says each event as it plays: the Guard's (or the Horde's) damage comes once the battle's events have run.
    await expect.poll(async () => (await gw(page)).log.some((line) => /The City Guard deals|The Horde deals/.test(line))).toBe(true);
    expect(errors).toEqual([]);
  });
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test.describe(`Gateway at ${width}×${height}`, () => {
    // Upright, a tablet: touch events on as well as the mouse (the long press below is a finger's).
    test.use({ viewport: { width, height }, hasTouch: width < height });
    test('four seats in the middle of a game (taken over from a replay link), a few moves by the pointer, everything on screen', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = collectErrors(page);
      await freshMenuFastest(page);
      // Round 5 of a four-seat game played in Node by the test's plan: districts held, Infamy scored, Guards about.
      const record = recordGame('gateway', gateway, { config: gateway.defaultConfig(4), seed: `e2e-gw-${width}`, plan: ({ legal }) => choose({ legal }), stop: (view) => view.round >= 5 && view.phase === 'deploy' });
      await takeOver(page, 'gateway', record);
      let g = await waitForTurn(page);
      expect(g.seatCount).toBe(4);
      expect(g.plies).toBe(record.moves.length);
      for (let moves = 0; moves < 4 && !g.gameOver && g.deciding; moves++) {
        const move = choose(g);
        if (!move) break;
        const plies = g.plies;
        await playByPointer(page, move);
        await page.waitForFunction((p) => (window.__gatehouse?.gateway?.plies ?? 0) > p, plies, { timeout: 20_000 }).catch(async () => {
          await page.screenshot({ path: `test-results/gateway-stuck-${width}.png` });
          const now = await gw(page);
          throw new Error(`the move was not taken: ${JSON.stringify(move)} in ${g.phase}; now ${JSON.stringify({ status: now.status, toast: now.toast, stops: now.stopPoints, card: g.cards[`c${'card' in move ? move.card : ''}`] })}`);
        });
        g = await waitForTurn(page, 120_000);
      }
      expect(g.offscreen).toEqual([]);
      // The status line stays inside the top bar (50 px): Deployment's prompt ran to four lines off the top at 768 px.
      expect(g.statusHeight).toBeLessThanOrEqual(50);
      // Every number on a tile is drawn at a readable size: the tiles report their texts, and none is cut to nothing.
      for (const district of g.districts) expect(district.texts.filter((t) => t === '…')).toEqual([]);
      for (const district of g.districts) expect(district.overlappingTexts, district.name).toEqual([]);
      // Names read whole on a tablet either way up: the phases (pills take widths by their labels, and Gateway's
      // shorter names where even that would cut them) and every pile's title (on two lines where one will not hold it,
      // in the narrower body face where a word would not fit: "Kleptomancer" on a tile 84 pixels wide), none over
      // another.
      expect(g.phaseTexts.filter((text) => text.endsWith('…'))).toEqual([]);
      expect(g.marketTexts.filter((text) => text.endsWith('…'))).toEqual([]);
      // The seats' panels: "Computer 3 · Normal" where it fits, "Computer 3" where it does not, never "Computer 3 · No…".
      expect(g.seats.flatMap((seat) => seat.texts).filter((text) => text.endsWith('…'))).toEqual([]);
      expect(g.marketOverlaps).toEqual([]);
      await page.screenshot({ path: `test-results/gateway-${width}x${height}.png` });
      // A pile's card is read in the zoom (a tile shows only its title and numbers), and reading it recruits nothing.
      const readable = Object.entries(g.market).filter(([id, pile]) => pile.count > 0 && !['common', 'uncommon', 'rare'].includes(id));
      const [firstId, first] = readable[0] ?? ['', null];
      const [secondId, second] = readable[readable.length - 1] ?? ['', null];
      if (!first || !second) throw new Error(`no face-up pile to read: ${JSON.stringify(g.market)}`);
      const plies = g.plies;
      if (width > height) {
        // With a mouse: a hover shows the top card until the pointer leaves; a right-click shows it too.
        await page.mouse.move(first.x, first.y);
        await expect.poll(async () => (await gw(page)).zoom).toBe(`pile:${firstId}`);
        await page.screenshot({ path: 'test-results/gateway-pile-zoom.png' });
        // Away to the middle of the city, where no card or pile is.
        await page.mouse.move(width * 0.45, height * 0.55);
        await expect.poll(async () => (await gw(page)).zoom).toBeNull();
        await page.mouse.click(second.x, second.y, { button: 'right' });
        await expect.poll(async () => (await gw(page)).zoom).toBe(`pile:${secondId}`);
        // A district too: its name, reward and cards whole (a tile cuts them at this size).
        const district = g.districts.findIndex((d) => !d.ruined);
        const tile = g.districts[district];
        if (!tile) throw new Error('no standing district');
        await page.mouse.move(tile.x, tile.y);
        await expect.poll(async () => (await gw(page)).zoom).toBe(`district${district}`);
        await page.screenshot({ path: 'test-results/gateway-district-zoom.png' });
      } else {
        // With a finger: a long press shows it; lifting the finger puts it away without taking the tap.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: second.x, y: second.y }] });
        await expect.poll(async () => (await gw(page)).zoom).toBe(`pile:${secondId}`);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await expect.poll(async () => (await gw(page)).zoom).toBeNull();
        // A district the same way: read, and not attacked (nor refused) when the finger lifts.
        const tile = g.districts[0];
        if (!tile) throw new Error('no district');
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: tile.x, y: tile.y }] });
        await expect.poll(async () => (await gw(page)).zoom).toBe('district0');
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        await expect.poll(async () => (await gw(page)).zoom).toBeNull();
        await cdp.detach();
      }
      const after = await gw(page);
      expect(after.plies).toBe(plies);
      expect(after.toast).toBeNull();
      if (width > height) {
        // A small laptop's window: the tiles are 97 pixels tall, with no row between the banner and the reward line.
        await page.setViewportSize({ width: 960, height: 600 });
        await page.waitForFunction(() => window.__gatehouse?.canvas.width === 960);
        await expect.poll(async () => (await gw(page)).districts.map((district) => district.overlappingTexts)).toEqual(g.districts.map(() => []));
        expect((await gw(page)).offscreen).toEqual([]);
        await page.screenshot({ path: 'test-results/gateway-960x600.png' });
      }
      expect(errors).toEqual([]);
    });
  });
}
