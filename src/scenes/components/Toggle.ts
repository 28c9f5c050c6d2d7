import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { mix } from './draw';

/** Emitted with the new value (boolean) when the player flips the switch. */
export const TOGGLE_CHANGE = 'change';

const TRACK_W = 54;
const TRACK_H = 30;

/** A labelled on/off switch; the whole row is the hit area. The knob's side and a tick say "on", not colour alone. */
export class Toggle extends Phaser.GameObjects.Container {
  readonly #label: Phaser.GameObjects.Text;
  readonly #track: Phaser.GameObjects.Graphics;
  #palette: Palette;
  #value: boolean;
  #width: number;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, value: boolean, width: number, palette: Palette) {
    super(scene, x, y);
    this.#palette = palette;
    this.#value = value;
    this.#width = width;
    this.#label = scene.add.text(0, 0, label, textStyle('body', palette.text)).setOrigin(0, 0.5);
    this.#track = scene.add.graphics();
    this.add([this.#label, this.#track]);
    this.setSize(width, 44);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.choose(!this.#value));
    this.#redraw();
    scene.add.existing(this);
  }

  get value(): boolean {
    return this.#value;
  }

  /** Sets the value without emitting (settings loaded from storage). */
  setValue(value: boolean): this {
    this.#value = value;
    this.#redraw();
    return this;
  }

  /** Keyboard: sets the value as a tap would (emitting `change` only when it changes). */
  choose(value: boolean): this {
    if (value === this.#value) return this;
    this.setValue(value);
    this.emit(TOGGLE_CHANGE, this.#value);
    return this;
  }

  /** "Mute all sound: on", for a screen reader. */
  get spokenLabel(): string {
    return `${this.#label.text}: ${this.#value ? 'on' : 'off'}`;
  }

  /** New width (layouts call this on resize). */
  resize(width: number): this {
    this.#width = width;
    this.setSize(width, 44);
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, width, 44);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  /** The switch itself in the container's parent space: where a test taps. */
  get switchRect(): Rect {
    const m = this.getWorldTransformMatrix();
    return { x: m.tx + this.#width / 2 - TRACK_W, y: m.ty - TRACK_H / 2, width: TRACK_W, height: TRACK_H };
  }

  #redraw(): void {
    const p = this.#palette;
    const left = -this.#width / 2;
    this.#label.setPosition(left, 0).setColor(css(p.text));
    const g = this.#track.clear();
    const x = this.#width / 2 - TRACK_W;
    g.fillStyle(this.#value ? p.gold : mix(p.surface, 0x000000, 0.3), 1);
    g.fillRoundedRect(x, -TRACK_H / 2, TRACK_W, TRACK_H, TRACK_H / 2);
    g.lineStyle(2, this.#value ? mix(p.gold, 0xffffff, 0.3) : p.border, 1);
    g.strokeRoundedRect(x, -TRACK_H / 2, TRACK_W, TRACK_H, TRACK_H / 2);
    const knobX = this.#value ? x + TRACK_W - TRACK_H / 2 : x + TRACK_H / 2;
    g.fillStyle(p.text, 1);
    g.fillCircle(knobX, 0, TRACK_H / 2 - 4);
    if (this.#value) {
      // A tick in the knob: "on" is readable without colour.
      g.lineStyle(2.5, p.textDark, 1);
      g.lineBetween(knobX - 5, 0, knobX - 1, 4);
      g.lineBetween(knobX - 1, 4, knobX + 5, -4);
    }
  }
}
