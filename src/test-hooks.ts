import type { FrameCacheReport } from './scenes/frame-cache';
import type { PacingReport } from './scenes/pacing';
import type { FrameFailures } from './scenes/loop-guard';
import type { TextRedrawReport } from './scenes/text-redraws';
import { countTextRedraws, fontMeasureCounts, measuredWidth } from './scenes/text-redraws';
import { cardFrontCounts } from './scenes/components/CardView';
import { faceTextCounts } from './scenes/components/face-text';
import { Howler } from 'howler';
import * as Phaser from 'phaser';
import type { Settings } from './machines/settings';
import type { ThinkInput } from './machines/match';
import { thinkForIterations, thinkInWorker } from './machines/ai-client';
import { ComponentGallery } from './scenes/ComponentGallery';
import type { GalleryInspection } from './scenes/ComponentGallery';
import { KitGallery } from './scenes/KitGallery';
import type { KitGalleryInspection } from './scenes/KitGallery';
import type { PartTarget } from './scenes/components/KitPart';
import type { ZoneState } from './scenes/components/DropZone';
import { APP_EVENTS, SCENES, tableSceneKey } from './scenes/keys';
import type { GkInspection } from './scenes/gatekeeper/inspect';
import type { GateInspection } from './scenes/gate/inspect';
import type { GkMove } from './rules/gatekeeper/index';
import type { GateMove } from './rules/gate/index';
import type { GrMove } from './rules/gaterunners/index';
import type { GrInspection } from './scenes/gaterunners/inspect';
import type { GwMove } from './rules/gateway/index';
import type { GwInspection } from './scenes/gateway/inspect';
import type { GameId } from './rules/catalog';
import type { SeatController } from './machines/match-logic';
import { ensureTableScene } from './scenes/tables';
import { Menu } from './scenes/Menu';
import type { MenuInspection } from './scenes/Menu';
import { Preloader } from './scenes/Preloader';
import type { Services } from './scenes/services';
import { liveRegion } from './scenes/components/LiveRegion';
import type { KeyValueStore } from './machines/storage';
import type { PaletteName } from './scenes/theme';
import type { LayoutScene, Rect } from './scenes/viewport';

/**
 * Read-only facts for the browser tests, on `window.__gatehouse`. Bundled only when test hooks are on (dev and
 * the e2e build); every coordinate is in page (CSS) pixels, ready for page.mouse and touch events.
 */
