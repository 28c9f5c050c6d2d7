/**
 * A Phaser Text draws its words into a canvas of its own, measuring its font first, whenever its colour, wrap width,
 * style or words are set, even to what it already shows (only `setText` and `setFontSize` check). The tables set
 * colours and wrap widths on every repaint, so a computer's move redrew dozens of unchanged texts: each one costs its
 * canvas drawn again, and on the Canvas renderer the still-frame cache (scenes/frame-cache.ts) sees a text that was
 * redrawn and draws its whole run live. WebGL uploads each redrawn text as a new texture.
 *
 * A new Text is drawn up to four times before anyone sees it: its words, then again for each of padding, line and
 * letter spacing its style sets (a card face's texts are made as the card is first shown, during play).
 *
 * `skipUnchangedTextRedraws` makes `setColor`, `setAlign`, `setWordWrapWidth` and the spacings do nothing when they
 * would change nothing, and a Text made by `scene.add.text` draw once, when made. `countTextRedraws` (test builds)
 * counts every redraw and the wasted ones: those that draw the same words in the same style as the text's previous
 * drawing.
 *
 * A new Text also measures its font (Phaser's `MeasureText`: a pooled canvas, its font set, `measureText` of a test
 * string) before drawing anything, though the tables use about twenty fonts: about a third of making a text, and a card
 * face makes eight. `skipUnchangedTextRedraws` also keeps each font's metrics as Phaser measured them, and a style
 * naming the same font is given them (Phaser's `metrics` style option), so each font is measured once per page.
 */
import * as Phaser from 'phaser';

let skipping = false;
/** True while `scene.add.text` runs Text's constructor: its redraws wait for the one at its end. */
let constructing = false;
/** The text whose redraws wait for the end of `redrawOnce` (null: none), and whether one was asked for meanwhile. */
let holding: Phaser.GameObjects.Text | null = null;
let heldRedraw = false;

type TextFactory = (this: Phaser.GameObjects.GameObjectFactory, x: number, y: number, text: string | string[], style?: Phaser.Types.GameObjects.Text.TextStyle) => Phaser.GameObjects.Text;

/**
 * Patches Text once per page: a colour, alignment, spacing or wrap width set to the value it has is not a redraw, and
 * a new text draws once.
 */
export function skipUnchangedTextRedraws(): void {
  if (skipping) return;
  skipping = true;
  measureEachFontOnce();
  const text = Phaser.GameObjects.Text.prototype;
  const updateText = text.updateText;
  text.updateText = function (this: Phaser.GameObjects.Text) {
    if (constructing) return this;
    if (this === holding) {
      heldRedraw = true;
      return this;
    }
    return updateText.call(this);
  };
  const factory: { text: TextFactory } = Phaser.GameObjects.GameObjectFactory.prototype;
  const make = factory.text;
  factory.text = function (x, y, words, style) {
    constructing = true;
    let made: Phaser.GameObjects.Text;
    try {
      made = make.call(this, x, y, words, style);
    } finally {
      constructing = false;
    }
    return made.updateText();
  };
  const setColor = text.setColor;
  text.setColor = function (this: Phaser.GameObjects.Text, color: string | CanvasGradient | CanvasPattern) {
    if (typeof color === 'string' && this.style.color === color) return this;
    return setColor.call(this, color);
  };
  const setAlign = text.setAlign;
  text.setAlign = function (this: Phaser.GameObjects.Text, align?: string) {
    if (align !== undefined && this.style.align === align) return this;
    return setAlign.call(this, align);
  };
  const setLineSpacing = text.setLineSpacing;
  text.setLineSpacing = function (this: Phaser.GameObjects.Text, value: number) {
    return this.lineSpacing === value ? this : setLineSpacing.call(this, value);
  };
  const setLetterSpacing = text.setLetterSpacing;
  text.setLetterSpacing = function (this: Phaser.GameObjects.Text, value: number) {
    return this.letterSpacing === value ? this : setLetterSpacing.call(this, value);
  };
  const setWordWrapWidth = text.setWordWrapWidth;
  text.setWordWrapWidth = function (this: Phaser.GameObjects.Text, width: number | null, useAdvancedWrap?: boolean) {
    if (this.style.wordWrapWidth === width && this.style.wordWrapUseAdvanced === (useAdvancedWrap ?? false)) return this;
    return setWordWrapWidth.call(this, width, useAdvancedWrap);
  };
}

