import * as Phaser from 'phaser';
import { Piece } from '../components/Piece';
import type { Element } from '../../rules/gatekeeper/index';
import { LOCATIONS } from '../../rules/gatekeeper/index';
import { drawBox, mix } from '../components/draw';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import { redrawOnce } from '../text-redraws';
import { ELEMENT_ICON, elementColour, inkOn } from './face';
import { locName } from './prompts';

/** Angles (degrees, clockwise from the top) of a location's three gates, in the order the bead visits them. */
const GATE_ANGLES = [-90, 30, 150] as const;

/**
 * A location card of the Astral plane: its element's colour, its name, and its three gates in a clockwise ring
 * around the Gatekeeper's slot. The bead and the pawn are separate pieces that travel between cards.
 */
export class LocationTile extends Piece {
  readonly loc: number;
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #name: Phaser.GameObjects.Text;
  readonly #icons: Phaser.GameObjects.Image[] = [];
  readonly #watermark: Phaser.GameObjects.Image;
  #state: 'idle' | 'legal' | 'flash' = 'idle';

  constructor(scene: Phaser.Scene, loc: number, palette: Palette) {
    super(scene, palette, 200, 90);
    this.loc = loc;
    const card = LOCATIONS[loc] ?? { element: 'air' as Element, gates: ['air', 'water', 'earth'] as const };
    this.#g = scene.add.graphics();
    this.#watermark = scene.add.image(0, 0, ELEMENT_ICON[card.element]).setAlpha(0.22);
    this.#name = scene.add.text(0, 0, locName(loc).toUpperCase(), textStyle('label', palette.text, { size: 15, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.add([this.#g, this.#watermark, this.#name]);
    for (const e of card.gates) {
      const icon = scene.add.image(0, 0, ELEMENT_ICON[e]);
      this.#icons.push(icon);
      this.add(icon);
    }
    this.setDepth(DEPTH.zone + 1);
    this.setInteractive({ useHandCursor: true });
    this.redraw();
    scene.add.existing(this);
  }

  get element(): Element {
    return LOCATIONS[this.loc]?.element ?? 'air';
  }

  /** legal: the Gatekeeper may be sent here (wild); flash: a gate just opened here. */
  setTileState(state: 'idle' | 'legal' | 'flash'): this {
    if (state !== this.#state) {
      this.#state = state;
      this.redraw();
    }
    return this;
  }

  get tileState(): 'idle' | 'legal' | 'flash' {
    return this.#state;
  }

  /** Radius of a gate symbol and of the Gatekeeper's slot. */
  get gateRadius(): number {
    return Math.round(this.height * 0.16);
  }

  /** The centre of the gate ring (where the Gatekeeper stands), in scene coordinates. */
  keeperPoint(): { x: number; y: number } {
    return { x: this.x + this.#wheelX(), y: this.y + 3 };
  }

  /** Scene position of gate `i` (0 = the location's own element). */
  gatePoint(i: number): { x: number; y: number } {
    const a = Phaser.Math.DegToRad(GATE_ANGLES[i % 3] ?? -90);
    const r = this.height * 0.3;
    const k = this.keeperPoint();
    return { x: k.x + Math.cos(a) * r, y: k.y + Math.sin(a) * r };
  }

  #wheelX(): number {
    return Math.min(this.width * 0.18, this.width / 2 - this.height * 0.5);
  }

