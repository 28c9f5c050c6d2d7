import type * as Phaser from 'phaser';
import type { DragController } from '../components/DragController';
import type { Motion } from '../components/motion';
import type { Zoom } from '../components/Zoom';
import type { Palette } from '../theme';

/** What every game's board needs from its table: motion settings, colours, the drag controller and the zoom. */
export interface BoardHost {
  readonly motion: Motion;
  readonly palette: Palette;
  readonly drag: DragController;
  readonly zoom: Zoom;
}

/**
 * The part of a game's board every table shares: its scene, its host, its layout for the current size (made by
 * the game's `computeLayout`), and a record of what its piles last showed so they redraw only on a change.
 */
export abstract class TableBoard<L, H extends BoardHost> {
  readonly scene: Phaser.Scene;
  readonly host: H;
  layout: L;
  #pilesShown = '';

  constructor(scene: Phaser.Scene, host: H, layout: L) {
    this.scene = scene;
    this.host = host;
    this.layout = layout;
  }

  /** True once for each new `contents` key (the piles' counts and tops): the board redraws its piles then. */
  protected pilesChanged(contents: string): boolean {
    if (contents === this.#pilesShown) return false;
    this.#pilesShown = contents;
    return true;
  }
}
