import type { Palette, TextRole } from '../theme';
import { drawBox, mix } from './draw';
import { KitPart, MIN_TEXT } from './KitPart';

/**
 * The turn's phases in order and the one in force. Labels may repeat (GateRunners mobilizes twice), so the
 * current phase is an index into `phases`; null lights none (between turns).
 */
export interface PhaseStripModel {
  readonly phases: readonly string[];
  /**
   * Shorter names for the same phases ("Deploy" for "Deployment"), drawn instead where the full ones would be cut
   * even at the smallest text: a column on a tablet held sideways.
   */
  readonly short?: readonly string[];
  readonly current: number | null;
  /** A caption before the phases, e.g. "Turn 3" or "Round 2". */
  readonly caption?: string;
}

const GAP = 14;
/** How much wider than the others the lit pill is. */
const LIT_WEIGHT = 1.35;
/** A pill's room beside its label, both sides together. */
const PILL_PAD = 12;

/** A pill's label: what it says, in which face and size. */
interface PillText {
  readonly text: string;
  readonly role: TextRole;
  readonly size: number;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Each pill's width in `room`. Pills of one width (the lit one LIT_WEIGHT wider) when every label fits its pill at
 * full size; otherwise widths by what each label needs (`full`, and `least` at the smallest size it may shrink to),
 * sharing out what is left in proportion to how much more each would take at full size; with too little room even
 * for that, in proportion to `least`.
 */
export function pillWidths(room: number, full: readonly number[], least: readonly number[], lit: number | null): number[] {
  const n = full.length;
  const unit = room / Math.max(1, n - 1 + (lit === null ? 1 : LIT_WEIGHT));
  const even = full.map((_, i) => unit * (i === lit ? LIT_WEIGHT : 1));
  if (full.every((need, i) => need <= (even[i] ?? 0))) return even;
  const leastTotal = sum(least);
  if (leastTotal > room) return least.map((need) => (room * need) / leastTotal);
  const growth = full.map((need, i) => Math.max(0, need - (least[i] ?? 0)));
  const growthTotal = sum(growth);
  const spare = room - leastTotal;
  return least.map((need, i) => need + (growthTotal > 0 ? Math.min(growth[i] ?? 0, (spare * (growth[i] ?? 0)) / growthTotal) + Math.max(0, spare - growthTotal) / n : spare / n));
}

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
    // The lit pill is wider: its bold label needs the room ("Mobilize" at 1024 pixels across). Where even that
    // would cut a label (Gateway's four phases in a column 330 pixels wide), pills take widths by their labels.
    const room = width - left - GAP * (n - 1);
    const pills = (names: readonly string[]): { texts: PillText[]; full: number[]; least: number[] } => {
      const texts = names.map((name, i): PillText => {
        const now = i === model.current;
        const past = model.current !== null && i < model.current;
        return { text: past ? `✓ ${name}` : name, role: now ? 'label' : 'body', size: now ? 16 : 15 };
      });
      return { texts, full: texts.map((t) => this.measure(t.text, t.role, t.size) + PILL_PAD), least: texts.map((t) => this.measure(t.text, t.role, MIN_TEXT) + PILL_PAD) };
    };
    const whole = pills(model.phases);
    const { texts, full, least } = model.short?.length === n && sum(whole.least) > room ? pills(model.short) : whole;
    const widths = pillWidths(room, full, least, model.current);
    let x = left;
    model.phases.forEach((_phase, i) => {
      const pillW = widths[i] ?? 0;
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
      const { text, role, size } = texts[i] ?? { text: '', role: 'body', size: MIN_TEXT };
      this.label(cx, cy, text, {
        role,
        size,
        minSize: MIN_TEXT,
        colour: now ? palette.textDark : past ? palette.textMuted : palette.text,
        originX: 0.5,
        maxWidth: pillW - PILL_PAD,
      });
    });
  }
}
