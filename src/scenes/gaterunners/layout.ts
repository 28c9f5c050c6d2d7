/**
 * Where everything on the GateRunners table goes, for a view size in CSS pixels. Pure arithmetic (tested in
 * tests/scenes/gaterunners-layout.test.ts). The three lanes take the middle, the opponent's Gates at their top
 * and yours at their bottom. Landscape: the phase strip across the top of the lanes; each seat's Hero and piles in
 * a left panel (the opponent's hand, Hero and piles above, yours below); the turn, the buttons and the log in a
 * right panel. Portrait: the opponent's Hero,
 * hand and piles in a strip under the top bar, the phase strip under the lanes, the turn line and the buttons in a
 * row under it, and no room for the log (the kit's Log button opens it).
 */
import { CARD_HEIGHT, CARD_WIDTH } from '../components/CardView';
import type { Rect } from '../viewport';

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A seat's corner of the table: its name, its Hero card, its deck and graveyard. */
export interface SeatPlace {
  readonly name: Point;
  readonly hero: Point;
  readonly deck: Point;
  readonly graveyard: Point;
}

export interface GrLayout {
  readonly mode: 'wide' | 'tall';
  readonly width: number;
  readonly height: number;
  /** The three lanes, left to right. */
  readonly lanes: readonly Rect[];
  readonly near: SeatPlace;
  readonly far: SeatPlace;
  /** Scale of the Heroes' and the piles' cards. */
  readonly heroScale: number;
  readonly pileScale: number;
  /** The opponent's hand: small backs in a row. */
  readonly farHand: Point & { readonly width: number; readonly scale: number };
  readonly hand: Point & { readonly width: number; readonly cardScale: number };
  readonly phase: Rect;
  /** The turn and the Level 1 plays left: its centre and the width it may take. */
  readonly info: Point & { readonly width: number };
  /** The two action buttons (primary above or left of secondary). */
  readonly buttons: { readonly primary: Rect; readonly secondary: Rect };
  readonly log: Rect | null;
  readonly toast: Point & { readonly width: number };
}

const M = 10;
const TOP = 50;
const BUTTON_H = 48;

export function computeLayout(w: number, h: number): GrLayout {
  return w >= h * 1.15 ? wide(w, h) : tall(w, h);
}

function wide(w: number, h: number): GrLayout {
  const leftW = 150;
  const rightW = Math.round(Math.min(280, Math.max(220, w * 0.21)));
  const x0 = M + leftW + 10;
  const x1 = w - M - rightW - 10;
  const heroScale = 0.6;
  const pileScale = 0.4;
  const farHandScale = 0.3;
  const handScale = Math.min(0.86, Math.max(0.6, (h * 0.2) / CARD_HEIGHT));
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 12;
  // The phase strip across the top of the lanes, the lanes under it, your hand under them.
  const phase: Rect = { x: x0, y: TOP + 6, width: x1 - x0, height: 46 };
  const lanesTop = phase.y + phase.height + 8;
  const lanesBottom = handY - handH / 2 - 10;
  const lanes = threeLanes(x0, x1, lanesTop, lanesBottom);
  const heroH = CARD_HEIGHT * heroScale;
  const pileH = CARD_HEIGHT * pileScale;
  const panelX = M + leftW / 2;
  const pileXs = [M + (CARD_WIDTH * pileScale) / 2 + 4, M + leftW - (CARD_WIDTH * pileScale) / 2 - 4] as const;
  // Left panel, top down: the opponent's name, hand (backs), Hero and piles; bottom up: your Hero, piles, name.
  const farHandY = TOP + 34 + (CARD_HEIGHT * farHandScale) / 2;
  const farHeroY = farHandY + (CARD_HEIGHT * farHandScale) / 2 + 10 + heroH / 2;
  const farPileY = farHeroY + heroH / 2 + 10 + pileH / 2;
  const nearHeroY = h - M - heroH / 2;
  const nearPileY = nearHeroY - heroH / 2 - 10 - pileH / 2;
  const rx = w - M - rightW;
  const info = { x: rx + rightW / 2, y: TOP + 22, width: rightW };
  const primary: Rect = { x: rx, y: TOP + 44, width: rightW, height: BUTTON_H };
  const secondary: Rect = { x: rx, y: primary.y + BUTTON_H + 8, width: rightW, height: BUTTON_H };
  const logTop = secondary.y + BUTTON_H + 14;
  return {
    mode: 'wide',
    width: w,
    height: h,
    lanes,
    far: { name: { x: panelX, y: TOP + 14 }, hero: { x: panelX, y: farHeroY }, deck: { x: pileXs[0], y: farPileY }, graveyard: { x: pileXs[1], y: farPileY } },
    near: { name: { x: panelX, y: nearPileY - pileH / 2 - 16 }, hero: { x: panelX, y: nearHeroY }, deck: { x: pileXs[0], y: nearPileY }, graveyard: { x: pileXs[1], y: nearPileY } },
    heroScale,
    pileScale,
    farHand: { x: panelX, y: farHandY, width: leftW - 10, scale: farHandScale },
    hand: { x: (x0 + x1) / 2, y: handY, width: Math.min(640, x1 - x0), cardScale: handScale },
    phase,
    info,
    buttons: { primary, secondary },
    log: h - M - logTop > 100 ? { x: rx, y: logTop, width: rightW, height: h - M - logTop } : null,
    toast: { x: (x0 + x1) / 2, y: (lanesTop + lanesBottom) / 2, width: Math.min(560, x1 - x0 - 20) },
  };
}

