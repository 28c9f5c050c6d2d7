import type * as Phaser from 'phaser';
import { dailySeed, difficultyOf } from '../../machines/highscores';
import type { Choices } from '../../machines/move-builder';
import type { PickStep } from '../../machines/move-steps';
import type { RefusalReason } from '../../machines/refusal-clauses';
import { plainReason } from '../../machines/refusal-clauses';
import type { SeatController } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { Outcome, Seat } from '../../rules/core/module';
import type { Command, Difficulty, GateConfig, GateEvent, GateMove, GateView, Split } from '../../rules/gate/index';
import { CARDS, gate, LOCATIONS } from '../../rules/gate/index';
import { ICONS } from '../assets';
import { BUTTON_CLICK, BUTTON_DENIED } from '../components/Button';
import type { CardView } from '../components/CardView';
import { mix } from '../components/draw';
import { tableSceneKey } from '../keys';
import type { GameOverWords } from '../kit/GameOverPanel';
import type { LogLine } from '../kit/TableLog';
import type { EventAnimations, Stop, TableChrome, TableStart } from '../kit/TableScene';
import { TAP_SLOP, TableScene } from '../kit/TableScene';
import type { Palette } from '../theme';
import { gateAnimations, settlePlay } from './animations';
import { COMMAND_LABEL, GateBoard } from './board';
import { GateHints } from './hints';
import type { GateInspection } from './inspect';
import { inspectGate } from './inspect';
import { shownOf } from './model';
import { commandProbe, initialSplit, moveForDrop, promptText, runSummary } from './prompts';
import { SplitBar } from './split';
import { cardOf, DISCARD_ZONE, enemyZone, gateSteps, splitOfOption, splitOption } from './steps';
import type { SummaryAction } from './summary';
import { SUMMARY_ACTIONS, SummaryPanel } from './summary';

/** What the menu hands the table: a new run (with a seed, or one from the URL or the clock), or a save to continue. */
export type GateTableData =
  | { readonly game: 'gate'; readonly seats: readonly SeatController[]; readonly seed?: string; readonly difficulty?: Difficulty }
  | { readonly resumed: ResumedSave };

const SOLO: readonly SeatController[] = [{ kind: 'human', name: 'Player 1' }];

/**
 * The Gate table on the table kit: the town, the Fearamid, the enemies, the market and the hand (the board) and
 * their event animations, hints and the run summary, with the kit's match, chrome and move-building machine. A
 * repair's split and a command's target are steps of the machine; the split bar shows the split on offer.
 */
export class GateTable extends TableScene<GateMove, GateView, GateEvent> {
  protected animations!: EventAnimations<GateEvent, GateView>;
  #board!: GateBoard;
  #split!: SplitBar;
  #hints!: GateHints;
  #summary: SummaryPanel | null = null;

  constructor() {
    super({ key: tableSceneKey('gate'), module: gate, grammar: gateSteps, ownHint: true, topBarExtras: [{ label: 'Hint', icon: ICONS.gtHint.key, width: 104 }] });
  }

