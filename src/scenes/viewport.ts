import * as Phaser from 'phaser';

/**
 * HiDPI without blur: the canvas has one pixel per device pixel, its CSS size is the page's, and every scene's
 * camera zooms by the same ratio so scenes lay out in CSS pixels. Capped at 2: beyond that the fill-rate cost
 * outruns what the eye gains on a tablet.
 */
export function pixelRatio(): number {
  return Math.min(2, Math.max(1, window.devicePixelRatio || 1));
}

/** Rectangle in a scene's layout units (CSS pixels from the canvas' top-left). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Where a page element over a scene's canvas goes: the element the canvas fills (followParentSize), so one placed in
 * it with `translate(x, y)` sits where the scene would draw at (x, y), in CSS pixels (components/ThinkingGlass.ts,
 * floatText in components/effects.ts).
 */
export function overCanvas(scene: Phaser.Scene): HTMLElement {
  const canvas = scene.game.canvas;
  return canvas.parentElement ?? canvas.ownerDocument.body;
}

/**
 * Keeps the canvas the size of `parent` (scale mode NONE: Phaser's RESIZE mode would pin the canvas to CSS pixels
 * and blur on tablets). Returns a function that stops following.
 */
export function followParentSize(game: Phaser.Game, parent: HTMLElement): () => void {
  const fit = (): void => {
    const ratio = pixelRatio();
    const width = Math.max(1, Math.floor(parent.clientWidth));
    const height = Math.max(1, Math.floor(parent.clientHeight));
    if (game.scale.zoom !== 1 / ratio) game.scale.setZoom(1 / ratio);
    game.canvas.style.width = `${width}px`;
    game.canvas.style.height = `${height}px`;
    game.scale.resize(Math.round(width * ratio), Math.round(height * ratio));
  };
  const observer = new ResizeObserver(fit);
  observer.observe(parent);
  // A ResizeObserver does not fire when only the pixel ratio changes (browser zoom, moving between screens).
  window.addEventListener('resize', fit);
  fit();
  return () => {
    observer.disconnect();
    window.removeEventListener('resize', fit);
  };
}

/**
 * A scene that lays itself out in CSS pixels and again on every resize. Subclasses implement `layout` and call
 * `startLayout()` at the end of `create`.
 */
export abstract class LayoutScene extends Phaser.Scene {
  /** Layout width in CSS pixels. */
  get viewWidth(): number {
    return this.scale.width / this.cameras.main.zoom;
  }

  /** Layout height in CSS pixels. */
  get viewHeight(): number {
    return this.scale.height / this.cameras.main.zoom;
  }

  /** Places everything for the current size; called once at start and after each resize. */
  protected abstract layout(width: number, height: number): void;

  protected startLayout(): void {
    const relayout = (): void => {
      const cam = this.cameras.main;
      cam.setSize(this.scale.width, this.scale.height);
      cam.setZoom(this.scale.width / Math.max(1, this.game.canvas.clientWidth || this.scale.width / pixelRatio()));
      // Keep the default centre origin (culling and worldView assume it) and look at the layout's middle, so
      // layout (0, 0) is the canvas' top-left.
      cam.centerOn(this.viewWidth / 2, this.viewHeight / 2);
      this.layout(this.viewWidth, this.viewHeight);
    };
    this.scale.on(Phaser.Scale.Events.RESIZE, relayout);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.scale.off(Phaser.Scale.Events.RESIZE, relayout));
    relayout();
  }

  /** A point in layout units → page (CSS) coordinates, for the test hooks and DOM overlays. */
  toPage(x: number, y: number): { x: number; y: number } {
    const bounds = this.game.canvas.getBoundingClientRect();
    return { x: bounds.left + (x * bounds.width) / this.viewWidth, y: bounds.top + (y * bounds.height) / this.viewHeight };
  }

  /** A layout rectangle → page coordinates. */
  rectToPage(r: Rect): Rect {
    const a = this.toPage(r.x, r.y);
    const b = this.toPage(r.x + r.width, r.y + r.height);
    return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
  }
}