export interface GatehouseHooks {
  /** Key of the scene on top, or null while booting. */
  readonly scene: string | null;
  /** Per scene key: running and done laying out. */
  readonly ready: Readonly<Record<string, boolean>>;
  readonly renderer: 'webgl' | 'canvas';
  readonly canvas: Rect;
  readonly preloader: { readonly progress: number; readonly percentText: string; readonly caption: string } | null;
  readonly menu: PageMenu | null;
  readonly gallery: PageGallery | null;
  /** The gallery's table-kit page (`?scene=gallery&page=kit`) while it runs. */
  readonly kit: PageKit | null;
  /** The Gatekeeper table while it runs (page pixels). */
  readonly gatekeeper: GkInspection | null;
  /** Words the Gatekeeper table would show for refusing a move (null: it is legal). */
  gatekeeperExplain(move: GkMove): string | null;
  /** The view a running table draws (its seat's, hidden cards hidden): what a test's bot chooses from. */
  tableView(id: GameId): unknown;
  /** The Gate table while it runs (page pixels). */
  readonly gate: GateInspection | null;
  /** Words the Gate table would show for refusing a move (null: it is legal). */
  gateExplain(move: GateMove): string | null;
  /** The GateRunners table while it runs (page pixels). */
  readonly gaterunners: GrInspection | null;
  /** Words the GateRunners table would show for refusing a move (null: it is legal). */
  gaterunnersExplain(move: GrMove): string | null;
  /** The Gateway Uprising table while it runs (page pixels). */
  readonly gateway: GwInspection | null;
  /** Words the Gateway Uprising table would show for refusing a move (null: it is legal). */
  gatewayExplain(move: GwMove): string | null;
  readonly settings: Settings;
  /** The frames drawn and skipped while the table was still (scenes/pacing.ts); null before the first frame. */
  readonly pacing: PacingReport | null;
  /** What the Canvas renderer's still-frame cache did (scenes/frame-cache.ts); null before the first frame. */
  readonly frameCache: FrameCacheReport | null;
  /** Frames that threw and were dropped while the game went on (scenes/loop-guard.ts). */
  readonly frameFailures: FrameFailures;
  /** Makes one object's next draw in the top scene throw (the loop guard's browser test). */
  throwInNextDraw(): void;
  /**
   * Gives the top scene's camera a background of its own (`#rrggbb`), which every render that begins its list paints
   * (the still-frame cache's browser test: no table's camera has one).
   */
  paintCameraBackground(colour: string): void;
  /**
   * Holds `game`'s table scene weakly (false when none is registered), so a test can see it collected once the
   * player has left it for the menu (scenes/tables.ts `releaseStoppedTables`).
   */
  watchTableScene(game: GameId): boolean;
  /** Whether the watched table scene is still in memory (null: none watched). */
  readonly watchedTableAlive: boolean | null;
  /** Canvases in Phaser's canvas pool, and those of them free (scenes/canvas-pool.ts lets the free ones go at the menu). */
  readonly canvasPool: { readonly canvases: number; readonly free: number };
  /**
   * Text redraws since the page loaded, and those that drew what the text already showed (scenes/text-redraws.ts);
   * counted only with `textredraws` in the address (null without): each count keeps the words and the style of every
   * text's last drawing (about 1 KB a text) and writes the style as JSON on each redraw, which the other tests and
   * the benches need not pay for.
   */
  readonly textRedraws: TextRedrawReport | null;
  /**
   * Card fronts baked since the page loaded (of them `ahead`: before a move's settling showed them), and fronts shown
   * from one another card baked (components/CardView.ts);
   * texts of fronts to bake drawn into pictures, and pictures shown again (components/face-text.ts).
   */
  readonly cardFronts: { readonly baked: number; readonly shared: number; readonly ahead: number; readonly texts: { readonly drawn: number; readonly reused: number } };
  /**
   * Fonts measured and styles given a font's kept metrics since the page loaded (scenes/text-redraws.ts), and the
   * texts now in the running scenes (`texts` of them) whose metrics differ from Phaser measuring their font now, and
   * whose width as drawn differs from `measuredWidth` (their words measured without drawing; the last such, for a
   * failing test's message).
   */
  readonly fontMetrics: { readonly measured: number; readonly reused: number; readonly texts: number; readonly differing: number; readonly widthsDiffering: number; readonly lastWidthDiffering: string | null };
  /** What the app actually applied from the settings. */
  readonly applied: { readonly palette: PaletteName; readonly volume: number; readonly animationMs: number };
  /** Every toast shown since the page loaded, oldest first. */
  readonly toasts: readonly string[];
  /** Sends a request through comlink to the AI Web Worker and returns its answer (proves the worker boots). */
  aiRoundTrip(input: ThinkInput): Promise<unknown>;
  /** With `?holdsaves`: lets the saves' storage answer (until then every read waits, as a slow IndexedDB would). */
  releaseSaves(): void;
  /** The text of the page's status live region (what a screen reader was last told), or null if none yet. */
  readonly spoken: string | null;
  /** Opens the rulebook from the menu at a clause (as a refusal's "Why?" does over a table); false when the menu is not running. */
  openRulebook(game: GameId, clauseId: string | null): Promise<boolean>;
  /**
   * Starts `game`'s table from the running menu with these seats and seed, as the new-game panel's Start does; false
   * when the menu is not running or the table could not be loaded. The frame bench seats the computer in Gate's one
   * seat with it (the panel offers no seat choice for a solo game).
   */
  startTable(game: GameId, seats: readonly SeatController[], seed: string): Promise<boolean>;
}

/** A store whose every call waits until `release()`: how a test holds the menu before it is ready. */
export function heldStore(kv: KeyValueStore): { store: KeyValueStore; release: () => void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const later =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      await released;
      return fn(...args);
    };
  return { store: { get: later(kv.get), set: later(kv.set), del: later(kv.del), keys: later(kv.keys) }, release };
}

/** The menu as MenuInspection describes it, with every rectangle in page pixels. */
type PageMenu = MenuInspection;

type Centred = Rect & { cx: number; cy: number };

export interface PageGallery extends Omit<GalleryInspection, 'cards' | 'zones' | 'buttons' | 'newGame' | 'handoff'> {
  readonly buttons: { readonly deal: Centred; readonly flip: Centred; readonly newGame: Centred; readonly handoff: Centred };
  readonly newGame: { readonly playerCount: readonly Centred[]; readonly seats: readonly (readonly Centred[])[]; readonly start: Centred; readonly close: Centred } | null;
  readonly handoff: { readonly showing: boolean; readonly button: Centred; readonly confirmed: number };
  readonly cards: Readonly<Record<string, { x: number; y: number; faceUp: boolean }>>;
  readonly zones: Readonly<Record<string, { rect: Rect; x: number; y: number; state: ZoneState }>>;
}

