import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import type { Rect } from '../viewport';
import { liveRegion } from './LiveRegion';

/** Something the keyboard can reach: where it is, what Enter does, and what a screen reader hears. */
export interface Focusable {
  readonly target: Phaser.GameObjects.Container;
  /** Enter or Space. */
  activate(): void;
  /**
   * Left / Right on a control that holds a value (a segmented row, a slider): change the value instead of moving
   * the focus. Without it, Left / Right move the focus like Up / Down.
   */
  step?(direction: -1 | 1): void;
  /** Words for the screen reader when the item takes focus, and again after a step (the new value). */
  label?(): string;
}

export interface KeyboardFocusOptions {
  /** Depth of the ring: above whatever the items are drawn in (a modal's items need the modal's depth). */
  readonly depth?: number;
  /** Where the focused item's label is said; by default the page's status live region. */
  readonly announce?: (text: string) => void;
}

const KEYS = 'TAB,ENTER,SPACE,UP,DOWN,LEFT,RIGHT';

/**
 * Key events already handled. Phaser's keyboard manager re-dispatches its whole queue of the current frame on every
 * new DOM key event (the queue is cleared only after the frame), so a fast Shift+Tab, or two keys within one frame,
 * would reach `keydown` listeners twice; each DOM event is acted on once.
 */
const handled = new WeakSet<KeyboardEvent>();

/** Shown on screen: the object and every container it sits in are visible. */
function shown(o: Phaser.GameObjects.Container): boolean {
  return o.visible && (!o.parentContainer || shown(o.parentContainer));
}

/** An item's own box (its size, centred on its position), not the bounds of every child it draws. */
function boxOf(t: Phaser.GameObjects.Container): Rect {
  const m = t.getWorldTransformMatrix();
  const w = t.width * m.scaleX;
  const h = t.height * m.scaleY;
  return { x: m.tx - w / 2, y: m.ty - h / 2, width: w, height: h };
}

/**
 * Keyboard play for a screen or a panel: Tab / Shift+Tab and the arrows move a visible focus ring through the items
 * in reading order, Left / Right change a focused value control, Enter or Space activates. The ring appears once a
 * key is used (or `focusFirst()` is called), so pointer players never see it; it sits out while `isBlocked()` (a
 * modal owns the keyboard then). Each item that takes focus is announced through the live region.
 */
export class KeyboardFocus {
  readonly #scene: Phaser.Scene;
  readonly #ring: Phaser.GameObjects.Graphics;
  readonly #isBlocked: () => boolean;
  readonly #onKey: (e: KeyboardEvent) => void;
  readonly #announce: (text: string) => void;
  readonly #onShutdown: () => void;
  #items: Focusable[] = [];
  #index = -1;
  /** The keyboard has been used: the ring shows whenever the focused item can. */
  #shown = false;
  #palette: Palette;
  #destroyed = false;

  constructor(scene: Phaser.Scene, palette: Palette, isBlocked: () => boolean, options: KeyboardFocusOptions = {}) {
    this.#scene = scene;
    this.#palette = palette;
    this.#isBlocked = isBlocked;
    this.#announce = options.announce ?? ((text) => liveRegion('status').announce(text));
    this.#ring = scene.add.graphics().setDepth(options.depth ?? DEPTH.ui + 1).setVisible(false);
    this.#onKey = (e) => this.#key(e);
    const kb = scene.input.keyboard;
    kb?.addCapture(KEYS);
    kb?.on('keydown', this.#onKey);
    this.#onShutdown = () => {
      this.destroy();
      kb?.removeCapture(KEYS);
    };
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, this.#onShutdown);
  }

  /** The reachable items, in reading order (hidden ones are skipped). The focused item keeps its focus. */
  setItems(items: readonly Focusable[]): this {
    const current = this.#items[this.#index]?.target;
    this.#items = [...items];
    this.#index = current ? this.#items.findIndex((i) => i.target === current) : -1;
    this.refresh();
    return this;
  }

