/** The loop guard: a frame that throws is dropped, said once per message, and the game's next frames still run. */
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';

vi.mock('phaser', () => ({ CANVAS: 1, WEBGL: 2 }));

/** Node has no Canvas: the guard knows a 2D context by its class, so a stand-in class takes its name. */
class FakeContext2D {
  constructor(readonly resets: () => void) {}
  reset(): void {
    this.resets();
  }
}
vi.stubGlobal('CanvasRenderingContext2D', FakeContext2D);

const { guardFrames } = await import('../../src/scenes/loop-guard');
const { APP_EVENTS } = await import('../../src/scenes/keys');

/** A stand-in game whose step throws while `failing` holds; it counts the steps that ran to the end. */
function fakeGame(renderType: number) {
  const state = { failing: [] as string[], steps: 0, resets: 0 };
  const context = new FakeContext2D(() => void state.resets++);
  const game = {
    config: { renderType },
    context,
    canvas: { width: 100 },
    events: new EventEmitter(),
    step(_time: number, _delta: number): void {
      const message = state.failing.shift();
      if (message) throw new Error(message);
      state.steps++;
    },
  };
  return { game, state };
}

describe('guardFrames', () => {
  it('drops a frame that throws, resets the Canvas context, tells the cache and says each message once', () => {
    const { game, state } = fakeGame(1);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed: unknown[] = [];
    game.events.on(APP_EVENTS.frameFailed, (error: unknown) => failed.push(error));
    const failures = guardFrames(game as never);
    state.failing.push('a draw threw', 'a draw threw', 'another');
    for (let frame = 0; frame < 5; frame++) game.step(frame * 16, 16);
    expect(state.steps).toBe(2);
    expect(failures()).toEqual({ count: 3, first: 'a draw threw' });
    expect(state.resets).toBe(3);
    expect(failed).toHaveLength(3);
    expect(said).toHaveBeenCalledTimes(2);
    said.mockRestore();
  });

  it('leaves a frame that does not throw alone, and a WebGL context unreset', () => {
    const { game, state } = fakeGame(2);
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures = guardFrames(game as never);
    game.step(0, 16);
    expect(failures()).toEqual({ count: 0, first: null });
    state.failing.push('a shader threw');
    game.step(16, 16);
    game.step(32, 16);
    expect(state).toMatchObject({ steps: 2, resets: 0 });
    expect(failures().count).toBe(1);
    said.mockRestore();
  });
});
