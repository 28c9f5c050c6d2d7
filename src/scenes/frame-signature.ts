/**
 * What the still-frame cache (scenes/frame-cache.ts) reads of an object to know whether its drawing changed: every
 * property the Canvas renderer reads, as a flat list (a signature) that two frames compare entry by entry; of a scene,
 * what moves and whether its camera draws plainly; and of the game, how many renders a frame makes.
 */
import * as Phaser from 'phaser';
import type { Signature } from './signature';

/**
 * Texts count their redraws here (patched `updateText`), canvas textures their repaints (patched `refresh`: the
 * backdrop repaints its canvas in place for a new palette), and Graphics their clears (`clear`), so a signature knows
 * a picture changed.
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

/** Patches Text, CanvasTexture and Graphics so each redraw of their canvas, or clear, bumps a version (once a page). */
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
  const graphics = Phaser.GameObjects.Graphics.prototype;
  const clear = graphics.clear;
  graphics.clear = function (this: Phaser.GameObjects.Graphics & Versioned) {
    this[VERSION] = (this[VERSION] ?? 0) + 1;
    return clear.call(this);
  };
}

/** A Graphics' commands as `commandsId` last saw them: the list, its clears and length then, a copy, their number. */
interface CommandsSeen {
  list: readonly unknown[];
  clears: number;
  length: number;
  kept: readonly unknown[];
  readonly id: number;
}
const commandsSeen = new WeakMap<Phaser.GameObjects.Graphics, CommandsSeen>();
let commandsCounter = 0;

/** Two command lists alike entry by entry, as a signature compares them (NaN equals NaN, 0 equals -0). */
function sameCommands(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) {
    const x = a[index];
    const y = b[index];
    if (x !== y && !(x !== x && y !== y)) return false;
  }
  return true;
}

/**
 * A Graphics' commands as one number, the same while its commands are: a panel of a thousand commands was written
 * into the signature command by command, every frame. Phaser's Graphics only appends commands and empties them in
 * `clear` (counted, `countRedraws`), so a list of the same length since as many clears holds the same commands;
 * otherwise it is compared with a copy of the last (a panel painted again alike keeps its number). Null when a command
 * is neither a number nor a flag (the Graphics is then not described).
 */
export function commandsId(graphics: Phaser.GameObjects.Graphics & Versioned): number | null {
  const list: readonly unknown[] = graphics.commandBuffer;
  const clears = graphics[VERSION] ?? 0;
  const seen = commandsSeen.get(graphics);
  if (seen && seen.list === list && seen.clears === clears && seen.length === list.length) return seen.id;
  if (seen && sameCommands(seen.kept, list)) {
    seen.list = list;
    seen.clears = clears;
    seen.length = list.length;
    return seen.id;
  }
  for (const command of list) if (typeof command !== 'number' && typeof command !== 'boolean') return null;
  const id = ++commandsCounter;
  commandsSeen.set(graphics, { list, clears, length: list.length, kept: list.slice(), id });
  return id;
}


/**
 * A crop's rectangle (Image and Text share Phaser's Crop component, which keeps it in its private `_crop`): read
 * and checked here; null when it cannot be read (the object is then drawn live).
 */
function pushCrop(object: Phaser.GameObjects.Image | Phaser.GameObjects.Text, out: Signature): boolean {
  out.pushFlag(object.isCropped);
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
 * The fields behind Phaser's getters `visible`, `alpha`, `scaleX`, `scaleY`, `rotation` and `blendMode` (components
 * Visible, Alpha/AlphaSingle, Transform, BlendMode). A Zone has no alpha nor blend mode: undefined, as its getters
 * were (an alpha written as NaN, which equals NaN in a signature).
 */
interface GetterFields {
  readonly _visible: boolean;
  readonly _alpha: number;
  readonly _scaleX: number;
  readonly _scaleY: number;
  readonly _rotation: number;
  readonly _blendMode: number | string | undefined;
}

/** What kind of object a signature describes next (its entry after the common transform). */
const KIND = { container: 1, text: 2, image: 3, graphics: 4, rectangle: 5, zone: 6 } as const;

/**
 * Appends to `out` what the Canvas renderer reads from `object`; false when the object is of a kind not described
 * here (it and everything above it are then drawn each frame).
 */
