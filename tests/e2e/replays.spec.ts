import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import LZString from 'lz-string';
import { centre, click, collectErrors, freshMenuFastest, watchPolicy } from './helpers';
import { startOfferedSeats } from './take-over';
import type { PageButton } from '../../src/scenes/components/page';
import type { Rect } from '../../src/scenes/viewport';
import type { GkState } from '../../src/rules/gatekeeper/index';
import type { GatehouseHooks } from '../../src/test-hooks';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { stateHash } from '../../src/rules/core/hash';
import { createRng, nextInt } from '../../src/rules/core/rng';
import type { MoveRecord } from '../../src/rules/core/replay';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { openReplayLink, replayFileText, replayFragment } from '../../src/machines/replay-link';
import { exportPosition } from '../../src/rules/core/position';
import { openGameFile } from '../../src/machines/game-file';
import { readFile } from 'node:fs/promises';
import type { GkMove, GkView } from '../../src/rules/gatekeeper/index';
import { gatekeeperSteps } from '../../src/scenes/gatekeeper/steps';

/**
 * Replay links and the in-app rulebook in the built app (under its Content-Security-Policy): a link made here from
 * a whole Gatekeeper game opens in a fresh page and replays to the same final hash; bad links are refused with
 * their code and words; the rulebook opens from How to play, is searched, and opens at a clause. Waits are polls.
 */

type Menu = NonNullable<GatehouseHooks['menu']>;


async function menu(page: Page): Promise<Menu> {
  const m = await page.evaluate(() => window.__gatehouse?.menu ?? null);
  if (!m) throw new Error('the menu is not running');
  return m;
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true && window.__gatehouse.menu?.animating === false);
}

/** A whole Gatekeeper game between seeded random players, as the app records it. */
function wholeGame(seed: string): ReplayRecord {
  const config = gatekeeper.defaultConfig(2);
  const setup = gatekeeper.setup(config, seed);
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  const pick = createRng(`${seed}/pick`);
  const moves: MoveRecord[] = [];
  while (gatekeeper.outcome(state).kind === 'ongoing') {
    const seat = gatekeeper.decision(state).seats[0] as number;
    const legal = gatekeeper.legalMoves(state, seat);
    const move = legal[nextInt(pick, legal.length)];
    if (!move) throw new Error('no legal move');
    state = gatekeeper.applyLegal(state, seat, move).state;
    moves.push({ seat, move });
  }
  return { game: 'gatekeeper', rulesVersion: gatekeeper.stateVersion, config, seed, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'medium' }], moves, result: gatekeeper.outcome(state), hash: stateHash(state), date: '2026-11-25T21:00:00.000Z' };
}

/** The Gatekeeper table watching a replay. */
async function watched(page: Page): Promise<NonNullable<GatehouseHooks['gatekeeper']>> {
  const t = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
  if (!t) throw new Error('the Gatekeeper table is not running');
  return t;
}

/** The position a record ends in, replayed here. */
function finalState(record: ReplayRecord): GkState {
  const setup = gatekeeper.setup(record.config as never, record.seed);
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  for (const { seat, move } of record.moves) state = gatekeeper.applyLegal(state, seat, move as never).state;
  return state;
}

/** The link's payload with its compact array changed. */
function tampered(record: ReplayRecord, change: (compact: unknown[]) => void): string {
  const compact = JSON.parse(LZString.decompressFromEncodedURIComponent(replayFragment(record).slice('#replay/'.length))) as unknown[];
  change(compact);
  return `#replay/${LZString.compressToEncodedURIComponent(JSON.stringify(compact))}`;
}

let visits = 0;
/** Opens the app at a replay link: a new document each time (a new query), so the link is read as the page opens. */
async function openLink(page: Page, fragment: string, query = ''): Promise<NonNullable<Menu['replayLink']>> {
  await page.goto(`./?nosw&renderer=canvas&visit=${++visits}${query}${fragment}`);
  await page.waitForFunction(() => {
    const link = window.__gatehouse?.menu?.replayLink;
    return !!link && link.status !== 'checking';
  }, undefined, { timeout: 30_000 });
  const outcome = (await menu(page)).replayLink;
  if (!outcome) throw new Error('no replay link outcome');
  return outcome;
}

