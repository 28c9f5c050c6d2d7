import * as Phaser from 'phaser';
import type { Accent, Palette } from '../theme';
import { textStyle } from '../theme';
import { pixelRatio } from '../viewport';
import { bakedImage, coin, drawBox, fitText, mix } from './draw';
import type { Motion } from './motion';
import { alreadyAt } from './rest-pose';
import { frontKey, sameCardModel } from './same-model';
import { tweenTo } from './motion';
import { faceText, whileBakingFront } from './face-text';

/** A number in a card's corner (attack, health, power…). `label` names it for the zoomed view and screen readers. */
export interface CardStat {
  readonly value: number | string;
  readonly label: string;
}

/**
 * Draws a game's own card front, centred on (0, 0) in CARD_WIDTH × CARD_HEIGHT, instead of the standard layout
 * (a game whose cards need their own look: Gatekeeper's spellpower band). Returns the objects to show.
 */
export type CardFacePainter = (scene: Phaser.Scene, palette: Palette, model: CardModel) => Phaser.GameObjects.GameObject[];

/** What a card shows. The table builds it from the rules' view; a CardView knows nothing else. */
export interface CardModel {
  readonly id: string;
  readonly title: string;
  /** Type line under the art, e.g. "Spell — Fire". */
  readonly kind?: string;
  readonly cost?: number | string;
  readonly text?: string;
  /** Texture key of the art (a game-icons SVG). */
  readonly icon?: string;
  readonly accent?: Accent;
  /** Up to two: bottom-left and bottom-right. */
  readonly stats?: readonly CardStat[];
  /** Lines the zoom shows under the card (GateRunners: what each of its keywords does). */
  readonly notes?: readonly string[];
  /** What the zoom shows, when this card wears a compact look on the table (a witch in a column): her full card. */
  readonly zoomed?: CardModel;
  /** A game's own front (see CardFacePainter); the fields above still feed the zoom's caption. */
  readonly paint?: CardFacePainter;
  /**
   * What `paint` draws from, as a key (a unit's card and the marks on it): a new model with the same key and data
   * keeps the card as it is instead of building and baking its front again.
   */
  readonly face?: string;
}

/** Where a card rests when nothing moves it: a hand slot, a zone slot. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly angle: number;
  readonly scale: number;
  readonly depth: number;
}

export const CARD_WIDTH = 140;
export const CARD_HEIGHT = 196;
/** How far a selected card rises out of its resting place. */
export const LIFT = 26;

/**
 * selected: the card in hand the player holds (raised above its neighbours). playable: it may be used now.
 * marked: chosen in a choice of several cards (a mulligan, a discard, targets): outlined, not raised, so the
 * cards beside it stay in reach.
 */
export type CardHighlight = 'none' | 'selected' | 'playable' | 'marked';

const HW = CARD_WIDTH / 2;
const HH = CARD_HEIGHT / 2;
/** Room around a card's painted frame for its drop shadow (drawBox: `shadow` + 2 below). */
const FRAME_PAD = 8;
const PARCHMENT = 0xf3e8cc;
/** Room around a baked face beyond the frame's shadow: a glyph or badge that pokes out of the card is kept. */
const FACE_PAD = FRAME_PAD + 6;

let bakeFaces = true;
let faceCount = 0;

/**
 * Baked fronts, shared by the cards that look alike (the same `frontKey`, palette and pixel ratio): a card moved to
 * another zone is often a new view of it, and a deck holds copies. By key: the texture and how many cards show it.
 * Fronts no card shows are kept for one that shows them again, up to `UNSHOWN_FRONTS`, the longest unshown let go first.
 */
const sharedFronts = new Map<string, { readonly texture: string; users: number }>();
const unshownFronts = new Set<string>();
const UNSHOWN_FRONTS = 32;
const frontCounts = { baked: 0, shared: 0, ahead: 0 };

/** Fronts baked (of them `ahead`: by `bakeFrontAhead`), and fronts shown from one another card baked, since the page loaded (the test hooks'). */
export const cardFrontCounts = (): { readonly baked: number; readonly shared: number; readonly ahead: number } => ({ ...frontCounts });

/**
 * Whether card faces are baked on the Canvas renderer (see CardView); `?cardbake=off` turns it off for the frame
 * bench's baseline (`npm run bench:frames -- --cardbake-off`).
 */
export function setCardFaceBaking(on: boolean): void {
  bakeFaces = on;
}

