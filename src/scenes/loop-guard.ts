import * as Phaser from 'phaser';
import { APP_EVENTS } from './keys';

/** What the guard has caught: frames that threw, and the first error's message (null: none). */
export interface FrameFailures {
  readonly count: number;
  readonly first: string | null;
}

/**
 * Keeps the game running when a frame throws. Phaser asks the browser for its next frame only after a step returns
 * (`RequestAnimationFrame.step`), so one throw in a scene's update or in a game object's render stopped every later
 * frame for good: the table froze, a panel's closing tween never ended, taps were never answered. Guarded, a frame
 * that throws is dropped: the canvas context's state is reset (a throw mid-render leaves its saves unbalanced and
 * a clip or transform in force), `APP_EVENTS.frameFailed` tells the still-frame cache to draw the next frame whole,
 * and the error goes to the console once per message, so a browser test that collects console errors still fails.
 *
 * Installed before the game starts: `Game.start` binds `game.step` into the loop, so the guard is in place from the
 * first frame, under the pacing (scenes/pacing.ts), which wraps the loop's callback later.
 */
export function guardFrames(game: Phaser.Game): () => FrameFailures {
  const step = game.step.bind(game);
  const said = new Set<string>();
  let count = 0;
  let first: string | null = null;
  game.step = (time: number, delta: number): void => {
    try {
      step(time, delta);
    } catch (error) {
      count++;
      const message = error instanceof Error ? error.message : String(error);
      first ??= message;
      resetContext(game);
      game.events.emit(APP_EVENTS.frameFailed, error);
      if (!said.has(message)) {
        said.add(message);
        console.error('a frame threw and was dropped; the game goes on', error);
      }
    }
  };
  return () => ({ count, first });
}

/** The Canvas renderer's context back to its defaults (no saves, clip or transform left over from a broken frame). */
function resetContext(game: Phaser.Game): void {
  const context = game.config.renderType === Phaser.CANVAS ? game.context : null;
  if (!(context instanceof CanvasRenderingContext2D)) return;
  if (typeof context.reset === 'function') context.reset();
  else {
    // Older browsers: setting the canvas's size resets its context.
    const { width } = game.canvas;
    game.canvas.width = width;
  }
}
