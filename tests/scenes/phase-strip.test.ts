/**
 * How a phase strip shares its width among its pills (components/PhaseStrip.ts, `pillWidths`): pills of one width
 * while every label fits; otherwise widths by what each label needs, so no label is cut while the room holds them
 * all at the smallest text.
 */
import { describe, expect, it, vi } from 'vitest';

// PhaseStrip extends a Phaser container; its widths are plain arithmetic, so a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub };
});

const { pillWidths } = await import('../../src/scenes/components/PhaseStrip');

const total = (widths: readonly number[]): number => widths.reduce((sum, w) => sum + w, 0);

describe('a phase strip\'s pills', () => {
  it('are of one width, the lit one 1.35 times wider, while every label fits its pill at full size', () => {
    // GateRunners' six phases across a wide strip: "Mobilize" lit, the longest label.
    const widths = pillWidths(600, [60, 55, 90, 70, 90, 50], [52, 48, 76, 60, 76, 44], 2);
    const unit = 600 / (5 + 1.35);
    expect(widths.map((w) => Math.round(w * 100) / 100)).toEqual([unit, unit, unit * 1.35, unit, unit, unit].map((w) => Math.round(w * 100) / 100));
    expect(total(widths)).toBeCloseTo(600, 6);
    // With none lit, all six are one width.
    expect(new Set(pillWidths(600, [60, 55, 90, 70, 90, 50], [52, 48, 76, 60, 76, 44], null).map((w) => w.toFixed(6))).size).toBe(1);
  });

  it('take widths by their labels when one would not fit an even share, and none is narrower than its label at the smallest text', () => {
    // Gateway's four phases in a 290-pixel column: "Deployment" lit needs 132 at full size, 110 at the smallest.
    const full = [132, 80, 60, 70];
    const least = [110, 67, 50, 58];
    const widths = pillWidths(290, full, least, 0);
    expect(total(widths)).toBeCloseTo(290, 6);
    widths.forEach((w, i) => {
      expect(w).toBeGreaterThanOrEqual(least[i] ?? Infinity);
      expect(w).toBeLessThanOrEqual(full[i] ?? 0);
    });
    // An even share would have cut the lit label: 290 / 4.35 * 1.35 = 90 < 110.
    expect((290 / 4.35) * 1.35).toBeLessThan(least[0] ?? 0);
  });

  it('give every label its full size, and the rest evenly, when the room holds them all but not at even widths', () => {
    const full = [150, 40, 40, 40];
    const least = [120, 34, 34, 34];
    const widths = pillWidths(330, full, least, 1);
    expect(total(widths)).toBeCloseTo(330, 6);
    widths.forEach((w, i) => expect(w - (full[i] ?? 0)).toBeCloseTo(15, 6));
  });

  it('share the room by what each needs at the smallest text when even that will not fit (the labels are then cut)', () => {
    const least = [110, 67, 50, 58];
    const widths = pillWidths(200, [132, 80, 60, 70], least, 0);
    expect(total(widths)).toBeCloseTo(200, 6);
    widths.forEach((w, i) => expect(w).toBeCloseTo((200 * (least[i] ?? 0)) / 285, 6));
  });
});