/** The key a front is shared under on this renderer and screen (null: not baked, or a painter that cannot say what it draws). */
function sharedFrontKey(scene: Phaser.Scene, model: CardModel, palette: Palette): string | null {
  if (!bakeFaces || scene.game.renderer.type !== Phaser.CANVAS) return null;
  const key = frontKey(model);
  return key === null ? null : `${palette.name}|${pixelRatio()}|${key}`;
}

/**
 * Bakes the front a card showing `model` would bake, before any card shows it, and keeps it with the fronts no card
 * shows (up to `UNSHOWN_FRONTS`): the next card to show it takes it as it is. A table bakes the fronts a move will
 * show, one in a task of its own, before settling onto the move (kit/play-move.ts: `ahead`), where each new card
 * baked its front in the settling's one task. False when there was nothing to bake: the front is kept already, or
 * it would not be shared.
 */
export function bakeFrontAhead(scene: Phaser.Scene, model: CardModel, palette: Palette): boolean {
  if (!frontToBake(scene, model, palette)) return false;
  // A card made, baked and let go in one task is never drawn; its front stays, kept for the next to show it.
  new CardView(scene, model, palette, { faceUp: true, backIcon: '' }).destroy();
  frontCounts.ahead++;
  return true;
}

/** Whether a card showing `model` would bake its front anew (no card shows it, and none is kept). */
export function frontToBake(scene: Phaser.Scene, model: CardModel, palette: Palette): boolean {
  const key = sharedFrontKey(scene, model, palette);
  const kept = key === null ? undefined : sharedFronts.get(key);
  return key !== null && !(kept && scene.textures.exists(kept.texture));
}

/**
 * A card's frame (the boxes and washes behind its words), painted once per look under `key` (see `bakedImage`):
 * what every card painter draws first. The key names everything `draw` depends on (palette, colours, variant).
 */
export function cardFrame(scene: Phaser.Scene, key: string, draw: (g: Phaser.GameObjects.Graphics) => void): Phaser.GameObjects.Image {
  return bakedImage(scene, key, CARD_WIDTH, CARD_HEIGHT, FRAME_PAD, draw);
}

/**
 * A card: frame, title, cost badge, art, type line, rules text, stats, and a back. Cards live on the table layer;
 * fans and zones only set their `home`. The flip turns an inner body so the outer scale stays free for sizing.
 */
export class CardView extends Phaser.GameObjects.Container {
  readonly #body: Phaser.GameObjects.Container;
  readonly #front: Phaser.GameObjects.Container;
  readonly #back: Phaser.GameObjects.Container;
  readonly #glow: Phaser.GameObjects.Graphics;
  readonly #backIcon: string;
  #model: CardModel;
  #palette: Palette;
  #faceUp: boolean;
  #highlight: CardHighlight = 'none';
  #home: Pose | null = null;
  #flipping: Promise<void> | null = null;
  /** Which faces hold their objects: a face is built when first shown (a card face down never makes its words). */
  #built = { front: false, back: false };
  /** Whether the front is baked into one picture on the Canvas renderer (a zoomed card is not: see #bakeFront). */
  readonly #bakes: boolean;
  /** The texture the front is baked into and its shared key (null: none, or not shared), and the game's textures. */
  #bakedFront: { readonly texture: string; readonly key: string | null } | null = null;
  readonly #textures: Phaser.Textures.TextureManager;

