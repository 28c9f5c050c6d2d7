/**
 * A floating word (floatText in components/effects.ts) is an element of the page over the canvas that the browser
 * raises and fades: where the table asked, in the heading face at its size and colour, held among the table's
 * transients while it shows, gone when it has faded or when its scene shuts down.
 */
import { describe, expect, it, vi } from 'vitest';
import type { FakeAnimation, FakeElement } from './fake-page';

vi.mock('phaser', async () => ({ Scenes: { Events: (await import('./fake-page')).SCENE_EVENTS } }));
// theme.ts reads the pixel ratio through viewport.ts, which imports Phaser for its layout scene.
vi.mock('../../src/scenes/viewport', () => ({ pixelRatio: () => 1, overCanvas: (scene: { game: { canvas: { parentElement: unknown } } }) => scene.game.canvas.parentElement }));
const { FLOAT_MS, FLOAT_RISE, QUAD_IN, floatText, floatTransform } = await import('../../src/scenes/components/effects');
const { textStyle } = await import('../../src/scenes/theme');
const { fakeScene } = await import('./fake-page');

const FULL_SPEED = { ms: (designed: number) => designed };
const DOUBLE_SPEED = { ms: (designed: number) => designed / 2 };

function float(motion = FULL_SPEED, size?: number) {
  const table = fakeScene();
  const live = new Set<object>();
  let done = false;
  const promise = floatText(table.scene as unknown as Parameters<typeof floatText>[0], 300, 200, '−2', 0xc8454a, motion, live, size).then(() => (done = true));
  const words = table.parent.children[1] as FakeElement;
  return { table, live, words, animation: words.animations[0] as FakeAnimation, promise, isDone: () => done };
}

describe('a floating word', () => {
  it('is a page element beside the canvas, centred where the table asked, with its words hidden from screen readers', () => {
    const { table, words } = float();
    expect(table.parent.children).toHaveLength(2);
    expect(words.className).toBe('float-text');
    expect(words.textContent).toBe('−2');
    expect(words.attributes.get('aria-hidden')).toBe('true');
    expect(words.style.transform).toBe('translate(300px, 200px) translate(-50%, -50%)');
  });

  it('is drawn in the heading face at the asked size and colour', () => {
    const { words } = float(FULL_SPEED, 26);
    const heading = textStyle('heading', 0xc8454a, { size: 26 });
    expect(words.style.fontFamily).toBe(heading.fontFamily);
    expect(words.style.fontSize).toBe('26px');
    expect(words.style.fontWeight).toBe(heading.fontStyle === 'bold' ? 'bold' : 'normal');
    expect(words.style.color).toBe('#c8454a');
  });

  it('rises 44 pixels and fades in 700 ms, slow at first (Quad.In), at the animation speed', () => {
    const { animation } = float();
    expect(animation.keyframes).toEqual([
      { transform: floatTransform(300, 200, 0), opacity: 1 },
      { transform: floatTransform(300, 200, FLOAT_RISE), opacity: 0 },
    ]);
    expect(floatTransform(300, 200, FLOAT_RISE)).toBe('translate(300px, 156px) translate(-50%, -50%)');
    expect(animation.options).toEqual({ duration: FLOAT_MS, easing: QUAD_IN, fill: 'forwards' });
    expect(float(DOUBLE_SPEED).animation.options.duration).toBe(FLOAT_MS / 2);
  });

  it('is held among the transients while it shows, and leaves the page when it has faded', async () => {
    const { table, live, words, animation, promise, isDone } = float();
    expect([...live]).toEqual([words]);
    expect(isDone()).toBe(false);
    animation.finish();
    await promise;
    expect(live.size).toBe(0);
    expect(table.parent.children).not.toContain(words);
  });

  it('leaves the page when its scene shuts down before it has faded, and stops listening', async () => {
    const { table, live, words, promise } = float();
    const listening = table.listening();
    table.emit('shutdown');
    await promise;
    expect(live.size).toBe(0);
    expect(table.parent.children).not.toContain(words);
    expect(table.listening()).toBe(listening - 1);
  });
});
