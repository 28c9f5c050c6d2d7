import * as Phaser from 'phaser';
import type { Accent, Palette } from '../theme';
import type { Rect } from '../viewport';
import { drawBox, drawDashedRect, mix } from './draw';
import type { PartMark } from './KitPart';
import { KitPart } from './KitPart';

/** intact: every Shield in place. cracked: Shields lost (the table decides when). destroyed: no longer attackable. */
export type GateCondition = 'intact' | 'cracked' | 'destroyed';

export interface LaneGateModel {
  readonly name: string;
  readonly shields: number;
  readonly maxShields: number;
  readonly condition: GateCondition;
  readonly mark?: PartMark | null;
}

export interface LaneUnitModel {
  readonly id: string;
  readonly title: string;
  readonly power: number;
  readonly health: number;
  /** Damage marked this turn: the health coin shows what is left. */
  readonly damage?: number;
  /** Used this turn (attacked, paid a cost): drawn sideways. */
  readonly exhausted?: boolean;
  readonly accent?: Accent;
}

/** One player's half of a lane: units fill the slots from the left; marks are by slot index. */
export interface LaneSideModel {
  readonly seat: number;
  readonly units: readonly LaneUnitModel[];
  readonly gate: LaneGateModel;
  readonly slotMarks?: readonly (PartMark | null)[];
  /** A Hero stands in this lane beside the units (GateRunners GR-41): one more place at the row's end (`near:hero`), ringed gold. */
  readonly heroSlot?: boolean;
}

/** A lane across the table: the far player's Gate at the top, the near player's at the bottom. */
export interface LaneModel {
  readonly id: string;
  readonly label: string;
  /** Slots on each side (GateRunners: centre 3, sides 2). */
  readonly capacity: number;
  readonly near: LaneSideModel;
  readonly far: LaneSideModel;
}

export type LaneSide = 'near' | 'far';

const PAD = 8;
const GAP = 6;
/** Between a Gate and a row of slots: room for a mark's tab. */
const ROW_GAP = 12;
const DIVIDER_H = 30;
/** A sideways unit's body is never shorter than its title line and coins need. */
const EXHAUSTED_MIN_H = 52;

/**
 * A lane: two rows of slots with their capacity, a Gate with Shield pips at each end, a divider naming the lane.
 * Slots (kind "slot", id "near:0") and Gates (kind "gate", id "near" / "far") are tappable parts; a unit in a slot
 * shows its title, power and what is left of its health.
 */
export class Lane extends KitPart<LaneModel> {
  /** What each side shows: units in slots (and how many lie exhausted), Shields standing, the Gate's condition. */
  get sides(): Readonly<Record<LaneSide, { readonly units: number; readonly exhausted: number; readonly shields: number; readonly condition: GateCondition }>> {
    const shown = (side: LaneSideModel): { units: number; exhausted: number; shields: number; condition: GateCondition } => ({
      units: Math.min(side.units.length, this.model.capacity),
      exhausted: side.units.slice(0, this.model.capacity).filter((unit) => unit.exhausted === true).length,
      shields: side.gate.condition === 'destroyed' ? 0 : side.gate.shields,
      condition: side.gate.condition,
    });
    return { near: shown(this.model.near), far: shown(this.model.far) };
  }

  protected paint(model: LaneModel, palette: Palette, width: number, height: number): void {
    drawBox(this.graphics, width / 2, height / 2, width, height, { fill: palette.surface, fillAlpha: 0.45, stroke: palette.border, strokeWidth: 1.5, radius: 12 });
    const gateH = Math.max(64, Math.min(84, height * 0.2));
    const slotH = (height - 2 * gateH - DIVIDER_H - 4 * ROW_GAP) / 2;
    const inner = width - 2 * PAD;
    this.#gate('far', model.far, palette, { x: PAD, y: PAD, width: inner, height: gateH - PAD });
    this.#slots('far', model.far, model.capacity, palette, { x: PAD, y: gateH + ROW_GAP, width: inner, height: slotH });
    const dividerY = gateH + 2 * ROW_GAP + slotH + DIVIDER_H / 2;
    this.graphics.lineStyle(1.5, palette.border, 1).lineBetween(PAD, dividerY, width - PAD, dividerY);
    const caption = this.label(width / 2, dividerY, `${model.label} · ${model.capacity}`, { role: 'label', size: 14, minSize: 13, colour: palette.textMuted, originX: 0.5, maxWidth: inner - 16 });
    drawBox(this.graphics, width / 2, dividerY, caption.width + 18, 24, { fill: palette.background, stroke: palette.border, strokeWidth: 1.5, radius: 12 });
    this.#slots('near', model.near, model.capacity, palette, { x: PAD, y: dividerY + DIVIDER_H / 2 + ROW_GAP, width: inner, height: slotH });
    this.#gate('near', model.near, palette, { x: PAD, y: height - gateH, width: inner, height: gateH - PAD });
  }

