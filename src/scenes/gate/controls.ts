import * as Phaser from 'phaser';
import { Piece } from '../components/Piece';
import type { Command } from '../../rules/gate/index';
import { ICONS } from '../assets';
import { Button } from '../components/Button';
import { badge, drawBox, mix } from '../components/draw';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { redrawOnce } from '../text-redraws';
import { LOC_ICON, TRAIT_ICON } from './face';
import { locColour } from './pieces';
import type { Intent } from './prompts';

/** The Gate table's small controls and counters: enemy intents, the gold pool, command buttons, split steppers. */
/**
 * What a face-up enemy will do at the end of the turn (as Slay the Spire shows intents): its attack and the
 * location it will hit (the Gate, with a detour arrow, when its target is destroyed), and the fear it adds.
 */
export class IntentBubble extends Piece {
  readonly #g: Phaser.GameObjects.Graphics;
  readonly #sword: Phaser.GameObjects.Image;
  readonly #damage: Phaser.GameObjects.Text;
  readonly #arrow: Phaser.GameObjects.Text;
  readonly #loc: Phaser.GameObjects.Image;
  readonly #fearIcon: Phaser.GameObjects.Image;
  readonly #fear: Phaser.GameObjects.Text;
  #intent: Intent | null = null;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, palette, 120, 0);
    this.#g = scene.add.graphics();
    this.#sword = scene.add.image(0, 0, TRAIT_ICON.attack);
    this.#damage = scene.add.text(0, 0, '', textStyle('badge', palette.text, { size: 18 })).setOrigin(0, 0.5);
    this.#arrow = scene.add.text(0, 0, '→', textStyle('badge', palette.textMuted, { size: 16 })).setOrigin(0.5);
    this.#loc = scene.add.image(0, 0, LOC_ICON.gate);
    this.#fearIcon = scene.add.image(0, 0, ICONS.gtFear.key);
    this.#fear = scene.add.text(0, 0, '', textStyle('badge', palette.text, { size: 16 })).setOrigin(0, 0.5);
    this.add([this.#g, this.#sword, this.#damage, this.#arrow, this.#loc, this.#fearIcon, this.#fear]);
    this.setDepth(DEPTH.placed + 20).setVisible(false);
    scene.add.existing(this);
  }

  get intent(): Intent | null {
    return this.#intent;
  }

  setWidth(width: number): this {
    this.setSize(width, this.height);
    this.redraw();
    return this;
  }

  setIntent(intent: Intent | null): this {
    this.#intent = intent;
    this.setVisible(intent !== null);
    this.redraw();
    return this;
  }

  protected redraw(): void {
    const i = this.#intent;
    if (!i) return;
    const p = this.palette;
    const w = this.width;
    const h = 38;
    const g = this.#g.clear();
    drawBox(g, 0, 0, w, h, { fill: mix(p.backgroundDeep, p.refused, 0.18), fillAlpha: 0.95, stroke: mix(p.refused, 0xffffff, 0.2), strokeWidth: 2, radius: h / 2, shadow: 3 });
    // A small tail toward the card below.
    g.fillStyle(mix(p.refused, 0xffffff, 0.2), 1);
    g.fillTriangle(-6, h / 2 - 1, 6, h / 2 - 1, 0, h / 2 + 6);
    const u = Math.min(1, w / 130);
    const x0 = -w / 2 + 14 * u;
    this.#sword.setPosition(x0 + 9, 0).setDisplaySize(18, 18).setTint(p.refused);
    this.#damage.setText(String(i.damage)).setPosition(x0 + 20, 1).setColor(css(p.text));
    const redirected = i.loc !== i.target;
    this.#arrow.setText(redirected ? '↪' : '→').setPosition(x0 + 44 * u, 0).setColor(css(redirected ? p.hover : p.textMuted));
    this.#loc.setTexture(LOC_ICON[i.loc]).setPosition(x0 + 64 * u, 0).setDisplaySize(22, 22).setTint(locColour(p, i.loc));
    this.#fearIcon.setPosition(w / 2 - 46 * u, 0).setDisplaySize(20, 20).setTint(p.textMuted);
    this.#fear.setText(`+${i.fear}`).setPosition(w / 2 - 34 * u, 1).setColor(css(p.text));
  }
}

// ---------------------------------------------------------------------------------------------------------

/** The gold pool: this turn's gold (GT-15), big, with its coins. It lies on its drop zone. */
export class GoldPool extends Phaser.GameObjects.Container {
  readonly #icon: Phaser.GameObjects.Image;
  readonly #value: Phaser.GameObjects.Text;
  readonly #label: Phaser.GameObjects.Text;
  #palette: Palette;
  #gold = 0;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#icon = scene.add.image(0, 0, TRAIT_ICON.income);
    this.#value = scene.add.text(0, 0, '0', textStyle('title', palette.gold, { size: 34 })).setOrigin(0, 0.5);
    this.#label = scene.add.text(0, 0, 'GOLD', textStyle('label', palette.textMuted, { size: 13, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.add([this.#icon, this.#value, this.#label]);
    this.setDepth(DEPTH.zone + 2);
    scene.add.existing(this);
  }

  get gold(): number {
    return this.#gold;
  }

  place(r: Rect): this {
    const s = Math.min(38, r.height - 18);
    this.setPosition(r.x, r.y + r.height / 2);
    this.#icon.setPosition(14 + s / 2, 0).setDisplaySize(s, s);
    this.#value.setPosition(22 + s, 0);
    this.#label.setPosition(22 + s + 44, 0);
    this.#redraw();
    return this;
  }

  setGold(gold: number): this {
    this.#gold = gold;
    this.#redraw();
    return this;
  }

