import * as Phaser from 'phaser';
import { plainReason } from '../machines/refusal-clauses';
import { ICONS } from './assets';
import { Backdrop } from './backdrop';
import { ANIMATION_DRAINED, AnimationQueue } from './components/AnimationQueue';
import { BUTTON_CLICK, Button } from './components/Button';
import type { CardModel } from './components/CardView';
import { CARD_HEIGHT, CardView } from './components/CardView';
import { DragController } from './components/DragController';
import type { PlacementRules } from './components/DragController';
import { DropZone } from './components/DropZone';
import type { ZoneState } from './components/DropZone';
import { GameLog } from './components/GameLog';
import { HANDOFF_CONFIRMED, HandoffCurtain } from './components/HandoffCurtain';
import { MODAL_CLOSED } from './components/Panel';
import type { SeatController } from '../machines/match-logic';
import { gameInfo } from '../rules/catalog';
import type { NewGameControls } from './menu/NewGamePanel';
import { NEW_GAME_START, NewGamePanel } from './menu/NewGamePanel';
import { HandFan } from './components/HandFan';
import { Pile } from './components/Pile';
import { Toast } from './components/Toast';
import { Zoom } from './components/Zoom';
import { APP_EVENTS, SCENES } from './keys';
import { DEPTH } from './layers';
import type { Services } from './services';
import { servicesOf } from './services';
import type { Palette } from './theme';
import { textStyle } from './theme';
import type { Rect } from './viewport';
import { LayoutScene } from './viewport';

/** Test-only scene: every shared table component, wired the way a game table wires them. */

const HAND: readonly CardModel[] = [
  { id: 'ember-witch', title: 'Ember Witch', kind: 'Witch — Fire', cost: 3, icon: ICONS.gatekeeper.key, accent: 'crimson', text: 'Duel: deal 2 damage to the opposing witch.', stats: [{ value: 3, label: 'Attack' }, { value: 2, label: 'Health' }] },
  { id: 'town-watch', title: 'Town Watch', kind: 'Citizen', cost: 2, icon: ICONS.gate.key, accent: 'azure', text: 'Guard. Repair 1 damage to the Gate.', stats: [{ value: 1, label: 'Defence' }, { value: 4, label: 'Health' }] },
  { id: 'lane-raider', title: 'Lane Raider', kind: 'Unit — Runner', cost: 4, icon: ICONS.gaterunners.key, accent: 'verdant', text: 'Charge: attacks the moment it enters a lane.', stats: [{ value: 4, label: 'Attack' }, { value: 3, label: 'Health' }] },
  { id: 'insurgent', title: 'Insurgent', kind: 'Rebel', cost: 1, icon: ICONS.gateway.key, accent: 'violet', text: 'Gain 1 Infamy when this fights a Guard.', stats: [{ value: 1, label: 'Attack' }, { value: 1, label: 'Health' }] },
  { id: 'hourglass-ward', title: 'Hourglass Ward', kind: 'Spell', cost: 2, icon: ICONS.thinking.key, accent: 'gold', text: 'Delay the next enemy wave by one turn.' },
];

const DEAL: readonly CardModel[] = [
  { id: 'gate-mason', title: 'Gate Mason', kind: 'Citizen', cost: 1, icon: ICONS.emblem.key, accent: 'ash', text: 'Repair 2 damage to the Gate.', stats: [{ value: 0, label: 'Attack' }, { value: 2, label: 'Health' }] },
  { id: 'champion', title: 'Champion', kind: 'Hero', cost: 5, icon: ICONS.trophy.key, accent: 'gold', text: 'Other units in this lane get +1 attack.', stats: [{ value: 5, label: 'Attack' }, { value: 5, label: 'Health' }] },
];

const ZONES = [
  { id: 'field', label: 'Battlefield' },
  { id: 'reserve', label: 'Reserve · even cost' },
  { id: 'sealed', label: 'Sealed gate' },
] as const;
type ZoneId = (typeof ZONES)[number]['id'];

function boxOf(o: Phaser.GameObjects.Container): Rect {
  return { x: o.x - o.width / 2, y: o.y - o.height / 2, width: o.width, height: o.height };
}

/** The gallery's "rules": the battlefield takes anything, the reserve even costs, the sealed gate nothing. */
function legalZones(card: CardModel): ZoneId[] {
  const even = typeof card.cost === 'number' && card.cost % 2 === 0;
  return even ? ['field', 'reserve'] : ['field'];
}

