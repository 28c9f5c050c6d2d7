import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Tap } from './helpers';
import { centre, click, collectErrors, drag, fastestAnimations, keyTo, menuOf as menu, menuSettled, startByKeyboard, touchDrag, continueSaved, reloadWhenSaved } from './helpers';
import { pathsOf } from '../../src/scenes/gate/steps';
import type { GateInspection, PagePoint } from '../../src/scenes/gate/inspect';
import type { GateMove } from '../../src/rules/gate/types';

/**
 * The Gate table in real Chromium: runs started from the menu, played with the pointer (mouse drags, taps,
 * touch), refusals explained, commands, undo, hints, the run summary and its high scores, and the layouts for a
 * desktop, a tablet and a tablet held upright. Moves are chosen from the rules' legal moves (read through the e2e
 * hooks) but always made on screen.
 */

type G = GateInspection;

async function gt(page: Page): Promise<G> {
  const g = await page.evaluate(() => window.__gatehouse?.gate ?? null);
  if (!g) throw new Error('the Gate table is not running');
  return g;
}

/** Opens the menu, sets the fastest animations, and starts Gate (New run, or Daily seed). Canvas renderer. */
async function startGate(page: Page, opts: { seed: string; tap?: Tap; daily?: boolean; reducedMotion?: boolean; difficulty?: 'easy' | 'hard' }): Promise<G> {
  const tap = opts.tap ?? ((x: number, y: number) => page.mouse.click(x, y));
  await page.goto(`./?nosw&renderer=canvas&seed=${opts.seed}`);
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true);
  await menuSettled(page);
  await fastestAnimations(page, tap, { reducedMotion: opts.reducedMotion ?? false });
  const tile = (await menu(page)).tiles.find((t) => t.id === 'gate');
  if (!tile) throw new Error('no Gate tile');
  expect(tile.comingSoon).toBe(false);
  await tap(...centre(tile.rect));
  await expect.poll(async () => (await menu(page)).newGameControls).not.toBeNull();
  await menuSettled(page);
  const ng = (await menu(page)).newGameControls;
  if (!ng) throw new Error('no new-game panel');
  // A solo game: no seats to choose, a difficulty (Easy, Normal, Hard), New run and Daily seed.
  expect(ng.seats).toEqual([]);
  expect(ng.difficulty).toHaveLength(3);
  if (opts.difficulty) {
    const option = ng.difficulty[opts.difficulty === 'easy' ? 0 : 2];
    if (!option) throw new Error('no difficulty option');
    await tap(...centre(option));
  }
  if (opts.daily || opts.difficulty) await page.screenshot({ path: 'test-results/gate-new-run.png' });
  if (opts.daily) {
    if (!ng.daily) throw new Error('no Daily seed button');
    await tap(...centre(ng.daily));
  } else await tap(...centre(ng.start));
  await page.waitForFunction(() => window.__gatehouse?.gate?.ready === true, undefined, { timeout: 30_000 });
  return decision(page);
}

/** Waits until the table is still and the player decides, or the run is over and its summary shows. */
async function decision(page: Page, timeout = 30_000): Promise<G> {
  await page.waitForFunction(
    () => {
      const g = window.__gatehouse?.gate;
      return !!g && ((g.deciding && g.legal.length > 0) || (g.summary !== null && !g.animating));
    },
    undefined,
    { timeout, polling: 50 },
  );
  return gt(page);
}

async function still(page: Page): Promise<G> {
  await page.waitForFunction(() => window.__gatehouse?.gate?.animating === false, undefined, { polling: 50 });
  return gt(page);
}

function handCard(g: G, id: number): PagePoint {
  const c = g.hand.find((h) => h.id === id);
  if (!c) throw new Error(`card ${id} is not in hand`);
  return c;
}

function zone(g: G, id: string): PagePoint {
  const z = g.zones[id];
  if (!z) throw new Error(`no zone ${id}`);
  return z;
}

const LOCS = ['farm', 'gate', 'tower'] as const;

async function afterMove(page: Page, plies: number): Promise<G> {
  await page.waitForFunction((p) => {
    const g = window.__gatehouse?.gate;
    return !!g && (g.plies > p || g.summary !== null);
  }, plies);
  return decision(page);
}

