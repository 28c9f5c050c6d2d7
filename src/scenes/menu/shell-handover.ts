import * as Phaser from 'phaser';
import type { Motion } from '../components/motion';
import type { MenuShell, ShellChoice } from './menu-shell';

/** How long the HTML shell takes to fade out over the Phaser menu (the menu's own fade-in, when there is no shell). */
const SHELL_FADE_MS = 250;

/**
 * The Phaser menu takes over from the HTML menu shell, if it is still showing: the choice made on the shell (if
 * any) is carried out by `carryOut` as if made on the menu, and the shell fades out over the menu already drawn
 * beneath it (a tween, so the menu counts as animating until it has gone, and the motion settings apply), then
 * leaves the page. Returns false when there was no shell to take over from (the menu then fades in by itself).
 */
export function takeOverFromShell(scene: Phaser.Scene, shell: MenuShell | null, motion: Motion, carryOut: (choice: ShellChoice) => void): boolean {
  if (!shell?.showing) return false;
  const choice = shell.release();
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => shell.remove());
  scene.tweens.addCounter({
    from: 1,
    to: 0,
    duration: motion.ms(SHELL_FADE_MS),
    onUpdate: (tween) => shell.setOpacity(tween.getValue() ?? 0),
    onComplete: () => shell.remove(),
  });
  if (choice) carryOut(choice);
  return true;
}
