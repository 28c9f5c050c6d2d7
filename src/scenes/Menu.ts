import * as Phaser from 'phaser';
import { version } from '../../package.json';
import { REPLAY_FRAGMENT } from '../machines/replay-record';
import type { ReplayLinkOutcome } from './menu/replay-address';
import { checkReplayAddress, openedOutcome, replayLinkWords } from './menu/replay-address';
import type { CheckedLink } from './menu/replay-address';
import type { CheckedReplay } from '../machines/replay-record';
import { tallySummary } from '../machines/stats';
import { OpenFileEntry } from './menu/OpenFile';
import { PositionStarts } from './menu/PositionStarts';
import type { PositionPanel } from './menu/PositionStarts';
import { creditEntries, howToPlayEntries, spokenList } from './menu/lists';
import type { Centre } from './menu/menu-layout';
import { BUTTON_HEIGHT, menuLayout } from './menu/menu-layout';
import type { GameInfo } from '../rules/catalog';
import { GAMES, gameInfo } from '../rules/catalog';
import { exhaustive } from '../rules/core/result';
import { loadPlayableModule } from '../rules/games';
import { rulebookExamples } from './menu/rulebook-examples';
import { ICONS } from './assets';
import { Backdrop } from './backdrop';
import { BUTTON_CLICK, Button } from './components/Button';
import { MODAL_CLOSED } from './components/Panel';
import { Toast } from './components/Toast';
import type { ToastKind } from './components/Toast';
import { APP_EVENTS, MENU_READY_MARK, SCENES } from './keys';
import { releaseLeftTables } from './menu/left-tables';
import { KeyboardFocus } from './components/KeyboardFocus';
import type { Focusable } from './components/KeyboardFocus';
import { focusable } from './components/focusables';
import type { LiveRegion } from './components/LiveRegion';
import { clearOnShutdown, liveRegion } from './components/LiveRegion';
import { confirmLosingSave } from './menu/ConfirmPanel';
import type { ConfirmPanel } from './menu/ConfirmPanel';
import { NEW_GAME_RESUME, NEW_GAME_START, NewGamePanel } from './menu/NewGamePanel';
import type { NewGameOptions } from './menu/NewGamePanel';
import type { SeatController } from '../machines/match-logic';
import { DEPTH } from './layers';
import { GameTile, TILE_CHOSEN } from './menu/GameTile';
import { ListPanel } from './menu/ListPanel';
import { loadRulebook } from './menu/rulebook-loader';
import type { RulebookPanel } from './menu/Rulebook';
import { OnlinePanel } from './menu/OnlinePanel';
import { SettingsPanel } from './menu/SettingsPanel';
import { BANNER_RELOAD, UpdateBanner } from './menu/UpdateBanner';
import type { Services } from './services';
import { servicesOf } from './services';
import type { Palette } from './theme';
import { css, textStyle } from './theme';
import type { Rect } from './viewport';
import { LayoutScene } from './viewport';
import { TableLauncher } from './menu/TableLauncher';
import type { MenuInspection } from './menu/inspection';
import { MENU_BUTTONS, MENU_SUBTITLE, MENU_TITLE, waitingWords } from './menu/menu-contents';
import type { MenuButtonId } from './menu/menu-contents';
import { takeOverFromShell } from './menu/shell-handover';

export type { MenuInspection } from './menu/inspection';

type OpenPanel =
  | { readonly name: 'settings'; readonly view: SettingsPanel }
  | { readonly name: 'rules' | 'credits' | 'replay'; readonly view: ListPanel }
  | { readonly name: 'newGame'; readonly view: NewGamePanel }
  | { readonly name: 'confirm'; readonly view: ConfirmPanel }
  | PositionPanel;

/** What a tap or key asked for before the menu was ready: done once it is (the latest request wins). */
interface PendingInput {
  /** What the player asked for, in words ("Gatekeeper", "Settings"). */
  readonly what: string;
  readonly run: () => void;
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
  /** Settings, Rules, Credits and Puzzles (menu-contents.ts: the HTML shell shows them too). */
  #buttons!: Record<MenuButtonId, Button>;
  /** Positions that start a game: a file opened, a puzzle (each seated first). */
  #positions!: PositionStarts;
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
  #launcher!: TableLauncher;