  protected redraw(): void {
    const p = this.palette;
    const w = this.width;
    const h = this.height;
    const colour = elementColour(p, this.element);
    const g = this.#g.clear();
    const glow = this.#state === 'legal' ? p.legal : this.#state === 'flash' ? p.hover : null;
    if (glow !== null) {
      g.lineStyle(8, glow, 0.3);
      g.strokeRoundedRect(-w / 2 - 5, -h / 2 - 5, w + 10, h + 10, 16);
    }
    drawBox(g, 0, 0, w, h, { fill: mix(colour, p.backgroundDeep, 0.55), stroke: glow ?? mix(colour, 0xffffff, 0.2), strokeWidth: glow !== null ? 3 : 2, radius: 12, shadow: 3 });
    const k = { x: this.#wheelX(), y: 3 };
    const r = h * 0.3;
    const gr = this.gateRadius;
    // The ring the bead travels, clockwise.
    g.lineStyle(2, mix(colour, 0xffffff, 0.3), 0.5);
    g.strokeCircle(k.x, k.y, r);
    // The Gatekeeper's slot.
    g.fillStyle(mix(p.backgroundDeep, 0x000000, 0.2), 0.9);
    g.fillCircle(k.x, k.y, gr + 1);
    g.lineStyle(1.5, p.gold, 0.5);
    g.strokeCircle(k.x, k.y, gr + 1);
    const gates = LOCATIONS[this.loc]?.gates ?? [];
    gates.forEach((e, i) => {
      const a = Phaser.Math.DegToRad(GATE_ANGLES[i] ?? -90);
      const x = k.x + Math.cos(a) * r;
      const y = k.y + Math.sin(a) * r;
      const c = elementColour(p, e);
      g.fillStyle(mix(c, 0x000000, 0.25), 1);
      g.fillCircle(x, y, gr);
      g.lineStyle(2, mix(c, 0xffffff, 0.45), 1);
      g.strokeCircle(x, y, gr);
      this.#icons[i]?.setPosition(x, y).setDisplaySize(gr * 1.35, gr * 1.35).setTint(inkOn(p, mix(c, 0x000000, 0.25)));
    });
    // Name on the left, its element large and faint behind it.
    const left = -w / 2 + 12;
    this.#name.setPosition(left, -h / 2 + 16).setColor(css(inkOn(p, mix(colour, p.backgroundDeep, 0.55))));
    this.#watermark.setPosition(-w / 4 + 2, 8).setDisplaySize(h * 0.55, h * 0.55).setTint(colour);
  }
}

/** The yellow glass bead on a location's open gate. */
export class Bead extends Phaser.GameObjects.Container {
  readonly #g: Phaser.GameObjects.Graphics;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.#g = scene.add.graphics();
    this.add(this.#g);
    this.setDepth(DEPTH.zone + 3);
    scene.add.existing(this);
  }

  setRadius(r: number): this {
    const g = this.#g.clear();
    g.fillStyle(0x000000, 0.35);
    g.fillCircle(1, 2, r);
    g.fillStyle(0xf5c518, 0.55);
    g.fillCircle(0, 0, r);
    g.lineStyle(2, 0xffe37a, 0.95);
    g.strokeCircle(0, 0, r);
    g.fillStyle(0xffffff, 0.7);
    g.fillCircle(-r * 0.35, -r * 0.35, r * 0.28);
    return this;
  }
}

/** The Gatekeeper pawn. */
export class KeeperPawn extends Phaser.GameObjects.Container {
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #icon: Phaser.GameObjects.Image;

