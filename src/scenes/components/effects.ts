import * as Phaser from 'phaser';
import '../../styles/table.css';
import { textStyle } from '../theme';
import { overCanvas } from '../viewport';
import type { Motion } from './motion';

/** How long a floating word rises and fades (the animation speed applies), and how far it rises, in CSS pixels. */
export const FLOAT_MS = 700;
export const FLOAT_RISE = 44;
/** Phaser's Quad.In, as a CSS easing: the word starts slow and speeds away as it fades. */
export const QUAD_IN = 'cubic-bezier(0.11, 0, 0.5, 0)';

/** Where a floating word is, from its centre at (x, y) in CSS pixels from the canvas' top-left, `risen` pixels up. */
export function floatTransform(x: number, y: number, risen: number): string {
  return `translate(${x}px, ${y - risen}px) translate(-50%, -50%)`;
}

/**
 * A word that rises from a point and fades (a spell's name, "−2", "Shielded!"). Resolves once it has faded (or its
 * scene has shut down); the caller need not wait. `live` (optional) holds it while it shows, so tests can wait for
 * the screen to settle.
 *
 * It is an element of the page over the canvas, moved and faded by the browser's compositor (a CSS animation): drawn
 * on the canvas, each frame of its rise cost a frame of the whole table, and a word floated in most of the frames of
 * a Gate or Gateway table (docs/architecture.md, "Page elements over the canvas"). It shows above everything the
 * canvas draws. A screen reader skips it, as it could not read the canvas's word: the log (a live region) says what
 * happened.
 */
export function floatText(scene: Phaser.Scene, x: number, y: number, text: string, colour: number, motion: Motion, live?: Set<object>, size = 20): Promise<void> {
  const page = scene.game.canvas.ownerDocument;
  const words = page.createElement('div');
  words.className = 'float-text';
  words.setAttribute('aria-hidden', 'true');
  words.textContent = text;
  const style = textStyle('heading', colour, { size });
  words.style.fontFamily = style.fontFamily ?? '';
  words.style.fontSize = String(style.fontSize);
  words.style.fontWeight = style.fontStyle === 'bold' ? 'bold' : 'normal';
  words.style.color = String(style.color);
  words.style.transform = floatTransform(x, y, 0);
  overCanvas(scene).append(words);
  live?.add(words);
  const animation = words.animate(
    [
      { transform: floatTransform(x, y, 0), opacity: 1 },
      { transform: floatTransform(x, y, FLOAT_RISE), opacity: 0 },
    ],
    { duration: motion.ms(FLOAT_MS), easing: QUAD_IN, fill: 'forwards' },
  );
  return new Promise((resolve) => {
    const done = (): void => {
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, done);
      live?.delete(words);
      words.remove();
      resolve();
    };
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, done);
    animation.finished.then(done, done);
  });
}
