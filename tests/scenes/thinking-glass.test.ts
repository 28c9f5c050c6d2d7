/**
 * The top bar's hourglass is a page element turned by a CSS animation (components/ThinkingGlass.ts), so a table that
 * waits for the computer draws no frame for it. It shows only while wanted, with its scene awake and nothing of the
 * table above it; it turns over, rests, and turns again; with reduced motion it stands still; it leaves the page with
 * its scene.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnimation, FakeElement } from './fake-page';

// viewport.ts (where page elements go) defines a layout scene on Phaser.Scene: a stand-in class is enough.
vi.mock('phaser', async () => ({ Scene: class {}, Scenes: { Events: (await import('./fake-page')).SCENE_EVENTS } }));
const { GLASS_FIRST_REST_MS, GLASS_REST_MS, GLASS_SIZE, GLASS_TURN_MS, ThinkingGlass, glassTurn, tinted } = await import('../../src/scenes/components/ThinkingGlass');
const { DEPTH } = await import('../../src/scenes/layers');
const { fakeScene } = await import('./fake-page');

function scene() {
  const table = fakeScene();
  return { ...table, fake: table.scene as unknown as ConstructorParameters<typeof ThinkingGlass>[0] };
}

const FULL_SPEED = { ms: (designed: number) => designed };
const REDUCED = { ms: (designed: number) => Math.min(designed, 1) };

function iconOf(glass: InstanceType<typeof ThinkingGlass>): FakeElement {
  return (glass.element as unknown as FakeElement).children[0] as FakeElement;
}

describe('the hourglass as a page element', () => {
  afterEach(() => vi.useRealTimers());

  it('is on the page, hidden, from the start, and shows and turns while the computer thinks', () => {
    vi.useFakeTimers();
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    expect(table.parent.children).toContain(glass.element);
    expect((glass.element as unknown as FakeElement).attributes.get('aria-hidden')).toBe('true');
    expect(glass.shown).toBe(false);
    glass.setWanted(true);
    expect(glass.wanted).toBe(true);
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(true);
    // It shows standing still, held by its style with no animation running, and turns over after its first rest.
    expect(iconOf(glass).animations).toEqual([]);
    expect(iconOf(glass).style.transform).toBe('rotate(0deg)');
    vi.advanceTimersByTime(GLASS_FIRST_REST_MS);
    const animation = iconOf(glass).animations[0] as FakeAnimation;
    expect(animation.options).toEqual({ duration: GLASS_TURN_MS, fill: 'forwards' });
    glass.setWanted(false);
    expect(glass.shown).toBe(false);
    expect(glass.turning).toBe(false);
    expect(animation.playState).toBe('idle');
  });

  it('shows and hides by its opacity alone, never by display (the page would lay it out and make its layer again)', () => {
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    const style = (glass.element as unknown as FakeElement).style;
    glass.setWanted(true);
    expect(style.opacity).toBe('1');
    glass.setWanted(false);
    expect(style.opacity).toBe('0');
    expect(style.display ?? '').toBe('');
  });

  it('shows when wanted while its scene is still being made (a table opened as the computer starts to think)', () => {
    const table = scene();
    table.state.running = false; // Phaser's scene status is CREATING, not RUNNING, inside `create`
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.setWanted(true);
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(true);
  });

  it('stands still with reduced motion', () => {
    vi.useFakeTimers();
    const table = scene();
    const glass = new ThinkingGlass(table.fake, REDUCED, 0xe2b54c);
    glass.setWanted(true);
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(false);
    vi.advanceTimersByTime(10 * GLASS_REST_MS);
    expect(iconOf(glass).animations).toEqual([]);
  });

  it('ends a turn where it turned to, held by its style, even if motion was reduced during the turn', async () => {
    vi.useFakeTimers();
    let turnMs = GLASS_TURN_MS;
    const glass = new ThinkingGlass(scene().fake, { ms: (designed: number) => Math.min(designed, turnMs) }, 0xe2b54c);
    glass.setWanted(true);
    await vi.advanceTimersByTimeAsync(GLASS_FIRST_REST_MS);
    const turn = iconOf(glass).animations[0] as FakeAnimation;
    turnMs = 1;
    turn.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(iconOf(glass).style.transform).toBe('rotate(180deg)');
    expect(glass.turning).toBe(false);
  });

  it('sits where the top bar places its centre, and the box it takes is its size around it', () => {
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.place(400, 25);
    expect(glass.element.style.transform).toBe(`translate(${400 - GLASS_SIZE / 2}px, ${25 - GLASS_SIZE / 2}px)`);
    expect(glass.box).toEqual({ left: 388, top: 13, right: 412, bottom: 37 });
  });

  it('a think over before its first rest ends runs no animation at all', () => {
    vi.useFakeTimers();
    const glass = new ThinkingGlass(scene().fake, FULL_SPEED, 0xe2b54c);
    glass.setWanted(true);
    vi.advanceTimersByTime(GLASS_FIRST_REST_MS - 1);
    glass.setWanted(false);
    vi.advanceTimersByTime(10 * GLASS_REST_MS);
    expect(iconOf(glass).animations).toEqual([]);
  });

  it('hides while something the table draws above its controls covers it, and turns again when uncovered', () => {
    vi.useFakeTimers();
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.place(400, 25);
    glass.setWanted(true);
    // A control at the bar's own depth, over the same place, does not count: only what is drawn above the controls.
    table.add({ depth: DEPTH.ui, visible: true, alpha: 1, bounds: { x: 0, y: 0, right: 1280, bottom: 50 } });
    const dragged = table.add({ depth: DEPTH.dragging, visible: true, alpha: 1, bounds: { x: 600, y: 300, right: 700, bottom: 440 } });
    table.emit('postupdate');
    expect(glass.shown).toBe(true);
    dragged.bounds = { x: 380, y: 0, right: 480, bottom: 140 };
    table.emit('postupdate');
    expect(glass.shown).toBe(false);
    expect(glass.turning).toBe(false);
    expect(glass.wanted).toBe(true);
    dragged.visible = false;
    table.emit('postupdate');
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(true);
    vi.advanceTimersByTime(GLASS_FIRST_REST_MS);
    expect(iconOf(glass).animations).toHaveLength(1);
  });

  it('looks again at what covers it each time it is wanted, not at what covered it the last time', () => {
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.place(400, 25);
    glass.setWanted(true);
    const flying = table.add({ depth: DEPTH.lifted, visible: true, alpha: 1, bounds: { x: 380, y: 0, right: 480, bottom: 140 } });
    table.emit('postupdate');
    expect(glass.shown).toBe(false);
    glass.setWanted(false);
    flying.visible = false;
    // No frame drawn in between (a still table draws none): it shows at once.
    glass.setWanted(true);
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(true);
    // And what covers it as it is wanted hides it at once.
    glass.setWanted(false);
    flying.visible = true;
    glass.setWanted(true);
    expect(glass.shown).toBe(false);
  });

  it('hides while its scene sleeps or is paused, and shows again when it wakes or resumes', () => {
    const table = scene();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.setWanted(true);
    table.state.sleeping = true;
    table.state.visible = false;
    table.emit('sleep');
    expect(glass.shown).toBe(false);
    table.state.sleeping = false;
    table.state.visible = true;
    table.emit('wake');
    expect(glass.shown).toBe(true);
    expect(glass.turning).toBe(true);
    table.state.paused = true;
    table.emit('pause');
    expect(glass.shown).toBe(false);
    table.state.paused = false;
    table.emit('resume');
    expect(glass.shown).toBe(true);
  });

  it('leaves the page, stops turning and stops listening when its scene shuts down', () => {
    vi.useFakeTimers();
    const table = scene();
    const before = table.listening();
    const glass = new ThinkingGlass(table.fake, FULL_SPEED, 0xe2b54c);
    glass.setWanted(true);
    vi.advanceTimersByTime(GLASS_FIRST_REST_MS);
    const animation = iconOf(glass).animations[0] as FakeAnimation;
    table.emit('shutdown');
    expect(table.parent.children).not.toContain(glass.element);
    expect(animation.playState).toBe('idle');
    expect(table.listening()).toBe(before + 1); // only the spent once-listener the fake keeps
  });
});

describe('how the hourglass turns', () => {
  afterEach(() => vi.useRealTimers());

  /** An hourglass shown (on fake timers), its first half turn checked and run to its end: it rests now. */
  async function resting() {
    vi.useFakeTimers();
    const glass = new ThinkingGlass(scene().fake, FULL_SPEED, 0xe2b54c);
    glass.setWanted(true);
    const icon = iconOf(glass);
    await vi.advanceTimersByTimeAsync(GLASS_FIRST_REST_MS);
    const first = icon.animations[0] as FakeAnimation;
    expect(first.keyframes.map((k) => k.transform)).toEqual(['rotate(0deg)', 'rotate(180deg)']);
    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    return { glass, icon, first };
  }

  it('turns over half a turn, rests with no animation running, turns the other half and rests, ending where it began', async () => {
    const { glass, icon, first } = await resting();
    // Resting: the turn's end held by the icon's style, its animation gone, still counted as turning.
    expect(first.playState).toBe('idle');
    expect(icon.style.transform).toBe('rotate(180deg)');
    expect(glass.turning).toBe(true);
    expect(icon.animations).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(GLASS_REST_MS - 1);
    expect(icon.animations).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = icon.animations[1] as FakeAnimation;
    expect(second.keyframes.map((k) => k.transform)).toEqual(['rotate(180deg)', 'rotate(360deg)']);
    expect(second.playState).toBe('running');
    second.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(icon.style.transform).toBe('rotate(0deg)');
    await vi.advanceTimersByTimeAsync(GLASS_REST_MS);
    expect((icon.animations[2] as FakeAnimation).keyframes.map((k) => k.transform)).toEqual(['rotate(0deg)', 'rotate(180deg)']);
  });

  it('stops resting when hidden: no turn starts while it is away, and it rests first again when shown again', async () => {
    const { glass, icon } = await resting();
    glass.setWanted(false);
    expect(glass.turning).toBe(false);
    await vi.advanceTimersByTimeAsync(10 * GLASS_REST_MS);
    expect(icon.animations).toHaveLength(1);
    glass.setWanted(true);
    expect(glass.turning).toBe(true);
    expect(icon.style.transform).toBe('rotate(180deg)');
    await vi.advanceTimersByTimeAsync(GLASS_FIRST_REST_MS - 1);
    expect(icon.animations).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect((icon.animations[1] as FakeAnimation).keyframes.map((k) => k.transform)).toEqual(['rotate(180deg)', 'rotate(360deg)']);
  });

  it('turns faster at a faster animation speed, but rests as long (thinking does not go faster)', () => {
    expect(glassTurn(225, 0)?.duration).toBe(225);
    expect(glassTurn(450, 180)?.keyframes.map((k) => k.transform)).toEqual(['rotate(180deg)', 'rotate(360deg)']);
  });

  it('stands still when a turn would take no time (reduced motion)', () => {
    expect(glassTurn(1, 0)).toBeNull();
  });
});

describe('its colour', () => {
  it('is the palette gold times the icon colour, as a tint drew it', () => {
    expect(tinted(0xe2b54c)).toBe('#d6a33c'); // 241·226/255, 230·181/255, 200·76/255, rounded
    expect(tinted(0xffffff)).toBe('#f1e6c8');
    expect(tinted(0x000000)).toBe('#000000');
  });
});