/** Makes one legal move with the pointer. A repair is dropped where most of its points go and set with the steppers. */
async function perform(page: Page, g: G, m: GateMove, shots: Set<string>): Promise<void> {
  switch (m.type) {
    case 'use': {
      const from = handCard(g, m.card);
      if (m.trait === 'income') return drag(page, from, zone(g, 'gold'));
      if (m.trait === 'calm') return drag(page, from, zone(g, 'fearamid'));
      if (m.trait === 'attack') return drag(page, from, zone(g, `enemy${g.enemies.findIndex((e) => e.id === m.target)}`));
      let loc = 0;
      m.split.forEach((pts, i) => {
        if (pts > (m.split[loc] ?? 0)) loc = i;
      });
      await drag(page, from, zone(g, LOCS[loc] as string));
      // Several splits: the table asks where the points go.
      const prompted = await page
        .waitForFunction((p) => {
          const x = window.__gatehouse?.gate;
          return !!x && (x.split !== null || x.plies > p);
        }, g.plies)
        .then(() => gt(page));
      if (!prompted.split) return;
      for (let n = 0; n < 12; n++) {
        const s = (await gt(page)).split;
        if (!s) throw new Error('the split prompt closed');
        if (s.split.every((v, i) => v === m.split[i])) break;
        const up = s.split.findIndex((v, i) => v < (m.split[i] ?? 0) && s.steppers[i]?.plus.enabled);
        const down = s.split.findIndex((v, i) => v > (m.split[i] ?? 0) && s.steppers[i]?.minus.enabled);
        const b = up >= 0 ? s.steppers[up]?.plus : down >= 0 ? s.steppers[down]?.minus : undefined;
        if (!b) throw new Error(`no stepper reaches ${m.split.join()} from ${s.split.join()}`);
        await click(page, b);
        await expect.poll(async () => (await gt(page)).split?.split.join()).not.toBe(s.split.join());
      }
      const ready = await gt(page);
      expect(ready.split?.split).toEqual(m.split);
      if (!shots.has('split')) {
        shots.add('split');
        await page.screenshot({ path: 'test-results/gate-split.png' });
      }
      if (!ready.split) return;
      return click(page, ready.split.confirm);
    }
    case 'command': {
      const b = g.commands[m.command];
      if (!b) throw new Error(`no ${m.command} button`);
      await click(page, b);
      if (m.command !== 'callToArms' && m.command !== 'fortify') return;
      const picked = await page
        .waitForFunction((p) => {
          const x = window.__gatehouse?.gate;
          return !!x && (x.commandPick !== null || x.plies > p);
        }, g.plies)
        .then(() => gt(page));
      if (!picked.commandPick) return;
      const target = m.command === 'callToArms' ? `enemy${g.enemies.findIndex((e) => e.id === m.target)}` : m.target;
      return click(page, zone(picked, target));
    }
    case 'recruit': {
      const card = g.market.find((c) => c.slot === m.slot);
      if (!card) throw new Error(`no recruit in slot ${m.slot}`);
      return drag(page, card, zone(g, 'discard'));
    }
    case 'endTurn':
      return click(page, g.buttons.endTurn);
  }
}

/**
 * A plain player: attack, then repair what is hurt, then calm when fear climbs, spend spare income on a recruit
 * now and then, and end the turn when nothing useful is left.
 */
function choose(g: G, n: number): GateMove {
  const of = <T extends GateMove['type']>(t: T) => g.legal.filter((m): m is Extract<GateMove, { type: T }> => m.type === t);
  const uses = of('use');
  const attack = uses.find((m) => m.trait === 'attack');
  if (attack) return attack;
  const calm = uses.find((m) => m.trait === 'calm');
  if (calm && g.fear >= 4) return calm;
  const repair = uses.filter((m) => m.trait === 'repair');
  if (repair.length > 0) return repair[n % repair.length] as GateMove;
  if (calm) return calm;
  const recruit = of('recruit')[0];
  if (recruit) return recruit;
  const income = uses.find((m) => m.trait === 'income');
  if (income && n % 3 === 0) return income;
  return { type: 'endTurn' };
}