export function describe(object: Phaser.GameObjects.GameObject, out: Signature): boolean {
  // Entries are written straight into the signature's storage (`reserve`): a number passed to a method that is
  // not inlined would be boxed, and this runs for every object the cache looks at, every frame.
  const o = object as Phaser.GameObjects.Image;
  // Phaser's getters for these return the field of the same name after an underscore, read here directly: this line
  // sees every kind of object the table draws, where V8 calls each getter rather than inline it.
  const fields = object as Phaser.GameObjects.GameObject & GetterFields;
  let at = out.reserve(11);
  let values = out.values;
  values[at++] = idOf(object);
  values[at++] = fields._visible ? 1 : 0;
  values[at++] = fields._alpha;
  values[at++] = o.x;
  values[at++] = o.y;
  values[at++] = fields._scaleX;
  values[at++] = fields._scaleY;
  values[at++] = fields._rotation;
  values[at++] = o.scrollFactorX;
  values[at++] = o.scrollFactorY;
  values[at] = o.mask ? idOf(o.mask) : 0;
  out.pushValue(fields._blendMode);
  if (object instanceof Phaser.GameObjects.Container) {
    at = out.reserve(2);
    values = out.values;
    values[at++] = KIND.container;
    values[at] = object.list.length;
    for (const child of object.list) if (!describe(child, out)) return false;
    return true;
  }
  if (object instanceof Phaser.GameObjects.Text) {
    at = out.reserve(8);
    values = out.values;
    values[at++] = KIND.text;
    values[at++] = (object as Versioned)[VERSION] ?? 0;
    values[at++] = object.originX;
    values[at++] = object.originY;
    values[at++] = object.flipX ? 1 : 0;
    values[at++] = object.flipY ? 1 : 0;
    values[at++] = object.width;
    values[at] = object.height;
    return pushCrop(object, out);
  }
  if (object instanceof Phaser.GameObjects.Image) {
    const frame = object.frame;
    at = out.reserve(12);
    values = out.values;
    values[at++] = KIND.image;
    values[at++] = frame.source.image ? idOf(frame.source.image) : 0;
    values[at++] = (frame.texture as Versioned)[VERSION] ?? 0;
    values[at++] = frame.cutX;
    values[at++] = frame.cutY;
    values[at++] = frame.cutWidth;
    values[at++] = frame.cutHeight;
    values[at++] = object.originX;
    values[at++] = object.originY;
    values[at++] = object.flipX ? 1 : 0;
    values[at++] = object.flipY ? 1 : 0;
    values[at] = object.tint;
    out.pushValue(frame.name);
    return pushCrop(object, out) && (!(object instanceof Phaser.GameObjects.Sprite) || !object.anims.isPlaying);
  }
  if (object instanceof Phaser.GameObjects.Graphics) {
    const commands = commandsId(object);
    if (commands === null) return false;
    at = out.reserve(2);
    values = out.values;
    values[at++] = KIND.graphics;
    values[at] = commands;
    return true;
  }
  if (object instanceof Phaser.GameObjects.Rectangle) {
    at = out.reserve(13);
    values = out.values;
    values[at++] = KIND.rectangle;
    values[at++] = object.width;
    values[at++] = object.height;
    values[at++] = object.originX;
    values[at++] = object.originY;
    values[at++] = object.isFilled ? 1 : 0;
    values[at++] = object.fillColor;
    values[at++] = object.fillAlpha;
    values[at++] = object.isStroked ? 1 : 0;
    values[at++] = object.strokeColor;
    values[at++] = object.strokeAlpha;
    values[at++] = object.lineWidth;
    values[at] = object.radius;
    return true;
  }
  if (object instanceof Phaser.GameObjects.Zone) {
    out.push(KIND.zone);
    return true;
  }
  return false;
}

/** Entries at the head of a run's signature (`signRun`) that describe how it is drawn, before its objects. */
export const RUN_HEAD = 16;

/**
 * A run's signature, into `into`: the camera (the transform the renderer copies to the context: scroll, zoom,
 * rotation) and the canvas's size, then every object of `children` from `start` up to `limit`; an object it cannot
 * describe ends the run; then the run's length. Returns where the run ended.
 */
export function signRun(into: Signature, children: readonly Phaser.GameObjects.GameObject[], start: number, limit: number, camera: Phaser.Cameras.Scene2D.Camera, canvas: { readonly width: number; readonly height: number }): number {
  const view = camera.getViewMatrix(true);
  into.clear();
  into.pushFlag(start > 0);
  into.push(canvas.width);
  into.push(canvas.height);
  into.push(view.a);
  into.push(view.b);
  into.push(view.c);
  into.push(view.d);
  into.push(view.e);
  into.push(view.f);
  into.push(camera.x);
  into.push(camera.y);
  into.push(camera.width);
  into.push(camera.height);
  into.pushValue(camera.backgroundColor.rgba);
  into.pushFlag(camera.transparent);
  let end = start;
  while (end < limit) {
    const child = children[end];
    const mark = into.length;
    if (!child || !describe(child, into)) {
      into.truncate(mark);
      break;
    }
    end++;
  }
  // Its length, not where it ends: a run whose objects are unchanged keeps its signature when objects are added or
  // removed below it (a log line, a card dealt), and its canvas with it.
  into.push(end - start);
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

/** Renders a frame of `game` will make: the scenes Phaser draws (SceneManager.render) times their visible cameras. */
export function expectedRenders(game: Phaser.Game): number {
  let renders = 0;
  for (const scene of game.scene.scenes) {
    const settings = scene.sys.settings;
    if (!settings.visible || settings.status < Phaser.Scenes.LOADING || settings.status >= Phaser.Scenes.SLEEPING) continue;
    for (const camera of scene.cameras.cameras) if (camera.visible && camera.alpha > 0) renders++;
  }
  return renders;
}
