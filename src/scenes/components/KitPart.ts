import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette, TextRole } from '../theme';
import { textStyle, textStyleKey } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, drawDashedRect, mix } from './draw';
import { samePlainData } from './same-model';
import { measuredWidth, redrawOnce, withoutRedraw } from '../text-redraws';

/**
 * How a table marks a part for the player: legal (a move may go here), selected (chosen in the move being built),
 * target (may be struck or attacked). Each is drawn with its own outline shape and corner sign as well as colour.
 */
export type PartMark = 'legal' | 'selected' | 'target';

/** An interactive part of a kit component (a lane slot, a gate, a pile, a district, a seat), in layout pixels. */
export interface PartTarget {
  readonly kind: string;
  readonly id: string;
  readonly rect: Rect;
  readonly mark: PartMark | null;
}

/**
 * Emitted with the PartTarget when the player taps (presses and releases on) one of a component's parts, and the
 * pointer that tapped (a tap that ends a long press or a right-click, which open the zoom, is the table's to ignore).
 */
export const PART_TAP = 'part.tap';

/** Smallest touch target, in CSS pixels (WCAG 2.5.5; Apple's and Google's guidance). */
export const MIN_TOUCH = 44;
/** Smallest text a kit component draws, in CSS pixels: readable on a tablet at arm's length. */
export const MIN_TEXT = 13;
/** Widths `measure` keeps (a phase strip's labels in two sizes, the words of a market's titles) before it forgets them all. */
const MEASURED_KEPT = 128;
/** The colour `measure` draws in: any, since only the width is read. */
const RULER_INK = 0xffffff;

export interface LabelOptions {
  readonly role?: TextRole;
  readonly size?: number;
  readonly colour: number;
  readonly originX?: number;
  readonly originY?: number;
  /** Longer text is cut with an ellipsis (never shrunk below MIN_TEXT). */
  readonly maxWidth?: number;
  /** With maxWidth: shrink the text a pixel at a time down to this size (never below MIN_TEXT) before cutting it. */
  readonly minSize?: number;
  /**
   * With maxWidth: 2 lets a text too long for one line even at its smallest size break onto a second line at a
   * space (aligned as its origin: centred for originX 0.5), from its full size down, before it is cut. The text's
   * height then says how much room it took. Default 1.
   */
  readonly lines?: 1 | 2;
}

/** The palette colour of each mark. */
const MARK_COLOURS = { legal: 'legal', selected: 'selected', target: 'refused' } as const satisfies Record<PartMark, keyof Palette>;

export { samePlainData };

/**
 * What a pooled label was last asked to show (its style, as `textStyleKey` tells styles apart: two roles that draw
 * alike are one style; the text and its fitting) and what it then showed (the fitted text and font size), so a change
 * made to it since is seen.
 */
interface Shown {
  readonly style: string;
  readonly content: string;
  readonly maxWidth: number | undefined;
  readonly minSize: number | undefined;
  readonly lines: number;
  readonly fitted: string;
  readonly fontSize: string;
}

/**
 * Cuts `text` to `full`, or `full` with an ellipsis, whichever fits `maxWidth`. The cuts are tried by measuring (see
 * `redrawOnce`): the text is drawn once, cut.
 */
function clip(text: Phaser.GameObjects.Text, full: string, maxWidth: number): void {
  redrawOnce(text, () => {
    text.setText(full);
    if (measuredWidth(text) <= maxWidth) return;
    // The longest prefix that fits with its ellipsis, found by halving.
    const cut = (keep: number): string => `${full.slice(0, keep).trimEnd()}…`;
    let fits = 1;
    let tooLong = full.length;
    while (tooLong - fits > 1) {
      const middle = Math.floor((fits + tooLong) / 2);
      text.setText(cut(middle));
      if (measuredWidth(text) <= maxWidth) fits = middle;
      else tooLong = middle;
    }
    text.setText(cut(fits));
  });
}

/** Where the lines of a text broken onto two lines line up: as the text's origin does. */
type LineAlign = 'left' | 'center' | 'right';

