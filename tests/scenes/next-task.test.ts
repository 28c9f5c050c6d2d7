/** A move's steps in tasks of their own, and spread over frames (src/scenes/kit/next-task.ts): `nextTask` resolves in a new task; `nextStep` waits for the next frame once the last display frame is past its window. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextStep, nextTask, STEP_WINDOW_MS, type FrameClock } from '../../src/scenes/kit/next-task';

/** Queues a chain of `depth` microtasks, each queued by the one before; the last records `label`. */
function microtaskChain(depth: number, order: string[], label: string): void {
  queueMicrotask(() => (depth > 1 ? microtaskChain(depth - 1, order, label) : order.push(label)));
}

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves only after every microtask queued before and meanwhile has run: in a task of its own', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    microtaskChain(50, order, 'microtasks');
    await done;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it('a resolved promise, by contrast, resumes inside the same task (what the table did before)', async () => {
    const order: string[] = [];
    const done = Promise.resolve().then(() => order.push('same task'));
    microtaskChain(50, order, 'microtasks');
    await done;
    await nextTask();
    expect(order).toEqual(['same task', 'microtasks']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await nextTask();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });
});

/** A clock whose last frame began at `frameBegan`, now `now`; frames asked for are kept until `drawFrame`. */
function fakeClock(frameBegan: number, now: number): FrameClock & { readonly asked: () => number; readonly drawFrame: () => void } {
  const waiting: (() => void)[] = [];
  return {
    frameBegan: () => frameBegan,
    now: () => now,
    onNextFrame: (then) => waiting.push(then),
    asked: () => waiting.length,
    drawFrame: () => waiting.splice(0).forEach((then) => then()),
  };
}

describe('nextStep', () => {
  it('inside the window after a frame began, resolves in a task of its own without waiting for a frame', async () => {
    const clock = fakeClock(1000, 1000 + STEP_WINDOW_MS - 1);
    const order: string[] = [];
    const done = nextStep(clock).then(() => order.push('step'));
    microtaskChain(50, order, 'microtasks');
    await done;
    expect(order).toEqual(['microtasks', 'step']);
    expect(clock.asked()).toBe(0);
  });

  it('once the window has passed, waits for the next frame and then for a task after it', async () => {
    const clock = fakeClock(1000, 1000 + STEP_WINDOW_MS);
    const order: string[] = [];
    const done = nextStep(clock).then(() => order.push('step'));
    await nextTask();
    await nextTask();
    expect(order).toEqual([]);
    expect(clock.asked()).toBe(1);
    clock.drawFrame();
    microtaskChain(50, order, 'frame microtasks');
    await done;
    expect(order).toEqual(['frame microtasks', 'step']);
  });
});
