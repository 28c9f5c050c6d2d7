/**
 * The still parts of a scene drawn once, not every frame (Canvas renderer only). Phaser's Canvas renderer redraws
 * the whole display list each frame, and in software (a tablet without GPU canvas, headless Chromium) each image
 * and path is rasterised anew: a card flying across the table repainted every card, tile and word on it.
 *
 * Here, per scene and frame, the depth-sorted list is split by what moves (a tween's target, or anything whose
 * drawing this module cannot describe) into runs of still objects (scenes/frame-runs.ts). The longest runs each have
 * a canvas; a run its canvas still holds keeps it (a held run), what stops moving beside it drawn live. A run is
 * described by a signature: every property the Canvas renderer reads from its objects (transform, alpha, texture and
 * frame, a text's version, a graphics' commands, a container's children, the camera). When a run's signature holds
 * for two frames in a row, the run is drawn into its canvas (only where it differs from what the canvas held); while
 * it holds, the run is that canvas (one image) and the rest is drawn as before, in the same order. Any change in a
 * run (a log line, a glow) is a new signature, and the run is drawn live that frame. `verify` draws each drawing made
 * through the cache whole as well and counts those whose pixels differ (the e2e test's proof).
 *
 * The game canvas keeps the last frame, so the cache does Phaser's clear itself: when this frame and the last are
 * each one render of one scene, drawn from the same canvas drawings, with the same list but for objects added,
 * removed or moved, only live objects can have changed, and the frame is cleared and drawn only inside boxes around
 * what changed (where it draws now and drew then), grown until no live object crosses an edge (docs/architecture.md,
 * "Frames drawn only where they changed").
 */
import * as Phaser from 'phaser';
import type { Box, HeldRun } from './frame-boxes';
import { areaOf, closedBoxes, drawsIn, heldChanges, redrawBoxes } from './frame-boxes';
import type { FramePart } from './frame-damage';
import { heldRun, LiveChanges } from './frame-damage';
import type { Run, ShownPart } from './frame-runs';
import { assignSlots, frameChanges, locateRun, planRuns, runDraw, segments } from './frame-runs';
import { countRedraws, expectedRenders, idOf, movingObjects, plainCamera, signRun } from './frame-signature';
import { Signature } from './signature';
import type { FrameCacheReport } from './frame-report';
import { FrameVerifier } from './frame-verify';
import { drawMeetingListRest } from './frame-listing';
import { APP_EVENTS } from './keys';
import { bakeLargeGraphics, graphicsBakeCounts } from './graphics-bake';

export type { FrameCacheReport } from './frame-report';


type Render = (scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera) => void;

/** Runs shorter than this are drawn live: a canvas would not pay for itself. */
const MIN_RUN = 6;
/**
 * Canvases per scene, each the game canvas's size (4 MB at 1280×800; the Canvas renderer runs where WebGL does
 * not, so tablets with a GPU never hold them). Three cover a table: under what moves, over it, and the interface.
 */
const SLOTS = 3;
/**
 * Runs drawn whole into their canvases in one frame. When the runs re-form (a card starts or stops moving between
 * them), two or three of them were drawn whole in the same frame, 50–100 ms at a 4× CPU throttle: the others wait a
 * frame each, drawn live meanwhile.
 */
const WHOLE_SNAPSHOTS_PER_FRAME = 1;

/** One cached run's canvas, and the signatures that decide whether it is valid. */
interface Slot {
  readonly canvas: HTMLCanvasElement;
  readonly context: CanvasRenderingContext2D;
  /** The signature the canvas was drawn from (null: nothing drawn yet, or the run changed since). */
  drawn: Signature | null;
  /**
   * The run the canvas's pixels show (null: none; with `drawn`, where the run stands in a later frame), kept while
   * the run is drawn live: its next drawing into the canvas draws only where the run changed since.
   */
  held: HeldRun<Phaser.GameObjects.GameObject> | null;
  /** Frames drawn from the canvas since it was last drawn. */
  uses: number;
  /** The id of the first object of the run it keeps (null: none yet): a run keeps its slot by it. */
  key: number | null;
  /**
   * What drawing the run added to the camera's render list. Phaser's input hit-tests only objects in that list
   * (those drawn in the last frame), so a cached frame adds them again, or the run would not take taps.
   */
  rendered: Phaser.GameObjects.GameObject[];
  /**
   * The last signature made for the slot, the frame it was made in, and an array to fill with the next (swapped:
   * none made per frame).
   */
  last: Signature;
  lastFrame: number;
  spare: Signature;
  /** Counts the drawings into the canvas: a frame drawn from the same canvas as the last shows the same pixels. */
  version: number;
}

