/**
 * The GateRunners table in real Chromium: a game against the computer played with the pointer (moves chosen from
 * legalMoves, each step taken by tapping what the table offers), touch and keyboard starts, screenshots.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GrMove, GrView } from '../../src/rules/gaterunners/index';
import { cardOf, DEFAULT_CONFIG, gaterunners, HERO, keywordReminder } from '../../src/rules/gaterunners/index';
import type { Step } from '../../src/machines/move-steps';
import { pathOf, strikeZone, unitId } from '../../src/scenes/gaterunners/steps';
import type { GrInspection } from '../../src/scenes/gaterunners/inspect';
import { centre, click, collectErrors, drag, fastestAnimations, keyTo, menuOf as menu, menuSettled, startByKeyboard, continueSaved, reloadWhenSaved, freshMenuFastest } from './helpers';
import { recordGame, takeOver } from './take-over';

type Gr = GrInspection;

async function gr(page: Page): Promise<Gr> {
  const g = await page.evaluate(() => window.__gatehouse?.gaterunners ?? null);
  if (!g) throw new Error('the GateRunners table is not running');
  return g;
}

async function startGame(page: Page, opts: { seed: string; opponent: 'easy' | 'human'; tap?: (x: number, y: number) => Promise<void>; decks?: readonly [number, number] }): Promise<void> {
  const tap = opts.tap ?? ((x: number, y: number) => page.mouse.click(x, y));
  // thinking=iterations: the computer's search ends by its level's iterations, so a seeded game goes the same way under any load.
  await page.goto(`./?nosw&renderer=canvas&thinking=iterations&seed=${opts.seed}`);
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
  // Each seat's deck, by its place in the row (Corsairs, Wardens, Reavers, Shades).
  for (const [seat, index] of (opts.decks ?? []).entries()) {
    const option = ng.decks?.rows[seat]?.[index];
    if (!option) throw new Error(`no deck option ${index} for seat ${seat}`);
    await tap(...centre(option));
  }
  if (opts.decks) {
    await menuSettled(page);
    await page.screenshot({ path: 'test-results/gaterunners-new-game.png' });
  }
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

/** Drags a card (by its keyboard stop) onto a zone (by its stop): the first two steps of a move in one gesture. */
async function dragStops(page: Page, card: string, zone: string): Promise<void> {
  const g = await gr(page);
  const from = g.stopPoints[`card:${card}`];
  if (!from) throw new Error(`no ${card} to drag`);
  // The zone's point is on offer only once the card is held: find it from the card's own place on the table.
  const target = g.cards[zone.startsWith('block:') ? zone.slice(6) : ''] ?? null;
  if (!target) throw new Error(`no point for ${zone}`);
  await drag(page, from, target);
}

/** The taps of the move under way and what the table said after each (a failure's report). */
const tapTrail: { name: string; at: { x: number; y: number }; status: string; selected: string | null }[] = [];

/** Takes a move step by step with the pointer (or the finger `tap`): each step's object is tapped where the table shows it. */
async function playByPointer(page: Page, move: GrMove, tap: (point: { x: number; y: number }) => Promise<void> = (point) => click(page, point)): Promise<void> {
  tapTrail.length = 0;
  const g = await gr(page);
  // An attack on a Gate goes to the opposing Gate of the attacker's lane (the table's inspection knows the lanes).
  const lane = move.type !== 'declareAttacker' ? -1 : move.card === HERO ? g.heroes.near.lane : g.lanes.findIndex((l) => l.near.units.includes(move.card));
  const path = pathOf(move).map((step) => ('set' in step || step.kind !== 'zone' || !String(step.id).startsWith('strike:gate') ? step : { ...step, id: strikeZone('gate', lane) }));
  await tapSteps(page, path, tap, (move.type === 'playAction' || move.type === 'activateGate') && move.pay.length > 0);
  if (move.type === 'discard') {
    await expect.poll(async () => Object.keys((await gr(page)).stopPoints)).toContain('confirm');
    const point = (await gr(page)).stopPoints.confirm;
    if (point) await tap(point);
  }
}

