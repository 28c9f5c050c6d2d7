import * as Phaser from 'phaser';
import { version } from '../../package.json';
import { describeSaveError } from '../machines/saves';
import { REPLAY_FRAGMENT } from '../machines/replay-record';
import type { CheckedReplay } from '../machines/replay-record';
import type { ReplayLinkOutcome } from './menu/replay-address';
import { checkReplayAddress, takeOverLast } from './menu/replay-address';
import type { GameInfo } from '../rules/catalog';
import { GAMES, gameInfo } from '../rules/catalog';
import { exhaustive } from '../rules/core/result';
import { loadPlayableModule } from '../rules/games';
import { ICONS } from './assets';
import { Backdrop } from './backdrop';
import { BUTTON_CLICK, Button } from './components/Button';
import { MODAL_CLOSED } from './components/Panel';
import { Toast } from './components/Toast';
import type { ToastKind } from './components/Toast';
import { CREDITS } from './credits';
import { APP_EVENTS, MENU_READY_MARK, SCENES } from './keys';
import { ensureTableScene } from './tables';
import { KeyboardFocus } from './components/KeyboardFocus';
import type { Focusable } from './components/KeyboardFocus';
import { focusable } from './components/focusables';
import type { LiveRegion } from './components/LiveRegion';
import { clearOnShutdown, liveRegion } from './components/LiveRegion';
import { CONFIRM_ACCEPT, ConfirmPanel } from './menu/ConfirmPanel';
import type { ConfirmControls } from './menu/ConfirmPanel';
import { NEW_GAME_RESUME, NEW_GAME_START, NewGamePanel } from './menu/NewGamePanel';
import type { NewGameControls, NewGameOptions } from './menu/NewGamePanel';
import type { SeatController } from '../machines/match-logic';
import { DEPTH } from './layers';
import { GameTile, TILE_CHOSEN } from './menu/GameTile';
import type { TileParts, TileShape } from './menu/GameTile';
import { ListPanel } from './menu/ListPanel';
import type * as RulebookModule from './menu/Rulebook';
import type { RulebookPanel, RulebookState } from './menu/Rulebook';
import { OnlinePanel } from './menu/OnlinePanel';
import type { SettingsControls } from './menu/SettingsPanel';
import { SettingsPanel } from './menu/SettingsPanel';
import { BANNER_RELOAD, UpdateBanner } from './menu/UpdateBanner';
import type { Services } from './services';
import { servicesOf } from './services';
import type { Palette } from './theme';
import { css, textStyle } from './theme';
import type { Rect } from './viewport';
import { LayoutScene } from './viewport';

/** How to play, two lines each (the README says the same). */
const HOW_TO_PLAY: Readonly<Record<GameInfo['id'], string>> = {
  gatekeeper:
    "Play a witch to a location of her element; she duels the opposing witch, then the Gatekeeper walks the Astral plane, removes a dazzled witch and opens a gate whose element deals mana damage. Bring your opponent's mana from 12 to 0.",
  gate: 'Each turn enemies advance, you draw three citizens, issue commands, recruit and use cards to repair, calm fear and attack. Survive three waves with the Gate standing below the top of the Fearamid.',
  gaterunners: "Deploy units and your Hero into three lanes: drag a unit onto a lane, or onto a unit of yours to level it up. Drag attackers onto the opposing Gate or Hero and blockers onto attackers. Destroy two of the opponent's three Gates, or their Hero.",
  gateway: 'Drag cards from your hand onto your Army with your Action Points, tap a market pile to recruit, then tap a district around Central City to attack it: the table shows your Damage against their Defense before you confirm. Ask an ally, and deal the Guard\'s damage when it is yours to command. Hold the most Infamy when the Events run out.',
};

type PanelName = 'settings' | 'rules' | 'credits' | 'newGame' | 'confirm' | 'replay';
type OpenPanel =
  | { readonly name: 'settings'; readonly view: SettingsPanel }
  | { readonly name: 'rules' | 'credits' | 'replay'; readonly view: ListPanel }
  | { readonly name: 'newGame'; readonly view: NewGamePanel }
  | { readonly name: 'confirm'; readonly view: ConfirmPanel };

