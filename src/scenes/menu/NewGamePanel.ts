import type * as Phaser from 'phaser';
import { dailySeed } from '../../machines/highscores';
import type { SeatController } from '../../machines/match-logic';
import type { SeatChoice } from '../../machines/seats';
import { GUIDED_SEED_PREFIX } from '../../machines/tutorials';
import { SEAT_CHOICES, defaultSeatChoices, describeSeats, resizeSeatChoices, seatControllers } from '../../machines/seats';
import type { GameInfo, GameOption, OptionValue } from '../../rules/catalog';
import { BUTTON_CLICK, Button } from '../components/Button';
import { focusable } from '../components/focusables';
import type { Motion } from '../components/motion';
import { Modal } from '../components/Panel';
import { SEGMENTED_CHANGE, Segmented } from '../components/Segmented';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';

/**
 * Emitted with (seats: SeatController[], choices: SeatChoice[], options: NewGameOptions) when the player presses
 * Start (or, for a solo game, Daily seed).
 */
export const NEW_GAME_START = 'start';
/** Emitted (no arguments) when the player presses Resume: the game's save is to be continued. */
export const NEW_GAME_RESUME = 'resume';

/** A seed chosen in the panel (the daily seed; none: the table picks one), and a solo game's difficulty. */
export interface NewGameOptions {
  readonly seed?: string;
  readonly difficulty?: SoloDifficulty;
  /** Two-player deck games (GateRunners): each seat's deck id, in seat order. */
  readonly decks?: readonly string[];
  /** Games with options (Gateway Uprising): each option's value by its config field. */
  readonly settings?: Readonly<Record<string, OptionValue>>;
}

/** The difficulties a solo game offers (Gate's GT-44), easiest first. */
export const SOLO_DIFFICULTIES = [
  { id: 'easy', label: 'Easy' },
  { id: 'normal', label: 'Normal' },
  { id: 'hard', label: 'Hard' },
] as const;
export type SoloDifficulty = (typeof SOLO_DIFFICULTIES)[number]['id'];

/** Where each control is, in world space: what the test hooks report. */
export interface NewGameControls {
  readonly playerCount: readonly Rect[];
  readonly seats: readonly (readonly Rect[])[];
  readonly start: Rect;
  /** Solo games: start today's daily seed. */
  readonly daily: Rect | null;
  /** Solo games: the difficulty options, easiest first. */
  readonly difficulty: readonly Rect[];
  /** Resume the game's save (only when it has one). */
  readonly resume: Rect | null;
  /** The Guided game button (shown when there is no save to resume). */
  readonly guided: Rect | null;
  /** Who plays each seat as chosen now, and a solo game's difficulty (null for games with seats). */
  readonly choices: readonly SeatChoice[];
  readonly level: SoloDifficulty | null;
  /** Games with decks: each seat's row of deck options, and the deck ids chosen now (null for other games). */
  readonly decks: { readonly rows: readonly (readonly Rect[])[]; readonly chosen: readonly string[] } | null;
  /** Games with options: the Players / Options switch, each option's row (empty while the Players page shows), and the values chosen now. */
  readonly options: { readonly pages: readonly Rect[]; readonly page: PanelPage; readonly rows: Readonly<Record<string, readonly Rect[]>>; readonly chosen: Readonly<Record<string, OptionValue>> } | null;
  readonly close: Rect;
  /** Keyboard focus among the panel's controls in reading order (the close button last), -1 when hidden. */
  readonly focused: number;
}

/** What the panel offers beyond a new game. */
export interface NewGamePanelOptions {
  /** The game has a save: offer Resume above the new-game choices. */
  readonly resume?: boolean;
}

/** A game with options shows its seats and its options on two pages of the panel. */
export type PanelPage = 'players' | 'options';
const PAGES: readonly { readonly page: PanelPage; readonly label: string }[] = [
  { page: 'players', label: 'Players' },
  { page: 'options', label: 'Options' },
];

const ROW_H = 74;
const GAP = 10;
/** The "game in progress" line with its Resume button. */
const RESUME_H = 78;

/**
 * Who plays: one row per seat (Human, or the computer at Easy / Medium / Hard; several humans is pass-and-play),
 * plus the player count for games that seat 2–4. Start emits the match's seat controllers. A solo game has no
 * seats to choose: Start, or Daily seed (the same deal for everyone today).
 */
