import * as Phaser from 'phaser';
import { BUTTON_CLICK, Button } from '../components/Button';
import { drawBox, mix } from '../components/draw';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';

/** Emitted (no arguments) when the player asks to reload into the new version. */
export const BANNER_RELOAD = 'reload';

/** "A new version is ready — Reload": a slim bar at the top of the menu that blocks nothing. */
export class UpdateBanner extends Phaser.GameObjects.Container {
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #text: Phaser.GameObjects.Text;
  readonly #button: Button;
  #palette: Palette;
  #w = 400;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#bg = scene.add.graphics();
    this.#text = scene.add.text(0, 0, 'A new version is ready', textStyle('body', palette.text)).setOrigin(0, 0.5);
    this.#button = new Button(scene, 0, 0, { label: 'Reload', width: 110, height: 36, variant: 'primary' }, palette);
    this.#button.on(BUTTON_CLICK, () => this.emit(BANNER_RELOAD));
    this.add([this.#bg, this.#text, this.#button]);
    this.setDepth(DEPTH.banner);
    scene.add.existing(this);
  }

  /** The Reload button, for keyboard focus. */
  get reloadButton(): Button {
    return this.#button;
  }

  /** Centres the banner at (x, y) within `maxWidth`. */
  place(x: number, y: number, maxWidth: number): this {
    this.#w = Math.min(maxWidth, this.#text.width + 110 + 64);
    this.setPosition(x, y);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#button.setPalette(palette);
    this.#redraw();
    return this;
  }

  #redraw(): void {
    const p = this.#palette;
    drawBox(this.#bg.clear(), 0, 0, this.#w, 52, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.97, stroke: p.gold, strokeWidth: 2, radius: 26, shadow: 5 });
    this.#text.setColor(css(p.text)).setPosition(-this.#w / 2 + 24, 0);
    this.#button.setPosition(this.#w / 2 - 8 - 55, 0);
  }
}