/** What a tap or key asked for before the menu was ready: done once it is (the latest request wins). */
interface PendingInput {
  /** What the player asked for, in words ("Gatekeeper", "Settings"). */
  readonly what: string;
  readonly run: () => void;
}

/** What the menu shows, in layout units: read by the test hooks. */
export interface MenuInspection {
  readonly ready: boolean;
  readonly tiles: readonly { id: string; title: string; available: boolean; comingSoon: boolean; saved: boolean; rect: Rect; parts: TileParts }[];
  readonly buttons: { readonly continue: Rect | null; readonly settings: Rect; readonly rules: Rect; readonly credits: Rect };
  readonly panel: PanelName | null;
  readonly settingsControls: SettingsControls | null;
  /** The seat chooser's controls while it is open. */
  readonly newGameControls: NewGameControls | null;
  /** The "start a new game over your save?" question while it is open. */
  readonly confirmControls: ConfirmControls | null;
  /** How to play's "Rulebook" buttons, one per game in menu order, while it is open. */
  readonly rulesControls: { readonly rulebook: readonly Rect[] } | null;
  /** The rulebook panel (HTML over the canvas) while it is open. */
  readonly rulebook: RulebookState | null;
  /** The last replay link the page was opened with (or was given), as checked: opened with its final hash, or refused. */
  readonly replayLink: ReplayLinkOutcome | null;
  /** The replay panel's Take over button (a replay that opened), while it is open. */
  readonly replayControls: { readonly takeOver: Rect | null } | null;
  /** Keyboard focus inside the open panel, in its own order (its close button last); -1 when hidden or none. */
  readonly panelFocused: number;
  /** Input arrived before the menu was ready and waits for it: what it asked for (shown as "Loading…"). */
  readonly pending: string | null;
  /** The "Loading…" line is showing. */
  readonly loading: boolean;
  readonly updateBanner: Rect | null;
  /** A fade or tween is running: wait for false before a screenshot. */
  readonly animating: boolean;
  /** Keyboard focus: index among tiles, Continue, Settings, Rules, Credits, the banner's Reload (-1: no ring). */
  readonly focused: number;
}

/** Title, the four game tiles, Continue, and the Settings / Rules / Credits panels. */
export class Menu extends LayoutScene {
  #services!: Services;
  #backdrop!: Backdrop;
  #emblem!: Phaser.GameObjects.Image;
  #title!: Phaser.GameObjects.Text;
  #subtitle!: Phaser.GameObjects.Text;
  #version!: Phaser.GameObjects.Text;
  #tiles: GameTile[] = [];
  #continue!: Button;
  #settingsButton!: Button;
  #rulesButton!: Button;
  #creditsButton!: Button;
  #toast!: Toast;
  #banner!: UpdateBanner;
  #panel: OpenPanel | null = null;
  #focus!: KeyboardFocus;
  #live!: LiveRegion;
  #loading!: Phaser.GameObjects.Text;
  #continueGame: string | null = null;
  /** Games with a save in their slot: their tiles offer Resume. */
  #saved = new Set<string>();
  #pending: PendingInput | null = null;
  /** The rulebook (an HTML panel over the canvas) while it is open: the menu beneath takes no input. */
  #rulebook: RulebookPanel | null = null;
  #replayLink: ReplayLinkOutcome | null = null;
  #ready = false;
  #busy = false;

  constructor() {
    super(SCENES.menu);
  }

  get ready(): boolean {
    return this.#ready;
  }

