/**
 * Where everything on the Gate table goes, for a view size in CSS pixels. Pure arithmetic (tested in
 * tests/scenes). Landscape: the Fearamid, the score and the log on the left; the gold pool, the commands, the
 * recruits and End turn on the right; the enemies, the town and the hand in the middle. Portrait: one column —
 * enemies beside the Fearamid, the town, the gold and commands, the recruits, the hand.
 */
import { CARD_HEIGHT, CARD_WIDTH } from '../components/CardView';
import type { Rect } from '../viewport';

export interface Point {
  readonly x: number;
  readonly y: number;
}

export type Placed = Point & { readonly scale: number };

export interface GateLayout {
  readonly mode: 'wide' | 'tall';
  readonly width: number;
  readonly height: number;
  readonly topBar: Rect;
  /** Centre of each enemy slot's card, its scale, the intent bubbles' centre line, and the enemy deck. */
  readonly enemies: { readonly slots: readonly Point[]; readonly scale: number; readonly intentY: number; readonly intentW: number; readonly deck: Placed; readonly out: Point };
  readonly town: readonly Rect[];
  readonly fearamid: Rect;
  /** Score, enemies defeated and fled. */
  readonly stats: Rect;
  readonly heroDeck: Placed;
  readonly gold: Rect;
  readonly commands: readonly Rect[];
  readonly market: { readonly label: Point; readonly slots: readonly Point[]; readonly scale: number; readonly zone: Rect; readonly deck: Placed };
  readonly hand: { readonly x: number; readonly y: number; readonly width: number; readonly cardScale: number };
  readonly drawPile: Placed;
  readonly discard: Placed;
  readonly endTurn: Rect;
  readonly log: Rect | null;
  readonly toast: Point & { readonly width: number };
  /** The repair-split bar and the hint panel (one line of words and buttons). */
  readonly prompt: Point & { readonly width: number };
}

const M = 10;
const TOP = 50;
const GAP = 12;
/** The intent bubbles' height above each enemy card. */
const INTENT_H = 44;

/** Height of the Fearamid box for a width: a title and five rows of spaces. */
export function fearamidHeight(width: number): number {
  const s = fearamidSpace(width);
  return 30 + 5 * (s + 6) + 8;
}

/** A Fearamid space's size for a box width (five spaces across the bottom row). */
export function fearamidSpace(width: number): number {
  return Math.floor(Math.min(52, (width - 24 - 4 * 6) / 5));
}

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function computeLayout(w: number, h: number): GateLayout {
  return w >= h * 1.15 ? wide(w, h) : tall(w, h);
}

function common(w: number): Pick<GateLayout, 'width' | 'topBar'> {
  return { width: w, topBar: { x: 0, y: 0, width: w, height: TOP } };
}

/** Two enemy slots and the deck, centred on `cx`; `out` is where a pushed-out enemy waits, left of slot 0. */
function enemyRow(cx: number, top: number, scale: number): GateLayout['enemies'] {
  const cw = CARD_WIDTH * scale;
  const deckScale = scale * 0.78;
  const dw = CARD_WIDTH * deckScale;
  const gap = 18;
  const total = 2 * cw + dw + 2 * gap;
  const x0 = cx - total / 2 + cw / 2;
  const cardY = top + INTENT_H + 6 + (CARD_HEIGHT * scale) / 2;
  const slots = [{ x: x0, y: cardY }, { x: x0 + cw + gap, y: cardY }];
  return {
    slots,
    scale,
    intentY: top + INTENT_H / 2,
    intentW: cw + 8,
    deck: { x: x0 + cw + gap + cw / 2 + gap + dw / 2, y: cardY + (CARD_HEIGHT * (scale - deckScale)) / 2, scale: deckScale },
    out: { x: x0 - cw * 0.55, y: cardY },
  };
}

