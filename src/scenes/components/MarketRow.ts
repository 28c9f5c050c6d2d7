import type { Accent, Palette } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, drawDashedRect, mix } from './draw';
import type { PartMark } from './KitPart';
import { KitPart, MIN_TEXT } from './KitPart';

/** One supply pile: what its top card is, how many are left, what it costs. */
export interface MarketPileModel {
  readonly id: string;
  readonly title: string;
  readonly count: number;
  readonly cost?: number | string;
  /** Texture key of the top card's art. */
  readonly icon?: string;
  readonly accent?: Accent;
  /** The top card is hidden (a face-down Runestone pile): the tile shows a back, not the title. */
  readonly hidden?: boolean;
  readonly mark?: PartMark | null;
}

export interface MarketRowModel {
  readonly piles: readonly MarketPileModel[];
  /** The narrowest a tile may be before the piles wrap to another row (default MIN_TILE_W). */
  readonly minTileWidth?: number;
}

const GAP = 10;
/** Narrower tiles wrap to another row rather than shrink their text. */
export const MIN_TILE_W = 96;
/** Gateway's seventeen or eighteen piles: three a row beside the city at 1024×768, six a row on an upright tablet. */
export const NARROW_TILE_W = 84;
const MAX_TILE_W = 150;
const MAX_TILE_H = 120;
/** Below this height a tile has no room for art: its cost, title and count share one line. */
const SHORT_TILE_H = 64;
/** A one-line tile's coin radius (its numbers stay at the kit's 13 px at least). */
const ONE_LINE_COIN = 12;
/** A tile's title: its last line's foot above the tile's bottom edge, and the room kept between it and the art. */
const TITLE_BOTTOM = 8;
/** A two-line title's room: the tile's width less this (a few pixels inside its border each side). */
const TITLE_INSET = 8;
const ART_GAP = 4;
/** The art's largest size, and the smallest worth drawing. */
const MAX_ART = 40;
const MIN_ART = 18;

/** Supply piles as tiles in one or more rows: art, title, a cost coin and a count badge; each tile tappable. */
export class MarketRow extends KitPart<MarketRowModel> {
  /** The count drawn on each pile, by pile id. */
  get counts(): Readonly<Record<string, number>> {
    return Object.fromEntries(this.model.piles.map((pile) => [pile.id, pile.count]));
  }

  /** How many rows the piles take at the current width. */
  static rowsFor(pileCount: number, width: number, minTileWidth = MIN_TILE_W): number {
    const columns = Math.max(1, Math.min(pileCount, Math.floor((width + GAP) / (minTileWidth + GAP))));
    return Math.ceil(pileCount / columns);
  }

  protected paint(model: MarketRowModel, palette: Palette, width: number, height: number): void {
    const n = model.piles.length;
    const rows = MarketRow.rowsFor(n, width, model.minTileWidth);
    const columns = Math.ceil(n / rows);
    const tileW = Math.min(MAX_TILE_W, (width - GAP * (columns - 1)) / columns);
    const tileH = Math.min(MAX_TILE_H, (height - GAP * (rows - 1)) / rows);
    const rowW = columns * tileW + (columns - 1) * GAP;
    const face = this.#titleFace(model.piles, { width: tileW, height: tileH });
    model.piles.forEach((pile, i) => {
      const x = (width - rowW) / 2 + (i % columns) * (tileW + GAP);
      const y = Math.floor(i / columns) * (tileH + GAP);
      this.#tile(pile, palette, { x, y, width: tileW, height: tileH }, face);
    });
  }