  setPalette(p: Palette): this {
    this.#palette = p;
    this.#redraw();
    return this;
  }

  async pulse(motion: Motion): Promise<void> {
    await tweenTo(this.scene, { targets: this.#value, scale: 1.3, duration: 110, yoyo: true, ease: 'Quad.Out' }, motion);
  }

  #redraw(): void {
    const p = this.#palette;
    this.#icon.setTint(this.#gold > 0 ? p.gold : p.textMuted);
    // Its number and colour in one drawing (from none to some gold, each set alone drew it).
    redrawOnce(this.#value, (value) => value.setText(String(this.#gold)).setColor(css(this.#gold > 0 ? p.gold : p.textMuted)));
    this.#label.setX(this.#value.x + this.#value.width + 8).setColor(css(p.textMuted));
  }
}

// ---------------------------------------------------------------------------------------------------------

const COMMAND_ICON: Readonly<Record<Command, string>> = {
  callToArms: ICONS.gtCallToArms.key,
  caravan: ICONS.gtCaravan.key,
  festival: ICONS.gtFestival.key,
  fortify: ICONS.gtFortify.key,
};

/** A command on the Command Card: its name and icon, its price on a coin, greyed out when it cannot be issued. */
export class CommandButton extends Button {
  readonly command: Command;
  readonly #price: Phaser.GameObjects.Container;
  readonly #tick: Phaser.GameObjects.Text;
  #cost: number;
  #pricePalette: Palette;

  constructor(scene: Phaser.Scene, command: Command, label: string, cost: number, palette: Palette) {
    super(scene, 0, 0, { label, icon: COMMAND_ICON[command], width: 140, height: 50 }, palette);
    this.command = command;
    this.#cost = cost;
    this.#pricePalette = palette;
    this.#price = scene.add.container(0, 0);
    this.#tick = scene.add.text(0, 0, '✓', textStyle('heading', palette.legal, { size: 20, stroke: '#000000', strokeThickness: 3 })).setOrigin(0.5).setVisible(false);
    this.add([this.#price, this.#tick]);
    this.#paintPrice();
  }

  override resize(width: number, height?: number): this {
    super.resize(width, height);
    if (this.#price) this.#placePrice();
    return this;
  }

  override setPalette(palette: Palette): this {
    super.setPalette(palette);
    this.#pricePalette = palette;
    if (this.#price) this.#paintPrice();
    return this;
  }

  /** Issued this turn: a tick instead of the price. */
  setIssued(issued: boolean): this {
    this.#tick.setVisible(issued);
    this.#price.setVisible(!issued);
    return this;
  }

  #paintPrice(): void {
    const p = this.#pricePalette;
    this.#price.removeAll(true);
    this.#price.add(badge(this.scene, 0, 0, 12, String(this.#cost), p.gold, p.textDark, mix(p.gold, 0xffffff, 0.45)));
    this.#placePrice();
  }

  #placePrice(): void {
    this.#price.setPosition(this.width / 2 - 6, -this.height / 2 + 6);
    this.#tick.setPosition(this.width / 2 - 8, -this.height / 2 + 8);
  }
}

// ---------------------------------------------------------------------------------------------------------

/** Emitted with +1 or -1 when a stepper's button is pressed. */
export const STEPPER_STEP = 'step';

/** − value + : how many repair points go to one location while a split is chosen. */
export class Stepper extends Phaser.GameObjects.Container {
  readonly #minus: Phaser.GameObjects.Container;
  readonly #plus: Phaser.GameObjects.Container;
  readonly #value: Phaser.GameObjects.Text;
  #palette: Palette;
  #enabled: [boolean, boolean] = [true, true];

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#minus = this.#round('−', -1);
    this.#plus = this.#round('+', 1);
    this.#value = scene.add.text(0, 0, '0', textStyle('heading', palette.text, { size: 22, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5);
    this.#minus.setPosition(-34, 0);
    this.#plus.setPosition(34, 0);
    this.add([this.#minus, this.#value, this.#plus]);
    this.setDepth(DEPTH.ui + 10);
    scene.add.existing(this);
  }

  /** Centres of the − and + buttons in scene coordinates. */
  get buttons(): { minus: { x: number; y: number }; plus: { x: number; y: number } } {
    return { minus: { x: this.x - 34, y: this.y }, plus: { x: this.x + 34, y: this.y } };
  }

  get enabled(): readonly [boolean, boolean] {
    return this.#enabled;
  }

  set(value: number, minus: boolean, plus: boolean): this {
    this.#value.setText(String(value));
    this.#enabled = [minus, plus];
    this.#minus.setAlpha(minus ? 1 : 0.35);
    this.#plus.setAlpha(plus ? 1 : 0.35);
    return this;
  }

  #round(label: string, delta: 1 | -1): Phaser.GameObjects.Container {
    const s = this.scene;
    const p = this.#palette;
    const g = s.add.graphics();
    g.fillStyle(0x000000, 0.35);
    g.fillCircle(0, 2, 19);
    g.fillStyle(p.surfaceRaised, 1);
    g.fillCircle(0, 0, 19);
    g.lineStyle(2, p.legal, 1);
    g.strokeCircle(0, 0, 19);
    const t = s.add.text(0, -1, label, textStyle('heading', p.text, { size: 24 })).setOrigin(0.5);
    const c = s.add.container(0, 0, [g, t]).setSize(44, 44).setInteractive({ useHandCursor: true });
    c.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      if (this.#enabled[delta < 0 ? 0 : 1]) this.emit(STEPPER_STEP, delta);
    });
    return c;
  }
}