/** Takes a Gatekeeper move by tapping each of its steps where the table shows it (its moves here have no set step). */
async function tapSteps(page: Page, move: GkMove): Promise<void> {
  const view = await page.evaluate(() => window.__gatehouse?.tableView('gatekeeper'));
  for (const step of gatekeeperSteps.paths(move, view as GkView)[0] ?? []) {
    if ('set' in step) throw new Error('a set step: not a move these tests take');
    const at = (await watched(page)).stopPoints[`${step.kind}:${step.id}`];
    if (!at) throw new Error(`no stop for ${step.kind}:${step.id}`);
    await page.mouse.click(at.x, at.y);
  }
}

test.describe('replay links', () => {
  test('a whole game\'s link opens in a fresh page, replays to the same final hash, and can be taken over', async ({ browser }) => {
    const record = wholeGame('e2e-link');
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'], acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await watchPolicy(page);
    const outcome = await openLink(page, replayFragment(record));
    expect(outcome).toMatchObject({ status: 'opened', game: 'gatekeeper', plies: record.moves.length, hash: record.hash });
    await expect.poll(async () => (await menu(page)).panel).toBe('replay');
    await settled(page);
    // The fragment is taken out of the address, so a reload does not open the replay again.
    expect(new URL(page.url()).hash).toBe('');
    expect(await page.evaluate(() => window.__gatehouse?.spoken ?? '')).toMatch(/^Replay, dialog\. Gatekeeper \(\d+ moves\): Player 1 against Computer \(medium\), played 2026-11-25\./);
    await page.screenshot({ path: 'test-results/replay-link-opened.png' });

    // Take over: the last position still in play becomes a game against the computer, the person to move (the seats
    // panel offers that; Start).
    const takeOverButton = (await menu(page)).replayControls?.takeOver;
    if (!takeOverButton) throw new Error('no Take over button');
    await page.mouse.click(...centre(takeOverButton));
    await startOfferedSeats(page);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.ready === true, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => {
      const table = window.__gatehouse?.gatekeeper;
      return !!table && !table.animating && table.deciding;
    }, undefined, { timeout: 30_000 });
    const table = await page.evaluate(() => window.__gatehouse?.gatekeeper ?? null);
    expect(table?.plies).toBe(record.moves.length - 1);
    expect(table?.gameOver).toBeNull();
    expect(table?.legal.length).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/replay-take-over.png' });

    // The table menu mid-game: the game so far as a link (opened, it offers to play on from here).
    await click(page, (await watched(page)).buttons.menu);
    await page.waitForFunction(() => !!window.__gatehouse?.gatekeeper?.tableMenu && !window.__gatehouse.gatekeeper.animating);
    const tableMenu = (await watched(page)).tableMenu;
    if (!tableMenu?.copyLink) throw new Error('no Copy game link');
    await page.screenshot({ path: 'test-results/table-menu.png' });
    await click(page, tableMenu.copyLink);
    await expect.poll(async () => (await watched(page)).toast ?? '').toMatch(/^Replay link copied/);
    const soFar = await openReplayLink(await page.evaluate(() => navigator.clipboard.readText()), async (id) => (id === 'gatekeeper' ? (gatekeeper as never) : undefined));
    if (!soFar.ok) throw new Error(soFar.error.code);
    expect(soFar.value.record.moves).toHaveLength(record.moves.length - 1);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.tableMenu === null && window.__gatehouse.gatekeeper.deciding);

    // The recorded last move, made by tapping each of its steps: the game ends as it did.
    const last = record.moves[record.moves.length - 1]?.move as GkMove;
    await tapSteps(page, last);
    const confirm = (await watched(page)).stopPoints.confirm;
    if (confirm && (await watched(page)).plies < record.moves.length) await page.mouse.click(confirm.x, confirm.y);
    await page.waitForFunction(() => !!window.__gatehouse?.gatekeeper?.gameOverReplay && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    let over = await watched(page);
    expect(over.gameOver?.title).toBeTruthy();
    // The panel adds the person's record on this device against the same level: this game, counted once.
    const won = over.gameOver?.title === 'You win!' ? 1 : 0;
    await expect.poll(async () => (await watched(page)).gameOverRecord).toBe(`Against Normal on this device: won ${won} of 1 · winning streak ${won}, best ${won}`);
    await page.screenshot({ path: 'test-results/replay-game-over.png' });

    // Shared: the link copied is the game's own (it replays to the same final hash), and the file downloads.
    await click(page, over.gameOverReplay?.copyLink as PageButton);
    await expect.poll(async () => (await watched(page)).toast ?? '').toMatch(/^Replay link copied \(\d+ characters\)/);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const reopened = await openReplayLink(copied, async (id) => (id === 'gatekeeper' ? (gatekeeper as never) : undefined));
    if (!reopened.ok) throw new Error(reopened.error.code);
    expect(reopened.value.record.hash).toBe(record.hash);
    expect(reopened.value.record.moves).toHaveLength(record.moves.length);
    over = await watched(page);
    const download = page.waitForEvent('download');
    await click(page, over.gameOverReplay?.saveFile as PageButton);
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^gatehouse-gatekeeper-.+\.json$/);
    const saved = JSON.parse(await readFile(await file.path(), 'utf8')) as { moves?: unknown[] };
    expect(saved.moves).toHaveLength(record.moves.length);

    // Watched: the finished game on its table, from its first move.
    await click(page, (await watched(page)).gameOverReplay?.watch as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 0 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    expect((await watched(page)).replay?.last).toBe(record.moves.length);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a finished game watched on its table: stepped forward and back, jumped to its end, seen by the other seat, taken over from a move', async ({ page }) => {
    const errors = collectErrors(page);
    await freshMenuFastest(page);
    const record = wholeGame('e2e-watch');
    const outcome = await openLink(page, replayFragment(record));
    expect(outcome).toMatchObject({ status: 'opened', hash: record.hash });
    await expect.poll(async () => (await menu(page)).panel).toBe('replay');
    await settled(page);
    const watch = (await menu(page)).replayControls?.watch;
    if (!watch) throw new Error('no Watch button');
    await page.mouse.click(...centre(watch));
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 0 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    let table = await watched(page);
    const replay = table.replay;
    if (!replay) throw new Error('no replay on the table');
    expect(replay.last).toBe(record.moves.length);
    expect(table.legal).toEqual([]);
    expect(table.status).toMatch(/^Replay · move 0 of \d+ · turn 1 · seen by You$/);

    // Three moves forward, each played on the table with its log line; one back.
    for (const ply of [1, 2, 3]) {
      await click(page, (await watched(page)).replay?.buttons.forward as PageButton);
      await page.waitForFunction((want) => window.__gatehouse?.gatekeeper?.replay?.ply === want && !window.__gatehouse.gatekeeper.animating, ply, { timeout: 30_000 });
    }
    table = await watched(page);
    const logAtThree = table.log.length;
    expect(logAtThree).toBeGreaterThan(0);
    await click(page, table.replay?.buttons.back as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 2 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    expect((await watched(page)).log.length).toBeLessThan(logAtThree);

    // To the end: the game's final position, every mana total as the rules left it.
    await click(page, (await watched(page)).replay?.buttons.end as PageButton);
    await page.waitForFunction((last) => window.__gatehouse?.gatekeeper?.replay?.ply === last && !window.__gatehouse.gatekeeper.animating, record.moves.length, { timeout: 30_000 });
    table = await watched(page);
    expect(table.status).toContain('the end');
    const final = finalState(record);
    expect(table.mana).toEqual(final.mana);
    await page.screenshot({ path: 'test-results/replay-viewer-end.png' });

    // Seen by the other seat: the status says whose eyes, the hand shown is theirs.
    await click(page, table.replay?.buttons.seat as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.viewer === 1 && !window.__gatehouse.gatekeeper.animating);
    expect((await watched(page)).status).toContain('seen by Computer');

    // Back to move 20, then Take over from there: a game against the computer at that position.
    await click(page, (await watched(page)).replay?.buttons.start as PageButton);
    for (let ply = 1; ply <= 20; ply++) await click(page, (await watched(page)).replay?.buttons.forward as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 20 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 60_000 });
    await page.screenshot({ path: 'test-results/replay-viewer-move-20.png' });
    await click(page, (await watched(page)).replay?.buttons.takeOver as PageButton);
    await page.waitForFunction(() => {
      const t = window.__gatehouse?.gatekeeper;
      return !!t && t.replay === null && t.plies === 20 && !t.animating;
    }, undefined, { timeout: 30_000 });
    expect(errors).toEqual([]);
  });

  test('review my game: the person\'s mistakes marked on the timeline and stepped through, each said in a line', async ({ page }) => {
    const errors = collectErrors(page);
    await freshMenuFastest(page);
    const record = wholeGame('e2e-review');
    // A quicker judge than Hard (test builds only), so the whole game is reviewed in seconds.
    expect(await openLink(page, replayFragment(record), '&reviewbot=ismcts:60')).toMatchObject({ status: 'opened' });
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).replayControls?.watch as NonNullable<NonNullable<Menu['replayControls']>['watch']>));
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 0 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    const review = async () => (await watched(page)).replay?.review;
    expect(await review()).toMatchObject({ state: 'idle', mistakes: [] });
    await click(page, (await watched(page)).replay?.buttons.review as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.review.state === 'done', undefined, { timeout: 90_000 });
    const done = await review();
    if (!done) throw new Error('no review');
    // Seat 0 played at random: the review judged its decisions and marked some.
    expect(done.targets).toBeGreaterThan(10);
    expect(done.reviewed).toBe(done.targets);
    expect(done.mistakes.length).toBeGreaterThan(0);
    expect((await watched(page)).replay?.buttons.review.label).toBe(`Next mistake (${done.mistakes.length})`);
    // The button steps from one mistake to the next: the position before each, and its line.
    for (const want of done.mistakes.slice(0, 2)) {
      await click(page, (await watched(page)).replay?.buttons.review as PageButton);
      await page.waitForFunction((ply) => window.__gatehouse?.gatekeeper?.replay?.ply === ply && !window.__gatehouse.gatekeeper.animating, want, { timeout: 30_000 });
      const line = (await review())?.line ?? '';
      expect(line).toMatch(new RegExp(`^Move ${want + 1}, You: .+ The computer at Hard would rather: .+ Chances by its reckoning: \\d+% against \\d+%\\.$`));
      expect((await watched(page)).toast).toBe(line);
    }
    await page.screenshot({ path: 'test-results/replay-review.png' });
    expect(errors).toEqual([]);
  });

  test('files: a replay opened with the file picker, a bad file refused, a position dropped on the page and played on', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await freshMenuFastest(page);
    const record = wholeGame('e2e-file');
    const pick = async (name: string, text: string): Promise<void> => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Open a file' }).click();
      await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
    };
    // A replay file: checked by the rules, then the same panel as a link's, Watch and Take over.
    await pick('game.json', replayFileText(record));
    await expect.poll(async () => (await menu(page)).replayLink).toMatchObject({ status: 'opened', hash: record.hash, plies: record.moves.length });
    await expect.poll(async () => (await menu(page)).panel).toBe('replay');
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();

    // A file that is no game: refused in words, said on screen and to a screen reader.
    await pick('notes.json', '{"format": "a shopping list"}');
    await expect.poll(async () => page.evaluate(() => window.__gatehouse?.spoken ?? '')).toContain('notes.json: This file cannot be opened');

    // A position dropped on the page: a game against the computer at that position, played on by the pointer.
    const setup = gatekeeper.setup(record.config as never, record.seed);
    if (!setup.ok) throw new Error('setup');
    let state = setup.value;
    for (const { seat, move } of record.moves.slice(0, 30)) state = gatekeeper.applyLegal(state, seat, move as never).state;
    const file = JSON.stringify(exportPosition(gatekeeper, record.config as never, state));
    await page.evaluate((text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'position.json', { type: 'application/json' }));
      document.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, file);
    // Who plays: you on the seat about to move, the computer (Normal) on the other, as the seats panel offers; Start.
    await expect.poll(async () => (await menu(page)).seatsControls?.choices.length ?? 0).toBe(2);
    await settled(page);
    const seats = (await menu(page)).seatsControls;
    if (!seats) throw new Error('no seats panel');
    expect(seats.choices.filter((choice) => choice === 'human')).toHaveLength(1);
    await page.mouse.click(...centre(seats.start));
    await page.waitForFunction(() => {
      const t = window.__gatehouse?.gatekeeper;
      return !!t && t.ready && t.deciding && !t.animating;
    }, undefined, { timeout: 30_000 });
    let table = await watched(page);
    expect(table.mana).toEqual(state.mana);
    const move = table.legal[0] as GkMove;
    await tapSteps(page, move);
    table = await watched(page);
    if (table.plies === 0 && table.stopPoints.confirm) await page.mouse.click(table.stopPoints.confirm.x, table.stopPoints.confirm.y);
    await expect.poll(async () => (await watched(page)).plies).toBeGreaterThan(0);
    await page.screenshot({ path: 'test-results/position-played-on.png' });

    // Its position saved from the table menu opens again as a position; it has no replay from a start, and says so.
    const openMenu = async () => {
      await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.deciding === true && window.__gatehouse.gatekeeper.tableMenu === null, undefined, { timeout: 30_000 });
      await click(page, (await watched(page)).buttons.menu);
      await page.waitForFunction(() => !!window.__gatehouse?.gatekeeper?.tableMenu && !window.__gatehouse.gatekeeper.animating);
      const opened = (await watched(page)).tableMenu;
      if (!opened?.savePosition || !opened.copyLink) throw new Error('no share buttons');
      return opened;
    };
    const download = page.waitForEvent('download');
    await click(page, (await openMenu()).savePosition as PageButton);
    const saved = await readFile(await (await download).path(), 'utf8');
    const reopened = await openGameFile(saved, async (id) => (id === 'gatekeeper' ? (gatekeeper as never) : undefined));
    expect(reopened.ok && reopened.value.kind).toBe('position');
    await click(page, (await openMenu()).copyLink as PageButton);
    await expect.poll(async () => (await watched(page)).toast ?? '').toContain('began from a position file');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('bad links are refused with their code and their words', async ({ page }) => {
    const errors = collectErrors(page);
    const record = wholeGame('e2e-bad');
    const garbled = await openLink(page, '#replay/AAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(garbled).toMatchObject({ status: 'refused', code: 'BAD_ENCODING' });
    await expect.poll(async () => (await menu(page)).panel).toBe('replay');
    await settled(page);
    expect(await page.evaluate(() => window.__gatehouse?.spoken ?? '')).toContain('This replay link is damaged: it could not be decoded');
    await page.screenshot({ path: 'test-results/replay-link-refused.png' });

    // A move the rules refuse is named by its ply and the rules' words.
    const third = record.moves[2] as MoveRecord;
    const cheated = await openLink(page, tampered(record, (c) => ((c[6] as unknown[])[2] = [1 - third.seat, third.move])));
    expect(cheated).toMatchObject({ status: 'refused', code: 'MOVE_REFUSED' });
    expect(cheated.status === 'refused' && cheated.words).toMatch(/^Move 3 of this replay is not allowed by the rules: It is not your turn/);
    await settled(page);
    await page.screenshot({ path: 'test-results/replay-link-move-refused.png' });

    // A link to a game this version does not know, and one whose end was changed.
    expect(await openLink(page, tampered(record, (c) => (c[1] = 'gatecrasher')))).toMatchObject({ status: 'refused', code: 'UNKNOWN_GAME', words: 'This replay is for a game Gatehouse does not know ("gatecrasher").' });
    expect(await openLink(page, tampered(record, (c) => (c[7] = '0000000000000000')))).toMatchObject({ status: 'refused', code: 'HASH_MISMATCH' });
    // The panel closes and the menu plays on.
    await settled(page);
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await menu(page)).panel).toBeNull();
    expect(errors).toEqual([]);
  });
});

