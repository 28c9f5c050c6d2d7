import * as Phaser from 'phaser';
import { APP_EVENTS } from '../keys';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import { drawBox, mix } from './draw';
import type { Motion } from './motion';
import { tweenTo } from './motion';

export type ToastKind = 'info' | 'warning';

interface Message {
  readonly text: string;
  readonly kind: ToastKind;
}

/** Reading time: a floor plus time per character, so long refusals stay up long enough to read. */
export function readingTimeMs(text: string): number {
  return Math.min(7000, 2000 + text.length * 45);
}

/**
 * One message at a time, queued, each shown long enough to read and then faded. Reading time is real time (not
 * scaled by the animation speed); only the fades follow `motion`. A repeat of the message on screen is dropped.
 */
export class Toast extends Phaser.GameObjects.Container {
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #text: Phaser.GameObjects.Text;
  readonly #queue: Message[] = [];
  readonly #motion: Motion;
  #palette: Palette;
  #maxWidth = 520;
  #showing: Message | null = null;
  #last: string | null = null;
  #timer: Phaser.Time.TimerEvent | null = null;

  constructor(scene: Phaser.Scene, palette: Palette, motion: Motion) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#motion = motion;
    this.#bg = scene.add.graphics();
    this.#text = scene.add.text(0, 0, '', textStyle('body', palette.text, { align: 'center', lineSpacing: 2 })).setOrigin(0.5);
    this.add([this.#bg, this.#text]);
    this.setDepth(DEPTH.toast).setVisible(false).setAlpha(0);
    scene.add.existing(this);
  }

  /** The message on screen, if any. */
  get current(): string | null {
    return this.#showing?.text ?? null;
  }

  /** The most recent message shown, even after it faded. */
  get lastShown(): string | null {
    return this.#last;
  }

  /** Where the toast's centre sits, and how wide it may grow (layouts call this on resize). */
  place(x: number, y: number, maxWidth: number): this {
    this.setPosition(x, y);
    this.#maxWidth = maxWidth;
    if (this.#showing) this.#paint(this.#showing);
    return this;
  }

  show(text: string, kind: ToastKind = 'info'): void {
    if (this.#showing?.text === text || this.#queue.some((m) => m.text === text)) return;
    this.#queue.push({ text, kind });
    if (!this.#showing) void this.#next();
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    if (this.#showing) this.#paint(this.#showing);
    return this;
  }

  async #next(): Promise<void> {
    const msg = this.#queue.shift();
    if (!msg) {
      this.#showing = null;
      this.setVisible(false);
      return;
    }
    this.#showing = msg;
    this.#last = msg.text;
    this.#paint(msg);
    this.scene.game.events.emit(APP_EVENTS.toast, msg.text);
    this.setVisible(true).setAlpha(0);
    this.#text.setY(0);
    const restY = this.y;
    this.y = restY + 12;
    await tweenTo(this.scene, { targets: this, alpha: 1, y: restY, duration: 180, ease: 'Quad.Out' }, this.#motion);
    await new Promise<void>((resolve) => {
      this.#timer = this.scene.time.delayedCall(readingTimeMs(msg.text), resolve);
    });
    await tweenTo(this.scene, { targets: this, alpha: 0, duration: 220, ease: 'Quad.In' }, this.#motion);
    void this.#next();
  }

  #paint(msg: Message): void {
    const p = this.#palette;
    this.#text.setText(msg.text).setColor(css(p.text)).setWordWrapWidth(this.#maxWidth - 48, true);
    const w = Math.min(this.#maxWidth, this.#text.width + 48);
    const h = this.#text.height + 26;
    const accent = msg.kind === 'warning' ? p.refused : p.gold;
    const g = this.#bg.clear();
    drawBox(g, 0, 0, w, h, { fill: mix(p.surfaceRaised, 0x000000, 0.15), fillAlpha: 0.97, stroke: accent, strokeWidth: 2, radius: Math.min(22, h / 2), shadow: 6 });
  }

  override preDestroy(): void {
    this.#timer?.remove();
    super.preDestroy();
  }
}
