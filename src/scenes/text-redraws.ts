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
    return constructing ? this : updateText.call(this);
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
}

const DRAWN = Symbol('drawn');
type Drawn = { [DRAWN]?: string };

/** Test builds: counts Text redraws (patched `updateText`) and returns what it has counted. */
export function countTextRedraws(): () => TextRedrawReport {
  let total = 0;
  let unchanged = 0;
  const lastUnchanged: string[] = [];
  const text = Phaser.GameObjects.Text.prototype;
  const updateText = text.updateText;
  text.updateText = function (this: Phaser.GameObjects.Text & Drawn) {
    if (constructing) return updateText.call(this);
    total++;
    const { left, right, top, bottom } = this.padding;
    const drawn = `${this.text}\u0000${JSON.stringify(this.style.toJSON())}\u0000${this.style.resolution}\u0000${[this.lineSpacing, this.letterSpacing, left, right, top, bottom].join()}`;
    if (this[DRAWN] === drawn) {
      unchanged++;
      lastUnchanged.push(this.text.slice(0, 40));
      if (lastUnchanged.length > 8) lastUnchanged.shift();
    }
    this[DRAWN] = drawn;
    return updateText.call(this);
  };
  return () => ({ total, unchanged, lastUnchanged: [...lastUnchanged] });
}