test.describe('the rulebook in the app', () => {
  test('opens from How to play, is searched, and opens at a clause', async ({ page }) => {
    const errors = collectErrors(page);
    await watchPolicy(page);
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).buttons.rules));
    await expect.poll(async () => (await menu(page)).rulesControls?.rulebook.length ?? 0).toBe(4);
    await settled(page);
    await page.screenshot({ path: 'test-results/rulebook-how-to-play.png' });
    const gatekeeperButton = (await menu(page)).rulesControls?.rulebook[0];
    if (!gatekeeperButton) throw new Error('no Rulebook button');
    await page.mouse.click(...centre(gatekeeperButton));

    const dialog = page.getByRole('dialog', { name: 'Rules · Gatekeeper' });
    await expect(dialog).toBeVisible();
    // Every clause item of docs/rules/gatekeeper.md: 39 since GK-63 (spectators) was added.
    await expect(dialog.locator('li.clause')).toHaveCount(39);
    await expect(dialog.locator('#clause-GK-12')).toContainText('GK-12 The duel.');
    const search = dialog.getByRole('searchbox', { name: 'Search the rules' });
    await expect(search).toBeFocused();
    expect((await menu(page)).rulebook).toMatchObject({ game: 'gatekeeper', shownClauses: 39, target: null });
    await page.screenshot({ path: 'test-results/rulebook-gatekeeper.png' });

    // Typing searches (a space reaches the field: the game beneath does not take the keys).
    await search.pressSequentially('astral shield');
    await expect(dialog.locator('.rulebook-status')).toContainText('match “astral shield”');
    const shown = (await menu(page)).rulebook?.shownClauses ?? 0;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(39);
    await expect(dialog.locator('li.clause:visible')).toHaveCount(shown);
    await expect(dialog.locator('#clause-GK-48')).toBeVisible();
    await expect(dialog.locator('#clause-GK-12')).toBeHidden();
    expect(await dialog.locator('mark').count()).toBeGreaterThan(shown);
    await page.screenshot({ path: 'test-results/rulebook-search.png' });

    // A clause id opens that clause: scrolled to, highlighted, focused.
    await search.fill('gk-25');
    await expect.poll(async () => (await menu(page)).rulebook?.target).toBe('GK-25');
    const clause = dialog.locator('#clause-GK-25');
    await expect(clause).toHaveClass(/is-target/);
    await expect(clause).toBeInViewport();
    await expect(clause).toBeFocused();
    await expect(dialog.locator('.rulebook-status')).toHaveText('Clause GK-25: Confrontation (G1, G2).');
    await page.screenshot({ path: 'test-results/rulebook-clause.png' });

    // Another game's rules from the tabs; Escape closes, and the menu takes input again.
    await dialog.getByRole('button', { name: 'GateRunners' }).click();
    await expect(page.getByRole('dialog', { name: 'Rules · GateRunners' })).toBeVisible();
    await expect(page.locator('li.clause')).toHaveCount(63);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(async () => (await menu(page)).rulebook).toBeNull();
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a worked example opens from its clause and plays on the table, seen from its position', async ({ page }) => {
    const errors = collectErrors(page);
    await freshMenuFastest(page);
    await page.mouse.click(...centre((await menu(page)).buttons.rules));
    await expect.poll(async () => (await menu(page)).rulesControls?.rulebook.length ?? 0).toBe(4);
    await settled(page);
    await page.mouse.click(...centre((await menu(page)).rulesControls?.rulebook[0] as Rect));
    const dialog = page.getByRole('dialog', { name: 'Rules · Gatekeeper' });
    const search = dialog.getByRole('searchbox', { name: 'Search the rules' });
    await expect(search).toBeFocused(); // the document is in
    await search.fill('gk-20');
    await expect.poll(async () => (await menu(page)).rulebook?.target).toBe('GK-20');
    const example = dialog.locator('#clause-GK-20').getByRole('button', { name: /^▶ Watch the worked example: A movement of III/ });
    await expect(example).toBeInViewport();
    await page.screenshot({ path: 'test-results/rulebook-example.png' });
    await example.click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 0 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    let table = await watched(page);
    expect(table.status).toMatch(/^Example GK-20 · move 0 of 1 · turn 1 · seen by /);
    expect(table.toast).toContain('A movement of III');
    // The example's position: the Gatekeeper at Earth; one move on, she has come round to Air (GK-20).
    expect(table.keeper).toBe(1);
    await click(page, table.replay?.buttons.forward as PageButton);
    await page.waitForFunction(() => window.__gatehouse?.gatekeeper?.replay?.ply === 1 && !window.__gatehouse.gatekeeper.animating, undefined, { timeout: 30_000 });
    table = await watched(page);
    expect(table.keeper).toBe(0);
    expect(table.log.join(' ')).toMatch(/Gatekeeper moves/);
    await page.screenshot({ path: 'test-results/rulebook-example-played.png' });
    expect(errors).toEqual([]);
  });

  test('opens straight at the clause a refusal cites (what "Why?" will do)', async ({ page }) => {
    await page.goto('./?nosw&renderer=canvas');
    await settled(page);
    // ELEMENT_NOT_AT_LOCATION cites GK-11 (src/machines/refusal-clauses.ts).
    expect(await page.evaluate(() => window.__gatehouse?.openRulebook('gatekeeper', 'GK-11'))).toBe(true);
    const clause = page.locator('#clause-GK-11');
    await expect(clause).toHaveClass(/is-target/);
    await expect(clause).toBeInViewport();
    await expect(clause).toContainText('GK-11 Placing.');
    await page.screenshot({ path: 'test-results/rulebook-why.png' });
    // A clause the document does not have is said, not thrown.
    await page.evaluate(() => window.__gatehouse?.openRulebook('gatekeeper', 'GK-99'));
    await expect(page.locator('.rulebook-status')).toHaveText('This rulebook has no clause GK-99.');
  });
});
