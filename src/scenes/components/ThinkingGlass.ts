import * as Phaser from 'phaser';
import { iconUrl, ICONS } from '../assets';
import type { Box } from '../frame-boxes';
import { boxesMeet } from '../frame-boxes';
import { DEPTH } from '../layers';
import { css } from '../palettes';
import '../../styles/table.css';
import { overCanvas } from '../viewport';
import type { Motion } from './motion';

/** The hourglass turns over in this long (the animation speed applies) … */
export const GLASS_TURN_MS = 450;
/** … and rests this long between turns (real time: thinking does not go faster with the animation). */
export const GLASS_REST_MS = 1350;
/**
 * It shows standing still and turns over first after this long: a think at Normal (about a quarter of a second) is
 * over before, so the glass starts no turn it cannot finish, and the page runs no animation for it (a running one
 * costs the page a style recalculation a frame, see `glassTurn`).
 */
export const GLASS_FIRST_REST_MS = 500;
/** Its side, in CSS pixels. */
export const GLASS_SIZE = 24;
/** The icon's own colour, which the palette's gold tints (multiplies), as Phaser's tint did. */
const ICON_COLOUR = 0xf1e6c8;

/**
 * Half a turn over from `fromDegrees` (ease in and out), as one animation; null with reduced motion (the hourglass
 * stands still). Between turns it rests with no animation running: a running animation, even one holding still,
 * costs the page a style recalculation at every display frame (measured in headless Chromium at 4×: one a frame, about
 * 1 ms each), and the rests are three quarters of the time.
 */
export function glassTurn(turnMs: number, fromDegrees: number): { readonly keyframes: Keyframe[]; readonly duration: number } | null {
  if (turnMs <= 1) return null;
  const easing = 'cubic-bezier(0.65, 0, 0.35, 1)'; // Cubic.InOut, as the tween had
  return {
    duration: turnMs,
    keyframes: [
      { transform: `rotate(${fromDegrees}deg)`, easing },
      { transform: `rotate(${fromDegrees + 180}deg)` },
    ],
  };
}

/** A colour multiplied by the icon's own, channel by channel (what a tint does), as CSS. */
export function tinted(colour: number): string {
  const channel = (shift: number): number => Math.round((((colour >> shift) & 0xff) * ((ICON_COLOUR >> shift) & 0xff)) / 255);
  return css((channel(16) << 16) | (channel(8) << 8) | channel(0));
}

/**
 * Whether something the scene draws above its controls (a card lifted or dragged, the zoom, a panel, a toast)
 * covers `box`. The scene's children are only those placed on the scene itself; a container's bounds take in its
 * children.
 */
export function coveredInScene(scene: Phaser.Scene, box: Box): boolean {
  for (const child of scene.children.list) {
    const object = child as Phaser.GameObjects.Container;
    if (object.depth <= DEPTH.ui + 1 || !object.visible || object.alpha === 0 || typeof object.getBounds !== 'function') continue;
    const bounds = object.getBounds();
    if (boxesMeet(box, { left: bounds.x, top: bounds.y, right: bounds.right, bottom: bounds.bottom })) return true;
  }
  return false;
}

/**
 * The top bar's hourglass, shown while the computer thinks: an element of the page over the canvas, turned by the
 * browser's compositor (a CSS animation), not drawn by Phaser. On the canvas each frame of a turn cost a frame of the
 * whole table for a 24-pixel icon, and the frame pacer (scenes/pacing.ts) drew every frame while its tween ran; now a
 * table that waits for the computer draws only its heartbeat (docs/architecture.md, "Page elements over the canvas").
 * An animation runs only while it turns over, none while it rests (`glassTurn`). Hidden while the scene sleeps or is
 * paused or something of the table covers it (a panel, the zoom, a dragged card); removed when the scene shuts down.
 * It is always laid out, on a layer of its own, and shows by its opacity: shown and hidden with `display`, the page
 * laid it out and made its layer again in the frame each think began and ended (docs/architecture.md, "Page writes
 * out of the frame").
 */
export class ThinkingGlass {
  readonly element: HTMLDivElement;
  readonly #icon: HTMLDivElement;
  readonly #scene: Phaser.Scene;
  readonly #motion: Motion;
  #animation: Animation | null = null;
  /** The rest between two turns, while it lasts. */
  #rest: ReturnType<typeof setTimeout> | null = null;
  /** Where the last turn left it: 0 or 180 degrees. */
  #degrees = 0;
  #wanted = false;
  #covered = false;
  #centre = { x: 0, y: 0 };

