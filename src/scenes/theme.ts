import type * as Phaser from 'phaser';
import type { SettingsStore } from '../machines/settings';
import { FONTS } from './assets';
import type { Palette } from './palettes';
import { css, paletteFor, STANDARD } from './palettes';
import { pixelRatio } from './viewport';

export type { Accent, Palette, PaletteName } from './palettes';
export { css, paletteFor } from './palettes';

/** The palette in force, following the colour-blind setting; subscribers repaint at once. */
export class Theme {
  #palette: Palette = STANDARD;
  readonly #listeners = new Set<(p: Palette) => void>();

  constructor(settings: SettingsStore) {
    settings.subscribe((s) => {
      const next = paletteFor(s);
      if (next === this.#palette) return;
      this.#palette = next;
      for (const fn of this.#listeners) fn(next);
    });
  }

  get palette(): Palette {
    return this.#palette;
  }

  /** Calls `fn` on every palette change (not now); returns an unsubscribe function. */
  onChange(fn: (p: Palette) => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }
}

export type TextRole = 'title' | 'heading' | 'label' | 'body' | 'small' | 'badge';

const ROLE_STYLE: Readonly<Record<TextRole, { family: string; size: number; bold: boolean }>> = {
  title: { family: FONTS.display, size: 64, bold: true },
  heading: { family: FONTS.display, size: 26, bold: true },
  label: { family: FONTS.display, size: 18, bold: true },
  body: { family: FONTS.body, size: 19, bold: false },
  small: { family: FONTS.body, size: 15, bold: false },
  badge: { family: FONTS.display, size: 17, bold: true },
};

/**
 * What sets a role's text style apart from another's: the same for two roles that draw alike (body and small share a
 * face, so at one size and colour they are one style), different whenever `textStyle` would differ. A pooled text
 * keyed by it is restyled only when its drawing would change: restyling to an equal style draws the words again.
 */
export function textStyleKey(role: TextRole, colour: number, size?: number): string {
  const r = ROLE_STYLE[role];
  return `${r.family}|${Math.round(size ?? r.size)}|${r.bold ? 'bold' : 'normal'}|${colour}|${pixelRatio()}`;
}

/**
 * A Text style for a role. Rendered at the device pixel ratio so text stays crisp under the HiDPI camera zoom.
 * `size` overrides the role's size (layouts shrink text on small screens).
 */
export function textStyle(role: TextRole, colour: number, extra: Phaser.Types.GameObjects.Text.TextStyle & { size?: number } = {}): Phaser.Types.GameObjects.Text.TextStyle {
  const r = ROLE_STYLE[role];
  const { size, ...rest } = extra;
  return {
    fontFamily: `"${r.family}", Georgia, serif`,
    fontSize: `${Math.round(size ?? r.size)}px`,
    fontStyle: r.bold ? 'bold' : 'normal',
    color: css(colour),
    resolution: pixelRatio(),
    ...rest,
  };
}