  /**
   * The face of the tiles' titles: the card-title face, or for the whole row the narrower body face when a word of
   * some title would not fit its tile in it even at the smallest size ("Kleptomancer" 84 pixels wide): cut words
   * are not read, and one face a row reads as one row.
   */
  #titleFace(piles: readonly MarketPileModel[], tile: { readonly width: number; readonly height: number }): 'label' | 'body' {
    // A tile too short for art has one line for its title: the whole title must fit, not each word.
    const parts = (title: string): string[] => (tile.height < SHORT_TILE_H ? [title] : title.split(' '));
    const fits = (title: string): boolean => parts(title).every((part) => this.measure(part, 'label', MIN_TEXT) <= tile.width - TITLE_INSET);
    return piles.every((pile) => fits(pile.title)) ? 'label' : 'body';
  }

  #tile(pile: MarketPileModel, palette: Palette, rect: Rect, face: 'label' | 'body'): void {
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    const accent = pile.accent ? palette.accents[pile.accent] : palette.border;
    const empty = pile.count <= 0;
    if (empty) {
      drawDashedRect(this.graphics, cx, cy, rect.width, rect.height, palette.border, 0.9);
      // Its title above "Empty", in the row's face, shrinking and then (on a tile with room) breaking as a full tile's
      // does: "Uncommon Rune" was cut to "Uncommo…" on a 100-pixel tile.
      const lines = rect.height < SHORT_TILE_H ? 1 : 2;
      this.label(cx, cy + 2, pile.title, { role: face, size: face === 'label' ? 14 : 16, minSize: MIN_TEXT, lines, colour: palette.textMuted, originX: 0.5, originY: 1, maxWidth: rect.width - TITLE_INSET });
      this.label(cx, cy + 14, 'Empty', { role: 'small', size: 13, colour: palette.textMuted, originX: 0.5 });
    } else {
      // A thicker pile shows a second edge behind the top card.
      if (pile.count > 1) drawBox(this.graphics, cx + 3, cy + 3, rect.width, rect.height, { fill: mix(palette.surfaceRaised, 0x000000, 0.4), radius: 10 });
      drawBox(this.graphics, cx, cy, rect.width, rect.height, { fill: pile.hidden ? mix(palette.surfaceRaised, 0x000000, 0.2) : palette.surfaceRaised, stroke: accent, strokeWidth: 2, radius: 10, shadow: 2 });
      // A tile too short for art (three rows of piles on an upright tablet): the coins in the top corners, "Hidden"
      // between them for a face-down pile, and the title across the bottom.
      const oneLine = rect.height < SHORT_TILE_H;
      const coinR = oneLine ? ONE_LINE_COIN : 14;
      const coinY = rect.y + coinR + 2;
      if (oneLine) {
        if (pile.hidden) this.label(cx, coinY, 'Hidden', { role: 'small', size: 13, colour: palette.textMuted, originX: 0.5, maxWidth: rect.width - 4 * coinR - 8 });
        this.label(cx, rect.y + rect.height - 12, pile.title, { role: face, size: face === 'label' ? 14 : 15, minSize: MIN_TEXT, colour: palette.text, originX: 0.5, maxWidth: rect.width - TITLE_INSET });
      } else {
        // The title across the bottom, on two lines when one will not hold it ("Travelling Wizards" on a tile 84
        // pixels wide); the art in the room left above it, or between the coins when that room is too small.
        const title = this.label(cx, rect.y + rect.height - TITLE_BOTTOM, pile.title, { role: face, size: face === 'label' ? 14 : 16, minSize: MIN_TEXT, lines: 2, colour: palette.text, originX: 0.5, originY: 1, maxWidth: rect.width - TITLE_INSET });
        const artTop = rect.y + 14;
        const room = rect.y + rect.height - TITLE_BOTTOM - title.height - ART_GAP - artTop;
        const between = rect.width - 4 * coinR - 12;
        const art = room >= MIN_ART ? { y: artTop + Math.min(MAX_ART, room) / 2, size: Math.min(MAX_ART, room) } : { y: coinY, size: Math.min(MAX_ART, between, coinR * 2) };
        if (pile.hidden) {
          // "Hidden" where the art would be: above the title while a line's room is left there, else between the coins.
          const inRoom = room >= MIN_TEXT + 4 || between < this.measure('Hidden', 'small', MIN_TEXT);
          this.label(cx, inRoom ? artTop + Math.max(0, room) / 2 : coinY, 'Hidden', { role: 'small', size: MIN_TEXT, colour: palette.textMuted, originX: 0.5 });
        } else if (pile.icon && art.size >= MIN_ART) this.icon(cx, art.y, pile.icon, art.size, mix(accent, 0xffffff, 0.35));
      }
      if (pile.cost !== undefined) this.coin(rect.x + coinR + 2, coinY, coinR, String(pile.cost), palette.gold, palette.textDark);
      this.coin(rect.x + rect.width - coinR - 2, coinY, coinR, String(pile.count), palette.text, palette.textDark);
    }
    this.mark(rect, pile.mark ?? null);
    this.target('pile', pile.id, rect, pile.mark ?? null);
  }
}