  constructor(scene: Phaser.Scene, motion: Motion, colour: number) {
    this.#scene = scene;
    this.#motion = motion;
    const page = scene.game.canvas.ownerDocument;
    this.element = page.createElement('div');
    this.element.className = 'thinking-glass';
    this.element.setAttribute('aria-hidden', 'true'); // the status line beside it says "… is thinking…"
    this.#icon = page.createElement('div');
    this.#icon.className = 'thinking-glass-icon';
    const url = `url("${iconUrl(ICONS.thinking.file)}")`;
    this.#icon.style.maskImage = url;
    this.#icon.style.setProperty('-webkit-mask-image', url);
    this.element.append(this.#icon);
    this.setColour(colour);
    this.#show();
    overCanvas(scene).append(this.element);
    // Phaser's scene events: each frame the pacer lets through (to see whether something now covers it), the scene
    // put to sleep, paused or back, and its end.
    const events = scene.events;
    const onUpdate = (): void => this.#checkCovered();
    const onStateChange = (): void => this.#show();
    const states = [Phaser.Scenes.Events.SLEEP, Phaser.Scenes.Events.WAKE, Phaser.Scenes.Events.PAUSE, Phaser.Scenes.Events.RESUME];
    events.on(Phaser.Scenes.Events.POST_UPDATE, onUpdate);
    for (const state of states) events.on(state, onStateChange);
    events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      events.off(Phaser.Scenes.Events.POST_UPDATE, onUpdate);
      for (const state of states) events.off(state, onStateChange);
      this.#stopTurning();
      this.element.remove();
    });
  }

  /** Whether the hourglass is meant to show (the computer thinks), covered or not. */
  get wanted(): boolean {
    return this.#wanted;
  }

  /** Whether it is on the page now (wanted, the scene awake, nothing of the table over it). */
  get shown(): boolean {
    return this.element.style.opacity === '1';
  }

  /** Whether it turns over now or rests between turns (false while it stands still: reduced motion, or not shown). */
  get turning(): boolean {
    return this.#animation?.playState === 'running' || this.#rest !== null;
  }

  setColour(colour: number): void {
    this.#icon.style.backgroundColor = tinted(colour);
  }

  /**
   * Shows or hides it; each time it shows it stands still for `GLASS_FIRST_REST_MS`, then turns over at the animation
   * speed of the moment.
   */
  setWanted(wanted: boolean): void {
    if (wanted === this.#wanted) return;
    this.#wanted = wanted;
    // Whether something covers it is looked at again now: what covered it last time may have gone meanwhile.
    this.#covered = wanted && coveredInScene(this.#scene, this.box);
    this.#show();
  }

  /** Puts its centre at (x, y) in CSS pixels from the canvas' top-left. */
  place(x: number, y: number): void {
    if (x === this.#centre.x && y === this.#centre.y) return;
    this.#centre = { x, y };
    this.element.style.transform = `translate(${x - GLASS_SIZE / 2}px, ${y - GLASS_SIZE / 2}px)`;
    this.#checkCovered();
  }

  get box(): Box {
    const { x, y } = this.#centre;
    return { left: x - GLASS_SIZE / 2, top: y - GLASS_SIZE / 2, right: x + GLASS_SIZE / 2, bottom: y + GLASS_SIZE / 2 };
  }

  #checkCovered(): void {
    if (!this.#wanted) return;
    const covered = coveredInScene(this.#scene, this.box);
    if (covered === this.#covered) return;
    this.#covered = covered;
    this.#show();
  }

  #show(): void {
    // Awake: not asleep, paused or hidden (a scene still in its `create`, not yet running, counts as awake).
    const sys = this.#scene.sys;
    const show = this.#wanted && !this.#covered && !sys.isSleeping() && !sys.isPaused() && sys.isVisible();
    if (show === this.shown) return;
    this.element.style.opacity = show ? '1' : '0';
    this.#stopTurning();
    if (show) this.#restThenTurn(GLASS_FIRST_REST_MS);
  }

  /** A rest of `ms`, held where it is by its style (no animation running), then half a turn (none standing still). */
  #restThenTurn(ms: number): void {
    this.#icon.style.transform = `rotate(${this.#degrees}deg)`;
    if (glassTurn(this.#motion.ms(GLASS_TURN_MS), this.#degrees) === null) return;
    this.#rest = setTimeout(() => {
      this.#rest = null;
      this.#turnOver();
    }, ms);
  }

  /** Half a turn now, then a rest, then the next half turn, for as long as it shows. */
  #turnOver(): void {
    const turn = glassTurn(this.#motion.ms(GLASS_TURN_MS), this.#degrees);
    if (!turn) return;
    const animation = this.#icon.animate(turn.keyframes, { duration: turn.duration, fill: 'forwards' });
    this.#animation = animation;
    animation.finished.then(
      () => {
        if (this.#animation !== animation) return;
        // It rests where the turn ended, held by its style rather than by a running animation.
        this.#degrees = (this.#degrees + 180) % 360;
        this.#restThenTurn(GLASS_REST_MS);
        animation.cancel();
        this.#animation = null;
      },
      () => undefined, // cancelled: hidden or gone
    );
  }

  #stopTurning(): void {
    const animation = this.#animation;
    this.#animation = null;
    animation?.cancel();
    if (this.#rest !== null) clearTimeout(this.#rest);
    this.#rest = null;
  }
}
