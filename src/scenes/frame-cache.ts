/**
 * The still parts of a scene drawn once, not every frame (Canvas renderer only). Phaser's Canvas renderer redraws
 * the whole display list each frame, and in software (a tablet without GPU canvas, headless Chromium) each image
 * and path is rasterised anew: a card flying across the table repainted every card, tile and word on it. The frame
 * bench measured a Gatekeeper frame at about 27 ms, half of it rasterising canvas images that had not moved.
 *
 * Here, per scene and frame, the depth-sorted list is split by what moves (a tween's target, or anything whose
 * drawing this module cannot describe) into runs of still objects (scenes/frame-runs.ts). The longest runs each
 * have a canvas. A run is described by a signature: every property the Canvas renderer reads from its objects
 * (transform, alpha, texture and frame, a text's version, a graphics' commands, a container's children, the
 * camera). When a run's signature holds for two frames in a row, the run is drawn once into its canvas; while it
 * holds, the run is that canvas (one image) and the rest is drawn as before, in the same order. Any change in a
 * run (a log line, a glow) is a new signature, and the run is drawn live that frame. `verify` draws each frame that
 * used a canvas both ways and counts those whose pixels differ (the e2e test's proof that the cache is invisible).
 */
import * as Phaser from 'phaser';
import type { Run } from './frame-runs';
import { assignSlots, cachedRuns, runDraw, segments } from './frame-runs';

/** What the cache has done since the page opened. */
export interface FrameCacheReport {
  readonly enabled: boolean;
  /** Scene renders drawn whole (nothing cached), and those with at least one run drawn from its canvas. */
  readonly whole: number;
  readonly cached: number;
  /** Times a run was drawn into its canvas, and canvases thrown away after one use or none. */
  readonly snapshots: number;
  readonly wasted: number;
  /** Over the cached renders: top-level objects drawn from a canvas, and drawn live. */
  readonly fromCache: number;
  readonly live: number;
  /** With verify: cached renders compared with a whole drawing, and those that differed. */
  readonly verified: number;
  readonly mismatches: number;
  /** Where the last differing frame first differed (game canvas pixels), for the test's message. */
  readonly lastMismatch: { readonly x: number; readonly y: number } | null;
}

type Render = (scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera) => void;

/** Runs shorter than this are drawn live: a canvas would not pay for itself. */
const MIN_RUN = 6;
/**
 * Canvases per scene, each the game canvas's size (4 MB at 1280×800; the Canvas renderer runs where WebGL does
 * not, so tablets with a GPU never hold them). Three cover a table: under what moves, over it, and the interface.
 */
const SLOTS = 3;
/**
 * How far a channel of a cached frame may differ from the whole drawing: Skia's antialiasing of a path's edge may
 * round a few levels differently (measured: 4 pixels of a rounded corner, 3 levels); stale content differs by far
 * more.
 */
const VERIFY_TOLERANCE = 8;

/** One cached run's canvas, and the signatures that decide whether it is valid. */
interface Slot {
  readonly canvas: HTMLCanvasElement;
  readonly context: CanvasRenderingContext2D;
  /** The signature the canvas was drawn from (null: nothing drawn yet). */
  drawn: unknown[] | null;
  /** Frames drawn from the canvas since it was last drawn. */
  uses: number;
  /** The id of the first object of the run it keeps (null: none yet): a run keeps its slot by it. */
  key: number | null;
  /**
   * What drawing the run added to the camera's render list. Phaser's input hit-tests only objects in that list
   * (those drawn in the last frame), so a cached frame adds them again, or the run would not take taps.
   */
  rendered: Phaser.GameObjects.GameObject[];
  /** The last frame's signature, and an array to fill with the next (swapped each frame: none made per frame). */
  last: unknown[];
  spare: unknown[];
}

/**
 * Texts count their redraws here (patched `updateText`), and canvas textures their repaints (patched `refresh`:
 * the backdrop repaints its canvas in place for a new palette), so a signature knows a picture changed.
 */
const VERSION = Symbol('version');
type Versioned = { [VERSION]?: number };

let idCounter = 0;
const ids = new WeakMap<object, number>();
const idOf = (object: object): number => {
  let id = ids.get(object);
  if (id === undefined) {
    id = ++idCounter;
    ids.set(object, id);
  }
  return id;
};

