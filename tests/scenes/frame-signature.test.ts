import { describe, expect, it, vi } from 'vitest';

// describe() tells kinds apart by Phaser's classes: stand-ins with the fields the Canvas renderer reads are enough.
vi.mock('phaser', () => {
  // The fields behind Phaser's getters, as its components keep them (describe reads these).
  class GameObject {
    _visible = true;
    _alpha = 1;
    x = 0;
    y = 0;
    _scaleX = 1;
    _scaleY = 1;
    _rotation = 0;
    scrollFactorX = 1;
    scrollFactorY = 1;
    mask = null;
    _blendMode = 0;
  }
  class Zone extends GameObject {}
  class Other extends GameObject {}
  const Stub = class {};
  return { GameObjects: { GameObject, Zone, Other, Container: Stub, Text: Stub, Image: Stub, Sprite: Stub, Graphics: Stub, Rectangle: Stub }, Textures: { CanvasTexture: Stub } };
});

const Phaser = await import('phaser');
const { signRun } = await import('../../src/scenes/frame-signature');
const { Signature } = await import('../../src/scenes/signature');

const camera = { getViewMatrix: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }), x: 0, y: 0, width: 1280, height: 800, backgroundColor: { rgba: 'rgba(0,0,0,1)' }, transparent: false } as never;
const canvas = { width: 1280, height: 800 };
type Zone = Phaser.GameObjects.GameObject & { x: number };
/** The stand-in classes, made without a scene. */
const stand = Phaser.GameObjects as unknown as { Zone: new () => Zone; Other: new () => Zone };
const zones = (count: number): Zone[] => Array.from({ length: count }, (_, index) => Object.assign(new stand.Zone(), { x: index * 10 }));

describe('signRun: a run of still objects signed for the frame cache', () => {
  it('signs the same objects alike wherever the run starts: objects added below it (a log line, a card dealt) leave its canvas valid', () => {
    const run = zones(6);
    const below = zones(3);
    const first = new Signature();
    const later = new Signature();
    expect(signRun(first, [below[0] as Zone, ...run], 1, 7, camera, canvas)).toBe(7);
    expect(signRun(later, [...below, ...run], 3, 9, camera, canvas)).toBe(9);
    expect(later.equals(first)).toBe(true);
  });

  it('still tells the run apart when one of its objects changes, or when it stops early at an object it cannot describe', () => {
    const run = zones(6);
    const whole = new Signature();
    signRun(whole, run, 0, 6, camera, canvas);
    const moved = new Signature();
    (run[4] as Zone).x += 1;
    signRun(moved, run, 0, 6, camera, canvas);
    expect(moved.equals(whole)).toBe(false);
    const cut = new Signature();
    const stopped = [...run.slice(0, 3), new stand.Other(), ...run.slice(3)];
    expect(signRun(cut, stopped, 0, 7, camera, canvas)).toBe(3);
    expect(cut.equals(moved)).toBe(false);
  });

  it('tells apart a run drawn over what lies below it from the same objects drawn first (its background)', () => {
    const run = zones(6);
    const over = new Signature();
    const first = new Signature();
    signRun(over, [new stand.Zone(), ...run], 1, 7, camera, canvas);
    signRun(first, run, 0, 6, camera, canvas);
    expect(over.equals(first)).toBe(false);
  });
});
