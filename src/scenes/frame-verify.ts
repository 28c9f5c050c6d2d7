/**
 * The still-frame cache's proof (scenes/frame-cache.ts, `?framecache=verify` in test builds): a frame drawn through
 * the cache compared, pixel by pixel, with the same frame drawn whole.
 */

/** Where two drawings differ: the first pixel (x, y), how many pixels, by how many levels of a channel at most. */
export interface PixelDifference {
  readonly x: number;
  readonly y: number;
  readonly pixels: number;
  readonly levels: number;
}

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
