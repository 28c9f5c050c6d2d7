import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

// frame-listing.ts lists for input what Phaser's Canvas renderers list as they draw. Here Phaser's own renderers (read
// from its sources by path: the package exports only its builds) draw stand-ins of each kind, with no-op drawing, and
// what they list is compared with `listAsDrawn`.
vi.mock('phaser', async () => {
  const { createRequire: make } = await import('node:module');
  const { join: joined } = await import('node:path');
  const load = make(import.meta.url);
  const source = (path: string): unknown => load(joined(load.resolve('phaser/package.json'), '..', 'src', path));
  const TransformMatrix = source('gameobjects/components/TransformMatrix.js') as new () => object;
  class GameObject {
    x = 0;
    y = 0;
    rotation = 0;
    scaleX = 1;
    scaleY = 1;
    scrollFactorX = 1;
    scrollFactorY = 1;
    blendMode = 0;
    mask = null;
    visible = true;
    _alpha = 1;
    get alpha(): number {
      return this._alpha;
    }
    set alpha(value: number) {
      this._alpha = Math.min(1, Math.max(0, value));
    }
    setAlpha(value: number): this {
      this.alpha = value;
      return this;
    }
    setScrollFactor(x: number, y: number): this {
      this.scrollFactorX = x;
      this.scrollFactorY = y;
      return this;
    }
    /** Phaser's flags: shown and not fully transparent. */
    willRender(): boolean {
      return this.visible && this._alpha > 0;
    }
  }
  class Container extends GameObject {
    list: GameObject[] = [];
    localTransform = new TransformMatrix();
  }
  class Image extends GameObject {}
  class Text extends GameObject {
    width = 40;
    height = 12;
  }
  class Graphics extends GameObject {
    commandBuffer: number[] = [];
  }
  class Shape extends GameObject {
    isFilled = false;
    isStroked = false;
  }
  class Rectangle extends Shape {
    width = 20;
    height = 10;
    radius = 0;
  }
  class Zone extends GameObject {}
  class Sprite extends GameObject {}
  const renderers: [typeof GameObject, unknown][] = [
    [Container, source('gameobjects/container/ContainerCanvasRenderer.js')],
    [Image, source('gameobjects/image/ImageCanvasRenderer.js')],
    [Text, source('gameobjects/text/TextCanvasRenderer.js')],
    [Graphics, source('gameobjects/graphics/GraphicsCanvasRenderer.js')],
    [Rectangle, source('gameobjects/shape/rectangle/RectangleCanvasRenderer.js')],
    // Zone.js needs a page to load; its renderCanvas is checked against its source below.
    [Zone, function (this: unknown, _renderer: unknown, src: GameObject, camera: { addToRenderList(object: GameObject): void }) {
      camera.addToRenderList(src);
    }],
    [Sprite, source('gameobjects/sprite/SpriteCanvasRenderer.js')],
  ];
  for (const [kind, render] of renderers) Object.defineProperty(kind.prototype, 'renderCanvas', { value: render, writable: true });
  return { GameObjects: { GameObject, Container, Image, Text, Graphics, Shape, Rectangle, Zone, Sprite, Components: { TransformMatrix } } };
});

const Phaser = await import('phaser');
const { drawMeetingListRest, listAsDrawn } = await import('../../src/scenes/frame-listing');

const require = createRequire(import.meta.url);
const sources = join(require.resolve('phaser/package.json'), '..', 'src');
const TransformMatrix = require(join(sources, 'gameobjects/components/TransformMatrix.js')) as new () => object;
const BEGIN_PATH = (require(join(sources, 'gameobjects/graphics/Commands.js')) as { BEGIN_PATH: number }).BEGIN_PATH;

