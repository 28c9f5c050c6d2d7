import { describe, expect, it } from 'vitest';
import { BUTTON_HEIGHT, menuLayout } from '../../src/scenes/menu/menu-layout';
import type { MenuContents, MenuPlacement } from '../../src/scenes/menu/menu-layout';
import { howToPlayEntries, spokenList } from '../../src/scenes/menu/lists';
import { replayLinkWords } from '../../src/scenes/menu/replay-address';
import { GAMES } from '../../src/rules/catalog';

// Header text heights as the title measures itself: about 1.25 line heights of its font size.
const contents = (buttons: number, banner = false): MenuContents => ({ tiles: 4, buttons, banner, headerText: (size) => ({ title: size * 1.25, subtitle: 26 }) });

/** Distinct tile columns and rows (centres rounded to the pixel). */
const grid = (place: MenuPlacement) => ({
  columns: new Set(place.tiles.map((t) => Math.round(t.x))).size,
  rows: new Set(place.tiles.map((t) => Math.round(t.y))).size,
});

function expectInside(place: MenuPlacement, width: number, height: number): void {
  for (const t of place.tiles) {
    expect(t.x - place.tileWidth / 2).toBeGreaterThanOrEqual(0);
    expect(t.x + place.tileWidth / 2).toBeLessThanOrEqual(width);
  }
  const lastTileBottom = Math.max(...place.tiles.map((t) => t.y + place.tileHeight / 2));
  const firstButtonTop = Math.min(...place.buttons.map((b) => b.y - BUTTON_HEIGHT / 2));
  expect(firstButtonTop).toBeGreaterThan(lastTileBottom);
  expect(place.subtitleAt.y).toBeLessThan(Math.min(...place.tiles.map((t) => t.y - place.tileHeight / 2)));
  for (const b of place.buttons) {
    expect(b.x - place.buttonWidth / 2).toBeGreaterThanOrEqual(0);
    expect(b.x + place.buttonWidth / 2).toBeLessThanOrEqual(width);
    expect(b.y + BUTTON_HEIGHT / 2).toBeLessThanOrEqual(height);
  }
}

describe('the menu layout', () => {
  it('puts four tiles across a desktop screen, with the four buttons in one row under them', () => {
    const place = menuLayout(1280, 800, contents(4));
    expect(grid(place)).toEqual({ columns: 4, rows: 1 });
    expect(new Set(place.buttons.map((b) => b.y)).size).toBe(1);
    expectInside(place, 1280, 800);
  });

  it('puts the tiles two by two on a portrait tablet', () => {
    const place = menuLayout(820, 1180, contents(4));
    expect(grid(place)).toEqual({ columns: 2, rows: 2 });
    expect(place.tileShape).toBe('portrait');
    expectInside(place, 820, 1180);
  });

  it('stacks the tiles as rows on a phone, the buttons two per row', () => {
    const place = menuLayout(390, 844, contents(4));
    expect(grid(place)).toEqual({ columns: 1, rows: 4 });
    expect(place.tileShape).toBe('row');
    expect(new Set(place.buttons.map((b) => b.y)).size).toBe(2);
    expect(place.titleSize).toBeLessThan(64);
    expectInside(place, 390, 844);
  });

  it('keeps room for the update banner at the top', () => {
    const without = menuLayout(1280, 800, contents(3));
    const withBanner = menuLayout(1280, 800, contents(3, true));
    expect(withBanner.emblemAt.y - withBanner.emblem / 2).toBeGreaterThanOrEqual(64);
    expect(withBanner.emblemAt.y).toBeGreaterThan(without.emblemAt.y);
  });

  it('centres a row of three buttons when there is nothing to continue', () => {
    const place = menuLayout(1280, 800, contents(3));
    expect(place.buttons).toHaveLength(3);
    expect(place.buttons[1]?.x).toBeCloseTo(640);
  });

  it('puts as many buttons to a row as fit: five make one row on a wide screen, four and one at 1024 wide', () => {
    expect(new Set(menuLayout(1280, 800, contents(5)).buttons.map((b) => b.y)).size).toBe(1);
    const rows = menuLayout(1024, 768, contents(5)).buttons.map((b) => b.y);
    expect(rows.filter((y) => y === rows[0])).toHaveLength(4);
    expect(new Set(rows).size).toBe(2);
  });
});

describe('the menu lists', () => {
  it('has a how-to-play entry with a Rulebook button for every game, read out whole', () => {
    const opened: string[] = [];
    const entries = howToPlayEntries((game) => opened.push(game));
    expect(entries.map((e) => e.heading)).toEqual(GAMES.map((g) => g.title));
    entries[2]?.action?.run();
    expect(opened).toEqual([GAMES[2]?.id]);
    expect(spokenList(entries)).toContain(`${GAMES[0]?.title} (${GAMES[0]?.players}): `);
  });

  it('words an opened replay link with Watch and Take over, and a refused one with its code', () => {
    const watch = { label: 'Watch', spoken: 'Watch', run: () => undefined };
    const takeOver = { label: 'Take over', spoken: 'Take over', run: () => undefined };
    const opened = replayLinkWords({ status: 'opened', game: 'gatekeeper', plies: 12, hash: 'abc', words: 'Ended: you won.' }, () => 'Gatekeeper', { watch, takeOver });
    expect(opened.title).toBe('Replay');
    expect(opened.entries[0]).toMatchObject({ heading: 'Gatekeeper', note: '12 moves', action: watch });
    expect(opened.entries[1]?.action).toBe(takeOver);
    const refused = replayLinkWords({ status: 'refused', code: 'BAD_LINK', words: 'This is not a replay link.' }, (game) => game, { watch, takeOver });
    expect(refused.title).toBe('Replay refused');
    expect(refused.entries).toHaveLength(1);
    expect(refused.entries[0]?.note).toBe('BAD_LINK');
    expect(refused.entries[0]?.action).toBeUndefined();
    expect(refused.toast.tone).toBe('warning');
  });
});