  /** Index of the focused item among `setItems`, or -1 while the ring is hidden. */
  get focused(): number {
    return this.#ring.visible ? this.#index : -1;
  }

  /** The focused item's object while the ring shows, or null. */
  get focusedTarget(): Phaser.GameObjects.Container | null {
    return this.#ring.visible ? (this.#items[this.#index]?.target ?? null) : null;
  }

  /** Something else owns the keyboard now (a modal): what the table's keys do waits. */
  get blocked(): boolean {
    return this.#isBlocked();
  }

  /** The keyboard has been used here (the ring shows when nothing blocks it). */
  get active(): boolean {
    return this.#shown;
  }

  /** The ring's box in world space, or null when hidden. */
  get ringRect(): Rect | null {
    const t = this.#items[this.#index]?.target;
    return this.#ring.visible && t ? boxOf(t) : null;
  }

  /**
   * Shows the ring on the first reachable item at once (a panel opened from the keyboard) and returns its label;
   * `silent`: the caller says it, with more (a panel's title first).
   */
  focusFirst(options: { readonly silent?: boolean } = {}): string | null {
    const first = this.#items.find((i) => shown(i.target));
    if (!first) return null;
    this.#index = this.#items.indexOf(first);
    this.#shown = true;
    this.refresh();
    if (!options.silent) this.#say(first);
    return first.label?.() ?? null;
  }

  setPalette(p: Palette): this {
    this.#palette = p;
    this.refresh();
    return this;
  }

  /** Redraws the ring around the focused item (call after layout, and when what blocks it changes). */
  refresh(): void {
    if (this.#destroyed) return;
    const t = this.#items[this.#index]?.target;
    if (!this.#shown || !t || !shown(t) || this.#isBlocked()) {
      this.#ring.setVisible(false);
      return;
    }
    const b = boxOf(t);
    this.#ring.clear().lineStyle(3, this.#palette.gold, 1).strokeRoundedRect(b.x - 7, b.y - 7, b.width + 14, b.height + 14, 18).setVisible(true);
  }

  /** Stops listening and removes the ring (a panel's focus, when the panel goes). */
  destroy(): void {
    if (this.#destroyed) return;
    this.#destroyed = true;
    // A panel's focus goes before its scene does: it must not be kept alive by the scene's shutdown listener.
    this.#scene.events.off(Phaser.Scenes.Events.SHUTDOWN, this.#onShutdown);
    this.#scene.input.keyboard?.off('keydown', this.#onKey);
    this.#ring.destroy();
  }

  #say(item: Focusable): void {
    const words = item.label?.();
    if (words) this.#announce(words);
  }

  #key(e: KeyboardEvent): void {
    if (this.#destroyed || this.#isBlocked() || handled.has(e)) return;
    const visible = this.#items.filter((i) => shown(i.target));
    if (visible.length === 0) return;
    const at = visible.findIndex((i) => i === this.#items[this.#index]);
    const move = (d: number): void => {
      const next = visible[at < 0 || !this.#shown ? (d > 0 ? 0 : visible.length - 1) : (at + d + visible.length) % visible.length];
      this.#index = next ? this.#items.indexOf(next) : -1;
      this.#shown = true;
      this.refresh();
      if (next) this.#say(next);
    };
    const current = at >= 0 && this.#shown ? visible[at] : undefined;
    switch (e.key) {
      case 'Tab':
        move(e.shiftKey ? -1 : 1);
        break;
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowUp':
        move(-1);
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        const direction = e.key === 'ArrowRight' ? 1 : -1;
        if (current?.step) {
          current.step(direction);
          this.#say(current);
        } else move(direction);
        break;
      }
      case 'Enter':
      case ' ':
        current?.activate();
        // A value control says its new value; anything else may have opened a panel that speaks for itself.
        if (current?.step) this.#say(current);
        break;
      default:
        return;
    }
    handled.add(e);
    // Phaser leaves modified keys (Shift+Tab) to the browser, which would move the page's focus off the game.
    if (e.key === 'Tab') e.preventDefault();
  }
}