  create(): void {
    this.#ready = false;
    this.#panel = null;
    this.#rulebook = null;
    this.#replayLink = null;
    this.#services = servicesOf(this);
    const p = this.#services.theme.palette;
    this.#backdrop = new Backdrop(this, p);
    this.#emblem = this.add.image(0, 0, ICONS.emblem.key).setTint(p.gold);
    this.#title = this.add.text(0, 0, 'Gatehouse', textStyle('title', p.gold, { shadow: { offsetX: 0, offsetY: 4, color: '#000000', blur: 12, fill: true } })).setOrigin(0.5);
    this.#subtitle = this.add.text(0, 0, 'Four card games at one table', textStyle('body', p.textMuted, { size: 20 })).setOrigin(0.5);
    this.#version = this.add.text(0, 0, `v${version}`, textStyle('small', p.textMuted, { size: 13 })).setOrigin(1, 1).setAlpha(0.7);

    this.#live = clearOnShutdown(this, liveRegion('status'));
    this.#pending = null;
    this.#saved = new Set();
    // Every activation goes through #whenReady: input that comes before the saves are known waits for them.
    this.#tiles = GAMES.map((g) => new GameTile(this, g, p).on(TILE_CHOSEN, () => this.#whenReady(g.title, () => this.#choose(g))));
    this.#continue = new Button(this, 0, 0, { label: 'Continue', icon: ICONS.play.key, width: 200, height: 54, variant: 'primary' }, p);
    this.#continue.on(BUTTON_CLICK, () => this.#whenReady('Continue', () => void this.#resume(null))).setVisible(false);
    const open = (name: 'settings' | 'rules' | 'credits', title: string) => () => this.#whenReady(title, () => this.#open(name));
    this.#settingsButton = new Button(this, 0, 0, { label: 'Settings', icon: ICONS.settings.key, width: 200, height: 54 }, p).on(BUTTON_CLICK, open('settings', 'Settings'));
    this.#rulesButton = new Button(this, 0, 0, { label: 'Rules', icon: ICONS.rules.key, width: 200, height: 54 }, p).on(BUTTON_CLICK, open('rules', 'Rules'));
    this.#creditsButton = new Button(this, 0, 0, { label: 'Credits', icon: ICONS.credits.key, width: 200, height: 54 }, p).on(BUTTON_CLICK, open('credits', 'Credits'));
    for (const b of [this.#continue, this.#settingsButton, this.#rulesButton, this.#creditsButton]) b.setDepth(DEPTH.ui);
    this.#loading = this.add.text(0, 0, '', textStyle('body', p.textMuted, { size: 18 })).setOrigin(0.5).setDepth(DEPTH.ui).setVisible(false);

    // Play online: an HTML button and dialog over the canvas (typing a code, copying a link).
    const online = new OnlinePanel({ startTable: async (game, start) => {
      const key = await this.#table(game);
      if (key) this.scene.start(key, { online: start });
      return key !== null;
    } });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => online.destroy());
    this.#banner = new UpdateBanner(this, p).setVisible(false);
    this.#banner.on(BANNER_RELOAD, () => this.#services.update.accept());
    this.#focus = new KeyboardFocus(this, p, () => this.#panel !== null || this.#rulebook !== null);
    const tileItems = this.#tiles.map((t): Focusable => ({ target: t, activate: () => t.emit(TILE_CHOSEN), label: () => t.spokenLabel }));
    this.#focus.setItems([
      ...tileItems,
      focusable.button(this.#continue, 'Continue your last game'),
      focusable.button(this.#settingsButton),
      focusable.button(this.#rulesButton),
      focusable.button(this.#creditsButton),
      // Last, so the tiles and buttons keep their places in the order while the banner is hidden.
      focusable.button(this.#banner.reloadButton, 'A new version is ready: Reload'),
    ]);
    this.#toast = new Toast(this, p, this.#services.motion);

    const offUpdate = this.#services.update.subscribe((available) => {
      this.#banner.setVisible(available);
      if (this.#ready) this.layout(this.viewWidth, this.viewHeight);
    });
    const offTheme = this.#services.theme.onChange((palette) => this.#repaint(palette));
    // A replay link pasted into the address bar while the menu is open is read like one the page opened with.
    const onHashChange = (): void => this.#whenReady('Replay', () => void this.#openReplayFromAddress());
    window.addEventListener('hashchange', onHashChange);
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offUpdate();
      offTheme();
      window.removeEventListener('hashchange', onHashChange);
      this.#rulebook?.close();
    });

    this.startLayout();
    this.cameras.main.fadeIn(this.#services.motion.ms(250), 18, 13, 34);
    void this.#refreshSaves().then(() => {
      if (!this.sys.isActive()) return;
      this.#ready = true;
      // A User Timing mark, so time-to-menu can be measured on the production build (npm run bench:startup).
      if (performance.getEntriesByName(MENU_READY_MARK).length === 0) performance.mark(MENU_READY_MARK);
      this.game.events.emit(APP_EVENTS.sceneReady, SCENES.menu);
      const pending = this.#pending;
      this.#pending = null;
      this.#loading.setVisible(false);
      pending?.run();
      void this.#openReplayFromAddress();
    });
  }

