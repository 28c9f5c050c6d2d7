/**
 * A pooled text (KitPart.label) is restyled only when its style key changes, and a restyle draws its words again. So
 * the key must tell two styles apart exactly when `textStyle` gives different styles: a key that named the role made a
 * district tile's reward line, taken over by an occupant's name (body and small share a face), draw "Reward: +3
 * Infamy" again unchanged before its new words (the frame-cache e2e test's text-redraw count caught it).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

// viewport.ts imports Phaser for its layout scene (a class extending Phaser.Scene); the style functions read only the
// pixel ratio from it, so a stand-in class is enough.
vi.mock('phaser', () => ({ Scene: class {} }));

const { textStyle, textStyleKey } = await import('../../src/scenes/theme');
type TextRole = Parameters<typeof textStyle>[0];

const ROLES: readonly TextRole[] = ['title', 'heading', 'label', 'body', 'small', 'badge'];
const SIZES: readonly (number | undefined)[] = [undefined, 13, 14, 15, 17, 18, 19, 26];
const COLOURS: readonly number[] = [0xffffff, 0xf2e6c9, 0x1a1410];

/** The style KitPart.label gives a text: the role's own size when none is asked for. */
const styleOf = (c: { role: TextRole; size: number | undefined; colour: number }): ReturnType<typeof textStyle> => textStyle(c.role, c.colour, c.size === undefined ? {} : { size: c.size });

afterEach(() => vi.unstubAllGlobals());

describe('textStyleKey', () => {
  for (const ratio of [1, 2]) {
    it(`is the same for two roles, sizes and colours exactly when textStyle gives the same style (pixel ratio ${ratio})`, () => {
      vi.stubGlobal('window', { devicePixelRatio: ratio });
      const cases = ROLES.flatMap((role) => SIZES.flatMap((size) => COLOURS.map((colour) => ({ role, size, colour }))));
      let alike = 0;
      for (const a of cases) {
        for (const b of cases) {
          const sameStyle = JSON.stringify(styleOf(a)) === JSON.stringify(styleOf(b));
          const sameKey = textStyleKey(a.role, a.colour, a.size) === textStyleKey(b.role, b.colour, b.size);
          expect(sameKey, `${JSON.stringify(a)} against ${JSON.stringify(b)}`).toBe(sameStyle);
          if (sameStyle && a.role !== b.role) alike++;
        }
      }
      // Body and small at one size and colour are one style: the case the role-named key got wrong.
      expect(alike).toBeGreaterThan(0);
      expect(textStyleKey('body', 0xffffff, 14)).toBe(textStyleKey('small', 0xffffff, 14));
    });
  }

  it('changes with the pixel ratio, as the style\'s resolution does', () => {
    vi.stubGlobal('window', { devicePixelRatio: 1 });
    const one = textStyleKey('small', 0xffffff, 14);
    vi.stubGlobal('window', { devicePixelRatio: 2 });
    expect(textStyleKey('small', 0xffffff, 14)).not.toBe(one);
  });
});