  constructor(scene: Phaser.Scene, model: CardModel, palette: Palette, opts: { faceUp: boolean; backIcon: string; bake?: boolean }) {
    super(scene, 0, 0);
    this.#model = model;
    this.#palette = palette;
    this.#faceUp = opts.faceUp;
    this.#backIcon = opts.backIcon;
    this.#bakes = opts.bake ?? true;
    this.#textures = scene.textures;
    this.once(Phaser.GameObjects.Events.DESTROY, () => this.#dropBakedFront());
    this.#glow = scene.add.graphics();
    this.#front = scene.add.container(0, 0);
    this.#back = scene.add.container(0, 0);
    this.#body = scene.add.container(0, 0, [this.#glow, this.#front, this.#back]);
    this.add(this.#body);
    this.setSize(CARD_WIDTH, CARD_HEIGHT);
    this.#build();
    scene.add.existing(this);
  }

  get model(): CardModel {
    return this.#model;
  }

  get cardId(): string {
    return this.#model.id;
  }

  get faceUp(): boolean {
    return this.#faceUp;
  }

  get highlight(): CardHighlight {
    return this.#highlight;
  }

  get home(): Pose | null {
    return this.#home;
  }

  /** Sets where the card rests; `goHome` moves it there. */
  setHome(pose: Pose): this {
    this.#home = pose;
    return this;
  }

  /** Tweens to the resting pose (raised by LIFT when selected). */
  async goHome(motion: Motion, duration = 220): Promise<void> {
    const h = this.#home;
    if (!h) return;
    this.setDepth(this.#highlight === 'selected' ? h.depth + 1000 : h.depth);
    const lift = this.#highlight === 'selected' ? LIFT : 0;
    const rad = Phaser.Math.DegToRad(h.angle);
    // Rise along the card's own up direction, so a fanned card lifts out of the fan, not straight up.
    const target = { x: h.x + Math.sin(rad) * lift, y: h.y - Math.cos(rad) * lift, angle: h.angle, scale: h.scale };
    // A card already resting there is not tweened (rest-pose.ts: a tween that goes nowhere has the frame cache draw
    // it live); one still on its way to somewhere else is, so the new tween takes it over.
    if (!this.scene || (!this.scene.tweens.isTweening(this) && alreadyAt(this, target))) return;
    await tweenTo(this.scene, { targets: this, ...target, duration, ease: 'Cubic.Out' }, motion);
  }

  /** Jumps to the resting pose (first layout, reduced motion). */
  snapHome(): this {
    const h = this.#home;
    if (h) this.setPosition(h.x, h.y).setAngle(h.angle).setScale(h.scale).setDepth(h.depth);
    return this;
  }

  /** Shows `model`; one that looks the same as the model shown (components/same-model.ts) changes nothing. */
  setModel(model: CardModel): this {
    const same = sameCardModel(this.#model, model);
    this.#model = model;
    if (!same) this.#build();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#build();
    return this;
  }

  setHighlight(h: CardHighlight): this {
    this.#highlight = h;
    this.#paintGlow();
    return this;
  }

  /** Turns the card over: the body narrows to an edge, swaps faces, and widens again. */
  flip(faceUp: boolean, motion: Motion): Promise<void> {
    if (faceUp === this.#faceUp && !this.#flipping) return Promise.resolve();
    // A card destroyed while it turns (it flew to a pile and was gone, fast under reduced motion) has no scene:
    // the rest of the turn is skipped rather than tweened on nothing.
    const run = async (): Promise<void> => {
      if (!this.scene) return;
      await tweenTo(this.scene, { targets: this.#body, scaleX: 0, duration: 120, ease: 'Quad.In' }, motion);
      if (!this.scene) return;
      this.#faceUp = faceUp;
      this.#showFace();
      await tweenTo(this.scene, { targets: this.#body, scaleX: 1, duration: 140, ease: 'Quad.Out' }, motion);
      this.#flipping = null;
    };
    this.#flipping = (this.#flipping ?? Promise.resolve()).then(run);
    return this.#flipping;
  }

  /** Shows a face at once, without animation. */
  setFaceUp(faceUp: boolean): this {
    this.#faceUp = faceUp;
    this.#showFace();
    return this;
  }

  #build(): void {
    this.#dropBakedFront();
    this.#front.removeAll(true);
    this.#back.removeAll(true);
    this.#built = { front: false, back: false };
    this.#showFace();
    this.#paintGlow();
  }

  /** Shows the face the card is turned to, building it first if it was never shown. */
  #showFace(): void {
    if (this.#faceUp && !this.#built.front) {
      if (!this.#showSharedFront()) {
        // A front to be baked draws its words as pictures kept for the next front that says the same (face-text.ts).
        if (this.#willBake()) whileBakingFront(() => this.#buildFront());
        else this.#buildFront();
        this.#bakeFront();
      }
      this.#built.front = true;
    } else if (!this.#faceUp && !this.#built.back) {
      this.#buildBack();
      this.#built.back = true;
    }
    this.#front.setVisible(this.#faceUp);
    this.#back.setVisible(!this.#faceUp);
  }

  #buildFront(): void {
    const s = this.scene;
    const p = this.#palette;
    const m = this.#model;
    if (m.paint) {
      this.#front.add(m.paint(s, p, m));
      return;
    }
    const accent = p.accents[m.accent ?? 'ash'];
    const textTop = -HH + 110;
    this.#front.add(
      cardFrame(s, `card.front.${p.name}.${accent.toString(16)}`, (g) => {
        // Frame: accent border around a dark body.
        drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(accent, 0x000000, 0.25), stroke: mix(accent, 0xffffff, 0.25), strokeWidth: 2, radius: 12, shadow: 4 });
        drawBox(g, 0, 0, CARD_WIDTH - 10, CARD_HEIGHT - 10, { fill: p.surface, radius: 8 });
        // Title band.
        drawBox(g, 0, -HH + 19, CARD_WIDTH - 14, 26, { fill: mix(accent, 0x000000, 0.45), radius: 6 });
        // Art window with a soft accent wash.
        drawBox(g, 0, -HH + 70, CARD_WIDTH - 18, 70, { fill: mix(accent, p.surface, 0.55), radius: 6 });
        g.fillStyle(mix(accent, 0xffffff, 0.2), 0.25);
        g.fillEllipse(0, -HH + 70, 90, 56);
        // Rules box: parchment with dark ink for reading.
        drawBox(g, 0, (textTop + HH - 6) / 2, CARD_WIDTH - 18, HH - 6 - textTop, { fill: PARCHMENT, radius: 6 });
      }),
    );

    // With a cost badge in the corner, the title centres in the room right of it.
    const hasCost = m.cost !== undefined;
    const title = faceText(s, hasCost ? 9 : 0, -HH + 19, m.title, textStyle('label', p.text, { size: 14 })).setOrigin(0.5);
    fitText(title, CARD_WIDTH - (hasCost ? 54 : 24));
    this.#front.add(title);

    if (m.icon && s.textures.exists(m.icon)) {
      this.#front.add(s.add.image(0, -HH + 70, m.icon).setDisplaySize(58, 58).setTint(mix(p.text, accent, 0.15)));
    }
    if (m.kind) {
      const kind = faceText(s, 0, textTop + 9, m.kind.toUpperCase(), textStyle('small', mix(accent, 0x000000, 0.45), { size: 10, letterSpacing: 1 })).setOrigin(0.5);
      fitText(kind, CARD_WIDTH - 30);
      this.#front.add(kind);
    }
    if (m.text) {
      const top = textTop + (m.kind ? 18 : 8);
      const rules = faceText(s, 0, top, m.text, textStyle('body', p.textDark, { size: 12, align: 'center', lineSpacing: -1, wordWrap: { width: CARD_WIDTH - 30, useAdvancedWrap: true } }))
        .setOrigin(0.5, 0);
      // Long text shrinks rather than spilling over the stats.
      const room = HH - 22 - top;
      if (rules.height > room) rules.setScale(Math.max(0.7, room / rules.height));
      this.#front.add(rules);
    }
    if (m.cost !== undefined) this.#front.add(this.#badge(-HW + 14, -HH + 14, String(m.cost), p.gold, p.textDark, 15));
    const [left, right] = m.stats ?? [];
    if (left) this.#front.add(this.#badge(-HW + 14, HH - 14, String(left.value), mix(accent, 0x000000, 0.3), p.text, 13));
    if (right) this.#front.add(this.#badge(HW - 14, HH - 14, String(right.value), mix(accent, 0x000000, 0.3), p.text, 13));
  }

  /** Whether this card's front is baked into one picture (Canvas renderer, baking on, not a zoomed card). */
  #willBake(): boolean {
    return bakeFaces && this.#bakes && this.scene.game.renderer.type === Phaser.CANVAS;
  }

  /**
   * On the Canvas renderer, the front's frame, words, art and badges (a dozen objects, each drawn with its own
   * transform every frame the card is drawn live: moving, or beside something that moves) become one picture at the
   * screen's pixel ratio, drawn once: a computer-only Gatekeeper table's main thread went from 16.4 to 11.9 ms a
   * frame. WebGL batches the objects cheaply and keeps them. A zoomed card keeps its objects too: its art is drawn
   * from the full-size icon, sharper than a baked picture enlarged.
   */
  #bakeFront(): void {
    const s = this.scene;
    if (!this.#willBake()) return;
    const resolution = pixelRatio();
    const width = Math.ceil((CARD_WIDTH + FACE_PAD * 2) * resolution);
    const height = Math.ceil((CARD_HEIGHT + FACE_PAD * 2) * resolution);
    const key = `card.face.${++faceCount}`;
    const texture = s.textures.addDynamicTexture(key, width, height, false);
    if (!texture) return;
    const front = this.#front;
    const shown = front.visible;
    front.setScale(resolution).setVisible(true);
    texture.draw(front, width / 2, height / 2).render();
    front.setScale(1).setVisible(shown);
    front.removeAll(true);
    front.add(s.add.image(0, 0, key).setScale(1 / resolution));
    const shared = this.#sharedKey();
    if (shared !== null) sharedFronts.set(shared, { texture: key, users: 1 });
    this.#bakedFront = { texture: key, key: shared };
    frontCounts.baked++;
  }

  /** The key this card's baked front is shared under (null: not baked, or a painter that cannot say what it draws). */
  #sharedKey(): string | null {
    return this.#bakes ? sharedFrontKey(this.scene, this.#model, this.#palette) : null;
  }

  /** Shows the front another card baked, when one that looks the same is kept; false when there is none. */
  #showSharedFront(): boolean {
    const key = this.#sharedKey();
    const shared = key === null ? undefined : sharedFronts.get(key);
    if (key === null || !shared || !this.#textures.exists(shared.texture)) return false;
    shared.users++;
    unshownFronts.delete(key);
    this.#front.add(this.scene.add.image(0, 0, shared.texture).setScale(1 / pixelRatio()));
    this.#bakedFront = { texture: shared.texture, key };
    frontCounts.shared++;
    return true;
  }

  #dropBakedFront(): void {
    const baked = this.#bakedFront;
    if (baked === null) return;
    this.#bakedFront = null;
    const shared = baked.key === null ? undefined : sharedFronts.get(baked.key);
    if (baked.key === null || !shared || shared.texture !== baked.texture) {
      if (this.#textures.exists(baked.texture)) this.#textures.remove(baked.texture);
      return;
    }
    shared.users--;
    if (shared.users > 0) return;
    unshownFronts.add(baked.key);
    for (const oldest of unshownFronts) {
      if (unshownFronts.size <= UNSHOWN_FRONTS) break;
      unshownFronts.delete(oldest);
      const gone = sharedFronts.get(oldest);
      sharedFronts.delete(oldest);
      if (gone && this.#textures.exists(gone.texture)) this.#textures.remove(gone.texture);
    }
  }

  #badge(x: number, y: number, text: string, fill: number, ink: number, r: number): Phaser.GameObjects.Container {
    const s = this.scene;
    const g = coin(s, 0, 0, r, fill, mix(fill, 0xffffff, 0.45));
    const t = faceText(s, 0, 0, text, textStyle('badge', ink, { size: r + 2 })).setOrigin(0.5);
    fitText(t, r * 1.7);
    return s.add.container(x, y, [g, t]);
  }

  #buildBack(): void {
    const s = this.scene;
    const p = this.#palette;
    this.#back.add(
      cardFrame(s, `card.back.${p.name}`, (g) => {
        drawBox(g, 0, 0, CARD_WIDTH, CARD_HEIGHT, { fill: mix(p.surfaceRaised, 0x000000, 0.2), stroke: p.gold, strokeWidth: 2, radius: 12, shadow: 4 });
        // A lattice, like a portcullis seen through the gate.
        g.lineStyle(1, p.gold, 0.14);
        for (let x = -HW + 18; x < HW - 10; x += 14) g.lineBetween(x, -HH + 12, x, HH - 12);
        for (let y = -HH + 22; y < HH - 10; y += 14) g.lineBetween(-HW + 12, y, HW - 12, y);
        g.lineStyle(1.5, p.gold, 0.6);
        g.strokeRoundedRect(-HW + 9, -HH + 9, CARD_WIDTH - 18, CARD_HEIGHT - 18, 7);
        g.fillStyle(p.surfaceRaised, 1);
        g.fillCircle(0, 0, 38);
        g.lineStyle(2, p.gold, 0.9);
        g.strokeCircle(0, 0, 38);
      }),
    );
    if (s.textures.exists(this.#backIcon)) this.#back.add(s.add.image(0, 0, this.#backIcon).setDisplaySize(50, 50).setTint(p.gold));
  }

  #paintGlow(): void {
    const g = this.#glow.clear();
    if (this.#highlight === 'none') return;
    const colour = this.#highlight === 'selected' ? this.#palette.selected : this.#highlight === 'marked' ? this.#palette.hover : this.#palette.legal;
    g.lineStyle(8, colour, 0.25);
    g.strokeRoundedRect(-HW - 5, -HH - 5, CARD_WIDTH + 10, CARD_HEIGHT + 10, 16);
    g.lineStyle(3, colour, 1);
    g.strokeRoundedRect(-HW - 3, -HH - 3, CARD_WIDTH + 6, CARD_HEIGHT + 6, 14);
  }
}