type PageTarget = Omit<PartTarget, 'rect'> & { readonly rect: Centred };

export interface PageKit extends Omit<KitGalleryInspection, 'parts' | 'controls'> {
  readonly parts: Readonly<Record<string, { readonly bounds: Centred; readonly targets: readonly PageTarget[]; readonly texts: readonly string[]; readonly smallestText: number; readonly overlappingTexts: readonly string[] }>>;
  readonly controls: { readonly nextPhase: Centred; readonly players: readonly Centred[] };
}

declare global {
  interface Window {
    readonly __gatehouse?: GatehouseHooks;
  }
}

function pageMenu(scene: Menu): PageMenu {
  const m = scene.inspect();
  const r = (x: Rect): Rect => scene.rectToPage(x);
  const c = m.settingsControls;
  return {
    ...m,
    tiles: m.tiles.map((t) => ({ ...t, rect: r(t.rect), parts: { blurb: r(t.parts.blurb), badge: r(t.parts.badge), saved: t.parts.saved && r(t.parts.saved) } })),
    buttons: { continue: m.buttons.continue && r(m.buttons.continue), settings: r(m.buttons.settings), rules: r(m.buttons.rules), credits: r(m.buttons.credits), puzzles: r(m.buttons.puzzles) },
    settingsControls: c && { volume: r(c.volume), mute: r(c.mute), speed: c.speed.map(r), reducedMotion: r(c.reducedMotion), colourBlind: r(c.colourBlind), close: r(c.close), focused: c.focused },
    newGameControls: m.newGameControls && {
      playerCount: m.newGameControls.playerCount.map(r),
      seats: m.newGameControls.seats.map((row) => row.map(r)),
      start: r(m.newGameControls.start),
      daily: m.newGameControls.daily && r(m.newGameControls.daily),
      difficulty: m.newGameControls.difficulty.map(r),
      resume: m.newGameControls.resume && r(m.newGameControls.resume),
      guided: m.newGameControls.guided && r(m.newGameControls.guided),
      choices: m.newGameControls.choices,
      decks: m.newGameControls.decks && { rows: m.newGameControls.decks.rows.map((row) => row.map(r)), chosen: m.newGameControls.decks.chosen },
      options: m.newGameControls.options && {
        ...m.newGameControls.options,
        pages: m.newGameControls.options.pages.map(r),
        rows: Object.fromEntries(Object.entries(m.newGameControls.options.rows).map(([id, row]) => [id, row.map(r)])),
      },
      level: m.newGameControls.level,
      close: r(m.newGameControls.close),
      focused: m.newGameControls.focused,
    },
    rulesControls: m.rulesControls && { rulebook: m.rulesControls.rulebook.map(r) },
    seatsControls: m.seatsControls && { ...m.seatsControls, seats: m.seatsControls.seats.map((row) => row.map(r)), start: r(m.seatsControls.start), close: r(m.seatsControls.close) },
    puzzlesControls: m.puzzlesControls && { ids: m.puzzlesControls.ids, play: m.puzzlesControls.play.map(r) },
    replayControls: m.replayControls && { watch: m.replayControls.watch && r(m.replayControls.watch), takeOver: m.replayControls.takeOver && r(m.replayControls.takeOver) },
    updateBanner: m.updateBanner && r(m.updateBanner),
  };
}

function pageGallery(scene: ComponentGallery): PageGallery {
  const g = scene.inspect();
  const cards: Record<string, { x: number; y: number; faceUp: boolean }> = {};
  for (const [id, c] of Object.entries(g.cards)) cards[id] = { ...scene.toPage(c.x, c.y), faceUp: c.faceUp };
  const zones: Record<string, { rect: Rect; x: number; y: number; state: ZoneState }> = {};
  for (const [id, z] of Object.entries(g.zones)) {
    const rect = scene.rectToPage(z.rect);
    zones[id] = { rect, x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, state: z.state };
  }
  const button = (r: Rect): Rect & { cx: number; cy: number } => {
    const p = scene.rectToPage(r);
    return { ...p, cx: p.x + p.width / 2, cy: p.y + p.height / 2 };
  };
  const ng = g.newGame;
  return {
    ...g,
    cards,
    zones,
    buttons: { deal: button(g.buttons.deal), flip: button(g.buttons.flip), newGame: button(g.buttons.newGame), handoff: button(g.buttons.handoff) },
    newGame: ng && { playerCount: ng.playerCount.map(button), seats: ng.seats.map((row) => row.map(button)), start: button(ng.start), close: button(ng.close) },
    handoff: { ...g.handoff, button: button(g.handoff.button) },
  };
}

