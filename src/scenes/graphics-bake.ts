/**
 * Large Graphics drawn from a picture of themselves (Canvas renderer, with the still-frame cache of
 * scenes/frame-cache.ts). A Graphics is a list of path commands that the Canvas renderer rasterises anew at every
 * draw: the boards' panels, GateRunners' lanes and Gateway's districts are hundreds to thousands of commands each,
 * drawn whole whenever a frame, or a run's canvas, is drawn where they lie. Here such a Graphics is drawn once, by
 * Phaser's own renderer, into a canvas of its own (its *bake*) exactly where it lies on the game canvas, and every
 * later draw with the same commands, placement and alpha copies that canvas at whole pixels, unscaled: one image.
 *
 * A copy at whole pixels draws the same clipped by any rectangle as drawn whole and then cut, so a box redrawn by
 * the cache need not grow to take a baked Graphics in (`drawsFromBake`, read by frame-damage.ts).
 */
import * as Phaser from 'phaser';
import type { Box, Matrix } from './frame-boxes';
import { bakeBox, graphicsBox } from './frame-boxes';
import { commandsId, countRedraws } from './frame-signature';

/** Graphics drawing over fewer pixels of the game canvas than this are drawn as Phaser draws them: they cost little. */
export const BAKE_MIN_AREA = 20_000;
/** Pixels kept around a Graphics' commands in its bake: its antialiased edges. */
const BAKE_PAD = 2;


/** A Graphics' picture and what it was drawn from. */
interface Bake {
  readonly canvas: HTMLCanvasElement;
  readonly context: CanvasRenderingContext2D;
  /** Where the picture lies on the game canvas (whole pixels). */
  box: Box;
  /** The commands drawn, as `commandsId` numbers them. */
  commands: number;
  matrix: [number, number, number, number, number, number];
  alpha: number;
}

const bakes = new WeakMap<Phaser.GameObjects.Graphics, Bake>();
/** Graphics whose destruction releases their bake (listened to once, however often a bake is made again). */
const watched = new WeakSet<Phaser.GameObjects.Graphics>();
let installed = false;
const counts = { made: 0, drawn: 0 };

/** Bakes made and draws copied from a bake since the page loaded. */
export const graphicsBakeCounts = (): { readonly made: number; readonly drawn: number } => ({ ...counts });

/**
 * Where a Graphics drawn through `matrix` (from its own coordinates to the game canvas) at `alpha` would be baked on
 * a canvas of `width` × `height`; null when it is drawn as Phaser draws it (bakes off, too small, drawn with another
 * blend mode, or commands whose reach is not known here, such as a translate).
 */
function bakePlace(graphics: Phaser.GameObjects.Graphics, matrix: Matrix, alpha: number, width: number, height: number): Box | null {
  if (!installed || alpha <= 0 || graphics.blendMode !== Phaser.BlendModes.NORMAL || graphics.mask || graphics.commandBuffer.length === 0) return null;
  // A Graphics whose commands `commandsId` cannot number (not only numbers and flags) is drawn as Phaser draws it.
  const local = commandsId(graphics) === null ? null : localBox(graphics);
  if (local === null || local === 'unknown') return null;
  return bakeBox(local, matrix, BAKE_PAD, width, height, BAKE_MIN_AREA);
}

/**
 * A Graphics' box in its own coordinates (`graphicsBox`), worked out again only when its commands change (their
 * `commandsId`): here and for the cache's boxes (frame-damage.ts), every frame it is drawn.
 */
const localBoxes = new WeakMap<Phaser.GameObjects.Graphics, { readonly commands: number; readonly box: Box | null | 'unknown' }>();
export function localBox(graphics: Phaser.GameObjects.Graphics): Box | null | 'unknown' {
  const commands = commandsId(graphics);
  if (commands === null) return graphicsBox(graphics.commandBuffer);
  const known = localBoxes.get(graphics);
  if (known?.commands === commands) return known.box;
  const box = graphicsBox(graphics.commandBuffer);
  localBoxes.set(graphics, { commands, box });
  return box;
}

const worldScratch = new Phaser.GameObjects.Components.TransformMatrix();
const parentScratch = new Phaser.GameObjects.Components.TransformMatrix();
const viewScratch = new Phaser.GameObjects.Components.TransformMatrix();

/**
 * Whether `graphics`, as it stands, is drawn from its bake through `camera` (its world transform through the
 * camera's, as the renderer places it; the alpha of the containers it sits in).
 */
export function drawsFromBake(graphics: Phaser.GameObjects.Graphics, camera: Phaser.Cameras.Scene2D.Camera): boolean {
  if (!installed) return false;
  let alpha = camera.alpha * graphics.alpha;
  for (let parent = graphics.parentContainer; parent; parent = parent.parentContainer) alpha *= parent.alpha;
  const world = graphics.getWorldTransformMatrix(worldScratch, parentScratch);
  viewScratch.copyFrom(camera.matrixCombined);
  viewScratch.multiply(world);
  const canvas = camera.scene.sys.game.canvas;
  return bakePlace(graphics, viewScratch, alpha, canvas.width, canvas.height) !== null;
}

