import * as Phaser from 'phaser';

/**
 * A drawing done when `scene` next draws, once, however often it is asked for before then: a move's steps may change
 * a thing twice inside one frame (the status line set to "Computer 1's turn" and then "Computer 1 is thinking…" in one
 * task, a deck dealing two cards), and only the last can be seen (docs/architecture.md, "Texts drawn only when they
 * change"). Returns the call that asks for it. `draw` runs at the scene's next `PRE_RENDER`, so it should check that
 * what it draws is still on the scene.
 */
export function drawOnceAtNextRender(scene: Phaser.Scene, draw: () => void): () => void {
  let waiting = false;
  return () => {
    if (waiting) return;
    waiting = true;
    scene.events.once(Phaser.Scenes.Events.PRE_RENDER, () => {
      waiting = false;
      draw();
    });
  };
}
