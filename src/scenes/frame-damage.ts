/**
 * What changed among the objects a frame draws live (scenes/frame-cache.ts): where each draws (its extent, on the
 * game canvas) this frame and in the last, and whether its signature changed, so a frame can be drawn again only
 * inside a box around the changes.
 */
import * as Phaser from 'phaser';
import type { Box, Extent, HeldRun } from './frame-boxes';
import { cornersBox, drawsIn, isBox, unionBox } from './frame-boxes';
import { describe, RUN_HEAD } from './frame-signature';
import { drawsFromBake, localBox } from './graphics-bake';
import { Signature } from './signature';

/**
 * An object's signature and extent when it was last drawn live (in `frame`), or when it was drawn into a canvas
 * (`drawing`: that drawing of the canvas, while the canvas shows it the object shows so), to tell what changed since.
 */
interface LiveRecord {
  frame: number;
  drawing: object | null;
  last: Signature;
  spare: Signature;
  extent: Extent;
}

const scratch = new Phaser.Geom.Rectangle();
const worldScratch = new Phaser.GameObjects.Components.TransformMatrix();
const parentScratch = new Phaser.GameObjects.Components.TransformMatrix();

/**
 * Grows `box` by what `object` draws, in world coordinates (Phaser's bounds, which follow the containers it sits
 * in, and a graphics' commands through its transform); 'unknown' for an object whose drawing is not bounded here
 * (a mask, a graphics that moves its own coordinates, a kind not listed).
 */
function addExtent(object: Phaser.GameObjects.GameObject, box: Box | null): Box | null | 'unknown' {
  const o = object as Phaser.GameObjects.Image;
  if (!o.visible || o.alpha === 0) return box;
  if (o.mask) return 'unknown';
  if (object instanceof Phaser.GameObjects.Container) {
    let grown: Box | null = box;
    for (const child of object.list) {
      const next = addExtent(child, grown);
      if (next === 'unknown') return 'unknown';
      grown = next;
    }
    return grown;
  }
  if (object instanceof Phaser.GameObjects.Zone) return box;
  if (object instanceof Phaser.GameObjects.Graphics) {
    const local = localBox(object);
    if (local === 'unknown') return 'unknown';
    if (local === null) return box;
    return unionBox(box, cornersBox(object.getWorldTransformMatrix(worldScratch, parentScratch), local, 0, 0));
  }
  let stroke = 0;
  if (object instanceof Phaser.GameObjects.Rectangle) stroke = object.isStroked ? object.lineWidth : 0;
  else if (!(object instanceof Phaser.GameObjects.Image) && !(object instanceof Phaser.GameObjects.Text)) return 'unknown';
  const bounds = (object as Phaser.GameObjects.Image).getBounds(scratch);
  return unionBox(box, { left: bounds.x - stroke, top: bounds.y - stroke, right: bounds.right + stroke, bottom: bounds.bottom + stroke });
}

/** Where a top-level `object` draws on the canvas through `camera` (its scroll, zoom and rotation). */
function extentOf(object: Phaser.GameObjects.GameObject, camera: Phaser.Cameras.Scene2D.Camera): Extent {
  const world = addExtent(object, null);
  if (world === 'unknown') return 'unknown';
  if (world === null) return 'none';
  // As the renderer places it: the camera's combined matrix (scroll included), shifted back for a scroll factor.
  const o = object as Phaser.GameObjects.Image;
  const shiftX = camera.scrollX * (1 - o.scrollFactorX);
  const shiftY = camera.scrollY * (1 - o.scrollFactorY);
  return cornersBox(camera.matrixCombined, world, shiftX, shiftY);
}

const memberScratch = new Signature(1024);

/** `members` as they would be drawn into a canvas now (`runSignature`: the run's signature, for its head). */
export function heldRun(members: readonly Phaser.GameObjects.GameObject[], runSignature: Signature, camera: Phaser.Cameras.Scene2D.Camera): HeldRun<Phaser.GameObjects.GameObject> {
  const signatures: (Signature | null)[] = [];
  const extents: Extent[] = [];
  const closing: Box[] = [];
  for (const member of members) {
    // Made in a scratch signature that keeps its storage, then copied at its size: one allocation per member.
    const signature = memberScratch;
    signature.clear();
    const described = describe(member, signature);
    signatures.push(described ? signature.copy() : null);
    const extent = described ? extentOf(member, camera) : 'unknown';
    extents.push(extent);
    if (isBox(extent)) addClosing(member, extent, camera, closing);
  }
  return { members, signatures, extents, closing, head: runSignature.copy(RUN_HEAD) };
}

/** Objects drawing over less than this many square pixels are not checked for `clipsExactly`: they cost little. */
const EXACT_CHECK_AREA = 20_000;