/** Whether `bake` holds the drawing of `commands` (`commandsId`) through `matrix` at `alpha`, placed at `box`. */
function holds(bake: Bake, box: Box, matrix: Matrix, alpha: number, commands: number): boolean {
  const [a, b, c, d, e, f] = bake.matrix;
  if (bake.alpha !== alpha || a !== matrix.a || b !== matrix.b || c !== matrix.c || d !== matrix.d || e !== matrix.e || f !== matrix.f) return false;
  if (bake.box.left !== box.left || bake.box.top !== box.top || bake.box.right !== box.right || bake.box.bottom !== box.bottom) return false;
  return bake.commands === commands;
}

/** The canvas's own setTransform, which a bake's context shadows. */
function nativeSetTransform(context: CanvasRenderingContext2D, a: number, b: number, c: number, d: number, e: number, f: number): void {
  const set = CanvasRenderingContext2D.prototype.setTransform as (this: CanvasRenderingContext2D, a: number, b: number, c: number, d: number, e: number, f: number) => void;
  set.call(context, a, b, c, d, e, f);
}

function newBake(graphics: Phaser.GameObjects.Graphics): Bake {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context for a Graphics bake');
  const bake: Bake = { canvas, context, box: { left: 0, top: 0, right: 0, bottom: 0 }, commands: 0, matrix: [0, 0, 0, 0, 0, 0], alpha: 0 };
  // Phaser places a Graphics with setTransform (its matrix to the game canvas); in the bake that is shifted so the
  // bake's corner is the box's.
  Object.defineProperty(context, 'setTransform', {
    value(this: CanvasRenderingContext2D, a: number, b: number, c: number, d: number, e: number, f: number) {
      nativeSetTransform(this, a, b, c, d, e - bake.box.left, f - bake.box.top);
    },
  });
  if (!watched.has(graphics)) {
    watched.add(graphics);
    graphics.once(Phaser.GameObjects.Events.DESTROY, () => release(graphics));
  }
  return bake;
}

function release(graphics: Phaser.GameObjects.Graphics): void {
  const bake = bakes.get(graphics);
  if (!bake) return;
  bake.canvas.width = bake.canvas.height = 0;
  bakes.delete(graphics);
}

/** Wraps the Graphics' Canvas renderer (once a page): large Graphics are drawn from their bakes. */
export function bakeLargeGraphics(): void {
  if (installed) return;
  installed = true;
  // A bake knows its commands by `commandsId`, which counts on Graphics' clears being counted.
  countRedraws();
  // Typed in phaser-internals.d.ts: Phaser's published types leave the renderer's entry points out.
  const prototype = Phaser.GameObjects.Graphics.prototype;
  const render = prototype.renderCanvas;
  prototype.renderCanvas = function (renderer, src, camera, parentMatrix, target, allowClip) {
    const context = target ?? renderer.currentContext;
    // A mask's path (allowClip) and drawing into another target are Phaser's.
    if (target || allowClip) return render.call(this, renderer, src, camera, parentMatrix, target, allowClip);
    const alpha = camera.alpha * src.alpha;
    const matrix = Phaser.GameObjects.GetCalcMatrix(src, camera, parentMatrix).calc;
    const box = bakePlace(src, matrix, alpha, context.canvas.width, context.canvas.height);
    if (!box) {
      release(src);
      return render.call(this, renderer, src, camera, parentMatrix, target, allowClip);
    }
    const { a, b, c, d, e, f } = matrix;
    let bake = bakes.get(src);
    const commands = commandsId(src) ?? 0;
    if (!bake || !holds(bake, box, matrix, alpha, commands)) {
      if (!bake) {
        bake = newBake(src);
        bakes.set(src, bake);
      }
      const width = box.right - box.left;
      const height = box.bottom - box.top;
      if (bake.canvas.width !== width || bake.canvas.height !== height) {
        bake.canvas.width = width;
        bake.canvas.height = height;
      } else {
        nativeSetTransform(bake.context, 1, 0, 0, 1, 0, 0);
        bake.context.clearRect(0, 0, width, height);
      }
      bake.box = box;
      bake.commands = commands;
      bake.matrix = [a, b, c, d, e, f];
      bake.alpha = alpha;
      // Phaser's own drawing, into the bake (it lists the object for input, as it would on the game canvas).
      render.call(this, renderer, src, camera, parentMatrix, bake.context, false);
      counts.made++;
    } else {
      camera.addToRenderList(src);
    }
    counts.drawn++;
    context.globalCompositeOperation = 'source-over';
    context.globalAlpha = 1;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(bake.canvas, bake.box.left, bake.box.top);
    context.restore();
  };
}
