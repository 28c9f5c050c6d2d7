import type * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import { textStyle } from '../theme';
import type { Motion } from './motion';
import { tweenTo } from './motion';

/**
 * A word that rises from a point and fades (a spell's name, "−2", "Shielded!"). Resolves once it has faded; the
 * caller need not wait. `live` (optional) holds it while it shows, so tests can wait for the screen to settle.
 */
export function floatText(scene: Phaser.Scene, x: number, y: number, text: string, colour: number, motion: Motion, live?: Set<Phaser.GameObjects.GameObject>, size = 20): Promise<void> {
  const t = scene.add.text(x, y, text, textStyle('heading', colour, { size, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setDepth(DEPTH.ui + 5);
  live?.add(t);
  return tweenTo(scene, { targets: t, y: y - 44, alpha: { from: 1, to: 0 }, duration: 700, ease: 'Quad.In' }, motion).then(() => {
    live?.delete(t);
    t.destroy();
  });
}
