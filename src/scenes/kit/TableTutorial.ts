import type * as Phaser from 'phaser';
import type { ClauseId } from '../../machines/refusal-clauses';
import type { Tutorial, TutorialProgress } from '../../machines/tutorials';
import { afterMove, currentLesson, dismissed, lessonHeading, progressOf, TUTORIAL_DONE, TUTORIAL_START, TUTORIALS, tutorialOver } from '../../machines/tutorials';
import type { GameId } from '../../rules/catalog';
import type { MoveBase, Seat } from '../../rules/core/module';
import type { MoveRecord } from '../../rules/core/replay';
import { BUTTON_CLICK, Button } from '../components/Button';
import { drawBox, mix } from '../components/draw';
import type { Focusable } from '../components/KeyboardFocus';
import type { PageButton } from '../components/page';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { PageTools } from './inspect';

/** What the guide reads off its table. */
export interface TutorialHost {
  readonly scene: Phaser.Scene;
  palette(): Palette;
  /** The person's seat. */
  readonly person: Seat;
  /** The table's width now (the card is centred under the top bar). */
  width(): number;
  /** The person's legal moves now (none while they may not act). */
  legal(): readonly MoveBase[];
  /** Every move made so far. */
  history(): readonly MoveRecord[];
  /** Lights a good move on the table, as its Hint button does. */
  hint(): void;
  /** Opens the rulebook at a clause. */
  why(clause: ClauseId): void;
  say(words: string): void;
  /** The keyboard ring changed (the card's buttons come and go). */
  changed(): void;
}

/** What the test hooks read of the guide. */
export interface TutorialInspection {
  readonly done: number;
  readonly lessons: number;
  readonly skipped: boolean;
  /** The lesson on the card, or null when none is shown. */
  readonly showing: { readonly index: number; readonly title: string; readonly clause: string } | null;
  readonly buttons: { readonly main: PageButton; readonly why: PageButton; readonly skip: PageButton };
}

const CARD_WIDTH = 600;

/**
 * The guided first game on a table: a card under the top bar with the lesson of the moment (its title, a few lines,
 * "Why?" to its clause in the rulebook), shown when the person first has a move of the kind it teaches; the table's
 * Hint lights a good one at once ("Show me" lights it again). A read-only lesson has "Got it". "Skip the guide"
 * ends it; the game goes on either way.
 */
export class TableTutorial {
  readonly #host: TutorialHost;
  readonly #tutorial: Tutorial;
  readonly #box: Phaser.GameObjects.Graphics;
  readonly #heading: Phaser.GameObjects.Text;
  readonly #text: Phaser.GameObjects.Text;
  readonly #main: Button;
  readonly #why: Button;
  readonly #skip: Button;
  #progress: TutorialProgress = TUTORIAL_START;
  #seen = 0;
  #shown: number | null = null;
  #width = 0;

