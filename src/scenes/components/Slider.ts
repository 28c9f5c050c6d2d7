import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { mix } from './draw';
import { followPointer } from './pointer';

/** Emitted with the value (0..1) while the knob moves. */
export const SLIDER_CHANGE = 'change';
/** Emitted with the final value (0..1) when the player lets go: persist on this one. */
export const SLIDER_COMMIT = 'commit';

const ROW_H = 56;

/** A labelled 0..1 slider with a percentage readout. Press anywhere on the track, then drag. */
export class Slider extends Phaser.GameObjects.Container {
  readonly #label: Phaser.GameObjects.Text;
  readonly #readout: Phaser.GameObjects.Text;
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #hit: Phaser.GameObjects.Zone;
  #palette: Palette;
  #value: number;
  #width: number;
  #dragging = false;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, value: number, width: number, palette: Palette) {
    super(scene, x, y);
    this.#palette = palette;
    this.#value = Phaser.Math.Clamp(value, 0, 1);
    this.#width = width;
    this.#label = scene.add.text(0, 0, label, textStyle('body', palette.text)).setOrigin(0, 0.5);
    this.#readout = scene.add.text(0, 0, '', textStyle('body', palette.textMuted)).setOrigin(1, 0.5);
    this.#g = scene.add.graphics();
    this.#hit = scene.add.zone(0, 0, width, ROW_H).setInteractive({ useHandCursor: true });
    this.add([this.#label, this.#readout, this.#g, this.#hit]);
    this.setSize(width, ROW_H);

    this.#hit.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => {
      this.#dragging = true;
      this.#follow(p);
    });
    const move = (p: Phaser.Input.Pointer): void => {
      if (this.#dragging) this.#follow(p);
    };
    const up = (): void => {
      if (!this.#dragging) return;
      this.#dragging = false;
      this.emit(SLIDER_COMMIT, this.#value);
    };
    followPointer(this, move, up);
    this.#redraw();
    scene.add.existing(this);
  }

  get value(): number {
    return this.#value;
  }

  /** Sets the value without emitting (settings loaded from storage). */
  setValue(value: number): this {
    this.#value = Phaser.Math.Clamp(value, 0, 1);
    this.#redraw();
    return this;
  }

  /** Keyboard: moves the value by `delta` (0..1 scale, whole percents), emitting `change` and then `commit`. */
  nudge(delta: number): this {
    const next = Math.round(Phaser.Math.Clamp(this.#value + delta, 0, 1) * 100) / 100;
    if (next === this.#value) return this;
    this.#value = next;
    this.#redraw();
    this.emit(SLIDER_CHANGE, this.#value);
    this.emit(SLIDER_COMMIT, this.#value);
    return this;
  }

  /** "Master volume: 30%", for a screen reader. */
  get spokenLabel(): string {
    return `${this.#label.text}: ${Math.round(this.#value * 100)}%`;
  }

  /** New width (layouts call this on resize). */
  resize(width: number): this {
    this.#width = width;
    this.setSize(width, ROW_H);
    this.#hit.setSize(width, ROW_H);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  /** The track (0 % at its left end, 100 % at its right) in world space: where a test clicks. */
  get trackRect(): Rect {
    const m = this.getWorldTransformMatrix();
    const t = this.#track();
    return { x: m.tx + t.x, y: m.ty + t.y - 8, width: t.width, height: 16 };
  }

  #track(): { x: number; y: number; width: number } {
    return { x: -this.#width / 2 + 10, y: 12, width: this.#width - 20 };
  }

  #follow(p: Phaser.Input.Pointer): void {
    const local = this.getWorldTransformMatrix().applyInverse(p.worldX, p.worldY);
    const t = this.#track();
    const v = Phaser.Math.Clamp((local.x - t.x) / t.width, 0, 1);
    // Snap to whole percent: what the readout shows is what gets stored.
    const snapped = Math.round(v * 100) / 100;
    if (snapped === this.#value) return;
    this.#value = snapped;
    this.#redraw();
    this.emit(SLIDER_CHANGE, this.#value);
  }

  #redraw(): void {
    const p = this.#palette;
    const t = this.#track();
    this.#label.setPosition(-this.#width / 2, -12).setColor(css(p.text));
    this.#readout.setPosition(this.#width / 2, -12).setText(`${Math.round(this.#value * 100)}%`).setColor(css(p.textMuted));
    const g = this.#g.clear();
    g.fillStyle(mix(p.surface, 0x000000, 0.35), 1);
    g.fillRoundedRect(t.x, t.y - 4, t.width, 8, 4);
    g.fillStyle(p.gold, 1);
    g.fillRoundedRect(t.x, t.y - 4, Math.max(8, t.width * this.#value), 8, 4);
    const kx = t.x + t.width * this.#value;
    g.fillStyle(0x000000, 0.3);
    g.fillCircle(kx, t.y + 2, 12);
    g.fillStyle(p.text, 1);
    g.fillCircle(kx, t.y, 12);
    g.lineStyle(2, p.gold, 1);
    g.strokeCircle(kx, t.y, 12);
  }
}
