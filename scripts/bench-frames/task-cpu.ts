/**
 * How much of a long task was the main thread's own work (`--long-tasks`). A long task's time is wall time: on a
 * machine whose cores are all busy (the computer's search holds one of this machine's two for the whole think) the
 * main thread also waits for a core inside it. Chrome's trace gives each task its thread time as well (`tdur`:
 * time the thread ran, which the CPU throttle's slowing counts in); the page marks the bench's window in the trace
 * (`console.timeStamp(WINDOW_MARK)` as it starts recording) so the page's clock and the trace's line up.
 */

/** The trace event the recorder writes as its window starts, at `RawRecord.from` on the page's clock. */
export const WINDOW_MARK = 'bench window';

/** A main-thread task from the trace, on the page's clock (ms): start, wall time, thread time. */
export interface TracedTask {
  readonly start: number;
  readonly wall: number;
  readonly cpu: number;
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly message?: string;
}

/** One event of a trace file, read into what is used here; null for anything else (a trace is outside data). */
function traceEvent(value: unknown): TraceEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const name: unknown = Reflect.get(value, 'name');
  const ph: unknown = Reflect.get(value, 'ph');
  const pid: unknown = Reflect.get(value, 'pid');
  const tid: unknown = Reflect.get(value, 'tid');
  const ts: unknown = Reflect.get(value, 'ts');
  if (typeof name !== 'string' || typeof ph !== 'string' || typeof pid !== 'number' || typeof tid !== 'number' || typeof ts !== 'number') return null;
  const dur: unknown = Reflect.get(value, 'dur');
  const tdur: unknown = Reflect.get(value, 'tdur');
  const args: unknown = Reflect.get(value, 'args');
  const data: unknown = typeof args === 'object' && args !== null ? Reflect.get(args, 'data') : undefined;
  const message: unknown = typeof data === 'object' && data !== null ? Reflect.get(data, 'message') : undefined;
  return { name, ph, pid, tid, ts, ...(typeof dur === 'number' ? { dur } : {}), ...(typeof tdur === 'number' ? { tdur } : {}), ...(typeof message === 'string' ? { message } : {}) };
}

/**
 * The page's main-thread tasks in a Chrome trace (JSON, as Playwright's `stopTracing` gives it), on the page's clock:
 * the thread is the one that wrote `WINDOW_MARK`, and `windowFrom` is when the page wrote it. Empty when the mark is
 * missing.
 */
export function tracedTasks(trace: unknown, windowFrom: number): TracedTask[] {
  const list: unknown = typeof trace === 'object' && trace !== null && !Array.isArray(trace) ? Reflect.get(trace, 'traceEvents') : trace;
  if (!Array.isArray(list)) return [];
  const events = list.map(traceEvent).filter((event): event is TraceEvent => event !== null);
  const mark = events.find((event) => event.name === 'TimeStamp' && event.message === WINDOW_MARK);
  if (!mark) return [];
  const offset = mark.ts / 1000 - windowFrom;
  return events
    .filter((event) => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && event.dur !== undefined && event.tdur !== undefined)
    .map((event) => ({ start: event.ts / 1000 - offset, wall: (event.dur ?? 0) / 1000, cpu: (event.tdur ?? 0) / 1000 }));
}

/**
 * The traced task a long task is (of those that began and ran as long as it within `within` ms, the nearest in
 * length), its thread time rounded to a ms; null when none is (the trace holds some tasks under other names).
 */
export function longTaskCpu(start: number, duration: number, tasks: readonly TracedTask[], within = 2): number | null {
  let best: TracedTask | null = null;
  for (const task of tasks) {
    if (Math.abs(task.start - start) > within || Math.abs(task.wall - duration) > within) continue;
    if (best === null || Math.abs(task.wall - duration) < Math.abs(best.wall - duration)) best = task;
  }
  return best === null ? null : Math.round(best.cpu);
}
