import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import { drawBox, fitText, mix } from './draw';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonOptions {
  readonly label: string;
  /** Texture key of an icon drawn left of the label. */
  readonly icon?: string;
  readonly width: number;
  readonly height?: number;
  readonly variant?: ButtonVariant;
}

/** Emitted with no arguments when the button is pressed and released inside. */
export const BUTTON_CLICK = 'click';
/** Emitted instead of `click` when a disabled button is pressed (so a table can say why it is greyed out). */
export const BUTTON_DENIED = 'denied';

type Look = 'rest' | 'hover' | 'down' | 'disabled';

/** A rounded button with an optional icon; hover and press states; emits `click`. */
export class Button extends Phaser.GameObjects.Container {
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #label: Phaser.GameObjects.Text;
  readonly #icon: Phaser.GameObjects.Image | null;
  readonly #variant: ButtonVariant;
  #palette: Palette;
  #w: number;
  #h: number;
  #look: Look = 'rest';
  #enabled = true;
  #pressed = false;

  constructor(scene: Phaser.Scene, x: number, y: number, opts: ButtonOptions, palette: Palette) {
    super(scene, x, y);
    this.#palette = palette;
    this.#variant = opts.variant ?? 'secondary';
    this.#w = opts.width;
    this.#h = opts.height ?? 48;
    this.#bg = scene.add.graphics();
    this.#label = scene.add.text(0, 0, opts.label, textStyle('label', palette.text)).setOrigin(0.5);
    this.#icon = opts.icon ? scene.add.image(0, 0, opts.icon).setOrigin(0.5) : null;
    this.add([this.#bg, ...(this.#icon ? [this.#icon] : []), this.#label]);

    this.setSize(this.#w, this.#h);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.#setLook(this.#pressed ? 'down' : 'hover'));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
      this.#pressed = false;
      this.#setLook('rest');
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => {
      this.#pressed = true;
      this.#setLook('down');
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => {
      const wasPressed = this.#pressed;
      this.#pressed = false;
      this.#setLook(pointer.wasTouch ? 'rest' : 'hover');
      if (wasPressed) this.emit(this.#enabled ? BUTTON_CLICK : BUTTON_DENIED);
    });
    this.#redraw();
    scene.add.existing(this);
  }

  get label(): string {
    return this.#label.text;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Keyboard (Enter / Space): what a press and release inside does, `click` or, when disabled, `denied`. */
  press(): this {
    this.emit(this.#enabled ? BUTTON_CLICK : BUTTON_DENIED);
    return this;
  }

  setLabel(text: string): this {
    this.#label.setText(text);
    this.#redraw();
    return this;
  }

  /** Resizes the button (layouts call this on resize). */
  resize(width: number, height = this.#h): this {
    this.#w = width;
    this.#h = height;
    this.setSize(width, height);
    const hit = this.input?.hitArea as Phaser.Geom.Rectangle | undefined;
    hit?.setTo(0, 0, width, height);
    this.#redraw();
    return this;
  }

  setEnabled(enabled: boolean): this {
    this.#enabled = enabled;
    if (this.input) this.input.cursor = enabled ? 'pointer' : 'default';
    this.#setLook(enabled ? 'rest' : 'disabled');
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  #setLook(look: Look): void {
    this.#look = this.#enabled ? look : 'disabled';
    this.#redraw();
  }

  #redraw(): void {
    const p = this.#palette;
    const base = this.#variant === 'primary' ? p.gold : this.#variant === 'secondary' ? p.surfaceRaised : p.surface;
    const fill = this.#look === 'hover' ? mix(base, 0xffffff, 0.12) : this.#look === 'down' ? mix(base, 0x000000, 0.2) : base;
    const textColour = this.#variant === 'primary' ? p.textDark : p.text;
    const g = this.#bg.clear();
    drawBox(g, 0, this.#look === 'down' ? 1 : 0, this.#w, this.#h, {
      fill,
      fillAlpha: this.#variant === 'ghost' ? 0.6 : 1,
      stroke: this.#variant === 'primary' ? mix(p.gold, 0xffffff, 0.35) : p.border,
      strokeWidth: 2,
      radius: Math.min(14, this.#h / 2),
      shadow: this.#look === 'down' ? 0 : 3,
    });
    this.#label.setColor(css(textColour));
    this.setAlpha(this.#look === 'disabled' ? 0.5 : 1);

    // Icon and label centred together as one group.
    const iconSize = this.#icon ? Math.round(this.#h * 0.5) : 0;
    const gap = this.#icon ? 10 : 0;
    fitText(this.#label, this.#w - 24 - iconSize - gap);
    const total = iconSize + gap + this.#label.displayWidth;
    const left = -total / 2;
    const dy = this.#look === 'down' ? 1 : 0;
    if (this.#icon) {
      this.#icon.setDisplaySize(iconSize, iconSize).setPosition(left + iconSize / 2, dy);
      this.#icon.setTint(this.#variant === 'primary' ? p.textDark : p.gold);
    }
    this.#label.setPosition(left + iconSize + gap + this.#label.displayWidth / 2, dy);
  }
}