/**
 * Fits `full` into `maxWidth`: on one line at `size`, or shrunk a pixel at a time down to `smallest`; then, with
 * `lines` 2 and a space to break at, on two lines from `size` down to `smallest`; else cut with an ellipsis at
 * `smallest` (see `clip`). Each size and break is tried by measuring: the text is drawn once, as it ends.
 */
function fitLabel(text: Phaser.GameObjects.Text, full: string, fit: { readonly size: number; readonly smallest: number; readonly maxWidth: number; readonly lines: 1 | 2; readonly align: LineAlign }): void {
  const { size, smallest, maxWidth } = fit;
  redrawOnce(text, () => {
    unwrap(text);
    text.setFontSize(size);
    text.setText(full);
    for (let smaller = size - 1; measuredWidth(text) > maxWidth && smaller >= smallest; smaller--) text.setFontSize(smaller);
    if (measuredWidth(text) <= maxWidth) return;
    if (fit.lines === 2 && full.trim().includes(' ')) {
      text.setAlign(fit.align);
      // Phaser's advanced wrap trims the space where it breaks (its plain wrap keeps it, and the line measures wider),
      // but it also breaks a word too long for a line: a break that splits a word does not count as fitting.
      text.setWordWrapWidth(maxWidth, true);
      const words = full.trim().split(/\s+/).join(' ');
      for (let next = size; next >= smallest; next--) {
        text.setFontSize(next);
        const lines = text.getWrappedText();
        if (lines.length <= 2 && lines.map((line) => line.trim()).join(' ') === words && measuredWidth(text) <= maxWidth) return;
      }
      unwrap(text);
    }
    clip(text, full, Math.max(8, maxWidth));
  });
}

/** One line again, lined up at the left (a pooled text may have been broken onto two lines by its last use). */
function unwrap(text: Phaser.GameObjects.Text): void {
  if (text.style.wordWrapWidth !== null) text.setWordWrapWidth(null);
  if (text.style.align !== 'left') text.setAlign('left');
}

/**
 * The base of the table-kit components (Lane, DistrictTile, MarketRow, ScoreStrip, PhaseStrip): a container whose
 * top-left is its layout rectangle's, drawn entirely from a plain view-model by `paint`. The first paint waits
 * until the component is first read or rendered (the base constructor cannot paint: a subclass's #private helpers
 * exist only once its own constructor has run). `setModel(model)` and
 * `setPalette` repaint; texts, icons and hit zones are pooled across repaints, so a part tapped in the middle of a
 * repaint is never destroyed under the pointer. Hit zones are never smaller than MIN_TOUCH.
 */
export abstract class KitPart<M> extends Phaser.GameObjects.Container {
  protected readonly graphics: Phaser.GameObjects.Graphics;
  readonly #texts: Phaser.GameObjects.Text[] = [];
  /**
   * Per pooled text, what it last showed. A Text renders its canvas again on every style, colour or text set
   * (measuring its font too), so a label that shows the same as before is left alone: a repaint of an unchanged
   * market or phase strip was most of a Gateway move's main-thread time.
   */
  readonly #shown: (Shown | null)[] = [];
  readonly #images: Phaser.GameObjects.Image[] = [];
  readonly #zones: Phaser.GameObjects.Zone[] = [];
  readonly #zoneTargets = new Map<Phaser.GameObjects.Zone, PartTarget>();
  #targets: PartTarget[] = [];
  /** The part under a press that has not been released yet. */
  #pressed: Phaser.GameObjects.Zone | null = null;
  #painted = false;
  /** A text off the display list that `measure` sets, and the widths it measured by face, size and words. */
  #ruler: Phaser.GameObjects.Text | null = null;
  #rulerStyle: string | null = null;
  readonly #measured = new Map<string, number>();
  #usedTexts = 0;
  #usedImages = 0;
  #model: M;
  #palette: Palette;
  #width: number;
  #height: number;