  constructor(host: TutorialHost, game: GameId) {
    this.#host = host;
    this.#tutorial = TUTORIALS[game];
    const { scene } = host;
    const p = host.palette();
    this.#box = scene.add.graphics().setDepth(DEPTH.ui + 20);
    this.#heading = scene.add.text(0, 0, '', textStyle('label', p.gold)).setOrigin(0, 0).setDepth(DEPTH.ui + 21);
    this.#text = scene.add.text(0, 0, '', textStyle('body', p.text, { lineSpacing: 2 })).setOrigin(0, 0).setDepth(DEPTH.ui + 21);
    this.#main = new Button(scene, 0, 0, { label: 'Show me', width: 130, height: 44, variant: 'primary' }, p).setDepth(DEPTH.ui + 21);
    this.#why = new Button(scene, 0, 0, { label: 'Why?', width: 96, height: 44 }, p).setDepth(DEPTH.ui + 21);
    this.#skip = new Button(scene, 0, 0, { label: 'Skip the guide', width: 170, height: 44, variant: 'ghost' }, p).setDepth(DEPTH.ui + 21);
    this.#main.on(BUTTON_CLICK, () => this.#pressMain());
    this.#why.on(BUTTON_CLICK, () => {
      const lesson = this.#shown === null ? null : this.#tutorial.lessons[this.#shown];
      if (lesson) host.why(lesson.clause);
    });
    this.#skip.on(BUTTON_CLICK, () => {
      this.#progress = { ...this.#progress, skipped: true };
      host.say('Guide skipped: the game goes on against the computer at Easy.');
      this.follow();
    });
    // A guided game reloaded: its moves so far say how far the guide had come.
    this.#progress = progressOf(this.#tutorial, host.history(), host.person);
    this.#seen = host.history().length;
    this.#width = host.width();
    this.#paint(null);
  }

  /** The move kinds the lesson on show teaches (the hint starts with one of them); none between lessons. */
  get focus(): readonly string[] {
    return (this.#shown === null ? null : this.#tutorial.lessons[this.#shown])?.moves ?? [];
  }

  /** The card's buttons for the keyboard's ring while it shows. */
  get stops(): (Focusable & { readonly name: string })[] {
    if (this.#shown === null) return [];
    return [
      { name: 'guide:main', target: this.#main, activate: () => this.#main.emit(BUTTON_CLICK), label: () => this.#main.label },
      { name: 'guide:why', target: this.#why, activate: () => this.#why.emit(BUTTON_CLICK), label: () => 'Why? Open the rulebook at this lesson\'s clause' },
      { name: 'guide:skip', target: this.#skip, activate: () => this.#skip.emit(BUTTON_CLICK), label: () => 'Skip the guide' },
    ];
  }

  #pressMain(): void {
    const lesson = this.#shown === null ? null : this.#tutorial.lessons[this.#shown];
    if (!lesson) return;
    if (lesson.moves.length > 0) return this.#host.hint();
    this.#progress = dismissed(this.#tutorial, this.#progress);
    this.follow();
  }

  /** Called on every change of the table: counts the person's new moves, then shows the lesson of the moment. */
  follow(): void {
    const host = this.#host;
    const history = host.history();
    const wasOver = tutorialOver(this.#tutorial, this.#progress);
    for (const { seat, move } of history.slice(this.#seen)) if (seat === host.person) this.#progress = afterMove(this.#tutorial, this.#progress, move);
    this.#seen = history.length;
    if (!wasOver && !this.#progress.skipped && tutorialOver(this.#tutorial, this.#progress)) host.say(TUTORIAL_DONE);
    const now = currentLesson(this.#tutorial, this.#progress, host.legal());
    const index = now?.index ?? null;
    if (index === this.#shown) return;
    this.#shown = index;
    this.#paint(index);
    host.changed();
    // A lesson about a move: light a good one at once.
    if (now && now.lesson.moves.length > 0) host.hint();
  }

  #paint(index: number | null): void {
    const lesson = index === null ? null : this.#tutorial.lessons[index];
    const parts = [this.#box, this.#heading, this.#text, this.#main, this.#why, this.#skip];
    // Nothing is drawn before the first layout (the table's width is not known yet).
    const shown = lesson !== undefined && lesson !== null && this.#width > 0;
    for (const part of parts) part.setVisible(shown);
    if (!shown || !lesson || index === null) return;
    const p = this.#host.palette();
    const width = Math.min(CARD_WIDTH, this.#width - 24);
    const left = this.#width / 2 - width / 2;
    const top = 58;
    this.#heading.setText(lessonHeading(this.#tutorial, index)).setColor(css(p.gold)).setPosition(left + 18, top + 12);
    this.#text.setText(lesson.text).setColor(css(p.text)).setWordWrapWidth(width - 36, true).setPosition(left + 18, top + 40);
    const buttonsY = top + 40 + this.#text.height + 32;
    const height = buttonsY - top + 30;
    drawBox(this.#box.clear(), this.#width / 2, top + height / 2, width, height, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.97, stroke: p.gold, strokeWidth: 2, radius: 14, shadow: 6 });
    this.#main.setLabel(lesson.moves.length > 0 ? 'Show me' : 'Got it').setPosition(left + 18 + 65, buttonsY);
    this.#why.setPosition(left + 18 + 130 + 12 + 48, buttonsY);
    this.#skip.setPosition(left + width - 18 - 85, buttonsY);
  }

  layout(width: number): void {
    this.#width = width;
    this.#paint(this.#shown);
  }

  setPalette(p: Palette): void {
    for (const button of [this.#main, this.#why, this.#skip]) button.setPalette(p);
    this.#paint(this.#shown);
  }

  inspect(tools: PageTools): TutorialInspection {
    const lesson = this.#shown === null ? null : this.#tutorial.lessons[this.#shown];
    return {
      done: this.#progress.done,
      lessons: this.#tutorial.lessons.length,
      skipped: this.#progress.skipped,
      showing: lesson && this.#shown !== null ? { index: this.#shown, title: lesson.title, clause: lesson.clause } : null,
      buttons: { main: tools.button(this.#main), why: tools.button(this.#why), skip: tools.button(this.#skip) },
    };
  }
}