function centred(scene: LayoutScene, r: Rect): Centred {
  const p = scene.rectToPage(r);
  return { ...p, cx: p.x + p.width / 2, cy: p.y + p.height / 2 };
}

function pageKit(scene: KitGallery): PageKit {
  const k = scene.inspect();
  const parts: Record<string, PageKit['parts'][string]> = {};
  for (const [key, part] of Object.entries(k.parts)) {
    parts[key] = { ...part, bounds: centred(scene, part.bounds), targets: part.targets.map((t) => ({ ...t, rect: centred(scene, t.rect) })) };
  }
  return { ...k, parts, controls: { nextPhase: centred(scene, k.controls.nextPhase), players: k.controls.players.map((r) => centred(scene, r)) } };
}

/** A game's table scene when it runs; found by key so this module does not pull its chunk in. */
function table<I, M>(game: Phaser.Game, id: GameId): { inspect(): I; explain(move: M): string | null } | null {
  const s = game.scene.getScene(tableSceneKey(id)) as (Phaser.Scene & { inspect?: () => I; explain?: (m: M) => string | null }) | null;
  if (!s || !s.sys.isActive() || typeof s.inspect !== 'function' || typeof s.explain !== 'function') return null;
  return s as { inspect(): I; explain(move: M): string | null };
}

function running<T extends Phaser.Scene>(game: Phaser.Game, key: string, type: new (...args: never[]) => T): T | null {
  const s = game.scene.getScene(key);
  return s instanceof type && s.sys.isActive() ? s : null;
}