type Camera = Phaser.Cameras.Scene2D.Camera;
type Thing = Phaser.GameObjects.GameObject;
/** The stand-ins of the mock above, made with no arguments. */
type Make<T> = new () => T;
const G = Phaser.GameObjects as unknown as { Container: Make<Phaser.GameObjects.Container>; Image: Make<Phaser.GameObjects.Image>; Text: Make<Phaser.GameObjects.Text>; Graphics: Make<Phaser.GameObjects.Graphics>; Rectangle: Make<Phaser.GameObjects.Rectangle>; Zone: Make<Phaser.GameObjects.Zone>; Sprite: Make<Phaser.GameObjects.Sprite> };

/** A camera as the renderers read it, with its list for input. */
function camera(alpha = 1): Camera {
  const list: Thing[] = [];
  const stand = { alpha, scrollX: 0, scrollY: 0, matrix: new TransformMatrix(), matrixCombined: new TransformMatrix(), matrixExternal: new TransformMatrix(), renderList: list, addToRenderList: (object: Thing) => void list.push(object) };
  return stand as unknown as Camera;
}

/** A 2D context that draws nothing. */
const nowhere = new Proxy({}, { get: (_target, name) => (name === 'canvas' ? { width: 800, height: 600 } : () => undefined), set: () => true });
const renderer = { currentContext: nowhere, currentBlendMode: 0, blendModes: ['source-over'], antialias: true, batchSprite: () => undefined, setBlendMode(mode: number) {
  this.currentBlendMode = mode;
} };

/** What Phaser's renderers list drawing `objects` (those that would render, as its camera manager passes them). */
function listedByPhaser(objects: readonly Thing[], alpha = 1): Thing[] {
  const view = camera(alpha);
  for (const object of objects) if (object.willRender(view)) (object as Thing & { renderCanvas(r: unknown, s: Thing, c: Camera): void }).renderCanvas(renderer, object, view);
  return view.renderList;
}

function listedHere(objects: readonly Thing[], alpha = 1): Thing[] {
  const view = camera(alpha);
  for (const object of objects) if (object.willRender(view)) expect(listAsDrawn(object, view)).toBe(true);
  return view.renderList;
}

/** An object to make: its kind (a container with what it holds) and how it is shown. */
type Shown = { spec: Spec; visible: boolean; alpha: number };
type Spec = { kind: 'image' | 'rectangle' | 'zone' } | { kind: 'text'; empty: boolean } | { kind: 'graphics'; commands: boolean } | { kind: 'container'; children: Shown[] };

function make(shown: Shown): Thing {
  const { spec } = shown;
  const object = ((): Thing => {
    switch (spec.kind) {
      case 'container':
        return Object.assign(new G.Container(), { list: spec.children.map(make) });
      case 'text':
        return Object.assign(new G.Text(), spec.empty ? { width: 0 } : {});
      case 'graphics':
        return Object.assign(new G.Graphics(), { commandBuffer: spec.commands ? [BEGIN_PATH] : [] });
      case 'image':
        return new G.Image();
      case 'rectangle':
        return new G.Rectangle();
      case 'zone':
        return new G.Zone();
    }
  })();
  return Object.assign(object, { visible: shown.visible, alpha: shown.alpha });
}

const shownSpec: fc.Arbitrary<Shown> = fc.letrec<{ shown: Shown; spec: Spec }>((tie) => ({
  shown: fc.record({ spec: tie('spec'), visible: fc.constantFrom(true, true, true, false), alpha: fc.constantFrom(0, 0.5, 1, 1) }),
  spec: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constantFrom('image' as const, 'rectangle' as const, 'zone' as const) }),
    fc.record({ kind: fc.constant('text' as const), empty: fc.boolean() }),
    fc.record({ kind: fc.constant('graphics' as const), commands: fc.boolean() }),
    fc.record({ kind: fc.constant('container' as const), children: fc.array(tie('shown') as fc.Arbitrary<Shown>, { maxLength: 4 }) }),
  ),
})).shown;