/** A part of a frame: its range of the list, and the canvas it is drawn from (null: drawn live). */
type Part = FramePart & { readonly slot: Slot | null };

/** The frame on the canvas, when one render of `scene` drew it through the cache. */
interface ShownFrame {
  readonly scene: Phaser.Scene;
  readonly children: readonly Phaser.GameObjects.GameObject[];
  /** Its parts drawn from canvases, and those canvases' drawings (each a slot's `drawn`: made anew for each drawing). */
  readonly cached: readonly ShownPart<Slot>[];
  readonly drawings: ReadonlySet<object>;
  /** The camera it was drawn through, and the objects it listed for Phaser's input (once drawn: `postRender`). */
  readonly camera: Phaser.Cameras.Scene2D.Camera;
  listed: readonly Phaser.GameObjects.GameObject[] | null;
}

/** Pixels a redrawn box grows by on each side (antialiased edges, positions snapped to a pixel). */
const DAMAGE_PAD = 3;
/** Beyond this share of the canvas a frame is drawn whole rather than clipped. */
const PARTIAL_MAX_SHARE = 0.5;
/**
 * Redrawn boxes are joined when their union adds at most this many square pixels (about 128 × 128): below that a
 * second pass over the frame costs more than the pixels it saves.
 */
const JOIN_SLACK = 16_384;
/** At most this many boxes (passes) a frame. */
const MOST_BOXES = 4;
const NO_BOX: Box = { left: 0, top: 0, right: 0, bottom: 0 };

/**
 * Objects always drawn live, never kept in a run's canvas: small ones that change often while the rest stands still
 * (the top bar's status line changes twice a computer move).
 * In a run, each change had the run drawn live and then into its canvas again: two frames that cost a whole drawing
 * of the run. Drawn live, such an object costs one small image a frame, and the runs around it stay as they are.
 */
const alwaysLive = new WeakSet<Phaser.GameObjects.GameObject>();

/** Marks a top-level object as always drawn live by the still-frame cache (see `alwaysLive`). */
export function drawLive<T extends Phaser.GameObjects.GameObject>(object: T): T {
  alwaysLive.add(object);
  return object;
}

function newSlot(): Slot {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D context for the frame cache');
  return { canvas, context, drawn: null, held: null, uses: 0, key: null, rendered: [], last: new Signature(), lastFrame: 0, spare: new Signature(), version: 0 };
}

const versionOf = (slot: Slot): number => slot.version;
const NO_OBJECTS: ReadonlySet<Phaser.GameObjects.GameObject> = new Set();

/**
 * Installs the cache on a Canvas game (after boot: the renderer's `render` is wrapped). Returns what it reports.
 * `enabled` false (`?framecache=off`, and the WebGL renderer) leaves every frame drawn whole.
 */
