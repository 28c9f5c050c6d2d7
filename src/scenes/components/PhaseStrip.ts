import type { Palette } from '../theme';
import { drawBox, mix } from './draw';
import { KitPart } from './KitPart';

/**
 * The turn's phases in order and the one in force. Labels may repeat (GateRunners mobilizes twice), so the
 * current phase is an index into `phases`; null lights none (between turns).
 */
export interface PhaseStripModel {
  readonly phases: readonly string[];
  readonly current: number | null;
  /** A caption before the phases, e.g. "Turn 3" or "Round 2". */
  readonly caption?: string;
}

const GAP = 14;
/** How much wider than the others the lit pill is. */
const LIT_WEIGHT = 1.35;

/**
 * A row of phase pills joined by arrows: phases already played this turn are dimmed with a tick, the current one
 * is lit (filled, bold, and underlined by a pointer), the ones to come are outlined.
 */
export class PhaseStrip extends KitPart<PhaseStripModel> {
  /** The phase drawn lit, as an index and its label. */
  get lit(): { readonly index: number; readonly label: string } | null {
    const { current, phases } = this.model;
    const label = current === null ? undefined : phases[current];
    return current === null || label === undefined ? null : { index: current, label };
  }

  protected paint(model: PhaseStripModel, palette: Palette, width: number, height: number): void {
    const pillH = Math.min(44, height - 8);
    const cy = pillH / 2 + 2;
    let left = 0;
    if (model.caption) {
      const caption = this.label(0, cy, model.caption, { role: 'label', size: 16, colour: palette.gold });
      left = caption.width + GAP;
    }
    const n = model.phases.length;
    // The lit pill is wider: its bold label needs the room ("Mobilize" at 1024 pixels across).
    const weight = (i: number): number => (i === model.current ? LIT_WEIGHT : 1);
    const unit = (width - left - GAP * (n - 1)) / Math.max(1, n - 1 + (model.current === null ? 1 : LIT_WEIGHT));
    let x = left;
    model.phases.forEach((phase, i) => {
      const pillW = unit * weight(i);
      const cx = x + pillW / 2;
      x += pillW + GAP;
      const now = i === model.current;
      const past = model.current !== null && i < model.current;
      drawBox(this.graphics, cx, cy, pillW, pillH, {
        fill: now ? palette.gold : past ? mix(palette.surface, 0x000000, 0.25) : palette.surface,
        stroke: now ? mix(palette.gold, 0xffffff, 0.45) : palette.border,
        strokeWidth: now ? 3 : 1.5,
        radius: pillH / 2,
        shadow: now ? 3 : 0,
      });
      if (now) this.graphics.fillStyle(palette.gold, 1).fillTriangle(cx - 8, cy + pillH / 2 + 1, cx + 8, cy + pillH / 2 + 1, cx, cy + pillH / 2 + 8);
      if (i > 0) {
        const ax = cx - pillW / 2 - GAP / 2;
        this.graphics.fillStyle(palette.textMuted, 0.8).fillTriangle(ax - 3, cy - 5, ax - 3, cy + 5, ax + 4, cy);
      }
      const text = past ? `✓ ${phase}` : phase;
      this.label(cx, cy, text, {
        role: now ? 'label' : 'body',
        size: now ? 16 : 15,
        colour: now ? palette.textDark : past ? palette.textMuted : palette.text,
        originX: 0.5,
        maxWidth: pillW - 12,
      });
    });
  }
}
