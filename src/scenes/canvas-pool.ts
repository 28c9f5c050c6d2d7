/**
 * Phaser's canvas pool (`Phaser.Display.Canvas.CanvasPool`) keeps every 2D canvas it made for the page's life: a Text
 * destroyed gives its canvas back, shrunk to 1 × 1, and the next Text takes it. Chromium keeps, per canvas, the
 * shaped runs of every string drawn on it, so a pooled canvas that served a log line, then a card's name, then a
 * button's label held the shapes of all of them: from game 5 to game 50 of Gatekeeper the renderer's memory grew by
 * 16,944 such runs (about 50 MB), held by canvases the menu's few texts had reused.
 */

/** What a pooled canvas's entry holds (`parent`: what uses the canvas; null while it is free). */
export interface PoolEntry {
  readonly parent: unknown;
}

/**
 * Removes the free entries from `pool` (Phaser's `Phaser.Display.Canvas.CanvasPool.pool`, in place: Phaser keeps the
 * same array) and answers how many went; their canvases are collected with what Chromium kept for them. Called as
 * the menu opens, once a table has gone: during play the pool still hands the canvases of destroyed texts to new ones.
 */
export function releaseFreeCanvases(pool: PoolEntry[]): number {
  let kept = 0;
  for (const entry of pool) if (entry.parent) pool[kept++] = entry;
  const released = pool.length - kept;
  pool.length = kept;
  return released;
}