/** Patches Text and CanvasTexture so each redraw of their canvas bumps a version (once per page). */
let redrawsCounted = false;
function countRedraws(): void {
  if (redrawsCounted) return;
  redrawsCounted = true;
  const text = Phaser.GameObjects.Text.prototype;
  const updateText = text.updateText;
  text.updateText = function (this: Phaser.GameObjects.Text & Versioned) {
    this[VERSION] = (this[VERSION] ?? 0) + 1;
    return updateText.call(this);
  };
  const canvas = Phaser.Textures.CanvasTexture.prototype;
  const refresh = canvas.refresh;
  canvas.refresh = function (this: Phaser.Textures.CanvasTexture & Versioned) {
    this[VERSION] = (this[VERSION] ?? 0) + 1;
    return refresh.call(this);
  };
}

/**
 * Objects always drawn live, never kept in a run's canvas: small ones that change often while the rest stands still
 * (the top bar's status line changes twice a computer move, its hourglass turns over while the computer thinks).
 * In a run, each change had the run drawn live and then into its canvas again: two frames that cost a whole drawing
 * of the run. Drawn live, such an object costs one small image a frame, and the runs around it stay as they are.
 */
const alwaysLive = new WeakSet<Phaser.GameObjects.GameObject>();

/** Marks a top-level object as always drawn live by the still-frame cache (see `alwaysLive`). */
export function drawLive<T extends Phaser.GameObjects.GameObject>(object: T): T {
  alwaysLive.add(object);
  return object;
}

/** The top-level objects of `scene` that tweens move now. */
function movingObjects(scene: Phaser.Scene): Set<Phaser.GameObjects.GameObject> {
  const moving = new Set<Phaser.GameObjects.GameObject>();
  const add = (target: unknown): void => {
    if (!(target instanceof Phaser.GameObjects.GameObject)) return;
    let top: Phaser.GameObjects.GameObject = target;
    while (top.parentContainer) top = top.parentContainer;
    moving.add(top);
  };
  for (const tween of scene.tweens.getTweens() as readonly (Phaser.Tweens.BaseTween & { targets?: unknown[] })[]) {
    for (const target of tween.targets ?? []) add(target);
    for (const inner of (tween.data ?? []) as readonly (Phaser.Tweens.BaseTween & { targets?: unknown[] })[]) for (const target of inner.targets ?? []) add(target);
  }
  return moving;
}

/**
 * A crop's rectangle (Image and Text share Phaser's Crop component, which keeps it in its private `_crop`): read
 * and checked here; null when it cannot be read (the object is then drawn live).
 */
function pushCrop(object: Phaser.GameObjects.Image | Phaser.GameObjects.Text, out: unknown[]): boolean {
  out.push(object.isCropped);
  if (!object.isCropped) return true;
  const crop: unknown = Reflect.get(object, '_crop');
  if (typeof crop !== 'object' || crop === null) return false;
  for (const key of ['x', 'y', 'width', 'height']) {
    const value: unknown = Reflect.get(crop, key);
    if (typeof value !== 'number') return false;
    out.push(value);
  }
  return true;
}

/**
 * Appends to `out` what the Canvas renderer reads from `object`; false when the object is of a kind not described
 * here (it and everything above it are then drawn each frame).
 */
export function describe(object: Phaser.GameObjects.GameObject, out: unknown[]): boolean {
  const o = object as Phaser.GameObjects.Image;
  out.push(idOf(object), o.visible, o.alpha, o.x, o.y, o.scaleX, o.scaleY, o.rotation, o.scrollFactorX, o.scrollFactorY, o.blendMode, o.mask ? idOf(o.mask) : 0);
  if (object instanceof Phaser.GameObjects.Container) {
    out.push('container', object.list.length);
    for (const child of object.list) if (!describe(child, out)) return false;
    return true;
  }
  if (object instanceof Phaser.GameObjects.Text) {
    out.push('text', (object as Versioned)[VERSION] ?? 0, object.originX, object.originY, object.flipX, object.flipY, object.width, object.height);
    return pushCrop(object, out);
  }
  if (object instanceof Phaser.GameObjects.Image) {
    const frame = object.frame;
    out.push('image', frame.source.image ? idOf(frame.source.image) : 0, (frame.texture as Versioned)[VERSION] ?? 0, frame.name, frame.cutX, frame.cutY, frame.cutWidth, frame.cutHeight, object.originX, object.originY, object.flipX, object.flipY, object.tint);
    return pushCrop(object, out) && (!(object instanceof Phaser.GameObjects.Sprite) || !object.anims.isPlaying);
  }
  if (object instanceof Phaser.GameObjects.Graphics) {
    const commands = object.commandBuffer;
    out.push('graphics', commands.length);
    for (const command of commands) out.push(command);
    return true;
  }
  if (object instanceof Phaser.GameObjects.Rectangle) {
    out.push('rectangle', object.width, object.height, object.originX, object.originY, object.isFilled, object.fillColor, object.fillAlpha, object.isStroked, object.strokeColor, object.strokeAlpha, object.lineWidth, object.radius);
    return true;
  }
  if (object instanceof Phaser.GameObjects.Zone) return true;
  return false;
}