test.describe('Gate table', () => {
  test('a full run played by dragging, to the summary; replay this seed', async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectErrors(page);
    const started = Date.now();
    let g = await startGate(page, { seed: 'e2e-gate-run' });
    expect(g.seed).toBe('e2e-gate-run');
    const firstHand = g.hand.map((h) => h.id);
    const shots = new Set<string>();
    const kinds = new Set<string>();
    let midgame = false;
    for (let n = 0; n < 300 && !g.summary; n++) {
      const m = choose(g, n);
      kinds.add(m.type === 'use' ? `use:${m.trait}` : m.type);
      const plies = g.plies;
      await perform(page, g, m, shots);
      g = await afterMove(page, plies);
      if (!midgame && !g.summary && g.turn >= 4 && g.enemies.length >= 2) {
        g = await still(page);
        expect(g.offscreen).toEqual([]);
        await page.screenshot({ path: 'test-results/gate-midgame.png' });
        midgame = true;
      }
    }
    expect(g.summary).not.toBeNull();
    const end = await still(page);
    const summary = end.summary;
    if (!summary) throw new Error('no summary');
    expect(summary.title).toMatch(/town holds|fallen|Fear overwhelms|siege/);
    expect(summary.won).toBe(end.result === 'won');
    expect(summary.score).toBe(end.score);
    // The run made the local high-score table for this seed and difficulty.
    await expect.poll(async () => (await gt(page)).summary?.rows.some((r) => r.includes('← this run'))).toBe(true);
    await page.waitForFunction(() => window.__gatehouse?.gate?.animating === false);
    await page.screenshot({ path: 'test-results/gate-summary.png' });
    expect([...kinds]).toEqual(expect.arrayContaining(['use:attack', 'use:repair', 'endTurn']));
    console.log(`full run: ${end.plies} moves by the pointer, turn ${end.turn}, ${end.result}, score ${end.score}, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Replay this seed: the same deal again.
    await click(page, summary.buttons.replay);
    await page.waitForFunction(() => {
      const x = window.__gatehouse?.gate;
      return !!x && x.summary === null && x.turn === 1 && x.plies === 0;
    });
    const again = await decision(page);
    expect(again.seed).toBe('e2e-gate-run');
    expect(again.hand.map((h) => h.id)).toEqual(firstHand);
    expect(errors).toEqual([]);
  });

  test('tap a card, then an enemy; Undo takes it back; a reload continues the run', async ({ page }) => {
    const errors = collectErrors(page);
    const g = await startGate(page, { seed: 'e2e-gate-tap' });
    const attack = g.legal.find((m): m is Extract<GateMove, { type: 'use'; trait: 'attack' }> => m.type === 'use' && m.trait === 'attack');
    if (!attack) throw new Error('no attack on turn 1');
    await click(page, handCard(g, attack.card));
    await expect.poll(async () => (await gt(page)).selected).toBe(`c${attack.card}`);
    // Only the legal targets light up: the enemy, not the town or the Fearamid.
    const lit = await gt(page);
    expect(lit.zones.enemy0?.state).toBe('legal');
    expect(['farm', 'gate', 'tower', 'fearamid'].map((z) => lit.zones[z]?.state)).toEqual(['idle', 'idle', 'idle', 'idle']);
    await page.waitForFunction(() => window.__gatehouse?.gate?.animating === false);
    await page.screenshot({ path: 'test-results/gate-selected.png' });
    await click(page, lit.enemies[0] as PagePoint);
    const hit = await afterMove(page, g.plies);
    expect(hit.hand.map((h) => h.id)).not.toContain(attack.card);
    expect((hit.enemies[0]?.wounds ?? 0) > 0 || hit.score > 0).toBe(true);
    // Nothing hidden came to light: Undo takes the attack back.
    expect(hit.buttons.undo.enabled).toBe(true);
    await click(page, hit.buttons.undo);
    await expect.poll(async () => (await gt(page)).hand.map((h) => h.id)).toContain(attack.card);
    const undone = await decision(page);
    expect(undone.plies).toBe(g.plies);
    expect(undone.enemies[0]?.wounds).toBe(0);
    expect(undone.log.at(-1)).toBe('— move taken back —');
    expect(undone.buttons.undo.enabled).toBe(false);
    // Ending the turn reveals the next enemy and draws: it cannot be taken back.
    await click(page, undone.buttons.endTurn);
    const next = await afterMove(page, undone.plies);
    expect(next.turn).toBe(2);
    expect(next.buttons.undo.enabled).toBe(false);
    // Autosave: a reload and Continue bring the run back as it was.
    await reloadWhenSaved(page, 'gate');
    await continueSaved(page, 'gate');
    const resumed = await decision(page);
    expect(resumed.plies).toBe(next.plies);
    expect(resumed.turn).toBe(2);
    expect(resumed.seed).toBe('e2e-gate-tap');
    expect(resumed.hand.map((h) => h.id)).toEqual(next.hand.map((h) => h.id));
    expect(resumed.health).toEqual(next.health);
    expect(errors).toEqual([]);
  });

  test('a refused drop snaps back and says why; a greyed-out command says why', async ({ page }) => {
    const errors = collectErrors(page);
    const g = await startGate(page, { seed: 'e2e-gate-refuse' });
    // Fear starts at the bottom: the rules refuse a calm, and the table says their words.
    const crier = g.hand.find((h) => !g.legal.some((m) => m.type === 'use' && m.card === h.id && m.trait === 'calm'));
    if (!crier) throw new Error('no card to refuse');
    const expected = await page.evaluate((card) => window.__gatehouse?.gateExplain({ type: 'use', card, trait: 'calm' }) ?? null, crier.id);
    expect(expected).toBeTruthy();
    await drag(page, crier, zone(g, 'fearamid'));
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.toasts.at(-1) ?? null)).toBe(expected);
    await page.screenshot({ path: 'test-results/gate-refused.png' });
    const after = await gt(page);
    expect(after.plies).toBe(g.plies);
    await expect.poll(async () => {
      const c = (await gt(page)).hand.find((h) => h.id === crier.id);
      return c ? Math.hypot(c.x - crier.x, c.y - crier.y) : 999;
    }).toBeLessThan(4);
    // Festival costs 2 and the pool holds 1: greyed out, and a tap says so.
    const festival = after.commands.festival;
    if (!festival) throw new Error('no Festival');
    expect(festival.enabled).toBe(false);
    await click(page, festival);
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.toasts.at(-1) ?? '')).toMatch(/Fear is already at the bottom|costs 2 gold/);
    expect((await gt(page)).plies).toBe(g.plies);
    expect(errors).toEqual([]);
  });

  test('income fills the gold pool; Call to Arms asks for its target on the table', async ({ page }) => {
    const errors = collectErrors(page);
    let g = await startGate(page, { seed: 'e2e-gate-command' });
    // Two enemies face up first.
    while (g.enemies.length < 2) {
      const plies = g.plies;
      await click(page, g.buttons.endTurn);
      g = await afterMove(page, plies);
    }
    // Two income cards into the pool: 1 (Farm) + 2.
    for (let i = 0; i < 2; i++) {
      const income = g.legal.find((m): m is Extract<GateMove, { type: 'use' }> => m.type === 'use' && m.trait === 'income');
      if (!income) break;
      const plies = g.plies;
      await drag(page, handCard(g, income.card), zone(g, 'gold'));
      g = await afterMove(page, plies);
    }
    expect(g.gold).toBeGreaterThanOrEqual(2);
    const arms = g.commands.callToArms;
    if (!arms) throw new Error('no Call to Arms');
    expect(arms.enabled).toBe(true);
    await click(page, arms);
    await expect.poll(async () => (await gt(page)).commandPick).toBe('callToArms');
    const picking = await still(page);
    expect([picking.zones.enemy0?.state, picking.zones.enemy1?.state]).toEqual(['legal', 'legal']);
    expect(picking.status).toMatch(/Call to Arms: tap an enemy/);
    await page.screenshot({ path: 'test-results/gate-command.png' });
    const target = picking.enemies[1];
    if (!target) throw new Error('no second enemy');
    await click(page, target);
    const done = await afterMove(page, picking.plies);
    expect(done.gold).toBe(g.gold - 2);
    expect(done.commands.callToArms?.issued).toBe(true);
    expect(done.commands.callToArms?.enabled).toBe(false);
    expect(done.enemies.find((e) => e.id === target.id)?.wounds).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the hint never blocks play, then highlights the move it suggests', async ({ page }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    let g = await startGate(page, { seed: 'e2e-gate-hint' });
    // Ask, and play on at once: the answer for the old position is dropped.
    await click(page, g.buttons.hint);
    await expect.poll(async () => (await gt(page)).turnHint.pending).toBe(true);
    const income = g.legal.find((m): m is Extract<GateMove, { type: 'use' }> => m.type === 'use' && m.trait === 'income');
    if (!income) throw new Error('no income');
    await drag(page, handCard(g, income.card), zone(g, 'gold'));
    g = await afterMove(page, g.plies);
    await expect.poll(async () => (await gt(page)).turnHint.pending, { timeout: 30_000 }).toBe(false);
    expect((await gt(page)).turnHint.plan).toBeNull();
    // Ask again and wait for the advice.
    await click(page, g.buttons.hint);
    await expect.poll(async () => (await gt(page)).turnHint.plan?.length ?? 0, { timeout: 30_000 }).toBeGreaterThan(0);
    const hinted = await still(page);
    expect(hinted.turnHint.words.length).toBe(hinted.turnHint.plan?.length);
    expect(hinted.turnHint.card !== null || hinted.turnHint.button !== null).toBe(true);
    // The suggested card glows; the advice is legal here and in words on screen.
    const first = hinted.turnHint.plan?.[0] as GateMove;
    expect(hinted.legal).toContainEqual(first);
    if (hinted.turnHint.card) expect(hinted.hand.find((h) => `c${h.id}` === hinted.turnHint.card)?.highlight ?? 'playable').toBe('playable');
    expect(hinted.turnHint.panel).toContain(`1. ${hinted.turnHint.words[0]}`);
    await page.screenshot({ path: 'test-results/gate-hint.png' });
    expect(errors).toEqual([]);
  });
});

test.describe('Gate on a tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('touch: tap a card, then the gold pool; the table fits the screen', async ({ page }) => {
    const errors = collectErrors(page);
    const tap = (x: number, y: number) => page.touchscreen.tap(x, y);
    const g = await startGate(page, { seed: 'e2e-gate-tablet', tap });
    const income = g.legal.find((m): m is Extract<GateMove, { type: 'use' }> => m.type === 'use' && m.trait === 'income');
    if (!income) throw new Error('no income');
    const card = handCard(g, income.card);
    await tap(card.x, card.y);
    await expect.poll(async () => (await gt(page)).selected).toBe(`c${income.card}`);
    const pool = zone(g, 'gold');
    await tap(pool.x, pool.y);
    const paid = await afterMove(page, g.plies);
    expect(paid.gold).toBeGreaterThan(g.gold);
    // A recruit by touch (this deal offers two for 1 gold): tap it, then the discard pile.
    const buy = paid.legal.find((m): m is Extract<GateMove, { type: 'recruit' }> => m.type === 'recruit');
    const r = paid.market.find((c) => c.slot === buy?.slot);
    if (!buy || !r) throw new Error('nothing to recruit');
    await tap(r.x, r.y);
    await expect.poll(async () => (await gt(page)).selected).toBe(`c${r.id}`);
    expect((await gt(page)).zones.discard?.state).toBe('legal');
    const discard = zone(paid, 'discard');
    await tap(discard.x, discard.y);
    const bought = await afterMove(page, paid.plies);
    expect(bought.piles.discard.count).toBe(paid.piles.discard.count + 1);
    expect(bought.gold).toBe(paid.gold - r.cost);
    expect(bought.market.map((c) => c.id)).not.toContain(r.id);
    // A finger drag goes through the same machine: a card dragged to where it is used (gold pool, Fearamid, an enemy).
    const before = await decision(page);
    const use = before.legal.find((m): m is Extract<GateMove, { type: 'use' }> => m.type === 'use' && m.trait !== 'repair');
    if (!use) throw new Error(`no card to drag: ${JSON.stringify(before.legal)}`);
    const target = use.trait === 'income' ? 'gold' : use.trait === 'calm' ? 'fearamid' : `enemy${before.enemies.findIndex((e) => use.trait === 'attack' && e.id === use.target)}`;
    await touchDrag(page, handCard(before, use.card), zone(before, target));
    const dragged = await afterMove(page, before.plies);
    expect(dragged.hand.map((c) => c.id)).not.toContain(use.card);
    const now = await still(page);
    expect(now.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gate-tablet.png' });
    expect(errors).toEqual([]);
  });
});

test.describe('Gate on a tablet held upright', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('portrait layout with reduced motion: the daily seed on hard, a few turns, everything on screen', async ({ page }) => {
    const errors = collectErrors(page);
    let g = await startGate(page, { seed: 'ignored', daily: true, reducedMotion: true, difficulty: 'hard' });
    expect(await page.evaluate(() => window.__gatehouse?.applied.animationMs)).toBeLessThan(5);
    expect(g.seed).toMatch(/^daily-\d{4}-\d{2}-\d{2}$/);
    // GT-44: hard starts afraid, with the Gate damaged.
    expect(g.difficulty).toBe('hard');
    expect([g.health, g.fear]).toEqual([[6, 9, 6], 1]);
    const shots = new Set<string>(['split']);
    for (let n = 0; n < 14 && !g.summary && g.turn < 4; n++) {
      const plies = g.plies;
      await perform(page, g, choose(g, n), shots);
      g = await afterMove(page, plies);
    }
    const now = await still(page);
    expect(now.offscreen).toEqual([]);
    await page.screenshot({ path: 'test-results/gate-portrait.png' });
    expect(errors).toEqual([]);
  });
});

test.describe('Gate by keyboard', () => {
  test('five turns with the keyboard alone, from the menu', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectErrors(page);
    await startByKeyboard(page, 'gate', 'e2e-keys');
    let g = await decision(page);
    expect(g.difficulty).toBe('easy');
    const ring = async () => (await gt(page)).keys;
    let moves = 0;
    while (g.turn <= 5 && g.summary === null) {
      // Attack, repair (through the split bar), calm, take income, recruit what the gold buys, then end the turn.
      const use = (trait: string) => g.legal.find((m) => m.type === 'use' && m.trait === trait);
      const pick = use('attack') ?? use('repair') ?? use('calm') ?? use('income') ?? g.legal.find((m) => m.type === 'recruit') ?? g.legal.find((m) => m.type === 'endTurn');
      if (!pick) throw new Error(`no move: ${JSON.stringify(g.legal.slice(0, 3))}`);
      const plies = g.plies;
      const path = pathsOf(pick, { row: g.enemies.map((e) => e.id), market: marketOf(g) })[0];
      if (!path) throw new Error(`no path for ${JSON.stringify(pick)}`);
      for (const step of path) {
        if ('set' in step) throw new Error('Gate has no set steps');
        if (step.kind === 'option' && String(step.id).startsWith('split:')) {
          // One split on offer is taken at once; several open the split bar, whose Repair takes the one shown.
          if ((await gt(page)).split) await keyTo(page, ring, 'split:repair');
          break;
        }
        await keyTo(page, ring, `${step.kind}:${step.id}`);
      }
      await page.waitForFunction((p) => (window.__gatehouse?.gate?.plies ?? 0) > p, plies);
      moves++;
      g = await decision(page);
    }
    expect(g.turn).toBeGreaterThan(5);
    expect(moves).toBeGreaterThan(5);
    await page.screenshot({ path: 'test-results/gate-keyboard.png' });
    expect(errors).toEqual([]);
  });
});

/** The market by slot, as the grammar names recruits (an empty slot is -1). */
function marketOf(g: G): number[] {
  const out: number[] = [];
  for (const m of g.market) out[m.slot] = m.id;
  return Array.from(out, (id) => id ?? -1);
}
