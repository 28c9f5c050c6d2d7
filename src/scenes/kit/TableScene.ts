import * as Phaser from 'phaser';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { MatchDirector, TableSound, TableView } from '../../machines/director';
import { type SeatController, undoRefusal } from '../../machines/match-logic';
import type { Choices } from '../../machines/move-builder';
import { plainReason, type RefusalReason } from '../../machines/refusal-clauses';
import { followPhase, phaseOfChart, turnChart } from '../../machines/turn-chart';
import type { PhaseGraph, TurnChart } from '../../machines/turn-chart';
import { opponentOf, recordLine } from '../../machines/stats';
import type { GameId } from '../../rules/catalog';
import type { EventBase, GameModule, MoveBase, Outcome, Seat } from '../../rules/core/module';
import type { SeatWords } from '../../rules/core/words';
import { ICONS } from '../assets';
import { Backdrop } from '../backdrop';
import { BUTTON_CLICK, type Button } from '../components/Button';
import { DragController } from '../components/DragController';
import { GameLog } from '../components/GameLog';
import { HANDOFF_CONFIRMED, HandoffCurtain } from '../components/HandoffCurtain';
import { KeyboardFocus } from '../components/KeyboardFocus';
import { MatchHost } from '../components/MatchHost';
import type { Motion } from '../components/motion';
import { Toast } from '../components/Toast';
import { TopBar } from '../components/TopBar';
import { Zoom } from '../components/Zoom';
import { KeyReading } from './KeyReading';
import { APP_EVENTS, SCENES } from '../keys';
import { DEPTH } from '../layers';
import type { Services } from '../services';
import { servicesOf } from '../services';
import type { Palette } from '../theme';
import { GameOverPanel, type GameOverWords } from './GameOverPanel';
import { clearOnShutdown, liveRegion } from '../components/LiveRegion';
import type { Stop } from './MoveInput';
import type { TableSpec, TableStart } from './table-types';
import { MoveInput } from './MoveInput';
import { seatName } from './seats';
import { eventLine, type LogLine, LogPlace, TableLog } from './TableLog';
import { notNowWords, RefusalWhy, refusalReason } from './refusal-why';
import type { GameInspection, KitInspection, PageTools } from './inspect';
import { kitFields, pageTools } from './inspect';
import { statusLine } from './status';
import { TableHooks } from './TableHooks';
import { HINT_BUTTON, TableHint } from './TableHint';
import { TableReplay } from './TableReplay';
import { shareActions } from './replay-share';
import { TableMenu } from './TableMenu';
import { PuzzleWatch } from './PuzzleWatch';
import { TableTutorial } from './TableTutorial';
import { isGuidedSeed } from '../../machines/tutorials';
import type { CheckedReplay } from '../../machines/replay-record';
import { playMove } from './play-move';
import { nextStep, pageFrameClock } from './next-task';

export { TAP_SLOP } from './table-types';
export type { EventAnimations, Stop, TableChrome, TableSpec, TableStart } from './table-types';

/**
 * The skeleton every game's table stands on: the scene's lifecycle, the match (MatchHost and the director's
 * TableView), the top bar and its status line, the log (mirrored to a screen reader's live region), toasts,
 * zoom, the thinking indicator, the pass-and-play curtain, the game-over panel, undo, and the move-building
 * machine bound to drags, taps, highlights and the keyboard. A game's table supplies its pieces, its layout, a
 * picture of a view, an event → animation table, and how the machine's choices are painted.
 */
export abstract class TableScene<M extends MoveBase, V extends object, E extends EventBase> extends TableHooks<M, V, E> implements TableView<V, E> {
  protected services!: Services;
  protected match!: MatchHost<M, V, E>;
  protected bar!: TopBar;
  protected log!: GameLog;
  protected toastBox!: Toast;
  protected zoom!: Zoom;
  protected curtain!: HandoffCurtain;
  protected drag!: DragController;
  protected backdrop!: Backdrop;
  protected seats: readonly SeatController[] = [];
  /** The match's seed (a new game's, or the saved game's). */
  protected seed = '';
  /** The last view drawn, and whose eyes it is from. */
  protected view: V | null = null;
  protected viewer: Seat = 0;
  /** Events are playing: input waits. */
  protected busy = false;
  protected thinking: Seat | null = null;
  protected over: GameOverWords | null = null;
  /** The viewer may act now. */
  protected mine = false;
  /** Words and banners still on screen (the test hooks wait for them before a screenshot). */
  protected transients = new Set<object>();
  protected overPanel: GameOverPanel | null = null;
  readonly #spec: TableSpec<M, V, E>;
  protected why!: RefusalWhy; // refusals said, with "Why?" (the rulebook at the clause) when they cite one
  #turn!: Actor<TurnChart<string>>;
  #keys!: KeyboardFocus;
  #stops: Stop[] = [];
  #offerKey = '';
  #log!: TableLog<M, E>;
  /** The log's place: the layout's, or over the table from the top bar's Log button. */
  #logPlace!: LogPlace;
  #ready = false;
  #hint: TableHint<M, V, E> | null = null;
  #replay: TableReplay<V, E> | null = null;
  #guide: TableTutorial | null = null;
  #tableMenu: TableMenu | null = null;
  #puzzle: PuzzleWatch | null = null;

