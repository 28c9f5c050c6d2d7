import * as Phaser from 'phaser';
import type { MatchDirector, TableSound, TableView } from '../../machines/director';
import type { SeatController } from '../../machines/match-logic';
import { undoRefusal } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { EventBase, GameModule, Outcome, Seat } from '../../rules/core/module';
import { gatekeeper, redactEvent } from '../../rules/gatekeeper/index';
import type { GkEvent, GkMove, GkView } from '../../rules/gatekeeper/types';
import { LOCATIONS, SPELL_TEXT } from '../../rules/gatekeeper/witches';
import { ICONS } from '../assets';
import { Backdrop } from '../backdrop';
import { BUTTON_CLICK, Button } from '../components/Button';
import type { Pose } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { DragController, DRAG_SELECTED } from '../components/DragController';
import type { PlacementRules } from '../components/DragController';
import { DropZone } from '../components/DropZone';
import { drawBox, mix } from '../components/draw';
import { floatText } from '../components/effects';
import { pageButton } from '../components/page';
import { GameLog } from '../components/GameLog';
import { HANDOFF_CONFIRMED, HandoffCurtain } from '../components/HandoffCurtain';
import { HandFan, visiblePoint } from '../components/HandFan';
import { MatchHost } from '../components/MatchHost';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import { Panel } from '../components/Panel';
import { Pile } from '../components/Pile';
import { Toast } from '../components/Toast';
import { TopBar } from '../components/TopBar';
import { Zoom } from '../components/Zoom';
import { APP_EVENTS, SCENES, tableSceneKey } from '../keys';
import { DEPTH } from '../layers';
import type { Services } from '../services';
import { servicesOf } from '../services';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { LayoutScene } from '../viewport';
import type { FaceSide } from './face';
import { elementColour, witchModel } from './face';
import type { GkInspection, PageButton, PagePoint } from './inspect';
import type { GkLayout } from './layout';
import { columnPose, computeLayout, nextSlot } from './layout';
import type { Shown } from './model';
import { applyEvent, findOnPlane, mulliganedAway, shownOf } from './model';
import { Bead, KeeperPawn, LocationTile, ManaTrack } from './pieces';
import type { Destination } from './prompts';
import {
  columnZone,
  destinations,
  HAND_ZONE,
  moveForDrop,
  multiPick,
  PICK_PHASES,
  pickableWitches,
  PILE_CARD,
  promptText,
  singlePick,
  targetsFor,
  witchCardId,
} from './prompts';

/** What the menu hands the table: a new match, or a save to continue. */
export type TableData = { readonly game: 'gatekeeper'; readonly seats: readonly SeatController[] } | { readonly resumed: ResumedSave };

type Where = 'hand' | 'line' | 'plane';

const MODULE = gatekeeper as unknown as GameModule;
const KEY = tableSceneKey('gatekeeper');
/** A press that moves further than this (CSS px) was a drag, not a tap. */
const TAP_SLOP = 10;

/** A small circular marker: "she goes here" for the Temptress and the Lieutenant. */
class Chip extends Phaser.GameObjects.Container {
  constructor(scene: Phaser.Scene, x: number, y: number, label: string, palette: Palette, onTap: () => void) {
    super(scene, x, y);
    const g = scene.add.graphics();
    g.fillStyle(0x000000, 0.35);
    g.fillCircle(1, 2, 15);
    g.fillStyle(palette.legal, 1);
    g.fillCircle(0, 0, 15);
    g.lineStyle(2, 0xffffff, 0.9);
    g.strokeCircle(0, 0, 15);
    const t = scene.add.text(0, 0, label, textStyle('badge', palette.textDark, { size: 14 })).setOrigin(0.5);
    this.add([g, t]).setSize(34, 34).setDepth(DEPTH.lifted).setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, onTap);
    scene.add.existing(this);
  }
}

/**
 * The Gatekeeper table: the Astral plane (four location cards with their gates, beads and the Gatekeeper pawn),
 * both players' columns, hands, the recruit line, the piles, mana tracks, a log, and the prompts of each witch's
 * spell. It is the director's TableView (through a small adapter, so the director sees only the TableView methods):
 * it draws views and animates domain events, and turns pointer input into moves. Legality always comes from the
 * rules through the director (legalMoves / explain).
 */
export class GatekeeperTable extends LayoutScene implements TableView {
  #services!: Services;
  #match!: MatchHost;
  #seats: readonly SeatController[] = [];
  #layout!: GkLayout;
  #ready = false;

  // The picture: the last view drawn, and the copy stepped through while animating.
  #view: GkView | null = null;
  #shown: Shown | null = null;
  #viewer: Seat = 0;
  #busy = false;
  #thinking: Seat | null = null;
  #over: { title: string; text: string } | null = null;
  #moves: GkMove[] = [];
  #mine = false;
  #picked: number[] = [];
  #selectionKey = '';
  #logEvents: GkEvent[] = [];
  /** Words and banners still on screen (the test hooks wait for them before a screenshot). */
  #transients = new Set<Phaser.GameObjects.GameObject>();

  // Objects.
  #backdrop!: Backdrop;
  #cards = new Map<number, CardView>();
  #where = new Map<number, Where>();
  #sides = new Map<number, FaceSide>();
  #pileKey = '';
  #chipsKey = '';
  #backs: CardView[] = [];
  #pileProxy!: CardView;
  #pile!: Pile;
  #discard!: Pile;
  #fan!: HandFan;
  #zones: DropZone[] = [];
  #handZone!: DropZone;
  #tiles: LocationTile[] = [];
  #beads: Bead[] = [];
  #pawn!: KeeperPawn;
  #shields: Phaser.GameObjects.Container[] = [];
  #tracks: [ManaTrack, ManaTrack] | null = null;
  #farLabel!: Phaser.GameObjects.Text;
  #nearLabel!: Phaser.GameObjects.Text;
  #handCount!: Phaser.GameObjects.Text;
  #lineLabel!: Phaser.GameObjects.Text;
  #planeBg!: Phaser.GameObjects.Graphics;
  #bar!: TopBar;
  #primary!: Button;
  #skip!: Button;
  #extra!: Button;
  #primaryAction: (() => void) | null = null;
  #extraAction: (() => void) | null = null;
  #chips: { chip: Chip; dest: Destination }[] = [];
  #toast!: Toast;
  #zoom!: Zoom;
  #drag!: DragController;
  #log!: GameLog;
  #curtain!: HandoffCurtain;
  #overPanel: { root: Phaser.GameObjects.Container; rematch: Button; menu: Button; title: Phaser.GameObjects.Text; text: Phaser.GameObjects.Text; panel: Panel; dim: Phaser.GameObjects.Rectangle } | null = null;

  constructor() {
    super(KEY);
  }

  get ready(): boolean {
    return this.#ready;
  }