export class NewGamePanel {
  readonly modal: Modal;
  readonly #scene: Phaser.Scene;
  readonly #count: Segmented | null;
  readonly #summary: Phaser.GameObjects.Text;
  #words = '';
  #record: string | null = null;
  readonly #start: Button;
  readonly #daily: Button | null;
  readonly #solo: boolean;
  readonly #difficulty: Segmented | null;
  readonly #resume: Button | null;
  readonly #resumeNote: Phaser.GameObjects.Text | null;
  /** Without a save: the guided first game, offered in the same row (its note says so louder on a first visit). */
  readonly #guided: Button | null;
  readonly #guidedNote: Phaser.GameObjects.Text | null;
  readonly #gameTitle: string;
  #level: SoloDifficulty = 'normal';
  #rows: Segmented[] = [];
  /** Each seat's deck (games with decks): a row per seat, and the chosen deck ids. */
  #deckRows: Segmented[] = [];
  #decks: string[] = [];
  readonly #deckList: GameInfo['decks'];
  /** The game's options (if any): the page switch, a row per option, and each option's value. */
  readonly #optionList: readonly GameOption[];
  readonly #pages: Segmented | null;
  #page: PanelPage = 'players';
  readonly #optionRows: Segmented[];
  readonly #settings: Record<string, OptionValue>;
  #choices: SeatChoice[];
  #palette: Palette;
  #view = { width: 0, height: 0 };