  constructor(spec: TableSpec<M, V, E>) {
    super(spec.key);
    this.#spec = spec;
  }

  get ready(): boolean { return this.#ready; }

  protected get motion(): Motion { return this.services.motion; }

  protected get palette(): Palette {
    return this.services.theme.palette;
  }

  protected get director(): MatchDirector<M, V, E> | null {
    return this.match?.director ?? null;
  }

  protected get module(): GameModule<unknown, object, V, M, E> {
    return this.#spec.module;
  }

  /** What the person is choosing now: the move-building machine's state. */
  protected get choices(): Choices<M> {
    return this.picks.choices;
  }

  /** The phase the turn chart stands in (the phase strip and prompt titles follow it). */
  protected get chartPhase(): string {
    return phaseOfChart(this.#turn.getSnapshot());
  }

  // ---------------------------------------------------------------------------------------------------------
  // Lifecycle

  create(data: TableStart): void {
    this.#ready = false;
    this.services = servicesOf(this);
    this.resetTable();
    const p = this.palette;
    this.backdrop = new Backdrop(this, p);
    // No Hint where the advisor cannot help: a replay, or an online table (the server holds the game).
    const hint = this.#spec.ownHint || 'replay' in data || 'online' in data ? [] : [HINT_BUTTON];
    // The log's own button comes last among the extras: shown only when the layout has no room for the log.
    this.bar = new TopBar(this, p, this.motion, { menu: () => this.#openMenu(), undo: () => this.undo() }, [...(this.#spec.topBarExtras ?? []), ...hint, { label: 'Log', icon: ICONS.rules.key, width: 88 }]);
    const logButton = (this.bar.extras[this.bar.extras.length - 1] as Button).on(BUTTON_CLICK, () => this.#toggleLog());
    this.#hint = hint.length > 0 ? this.#makeHint(this.bar.extras[this.bar.extras.length - 2] as Button) : null;
    this.log = new GameLog(this, 'Log', { x: 0, y: 0, width: 10, height: 10 }, p).setDepth(DEPTH.ui - 30);
    this.#logPlace = new LogPlace(this.log, logButton);
    this.#log = new TableLog(this.log, this.module, (e) => this.logLine(e));
    this.toastBox = new Toast(this, p, this.motion);
    this.why = new RefusalWhy(this, this.module.id, this.toastBox, () => this.#paintChoices());
    this.zoom = new Zoom(this, () => this.palette, this.motion, () => ({ x: 0, y: 0, width: this.viewWidth, height: this.viewHeight }), ICONS.cardBack.key);
    this.curtain = new HandoffCurtain(this, p, this.motion, ICONS.play.key);
    this.picks = new MoveInput(this.#spec.grammar, () => this.mine, (cardId) => this.zoneOfCard(cardId), () => this.#sayNotNow());
    // Drags, taps and drops all become the machine's events (a game may first map a card's tap: tapCard).
    const rules = this.picks.placementRules((cardId, zoneId) => this.#explainDrop(cardId, zoneId), (id) => this.tapCard(id), (cardId, zoneId, at) => this.dropZone(cardId, zoneId, at));
    this.drag = new DragController(this, rules, { say: (reason) => this.why.say(reason, 'warning'), motion: this.motion, zoom: this.zoom, sound: (n) => this.services.sound.play(n) });
    this.#keys = new KeyboardFocus(this, p, () => this.curtain.showing || this.overPanel !== null || this.why.open || this.#tableMenu !== null);
    new KeyReading(this, { zoom: this.zoom, toast: this.toastBox, keys: this.#keys, say: (words) => this.why.say(plainReason(words), 'info', true), back: () => this.picks.back() });
    this.input.keyboard?.on('keydown-L', () => this.#toggleLog());
    this.picks.actor.on('move.built', ({ move }) => this.#send(move));
    this.picks.actor.on('pick.refused', ({ refusal }) => {
      if (!this.mine) return this.#sayNotNow();
      this.services.sound.play('deny');
      this.why.say(refusalReason(refusal, (r) => this.refusalFor(r.step)), 'warning', true);
    });
    this.picks.actor.subscribe(() => this.#paintChoices());
    this.picks.actor.start();
    this.build();
    const offTheme = this.services.theme.onChange((palette) => this.#repaint(palette));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      offTheme();
      this.#ready = false;
      this.picks.actor.stop();
      this.#replay?.stop();
      this.#turn?.stop();
      this.match.stop();
    });
    clearOnShutdown(this, liveRegion('log'));
    this.startLayout();
    this.#startMatch(data);
    this.#ready = true;
    this.refresh();
    this.game.events.emit(APP_EVENTS.sceneReady, this.#spec.key);
  }

  /** Forgets the last match's picture (the scene object is reused by Phaser). */
  protected resetTable(): void {
    this.view = null;
    this.busy = false;
    this.thinking = null;
    this.over = null;
    this.mine = false;
    this.transients = new Set();
    this.overPanel = null;
    this.#offerKey = '';
  }

  #startMatch(data: TableStart): void {
    this.match = new MatchHost<M, V, E>(this.services.saves, this, this.module, () => this.refresh(), (seats) => this.#clearLastGame(seats));
    const chart = turnChart(this.module.phases as PhaseGraph<string>, Object.keys(this.module.phases)[0] as string);
    this.#replay = 'replay' in data ? this.#watch(data.replay) : null;
    this.#puzzle = 'resumed' in data && data.puzzle ? new PuzzleWatch(data.puzzle, (words) => (this.toastBox.show(words), liveRegion('log').announce(words))) : null;
    if ('replay' in data) {
      this.seats = data.replay.record.seats;
      this.layout(this.viewWidth, this.viewHeight);
    } else if ('online' in data) {
      this.seats = data.online.seats;
      this.match.online(data.online);
      // A page that joins a game under way (a reload, a rejoin) shows what happened before, as this seat saw it.
      this.#log.replace((data.online.first.past ?? []) as readonly E[], this.director?.viewer ?? 0);
    } else if ('resumed' in data) {
      this.seats = this.resumedSeats(data.resumed);
      this.seed = String(data.resumed.position.history?.seed ?? '');
      this.match.resume(data.resumed, this.seats);
      this.#log.restore(data.resumed, this.director?.viewer ?? 0);
    } else {
      this.seats = data.seats;
      this.seed = data.seed ?? new URLSearchParams(window.location.search).get('seed') ?? `${Date.now()}`;
      this.match.start(this.seats, this.configFor(data), this.seed);
    }
    this.#guide = ('seats' in data || 'resumed' in data) && isGuidedSeed(this.seed) ? new TableTutorial({ scene: this, palette: () => this.palette, person: 0, width: () => this.viewWidth, legal: () => (this.mine ? (this.director?.legalMoves() ?? []) : []), history: () => this.director?.data.history ?? [], hint: () => this.pressHint(), why: (clause) => void this.why.openAt(clause), say: (words) => this.toastBox.showNow(words), changed: () => this.#paintChoices() }, this.module.id as GameId) : null;
    const state = this.director?.data.state;
    // The match's own module reads its state (online, a network game over the server's tables).
    const phase = state ? (this.director?.data.module ?? this.module).phaseOf(state) : null;
    this.#turn = createActor(chart, phase ? { snapshot: chart.resolveState({ value: phase, context: {} }) } : {}).start();
  }

  protected toMenu(): void {
    this.services.sound.play('click');
    this.match.exit();
    this.scene.start(SCENES.menu);
  }

  protected rematch(): void {
    this.services.sound.play('click');
    this.overPanel?.asked();
    this.match.rematch();
    this.refresh();
  }

  /** A new game begins at this table (a rematch; online, its seats as the lobby names them now): the last one's panel and log go. */
  #clearLastGame(seats: readonly SeatController[] = this.seats): void {
    this.seats = seats;
    this.overPanel?.destroy();
    this.overPanel = this.over = null;
    this.#puzzle = null;
    this.#log.clear();
  }

  protected undo(): void {
    this.services.sound.play('click');
    this.match.undo();
  }

  // ---------------------------------------------------------------------------------------------------------
  // TableView (the director calls these)

  render(view: V, seat: Seat): void {
    const viewerChanged = seat !== this.viewer;
    this.viewer = seat;
    this.view = view;
    const undone = !viewerChanged && this.log.lineCount > 0;
    this.#offerKey = '';
    this.draw(this.view, viewerChanged);
    if (viewerChanged || this.log.lineCount === 0) this.#log.rewrite(this.viewer);
    else if (undone) this.#log.say('— move taken back —', this.palette.textMuted);
    this.#followTurn();
    this.refresh();
  }

  async animate(events: readonly E[], final: V, _by: 'human' | 'computer', _seat: Seat): Promise<void> {
    await this.why.closed; // a move that lands while the rulebook is open is shown once it closes
    if (!this.sys.isActive()) return;
    if (this.view === null) return this.render(final, this.viewer);
    this.busy = true;
    this.refresh();
    try {
      const play = (e: E, view: V, rest: readonly E[]) => (this.animations[e.type as E['type']] as (event: E, final: V, rest: readonly E[]) => Promise<void>)(e, view, rest);
      const clock = pageFrameClock(this.game.loop);
      await playMove(events, final, { active: () => this.sys.isActive(), log: (e) => this.#log.add(e), play, landed: (view) => (this.view = view), ahead: (view) => this.ahead(view), settle: (view) => this.settle(view) }, () => nextStep(clock));
    } finally {
      this.busy = false;
      this.#followTurn();
      this.#puzzle?.follow(this.director?.data.state);
      if (this.sys.isActive()) this.refresh();
    }
  }

  toast(text: string, tone: 'info' | 'warning'): void {
    this.toastBox.show(text, tone);
  }

  refused(reason: RefusalReason): void {
    this.why.say(reason, 'info');
  }

  playSound(name: TableSound): void {
    this.services.sound.play(name);
  }

  setThinking(seat: Seat | null): void {
    this.thinking = seat;
    this.refresh();
  }

  handoff(name: string): Promise<void> {
    this.zoom.hide();
    return new Promise((resolve) => {
      this.curtain.once(HANDOFF_CONFIRMED, () => resolve());
      void this.curtain.show(name);
    });
  }

  gameOver(outcome: Outcome, seats: readonly Seat[]): void {
    this.over = this.gameOverWords(outcome, seats);
    this.overPanel?.destroy();
    this.overPanel = new GameOverPanel(this, this.over, this.palette, { rematch: () => this.rematch(), menu: () => this.toMenu(), replay: this.#share() });
    this.overPanel.layout(this.viewWidth, this.viewHeight);
    void this.overPanel.open(this, this.motion);
    liveRegion('log').announce(`${this.over.title} ${this.over.text}`);
    // The person's record on this device against the same opponent, once the finished game is counted (not online).
    const panel = this.overPanel;
    if (!this.match.session) void this.services.saves.replays?.tally(this.module.id as GameId).then((tally) => panel.showRecord(recordLine(tally, opponentOf(this.seats))) && panel.layout(this.viewWidth, this.viewHeight));
    this.refresh();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Layout

  protected layout(width: number, height: number): void {
    this.backdrop.resize(width, height);
    this.bar.layout(width);
    this.curtain.layout(width, height);
    this.overPanel?.layout(width, height);
    const room = this.#replay ? height - TableReplay.HEIGHT : height; // a replay's controls under the table
    const chrome = this.layoutTable(width, room);
    this.#replay?.layout(width, room);
    this.#guide?.layout(width);
    this.#tableMenu?.layout(width, height);
    this.#logPlace.place(chrome.log, width, height);
    this.bar.layout(width);
    this.toastBox.place(chrome.toast.x, chrome.toast.y, chrome.toast.width);
    this.#paintChoices();
  }

  // ---------------------------------------------------------------------------------------------------------
  // Seats and the log

  protected seatName(seat: Seat): string {
    return seatName(this.seats, seat);
  }

  /** How the log names the seats: as the table does ("You", "Computer", the players' names). */
  protected get seatWords(): SeatWords {
    return { name: (seat) => this.seatName(seat), isReader: (seat) => this.seatName(seat) === 'You' };
  }

  /** A line for the log and the screen reader: the game's words, in the colour of the seat they are about. */
  protected logLine(e: E): LogLine {
    return eventLine(this.module, e, this.seatWords, this.palette);
  }

  // ---------------------------------------------------------------------------------------------------------
  // The turn chart and the move-building machine

  #followTurn(): void {
    const state = this.director?.data.state;
    if (state && this.#turn) followPhase(this.#turn, (this.director?.data.module ?? this.module).phaseOf(state));
  }

  /** Recomputes whether the viewer may act, offers the legal moves to the machine, and paints everything. */
  protected refresh(): void {
    // (Not sys.isActive(): during create() the scene is not running yet, and the first refresh happens there.)
    const director = this.director;
    if (!this.#ready || !director) return this.#replay && this.#ready ? this.paint(this.choices) : undefined; // a replay: nothing on offer
    const acting = director.actingSeat;
    this.mine = this.view !== null && !this.busy && this.over === null && acting !== null && acting === this.viewer && !this.curtain.showing;
    const key = `${director.data.plies}/${this.mine}/${this.viewer}`;
    if (key !== this.#offerKey) {
      this.#offerKey = key;
      this.picks.offer(this.mine ? director.legalMoves() : null, this.view, (m) => director.reasonFor(m));
    }
    this.#paintChoices();
    this.#guide?.follow();
  }

  #paintChoices(): void {
    if (!this.#ready || !this.director) return;
    const choices = this.choices;
    this.drag.setEnabled(this.mine);
    this.drag.showSelection(this.picks.held);
    this.paint(choices);
    this.#hint?.paint();
    const v = this.view;
    const computer = this.thinking !== null && this.seats[this.thinking]?.kind === 'computer' ? this.seatName(this.thinking) : null;
    const { text, thinking } = statusLine({ over: this.over, computer, handingOver: this.curtain.showing, prompt: this.mine && v ? () => this.promptText(v, choices) : null, waiting: v ? () => this.waitingText(v) : null, title: this.module.phases[this.chartPhase]?.label ?? null });
    if (text !== this.bar.status) liveRegion('log').announce(text);
    this.bar.setStatus(text, thinking);
    const director = this.director;
    this.bar.undo.setEnabled(!this.busy && this.over === null && undoRefusal(director.data, this.viewer) === null);
    this.#stops = [...this.picks.stops((step) => this.targetOf(step)), ...this.buttons(), ...this.why.stops, ...(this.#guide?.stops ?? [])];
    this.#keys.setItems(this.#stops);
  }

  /**
   * What the e2e test hooks read: the kit's fields (KitInspection) with the game's own, read through the same page
   * tools so that everything either side checks lands in one `offscreen` list.
   */
  protected inspection<I extends object>(read: (tools: PageTools) => GameInspection<I>): KitInspection<M> & I {
    const tools = pageTools(this);
    const { moving, fields } = read(tools);
    for (const button of [this.bar.undo, this.bar.menu]) if (button.visible) tools.check(button.label, button.x, button.y, button.width, button.height);
    const director = this.director;
    const log = { texts: this.log.texts, shown: this.log.visible, button: this.#logPlace.button };
    const parts = { hint: this.#hint?.inspect(tools) ?? null, replay: this.#replay?.inspect(tools) ?? null, gameOverReplay: this.overPanel?.replay ?? null, gameOverRecord: this.overPanel?.record ?? null, panelMoving: (this.overPanel?.opening ?? false) || this.curtain.moving || (this.#tableMenu?.modal.moving ?? false), tableMenu: this.#tableMenu?.inspect(tools) ?? null, puzzle: this.#puzzle?.inspect() ?? null, tutorial: this.#guide?.inspect(tools) ?? null, ready: this.ready && this.view !== null, busy: this.busy, mine: this.mine, transients: this.transients.size, plies: director?.data.plies ?? 0, saving: director?.saving ?? false, status: this.bar.status, statusHeight: Math.round(this.bar.statusHeight), hourglass: this.bar.hourglass, legal: this.mine ? (director?.legalMoves() ?? []) : [], log, toast: this.toastBox.current, why: this.why.inspect(tools), zoom: this.zoom.showing, selected: this.drag.selectedId, fps: Math.round(this.game.loop.actualFps), stops: this.#stops, focused: this.#keys.focused };
    return { ...fields, ...kitFields(parts, moving, tools) };
  }

  /** The guided lesson's move kinds (a hint starts with one), and a good move lit as by Hint (Gate has its own). */
  protected get lessonMoves(): readonly string[] { return this.#guide?.focus ?? []; }
  protected pressHint(): void { void this.#hint?.ask(); }

  /** The kit's Hint (Gate has its own): the worker's advice lit through the keyboard ring's stops. */
  #makeHint(button: Button): TableHint<M, V, E> {
    return new TableHint<M, V, E>({ scene: this, module: this.module, grammar: this.#spec.grammar, button, motion: this.motion, describe: (event) => this.logLine(event)?.text ?? '', palette: () => this.palette, director: () => this.director, say: (words, tone) => this.toastBox.showNow(words, tone), notNow: () => this.#sayNotNow(), refresh: () => this.refresh(), focus: () => this.lessonMoves, stop: (name) => this.#stops.find((stop) => stop.name === name) ?? null,
      now: () => ({ mine: this.mine, viewer: this.viewer, view: this.view, seed: this.seed, chosen: this.choices.chosen, picked: this.choices.offer.multi?.picked ?? [] }) });
  }

  /** A replay on this table: the viewer machine drives the table's own drawing; its controls take the keyboard. */
  #watch(replay: CheckedReplay): TableReplay<V, E> {
    const watching = new TableReplay<V, E>({ scene: this, motion: this.motion, palette: () => this.palette, render: (view, seat) => this.render(view, seat), animate: (events, final, seat) => this.animate(events, final, 'computer', seat), rewriteLog: (events, seat) => this.#log.replace(events, seat),
      status: (text) => this.bar.setStatus(text, false), say: (words, tone) => this.toastBox.showNow(words, tone), takeOver: (save) => this.scene.start(this.#spec.key, { resumed: save }), seatName: (seat) => this.seatName(seat), describe: (event) => this.logLine(event)?.text ?? '' }, replay);
    this.#keys.setItems(watching.stops);
    this.bar.undo.setVisible(false);
    return watching;
  }

  /** The game as it stands, to share (none online: the server holds the game). */
  #share(): ReturnType<typeof shareActions> {
    return this.match.session ? null : shareActions(this.director?.data, { watch: (checked) => this.scene.start(this.#spec.key, { replay: checked }), say: (words, tone) => this.toastBox.show(words, tone) });
  }

  /** The top bar's Menu: the table menu (share the game, or the main menu); a watched replay goes straight back. */
  #openMenu(): void {
    if (this.#replay || this.#tableMenu) return this.#replay ? this.toMenu() : undefined;
    this.services.sound.play('click');
    let leave = false;
    const menu = new TableMenu(this, this.palette, this.motion, ICONS.close.key, this.over ? null : this.#share(), () => (leave = true)).layout(this.viewWidth, this.viewHeight);
    this.#tableMenu = menu.onClosed(() => ((this.#tableMenu = null), leave ? this.toMenu() : this.refresh()));
    void menu.modal.open({ fromKeyboard: this.#keys.active });
  }

  #toggleLog(): void {
    if (this.#logPlace.toggle()) this.services.sound.play('click');
  }

  #explainDrop(cardId: string, zoneId: string | null): RefusalReason | null {
    if (zoneId === null) return null;
    if (!this.mine) return this.busy ? null : plainReason('Wait for your turn.');
    const move = this.moveFor(cardId, zoneId);
    return move ? (this.director?.reasonFor(move) ?? null) : null;
  }

  /** Sends a built move; a refusal (the director has said why) takes the machine back to choosing. */
  #send(move: M): void {
    if (this.match.submit(move)) return;
    this.picks.refused(this.director?.reasonFor(move) ?? plainReason('That move was refused.'));
    this.refresh();
  }

  /** Input while the person may not act: said (once while on screen), never dropped without a word. */
  #sayNotNow(): void {
    const words = notNowWords({ over: this.over !== null, handingOver: this.curtain.showing, busy: this.busy, thinking: this.thinking !== null });
    if (words !== null && this.toastBox.current !== words) this.why.say(plainReason(words), 'info', true);
  }

  #repaint(p: Palette): void {
    this.#guide?.setPalette(p);
    for (const part of [this.backdrop, this.bar, this.log, this.toastBox, this.curtain]) part.setPalette(p);
    this.repaintTable(p);
    this.#replay?.setPalette(p);
    this.#tableMenu?.setPalette(p);
    this.layout(this.viewWidth, this.viewHeight);
  }

  /** Words for why a move would be refused (the e2e hooks compare the toast with it). */
  explain(move: M): string | null {
    return this.director?.explain(move) ?? null;
  }
}
