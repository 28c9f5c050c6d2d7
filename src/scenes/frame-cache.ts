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
 *
 * The game canvas keeps the last frame, so the cache does Phaser's clear itself: when this frame and the last are
 * each one render of one scene, with the same list drawn from the same canvas drawings, only live objects can have
 * changed, and the frame is cleared and drawn only inside one box around what changed (where it draws now and drew
 * then), grown until no live object crosses its edge (docs/architecture.md, "Frames drawn only where they changed").
 */
import * as Phaser from 'phaser';
import type { FramePart } from './frame-damage';
import { LiveChanges } from './frame-damage';
import type { Box, Run } from './frame-runs';
import { assignSlots, cachedRuns, closedBox, redrawBox, runDraw, segments } from './frame-runs';
import { countRedraws, describe, idOf } from './frame-signature';

/** What the cache has done since the page opened. */
export interface FrameCacheReport {
  readonly enabled: boolean;
  /** Scene renders drawn whole (nothing cached), and those with at least one run drawn from its canvas. */
  readonly whole: number;
  readonly cached: number;
  /** Times a run was drawn into its canvas, and canvases thrown away after one use or none. */
  readonly snapshots: number;
  readonly wasted: number;
  /**
   * Cached renders drawn only where something changed since the last frame (the game canvas keeps the rest), and
   * those of them where nothing had changed (nothing drawn).
   */
  readonly partial: number;
  readonly unchanged: number;
  /** Over the partial renders: the share of the canvas drawn again, in percent (mean). */
  readonly partialArea: number;
  /** Over the cached renders: top-level objects drawn from a canvas, and drawn live. */
  readonly fromCache: number;
  readonly live: number;
  /** With verify: cached renders compared with a whole drawing, and those that differed. */
  readonly verified: number;
  readonly mismatches: number;
  /**
   * The last differing frame, for the test's message: where it first differed (game canvas pixels), how many pixels
   * differed and by how many levels at most, and whether it was drawn only where it changed.
   */
  readonly lastMismatch: { readonly x: number; readonly y: number; readonly pixels: number; readonly levels: number; readonly partial: boolean } | null;
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
  /** Counts the drawings into the canvas: a frame drawn from the same canvas as the last shows the same pixels. */
  version: number;
}

/** A part of a frame: its range of the list, and the canvas it is drawn from (null: drawn live). */
type Part = FramePart & { readonly slot: Slot | null };

/** A part of the frame on the canvas, with the drawing of its canvas it came from. */
type ShownPart = Part & { readonly version: number };

/** The frame on the canvas, when one render of `scene` drew it through the cache. */
interface ShownFrame {
  readonly scene: Phaser.Scene;
  readonly children: readonly Phaser.GameObjects.GameObject[];
  readonly parts: readonly ShownPart[];
}

/** Pixels a redrawn box grows by on each side (antialiased edges, positions snapped to a pixel). */
const DAMAGE_PAD = 3;
/** Beyond this share of the canvas a frame is drawn whole rather than clipped. */
const PARTIAL_MAX_SHARE = 0.5;

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
  return { canvas, context, drawn: null, uses: 0, key: null, rendered: [], last: [], spare: [], version: 0 };
}

/** Whether this frame's list and parts are the shown frame's: the same objects, from the same canvas drawings. */
function sameFrame(shown: ShownFrame, scene: Phaser.Scene, children: readonly Phaser.GameObjects.GameObject[], parts: readonly Part[]): boolean {
  if (shown.scene !== scene || shown.children.length !== children.length || shown.parts.length !== parts.length) return false;
  for (let i = 0; i < children.length; i++) if (shown.children[i] !== children[i]) return false;
  return parts.every((part, i) => {
    const before = shown.parts[i];
    return !!before && before.start === part.start && before.end === part.end && before.slot === part.slot && before.version === (part.slot?.version ?? 0);
  });
}

/**
 * Installs the cache on a Canvas game (after boot: the renderer's `render` is wrapped). Returns what it reports.
 * `enabled` false (`?framecache=off`, and the WebGL renderer) leaves every frame drawn whole.
 */