  constructor(scene: Phaser.Scene, game: GameInfo, palette: Palette, motion: Motion, icons: { close: string; play: string; daily?: string }, options: NewGamePanelOptions = {}) {
    this.#scene = scene;
    this.#palette = palette;
    this.#choices = defaultSeatChoices(game.minSeats);
    this.#solo = game.maxSeats === 1;
    this.#deckList = game.decks;
    this.#decks = (game.decks ?? []).slice(0, game.minSeats).map((d) => d.id);
    this.modal = new Modal(scene, `New game · ${game.title}`, palette, motion, icons.close);
    this.#optionList = game.options ?? [];
    this.#settings = Object.fromEntries(this.#optionList.map((option) => [option.id, option.choices[0]?.value ?? false]));
    this.#pages =
      this.#optionList.length > 0
        ? new Segmented(scene, 0, 0, 'Set up', PAGES.map((p) => p.label), 0, 300, palette).on(SEGMENTED_CHANGE, (i: number) => this.#showPage(PAGES[i]?.page ?? 'players'))
        : null;
    this.#optionRows = this.#optionList.map((option) =>
      new Segmented(scene, 0, 0, option.label, option.choices.map((c) => c.label), 0, 300, palette).setVisible(false).on(SEGMENTED_CHANGE, (i: number) => this.#choose(option, i)),
    );
    const counts = Array.from({ length: game.maxSeats - game.minSeats + 1 }, (_, i) => game.minSeats + i);
    this.#count =
      counts.length > 1
        ? new Segmented(scene, 0, 0, 'Players', counts.map(String), 0, 300, palette).on(SEGMENTED_CHANGE, (i: number) => this.#setCount(counts[i] ?? game.minSeats))
        : null;
    const normal = SOLO_DIFFICULTIES.findIndex((d) => d.id === 'normal');
    this.#difficulty = this.#solo
      ? new Segmented(scene, 0, 0, 'Difficulty', SOLO_DIFFICULTIES.map((d) => d.label), normal, 300, palette).on(SEGMENTED_CHANGE, (i: number) => {
          this.#level = SOLO_DIFFICULTIES[i]?.id ?? 'normal';
        })
      : null;
    this.#summary = scene.add.text(0, 0, '', textStyle('body', palette.textMuted, { size: 17, align: 'center' })).setOrigin(0.5, 0);
    const start = (options: NewGameOptions): void => {
      const withDecks = this.#deckList ? { ...options, decks: [...this.#decks] } : this.#optionList.length > 0 ? { ...options, settings: { ...this.#settings } } : options;
      const withLevel = this.#solo ? { ...withDecks, difficulty: this.#level } : withDecks;
      this.modal.emit(NEW_GAME_START, seatControllers(this.#choices), [...this.#choices], withLevel);
      void this.modal.close();
    };
    // With a save, Resume is the first and primary choice; a new game is the second.
    const resuming = options.resume === true;
    this.#resume = resuming
      ? new Button(scene, 0, 0, { label: 'Resume', icon: icons.play, width: 200, height: 52, variant: 'primary' }, palette).on(BUTTON_CLICK, () => {
          this.modal.emit(NEW_GAME_RESUME);
          void this.modal.close();
        })
      : null;
    this.#resumeNote = resuming ? scene.add.text(0, 0, 'You have a game in progress.', textStyle('body', palette.text, { size: 17 })).setOrigin(0, 0.5) : null;
    this.#gameTitle = game.title;
    const guidedSeats: SeatController[] = this.#solo ? [{ kind: 'human' }] : [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }];
    this.#guided = resuming ? null : new Button(scene, 0, 0, { label: 'Guided game', width: 200, height: 52 }, palette).on(BUTTON_CLICK, () => {
      const decks = this.#deckList ? { decks: this.#deckList.slice(0, 2).map((d) => d.id) } : {};
      this.modal.emit(NEW_GAME_START, guidedSeats, defaultSeatChoices(guidedSeats.length), { ...decks, seed: `${GUIDED_SEED_PREFIX}${Date.now()}` });
      void this.modal.close();
    });
    this.#guidedNote = resuming ? null : scene.add.text(0, 0, 'Learn the rules as you play.', textStyle('body', palette.text, { size: 17 })).setOrigin(0, 0.5);
    const startLabel = this.#solo ? 'New run' : resuming ? 'New game' : 'Start';
    this.#start = new Button(scene, 0, 0, { label: startLabel, icon: icons.play, width: 200, height: 52, variant: resuming ? 'secondary' : 'primary' }, palette).on(BUTTON_CLICK, () => start({}));
    this.#daily = this.#solo ? new Button(scene, 0, 0, { label: 'Daily seed', icon: icons.daily ?? icons.play, width: 200, height: 52 }, palette).on(BUTTON_CLICK, () => start({ seed: dailySeed() })) : null;
    this.modal.panel.content.add([
      ...(this.#resume && this.#resumeNote ? [this.#resumeNote, this.#resume] : []),
      ...(this.#guided && this.#guidedNote ? [this.#guidedNote, this.#guided] : []),
      ...(this.#pages ? [this.#pages] : []),
      ...this.#optionRows,
      ...(this.#count ? [this.#count] : []),
      ...(this.#difficulty ? [this.#difficulty] : []),
      this.#summary,
      this.#start,
      ...(this.#daily ? [this.#daily] : []),
    ]);
    this.#buildRows();
  }

  /** The choices as they stand. */
  get choices(): readonly SeatChoice[] {
    return this.#choices;
  }

  layout(viewWidth: number, viewHeight: number): this {
    this.#view = { width: viewWidth, height: viewHeight };
    const countH = this.#count || this.#difficulty ? ROW_H : 0;
    const resumeH = this.#resume ? RESUME_H : 0;
    // The guided game's row sits under Start (it comes after Start for the keyboard too).
    const guidedH = this.#guided ? RESUME_H : 0;
    // With options, the panel is as tall as its taller page, so switching pages does not move Start.
    const pagesH = this.#pages ? ROW_H : 0;
    const rowsH = Math.max(countH + (this.#rows.length + this.#deckRows.length) * (ROW_H + GAP), this.#optionRows.length * (ROW_H + GAP));
    // The summary's height is known once it wraps to the panel's width: lay out, measure, and lay out again if it grew.
    const summaryH = (): number => Math.max(64, this.#summary.height + 24);
    const contentH = (): number => resumeH + pagesH + rowsH + summaryH() + 80 + guidedH + (this.#daily && viewWidth < 480 ? 62 : 0);
    this.modal.layout(viewWidth, viewHeight, 600, contentH() + 64 + 24);
    this.#summary.setWordWrapWidth(this.modal.panel.contentSize.width);
    this.modal.layout(viewWidth, viewHeight, 600, contentH() + 64 + 24);
    const { width } = this.modal.panel.contentSize;
    let y = 30;
    if (this.#resume && this.#resumeNote) {
      // The note left, Resume right; stacked when the panel is narrow.
      const side = width >= 440;
      this.#resumeNote.setOrigin(side ? 0 : 0.5, 0.5).setPosition(side ? 0 : width / 2, side ? y : y - 14);
      this.#resume.setPosition(side ? width - 100 : width / 2, side ? y : y + 26);
      y += resumeH;
    }
    if (this.#pages) {
      this.#pages.resize(width).setPosition(width / 2, y + 10);
      y += ROW_H;
    }
    const rowsTop = y;
    const onPlayers = this.#page === 'players';
    for (const top of [this.#count, this.#difficulty]) {
      if (!top) continue;
      top.setVisible(onPlayers).resize(width).setPosition(width / 2, y + 10);
      y += ROW_H;
    }
    for (const row of [...this.#rows, ...this.#deckRows]) {
      row.setVisible(onPlayers).resize(width).setPosition(width / 2, y + 10);
      y += ROW_H + GAP;
    }
    let optionY = rowsTop;
    for (const row of this.#optionRows) {
      row.setVisible(!onPlayers).resize(width).setPosition(width / 2, optionY + 10);
      optionY += ROW_H + GAP;
    }
    y = rowsTop + rowsH;
    this.#summary.setWordWrapWidth(width).setPosition(width / 2, y - 4);
    // Start sits clear under the summary (half a button's height and a gap below its last line).
    const buttonsY = y - 4 + Math.max(this.#summary.height, 40) + 40;
    if (this.#daily) {
      const two = width >= 420;
      this.#start.setPosition(two ? width / 2 - 108 : width / 2, buttonsY);
      this.#daily.setPosition(two ? width / 2 + 108 : width / 2, two ? buttonsY : buttonsY + 62);
    } else this.#start.setPosition(width / 2, buttonsY);
    if (this.#guided && this.#guidedNote) {
      // Under Start: the note left, Guided game right; stacked when the panel is narrow.
      const side = width >= 440;
      const rowY = buttonsY + (this.#daily && width < 420 ? 62 : 0) + 70;
      this.#guidedNote.setWordWrapWidth(side ? width - 216 : width, true).setOrigin(side ? 0 : 0.5, 0.5).setPosition(side ? 0 : width / 2, side ? rowY : rowY - 14);
      this.#guided.setPosition(side ? width - 100 : width / 2, side ? rowY : rowY + 26);
    }
    return this;
  }

  setPalette(p: Palette): this {
    this.#palette = p;
    this.modal.setPalette(p);
    this.#count?.setPalette(p);
    this.#difficulty?.setPalette(p);
    for (const r of [...this.#rows, ...this.#deckRows, ...this.#optionRows]) r.setPalette(p);
    this.#pages?.setPalette(p);
    this.#summary.setColor(css(p.textMuted));
    this.#start.setPalette(p);
    this.#daily?.setPalette(p);
    this.#resume?.setPalette(p);
    this.#resumeNote?.setColor(css(p.text));
    this.#guided?.setPalette(p);
    this.#guidedNote?.setColor(css(p.text));
    return this;
  }

  controls(): NewGameControls {
    const rect = (b: Button): Rect => {
      const m = b.getWorldTransformMatrix();
      return { x: m.tx - 100, y: m.ty - 26, width: 200, height: 52 };
    };
    return {
      playerCount: this.#count?.optionRects ?? [],
      seats: this.#rows.map((r) => r.optionRects),
      start: rect(this.#start),
      daily: this.#daily ? rect(this.#daily) : null,
      difficulty: this.#difficulty?.optionRects ?? [],
      resume: this.#resume ? rect(this.#resume) : null,
      guided: this.#guided ? rect(this.#guided) : null,
      choices: [...this.#choices],
      decks: this.#deckList ? { rows: this.#deckRows.map((r) => r.optionRects), chosen: [...this.#decks] } : null,
      options: this.#pages
        ? {
            pages: this.#pages.optionRects,
            page: this.#page,
            rows: Object.fromEntries(this.#optionList.map((option, i) => [option.id, this.#page === 'options' ? (this.#optionRows[i]?.optionRects ?? []) : []])),
            chosen: { ...this.#settings },
          }
        : null,
      level: this.#solo ? this.#level : null,
      close: this.modal.closeRect,
      focused: this.modal.focused,
    };
  }

  /** Shows the Players or the Options page (games with options). */
  #showPage(page: PanelPage): void {
    this.#page = page;
    this.layout(this.#view.width, this.#view.height);
    this.#updateFocus();
  }

  /** An option's choice, with what it requires (the draft sets random piles; a scenario turns the draft off). */
  #choose(option: GameOption, index: number): void {
    const choice = option.choices[index];
    if (!choice) return;
    this.#settings[option.id] = choice.value;
    for (const [id, value] of Object.entries(choice.requires ?? {})) {
      this.#settings[id] = value;
      const other = this.#optionList.findIndex((o) => o.id === id);
      const at = this.#optionList[other]?.choices.findIndex((c) => c.value === value) ?? -1;
      if (at >= 0) this.#optionRows[other]?.setIndex(at);
    }
    this.#setSummary(this.#describe());
    this.layout(this.#view.width, this.#view.height);
  }

  #setCount(n: number): void {
    this.#choices = resizeSeatChoices(this.#choices, n);
    this.#buildRows();
    this.layout(this.#view.width, this.#view.height);
  }

  #buildRows(): void {
    for (const r of this.#rows) r.destroy();
    if (this.#solo) {
      this.#rows = [];
      this.#setSummary(`A solo game.\nDaily seed: the same deal for everyone today (${dailySeed()}).`);
      this.#updateFocus();
      return;
    }
    const options = SEAT_CHOICES.map((c) => c.label);
    this.#rows = this.#choices.map((choice, seat) => {
      const index = SEAT_CHOICES.findIndex((c) => c.choice === choice);
      const row = new Segmented(this.#scene, 0, 0, `Player ${seat + 1}`, options, index, 300, this.#palette);
      row.on(SEGMENTED_CHANGE, (i: number) => {
        this.#choices[seat] = SEAT_CHOICES[i]?.choice ?? 'human';
        this.#setSummary(this.#describe());
      });
      return row;
    });
    this.modal.panel.content.add(this.#rows);
    this.#buildDeckRows();
    this.#setSummary(this.#describe());
    this.#updateFocus();
  }

  /** A row per seat to choose its deck (games with decks), by the decks' names. */
  #buildDeckRows(): void {
    for (const r of this.#deckRows) r.destroy();
    const list = this.#deckList ?? [];
    if (list.length === 0) {
      this.#deckRows = [];
      return;
    }
    this.#decks = this.#choices.map((_, seat) => this.#decks[seat] ?? list[seat % list.length]?.id ?? '');
    this.#deckRows = this.#choices.map((_, seat) => {
      const index = Math.max(0, list.findIndex((d) => d.id === this.#decks[seat]));
      const row = new Segmented(this.#scene, 0, 0, `Player ${seat + 1}'s deck`, list.map((d) => d.name.split(' ').pop() ?? d.name), index, 300, this.#palette);
      row.on(SEGMENTED_CHANGE, (i: number) => {
        this.#decks[seat] = list[i]?.id ?? this.#decks[seat] ?? '';
        this.#setSummary(this.#describe());
      });
      return row;
    });
    this.modal.panel.content.add(this.#deckRows);
  }

  /** Who sits where, and each chosen deck's style and Hero in a line. */
  /** The summary's words, with the person's record on this device under them once it is known. */
  #setSummary(words: string): void {
    this.#words = words;
    this.#summary.setText(this.#record ? `${words}\n${this.#record}` : words);
  }

  /** Adds the person's record with this game on this device ("On this device: 12 played · …"). */
  setRecord(line: string | null): void {
    if (!this.#summary.scene) return; // the panel closed before the record was read
    this.#record = line;
    // No game of it played on this device yet: the guided game is offered as the way in.
    if (line === null) this.#guidedNote?.setText(`New to ${this.#gameTitle}? A guided game teaches the rules one at a time.`);
    this.#setSummary(this.#words);
    this.layout(this.#view.width, this.#view.height);
  }

  /** The record line shown (for the page's test hooks). */
  get record(): string | null {
    return this.#record;
  }

  #describe(): string {
    const seats = describeSeats(this.#choices);
    const list = this.#deckList ?? [];
    const decks = this.#decks.map((id, seat) => {
      const deck = list.find((d) => d.id === id);
      return deck ? `Player ${seat + 1}: ${deck.name} (${deck.hero}). ${deck.style}` : '';
    });
    const options = this.#optionList.map((option) => option.choices.find((c) => c.value === this.#settings[option.id])?.about ?? '');
    return [seats, ...decks.filter(Boolean), options.filter(Boolean).join(' ')].filter(Boolean).join('\n');
  }

  /** Keyboard order: Resume, the player count or difficulty, each seat, Start (and Daily seed), Guided game, then Close. */
  #updateFocus(): void {
    const page = this.#page === 'options' ? this.#optionRows : [this.#count, this.#difficulty, ...this.#rows, ...this.#deckRows];
    const rows = [this.#pages, ...page].filter((r): r is Segmented => r !== null);
    this.modal.setFocusItems([
      ...(this.#resume ? [focusable.button(this.#resume, 'Resume your game in progress')] : []),
      ...rows.map(focusable.segmented),
      focusable.button(this.#start),
      ...(this.#daily ? [focusable.button(this.#daily)] : []),
      ...(this.#guided ? [focusable.button(this.#guided, 'Guided game: learn the rules as you play, one at a time')] : []),
    ]);
  }
}
