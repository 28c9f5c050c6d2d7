import { describe, expect, it, vi } from 'vitest';
import { UpdateSignal } from '../../src/scenes/pwa';

describe('new-version prompt (never interrupts a game)', () => {
  it('does nothing until offered, then waits for the player to accept', () => {
    const signal = new UpdateSignal();
    const seen: boolean[] = [];
    signal.subscribe((a) => seen.push(a));
    const apply = vi.fn();
    signal.offer(apply);
    expect(signal.available).toBe(true);
    expect(apply).not.toHaveBeenCalled(); // offering alone reloads nothing
    signal.accept();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(signal.available).toBe(false);
    signal.accept();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([false, true, false]);
  });
});
