import * as Phaser from 'phaser';
import type { GameInfo } from '../../rules/catalog';
import { gameIconKey } from '../assets';
import { drawBox, fitText, mix } from '../components/draw';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';

/** Emitted (no arguments) when the tile is tapped or clicked. */
export const TILE_CHOSEN = 'chosen';

/** 'portrait': art on top, text below (grid layouts). 'row': art left, text right (narrow single column). */
export type TileShape = 'portrait' | 'row';

/** Where the tile's text parts landed, in world space: the test hooks check they never overlap. */
export interface TileParts {
  readonly blurb: Rect;
  readonly badge: Rect;
  /** The "in progress" tag, when the game has a save. */
  readonly saved: Rect | null;
}

const BLURB_SIZE = 17;
/** Smallest blurb size before the art shrinks instead. */
const BLURB_MIN_SIZE = 14;
const CHIP_H = 26;

/** One game in the menu: icon art, title, one-line blurb, player count, and a ribbon when it is not ready. */
export class GameTile extends Phaser.GameObjects.Container {
  readonly game: GameInfo;
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #art: Phaser.GameObjects.Graphics;
  readonly #icon: Phaser.GameObjects.Image;
  readonly #title: Phaser.GameObjects.Text;
  readonly #blurb: Phaser.GameObjects.Text;
  readonly #players: Phaser.GameObjects.Text;
  readonly #chip: Phaser.GameObjects.Graphics;
  readonly #ribbon: Phaser.GameObjects.Container | null;
  readonly #ribbonBg: Phaser.GameObjects.Graphics | null;
  readonly #ribbonText: Phaser.GameObjects.Text | null;
  readonly #savedTag: Phaser.GameObjects.Container;
  readonly #savedBg: Phaser.GameObjects.Graphics;
  readonly #savedText: Phaser.GameObjects.Text;
  #saved = false;
  #palette: Palette;
  #w = 10;
  #h = 10;
  #shape: TileShape = 'portrait';
  #hover = false;

  constructor(scene: Phaser.Scene, game: GameInfo, palette: Palette) {
    super(scene, 0, 0);
    this.game = game;
    this.#palette = palette;
    this.#bg = scene.add.graphics();
    this.#art = scene.add.graphics();
    this.#icon = scene.add.image(0, 0, gameIconKey(game.id));
    this.#title = scene.add.text(0, 0, game.title, textStyle('heading', palette.text, { size: 24 })).setOrigin(0.5, 0);
    this.#blurb = scene.add.text(0, 0, game.blurb, textStyle('body', palette.textMuted, { size: BLURB_SIZE, align: 'center', lineSpacing: 1 })).setOrigin(0.5, 0);
    this.#chip = scene.add.graphics();
    this.#players = scene.add.text(0, 0, game.players, textStyle('label', palette.text, { size: 14 })).setOrigin(0.5);
    this.add([this.#bg, this.#art, this.#icon, this.#title, this.#blurb, this.#chip, this.#players]);
    if (game.available) {
      this.#ribbon = this.#ribbonBg = this.#ribbonText = null;
    } else {
      this.#ribbonBg = scene.add.graphics();
      this.#ribbonText = scene.add.text(0, 0, 'COMING SOON', textStyle('label', palette.textDark, { size: 13, letterSpacing: 1 })).setOrigin(0.5);
      this.#ribbon = scene.add.container(0, 0, [this.#ribbonBg, this.#ribbonText]);
      this.add(this.#ribbon);
    }
    this.#savedBg = scene.add.graphics();
    this.#savedText = scene.add.text(0, 0, 'IN PROGRESS', textStyle('label', palette.textDark, { size: 12, letterSpacing: 1 })).setOrigin(0.5);
    this.#savedTag = scene.add.container(0, 0, [this.#savedBg, this.#savedText]).setVisible(false);
    this.add(this.#savedTag);
    this.setSize(10, 10);
    this.setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OVER, (p: Phaser.Input.Pointer) => {
      if (p.wasTouch) return;
      this.#hover = true;
      this.#redraw();
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => {
      this.#hover = false;
      this.#redraw();
    });
    // Chosen only by a press that starts and ends on the tile (a drag across the menu chooses nothing).
    let pressed = false;
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, () => (pressed = true));
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      if (pressed) this.emit(TILE_CHOSEN);
      pressed = false;
    });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_OUT, () => (pressed = false));
    scene.add.existing(this);
  }

