import * as Phaser from 'phaser';
import { Piece } from '../components/Piece';
import type { Icon, Loc } from '../../rules/gate/index';
import { FEARAMID, FEAR_TOP, MAX_HEALTH } from '../../rules/gate/index';
import { FEARAMID_ROWS } from '../../rules/gate/index';
import { ICONS } from '../assets';
import { drawBox, fitText, mix } from '../components/draw';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { LOC_ICON } from './face';
import { locWord } from './prompts';

const LOC_INDEX: Readonly<Record<Loc, number>> = { farm: 0, gate: 1, tower: 2 };

export function locColour(p: Palette, loc: Loc): number {
  return loc === 'farm' ? p.accents.verdant : loc === 'gate' ? p.accents.gold : p.accents.azure;
}

const BONUS_WORDS: Readonly<Record<Loc, string>> = {
  farm: '+1 gold each turn',
  gate: 'If it falls, the town falls',
  tower: '+1 to your first attack each turn',
};

/**
 * A location of the town: its name and art, its health die (the number on the face is its health, out of its
 * maximum), and the bonus it gives while it stands. A destroyed Farm or Tower is greyed and stamped.
 */
export class LocationTile extends Piece {
  readonly loc: Loc;
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #icon: Phaser.GameObjects.Image;
  readonly #name: Phaser.GameObjects.Text;
  readonly #bonus: Phaser.GameObjects.Text;
  readonly #die: Phaser.GameObjects.Container;
  readonly #dieG: Phaser.GameObjects.Graphics;
  readonly #dieText: Phaser.GameObjects.Text;
  readonly #dieMax: Phaser.GameObjects.Text;
  readonly #stamp: Phaser.GameObjects.Text;
  readonly #preview: Phaser.GameObjects.Text;
  #health: number;
  #towerUsed = false;