  get #motion(): Motion {
    return this.#services.motion;
  }

  get #palette(): Palette {
    return this.#services.theme.palette;
  }

  get #director(): MatchDirector | null {
    return this.#match?.director ?? null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Scene lifecycle

  create(data: TableData): void {
    this.#ready = false;
    this.#services = servicesOf(this);
    this.#reset();
    const p = this.#palette;
    this.#layout = computeLayout(this.viewWidth, this.viewHeight);
    this.#backdrop = new Backdrop(this, p);
    this.#bar = new TopBar(this, p, { menu: () => this.#toMenu(), undo: () => this.#undo() });
    this.#planeBg = this.add.graphics().setDepth(DEPTH.zone - 1);
    this.#primary = new Button(this, 0, 0, { label: 'Confirm', icon: ICONS.play.key, width: 156, height: 44, variant: 'primary' }, p).setDepth(DEPTH.ui);
    this.#primary.on(BUTTON_CLICK, () => this.#primaryAction?.());
    this.#skip = new Button(this, 0, 0, { label: 'Skip spell', icon: ICONS.close.key, width: 156, height: 44 }, p).setDepth(DEPTH.ui);
    this.#skip.on(BUTTON_CLICK, () => this.#submit({ type: 'skip' }));
    this.#extra = new Button(this, 0, 0, { label: 'Refresh hand', icon: ICONS.undo.key, width: 156, height: 44 }, p).setDepth(DEPTH.ui);
    this.#extra.on(BUTTON_CLICK, () => this.#extraAction?.());

    this.#farLabel = this.add.text(0, 0, '', textStyle('label', p.text, { size: 12, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.#nearLabel = this.add.text(0, 0, '', textStyle('label', p.text, { size: 12, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.#handCount = this.add.text(0, 0, '', textStyle('small', p.textMuted, { size: 13 })).setOrigin(0.5).setDepth(DEPTH.hand + 20);
    this.#lineLabel = this.add.text(0, 0, 'RECRUIT LINE', textStyle('label', p.textMuted, { size: 13, letterSpacing: 1 })).setOrigin(0, 0.5);
    this.#tracks = [new ManaTrack(this, p, p.seats[0]), new ManaTrack(this, p, p.seats[1])];

    this.#tiles = [0, 1, 2, 3].map((loc) => {
      const tile = new LocationTile(this, loc, p);
      tile.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (ptr: Phaser.Input.Pointer) => this.#tapLocation(loc, ptr));
      return tile;
    });
    this.#beads = [0, 1, 2, 3].map(() => new Bead(this));
    this.#pawn = new KeeperPawn(this, ICONS.gkKeeper.key, p).setVisible(false);
    this.#shields = [0, 1].map((seat) => this.#makeShield(seat));

    this.#pile = new Pile(this, 0, 0, 'Pile', p, ICONS.cardBack.key);
    this.#discard = new Pile(this, 0, 0, 'Discard', p, ICONS.cardBack.key);
    this.#pileProxy = new CardView(this, { id: PILE_CARD, title: 'Pile' }, p, { faceUp: false, backIcon: ICONS.cardBack.key });
    this.#fan = new HandFan(this, { x: 0, y: 0, width: 600, cardScale: 0.8 }, this.#motion);
    this.#zones = [0, 1, 2, 3].map((loc) => new DropZone(this, columnZone(loc), '', { x: 0, y: 0, width: 10, height: 10 }, p, this.#motion));
    this.#handZone = new DropZone(this, HAND_ZONE, 'Your hand', { x: 0, y: 0, width: 10, height: 10 }, p, this.#motion).setDepth(DEPTH.hand - 5);
    this.#log = new GameLog(this, 'Log', { x: 0, y: 0, width: 10, height: 10 }, p).setDepth(DEPTH.ui - 30);
    this.#toast = new Toast(this, p, this.#motion);
    this.#zoom = new Zoom(this, () => this.#palette, this.#motion, () => ({ x: 0, y: 0, width: this.viewWidth, height: this.viewHeight }), ICONS.cardBack.key);
    this.#curtain = new HandoffCurtain(this, p, this.#motion, ICONS.play.key);

    const rules: PlacementRules = {
      targetsFor: (id) => (this.#mine ? targetsFor(this.#moves, id) : []),
      onPlace: (id, zoneId) => this.#place(id, zoneId),
      explainRefusal: (id, zoneId) => this.#explainDrop(id, zoneId),
    };
    this.#drag = new DragController(this, rules, { toast: this.#toast, motion: this.#motion, zoom: this.#zoom, sound: (n) => this.#services.sound.play(n) });
    for (const z of [...this.#zones, this.#handZone]) this.#drag.addZone(z);
    this.#drag.addCard(this.#pileProxy);
    this.#drag.on(DRAG_SELECTED, () => this.#paintPickables());

    const offTheme = this.#services.theme.onChange((palette) => this.#repaint(palette));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offTheme();
      this.#ready = false;
      this.#stopMatch();
    });

    this.startLayout();
    this.#startMatch(data);
    this.#ready = true;
    this.#refresh();
    this.game.events.emit(APP_EVENTS.sceneReady, KEY);
  }

  #reset(): void {
    this.#cards = new Map();
    this.#where = new Map();
    this.#sides = new Map();
    this.#pileKey = '';
    this.#chipsKey = '';
    this.#backs = [];
    this.#view = null;
    this.#shown = null;
    this.#busy = false;
    this.#thinking = null;
    this.#over = null;
    this.#moves = [];
    this.#mine = false;
    this.#picked = [];
    this.#selectionKey = '';
    this.#logEvents = [];
    this.#transients = new Set();
    this.#chips = [];
    this.#overPanel = null;
  }

  #startMatch(data: TableData): void {
    this.#match = new MatchHost(this.#services.saves, this, () => this.#refresh());
    if ('resumed' in data) {
      const pos = data.resumed.position;
      const meta = (pos.meta as { seats?: { kind?: string; bot?: string }[] }).seats ?? [];
      this.#seats = [0, 1].map((i): SeatController => {
        const s = meta[i];
        return s?.kind === 'computer' ? { kind: 'computer', bot: s.bot ?? 'medium' } : { kind: 'human', name: `Player ${i + 1}` };
      });
      this.#match.resume(data.resumed, this.#seats);
    } else {
      this.#seats = data.seats;
      const seed = new URLSearchParams(window.location.search).get('seed') ?? `${Date.now()}`;
      this.#match.start(MODULE, this.#seats, MODULE.defaultConfig(2), seed);
    }
  }

  #stopMatch(): void {
    this.#match.stop();
  }

  #toMenu(): void {
    this.#services.sound.play('click');
    this.#match.exit();
    this.scene.start(SCENES.menu);
  }

  #rematch(): void {
    this.#services.sound.play('click');
    this.#closeOver();
    this.#over = null;
    this.#logEvents = [];
    this.#log.clear();
    this.#match.rematch();
    this.#refresh();
  }

  // ---------------------------------------------------------------------------------------------------------
  // TableView

  render(view: unknown, seat: Seat): void {
    const v = view as GkView;
    const viewerChanged = seat !== this.#viewer;
    this.#viewer = seat;
    this.#view = v;
    this.#shown = shownOf(v);
    const undone = !viewerChanged && this.#log.lineCount > 0;
    this.#picked = [];
    this.#clearChips();
    this.#reconcile(false);
    if (viewerChanged || this.#log.lineCount === 0) this.#rewriteLog();
    else if (undone) this.#log.addLine('— move taken back —', this.#palette.textMuted);
    this.#refresh();
  }

  async animate(events: readonly EventBase[], view: unknown, _by: 'human' | 'computer', _seat: Seat): Promise<void> {
    const final = view as GkView;
    if (!this.sys.isActive()) return;
    if (!this.#shown || final.seat !== this.#shown.seat) {
      this.render(final, final.seat);
      return;
    }
    this.#busy = true;
    this.#picked = [];
    this.#clearChips();
    this.#refresh();
    try {
      for (const e of events as readonly GkEvent[]) {
        this.#logEvent(e);
        await this.#play(e, final);
        if (!this.sys.isActive()) return;
      }
    } finally {
      this.#view = final;
      this.#shown = shownOf(final);
      if (this.sys.isActive()) this.#reconcile(true);
      this.#busy = false;
      if (this.sys.isActive()) this.#refresh();
    }
  }

  toast(text: string, tone: 'info' | 'warning'): void {
    this.#toast.show(text, tone);
  }

  playSound(name: TableSound): void {
    this.#services.sound.play(name);
  }

  setThinking(seat: Seat | null): void {
    this.#thinking = seat;
    this.#refresh();
  }

  handoff(name: string): Promise<void> {
    this.#zoom.hide();
    return new Promise((resolve) => {
      this.#curtain.once(HANDOFF_CONFIRMED, () => resolve());
      void this.#curtain.show(name);
    });
  }

  gameOver(outcome: Outcome, seats: readonly Seat[]): void {
    const v = this.#view;
    const mana = v?.mana ?? [0, 0];
    let title: string;
    if (outcome.kind === 'win') {
      const w = outcome.winners[0] ?? 0;
      title = seats.length === 1 ? (seats.includes(w) ? 'You win!' : `${this.#seatName(w)} wins`) : `${this.#seatName(w)} wins!`;
    } else {
      title = 'A draw';
    }
    const reason = outcome.kind === 'ongoing' ? '' : outcome.reason;
    const text = `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.\nFinal mana — ${[0, 1].map((s) => `${this.#seatName(s)}: ${mana[s] ?? 0}`).join('   ·   ')}`;
    this.#over = { title, text };
    this.#openOver();
    this.#refresh();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Layout

  protected layout(w: number, h: number): void {
    const L = (this.#layout = computeLayout(w, h));
    const p = this.#palette;
    this.#backdrop.resize(w, h);
    this.#bar.layout(w);
    const b = L.buttons;
    [this.#primary, this.#extra, this.#skip].forEach((btn, i) => btn.resize(b.w, b.h).setPosition(b.x, b.y + b.h / 2 + i * (b.h + b.gap)));

    // Plane: location cards, column areas.
    const pl = L.plane;
    this.#tiles.forEach((t, loc) => t.place(pl.colX[loc] ?? 0, pl.locY, pl.locW, pl.locH));
    for (const bead of this.#beads) bead.setRadius(Math.max(6, (this.#tiles[0]?.gateRadius ?? 12) * 0.55));
    this.#pawn.setPalette(p, Math.max(12, (this.#tiles[0]?.gateRadius ?? 14) + 2));
    this.#zones.forEach((z, loc) => z.setRect({ x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.nearTop - 2, width: pl.colW, height: pl.nearBottom - pl.nearTop + 2 }));
    const g = this.#planeBg.clear();
    for (let loc = 0; loc < 4; loc++) {
      const c = elementColour(p, LOCATIONS[loc]?.element ?? 'air');
      g.fillStyle(mix(p.surface, c, 0.12), 0.4);
      g.fillRoundedRect((pl.colX[loc] ?? 0) - pl.colW / 2, pl.farTop, pl.colW, pl.farBottom - pl.farTop + 2, 14);
      g.lineStyle(1.5, mix(p.border, c, 0.25), 0.7);
      g.strokeRoundedRect((pl.colX[loc] ?? 0) - pl.colW / 2, pl.farTop, pl.colW, pl.farBottom - pl.farTop + 2, 14);
    }

    // Left panel: names, opponent's hand count, mana tracks.
    this.#farLabel.setPosition(L.far.label.x, L.far.label.y).setWordWrapWidth(110, true);
    this.#nearLabel.setPosition(L.near.label.x, L.near.label.y).setWordWrapWidth(110, true);
    this.#handCount.setPosition(L.far.hand.x, L.far.hand.y + (CARD_HEIGHT * L.far.hand.scale) / 2 + 12);
    const [t0, t1] = this.#tracks ?? [];
    const far = L.far.track;
    const near = L.near.track;
    const farSeat = 1 - this.#viewer;
    (farSeat === 0 ? t0 : t1)?.place(far.x, far.y, far.width, far.height);
    (farSeat === 0 ? t1 : t0)?.place(near.x, near.y, near.width, near.height);

    // Market.
    this.#lineLabel.setPosition(L.line.label.x, L.line.label.y);
    this.#pile.setPosition(L.pile.x, L.pile.y).setScale(L.pile.scale);
    this.#discard.setPosition(L.discard.x, L.discard.y).setScale(L.discard.scale);
    if (L.log) this.#log.setVisible(true).setRect(L.log);
    else this.#log.setVisible(false);

    this.#fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    this.#handZone.setRect(L.handZone);
    this.#toast.place(L.toast.x, L.toast.y, L.toast.width);
    this.#curtain.layout(w, h);
    this.#layoutOver();
    if (this.#shown) {
      this.#placeStatic();
      this.#layoutAll(false);
    }
    this.#refreshChips();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Drawing the picture

  #seatName(seat: number): string {
    const c = this.#seats[seat];
    const humans = this.#seats.filter((s) => s.kind === 'human').length;
    if (c?.kind === 'computer') return humans === 0 ? `Computer ${seat + 1}` : 'Computer';
    if (humans === 1) return 'You';
    return (c?.kind === 'human' ? c.name : undefined) ?? `Player ${seat + 1}`;
  }

  /** Name over a mana track; the seat number too, as the log says "Player 1" and "Player 2". */
  #seatLabel(seat: number): string {
    const c = this.#seats[seat];
    const name = this.#seatName(seat);
    if (c?.kind === 'computer') {
      const level = c.bot === 'easy' ? 'Easy' : c.bot === 'hard' ? 'Hard' : 'Normal';
      return `${name} · ${level}\nPlayer ${seat + 1}`;
    }
    return name === `Player ${seat + 1}` ? name : `${name}\nPlayer ${seat + 1}`;
  }

  #sideOf(seat: number): FaceSide {
    return seat === this.#viewer ? 'near' : 'far';
  }

  /** Brings every object in line with #shown; `animate` tweens, otherwise everything jumps to place. */
  #reconcile(animate: boolean): void {
    const s = this.#shown;
    if (!s) return;
    const needed = new Map<number, { where: Where; side: FaceSide }>();
    for (const id of s.hand) needed.set(id, { where: 'hand', side: 'near' });
    for (const id of s.line) needed.set(id, { where: 'line', side: 'near' });
    s.columns.forEach((side, seat) => side.forEach((col) => col.forEach((p) => needed.set(p.witch, { where: 'plane', side: this.#sideOf(seat) }))));
    for (const [id, card] of [...this.#cards]) {
      if (!needed.has(id)) this.#dropCard(id, card);
    }
    for (const [id, need] of needed) {
      let card = this.#cards.get(id);
      if (!card) {
        card = this.#makeWitch(id, need.side, true);
        const home = this.#homeFor(id, need.where);
        if (home) card.setHome(home).snapHome();
        if (animate) {
          card.setAlpha(0);
          void tweenTo(this, { targets: card, alpha: 1, duration: 200 }, this.#motion);
        }
      } else {
        // The face follows the side of the table she is on (a pass-and-play handover turns the table).
        if (this.#sides.get(id) !== need.side) {
          card.setModel(witchModel(id, need.side));
          this.#sides.set(id, need.side);
        }
        if (!card.faceUp) card.setFaceUp(true);
      }
      this.#assign(card, id, need.where);
    }
    const opp = 1 - s.seat;
    this.#setBacks(s.handCounts[opp] ?? 0);
    this.#placeStatic();
    this.#layoutAll(animate);
  }

  #makeWitch(id: number, side: FaceSide, faceUp: boolean): CardView {
    const card = new CardView(this, witchModel(id, side), this.#palette, { faceUp, backIcon: ICONS.cardBack.key });
    this.#sides.set(id, side);
    card.setInteractive({ useHandCursor: true });
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (ptr: Phaser.Input.Pointer) => this.#tapWitch(id, card, ptr));
    this.#cards.set(id, card);
    return card;
  }

  #dropCard(id: number, card: CardView): void {
    this.#drag.removeCard(card);
    this.#zoom.unwatch(card);
    this.#fan.removeCard(card);
    this.#cards.delete(id);
    this.#where.delete(id);
    for (const sh of this.#shields) if (sh.parentContainer === card) this.#detachShield(sh);
    card.destroy();
  }

  /** Registers a card for what it can do where it is: drag from hand and line, pick and zoom on the plane. */
  /** A witch flies face down off the pile to `where` and turns up on the way; resolves after `waitMs`. */
  async #dealFaceUp(witch: number, where: Where, flyMs: number, waitMs: number): Promise<void> {
    const from = this.#pile.topPosition();
    const card = this.#makeWitch(witch, 'near', false);
    card.setPosition(from.x, from.y).setScale(this.#layout.pile.scale).setDepth(DEPTH.lifted);
    this.#assign(card, witch, where);
    this.#placeStatic();
    // The next event need not wait for the whole flight (nothing else moves this card meanwhile).
    void card.flip(true, this.#motion);
    void this.#layoutAll(true, flyMs);
    await this.#wait(waitMs);
  }

  #assign(card: CardView, id: number, where: Where): void {
    const was = this.#where.get(id);
    if (was === where) return;
    this.#where.set(id, where);
    if (where === 'plane') {
      this.#drag.removeCard(card);
      this.#fan.removeCard(card);
      if (!card.input) card.setInteractive({ useHandCursor: true });
      this.#zoom.watch(card);
    } else {
      this.#zoom.unwatch(card);
      this.#drag.addCard(card);
      if (where !== 'hand') this.#fan.removeCard(card);
    }
    card.setHighlight('none');
  }

  #setBacks(n: number): void {
    while (this.#backs.length > n) this.#backs.pop()?.destroy();
    while (this.#backs.length < n) {
      const back = new CardView(this, { id: `back${this.#backs.length}`, title: '' }, this.#palette, { faceUp: false, backIcon: ICONS.cardBack.key });
      const pose = this.#backPose(this.#backs.length, n);
      back.setHome(pose).snapHome();
      this.#backs.push(back);
    }
  }

  #backPose(i: number, n: number): Pose {
    const h = this.#layout.far.hand;
    const cw = CARD_WIDTH * h.scale;
    const spacing = n <= 1 ? 0 : Math.min(cw * 0.55, (h.width - cw) / (n - 1));
    return { x: h.x + (i - (n - 1) / 2) * spacing, y: h.y, angle: 0, scale: h.scale, depth: DEPTH.hand + i };
  }

  /** The resting pose of a witch in the current picture. */
  #homeFor(id: number, where?: Where): Pose | null {
    const s = this.#shown;
    if (!s) return null;
    const L = this.#layout;
    const w = where ?? this.#where.get(id);
    if (w === 'hand' || s.hand.includes(id)) {
      const i = s.hand.indexOf(id);
      if (i >= 0) {
        const pose = this.#fan.poseOf(i, s.hand.length);
        if (!this.#picked.includes(id)) return pose;
        // Chosen for a mulligan or a discard: risen out of the fan along the card's own up direction.
        const a = Phaser.Math.DegToRad(pose.angle);
        return { ...pose, x: pose.x + Math.sin(a) * 30, y: pose.y - Math.cos(a) * 30 };
      }
    }
    const li = s.line.indexOf(id);
    if (li >= 0) {
      const slot = L.line.slots[li] ?? L.line.slots[0] ?? { x: 0, y: 0 };
      return { x: slot.x, y: slot.y, angle: 0, scale: L.line.scale, depth: DEPTH.pile + 5 };
    }
    const at = findOnPlane(s, id);
    if (at) {
      const col = s.columns[at.seat]?.[at.loc] ?? [];
      const pose = columnPose(L.plane, this.#sideOf(at.seat), at.loc, at.index, col.map((p) => p.dazzled));
      return { ...pose, scale: L.plane.cardScale, depth: DEPTH.placed + at.index * 2 };
    }
    return null;
  }

  /** Moves every card, back, piece and counter to where #shown puts it. */
  #layoutAll(animate: boolean, duration = 220): Promise<void> {
    const s = this.#shown;
    if (!s) return Promise.resolve();
    const moves: Promise<void>[] = [];
    // Hand order follows the picture.
    this.#fan.arrange(s.hand.flatMap((id) => this.#cards.get(id) ?? []));
    for (const [id, card] of this.#cards) {
      const home = this.#homeFor(id);
      if (!home) continue;
      card.setHome(home);
      if (this.#drag.draggingId === card.cardId) continue;
      if (animate) moves.push(card.goHome(this.#motion, duration));
      else card.snapHome();
    }
    this.#backs.forEach((b, i) => {
      b.setHome(this.#backPose(i, this.#backs.length));
      if (animate) moves.push(b.goHome(this.#motion, duration));
      else b.snapHome();
    });
    this.#pileProxy.setHome({ ...this.#pile.topPosition(), angle: 0, scale: this.#layout.pile.scale, depth: DEPTH.pile - 1 });
    if (this.#drag.draggingId !== PILE_CARD) this.#pileProxy.snapHome();
    this.#handCount.setText(`${this.#backs.length} in hand`);
    this.#placeShields();
    return Promise.all(moves).then(() => undefined);
  }

  /** Counters and pieces that have one place each: piles, mana, beads, the pawn, names. */
  #placeStatic(): void {
    const s = this.#shown;
    if (!s) return;
    const top = s.discard[s.discard.length - 1];
    const pileKey = `${s.pileCount}/${s.discard.length}/${top}`;
    if (pileKey !== this.#pileKey) {
      this.#pileKey = pileKey;
      this.#pile.setContents(s.pileCount);
      this.#discard.setContents(s.discard.length, top === undefined ? null : witchModel(top));
    }
    this.#tracks?.forEach((t, seat) => t.setMana(s.mana[seat] ?? 0));
    this.#beads.forEach((b, loc) => {
      const pt = this.#tiles[loc]?.gatePoint(s.beads[loc] ?? 0);
      if (pt) b.setPosition(pt.x, pt.y);
    });
    if (s.keeper >= 0) {
      const k = this.#tiles[s.keeper]?.keeperPoint();
      if (k) this.#pawn.setPosition(k.x, k.y).setVisible(true).setAlpha(1);
    } else this.#pawn.setVisible(false);
    const far = 1 - this.#viewer;
    this.#farLabel.setText(this.#seatLabel(far)).setColor(css(this.#palette.seats[far] ?? this.#palette.text));
    this.#nearLabel.setText(this.#seatLabel(this.#viewer)).setColor(css(this.#palette.seats[this.#viewer] ?? this.#palette.text));
    const L = this.#layout;
    const [t0, t1] = this.#tracks ?? [];
    (far === 0 ? t0 : t1)?.place(L.far.track.x, L.far.track.y, L.far.track.width, L.far.track.height);
    (far === 0 ? t1 : t0)?.place(L.near.track.x, L.near.track.y, L.near.track.width, L.near.track.height);
  }

  #makeShield(seat: number): Phaser.GameObjects.Container {
    const g = this.add.graphics();
    g.fillStyle(0x000000, 0.4);
    g.fillCircle(1, 2, 19);
    g.fillStyle(0x1b1430, 0.95);
    g.fillCircle(0, 0, 19);
    g.lineStyle(2.5, 0x9fd8ff, 1);
    g.strokeCircle(0, 0, 19);
    const icon = this.add.image(0, 0, ICONS.gkAstralShield.key).setDisplaySize(26, 26).setTint(0x9fd8ff);
    const c = this.add.container(0, 0, [g, icon]).setVisible(false).setName(`shield${seat}`);
    return c;
  }

  #detachShield(sh: Phaser.GameObjects.Container): void {
    // Leaving a container puts it back on the scene's display list.
    sh.parentContainer?.remove(sh);
    sh.setVisible(false);
  }

  /** The shield token rides on the witch it guards. */
  #placeShields(): void {
    const s = this.#shown;
    if (!s) return;
    this.#shields.forEach((sh, seat) => {
      const w = s.shields[seat] ?? -1;
      const card = w >= 0 && findOnPlane(s, w) ? this.#cards.get(w) : undefined;
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

  // ---------------------------------------------------------------------------------------------------------
  // Animating events

  async #play(e: GkEvent, final: GkView): Promise<void> {
    const s = this.#shown as Shown;
    const me = s.seat;
    const sound = (n: Parameters<Services['sound']['play']>[0]) => this.#services.sound.play(n);
    switch (e.type) {
      case 'played': {
        let card = this.#cards.get(e.witch);
        let flip = false;
        if (!card) {
          // From the opponent's hand: a back turns into the witch on her way to the column.
          const back = this.#backs.pop();
          const from = back ? { x: back.x, y: back.y, scale: back.scale } : { ...this.#pile.topPosition(), scale: this.#layout.pile.scale };
          back?.destroy();
          card = this.#makeWitch(e.witch, this.#sideOf(e.seat), false);
          card.setPosition(from.x, from.y).setScale(from.scale).setDepth(DEPTH.lifted);
          flip = true;
        }
        applyEvent(s, e, final);
        this.#assign(card, e.witch, 'plane');
        sound('place');
        await Promise.all([this.#layoutAll(true, 230), flip ? card.flip(true, this.#motion) : Promise.resolve()]);
        return;
      }
      case 'duel': {
        const a = this.#cards.get(e.witch);
        const b = this.#cards.get(e.target);
        sound('hit');
        await Promise.all(
          [a, b].filter((c): c is CardView => !!c).map((c) => tweenTo(this, { targets: c, scale: c.scale * 1.14, duration: 90, yoyo: true, ease: 'Quad.Out' }, this.#motion)),
        );
        if (e.blocked) await this.#flashText(b ?? a, 'Shielded!', 0x9fd8ff);
        return;
      }
      case 'dazzled': {
        applyEvent(s, e, final);
        sound('slide');
        await this.#layoutAll(true, 180);
        return;
      }
      case 'cast': {
        const c = this.#cards.get(e.witch);
        sound('flip');
        await this.#flashText(c, SPELL_TEXT[e.spell].name, this.#palette.gold);
        return;
      }
      case 'healed':
        applyEvent(s, e, final);
        sound('heal');
        await this.#layoutAll(true, 240);
        return;
      case 'shielded':
      case 'moved':
        applyEvent(s, e, final);
        sound('slide');
        await this.#layoutAll(true, 260);
        return;
      case 'manaPaid':
      case 'damaged': {
        const before = s.mana[e.seat] ?? 0;
        applyEvent(s, e, final);
        const after = s.mana[e.seat] ?? 0;
        const track = this.#tracks?.[e.seat];
        for (let v = before - 1; v >= after; v--) {
          track?.setMana(v);
          sound('hit');
          await this.#wait(75);
        }
        track?.setMana(after);
        return;
      }
      case 'keeperEntered': {
        applyEvent(s, e, final);
        const k = this.#tiles[e.loc]?.keeperPoint();
        if (k) {
          this.#pawn.setPosition(k.x, k.y - 30).setAlpha(0).setVisible(true);
          await tweenTo(this, { targets: this.#pawn, y: k.y, alpha: 1, duration: 300, ease: 'Bounce.Out' }, this.#motion);
        }
        return;
      }
      case 'keeperMoved':
        // A one-step path that is not the next location can only be a wild witch's choice: an arc, not a walk.
        await this.#walkKeeper(e.from, e.path, e.path.length === 1 && e.to !== (e.from + 1) % 4);
        applyEvent(s, e, final);
        return;
      case 'keeperStays': {
        await tweenTo(this, { targets: this.#pawn, scale: 1.3, duration: 160, yoyo: true }, this.#motion);
        return;
      }
      case 'removed': {
        const card = this.#cards.get(e.witch);
        applyEvent(s, e, final);
        sound('slide');
        await Promise.all([card ? this.#flyToDiscard(e.witch, card).then(() => this.#placeStatic()) : Promise.resolve(), this.#layoutAll(true, 220)]);
        return;
      }
      case 'gateOpened': {
        const bead = this.#beads[e.loc];
        const tile = this.#tiles[e.loc];
        const from = this.#shown?.beads[e.loc] ?? 0;
        sound('flip');
        if (bead && tile) {
          const steps = (e.gate - from + 3) % 3 || 3;
          for (let i = 1; i <= steps; i++) {
            const pt = tile.gatePoint(from + i);
            await tweenTo(this, { targets: bead, x: pt.x, y: pt.y, duration: 130, ease: 'Sine.InOut' }, this.#motion);
          }
          tile.setTileState('flash');
        }
        applyEvent(s, e, final);
        return;
      }
      case 'confrontation': {
        const tile = this.#tiles[e.loc];
        const name = e.dominant === null ? '' : this.#seatName(e.dominant);
        const who = e.dominant === null ? 'no majority, no damage' : `${name} ${name === 'You' ? 'strike' : 'strikes'} ${e.strike}, ${e.block} blocked`;
        const el = e.element.charAt(0).toUpperCase() + e.element.slice(1);
        await this.#banner(tile, `${el} gate: ${who}`, e.dominant === null ? this.#palette.textMuted : (this.#palette.seats[e.dominant] ?? this.#palette.gold));
        tile?.setTileState('idle');
        return;
      }
      case 'cleared': {
        const cards = e.witches.map((id) => [id, this.#cards.get(id)] as const);
        applyEvent(s, e, final);
        sound('slide');
        await Promise.all(cards.map(([id, c]) => (c ? this.#flyToDiscard(id, c) : Promise.resolve())));
        this.#placeStatic();
        this.#tiles[e.loc]?.setTileState('idle');
        return;
      }
      case 'recruited': {
        const card = this.#cards.get(e.witch);
        applyEvent(s, e, final);
        sound('slide');
        if (e.seat === me) {
          if (card) this.#assign(card, e.witch, 'hand');
          await this.#layoutAll(true, 240);
        } else if (card) {
          // To the opponent's hand, where she becomes a back.
          this.#dropFromTable(e.witch);
          const pose = this.#backPose(this.#backs.length, this.#backs.length + 1);
          card.setDepth(DEPTH.lifted);
          await Promise.all([tweenTo(this, { targets: card, x: pose.x, y: pose.y, scale: pose.scale, duration: 300, ease: 'Cubic.Out' }, this.#motion), card.flip(false, this.#motion)]);
          card.destroy();
          this.#setBacks((this.#shown?.handCounts[e.seat] ?? 0));
          await this.#layoutAll(true, 200);
        }
        return;
      }
      case 'drew': {
        applyEvent(s, e, final);
        const from = this.#pile.topPosition();
        sound('slide');
        if (e.seat === me && e.witch >= 0) {
          await this.#dealFaceUp(e.witch, 'hand', 240, 120);
        } else {
          const n = this.#backs.length + 1;
          const back = new CardView(this, { id: `back${n}`, title: '' }, this.#palette, { faceUp: false, backIcon: ICONS.cardBack.key });
          back.setPosition(from.x, from.y).setScale(this.#layout.pile.scale).setDepth(DEPTH.lifted);
          this.#backs.push(back);
          this.#placeStatic();
          await this.#layoutAll(true, 240);
        }
        return;
      }
      case 'lineRefilled': {
        applyEvent(s, e, final);
        await this.#dealFaceUp(e.witch, 'line', 220, 100);
        return;
      }
      case 'reshuffled':
        applyEvent(s, e, final);
        sound('flip');
        this.#placeStatic();
        await this.#wait(200);
        return;
      case 'discarded': {
        let card = this.#cards.get(e.witch);
        if (!card) {
          // The opponent's discard is public: a back turns over on its way to the discard pile.
          const back = this.#backs.pop();
          const from = back ? { x: back.x, y: back.y, scale: back.scale } : { ...this.#pile.topPosition(), scale: this.#layout.pile.scale };
          back?.destroy();
          card = this.#makeWitch(e.witch, 'near', false);
          card.setPosition(from.x, from.y).setScale(from.scale).setDepth(DEPTH.lifted);
          void card.flip(true, this.#motion);
        }
        applyEvent(s, e, final);
        sound('slide');
        await Promise.all([this.#flyToDiscard(e.witch, card).then(() => this.#placeStatic()), this.#layoutAll(true, 200)]);
        return;
      }
      case 'mulliganed': {
        const away = e.seat === me ? mulliganedAway(s, final) : [];
        applyEvent(s, e, final);
        const to = this.#pile.topPosition();
        const leaving: Promise<void>[] = [];
        for (const id of away) {
          const card = this.#cards.get(id);
          if (!card) continue;
          this.#dropFromTable(id);
          card.setDepth(DEPTH.lifted);
          leaving.push(Promise.all([tweenTo(this, { targets: card, x: to.x, y: to.y, scale: this.#layout.pile.scale, angle: 0, duration: 300 }, this.#motion), card.flip(false, this.#motion)]).then(() => card.destroy()));
        }
        if (e.seat !== me) {
          for (let i = 0; i < e.count; i++) {
            const back = this.#backs.pop();
            if (back) leaving.push(tweenTo(this, { targets: back, x: to.x, y: to.y, scale: this.#layout.pile.scale, duration: 300 }, this.#motion).then(() => back.destroy()));
          }
        }
        await Promise.all([...leaving, this.#layoutAll(true, 300)]);
        this.#placeStatic();
        return;
      }
      case 'turnBegan':
        applyEvent(s, e, final);
        return;
      case 'refreshed':
      case 'noDuel':
      case 'skipped':
      case 'passed':
      case 'won':
      case 'draw':
        applyEvent(s, e, final);
        return;
    }
  }

  /** Forgets a card without destroying it (the caller animates it away). */
  #dropFromTable(id: number): CardView | undefined {
    const card = this.#cards.get(id);
    if (!card) return undefined;
    this.#drag.removeCard(card);
    this.#zoom.unwatch(card);
    this.#fan.removeCard(card);
    this.#cards.delete(id);
    this.#where.delete(id);
    for (const sh of this.#shields) if (sh.parentContainer === card) this.#detachShield(sh);
    card.disableInteractive();
    return card;
  }

  async #flyToDiscard(id: number, card: CardView): Promise<void> {
    this.#dropFromTable(id);
    const to = this.#discard;
    card.setDepth(DEPTH.lifted);
    await tweenTo(this, { targets: card, x: to.x, y: to.y, angle: 0, scale: this.#layout.discard.scale, duration: 260, ease: 'Cubic.InOut' }, this.#motion);
    card.destroy();
  }

  /** The Gatekeeper walks location to location; from the last she walks off the right edge and on at the left. */
  async #walkKeeper(from: number, path: readonly number[], hop: boolean): Promise<void> {
    const pawn = this.#pawn;
    const pl = this.#layout.plane;
    let at = from;
    for (const next of path) {
      const to = this.#tiles[next]?.keeperPoint();
      if (!to) continue;
      if (hop) {
        // Wild: she is carried in an arc over the plane to the chosen location.
        await Promise.all([
          tweenTo(this, { targets: pawn, x: to.x, duration: 420, ease: 'Sine.InOut' }, this.#motion),
          tweenTo(this, { targets: pawn, y: to.y - 46, duration: 210, yoyo: true, ease: 'Sine.Out' }, this.#motion),
        ]);
        pawn.setY(to.y);
      } else if (next < at || (at === 3 && next === 0)) {
        const y = pawn.y;
        await tweenTo(this, { targets: pawn, x: pl.right + 30, alpha: 0, duration: 150, ease: 'Sine.In' }, this.#motion);
        pawn.setPosition(pl.left - 30, y);
        await tweenTo(this, { targets: pawn, x: to.x, y: to.y, alpha: 1, duration: 170, ease: 'Sine.Out' }, this.#motion);
      } else {
        await tweenTo(this, { targets: pawn, x: to.x, y: to.y, duration: 160, ease: 'Sine.InOut' }, this.#motion);
      }
      at = next;
    }
    if (hop) await tweenTo(this, { targets: pawn, scale: 1.25, duration: 120, yoyo: true }, this.#motion);
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.time.delayedCall(this.#motion.ms(ms), resolve));
  }

  /** A word that rises from a card and fades (a spell's name, "Shielded!"); the next event need not wait for it. */
  async #flashText(card: CardView | undefined, text: string, colour: number): Promise<void> {
    if (!card) return;
    void floatText(this, card.x, card.y, text, colour, this.#motion, this.#transients);
    await this.#wait(160);
  }

  /** A short line of words over a location (a confrontation's result). */
  async #banner(tile: LocationTile | undefined, text: string, colour: number): Promise<void> {
    if (!tile) return;
    const p = this.#palette;
    const t = this.add.text(0, 0, text, textStyle('label', p.text, { size: 15, align: 'center', wordWrap: { width: 240, useAdvancedWrap: true } })).setOrigin(0.5);
    const g = this.add.graphics();
    drawBox(g, 0, 0, t.width + 24, t.height + 14, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.96, stroke: colour, strokeWidth: 2, radius: 10, shadow: 4 });
    const x = Phaser.Math.Clamp(tile.x, this.#layout.plane.left + t.width / 2 + 14, this.#layout.plane.right - t.width / 2 - 14);
    const box = this.add.container(x, tile.y, [g, t]).setDepth(DEPTH.ui + 4).setAlpha(0);
    // Stays up while the damage runs down the track; the events after it do not wait for it to fade.
    void tweenTo(this, { targets: box, alpha: 1, duration: 140 }, this.#motion)
      .then(() => this.#wait(900))
      .then(() => tweenTo(this, { targets: box, alpha: 0, duration: 200 }, this.#motion))
      .then(() => {
        this.#transients.delete(box);
        box.destroy();
      });
    this.#transients.add(box);
    await this.#wait(220);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The log

  #logLine(e: GkEvent): { text: string; colour: number | null } | null {
    if (e.type === 'turnBegan' || e.type === 'lineRefilled') return null;
    const text = gatekeeper.describeEvent(redactEvent(e, this.#viewer));
    const seat = 'seat' in e && typeof e.seat === 'number' ? e.seat : null;
    return { text, colour: seat === null ? null : (this.#palette.seats[seat] ?? null) };
  }

  #logEvent(e: GkEvent): void {
    this.#logEvents.push(e);
    if (this.#logEvents.length > 400) this.#logEvents.splice(0, 100);
    const line = this.#logLine(e);
    if (line) this.#log.addLine(line.text, line.colour);
  }

  /** Rewrites the log from the viewer's eyes (a handover: the next player must not read the last one's draws). */
  #rewriteLog(): void {
    this.#log.clear();
    for (const e of this.#logEvents.slice(-150)) {
      const line = this.#logLine(e);
      if (line) this.#log.addLine(line.text, line.colour);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: what the player may do now

  /** Recomputes what the viewer may do, and every prompt, button and highlight that shows it. */
  #refresh(): void {
    // (Not sys.isActive(): during create() the scene is not running yet, and the first refresh happens there.)
    if (!this.#ready || !this.#director) return;
    const v = this.#view;
    const acting = this.#director.actingSeat;
    this.#mine = !!v && !this.#busy && this.#over === null && acting !== null && acting === this.#viewer && !this.#curtain.showing;
    this.#moves = this.#mine ? (this.#director.legalMoves() as GkMove[]) : [];
    const key = `${v?.phase}/${v?.turn}/${this.#director.data.plies}/${this.#mine}`;
    if (key !== this.#selectionKey) {
      this.#selectionKey = key;
      this.#picked = [];
      this.#clearChips();
    }
    const phase = v?.phase ?? 'over';
    const dragPhase = phase === 'play' || phase === 'twinStrike' || phase === 'recruit' || phase === 'refreshDraw';
    this.#drag.setEnabled(this.#mine && dragPhase);
    const recruiting = this.#mine && (phase === 'recruit' || phase === 'refreshDraw');
    this.#handZone.setVisible(recruiting);
    if (this.#handZone.input) this.#handZone.input.enabled = recruiting;
    this.#pileProxy.setVisible(this.#moves.some((m) => m.type === 'draw') || (this.#shown?.pileCount ?? 0) > 0);
    // While events play a gate's flash stays; once the table is still, only the wild prompt lights locations.
    if (!this.#busy) this.#tiles.forEach((t) => t.setTileState(this.#mine && phase === 'wild' ? 'legal' : 'idle'));
    this.#paintPickables();
    this.#refreshButtons();
    this.#refreshChips();
    this.#refreshStatus();
  }

  #refreshStatus(): void {
    const v = this.#view;
    let text = '';
    let thinking = false;
    if (this.#over) text = `${this.#over.title} — game over`;
    else if (this.#thinking !== null && this.#seats[this.#thinking]?.kind === 'computer') {
      text = `${this.#seatName(this.#thinking)} is thinking…`;
      thinking = true;
    } else if (this.#curtain.showing) text = 'Handing over…';
    else if (this.#mine && v) text = promptText(v, this.#moves);
    else if (v) {
      const s = this.#shown;
      const active = this.#busy ? (s?.active ?? v.active) : v.active;
      const name = this.#seatName(active);
      text = name === 'You' ? 'Your turn' : `${name}'s turn`;
      if (v.phase === 'mulligan' && !this.#busy) text = `${this.#seatName(v.mulligans[0] ?? v.active)} ${this.#seatName(v.mulligans[0] ?? v.active) === 'You' ? 'decide' : 'decides'} on a mulligan`;
    }
    this.#bar.setStatus(text, thinking);
  }

  #refreshButtons(): void {
    const v = this.#view;
    const moves = this.#moves;
    const phase = v?.phase;
    const has = (t: GkMove['type']) => moves.some((m) => m.type === t);
    let primary: { label: string; enabled: boolean; act: () => void } | null = null;
    let extra: { label: string; act: () => void } | null = null;
    if (this.#mine && v) {
      switch (phase) {
        case 'mulligan': {
          const n = this.#picked.length;
          primary = { label: n === 0 ? 'Keep hand' : `Redraw ${n}`, enabled: true, act: () => this.#submit({ type: 'mulligan', cards: [...this.#picked].sort((a, b) => a - b) }) };
          break;
        }
        case 'refreshDiscard': {
          const need = v.hand.length - (v.limits[v.seat] ?? v.hand.length);
          const n = this.#picked.length;
          primary = { label: `Discard ${n}/${need}`, enabled: n === need, act: () => this.#discardPicked() };
          break;
        }
        case 'healer':
        case 'fury': {
          const n = this.#picked.length;
          const m = multiPick(moves, this.#picked);
          primary = { label: `${phase === 'healer' ? 'Heal' : 'Remove'} ${n}`, enabled: m !== null, act: () => m && this.#submit(m) };
          break;
        }
        case 'animalSpirit':
          primary = { label: 'Cast Animal Spirit', enabled: true, act: () => this.#submit({ type: 'animalSpirit' }) };
          break;
        case 'manipulator':
          primary = { label: 'Cast Manipulator', enabled: true, act: () => this.#submit({ type: 'manipulator' }) };
          break;
        case 'play':
          if (has('pass')) primary = { label: 'Pass', enabled: true, act: () => this.#submit({ type: 'pass' }) };
          if (has('refresh')) extra = { label: 'Refresh hand', act: () => this.#submit({ type: 'refresh' }) };
          break;
        default:
          break;
      }
    }
    this.#primaryAction = primary?.enabled ? primary.act : null;
    this.#primary.setVisible(primary !== null);
    if (primary) this.#primary.setLabel(primary.label).setEnabled(primary.enabled);
    this.#extraAction = extra?.act ?? null;
    this.#extra.setVisible(extra !== null);
    if (extra) this.#extra.setLabel(extra.label).setEnabled(true);
    this.#skip.setVisible(this.#mine && has('skip')).setEnabled(true);
    const d = this.#director;
    const canUndo = !!d && !this.#busy && this.#over === null && undoRefusal(d.data, this.#viewer) === null;
    this.#bar.undo.setEnabled(canUndo);
  }

  /** Highlights what may be picked now: witches on the plane, hand cards in a mulligan or discard. */
  #paintPickables(): void {
    const v = this.#view;
    const phase = v?.phase;
    const pickable = this.#mine && phase && PICK_PHASES[phase] ? pickableWitches(this.#moves) : new Set<number>();
    const handPick = this.#mine && (phase === 'mulligan' || phase === 'refreshDiscard');
    for (const [id, card] of this.#cards) {
      const where = this.#where.get(id);
      if (where === 'plane') {
        const picked = this.#picked.includes(id);
        card.setHighlight(picked ? 'marked' : pickable.has(id) && this.#picked.length < (PICK_PHASES[phase ?? 'over']?.max ?? 0) ? 'playable' : 'none');
      } else if (where === 'hand' && handPick) {
        const was = card.highlight;
        const now = this.#picked.includes(id) ? 'marked' : 'none';
        if (was !== now) {
          card.setHighlight(now);
          const home = this.#homeFor(id);
          if (home) void card.setHome(home).goHome(this.#motion, 160);
        }
      } else if (where === 'hand' && card.highlight === 'marked') {
        const home = this.#homeFor(id);
        card.setHighlight('none');
        if (home) void card.setHome(home).goHome(this.#motion, 160);
      }
    }
  }

  #refreshChips(): void {
    const v = this.#view;
    const key = `${this.#mine}/${v?.phase}/${this.#picked.join(',')}/${this.viewWidth}x${this.viewHeight}/${this.#director?.data.plies}`;
    if (key === this.#chipsKey) return;
    this.#clearChips();
    this.#chipsKey = key;
    if (!this.#mine || !v || (v.phase !== 'temptress' && v.phase !== 'lieutenant')) return;
    const picked = this.#picked[0];
    if (picked === undefined) return;
    const pl = this.#layout.plane;
    const s = this.#shown;
    if (!s) return;
    for (const dest of destinations(this.#moves, v, picked)) {
      const side = this.#sideOf(dest.seat);
      const col = (s.columns[dest.seat]?.[dest.loc] ?? []).map((p) => p.dazzled);
      // Where she would rest: for the Lieutenant a new slot, for the Temptress the slot of the witch she displaces.
      const lengthCol = dest.length > col.length ? [...col.slice(0, dest.to), false, ...col.slice(dest.to)] : col;
      const pose = columnPose(pl, side, dest.loc, dest.to, lengthCol);
      const x = (pl.colX[dest.loc] ?? 0) - (CARD_WIDTH * pl.cardScale) / 2 - 20;
      const y = side === 'near' ? pose.y - (CARD_HEIGHT * pl.cardScale) / 2 + 16 : pose.y + (CARD_HEIGHT * pl.cardScale) / 2 - 16;
      // Submitted on the next tick: the chip is destroyed by the refresh the move causes.
      const chip = new Chip(this, Math.max(pl.left + 16, x), y, String(dest.to + 1), this.#palette, () => this.time.delayedCall(0, () => this.#submit(dest.move)));
      this.#chips.push({ chip, dest });
    }
  }

  #clearChips(): void {
    for (const c of this.#chips) c.chip.destroy();
    this.#chips = [];
    this.#chipsKey = '';
  }

  #tapWitch(id: number, card: CardView, ptr: Phaser.Input.Pointer): void {
    if (ptr.rightButtonReleased() || (ptr.wasTouch && this.#zoom.showing === card.cardId)) return;
    if (ptr.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    const v = this.#view;
    if (!this.#mine || !v) return;
    const where = this.#where.get(id);
    const phase = v.phase;
    if (where === 'hand' && (phase === 'mulligan' || phase === 'refreshDiscard')) {
      this.#toggle(id, phase === 'mulligan' ? 5 : Math.max(0, v.hand.length - (v.limits[v.seat] ?? 0)));
      return;
    }
    if (where !== 'plane') return;
    const spec = PICK_PHASES[phase];
    if (spec) {
      const pickable = pickableWitches(this.#moves);
      if (!pickable.has(id) && !this.#picked.includes(id)) {
        this.#services.sound.play('deny');
        return;
      }
      if (spec.confirm) {
        this.#toggle(id, spec.max);
        return;
      }
      const single = singlePick(this.#moves, phase, id);
      if (single) {
        this.#submit(single);
        return;
      }
      // Temptress / Lieutenant: pick her, then a position marker.
      this.#picked = this.#picked[0] === id ? [] : [id];
      this.#services.sound.play('click');
      this.#paintPickables();
      this.#refreshChips();
      return;
    }
    // With a hand card selected, a tap on one of your witches counts as a tap on her column.
    const at = this.#shown ? findOnPlane(this.#shown, id) : null;
    if (this.#drag.selectedId && at && at.seat === this.#viewer) this.#zones[at.loc]?.emit(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, ptr);
  }

  #toggle(id: number, max: number): void {
    const i = this.#picked.indexOf(id);
    if (i >= 0) this.#picked.splice(i, 1);
    else if (this.#picked.length < max) this.#picked.push(id);
    else {
      this.#services.sound.play('deny');
      return;
    }
    this.#services.sound.play('click');
    this.#paintPickables();
    this.#refreshButtons();
  }

  #tapLocation(loc: number, ptr: Phaser.Input.Pointer): void {
    if (ptr.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    if (!this.#mine || this.#view?.phase !== 'wild') return;
    const m = this.#moves.find((x) => x.type === 'wild' && x.loc === loc);
    if (m) this.#submit(m);
  }

  #discardPicked(): void {
    const picked = [...this.#picked];
    this.#picked = [];
    for (const card of picked) this.#submit({ type: 'discard', card });
  }

  /** Sends a move; if the match refused it, cards go back where they were. */
  #submit(move: GkMove): void {
    this.#picked = [];
    this.#clearChips();
    if (!this.#match.submit(move)) {
      void this.#layoutAll(true);
      this.#refresh();
    }
  }

  #undo(): void {
    this.#services.sound.play('click');
    this.#match.undo();
  }

  #place(cardId: string, zoneId: string): void {
    const v = this.#view;
    if (!v) return;
    const move = moveForDrop(v.phase, cardId, zoneId);
    if (cardId === PILE_CARD) void this.#drag.returnHome(this.#pileProxy);
    if (move) this.#submit(move);
  }

  #explainDrop(cardId: string, zoneId: string | null): string | null {
    const v = this.#view;
    if (!v || zoneId === null) return null;
    if (!this.#mine) return this.#busy ? null : 'Wait for your turn.';
    const move = moveForDrop(v.phase, cardId, zoneId);
    return move ? (this.#director?.explain(move) ?? null) : null;
  }

  #page(p: { x: number; y: number }): PagePoint {
    return this.toPage(p.x, p.y);
  }

  /** Words for why a move would be refused (the e2e hooks compare the toast with it). */
  explain(move: GkMove): string | null {
    return this.#director?.explain(move) ?? null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Game over

  #openOver(): void {
    this.#closeOver();
    const p = this.#palette;
    const dim = this.add.rectangle(0, 0, 10, 10, p.backgroundDeep, 0.55).setOrigin(0, 0).setInteractive();
    const panel = new Panel(this, 'Game over', p);
    const title = this.add.text(0, 0, this.#over?.title ?? '', textStyle('title', p.gold, { size: 38, align: 'center' })).setOrigin(0.5);
    const text = this.add.text(0, 0, this.#over?.text ?? '', textStyle('body', p.text, { size: 18, align: 'center', lineSpacing: 6 })).setOrigin(0.5);
    const rematch = new Button(this, 0, 0, { label: 'Rematch', icon: ICONS.play.key, width: 180, height: 50, variant: 'primary' }, p).on(BUTTON_CLICK, () => this.#rematch());
    const menu = new Button(this, 0, 0, { label: 'Menu', icon: ICONS.home.key, width: 180, height: 50 }, p).on(BUTTON_CLICK, () => this.#toMenu());
    const trophy = this.add.image(0, 0, ICONS.trophy.key).setDisplaySize(56, 56).setTint(p.gold);
    panel.content.add([trophy, title, text, rematch, menu]);
    const root = this.add.container(0, 0, [dim, panel]).setDepth(DEPTH.modal).setAlpha(0);
    this.#overPanel = { root, rematch, menu, title, text, panel, dim };
    this.#layoutOver();
    void tweenTo(this, { targets: root, alpha: 1, duration: 220 }, this.#motion);
  }

  #layoutOver(): void {
    const o = this.#overPanel;
    if (!o) return;
    const w = this.viewWidth;
    const h = this.viewHeight;
    o.dim.setSize(w, h);
    (o.dim.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, w, h);
    const pw = Math.min(520, w - 32);
    const ph = 360;
    o.panel.resize(pw, ph).setPosition(w / 2, h / 2);
    const { width } = o.panel.contentSize;
    const trophy = o.panel.content.getAt(0) as Phaser.GameObjects.Image;
    trophy.setPosition(width / 2, 30);
    o.title.setPosition(width / 2, 92).setWordWrapWidth(width);
    o.text.setPosition(width / 2, 160).setWordWrapWidth(width);
    const two = width >= 400;
    o.rematch.setPosition(two ? width / 2 - 98 : width / 2, two ? 240 : 220);
    o.menu.setPosition(two ? width / 2 + 98 : width / 2, two ? 240 : 276);
  }

  #closeOver(): void {
    this.#overPanel?.root.destroy();
    this.#overPanel = null;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Palette

  #repaint(p: Palette): void {
    this.#backdrop.setPalette(p);
    this.#bar.setPalette(p);
    for (const b of [this.#primary, this.#skip, this.#extra]) b.setPalette(p);
    for (const t of this.#tiles) t.setPalette(p);
    for (const c of this.#cards.values()) c.setPalette(p);
    for (const c of this.#backs) c.setPalette(p);
    this.#pileProxy.setPalette(p);
    for (const z of [...this.#zones, this.#handZone]) z.setPalette(p);
    this.#pile.setPalette(p);
    this.#discard.setPalette(p);
    this.#log.setPalette(p);
    this.#toast.setPalette(p);
    this.#curtain.setPalette(p);
    this.#tracks?.forEach((t, seat) => t.setPalette(p, p.seats[seat] ?? p.gold));
    this.#pawn.setPalette(p, Math.max(12, (this.#tiles[0]?.gateRadius ?? 14) + 2));
    this.layout(this.viewWidth, this.viewHeight);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  inspect(): GkInspection {
    const v = this.#view;
    const s = this.#shown;
    const d = this.#director;
    const pt = (x: number, y: number): PagePoint => this.toPage(x, y);
    const button = (b: Button): PageButton => pageButton(this, b);
    const moving = this.tweens.getTweens().some((t) => (t.targets ?? []).some((o) => o instanceof CardView || o === this.#pawn || this.#beads.includes(o as Bead)));
    const L = this.#layout;
    const pl = L.plane;
    const columns = [0, 1].map((seat) =>
      [0, 1, 2, 3].map((loc) => {
        const side = this.#sideOf(seat);
        const col = s?.columns[seat]?.[loc] ?? [];
        const dz = col.map((p) => p.dazzled);
        const rect: Rect = side === 'near' ? { x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.nearTop, width: pl.colW, height: pl.nearBottom - pl.nearTop } : { x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.farTop, width: pl.colW, height: pl.farBottom - pl.farTop };
        const heights = col.map((p) => (p.dazzled ? CARD_WIDTH : CARD_HEIGHT) * pl.cardScale);
        const poses = col.map((_, i) => columnPose(pl, side, loc, i, dz));
        const witches = col.map((p, i) => {
          const pose = poses[i] as { x: number; y: number; angle: number };
          const h = heights[i] as number;
          const next = poses[i + 1];
          let y = pose.y;
          if (next) {
            const nh = heights[i + 1] as number;
            y = side === 'near' ? (pose.y - h / 2 + Math.min(next.y - nh / 2, pose.y + h / 2)) / 2 : (pose.y + h / 2 + Math.max(next.y + nh / 2, pose.y - h / 2)) / 2;
          }
          return { id: p.witch, dazzled: p.dazzled, shielded: p.shielded, angle: pose.angle, ...pt(pose.x, y) };
        });
        // A free spot in the column: below (or above) the last witch, else the next slot (taps there reach the column).
        const last = poses[poses.length - 1];
        const lastH = heights[heights.length - 1] ?? 0;
        let tap = nextSlot(pl, side, loc, dz);
        if (last && side === 'near' && rect.y + rect.height - (last.y + lastH / 2) > 24) tap = { x: last.x, y: (last.y + lastH / 2 + rect.y + rect.height) / 2 };
        if (!last) tap = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
        const zone = side === 'near' ? this.#zones[loc] : undefined;
        return { rect: this.rectToPage(rect), tap: pt(tap.x, tap.y), state: zone?.zoneState ?? 'idle', witches };
      }),
    );
    const offscreen: string[] = [];
    const check = (name: string, x: number, y: number, w = 0, h = 0) => {
      if (x - w / 2 < -1 || y - h / 2 < -1 || x + w / 2 > this.viewWidth + 1 || y + h / 2 > this.viewHeight + 1) offscreen.push(name);
    };
    for (const [id, c] of this.#cards) {
      const dazzled = Math.abs(c.angle) > 45;
      check(`w${id}`, c.x, c.y, (dazzled ? CARD_HEIGHT : CARD_WIDTH) * c.scale, (dazzled ? CARD_WIDTH : CARD_HEIGHT) * c.scale * 0.6);
    }
    for (const b of [this.#primary, this.#skip, this.#extra, this.#bar.undo, this.#bar.menu]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
    for (const t of this.#tiles) check(`loc${t.loc}`, t.x, t.y, t.width, t.height);
    this.#tracks?.forEach((t, seat) => check(`mana${seat}`, t.x + 23, t.y, 0, 0));
    const o = this.#overPanel;
    return {
      ready: this.#ready && v !== null,
      animating: this.#busy || moving || this.#transients.size > 0,
      deciding: this.#mine && !this.#busy && !moving,
      phase: v?.phase ?? 'over',
      active: v?.active ?? 0,
      viewer: this.#viewer,
      acting: d?.actingSeat ?? null,
      thinking: this.#thinking,
      plies: d?.data.plies ?? 0,
      turn: v?.turn ?? 0,
      status: this.#bar.status,
      legal: this.#moves,
      mana: s?.mana ?? [],
      handLimit: v?.limits[this.#viewer] ?? 5,
      keeper: s?.keeper ?? -1,
      beads: s?.beads ?? [],
      hand: (s?.hand ?? []).map((id, i, all) => {
        const c = this.#cards.get(id);
        const next = this.#cards.get(all[i + 1] ?? -1);
        return { id, selected: this.#picked.includes(id) || this.#drag.selectedId === witchCardId(id), ...this.#page(visiblePoint(c, next)) };
      }),
      oppHand: this.#backs.length,
      line: (s?.line ?? []).map((id) => {
        const c = this.#cards.get(id);
        return { id, ...pt(c?.x ?? 0, c?.y ?? 0) };
      }),
      pile: { ...pt(this.#pileProxy.x, this.#pileProxy.y), count: s?.pileCount ?? 0 },
      discard: { ...pt(this.#discard.x, this.#discard.y), count: s?.discard.length ?? 0 },
      handZone: { ...pt(L.handZone.x + L.handZone.width / 2, L.handZone.y + 18), visible: this.#handZone.visible },
      columns,
      locations: this.#tiles.map((t) => ({ ...pt(t.x, t.y), state: t.tileState })),
      slots: this.#chips.map((c) => ({ ...pt(c.chip.x, c.chip.y), seat: c.dest.seat, loc: c.dest.loc, to: c.dest.to })),
      picked: [...this.#picked],
      buttons: { primary: button(this.#primary), skip: button(this.#skip), extra: button(this.#extra), undo: button(this.#bar.undo), menu: button(this.#bar.menu) },
      gameOver: o && this.#over ? { title: this.#over.title, text: this.#over.text, rematch: button(o.rematch), menu: button(o.menu) } : null,
      curtain: { showing: this.#curtain.showing, button: pt(this.#curtain.buttonRect.x + this.#curtain.buttonRect.width / 2, this.#curtain.buttonRect.y + this.#curtain.buttonRect.height / 2) },
      log: this.#log.texts,
      toast: this.#toast.current,
      zoom: this.#zoom.showing,
      selected: this.#drag.selectedId,
      offscreen,
      fps: Math.round(this.game.loop.actualFps),
    };
  }
}