  constructor() {
    super(SCENES.menu);
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** The buttons under the tiles, in order (Continue only while there is a game to continue). */
  get #menuButtons(): Button[] {
    return [this.#continue, ...MENU_BUTTONS.map((b) => this.#buttons[b.id])];
  }

  create(): void {
    releaseLeftTables(this);
    this.#ready = false;
    this.#panel = null;
    this.#rulebook = null;
    this.#replayLink = null;
    this.#services = servicesOf(this);
    this.#launcher = new TableLauncher({
      scene: this,
      services: this.#services,
      loading: (words) => {
        this.#loading.setText(words ?? '').setVisible(words !== null);
        if (words) this.#live.announce(words);
      },
      tell: (words, tone) => this.#tell(words, tone),
    });
    const p = this.#services.theme.palette;
    this.#backdrop = new Backdrop(this, p);
    this.#emblem = this.add.image(0, 0, ICONS.emblem.key).setTint(p.gold);
    this.#title = this.add.text(0, 0, MENU_TITLE, textStyle('title', p.gold, { shadow: { offsetX: 0, offsetY: 4, color: '#000000', blur: 12, fill: true } })).setOrigin(0.5);
    this.#subtitle = this.add.text(0, 0, MENU_SUBTITLE, textStyle('body', p.textMuted, { size: 20 })).setOrigin(0.5);
    this.#version = this.add.text(0, 0, `v${version}`, textStyle('small', p.textMuted, { size: 13 })).setOrigin(1, 1).setAlpha(0.7);

