/** What the still-frame cache (scenes/frame-cache.ts) reports through the test hooks. */
import type { Mismatch } from './frame-verify';

/** What the cache has done since the page opened. */
export interface FrameCacheReport {
  readonly enabled: boolean;
  /**
   * Scene renders drawn whole with nothing from a canvas, and the others: at least one run drawn from its canvas,
   * or drawn only where the frame changed.
   */
  readonly whole: number;
  readonly cached: number;
  /**
   * Times a run was drawn into its canvas, those of them drawn only where the run changed since the canvas last held
   * it, and canvases thrown away after one use or none.
   */
  readonly snapshots: number;
  readonly snapshotsInBoxes: number;
  readonly wasted: number;
  /** Runs whose drawing whole into their canvases waited a frame: another run was drawn whole that frame. */
  readonly snapshotsDeferred: number;
  /**
   * Cached renders drawn only where something changed since the last frame (the game canvas keeps the rest), and
   * those of them where nothing had changed, added or removed (the canvas left untouched, Phaser's input given the
   * last frame's list).
   */
  readonly partial: number;
  readonly unchanged: number;
  /**
   * Of the partial renders: those drawn over a last frame with objects added, removed or moved (a log line, a card
   * dealt, a card laid over its neighbour), those of them with objects moved among the others, and those drawn in
   * more than one box (changes far apart, each box drawn in a pass of its own).
   */
  readonly listChanged: number;
  readonly listMoved: number;
  readonly boxes: number;
  /** Over the partial renders: the share of the canvas drawn again, in percent (mean). */
  readonly partialArea: number;
  /** Over the cached renders: top-level objects drawn from a canvas, and drawn live. */
  readonly fromCache: number;
  readonly live: number;
  /** With verify: cached renders compared with a whole drawing, and those that differed. */
  readonly verified: number;
  readonly mismatches: number;
  /**
   * The last differing drawing, for the test's message: where it first differed (canvas pixels), how many pixels
   * differed and by how many levels at most, and what was compared.
   */
  readonly lastMismatch: Mismatch | null;
  /**
   * With verify: frames and runs drawn in boxes whose list for Phaser's input (what lies outside their boxes listed,
   * not drawn: scenes/frame-listing.ts) was compared with the list drawing them whole makes, and those that differed.
   */
  readonly listingsVerified: number;
  readonly listingMismatches: number;
  /** Large Graphics' bakes made, and draws copied from a bake (scenes/graphics-bake.ts). */
  readonly graphicsBaked: number;
  readonly fromGraphicsBakes: number;
}
