import { nextTask } from './next-task';

/** What a table gives `playMove`: its log, its event animations and its settling, and whether it still runs. */
export interface MovePlayer<V, E> {
  /** The scene still runs (a table left for the menu mid-move stops playing it). */
  readonly active: () => boolean;
  /** The event's line in the log. */
  readonly log: (event: E) => void;
  /** The event's animation (`rest`: the events after it in the move). */
  readonly play: (event: E, final: V, rest: readonly E[]) => Promise<void>;
  /** The move's view is now the table's, whether its events all played or not. */
  readonly landed: (final: V) => void;
  /**
   * Work the settling onto the final view would do that can be done before it, in pieces (a card's front to bake for
   * each card the move shows new): each runs in a task of its own, so the settling's task is shorter.
   */
  readonly ahead: (final: V) => Iterable<() => void>;
  /** Every piece brought in line with the final view. */
  readonly settle: (final: V) => Promise<void>;
}

/**
 * Plays a move's events at a table, then settles it onto the final view; when it resolves the table offers the next
 * turn and the match may ask the computer's next think. Each step starts in a task of its own (`nextTask`: the
 * next event, each piece of work done ahead of the settling, the settling, and what follows it), not in the
 * microtasks of the frame whose tween ended the step before: docs/architecture.md, "A move's steps in tasks of their
 * own". `yieldTask` is how the table waits before a step: TableScene passes `nextStep`, which also waits for the next
 * frame once the last display frame is past its window (next-task.ts); tests pass their own.
 */
export async function playMove<V, E>(events: readonly E[], final: V, table: MovePlayer<V, E>, yieldTask: () => Promise<void> = nextTask): Promise<void> {
  try {
    for (let i = 0; i < events.length; i++) {
      await yieldTask();
      if (!table.active()) return;
      const event = events[i] as E;
      table.log(event);
      await table.play(event, final, events.slice(i + 1));
    }
  } finally {
    table.landed(final);
    if (table.active()) await yieldTask();
    for (const piece of table.active() ? table.ahead(final) : []) {
      if (!table.active()) break;
      piece();
      await yieldTask();
    }
    if (table.active()) await table.settle(final);
    if (table.active()) await yieldTask();
  }
}