  /**
   * Runs `action` now if the menu is ready; otherwise keeps it (the latest request wins), says "Loading…" on screen
   * and to the screen reader, and runs it the moment the menu is ready. Nothing the player asks for is dropped.
   */
  #whenReady(what: string, action: () => void): void {
    if (this.#ready) {
      action();
      return;
    }
    this.#pending = { what, run: action };
    const words = `Loading… ${what} opens in a moment.`;
    this.#loading.setText(words).setVisible(true);
    this.#live.announce(words);
  }

  inspect(): MenuInspection {
    const rect = (o: Phaser.GameObjects.Container): Rect => ({ x: o.x - o.width / 2, y: o.y - o.height / 2, width: o.width, height: o.height });
    return {
      ready: this.#ready,
      tiles: this.#tiles.map((t) => ({ id: t.game.id, title: t.game.title, available: t.game.available, comingSoon: t.comingSoon, saved: t.saved, rect: rect(t), parts: t.parts() })),
      buttons: {
        continue: this.#continue.visible ? rect(this.#continue) : null,
        settings: rect(this.#settingsButton),
        rules: rect(this.#rulesButton),
        credits: rect(this.#creditsButton),
      },
      panel: this.#panel?.name ?? null,
      settingsControls: this.#panel?.name === 'settings' ? this.#panel.view.controls() : null,
      newGameControls: this.#panel?.name === 'newGame' ? this.#panel.view.controls() : null,
      confirmControls: this.#panel?.name === 'confirm' ? this.#panel.view.controls() : null,
      rulesControls: this.#panel?.name === 'rules' ? { rulebook: this.#panel.view.actionRects().filter((r): r is Rect => r !== null) } : null,
      rulebook: this.#rulebook && !this.#rulebook.closed ? this.#rulebook.state : null,
      replayLink: this.#replayLink,
      replayControls: this.#panel?.name === 'replay' ? { takeOver: this.#panel.view.actionRects()[0] ?? null } : null,
      panelFocused: this.#panel?.view.modal.focused ?? -1,
      pending: this.#pending?.what ?? null,
      loading: this.#loading.visible,
      updateBanner: this.#banner.visible ? rect(this.#banner) : null,
      animating: this.cameras.main.fadeEffect.isRunning || this.tweens.getTweens().length > 0,
      focused: this.#focus.focused,
    };
  }

  protected layout(w: number, h: number): void {
    this.#backdrop.resize(w, h);
    const narrow = w < 560;
    const margin = w >= 800 ? 48 : 20;
    const gap = w >= 800 ? 24 : 16;
    // Four across from a 1024-wide landscape screen up (two rows of two there left no room for the buttons).
    const cols = w >= 940 && w > h ? 4 : narrow ? 1 : 2;
    const shape: TileShape = cols === 1 ? 'row' : 'portrait';

    // Header.
    const titleSize = narrow ? 44 : h < 640 ? 48 : 64;
    this.#title.setFontSize(titleSize);
    const emblem = narrow || h < 640 ? 44 : 60;
    this.#emblem.setDisplaySize(emblem, emblem);
    const headerH = emblem + 6 + this.#title.height + this.#subtitle.height + 4;

    // Tiles.
    const tileW = cols === 1 ? Math.min(560, w - margin * 2) : Math.min(cols === 4 ? 280 : 360, (w - margin * 2 - gap * (cols - 1)) / cols);
    const rows = Math.ceil(this.#tiles.length / cols);
    // Buttons: one row when they fit, else two per row.
    const buttons = [this.#continue, this.#settingsButton, this.#rulesButton, this.#creditsButton].filter((b) => b.visible || b !== this.#continue);
    const buttonW = narrow ? Math.min(240, (w - margin * 2 - gap) / 2) : 200;
    const perRow = buttons.length * buttonW + (buttons.length - 1) * gap <= w - margin * 2 ? buttons.length : 2;
    const buttonRows = Math.ceil(buttons.length / perRow);
    const buttonsH = buttonRows * 54 + (buttonRows - 1) * 14;

    const spacing = h < 700 ? 22 : 36;
    const bannerRoom = this.#banner.visible ? 64 : 0;
    const roomForTiles = h - bannerRoom - margin * 0.6 * 2 - headerH - buttonsH - spacing * 2 - gap * (rows - 1);
    // Narrow four-across tiles wrap their blurbs onto more lines: give them at least 300 px when there is room.
    const idealTileH = cols === 1 ? 132 : cols === 4 ? Math.max(300, tileW * 1.1) : tileW * 0.82;
    const tileH = Math.max(cols === 1 ? 104 : 200, Math.min(idealTileH, roomForTiles / rows));
    const tilesH = rows * tileH + (rows - 1) * gap;

    const total = headerH + spacing + tilesH + spacing + buttonsH;
    let y = bannerRoom + Math.max(margin * 0.6, (h - bannerRoom - total) / 2);

    this.#emblem.setPosition(w / 2, y + emblem / 2);
    y += emblem + 6;
    this.#title.setPosition(w / 2, y + this.#title.height / 2);
    y += this.#title.height;
    this.#subtitle.setPosition(w / 2, y + this.#subtitle.height / 2);
    y += this.#subtitle.height + 4 + spacing;

    const gridW = cols * tileW + (cols - 1) * gap;
    this.#tiles.forEach((tile, i) => {
      const c = i % cols;
      const r = Math.floor(i / cols);
      tile.layout(tileW, tileH, shape).setPosition(w / 2 - gridW / 2 + c * (tileW + gap) + tileW / 2, y + r * (tileH + gap) + tileH / 2);
    });
    y += tilesH + spacing;

    buttons.forEach((b, i) => {
      const r = Math.floor(i / perRow);
      const inRow = Math.min(perRow, buttons.length - r * perRow);
      const rowW = inRow * buttonW + (inRow - 1) * gap;
      const c = i % perRow;
      b.resize(buttonW, 54).setPosition(w / 2 - rowW / 2 + c * (buttonW + gap) + buttonW / 2, y + r * 68 + 27);
    });

    this.#loading.setPosition(w / 2, Math.min(h - 24, y + (buttonRows - 1) * 68 + 54 + 28));
    this.#version.setPosition(w - 12, h - 8);
    this.#toast.place(w / 2, h - 56, Math.min(560, w - 32));
    this.#banner.place(w / 2, 38, w - 32);
    this.#layoutPanel();
    this.#focus.refresh();
  }

  #layoutPanel(): void {
    const panel = this.#panel;
    if (!panel) return;
    switch (panel.name) {
      case 'settings':
      case 'newGame':
      case 'confirm':
        panel.view.layout(this.viewWidth, this.viewHeight);
        break;
      case 'rules':
      case 'credits':
      case 'replay':
        panel.view.layout(this.viewWidth, this.viewHeight, panel.name === 'credits' ? 760 : 680);
        break;
      default:
        exhaustive(panel);
    }
  }

  #repaint(p: Palette): void {
    this.#backdrop.setPalette(p);
    this.#emblem.setTint(p.gold);
    this.#title.setColor(css(p.gold));
    this.#subtitle.setColor(css(p.textMuted));
    this.#version.setColor(css(p.textMuted));
    this.#loading.setColor(css(p.textMuted));
    for (const t of this.#tiles) t.setPalette(p);
    for (const b of [this.#continue, this.#settingsButton, this.#rulesButton, this.#creditsButton]) b.setPalette(p);
    this.#toast.setPalette(p);
    this.#banner.setPalette(p);
    this.#panel?.view.setPalette(p);
    this.#focus.setPalette(p);
  }

  /**
   * An available game opens the seat chooser (with Resume first when the game has a save); Start loads its table
   * and begins the match, after asking when that would overwrite a save.
   */
  #choose(game: GameInfo): void {
    if (this.#panel || this.#rulebook) return;
    if (this.#busy) {
      this.#tell('One moment — a table is loading.');
      return;
    }
    this.#services.sound.play('click');
    if (!game.available) {
      this.#tell(`Coming soon — ${game.title} is still being built.`);
      return;
    }
    const s = this.#services;
    const hasSave = this.#saved.has(game.id);
    const view = new NewGamePanel(this, game, s.theme.palette, s.motion, { close: ICONS.close.key, play: ICONS.play.key, daily: ICONS.gtDaily.key }, { resume: hasSave });
    let afterClose: (() => void) | null = null;
    view.modal.on(NEW_GAME_START, (seats: SeatController[], _choices: unknown, options?: NewGameOptions) => {
      const begin = (): void => void this.#startGame(game, seats, options);
      // Over a save, ask first, once this panel has gone.
      afterClose = hasSave ? () => this.#confirmNewGame(game, begin) : begin;
    });
    view.modal.on(NEW_GAME_RESUME, () => {
      afterClose = () => void this.#resume(game.id);
    });
    this.#show({ name: 'newGame', view }, () => afterClose?.(), hasSave ? 'You have a game in progress: Resume, or choose the players for a new game.' : '');
  }

  /** "Start a new game? Your game in progress will be lost.": Start new game removes the save, then begins. */
  #confirmNewGame(game: GameInfo, begin: () => void): void {
    const s = this.#services;
    const view = new ConfirmPanel(
      this,
      { title: 'Start a new game?', message: `Your ${game.title} game in progress will be lost.`, accept: 'Start new game', cancel: 'Keep my game' },
      s.theme.palette,
      s.motion,
      ICONS.close.key,
    );
    let accepted = false;
    view.modal.once(CONFIRM_ACCEPT, () => (accepted = true));
    this.#show({ name: 'confirm', view }, () => {
      if (!accepted) return;
      void (async () => {
        try {
          await s.saves.remove(game.id);
        } catch (e) {
          console.warn('save not removed', e);
        }
        this.#saved.delete(game.id);
        begin();
      })();
    }, view.text.message);
  }

  /** A toast, said through the live region too. */
  #tell(words: string, tone: ToastKind = 'info'): void {
    this.#toast.show(words, tone);
    this.#live.announce(words);
  }

  /** Opens a panel over the menu; `onClosed` runs once it has gone and the menu has the keyboard back. */
  #show(open: OpenPanel, onClosed: () => void, description: string): void {
    this.#panel = open;
    this.#layoutPanel();
    this.#focus.refresh();
    open.view.modal.once(MODAL_CLOSED, () => {
      if (this.#panel === open) this.#panel = null;
      if (!this.sys.isActive()) return;
      this.#focus.refresh();
      onClosed();
    });
    void open.view.modal.open({ description, fromKeyboard: this.#focus.active });
  }

  async #startGame(game: GameInfo, seats: readonly SeatController[], options: NewGameOptions = {}): Promise<void> {
    const key = await this.#table(game.id);
    if (key) this.scene.start(key, { game: game.id, seats, ...(options.seed ? { seed: options.seed } : {}), ...(options.difficulty ? { difficulty: options.difficulty } : {}), ...(options.decks ? { decks: options.decks } : {}), ...(options.settings ? { settings: options.settings } : {}) });
    else this.#tell(`${game.title} can't be played in this version yet.`, 'warning');
  }

  /** Loads the game's table chunk on first use; a failed download (offline, first visit) is said, not thrown. */
  async #table(game: GameInfo['id']): Promise<string | null> {
    this.#busy = true;
    // Said only if the download is slow enough to notice (a first visit on a slow line).
    const slow = this.time.delayedCall(300, () => {
      const words = `Loading the ${gameInfo(game)?.title ?? game} table…`;
      this.#loading.setText(words).setVisible(true);
      this.#live.announce(words);
    });
    try {
      return await ensureTableScene(this.scene.manager, game);
    } catch (e) {
      this.#tell(`The table could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`, 'warning');
      return null;
    } finally {
      slow.remove();
      if (this.sys.isActive()) this.#loading.setVisible(false);
      this.#busy = false;
    }
  }

  #open(name: 'settings' | 'rules' | 'credits'): void {
    if (this.#panel || this.#rulebook) return;
    this.#services.sound.play('click');
    const s = this.#services;
    const p = s.theme.palette;
    // Each game's full rules open from its entry (once this panel has gone).
    let thenRulebook: GameInfo['id'] | null = null;
    const rulebookAction = (g: GameInfo) => ({
      label: 'Rulebook',
      spoken: `${g.title} rulebook`,
      run: () => {
        thenRulebook = g.id;
        if (this.#panel?.name === 'rules') void this.#panel.view.modal.close();
      },
    });
    const rules = GAMES.map((g) => ({ heading: g.title, note: g.players, body: HOW_TO_PLAY[g.id], action: rulebookAction(g) }));
    const credits = CREDITS.map((c) => ({ heading: c.what, note: c.license, body: `${c.author} — ${c.url}` }));
    const open: OpenPanel =
      name === 'settings'
        ? { name, view: new SettingsPanel(this, s, ICONS.close.key) }
        : name === 'rules'
          ? { name, view: new ListPanel(this, 'How to play', rules, p, s.motion, ICONS.close.key) }
          : { name, view: new ListPanel(this, 'Credits', credits, p, s.motion, ICONS.close.key) };
    // The lists are read out whole: on a canvas there is no other way to reach their text.
    const entries = name === 'rules' ? rules : name === 'credits' ? credits : [];
    this.#show(open, () => {
      if (thenRulebook) void this.openRulebook(thenRulebook);
    }, entries.map((e) => `${e.heading} (${e.note}): ${e.body}`).join(' '));
  }

  /**
   * Opens a game's rulebook (loaded on first use with its Markdown renderer), at `clauseId` when given: an HTML
   * panel over the menu, which takes no input until it closes. A rulebook that will not load is said, not thrown.
   */
  async openRulebook(game: GameInfo['id'], clauseId: string | null = null): Promise<void> {
    if (this.#panel) return;
    if (this.#rulebook && !this.#rulebook.closed) {
      await this.#rulebook.show(game, clauseId);
      return;
    }
    let module: typeof RulebookModule;
    try {
      module = await import('./menu/Rulebook');
    } catch (e) {
      this.#tell(`The rulebook could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`, 'warning');
      return;
    }
    if (!this.sys.isActive()) return;
    const panel = new module.RulebookPanel(game, {
      onClose: () => {
        if (this.#rulebook === panel) this.#rulebook = null;
        if (this.sys.isActive()) this.#focus.refresh();
      },
    });
    this.#rulebook = panel;
    this.#focus.refresh();
    await panel.show(game, clauseId);
  }

  /**
   * A replay link in the page's address (`#replay/…`): read and replayed by its game's rules (the link reader loads
   * only then), then said in a panel: what the replay holds, or why it was refused. The fragment is taken out of the
   * address so a reload does not open it again.
   */
  async #openReplayFromAddress(): Promise<void> {
    const address = window.location.href;
    if (!address.includes(REPLAY_FRAGMENT)) return;
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
    this.#replayLink = { status: 'checking' };
    const { outcome, replay: checked } = await checkReplayAddress(address, loadPlayableModule);
    this.#replayLink = outcome;
    if (!this.sys.isActive()) return;
    if (outcome.status === 'refused') this.#services.sound.play('deny');
    const s = this.#services;
    // A replay that opened can be taken over: its last position still in play becomes a game against the computer.
    let takeOverNext = false;
    const takeOverAction = { label: 'Take over', spoken: 'Take over the last move against the computer', run: () => {
      takeOverNext = true;
      if (this.#panel?.name === 'replay') void this.#panel.view.modal.close();
    } };
    const entry =
      outcome.status === 'opened'
        ? { heading: gameInfo(outcome.game)?.title ?? outcome.game, note: `${outcome.plies} moves`, body: outcome.words, action: takeOverAction }
        : { heading: 'This replay link cannot be opened', note: outcome.code, body: outcome.words };
    // Another panel open: the answer is a toast instead.
    if (this.#panel || this.#rulebook) {
      this.#tell(outcome.status === 'opened' ? `Replay of ${entry.heading}: ${outcome.words}` : `${entry.heading}: ${outcome.words}`, outcome.status === 'opened' ? 'info' : 'warning');
      return;
    }
    const view = new ListPanel(this, outcome.status === 'opened' ? 'Replay' : 'Replay refused', [entry], s.theme.palette, s.motion, ICONS.close.key);
    this.#show({ name: 'replay', view }, () => {
      if (takeOverNext && checked) void this.#takeOver(checked);
    }, `${entry.heading} (${entry.note}): ${entry.body}`);
  }

  /** "Take over": the replay's last position still in play as a game against the computer (Normal). */
  async #takeOver(replay: CheckedReplay): Promise<void> {
    const taken = await takeOverLast(replay);
    if (!taken.ok) {
      const { describeTakeOverError } = await import('../machines/replay-viewer');
      this.#tell(describeTakeOverError(taken.error), 'warning');
      return;
    }
    const key = await this.#table(replay.record.game);
    if (key) this.scene.start(key, { resumed: taken.value });
    else this.#tell(`${replay.module.title} can't be played in this version yet.`, 'warning');
  }

  /**
   * Which games have a save (their tiles offer Resume) and which one Continue resumes; read again after a failed
   * resume, since the bad save is gone by then.
   */
  async #refreshSaves(): Promise<void> {
    try {
      const [latest, saved] = await Promise.all([this.#services.saves.latestGame(), this.#services.saves.savedGames()]);
      this.#continueGame = latest;
      this.#saved = new Set(saved);
    } catch {
      this.#continueGame = null;
      this.#saved = new Set();
    }
    if (!this.sys.isActive()) return;
    this.#continue.setVisible(this.#continueGame !== null);
    for (const t of this.#tiles) t.setSaved(t.game.available && this.#saved.has(t.game.id));
    this.layout(this.viewWidth, this.viewHeight);
  }

  /** Resumes `game`'s save, or with null the latest (Continue). A save that cannot be resumed is explained. */
  async #resume(game: string | null): Promise<void> {
    if (this.#panel) return;
    if (this.#busy) {
      this.#tell('One moment — a table is loading.');
      return;
    }
    this.#busy = true;
    this.#continue.setEnabled(false);
    try {
      const r = await this.#services.saves.resume(game, loadPlayableModule);
      if (!r.ok) {
        this.#services.sound.play('deny');
        this.#tell(describeSaveError(r.error), 'warning');
        await this.#refreshSaves();
        return;
      }
      this.#busy = false;
      const key = await this.#table(r.value.module.id as GameInfo['id']);
      if (key) this.scene.start(key, { resumed: r.value });
      else this.#tell(`${r.value.module.title} can't be played in this version yet.`, 'warning');
    } finally {
      this.#busy = false;
      this.#continue.setEnabled(true);
    }
  }
}
