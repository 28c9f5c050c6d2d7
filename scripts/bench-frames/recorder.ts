/**
 * What the frame bench records in the page, and what it makes of it.
 *
 * The recorder is a plain script added before the app's own (`context.addInitScript`): a string, not a function,
 * because tsx's keepNames would put its `__name` helper inside a serialised function. It keeps:
 * - every animation frame: its rAF timestamp, the pacer's count of frames drawn (`__gatehouse.pacing.drawn`, so we
 *   know whether Phaser's step ran in that frame: our rAF callback is registered after Phaser's, so it runs after
 *   it in every frame) and whether something moved in it (`pacing.busy`);
 * - every long task (PerformanceObserver 'longtask': main-thread tasks over 50 ms);
 * - when the computer thinks: from a message posted to a Web Worker until all its answers have come back (the
 *   page's only worker is the AI's; the search runs there through comlink, one answer per request);
 * - and, as its window starts, a mark in a Chrome trace if one is recording (`WINDOW_MARK`, scripts/bench-frames/
 *   task-cpu.ts), which lines the trace's clock up with the page's.
 */
import { WINDOW_MARK } from './task-cpu';

/** The recorder's raw figures, as `window.__benchFrames.take()` returns them. */
export interface RawRecord {
  /** Flat triples: rAF timestamp (ms), frames drawn so far, something moved in that frame (1) or not (0). */
  readonly frames: readonly number[];
  /** [startTime, duration] of each long task since the page opened. */
  readonly longTasks: readonly (readonly [number, number])[];
  /** [from, to] of each time the computer thought. */
  readonly thinks: readonly (readonly [number, number])[];
  /** The window recorded: performance.now() at start and stop. */
  readonly from: number;
  readonly to: number;
}

declare global {
  interface Window {
    readonly __benchFrames?: { start(): void; take(): RawRecord };
  }
}

export const RECORDER = `(() => {
  const rec = { frames: [], longTasks: [], thinks: [], running: false, pending: 0, thinkFrom: 0, from: 0, to: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { console.warn('no longtask observer', e); }
  const PageWorker = window.Worker;
  window.Worker = class extends PageWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener('message', () => {
        if (rec.pending > 0 && --rec.pending === 0) rec.thinks.push([rec.thinkFrom, performance.now()]);
      });
    }
    postMessage(...args) {
      if (rec.pending++ === 0) rec.thinkFrom = performance.now();
      return super.postMessage(...args);
    }
  };
  const tick = (t) => {
    if (!rec.running) return;
    const pacing = window.__gatehouse && window.__gatehouse.pacing;
    rec.frames.push(t, pacing ? pacing.drawn : 0, pacing && pacing.busy ? 1 : 0);
    requestAnimationFrame(tick);
  };
  Object.defineProperty(window, '__benchFrames', { value: {
    start() { rec.frames = []; rec.running = true; console.timeStamp(${JSON.stringify(WINDOW_MARK)}); rec.from = performance.now(); requestAnimationFrame(tick); },
    take() {
      rec.running = false; rec.to = performance.now();
      return { frames: rec.frames, longTasks: rec.longTasks, thinks: rec.thinks, from: rec.from, to: rec.to };
    },
  } });
})();`;

/** A long task while the computer thought (see `FrameSummary.thinkingLongTasks`). */
export interface ThinkingLongTask {
  readonly start: number;
  readonly afterMs: number;
  readonly thinkMs: number;
  readonly durationMs: number;
  readonly cpuMs?: number | null;
}

/** One run's figures: frame times over the frames a player sees move, long tasks, the computer's thinking. */
export interface FrameSummary {
  readonly seconds: number;
  /** rAF frames in the window, drawn by Phaser, and drawn because something moved. */
  readonly frames: number;
  readonly drawn: number;
  /** Frame intervals counted (those next to a frame drawn because something moved) and their share of the window. */
  readonly counted: number;
  readonly movingShare: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly worst: number;
  readonly over33: number;
  readonly longTasks: number;
  readonly longestTask: number;
  /** Long tasks that began and ended while the computer was thinking (between its request and its answer). */
  readonly longTasksThinking: number;
  /**
   * Each of them: when it began after the request (ms), how long that think was, how long the task ran, and when
   * traced (`--long-tasks`) how long the main thread itself ran in it (the rest it waited for a core).
   */
  readonly thinkingLongTasks: readonly ThinkingLongTask[];
  readonly thinks: number;
  readonly thinkSeconds: number;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * A frame's time is the gap a player sees: from one frame drawn to the next. Gaps count when a frame at either end
 * was drawn because something moved: the frames of an animation, and the wait before its first frame (where the
 * move that starts it is applied and drawn: from the frame before, when the pacer had skipped frames of a still
 * table). A frame skipped while something moved (the pacer draws every one now) would lie inside a gap, not make
 * gaps of its own. Still frames (skipped, or the pacer's heartbeat) do not count: a player sees nothing move then.
 */
export function summarise(raw: RawRecord): FrameSummary {
  const n = Math.floor(raw.frames.length / 3);
  const at = (i: number, k: 0 | 1 | 2): number => raw.frames[i * 3 + k] as number;
  const moving: boolean[] = [];
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const drew = i > 0 && at(i, 1) > at(i - 1, 1);
    if (drew) drawn++;
    moving.push(drew && at(i, 2) === 1);
  }
  const times: number[] = [];
  let movingMs = 0;
  let previousDrawn: number | null = null;
  /** Whether every frame skipped since the last one drawn was skipped while something moved. */
  let skippedMoving = true;
  for (let i = 1; i < n; i++) {
    if (at(i, 1) === at(i - 1, 1)) {
      if (at(i, 2) !== 1) skippedMoving = false;
      continue;
    }
    if (previousDrawn !== null && (moving[i] || moving[previousDrawn])) {
      const dt = at(i, 0) - at(skippedMoving ? previousDrawn : i - 1, 0);
      times.push(dt);
      movingMs += dt;
    }
    previousDrawn = i;
    skippedMoving = true;
  }
  times.sort((a, b) => a - b);
  const inWindow = raw.longTasks.filter(([start]) => start >= raw.from && start <= raw.to);
  const thinks = raw.thinks.filter(([a, b]) => b >= raw.from && a <= raw.to);
  const thinkOf = (start: number, duration: number): readonly [number, number] | undefined => thinks.find(([a, b]) => start > a && start + duration < b);
  const whileThinking = inWindow.filter(([start, duration]) => thinkOf(start, duration) !== undefined);
  const seconds = (raw.to - raw.from) / 1000;
  return {
    seconds: round1(seconds),
    frames: n,
    drawn,
    counted: times.length,
    movingShare: seconds > 0 ? Math.round((movingMs / 10 / seconds)) / 100 : 0,
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    p99: round1(percentile(times, 99)),
    worst: round1(times[times.length - 1] ?? NaN),
    over33: times.filter((t) => t > 33).length,
    longTasks: inWindow.length,
    longestTask: Math.round(Math.max(0, ...inWindow.map(([, d]) => d))),
    longTasksThinking: whileThinking.length,
    thinkingLongTasks: whileThinking.map(([start, duration]) => {
      const [from, to] = thinkOf(start, duration) as readonly [number, number];
      return { start, afterMs: Math.round(start - from), thinkMs: Math.round(to - from), durationMs: Math.round(duration) };
    }),
    thinks: thinks.length,
    thinkSeconds: round1(thinks.reduce((s, [a, b]) => s + Math.min(b, raw.to) - Math.max(a, raw.from), 0) / 1000),
  };
}
