import * as Phaser from 'phaser';
import type { Seat } from '../../rules/core/module';
import type { GkView } from '../../rules/gatekeeper/index';
import { LOCATIONS } from '../../rules/gatekeeper/index';
import { ICONS } from '../assets';
import { BUTTON_CLICK, Button } from '../components/Button';
import type { Pose } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { DropZone } from '../components/DropZone';
import { mix } from '../components/draw';
import { HandFan } from '../components/HandFan';
import { CardSet } from '../kit/CardSet';
import { Pile } from '../components/Pile';
import { placeNew, sendHome } from '../kit/picture';
import type { BoardHost as KitBoardHost } from '../kit/TableBoard';
import { TableBoard } from '../kit/TableBoard';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { FaceSide } from './face';
import { elementColour, witchModel } from './face';
import type { WitchLook } from './face';
import type { GkLayout } from './layout';
import { columnPose, computeLayout } from './layout';
import type { Shown } from './model';
import { findOnPlane, shownOf } from './model';
import { Bead, KeeperPawn, LocationTile, ManaTrack } from './pieces';
import { columnZone, HAND_ZONE, PILE_CARD } from './steps';

export type Where = 'hand' | 'line' | 'plane';

/** What the board needs from its table. */
export interface BoardHost extends KitBoardHost {
  /** The seat whose eyes the table shows. */
  viewer(): Seat;
  seatLabel(seat: Seat): string;
  /** A witch on the table was tapped (a pick, or a tap on her column). */
  tapWitch(id: number, card: CardView, pointer: Phaser.Input.Pointer): void;
  tapLocation(loc: number, pointer: Phaser.Input.Pointer): void;
}

/**
 * The Gatekeeper table's picture: the Astral plane (four location cards with their gates, beads and the
 * Gatekeeper pawn), both players' columns, the hands, the recruit line, the piles, mana tracks and the three
 * action buttons; where each card rests in the current picture (`shown`), and moving everything there.
 */
export class GkBoard extends TableBoard<GkLayout, BoardHost> {
  /** The picture: the view drawn, stepped through event by event while animating. */
  shown: Shown | null = null;
  /** Hand cards chosen for a mulligan or a discard: they rise out of the fan. */
  risen: ReadonlySet<number> = new Set();
  readonly set: CardSet<Where>;
  /** The face each witch shows now: her side of the table and her look (`side/look`), redrawn only on a change. */
  readonly #faces = new Map<number, string>();
  backs: CardView[] = [];
  readonly pileProxy: CardView;
  readonly pile: Pile;
  readonly discard: Pile;
  readonly fan: HandFan;
  readonly zones: DropZone[];
  readonly handZone: DropZone;
  readonly tiles: LocationTile[];
  readonly beads: Bead[];
  readonly pawn: KeeperPawn;
  readonly shields: Phaser.GameObjects.Container[];
  readonly tracks: [ManaTrack, ManaTrack];
  readonly farLabel: Phaser.GameObjects.Text;
  readonly nearLabel: Phaser.GameObjects.Text;
  readonly handCount: Phaser.GameObjects.Text;
  readonly lineLabel: Phaser.GameObjects.Text;
  readonly planeBg: Phaser.GameObjects.Graphics;
  readonly primary: Button;
  readonly skip: Button;
  readonly extra: Button;

