/** Frames only while something moves (src/scenes/pacing.ts): the pacing decision, frame by frame. */
import { describe, expect, it } from 'vitest';
import { FramePacer } from '../../src/scenes/pacing';

/** Runs `pacer` at 60 frames a second from `start` for `frames` frames; returns which were drawn. */
function run(pacer: FramePacer, start: number, frames: number, busy: (time: number) => boolean = () => false): number[] {
  const drawn: number[] = [];
  for (let i = 0; i < frames; i++) {
    const time = start + i * (1000 / 60);
    if (pacer.frame(time, busy(time))) drawn.push(time);
  }
  return drawn;
}

describe('frame pacing', () => {
  it('draws every frame while something moves', () => {
    const pacer = new FramePacer({ idleAfterMs: 500, heartbeatMs: 250 });
    expect(run(pacer, 0, 120, () => true)).toHaveLength(120);
    expect(pacer.skipped).toBe(0);
  });

  it('keeps drawing for the idle time after the last movement, then only a heartbeat', () => {
    const pacer = new FramePacer({ idleAfterMs: 500, heartbeatMs: 250 });
    run(pacer, 0, 1, () => true);
    const drawn = run(pacer, 1000 / 60, 60 * 10 - 1);
    // Every frame of the first half second after the movement is drawn (29 after it), then about 4 a second.
    expect(drawn.filter((time) => time < 500)).toHaveLength(29);
    const later = drawn.filter((time) => time >= 500);
    expect(later.length).toBeGreaterThanOrEqual(36);
    expect(later.length).toBeLessThanOrEqual(40);
    for (let i = 1; i < later.length; i++) expect((later[i] as number) - (later[i - 1] as number)).toBeGreaterThanOrEqual(250);
  });

  it('wakes on the next frame when the person does something or something starts to move', () => {
    const pacer = new FramePacer({ idleAfterMs: 500, heartbeatMs: 250 });
    run(pacer, 0, 120);
    expect(pacer.idle(2000)).toBe(true);
    pacer.wake(2000);
    expect(pacer.idle(2000)).toBe(false);
    expect(run(pacer, 2001, 10)).toHaveLength(10);
    // A tween that starts while idle: the frame that sees it is drawn, and so is every frame after it.
    const late = new FramePacer({ idleAfterMs: 500, heartbeatMs: 250 });
    run(late, 0, 120);
    const drawn = run(late, 2000, 20, (time) => time >= 2100);
    expect(drawn.filter((time) => time >= 2100)).toHaveLength(drawn.length - drawn.filter((time) => time < 2100).length);
    expect(drawn.filter((time) => time >= 2100).length).toBe(20 - Math.ceil(100 / (1000 / 60)));
  });
});