  get comingSoon(): boolean {
    return this.#ribbon !== null;
  }

  /** The game has a save that can be resumed: the tile wears an "in progress" tag. */
  get saved(): boolean {
    return this.#saved;
  }

  setSaved(saved: boolean): this {
    this.#saved = saved;
    this.#redraw();
    return this;
  }

  /** What a screen reader hears when the tile is focused. */
  get spokenLabel(): string {
    const state = this.comingSoon ? 'coming soon' : this.#saved ? 'game in progress, resume or start anew' : 'start a new game';
    return `${this.game.title}, ${this.game.players}: ${state}. ${this.game.blurb}`;
  }

  /** The blurb's, the player-count badge's and the saved tag's boxes in world space. */
  parts(): TileParts {
    const m = this.getWorldTransformMatrix();
    const b = this.#blurb;
    const blurb = { x: m.tx + b.x - b.originX * b.displayWidth, y: m.ty + b.y - b.originY * b.displayHeight, width: b.displayWidth, height: b.displayHeight };
    const chipW = this.#players.width + 24;
    const badge = { x: m.tx + this.#players.x - chipW / 2, y: m.ty + this.#players.y - CHIP_H / 2, width: chipW, height: CHIP_H };
    const tag = this.#savedTag;
    const saved = tag.visible ? { x: m.tx + tag.x - tag.width / 2, y: m.ty + tag.y - tag.height / 2, width: tag.width, height: tag.height } : null;
    return { blurb, badge, saved };
  }

  /** Sizes and arranges the tile; the Menu calls this on every layout. */
  layout(width: number, height: number, shape: TileShape): this {
    this.#w = width;
    this.#h = height;
    this.#shape = shape;
    this.setSize(width, height);
    (this.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, width, height);
    this.#redraw();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#redraw();
    return this;
  }

  #redraw(): void {
    const p = this.#palette;
    const w = this.#w;
    const h = this.#h;
    const border = this.#hover ? p.gold : mix(p.gold, p.surface, 0.55);
    drawBox(this.#bg.clear(), 0, this.#hover ? -3 : 0, w, h, { fill: this.#hover ? p.surfaceRaised : p.surface, stroke: border, strokeWidth: 2, radius: 18, shadow: this.#hover ? 10 : 6 });
    const lift = this.#hover ? -3 : 0;
    this.#title.setColor(css(p.text));
    this.#blurb.setColor(css(p.textMuted));
    this.#players.setColor(css(p.text));

    const art = this.#art.clear();
    if (this.#shape === 'portrait') {
      const chipY = h / 2 - 26 + lift;
      const room = chipY - CHIP_H / 2 - 8;
      // Shrink the blurb's type first, then the art, until the text ends above the player-count badge.
      const full = Math.min(w * 0.24, h * 0.17);
      // The "in progress" tag sits above the art, which moves down to make room.
      const artTop = this.#saved ? 40 : 22;
      for (let r = full, size = BLURB_SIZE; ; ) {
        const artY = -h / 2 + artTop + r + lift;
        this.#paintArt(art.clear(), 0, artY, r);
        this.#title.setOrigin(0.5, 0).setPosition(0, artY + r + 14);
        fitText(this.#title, w - 28);
        this.#blurb.setFontSize(size).setOrigin(0.5, 0).setAlign('center').setWordWrapWidth(w - 36, true).setPosition(0, this.#title.y + this.#title.displayHeight + 8);
        if (this.#blurb.y + this.#blurb.displayHeight <= room || r <= full * 0.5) break;
        if (size > BLURB_MIN_SIZE) size--;
        else r = Math.max(full * 0.5, r - 6);
      }
      this.#chipAt(0, chipY);
    } else {
      const r = Math.min(h * 0.34, w * 0.13);
      const artX = -w / 2 + 18 + r;
      this.#paintArt(art, artX, lift, r);
      const textLeft = artX + r + 18;
      // Leave the top-right corner to the "coming soon" sash or the "in progress" tag.
      const textWidth = w / 2 - (this.#ribbon || this.#saved ? 64 : 16) - textLeft;
      this.#title.setOrigin(0, 0).setPosition(textLeft, -h / 2 + 14 + lift);
      fitText(this.#title, textWidth);
      this.#blurb.setFontSize(BLURB_SIZE).setOrigin(0, 0).setAlign('left').setWordWrapWidth(textWidth, true).setPosition(textLeft, this.#title.y + this.#title.displayHeight + 4);
      this.#chipAt(textLeft + this.#players.width / 2 + 12, h / 2 - 22 + lift);
    }
    this.#paintSavedTag(lift);
    this.#paintRibbon(lift);
  }

  #paintArt(g: Phaser.GameObjects.Graphics, x: number, y: number, r: number): void {
    const p = this.#palette;
    g.fillStyle(p.backgroundDeep, 0.9);
    g.fillCircle(x, y, r);
    g.lineStyle(2, mix(p.gold, p.surface, 0.3), 1);
    g.strokeCircle(x, y, r);
    g.lineStyle(1, p.gold, 0.35);
    g.strokeCircle(x, y, r - 6);
    this.#icon.setPosition(x, y).setDisplaySize(r * 1.2, r * 1.2).setTint(p.gold);
  }

  #chipAt(x: number, y: number): void {
    const p = this.#palette;
    this.#players.setPosition(x, y);
    drawBox(this.#chip.clear(), x, y, this.#players.width + 24, CHIP_H, { fill: p.backgroundDeep, fillAlpha: 0.85, stroke: p.border, strokeWidth: 1, radius: 13 });
  }

  /** A small gold "in progress" tag above the art (top-right in a row tile). */
  #paintSavedTag(lift: number): void {
    this.#savedTag.setVisible(this.#saved);
    if (!this.#saved) return;
    const p = this.#palette;
    const tagW = this.#savedText.width + 20;
    const tagH = 22;
    this.#savedText.setColor(css(p.textDark));
    drawBox(this.#savedBg.clear(), 0, 0, tagW, tagH, { fill: p.gold, radius: tagH / 2 });
    this.#savedTag.setSize(tagW, tagH);
    // Centred over the art in a portrait tile; in the top-right corner of a row tile.
    const x = this.#shape === 'portrait' ? 0 : this.#w / 2 - 12 - tagW / 2;
    this.#savedTag.setPosition(x, -this.#h / 2 + 10 + tagH / 2 + lift);
  }

  /**
   * A gold sash across the top-right corner, cut exactly at the tile's edges (a trapezoid, so no mask is needed):
   * it runs from `NEAR` to `FAR` pixels from the corner along both edges.
   */
  #paintRibbon(lift: number): void {
    if (!this.#ribbon || !this.#ribbonBg || !this.#ribbonText) return;
    const p = this.#palette;
    const NEAR = 62;
    const FAR = 102;
    const cx = this.#w / 2;
    const cy = -this.#h / 2 + lift;
    const g = this.#ribbonBg.clear();
    const band = (near: number, far: number, colour: number, alpha: number): void => {
      g.fillStyle(colour, alpha);
      g.fillPoints([new Phaser.Math.Vector2(cx - far, cy), new Phaser.Math.Vector2(cx - near, cy), new Phaser.Math.Vector2(cx, cy + near), new Phaser.Math.Vector2(cx, cy + far)], true);
    };
    band(NEAR, FAR + 4, 0x000000, 0.25);
    band(NEAR, FAR, p.gold, 1);
    band(NEAR + 3, NEAR + 5, mix(p.gold, 0xffffff, 0.5), 0.8);
    band(FAR - 5, FAR - 3, mix(p.gold, 0x000000, 0.3), 0.8);
    const mid = (NEAR + FAR) / 2;
    this.#ribbonText.setColor(css(p.textDark)).setPosition(cx - mid / 2, cy + mid / 2).setAngle(45);
    fitText(this.#ribbonText, mid * Math.SQRT2 - 14);
  }
}
