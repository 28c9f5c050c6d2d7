/**
 * Where everything on the Gateway Uprising table goes, for a view size in CSS pixels and a number of seats. Pure
 * arithmetic (tested in tests/scenes/gateway-layout.test.ts). The city takes the middle: Central City with the six
 * outer districts around it in their ring positions (GW-6), two above, one each side, two below. Landscape: each
 * seat's panel down the left, the phase strip, the buttons and the market down the right, the Army and play area
 * under the city and your hand with your deck and discard pile at the bottom. Portrait: the seats in a row under
 * the top bar, the phase strip, the city, the market in rows, then the Army, the buttons and the hand. The log
 * opens from the top bar (the kit's Log button): the market needs the room.
 */
import { CARD_HEIGHT, CARD_WIDTH } from '../components/CardView';
import type { Rect } from '../viewport';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface GwLayout {
  readonly mode: 'wide' | 'tall';
  readonly width: number;
  readonly height: number;
  /** One panel per seat, in seat order. */
  readonly seats: readonly Rect[];
  /** [0]: Central City; [1 + ring position]: the outer districts, clockwise from the top left. */
  readonly districts: readonly Rect[];
  readonly market: Rect;
  readonly phase: Rect;
  /** Your Army and the cards you played this turn: a row of small cards. */
  readonly army: Rect & { readonly cardScale: number };
  /** Action Points, Gold, Recruits and Attack Phases left: a line of text. */
  readonly resources: Point & { readonly width: number };
  /** The round and the Events left (its left end). */
  readonly round: Point;
  readonly hand: Point & { readonly width: number; readonly cardScale: number };
  readonly deck: Point;
  readonly discard: Point;
  readonly pileScale: number;
  readonly buttons: { readonly primary: Rect; readonly secondary: Rect };
  readonly log: Rect | null;
  readonly toast: Point & { readonly width: number };
}

const M = 10;
const TOP = 50;
const GAP = 8;
const BUTTON_H = 48;
const PHASE_H = 40;

export function computeLayout(w: number, h: number, seats: number): GwLayout {
  return w >= h * 1.15 ? wide(w, h, seats) : tall(w, h, seats);
}

function wide(w: number, h: number, seatCount: number): GwLayout {
  const leftW = Math.round(Math.min(280, Math.max(190, w * 0.2)));
  // At least 272: three market piles a row (MarketRow's narrowest tile, 84) so sixteen piles fit a 768-pixel-high column.
  const rightW = Math.round(Math.min(360, Math.max(272, w * 0.26)));
  const x0 = M + leftW + 12;
  const x1 = w - M - rightW - 12;
  const handScale = Math.min(0.8, Math.max(0.6, (h * 0.17) / CARD_HEIGHT));
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 10;
  const armyScale = 0.36;
  const armyH = CARD_HEIGHT * armyScale + 8;
  const resourcesY = handY - handH / 2 - 14;
  const army: Rect & { cardScale: number } = { x: x0, y: resourcesY - 12 - armyH, width: x1 - x0, height: armyH, cardScale: armyScale };
  const city: Rect = { x: x0, y: TOP + 6, width: x1 - x0, height: army.y - 6 - (TOP + 6) };
  const seatH = Math.min(190, (h - TOP - 6 - M - GAP * (seatCount - 1)) / seatCount);
  const seats = Array.from({ length: seatCount }, (_, i): Rect => ({ x: M, y: TOP + 6 + i * (seatH + GAP), width: leftW, height: seatH }));
  const rx = w - M - rightW;
  const phase: Rect = { x: rx, y: TOP + 6, width: rightW, height: PHASE_H };
  const round = { x: rx + 4, y: phase.y + PHASE_H + 16 };
  const buttonW = (rightW - GAP) / 2;
  const buttonsY = round.y + 14;
  const primary: Rect = { x: rx, y: buttonsY, width: buttonW, height: BUTTON_H };
  const secondary: Rect = { x: rx + buttonW + GAP, y: buttonsY, width: buttonW, height: BUTTON_H };
  // The market takes the rest of the column (sixteen piles or so); the log opens from the top bar.
  const marketTop = buttonsY + BUTTON_H + 12;
  const market: Rect = { x: rx, y: marketTop, width: rightW, height: h - M - marketTop };
  const pileScale = 0.42;
  const pileW = CARD_WIDTH * pileScale;
  return {
    mode: 'wide',
    width: w,
    height: h,
    seats,
    districts: ring(city),
    market,
    phase,
    army,
    resources: { x: (x0 + x1) / 2, y: resourcesY, width: x1 - x0 },
    round,
    hand: { x: (x0 + x1) / 2, y: handY, width: Math.max(200, x1 - x0 - 2 * pileW - 30), cardScale: handScale },
    deck: { x: x0 + pileW / 2 + 4, y: handY + 8 },
    discard: { x: x1 - pileW / 2 - 4, y: handY + 8 },
    pileScale,
    buttons: { primary, secondary },
    log: null,
    toast: { x: city.x + city.width / 2, y: city.y + city.height / 2, width: Math.min(560, city.width - 20) },
  };
}