/**
 * Whether `object` draws the same clipped by any rectangle as drawn whole and then cut: it is pictures (images and
 * texts, any containers around them) copied pixel for pixel (no turn, no scale, no flip or crop, at whole pixels
 * through the camera), so no edge is antialiased nor any pixel resampled, or Graphics drawn from their bakes (copied
 * so: scenes/graphics-bake.ts). Such an object (the backdrop, a board's panel) may cross a redrawn box's edge, and
 * the box need not grow to take it in.
 */
function clipsExactly(object: Phaser.GameObjects.GameObject, camera: Phaser.Cameras.Scene2D.Camera): boolean {
  const o = object as Phaser.GameObjects.Image;
  if (!o.visible || o.alpha === 0 || object instanceof Phaser.GameObjects.Zone) return true;
  if (o.mask || o.scrollFactorX !== 1 || o.scrollFactorY !== 1) return false;
  if (object instanceof Phaser.GameObjects.Container) return object.list.every((child) => clipsExactly(child, camera));
  if (object instanceof Phaser.GameObjects.Graphics) return drawsFromBake(object, camera);
  if (!(object instanceof Phaser.GameObjects.Image) && !(object instanceof Phaser.GameObjects.Text)) return false;
  if (o.isCropped || o.flipX || o.flipY || camera.roundPixels || o.frame.source.resolution !== 1) return false;
  const world = o.getWorldTransformMatrix(worldScratch, parentScratch);
  const view = camera.matrixCombined;
  const a = view.a * world.a + view.c * world.b;
  const b = view.b * world.a + view.d * world.b;
  const c = view.a * world.c + view.c * world.d;
  const d = view.b * world.c + view.d * world.d;
  const x = view.a * world.e + view.c * world.f + view.e - o.displayOriginX + o.frame.x;
  const y = view.b * world.e + view.d * world.f + view.f - o.displayOriginY + o.frame.y;
  return a === 1 && b === 0 && c === 0 && d === 1 && Number.isInteger(x) && Number.isInteger(y);
}

/**
 * Adds to `into` the boxes a redrawn box must take in whole when it meets them (`closedBoxes`), for `object` (on the
 * list, or a container's child) drawing over `extent` on the canvas: its extent when it is small (under
 * EXACT_CHECK_AREA, taken in unchecked: it costs little); none when it clips exactly (`clipsExactly`); for a container
 * that does not, those of its children, found the same way, since the Canvas renderer draws a container child by
 * child: a box may cut the children that clip exactly and takes in whole only the others. Gateway's district tiles and
 * seat panels are containers of a baked panel and small words whose extents overlap their neighbours' by a few pixels:
 * taken in whole, a box over one tile grew over every tile and drew the frame whole. Otherwise its extent.
 */
export function addClosing(object: Phaser.GameObjects.GameObject, extent: Box, camera: Phaser.Cameras.Scene2D.Camera, into: Box[]): void {
  if ((extent.right - extent.left) * (extent.bottom - extent.top) < EXACT_CHECK_AREA) {
    into.push(extent);
    return;
  }
  if (!(object instanceof Phaser.GameObjects.Container) || !plainContainer(object)) {
    if (!clipsExactly(object, camera)) into.push(extent);
    return;
  }
  const before = into.length;
  for (const child of object.list) {
    const world = addExtent(child, null);
    // Each child's extent is on the canvas through the camera as the container's is (its scroll factors are 1).
    const childExtent = world === null ? null : world === 'unknown' ? 'unknown' : cornersBox(camera.matrixCombined, world, 0, 0);
    if (childExtent === 'unknown') {
      into.length = before;
      into.push(extent);
      return;
    }
    if (childExtent) addClosing(child, childExtent, camera, into);
  }
}

/** A container drawn as its children are, one by one: no mask, moving with the camera as they do. */
function plainContainer(container: Phaser.GameObjects.Container): boolean {
  if (container.mask || container.scrollFactorX !== 1 || container.scrollFactorY !== 1) return false;
  return container.list.every((child) => {
    const o = child as Phaser.GameObjects.Image;
    return o.scrollFactorX === 1 && o.scrollFactorY === 1;
  });
}

/** A part of a frame's list, drawn live when it has no slot (a canvas of the cache). */
export interface FramePart {
  readonly start: number;
  readonly end: number;
  readonly slot: object | null;
}

/** Whether the last frame (`frame - 1`) drew the object of `record`: live, or from a canvas drawing it showed. */
const drewLast = (record: LiveRecord, frame: number, shown: (drawing: object) => boolean): boolean => record.frame === frame - 1 || (record.drawing !== null && shown(record.drawing));

