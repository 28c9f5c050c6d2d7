/**
 * What the still-frame cache (scenes/frame-cache.ts) reads of an object to know whether its drawing changed: every
 * property the Canvas renderer reads, as a flat list (a signature) that two frames compare entry by entry; and of a
 * scene, what moves and whether its camera draws plainly.
 */
import * as Phaser from 'phaser';

/**
 * Texts count their redraws here (patched `updateText`), and canvas textures their repaints (patched `refresh`:
 * the backdrop repaints its canvas in place for a new palette), so a signature knows a picture changed.
 */
const VERSION = Symbol('version');
type Versioned = { [VERSION]?: number };

let idCounter = 0;
const ids = new WeakMap<object, number>();
export const idOf = (object: object): number => {
  let id = ids.get(object);
  if (id === undefined) {
    id = ++idCounter;
    ids.set(object, id);
  }
  return id;
};

/** Patches Text and CanvasTexture so each redraw of their canvas bumps a version (once per page). */
let redrawsCounted = false;
export function countRedraws(): void {
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

/** Entries at the head of a run's signature (`signRun`) that describe how it is drawn, before its objects. */
export const RUN_HEAD = 15;

/**
 * A run's signature, into `into`: the camera (the transform the renderer copies to the context: scroll, zoom,
 * rotation) and the canvas's size, then every object of `children` from `start` up to `limit`; an object it cannot
 * describe ends the run. Returns where the run ended.
 */
export function signRun(into: unknown[], children: readonly Phaser.GameObjects.GameObject[], start: number, limit: number, camera: Phaser.Cameras.Scene2D.Camera, canvas: { readonly width: number; readonly height: number }): number {
  const view = camera.getViewMatrix(true);
  into.length = 0;
  into.push(start > 0, canvas.width, canvas.height, view.a, view.b, view.c, view.d, view.e, view.f, camera.x, camera.y, camera.width, camera.height, camera.backgroundColor.rgba, camera.transparent);
  let end = start;
  while (end < limit) {
    const child = children[end];
    const mark = into.length;
    if (!child || !describe(child, into)) {
      into.length = mark;
      break;
    }
    end++;
  }
  into.push(end);
  return end;
}

/** The top-level objects of `scene` that tweens move now. */
export function movingObjects(scene: Phaser.Scene): Set<Phaser.GameObjects.GameObject> {
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

/** Whether the cache may be used for this camera (one plain camera, no effect drawn over the scene). */
export function plainCamera(scene: Phaser.Scene, camera: Phaser.Cameras.Scene2D.Camera): boolean {
  if (scene.cameras.cameras.length !== 1 || (camera as { renderToTexture?: boolean }).renderToTexture || camera.mask || camera.alpha !== 1) return false;
  const fade = camera.fadeEffect;
  const flash = camera.flashEffect;
  return !fade.isRunning && !fade.isComplete && !flash.isRunning;
}
