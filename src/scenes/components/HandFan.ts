import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { CardView, Pose } from './CardView';
import { CARD_HEIGHT, CARD_WIDTH } from './CardView';
import type { Motion } from './motion';

export interface FanGeometry {
  /** Centre of the fan's baseline (where the middle card's centre rests). */
  readonly x: number;
  readonly y: number;
  /** Width the fan may use. */
  readonly width: number;
  readonly cardScale: number;
}

/** Most degrees between neighbours, and most for the whole fan: a hand of 2 stays nearly flat, 10 stays compact. */
const STEP_DEG = 5;
const MAX_SPREAD_DEG = 28;

/**
 * Lays a hand out along an arc and reflows it with a tween when cards come and go. The cards stay on the table
 * layer; the fan only sets each one's `home` (see CardView). The container itself is the fan's anchor.
 */
export class HandFan extends Phaser.GameObjects.Container {
  readonly #cards: CardView[] = [];
  readonly #motion: Motion;
  #geometry: FanGeometry;

  constructor(scene: Phaser.Scene, geometry: FanGeometry, motion: Motion) {
    super(scene, geometry.x, geometry.y);
    this.#geometry = geometry;
    this.#motion = motion;
    scene.add.existing(this);
  }

  get cards(): readonly CardView[] {
    return this.#cards;
  }

  has(card: CardView): boolean {
    return this.#cards.includes(card);
  }

  /** Adds a card (at `index`, default the right end); call `reflow` to move everyone. */
  addCard(card: CardView, index = this.#cards.length): this {
    if (!this.#cards.includes(card)) this.#cards.splice(index, 0, card);
    return this;
  }

  /** Holds exactly these cards, in this order (the picture's hand order). */
  arrange(cards: readonly CardView[]): this {
    this.#cards.splice(0, this.#cards.length, ...cards);
    return this;
  }

  removeCard(card: CardView): this {
    const i = this.#cards.indexOf(card);
    if (i >= 0) this.#cards.splice(i, 1);
    return this;
  }

  setGeometry(geometry: FanGeometry): this {
    this.#geometry = geometry;
    this.setPosition(geometry.x, geometry.y);
    return this;
  }

  /** The resting pose of slot `i` of `n`. */
  poseOf(i: number, n: number): Pose {
    const g = this.#geometry;
    const w = CARD_WIDTH * g.cardScale;
    const spacing = n <= 1 ? 0 : Math.min(w * 0.92, (g.width - w) / (n - 1));
    const step = n <= 1 ? 0 : Math.min(STEP_DEG, MAX_SPREAD_DEG / (n - 1));
    const t = i - (n - 1) / 2;
    const angle = t * step;
    // Cards sit on a circle whose curvature matches the angle step, so edges droop as in a held hand.
    const radius = step > 0 ? spacing / Math.tan(Phaser.Math.DegToRad(step)) : 0;
    const droop = radius * (1 - Math.cos(Phaser.Math.DegToRad(angle)));
    return { x: g.x + t * spacing, y: g.y + droop, angle, scale: g.cardScale, depth: DEPTH.hand + i };
  }

  /** Gives every card its slot and moves it there; cards being dragged keep their pose until they come home. */
  reflow(animate = true, skip: ReadonlySet<CardView> = new Set()): Promise<void> {
    const n = this.#cards.length;
    const moves = this.#cards.map((card, i) => {
      card.setHome(this.poseOf(i, n));
      if (skip.has(card)) return Promise.resolve();
      if (!animate) {
        card.snapHome();
        return Promise.resolve();
      }
      return card.goHome(this.#motion, 260);
    });
    return Promise.all(moves).then(() => undefined);
  }
}

/**
 * A point of a hand card that no other card covers (its neighbour to the right lies on top of its right part): the
 * middle of the strip that shows, in the upper half of the card. Scene coordinates; where a test taps or drags.
 */
export function visiblePoint(card: CardView | undefined, next: CardView | undefined): { x: number; y: number } {
  if (!card) return { x: 0, y: 0 };
  const home = card.home;
  const nextHome = next?.home;
  const scale = card.scale || 1;
  const strip = nextHome && home ? Math.min(CARD_WIDTH, Math.abs(nextHome.x - home.x) / scale) : CARD_WIDTH;
  const lx = -CARD_WIDTH / 2 + strip / 2;
  const ly = -CARD_HEIGHT * 0.2;
  const a = Phaser.Math.DegToRad(card.angle);
  return { x: card.x + (lx * Math.cos(a) - ly * Math.sin(a)) * scale, y: card.y + (lx * Math.sin(a) + ly * Math.cos(a)) * scale };
}
