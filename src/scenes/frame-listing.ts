/**
 * What Phaser's Canvas renderer lists for input as it draws an object (`camera.addToRenderList`), without drawing it.
 *
 * Phaser's input hit-tests only the objects its camera listed while drawing the last frame, and each of its Canvas
 * renderers lists its object as it draws it. A frame that the still-frame cache (scenes/frame-cache.ts) draws in boxes
 * drew every live object in its first box's pass so that they were listed, though the box clipped away all but the
 * few it met: at 4× CPU throttle a Gateway frame of a few small boxes spent 40–80 ms drawing seat panels, districts and
 * their words pixel by pixel outside them, all clipped away. Now the first pass draws only what meets the box, as the
 * other passes do, and lists the rest here, in the same order, as Phaser 4.2's renderers list:
 * - a container lists itself, then those of its children that would render (`willRender`), each drawn at its alpha
 *   times the container's (ContainerCanvasRenderer);
 * - an image, a rectangle and a zone list themselves (ImageCanvasRenderer, RectangleCanvasRenderer, Zone);
 * - a text lists itself unless it is 0 pixels wide or high (TextCanvasRenderer);
 * - a Graphics lists itself when it has commands and draws at an alpha above 0 (GraphicsCanvasRenderer and
 *   SetTransform; its bakes in scenes/graphics-bake.ts list the same).
 * An object drawn by any other renderer (another kind, or a renderer of its own) is not listed here: it is drawn. The
 * cache's proof (`?framecache=verify`) compares every frame's list with the one drawing it whole makes.
 */
import * as Phaser from 'phaser';

type Camera = Phaser.Cameras.Scene2D.Camera;
type GameObject = Phaser.GameObjects.GameObject;
/** An object with its alpha as the renderers read it (a zone has none). */
type Drawn = GameObject & { readonly alpha?: number };

/** Kinds whose renderer always lists the object it draws. */
const ALWAYS_LISTED = [Phaser.GameObjects.Image, Phaser.GameObjects.Rectangle, Phaser.GameObjects.Zone] as const;

/** Whether `object` is drawn by `kind`'s own Canvas renderer (as Phaser, or graphics-bake.ts, set it on the class). */
function drawnAs(object: Drawn, kind: { readonly prototype: object }): boolean {
  return Reflect.get(object, 'renderCanvas') === Reflect.get(kind.prototype, 'renderCanvas');
}

/** Lists `object` and what it holds at `parentAlpha`; false at the first object of a kind not listed here. */
function listInto(object: Drawn, camera: Camera, parentAlpha: number): boolean {
  const alpha = parentAlpha * (object.alpha ?? 1);
  if (object instanceof Phaser.GameObjects.Container) {
    if (!drawnAs(object, Phaser.GameObjects.Container)) return false;
    camera.addToRenderList(object);
    for (const child of object.list) if (child.willRender(camera) && !listInto(child, camera, alpha)) return false;
    return true;
  }
  if (object instanceof Phaser.GameObjects.Text) {
    if (!drawnAs(object, Phaser.GameObjects.Text)) return false;
    if (object.width !== 0 && object.height !== 0) camera.addToRenderList(object);
    return true;
  }
  if (object instanceof Phaser.GameObjects.Graphics) {
    if (!drawnAs(object, Phaser.GameObjects.Graphics)) return false;
    if (object.commandBuffer.length > 0 && camera.alpha * alpha > 0) camera.addToRenderList(object);
    return true;
  }
  for (const kind of ALWAYS_LISTED) {
    if (!(object instanceof kind)) continue;
    if (!drawnAs(object, kind)) return false;
    camera.addToRenderList(object);
    return true;
  }
  return false;
}

/**
 * Adds to `camera`'s render list what Phaser's Canvas renderer would list drawing `object` (one of the list it is
 * given: it would render), in the same order, without drawing it; false for an object holding or being one of a kind
 * not listed here (nothing is added then: draw it).
 */
export function listAsDrawn(object: GameObject, camera: Camera): boolean {
  const list = camera.renderList;
  const before = list.length;
  if (listInto(object, camera, 1)) return true;
  list.length = before;
  return false;
}

/**
 * A box's first pass over `objects` from `from` to `to` (a stretch of a list drawn in order): each row of them that
 * meets the box (`meets`) drawn by `draw(start, end)`, which draws `objects` from `start` to `end`, and the others
 * listed (`listAsDrawn`), so that the camera's list is the one drawing them all would make. An object of a kind not
 * listed is drawn. A stretch that starts the list and does not meet the box first draws none of it (`draw(0, 0)`):
 * the render that begins a list draws the camera's background.
 */
export function drawMeetingListRest(objects: readonly GameObject[], from: number, to: number, meets: (index: number) => boolean, camera: Camera, draw: (start: number, end: number) => void): void {
  let start = from;
  while (start < to) {
    const drawn = meets(start);
    let end = start + 1;
    while (end < to && meets(end) === drawn) end++;
    if (drawn) draw(start, end);
    else {
      if (start === 0) draw(0, 0);
      for (let at = start; at < end; at++) {
        const object = objects[at];
        if (object && !listAsDrawn(object, camera)) draw(at, at + 1);
      }
    }
    start = end;
  }
}
