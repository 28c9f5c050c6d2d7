import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import type { CardModel } from './CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from './CardView';
import { drawBox } from './draw';
import type { Motion } from './motion';
import { tweenTo } from './motion';
import { followPointer } from './pointer';

/** Hover this long with a mouse before the zoom appears: long enough not to flicker while sweeping across a hand. */
const HOVER_MS = 380;
/** Hold this long on a touch screen: the usual long-press time. */
const LONG_PRESS_MS = 450;
/** A finger that moves further than this is dragging, not pressing. */
const PRESS_SLOP = 10;

interface Watch {
  readonly over: (p: Phaser.Input.Pointer) => void;
  readonly out: () => void;
  readonly down: (p: Phaser.Input.Pointer) => void;
  /** What to show for the object now (null: nothing, e.g. a card face down). */
  readonly source: () => ZoomSource | null;
}

/**
 * What the zoom shows for a watched object: a card's model and an id for it (a card's id; `pile:<id>` for a market
 * pile), and where the object is, in the scene: its middle and half its height (the zoom goes above or below it).
 */
export interface ZoomSource {
  readonly id: string;
  readonly model: CardModel;
  readonly x: number;
  readonly y: number;
  readonly halfHeight: number;
}

/** A card as the zoom shows it: face up only. */
function cardSource(card: CardView): ZoomSource | null {
  return card.faceUp ? { id: card.cardId, model: card.model, x: card.x, y: card.y, halfHeight: (CARD_HEIGHT / 2) * card.scaleY } : null;
}

/**
 * A large, readable copy of a face-up card: after a hover or a right-click on desktop, or a long press on touch
 * (released by lifting the finger). Suspended while something is dragged. It watches cards, and any other object
 * that stands for a card (a market pile's tile: `watchObject`).
 */
export class Zoom extends Phaser.GameObjects.Container {
  readonly #palette: () => Palette;
  readonly #motion: Motion;
  readonly #bounds: () => Rect;
  readonly #backIcon: string;
  readonly #watched = new Map<Phaser.GameObjects.GameObject, Watch>();
  readonly #caption: Phaser.GameObjects.Text;
  readonly #captionBg: Phaser.GameObjects.Graphics;
  #view: CardView | null = null;
  /** The object whose card is shown, and that card's id. */
  #source: Phaser.GameObjects.GameObject | null = null;
  #shownId: string | null = null;
  #timer: Phaser.Time.TimerEvent | null = null;
  #pressed: { target: Phaser.GameObjects.GameObject; x: number; y: number } | null = null;
  #longPressed: Phaser.GameObjects.GameObject | null = null;
  /** The zoom on screen was opened by a press, so lifting the finger closes it. */
  #byPress = false;
  #suspended = false;

