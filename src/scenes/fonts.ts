import displayFontUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import bodyFontUrl from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-normal.woff2?url';

/** Font family names as Phaser text styles and the HTML menu shell use them. Display is Cinzel Bold; body is Alegreya Sans Regular. */
export const FONTS = { display: 'Cinzel', body: 'Alegreya Sans' } as const;

let loading: Promise<void> | null = null;

/**
 * Registers the two faces with the page and loads them, once: the HTML menu shell calls this after its first paint
 * (its text shows in the fallback face until then), the Preloader awaits the same promise before any Phaser text is
 * made. Only the 700 face of Cinzel ships; the descriptor stops the browser from faking bold on top of it.
 * A face that fails to load is logged, not thrown: the fallback face stays.
 */
export function loadFonts(): Promise<void> {
  loading ??= (async () => {
    if (typeof FontFace === 'undefined' || !document.fonts) return;
    const faces = [
      new FontFace(FONTS.display, `url(${displayFontUrl}) format('woff2')`, { weight: '700', display: 'swap' }),
      new FontFace(FONTS.body, `url(${bodyFontUrl}) format('woff2')`, { display: 'swap' }),
    ];
    for (const face of faces) document.fonts.add(face);
    const loaded = await Promise.allSettled(faces.map((f) => f.load()));
    for (const r of loaded) if (r.status === 'rejected') console.warn('a font did not load; the fallback face stays', r.reason);
  })();
  return loading;
}