  constructor(scene: Phaser.Scene, loc: Loc, palette: Palette) {
    super(scene, palette, 200, 110);
    this.loc = loc;
    this.#health = MAX_HEALTH[LOC_INDEX[loc]] ?? 6;
    this.#g = scene.add.graphics();
    this.#icon = scene.add.image(0, 0, LOC_ICON[loc]);
    this.#name = scene.add.text(0, 0, locWord(loc).toUpperCase(), textStyle('label', palette.text, { size: 17, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.#bonus = scene.add.text(0, 0, BONUS_WORDS[loc], textStyle('small', palette.textMuted, { size: 13, wordWrap: { width: 120, useAdvancedWrap: true } })).setOrigin(0, 0);
    this.#dieG = scene.add.graphics();
    this.#dieText = scene.add.text(0, -4, '', textStyle('title', palette.textDark, { size: 34 })).setOrigin(0.5);
    this.#dieMax = scene.add.text(0, 0, '', textStyle('small', palette.textDark, { size: 11 })).setOrigin(0.5);
    this.#die = scene.add.container(0, 0, [this.#dieG, this.#dieText, this.#dieMax]);
    this.#stamp = scene.add.text(0, 0, 'DESTROYED', textStyle('heading', palette.refused, { size: 22, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setAngle(-12);
    this.#preview = scene.add.text(0, 0, '', textStyle('heading', palette.legal, { size: 20, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5);
    this.add([this.#g, this.#icon, this.#name, this.#bonus, this.#die, this.#stamp, this.#preview]);
    this.setDepth(DEPTH.zone + 2);
    scene.add.existing(this);
  }

  get health(): number {
    return this.#health;
  }

  get max(): number {
    return MAX_HEALTH[LOC_INDEX[this.loc]] ?? 6;
  }

  /** The die's centre in scene coordinates (where damage and repairs float from). */
  get diePoint(): { x: number; y: number } {
    return { x: this.x + this.#die.x, y: this.y + this.#die.y };
  }

  /** A point above the die where split steppers sit. */
  get stepperPoint(): { x: number; y: number } {
    return { x: this.x - this.width * 0.08, y: this.y + this.height / 2 - 22 };
  }

  setHealth(health: number, towerUsed = this.#towerUsed): this {
    if (health === this.#health && towerUsed === this.#towerUsed) return this;
    this.#health = health;
    this.#towerUsed = towerUsed;
    this.redraw();
    return this;
  }

  /** Words over the die while a repair split is being chosen ("+2"), or none; `stepping` fades the art for the stepper. */
  setPreview(text: string | null, stepping = false): this {
    this.#preview.setText(text ?? '').setVisible(!!text);
    this.#icon.setVisible(!stepping);
    return this;
  }

  /** The die jolts (damage) or swells (repair). */
  async bump(motion: Motion, hurt: boolean): Promise<void> {
    const die = this.#die;
    if (hurt) {
      const x = die.x;
      await tweenTo(this.scene, { targets: die, x: x + 6, duration: 45, yoyo: true, repeat: 2, ease: 'Sine.InOut' }, motion);
      die.x = x;
    } else {
      await tweenTo(this.scene, { targets: die, scale: 1.18, duration: 110, yoyo: true, ease: 'Quad.Out' }, motion);
    }
  }

  protected redraw(): void {
    const p = this.palette;
    const w = this.width;
    const h = this.height;
    const down = this.loc !== 'gate' && this.#health <= 0;
    const colour = down ? p.border : locColour(p, this.loc);
    const g = this.#g.clear();
    drawBox(g, 0, 0, w, h, { fill: mix(colour, p.backgroundDeep, down ? 0.8 : 0.62), stroke: mix(colour, 0xffffff, 0.2), strokeWidth: 2, radius: 12, shadow: 3 });
    const left = -w / 2 + 12;
    const dieSize = Math.min(h * 0.66, w * 0.34, 84);
    this.#name.setPosition(left, -h / 2 + 18).setColor(css(down ? p.textMuted : p.text));
    fitText(this.#name, w - dieSize - 36);
    const bonus = this.loc === 'tower' && this.#towerUsed && !down ? 'Its +1 is spent this turn' : down ? 'Destroyed: its bonus is gone' : BONUS_WORDS[this.loc];
    this.#bonus.setText(bonus).setPosition(left, -h / 2 + 32).setWordWrapWidth(Math.max(60, w - dieSize - 40), true).setColor(css(p.textMuted));
    if (this.#bonus.height > h - 44) this.#bonus.setScale((h - 44) / this.#bonus.height);
    else this.#bonus.setScale(1);
    const iconSize = Math.min(h * 0.5, 56);
    this.#icon.setPosition(left + iconSize / 2 + 2, h / 2 - iconSize / 2 - 6).setDisplaySize(iconSize, iconSize).setTint(colour).setAlpha(down ? 0.25 : 0.55);

    // The health die.
    const dx = w / 2 - dieSize / 2 - 12;
    this.#die.setPosition(dx, 0);
    const dg = this.#dieG.clear();
    drawBox(dg, 0, 0, dieSize, dieSize, { fill: down ? mix(p.border, 0x000000, 0.3) : 0xf4ecd8, stroke: down ? p.border : mix(colour, 0x000000, 0.2), strokeWidth: 3, radius: dieSize * 0.2, shadow: 3 });
    const low = !down && this.#health <= Math.ceil(this.max / 3);
    this.#dieText.setText(String(this.#health)).setFontSize(Math.round(dieSize * 0.46)).setColor(css(down ? p.textMuted : low ? p.refused : p.textDark)).setY(-dieSize * 0.06);
    this.#dieMax.setText(`of ${this.max}`).setY(dieSize * 0.3).setFontSize(Math.max(9, Math.round(dieSize * 0.15))).setColor(css(down ? p.textMuted : mix(p.textDark, 0xf4ecd8, 0.3)));
    this.#stamp.setVisible(down).setPosition(-dieSize / 2 - 6, 6).setColor(css(p.refused));
    this.#preview.setPosition(dx, -dieSize / 2 - 12).setColor(css(p.legal));
  }
}

// ---------------------------------------------------------------------------------------------------------

/** The Fearamid's rows, bottom first, as counts of spaces (5, 4, 3, 2, 1). */
const ROW_SIZES = FEARAMID_ROWS.map((r) => r.trim().split(/\s+/).length);

/**
 * The Fearamid: rows of spaces from ">" to the top, their icons (sun: a Hero; a location: 1 damage there), and
 * the silver cube on the fear's space. Space i's centre is `spacePoint(i)`; icons flash when they fire.
 */
export class FearamidView extends Phaser.GameObjects.Container {
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #title: Phaser.GameObjects.Text;
  readonly #count: Phaser.GameObjects.Text;
  readonly #icons: (Phaser.GameObjects.Image | Phaser.GameObjects.Text | null)[] = [];
  readonly #cube: Phaser.GameObjects.Container;
  readonly #cubeG: Phaser.GameObjects.Graphics;
  #palette: Palette;
  #rect: Rect = { x: 0, y: 0, width: 240, height: 260 };
  #space = 40;
  #fear = 0;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#g = scene.add.graphics();
    this.#title = scene.add.text(0, 0, 'FEARAMID', textStyle('label', palette.text, { size: 15, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.#count = scene.add.text(0, 0, '', textStyle('badge', palette.textMuted, { size: 14 })).setOrigin(1, 0.5);
    this.add([this.#g, this.#title, this.#count]);
    FEARAMID.forEach((icon, i) => {
      const o = this.#makeIcon(icon, i);
      this.#icons.push(o);
      if (o) this.add(o);
    });
    this.#cubeG = scene.add.graphics();
    this.#cube = scene.add.container(0, 0, [this.#cubeG]);
    this.add(this.#cube);
    this.setDepth(DEPTH.zone + 2);
    scene.add.existing(this);
  }

  get fear(): number {
    return this.#fear;
  }

  #makeIcon(icon: Icon | null, i: number): Phaser.GameObjects.Image | Phaser.GameObjects.Text | null {
    const s = this.scene;
    if (i === 0) return s.add.text(0, 0, '›', textStyle('title', this.#palette.textMuted, { size: 28 })).setOrigin(0.5);
    if (i === FEAR_TOP) return s.add.image(0, 0, ICONS.gtFear.key);
    if (!icon) return null;
    return s.add.image(0, 0, icon.kind === 'sun' ? ICONS.gkSun.key : LOC_ICON[icon.loc]);
  }

  place(r: Rect, space: number): this {
    this.#rect = r;
    this.#space = space;
    this.setPosition(r.x, r.y);
    this.#redraw();
    return this;
  }

  setPalette(p: Palette): this {
    this.#palette = p;
    this.#redraw();
    return this;
  }

  /** Centre of space i, in scene coordinates. */
  spacePoint(i: number): { x: number; y: number } {
    const local = this.#local(i);
    return { x: this.x + local.x, y: this.y + local.y };
  }

  #local(i: number): { x: number; y: number } {
    let row = 0;
    let k = i;
    while (row < ROW_SIZES.length && k >= (ROW_SIZES[row] ?? 0)) {
      k -= ROW_SIZES[row] ?? 0;
      row++;
    }
    const n = ROW_SIZES[row] ?? 1;
    const s = this.#space;
    const pitch = s + 6;
    const cx = this.#rect.width / 2;
    const bottom = this.#rect.height - 8 - s / 2;
    return { x: cx + (k - (n - 1) / 2) * pitch, y: bottom - row * pitch };
  }

  /** Puts the cube on a space at once. */
  setFear(fear: number): this {
    this.#fear = fear;
    const pt = this.#local(fear);
    this.#cube.setPosition(pt.x, pt.y);
    this.#count.setText(`fear ${fear} / ${FEAR_TOP}`);
    return this;
  }

  /** The cube hops one space (up or down the path). */
  async stepTo(fear: number, motion: Motion): Promise<void> {
    const pt = this.#local(fear);
    this.#fear = fear;
    this.#count.setText(`fear ${fear} / ${FEAR_TOP}`);
    await Promise.all([
      tweenTo(this.scene, { targets: this.#cube, x: pt.x, duration: 130, ease: 'Sine.InOut' }, motion),
      tweenTo(this.scene, { targets: this.#cube, y: pt.y - this.#space * 0.35, duration: 65, yoyo: true, ease: 'Sine.Out' }, motion).then(() => this.#cube.setY(pt.y)),
    ]);
    this.#cube.setY(pt.y);
  }

  /** A ring bursts from a space whose icon fires. */
  async flash(i: number, colour: number, motion: Motion): Promise<void> {
    const pt = this.#local(i);
    const ring = this.scene.add.graphics();
    ring.lineStyle(4, colour, 1);
    ring.strokeCircle(0, 0, this.#space * 0.5);
    ring.setPosition(pt.x, pt.y);
    this.add(ring);
    const icon = this.#icons[i];
    await Promise.all([
      tweenTo(this.scene, { targets: ring, scale: 1.8, alpha: 0, duration: 420, ease: 'Quad.Out' }, motion),
      icon ? tweenTo(this.scene, { targets: icon, scale: icon.scale * 1.4, duration: 150, yoyo: true, ease: 'Quad.Out' }, motion) : Promise.resolve(),
    ]);
    ring.destroy();
  }

  #redraw(): void {
    const p = this.#palette;
    const { width: w, height: h } = this.#rect;
    const s = this.#space;
    const g = this.#g.clear();
    drawBox(g, w / 2, h / 2, w, h, { fill: mix(p.surface, 0x000000, 0.25), fillAlpha: 0.92, stroke: p.border, strokeWidth: 1.5, radius: 14 });
    this.#title.setPosition(12, 16).setColor(css(p.text));
    this.#count.setPosition(w - 12, 16).setColor(css(p.textMuted));
    FEARAMID.forEach((icon, i) => {
      const pt = this.#local(i);
      const top = i === FEAR_TOP;
      const danger = top ? p.refused : icon?.kind === 'hit' ? mix(p.refused, p.surface, 0.35) : icon?.kind === 'sun' ? mix(p.gold, p.surface, 0.4) : p.border;
      g.fillStyle(mix(p.surface, danger, top ? 0.45 : 0.22), 1);
      g.fillRoundedRect(pt.x - s / 2, pt.y - s / 2, s, s, 7);
      g.lineStyle(1.5, danger, 0.9);
      g.strokeRoundedRect(pt.x - s / 2, pt.y - s / 2, s, s, 7);
      const o = this.#icons[i];
      if (o instanceof Phaser.GameObjects.Image) {
        const tint = top ? p.refused : icon?.kind === 'sun' ? p.gold : mix(p.refused, 0xffffff, 0.25);
        o.setPosition(pt.x, pt.y).setDisplaySize(s * 0.62, s * 0.62).setTint(tint);
      } else if (o) o.setPosition(pt.x, pt.y - 2).setColor(css(p.textMuted));
    });
    // The silver cube.
    const c = this.#cubeG.clear();
    const cs = s * 0.46;
    c.fillStyle(0x000000, 0.35);
    c.fillRoundedRect(-cs / 2 + 2, -cs / 2 + 3, cs, cs, 4);
    c.fillStyle(0xd9dde6, 1);
    c.fillRoundedRect(-cs / 2, -cs / 2, cs, cs, 4);
    c.fillStyle(0xffffff, 0.8);
    c.fillRoundedRect(-cs / 2 + 2, -cs / 2 + 2, cs * 0.45, cs * 0.3, 2);
    c.lineStyle(2, 0x6d7384, 1);
    c.strokeRoundedRect(-cs / 2, -cs / 2, cs, cs, 4);
    this.#cube.setPosition(this.#local(this.#fear).x, this.#local(this.#fear).y);
    this.bringToTop(this.#cube);
  }
}

// ---------------------------------------------------------------------------------------------------------
