import * as Phaser from 'phaser';
import type { Settings, SettingsStore } from '../../machines/settings';

/** Turns a designed duration into the one to play, after the player's speed and reduced-motion settings. */
export interface Motion {
  ms(designed: number): number;
}

/** Reduced motion keeps a hair of time (not 0) so tween callbacks and ordering still run as designed. */
const REDUCED_MS = 1;

export function scaleDuration(designed: number, s: Pick<Settings, 'animationSpeed' | 'reducedMotion'>): number {
  if (s.reducedMotion) return Math.min(designed, REDUCED_MS);
  return designed / Math.max(0.1, s.animationSpeed);
}

/** Follows the settings store, so a change applies to the very next animation. */
export class SettingsMotion implements Motion {
  #settings: Pick<Settings, 'animationSpeed' | 'reducedMotion'>;

  constructor(store: SettingsStore) {
    this.#settings = store.value;
    store.subscribe((s) => (this.#settings = s));
  }

  ms(designed: number): number {
    return scaleDuration(designed, this.#settings);
  }
}

/** Unscaled durations: for tests and for motion that must not change (a toast's reading time). */
export const REAL_TIME: Motion = { ms: (designed) => designed };

/**
 * A tween as a promise, its duration (and delay) passed through `motion`. Resolves when it completes, is stopped,
 * or its scene shuts down, so nobody awaits forever.
 */
export function tweenTo(scene: Phaser.Scene, config: Phaser.Types.Tweens.TweenBuilderConfig, motion: Motion): Promise<void> {
  return new Promise((resolve) => {
    const duration = motion.ms(typeof config.duration === 'number' ? config.duration : 300);
    const delay = typeof config.delay === 'number' ? motion.ms(config.delay) : 0;
    const tween = scene.tweens.add({ ...config, duration, delay });
    const finish = (): void => {
      scene.events.off(Phaser.Scenes.Events.SHUTDOWN, finish);
      resolve();
    };
    tween.once(Phaser.Tweens.Events.TWEEN_COMPLETE, finish);
    tween.once(Phaser.Tweens.Events.TWEEN_STOP, finish);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, finish);
  });
}
