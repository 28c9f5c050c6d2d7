import type { TileShape } from './GameTile';

/** What the menu's layout needs to know besides the screen: how many of each thing, and how tall the header's text is. */
export interface MenuContents {
  readonly tiles: number;
  /** Buttons under the tiles (Continue only while there is a game to continue). */
  readonly buttons: number;
  /** The "new version" banner is showing: room is kept for it at the top. */
  readonly banner: boolean;
  /** The title's and subtitle's heights at a title font size (the text measures itself). */
  readonly headerText: (titleSize: number) => { readonly title: number; readonly subtitle: number };
}

/** A centre point, in layout units. */
export interface Centre { readonly x: number; readonly y: number }

/** Where everything on the menu goes at one screen size. */
export interface MenuPlacement {
  readonly titleSize: number;
  /** The emblem's side. */
  readonly emblem: number;
  readonly emblemAt: Centre;
  readonly titleAt: Centre;
  readonly subtitleAt: Centre;
  readonly tileShape: TileShape;
  readonly tileWidth: number;
  readonly tileHeight: number;
  /** One centre per tile, in menu order, row by row. */
  readonly tiles: readonly Centre[];
  readonly buttonWidth: number;
  /** One centre per button, in order; rows of as many as fit, else two. */
  readonly buttons: readonly Centre[];
  /** The "Loading…" line, under the buttons. */
  readonly loadingAt: Centre;
}

export const BUTTON_HEIGHT = 54;

/**
 * The menu at `width`×`height`: the header, the game tiles (four across on a wide landscape screen, two by two on a
 * tablet, one column on a phone) and the buttons, the whole block centred in what the banner leaves.
 */
export function menuLayout(width: number, height: number, contents: MenuContents): MenuPlacement {
  const narrow = width < 560;
  const margin = width >= 800 ? 48 : 20;
  const gap = width >= 800 ? 24 : 16;
  // Four across from a 1024-wide landscape screen up (two rows of two there left no room for the buttons).
  const cols = width >= 940 && width > height ? 4 : narrow ? 1 : 2;

  const titleSize = narrow ? 44 : height < 640 ? 48 : 64;
  const emblem = narrow || height < 640 ? 44 : 60;
  const text = contents.headerText(titleSize);
  const headerH = emblem + 6 + text.title + text.subtitle + 4;

  const tileWidth = cols === 1 ? Math.min(560, width - margin * 2) : Math.min(cols === 4 ? 280 : 360, (width - margin * 2 - gap * (cols - 1)) / cols);
  const rows = Math.ceil(contents.tiles / cols);
  const buttonWidth = narrow ? Math.min(240, (width - margin * 2 - gap) / 2) : 200;
  const count = contents.buttons;
  // As many to a row as fit (at least two): five buttons on a 1024-wide screen make a row of four and one.
  const perRow = Math.max(2, Math.min(count, Math.floor((width - margin * 2 + gap) / (buttonWidth + gap))));
  const buttonRows = Math.ceil(count / perRow);
  const buttonsH = buttonRows * BUTTON_HEIGHT + (buttonRows - 1) * 14;

  const spacing = height < 700 ? 22 : 36;
  const bannerRoom = contents.banner ? 64 : 0;
  const roomForTiles = height - bannerRoom - margin * 0.6 * 2 - headerH - buttonsH - spacing * 2 - gap * (rows - 1);
  // Narrow four-across tiles wrap their blurbs onto more lines: give them at least 300 px when there is room.
  const idealTileH = cols === 1 ? 132 : cols === 4 ? Math.max(300, tileWidth * 1.1) : tileWidth * 0.82;
  const tileHeight = Math.max(cols === 1 ? 104 : 200, Math.min(idealTileH, roomForTiles / rows));
  const tilesH = rows * tileHeight + (rows - 1) * gap;

  const total = headerH + spacing + tilesH + spacing + buttonsH;
  let y = bannerRoom + Math.max(margin * 0.6, (height - bannerRoom - total) / 2);
  const middle = width / 2;
  const emblemAt = { x: middle, y: y + emblem / 2 };
  y += emblem + 6;
  const titleAt = { x: middle, y: y + text.title / 2 };
  y += text.title;
  const subtitleAt = { x: middle, y: y + text.subtitle / 2 };
  y += text.subtitle + 4 + spacing;

  const gridW = cols * tileWidth + (cols - 1) * gap;
  const tilesTop = y;
  const tiles = Array.from({ length: contents.tiles }, (_, i) => ({
    x: middle - gridW / 2 + (i % cols) * (tileWidth + gap) + tileWidth / 2,
    y: tilesTop + Math.floor(i / cols) * (tileHeight + gap) + tileHeight / 2,
  }));
  y += tilesH + spacing;

  const buttonsTop = y;
  const buttons = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / perRow);
    const inRow = Math.min(perRow, count - row * perRow);
    const rowW = inRow * buttonWidth + (inRow - 1) * gap;
    return { x: middle - rowW / 2 + (i % perRow) * (buttonWidth + gap) + buttonWidth / 2, y: buttonsTop + row * 68 + BUTTON_HEIGHT / 2 };
  });

  return {
    titleSize,
    emblem,
    emblemAt,
    titleAt,
    subtitleAt,
    tileShape: cols === 1 ? 'row' : 'portrait',
    tileWidth,
    tileHeight,
    tiles,
    buttonWidth,
    buttons,
    loadingAt: { x: middle, y: Math.min(height - 24, buttonsTop + (buttonRows - 1) * 68 + BUTTON_HEIGHT + 28) },
  };
}