function wide(w: number, h: number): GateLayout {
  const leftW = Math.round(clamp(w * 0.2, 210, 270));
  const rightW = Math.round(clamp(w * 0.22, 232, 290));
  const cx0 = M + leftW + GAP;
  const cx1 = w - M - rightW - GAP;
  const cw = cx1 - cx0;
  const cx = (cx0 + cx1) / 2;

  // Hand and piles along the bottom of the middle.
  const handScale = clamp((h * 0.215) / CARD_HEIGHT, 0.62, 0.95);
  const handH = CARD_HEIGHT * handScale;
  const handY = h - handH / 2 - 24;
  const handTop = handY - handH / 2;
  const pileScale = Math.min(0.55, handScale * 0.7);
  const pw = CARD_WIDTH * pileScale;
  const pileY = handY - 8;

  // Enemies at the top, the town above the hand; spare height goes between them (up to a point) and below the town.
  const band = handTop - 14 - (TOP + 8);
  const townH = Math.round(clamp(band * 0.28, 96, 150));
  const roomForCards = band - townH - INTENT_H - 6 - 40;
  const byWidth = (cw - 2 * 18 - 8) / (CARD_WIDTH * 2.78);
  const enemyScale = clamp(Math.min(0.95, roomForCards / CARD_HEIGHT, byWidth), 0.5, 0.95);
  const enemies = enemyRow(cx, TOP + 8, enemyScale);
  const enemiesBottom = TOP + 8 + INTENT_H + 6 + CARD_HEIGHT * enemyScale;
  const spare = band - (enemiesBottom - (TOP + 8)) - townH;
  // Room under the town for the repair-split bar and hints; the rest splits above and below it.
  const townTop = enemiesBottom + Math.max(GAP, Math.min(spare - 72, spare / 2));
  const tileW = (cw - 2 * 14) / 3;
  const town = [0, 1, 2].map((i) => ({ x: cx0 + i * (tileW + 14), y: townTop, width: tileW, height: townH }));
  const townBottom = townTop + townH;

  // Left: the Fearamid, the score and the hero deck, the log.
  const fearH = fearamidHeight(leftW);
  const fearamid = { x: M, y: TOP + 8, width: leftW, height: fearH };
  const heroScale = 0.42;
  const statsTop = fearamid.y + fearH + GAP;
  const statsH = CARD_HEIGHT * heroScale + 30;
  const stats = { x: M, y: statsTop, width: leftW, height: statsH };
  const heroDeck = { x: M + leftW - (CARD_WIDTH * heroScale) / 2 - 8, y: statsTop + (CARD_HEIGHT * heroScale) / 2 + 4, scale: heroScale };
  const logTop = statsTop + statsH + GAP;
  const log = h - M - logTop > 110 ? { x: M, y: logTop, width: leftW, height: h - M - logTop } : null;

  // Right: gold pool, the commands two by two, the recruits two by two, their deck, End turn.
  const rx = w - M - rightW;
  const gold = { x: rx, y: TOP + 8, width: rightW, height: 60 };
  const cmdW = (rightW - 8) / 2;
  const cmdH = 50;
  const cmdTop = gold.y + gold.height + 8;
  const commands = [0, 1, 2, 3].map((i) => ({ x: rx + (i % 2) * (cmdW + 8), y: cmdTop + Math.floor(i / 2) * (cmdH + 8), width: cmdW, height: cmdH }));
  const marketTop = cmdTop + 2 * cmdH + 8 + 14;
  const endTurn = { x: rx, y: h - M - 54, width: rightW, height: 54 };
  const deckScale = 0.42;
  const deckH = CARD_HEIGHT * deckScale + 26;
  const marketRoom = endTurn.y - GAP - deckH - (marketTop + 24);
  const marketScale = clamp(Math.min((rightW / 2 - 12) / CARD_WIDTH, (marketRoom - 8) / (2 * CARD_HEIGHT)), 0.4, 0.66);
  const mw = CARD_WIDTH * marketScale;
  const mh = CARD_HEIGHT * marketScale;
  const mxs = [rx + rightW / 2 - mw / 2 - 5, rx + rightW / 2 + mw / 2 + 5];
  const mTop = marketTop + 24;
  const slots = [0, 1, 2, 3].map((i) => ({ x: mxs[i % 2] as number, y: mTop + mh / 2 + Math.floor(i / 2) * (mh + 8) }));
  const zone = { x: rx, y: marketTop, width: rightW, height: 24 + 2 * mh + 8 + 8 };
  const market = {
    label: { x: rx + 12, y: marketTop + 12 },
    slots,
    scale: marketScale,
    zone,
    deck: { x: rx + 12 + (CARD_WIDTH * deckScale) / 2, y: zone.y + zone.height + GAP + (CARD_HEIGHT * deckScale) / 2, scale: deckScale },
  };

  const hand = { x: cx, y: handY, width: Math.max(240, Math.min(560, cw - 2 * (pw + 36))), cardScale: handScale };
  const promptY = Math.min(handTop - 30, townBottom + Math.max(30, (handTop - townBottom) / 2));
  return {
    ...common(w),
    mode: 'wide',
    height: h,
    enemies,
    town,
    fearamid,
    stats,
    heroDeck,
    gold,
    commands,
    market,
    hand,
    drawPile: { x: cx0 + pw / 2 + 4, y: pileY, scale: pileScale },
    discard: { x: cx1 - pw / 2 - 4, y: pileY, scale: pileScale },
    endTurn,
    log,
    toast: { x: cx, y: townTop + townH / 2, width: Math.min(560, cw - 20) },
    prompt: { x: cx, y: promptY, width: Math.min(620, cw) },
  };
}

