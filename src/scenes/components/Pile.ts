import * as Phaser from 'phaser';
import { DEPTH } from '../layers';
import { drawOnceAtNextRender } from '../next-render';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { CardModel } from './CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from './CardView';
import { drawDashedRect, mix } from './draw';
import { sameCardModel, samePileContents } from './same-model';

/** Layers drawn under the top card: a thick pile looks thick, but never more than this. */
const MAX_LAYERS = 5;

/**
 * A stack of cards with a count badge: a deck (face down) or a discard pile (top card face up). Cards in a pile
 * are drawing, not CardViews on the table; the table makes a CardView when one leaves.
 */
export class Pile extends Phaser.GameObjects.Container {
  /** The count's name (`setName`): the test hooks count its drawings by it. */
  static readonly COUNT_NAME = 'pile count';
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #badge: Phaser.GameObjects.Container;
  readonly #badgeBg: Phaser.GameObjects.Graphics;
  readonly #badgeText: Phaser.GameObjects.Text;
  readonly #label: Phaser.GameObjects.Text;
  readonly #backIcon: string;
  #top: CardView | null = null;
  #topModel: CardModel | null = null;
  #palette: Palette;
  #count = 0;
  /** Asks for a redraw at the scene's next drawing, once (see `setContents`). */
  readonly #redrawLater: () => void;

  constructor(scene: Phaser.Scene, x: number, y: number, label: string, palette: Palette, backIcon: string) {
    super(scene, x, y);
    this.#palette = palette;
    this.#backIcon = backIcon;
    this.#redrawLater = drawOnceAtNextRender(scene, () => {
      if (this.scene) this.#redraw();
    });
    this.#g = scene.add.graphics();
    this.#label = scene.add.text(0, CARD_HEIGHT / 2 + 18, label, textStyle('label', palette.textMuted, { size: 15 })).setOrigin(0.5, 0.5);
    this.#badgeBg = scene.add.graphics();
    this.#badgeText = scene.add.text(0, 0, '0', textStyle('badge', palette.textDark, { size: 16 })).setOrigin(0.5).setName(Pile.COUNT_NAME);
    this.#badge = scene.add.container(CARD_WIDTH / 2 - 6, -CARD_HEIGHT / 2 + 6, [this.#badgeBg, this.#badgeText]);
    this.add([this.#g, this.#label, this.#badge]);
    this.setSize(CARD_WIDTH, CARD_HEIGHT).setDepth(DEPTH.pile);
    this.#redraw();
    scene.add.existing(this);
  }

  get cardCount(): number {
    return this.#count;
  }

  /** Sets the count; `top` shows a face-up card on top (discard), null shows a back (deck). */
  setContents(count: number, top: CardModel | null = null): this {
    // The same contents change nothing: a redraw would build a new top card, and the still-frame cache would see a
    // new object and draw the pile and all around it live again (tables set every pile after every move).
    const next = { count: Math.max(0, count), top };
    if (samePileContents({ count: this.#count, top: this.#topModel }, next)) return this;
    this.#count = next.count;
    this.#topModel = top;
    // Drawn when the scene next draws, once: a move's steps may set a pile twice inside one frame (a deck that deals
    // two cards), and only the last can be seen.
    this.#redrawLater();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#top?.setPalette(palette);
    this.#redraw();
    return this;
  }

  /** Where a card leaving or joining the pile should fly from or to: the top of the stack. */
  topPosition(): { x: number; y: number } {
    const lift = Math.min(MAX_LAYERS, Math.max(0, this.#count - 1)) * 2;
    return { x: this.x - lift, y: this.y - lift };
  }

  #redraw(): void {
    const p = this.#palette;
    const g = this.#g.clear();
    // The top card is kept while it shows the same (a deck's back as its count falls): a new one is a new object to
    // the still-frame cache, which draws the pile and what lies around it live again.
    const model = this.#count === 0 ? null : (this.#topModel ?? { id: `${this.#label.text}-top`, title: '' });
    const top = this.#top;
    const keep = top !== null && model !== null && top.faceUp === (this.#topModel !== null) && sameCardModel(top.model, model);
    if (!keep) {
      top?.destroy();
      this.#top = null;
    }
    if (model === null) {
      drawDashedRect(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, p.border, 0.9);
    } else {
      const layers = Math.min(MAX_LAYERS, this.#count - 1);
      for (let i = layers; i >= 1; i--) {
        g.fillStyle(mix(p.surfaceRaised, 0x000000, 0.35 + i * 0.05), 1);
        g.fillRoundedRect(-CARD_WIDTH / 2 + i * 2 - 2 * layers, -CARD_HEIGHT / 2 + i * 2 - 2 * layers, CARD_WIDTH, CARD_HEIGHT, 12);
        g.lineStyle(1, p.gold, 0.35);
        g.strokeRoundedRect(-CARD_WIDTH / 2 + i * 2 - 2 * layers, -CARD_HEIGHT / 2 + i * 2 - 2 * layers, CARD_WIDTH, CARD_HEIGHT, 12);
      }
      if (!this.#top) {
        this.#top = new CardView(this.scene, model, p, { faceUp: this.#topModel !== null, backIcon: this.#backIcon });
        this.addAt(this.#top, 1);
      }
      this.#top.setPosition(-2 * layers, -2 * layers);
    }
    this.#label.setColor(css(p.textMuted));
    const bg = this.#badgeBg.clear();
    bg.fillStyle(0x000000, 0.3);
    bg.fillCircle(0, 2, 17);
    bg.fillStyle(p.gold, 1);
    bg.fillCircle(0, 0, 17);
    bg.lineStyle(2, mix(p.gold, 0xffffff, 0.4), 1);
    bg.strokeCircle(0, 0, 17);
    this.#badgeText.setText(String(this.#count)).setColor(css(p.textDark));
    this.#badge.setVisible(this.#count > 0);
  }
}
