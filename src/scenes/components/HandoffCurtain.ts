import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { BUTTON_CLICK, Button } from './Button';
import type { Motion } from './motion';
import { tweenTo } from './motion';

/** Emitted (no arguments) when the next player says they hold the device. */
export const HANDOFF_CONFIRMED = 'confirmed';

/**
 * Pass-and-play: an opaque curtain over the whole table, so the next player's hidden cards appear only after the
 * previous player has handed the device over. The match statechart waits in `handoff` until `confirmed`.
 */
export class HandoffCurtain extends Phaser.GameObjects.Container {
  readonly #cover: Phaser.GameObjects.Rectangle;
  readonly #title: Phaser.GameObjects.Text;
  readonly #hint: Phaser.GameObjects.Text;
  readonly #button: Button;
  readonly #motion: Motion;

  constructor(scene: Phaser.Scene, palette: Palette, motion: Motion, playIcon: string) {
    super(scene, 0, 0);
    this.#motion = motion;
    this.setDepth(DEPTH.modal).setVisible(false);
    // Opaque and interactive: nothing of the table shows or reacts beneath it.
    this.#cover = scene.add.rectangle(0, 0, 10, 10, palette.backgroundDeep, 1).setOrigin(0, 0).setInteractive();
    this.#title = scene.add.text(0, 0, '', textStyle('title', palette.gold, { size: 40, align: 'center' })).setOrigin(0.5);
    this.#hint = scene.add.text(0, 0, '', textStyle('body', palette.textMuted, { size: 19, align: 'center' })).setOrigin(0.5);
    this.#button = new Button(scene, 0, 0, { label: 'Show my cards', icon: playIcon, width: 260, height: 56, variant: 'primary' }, palette);
    this.#button.on(BUTTON_CLICK, () => void this.#confirm());
    this.add([this.#cover, this.#title, this.#hint, this.#button]);
    scene.add.existing(this);
  }

  /** Shows the curtain for a player; `name` is what the table calls them ("Player 2"). */
  async show(name: string): Promise<void> {
    this.#title.setText(`Pass the device to ${name}`);
    this.#hint.setText(`${name}: take the device, then show your cards. Everyone else, look away.`);
    this.setVisible(true).setAlpha(0);
    this.#cover.setInteractive();
    await tweenTo(this.scene, { targets: this, alpha: 1, duration: 180, ease: 'Quad.Out' }, this.#motion);
  }

  get showing(): boolean {
    return this.visible;
  }

  /**
   * Fading in or out. Until its first frame at some opacity the curtain takes no press (Phaser leaves an object at
   * alpha 0 out of its hit tests), so a tap that early on "Show my cards" was lost: a test waits for this to end.
   */
  get moving(): boolean {
    return this.visible && this.alpha < 1;
  }

  /** Lays the curtain over the whole view. */
  layout(viewWidth: number, viewHeight: number): this {
    this.#cover.setSize(viewWidth, viewHeight);
    (this.#cover.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, viewWidth, viewHeight);
    this.#title.setPosition(viewWidth / 2, viewHeight / 2 - 70).setWordWrapWidth(viewWidth - 48);
    this.#hint.setPosition(viewWidth / 2, viewHeight / 2 - 10).setWordWrapWidth(Math.min(560, viewWidth - 48));
    this.#button.setPosition(viewWidth / 2, viewHeight / 2 + 70);
    return this;
  }

  setPalette(p: Palette): this {
    this.#cover.setFillStyle(p.backgroundDeep, 1);
    this.#title.setColor(css(p.gold));
    this.#hint.setColor(css(p.textMuted));
    this.#button.setPalette(p);
    return this;
  }

  /** The button in world space: where a test taps. */
  get buttonRect(): Rect {
    const m = this.#button.getWorldTransformMatrix();
    return { x: m.tx - 130, y: m.ty - 28, width: 260, height: 56 };
  }

  async #confirm(): Promise<void> {
    this.#cover.disableInteractive();
    await tweenTo(this.scene, { targets: this, alpha: 0, duration: 160, ease: 'Quad.In' }, this.#motion);
    this.setVisible(false);
    this.emit(HANDOFF_CONFIRMED);
  }
}
