import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, mix } from './draw';

/** Emitted with the chosen option's index when the player picks one. */
export const SEGMENTED_CHANGE = 'change';

const ROW_H = 40;
/** The options' text size, and the least it shrinks to when a label is wider than its cell. */
const OPTION_SIZE = 16;
const MIN_OPTION_SIZE = 13;

/** A labelled row of mutually exclusive options (animation speed 0.5× / 1× / 1.5× / 2×). */
export class Segmented extends Phaser.GameObjects.Container {
  readonly #label: Phaser.GameObjects.Text;
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #texts: Phaser.GameObjects.Text[];
  readonly #zones: Phaser.GameObjects.Zone[];
  #palette: Palette;
  #index: number;
  #width: number;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, options: readonly string[], index: number, width: number, palette: Palette) {
    super(scene, x, y);
    this.#palette = palette;
    this.#index = index;
    this.#width = width;
    this.#label = scene.add.text(0, 0, label, textStyle('body', palette.text)).setOrigin(0, 0.5);
    this.#g = scene.add.graphics();
    this.#texts = options.map((o) => scene.add.text(0, 0, o, textStyle('label', palette.text, { size: OPTION_SIZE })).setOrigin(0.5));
    this.#zones = options.map((_, i) =>
      scene.add
        .zone(0, 0, 10, ROW_H)
        .setInteractive({ useHandCursor: true })
        .on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
          if (i === this.#index) return;
          this.setIndex(i);
          this.emit(SEGMENTED_CHANGE, i);
        }),
    );
    this.add([this.#label, this.#g, ...this.#texts, ...this.#zones]);
    this.setSize(width, ROW_H + 30);
    this.#redraw();
    scene.add.existing(this);
  }

  get index(): number {
    return this.#index;
  }

  setIndex(index: number): this {
    this.#index = index;
    this.#redraw();
    return this;
  }

  /** Keyboard: the option `direction` steps away (stopping at the ends), emitting `change` as a tap would. */
  step(direction: -1 | 1): this {
    const next = Phaser.Math.Clamp(this.#index + direction, 0, this.#texts.length - 1);
    if (next !== this.#index) {
      this.setIndex(next);
      this.emit(SEGMENTED_CHANGE, next);
    }
    return this;
  }

  /** Keyboard (Enter): the next option, round to the first after the last. */
  cycle(): this {
    const next = (this.#index + 1) % this.#texts.length;
    if (next !== this.#index) {
      this.setIndex(next);
      this.emit(SEGMENTED_CHANGE, next);
    }
    return this;
  }

  /** "Player 2: Hard AI, 4 of 4", for a screen reader. */
  get spokenLabel(): string {
    return `${this.#label.text}: ${this.#texts[this.#index]?.text ?? ''}, ${this.#index + 1} of ${this.#texts.length}`;
  }

  /** New width (layouts call this on resize). */
  resize(width: number): this {
    this.#width = width;
    this.setSize(width, ROW_H + 30);
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, width, ROW_H + 30);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  /** Each option's box in world space: where a test clicks. */
  get optionRects(): Rect[] {
    const m = this.getWorldTransformMatrix();
    return this.#zones.map((z) => ({ x: m.tx + z.x - z.width / 2, y: m.ty + z.y - z.height / 2, width: z.width, height: z.height }));
  }

  #redraw(): void {
    const p = this.#palette;
    const n = this.#texts.length;
    const left = -this.#width / 2;
    const rowY = 14;
    this.#label.setPosition(left, -22).setColor(css(p.text));
    const g = this.#g.clear();
    drawBox(g, 0, rowY, this.#width, ROW_H, { fill: mix(p.surface, 0x000000, 0.3), stroke: p.border, strokeWidth: 2, radius: 12 });
    const cell = this.#width / n;
    this.#texts.forEach((t, i) => {
      const cx = left + cell * (i + 0.5);
      const on = i === this.#index;
      if (on) drawBox(g, cx, rowY, cell - 8, ROW_H - 8, { fill: p.gold, radius: 9 });
      // A label wider than its cell (four options on a phone) is set smaller, never under 13 px.
      t.setFontSize(OPTION_SIZE);
      if (t.width > cell - 10) t.setFontSize(Math.max(MIN_OPTION_SIZE, Math.floor((OPTION_SIZE * (cell - 10)) / t.width)));
      t.setPosition(cx, rowY).setColor(css(on ? p.textDark : p.text));
      this.#zones[i]?.setPosition(cx, rowY).setSize(cell, ROW_H);
    });
  }
}
