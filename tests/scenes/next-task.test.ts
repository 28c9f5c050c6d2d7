/** A move's steps in tasks of their own (src/scenes/kit/next-task.ts): `nextTask` resolves in a new task. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/scenes/kit/next-task';

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