  constructor(scene: Phaser.Scene, palette: () => Palette, motion: Motion, bounds: () => Rect, backIcon: string) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#motion = motion;
    this.#bounds = bounds;
    this.#backIcon = backIcon;
    this.#captionBg = scene.add.graphics();
    this.#caption = scene.add.text(0, 0, '', textStyle('body', palette().text, { size: 17, align: 'center' })).setOrigin(0.5, 0);
    this.add([this.#captionBg, this.#caption]);
    this.setDepth(DEPTH.zoom).setVisible(false);

    const move = (p: Phaser.Input.Pointer): void => {
      if (this.#pressed && Math.hypot(p.x - this.#pressed.x, p.y - this.#pressed.y) > PRESS_SLOP * this.scene.cameras.main.zoom) this.#cancel();
    };
    const up = (): void => {
      this.#pressed = null;
      this.#cancelTimer();
      if (this.#byPress) this.hide();
    };
    followPointer(this, move, up);
    scene.add.existing(this);
  }

  /** The words under the card shown (its numbers and notes), or null while nothing is shown. */
  get caption(): string | null {
    return this.#source ? this.#caption.text : null;
  }

  /** The id of the card shown, if any (`pile:<id>` for a market pile's). */
  get showing(): string | null {
    return this.#source ? this.#shownId : null;
  }

  /**
   * Whether `pointer`'s release ends a reading, not a tap: a right-click, or a finger lifted from a long press that
   * opened the card `id` (the table then does nothing with it).
   */
  endsReading(pointer: Phaser.Input.Pointer, id: string): boolean {
    return pointer.rightButtonReleased() || (pointer.wasTouch && this.showing === id);
  }

  /** True once if this object's last press became a zoom, so the tap that ends it selects nothing. */
  consumeLongPress(target: Phaser.GameObjects.GameObject): boolean {
    const was = this.#longPressed === target;
    if (was) this.#longPressed = null;
    return was;
  }

  /**
   * The keyboard's reading: shows at once (no hover delay) the card `target` stands for, and returns it (null: no card
   * to show now, and nothing changes).
   */
  read(target: Phaser.GameObjects.GameObject): CardModel | null {
    const source = this.#watched.get(target)?.source() ?? null;
    if (!source || this.#suspended) return null;
    this.#cancelTimer();
    this.#show(target, source);
    return source.model.zoomed ?? source.model;
  }

  /** Starts offering the zoom for a card (it must already be interactive). */
  watch(card: CardView): void {
    this.watchObject(card, () => cardSource(card));
  }

  /**
   * Starts offering the zoom for an interactive object that stands for a card: `source` says, each time the zoom
   * would open, which card and where (null: nothing to show now).
   */
  watchObject(target: Phaser.GameObjects.GameObject, source: () => ZoomSource | null): void {
    if (this.#watched.has(target)) return;
    const w: Watch = {
      source,
      over: (p) => {
        if (p.wasTouch || this.#suspended || p.isDown) return;
        this.#schedule(target, HOVER_MS);
      },
      out: () => {
        if (this.#pressed?.target === target) return;
        this.#cancelTimer();
        if (this.#source === target && !this.#byPress) this.hide();
      },
      down: (p) => {
        this.#cancelTimer();
        if (!p.wasTouch) {
          if (p.rightButtonDown()) {
            // A right-click toggles the zoom; it stays until the pointer leaves the card. The click that
            // follows selects nothing (consumeLongPress).
            const showing = this.#source === target;
            this.hide();
            if (!showing) this.#open(target);
            this.#longPressed = target;
            return;
          }
          // A mouse press means the player is acting on the card: get out of the way.
          this.hide();
          return;
        }
        this.#pressed = { target, x: p.x, y: p.y };
        this.#longPressed = null;
        this.#schedule(target, LONG_PRESS_MS, true);
      },
    };
    target.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, w.over);
    target.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, w.out);
    target.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, w.down);
    this.#watched.set(target, w);
  }

  unwatch(target: Phaser.GameObjects.GameObject): void {
    const w = this.#watched.get(target);
    if (!w) return;
    target.off(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, w.over);
    target.off(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, w.out);
    target.off(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, w.down);
    this.#watched.delete(target);
    if (this.#source === target) this.hide();
  }

  /** While true (a drag in progress) nothing zooms and any zoom closes. */
  suspend(on: boolean): void {
    this.#suspended = on;
    if (on) this.#cancel();
  }

  show(card: CardView): void {
    const source = cardSource(card);
    if (source) this.#show(card, source);
  }

  /** Opens the zoom for a watched object, if it has a card to show now. */
  #open(target: Phaser.GameObjects.GameObject): void {
    const source = this.#watched.get(target)?.source() ?? null;
    if (source) this.#show(target, source);
  }

  #show(target: Phaser.GameObjects.GameObject, source: ZoomSource): void {
    if (this.#suspended) return;
    this.hide();
    const b = this.#bounds();
    const p = this.#palette();
    const scale = Math.min(2.1, (b.height * 0.62) / CARD_HEIGHT, (b.width * 0.5) / CARD_WIDTH);
    const w = CARD_WIDTH * scale;
    const h = CARD_HEIGHT * scale;
    const model = source.model.zoomed ?? source.model;
    // Under the card: its numbers, then any notes (what its keywords do), wrapped to the card's width or a little more.
    const stats = (model.stats ?? []).map((s) => `${s.label} ${s.value}`).join('   ·   ');
    const captionText = [stats, ...(model.notes ?? [])].filter((line) => line !== '').join('\n');
    this.#caption.setWordWrapWidth(Math.max(w, Math.min(360, b.width - 32))).setText(captionText);
    const captionH = captionText ? this.#caption.height + 22 : 0;
    // Beside the card when the view is wide enough; otherwise above it, or below when it is near the top.
    const cardTop = source.y - source.halfHeight;
    let x = source.x;
    let y = cardTop - 16 - (h + captionH) / 2;
    if (y - (h + captionH) / 2 < b.y + 8) y = source.y + source.halfHeight + 16 + (h + captionH) / 2;
    x = Phaser.Math.Clamp(x, b.x + w / 2 + 8, b.x + b.width - w / 2 - 8);
    y = Phaser.Math.Clamp(y, b.y + (h + captionH) / 2 + 8, b.y + b.height - (h + captionH) / 2 - 8);

    const view = new CardView(this.scene, model, p, { faceUp: true, backIcon: this.#backIcon, bake: false });
    view.setScale(scale).setPosition(0, -captionH / 2);
    this.addAt(view, 0);
    this.#view = view;
    this.#source = target;
    this.#shownId = source.id;
    this.#byPress = this.#pressed?.target === target;
    if (this.#byPress) this.#longPressed = target;

    this.#caption.setColor(css(p.text)).setPosition(0, h / 2 - captionH / 2 + 8);
    const cg = this.#captionBg.clear();
    if (captionText) drawBox(cg, 0, h / 2 - captionH / 2 + 8 + this.#caption.height / 2, this.#caption.width + 28, this.#caption.height + 10, { fill: p.surfaceRaised, fillAlpha: 0.95, radius: 10 });

    this.setPosition(x, y).setVisible(true).setAlpha(0);
    void tweenTo(this.scene, { targets: this, alpha: 1, duration: 120 }, this.#motion);
  }

  hide(): void {
    this.#view?.destroy();
    this.#view = null;
    this.#source = null;
    this.#shownId = null;
    this.#byPress = false;
    this.setVisible(false);
  }

  #schedule(target: Phaser.GameObjects.GameObject, ms: number, press = false): void {
    this.#cancelTimer();
    this.#timer = this.scene.time.delayedCall(ms, () => {
      this.#timer = null;
      if (press && this.#pressed?.target !== target) return;
      this.#open(target);
    });
  }

  #cancelTimer(): void {
    this.#timer?.remove();
    this.#timer = null;
  }

  #cancel(): void {
    this.#cancelTimer();
    this.#pressed = null;
    this.hide();
  }

  override preDestroy(): void {
    this.#cancelTimer();
    for (const target of [...this.#watched.keys()]) this.unwatch(target);
    super.preDestroy();
  }
}