/** The live objects' signatures and extents from one frame to the next. */
export class LiveChanges {
  readonly #records = new WeakMap<Phaser.GameObjects.GameObject, LiveRecord>();
  /** This frame's changed boxes (filled by `damage`, reused from frame to frame). */
  readonly #damaged: Box[] = [];
  /**
   * This frame's extents of the live objects (filled by `damage`, reused from frame to frame), those a redrawn box
   * must take in whole when it meets them (`addClosing`)...
   */
  readonly extents: Box[] = [];
  readonly closing: Box[] = [];
  /** ...and each one's place in the frame's list. */
  readonly #places: number[] = [];

  /**
   * Keeps what `members` draw as they are drawn into a canvas (`drawing`: that drawing, made anew each time), so a
   * frame that draws one of them live while the last showed that drawing knows whether and where it changed.
   */
  hold(held: HeldRun<Phaser.GameObjects.GameObject>, drawing: object): void {
    held.members.forEach((member, index) => {
      const record = this.#recordOf(member);
      const signature = record.spare;
      const described = held.signatures[index] ?? null;
      if (described) signature.copyFrom(described);
      else signature.clear();
      record.spare = record.last;
      record.last = signature;
      record.extent = described ? (held.extents[index] ?? 'unknown') : 'unknown';
      record.frame = 0;
      record.drawing = described ? drawing : null;
    });
  }

  #recordOf(object: Phaser.GameObjects.GameObject): LiveRecord {
    let record = this.#records.get(object);
    if (!record) {
      record = { frame: 0, drawing: null, last: new Signature(), spare: new Signature(), extent: 'unknown' };
      this.#records.set(object, record);
    }
    return record;
  }

  /**
   * What changed among the live objects of `parts` since the last frame (frame `frame - 1`): each box a changed
   * object draws in now or drew in then (none: nothing changed), or 'unknown' (an object the last frame did not draw
   * live nor from a canvas drawing it showed (`shown`), or one whose extent cannot be told). Objects `added` to the
   * list since the last frame drew nothing then; objects `removed` from it drew where they did. Each live object's
   * signature and extent are kept for the next frame, and its extent listed in `extents`.
   */
  damage(children: readonly Phaser.GameObjects.GameObject[], parts: readonly FramePart[], camera: Phaser.Cameras.Scene2D.Camera, frame: number, shown: (drawing: object) => boolean, added: ReadonlySet<Phaser.GameObjects.GameObject>, removed: readonly Phaser.GameObjects.GameObject[]): readonly Box[] | 'unknown' {
    const damaged = this.#damaged;
    damaged.length = 0;
    let unknown = false;
    this.extents.length = 0;
    this.closing.length = 0;
    this.#places.length = 0;
    for (const object of removed) {
      const record = this.#records.get(object);
      if (!record || !drewLast(record, frame, shown) || record.extent === 'unknown') unknown = true;
      else if (record.extent !== 'none') damaged.push(record.extent);
    }
    for (const part of parts) {
      if (part.slot !== null) continue;
      for (let index = part.start; index < part.end; index++) {
        const child = children[index];
        if (!child) continue;
        const record = this.#recordOf(child);
        const signature = record.spare;
        signature.clear();
        const described = describe(child, signature);
        const extent = described ? extentOf(child, camera) : 'unknown';
        const fresh = added.has(child);
        const known = fresh || drewLast(record, frame, shown);
        const changed = fresh || !described || !known || !record.last.equals(signature);
        if (changed && !unknown) {
          const before = fresh ? 'none' : known ? record.extent : 'unknown';
          if (extent === 'unknown' || before === 'unknown') unknown = true;
          else {
            if (extent !== 'none') damaged.push(extent);
            if (before !== 'none') damaged.push(before);
          }
        }
        // Where a live object draws must be known, changed or not: the redrawn boxes are grown to take it in whole.
        if (extent === 'unknown') unknown = true;
        else if (extent !== 'none') {
          this.extents.push(extent);
          this.#places.push(index);
          addClosing(child, extent, camera, this.closing);
        }
        record.spare = record.last;
        record.last = signature;
        record.extent = extent;
        record.frame = described ? frame : 0;
        record.drawing = null;
      }
    }
    return unknown ? 'unknown' : damaged;
  }

  /**
   * The places in this frame's list of the live objects that draw inside `box`: those whose extent, grown by `pad`
   * as the boxes were closed over it, meets it (each then lies all inside it).
   */
  inside(box: Box, pad: number, width: number, height: number): Set<number> {
    const places = new Set<number>();
    this.extents.forEach((extent, order) => {
      if (drawsIn(extent, box, pad, width, height)) places.add(this.#places[order] as number);
    });
    return places;
  }
}