/**
 * Runs `change` on `text` and draws the text once at its end, if anything in it asked for a redraw. Phaser draws a
 * text again at each of `setText`, `setFontSize`, `setWordWrapWidth` that changes it, so a text fitted to its room by
 * trying sizes drew each size it tried, none of them shown (the top bar's status line: up to four drawings for each
 * new status). Inside `change` the text's `width` and `height` are still those of its last drawing: `measuredWidth`
 * measures them as they stand. Without `skipUnchangedTextRedraws` (which holds the redraws) each step draws, as
 * Phaser does.
 */
export function redrawOnce<T extends Phaser.GameObjects.Text>(text: T, change: (text: T) => void): T {
  const before = holding === null ? drawnState(text) : null;
  // A change that ends where it began (a size tried and put back) draws nothing.
  if (hold(text, change) && drawnState(text) !== before) text.updateText();
  return text;
}

/** What a text's drawing depends on: its words, style, resolution, spacings and padding. */
function drawnState(text: Phaser.GameObjects.Text): string {
  const { left, right, top, bottom } = text.padding;
  return `${text.text}\u0000${JSON.stringify(text.style.toJSON())}\u0000${text.style.resolution}\u0000${[text.lineSpacing, text.letterSpacing, left, right, top, bottom].join()}`;
}

/**
 * Runs `change` on a text that is never shown (a ruler that measures words with `measuredWidth`) without drawing it:
 * its canvas, `width` and `height` keep its last drawing.
 */
export function withoutRedraw<T extends Phaser.GameObjects.Text>(text: T, change: (text: T) => void): T {
  hold(text, change);
  return text;
}

/**
 * Runs `change` with `text`'s redraws held; whether one was asked for. Inside another hold `change` runs as it is
 * (false): the outer hold draws its own text at its end, and any other text draws at each step, as Phaser does.
 */
function hold<T extends Phaser.GameObjects.Text>(text: T, change: (text: T) => void): boolean {
  if (holding !== null) {
    change(text);
    return false;
  }
  holding = text;
  heldRedraw = false;
  try {
    change(text);
  } finally {
    holding = null;
  }
  return heldRedraw;
}

/** Where Phaser breaks a text's lines (`Text.splitRegExp`). */
const LINE_BREAK = /(?:\r\n|\r|\n)/;

/**
 * The width Phaser's `updateText` would give `text` as it stands (its words broken where its wrap breaks them; each
 * line measured in the text's font, its stroke added, rounded up; the padding around), measured without drawing.
 */
export function measuredWidth(text: Phaser.GameObjects.Text): number {
  const style = text.style;
  if (style.fixedWidth !== 0) return style.fixedWidth;
  style.syncFont(text.canvas, text.context);
  const spacing = text.letterSpacing;
  const lines = (style.wordWrapWidth || style.wordWrapCallback ? text.runWordWrap(text.text) : text.text).split(LINE_BREAK);
  const drawn = style.maxLines > 0 ? lines.slice(0, style.maxLines) : lines;
  let widest = 0;
  for (const line of drawn) {
    let width = style.strokeThickness;
    if (spacing === 0) width += text.context.measureText(line).width;
    else {
      // Phaser measures a spaced line letter by letter (UTF-16 units, as here).
      for (let at = 0; at < line.length; at++) width += text.context.measureText(line.charAt(at)).width;
      if (line.length > 1) width += spacing * (line.length - 1);
    }
    widest = Math.max(widest, Math.ceil(width));
  }
  return widest + (text.padding.left ?? 0) + (text.padding.right ?? 0);
}

/** A font's metrics as Phaser's `MeasureText` gives them. */
type FontMetrics = { readonly ascent: number; readonly descent: number; readonly fontSize: number };

/** Each font's metrics, under the font string Phaser sets on a context (`TextStyle._font`). */
const fontMetrics = new Map<string, FontMetrics>();
const metricsCounts = { measured: 0, reused: 0 };

/**
 * The font a style sets, as Phaser writes it (style, size and family joined), when the style names all three and
 * nothing else its measurement reads (a `font` shorthand, a test string, baselines, its own metrics); null otherwise:
 * such a style is measured as Phaser always does.
 */
function measuredFont(style: Phaser.Types.GameObjects.Text.TextStyle | undefined): string | null {
  if (!style || style.metrics !== undefined || style.font !== undefined || style.testString !== undefined || style.baselineX !== undefined || style.baselineY !== undefined) return null;
  const { fontStyle, fontSize, fontFamily } = style;
  if (typeof fontStyle !== 'string' || typeof fontSize !== 'string' || typeof fontFamily !== 'string') return null;
  return [fontStyle, fontSize, fontFamily].join(' ').trim();
}