    this.#live = clearOnShutdown(this, liveRegion('status'));
    this.#pending = null;
    this.#saved = new Set();
    // Every activation goes through #whenReady: input that comes before the saves are known waits for them.
    this.#tiles = GAMES.map((g) => new GameTile(this, g, p).on(TILE_CHOSEN, () => this.#whenReady(g.title, () => this.#choose(g))));
    this.#continue = new Button(this, 0, 0, { label: 'Continue', icon: ICONS.play.key, width: 200, height: 54, variant: 'primary' }, p);
    this.#continue.on(BUTTON_CLICK, () => this.#whenReady('Continue', () => void this.#resume(null))).setVisible(false);
    const button = (b: (typeof MENU_BUTTONS)[number]): [MenuButtonId, Button] => [b.id, new Button(this, 0, 0, { label: b.label, icon: ICONS[b.icon].key, width: 200, height: 54 }, p).on(BUTTON_CLICK, () => this.#whenReady(b.label, () => (b.id === 'puzzles' ? void this.#puzzles() : this.#open(b.id))))];
    this.#buttons = Object.fromEntries(MENU_BUTTONS.map(button)) as Record<MenuButtonId, Button>;
    for (const b of this.#menuButtons) b.setDepth(DEPTH.ui);
    this.#loading = this.add.text(0, 0, '', textStyle('body', p.textMuted, { size: 18 })).setOrigin(0.5).setDepth(DEPTH.ui).setVisible(false);

    // Play online: an HTML button and dialog over the canvas (typing a code, copying a link).
    const online = new OnlinePanel({ startTable: async (game, start) => {
      const key = await this.#launcher.table(game);
      if (key) this.scene.start(key, { online: start });
      return key !== null;
    } });
    this.#positions = new PositionStarts({
      scene: this,
      services: this.#services,
      launcher: this.#launcher,
      show: (panel, onClosed, description) => this.#show(panel, onClosed, description),
      tell: (words, tone) => this.#tell(words, tone),
      presentReplay: (replay) => this.#presentReplay(openedOutcome(replay), replay),
      overSave: (game, begin) => (this.#saved.has(game.id) ? this.#confirmNewGame(game, begin) : begin()),
    });
    const files = new OpenFileEntry({ open: (text, name) => this.#whenReady('Open a file', () => void this.#positions.openFile(text, name)), refuse: (words) => this.#tell(words, 'warning') });
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => (online.destroy(), files.destroy()));
    this.#banner = new UpdateBanner(this, p).setVisible(false);
    this.#banner.on(BANNER_RELOAD, () => this.#services.update.accept());
    this.#focus = new KeyboardFocus(this, p, () => this.#panel !== null || this.#rulebook !== null);
    const tileItems = this.#tiles.map((t): Focusable => ({ target: t, activate: () => t.emit(TILE_CHOSEN), label: () => t.spokenLabel }));
    this.#focus.setItems([
      ...tileItems,
      focusable.button(this.#continue, 'Continue your last game'),
      focusable.button(this.#buttons.settings),
      focusable.button(this.#buttons.rules),
      focusable.button(this.#buttons.credits),
      focusable.button(this.#buttons.puzzles, 'Puzzles: win this turn, survive this wave…'),
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
    // Over the HTML shell the menu is drawn at once and the shell fades out; without one the menu fades in.
    const fromShell = takeOverFromShell(this, this.#services.shell, this.#services.motion, (c) => (c.kind === 'game' ? this.#tiles.find((t) => t.game.id === c.id)?.emit(TILE_CHOSEN) : this.#buttons[c.id].emit(BUTTON_CLICK)));
    if (!fromShell) this.cameras.main.fadeIn(this.#services.motion.ms(250), 18, 13, 34);
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
    const words = waitingWords(what);
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
        settings: rect(this.#buttons.settings),
        rules: rect(this.#buttons.rules),
        credits: rect(this.#buttons.credits),
        puzzles: rect(this.#buttons.puzzles),
      },
      panel: this.#panel?.name ?? null,
      settingsControls: this.#panel?.name === 'settings' ? this.#panel.view.controls() : null,
      newGameControls: this.#panel?.name === 'newGame' ? this.#panel.view.controls() : null,
      confirmControls: this.#panel?.name === 'confirm' ? this.#panel.view.controls() : null,
      seatsControls: this.#panel?.name === 'seats' ? this.#panel.view.controls() : null,
      puzzlesControls: this.#panel?.name === 'puzzles' ? { ids: this.#positions.listed, play: this.#panel.view.actionRects().filter((r): r is Rect => r !== null) } : null,
      rulesControls: this.#panel?.name === 'rules' ? { rulebook: this.#panel.view.actionRects().filter((r): r is Rect => r !== null) } : null,
      rulebook: this.#rulebook && !this.#rulebook.closed ? this.#rulebook.state : null,
      replayLink: this.#replayLink,
      replayControls: this.#panel?.name === 'replay' ? { watch: this.#panel.view.actionRects()[0] ?? null, takeOver: this.#panel.view.actionRects()[1] ?? null } : null,
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
    const buttons = this.#menuButtons.filter((b) => b.visible || b !== this.#continue);
    const place = menuLayout(w, h, {
      tiles: this.#tiles.length,
      buttons: buttons.length,
      banner: this.#banner.visible,
      headerText: (titleSize) => ({ title: this.#title.setFontSize(titleSize).height, subtitle: this.#subtitle.height }),
    });
    this.#emblem.setDisplaySize(place.emblem, place.emblem).setPosition(place.emblemAt.x, place.emblemAt.y);
    this.#title.setPosition(place.titleAt.x, place.titleAt.y);
    this.#subtitle.setPosition(place.subtitleAt.x, place.subtitleAt.y);
    this.#tiles.forEach((tile, i) => {
      const at = place.tiles[i] as Centre;
      tile.layout(place.tileWidth, place.tileHeight, place.tileShape).setPosition(at.x, at.y);
    });
    buttons.forEach((b, i) => {
      const at = place.buttons[i] as Centre;
      b.resize(place.buttonWidth, BUTTON_HEIGHT).setPosition(at.x, at.y);
    });
    this.#loading.setPosition(place.loadingAt.x, place.loadingAt.y);
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
      case 'seats':
        panel.view.layout(this.viewWidth, this.viewHeight);
        break;
      case 'rules':
      case 'credits':
      case 'replay':
      case 'puzzles':
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
    for (const b of this.#menuButtons) b.setPalette(p);
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
    if (!this.#launcher.free()) return;
    this.#services.sound.play('click');
    if (!game.available) {
      this.#tell(`Coming soon — ${game.title} is still being built.`);
      return;
    }
    const s = this.#services;
    const hasSave = this.#saved.has(game.id);
    const view = new NewGamePanel(this, game, s.theme.palette, s.motion, { close: ICONS.close.key, play: ICONS.play.key, daily: ICONS.gtDaily.key }, { resume: hasSave });
    void s.saves.replays?.tally(game.id).then((tally) => view.setRecord(tallySummary(tally)));
    let afterClose: (() => void) | null = null;
    view.modal.on(NEW_GAME_START, (seats: SeatController[], _choices: unknown, options?: NewGameOptions) => {
      const begin = (): void => void this.#launcher.start(game.id, { game: game.id, seats, ...options });
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
    confirmLosingSave({ scene: this, services: this.#services, show: (view, onClosed) => this.#show({ name: 'confirm', view }, onClosed, view.text.message), forget: (id) => this.#saved.delete(id) }, game, begin);
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

  #open(name: 'settings' | 'rules' | 'credits'): void {
    if (this.#panel || this.#rulebook) return;
    this.#services.sound.play('click');
    const s = this.#services;
    const p = s.theme.palette;
    // Each game's full rules open from its entry (once this panel has gone).
    let thenRulebook: GameInfo['id'] | null = null;
    const rules = howToPlayEntries((game) => {
      thenRulebook = game;
      if (this.#panel?.name === 'rules') void this.#panel.view.modal.close();
    });
    const credits = creditEntries();
    const open: OpenPanel =
      name === 'settings'
        ? { name, view: new SettingsPanel(this, s, ICONS.close.key) }
        : name === 'rules'
          ? { name, view: new ListPanel(this, 'How to play', rules, p, s.motion, ICONS.close.key) }
          : { name, view: new ListPanel(this, 'Credits', credits, p, s.motion, ICONS.close.key) };
    this.#show(open, () => {
      if (thenRulebook) void this.openRulebook(thenRulebook);
    }, spokenList(name === 'rules' ? rules : name === 'credits' ? credits : []));
  }

  /**
   * Opens a game's rulebook (loaded on first use with its Markdown renderer), at `clauseId` when given: an HTML
   * panel over the menu, which takes no input until it closes. A rulebook that will not load is said, not thrown.
   */
  async openRulebook(game: GameInfo['id'], clauseId: string | null = null): Promise<void> {
    if (this.#panel) return;
    if (this.#rulebook && !this.#rulebook.closed) return void (await this.#rulebook.show(game, clauseId));
    const module = await loadRulebook();
    if (typeof module === 'string') return this.#tell(module, 'warning');
    if (!this.sys.isActive()) return;
    const panel = new module.RulebookPanel(game, {
      examples: rulebookExamples((replay) => void this.#launcher.start(replay.record.game, { replay }), (words) => this.#tell(words, 'warning')),
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
    if (this.sys.isActive()) this.#presentReplay(outcome, checked);
  }

  /** A checked replay (a link or a file) in a panel, with Watch and Take over; a refused one with its reason. */
  #presentReplay(outcome: CheckedLink, checked: CheckedReplay | null): void {
    this.#replayLink = outcome;
    if (outcome.status === 'refused') this.#services.sound.play('deny');
    const s = this.#services;
    // A replay that opened can be taken over: its last position still in play becomes a game against the computer.
    let next: 'watch' | 'takeOver' | null = null;
    const then = (choice: 'watch' | 'takeOver') => () => {
      next = choice;
      if (this.#panel?.name === 'replay') void this.#panel.view.modal.close();
    };
    const words = replayLinkWords(outcome, (game) => gameInfo(game)?.title ?? game, {
      watch: { label: 'Watch', spoken: 'Watch the replay on its table', run: then('watch') },
      takeOver: { label: 'Take over', spoken: 'Take over the last move against the computer', run: then('takeOver') },
    });
    // Another panel open: the answer is a toast instead.
    if (this.#panel || this.#rulebook) return this.#tell(words.toast.words, words.toast.tone);
    const view = new ListPanel(this, words.title, words.entries, s.theme.palette, s.motion, ICONS.close.key);
    this.#show({ name: 'replay', view }, () => {
      if (!checked) return;
      if (next === 'watch') void this.#launcher.start(checked.record.game as GameInfo['id'], { replay: checked });
      if (next === 'takeOver') void this.#positions.takeOver(checked);
    }, spokenList(words.entries));
  }

  /** The Puzzles list, unless another panel is open. */
  async #puzzles(): Promise<void> {
    if (this.#panel || this.#rulebook || !this.#launcher.free()) return;
    await this.#positions.puzzles();
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

  /** Resumes `game`'s save, or with null the latest (Continue), with Continue off meanwhile. */
  async #resume(game: string | null): Promise<void> {
    if (this.#panel) return;
    this.#continue.setEnabled(false);
    try {
      await this.#launcher.resume(game, () => this.#refreshSaves());
    } finally {
      if (this.sys.isActive()) this.#continue.setEnabled(true);
    }
  }
}