export function installTestHooks(game: Phaser.Game, services: Services, options: { releaseSaves?: (() => void) | undefined; pacing?: () => PacingReport | null; frameCache?: () => FrameCacheReport | null; frameFailures?: () => FrameFailures } = {}): void {
  const toasts: string[] = [];
  let watchedTable: WeakRef<Phaser.Scene> | null = null;
  const address = new URLSearchParams(window.location.search);
  const textRedraws = address.has('textredraws') ? countTextRedraws(game) : null;
  // A seeded game whose computer must play the same moves on a loaded machine (its search ends by iterations).
  if (address.get('thinking') === 'iterations') thinkForIterations();
  game.events.on(APP_EVENTS.toast, (text: string) => toasts.push(text));

  const hooks: GatehouseHooks = {
    get scene() {
      const active = game.scene.getScenes(true);
      return active[active.length - 1]?.sys.settings.key ?? null;
    },
    get ready() {
      const out: Record<string, boolean> = {};
      for (const key of Object.values(SCENES)) {
        const s = game.scene.getScene(key) as (LayoutScene & { ready?: boolean }) | null;
        out[key] = !!s && s.sys.isActive() && (key === SCENES.boot || s.ready === true);
      }
      return out;
    },
    get frameCache() {
      return options.frameCache?.() ?? null;
    },
    get pacing() {
      return options.pacing?.() ?? null;
    },
    get frameFailures() {
      return options.frameFailures?.() ?? { count: 0, first: null };
    },
    throwInNextDraw() {
      const scene = game.scene.getScenes(true)[0];
      if (!scene) return;
      // A speck in the corner whose first draw throws, as a broken render would; later draws are a rectangle's.
      const speck = scene.add.rectangle(1, 1, 2, 2, 0xffffff, 0.05).setDepth(1e6) as Phaser.GameObjects.Rectangle & Record<'renderCanvas' | 'renderWebGL', (...args: unknown[]) => void>;
      for (const method of ['renderCanvas', 'renderWebGL'] as const) {
        const draw = speck[method];
        let thrown = false;
        speck[method] = (...args: unknown[]) => {
          if (thrown) return draw.apply(speck, args);
          thrown = true;
          throw new Error('a draw that throws (test hook)');
        };
      }
    },
    paintCameraBackground(colour: string) {
      game.scene.getScenes(true)[0]?.cameras.main.setBackgroundColor(colour);
    },
    watchTableScene(id: GameId) {
      const scene = game.scene.getScene(tableSceneKey(id));
      watchedTable = scene ? new WeakRef(scene) : null;
      return scene !== null;
    },
    get watchedTableAlive() {
      return watchedTable ? watchedTable.deref() !== undefined : null;
    },
    get canvasPool() {
      return { canvases: Phaser.Display.Canvas.CanvasPool.pool.length, free: Phaser.Display.Canvas.CanvasPool.free() };
    },
    get textRedraws() {
      return textRedraws?.() ?? null;
    },
    get cardFronts() {
      return { ...cardFrontCounts(), texts: faceTextCounts() };
    },
    get fontMetrics() {
      let texts = 0;
      let differing = 0;
      let widthsDiffering = 0;
      let lastWidthDiffering: string | null = null;
      const visit = (object: Phaser.GameObjects.GameObject): void => {
        if (object instanceof Phaser.GameObjects.Container) for (const child of object.list) visit(child);
        if (!(object instanceof Phaser.GameObjects.Text)) return;
        texts++;
        const kept = object.style.getTextMetrics();
        const measured = Phaser.GameObjects.MeasureText(object.style);
        if (kept.ascent !== measured.ascent || kept.descent !== measured.descent || kept.fontSize !== measured.fontSize) differing++;
        const width = measuredWidth(object);
        if (width !== object.width) {
          widthsDiffering++;
          lastWidthDiffering = `${object.text.slice(0, 40)}: ${width} measured, ${object.width} drawn`;
        }
      };
      for (const scene of game.scene.getScenes(true)) for (const object of scene.children.list) visit(object);
      return { ...fontMeasureCounts(), texts, differing, widthsDiffering, lastWidthDiffering };
    },
    get renderer() {
      return game.renderer.type === Phaser.WEBGL ? 'webgl' : 'canvas';
    },
    get canvas() {
      const b = game.canvas.getBoundingClientRect();
      return { x: b.x, y: b.y, width: b.width, height: b.height };
    },
    get preloader() {
      const s = game.scene.getScene(SCENES.preloader);
      return s instanceof Preloader ? { progress: s.progress, percentText: s.percentText, caption: s.captionText } : null;
    },
    get menu() {
      const s = running(game, SCENES.menu, Menu);
      return s ? pageMenu(s) : null;
    },
    get gallery() {
      const s = running(game, SCENES.gallery, ComponentGallery);
      return s ? pageGallery(s) : null;
    },
    get kit() {
      const s = running(game, SCENES.kitGallery, KitGallery);
      return s ? pageKit(s) : null;
    },
    get gatekeeper() {
      return table<GkInspection, GkMove>(game, 'gatekeeper')?.inspect() ?? null;
    },
    gatekeeperExplain: (move) => table<GkInspection, GkMove>(game, 'gatekeeper')?.explain(move) ?? null,
    tableView: (id) => {
      const scene = table<unknown, unknown>(game, id) as { readonly view?: unknown } | null;
      return scene?.view ?? null;
    },
    get gate() {
      return table<GateInspection, GateMove>(game, 'gate')?.inspect() ?? null;
    },
    gateExplain: (move) => table<GateInspection, GateMove>(game, 'gate')?.explain(move) ?? null,
    get gaterunners() {
      return table<GrInspection, GrMove>(game, 'gaterunners')?.inspect() ?? null;
    },
    gaterunnersExplain: (move) => table<GrInspection, GrMove>(game, 'gaterunners')?.explain(move) ?? null,
    get gateway() {
      return table<GwInspection, GwMove>(game, 'gateway')?.inspect() ?? null;
    },
    gatewayExplain: (move) => table<GwInspection, GwMove>(game, 'gateway')?.explain(move) ?? null,
    get settings() {
      return { ...services.settings.value };
    },
    get applied() {
      return { palette: services.theme.palette.name, volume: Howler.volume(), animationMs: services.motion.ms(1000) };
    },
    get toasts() {
      return [...toasts];
    },
    aiRoundTrip: (input) => thinkInWorker(input),
    releaseSaves: () => options.releaseSaves?.(),
    get spoken() {
      return document.getElementById('gatehouse-status') ? liveRegion('status').text : null;
    },
    openRulebook: async (id, clauseId) => {
      const menu = running(game, SCENES.menu, Menu);
      if (!menu) return false;
      await menu.openRulebook(id, clauseId);
      return true;
    },
    startTable: async (id, seats, seed) => {
      const menu = running(game, SCENES.menu, Menu);
      const key = menu ? await ensureTableScene(game.scene, id) : null;
      if (!menu || !key) return false;
      menu.scene.start(key, { game: id, seats, seed });
      return true;
    },
  };
  Object.defineProperty(window, '__gatehouse', { value: Object.freeze(hooks), writable: false, configurable: false });
}