export interface GalleryInspection {
  readonly ready: boolean;
  readonly placed: Readonly<Record<string, readonly string[]>>;
  readonly placedCount: number;
  readonly selected: string | null;
  readonly hand: readonly string[];
  readonly cards: Readonly<Record<string, { x: number; y: number; faceUp: boolean }>>;
  readonly zones: Readonly<Record<string, { rect: Rect; state: ZoneState }>>;
  readonly log: readonly string[];
  /** The toast on screen now, and the last one shown (it may have faded). */
  readonly toast: string | null;
  readonly lastToast: string | null;
  readonly zoom: string | null;
  readonly pile: number;
  readonly animating: boolean;
  readonly drained: number;
  readonly buttons: { readonly deal: Rect; readonly flip: Rect; readonly newGame: Rect; readonly handoff: Rect };
  /** The seat chooser (for a 2–4 player game) while open, and what its last Start produced. */
  readonly newGame: NewGameControls | null;
  readonly started: readonly SeatController[] | null;
  /** The pass-and-play curtain: showing, its button, and how many handovers were confirmed. */
  readonly handoff: { readonly showing: boolean; readonly button: Rect; readonly confirmed: number };
}

export class ComponentGallery extends LayoutScene {
  #services!: Services;
  #backdrop!: Backdrop;
  #heading!: Phaser.GameObjects.Text;
  #zones: DropZone[] = [];
  #fan!: HandFan;
  #pile!: Pile;
  #log!: GameLog;
  #toast!: Toast;
  #zoom!: Zoom;
  #drag!: DragController;
  #queue!: AnimationQueue;
  #deal!: Button;
  #flip!: Button;
  #newGameButton!: Button;
  #handoffButton!: Button;
  #newGame: NewGamePanel | null = null;
  #started: SeatController[] | null = null;
  #curtain!: HandoffCurtain;
  #confirmed = 0;
  #cards = new Map<string, CardView>();
  #placed: Record<ZoneId, string[]> = { field: [], reserve: [], sealed: [] };
  #toDeal: CardModel[] = [];
  #drained = 0;
  #ready = false;

  constructor() {
    super(SCENES.gallery);
  }

  get ready(): boolean {
    return this.#ready;
  }

