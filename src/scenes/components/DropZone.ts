import * as Phaser from 'phaser';
import { exhaustive } from '../../rules/core/result';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import type { CardView, Pose } from './CardView';
import { CARD_HEIGHT, CARD_WIDTH } from './CardView';
import { drawBox, drawDashedRect, mix } from './draw';
import type { Motion } from './motion';

/**
 * idle: nothing to say. legal: the card in hand may go here. hover: it is over this zone and may go here.
 * refused: it may not go here (hovering, or just refused). Each state differs in outline shape and mark as well as
 * colour, so the colour-blind palette is an improvement, not a necessity.
 */
export type ZoneState = 'idle' | 'legal' | 'hover' | 'refused';

/** A place cards can be put. Knows its id and how to lay out what it holds; never whether a card may go here. */
export class DropZone extends Phaser.GameObjects.Container {
  readonly zoneId: string;
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #label: Phaser.GameObjects.Text;
  readonly #mark: Phaser.GameObjects.Text;
  readonly #cards: CardView[] = [];
  #palette: Palette;
  #state: ZoneState = 'idle';
  #w: number;
  #h: number;
  readonly #motion: Motion;
  #pulse: Phaser.Tweens.Tween | null = null;
  #flashTimer: Phaser.Time.TimerEvent | null = null;
  #quietIdle = false;

  constructor(scene: Phaser.Scene, zoneId: string, label: string, rect: Rect, palette: Palette, motion: Motion) {
    super(scene, rect.x + rect.width / 2, rect.y + rect.height / 2);
    this.zoneId = zoneId;
    this.#motion = motion;
    this.#palette = palette;
    this.#w = rect.width;
    this.#h = rect.height;
    this.#g = scene.add.graphics();
    this.#label = scene.add.text(0, 0, label, textStyle('label', palette.textMuted, { size: 15 })).setOrigin(0, 0);
    this.#mark = scene.add.text(0, 0, '', textStyle('heading', palette.text, { size: 22 })).setOrigin(1, 0);
    this.add([this.#g, this.#label, this.#mark]);
    this.setSize(rect.width, rect.height).setDepth(DEPTH.zone);
    this.setInteractive({ dropZone: true });
    this.#redraw();
    scene.add.existing(this);
  }

  get zoneState(): ZoneState {
    return this.#state;
  }

  get cards(): readonly CardView[] {
    return this.#cards;
  }

  get rect(): Rect {
    return { x: this.x - this.#w / 2, y: this.y - this.#h / 2, width: this.#w, height: this.#h };
  }

  setRect(rect: Rect): this {
    this.#w = rect.width;
    this.#h = rect.height;
    this.setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2).setSize(rect.width, rect.height);
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, rect.width, rect.height);
    this.#redraw();
    return this;
  }

  setZoneState(state: ZoneState): this {
    if (state === this.#state) return this;
    this.#flashTimer?.remove();
    this.#flashTimer = null;
    this.#state = state;
    this.#redraw();
    return this;
  }

  /** Shows `refused` for a moment, then `after` (the state the drag left behind). */
  flashRefused(after: ZoneState = 'idle', ms = 700): this {
    this.setZoneState('refused');
    this.#flashTimer = this.scene.time.delayedCall(ms, () => {
      this.#flashTimer = null;
      this.setZoneState(after);
    });
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  /** Draws nothing while idle: for a zone under a piece that has its own look (a location, a pool of gold). */
  setQuietWhenIdle(quiet: boolean): this {
    this.#quietIdle = quiet;
    this.#redraw();
    return this;
  }

  /** Holds a card and moves everything held to its slot. */
  accept(card: CardView, motion: Motion): Promise<void> {
    if (!this.#cards.includes(card)) this.#cards.push(card);
    return this.reflow(motion);
  }

  release(card: CardView): this {
    const i = this.#cards.indexOf(card);
    if (i >= 0) this.#cards.splice(i, 1);
    return this;
  }

  /** Slots in a row, scaled so a card fits the zone's height; overlapping when the row gets long. */
  poseOf(i: number, n: number): Pose {
    const scale = Math.min(1, (this.#h - 36) / CARD_HEIGHT);
    const w = CARD_WIDTH * scale;
    const room = this.#w - 24 - w;
    const spacing = n <= 1 ? 0 : Math.min(w + 8, room / (n - 1));
    return { x: this.x + (i - (n - 1) / 2) * spacing, y: this.y + 10, angle: 0, scale, depth: DEPTH.placed + i };
  }

  reflow(motion: Motion): Promise<void> {
    const n = this.#cards.length;
    return Promise.all(
      this.#cards.map((c, i) => {
        c.setHome(this.poseOf(i, n));
        return c.goHome(motion, 280);
      }),
    ).then(() => undefined);
  }

  #redraw(): void {
    const p = this.#palette;
    const w = this.#w;
    const h = this.#h;
    const g = this.#g.clear();
    this.#pulse?.stop();
    this.#pulse = null;
    this.#g.setAlpha(1);
    let mark = '';
    switch (this.#state) {
      case 'idle':
        if (this.#quietIdle) break;
        drawBox(g, 0, 0, w, h, { fill: p.surface, fillAlpha: 0.45, radius: 14 });
        drawDashedRect(g, 0, 0, w, h, p.border, 0.9);
        break;
      case 'legal':
        drawBox(g, 0, 0, w, h, { fill: mix(p.surface, p.legal, 0.12), fillAlpha: 0.7, stroke: p.legal, strokeWidth: 3, radius: 14 });
        mark = '✓';
        // A slow breath draws the eye to where the card may go (not with reduced motion: ms() comes back ~0).
        if (this.#motion.ms(700) > 50) this.#pulse = this.scene.tweens.add({ targets: this.#g, alpha: 0.65, duration: 700, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
        break;
      case 'hover':
        drawBox(g, 0, 0, w, h, { fill: mix(p.surface, p.hover, 0.2), fillAlpha: 0.85, stroke: p.hover, strokeWidth: 5, radius: 14 });
        mark = '✓';
        break;
      case 'refused':
        drawBox(g, 0, 0, w, h, { fill: mix(p.surface, p.refused, 0.18), fillAlpha: 0.8, stroke: p.refused, strokeWidth: 3, radius: 14 });
        mark = '✕';
        break;
      default:
        exhaustive(this.#state);
    }
    const markColour = this.#state === 'refused' ? p.refused : this.#state === 'hover' ? p.hover : p.legal;
    this.#label.setPosition(-w / 2 + 14, -h / 2 + 10).setColor(css(this.#state === 'idle' ? p.textMuted : p.text));
    this.#mark.setText(mark).setPosition(w / 2 - 12, -h / 2 + 4).setColor(css(markColour));
  }

  override preDestroy(): void {
    this.#pulse?.stop();
    this.#flashTimer?.remove();
    super.preDestroy();
  }
}
