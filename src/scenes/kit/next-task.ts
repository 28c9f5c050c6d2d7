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

/**
 * How long after a frame began (ms) a move's next step may still start before the next frame is drawn. A frame at
 * 60 Hz lasts 16.7 ms: a step started in its first half leaves the rest for itself. At full speed a table's frame
 * takes a few milliseconds, so a move's short steps run several to a frame; on a slow tablet the frame alone takes
 * most of its 16.7 ms, and each step waits for the next frame.
 */
export const STEP_WINDOW_MS = 8;

/**
 * When the last display frame began (drawn, or skipped by the pacer), the time now (the page's clock, in ms), and a
 * call at the next frame.
 */
export interface FrameClock {
  readonly frameBegan: () => number;
  readonly now: () => number;
  readonly onNextFrame: (then: () => void) => void;
}

/** The page's frame clock: `frameBegan` is the game loop's last frame (its requestAnimationFrame time). */
export function pageFrameClock(loop: { readonly now: number }): FrameClock {
  return { frameBegan: () => loop.now, now: () => performance.now(), onNextFrame: (then) => requestAnimationFrame(() => then()) };
}

/**
 * Resolves where a move's next step should start: in a task of its own (`nextTask`) while the last display frame
 * began under `STEP_WINDOW_MS` ago, otherwise in a task after the next frame is drawn. Steps each in a task of their
 * own still ran back to back with no frame between them when a frame was due (the browser ran `scheduler.yield`'s
 * continuation first): at the frame bench's 4× a move's answer, events, pieces ahead and settling made one gap of
 * 50–133 ms between two frames. Waiting for the frame spreads them over several frames, one step each at most once
 * the window has passed: docs/architecture.md, "A move's steps spread over frames".
 */
export function nextStep(clock: FrameClock): Promise<void> {
  if (clock.now() - clock.frameBegan() < STEP_WINDOW_MS) return nextTask();
  return new Promise((resolve) => clock.onNextFrame(() => void nextTask().then(resolve)));
}
