/**
 * Where everything on the Gatekeeper table goes, for a view size in CSS pixels. Pure arithmetic (tested in
 * tests/scenes): landscape puts the recruit line, piles and log in a side panel; portrait puts the line and piles
 * in a strip under the top bar. The Astral plane takes the middle: the opponent's columns above the four location
 * cards, yours below, then your hand.
 */
import { CARD_HEIGHT, CARD_WIDTH } from '../components/CardView';
import type { Rect } from '../viewport';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface GkLayout {
  readonly mode: 'wide' | 'tall';
  readonly width: number;
  readonly height: number;
  readonly topBar: Rect;
  /** Left panel: the opponent's block above, yours below. */
  readonly far: { readonly label: Point; readonly hand: Point & { readonly width: number; readonly scale: number }; readonly track: Rect };
  readonly near: { readonly label: Point; readonly track: Rect };
  readonly line: { readonly label: Point; readonly slots: readonly Point[]; readonly scale: number };
  readonly pile: Point & { readonly scale: number };
  readonly discard: Point & { readonly scale: number };
  readonly log: Rect | null;
  readonly plane: Plane;
  readonly hand: { readonly x: number; readonly y: number; readonly width: number; readonly cardScale: number };
  readonly handZone: Rect;
  readonly buttons: { readonly x: number; readonly y: number; readonly w: number; readonly h: number; readonly gap: number };
  readonly toast: Point & { readonly width: number };
}

export interface Plane {
  /** Centre x of each location's column. */
  readonly colX: readonly number[];
  readonly colW: number;
  /** The opponent's columns grow up from farBottom toward farTop; yours down from nearTop toward nearBottom. */
  readonly farTop: number;
  readonly farBottom: number;
  readonly nearTop: number;
  readonly nearBottom: number;
  readonly locY: number;
  readonly locW: number;
  readonly locH: number;
  readonly cardScale: number;
  /** Left and right edge of the row (the Gatekeeper walks off one and on at the other). */
  readonly left: number;
  readonly right: number;
}

const M = 10;
const TOP = 50;
/** Step between witches in a column, in card units: the band shows (face.ts BAND) plus a little. */
export const STEP = 50;
/**
 * A dazzled witch's tilt, in degrees. The book turns her sideways; on a screen a card lying across its column
 * covers its neighbours' bands, so she keeps her place, tilted, greyed and marked (face.ts, the dazzled look).
 */
export const DAZZLED_TILT = 6;
/** The width a tilted card takes, in card units. */
export const TILTED_WIDTH = CARD_WIDTH * Math.cos((DAZZLED_TILT * Math.PI) / 180) + CARD_HEIGHT * Math.sin((DAZZLED_TILT * Math.PI) / 180);

