/**
 * Resolves in a task of its own, so that what follows does not run inside the task that awaited it: the browser
 * may take input and draw between the two. A move's work at a table comes in steps (the machine's transition, each
 * event's animation, the settling onto the final view, the next think's request), and each step used to start in
 * the microtasks of the task that ended the step before: often the very frame whose tween finished it, so the frame
 * carried the next step's work too. On a slow tablet (the frame bench's 4× throttle) those tasks ran over 50 ms.
 *
 * `scheduler.yield()` where the browser has it (its continuation runs ahead of other queued tasks), otherwise a
 * message to itself (a task, without the 4 ms a nested `setTimeout` may wait).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