describe('listAsDrawn lists for input what Phaser 4\'s Canvas renderers list as they draw', () => {
  it('a container and what it holds, in drawing order: hidden or transparent children skipped, an empty text and a Graphics with no commands not listed', () => {
    const hidden = Object.assign(new G.Image(), { visible: false });
    const clear = new G.Image().setAlpha(0);
    const emptyText = Object.assign(new G.Text(), { width: 0 });
    const blank = new G.Graphics();
    const drawn = Object.assign(new G.Graphics(), { commandBuffer: [BEGIN_PATH] });
    const inner = Object.assign(new G.Container(), { list: [new G.Rectangle(), new G.Zone()] });
    const outer = Object.assign(new G.Container(), { list: [new G.Image(), hidden, clear, emptyText, blank, drawn, inner, new G.Text()] });
    const objects = [new G.Image(), outer, new G.Text()];
    expect(listedHere(objects)).toEqual(listedByPhaser(objects));
    expect(listedHere(objects)).not.toContain(hidden);
    expect(listedHere(objects)).not.toContain(emptyText);
    expect(listedHere(objects)).not.toContain(blank);
    expect(listedHere(objects)).toContain(drawn);
  });

  it('any tree of the kinds it knows, shown or not, at any alpha, under a camera at any alpha (property)', () => {
    fc.assert(
      fc.property(fc.array(shownSpec, { maxLength: 5 }), fc.constantFrom(0.5, 1), (specs, alpha) => {
        const objects = specs.map(make);
        expect(listedHere(objects, alpha)).toEqual(listedByPhaser(objects, alpha));
      }),
      { numRuns: 300 },
    );
  });

  it('an object of another kind, or holding one, or drawn by a renderer of its own, is not listed: nothing is added', () => {
    const view = camera();
    const sprite = new G.Sprite();
    const holder = Object.assign(new G.Container(), { list: [new G.Image(), sprite] });
    const own = Object.assign(new G.Image(), { renderCanvas: () => undefined });
    for (const object of [sprite, holder, own]) {
      expect(listAsDrawn(object, view)).toBe(false);
      expect(view.renderList).toEqual([]);
    }
  });

  it('Phaser\'s Zone lists itself and draws nothing (its renderCanvas, read from its source)', () => {
    const zone = readFileSync(join(sources, 'gameobjects/zone/Zone.js'), 'utf8');
    const body = /renderCanvas: function \(renderer, src, camera\)\s*\{([^}]*)\}/.exec(zone)?.[1]?.trim();
    expect(body).toBe('camera.addToRenderList(src);');
  });
});

describe('drawMeetingListRest: a box\'s first pass draws what meets the box and lists the rest, in order', () => {
  /** Draws by listing what it draws (as Phaser's render does), and records each call. */
  const run = (objects: Thing[], from: number, to: number, meeting: readonly number[]) => {
    const view = camera();
    const draws: [number, number][] = [];
    drawMeetingListRest(objects, from, to, (index) => meeting.includes(index), view, (start, end) => {
      draws.push([start, end]);
      for (const object of objects.slice(start, end)) view.addToRenderList(object);
    });
    return { draws, listed: view.renderList };
  };

  it('rows that meet the box are drawn in one call each; the others are listed between them', () => {
    const objects = [new G.Image(), new G.Image(), new G.Image(), new G.Text(), new G.Image(), new G.Image()];
    const { draws, listed } = run(objects, 1, 6, [2, 3, 5]);
    expect(draws).toEqual([[2, 4], [5, 6]]);
    expect(listed).toEqual(objects.slice(1));
  });

  it('a list whose first object lies outside the box still begins with a render (the camera\'s background), of nothing', () => {
    const objects = [new G.Image(), new G.Image()];
    expect(run(objects, 0, 2, [1]).draws).toEqual([[0, 0], [1, 2]]);
    expect(run(objects, 0, 2, [0]).draws).toEqual([[0, 1]]);
  });

  it('an object it cannot list is drawn, though it lies outside the box', () => {
    const objects = [new G.Image(), new G.Sprite(), new G.Image()];
    const { draws, listed } = run(objects, 0, 3, [0]);
    expect(draws).toEqual([[0, 1], [1, 2]]);
    expect(listed).toEqual(objects);
  });
});