  constructor(scene: Phaser.Scene, model: M, palette: Palette, rect: Rect) {
    super(scene, rect.x, rect.y);
    this.#model = model;
    this.#palette = palette;
    this.#width = rect.width;
    this.#height = rect.height;
    this.graphics = scene.add.graphics();
    this.add(this.graphics);
    this.setDepth(DEPTH.zone);
    scene.add.existing(this);
    scene.events.once(Phaser.Scenes.Events.PRE_RENDER, () => {
      if (this.scene) this.#paintOnce();
    });
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.#ruler?.destroy());
  }

  #paintOnce(): void {
    if (!this.#painted) this.repaint();
  }

  get model(): M {
    return this.#model;
  }

  get palette(): Palette {
    return this.#palette;
  }

  get rect(): Rect {
    return { x: this.x, y: this.y, width: this.#width, height: this.#height };
  }

  /** The interactive parts as last painted, in layout pixels. */
  get targets(): readonly PartTarget[] {
    this.#paintOnce();
    return this.#targets.map((t) => this.#onPage(t));
  }

  /** The objects that take the parts' taps (to watch for the zoom, say): one per part as last painted, in order. */
  get hitZones(): readonly Phaser.GameObjects.Zone[] {
    this.#paintOnce();
    return this.#zones.slice(0, this.#targets.length);
  }

  /** The part a hit zone takes taps for now, in layout pixels (null: none since the last paint). */
  partOf(zone: Phaser.GameObjects.Zone): PartTarget | null {
    const part = this.#zones.indexOf(zone) < this.#targets.length ? this.#zoneTargets.get(zone) : undefined;
    return part ? this.#onPage(part) : null;
  }

  /** A part's rectangle moved from the component's own pixels to the layout's. */
  #onPage(part: PartTarget): PartTarget {
    return { ...part, rect: { ...part.rect, x: part.rect.x + this.x, y: part.rect.y + this.y } };
  }

  /** Every text on show, in drawing order: what a player can read. */
  get texts(): readonly string[] {
    this.#paintOnce();
    return this.#texts.slice(0, this.#usedTexts).map((t) => t.text);
  }

