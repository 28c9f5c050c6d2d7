/** The frame bench's reading of what it recorded (scripts/bench-frames/recorder.ts `summarise`). */
import { describe, expect, it } from 'vitest';
import type { RawRecord } from '../../scripts/bench-frames/recorder';
import { summarise } from '../../scripts/bench-frames/recorder';

const VSYNC = 1000 / 60;

/** A record from per-frame [drawn, moving] flags at 60 Hz (the recorder's triples: time, frames drawn so far, moving). */
function record(frames: readonly (readonly [drawn: boolean, moving: boolean])[]): RawRecord {
  const flat: number[] = [];
  let drawn = 0;
  frames.forEach(([draw, moving], i) => {
    if (draw) drawn++;
    flat.push(i * VSYNC, drawn, moving ? 1 : 0);
  });
  return { frames: flat, longTasks: [], thinks: [], from: 0, to: frames.length * VSYNC };
}

describe('summarise: frame times are the gaps a player sees between frames drawn', () => {
  it('every frame drawn while something moves: each gap one display frame', () => {
    const summary = summarise(record(Array.from({ length: 61 }, () => [true, true] as const)));
    expect(summary.counted).toBe(59);
    expect(summary.p95).toBeCloseTo(16.7, 1);
    expect(summary.over33).toBe(0);
  });

  it('every other frame skipped while something moves: each gap two display frames, not two gaps of one', () => {
    const summary = summarise(record(Array.from({ length: 61 }, (_, i) => [i % 2 === 0, true] as const)));
    expect(summary.counted).toBe(29);
    expect(summary.p50).toBeCloseTo(33.3, 1);
    expect(summary.p95).toBeCloseTo(33.3, 1);
  });

  it('the wait before an animation counts from the frame before it, not from a heartbeat of the still table long before', () => {
    // Drawn still (a heartbeat), 20 frames skipped while still, then an animation of 10 frames.
    const frames: [boolean, boolean][] = [[true, false], [true, false], ...Array.from({ length: 20 }, (): [boolean, boolean] => [false, false]), ...Array.from({ length: 10 }, (): [boolean, boolean] => [true, true])];
    const summary = summarise(record(frames));
    expect(summary.counted).toBe(10);
    expect(summary.worst).toBeCloseTo(16.7, 1);
  });

  it('a late frame shows as one long gap', () => {
    const times = [0, 1, 2, 3, 6, 7, 8].map((k) => k * VSYNC);
    const flat = times.flatMap((time, i) => [time, i + 1, 1]);
    const summary = summarise({ frames: flat, longTasks: [], thinks: [], from: 0, to: 8 * VSYNC });
    expect(summary.counted).toBe(5);
    expect(summary.worst).toBeCloseTo(50, 1);
    expect(summary.over33).toBe(1);
  });
});

describe('summarise: long tasks, and those inside the computer\'s thinking', () => {
  it('counts a task as thinking only when it began and ended inside a think, and says where in the think it began', () => {
    const raw: RawRecord = {
      ...record(Array.from({ length: 120 }, () => [true, true] as const)),
      thinks: [[100, 350], [600, 700]],
      // Inside the first think; straddling its end; inside the second; outside both; before the window.
      longTasks: [[102, 52], [330, 60], [610, 70], [800, 55], [-200, 90]],
    };
    const summary = summarise(raw);
    expect(summary.longTasks).toBe(4);
    expect(summary.longestTask).toBe(70);
    expect(summary.longTasksThinking).toBe(2);
    expect(summary.thinkingLongTasks).toEqual([
      { start: 102, afterMs: 2, thinkMs: 250, durationMs: 52 },
      { start: 610, afterMs: 10, thinkMs: 100, durationMs: 70 },
    ]);
  });
});
