import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, mix } from './draw';
import type { Focusable } from './KeyboardFocus';
import { KeyboardFocus } from './KeyboardFocus';
import { liveRegion } from './LiveRegion';
import type { Motion } from './motion';
import { tweenTo } from './motion';

const TITLE_H = 64;
const PAD = 24;

/** A framed box with a title; owners put their controls in `content` and lay them out inside `contentSize`. */
export class Panel extends Phaser.GameObjects.Container {
  readonly content: Phaser.GameObjects.Container;
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #title: Phaser.GameObjects.Text;
  #palette: Palette;
  #w = 0;
  #h = 0;

  constructor(scene: Phaser.Scene, title: string, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#bg = scene.add.graphics();
    this.#title = scene.add.text(0, 0, title, textStyle('heading', palette.gold)).setOrigin(0.5, 0.5);
    this.content = scene.add.container(0, 0);
    this.add([this.#bg, this.#title, this.content]);
  }

  get size(): { width: number; height: number } {
    return { width: this.#w, height: this.#h };
  }

  /** Room for content, in the content container's coordinates (its origin is the content area's top-left). */
  get contentSize(): { width: number; height: number } {
    return { width: this.#w - PAD * 2, height: this.#h - TITLE_H - PAD };
  }

  resize(width: number, height: number): this {
    this.#w = width;
    this.#h = height;
    this.setSize(width, height);
    this.content.setPosition(-width / 2 + PAD, -height / 2 + TITLE_H);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  #redraw(): void {
    const p = this.#palette;
    const g = this.#bg.clear();
    drawBox(g, 0, 0, this.#w, this.#h, { fill: p.surface, stroke: mix(p.gold, p.surface, 0.35), strokeWidth: 2, radius: 18, shadow: 8 });
    // A thin gold rule under the title.
    g.lineStyle(1, p.gold, 0.5);
    g.lineBetween(-this.#w / 2 + PAD, -this.#h / 2 + TITLE_H - 10, this.#w / 2 - PAD, -this.#h / 2 + TITLE_H - 10);
    this.#title.setPosition(0, -this.#h / 2 + TITLE_H / 2 - 4).setColor(css(p.gold));
  }
}

/** Emitted (no arguments) once the modal has closed. */
export const MODAL_CLOSED = 'closed';

/**
 * A Panel over a dimmed screen. The dimmer swallows input so nothing beneath reacts; a close button, a tap on the
 * dimmer and Escape all close it. The keyboard reaches the controls its owner lists (`setFocusItems`) and the close
 * button; opening says the title through the live region.
 */
export class Modal extends Phaser.GameObjects.Container {
  readonly panel: Panel;
  readonly #dimmer: Phaser.GameObjects.Rectangle;
  readonly #close: Phaser.GameObjects.Container;
  readonly #closeBg: Phaser.GameObjects.Graphics;
  readonly #motion: Motion;
  readonly #onKey: (e: KeyboardEvent) => void;
  readonly #focus: KeyboardFocus;
  readonly #title: string;
  #palette: Palette;
  #closing = false;

  constructor(scene: Phaser.Scene, title: string, palette: Palette, motion: Motion, closeIcon: string) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#motion = motion;
    this.setDepth(DEPTH.modal);
    this.#dimmer = scene.add.rectangle(0, 0, 10, 10, palette.backgroundDeep, 0.72).setOrigin(0, 0).setInteractive();
    this.#dimmer.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.close());
    this.panel = new Panel(scene, title, palette);
    // The panel swallows its own taps so they do not reach the dimmer and close it.
    this.panel.setInteractive(new Phaser.Geom.Rectangle(0, 0, 10, 10), Phaser.Geom.Rectangle.Contains);
    this.#closeBg = scene.add.graphics();
    const icon = scene.add.image(0, 0, closeIcon).setDisplaySize(22, 22);
    this.#close = scene.add.container(0, 0, [this.#closeBg, icon]).setSize(44, 44).setInteractive({ useHandCursor: true });
    this.#close.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.close());
    this.panel.add(this.#close);
    this.add([this.#dimmer, this.panel]);
    this.#onKey = (e) => {
      if (e.key === 'Escape') this.close();
    };
    scene.input.keyboard?.on('keydown', this.#onKey);
    this.#title = title;
    this.#focus = new KeyboardFocus(scene, palette, () => this.#closing || !this.active, { depth: DEPTH.modal + 1 });
    this.#focus.setItems([this.#closeItem()]);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.input.keyboard?.off('keydown', this.#onKey);
      this.#focus.destroy();
    });
    this.#paintClose();
    scene.add.existing(this);
  }

  /** Places the modal for the view size; the panel takes the size asked for, shrunk to fit. */
  layout(viewWidth: number, viewHeight: number, panelWidth: number, panelHeight: number): this {
    const w = Math.min(panelWidth, viewWidth - 24);
    const h = Math.min(panelHeight, viewHeight - 24);
    this.#dimmer.setSize(viewWidth, viewHeight);
    (this.#dimmer.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, viewWidth, viewHeight);
    this.panel.resize(w, h).setPosition(viewWidth / 2, viewHeight / 2);
    (this.panel.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, w, h);
    this.#close.setPosition(w / 2 - 34, -h / 2 + 30);
    this.#focus.refresh();
    return this;
  }

  /** The controls the keyboard reaches, in reading order; the close button follows them (or leads, with `closeFirst`). */
  setFocusItems(items: readonly Focusable[], options: { readonly closeFirst?: boolean } = {}): this {
    this.#focus.setItems(options.closeFirst ? [this.#closeItem(), ...items] : [...items, this.#closeItem()]);
    return this;
  }

  /** Index of the focused control (the close button last), or -1 while the ring is hidden. */
  get focused(): number {
    return this.#focus.focused;
  }

  /** The focus ring's box in world space, or null. */
  get focusRect(): Rect | null {
    return this.#focus.ringRect;
  }

  #closeItem(): Focusable {
    return { target: this.#close, activate: () => void this.close(), label: () => 'Close, button' };
  }

  /** The close button in world space: where a test clicks. */
  get closeRect(): Rect {
    const m = this.#close.getWorldTransformMatrix();
    return { x: m.tx - 22, y: m.ty - 22, width: 44, height: 44 };
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#dimmer.setFillStyle(palette.backgroundDeep, 0.72);
    this.panel.setPalette(palette);
    this.#paintClose();
    this.#focus.setPalette(palette);
    return this;
  }

  /**
   * Fades in and says the title through the live region (then `description`, then, when opened from the keyboard,
   * the first control, which takes the focus ring at once); resolves when shown.
   */
  async open(options: { readonly description?: string; readonly fromKeyboard?: boolean } = {}): Promise<void> {
    this.setAlpha(0);
    this.panel.setScale(0.96);
    const first = options.fromKeyboard ? this.#focus.focusFirst({ silent: true }) : null;
    liveRegion('status').announce([`${this.#title}, dialog.`, options.description ?? '', first ?? ''].filter(Boolean).join(' '));
    await Promise.all([
      tweenTo(this.scene, { targets: this, alpha: 1, duration: 160, ease: 'Quad.Out' }, this.#motion),
      tweenTo(this.scene, { targets: this.panel, scale: 1, duration: 200, ease: 'Back.Out' }, this.#motion),
    ]);
    // The ring was placed while the panel was still scaling in.
    if (this.active) this.#focus.refresh();
  }

  /** Fading in (or out): a press may not reach its buttons yet (Phaser leaves an object at alpha 0 out of its hit tests). */
  get moving(): boolean {
    return this.alpha < 1;
  }

  /** Fades out, emits `closed` and destroys itself. Safe to call twice. */
  async close(): Promise<void> {
    if (this.#closing) return;
    this.#closing = true;
    this.#focus.refresh();
    this.#dimmer.disableInteractive();
    await tweenTo(this.scene, { targets: this, alpha: 0, duration: 140, ease: 'Quad.In' }, this.#motion);
    this.emit(MODAL_CLOSED);
    this.destroy();
  }

  #paintClose(): void {
    const g = this.#closeBg.clear();
    g.fillStyle(this.#palette.surfaceRaised, 1);
    g.fillCircle(0, 0, 20);
    g.lineStyle(2, this.#palette.border, 1);
    g.strokeCircle(0, 0, 20);
  }
}