  /**
   * Pairs of texts on show whose boxes overlap by more than a pixel each way ("Reward: +2 Infamy × No one stands
   * here"), in layout pixels: a component that reads cleanly at its size has none.
   */
  get overlappingTexts(): readonly string[] {
    this.#paintOnce();
    const boxes = this.#texts.slice(0, this.#usedTexts).filter((t) => t.text !== '').map((t) => ({ text: t.text, box: t.getBounds() }));
    const pairs: string[] = [];
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) pairs.push(`${a.text} × ${b.text}`);
      }
    });
    return pairs;
  }

  /** The smallest font size on show, in layout (CSS) pixels. */
  get smallestText(): number {
    this.#paintOnce();
    const sizes = this.#texts.slice(0, this.#usedTexts).map((t) => Number.parseFloat(String(t.style.fontSize)) * t.scaleY);
    return sizes.length ? Math.min(...sizes) : Infinity;
  }

  /** Draws a new model (one equal to the model on show changes nothing, and is not drawn again). */
  setModel(model: M): this {
    const same = this.#painted && samePlainData(this.#model, model);
    this.#model = model;
    if (!same) this.repaint();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.repaint();
    return this;
  }

  /** Moves and resizes the component (layouts call this on resize). */
  setRect(rect: Rect): this {
    this.setPosition(rect.x, rect.y);
    this.#width = rect.width;
    this.#height = rect.height;
    this.repaint();
    return this;
  }

  /** Clears and draws everything again from the model, palette and size. */
  protected repaint(): void {
    this.#painted = true;
    this.graphics.clear();
    this.#usedTexts = 0;
    this.#usedImages = 0;
    this.#targets = [];
    this.#zoneTargets.clear();
    this.paint(this.#model, this.#palette, this.#width, this.#height);
    this.#texts.forEach((t, i) => t.setVisible(i < this.#usedTexts));
    this.#images.forEach((t, i) => t.setVisible(i < this.#usedImages));
    this.#zones.forEach((z, i) => {
      if (i >= this.#targets.length) z.disableInteractive();
    });
  }

  protected abstract paint(model: M, palette: Palette, width: number, height: number): void;

  /** A text at (x, y), at least MIN_TEXT pixels, cut to `maxWidth` when given. */
  protected label(x: number, y: number, content: string, opts: LabelOptions): Phaser.GameObjects.Text {
    const size = Math.max(MIN_TEXT, Math.round(opts.size ?? 15));
    const role = opts.role ?? 'label';
    const index = this.#usedTexts;
    const style = textStyleKey(role, opts.colour, size);
    let t = this.#texts[index];
    if (!t) {
      // Made with its words: a text made empty and then given them was drawn twice.
      t = this.scene.add.text(0, 0, content, textStyle(role, opts.colour, { size }));
      this.#texts.push(t);
      this.#shown[index] = { style, content: '', maxWidth: undefined, minSize: undefined, lines: 1, fitted: '', fontSize: String(t.style.fontSize) };
      this.add(t);
    }
    this.#usedTexts++;
    const shown = this.#shown[index] ?? null;
    const restyled = shown?.style !== style;
    t.setOrigin(opts.originX ?? 0, opts.originY ?? 0.5).setPosition(x, y).setScale(1).setAngle(0).setAlpha(1).setVisible(true);
    const lines = opts.lines ?? 1;
    const same = !restyled && shown?.content === content && shown.maxWidth === opts.maxWidth && shown.minSize === opts.minSize && shown.lines === lines && shown.fitted === t.text && shown.fontSize === t.style.fontSize;
    if (!same) {
      // A new style, new words and their fitting are drawn once, as they end.
      redrawOnce(t, (label) => {
        if (restyled) label.setStyle(textStyle(role, opts.colour, { size }));
        if (opts.maxWidth !== undefined) {
          // A text shrunk or broken to fit last time starts again from its size, on one line.
          const align: LineAlign = (opts.originX ?? 0) === 0.5 ? 'center' : (opts.originX ?? 0) === 1 ? 'right' : 'left';
          fitLabel(label, content, { size, smallest: Math.max(MIN_TEXT, opts.minSize ?? size), maxWidth: opts.maxWidth, lines, align });
        } else {
          unwrap(label);
          label.setText(content);
        }
      });
      this.#shown[index] = { style, content, maxWidth: opts.maxWidth, minSize: opts.minSize, lines, fitted: t.text, fontSize: String(t.style.fontSize) };
    }
    this.bringToTop(t);
    return t;
  }

  /** How wide `content` is on one line in `role` at `size` (layout pixels), measured off the display list. */
  protected measure(content: string, role: TextRole, size: number): number {
    const key = `${role}|${size}|${content}`;
    const known = this.#measured.get(key);
    if (known !== undefined) return known;
    const ruler = (this.#ruler ??= this.scene.make.text({ text: '' }, false));
    // The ruler is never drawn: its style and words are set, and the words measured (`measuredWidth`).
    const style = textStyleKey(role, RULER_INK, Math.round(size));
    withoutRedraw(ruler, () => {
      if (this.#rulerStyle !== style) ruler.setStyle(textStyle(role, RULER_INK, { size: Math.round(size) }));
      ruler.setText(content);
    });
    this.#rulerStyle = style;
    const width = measuredWidth(ruler);
    if (this.#measured.size >= MEASURED_KEPT) this.#measured.clear();
    this.#measured.set(key, width);
    return width;
  }

  /** An icon texture fitted in a square of `size` centred on (x, y), tinted. */
  protected icon(x: number, y: number, key: string, size: number, tint: number): Phaser.GameObjects.Image {
    let image = this.#images[this.#usedImages];
    if (!image) {
      image = this.scene.add.image(0, 0, key);
      this.#images.push(image);
      this.add(image);
    }
    this.#usedImages++;
    image.setTexture(key).setPosition(x, y).setDisplaySize(size, size).setTint(tint).setAlpha(1).setVisible(true);
    this.bringToTop(image);
    return image;
  }

  /** A seat's colour in the palette (seats beyond the palette's wrap round). */
  protected seatColour(seat: number): number {
    return this.#palette.seats[seat % this.#palette.seats.length] ?? this.#palette.border;
  }

  /** A number in a coin centred on (x, y): a cost, a count, power or health. */
  protected coin(x: number, y: number, r: number, text: string, fill: number, ink: number): void {
    this.graphics.fillStyle(0x000000, 0.3).fillCircle(x, y + 2, r);
    this.graphics.fillStyle(fill, 1).fillCircle(x, y, r);
    this.graphics.lineStyle(2, mix(fill, 0xffffff, 0.4), 1).strokeCircle(x, y, r);
    this.label(x, y, text, { role: 'badge', size: Math.max(MIN_TEXT, r * 1.05), colour: ink, originX: 0.5 });
  }

  /**
   * Outlines `rect` (local pixels) for a mark: legal a solid line, selected a thick double line, target a dashed
   * line; each with a tab on the middle of its top edge carrying its sign (a tick, a dot, cross-hairs), so no
   * state is told by colour alone. The tab stands half above the rectangle, clear of what is drawn inside.
   */
  protected mark(rect: Rect, mark: PartMark | null, radius = 10): void {
    if (!mark) return;
    const colour = this.#palette[MARK_COLOURS[mark]];
        const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    if (mark === 'target') {
      drawDashedRect(this.graphics, cx, cy, rect.width, rect.height, colour, 1, 3, 8, 5);
    } else {
      drawBox(this.graphics, cx, cy, rect.width, rect.height, { fill: colour, fillAlpha: 0.1, stroke: colour, strokeWidth: mark === 'selected' ? 4 : 3, radius });
      if (mark === 'selected') drawBox(this.graphics, cx, cy, rect.width - 10, rect.height - 10, { fill: colour, fillAlpha: 0, stroke: colour, strokeWidth: 1.5, radius: Math.max(2, radius - 4) });
    }
    const ty = rect.y + 1;
    const ink = this.#palette.textDark;
    this.graphics.fillStyle(colour, 1).fillCircle(cx, ty, 9);
    this.graphics.lineStyle(2, ink, 1);
    if (mark === 'legal') this.graphics.lineBetween(cx - 4.5, ty, cx - 1, ty + 3.5).lineBetween(cx - 1, ty + 3.5, cx + 4.5, ty - 3.5);
    else if (mark === 'selected') this.graphics.fillStyle(ink, 1).fillCircle(cx, ty, 3.5);
    else this.graphics.strokeCircle(cx, ty, 4.5).lineBetween(cx - 7, ty, cx + 7, ty).lineBetween(cx, ty - 7, cx, ty + 7);
  }

  /**
   * Makes `rect` (local pixels) a tappable part; the hit zone grows around its centre to MIN_TOUCH when smaller.
   * Returns the rect actually hit.
   */
  protected target(kind: string, id: string, rect: Rect, mark: PartMark | null): Rect {
    const width = Math.max(MIN_TOUCH, rect.width);
    const height = Math.max(MIN_TOUCH, rect.height);
    const hit: Rect = { x: rect.x + rect.width / 2 - width / 2, y: rect.y + rect.height / 2 - height / 2, width, height };
    const index = this.#targets.length;
    let zone = this.#zones[index];
    if (!zone) {
      zone = this.scene.add.zone(0, 0, width, height);
      const owned = zone;
      // A tap is a press and a release on the same part: a drag that only ends here is not one.
      owned.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => (this.#pressed = owned));
      owned.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
        if (this.#pressed === owned) this.#pressed = null;
      });
      owned.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => {
        const tapped = this.#pressed === owned ? this.#zoneTargets.get(owned) : undefined;
        this.#pressed = null;
        if (tapped) this.emit(PART_TAP, this.#onPage(tapped), pointer);
      });
      this.#zones.push(zone);
      this.add(zone);
    }
    zone.setPosition(hit.x + width / 2, hit.y + height / 2).setSize(width, height);
    zone.setInteractive({ useHandCursor: true });
    const part: PartTarget = { kind, id, rect: hit, mark };
    this.#zoneTargets.set(zone, part);
    this.#targets.push(part);
    return hit;
  }
}
