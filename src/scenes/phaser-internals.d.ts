/**
 * Parts of Phaser's runtime that its published types leave out, which the Canvas renderer's speed-ups wrap. Merged
 * into Phaser's own declarations, so a wrapper is checked against the signature Phaser calls it with.
 */
declare namespace Phaser.GameObjects {
  interface Graphics {
    /**
     * Draws the Graphics on the Canvas renderer (Phaser's `GraphicsCanvasRenderer`, set on the prototype). `target`:
     * another context to draw into; `allowClip`: drawing a mask's path. Wrapped by scenes/graphics-bake.ts.
     */
    renderCanvas(renderer: Phaser.Renderer.Canvas.CanvasRenderer, src: Phaser.GameObjects.Graphics, camera: Phaser.Cameras.Scene2D.Camera, parentMatrix?: Phaser.GameObjects.Components.TransformMatrix, target?: CanvasRenderingContext2D, allowClip?: boolean): void;
  }
}

declare namespace Phaser.Display.Canvas.CanvasPool {
  /**
   * Every 2D canvas the pool made, each with what holds it (`parent`; null while free). Phaser keeps a canvas here
   * for the page's life once made; scenes/canvas-pool.ts lets the free ones go.
   */
  const pool: { parent: unknown; canvas: HTMLCanvasElement; type: number }[];
}