  #slots(side: LaneSide, model: LaneSideModel, capacity: number, palette: Palette, area: Rect): void {
    const places = capacity + (model.heroSlot === true ? 1 : 0);
    const slotW = (area.width - GAP * (places - 1)) / places;
    if (model.heroSlot === true) {
      const rect = { x: area.x + capacity * (slotW + GAP), y: area.y, width: slotW, height: area.height };
      drawDashedRect(this.graphics, rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height, palette.gold, 0.9, 2, 8, 6);
      this.target('slot', `${side}:hero`, rect, null);
    }
    for (let i = 0; i < capacity; i++) {
      const rect = { x: area.x + i * (slotW + GAP), y: area.y, width: slotW, height: area.height };
      const unit = model.units[i];
      if (unit) this.#unit(unit, model.seat, palette, rect);
      else drawDashedRect(this.graphics, rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height, palette.border, 0.9, 2, 8, 6);
      const mark = model.slotMarks?.[i] ?? null;
      this.mark(rect, mark);
      this.target('slot', `${side}:${i}`, rect, mark);
    }
  }

  /**
   * A unit fills its slot upright; an exhausted one lies sideways, as the card would on the table: a landscape body
   * across the middle of its slot, dimmed, its seat stripe down the side.
   */
  #unit(unit: LaneUnitModel, seat: number, palette: Palette, slot: Rect): void {
    const seatColour = this.seatColour(seat);
    const accent = unit.accent ? palette.accents[unit.accent] : seatColour;
    const sideways = unit.exhausted === true;
    const bodyH = sideways ? Math.min(slot.height, Math.max(EXHAUSTED_MIN_H, slot.width * 0.6)) : slot.height;
    const rect = { ...slot, y: slot.y + (slot.height - bodyH) / 2, height: bodyH };
    const fill = sideways ? mix(palette.surfaceRaised, palette.backgroundDeep, 0.45) : palette.surfaceRaised;
    drawBox(this.graphics, rect.x + rect.width / 2, rect.y + rect.height / 2, rect.width, rect.height, { fill, stroke: accent, strokeWidth: 2, radius: 8, shadow: 2 });
    if (sideways) {
      this.graphics.fillStyle(seatColour, 1).fillRect(rect.x + 4, rect.y + 6, 3, rect.height - 12);
      this.#turnedSign(palette, rect.x + rect.width / 2, rect.y + rect.height - 15);
    } else this.graphics.fillStyle(seatColour, 1).fillRect(rect.x + 6, rect.y + 4, rect.width - 12, 3);
    // Sideways, the title starts clear of the stripe down the side.
    const titleArea = sideways ? { ...rect, x: rect.x + 5, width: rect.width - 5 } : rect;
    this.#title(unit.title, palette, titleArea, unit.damage ? 94 : 78, sideways ? 14 : 19);
    const coinY = rect.y + rect.height - (sideways ? 15 : 17);
    const damage = unit.damage ?? 0;
    this.coin(rect.x + 17, coinY, 13, String(unit.power), palette.gold, palette.textDark);
    this.coin(rect.x + rect.width - 17, coinY, 13, String(Math.max(0, unit.health - damage)), damage > 0 ? palette.refused : palette.text, palette.textDark);
    if (damage > 0 && rect.height >= 76) this.label(rect.x + rect.width - 6, coinY - 22, `−${damage}`, { role: 'badge', size: 14, colour: palette.refused, originX: 1 });
  }

  /** A quarter-turn arrow between the coins: the card was turned sideways. */
  #turnedSign(palette: Palette, cx: number, cy: number): void {
    const r = 7;
    this.graphics.lineStyle(2.5, palette.hover, 1).beginPath().arc(cx, cy, r, Math.PI, Math.PI * 1.5 + 0.9).strokePath();
    const tipX = cx + r * Math.cos(Math.PI * 1.5 + 0.9);
    const tipY = cy + r * Math.sin(Math.PI * 1.5 + 0.9);
    this.graphics.fillStyle(palette.hover, 1).fillTriangle(tipX - 4, tipY - 4, tipX + 5, tipY - 1, tipX - 1, tipY + 5);
  }

  /**
   * The unit's title on one line, or broken at a space onto two when one is too narrow and the slot at least
   * `twoLines` tall (taller when the damage line above the health coin needs the room).
   */
  #title(title: string, palette: Palette, rect: Rect, twoLines: number, top: number): void {
    const maxWidth = rect.width - 10;
    const style = { role: 'small', size: 14, colour: palette.text, maxWidth } as const;
    const space = title.indexOf(' ');
    // Measured first, so a title broken onto two lines is not drawn on one (cut) and then again.
    if (space < 0 || rect.height < twoLines || this.measure(title, style.role, style.size) <= maxWidth) {
      this.label(rect.x + 5, rect.y + top, title, style);
      return;
    }
    this.label(rect.x + 5, rect.y + top, title.slice(0, space), style);
    this.label(rect.x + 5, rect.y + top + 18, title.slice(space + 1), style);
  }

  #gate(side: LaneSide, model: LaneSideModel, palette: Palette, rect: Rect): void {
    const gate = model.gate;
    const seatColour = this.seatColour(model.seat);
    const destroyed = gate.condition === 'destroyed';
    const cx = rect.x + rect.width / 2;
    const cy = rect.y + rect.height / 2;
    drawBox(this.graphics, cx, cy, rect.width, rect.height, {
      fill: destroyed ? mix(palette.backgroundDeep, palette.surface, 0.3) : palette.surfaceRaised,
      stroke: destroyed ? palette.textMuted : seatColour,
      strokeWidth: destroyed ? 1.5 : 2.5,
      radius: 8,
    });
    const lineY = rect.y + rect.height * 0.32;
    const pipY = rect.y + rect.height * 0.72;
    const tag = destroyed ? 'Destroyed' : gate.condition === 'cracked' ? 'Cracked' : '';
    const tagText = tag ? this.label(rect.x + rect.width - 8, lineY, tag, { role: 'badge', size: 13, colour: destroyed ? palette.refused : palette.hover, originX: 1 }) : null;
    const name = this.label(rect.x + 8, lineY, gate.name, { role: 'label', size: 15, minSize: 13, colour: destroyed ? palette.textMuted : palette.text, maxWidth: rect.width - 16 });
    // A narrow Gate keeps its whole name: the tag moves down to the right of the pips (in place of the crack).
    const tagBelow = tagText !== null && name.width + tagText.width + 24 > rect.width;
    if (tagBelow) tagText.setY(pipY);
    if (destroyed) {
      this.graphics.lineStyle(2, palette.textMuted, 1).lineBetween(rect.x + 8, lineY, rect.x + 8 + name.width, lineY);
      this.#rubble(palette, rect);
      this.label(rect.x + 8, pipY, 'No shields', { role: 'small', size: 13, colour: palette.textMuted });
    } else {
      if (gate.condition === 'cracked' && !tagBelow) this.#crack(palette, rect);
      this.#pips(gate, palette, rect.x + 16, pipY);
    }
    this.mark(rect, gate.mark ?? null, 8);
    this.target('gate', side, rect, gate.mark ?? null);
  }

  /** A shield per pip: standing ones filled, lost ones hollow and struck through; then "2/3". */
  #pips(gate: LaneGateModel, palette: Palette, left: number, cy: number): void {
    for (let i = 0; i < gate.maxShields; i++) {
      const x = left + i * 22;
      const standing = i < gate.shields;
      this.graphics.fillStyle(standing ? palette.gold : palette.backgroundDeep, 1);
      this.graphics.fillRoundedRect(x - 7, cy - 8, 14, 10, 2).fillTriangle(x - 7, cy + 1, x + 7, cy + 1, x, cy + 9);
      if (!standing) this.graphics.lineStyle(2, palette.textMuted, 1).lineBetween(x - 7, cy + 7, x + 7, cy - 7);
    }
    this.label(left + gate.maxShields * 22, cy, `${gate.shields}/${gate.maxShields}`, { role: 'badge', size: 14, colour: palette.text });
  }

  /** A jagged crack up from the foot of the Gate's right part, clear of its name, tag and pips. */
  #crack(palette: Palette, rect: Rect): void {
    const x = rect.x + rect.width * 0.78;
    const top = rect.y + rect.height * 0.5;
    const points = [0, 0.3, 0.6, 1].map((t, i) => new Phaser.Math.Vector2(x + (i % 2 === 0 ? -6 : 6), top + t * (rect.y + rect.height - 3 - top)));
    this.graphics.lineStyle(3, palette.hover, 0.9).strokePoints(points);
  }

  /** Broken stones along the foot of a destroyed Gate. */
  #rubble(palette: Palette, rect: Rect): void {
    const foot = rect.y + rect.height - 4;
    this.graphics.fillStyle(palette.textMuted, 0.45);
    for (let x = rect.x + rect.width * 0.55; x < rect.x + rect.width - 14; x += 16) this.graphics.fillTriangle(x, foot, x + 14, foot, x + 6, foot - 10);
  }
}