  protected build(): void {
    this.#summary = null;
    const board = (this.#board = new GateBoard(
      this,
      {
        motion: this.motion,
        palette: this.palette,
        drag: this.drag,
        zoom: this.zoom,
        tapZone: (id, pointer) => this.#tapZone(id, pointer),
        tapEnemy: (id, card, pointer) => this.#tapEnemy(id, card, pointer),
        tapDrawPile: (pointer) => this.#tapPile('draw', pointer),
      },
      this.viewWidth,
      this.viewHeight,
    ));
    board.endTurn.on(BUTTON_CLICK, () => this.picks.tapOption('endTurn'));
    board.endTurn.on(BUTTON_DENIED, () => this.#denied('endTurn'));
    for (const b of board.commands) {
      b.on(BUTTON_CLICK, () => this.#command(b.command));
      b.on(BUTTON_DENIED, () => this.#denied(b.command));
    }
    this.#split = new SplitBar(board, { confirm: (split) => this.picks.tapOption(splitOption(split)), cancel: () => this.picks.cancel() });
    this.#hints = new GateHints(this, board, () => this.#hintContext());
    (this.bar.extras[0] as NonNullable<(typeof this.bar.extras)[0]>).on(BUTTON_CLICK, () => void this.#hints.ask());
    this.animations = gateAnimations({ board, transients: this.transients, sound: (n) => this.services.sound.play(n) });
  }

  protected override configFor(start: Extract<TableStart, { seats: unknown }>): unknown {
    const difficulty = (start as { difficulty?: Difficulty }).difficulty ?? 'normal';
    return { ...gate.defaultConfig(1), difficulty } satisfies GateConfig;
  }

  protected override resumedSeats(_save: ResumedSave): SeatController[] {
    return [...SOLO];
  }

  get #difficulty(): string {
    return difficultyOf(this.director?.data.config);
  }

  protected layoutTable(w: number, h: number): TableChrome {
    this.#board.place(w, h);
    this.#summary?.layout(w, h);
    this.#split.layout();
    this.#hints.paint();
    return this.#board.layout;
  }

  protected draw(view: GateView): void {
    this.#board.shown = shownOf(view);
    this.#board.reconcile(false);
  }

  protected async settle(final: GateView): Promise<void> {
    await settlePlay(this.#board);
    this.#board.shown = shownOf(final);
    this.#board.reconcile(true);
  }

  protected repaintTable(p: Palette): void {
    this.#board.setPalette(p);
    this.#hints.paint();
  }

  protected override logLine(e: GateEvent): LogLine {
    if (e.type === 'stepBegan' || e.type === 'goldAdded') return null;
    const p = this.palette;
    const colour = e.type === 'won' || e.type === 'enemyDefeated' ? p.gold : e.type === 'damaged' || e.type === 'destroyed' || e.type === 'lost' ? mix(p.refused, 0xffffff, 0.35) : null;
    return { text: gate.describeEvent(e), colour };
  }

  protected gameOverWords(): GameOverWords {
    return { title: 'The run is over', text: '' };
  }

  /** The run's end: the summary with its high scores, instead of the kit's panel. */
  override gameOver(_outcome: Outcome, _seats: readonly Seat[]): void {
    const v = this.view;
    if (!v || this.#summary) return;
    this.over = this.gameOverWords();
    const s = runSummary(v);
    const panel = new SummaryPanel(this, s, this.seed, this.#difficulty, this.palette);
    for (const a of SUMMARY_ACTIONS) panel.on(a, () => this.#summaryAction(a));
    this.#summary = panel;
    panel.layout(this.viewWidth, this.viewHeight);
    void panel.open(this.motion);
    void this.services.scores
      .record('gate', this.seed, this.#difficulty, { score: s.score, won: s.won, turns: s.turns, defeated: s.defeated.length, at: new Date().toISOString() })
      .then(({ table, rank }) => {
        if (this.#summary === panel) panel.setTable(table, rank);
      })
      .catch(() => this.toastBox.show('The high-score table could not be saved on this device.', 'warning'));
    this.refresh();
  }

  #summaryAction(a: SummaryAction): void {
    if (a === 'menu') return this.toMenu();
    const seed = a === 'replay' ? this.seed : a === 'daily' ? dailySeed() : `${Date.now()}`;
    this.services.sound.play('click');
    this.match.exit();
    // The same difficulty again: replaying a seed means the same start.
    this.scene.restart({ game: 'gate', seats: SOLO, seed, difficulty: this.#difficulty as Difficulty } satisfies GateTableData);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: the kit's machine decides; the table maps its pieces to steps.

  #tapZone(zoneId: string, pointer: Phaser.Input.Pointer): void {
    if (pointer.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    // With nothing chosen, the discard pile lists its cards (the player knows their own).
    if (zoneId === DISCARD_ZONE && this.choices.chosen.length === 0 && !this.drag.selectedId) this.#tapPile('discard', pointer);
  }

  #tapEnemy(id: number, card: CardView, pointer: Phaser.Input.Pointer): void {
    if (this.zoom.endsReading(pointer, card.cardId)) return;
    if (pointer.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    const slot = this.#board.shown?.row.indexOf(id) ?? -1;
    // A tap on the card counts as a tap on its slot (a held card's attack, a Call to Arms' target).
    if (slot >= 0 && slot <= 1 && this.choices.chosen.length > 0) this.picks.tapZone(enemyZone(slot));
  }

  #tapPile(which: 'draw' | 'discard', pointer: Phaser.Input.Pointer): void {
    const s = this.#board.shown;
    if (pointer.getDistance() > TAP_SLOP * this.cameras.main.zoom || this.drag.selectedId || !s) return;
    const names = (which === 'draw' ? s.drawPile : s.discard).map((id) => CARDS[id]?.name ?? '?');
    this.toastBox.show(`${which === 'draw' ? 'Draw pile (in no order)' : 'Discard pile'}: ${names.length === 0 ? 'empty' : names.join(', ')}.`);
  }

  /** A command button: the command (its target next, if it takes one), or, pressed again, put back. */
  #command(command: Command): void {
    const held = this.choices.chosen[0];
    if (held && !('set' in held) && held.id === command) return this.picks.cancel();
    this.picks.tapOption(command);
  }

  /** A greyed-out button says why: the rules' words for the move it would be, or what is under way. */
  #denied(button: Command | 'endTurn'): void {
    const v = this.view;
    if (!v) return;
    this.services.sound.play('deny');
    let why: RefusalReason | null;
    if (!this.mine) why = plainReason(this.over ? 'The run is over.' : 'Wait for the table to settle.');
    else if (this.choices.chosen.length > 0) why = plainReason(this.#split.open ? 'Finish the repair first: Repair, or Cancel.' : 'Finish what you started first, or press Escape to put it back.');
    else if (button === 'endTurn') why = this.director?.reasonFor({ type: 'endTurn' }) ?? null;
    else {
      const probe = commandProbe(v, button);
      why = (probe ? this.director?.reasonFor(probe) : null) ?? plainReason(button === 'callToArms' ? 'There is no enemy face up to call the militia against.' : `${COMMAND_LABEL[button]} cannot be issued now.`);
    }
    this.why.say(why ?? plainReason('Not now.'), 'warning');
  }

  protected override refusalFor(step: PickStep): RefusalReason | null {
    if (this.choices.chosen.length > 0 && step.kind === 'option') return plainReason(this.#split.open ? 'Finish the repair first: Repair, or Cancel.' : 'Finish what you started first, or press Escape to put it back.');
    return null;
  }

  protected override moveFor(cardIdOfDrop: string, zoneId: string): GateMove | null {
    const v = this.view;
    return v ? moveForDrop(this.director?.legalMoves() ?? [], v, cardIdOfDrop, zoneId) : null;
  }

  protected targetOf(step: PickStep): Phaser.GameObjects.Container | null {
    const board = this.#board;
    const id = String(step.id);
    if (step.kind === 'card') return board.cards.get(cardOf(id) ?? -1) ?? null;
    if (step.kind === 'zone') return board.zones.get(id) ?? null;
    if (id === 'endTurn') return board.endTurn;
    return board.commands.find((b) => b.command === id) ?? null;
  }

  protected buttons(): Stop[] {
    return this.#split.open ? this.#split.focusables() : [];
  }

  // ---------------------------------------------------------------------------------------------------------
  // Painting the choices

  /** The targeted command waiting for its target, if any. */
  get #commandPick(): Command | null {
    const first = this.choices.chosen[0];
    return first && !('set' in first) && first.kind === 'option' && (first.id === 'callToArms' || first.id === 'fortify') ? first.id : null;
  }

  protected promptText(view: GateView, choices: Choices<GateMove>): string {
    const held = choices.chosen[0];
    const card = held && !('set' in held) && held.kind === 'card' ? cardOf(String(held.id)) : null;
    const pick = this.#commandPick;
    if (this.#split.open && card !== null) return `Repair with ${CARDS[card]?.name ?? 'the card'}: choose where the points go, then Repair`;
    if (pick) return `${COMMAND_LABEL[pick]}: tap ${pick === 'callToArms' ? 'an enemy' : 'a damaged location'} (or the button again to cancel)`;
    if (card !== null && view.market.includes(card)) return `Recruit ${CARDS[card]?.name}: tap your discard pile (${CARDS[card]?.cost} gold)`;
    if (card !== null) return `${CARDS[card]?.name}: tap where to use it — an enemy, a location, the Fearamid or the gold pool`;
    return promptText(view);
  }

  protected override waitingText(view: GateView): string {
    return this.over ? 'The run is over' : this.busy ? `Turn ${this.#board.shown?.turn ?? view.turn}` : '';
  }

  protected paint(choices: Choices<GateMove>): void {
    const board = this.#board;
    const { offer } = choices;
    const options = new Set(offer.picks.filter((p) => p.kind === 'option').map((p) => String(p.id)));
    board.commands.forEach((b) => b.setEnabled(this.mine && (options.has(b.command) || this.#commandPick === b.command)));
    board.endTurn.setEnabled(this.mine && options.has('endTurn'));
    (this.bar.extras[0] as NonNullable<(typeof this.bar.extras)[0]>).setEnabled(this.mine && !this.#hints.pending);
    // A command waiting for its target lights the targets (and nothing else).
    const pick = this.#commandPick;
    if (pick || !this.drag.selectedId) {
      const lit = new Set(pick ? offer.picks.filter((p) => p.kind === 'zone').map((p) => String(p.id)) : []);
      if (!this.drag.draggingId) for (const [id, z] of board.zones) z.setZoneState(lit.has(id) ? 'legal' : 'idle');
    }
    const splits = offer.picks.flatMap((p): Split[] => {
      const split = p.kind === 'option' ? splitOfOption(String(p.id)) : null;
      return split ? [split] : [];
    });
    const held = choices.chosen[0];
    const zone = choices.chosen[1];
    const card = held && !('set' in held) ? cardOf(String(held.id)) : null;
    const loc = zone && !('set' in zone) ? (LOCATIONS as readonly string[]).indexOf(String(zone.id)) : -1;
    this.#split.show(card !== null && splits.length > 0 ? { card, splits, start: initialSplit(splits, Math.max(0, loc)) ?? (splits[0] as Split) } : null);
    if (this.#hints.stale(this.director?.data.plies ?? 0)) this.#hints.clear();
    this.#hints.paint();
  }

  /** The guided game's lessons light a move through Gate's own hints. */
  protected override pressHint(): void {
    void this.#hints.ask();
  }

  #hintContext() {
    const director = this.director;
    return { director, mine: this.mine, busy: this.busy, over: this.over !== null, seed: this.seed, view: this.view, palette: this.palette, prompt: this.#board.layout.prompt, splitOpen: this.#split.open, toast: (text: string, tone: 'info' | 'warning') => this.toastBox.show(text, tone), refresh: () => this.refresh(), hintButton: this.bar.extras[0], focus: this.lessonMoves };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  inspect(): GateInspection {
    const board = this.#board;
    return this.inspection((tools) =>
      inspectGate({ scene: this, board, view: this.view, selected: this.drag.selectedId, seed: this.seed, difficulty: this.#difficulty, bar: this.bar, split: this.#split, commandPick: this.#commandPick, hints: this.#hints, summary: this.#summary }, tools),
    );
  }
}