/** Whether the cache may be used for this camera (one plain camera, no effect drawn over the scene). */
function plainCamera(scene: Phaser.Scene, camera: Phaser.Cameras.Scene2D.Camera): boolean {
  if (scene.cameras.cameras.length !== 1 || (camera as { renderToTexture?: boolean }).renderToTexture || camera.mask || camera.alpha !== 1) return false;
  const fade = camera.fadeEffect;
  const flash = camera.flashEffect;
  return !fade.isRunning && !fade.isComplete && !flash.isRunning;
}

function newSlot(): Slot {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context for the frame cache');
  return { canvas, context, drawn: null, uses: 0, key: null, rendered: [], last: [], spare: [] };
}

/**
 * Installs the cache on a Canvas game (after boot: the renderer's `render` is wrapped). Returns what it reports.
 * `enabled` false (`?framecache=off`, and the WebGL renderer) leaves every frame drawn whole.
 */
export function cacheStillFrames(game: Phaser.Game, options: { enabled: boolean; verify: boolean }): () => FrameCacheReport {
  const renderer = game.renderer as Phaser.Renderer.Canvas.CanvasRenderer & { render: Render };
  const enabled = options.enabled && game.config.renderType === Phaser.CANVAS;
  const counts = { whole: 0, cached: 0, snapshots: 0, wasted: 0, fromCache: 0, live: 0, verified: 0, mismatches: 0 };
  let lastMismatch: FrameCacheReport['lastMismatch'] = null;
  const report = (): FrameCacheReport => ({ enabled, ...counts, lastMismatch });
  if (!enabled) return report;
  countRedraws();
  const render: Render = renderer.render.bind(renderer);
  const scenes = new WeakMap<Phaser.Scene, Slot[]>();

  const slotsOf = (scene: Phaser.Scene): Slot[] => {
    let slots = scenes.get(scene);
    if (!slots) {
      const made = Array.from({ length: SLOTS }, newSlot);
      slots = made;
      scenes.set(scene, made);
      scene.sys.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
        scenes.delete(scene);
        for (const slot of made) slot.canvas.width = slot.canvas.height = 0;
      });
    }
    return slots;
  };

  /** Draws `children` with the scene's context pointed at `context`; `over`: without the camera's background. */
  const renderInto = (context: CanvasRenderingContext2D, scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, over: boolean): void => {
    const sys = scene.sys as Phaser.Scenes.Systems & { context: CanvasRenderingContext2D };
    const own = sys.context;
    const transparent = camera.transparent;
    sys.context = context;
    if (over) camera.transparent = true;
    try {
      render(scene, children, camera);
    } finally {
      sys.context = own;
      camera.transparent = transparent;
    }
  };

  /** The frame in order: live stretches drawn, cached runs copied from their canvases (the first draws the background). */
  const compose = (context: CanvasRenderingContext2D, scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: readonly { readonly start: number; readonly end: number; readonly slot: Slot | null }[]): void => {
    for (const part of parts) {
      if (part.slot) {
        context.save();
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.globalAlpha = 1;
        context.globalCompositeOperation = 'source-over';
        context.drawImage(part.slot.canvas, 0, 0);
        context.restore();
        for (const object of part.slot.rendered) camera.addToRenderList(object);
      } else {
        renderInto(context, scene, children.slice(part.start, part.end), camera, part.start > 0);
      }
    }
  };

  let verifyCanvases: [HTMLCanvasElement, HTMLCanvasElement] | null = null;
  const verify = (scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: Parameters<typeof compose>[4]): void => {
    const canvases = (verifyCanvases ??= [document.createElement('canvas'), document.createElement('canvas')]);
    const [whole, cached] = canvases.map((canvas) => {
      canvas.width = game.canvas.width;
      canvas.height = game.canvas.height;
      return canvas.getContext('2d', { willReadFrequently: true });
    });
    if (!whole || !cached) return;
    const listed = camera.renderList.length;
    renderInto(whole, scene, children, camera, false);
    compose(cached, scene, children, camera, parts);
    camera.renderList.length = listed;
    const a = whole.getImageData(0, 0, game.canvas.width, game.canvas.height).data;
    const b = cached.getImageData(0, 0, game.canvas.width, game.canvas.height).data;
    counts.verified++;
    for (let i = 0; i < a.length; i++) {
      if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) > VERIFY_TOLERANCE) {
        counts.mismatches++;
        const pixel = i >> 2;
        lastMismatch = { x: pixel % game.canvas.width, y: Math.floor(pixel / game.canvas.width) };
        return;
      }
    }
  };

  renderer.render = (scene, children, camera) => {
    if (!plainCamera(scene, camera)) {
      counts.whole++;
      render(scene, children, camera);
      return;
    }
    const slots = slotsOf(scene);
    const moving = movingObjects(scene);
    const chosen = cachedRuns(children.map((child) => !moving.has(child) && !alwaysLive.has(child)), MIN_RUN, SLOTS);
    const runKeys = chosen.map((run) => idOf(children[run.start] as object));
    const slotOfRun = assignSlots(runKeys, slots.map((slot) => slot.key));
    const runs: Run[] = chosen.map((run, index) => ({ ...run, slot: slotOfRun[index] ?? run.slot }));
    runs.forEach((run, index) => {
      const slot = slots[run.slot];
      if (slot) slot.key = runKeys[index] ?? null;
    });
    const parts: { start: number; end: number; slot: Slot | null }[] = [];
    let fromCache = 0;
    for (const part of segments(children.length, runs)) {
      const slot = part.slot === null ? undefined : slots[part.slot];
      if (!slot) {
        parts.push({ ...part, slot: null });
        continue;
      }
      // The run's signature: the camera (the transform the renderer copies to the context: scroll, zoom, rotation)
      // and canvas, then every object; an object it cannot describe ends the run.
      const signature = slot.spare;
      signature.length = 0;
      const view = camera.getViewMatrix(true);
      signature.push(part.start > 0, game.canvas.width, game.canvas.height, view.a, view.b, view.c, view.d, view.e, view.f, camera.x, camera.y, camera.width, camera.height, camera.backgroundColor.rgba, camera.transparent);
      let end = part.start;
      while (end < part.end) {
        const child = children[end];
        const mark = signature.length;
        if (!child || !describe(child, signature)) {
          signature.length = mark;
          break;
        }
        end++;
      }
      signature.push(end);
      slot.spare = slot.last;
      slot.last = signature;
      const draw = end - part.start < MIN_RUN ? 'live' : runDraw(signature, slot.drawn, slot.spare);
      if (draw === 'live') {
        if (slot.drawn && slot.uses <= 1) counts.wasted++;
        slot.drawn = null;
        parts.push({ start: part.start, end: part.end, slot: null });
        continue;
      }
      if (draw === 'snapshot') {
        if (slot.canvas.width !== game.canvas.width || slot.canvas.height !== game.canvas.height) {
          slot.canvas.width = game.canvas.width;
          slot.canvas.height = game.canvas.height;
        } else {
          slot.context.clearRect(0, 0, slot.canvas.width, slot.canvas.height);
        }
        const listed = camera.renderList.length;
        renderInto(slot.context, scene, children.slice(part.start, end), camera, part.start > 0);
        slot.rendered = camera.renderList.splice(listed);
        if (slot.drawn && slot.uses <= 1) counts.wasted++;
        slot.drawn = signature.slice();
        slot.uses = 0;
        counts.snapshots++;
      }
      slot.uses++;
      fromCache += end - part.start;
      parts.push({ start: part.start, end, slot });
      if (end < part.end) parts.push({ start: end, end: part.end, slot: null });
    }
    if (fromCache === 0) {
      counts.whole++;
      render(scene, children, camera);
      return;
    }
    counts.cached++;
    counts.fromCache += fromCache;
    counts.live += children.length - fromCache;
    if (options.verify) verify(scene, children, camera, parts);
    compose(scene.sys.context, scene, children, camera, parts);
  };
  return report;
}
