import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import type { Rect } from '../viewport';

/** Something the keyboard can reach: where it is, and what Enter does. */
export interface Focusable {
  readonly target: Phaser.GameObjects.Container;
  activate(): void;
}

const KEYS = 'TAB,ENTER,SPACE,UP,DOWN,LEFT,RIGHT';

/** An item's own box (its size, centred on its position), not the bounds of every child it draws. */
function boxOf(t: Phaser.GameObjects.Container): Rect {
  const m = t.getWorldTransformMatrix();
  const w = t.width * m.scaleX;
  const h = t.height * m.scaleY;
  return { x: m.tx - w / 2, y: m.ty - h / 2, width: w, height: h };
}

/**
 * Keyboard play for a screen: Tab / arrows move a visible focus ring through the items in reading order, Enter or
 * Space activates. The ring appears only once a key is used, so pointer players never see it; it sits out while
 * `isBlocked()` (a modal owns the keyboard then).
 */
export class KeyboardFocus {
  readonly #ring: Phaser.GameObjects.Graphics;
  readonly #isBlocked: () => boolean;
  readonly #onKey: (e: KeyboardEvent) => void;
  #items: Focusable[] = [];
  #index = -1;
  #palette: Palette;

  constructor(scene: Phaser.Scene, palette: Palette, isBlocked: () => boolean) {
    this.#palette = palette;
    this.#isBlocked = isBlocked;
    this.#ring = scene.add.graphics().setDepth(DEPTH.ui + 1).setVisible(false);
    this.#onKey = (e) => this.#key(e);
    const kb = scene.input.keyboard;
    kb?.addCapture(KEYS);
    kb?.on('keydown', this.#onKey);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      kb?.off('keydown', this.#onKey);
      kb?.removeCapture(KEYS);
    });
  }

  /** The reachable items, in reading order (hidden ones are skipped). */
  setItems(items: readonly Focusable[]): this {
    const current = this.#items[this.#index]?.target;
    this.#items = [...items];
    this.#index = current ? this.#items.findIndex((i) => i.target === current) : -1;
    this.refresh();
    return this;
  }

  /** Index of the focused item among `setItems`, or -1. */
  get focused(): number {
    return this.#ring.visible ? this.#index : -1;
  }

  /** The ring's box in world space, or null when hidden. */
  get ringRect(): Rect | null {
    const t = this.#items[this.#index]?.target;
    return this.#ring.visible && t ? boxOf(t) : null;
  }

  setPalette(p: Palette): this {
    this.#palette = p;
    this.refresh();
    return this;
  }

  /** Redraws the ring around the focused item (call after layout). */
  refresh(): void {
    const t = this.#items[this.#index]?.target;
    if (!t || !t.visible || this.#isBlocked()) {
      this.#ring.setVisible(false);
      return;
    }
    const b = boxOf(t);
    this.#ring.clear().lineStyle(3, this.#palette.gold, 1).strokeRoundedRect(b.x - 7, b.y - 7, b.width + 14, b.height + 14, 18);
  }

  #key(e: KeyboardEvent): void {
    if (this.#isBlocked()) return;
    const visible = this.#items.filter((i) => i.target.visible);
    if (visible.length === 0) return;
    const at = visible.findIndex((i) => i === this.#items[this.#index]);
    const move = (d: number) => {
      const next = visible[at < 0 ? (d > 0 ? 0 : visible.length - 1) : (at + d + visible.length) % visible.length];
      this.#index = next ? this.#items.indexOf(next) : -1;
      this.#ring.setVisible(true);
      this.refresh();
    };
    switch (e.key) {
      case 'Tab':
        move(e.shiftKey ? -1 : 1);
        break;
      case 'ArrowRight':
      case 'ArrowDown':
        move(1);
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        move(-1);
        break;
      case 'Enter':
      case ' ':
        if (at >= 0 && this.#ring.visible) visible[at]?.activate();
        break;
      default:
        return;
    }
  }
}