function tall(w: number, h: number): GateLayout {
  const W = w - 2 * M;
  const cx = w / 2;
  // Heights first, then the spare height spread over the gaps.
  const fearW = Math.round(clamp(W * 0.36, 200, 300));
  const fearH = fearamidHeight(fearW);
  const enemyW = W - fearW - GAP;
  const enemyScale = clamp(Math.min(0.95, (enemyW - 2 * 18 - 8) / (CARD_WIDTH * 2.78), (fearH - INTENT_H - 6 - 34) / CARD_HEIGHT), 0.5, 0.95);
  const row1 = Math.max(fearH, INTENT_H + 6 + CARD_HEIGHT * enemyScale + 52);
  const townH = Math.round(clamp(h * 0.12, 96, 150));
  const cmdH = 54;
  // Room under the town for the repair-split bar and hints.
  const promptRoom = 64;
  // The recruits and the hand share what is left, the hand first.
  const rest = h - (TOP + 8 + row1 + townH + promptRoom + cmdH + M + 4 * GAP);
  const handScale = clamp(Math.min((h * 0.16) / CARD_HEIGHT, (rest * 0.55 - 34) / CARD_HEIGHT), 0.62, 0.92);
  const handH = CARD_HEIGHT * handScale + 34;
  const marketScale = clamp(Math.min((W - 2 * 80 - 6 * 12) / (4 * CARD_WIDTH), (rest - handH - 24) / CARD_HEIGHT), 0.45, 0.85);
  const marketH = 24 + CARD_HEIGHT * marketScale;
  const need = TOP + 8 + row1 + townH + promptRoom + cmdH + marketH + handH + M + 4 * GAP;
  const gap = GAP + Math.min(60, Math.max(0, h - need) / 5);

  let y = TOP + 8;
  const fearamid = { x: w - M - fearW, y, width: fearW, height: fearH };
  const enemies = enemyRow(M + enemyW / 2, y, enemyScale);
  // Under the enemies and the deck's label.
  const stats = { x: M, y: y + INTENT_H + 6 + CARD_HEIGHT * enemyScale + 24, width: enemyW, height: 26 };
  y += row1 + gap;
  const tileW = (W - 2 * 12) / 3;
  const town = [0, 1, 2].map((i) => ({ x: M + i * (tileW + 12), y, width: tileW, height: townH }));
  const townBottom = y + townH;
  y += townH + promptRoom + gap;
  const goldW = Math.min(170, W * 0.22);
  const gold = { x: M, y, width: goldW, height: cmdH };
  const cmdW = (W - goldW - 4 * 8) / 4;
  const commands = [0, 1, 2, 3].map((i) => ({ x: M + goldW + 8 + i * (cmdW + 8), y, width: cmdW, height: cmdH }));
  y += cmdH + gap;
  const mw = CARD_WIDTH * marketScale;
  const mh = CARD_HEIGHT * marketScale;
  const deckScale = Math.min(0.55, marketScale * 0.7);
  const dw = CARD_WIDTH * deckScale;
  const rowW = 4 * mw + 3 * 12;
  // The citizen deck, the recruits and the hero deck, centred as one group.
  const groupW = dw + 12 + rowW + 16 + 12 + dw;
  const gx = cx - groupW / 2;
  const zone = { x: gx + dw + 12, y, width: rowW + 16, height: marketH + 8 };
  const mx0 = zone.x + 8 + mw / 2;
  const slots = [0, 1, 2, 3].map((i) => ({ x: mx0 + i * (mw + 12), y: y + 24 + mh / 2 }));
  const market = { label: { x: zone.x + 8, y: y + 10 }, slots, scale: marketScale, zone, deck: { x: gx + dw / 2, y: y + 24 + mh / 2, scale: deckScale } };
  const heroDeck = { x: zone.x + zone.width + 12 + dw / 2, y: y + 24 + mh / 2, scale: deckScale };
  y += marketH + gap;

  const handY = h - M - 24 - (CARD_HEIGHT * handScale) / 2;
  const pileScale = Math.min(0.55, handScale * 0.65);
  const pw = CARD_WIDTH * pileScale;
  const endW = 140;
  const endTurn = { x: w - M - endW, y: handY - 30, width: endW, height: 60 };
  const discard = { x: endTurn.x - 14 - pw / 2, y: handY - 8, scale: pileScale };
  const drawPile = { x: M + pw / 2 + 4, y: handY - 8, scale: pileScale };
  const fanLeft = drawPile.x + pw / 2 + 16;
  const fanRight = discard.x - pw / 2 - 16;
  const hand = { x: (fanLeft + fanRight) / 2, y: handY, width: Math.max(240, fanRight - fanLeft), cardScale: handScale };
  return {
    ...common(w),
    mode: 'tall',
    height: h,
    enemies,
    town,
    fearamid,
    stats,
    heroDeck,
    gold,
    commands,
    market,
    hand,
    drawPile,
    discard,
    endTurn,
    log: null,
    toast: { x: cx, y: town[0] ? town[0].y + townH / 2 : h / 2, width: Math.min(560, W - 20) },
    prompt: { x: cx, y: townBottom + (promptRoom + gap) / 2, width: Math.min(620, W) },
  };
}
