import * as Phaser from 'phaser';
import { APP_EVENTS } from '../keys';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import { Button, BUTTON_CLICK } from './Button';
import { drawBox, mix } from './draw';
import type { Motion } from './motion';
import { tweenTo } from './motion';

export type ToastKind = 'info' | 'warning';

/** A button on a message (a refused move's "Why?"): its label, what a screen reader hears on it, and what it does. */
export interface ToastAction {
  readonly label: string;
  readonly spoken: string;
  run(): void;
}

interface Message {
  readonly text: string;
  readonly kind: ToastKind;
  readonly action: ToastAction | null;
}

/** Emitted with no arguments when the message on screen changes (one shows, or the last one has faded). */
export const TOAST_CHANGED = 'toast.changed';

/** A message with a button stays up this much longer, so that the button can be reached (by keyboard too). */
const ACTION_TIME_MS = 4000;
const ACTION_WIDTH = 84;
const ACTION_HEIGHT = 38;
const ACTION_GAP = 14;

/** Reading time: a floor plus time per character, so long refusals stay up long enough to read. */
export function readingTimeMs(text: string): number {
  return Math.min(7000, 2000 + text.length * 45);
}

/**
 * One message at a time, queued, each shown long enough to read and then faded. Reading time is real time (not
 * scaled by the animation speed); only the fades follow `motion`. A repeat of the message on screen is dropped. A
 * message may carry a button (`ToastAction`) at its right end: it stays up longer, and while the pointer rests on
 * the button it does not fade.
 */
export class Toast extends Phaser.GameObjects.Container {
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #text: Phaser.GameObjects.Text;
  readonly #actionButton: Button;
  readonly #queue: Message[] = [];
  readonly #motion: Motion;
  #palette: Palette;
  #maxWidth = 520;
  #showing: Message | null = null;
  #last: string | null = null;
  #timer: Phaser.Time.TimerEvent | null = null;
  /** The message on screen that was taken back (`withdraw`): it leaves without its reading time. */
  #withdrawn: Message | null = null;

