import type { Palette } from '../theme';
import { drawBox, mix } from './draw';
import type { PartMark } from './KitPart';
import { KitPart } from './KitPart';

/** One seat on the strip: its colour comes from the palette's seat colours. */
export interface ScoreEntry {
  readonly seat: number;
  readonly name: string;
  readonly score: number;
  /** The seat whose turn it is: outlined and tagged. */
  readonly active?: boolean;
  /** A short second line, e.g. "3 districts". */
  readonly note?: string;
  readonly mark?: PartMark | null;
}

/** Two to four seats' scores on one track, e.g. Infamy toward the end of the game. */
export interface ScoreStripModel {
  /** What is counted, e.g. "Infamy". */
  readonly label: string;
  readonly entries: readonly ScoreEntry[];
  /** The track's end (a winning score); null: the track runs to the highest score so far. */
  readonly goal: number | null;
}

const GAP = 10;
const CHIP_H = 56;
/** Tied seats' tokens stand side by side this far apart around their score. */
const TIE_SPREAD = 24;
const TRACK_H = 40;

/** Chips for each seat (colour, name, score; tappable) above a track with a numbered token per seat. */
export class ScoreStrip extends KitPart<ScoreStripModel> {
  /** The score drawn for each seat, in seat order of the model. */
  get scores(): readonly { readonly seat: number; readonly score: number; readonly active: boolean }[] {
    return this.model.entries.map((e) => ({ seat: e.seat, score: e.score, active: e.active === true }));
  }

  protected paint(model: ScoreStripModel, palette: Palette, width: number): void {
    const n = model.entries.length;
    const chipW = (width - GAP * (n - 1)) / Math.max(1, n);
    model.entries.forEach((entry, i) => {
      const x = i * (chipW + GAP);
      const colour = this.seatColour(entry.seat);
      drawBox(this.graphics, x + chipW / 2, CHIP_H / 2, chipW, CHIP_H, {
        fill: entry.active ? mix(palette.surfaceRaised, colour, 0.25) : palette.surface,
        stroke: entry.active ? colour : palette.border,
        strokeWidth: entry.active ? 3 : 1.5,
        radius: 10,
      });
      this.graphics.fillStyle(colour, 1).fillRoundedRect(x + 6, 8, 6, CHIP_H - 16, 3);
      // The seat to play: a pointer under the chip, as the phase strip points at its phase.
      if (entry.active) this.graphics.fillStyle(colour, 1).fillTriangle(x + chipW / 2 - 8, CHIP_H, x + chipW / 2 + 8, CHIP_H, x + chipW / 2, CHIP_H + 8);
      const score = this.label(x + chipW - 10, 36, String(entry.score), { role: 'heading', size: 20, colour: palette.text, originX: 1 });
      this.label(x + 18, 15, entry.name, { size: 15, colour: palette.text, maxWidth: chipW - 26 });
      if (entry.note) this.label(x + 18, 37, entry.note, { role: 'small', size: 13, colour: palette.textMuted, maxWidth: chipW - 26 - score.width - 6 });
      const rect = { x, y: 0, width: chipW, height: CHIP_H };
      this.mark(rect, entry.mark ?? null);
      this.target('seat', String(entry.seat), rect, entry.mark ?? null);
    });
    this.#track(model, palette, width);
  }

  /** The track from 0 to the goal, with tick numbers and one token per seat; tied seats stand side by side. */
  #track(model: ScoreStripModel, palette: Palette, width: number): void {
    const top = CHIP_H + 12;
    const lineY = top + TRACK_H / 2;
    const caption = this.label(0, lineY, model.goal === null ? model.label : `${model.label} to ${model.goal}`, { role: 'small', size: 14, colour: palette.textMuted });
    const left = caption.width + 24;
    const right = width - 16;
    const end = Math.max(1, model.goal ?? Math.max(1, ...model.entries.map((e) => e.score)));
    const at = (score: number): number => left + ((right - left) * Math.min(score, end)) / end;
    drawBox(this.graphics, (left + right) / 2, lineY, right - left + 12, 8, { fill: mix(palette.surface, 0x000000, 0.3), stroke: palette.border, strokeWidth: 1, radius: 4 });
    const ticks = 4;
    for (let i = 0; i <= ticks; i++) {
      const value = Math.round((end * i) / ticks);
      this.graphics.fillStyle(palette.textMuted, 0.8).fillRect(at(value) - 1, lineY - 8, 2, 16);
    }
    const tiedAt = new Map<number, number>();
    for (const entry of model.entries) tiedAt.set(Math.min(entry.score, end), (tiedAt.get(Math.min(entry.score, end)) ?? 0) + 1);
    const placed = new Map<number, number>();
    for (const entry of model.entries) {
      const score = Math.min(entry.score, end);
      const before = placed.get(score) ?? 0;
      placed.set(score, before + 1);
      const x = at(score) + (before - ((tiedAt.get(score) ?? 1) - 1) / 2) * TIE_SPREAD;
      const y = lineY;
      this.graphics.fillStyle(0x000000, 0.3).fillCircle(x, y + 2, 11);
      this.graphics.fillStyle(this.seatColour(entry.seat), 1).fillCircle(x, y, 11);
      this.graphics.lineStyle(2, entry.active ? palette.text : palette.textDark, 1).strokeCircle(x, y, 11);
      this.label(x, y, String(entry.seat + 1), { role: 'badge', size: 13, colour: palette.textDark, originX: 0.5 });
    }
  }
}