  constructor(scene: Phaser.Scene, host: BoardHost, width: number, height: number) {
    super(scene, host, computeLayout(width, height));
    const p = host.palette;
    this.planeBg = scene.add.graphics().setDepth(DEPTH.zone - 1);
    this.primary = new Button(scene, 0, 0, { label: 'Confirm', icon: ICONS.play.key, width: 156, height: 44, variant: 'primary' }, p).setDepth(DEPTH.ui);
    this.extra = new Button(scene, 0, 0, { label: 'Refresh hand', icon: ICONS.undo.key, width: 156, height: 44 }, p).setDepth(DEPTH.ui);
    this.skip = new Button(scene, 0, 0, { label: 'Skip spell', icon: ICONS.close.key, width: 156, height: 44 }, p).setDepth(DEPTH.ui);
    const label = (size: number, colour: number) => scene.add.text(0, 0, '', textStyle('label', colour, { size, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.farLabel = label(12, p.text);
    this.nearLabel = label(12, p.text);
    this.handCount = scene.add.text(0, 0, '', textStyle('small', p.textMuted, { size: 13 })).setOrigin(0.5).setDepth(DEPTH.hand + 20);
    this.lineLabel = scene.add.text(0, 0, 'RECRUIT LINE', textStyle('label', p.textMuted, { size: 13, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.tracks = [new ManaTrack(scene, p, p.seats[0] ?? p.gold), new ManaTrack(scene, p, p.seats[1] ?? p.gold)];
    this.tiles = [0, 1, 2, 3].map((loc) => {
      const tile = new LocationTile(scene, loc, p);
      tile.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => host.tapLocation(loc, pointer));
      return tile;
    });
    this.beads = [0, 1, 2, 3].map(() => new Bead(scene));
    this.pawn = new KeeperPawn(scene, ICONS.gkKeeper.key, p).setVisible(false);
    this.shields = [0, 1].map((seat) => this.#makeShield(seat));
    this.pile = new Pile(scene, 0, 0, 'Pile', p, ICONS.cardBack.key);
    this.discard = new Pile(scene, 0, 0, 'Discard', p, ICONS.cardBack.key);
    this.pileProxy = new CardView(scene, { id: PILE_CARD, title: 'Pile' }, p, { faceUp: false, backIcon: ICONS.cardBack.key });
    this.fan = new HandFan(scene, { x: 0, y: 0, width: 600, cardScale: 0.8 }, host.motion);
    this.set = new CardSet(host.drag, host.zoom, this.fan);
    this.zones = [0, 1, 2, 3].map((loc) => new DropZone(scene, columnZone(loc), '', { x: 0, y: 0, width: 10, height: 10 }, p, host.motion));
    this.handZone = new DropZone(scene, HAND_ZONE, 'Your hand', { x: 0, y: 0, width: 10, height: 10 }, p, host.motion).setDepth(DEPTH.hand - 5);
    for (const zone of [...this.zones, this.handZone]) host.drag.addZone(zone);
    host.drag.addCard(this.pileProxy);
  }

  /** The three buttons, wired to what they do now. */
  onButtons(on: { primary: () => void; extra: () => void; skip: () => void }): void {
    this.primary.on(BUTTON_CLICK, on.primary);
    this.extra.on(BUTTON_CLICK, on.extra);
    this.skip.on(BUTTON_CLICK, on.skip);
  }

  sideOf(seat: number): FaceSide {
    return seat === this.host.viewer() ? 'near' : 'far';
  }

  place(w: number, h: number): void {
    const L = (this.layout = computeLayout(w, h));
    const p = this.host.palette;
    const b = L.buttons;
    [this.primary, this.extra, this.skip].forEach((btn, i) => btn.resize(b.w, b.h).setPosition(b.x, b.y + b.h / 2 + i * (b.h + b.gap)));
    const pl = L.plane;
    this.tiles.forEach((tile, loc) => tile.place({ x: (pl.colX[loc] ?? 0) - pl.locW / 2, y: pl.locY - pl.locH / 2, width: pl.locW, height: pl.locH }));
    for (const bead of this.beads) bead.setRadius(Math.max(6, (this.tiles[0]?.gateRadius ?? 12) * 0.55));
    this.pawn.setPalette(p, Math.max(12, (this.tiles[0]?.gateRadius ?? 14) + 2));
    this.zones.forEach((z, loc) => z.setRect({ x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.nearTop - 2, width: pl.colW, height: pl.nearBottom - pl.nearTop + 2 }));
    const g = this.planeBg.clear();
    for (let loc = 0; loc < 4; loc++) {
      const c = elementColour(p, LOCATIONS[loc]?.element ?? 'air');
      g.fillStyle(mix(p.surface, c, 0.12), 0.4);
      g.fillRoundedRect((pl.colX[loc] ?? 0) - pl.colW / 2, pl.farTop, pl.colW, pl.farBottom - pl.farTop + 2, 14);
      g.lineStyle(1.5, mix(p.border, c, 0.25), 0.7);
      g.strokeRoundedRect((pl.colX[loc] ?? 0) - pl.colW / 2, pl.farTop, pl.colW, pl.farBottom - pl.farTop + 2, 14);
    }
    this.farLabel.setPosition(L.far.label.x, L.far.label.y).setWordWrapWidth(110, true);
    this.nearLabel.setPosition(L.near.label.x, L.near.label.y).setWordWrapWidth(110, true);
    this.handCount.setPosition(L.far.hand.x, L.far.hand.y + (CARD_HEIGHT * L.far.hand.scale) / 2 + 12);
    this.lineLabel.setPosition(L.line.label.x, L.line.label.y);
    this.pile.setPosition(L.pile.x, L.pile.y).setScale(L.pile.scale);
    this.discard.setPosition(L.discard.x, L.discard.y).setScale(L.discard.scale);
    this.fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    this.handZone.setRect(L.handZone);
    if (this.shown) {
      this.placeStatic();
      void this.layoutAll(false);
    }
  }

  /** Draws a view at once. */
  show(view: GkView): void {
    this.shown = shownOf(view);
    this.reconcile(false);
  }

  /** Brings every object in line with `shown`; `animate` tweens, otherwise everything jumps to place. */
  reconcile(animate: boolean): void {
    const s = this.shown;
    if (!s) return;
    const needed = new Map<number, { where: Where; side: FaceSide }>();
    for (const id of s.hand) needed.set(id, { where: 'hand', side: 'near' });
    for (const id of s.line) needed.set(id, { where: 'line', side: 'near' });
    s.columns.forEach((side, seat) => side.forEach((col) => col.forEach((w) => needed.set(w.witch, { where: 'plane', side: this.sideOf(seat) }))));
    for (const id of [...this.cards.keys()]) if (!needed.has(id)) this.dropCard(id)?.destroy();
    for (const [id, need] of needed) {
      let card = this.cards.get(id);
      if (!card) {
        card = this.makeWitch(id, need.side, true);
        placeNew(this.scene, card, this.homeFor(id, need.where), this.host.motion, animate);
      } else if (!card.faceUp) card.setFaceUp(true);
      this.assign(card, id, need.where);
    }
    this.setBacks(s.handCounts[1 - s.seat] ?? 0);
    this.placeStatic();
    void this.layoutAll(animate);
  }

  /**
   * A witch's face follows where she is: her side of the table (a pass-and-play handover turns it) and her look
   * (full in hand and line; placed, or dazzled, in a column).
   */
  #showFace(id: number, card: CardView): void {
    const s = this.shown;
    const at = s ? findOnPlane(s, id) : null;
    const side: FaceSide = at ? this.sideOf(at.seat) : 'near';
    const look: WitchLook = !at ? 'full' : s?.columns[at.seat]?.[at.loc]?.[at.index]?.dazzled ? 'dazzled' : 'placed';
    const face = `${side}/${look}`;
    if (this.#faces.get(id) === face) return;
    this.#faces.set(id, face);
    card.setModel(witchModel(id, side, look));
  }

  makeWitch(id: number, side: FaceSide, faceUp: boolean): CardView {
    const card = new CardView(this.scene, witchModel(id, side), this.host.palette, { faceUp, backIcon: ICONS.cardBack.key });
    this.#faces.set(id, `${side}/full`);
    card.setInteractive({ useHandCursor: true });
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => {
      if (this.where.get(id) === 'plane') this.host.tapWitch(id, card, pointer);
    });
    this.set.cards.set(id, card);
    return card;
  }

  get cards(): ReadonlyMap<number, CardView> {
    return this.set.cards;
  }

  get where(): ReadonlyMap<number, Where> {
    return this.set.where;
  }

  /** Forgets a card without destroying it (the caller animates it away, or destroys it); its shield comes off. */
  dropCard(id: number): CardView | undefined {
    const card = this.set.forget(id);
    for (const sh of this.shields) if (card && sh.parentContainer === card) this.#detachShield(sh);
    return card;
  }

  /** Registers a card for what it can do where it is: drag from hand and line, pick and zoom on the plane. */
  assign(card: CardView, id: number, where: Where): void {
    this.set.assign(card, id, where, where === 'plane' ? 'fixed' : where === 'hand' ? 'hand' : 'drag');
  }

  setBacks(n: number): void {
    while (this.backs.length > n) this.backs.pop()?.destroy();
    while (this.backs.length < n) {
      const back = new CardView(this.scene, { id: `back${this.backs.length}`, title: '' }, this.host.palette, { faceUp: false, backIcon: ICONS.cardBack.key });
      back.setHome(this.backPose(this.backs.length, n)).snapHome();
      this.backs.push(back);
    }
  }

  backPose(i: number, n: number): Pose {
    const h = this.layout.far.hand;
    const cw = CARD_WIDTH * h.scale;
    const spacing = n <= 1 ? 0 : Math.min(cw * 0.55, (h.width - cw) / (n - 1));
    return { x: h.x + (i - (n - 1) / 2) * spacing, y: h.y, angle: 0, scale: h.scale, depth: DEPTH.hand + i };
  }

  /** The resting pose of a witch in the current picture. */
  homeFor(id: number, where?: Where): Pose | null {
    const s = this.shown;
    if (!s) return null;
    const L = this.layout;
    const w = where ?? this.where.get(id);
    const i = s.hand.indexOf(id);
    if ((w === 'hand' || i >= 0) && i >= 0) {
      const pose = this.fan.poseOf(i, s.hand.length);
      if (!this.risen.has(id)) return pose;
      // Chosen for a mulligan or a discard: risen out of the fan along the card's own up direction.
      const a = Phaser.Math.DegToRad(pose.angle);
      return { ...pose, x: pose.x + Math.sin(a) * 30, y: pose.y - Math.cos(a) * 30 };
    }
    const li = s.line.indexOf(id);
    if (li >= 0) {
      const slot = L.line.slots[li] ?? L.line.slots[0] ?? { x: 0, y: 0 };
      return { x: slot.x, y: slot.y, angle: 0, scale: L.line.scale, depth: DEPTH.pile + 5 };
    }
    const at = findOnPlane(s, id);
    if (!at) return null;
    const col = s.columns[at.seat]?.[at.loc] ?? [];
    const pose = columnPose(L.plane, this.sideOf(at.seat), at.loc, at.index, col.map((w2) => w2.dazzled));
    return { ...pose, scale: L.plane.cardScale, depth: DEPTH.placed + at.index * 2 };
  }

  /** Moves every card, back, piece and counter to where `shown` puts it. */
  layoutAll(animate: boolean, duration = 220): Promise<void> {
    const s = this.shown;
    if (!s) return Promise.resolve();
    this.fan.arrange(s.hand.flatMap((id) => this.cards.get(id) ?? []));
    for (const [id, card] of this.cards) this.#showFace(id, card);
    const moves = sendHome(this.cards, (id) => this.homeFor(id), this.host.drag.draggingId, this.host.motion, animate, duration);
    this.backs.forEach((b, i) => {
      b.setHome(this.backPose(i, this.backs.length));
      if (animate) moves.push(b.goHome(this.host.motion, duration));
      else b.snapHome();
    });
    this.pileProxy.setHome({ ...this.pile.topPosition(), angle: 0, scale: this.layout.pile.scale, depth: DEPTH.pile - 1 });
    if (this.host.drag.draggingId !== PILE_CARD) this.pileProxy.snapHome();
    this.handCount.setText(`${this.backs.length} in hand`);
    this.placeShields();
    return Promise.all(moves).then(() => undefined);
  }

  /** Counters and pieces that have one place each: piles, mana, beads, the pawn, names. */
  placeStatic(): void {
    const s = this.shown;
    if (!s) return;
    const top = s.discard[s.discard.length - 1];
    if (this.pilesChanged(`${s.pileCount}/${s.discard.length}/${top}`)) {
      this.pile.setContents(s.pileCount);
      this.discard.setContents(s.discard.length, top === undefined ? null : witchModel(top));
    }
    this.tracks.forEach((t, seat) => t.setMana(s.mana[seat] ?? 0));
    this.beads.forEach((b, loc) => {
      const pt = this.tiles[loc]?.gatePoint(s.beads[loc] ?? 0);
      if (pt) b.setPosition(pt.x, pt.y);
    });
    if (s.keeper >= 0) {
      const k = this.tiles[s.keeper]?.keeperPoint();
      if (k) this.pawn.setPosition(k.x, k.y).setVisible(true).setAlpha(1);
    } else this.pawn.setVisible(false);
    const p = this.host.palette;
    const viewer = this.host.viewer();
    const far = 1 - viewer;
    this.farLabel.setText(this.host.seatLabel(far)).setColor(css(p.seats[far] ?? p.text));
    this.nearLabel.setText(this.host.seatLabel(viewer)).setColor(css(p.seats[viewer] ?? p.text));
    const L = this.layout;
    this.tracks[far]?.place(L.far.track.x, L.far.track.y, L.far.track.width, L.far.track.height);
    this.tracks[viewer]?.place(L.near.track.x, L.near.track.y, L.near.track.width, L.near.track.height);
  }

  #makeShield(seat: number): Phaser.GameObjects.Container {
    const g = this.scene.add.graphics();
    g.fillStyle(0x000000, 0.4);
    g.fillCircle(1, 2, 19);
    g.fillStyle(0x1b1430, 0.95);
    g.fillCircle(0, 0, 19);
    g.lineStyle(2.5, 0x9fd8ff, 1);
    g.strokeCircle(0, 0, 19);
    const icon = this.scene.add.image(0, 0, ICONS.gkAstralShield.key).setDisplaySize(26, 26).setTint(0x9fd8ff);
    return this.scene.add.container(0, 0, [g, icon]).setVisible(false).setName(`shield${seat}`);
  }

  #detachShield(sh: Phaser.GameObjects.Container): void {
    // Leaving a container puts it back on the scene's display list.
    sh.parentContainer?.remove(sh);
    sh.setVisible(false);
  }

  /** The shield token rides on the witch it guards. */
  placeShields(): void {
    const s = this.shown;
    if (!s) return;
    this.shields.forEach((sh, seat) => {
      const w = s.shields[seat] ?? -1;
      const card = w >= 0 && findOnPlane(s, w) ? this.cards.get(w) : undefined;
      if (!card) {
        if (sh.parentContainer || sh.visible) this.#detachShield(sh);
        return;
      }
      if (sh.parentContainer !== card) {
        sh.parentContainer?.remove(sh);
        card.add(sh);
      }
      sh.setPosition(CARD_WIDTH / 2 - 24, 6).setVisible(true);
    });
  }

  setPalette(p: Palette): void {
    for (const b of [this.primary, this.skip, this.extra]) b.setPalette(p);
    for (const t of this.tiles) t.setPalette(p);
    for (const c of this.cards.values()) c.setPalette(p);
    for (const c of this.backs) c.setPalette(p);
    this.pileProxy.setPalette(p);
    for (const z of [...this.zones, this.handZone]) z.setPalette(p);
    this.pile.setPalette(p);
    this.discard.setPalette(p);
    this.tracks.forEach((t, seat) => t.setPalette(p, p.seats[seat] ?? p.gold));
    this.pawn.setPalette(p, Math.max(12, (this.tiles[0]?.gateRadius ?? 14) + 2));
  }
}
