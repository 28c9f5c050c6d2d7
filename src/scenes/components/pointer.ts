import * as Phaser from 'phaser';

/**
 * Follows the pointer anywhere on the screen (moves, and releases inside or outside the canvas) for as long as
 * `owner` lives: what a slider thumb or a long press needs once the pointer has left the object it started on.
 */
export function followPointer(owner: Phaser.GameObjects.GameObject, move: (p: Phaser.Input.Pointer) => void, up: (p: Phaser.Input.Pointer) => void): void {
  const input = owner.scene.input;
  input.on(Phaser.Input.Events.POINTER_MOVE, move);
  input.on(Phaser.Input.Events.POINTER_UP, up);
  input.on(Phaser.Input.Events.POINTER_UP_OUTSIDE, up);
  owner.once(Phaser.GameObjects.Events.DESTROY, () => {
    input.off(Phaser.Input.Events.POINTER_MOVE, move);
    input.off(Phaser.Input.Events.POINTER_UP, up);
    input.off(Phaser.Input.Events.POINTER_UP_OUTSIDE, up);
  });
}
