import type { Palette } from '../theme';
import { drawBox, mix } from './draw';
import type { PartMark } from './KitPart';
import { KitPart, MIN_TEXT } from './KitPart';

/** One seat at a table of two to four: who, their score, and a few short lines of what they hold. */
export interface SeatPanelModel {
  readonly seat: number;
  /** "You", "Computer 2", a person's name. */
  readonly name: string;
  /** A shorter name ("Computer 2" for "Computer 2 · Normal"), drawn instead where the name would be cut. */
  readonly short?: string;
  /** A second name beside it, e.g. the seat's Leader. */
  readonly title?: string;
  readonly score: number;
  /** What the score counts, e.g. "Infamy". */
  readonly scoreLabel: string;
  /** The seat whose turn it is: outlined in its colour and tagged. */
  readonly active: boolean;
  /** Short lines, most important first ("2 districts · Army 5"); those that do not fit are left out. */
  readonly lines: readonly string[];
  readonly mark?: PartMark | null;
}

const PAD = 10;
const LINE_H = 19;

/**
 * A seat's panel: a colour stripe, the name and title, the score large on the right, then its lines. The whole
 * panel is one tappable part (kind "seat", id the seat number).
 */
export class SeatPanel extends KitPart<SeatPanelModel> {
  /** The lines drawn (those that fit), for tests and screen readers. */
  shownLines: readonly string[] = [];

  protected paint(model: SeatPanelModel, palette: Palette, width: number, height: number): void {
    const colour = this.seatColour(model.seat);
    drawBox(this.graphics, width / 2, height / 2, width, height, {
      fill: model.active ? mix(palette.surfaceRaised, colour, 0.22) : palette.surface,
      stroke: model.active ? colour : palette.border,
      strokeWidth: model.active ? 3 : 1.5,
      radius: 10,
      shadow: model.active ? 3 : 0,
    });
    this.graphics.fillStyle(colour, 1).fillRoundedRect(6, 8, 6, height - 16, 3);
    const score = this.label(width - PAD, 22, String(model.score), { role: 'heading', size: 24, colour: palette.gold, originX: 1 });
    const scoreLabel = this.label(width - PAD, 44, model.scoreLabel, { role: 'small', size: 13, colour: palette.textMuted, originX: 1 });
    const nameRoom = width - 18 - PAD - Math.max(score.width, scoreLabel.width) - 8;
    const named = (name: string): string => (model.active ? `${name} ▸` : name);
    const name = model.short !== undefined && this.measure(named(model.name), 'label', MIN_TEXT) > nameRoom ? model.short : model.name;
    this.label(18, 18, named(name), { role: 'label', size: 16, minSize: MIN_TEXT, colour: palette.text, maxWidth: nameRoom });
    if (model.title) this.label(18, 38, model.title, { role: 'small', size: 14, minSize: MIN_TEXT, colour: palette.textMuted, maxWidth: nameRoom });
    const top = model.title ? 58 : 44;
    const room = Math.max(0, Math.floor((height - top - 4) / LINE_H));
    this.shownLines = model.lines.slice(0, room);
    this.shownLines.forEach((line, i) => this.label(18, top + LINE_H / 2 + i * LINE_H, line, { role: 'body', size: 14, colour: palette.text, maxWidth: width - 18 - PAD }));
    const rect = { x: 0, y: 0, width, height };
    this.mark(rect, model.mark ?? null);
    this.target('seat', String(model.seat), rect, model.mark ?? null);
  }
}
