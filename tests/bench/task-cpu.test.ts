/** The frame bench's reading of a Chrome trace: each long task's own thread time (scripts/bench-frames/task-cpu.ts). */
import { describe, expect, it } from 'vitest';
import { WINDOW_MARK, longTaskCpu, tracedTasks } from '../../scripts/bench-frames/task-cpu';

const PAGE = { pid: 7, tid: 7 };
const WORKER = { pid: 7, tid: 9 };

/** A task event on a thread, at `ms` on the trace's clock (µs in the file), `wall` and `cpu` ms long. */
const task = (thread: { pid: number; tid: number }, ms: number, wall: number, cpu: number) => ({ name: 'ThreadControllerImpl::RunTask', ph: 'X', ...thread, ts: ms * 1000, dur: wall * 1000, tdur: cpu * 1000 });

describe('tracedTasks: the page main thread\'s tasks on the page\'s clock', () => {
  // The trace's clock runs 5,000 s ahead of the page's: the mark at 5,000,100 ms is the window's start at 100.
  const trace = {
    traceEvents: [
      { name: 'thread_name', ph: 'M', ...PAGE, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'TimeStamp', ph: 'I', ...PAGE, ts: 5_000_100_000, args: { data: { message: WINDOW_MARK } } },
      task(PAGE, 5_000_150, 80, 35),
      task(PAGE, 5_000_300, 60, 58),
      task(WORKER, 5_000_150, 200, 200),
      { name: 'FunctionCall', ph: 'X', ...PAGE, ts: 5_000_151_000, dur: 10_000, tdur: 9_000 },
      { name: 'ThreadControllerImpl::RunTask', ph: 'X', ...PAGE, ts: 'soon', dur: 1 },
      null,
    ],
  };

  it('takes the thread that wrote the mark, only its tasks, shifted onto the page\'s clock', () => {
    expect(tracedTasks(trace, 100)).toEqual([
      { start: 150, wall: 80, cpu: 35 },
      { start: 300, wall: 60, cpu: 58 },
    ]);
  });

  it('reads a bare list of events as well, and gives nothing without the mark or for what is not a trace', () => {
    expect(tracedTasks(trace.traceEvents, 100)).toHaveLength(2);
    expect(tracedTasks({ traceEvents: trace.traceEvents.slice(2) }, 100)).toEqual([]);
    expect(tracedTasks('not a trace', 100)).toEqual([]);
    expect(tracedTasks({ traceEvents: 3 }, 100)).toEqual([]);
  });
});

describe('longTaskCpu: a long task\'s own thread time', () => {
  const tasks = [
    { start: 150, wall: 80, cpu: 35.4 },
    { start: 151.5, wall: 5, cpu: 5 },
    { start: 300, wall: 60, cpu: 58 },
  ];

  it('is that of the traced task that began within 2 ms of it and ran as long as it did', () => {
    expect(longTaskCpu(151.4, 80, tasks)).toBe(35);
    expect(longTaskCpu(151.4, 6, tasks)).toBe(5);
    expect(longTaskCpu(299, 60, tasks)).toBe(58);
  });

  it('is unknown when no traced task began near it and ran as long', () => {
    expect(longTaskCpu(200, 80, tasks)).toBeNull();
    expect(longTaskCpu(151.4, 50, tasks)).toBeNull();
    expect(longTaskCpu(150, 80, [])).toBeNull();
  });
});