  constructor(scene: Phaser.Scene, palette: Palette, motion: Motion) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#motion = motion;
    this.#bg = scene.add.graphics();
    this.#text = scene.add.text(0, 0, '', textStyle('body', palette.text, { align: 'center', lineSpacing: 2 })).setOrigin(0.5);
    this.#actionButton = new Button(scene, 0, 0, { label: '', width: ACTION_WIDTH, height: ACTION_HEIGHT, variant: 'primary' }, palette).setVisible(false);
    this.#actionButton.on(BUTTON_CLICK, () => this.#showing?.action?.run());
    // Resting the pointer on the button holds the message (reading what it will open takes a moment).
    this.#actionButton.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, () => this.#hold(true));
    this.#actionButton.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => this.#hold(false));
    this.add([this.#bg, this.#text, this.#actionButton]);
    this.setDepth(DEPTH.toast).setVisible(false).setAlpha(0);
    scene.add.existing(this);
  }

  /** The message on screen, if any. */
  get current(): string | null {
    return this.#showing?.text ?? null;
  }

  /** The button of the message on screen, while it has one (a keyboard stop, and what the test hooks point at). */
  get action(): { readonly button: Button; readonly action: ToastAction } | null {
    const action = this.#showing?.action;
    return action ? { button: this.#actionButton, action } : null;
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

  /** Queues a message; `action`: a button on it (a refused move's "Why?"). */
  show(text: string, kind: ToastKind = 'info', action: ToastAction | null = null): void {
    if (this.#showing?.text === text || this.#queue.some((m) => m.text === text)) return;
    this.#queue.push({ text, kind, action });
    if (!this.#showing) void this.#next();
  }

  /**
   * Shows a message at once, in place of the one on screen and of any queued (the answer to a press that
   * supersedes the last, as stepping through a review's mistakes). Between messages it simply waits its turn.
   */
  showNow(text: string, kind: ToastKind = 'info'): void {
    this.#queue.length = 0;
    const timer = this.#timer;
    if (!this.#showing || !timer) return this.show(text, kind);
    const msg: Message = { text, kind, action: null };
    this.#showing = msg;
    this.#last = text;
    this.#paint(msg);
    this.scene.game.events.emit(APP_EVENTS.toast, text);
    this.emit(TOAST_CHANGED);
    // Its own reading time from now, within the timer's delay (which is fixed once running).
    timer.elapsed = Math.max(0, timer.delay - readingTimeMs(text));
  }

  /**
   * Takes back a message that is no longer true (a hint on how to do what the person has just done): dropped from the
   * queue, and if on screen, it leaves now instead of after its reading time.
   */
  withdraw(text: string): void {
    for (let i = this.#queue.length - 1; i >= 0; i--) if (this.#queue[i]?.text === text) this.#queue.splice(i, 1);
    if (this.#showing?.text !== text) return;
    this.#withdrawn = this.#showing;
    if (this.#timer) this.#timer.elapsed = this.#timer.delay;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#actionButton.setPalette(palette);
    if (this.#showing) this.#paint(this.#showing);
    return this;
  }

  #hold(held: boolean): void {
    if (this.#timer) this.#timer.paused = held;
  }

  async #next(): Promise<void> {
    const msg = this.#queue.shift();
    if (!msg) {
      this.#showing = null;
      this.setVisible(false);
      this.emit(TOAST_CHANGED);
      return;
    }
    this.#showing = msg;
    this.#last = msg.text;
    this.#paint(msg);
    this.scene.game.events.emit(APP_EVENTS.toast, msg.text);
    this.emit(TOAST_CHANGED);
    this.setVisible(true).setAlpha(0);
    this.#text.setY(0);
    const restY = this.y;
    this.y = restY + 12;
    await tweenTo(this.scene, { targets: this, alpha: 1, y: restY, duration: 180, ease: 'Quad.Out' }, this.#motion);
    // The scene may have ended meanwhile (a table started from the menu): a destroyed toast has nothing left to show.
    if (!this.active) return;
    // Withdrawn while it faded in: no reading time.
    if (this.#withdrawn !== msg) {
      await new Promise<void>((resolve) => {
        this.#timer = this.scene.time.delayedCall(readingTimeMs(msg.text) + (msg.action ? ACTION_TIME_MS : 0), resolve);
      });
    }
    this.#timer = null;
    if (!this.active) return;
    await tweenTo(this.scene, { targets: this, alpha: 0, duration: 220, ease: 'Quad.In' }, this.#motion);
    if (this.active) void this.#next();
  }

  #paint(msg: Message): void {
    const p = this.#palette;
    // The button, if any, sits at the right end, the words centred in what is left.
    const buttonRoom = msg.action ? ACTION_WIDTH + ACTION_GAP : 0;
    this.#text.setText(msg.text).setColor(css(p.text)).setWordWrapWidth(this.#maxWidth - 48 - buttonRoom, true);
    const w = Math.min(this.#maxWidth, this.#text.width + 48 + buttonRoom);
    const h = Math.max(this.#text.height, msg.action ? ACTION_HEIGHT : 0) + 26;
    this.#text.setX(-buttonRoom / 2);
    this.#actionButton.setVisible(msg.action !== null).setPosition(w / 2 - 13 - ACTION_WIDTH / 2, 0);
    if (msg.action) this.#actionButton.setLabel(msg.action.label);
    const accent = msg.kind === 'warning' ? p.refused : p.gold;
    const g = this.#bg.clear();
    drawBox(g, 0, 0, w, h, { fill: mix(p.surfaceRaised, 0x000000, 0.15), fillAlpha: 0.97, stroke: accent, strokeWidth: 2, radius: Math.min(22, h / 2), shadow: 6 });
  }

  override preDestroy(): void {
    this.#timer?.remove();
    super.preDestroy();
  }
}
