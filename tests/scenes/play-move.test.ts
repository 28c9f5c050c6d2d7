/** How a table plays a move's events (src/scenes/kit/play-move.ts): each step after a task of its own. */
import { describe, expect, it } from 'vitest';
import { playMove, type MovePlayer } from '../../src/scenes/kit/play-move';

interface Run {
  readonly steps: string[];
  readonly table: MovePlayer<string, string>;
  readonly yieldTask: () => Promise<void>;
}

/** A fake table recording its steps; `stopAt` is the step after which the scene stops running. */
function fakeTable(options: { stopAt?: string; failOn?: string; ahead?: readonly string[] } = {}): Run {
  const steps: string[] = [];
  let active = true;
  const step = (name: string): void => {
    steps.push(name);
    if (name === options.stopAt) active = false;
  };
  const table: MovePlayer<string, string> = {
    active: () => active,
    log: (event) => step(`log ${event}`),
    play: async (event, final, rest) => {
      step(`play ${event} (then ${rest.join(',') || 'nothing'}, toward ${final})`);
      if (event === options.failOn) throw new Error(`${event} failed`);
    },
    landed: (final) => step(`landed ${final}`),
    ahead: (final) => (options.ahead ?? []).map((piece) => () => step(`ahead ${piece} for ${final}`)),
    settle: async (final) => step(`settle ${final}`),
  };
  return { steps, table, yieldTask: async () => step('task') };
}

describe('playMove', () => {
  it('plays each event after a task of its own, then lands, settles in a task of its own, and ends after one more', async () => {
    const { steps, table, yieldTask } = fakeTable();
    await playMove(['drew', 'played'], 'view 2', table, yieldTask);
    expect(steps).toEqual([
      'task', 'log drew', 'play drew (then played, toward view 2)',
      'task', 'log played', 'play played (then nothing, toward view 2)',
      'landed view 2', 'task', 'settle view 2', 'task',
    ]);
  });

  it('a move with no events still lands and settles', async () => {
    const { steps, table, yieldTask } = fakeTable();
    await playMove([], 'view 1', table, yieldTask);
    expect(steps).toEqual(['landed view 1', 'task', 'settle view 1', 'task']);
  });

  it('a table that stops running (left for the menu) plays and settles nothing more, but takes the final view', async () => {
    const { steps, table, yieldTask } = fakeTable({ stopAt: 'play drew (then played, toward view 2)' });
    await playMove(['drew', 'played'], 'view 2', table, yieldTask);
    expect(steps).toEqual(['task', 'log drew', 'play drew (then played, toward view 2)', 'task', 'landed view 2']);
  });

  it('an animation that fails still leaves the table on the final view, settled, and the failure reaches the caller', async () => {
    const { steps, table, yieldTask } = fakeTable({ failOn: 'drew' });
    await expect(playMove(['drew', 'played'], 'view 2', table, yieldTask)).rejects.toThrow('drew failed');
    expect(steps).toEqual(['task', 'log drew', 'play drew (then played, toward view 2)', 'landed view 2', 'task', 'settle view 2', 'task']);
  });

  it('work done ahead of the settling runs a piece a task, after landing and before settling', async () => {
    const { steps, table, yieldTask } = fakeTable({ ahead: ['front of c5', 'front of c9'] });
    await playMove(['played'], 'view 2', table, yieldTask);
    expect(steps).toEqual([
      'task', 'log played', 'play played (then nothing, toward view 2)',
      'landed view 2', 'task', 'ahead front of c5 for view 2', 'task', 'ahead front of c9 for view 2', 'task', 'settle view 2', 'task',
    ]);
  });

  it('a table that stops running during the work ahead does no more of it, and settles nothing', async () => {
    const { steps, table, yieldTask } = fakeTable({ ahead: ['front of c5', 'front of c9'], stopAt: 'ahead front of c5 for view 2' });
    await playMove([], 'view 2', table, yieldTask);
    expect(steps).toEqual(['landed view 2', 'task', 'ahead front of c5 for view 2', 'task']);
  });

  it('by default yields real tasks: a chain of microtasks started with the move finishes before its first event plays', async () => {
    const { steps, table } = fakeTable();
    const playing = playMove(['drew'], 'view 1', table);
    let depth = 0;
    const chain = (): void => {
      if (++depth < 50) queueMicrotask(chain);
      else steps.push('microtasks done');
    };
    queueMicrotask(chain);
    await playing;
    expect(steps[0]).toBe('microtasks done');
    expect(steps).toContain('settle view 1');
  });
});
