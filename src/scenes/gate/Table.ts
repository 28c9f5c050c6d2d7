import * as Phaser from 'phaser';
import { planInWorker } from '../../machines/ai-client';
import type { MatchDirector, TableSound, TableView } from '../../machines/director';
import { dailySeed, difficultyOf } from '../../machines/highscores';
import type { SeatController } from '../../machines/match-logic';
import { undoRefusal } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { EventBase, GameModule, Outcome, Seat } from '../../rules/core/module';
import type { Command, Difficulty, GateConfig, GateEvent, GateMove, GateView, Loc, Split } from '../../rules/gate/index';
import { CARDS, COMMAND_COST, LOCATIONS, gate } from '../../rules/gate/index';
import { ICONS } from '../assets';
import { Backdrop } from '../backdrop';
import { BUTTON_CLICK, BUTTON_DENIED, Button } from '../components/Button';
import type { Pose } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { DRAG_SELECTED, DragController } from '../components/DragController';
import type { PlacementRules } from '../components/DragController';
import { DropZone } from '../components/DropZone';
import { drawBox, fitText, mix } from '../components/draw';
import { floatText } from '../components/effects';
import { GameLog } from '../components/GameLog';
import { HandFan, visiblePoint } from '../components/HandFan';
import { MatchHost } from '../components/MatchHost';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import type { PageButton, PagePoint } from '../components/page';
import { pageButton } from '../components/page';
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
import { cardModel, enemyBackModel, enemyModel } from './face';
import type { GateInspection } from './inspect';
import type { GateLayout } from './layout';
import { computeLayout, fearamidSpace } from './layout';
import type { Shown } from './model';
import { applyEvent, settleInPlay, shownOf } from './model';
import { CommandButton, FearamidView, GoldPool, IntentBubble, LocationTile, Stepper, STEPPER_STEP } from './pieces';
import type { HintPointer } from './prompts';
import {
  cardId,
  cardOf,
  commandInfo,
  commandProbe,
  describeMove,
  DISCARD_ZONE,
  enemyZone,
  FEARAMID_ZONE,
  GOLD_ZONE,
  hintPointer,
  initialSplit,
  intents,
  MARKET_ZONE,
  moveForDrop,
  promptText,
  runSummary,
  sameSplit,
  slotOfZone,
  splitsFor,
  splitWords,
  stepSplit,
  targetsFor,
} from './prompts';
import type { SummaryAction } from './summary';
import { SUMMARY_ACTIONS, SummaryPanel } from './summary';

/** What the menu hands the table: a new run (with a seed, or one from the URL or the clock), or a save to continue. */
export type GateTableData =
  | { readonly game: 'gate'; readonly seats: readonly SeatController[]; readonly seed?: string; readonly difficulty?: Difficulty }
  | { readonly resumed: ResumedSave };

type Where = 'hand' | 'market' | 'play';

const MODULE = gate as unknown as GameModule;
const KEY = tableSceneKey('gate');
/** The hint engine's bot: ISMCTS with a short budget per move, in the AI worker. */
const HINT_BOT = 'ismcts@400ms';
/** A press that moves further than this (CSS px) was a drag, not a tap. */
const TAP_SLOP = 10;
const SOLO: readonly SeatController[] = [{ kind: 'human', name: 'Player 1' }];
const COMMAND_LABEL: Readonly<Record<Command, string>> = { callToArms: 'Call to Arms', caravan: 'Caravan', festival: 'Festival', fortify: 'Fortify' };

interface SplitPrompt {
  readonly card: number;
  readonly splits: readonly Split[];
  cur: Split;
}

interface Hint {
  readonly plies: number;
  readonly plan: readonly GateMove[];
  readonly words: readonly string[];
  readonly pointer: HintPointer | null;
}

/**
 * The Gate table: the town (Farm, Gate, Tower with their health dice), the Fearamid with its cube, the enemy row
 * with intents and the enemy deck, the gold pool and the Command Card, the recruits, the hand and the piles, a log,
 * hints and the run summary. It is the director's TableView: it draws views and animates events, and turns
 * drags and taps into moves. Legality always comes from the rules through the director (legalMoves / explain).
 */
export class GateTable extends LayoutScene implements TableView {
  #services!: Services;
  #match!: MatchHost;
  #layout!: GateLayout;
  #ready = false;
  #seed = '';

  // The picture.
  #view: GateView | null = null;
  #shown: Shown | null = null;
  #busy = false;
  #over = false;
  #moves: GateMove[] = [];
  #mine = false;
  #selectionKey = '';
  #split: SplitPrompt | null = null;
  #commandPick: Command | null = null;
  #hint: Hint | null = null;
  #hintPending: number | null = null;
  #transients = new Set<Phaser.GameObjects.GameObject>();

  // Objects.
  #backdrop!: Backdrop;
  #bar!: TopBar;
  #hintButton!: Button;
  #endTurn!: Button;
  #commands: CommandButton[] = [];
  #cards = new Map<number, CardView>();
  #where = new Map<number, Where>();
  #enemies = new Map<number, CardView>();
  #intents: IntentBubble[] = [];
  #outTags: Phaser.GameObjects.Text[] = [];
  #tiles: LocationTile[] = [];
  #fearamid!: FearamidView;
  #goldPool!: GoldPool;
  #zones = new Map<string, DropZone>();
  #drawPile!: Pile;
  #discard!: Pile;
  #heroDeck!: Pile;
  #citizenDeck!: Pile;
  #enemyDeck!: Pile;
  #stats!: Phaser.GameObjects.Text;
  #fan!: HandFan;
  #log!: GameLog;
  #toast!: Toast;
  #zoom!: Zoom;
  #drag!: DragController;
  #steppers: Stepper[] = [];
  #promptBar!: Phaser.GameObjects.Container;
  #promptBg!: Phaser.GameObjects.Graphics;
  #promptText!: Phaser.GameObjects.Text;
  #confirm!: Button;
  #cancel!: Button;
  #hintMarks!: Phaser.GameObjects.Graphics;
  #hintPanel!: Phaser.GameObjects.Container;
  #hintBg!: Phaser.GameObjects.Graphics;
  #hintText!: Phaser.GameObjects.Text;
  #summary: SummaryPanel | null = null;
  #pileKey = '';

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

