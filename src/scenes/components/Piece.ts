import * as Phaser from 'phaser';
import type { Palette } from '../theme';
import type { Rect } from '../viewport';

/**
 * A table piece that draws itself from a palette and a size (a location tile, an enemy's intent): placing it or
 * changing the palette redraws it. Its size is the container's own (`width`, `height`), so an interactive piece's
 * hit area follows it.
 */
export abstract class Piece extends Phaser.GameObjects.Container {
  protected palette: Palette;

  constructor(scene: Phaser.Scene, palette: Palette, width: number, height: number) {
    super(scene, 0, 0);
    this.palette = palette;
    this.setSize(width, height);
  }

  /** Centres the piece on `rect` and takes its size. */
  place(rect: Rect): this {
    this.setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2).setSize(rect.width, rect.height);
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, rect.width, rect.height);
    this.redraw();
    return this;
  }

  /** The piece's rectangle in scene coordinates. */
  get rect(): Rect {
    return { x: this.x - this.width / 2, y: this.y - this.height / 2, width: this.width, height: this.height };
  }

  setPalette(palette: Palette): this {
    this.palette = palette;
    this.redraw();
    return this;
  }

  /** Draws the piece at its size in its palette. */
  protected abstract redraw(): void;
}