/**
 * Patches TextStyle's `setStyle` (once per page, by `skipUnchangedTextRedraws`): a style whose font was measured
 * before gets that measurement; the first of each font is measured by Phaser and kept. Fonts loading later (a face
 * that arrives after some texts were made) forget what was kept.
 */
function measureEachFontOnce(): void {
  const style = Phaser.GameObjects.TextStyle.prototype as Phaser.GameObjects.TextStyle & { setStyle: SetStyle };
  const setStyle = style.setStyle;
  style.setStyle = function (this: Phaser.GameObjects.TextStyle, given, updateText, setDefaults) {
    const font = measuredFont(given);
    if (font === null) return setStyle.call(this, given, updateText, setDefaults);
    const known = fontMetrics.get(font);
    if (known) {
      metricsCounts.reused++;
      return setStyle.call(this, { ...given, metrics: known }, updateText, setDefaults);
    }
    const made = setStyle.call(this, given, updateText, setDefaults);
    const { ascent, descent, fontSize } = this.getTextMetrics();
    fontMetrics.set(font, { ascent, descent, fontSize });
    metricsCounts.measured++;
    return made;
  };
  if (typeof document !== 'undefined' && document.fonts) document.fonts.addEventListener('loadingdone', () => fontMetrics.clear());
}
type SetStyle = (this: Phaser.GameObjects.TextStyle, style: Phaser.Types.GameObjects.Text.TextStyle | undefined, updateText?: boolean, setDefaults?: boolean) => Phaser.GameObjects.Text;

/** Fonts Phaser measured, and styles given a font's kept metrics, since the page loaded (the test hooks'). */
export const fontMeasureCounts = (): { readonly measured: number; readonly reused: number } => ({ ...metricsCounts });

/** Text redraws since the count began: all of them, and those that drew what the text already showed. */
export interface TextRedrawReport {
  readonly total: number;
  readonly unchanged: number;
  /** The words of the last few unchanged redraws, for a failing test's message. */
  readonly lastUnchanged: readonly string[];
  /** Redraws of a text whose last drawing no frame had shown yet: that drawing was wasted. */
  readonly unseen: number;
  /** The words of the last few texts drawn again unseen. */
  readonly lastUnseen: readonly string[];
  /** Unseen redraws of texts that have a name (`setName`), by name. */
  readonly unseenByName: Readonly<Record<string, number>>;
}

const DRAWN = Symbol('drawn');
const DRAWN_IN = Symbol('drawn in');
type Drawn = { [DRAWN]?: string; [DRAWN_IN]?: number };

/** Keeps the last few of a list of words for a test's message. */
function keepLast(list: string[], words: string): void {
  list.push(words.slice(0, 40));
  if (list.length > 8) list.shift();
}

/**
 * Test builds: counts Text redraws (patched `updateText`) and returns what it has counted. A frame is one of the
 * game's renders (`POST_RENDER`): a text drawn twice between two of them drew once for nothing.
 */
export function countTextRedraws(game: Phaser.Game): () => TextRedrawReport {
  let total = 0;
  let unchanged = 0;
  let unseen = 0;
  let frame = 0;
  const lastUnchanged: string[] = [];
  const lastUnseen: string[] = [];
  const unseenByName: Record<string, number> = {};
  game.events.on(Phaser.Core.Events.POST_RENDER, () => frame++);
  const text = Phaser.GameObjects.Text.prototype;
  const updateText = text.updateText;
  text.updateText = function (this: Phaser.GameObjects.Text & Drawn) {
    // Held redraws (the constructor's, `redrawOnce`'s) draw nothing: the one at their end is counted.
    if (constructing || this === holding) return updateText.call(this);
    total++;
    const drawn = drawnState(this);
    if (this[DRAWN] === drawn) {
      unchanged++;
      keepLast(lastUnchanged, this.text);
    }
    if (this[DRAWN_IN] === frame) {
      unseen++;
      keepLast(lastUnseen, this.text);
      if (this.name !== '') unseenByName[this.name] = (unseenByName[this.name] ?? 0) + 1;
      console.log('UNSEEN', JSON.stringify(this.text.slice(0, 30)), (new Error().stack ?? '').split('\n').slice(2, 9).map((l) => l.trim().replace(/\(.*\/assets\//, '(')).join(' | '));
    }
    this[DRAWN] = drawn;
    this[DRAWN_IN] = frame;
    return updateText.call(this);
  };
  return () => ({ total, unchanged, lastUnchanged: [...lastUnchanged], unseen, lastUnseen: [...lastUnseen], unseenByName: { ...unseenByName } });
}