/**
 * Taps each step's object where the table shows it (a set's cards, then its finish). A payment (`suggested`) opens
 * with the table's suggestion picked (GR-31): the test waits for it, then taps only what differs from the set it wants.
 */
async function tapSteps(page: Page, path: readonly Step[], tap: (point: { x: number; y: number }) => Promise<void> = (point) => click(page, point), suggested = false): Promise<void> {
  for (const step of path) {
    if ('set' in step && suggested) {
      // The payment step is open once its Done is on offer; the suggestion is the units marked among its toggles.
      await expect.poll(async () => Object.keys((await gr(page)).stopPoints), { message: 'the payment step is open' }).toContain('finish');
      const marked = async () => {
        const now = await gr(page);
        return Object.entries(now.cards).flatMap(([id, card]) => (card.highlight === 'marked' && card.where !== 'hand' && now.stopPoints[`card:${id}`] ? [id] : []));
      };
      await expect.poll(async () => (await marked()).length, { message: 'the suggested payment is picked' }).toBeGreaterThan(0);
      const picked = await marked();
      const wanted = step.set.map(String);
      // Units taken off first: a full payment offers no further unit until one is.
      const differing = [...picked.filter((id) => !wanted.includes(id)), ...wanted.filter((id) => !picked.includes(id))];
      for (const id of differing) {
        await expect.poll(async () => Object.keys((await gr(page)).stopPoints), { message: `card:${id} on offer` }).toContain(`card:${id}`);
        const point = (await gr(page)).stopPoints[`card:${id}`];
        if (!point) throw new Error(`no point for card:${id}`);
        await tap(point);
      }
      await expect.poll(async () => (await marked()).sort(), { message: 'the payment the test wants' }).toEqual([...wanted].sort());
    }
    const names = 'set' in step ? [...(suggested ? [] : step.set.map((id) => `card:${id}`)), 'finish'] : [`${step.kind}:${step.id}`];
    for (const name of names) {
      await expect.poll(async () => Object.keys((await gr(page)).stopPoints), { message: `${name} on offer` }).toContain(name);
      const point = (await gr(page)).stopPoints[name];
      if (!point) throw new Error(`no point for ${name}`);
      await tap(point);
      const after = await gr(page);
      tapTrail.push({ name, at: point, status: after.status, selected: after.selected });
    }
  }
}

/** A quick game plan from the legal moves: build lanes, attack Gates, never block, pass responses; `fight` blocks and plays Instants. */
function choose(g: Pick<Gr, 'legal' | 'phase'>, fight = false): GrMove | undefined {
  const legal = g.legal;
  if (fight && g.phase === 'block') return legal.find((m) => m.type === 'declareBlocker') ?? legal.find((m) => m.type === 'confirm');
  if (fight && g.phase === 'response') return legal.find((m) => m.type === 'playAction') ?? legal.find((m) => m.type === 'pass');
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

/** Plays the quick game plan by pointer (or `tap`) until `done` says so, at most `max` moves; returns the table then. */
async function playUntil(page: Page, done: (g: Gr) => boolean, max: number, tap?: (point: { x: number; y: number }) => Promise<void>): Promise<Gr> {
  let g = await waitForTurn(page);
  for (let n = 0; n < max && !g.gameOver && !done(g); n++) {
    const move = choose(g);
    if (!move) break;
    const plies = g.plies;
    await playByPointer(page, move, tap);
    await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies);
    g = await waitForTurn(page);
  }
  return g;
}

