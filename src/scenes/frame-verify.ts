/**
 * The still-frame cache's proof (scenes/frame-cache.ts, `?framecache=verify` in test builds): a drawing made through
 * the cache compared, pixel by pixel, with the same drawing made whole.
 */

/**
 * How far a channel of a cached drawing may differ from the whole drawing: Skia's antialiasing of a path's edge may
 * round a few levels differently (measured: 4 pixels of a rounded corner, 3 levels); stale content differs by far
 * more.
 */
export const VERIFY_TOLERANCE = 8;

/** Where two drawings differ: the first pixel (x, y), how many pixels, by how many levels of a channel at most. */
export interface PixelDifference {
  readonly x: number;
  readonly y: number;
  readonly pixels: number;
  readonly levels: number;
}

/**
 * What was compared: a frame composed from the canvases, a frame drawn only where it changed (the game canvas as it
 * shows), or a run's canvas drawn only where the run changed.
 */
export type Compared = 'composed' | 'partial' | 'canvas';

/** A differing comparison, for a test's message. */
export type Mismatch = PixelDifference & { readonly compared: Compared };

/**
 * How two RGBA drawings of `width` pixels a row differ by more than `tolerance` levels in a channel (null: they do
 * not).
 */
export function pixelDifference(a: Uint8ClampedArray, b: Uint8ClampedArray, width: number, tolerance: number): PixelDifference | null {
  let first: number | null = null;
  let lastPixel: number | null = null;
  let pixels = 0;
  let levels = 0;
  for (let i = 0; i < a.length; i++) {
    const level = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    if (level <= tolerance) continue;
    const pixel = i >> 2;
    first ??= pixel;
    if (pixel !== lastPixel) pixels++;
    lastPixel = pixel;
    levels = Math.max(levels, level);
  }
  return first === null ? null : { x: first % width, y: Math.floor(first / width), pixels, levels };
}

/** Compares drawings and counts those that differ (two scratch canvases, made on the first comparison). */
export class FrameVerifier {
  verified = 0;
  mismatches = 0;
  lastMismatch: Mismatch | null = null;
  /** Lists for input compared (scenes/frame-listing.ts), and those that differed in an object or its place. */
  listingsVerified = 0;
  listingMismatches = 0;
  #canvases: [HTMLCanvasElement, HTMLCanvasElement] | null = null;

  /** Draws `whole` into one scratch canvas of `width` × `height` and `other` into the other, and compares them. */
  compare(compared: Compared, width: number, height: number, whole: (context: CanvasRenderingContext2D) => void, other: (context: CanvasRenderingContext2D) => void): void {
    const canvases = (this.#canvases ??= [document.createElement('canvas'), document.createElement('canvas')]);
    const [a, b] = canvases.map((canvas) => {
      canvas.width = width;
      canvas.height = height;
      return canvas.getContext('2d', { willReadFrequently: true });
    });
    if (!a || !b) return;
    whole(a);
    other(b);
    this.verified++;
    const difference = pixelDifference(a.getImageData(0, 0, width, height).data, b.getImageData(0, 0, width, height).data, width, VERIFY_TOLERANCE);
    if (!difference) return;
    this.mismatches++;
    this.lastMismatch = { ...difference, compared };
  }

  /** Compares the list drawing whole made for input with the one a frame drawn in boxes made (null: none given). */
  compareListings(whole: readonly object[], listed: readonly object[] | null): void {
    if (!listed) return;
    this.listingsVerified++;
    if (whole.length !== listed.length || whole.some((object, index) => listed[index] !== object)) this.listingMismatches++;
  }
}
