import { describe, expect, it, vi } from 'vitest';

// addClosing tells kinds apart by Phaser's classes: stand-ins with the fields the bounds and the exactness checks read.
vi.mock('phaser', () => {
  class Matrix {
    constructor(public a = 1, public b = 0, public c = 0, public d = 1, public e = 0, public f = 0) {}
  }
  class GameObject {
    visible = true;
    alpha = 1;
    mask = null;
    scrollFactorX = 1;
    scrollFactorY = 1;
    parentContainer = null;
  }
  /** A picture `width` × `height` at (x, y), turned by `rotation` (only 0 reads as unturned). */
  class Image extends GameObject {
    isCropped = false;
    flipX = false;
    flipY = false;
    displayOriginX = 0;
    displayOriginY = 0;
    frame = { x: 0, y: 0, source: { resolution: 1 } };
    constructor(public x = 0, public y = 0, public width = 10, public height = 10, public rotation = 0) {
      super();
    }
    getBounds(into: { x: number; y: number; right: number; bottom: number }) {
      return Object.assign(into, { x: this.x, y: this.y, right: this.x + this.width, bottom: this.y + this.height });
    }
    getWorldTransformMatrix() {
      return this.rotation === 0 ? new Matrix(1, 0, 0, 1, this.x, this.y) : new Matrix(Math.cos(this.rotation), Math.sin(this.rotation), -Math.sin(this.rotation), Math.cos(this.rotation), this.x, this.y);
    }
  }
  class Text extends Image {}
  class Container extends GameObject {
    constructor(public list: GameObject[]) {
      super();
    }
  }
  class Zone extends GameObject {}
  const Stub = class {};
  return {
    GameObjects: { GameObject, Image, Text, Container, Zone, Graphics: Stub, Rectangle: Stub, Sprite: Stub, Components: { TransformMatrix: Matrix } },
    Geom: { Rectangle: class { x = 0; y = 0; right = 0; bottom = 0; } },
    Textures: { CanvasTexture: Stub },
    BlendModes: { NORMAL: 0 },
  };
});

const Phaser = await import('phaser');
const { addClosing } = await import('../../src/scenes/frame-damage');

type Box = { left: number; top: number; right: number; bottom: number };
type Part = Phaser.GameObjects.GameObject;
const stand = Phaser.GameObjects as unknown as {
  Image: new (x: number, y: number, width: number, height: number, rotation?: number) => Part & { scrollFactorX: number };
  Text: new (x: number, y: number, width: number, height: number) => Part;
  Container: new (list: Part[]) => Part & { mask: unknown };
  Zone: new () => Part;
};
const camera = { matrixCombined: { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }, roundPixels: false } as unknown as Phaser.Cameras.Scene2D.Camera;
const box = (left: number, top: number, width: number, height: number): Box => ({ left, top, right: left + width, bottom: top + height });

/** What a redrawn box must take in whole for `object`, drawing over `extent`. */
const closing = (object: Part, extent: Box): Box[] => {
  const into: Box[] = [];
  addClosing(object, extent, camera, into);
  return into;
};

describe('addClosing: what a redrawn box must take in whole (scenes/frame-damage.ts)', () => {
  // A district tile: a large picture copied pixel for pixel, its tap zone, a name and a turned stamp.
  const tile = (): { tile: Part; extent: Box } => {
    const name = new stand.Text(110, 60, 90, 18);
    const stamp = new stand.Image(150, 120, 80, 30, 0.2);
    return { tile: new stand.Container([new stand.Image(100, 50, 240, 190), new stand.Zone(), name, stamp]), extent: box(100, 50, 240, 190) };
  };

  it('takes in the children of a large container that do not clip exactly, not the container: its picture may be cut', () => {
    const { tile: t, extent } = tile();
    const boxes = closing(t, extent);
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toEqual(box(110, 60, 90, 18));
    // The turned stamp's extent is its turned corners' box, inside the tile and smaller than it.
    const stamp = boxes[1] as Box;
    expect(stamp.left).toBeGreaterThan(extent.left);
    expect((stamp.right - stamp.left) * (stamp.bottom - stamp.top)).toBeLessThan(240 * 190);
  });

  it('takes in a large turned picture among the children whole', () => {
    const turned = new stand.Image(100, 300, 200, 150, 0.1);
    const boxes = closing(new stand.Container([turned, new stand.Image(100, 300, 10, 10)]), box(80, 290, 240, 190));
    expect(boxes).toHaveLength(2);
    expect((boxes[0] as Box).right - (boxes[0] as Box).left).toBeGreaterThan(190);
  });

  it('takes in nothing of a large container whose children all clip exactly', () => {
    expect(closing(new stand.Container([new stand.Image(0, 0, 300, 200), new stand.Zone(), new stand.Image(300, 0, 300, 200)]), box(0, 0, 600, 200))).toEqual([]);
  });

  it('goes down into containers inside containers', () => {
    const { tile: inner } = tile();
    const boxes = closing(new stand.Container([new stand.Image(0, 0, 500, 400), inner]), box(0, 0, 500, 400));
    expect(boxes).toHaveLength(2);
    expect(boxes[0]).toEqual(box(110, 60, 90, 18));
  });

  it('takes in a container whole when its children are not drawn as it is (a mask, a scroll factor of their own)', () => {
    const { tile: masked, extent } = tile();
    (masked as unknown as { mask: unknown }).mask = {};
    expect(closing(masked, extent)).toEqual([extent]);
    const drifting = new stand.Image(100, 50, 240, 190);
    drifting.scrollFactorX = 0.5;
    expect(closing(new stand.Container([drifting, new stand.Text(110, 60, 90, 18)]), extent)).toEqual([extent]);
  });

  it('takes in a small object whole, unchecked (it costs little), and a large picture that clips exactly not at all', () => {
    const small = new stand.Container([new stand.Image(0, 0, 100, 100)]);
    expect(closing(small, box(0, 0, 100, 100))).toEqual([box(0, 0, 100, 100)]);
    expect(closing(new stand.Image(0, 0, 300, 200), box(0, 0, 300, 200))).toEqual([]);
    expect(closing(new stand.Image(0, 0, 300, 200, 0.1), box(-20, 0, 320, 230))).toEqual([box(-20, 0, 320, 230)]);
  });
});