test.describe('GateRunners table', () => {
  test('the new-game panel offers each seat the four decks; the table deals the ones chosen', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr-decks', opponent: 'easy', decks: [2, 3] });
    const g = await waitForTurn(page);
    expect(g.decks).toEqual(['reavers', 'shades']);
    // Your Gate cards are the Reavers' (War Drum Gate among them) while you place them.
    expect(Object.keys(g.cards)).toContain('gate:war-drum-gate');
    expect(errors).toEqual([]);
  });

  test('a whole game against the easy computer to a winner, every step taken with the pointer', async ({ page }) => {
    test.setTimeout(420_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr', opponent: 'easy' });
    let g = await waitForTurn(page);
    await page.screenshot({ path: 'test-results/gaterunners-setup.png' });
    let moves = 0;
    let battleShot = false;
    let heroSeen = false;
    for (let n = 0; n < 600 && !g.gameOver; n++) {
      const move = choose(g);
      if (!move) throw new Error(`no move in ${g.phase}: ${JSON.stringify(g.legal.slice(0, 3))}`);
      const plies = g.plies;
      await playByPointer(page, move);
      await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies, { timeout: 20_000 }).catch(async () => {
        const now = await gr(page);
        const same = g.legal.filter((m) => 'card' in m && 'card' in move && m.card === move.card);
        throw new Error(`the move was not taken: ${JSON.stringify(move)} in ${g.phase}; taps ${JSON.stringify(tapTrail)}; now ${JSON.stringify({ status: now.status, toast: now.toast, stops: now.keys.stops, selected: now.selected, points: now.stopPoints, cards: now.cards, log: now.log.slice(-6) })}; the card's moves ${JSON.stringify(same)}`);
      });
      moves++;
      g = await waitForTurn(page);
      // A Hero in play stands as a card in its lane's Hero place, and in no other lane's.
      for (const side of ['near', 'far'] as const) {
        const hero = g.heroes[side];
        expect(g.lanes.map((lane) => lane[side].hero)).toEqual([0, 1, 2].map((lane) => hero.inPlay && lane === hero.lane));
      }
      if (g.heroes.near.inPlay) heroSeen = true;
      if (!battleShot && g.phase === 'attack' && g.turn >= 6) {
        await page.screenshot({ path: 'test-results/gaterunners-battle.png' });
        battleShot = true;
      }
    }
    expect(g.gameOver?.title, 'the game reached its end').toBeTruthy();
    expect(moves).toBeGreaterThan(20);
    expect(heroSeen, 'your Hero entered a lane during the game').toBe(true);
    // The log names the seats as the table does, and the cards by name.
    expect(g.log.filter((line) => /Player \d|card \d/.test(line))).toEqual([]);
    expect(g.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gaterunners-game-over.png' });
    expect(errors).toEqual([]);
  });

  test('a blocker dragged onto an attacker blocks it; an Instant is played in a response window', async ({ page }) => {
    test.setTimeout(300_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr-fight', opponent: 'easy' });
    let g = await waitForTurn(page);
    let blocks = 0;
    let instants = 0;
    for (let n = 0; n < 600 && !g.gameOver && (blocks === 0 || instants === 0); n++) {
      const move = choose(g, true);
      if (!move) throw new Error(`no move in ${g.phase}`);
      const plies = g.plies;
      if (move.type === 'declareBlocker') {
        await dragStops(page, unitId(move.card), `block:${move.attacker === HERO ? 'farhero' : `c${move.attacker}`}`);
        blocks++;
      } else {
        // A response window of yours is announced across the lanes.
        if (g.phase === 'response') expect(g.banner).toBe('Respond: play an Instant or pass');
        await playByPointer(page, move);
        if (move.type === 'playAction' && g.phase === 'response') {
          instants++;
          await page.screenshot({ path: 'test-results/gaterunners-instant.png' });
        }
      }
      await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies, { timeout: 20_000 });
      g = await waitForTurn(page);
      if (blocks === 1 && move.type === 'declareBlocker') {
        // The log says who blocks whom.
        expect(g.log.some((line) => / blocks /.test(line))).toBe(true);
        await page.screenshot({ path: 'test-results/gaterunners-block.png' });
      }
    }
    expect(blocks, 'a block by drag').toBeGreaterThan(0);
    expect(instants, 'an Instant in a response window').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a level-up by drop: a Level 2 card dragged from the hand onto a unit of yours replaces it (GR-22)', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr-levelup', opponent: 'easy' });
    const levelUpOf = (g: Gr) => g.legal.find((m): m is Extract<GrMove, { type: 'playUnit' }> => m.type === 'playUnit' && m.levelUp.length === 1 && g.lanes[m.lane]?.near.units.includes(m.levelUp[0] ?? -1) === true);
    const g = await playUntil(page, (x) => x.phase === 'main' && levelUpOf(x) !== undefined, 150);
    const move = levelUpOf(g);
    if (!move) throw new Error(`no level-up on offer by turn ${g.turn}`);
    const unit = move.levelUp[0] as number;
    const from = g.cards[`c${move.card}`];
    const onto = g.cards[`c${unit}`];
    if (!from || !onto) throw new Error('no points');
    expect(from.where).toBe('hand');
    await drag(page, from, onto);
    // The rest of the move (an entering unit's targets), tapped.
    await tapSteps(page, pathOf(move).filter((step) => !('set' in step) && String(step.id).startsWith('target:')));
    await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, g.plies, { timeout: 20_000 }).catch(async () => {
      const now = await gr(page);
      throw new Error(`the level-up was not taken: ${JSON.stringify(move)}; ${JSON.stringify({ status: now.status, toast: now.toast, stops: Object.keys(now.stopPoints), selected: now.selected })}`);
    });
    const after = await waitForTurn(page);
    // The new card stands in the lane; the unit it used is gone from it (to the graveyard), and the log says so.
    expect(after.lanes[move.lane]?.near.units).toContain(move.card);
    expect(after.lanes[move.lane]?.near.units).not.toContain(unit);
    expect(after.cards[`c${unit}`]).toBeUndefined();
    expect(after.log.some((line) => /level/i.test(line))).toBe(true);
    await page.screenshot({ path: 'test-results/gaterunners-level-up.png' });
    // Hovering a card with keywords zooms it, with what each keyword does under it.
    const keywordsOf = (id: string) => {
      const card = /^c\d+$/.test(id) ? cardOf(after.decks, Number(id.slice(1))) : undefined;
      return card?.kind === 'unit' ? card.keywords : [];
    };
    const keyworded = Object.entries(after.cards).find(([id]) => keywordsOf(id).length > 0);
    if (!keyworded) throw new Error('no card with a keyword on the table');
    const [hoverId, hoverAt] = keyworded;
    await page.mouse.move(hoverAt.x, hoverAt.y);
    await expect.poll(async () => (await gr(page)).zoom).toBe(hoverId);
    const caption = (await gr(page)).zoomCaption ?? '';
    for (const keyword of keywordsOf(hoverId)) expect(caption).toContain(keywordReminder(keyword));
    await page.screenshot({ path: 'test-results/gaterunners-zoom.png' });
    expect(errors).toEqual([]);
  });

  test('a refused drop snaps back and says why', async ({ page }) => {
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr-refused', opponent: 'easy' });
    const g = await playUntil(page, (x) => x.phase === 'main', 40);
    expect(g.phase).toBe('main');
    // A hand card with no legal move into some lane: dropped there, it is refused with the rules' reason.
    const hand = Object.entries(g.cards).filter(([, c]) => c.where === 'hand');
    let refused: { card: string; lane: number } | null = null;
    for (const [card] of hand) {
      const id = Number(card.slice(1));
      for (let lane = 0; lane < 3 && !refused; lane++) {
        if (!g.legal.some((m) => (m.type === 'playUnit' || m.type === 'playAction') && m.card === id && m.lane === lane)) refused = { card, lane };
      }
      if (refused) break;
    }
    if (!refused) throw new Error('every hand card fits every lane here');
    const from = g.cards[refused.card];
    const laneGate = g.lanes[refused.lane]?.near.gate;
    if (!from || !laneGate) throw new Error('no points');
    // Onto the lane's row of your slots, just above your Gate.
    await drag(page, from, { x: laneGate.x, y: laneGate.y - 80 });
    await expect.poll(async () => (await gr(page)).toast).not.toBeNull();
    const toast = (await gr(page)).toast ?? '';
    expect(toast.length).toBeGreaterThan(10);
    expect((await gr(page)).plies).toBe(g.plies);
    await page.screenshot({ path: 'test-results/gaterunners-refused.png' });
    expect(errors).toEqual([]);
  });

  test('started and played by keyboard alone: the Gates placed, the mulligan kept', async ({ page }) => {
    const errors = collectErrors(page);
    await startByKeyboard(page, 'gaterunners', 'e2e-gr-keys');
    const ring = async () => (await gr(page)).keys;
    let g = await waitForTurn(page);
    for (let n = 0; n < 8 && (g.phase === 'placeGates' || g.phase === 'mulligan'); n++) {
      const move = choose(g);
      if (!move) break;
      const plies = g.plies;
      for (const step of pathOf(move)) {
        if ('set' in step) {
          for (const id of step.set) await keyTo(page, ring, `card:${id}`);
          await keyTo(page, ring, 'finish');
        } else await keyTo(page, ring, `${step.kind}:${step.id}`);
      }
      await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, plies);
      g = await waitForTurn(page);
    }
    expect(g.phase).toBe('main');
    expect(g.lanes.every((lane) => lane.near.gate.name !== 'No Gate yet')).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a reload in a battle comes back to the same decision', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = collectErrors(page);
    await startGame(page, { seed: 'e2e-gr-reload', opponent: 'easy' });
    const g = await playUntil(page, (x) => ['attack', 'block', 'response'].includes(x.phase) && x.turn >= 3, 400);
    expect(['attack', 'block', 'response']).toContain(g.phase);
    await reloadWhenSaved(page, 'gaterunners');
    await continueSaved(page, 'gaterunners');
    const after = await waitForTurn(page);
    expect(after.plies).toBe(g.plies);
    expect(after.phase).toBe(g.phase);
    expect(after.legal).toEqual(g.legal);
    expect(after.log.length).toBeGreaterThan(5);
    expect(errors).toEqual([]);
  });
});