export function cacheStillFrames(game: Phaser.Game, options: { enabled: boolean; verify: boolean; bakeGraphics: boolean }): () => FrameCacheReport {
  const renderer = game.renderer as Phaser.Renderer.Canvas.CanvasRenderer & { render: Render };
  const enabled = options.enabled && game.config.renderType === Phaser.CANVAS;
  const counts = { whole: 0, cached: 0, snapshots: 0, snapshotsInBoxes: 0, snapshotsDeferred: 0, wasted: 0, partial: 0, unchanged: 0, listChanged: 0, listMoved: 0, boxes: 0, fromCache: 0, live: 0 };
  let partialArea = 0;
  const verifier = new FrameVerifier();
  const report = (): FrameCacheReport => {
    const bakes = graphicsBakeCounts();
    return { enabled, ...counts, partialArea: counts.partial > 0 ? Math.round((partialArea / counts.partial) * 10) / 10 : 0, verified: verifier.verified, mismatches: verifier.mismatches, lastMismatch: verifier.lastMismatch, listingsVerified: verifier.listingsVerified, listingMismatches: verifier.listingMismatches, graphicsBaked: bakes.made, fromGraphicsBakes: bakes.drawn };
  };
  if (!enabled) return report;
  if (options.bakeGraphics) bakeLargeGraphics();
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

  /**
   * The frame in order: live stretches drawn, cached runs copied from their canvases (the first draws the background);
   * `only`: of the live objects, only those at these places in the list (null: all), and with `listRest` the others
   * listed for input as drawn (scenes/frame-listing.ts).
   */
  const compose = (context: CanvasRenderingContext2D, scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: readonly Part[], only: ReadonlySet<number> | null, listRest = false): void => {
    for (const part of parts) {
      if (part.slot) {
        context.save();
        context.setTransform(1, 0, 0, 1, 0, 0);
        context.globalAlpha = 1;
        context.globalCompositeOperation = 'source-over';
        context.drawImage(part.slot.canvas, 0, 0);
        context.restore();
        for (const object of part.slot.rendered) camera.addToRenderList(object);
      } else if (only && listRest) {
        drawMeetingListRest(children, part.start, part.end, (index) => only.has(index), camera, (start, end) => renderInto(context, scene, children.slice(start, end), camera, start > 0));
      } else {
        const drawn = children.slice(part.start, part.end);
        renderInto(context, scene, only ? drawn.filter((_, offset) => only.has(part.start + offset)) : drawn, camera, part.start > 0);
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

  /**
   * Draws into `context` a pass for each box, clipped to it alone (a clip of several rectangles antialiases
   * differently): `clear` empties the box, then `draw` draws it. The first pass draws every object (those outside
   * its box are clipped away), so it lists the frame's objects for Phaser's input in drawing order; the others
   * (`first` false) draw only what lies inside their box, and list nothing. No box: one pass that draws nothing.
   */
  const inBoxes = (context: CanvasRenderingContext2D, camera: Phaser.Cameras.Scene2D.Camera, boxes: readonly Box[], clear: (box: Box) => void, draw: (box: Box, first: boolean) => void): void => {
    (boxes.length > 0 ? boxes : [NO_BOX]).forEach((box, pass) => {
      const listed = camera.renderList.length;
      context.save();
      context.beginPath();
      context.rect(box.left, box.top, box.right - box.left, box.bottom - box.top);
      context.clip();
      clear(box);
      draw(box, pass === 0);
      context.restore();
      if (pass > 0) camera.renderList.length = listed;
    });
  };

  // A frame that threw (scenes/loop-guard.ts) may have stopped midway: the next is drawn whole, every slot again.
  game.events.on(APP_EVENTS.frameFailed, () => {
    shown = null;
    for (const scene of game.scene.scenes) for (const slot of scenes.get(scene) ?? []) [slot.drawn, slot.held] = [null, null];
  });

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
    rendersExpected = expectedRenders(game);
  };
  const postRender = renderer.postRender.bind(renderer);
  renderer.postRender = () => {
    if (clearPending) clearCanvas(null);
    if (rendersDone !== 1) shown = null;
    // What the frame shown listed for Phaser's input, as drawn: a frame where nothing changes gives it again.
    if (shown) shown.listed = shown.camera.renderList.slice();
    postRender();
  };

  /** Draws `objects` whole into `context` and gives what that listed for input (the camera's list left as it was). */
  const drawnWhole = (context: CanvasRenderingContext2D, scene: Phaser.Scene, objects: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, over: boolean, listed = camera.renderList.length): Phaser.GameObjects.GameObject[] => (renderInto(context, scene, objects, camera, over), camera.renderList.splice(listed));
  /**
   * Draws the frame whole and compares: with the cached drawing (`parts` composed), or, for a frame drawn only where
   * it changed (`parts` null), with the game canvas itself and with what it listed for input (`listing`, when given).
   */
  const verify = (scene: Phaser.Scene, children: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, parts: Parameters<typeof compose>[4] | null, listing: readonly Phaser.GameObjects.GameObject[] | null = null): void => {
    const listed = camera.renderList.length;
    const { width, height } = game.canvas;
    verifier.compare(
      parts ? 'composed' : 'partial',
      width,
      height,
      (whole) => {
        if (!parts && clears && !transparent) {
          whole.fillStyle = backgroundColor.rgba;
          whole.fillRect(0, 0, width, height);
        }
        verifier.compareListings(drawnWhole(whole, scene, children, camera, false), listing);
      },
      (cached) => (parts ? compose(cached, scene, children, camera, parts, null) : cached.drawImage(game.canvas, 0, 0)),
    );
    camera.renderList.length = listed;
  };
  /** Draws the run `members` whole and compares it with `canvas` (drawn only where it changed) and its `listing`. */
  const verifyHeld = (canvas: HTMLCanvasElement, scene: Phaser.Scene, members: Phaser.GameObjects.GameObject[], camera: Phaser.Cameras.Scene2D.Camera, over: boolean, listing: readonly Phaser.GameObjects.GameObject[]): void => {
    verifier.compare('canvas', canvas.width, canvas.height, (whole) => verifier.compareListings(drawnWhole(whole, scene, members, camera, over), listing), (held) => held.drawImage(canvas, 0, 0));
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
    const still = children.map((child) => !moving.has(child) && !alwaysLive.has(child));
    const sign = (into: Signature, start: number, limit: number): number => signRun(into, children, start, limit, camera, game.canvas);
    // Runs the canvases still hold (the same objects in a row, still, signed as drawn) stay as they are.
    const held: Run[] = [];
    slots.forEach((slot, index) => {
      if (!slot.drawn) return;
      const at = slot.held ? locateRun(children, slot.held.members, still) : null;
      if (at && sign(slot.spare, at.start, at.end) === at.end && slot.spare.equals(slot.drawn)) held.push({ ...at, slot: index });
    });
    const plan = planRuns(still, held, MIN_RUN, SLOTS);
    const heldSlots = new Set(plan.held.map((run) => run.slot));
    const freshKeys = plan.fresh.map((run) => idOf(children[run.start] as object));
    const slotOfFresh = assignSlots(freshKeys, slots.map((slot) => slot.key), heldSlots);
    const runs: Run[] = [...plan.held, ...plan.fresh.map((run, index) => ({ ...run, slot: slotOfFresh[index] ?? run.slot }))].sort((a, b) => a.start - b.start);
    plan.fresh.forEach((run, index) => {
      const slot = slots[slotOfFresh[index] ?? run.slot];
      if (slot) slot.key = freshKeys[index] ?? null;
    });
    const parts: Part[] = [];
    /** Runs drawn into their canvases this frame whose objects the last frame drew live, as they are now. */
    const fresh = new Set<Slot>();
    const pushPart = (part: Part): void => {
      const before = parts[parts.length - 1];
      if (part.slot === null && before && before.slot === null && before.end === part.start) parts[parts.length - 1] = { start: before.start, end: part.end, slot: null };
      else parts.push(part);
    };
    let fromCache = 0;
    let wholeSnapshots = 0;
    for (const part of segments(children.length, runs)) {
      const index = part.slot;
      const slot = index === null ? undefined : slots[index];
      if (index === null || !slot) {
        pushPart({ ...part, slot: null });
        continue;
      }
      // A held run's signature was made above (and equals its canvas's); any other is made here.
      const end = heldSlots.has(index) ? part.end : sign(slot.spare, part.start, part.end);
      const signature = slot.spare;
      const lastFrame = slot.lastFrame;
      slot.spare = slot.last;
      slot.last = signature;
      slot.lastFrame = frame;
      const draw = end - part.start < MIN_RUN ? 'live' : runDraw(signature, slot.drawn, slot.spare);
      if (draw === 'live') {
        if (slot.drawn && slot.uses <= 1) counts.wasted++;
        slot.drawn = null;
        pushPart({ start: part.start, end: part.end, slot: null });
        continue;
      }
      if (draw === 'snapshot') {
        const members = children.slice(part.start, end);
        const now = heldRun(members, signature, camera);
        const { width, height } = game.canvas;
        const resized = slot.canvas.width !== width || slot.canvas.height !== height;
        // The canvas still holds the run it last held: drawn again only where that differs from this one.
        const changed = slot.held && !resized ? heldChanges(slot.held, now) : 'unknown';
        const damaged = changed === 'unknown' ? 'whole' : redrawBoxes(changed, width, height, DAMAGE_PAD, PARTIAL_MAX_SHARE, JOIN_SLACK, MOST_BOXES);
        const boxes = damaged === 'whole' ? damaged : closedBoxes(damaged, now.closing, width, height, DAMAGE_PAD, PARTIAL_MAX_SHARE, JOIN_SLACK, MOST_BOXES);
        if (boxes === 'whole' && wholeSnapshots >= WHOLE_SNAPSHOTS_PER_FRAME) {
          // Another run was drawn whole into its canvas this frame: this one is drawn live, and into its canvas next
          // frame if it still holds (its signature is this frame's, so the next frame finds it unchanged).
          counts.snapshotsDeferred++;
          slot.drawn = null;
          pushPart({ start: part.start, end: part.end, slot: null });
          continue;
        }
        if (boxes === 'whole') wholeSnapshots++;
        if (resized) {
          slot.canvas.width = width;
          slot.canvas.height = height;
        }
        const over = part.start > 0;
        const listed = camera.renderList.length;
        if (boxes === 'whole') {
          if (!resized) slot.context.clearRect(0, 0, width, height);
          renderInto(slot.context, scene, members, camera, over);
        } else {
          counts.snapshotsInBoxes++;
          inBoxes(slot.context, camera, boxes, (box) => slot.context.clearRect(box.left, box.top, box.right - box.left, box.bottom - box.top), (box, first) => {
            const meets = (index: number): boolean => drawsIn(now.extents[index], box, DAMAGE_PAD, width, height);
            if (first) drawMeetingListRest(members, 0, members.length, meets, camera, (start, end) => renderInto(slot.context, scene, members.slice(start, end), camera, over || start > 0));
            else renderInto(slot.context, scene, members.filter((_, index) => meets(index)), camera, over);
          });
        }
        slot.rendered = camera.renderList.splice(listed);
        if (options.verify && boxes !== 'whole') verifyHeld(slot.canvas, scene, members, camera, over, slot.rendered);
        if (slot.drawn && slot.uses <= 1) counts.wasted++;
        slot.drawn = signature.copy();
        slot.held = now;
        // What each member draws while the canvas holds it: a later frame that draws one live knows what it showed.
        live.hold(now, slot.drawn);
        slot.uses = 0;
        slot.version++;
        counts.snapshots++;
        // Its signature held since the last frame, which drew it live (a slot signed then draws live or snapshots).
        if (lastFrame === frame - 1) fresh.add(slot);
      }
      slot.uses++;
      fromCache += end - part.start;
      pushPart({ start: part.start, end, slot });
      if (end < part.end) pushPart({ start: end, end: part.end, slot: null });
    }
    // Only one render draws this frame (and drew the last): it may be drawn only where it changed.
    const alone = rendersDone === 1 && rendersExpected === 1 && clearPending && game.canvas.width === renderer.width && game.canvas.height === renderer.height;
    const showed = (drawing: object): boolean => last?.drawings.has(drawing) ?? false;
    const changes = alone && last && last.scene === scene ? frameChanges(last.children, last.cached, children, parts, versionOf, (slot) => fresh.has(slot)) : null;
    // A frame drawn by one render records its live objects for the next, whether or not it can use the last's.
    const damage = alone ? live.damage(children, parts, camera, frame, showed, changes?.added ?? NO_OBJECTS, changes?.removed ?? []) : 'unknown';
    const { width, height } = game.canvas;
    const damaged = damage === 'unknown' || !changes ? 'whole' : redrawBoxes(damage, width, height, DAMAGE_PAD, PARTIAL_MAX_SHARE, JOIN_SLACK, MOST_BOXES);
    const boxes = damaged === 'whole' ? damaged : closedBoxes(damaged, live.closing, width, height, DAMAGE_PAD, PARTIAL_MAX_SHARE, JOIN_SLACK, MOST_BOXES);
    if (alone) {
      const cached: ShownPart<Slot>[] = [];
      const drawings = new Set<object>();
      for (const { start, end, slot } of parts) {
        if (!slot?.drawn) continue;
        cached.push({ start, end, slot, version: slot.version });
        drawings.add(slot.drawn);
      }
      shown = { scene, children: children.slice(), cached, drawings, camera, listed: null };
    }
    // Nothing from a canvas and not drawn only where it changed: drawn whole, as Phaser would.
    if (boxes === 'whole' && fromCache === 0) {
      if (clearPending) clearCanvas(null);
      counts.whole++;
      render(scene, children, camera);
      return;
    }
    counts.cached++;
    counts.fromCache += fromCache;
    counts.live += children.length - fromCache;
    if (boxes === 'whole') {
      if (options.verify) verify(scene, children, camera, parts);
      if (clearPending) clearCanvas(null);
      compose(scene.sys.context, scene, children, camera, parts, null);
      return;
    }
    counts.partial++;
    // Nothing changed, added or removed: the canvas shows this frame already and is left untouched (so Chromium has no
    // new canvas to send on), and Phaser's input gets the list the last frame drew, which is this frame's.
    if (boxes.length === 0 && changes && changes.added.size === 0 && changes.removed.length === 0 && last?.listed && last.camera === camera) {
      counts.unchanged++;
      clearPending = false;
      for (const object of last.listed) camera.addToRenderList(object);
      if (options.verify) verify(scene, children, camera, null);
      return;
    }
    if (changes && (changes.added.size > 0 || changes.removed.length > 0)) counts.listChanged++;
    if (changes?.removed.some((object) => changes.added.has(object))) counts.listMoved++;
    if (boxes.length > 1) counts.boxes++;
    for (const box of boxes) partialArea += (100 * areaOf(box)) / (width * height);
    const listedFrom = camera.renderList.length;
    inBoxes(scene.sys.context, camera, boxes, clearCanvas, (box, first) => compose(scene.sys.context, scene, children, camera, parts, live.inside(box, DAMAGE_PAD, width, height), first));
    if (options.verify) verify(scene, children, camera, null, camera.renderList.slice(listedFrom));
  };
  return report;
}
