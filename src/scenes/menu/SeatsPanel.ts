import type * as Phaser from 'phaser';
import type { SeatChoice } from '../../machines/seats';
import { chooseSeat, defaultPositionSeats, describePositionSeats, POSITION_SEAT_CHOICES } from '../../machines/position-seats';
import type { Seat } from '../../rules/core/module';
import { BUTTON_CLICK, Button } from '../components/Button';
import { focusable } from '../components/focusables';
import type { Motion } from '../components/motion';
import { Modal } from '../components/Panel';
import { SEGMENTED_CHANGE, Segmented } from '../components/Segmented';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';

/** Emitted on the modal with (choices: SeatChoice[]) when the person presses Start. Close and Escape start nothing. */
export const SEATS_START = 'start';

/** Where the panel's controls are, in world space, and what is chosen: what the test hooks report. */
export interface SeatsControls {
  /** Each seat's row of options (You, Easy AI, Normal AI, Hard AI). */
  readonly seats: readonly (readonly Rect[])[];
  readonly start: Rect;
  readonly close: Rect;
  readonly choices: readonly SeatChoice[];
  /** Keyboard focus: each seat's row, Start, then Close (-1 while the ring is hidden). */
  readonly focused: number;
}

/** What the panel says above the seats: its title and a line about the position (a puzzle's goal). */
export interface SeatsText {
  readonly title: string;
  readonly about: string;
}

const ROW_H = 74;
const GAP = 10;
/** Under the line about the position: room for the first row's label and its focus ring. */
const ABOUT_GAP = 52;

/**
 * Who plays a position that starts a game (a file opened, a puzzle): one row per seat, "You" or the computer at a
 * level, starting with you on the seat about to move and the computer (Normal) elsewhere; several "You" is
 * pass-and-play. Drawing only: the choices' logic is src/machines/position-seats.ts.
 */
export class SeatsPanel {
  readonly modal: Modal;
  readonly text: SeatsText;
  readonly #about: Phaser.GameObjects.Text;
  readonly #rows: Segmented[];
  readonly #summary: Phaser.GameObjects.Text;
  readonly #start: Button;
  readonly #toMove: Seat;
  #choices: SeatChoice[];

  constructor(scene: Phaser.Scene, text: SeatsText, seats: { readonly count: number; readonly toMove: Seat; readonly yours: Seat }, palette: Palette, motion: Motion, icons: { close: string; play: string }) {
    this.text = text;
    this.#toMove = seats.toMove;
    this.#choices = defaultPositionSeats(seats.count, seats.yours);
    this.modal = new Modal(scene, text.title, palette, motion, icons.close);
    this.#about = scene.add.text(0, 0, text.about, textStyle('body', palette.text, { size: 18, align: 'center', lineSpacing: 3 })).setOrigin(0.5, 0);
    const labels = POSITION_SEAT_CHOICES.map((option) => option.label);
    this.#rows = this.#choices.map((choice, seat) => {
      const index = POSITION_SEAT_CHOICES.findIndex((option) => option.choice === choice);
      const label = seat === seats.toMove ? `Player ${seat + 1} · to move` : `Player ${seat + 1}`;
      return new Segmented(scene, 0, 0, label, labels, index, 300, palette).on(SEGMENTED_CHANGE, (i: number) => {
        this.#choices = chooseSeat(this.#choices, seat, POSITION_SEAT_CHOICES[i]?.choice ?? 'human');
        this.#summary.setText(describePositionSeats(this.#choices, this.#toMove));
      });
    });
    this.#summary = scene.add.text(0, 0, describePositionSeats(this.#choices, seats.toMove), textStyle('body', palette.textMuted, { size: 17, align: 'center' })).setOrigin(0.5, 0);
    this.#start = new Button(scene, 0, 0, { label: 'Start', icon: icons.play, width: 200, height: 52, variant: 'primary' }, palette).on(BUTTON_CLICK, () => {
      this.modal.emit(SEATS_START, [...this.#choices]);
      void this.modal.close();
    });
    this.modal.panel.content.add([this.#about, ...this.#rows, this.#summary, this.#start]);
    this.modal.setFocusItems([...this.#rows.map(focusable.segmented), focusable.button(this.#start)]);
  }

  /** The choices as they stand. */
  get choices(): readonly SeatChoice[] {
    return this.#choices;
  }

  layout(viewWidth: number, viewHeight: number): this {
    const panelW = Math.min(600, viewWidth - 24);
    const contentW = panelW - 48;
    this.#about.setWordWrapWidth(contentW, true);
    this.#summary.setWordWrapWidth(contentW, true);
    const rowsH = this.#rows.length * (ROW_H + GAP);
    const contentH = 12 + this.#about.height + ABOUT_GAP + rowsH - 8 + this.#summary.height + 28 + 52 + 8;
    this.modal.layout(viewWidth, viewHeight, panelW, contentH + 64 + 24);
    const { width } = this.modal.panel.contentSize;
    let y = 12;
    this.#about.setPosition(width / 2, y);
    y += this.#about.height + ABOUT_GAP;
    for (const row of this.#rows) {
      row.resize(width).setPosition(width / 2, y);
      y += ROW_H + GAP;
    }
    // The summary under the last row, Start clear below its last line.
    this.#summary.setPosition(width / 2, y - 8);
    this.#start.setPosition(width / 2, y - 8 + this.#summary.height + 28 + 26);
    return this;
  }

  setPalette(palette: Palette): this {
    this.modal.setPalette(palette);
    this.#about.setColor(css(palette.text));
    this.#summary.setColor(css(palette.textMuted));
    for (const row of this.#rows) row.setPalette(palette);
    this.#start.setPalette(palette);
    return this;
  }

  controls(): SeatsControls {
    const at = this.#start.getWorldTransformMatrix();
    return {
      seats: this.#rows.map((row) => row.optionRects),
      start: { x: at.tx - 100, y: at.ty - 26, width: 200, height: 52 },
      close: this.modal.closeRect,
      choices: [...this.#choices],
      focused: this.modal.focused,
    };
  }
}