function tall(w: number, h: number, seatCount: number): GwLayout {
  const x0 = M;
  const x1 = w - M;
  const seatH = 84;
  const seatW = (x1 - x0 - GAP * (seatCount - 1)) / seatCount;
  const seats = Array.from({ length: seatCount }, (_, i): Rect => ({ x: x0 + i * (seatW + GAP), y: TOP + 6, width: seatW, height: seatH }));
  const phase: Rect = { x: x0, y: TOP + 6 + seatH + GAP, width: x1 - x0, height: PHASE_H };
  const handScale = 0.6;
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 2;
  // One row above the hand: your Army on the left, the resources line, the buttons on the right.
  const armyScale = 0.32;
  const rowH = Math.max(BUTTON_H, CARD_HEIGHT * armyScale) + 8;
  const rowTop = handY - handH / 2 - 8 - rowH;
  const rowY = rowTop + rowH / 2;
  const buttonW = 140;
  const primary: Rect = { x: x1 - buttonW, y: rowY - BUTTON_H / 2, width: buttonW, height: BUTTON_H };
  const secondary: Rect = { x: x1 - 2 * buttonW - GAP, y: rowY - BUTTON_H / 2, width: buttonW, height: BUTTON_H };
  const armyW = (secondary.x - x0) * 0.45;
  const army: Rect & { cardScale: number } = { x: x0, y: rowTop, width: armyW, height: rowH, cardScale: armyScale };
  const marketH = 164;
  const market: Rect = { x: x0, y: rowTop - 8 - marketH, width: x1 - x0, height: marketH };
  const cityTop = phase.y + PHASE_H + GAP;
  const city: Rect = { x: x0, y: cityTop, width: x1 - x0, height: market.y - 8 - cityTop };
  const pileScale = 0.36;
  const pileW = CARD_WIDTH * pileScale;
  return {
    mode: 'tall',
    width: w,
    height: h,
    seats,
    districts: ring(city),
    market,
    phase,
    army,
    resources: { x: (x0 + armyW + secondary.x) / 2, y: rowY + 12, width: secondary.x - x0 - armyW - 12 },
    round: { x: x0 + armyW + 8, y: rowY - 14 },
    hand: { x: w / 2, y: handY, width: x1 - x0 - 2 * pileW - 30, cardScale: handScale },
    deck: { x: x0 + pileW / 2 + 2, y: handY + 10 },
    discard: { x: x1 - pileW / 2 - 2, y: handY + 10 },
    pileScale,
    buttons: { primary, secondary },
    log: null,
    toast: { x: w / 2, y: city.y + city.height / 2, width: Math.min(560, w - 40) },
  };
}

/**
 * Central City in the middle of `area` and the six outer districts around it, clockwise from the top left (GW-6):
 * two in the top row, one on each side of the centre, two in the bottom row, each row offset by half a tile as on
 * a hexagonal ring. Returns [central, ring 0 … ring 5].
 */
export function ring(area: Rect): Rect[] {
  const tileW = (area.width - 2 * GAP) / 3;
  const tileH = (area.height - 2 * GAP) / 3;
  const cx = area.x + area.width / 2;
  const at = (column: number, row: number): Rect => ({ x: cx + column * (tileW + GAP) - tileW / 2, y: area.y + row * (tileH + GAP), width: tileW, height: tileH });
  return [at(0, 1), at(-0.5, 0), at(0.5, 0), at(1, 1), at(0.5, 2), at(-0.5, 2), at(-1, 1)];
}
