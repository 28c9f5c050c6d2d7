import * as Phaser from 'phaser';
import { SCENES } from './keys';

/** Tiny on purpose: input settings that hold for the whole app, then straight to the Preloader. */
export class Boot extends Phaser.Scene {
  constructor() {
    super(SCENES.boot);
  }

  create(): void {
    // A long press is our zoom gesture, and a right-click has no meaning at the table.
    this.input.mouse?.disableContextMenu();
    this.scene.start(SCENES.preloader);
  }
}