  constructor(scene: Phaser.Scene, icon: string, palette: Palette) {
    super(scene, 0, 0);
    this.#g = scene.add.graphics();
    this.#icon = scene.add.image(0, 0, icon);
    this.add([this.#g, this.#icon]);
    this.setDepth(DEPTH.placed + 200);
    this.setPalette(palette, 16);
    scene.add.existing(this);
  }

  setPalette(p: Palette, r: number): this {
    const g = this.#g.clear();
    g.fillStyle(0x000000, 0.4);
    g.fillCircle(1, 3, r);
    g.fillStyle(p.textDark, 1);
    g.fillCircle(0, 0, r);
    g.lineStyle(2.5, p.gold, 1);
    g.strokeCircle(0, 0, r);
    this.#icon.setDisplaySize(r * 1.5, r * 1.5).setTint(p.gold);
    return this;
  }
}

/**
 * The mana track's numbers: never under the 13 px a tablet needs (they were 9 px on a short track), growing with the
 * cell to 15. Digits are about 0.7 of the size tall, so 13 px still sits inside a 12 px cell.
 */
export function trackNumberSize(cell: number): number {
  return Math.max(13, Math.min(15, Math.round(cell * 0.7)));
}

/** A player's mana track, 12 at the top down to 0, with a marker on the current value. */
export class ManaTrack extends Phaser.GameObjects.Container {
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #numbers: Phaser.GameObjects.Text[] = [];
  readonly #marker: Phaser.GameObjects.Graphics;
  #palette: Palette;
  #colour: number;
  #w = 46;
  #h = 300;
  #mana = 12;

  constructor(scene: Phaser.Scene, palette: Palette, colour: number) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#colour = colour;
    this.#g = scene.add.graphics();
    this.#marker = scene.add.graphics();
    this.add(this.#g);
    for (let v = 12; v >= 0; v--) {
      const t = scene.add.text(0, 0, String(v), textStyle('badge', palette.textMuted, { size: 12 })).setOrigin(0.5);
      this.#numbers.push(t);
      this.add(t);
    }
    this.add(this.#marker);
    this.setDepth(DEPTH.ui - 10);
    scene.add.existing(this);
  }

  get mana(): number {
    return this.#mana;
  }

  /** The smallest font size the track's numbers are drawn at, in CSS pixels. */
  get numberSize(): number {
    return Math.min(...this.#numbers.map((number) => Number.parseFloat(String(number.style.fontSize))));
  }

  place(x: number, y: number, w: number, h: number): this {
    this.setPosition(x, y);
    this.#w = w;
    this.#h = h;
    this.#redraw();
    return this;
  }

  setPalette(p: Palette, colour: number): this {
    this.#palette = p;
    this.#colour = colour;
    this.#redraw();
    return this;
  }

  setMana(mana: number): this {
    this.#mana = Math.max(0, Math.min(12, mana));
    this.#redraw();
    return this;
  }

  /** The middle of the cell for a value, in scene coordinates. */
  cellPoint(v: number): { x: number; y: number } {
    const c = this.#cell();
    return { x: this.x + this.#w / 2, y: this.y + (12 - v) * c + c / 2 };
  }

  #cell(): number {
    return this.#h / 13;
  }

  #redraw(): void {
    const p = this.#palette;
    const c = this.#cell();
    const w = this.#w;
    const g = this.#g.clear();
    drawBox(g, w / 2, this.#h / 2, w, this.#h, { fill: mix(p.surface, 0x000000, 0.25), stroke: p.border, strokeWidth: 1.5, radius: 8 });
    for (let v = 12; v >= 0; v--) {
      const y = (12 - v) * c;
      if (v <= this.#mana && v > 0) {
        g.fillStyle(this.#colour, 0.2 + 0.5 * (v / 12));
        g.fillRoundedRect(4, y + 2, w - 8, c - 3, 4);
      }
      if (v === 0) {
        g.lineStyle(1, p.refused, 0.6);
        g.strokeRoundedRect(4, y + 2, w - 8, c - 3, 4);
      }
      const t = this.#numbers[12 - v];
      // Its size and colour in one drawing (each set alone draws the number again).
      if (t) redrawOnce(t.setPosition(w / 2, y + c / 2), (number) => number.setFontSize(trackNumberSize(c)).setColor(css(v === this.#mana ? p.textDark : v <= this.#mana ? p.text : p.textMuted)));
    }
    const m = this.#marker.clear();
    const y = (12 - this.#mana) * c;
    m.fillStyle(p.gold, 1);
    m.fillRoundedRect(1, y + 1, w - 2, c - 1, 5);
    m.lineStyle(2, this.#colour, 1);
    m.strokeRoundedRect(1, y + 1, w - 2, c - 1, 5);
    this.bringToTop(this.#numbers[12 - this.#mana] as Phaser.GameObjects.Text);
  }
}