export function computeLayout(w: number, h: number): GkLayout {
  const mode: 'wide' | 'tall' = w >= h * 1.15 ? 'wide' : 'tall';
  const leftW = 112;
  const rightW = mode === 'wide' ? Math.round(Math.min(270, Math.max(200, w * 0.2))) : 0;
  const cx0 = M + leftW + 8;
  const cx1 = w - M - (rightW > 0 ? rightW + 10 : 0);

  // Portrait: the recruit line and the piles in a strip under the top bar (cards about 84 px wide: readable).
  const stripScale = 0.6;
  const stripH = mode === 'tall' ? Math.round(CARD_HEIGHT * stripScale + 30) : 0;
  const planeTop = TOP + 6 + stripH;

  const handScale = Math.min(0.92, Math.max(0.6, (h * (mode === 'tall' ? 0.16 : 0.19)) / CARD_HEIGHT));
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 26;
  const handTop = handY - handH / 2 - 4;
  const buttonsW = 156;
  const handWidth = Math.max(260, Math.min(620, cx1 - cx0 - buttonsW - 24));
  const handX = cx0 + (cx1 - cx0 - buttonsW - 16) / 2;

  // The plane.
  const planeBottom = handTop - 8;
  const pitch = (cx1 - cx0) / 4;
  const colW = pitch - 8;
  const locH = Math.round(Math.min(104, Math.max(72, (planeBottom - planeTop) * 0.17)));
  const colRoom = (planeBottom - planeTop - locH - 16) / 2;
  const byHeight = colRoom / (CARD_HEIGHT + 3 * STEP + 8);
  const byWidth = (colW - 10) / TILTED_WIDTH; // a dazzled witch is tilted in her place
  const cardScale = Math.max(0.45, Math.min(0.86, byHeight, byWidth));
  const locY = planeTop + colRoom + 8 + locH / 2;
  const plane: Plane = {
    colX: [0, 1, 2, 3].map((i) => cx0 + pitch * (i + 0.5)),
    colW,
    farTop: planeTop,
    farBottom: planeTop + colRoom,
    nearTop: locY + locH / 2 + 8,
    nearBottom: planeBottom,
    locY,
    locW: Math.min(colW, 230),
    locH,
    cardScale,
    left: cx0,
    right: cx1,
  };

  // Left panel: name, the opponent's hand (small backs) and mana track above; your track below.
  const half = (h - TOP - M) / 2;
  const trackW = 46;
  const leftX = M + leftW / 2;
  const farHandScale = 0.3;
  const farHandY = TOP + 44 + (CARD_HEIGHT * farHandScale) / 2;
  const farTrackTop = farHandY + (CARD_HEIGHT * farHandScale) / 2 + 26;
  const farTrack: Rect = { x: leftX - trackW / 2, y: farTrackTop, width: trackW, height: TOP + half - 12 - farTrackTop };
  const nearLabelY = TOP + half + 16;
  const nearTrack: Rect = { x: leftX - trackW / 2, y: nearLabelY + 22, width: trackW, height: h - M - (nearLabelY + 22) };

  // The recruit line, the pile and the discard pile.
  let line: GkLayout['line'];
  let pile: GkLayout['pile'];
  let discard: GkLayout['discard'];
  let log: Rect | null = null;
  if (mode === 'wide') {
    const rx = w - M - rightW;
    const lineScale = Math.min(0.62, (rightW / 2 - 14) / CARD_WIDTH);
    const cw = CARD_WIDTH * lineScale;
    const ch = CARD_HEIGHT * lineScale;
    const top = TOP + 30;
    const xs = [rx + rightW / 2 - cw / 2 - 6, rx + rightW / 2 + cw / 2 + 6];
    line = {
      label: { x: rx + 4, y: TOP + 14 },
      scale: lineScale,
      slots: [0, 1, 2, 3].map((i) => ({ x: xs[i % 2] as number, y: top + ch / 2 + Math.floor(i / 2) * (ch + 10) })),
    };
    const pileScale = Math.min(0.5, lineScale * 0.85);
    const py = top + 2 * ch + 10 + 16 + (CARD_HEIGHT * pileScale) / 2;
    pile = { x: xs[0] as number, y: py, scale: pileScale };
    discard = { x: xs[1] as number, y: py, scale: pileScale };
    const logTop = py + (CARD_HEIGHT * pileScale) / 2 + 34;
    if (h - M - logTop > 90) log = { x: rx, y: logTop, width: rightW, height: h - M - logTop };
  } else {
    const scale = stripScale;
    const cw = CARD_WIDTH * scale;
    const y = TOP + 6 + 20 + (CARD_HEIGHT * scale) / 2;
    const x0 = cx0 + cw / 2;
    const gap = 8;
    line = { label: { x: cx0, y: TOP + 14 }, scale, slots: [0, 1, 2, 3].map((i) => ({ x: x0 + i * (cw + gap), y })) };
    pile = { x: cx1 - cw * 1.5 - 24, y, scale };
    discard = { x: cx1 - cw / 2 - 4, y, scale };
  }

  return {
    mode,
    width: w,
    height: h,
    topBar: { x: 0, y: 0, width: w, height: TOP },
    far: {
      label: { x: leftX, y: TOP + 22 },
      hand: { x: leftX, y: farHandY, width: leftW - 8, scale: farHandScale },
      track: farTrack,
    },
    near: { label: { x: leftX, y: nearLabelY }, track: nearTrack },
    line,
    pile,
    discard,
    log,
    plane,
    hand: { x: handX, y: handY, width: handWidth, cardScale: handScale },
    // Its label sits above the cards (the zone overlaps the bottom of your columns, which take no drops then).
    handZone: { x: handX - handWidth / 2 - 8, y: handTop - 24, width: handWidth + 16, height: h - handTop + 18 },
    buttons: { x: cx1 - buttonsW / 2 - 4, y: handTop + 8, w: buttonsW, h: 44, gap: 8 },
    toast: { x: (cx0 + cx1) / 2, y: plane.locY, width: Math.min(560, cx1 - cx0 - 20) },
  };
}

/** Where witch `i` of `n` rests in a column. Dazzled witches keep their place, tilted by DAZZLED_TILT. */
export function columnPose(p: Plane, side: 'near' | 'far', loc: number, i: number, dazzled: readonly boolean[]): { x: number; y: number; angle: number } {
  const s = p.cardScale;
  const n = dazzled.length;
  const room = side === 'near' ? p.nearBottom - p.nearTop : p.farBottom - p.farTop;
  const height = CARD_HEIGHT * s;
  const step = n <= 1 ? 0 : Math.min(STEP * s, (room - height - 4) / (n - 1));
  const offset = 2 + i * step + height / 2;
  const x = p.colX[loc] ?? 0;
  // Tilted so that her left edge turns away from the witch before her: that witch's spellpower (the left of her band) stays clear.
  const angle = dazzled[i] ? (side === 'near' ? -DAZZLED_TILT : DAZZLED_TILT) : 0;
  return side === 'near' ? { x, y: p.nearTop + offset, angle } : { x, y: p.farBottom - offset, angle };
}

/** Where a new witch would land at the end of a column of `n` (a free spot to tap or drop on). */
export function nextSlot(p: Plane, side: 'near' | 'far', loc: number, dazzled: readonly boolean[]): Point {
  const pose = columnPose(p, side, loc, dazzled.length, [...dazzled, false]);
  return { x: pose.x, y: pose.y };
}