  create(): void {
    this.#services = servicesOf(this);
    const s = this.#services;
    const p = s.theme.palette;
    this.#ready = false;
    this.#placed = { field: [], reserve: [], sealed: [] };
    this.#toDeal = [...DEAL];
    this.#cards.clear();
    this.#drained = 0;

    this.#backdrop = new Backdrop(this, p);
    this.#heading = this.add.text(0, 0, 'Component gallery', textStyle('heading', p.gold, { size: 22 })).setOrigin(0, 0.5);
    this.#zones = ZONES.map((z) => new DropZone(this, z.id, z.label, { x: 0, y: 0, width: 10, height: 10 }, p, s.motion));
    this.#pile = new Pile(this, 0, 0, 'Deck', p, ICONS.cardBack.key).setContents(24);
    this.#log = new GameLog(this, 'Log', { x: 0, y: 0, width: 10, height: 10 }, p).setDepth(DEPTH.ui);
    this.#toast = new Toast(this, p, s.motion);
    this.#zoom = new Zoom(this, () => this.#services.theme.palette, s.motion, () => ({ x: 0, y: 0, width: this.viewWidth, height: this.viewHeight }), ICONS.cardBack.key);
    this.#queue = new AnimationQueue(s.motion);
    this.#queue.on(ANIMATION_DRAINED, () => this.#drained++);
    this.#fan = new HandFan(this, { x: 0, y: 0, width: 600, cardScale: 1 }, this.#queue);
    this.#deal = new Button(this, 0, 0, { label: 'Deal', icon: ICONS.play.key, width: 140, height: 44 }, p).on(BUTTON_CLICK, () => this.#dealOne());
    this.#flip = new Button(this, 0, 0, { label: 'Flip hand', icon: ICONS.undo.key, width: 140, height: 44 }, p).on(BUTTON_CLICK, () => this.#flipHand());
    this.#newGameButton = new Button(this, 0, 0, { label: 'New game', icon: ICONS.settings.key, width: 140, height: 44 }, p).on(BUTTON_CLICK, () => this.#openNewGame());
    this.#handoffButton = new Button(this, 0, 0, { label: 'Hand over', icon: ICONS.home.key, width: 140, height: 44 }, p).on(BUTTON_CLICK, () => void this.#curtain.show('Player 2'));
    this.#curtain = new HandoffCurtain(this, p, s.motion, ICONS.play.key);
    this.#curtain.on(HANDOFF_CONFIRMED, () => {
      this.#confirmed++;
      this.#log.addLine('Player 2 has the device.');
    });
    this.#started = null;
    this.#newGame = null;
    this.#confirmed = 0;

    const rules: PlacementRules = {
      targetsFor: (id) => {
        const card = this.#cards.get(id);
        return card && this.#fan.has(card) ? legalZones(card.model) : [];
      },
      onPlace: (id, zoneId) => this.#place(id, zoneId),
      explainRefusal: (id, zoneId) => {
        const words = this.#explain(id, zoneId);
        return words === null ? null : plainReason(words);
      },
    };
    this.#drag = new DragController(this, rules, { say: (reason) => this.#toast.show(reason.words, 'warning'), motion: this.#queue, zoom: this.#zoom, sound: (n) => s.sound.play(n) });
    for (const z of this.#zones) this.#drag.addZone(z);
    for (const m of HAND) this.#addToHand(m);

    const offTheme = s.theme.onChange((palette) => this.#repaint(palette));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, offTheme);

    this.startLayout();
    this.#fan.reflow(false);
    this.#log.addLine('Drag a card to a glowing zone, or tap a card and then a zone.');
    this.#ready = true;
    this.game.events.emit(APP_EVENTS.sceneReady, SCENES.gallery);
  }

  inspect(): GalleryInspection {
    const cards: Record<string, { x: number; y: number; faceUp: boolean }> = {};
    for (const [id, c] of this.#cards) cards[id] = { x: c.x, y: c.y, faceUp: c.faceUp };
    const zones: Record<string, { rect: Rect; state: ZoneState }> = {};
    for (const z of this.#zones) zones[z.zoneId] = { rect: z.rect, state: z.zoneState };
    return {
      ready: this.#ready,
      placed: this.#placed,
      placedCount: this.#placed.field.length + this.#placed.reserve.length + this.#placed.sealed.length,
      selected: this.#drag.selectedId,
      hand: this.#fan.cards.map((c) => c.cardId),
      cards,
      zones,
      log: this.#log.texts,
      toast: this.#toast.current,
      lastToast: this.#toast.lastShown,
      zoom: this.#zoom.showing,
      pile: this.#pile.cardCount,
      animating: this.#queue.busy || this.tweens.getTweens().some((t) => t.targets.some((o) => o instanceof CardView)),
      drained: this.#drained,
      buttons: { deal: boxOf(this.#deal), flip: boxOf(this.#flip), newGame: boxOf(this.#newGameButton), handoff: boxOf(this.#handoffButton) },
      newGame: this.#newGame?.controls() ?? null,
      started: this.#started,
      handoff: { showing: this.#curtain.showing, button: this.#curtain.buttonRect, confirmed: this.#confirmed },
    };
  }

  protected layout(w: number, h: number): void {
    this.#backdrop.resize(w, h);
    const m = 20;
    const wide = w >= 980;
    this.#heading.setPosition(m, 30);
    const top = 60;
    const handScale = Math.min(1, (h * 0.26) / CARD_HEIGHT);
    // The outer cards of the fan droop and turn: keep room under the baseline for their corners.
    const handBaseline = h - (CARD_HEIGHT / 2) * handScale - 52;
    const handTop = handBaseline - (CARD_HEIGHT / 2) * handScale - 40;

    const pileX = m + 80;
    const logW = wide ? Math.min(320, w * 0.24) : 0;
    const zonesLeft = pileX + 90;
    const zonesRight = w - m - (wide ? logW + m : 0);
    const zoneH = wide ? Math.min(300, handTop - top - 10) : Math.min(240, (handTop - top) * 0.55);
    const zoneGap = 16;
    const zoneW = (zonesRight - zonesLeft - zoneGap * (this.#zones.length - 1)) / this.#zones.length;
    this.#zones.forEach((z, i) => {
      z.setRect({ x: zonesLeft + i * (zoneW + zoneGap), y: top, width: zoneW, height: zoneH });
      void z.reflow(this.#queue);
    });

    this.#pile.setPosition(pileX, top + 10 + (CARD_HEIGHT / 2) * 0.8).setScale(0.8);
    const buttonsY = top + 10 + CARD_HEIGHT * 0.8 + 50;
    this.#deal.setPosition(pileX, buttonsY);
    this.#flip.setPosition(pileX, buttonsY + 54);
    this.#newGameButton.setPosition(pileX, buttonsY + 108);
    this.#handoffButton.setPosition(pileX, buttonsY + 162);
    this.#newGame?.layout(w, h);
    this.#curtain.layout(w, h);

    if (wide) this.#log.setRect({ x: w - m - logW, y: top, width: logW, height: handTop - top - 10 });
    else this.#log.setRect({ x: zonesLeft, y: top + zoneH + 14, width: zonesRight - zonesLeft, height: Math.max(90, handTop - top - zoneH - 24) });

    this.#fan.setGeometry({ x: w / 2, y: handBaseline, width: Math.min(w - 2 * m, 760), cardScale: handScale });
    void this.#fan.reflow(this.#ready);
    // Toasts sit in the open table between the zones and the hand, covering neither.
    this.#toast.place(w / 2, (top + zoneH + handTop) / 2 + (wide ? 0 : 40), Math.min(560, w - 40));
  }

  #addToHand(model: CardModel, faceUp = true): CardView {
    const card = new CardView(this, model, this.#services.theme.palette, { faceUp, backIcon: ICONS.cardBack.key });
    this.#cards.set(model.id, card);
    this.#fan.addCard(card);
    this.#drag.addCard(card);
    return card;
  }

  #place(id: string, zoneId: string): void {
    const card = this.#cards.get(id);
    const zone = this.#zones.find((z) => z.zoneId === zoneId);
    if (!card || !zone) return;
    this.#fan.removeCard(card);
    this.#drag.removeCard(card);
    card.disableInteractive();
    (this.#placed[zoneId as ZoneId] ??= []).push(id);
    this.#log.addLine(`${card.model.title} → ${ZONES.find((z) => z.id === zoneId)?.label ?? zoneId}`, this.#services.theme.palette.gold);
    void zone.accept(card, this.#queue);
    void this.#fan.reflow();
  }

  #explain(id: string, zoneId: string | null): string | null {
    const card = this.#cards.get(id);
    if (!card) return null;
    switch (zoneId) {
      case null:
        return 'Drop the card on a glowing zone.';
      case 'sealed':
        return 'The Sealed Gate takes no cards.';
      case 'reserve':
        return `Only even-cost cards go to the Reserve: ${card.model.title} costs ${String(card.model.cost)}.`;
      default:
        return `${card.model.title} can't go there.`;
    }
  }

  /** Deals one card from the deck through the animation queue: fly to the hand face down, then turn over. */
  #dealOne(): void {
    const model = this.#toDeal.shift();
    if (!model) {
      this.#toast.show('The deck has nothing more to deal in this gallery.');
      return;
    }
    void this.#queue.enqueue([model], async (m) => {
      const from = this.#pile.topPosition();
      this.#pile.setContents(this.#pile.cardCount - 1);
      const card = this.#addToHand(m, false);
      card.setPosition(from.x, from.y).setScale(0.8).setDepth(DEPTH.lifted);
      this.#services.sound.play('slide');
      await this.#fan.reflow();
      await card.flip(true, this.#queue);
      this.#log.addLine(`Dealt ${m.title}.`);
    });
  }

  /** The seat chooser as the menu shows it, for Gateway Uprising's 2–4 seats. */
  #openNewGame(): void {
    const game = gameInfo('gateway');
    if (!game || this.#newGame) return;
    const s = this.#services;
    const panel = new NewGamePanel(this, game, s.theme.palette, s.motion, { close: ICONS.close.key, play: ICONS.play.key });
    this.#newGame = panel;
    panel.layout(this.viewWidth, this.viewHeight);
    panel.modal.on(NEW_GAME_START, (seats: SeatController[]) => {
      this.#started = seats;
      this.#log.addLine(`Seats: ${seats.map((c) => (c.kind === 'human' ? 'human' : c.bot)).join(', ')}`);
    });
    panel.modal.once(MODAL_CLOSED, () => {
      this.#newGame = null;
    });
    void panel.modal.open();
  }

  #flipHand(): void {
    const cards = this.#fan.cards;
    const up = !cards.every((c) => c.faceUp === false);
    void this.#queue.enqueue(cards, (c) => c.flip(!up, this.#queue));
  }

  #repaint(p: Palette): void {
    this.#backdrop.setPalette(p);
    for (const z of this.#zones) z.setPalette(p);
    for (const c of this.#cards.values()) c.setPalette(p);
    this.#pile.setPalette(p);
    this.#log.setPalette(p);
    this.#toast.setPalette(p);
    for (const b of [this.#deal, this.#flip, this.#newGameButton, this.#handoffButton]) b.setPalette(p);
    this.#newGame?.setPalette(p);
    this.#curtain.setPalette(p);
  }
}
