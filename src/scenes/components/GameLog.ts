import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, mix } from './draw';

const HEADER_H = 40;
/** The narrowest a log wraps its lines (CSS px). */
const MIN_WRAP = 120;
const PAD = 14;
const GAP = 6;
/** Older lines are dropped from the panel (the full history lives in the replay log, not here). */
const MAX_LINES = 200;

interface Line {
  readonly text: Phaser.GameObjects.Text;
  readonly colour: number | null;
}

/**
 * A panel of log lines, newest at the bottom, scrolled by wheel or drag. Lines outside the viewport are hidden
 * and the ones on its edge cropped, so it needs no mask (masks differ between the WebGL and Canvas renderers).
 * New lines follow the bottom unless the player has scrolled up to read.
 */
export class GameLog extends Phaser.GameObjects.Container {
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #title: Phaser.GameObjects.Text;
  readonly #lines: Line[] = [];
  #palette: Palette;
  #w: number;
  #h: number;
  /** Pixels scrolled up from the bottom. */
  #fromBottom = 0;
  #dragY: number | null = null;

  constructor(scene: Phaser.Scene, title: string, rect: Rect, palette: Palette) {
    super(scene, rect.x, rect.y);
    this.#palette = palette;
    this.#w = rect.width;
    this.#h = rect.height;
    this.#bg = scene.add.graphics();
    this.#title = scene.add.text(PAD, HEADER_H / 2, title, textStyle('label', palette.gold, { size: 16 })).setOrigin(0, 0.5);
    this.add([this.#bg, this.#title]);
    this.setSize(rect.width, rect.height);
    this.setInteractive(new Phaser.Geom.Rectangle(0, 0, rect.width, rect.height), Phaser.Geom.Rectangle.Contains);
    this.#fitHitArea();
    this.on(Phaser.Input.Events.GAMEOBJECT_WHEEL, (_p: Phaser.Input.Pointer, _dx: number, dy: number) => this.scrollBy(dy));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, (p: Phaser.Input.Pointer) => (this.#dragY = p.worldY));
    const move = (p: Phaser.Input.Pointer): void => {
      if (this.#dragY === null || !p.isDown) return;
      this.scrollBy(this.#dragY - p.worldY);
      this.#dragY = p.worldY;
    };
    const up = (): void => {
      this.#dragY = null;
    };
    scene.input.on(Phaser.Input.Events.POINTER_MOVE, move);
    scene.input.on(Phaser.Input.Events.POINTER_UP, up);
    this.once(Phaser.GameObjects.Events.DESTROY, () => {
      scene.input.off(Phaser.Input.Events.POINTER_MOVE, move);
      scene.input.off(Phaser.Input.Events.POINTER_UP, up);
    });
    this.#redraw();
    scene.add.existing(this);
  }

  get lineCount(): number {
    return this.#lines.length;
  }

  /** The texts, oldest first. */
  get texts(): string[] {
    return this.#lines.map((l) => l.text.text);
  }

  /** Appends a line; `colour` tints it (a seat's colour), default body text. */
  addLine(text: string, colour: number | null = null): this {
    const t = this.scene.add.text(0, 0, text, textStyle('body', colour ?? this.#palette.text, { size: 16, wordWrap: { width: this.#wrapWidth(this.#w), useAdvancedWrap: true } }));
    this.add(t);
    this.#lines.push({ text: t, colour });
    while (this.#lines.length > MAX_LINES) this.#lines.shift()?.text.destroy();
    // Reading older lines: keep them still while new ones arrive below.
    if (this.#fromBottom > 0) this.#fromBottom += t.height + GAP;
    this.#arrange();
    return this;
  }

  /**
   * The width lines wrap at; never below a few words, even while the log has no room (hidden in portrait), where
   * Phaser's wrap would fail on every line ("wordWrapWidth < a single character").
   */
  #wrapWidth(width: number): number {
    return Math.max(MIN_WRAP, width - PAD * 2);
  }

  clear(): this {
    for (const l of this.#lines.splice(0)) l.text.destroy();
    this.#fromBottom = 0;
    this.#arrange();
    return this;
  }

  scrollBy(dy: number): this {
    this.#fromBottom = Phaser.Math.Clamp(this.#fromBottom - dy, 0, Math.max(0, this.#contentHeight() - this.#viewHeight()));
    this.#arrange();
    return this;
  }

  setRect(rect: Rect): this {
    this.#w = rect.width;
    this.#h = rect.height;
    this.setPosition(rect.x, rect.y).setSize(rect.width, rect.height);
    this.#fitHitArea();
    for (const l of this.#lines) l.text.setWordWrapWidth(this.#wrapWidth(rect.width), true);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    for (const l of this.#lines) l.text.setColor(css(l.colour ?? palette.text));
    this.#redraw();
    return this;
  }

  /**
   * Phaser tests a container's hit area as if its origin were its centre (it adds width/2, height/2), but this
   * panel's children start at its top-left: shift the rectangle by half a size so it covers the panel.
   */
  #fitHitArea(): void {
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(this.#w / 2, this.#h / 2, this.#w, this.#h);
  }

  #viewHeight(): number {
    return this.#h - HEADER_H - PAD;
  }

  #contentHeight(): number {
    return this.#lines.reduce((sum, l) => sum + l.text.height + GAP, 0);
  }

  #redraw(): void {
    const p = this.#palette;
    const g = this.#bg.clear();
    drawBox(g, this.#w / 2, this.#h / 2, this.#w, this.#h, { fill: mix(p.surface, 0x000000, 0.2), fillAlpha: 0.92, stroke: p.border, strokeWidth: 2, radius: 12 });
    g.lineStyle(1, p.gold, 0.35);
    g.lineBetween(PAD, HEADER_H, this.#w - PAD, HEADER_H);
    this.#title.setColor(css(p.gold));
    this.#arrange();
  }

  /** Positions lines bottom-up from the scroll offset; hides or crops those outside the viewport. */
  #arrange(): void {
    const top = HEADER_H + 6;
    const bottom = this.#h - PAD;
    let y = bottom + this.#fromBottom;
    for (let i = this.#lines.length - 1; i >= 0; i--) {
      const t = this.#lines[i]?.text;
      if (!t) continue;
      y -= t.height;
      t.setPosition(PAD, y);
      const visibleTop = Math.max(top, y);
      const visibleBottom = Math.min(bottom, y + t.height);
      // Following the newest lines, a line cut by the header is hidden rather than shown as a sliver of half
      // letters; while the player scrolls, lines crop at both edges so the motion stays continuous.
      if (visibleBottom <= visibleTop || (this.#fromBottom === 0 && visibleTop > y)) {
        t.setVisible(false);
      } else {
        t.setVisible(true);
        // Crop works in the text's own texture pixels, which are `resolution` times its display size.
        const r = t.style.resolution || 1;
        if (visibleTop > y || visibleBottom < y + t.height) t.setCrop(0, (visibleTop - y) * r, t.width * r, (visibleBottom - visibleTop) * r);
        else t.setCrop();
      }
      y -= GAP;
    }
  }
}