for (const [width, height] of [
  [1024, 768],
  [768, 1024],
] as const) {
  test.describe(`GateRunners at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });
    // The whole game by the pointer is played at 1280×800 above; at these sizes the table is taken over from a
    // replay link (issue 21) in a battle and one move before the end, and the person plays on from there.
    test('mid-battle and at the end, everything on screen (taken over from replay links)', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = collectErrors(page);
      await freshMenuFastest(page);
      const seed = `e2e-gr-${width}`;
      const plan = ({ legal, view }: { legal: readonly GrMove[]; view: GrView }) => choose({ legal, phase: view.phase });
      // Mid-battle: the defender to block attackers already declared.
      const battle = recordGame('gaterunners', gaterunners, { config: DEFAULT_CONFIG, seed, plan, stop: (view) => view.phase === 'block' && view.turn >= 3 });
      await takeOver(page, 'gaterunners', battle);
      let g = await waitForTurn(page);
      expect(g.phase).toBe('block');
      expect(g.plies).toBe(battle.moves.length);
      expect(g.offscreen).toEqual([]);
      await page.screenshot({ path: `test-results/gaterunners-${width}x${height}.png` });
      // The person's block (none), by pointer: the battle goes on.
      await playByPointer(page, choose(g) as GrMove);
      await page.waitForFunction((p) => (window.__gatehouse?.gaterunners?.plies ?? 0) > p, g.plies);
      // The end: the last position still in play, the person to make the move that ends the game.
      const whole = recordGame('gaterunners', gaterunners, { config: DEFAULT_CONFIG, seed, plan });
      expect(whole.result.kind).not.toBe('ongoing');
      await takeOver(page, 'gaterunners', whole);
      g = await waitForTurn(page);
      expect(g.plies).toBe(whole.moves.length - 1);
      const last = whole.moves[whole.moves.length - 1]?.move as GrMove;
      expect(g.legal).toContainEqual(last);
      await playByPointer(page, last);
      g = await waitForTurn(page);
      expect(g.gameOver?.title, 'the game reached its end').toBeTruthy();
      expect(g.offscreen).toEqual([]);
      await page.screenshot({ path: `test-results/gaterunners-${width}x${height}-end.png` });
      expect(errors).toEqual([]);
    });
  });
}

test.describe('GateRunners on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 1024, height: 768 } });
  test('started and played by touch: the Gates placed and the first turn taken with taps', async ({ page }) => {
    const errors = collectErrors(page);
    const tap = (x: number, y: number) => page.touchscreen.tap(x, y);
    await startGame(page, { seed: 'e2e-gr-touch', opponent: 'easy', tap });
    const g = await playUntil(page, (x) => x.turn >= 3, 30, (point) => tap(point.x, point.y));
    expect(g.turn).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
  });
});