  create(data: GateTableData): void {
    this.#ready = false;
    this.#services = servicesOf(this);
    this.#reset();
    const p = this.#palette;
    this.#layout = computeLayout(this.viewWidth, this.viewHeight);
    this.#backdrop = new Backdrop(this, p);
    this.#bar = new TopBar(this, p, { menu: () => this.#toMenu(), undo: () => this.#undo() }, [{ label: 'Hint', icon: ICONS.gtHint.key, width: 104 }]);
    this.#hintButton = this.#bar.extras[0] as Button;
    this.#hintButton.on(BUTTON_CLICK, () => void this.#askHint());
    this.#endTurn = new Button(this, 0, 0, { label: 'End turn', icon: ICONS.gtEndTurn.key, width: 200, height: 54, variant: 'primary' }, p).setDepth(DEPTH.ui);
    this.#endTurn.on(BUTTON_CLICK, () => this.#submit({ type: 'endTurn' }));

    // Zones first (they lie under the pieces drawn on them).
    const zone = (id: string, label: string, quiet: boolean): DropZone => {
      const z = new DropZone(this, id, label, { x: 0, y: 0, width: 10, height: 10 }, p, this.#motion).setQuietWhenIdle(quiet);
      z.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (ptr: Phaser.Input.Pointer) => this.#tapZone(id, ptr));
      this.#zones.set(id, z);
      return z;
    };
    for (const loc of LOCATIONS) zone(loc, '', true);
    zone(FEARAMID_ZONE, '', true);
    zone(GOLD_ZONE, '', false);
    zone(MARKET_ZONE, 'Recruits', false);
    zone(DISCARD_ZONE, '', true);
    zone(enemyZone(0), '', false);
    zone(enemyZone(1), '', false);

    this.#tiles = LOCATIONS.map((loc) => new LocationTile(this, loc, p));
    this.#fearamid = new FearamidView(this, p);
    this.#goldPool = new GoldPool(this, p);
    this.#commands = (['callToArms', 'caravan', 'festival', 'fortify'] as const).map((c) => {
      const b = new CommandButton(this, c, COMMAND_LABEL[c], COMMAND_COST[c], p).setDepth(DEPTH.ui - 5);
      b.on(BUTTON_CLICK, () => this.#command(c));
      b.on(BUTTON_DENIED, () => this.#commandRefused(c));
      return b;
    });
    this.#intents = [0, 1, 2].map(() => new IntentBubble(this, p));
    this.#outTags = [0, 1].map(() =>
      this.add.text(0, 0, 'PUSHED OUT NEXT TURN', textStyle('label', p.hover, { size: 11, letterSpacing: 1, stroke: '#000000', strokeThickness: 3 })).setOrigin(0.5).setDepth(DEPTH.placed + 30).setVisible(false),
    );
    this.#drawPile = new Pile(this, 0, 0, 'Draw pile', p, ICONS.cardBack.key);
    this.#discard = new Pile(this, 0, 0, 'Discard', p, ICONS.cardBack.key);
    this.#heroDeck = new Pile(this, 0, 0, 'Heroes', p, ICONS.gkSun.key);
    this.#citizenDeck = new Pile(this, 0, 0, 'Citizens', p, ICONS.cardBack.key);
    this.#enemyDeck = new Pile(this, 0, 0, 'Enemy deck', p, ICONS.gtFear.key);
    // The draw pile lists its cards when tapped; the discard pile does the same through its drop zone.
    this.#drawPile.setInteractive({ useHandCursor: true }).on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (ptr: Phaser.Input.Pointer) => this.#tapPile(this.#drawPile, ptr));
    this.#stats = this.add.text(0, 0, '', textStyle('body', p.text, { size: 16, lineSpacing: 4 })).setOrigin(0, 0).setDepth(DEPTH.ui - 10);
    this.#fan = new HandFan(this, { x: 0, y: 0, width: 400, cardScale: 0.8 }, this.#motion);
    this.#log = new GameLog(this, 'Log', { x: 0, y: 0, width: 10, height: 10 }, p).setDepth(DEPTH.ui - 30);
    this.#toast = new Toast(this, p, this.#motion);
    this.#zoom = new Zoom(this, () => this.#palette, this.#motion, () => ({ x: 0, y: 0, width: this.viewWidth, height: this.viewHeight }), ICONS.cardBack.key);
    this.#hintMarks = this.add.graphics().setDepth(DEPTH.lifted - 10);
    // The hint's plan in words, where the repair bar goes; a tap puts it away.
    this.#hintBg = this.add.graphics();
    this.#hintText = this.add.text(0, 0, '', textStyle('body', p.text, { size: 16, align: 'center', lineSpacing: 2 })).setOrigin(0.5);
    this.#hintPanel = this.add.container(0, 0, [this.#hintBg, this.#hintText]).setDepth(DEPTH.ui + 6).setVisible(false);
    this.#hintPanel.setSize(10, 10).setInteractive({ useHandCursor: true });
    this.#hintPanel.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      this.#hint = null;
      this.#paintHint();
    });

    // The repair split prompt: a stepper on each location, and a bar with the card's name, Repair and Cancel.
    this.#steppers = LOCATIONS.map((_, loc) => {
      const s = new Stepper(this, p).setVisible(false);
      s.on(STEPPER_STEP, (d: 1 | -1) => this.#stepSplit(loc, d));
      return s;
    });
    this.#promptBg = this.add.graphics();
    this.#promptText = this.add.text(0, 0, '', textStyle('body', p.text, { size: 17 })).setOrigin(0, 0.5);
    this.#confirm = new Button(this, 0, 0, { label: 'Repair', icon: ICONS.gtRepair.key, width: 128, height: 40, variant: 'primary' }, p).on(BUTTON_CLICK, () => this.#confirmSplit());
    this.#cancel = new Button(this, 0, 0, { label: 'Cancel', icon: ICONS.close.key, width: 116, height: 40 }, p).on(BUTTON_CLICK, () => this.#closePrompt());
    this.#promptBar = this.add.container(0, 0, [this.#promptBg, this.#promptText, this.#confirm, this.#cancel]).setDepth(DEPTH.ui + 8).setVisible(false);

    const rules: PlacementRules = {
      targetsFor: (id) => (this.#mine && this.#view ? targetsFor(this.#moves, this.#view, id) : []),
      onPlace: (id, zoneId) => this.#place(id, zoneId),
      explainRefusal: (id, zoneId) => this.#explainDrop(id, zoneId),
    };
    this.#drag = new DragController(this, rules, { toast: this.#toast, motion: this.#motion, zoom: this.#zoom, sound: (n) => this.#services.sound.play(n) });
    for (const z of this.#zones.values()) this.#drag.addZone(z);
    this.#drag.on(DRAG_SELECTED, () => this.#refreshStatus());
    // Escape, or a tap on the bare table, puts a pending repair split or command target away.
    this.input.keyboard?.on('keydown-ESC', () => this.#cancelPending());
    this.input.on(Phaser.Input.Events.POINTER_UP, (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
      if (over.length === 0 && this.#commandPick) this.#cancelPending();
    });

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
    this.#enemies = new Map();
    this.#zones = new Map();
    this.#view = null;
    this.#shown = null;
    this.#busy = false;
    this.#over = false;
    this.#moves = [];
    this.#mine = false;
    this.#selectionKey = '';
    this.#split = null;
    this.#commandPick = null;
    this.#hint = null;
    this.#hintPending = null;
    this.#transients = new Set();
    this.#summary = null;
    this.#pileKey = '';
  }

  #startMatch(data: GateTableData): void {
    this.#match = new MatchHost(this.#services.saves, this, () => this.#refresh());
    if ('resumed' in data) {
      this.#seed = String(data.resumed.position.history?.seed ?? '');
      this.#match.resume(data.resumed, SOLO);
    } else {
      this.#seed = data.seed ?? new URLSearchParams(window.location.search).get('seed') ?? `${Date.now()}`;
      const difficulty = data.difficulty ?? 'normal';
      this.#match.start(MODULE, SOLO, { ...(MODULE.defaultConfig(1) as GateConfig), difficulty } satisfies GateConfig, this.#seed);
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

  /** A new run on this table: the same seed again, today's daily seed, or a fresh one. */
  #newRun(seed: string): void {
    this.#services.sound.play('click');
    this.#match.exit();
    // The same difficulty again: replaying a seed means the same start.
    this.scene.restart({ game: 'gate', seats: SOLO, seed, difficulty: this.#difficulty as Difficulty } satisfies GateTableData);
  }

  get #difficulty(): string {
    return difficultyOf(this.#director?.data.config);
  }

  // ---------------------------------------------------------------------------------------------------------
  // TableView

  render(view: unknown, _seat: Seat): void {
    const v = view as GateView;
    this.#view = v;
    this.#shown = shownOf(v);
    const undone = this.#log.lineCount > 0;
    this.#closePrompt(false);
    this.#reconcile(false);
    if (undone) this.#log.addLine('— move taken back —', this.#palette.textMuted);
    this.#refresh();
  }

  async animate(events: readonly EventBase[], view: unknown, _by: 'human' | 'computer', _seat: Seat): Promise<void> {
    const final = view as GateView;
    if (!this.sys.isActive()) return;
    if (!this.#shown) {
      this.render(final, 0);
      return;
    }
    this.#busy = true;
    this.#closePrompt(false);
    this.#refresh();
    const list = events as readonly GateEvent[];
    try {
      for (let i = 0; i < list.length; i++) {
        const e = list[i] as GateEvent;
        this.#logEvent(e);
        await this.#play(e, list.slice(i + 1), final);
        if (!this.sys.isActive()) return;
      }
      await this.#settlePlay();
    } finally {
      if (this.sys.isActive()) {
        this.#view = final;
        this.#shown = shownOf(final);
        this.#reconcile(true);
      }
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

  setThinking(_seat: Seat | null): void {
    // Solo: the computer never plays a seat here (the hint engine shows its own indicator).
  }

  handoff(_name: string): Promise<void> {
    return Promise.resolve();
  }

  gameOver(_outcome: Outcome, _seats: readonly Seat[]): void {
    const v = this.#view;
    if (!v || this.#summary) return;
    this.#over = true;
    const s = runSummary(v);
    const panel = new SummaryPanel(this, s, this.#seed, this.#difficulty, this.#palette);
    for (const a of SUMMARY_ACTIONS) panel.on(a, () => this.#summaryAction(a));
    this.#summary = panel;
    panel.layout(this.viewWidth, this.viewHeight);
    void panel.open(this.#motion);
    void this.#services.scores
      .record('gate', this.#seed, this.#difficulty, { score: s.score, won: s.won, turns: s.turns, defeated: s.defeated.length, at: new Date().toISOString() })
      .then(({ table, rank }) => {
        if (this.#summary === panel) panel.setTable(table, rank);
      })
      .catch(() => this.#toast.show('The high-score table could not be saved on this device.', 'warning'));
    this.#refresh();
  }

  #summaryAction(a: SummaryAction): void {
    switch (a) {
      case 'replay':
        this.#newRun(this.#seed);
        return;
      case 'daily':
        this.#newRun(dailySeed());
        return;
      case 'newRun':
        this.#newRun(`${Date.now()}`);
        return;
      case 'menu':
        this.#toMenu();
        return;
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Layout

  protected layout(w: number, h: number): void {
    const L = (this.#layout = computeLayout(w, h));
    this.#backdrop.resize(w, h);
    this.#bar.layout(w);
    const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by });
    L.town.forEach((r, i) => {
      this.#tiles[i]?.place(r);
      this.#zones.get(LOCATIONS[i] as Loc)?.setRect(grow(r, 6));
    });
    this.#fearamid.place(L.fearamid, fearamidSpace(L.fearamid.width));
    this.#zones.get(FEARAMID_ZONE)?.setRect(grow(L.fearamid, 6));
    this.#goldPool.place(L.gold);
    this.#zones.get(GOLD_ZONE)?.setRect(L.gold);
    this.#commands.forEach((b, i) => {
      const r = L.commands[i];
      if (r) b.resize(r.width, r.height).setPosition(r.x + r.width / 2, r.y + r.height / 2);
    });
    this.#zones.get(MARKET_ZONE)?.setRect(L.market.zone);
    const e = L.enemies;
    e.slots.forEach((s, i) => {
      const cw = CARD_WIDTH * e.scale;
      const ch = CARD_HEIGHT * e.scale;
      this.#zones.get(enemyZone(i))?.setRect({ x: s.x - cw / 2 - 6, y: e.intentY - 22, width: cw + 12, height: s.y + ch / 2 + 6 - (e.intentY - 22) });
    });
    this.#enemyDeck.setPosition(e.deck.x, e.deck.y).setScale(e.deck.scale);
    this.#drawPile.setPosition(L.drawPile.x, L.drawPile.y).setScale(L.drawPile.scale);
    this.#discard.setPosition(L.discard.x, L.discard.y).setScale(L.discard.scale);
    this.#zones.get(DISCARD_ZONE)?.setRect(grow({ x: L.discard.x - (CARD_WIDTH * L.discard.scale) / 2, y: L.discard.y - (CARD_HEIGHT * L.discard.scale) / 2, width: CARD_WIDTH * L.discard.scale, height: CARD_HEIGHT * L.discard.scale }, 8));
    this.#heroDeck.setPosition(L.heroDeck.x, L.heroDeck.y).setScale(L.heroDeck.scale);
    this.#citizenDeck.setPosition(L.market.deck.x, L.market.deck.y).setScale(L.market.deck.scale);
    this.#stats.setPosition(L.stats.x + 10, L.stats.y + 4).setWordWrapWidth(L.mode === 'wide' ? L.stats.width - CARD_WIDTH * L.heroDeck.scale - 28 : L.stats.width, true);
    this.#endTurn.resize(L.endTurn.width, L.endTurn.height).setPosition(L.endTurn.x + L.endTurn.width / 2, L.endTurn.y + L.endTurn.height / 2);
    if (L.log) this.#log.setVisible(true).setRect(L.log);
    else this.#log.setVisible(false);
    this.#fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    this.#toast.place(L.toast.x, L.toast.y, L.toast.width);
    this.#summary?.layout(w, h);
    if (this.#shown) {
      this.#placeStatic();
      void this.#layoutAll(false);
    }
    this.#layoutPrompt();
    this.#paintHint();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Drawing the picture

  /** Brings every card and counter in line with #shown; `animate` tweens, otherwise everything jumps. */
  #reconcile(animate: boolean): void {
    const s = this.#shown;
    if (!s) return;
    const needed = new Map<number, Where>();
    for (const id of s.hand) needed.set(id, 'hand');
    for (const id of s.market) if (id >= 0) needed.set(id, 'market');
    if (s.inPlay !== null) needed.set(s.inPlay, 'play');
    for (const [id, card] of [...this.#cards]) if (!needed.has(id)) this.#dropCard(id, card);
    for (const [id, where] of needed) {
      let card = this.#cards.get(id);
      if (!card) {
        card = this.#makeCard(id, true);
        this.#assign(card, id, where);
        const home = this.#homeFor(id);
        if (home) card.setHome(home).snapHome();
        if (animate) {
          card.setAlpha(0);
          void tweenTo(this, { targets: card, alpha: 1, duration: 200 }, this.#motion);
        }
      } else this.#assign(card, id, where);
    }
    for (const [id, card] of [...this.#enemies]) {
      if (!s.row.includes(id)) {
        this.#zoom.unwatch(card);
        card.destroy();
        this.#enemies.delete(id);
      }
    }
    s.row.forEach((id, i) => {
      let card = this.#enemies.get(id);
      if (!card) {
        card = this.#makeEnemy(id, s.wounds[i] ?? 0, true);
        const pose = this.#enemyPose(i, s.row.length);
        card.setHome(pose).snapHome();
      } else this.#setWounds(id, s.wounds[i] ?? 0);
    });
    this.#placeStatic();
    void this.#layoutAll(animate);
  }

  #makeCard(id: number, faceUp: boolean): CardView {
    const card = new CardView(this, cardModel(id), this.#palette, { faceUp, backIcon: ICONS.cardBack.key });
    this.#cards.set(id, card);
    return card;
  }

  #makeEnemy(id: number, wounds: number, faceUp: boolean): CardView {
    const card = new CardView(this, enemyModel(id, wounds), this.#palette, { faceUp, backIcon: ICONS.gtFear.key });
    card.setData('wounds', wounds);
    card.setInteractive({ useHandCursor: true });
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (ptr: Phaser.Input.Pointer) => this.#tapEnemy(id, card, ptr));
    this.#zoom.watch(card);
    this.#enemies.set(id, card);
    return card;
  }

  #setWounds(id: number, wounds: number): void {
    const card = this.#enemies.get(id);
    if (!card || card.getData('wounds') === wounds) return;
    card.setData('wounds', wounds);
    card.setModel(enemyModel(id, wounds));
  }

  #dropCard(id: number, card: CardView): void {
    this.#forget(id);
    card.destroy();
  }

  /** Forgets a card without destroying it (the caller animates it away). */
  #forget(id: number): CardView | undefined {
    const card = this.#cards.get(id);
    if (!card) return undefined;
    this.#drag.removeCard(card);
    this.#zoom.unwatch(card);
    this.#fan.removeCard(card);
    this.#cards.delete(id);
    this.#where.delete(id);
    card.disableInteractive();
    return card;
  }

  #assign(card: CardView, id: number, where: Where): void {
    const was = this.#where.get(id);
    if (was === where) return;
    this.#where.set(id, where);
    if (where === 'play') {
      this.#drag.removeCard(card);
      this.#fan.removeCard(card);
      this.#zoom.unwatch(card);
    } else {
      this.#drag.addCard(card);
      if (where !== 'hand') this.#fan.removeCard(card);
    }
    card.setHighlight('none');
  }

  /** The resting pose of a card in the current picture (null: it stays where it is, e.g. a card in play). */
  #homeFor(id: number): Pose | null {
    const s = this.#shown;
    if (!s) return null;
    const L = this.#layout;
    const hi = s.hand.indexOf(id);
    if (hi >= 0) return this.#fan.poseOf(hi, s.hand.length);
    const mi = s.market.indexOf(id);
    if (mi >= 0) {
      const slot = L.market.slots[mi] ?? { x: 0, y: 0 };
      return { x: slot.x, y: slot.y, angle: 0, scale: L.market.scale, depth: DEPTH.pile + 5 };
    }
    return null;
  }

  /** Where enemy i of n rests: the two slots; a third (just revealed) pushes the oldest out to the left. */
  #enemyPose(i: number, n: number): Pose {
    const e = this.#layout.enemies;
    const slot = i - Math.max(0, n - 2);
    const at = slot < 0 ? e.out : (e.slots[slot] ?? e.slots[0] ?? { x: 0, y: 0 });
    return { x: at.x, y: at.y, angle: 0, scale: e.scale, depth: DEPTH.placed + 10 + i };
  }

  #layoutAll(animate: boolean, duration = 220): Promise<void> {
    const s = this.#shown;
    if (!s) return Promise.resolve();
    const moves: Promise<void>[] = [];
    this.#fan.arrange(s.hand.flatMap((id) => this.#cards.get(id) ?? []));
    for (const [id, card] of this.#cards) {
      const home = this.#homeFor(id);
      if (!home) continue;
      card.setHome(home);
      if (this.#drag.draggingId === card.cardId) continue;
      if (animate) moves.push(card.goHome(this.#motion, duration));
      else card.snapHome();
    }
    s.row.forEach((id, i) => {
      const card = this.#enemies.get(id);
      if (!card) return;
      card.setHome(this.#enemyPose(i, s.row.length));
      if (animate) moves.push(card.goHome(this.#motion, duration));
      else card.snapHome();
    });
    this.#placeIntents();
    return Promise.all(moves).then(() => undefined);
  }

  /** Intent bubbles over the enemies, and the warning on the one the next arrival will push out. */
  #placeIntents(): void {
    const s = this.#shown;
    const e = this.#layout.enemies;
    const list = s ? intents(s) : [];
    this.#intents.forEach((b, i) => {
      const it = list[i];
      const pose = it ? this.#enemyPose(i, list.length) : null;
      b.setWidth(e.intentW).setIntent(it && pose && s?.result === null ? it : null);
      if (pose) b.setPosition(pose.x, e.intentY);
    });
    this.#outTags.forEach((t, i) => {
      const it = list[i];
      const pose = it ? this.#enemyPose(i, list.length) : null;
      t.setVisible(!!it?.pushedOutNext && !!pose && s?.result === null);
      if (pose) t.setPosition(pose.x, pose.y + (CARD_HEIGHT * e.scale) / 2 + 12);
    });
  }

  /** Counters and pieces with one place each: health, fear, gold, piles, commands, stats. */
  #placeStatic(): void {
    const s = this.#shown;
    if (!s) return;
    this.#tiles.forEach((t, i) => t.setHealth(s.health[i] ?? 0, s.towerUsed));
    this.#fearamid.setFear(s.fear);
    this.#goldPool.setGold(s.gold);
    const top = s.discard[s.discard.length - 1];
    const key = `${s.drawPile.length}/${s.discard.length}/${top}/${s.heroDeckCount}/${s.citizenDeckCount}/${s.enemyDeckCount}/${s.nextWave}`;
    if (key !== this.#pileKey) {
      this.#pileKey = key;
      this.#drawPile.setContents(s.drawPile.length);
      this.#discard.setContents(s.discard.length, top === undefined ? null : cardModel(top));
      this.#heroDeck.setContents(s.heroDeckCount);
      this.#citizenDeck.setContents(s.citizenDeckCount);
      this.#enemyDeck.setContents(s.enemyDeckCount, s.enemyDeckCount > 0 ? enemyBackModel(s.nextWave) : null);
    }
    const coming = s.finalStand ? 'Final stand' : `${s.enemyDeckCount} enem${s.enemyDeckCount === 1 ? 'y' : 'ies'} to come`;
    const lines = [`Score ${s.score}`, `Defeated ${s.defeated.length}`, `Pushed out ${s.fled.length}`, coming];
    this.#stats.setText(this.#layout.mode === 'wide' ? lines.join('\n') : lines.join('   ·   '));
    for (const b of this.#commands) b.setIssued(s.commands.includes(b.command));
    this.#placeIntents();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Animating events

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.time.delayedCall(this.#motion.ms(ms), resolve));
  }

  #float(x: number, y: number, text: string, colour: number, size = 20): void {
    void floatText(this, x, y, text, colour, this.#motion, this.#transients, size);
  }

  #tileOf(loc: Loc): LocationTile | undefined {
    return this.#tiles[LOCATIONS.indexOf(loc)];
  }

  /** Where a card used for a trait flies: the gold pool, the Fearamid, the enemy it hits, the location it repairs. */
  #targetPoint(e: Extract<GateEvent, { type: 'used' }>, rest: readonly GateEvent[]): { x: number; y: number } {
    const L = this.#layout;
    switch (e.trait) {
      case 'income':
        return { x: L.gold.x + L.gold.width / 2, y: L.gold.y + L.gold.height / 2 };
      case 'calm':
        return { x: L.fearamid.x + L.fearamid.width / 2, y: L.fearamid.y + L.fearamid.height / 2 };
      case 'attack': {
        const hit = rest.find((x): x is Extract<GateEvent, { type: 'enemyHit' }> => x.type === 'enemyHit');
        const card = hit ? this.#enemies.get(hit.enemy) : undefined;
        if (card) return { x: card.x, y: card.y + 20 };
        break;
      }
      case 'repair': {
        const r = rest.find((x): x is Extract<GateEvent, { type: 'repaired' }> => x.type === 'repaired');
        const tile = r ? this.#tileOf(r.loc) : undefined;
        if (tile) return { x: tile.x, y: tile.y };
        break;
      }
    }
    const t = L.town[1];
    return t ? { x: t.x + t.width / 2, y: t.y - 40 } : { x: this.viewWidth / 2, y: this.viewHeight / 2 };
  }

  /** The card in play goes to the discard pile (a Hero leaving the game has already gone). */
  async #settlePlay(): Promise<void> {
    const s = this.#shown;
    const id = s?.inPlay ?? null;
    if (!s || id === null) return;
    settleInPlay(s);
    const card = this.#forget(id);
    if (card) {
      card.setDepth(DEPTH.lifted);
      await tweenTo(this, { targets: card, x: this.#discard.x, y: this.#discard.y, angle: 0, scale: this.#layout.discard.scale, duration: 240, ease: 'Cubic.InOut' }, this.#motion);
      card.destroy();
    }
    this.#placeStatic();
  }

  /** A card flies from a pile (face down) to where the picture wants it, turning over on the way. */
  async #deal(id: number, from: { x: number; y: number; scale: number }, flyMs: number): Promise<void> {
    const card = this.#makeCard(id, false);
    card.setPosition(from.x, from.y).setScale(from.scale).setDepth(DEPTH.lifted);
    const where: Where = this.#shown?.hand.includes(id) ? 'hand' : 'market';
    this.#assign(card, id, where);
    void card.flip(true, this.#motion);
    await this.#layoutAll(true, flyMs);
  }

  async #play(e: GateEvent, rest: readonly GateEvent[], final: GateView): Promise<void> {
    const s = this.#shown as Shown;
    const p = this.#palette;
    const sound = (n: Parameters<Services['sound']['play']>[0]) => this.#services.sound.play(n);
    const L = this.#layout;
    switch (e.type) {
      case 'turnBegan': {
        applyEvent(s, e, final);
        this.#placeStatic();
        sound('turn');
        const t = L.town[1];
        if (t) this.#float(t.x + t.width / 2, t.y - 10, `Turn ${e.turn}`, p.gold, 26);
        await this.#wait(260);
        return;
      }
      case 'enemyRevealed': {
        applyEvent(s, e, final);
        const d = L.enemies.deck;
        const card = this.#makeEnemy(e.enemy, 0, false);
        card.setPosition(d.x, d.y).setScale(d.scale).setDepth(DEPTH.lifted);
        sound('flip');
        this.#placeStatic();
        await Promise.all([card.flip(true, this.#motion), this.#layoutAll(true, 320)]);
        return;
      }
      case 'pushedOut': {
        const card = this.#enemies.get(e.enemy);
        applyEvent(s, e, final);
        this.#enemies.delete(e.enemy);
        const gateTile = this.#tileOf('gate');
        if (card && gateTile) {
          this.#zoom.unwatch(card);
          card.disableInteractive().setDepth(DEPTH.lifted);
          this.#float(card.x, card.y - 40, 'Pushed out!', p.hover);
          await tweenTo(this, { targets: card, x: gateTile.x, y: gateTile.y, scale: card.scale * 0.5, alpha: 0.2, duration: 360, ease: 'Cubic.In' }, this.#motion);
          card.destroy();
        }
        this.#placeStatic();
        await this.#layoutAll(true, 200);
        return;
      }
      case 'finalStand': {
        applyEvent(s, e, final);
        const d = L.enemies.deck;
        this.#float(d.x, d.y, 'Final stand!', p.refused, 22);
        this.#placeStatic();
        await this.#wait(300);
        return;
      }
      case 'drew': {
        applyEvent(s, e, final);
        sound('slide');
        this.#placeStatic();
        await this.#deal(e.card, { ...this.#drawPile.topPosition(), scale: L.drawPile.scale }, 240);
        return;
      }
      case 'reshuffled':
        applyEvent(s, e, final);
        sound('flip');
        this.#float(this.#drawPile.x, this.#drawPile.y - 40, 'Shuffled', p.textMuted, 16);
        this.#placeStatic();
        await this.#wait(220);
        return;
      case 'used': {
        await this.#settlePlay();
        const card = this.#cards.get(e.card);
        applyEvent(s, e, final);
        if (!card) return;
        this.#assign(card, e.card, 'play');
        const to = this.#targetPoint(e, rest);
        card.setDepth(DEPTH.lifted);
        sound('place');
        await Promise.all([tweenTo(this, { targets: card, x: to.x, y: to.y, angle: 0, scale: L.hand.cardScale * 0.8, duration: 240, ease: 'Cubic.Out' }, this.#motion), this.#layoutAll(true, 220)]);
        return;
      }
      case 'goldAdded':
      case 'commandIssued': {
        applyEvent(s, e, final);
        this.#goldPool.setGold(s.gold);
        sound(e.type === 'goldAdded' ? 'place' : 'flip');
        if (e.type === 'commandIssued') {
          const b = this.#commands.find((c) => c.command === e.command);
          if (b) this.#float(b.x, b.y - 10, `${COMMAND_LABEL[e.command]}!`, p.gold, 18);
          b?.setIssued(true);
        }
        const pool = L.gold;
        this.#float(pool.x + pool.width - 40, pool.y + pool.height / 2, e.type === 'goldAdded' ? `+${e.amount}` : `−${e.cost}`, e.type === 'goldAdded' ? p.gold : p.textMuted, 22);
        await this.#goldPool.pulse(this.#motion);
        return;
      }
      case 'recruited': {
        const card = this.#forget(e.card);
        applyEvent(s, e, final);
        this.#goldPool.setGold(s.gold);
        sound('slide');
        if (card) {
          card.setDepth(DEPTH.lifted);
          await tweenTo(this, { targets: card, x: this.#discard.x, y: this.#discard.y, scale: L.discard.scale, duration: 300, ease: 'Cubic.InOut' }, this.#motion);
          card.destroy();
        }
        this.#placeStatic();
        return;
      }
      case 'marketCleared': {
        const leaving = e.cards.map((id) => this.#forget(id)).filter((c): c is CardView => !!c);
        applyEvent(s, e, final);
        sound('slide');
        const d = this.#citizenDeck;
        await Promise.all(leaving.map((c) => tweenTo(this, { targets: c, x: d.x, y: d.y, scale: L.market.deck.scale, alpha: 0, duration: 280 }, this.#motion).then(() => c.destroy())));
        this.#placeStatic();
        return;
      }
      case 'marketRefilled':
        applyEvent(s, e, final);
        this.#placeStatic();
        await this.#deal(e.card, { ...this.#citizenDeck.topPosition(), scale: L.market.deck.scale }, 220);
        return;
      case 'citizensReshuffled':
        applyEvent(s, e, final);
        this.#placeStatic();
        return;
      case 'enemyHit': {
        applyEvent(s, e, final);
        const card = this.#enemies.get(e.enemy);
        sound('hit');
        this.#setWounds(e.enemy, e.wounds);
        if (card) {
          this.#float(card.x, card.y - 20, `−${e.amount}`, p.refused, 26);
          const x = card.x;
          await tweenTo(this, { targets: card, x: x + 7, duration: 45, yoyo: true, repeat: 2 }, this.#motion);
          card.x = x;
        }
        return;
      }
      case 'enemyDefeated': {
        const card = this.#enemies.get(e.enemy);
        applyEvent(s, e, final);
        this.#enemies.delete(e.enemy);
        sound('win');
        if (card) {
          this.#zoom.unwatch(card);
          card.disableInteractive().setDepth(DEPTH.lifted);
          this.#float(card.x, card.y - 30, `Defeated! +${e.vp}`, p.gold, 22);
          const st = this.#stats;
          await tweenTo(this, { targets: card, x: st.x + 40, y: st.y + 10, scale: 0.2, alpha: 0, duration: 420, ease: 'Cubic.In' }, this.#motion);
          card.destroy();
        }
        this.#placeStatic();
        await this.#layoutAll(true, 200);
        return;
      }
      case 'repaired':
      case 'damaged': {
        applyEvent(s, e, final);
        const tile = this.#tileOf(e.loc);
        const hurt = e.type === 'damaged';
        sound(hurt ? 'hit' : 'heal');
        if (tile) {
          tile.setHealth(s.health[LOCATIONS.indexOf(e.loc)] ?? 0, s.towerUsed);
          const d = tile.diePoint;
          this.#float(d.x, d.y - 10, `${hurt ? '−' : '+'}${e.amount}`, hurt ? p.refused : p.legal, 28);
          await tile.bump(this.#motion, hurt);
        }
        return;
      }
      case 'destroyed': {
        applyEvent(s, e, final);
        const tile = this.#tileOf(e.loc);
        sound('lose');
        if (tile) this.#float(tile.x, tile.y, 'Destroyed!', p.refused, 24);
        await this.#wait(300);
        return;
      }
      case 'enemyAttacked': {
        const card = this.#enemies.get(e.enemy);
        const tile = this.#tileOf(e.loc);
        if (card && tile) {
          const y = card.y;
          const x = card.x;
          card.setDepth(DEPTH.lifted);
          await tweenTo(this, { targets: card, x: x + (tile.x - x) * 0.25, y: y + (tile.y - y) * 0.3, duration: 150, yoyo: true, ease: 'Quad.In' }, this.#motion);
          card.setPosition(x, y).setDepth(card.home?.depth ?? DEPTH.placed);
        }
        return;
      }
      case 'fear': {
        const rising = e.to > e.from;
        sound(rising ? 'slide' : 'heal');
        const step = rising ? 1 : -1;
        for (let f = e.from + step; rising ? f <= e.to : f >= e.to; f += step) await this.#fearamid.stepTo(f, this.#motion);
        applyEvent(s, e, final);
        return;
      }
      case 'iconFired': {
        const pt = this.#fearamid.spacePoint(e.space);
        const sun = e.icon.kind === 'sun';
        sound(sun ? 'flip' : 'hit');
        this.#float(pt.x, pt.y - 20, sun ? 'A hero answers!' : `−${e.icon.kind === 'hit' ? e.icon.amount : 1} ${e.icon.kind === 'hit' ? e.icon.loc : ''}`.trim(), sun ? p.gold : p.refused, 18);
        await this.#fearamid.flash(e.space, sun ? p.gold : p.refused, this.#motion);
        return;
      }
      case 'heroGained': {
        applyEvent(s, e, final);
        const from = this.#heroDeck;
        const card = new CardView(this, cardModel(e.card), p, { faceUp: false, backIcon: ICONS.gkSun.key });
        card.setPosition(from.x, from.y).setScale(L.heroDeck.scale).setDepth(DEPTH.lifted);
        void card.flip(true, this.#motion);
        await tweenTo(this, { targets: card, x: this.#discard.x, y: this.#discard.y, scale: L.discard.scale, duration: 420, ease: 'Cubic.InOut' }, this.#motion);
        card.destroy();
        this.#placeStatic();
        return;
      }
      case 'heroGone': {
        const card = this.#forget(e.card);
        applyEvent(s, e, final);
        if (card) {
          this.#float(card.x, card.y - 30, 'The hero departs', p.gold, 16);
          await tweenTo(this, { targets: card, y: card.y - 60, alpha: 0, duration: 380 }, this.#motion);
          card.destroy();
        }
        return;
      }
      case 'stepBegan':
        applyEvent(s, e, final);
        this.#goldPool.setGold(s.gold);
        return;
      case 'won':
      case 'lost':
        applyEvent(s, e, final);
        this.#placeIntents();
        return;
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // The log

  #logEvent(e: GateEvent): void {
    if (e.type === 'stepBegan' || e.type === 'goldAdded') return;
    const colour = e.type === 'won' || e.type === 'enemyDefeated' ? this.#palette.gold : e.type === 'damaged' || e.type === 'destroyed' || e.type === 'lost' ? mix(this.#palette.refused, 0xffffff, 0.35) : null;
    this.#log.addLine(gate.describeEvent(e), colour);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: what the player may do now

  #refresh(): void {
    if (!this.#ready || !this.#director) return;
    const v = this.#view;
    const d = this.#director;
    this.#mine = !!v && !this.#busy && !this.#over && d.actingSeat === 0;
    this.#moves = this.#mine ? (d.legalMoves() as GateMove[]) : [];
    const key = `${v?.phase}/${d.data.plies}/${this.#mine}`;
    if (key !== this.#selectionKey) {
      this.#selectionKey = key;
      this.#closePrompt(false);
      this.#commandPick = null;
      if (this.#hint && this.#hint.plies !== d.data.plies) this.#hint = null;
    }
    this.#drag.setEnabled(this.#mine && !this.#split && !this.#commandPick);
    const info = commandInfo(this.#moves, this.#shown?.commands ?? []);
    this.#commands.forEach((b, i) => b.setEnabled(this.#mine && (info[i]?.moves.length ?? 0) > 0));
    this.#endTurn.setEnabled(this.#mine && this.#moves.some((m) => m.type === 'endTurn'));
    this.#bar.undo.setEnabled(!this.#busy && !this.#over && undoRefusal(d.data, 0) === null);
    this.#hintButton.setEnabled(this.#mine && this.#hintPending === null);
    this.#lightCommandTargets();
    this.#layoutPrompt();
    this.#paintHint();
    this.#refreshStatus();
  }

  #refreshStatus(): void {
    const v = this.#view;
    let text = '';
    if (this.#over) text = 'The run is over';
    else if (this.#split) text = `Repair with ${CARDS[this.#split.card]?.name ?? 'the card'}: choose where the points go, then Repair`;
    else if (this.#commandPick) text = `${COMMAND_LABEL[this.#commandPick]}: tap ${this.#commandPick === 'callToArms' ? 'an enemy' : 'a damaged location'} (or the button again to cancel)`;
    else if (this.#busy) text = v ? `Turn ${this.#shown?.turn ?? v.turn}` : '';
    else if (this.#mine && v) {
      const sel = this.#drag.selectedId;
      const id = sel ? cardOf(sel) : null;
      if (id !== null && v.market.includes(id)) text = `Recruit ${CARDS[id]?.name}: tap your discard pile (${CARDS[id]?.cost} gold)`;
      else if (id !== null) text = `${CARDS[id]?.name}: tap where to use it — an enemy, a location, the Fearamid or the gold pool`;
      else text = promptText(v);
    }
    // The hourglass turns while the hint engine thinks (input stays open).
    this.#bar.setStatus(text, this.#hintPending !== null);
  }

  /** Sends a move; if the match refused it, cards go back where they were. */
  #submit(move: GateMove): void {
    this.#closePrompt(false);
    this.#commandPick = null;
    if (!this.#match.submit(move)) {
      void this.#layoutAll(true);
      this.#refresh();
    }
  }

  #undo(): void {
    this.#services.sound.play('click');
    this.#match.undo();
  }

  #place(id: string, zoneId: string): void {
    const v = this.#view;
    const card = cardOf(id);
    if (!v || card === null) return;
    const loc = (LOCATIONS as readonly string[]).indexOf(zoneId);
    if (loc >= 0) {
      const splits = splitsFor(this.#moves, card);
      const start = initialSplit(splits, loc);
      const c = this.#cards.get(card);
      if (c) void this.#drag.returnHome(c);
      if (!start) return;
      if (splits.length === 1) this.#submit({ type: 'use', card, trait: 'repair', split: start });
      else this.#openSplit(card, splits, start);
      return;
    }
    const move = moveForDrop(this.#moves, v, id, zoneId);
    if (move) this.#submit(move);
  }

  #explainDrop(id: string, zoneId: string | null): string | null {
    const v = this.#view;
    if (!v || zoneId === null) return null;
    if (!this.#mine) return this.#busy ? null : 'Wait for the table to settle.';
    const move = moveForDrop(this.#moves, v, id, zoneId);
    if (!move) return cardOf(id) !== null && v.market.includes(cardOf(id) as number) ? 'Recruits go to your discard pile.' : 'Use a card on an enemy, a location, the Fearamid or the gold pool.';
    return this.#director?.explain(move) ?? null;
  }

  /** Words for why a move would be refused (the e2e hooks compare the toast with it). */
  explain(move: GateMove): string | null {
    return this.#director?.explain(move) ?? null;
  }

  #tapZone(zoneId: string, ptr: Phaser.Input.Pointer): void {
    if (ptr.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    if (this.#commandPick) {
      this.#pickCommandTarget(zoneId);
      return;
    }
    if (zoneId === DISCARD_ZONE && !this.#drag.selectedId) this.#tapPile(this.#discard, ptr);
  }

  #tapEnemy(id: number, card: CardView, ptr: Phaser.Input.Pointer): void {
    if (ptr.rightButtonReleased() || (ptr.wasTouch && this.#zoom.showing === card.cardId)) return;
    if (ptr.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    const slot = this.#shown?.row.indexOf(id) ?? -1;
    if (slot < 0 || slot > 1) return;
    // A tap on the card counts as a tap on its slot (a selected card's attack, a Call to Arms' target).
    this.#zones.get(enemyZone(slot))?.emit(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, ptr);
  }

  /** The draw pile and the discard pile say what they hold (the player knows their own cards). */
  #tapPile(pile: Pile, ptr: Phaser.Input.Pointer): void {
    if (ptr.getDistance() > TAP_SLOP * this.cameras.main.zoom || this.#drag.selectedId) return;
    const s = this.#shown;
    if (!s) return;
    const ids = pile === this.#drawPile ? s.drawPile : s.discard;
    const names = ids.map((id) => CARDS[id]?.name ?? '?');
    this.#toast.show(`${pile === this.#drawPile ? 'Draw pile (in no order)' : 'Discard pile'}: ${names.length === 0 ? 'empty' : names.join(', ')}.`);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Commands

  #command(c: Command): void {
    if (!this.#mine) return;
    if (this.#commandPick === c) {
      this.#commandPick = null;
      this.#refresh();
      return;
    }
    const info = commandInfo(this.#moves, this.#shown?.commands ?? []).find((x) => x.command === c);
    if (!info || info.moves.length === 0) return;
    this.#services.sound.play('click');
    if (info.targeted && info.moves.length > 1) {
      this.#drag.select(null);
      this.#commandPick = c;
      this.#refresh();
      return;
    }
    this.#submit(info.moves[0] as GateMove);
  }

  /** A greyed-out command says why: the rules' words for the move it would be. */
  #commandRefused(c: Command): void {
    const v = this.#view;
    if (!v) return;
    this.#services.sound.play('deny');
    if (!this.#mine) {
      this.#toast.show(this.#over ? 'The run is over.' : 'Wait for the table to settle.', 'warning');
      return;
    }
    const probe = commandProbe(v, c);
    const why = probe ? this.explain(probe) : null;
    this.#toast.show(why ?? (c === 'callToArms' ? 'There is no enemy face up to call the militia against.' : `${COMMAND_LABEL[c]} cannot be issued now.`), 'warning');
  }

  #pickCommandTarget(zoneId: string): void {
    const c = this.#commandPick;
    const v = this.#view;
    if (!c || !v) return;
    const slot = slotOfZone(zoneId);
    const move: GateMove | null =
      c === 'callToArms' && slot !== null && v.row[slot] !== undefined ? { type: 'command', command: c, target: v.row[slot] as number } : c === 'fortify' && (LOCATIONS as readonly string[]).includes(zoneId) ? { type: 'command', command: c, target: zoneId as Loc } : null;
    if (!move) {
      this.#commandPick = null;
      this.#refresh();
      return;
    }
    const why = this.explain(move);
    if (why) {
      this.#services.sound.play('deny');
      this.#toast.show(why, 'warning');
      this.#zones.get(zoneId)?.flashRefused('legal');
      return;
    }
    this.#submit(move);
  }

  /** While a command waits for its target, the legal targets light up (and nothing else). */
  #lightCommandTargets(): void {
    const c = this.#commandPick;
    if (!c) {
      if (!this.#drag.selectedId && !this.#drag.draggingId) for (const z of this.#zones.values()) if (z.zoneState === 'legal') z.setZoneState('idle');
      return;
    }
    const v = this.#view;
    const lit = new Set<string>();
    for (const m of this.#moves) {
      if (m.type !== 'command' || m.command !== c) continue;
      if (m.command === 'callToArms' && v) lit.add(enemyZone(v.row.indexOf(m.target)));
      if (m.command === 'fortify') lit.add(m.target);
    }
    for (const [id, z] of this.#zones) z.setZoneState(lit.has(id) ? 'legal' : 'idle');
  }

  // ---------------------------------------------------------------------------------------------------------
  // The repair split

  #openSplit(card: number, splits: readonly Split[], start: Split): void {
    this.#split = { card, splits, cur: start };
    this.#cards.get(card)?.setHighlight('marked');
    this.#services.sound.play('click');
    this.#refresh();
  }

  #stepSplit(loc: number, d: 1 | -1): void {
    const sp = this.#split;
    if (!sp) return;
    const next = stepSplit(sp.splits, sp.cur, loc, d);
    if (!next) return;
    sp.cur = next;
    this.#services.sound.play('click');
    this.#layoutPrompt();
  }

  #confirmSplit(): void {
    const sp = this.#split;
    if (!sp) return;
    this.#submit({ type: 'use', card: sp.card, trait: 'repair', split: sp.cur });
  }

  #cancelPending(): void {
    if (this.#commandPick) {
      this.#commandPick = null;
      this.#refresh();
    }
    this.#closePrompt();
  }

  #closePrompt(refresh = true): void {
    if (!this.#split) return;
    const card = this.#cards.get(this.#split.card);
    if (card?.highlight === 'marked') card.setHighlight('none');
    this.#split = null;
    if (refresh) this.#refresh();
    else this.#layoutPrompt();
  }

  /** Places the steppers on the locations and the bar under the town (or hides them). */
  #layoutPrompt(): void {
    const sp = this.#split;
    const L = this.#layout;
    this.#steppers.forEach((st, loc) => {
      const tile = this.#tiles[loc];
      const can = !!sp && sp.splits.some((s) => (s[loc] ?? 0) > 0);
      st.setVisible(can);
      tile?.setPreview(sp && (sp.cur[loc] ?? 0) > 0 ? `+${sp.cur[loc]}` : null, can);
      if (!sp || !tile || !can) return;
      const pt = tile.stepperPoint;
      st.setPosition(pt.x, pt.y).set(sp.cur[loc] ?? 0, !!stepSplit(sp.splits, sp.cur, loc, -1), !!stepSplit(sp.splits, sp.cur, loc, 1));
    });
    this.#promptBar.setVisible(!!sp);
    if (!sp) return;
    const p = this.#palette;
    const w = L.prompt.width;
    const h = 52;
    const name = CARDS[sp.card]?.name ?? 'Repair';
    this.#promptText.setText(`${name}: ${splitWords(sp.cur)}`).setPosition(-w / 2 + 16, 0);
    fitText(this.#promptText, w - 290, 0.5);
    this.#cancel.setPosition(w / 2 - 66, 0);
    this.#confirm.setPosition(w / 2 - 66 - 124 - 8, 0);
    const legal = sp.splits.some((s) => sameSplit(s, sp.cur));
    this.#confirm.setEnabled(legal);
    drawBox(this.#promptBg.clear(), 0, 0, w, h, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.97, stroke: p.legal, strokeWidth: 2, radius: 14, shadow: 5 });
    this.#promptBar.setPosition(L.prompt.x, L.prompt.y);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Hints

  async #askHint(): Promise<void> {
    const d = this.#director;
    if (!d || !this.#mine || this.#hintPending !== null || !d.data.module || !d.data.state) return;
    this.#services.sound.play('click');
    const plies = d.data.plies;
    this.#hintPending = plies;
    this.#hint = null;
    this.#refresh();
    try {
      const view = d.data.module.view(d.data.state, 0);
      const r = await planInWorker({ game: 'gate', view, seat: 0, bot: HINT_BOT, seed: `${this.#seed}/hint/${plies}` });
      if (!this.sys.isActive() || this.#director !== d) return;
      if (d.data.plies !== plies) return; // the position moved on while the hint was thought about
      if (!r.ok || r.value.length === 0) {
        this.#toast.show('No hint this time: the advisor found nothing to suggest.', 'info');
        return;
      }
      const plan = r.value as GateMove[];
      const v = this.#view as GateView;
      const first = plan[0] as GateMove;
      this.#hint = { plies, plan, words: plan.map((m) => describeMove(m, v)), pointer: hintPointer(first, v) };
    } catch {
      if (this.sys.isActive()) this.#toast.show('The advisor could not be reached.', 'warning');
    } finally {
      if (this.#hintPending === plies) this.#hintPending = null;
      if (this.sys.isActive()) this.#refresh();
    }
  }

  /** Rings around the hint's card and target (or button), and its plan in words. */
  #paintHint(): void {
    const g = this.#hintMarks.clear();
    this.tweens.killTweensOf(g);
    g.setAlpha(1);
    const h = this.#hint;
    for (const [, c] of this.#cards) if (c.highlight === 'playable') c.setHighlight('none');
    const show = !!h?.pointer && !this.#busy && !this.#over;
    this.#hintPanel.setVisible(show && !this.#split);
    if (!h?.pointer || !show) return;
    const p = this.#palette;
    const L = this.#layout;
    const words = `Hint: ${h.words.map((w, i) => `${i + 1}. ${w}`).join('  ·  ')}`;
    this.#hintText.setText(words).setWordWrapWidth(L.prompt.width - 40, true).setColor(css(p.text));
    const pw = Math.min(L.prompt.width, this.#hintText.width + 40);
    const ph = this.#hintText.height + 22;
    drawBox(this.#hintBg.clear(), 0, 0, pw, ph, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.96, stroke: p.hover, strokeWidth: 2, radius: 14, shadow: 5 });
    this.#hintPanel.setPosition(L.prompt.x, L.prompt.y).setSize(pw, ph);
    (this.#hintPanel.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, pw, ph);
    const ring = (r: Rect) => {
      g.lineStyle(8, p.hover, 0.25);
      g.strokeRoundedRect(r.x - 6, r.y - 6, r.width + 12, r.height + 12, 16);
      g.lineStyle(3, p.hover, 1);
      g.strokeRoundedRect(r.x - 3, r.y - 3, r.width + 6, r.height + 6, 14);
    };
    const { card, zone, button } = h.pointer;
    const id = card ? cardOf(card) : null;
    const c = id !== null ? this.#cards.get(id) : undefined;
    if (c) c.setHighlight('playable');
    if (zone) {
      const z = this.#zones.get(zone);
      if (z) ring(z.rect);
    }
    const b = button === 'endTurn' ? this.#endTurn : button ? this.#commands.find((x) => x.command === button) : undefined;
    if (b) ring({ x: b.x - b.width / 2, y: b.y - b.height / 2, width: b.width, height: b.height });
    if (this.#motion.ms(700) > 50) this.tweens.add({ targets: g, alpha: 0.45, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Palette

  #repaint(p: Palette): void {
    this.#backdrop.setPalette(p);
    this.#bar.setPalette(p);
    for (const b of [this.#endTurn, this.#confirm, this.#cancel, ...this.#commands]) b.setPalette(p);
    for (const t of this.#tiles) t.setPalette(p);
    for (const c of this.#cards.values()) c.setPalette(p);
    for (const c of this.#enemies.values()) c.setPalette(p);
    for (const z of this.#zones.values()) z.setPalette(p);
    for (const pile of [this.#drawPile, this.#discard, this.#heroDeck, this.#citizenDeck, this.#enemyDeck]) pile.setPalette(p);
    for (const b of this.#intents) b.setPalette(p);
    this.#paintHint();
    this.#fearamid.setPalette(p);
    this.#goldPool.setPalette(p);
    this.#log.setPalette(p);
    this.#toast.setPalette(p);
    this.#stats.setColor(css(p.text));
    this.layout(this.viewWidth, this.viewHeight);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  #page(p: { x: number; y: number }): PagePoint {
    return this.toPage(p.x, p.y);
  }

  inspect(): GateInspection {
    const v = this.#view;
    const s = this.#shown;
    const d = this.#director;
    const pt = (x: number, y: number): PagePoint => this.toPage(x, y);
    const button = (b: Button): PageButton => pageButton(this, b);
    const moving = this.tweens.getTweens().some((t) => (t.targets ?? []).some((o) => o instanceof CardView));
    const zones: Record<string, PagePoint & { state: string }> = {};
    for (const [id, z] of this.#zones) {
      const r = z.rect;
      // Enemy slots: the card's middle; the rest: the middle of the zone.
      zones[id] = { ...pt(r.x + r.width / 2, r.y + r.height / 2 + (id.startsWith('enemy') ? 20 : 0)), state: z.zoneState };
    }
    const commands: Record<string, PageButton & { issued: boolean }> = {};
    for (const b of this.#commands) commands[b.command] = { ...button(b), issued: !!s?.commands.includes(b.command) };
    const offscreen: string[] = [];
    const check = (name: string, x: number, y: number, w = 0, h = 0) => {
      if (x - w / 2 < -1 || y - h / 2 < -1 || x + w / 2 > this.viewWidth + 1 || y + h / 2 > this.viewHeight + 1) offscreen.push(name);
    };
    for (const [id, c] of this.#cards) check(`c${id}`, c.x, c.y, CARD_WIDTH * c.scale, CARD_HEIGHT * c.scale * 0.6);
    for (const [id, c] of this.#enemies) check(`e${id}`, c.x, c.y, CARD_WIDTH * c.scale, CARD_HEIGHT * c.scale);
    for (const b of [this.#endTurn, this.#bar.undo, this.#bar.menu, this.#hintButton, ...this.#commands]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
    for (const t of this.#tiles) check(t.loc, t.x, t.y, t.width, t.height);
    const sp = this.#split;
    const sum = this.#summary;
    const hint = this.#hint;
    const ints = s ? intents(s) : [];
    return {
      ready: this.#ready && v !== null,
      animating: this.#busy || moving || this.#transients.size > 0,
      deciding: this.#mine && !this.#busy && !moving,
      phase: v?.phase ?? 'over',
      turn: v?.turn ?? 0,
      plies: d?.data.plies ?? 0,
      seed: this.#seed,
      difficulty: this.#difficulty,
      status: this.#bar.status,
      legal: this.#moves,
      health: s?.health ?? [],
      fear: s?.fear ?? 0,
      gold: s?.gold ?? 0,
      score: s?.score ?? 0,
      result: s?.result ?? null,
      hand: (s?.hand ?? []).map((id, i, all) => {
        const c = this.#cards.get(id);
        return { id, selected: this.#drag.selectedId === cardId(id), highlight: c?.highlight ?? 'none', ...this.#page(visiblePoint(c, this.#cards.get(all[i + 1] ?? -1))) };
      }),
      market: (s?.market ?? []).flatMap((id, slot) => {
        const c = this.#cards.get(id);
        return id >= 0 && c ? [{ slot, id, cost: CARDS[id]?.cost ?? 0, ...pt(c.x, c.y) }] : [];
      }),
      enemies: (s?.row ?? []).map((id, i) => {
        const c = this.#enemies.get(id);
        const it = ints[i];
        return { id, wounds: s?.wounds[i] ?? 0, intent: it ? { loc: it.loc, damage: it.damage, fear: it.fear, pushedOutNext: it.pushedOutNext } : null, ...pt(c?.x ?? 0, (c?.y ?? 0) + 20) };
      }),
      zones,
      commands,
      buttons: { endTurn: button(this.#endTurn), hint: button(this.#hintButton), undo: button(this.#bar.undo), menu: button(this.#bar.menu) },
      piles: {
        draw: { ...pt(this.#drawPile.x, this.#drawPile.y), count: s?.drawPile.length ?? 0 },
        discard: { ...pt(this.#discard.x, this.#discard.y), count: s?.discard.length ?? 0 },
        heroDeck: s?.heroDeckCount ?? 0,
        enemyDeck: s?.enemyDeckCount ?? 0,
        citizenDeck: s?.citizenDeckCount ?? 0,
      },
      split: sp
        ? {
            card: sp.card,
            split: sp.cur,
            steppers: this.#steppers.map((st) => {
              const b = st.buttons;
              const [minus, plus] = st.enabled;
              return { minus: { ...pt(b.minus.x, b.minus.y), label: '−', visible: st.visible, enabled: st.visible && minus }, plus: { ...pt(b.plus.x, b.plus.y), label: '+', visible: st.visible, enabled: st.visible && plus } };
            }),
            confirm: button(this.#confirm),
            cancel: button(this.#cancel),
          }
        : null,
      commandPick: this.#commandPick,
      hint: { pending: this.#hintPending !== null, plan: hint?.plan ?? null, words: hint?.words ?? [], panel: this.#hintPanel.visible ? this.#hintText.text : null, card: hint?.pointer?.card ?? null, zone: hint?.pointer?.zone ?? null, button: hint?.pointer?.button ?? null },
      summary: sum
        ? {
            title: sum.summary.title,
            won: sum.summary.won,
            score: sum.summary.score,
            turns: sum.summary.turns,
            defeated: sum.summary.defeated.length,
            rows: sum.rows,
            buttons: { replay: button(sum.buttons.replay), daily: button(sum.buttons.daily), newRun: button(sum.buttons.newRun), menu: button(sum.buttons.menu) },
          }
        : null,
      log: this.#log.texts,
      toast: this.#toast.current,
      zoom: this.#zoom.showing,
      selected: this.#drag.selectedId,
      offscreen,
      fps: Math.round(this.game.loop.actualFps),
    };
  }
}