export function cacheStillFrames(game: Phaser.Game, options: { enabled: boolean; verify: boolean }): () => FrameCacheReport {
  const renderer = game.renderer as Phaser.Renderer.Canvas.CanvasRenderer & { render: Render };
  const enabled = options.enabled && game.config.renderType === Phaser.CANVAS;
  const counts = { whole: 0, cached: 0, snapshots: 0, wasted: 0, partial: 0, unchanged: 0, fromCache: 0, live: 0, verified: 0, mismatches: 0 };
  let partialArea = 0;
  let lastMismatch: FrameCacheReport['lastMismatch'] = null;
  const report = (): FrameCacheReport => ({ enabled, ...counts, partialArea: counts.partial > 0 ? Math.round((partialArea / counts.partial) * 10) / 10 : 0, lastMismatch });
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
  const compose = (context: CanvasRenderingContext2D, scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: readonly Part[]): void => {
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

  // Frames drawn only where something changed. Phaser clears the game canvas before each frame (preRender); here
  // the clear waits for the frame's first render, which may clear and draw only a box: the canvas keeps the last
  // frame elsewhere. That holds when one render of one scene draws the whole frame, this frame and the last, from
  // the same canvases and the same list; then only live objects can have changed, each within its extent now and
  // in the last frame.
  // The renderer's own switch for its clear (Phaser types its settings as a plain object); the colour and
  // transparency it clears with are the game's.
  const settings: { clearBeforeRender?: unknown } = renderer.config;
  const { transparent, backgroundColor } = game.config;
  let clears = false;
  const gameContext = renderer.gameContext;
  let frame = 0;
  let clearPending = false;
  let rendersExpected = 0;
  let rendersDone = 0;
  /** The frame on the canvas, when one render of one scene drew it through the cache (null: otherwise). */
  let shown: ShownFrame | null = null;
  const live = new LiveChanges();

  /** Phaser's clear before a frame (the whole canvas, or a box of it), done once the frame's first render knows which. */
  const clearCanvas = (box: Box | null): void => {
    clearPending = false;
    if (!clears) return;
    const x = box ? box.left : 0;
    const y = box ? box.top : 0;
    const width = box ? box.right - box.left : renderer.width;
    const height = box ? box.bottom - box.top : renderer.height;
    gameContext.save();
    gameContext.setTransform(1, 0, 0, 1, 0, 0);
    gameContext.globalAlpha = 1;
    gameContext.globalCompositeOperation = 'source-over';
    gameContext.clearRect(x, y, width, height);
    if (!transparent) {
      gameContext.fillStyle = backgroundColor.rgba;
      gameContext.fillRect(x, y, width, height);
    }
    gameContext.restore();
  };

  /** Renders this frame will make: the scenes Phaser draws (SceneManager.render) times their visible cameras. */
  const expectedRenders = (): number => {
    let renders = 0;
    for (const scene of game.scene.scenes) {
      const settings = scene.sys.settings;
      if (!settings.visible || settings.status < Phaser.Scenes.LOADING || settings.status >= Phaser.Scenes.SLEEPING) continue;
      for (const camera of scene.cameras.cameras) if (camera.visible && camera.alpha > 0) renders++;
    }
    return renders;
  };

  const preRender = renderer.preRender.bind(renderer);
  renderer.preRender = () => {
    const clear = settings.clearBeforeRender;
    clears = clear === true;
    settings.clearBeforeRender = false;
    try {
      preRender();
    } finally {
      settings.clearBeforeRender = clear;
    }
    frame++;
    clearPending = true;
    rendersDone = 0;
    rendersExpected = expectedRenders();
  };
  const postRender = renderer.postRender.bind(renderer);
  renderer.postRender = () => {
    if (clearPending) clearCanvas(null);
    if (rendersDone !== 1) shown = null;
    postRender();
  };

  let verifyCanvases: [HTMLCanvasElement, HTMLCanvasElement] | null = null;
  /**
   * Draws the frame whole and compares: with the cached drawing (`parts` composed into a second canvas), or, for a
   * frame drawn only where it changed (`parts` null), with the game canvas itself.
   */
  const verify = (scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: Parameters<typeof compose>[4] | null): void => {
    const canvases = (verifyCanvases ??= [document.createElement('canvas'), document.createElement('canvas')]);
    const [whole, cached] = canvases.map((canvas) => {
      canvas.width = game.canvas.width;
      canvas.height = game.canvas.height;
      return canvas.getContext('2d', { willReadFrequently: true });
    });
    if (!whole || !cached) return;
    const listed = camera.renderList.length;
    if (parts) {
      renderInto(whole, scene, children, camera, false);
      compose(cached, scene, children, camera, parts);
    } else {
      if (clears && !transparent) {
        whole.fillStyle = backgroundColor.rgba;
        whole.fillRect(0, 0, game.canvas.width, game.canvas.height);
      }
      renderInto(whole, scene, children, camera, false);
      cached.drawImage(game.canvas, 0, 0);
    }
    camera.renderList.length = listed;
    const a = whole.getImageData(0, 0, game.canvas.width, game.canvas.height).data;
    const b = cached.getImageData(0, 0, game.canvas.width, game.canvas.height).data;
    counts.verified++;
    let first: number | null = null;
    let lastPixel: number | null = null;
    let pixels = 0;
    let levels = 0;
    for (let i = 0; i < a.length; i++) {
      const level = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
      if (level <= VERIFY_TOLERANCE) continue;
      const pixel = i >> 2;
      first ??= pixel;
      if (pixel !== lastPixel) pixels++;
      lastPixel = pixel;
      levels = Math.max(levels, level);
    }
    if (first === null) return;
    counts.mismatches++;
    lastMismatch = { x: first % game.canvas.width, y: Math.floor(first / game.canvas.width), pixels, levels, partial: parts === null };
  };

  renderer.render = (scene, children, camera) => {
    rendersDone++;
    const last = shown;
    shown = null;
    if (!plainCamera(scene, camera)) {
      if (clearPending) clearCanvas(null);
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
        slot.version++;
        counts.snapshots++;
      }
      slot.uses++;
      fromCache += end - part.start;
      parts.push({ start: part.start, end, slot });
      if (end < part.end) parts.push({ start: end, end: part.end, slot: null });
    }
    if (fromCache === 0) {
      if (clearPending) clearCanvas(null);
      counts.whole++;
      render(scene, children, camera);
      return;
    }
    counts.cached++;
    counts.fromCache += fromCache;
    counts.live += children.length - fromCache;
    // Only one render draws this frame (and drew the last): it may be drawn only where it changed.
    const alone = rendersDone === 1 && rendersExpected === 1 && clearPending && game.canvas.width === renderer.width && game.canvas.height === renderer.height;
    const damage = alone ? live.damage(children, parts, camera, frame) : 'unknown';
    const damaged = damage !== 'unknown' && last && sameFrame(last, scene, children, parts) ? redrawBox(damage, game.canvas.width, game.canvas.height, DAMAGE_PAD, PARTIAL_MAX_SHARE) : 'whole';
    const box = damaged === 'whole' ? damaged : closedBox(damaged, live.extents, game.canvas.width, game.canvas.height, DAMAGE_PAD, PARTIAL_MAX_SHARE);
    if (alone) shown = { scene, children: children.slice(), parts: parts.map((part) => ({ ...part, version: part.slot?.version ?? 0 })) };
    if (box === 'whole') {
      if (options.verify) verify(scene, children, camera, parts);
      if (clearPending) clearCanvas(null);
      compose(scene.sys.context, scene, children, camera, parts);
      return;
    }
    const area = (box.right - box.left) * (box.bottom - box.top);
    counts.partial++;
    if (area === 0) counts.unchanged++;
    partialArea += (100 * area) / (game.canvas.width * game.canvas.height);
    const context = scene.sys.context;
    context.save();
    context.beginPath();
    context.rect(box.left, box.top, box.right - box.left, box.bottom - box.top);
    context.clip();
    clearCanvas(box);
    compose(context, scene, children, camera, parts);
    context.restore();
    if (options.verify) verify(scene, children, camera, null);
  };
  return report;
}