function tall(w: number, h: number): GrLayout {
  const x0 = M;
  const x1 = w - M;
  const heroScale = 0.5;
  const pileScale = 0.36;
  const heroH = CARD_HEIGHT * heroScale;
  const heroW = CARD_WIDTH * heroScale;
  const pileW = CARD_WIDTH * pileScale;
  const stripH = heroH + 12;
  const stripY = TOP + 6 + heroH / 2;
  const handScale = Math.min(0.8, Math.max(0.6, (h * 0.17) / CARD_HEIGHT));
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 12;
  const rowH = BUTTON_H + 12;
  const rowY = handY - handH / 2 - 10 - rowH / 2;
  const lanesTop = TOP + 6 + stripH;
  // Under the lanes: the phase strip across the whole width (its six phases need it), then a row with the turn
  // line on the left and the buttons on the right.
  const phaseH = 44;
  const phase: Rect = { x: x0, y: rowY - rowH / 2 - 6 - phaseH, width: x1 - x0, height: phaseH };
  const lanesBottom = phase.y - 8;
  const lanes = threeLanes(x0, x1, lanesTop, lanesBottom);
  const buttonW = 150;
  const primary: Rect = { x: x1 - buttonW, y: rowY - BUTTON_H / 2, width: buttonW, height: BUTTON_H };
  const secondary: Rect = { x: x1 - 2 * buttonW - 8, y: rowY - BUTTON_H / 2, width: buttonW, height: BUTTON_H };
  const nearHeroX = x0 + heroW / 2;
  const farHeroX = x0 + heroW / 2;
  const farPilesX = [x1 - pileW * 1.5 - 10, x1 - pileW / 2] as const;
  const nearPilesX = [x1 - pileW * 1.5 - 10, x1 - pileW / 2] as const;
  const handLeft = x0 + heroW + 12;
  const handRight = nearPilesX[0] - pileW / 2 - 10;
  return {
    mode: 'tall',
    width: w,
    height: h,
    lanes,
    far: { name: { x: farHeroX + heroW / 2 + 70, y: TOP + 16 }, hero: { x: farHeroX, y: stripY }, deck: { x: farPilesX[0], y: stripY }, graveyard: { x: farPilesX[1], y: stripY } },
    near: { name: { x: nearHeroX, y: handY - heroH / 2 - 12 }, hero: { x: nearHeroX, y: handY + 6 }, deck: { x: nearPilesX[0], y: handY }, graveyard: { x: nearPilesX[1], y: handY } },
    heroScale,
    pileScale,
    farHand: { x: (x0 + heroW + farPilesX[0]) / 2 + 20, y: stripY + 10, width: Math.max(160, farPilesX[0] - x0 - heroW - 60), scale: 0.3 },
    hand: { x: (handLeft + handRight) / 2, y: handY, width: handRight - handLeft, cardScale: handScale },
    phase,
    info: { x: (x0 + secondary.x - 12) / 2, y: rowY, width: secondary.x - 12 - x0 },
    buttons: { primary, secondary },
    log: null,
    toast: { x: w / 2, y: (lanesTop + lanesBottom) / 2, width: Math.min(560, w - 40) },
  };
}

/** Three lanes side by side between x0 and x1, the centre one a little wider (it holds 3 units to the sides' 2). */
function threeLanes(x0: number, x1: number, top: number, bottom: number): Rect[] {
  const gap = 10;
  const room = x1 - x0 - 2 * gap;
  const side = room * 0.3;
  const centre = room - 2 * side;
  const widths = [side, centre, side];
  let x = x0;
  return widths.map((width) => {
    const rect = { x, y: top, width, height: bottom - top };
    x += width + gap;
    return rect;
  });
}
