/**
 * Frames only while something moves. A card table is still most of the time (the person reads, thinks, or the
 * computer does), yet Phaser draws every frame: an idle table cost 60% of a core in headless Chromium on this
 * machine's Canvas renderer, which a tablet pays in battery and heat, and three tables on one machine (online play
 * with a spectator) starved each other. While nothing moves the game's step is skipped, except a heartbeat a few
 * times a second that draws whatever changed without a tween (a text set by a promise); any tween, timer, camera
 * effect, held pointer, scene change or input from the page wakes it on the next frame.
 */
import type Phaser from 'phaser';
import { APP_EVENTS } from './keys';

/** When to draw: after `idleAfterMs` without anything moving, only every `heartbeatMs`. */
export interface PacingRule {
  readonly idleAfterMs: number;
  readonly heartbeatMs: number;
}

export const DEFAULT_PACING: PacingRule = { idleAfterMs: 500, heartbeatMs: 250 };

/** What the pacer has done since the page opened: the frames drawn and skipped. */
export interface PacingReport {
  readonly enabled: boolean;
  readonly drawn: number;
  readonly skipped: number;
  readonly idle: boolean;
  /** What kept the last frame drawn, or null when it was still. */
  readonly busy: string | null;
}

/**
 * The pacing decision without Phaser: fed each frame's time and whether anything moves, it says whether to run the
 * game's step (update and draw) this frame.
 */
export class FramePacer {
  #lastBusy = Number.NEGATIVE_INFINITY;
  #lastDrawn = Number.NEGATIVE_INFINITY;
  drawn = 0;
  skipped = 0;

  constructor(readonly rule: PacingRule = DEFAULT_PACING) {}

  /** Something moved (or the person did something) at `time`. */
  wake(time: number): void {
    this.#lastBusy = Math.max(this.#lastBusy, time);
  }

  /** Still for longer than the rule's idle time at `time`. */
  idle(time: number): boolean {
    return time - this.#lastBusy > this.rule.idleAfterMs;
  }

  /** Whether the frame at `time` is drawn; `busy` when anything moves in it. */
  frame(time: number, busy: boolean): boolean {
    if (busy) this.wake(time);
    const draw = !this.idle(time) || time - this.#lastDrawn >= this.rule.heartbeatMs;
    if (draw) {
      this.#lastDrawn = time;
      this.drawn++;
    } else {
      this.skipped++;
    }
    return draw;
  }
}

/** The page input that wakes the table at once (Phaser handles pointer input as it arrives, not in its step). */
const WAKING_EVENTS = ['pointerdown', 'pointermove', 'pointerup', 'wheel', 'keydown', 'keyup', 'touchstart', 'touchmove', 'resize', 'focus'] as const;

/** What in a running scene moves or will soon (tweens, timers, a camera effect, a loading file), or null. */
function sceneBusy(scene: Phaser.Scene): string | null {
  const key = scene.sys.settings.key;
  if (scene.tweens.getTweens().length > 0) return `tweens in ${key}`;
  const clock = scene.time as Phaser.Time.Clock & { readonly _active?: readonly unknown[]; readonly _pendingInsertion?: readonly unknown[] };
  if ((clock._active?.length ?? 0) > 0 || (clock._pendingInsertion?.length ?? 0) > 0) return `timers in ${key}`;
  if (scene.load.isLoading()) return `loading in ${key}`;
  // Objects made interactive take taps only once Phaser's next step has listed them: that step must come soon.
  const input = scene.input as Phaser.Input.InputPlugin & { readonly _pendingInsertion?: readonly unknown[] };
  if ((input._pendingInsertion?.length ?? 0) > 0) return `input listing in ${key}`;
  const moving = scene.cameras.cameras.some((camera) => camera.fadeEffect.isRunning || camera.flashEffect.isRunning || camera.shakeEffect.isRunning || camera.panEffect.isRunning || camera.zoomEffect.isRunning || camera.rotateToEffect.isRunning);
  return moving ? `camera effect in ${key}` : null;
}

/** Why the game must draw now (anything moving, a pointer held, a scene on its way in), or null when it is still. */
export function busyReason(game: Phaser.Game): string | null {
  const manager = game.scene as Phaser.Scenes.SceneManager & { readonly _queue?: readonly unknown[]; readonly _start?: readonly unknown[]; readonly _pending?: readonly unknown[] };
  if ((manager._queue?.length ?? 0) > 0 || (manager._start?.length ?? 0) > 0 || (manager._pending?.length ?? 0) > 0) return 'scenes changing';
  if (game.input.pointers.some((pointer) => pointer.isDown)) return 'a pointer held';
  for (const scene of manager.scenes) {
    const status = scene.sys.settings.status;
    if (status >= 2 && status < 5) return `${scene.sys.settings.key} starting`; // start to creating (Phaser.Scenes.START 2, RUNNING 5)
  }
  for (const scene of manager.getScenes(true)) {
    const reason = sceneBusy(scene);
    if (reason) return reason;
  }
  return null;
}

/**
 * Installs the pacing on `game` (after it booted: its loop's step is wrapped). Returns what it reports. `enabled`
 * false leaves every frame drawn (`?pacing=off`, and the frame bench's baseline).
 */
export function paceFrames(game: Phaser.Game, enabled = true, rule: PacingRule = DEFAULT_PACING): () => PacingReport {
  const pacer = new FramePacer(rule);
  let busy: string | null = null;
  const report = (): PacingReport => ({ enabled, drawn: pacer.drawn, skipped: pacer.skipped, idle: pacer.idle(performance.now()), busy });
  if (!enabled) return report;
  const loop = game.loop;
  const step = loop.callback;
  loop.callback = (time: number, delta: number) => {
    busy = busyReason(game);
    if (pacer.frame(time, busy !== null)) step(time, delta);
  };
  const wake = () => pacer.wake(performance.now());
  for (const name of WAKING_EVENTS) window.addEventListener(name, wake, { capture: true, passive: true });
  game.scale.on('resize', wake);
  // A dropped frame left the canvas cleared (scenes/loop-guard.ts): draw again even if the table is still.
  game.events.on(APP_EVENTS.frameFailed, wake);
  game.events.once('destroy', () => {
    for (const name of WAKING_EVENTS) window.removeEventListener(name, wake, { capture: true });
  });
  return report;
}
