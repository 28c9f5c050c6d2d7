/** What every table reports to the e2e test hooks, and the page-coordinate tools their inspections share. */
import * as Phaser from 'phaser';
import type { Button } from '../components/Button';
import type { PageButton, PagePoint } from '../components/page';
import { pageButton } from '../components/page';
import type { LayoutScene } from '../viewport';
import { reachedPoint } from './tap-point';
import type { WhyInspection } from './refusal-why';
import type { HintInspection } from './TableHint';
import type { ReplayInspection } from './TableReplay';
import type { TableMenuInspection } from './TableMenu';
import type { PuzzleInspection } from './PuzzleWatch';
import type { TutorialInspection } from './TableTutorial';

/** The fields every table's inspection has (a game's adds its pieces). */
export interface KitInspection<M> {
  readonly ready: boolean;
  /** Events are animating, pieces are still moving or the game-over panel is fading in: wait for false before pointing at things. */
  readonly animating: boolean;
  /** The viewer may act now and the table is still: what a test waits for. */
  readonly deciding: boolean;
  readonly plies: number;
  /** The game is being written to this device (its autosave or its replay record): a reload now could lose the last move. */
  readonly saving: boolean;
  readonly status: string;
  /** How tall the top bar draws the status line, in CSS pixels: the bar is 50 (TopBar.HEIGHT). */
  readonly statusHeight: number;
  /** The top bar's hourglass (a page element over the canvas): on the page now, turning, and its centre on the page. */
  readonly hourglass: { readonly shown: boolean; readonly turning: boolean; readonly centre: PagePoint };
  /** The acting seat's legal moves (empty when it is not the viewer's decision). */
  readonly legal: readonly M[];
  readonly log: readonly string[];
  /** The log can be read now: in its place, or opened over the table (portrait) with `logButton`. */
  readonly logShown: boolean;
  /** The top bar's Log button, when the layout has no place for the log. */
  readonly logButton: PageButton | null;
  readonly toast: string | null;
  /** A refusal's "Why?" on the toast (the clause it cites) and the rulebook it opened over the table. */
  readonly why: WhyInspection;
  readonly zoom: string | null;
  readonly selected: string | null;
  /** Everything drawn stays inside the view: the names of what does not. */
  readonly offscreen: readonly string[];
  /** Frames per second the game loop reaches (for the report; never asserted). */
  readonly fps: number;
  /** The keyboard's ring: its stops' names in order (`card:w12`, `zone:col2`, `option:pass`, `finish`, `confirm`) and the focused one. */
  readonly keys: { readonly focused: string | null; readonly stops: readonly string[] };
  /** Where each keyboard stop's object is on the page: what a pointer taps to take that step. */
  readonly stopPoints: Readonly<Record<string, PagePoint>>;
  /** The kit's Hint (null on a table with its own, Gate): its line and what it lights. */
  readonly hint: HintInspection | null;
  /** A replay watched on the table: its position and controls (null in a game). */
  readonly replay: ReplayInspection | null;
  /** The game-over panel's replay row: Watch replay, Copy link, Save file (null without the panel or a replay). */
  readonly gameOverReplay: { readonly watch: PageButton; readonly copyLink: PageButton; readonly saveFile: PageButton } | null;
  /** The person's record on this device, as the game-over panel adds it (null: none shown). */
  readonly gameOverRecord: string | null;
  /** The table menu (the top bar's Menu) while it is open. */
  readonly tableMenu: TableMenuInspection | null;
  /** A puzzle played at the table: its goal and whether it is solved (null in any other game). */
  readonly puzzle: PuzzleInspection | null;
  /** The guided first game's lessons (null in any other game). */
  readonly tutorial: TutorialInspection | null;
}

/** What a game's inspection adds to the kit's fields, and whether its pieces are still moving. */
export interface GameInspection<I> {
  readonly moving: boolean;
  readonly fields: I;
}

/** Page coordinates for one scene, and the list of what lies off screen that `check` fills. */
export interface PageTools {
  pt(x: number, y: number): PagePoint;
  /** Where a tap reaches this object (`tapPoint`), in page coordinates. */
  tap(target: Phaser.GameObjects.Container): PagePoint;
  button(b: Button): PageButton;
  check(name: string, x: number, y: number, width?: number, height?: number): void;
  readonly offscreen: string[];
}

/** Page points and buttons, and a list of what lies off screen, for one scene. */
export function pageTools(scene: LayoutScene): PageTools {
  const offscreen: string[] = [];
  let taps: TapProbe | null = null;
  return {
    pt: (x, y) => scene.toPage(x, y),
    tap: (target) => {
      const at = tapPoint((taps ??= tapProbe(scene)), target);
      return scene.toPage(at.x, at.y);
    },
    button: (b) => pageButton(scene, b),
    check: (name, x, y, width = 0, height = 0) => {
      if (x - width / 2 < -1 || y - height / 2 < -1 || x + width / 2 > scene.viewWidth + 1 || y + height / 2 > scene.viewHeight + 1) offscreen.push(name);
    },
    offscreen,
  };
}

/** What the kit knows of a table for its inspection. */
export interface KitParts<M> {
  readonly hint: HintInspection | null;
  readonly replay: ReplayInspection | null;
  readonly gameOverReplay: { readonly watch: Button; readonly copyLink: Button; readonly saveFile: Button } | null;
  readonly gameOverRecord: string | null;
  /** The game-over panel, the pass-and-play curtain or the game menu is fading: a tap on it may not land yet. */
  readonly panelMoving: boolean;
  readonly tableMenu: TableMenuInspection | null;
  readonly puzzle: PuzzleInspection | null;
  readonly tutorial: TutorialInspection | null;
  readonly ready: boolean;
  readonly busy: boolean;
  readonly mine: boolean;
  readonly transients: number;
  readonly plies: number;
  readonly saving: boolean;
  readonly status: string;
  readonly statusHeight: number;
  readonly hourglass: { readonly shown: boolean; readonly turning: boolean; readonly element: HTMLElement };
  readonly legal: readonly M[];
  readonly log: { readonly texts: readonly string[]; readonly shown: boolean; readonly button: Button | null };
  readonly toast: string | null;
  readonly why: WhyInspection;
  readonly zoom: string | null;
  readonly selected: string | null;
  readonly fps: number;
  /** The keyboard's ring: its stops and the index focused (-1: none). */
  readonly stops: readonly { readonly name: string; readonly target: Phaser.GameObjects.Container }[];
  readonly focused: number;
}

/** The kit's fields of an inspection, with the game's pieces still `moving` (tweens under way). */
export function kitFields<M>(parts: KitParts<M>, moving: boolean, tools: PageTools): KitInspection<M> {
  const { stops } = parts;
  return {
    ready: parts.ready,
    hint: parts.hint,
    replay: parts.replay,
    tableMenu: parts.tableMenu,
    puzzle: parts.puzzle,
    tutorial: parts.tutorial,
    gameOverRecord: parts.gameOverRecord,
    gameOverReplay: parts.gameOverReplay && { watch: tools.button(parts.gameOverReplay.watch), copyLink: tools.button(parts.gameOverReplay.copyLink), saveFile: tools.button(parts.gameOverReplay.saveFile) },
    animating: parts.busy || moving || parts.transients > 0 || (parts.replay?.moving ?? false) || parts.panelMoving,
    deciding: parts.mine && !parts.busy && !moving,
    plies: parts.plies,
    saving: parts.saving,
    status: parts.status,
    statusHeight: parts.statusHeight,
    hourglass: { shown: parts.hourglass.shown, turning: parts.hourglass.turning, centre: elementCentre(parts.hourglass.element) },
    legal: parts.legal,
    log: parts.log.texts,
    logShown: parts.log.shown,
    logButton: parts.log.button ? tools.button(parts.log.button) : null,
    toast: parts.toast,
    why: parts.why,
    zoom: parts.zoom,
    selected: parts.selected,
    offscreen: tools.offscreen,
    fps: parts.fps,
    keys: { focused: parts.focused >= 0 ? (stops[parts.focused]?.name ?? null) : null, stops: stops.map((s) => s.name) },
    stopPoints: Object.fromEntries(stops.map((stop) => [stop.name, tools.tap(stop.target)])),
  };
}

/** The middle of a page element, in page coordinates. */
function elementCentre(element: HTMLElement): PagePoint {
  const box = element.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
}

/** Every object of the scene that takes pointer input, containers' children included. */
function interactiveObjects(list: readonly Phaser.GameObjects.GameObject[], out: Phaser.GameObjects.GameObject[] = []): Phaser.GameObjects.GameObject[] {
  for (const object of list) {
    if (object.input) out.push(object);
    if (object instanceof Phaser.GameObjects.Container) interactiveObjects(object.list, out);
  }
  return out;
}

/** Whether `object` is `target` or lies inside it. */
function within(object: Phaser.GameObjects.GameObject, target: Phaser.GameObjects.Container): boolean {
  for (let at: Phaser.GameObjects.GameObject | null = object; at; at = at.parentContainer) if (at === target) return true;
  return false;
}

/** What a tap at a point would reach in one scene as it stands: its objects taking input, and a pointer to probe with. */
interface TapProbe {
  readonly scene: LayoutScene;
  readonly objects: Phaser.GameObjects.GameObject[];
  readonly pointer: Phaser.Input.Pointer;
}

/** A probe of `scene` (made once per inspection: the objects taking input are listed once for every stop). */
function tapProbe(scene: LayoutScene): TapProbe {
  const pointer = new Phaser.Input.Pointer(scene.input.manager, 0);
  pointer.camera = scene.cameras.main;
  return { scene, objects: interactiveObjects(scene.children.list), pointer };
}

/**
 * A point (layout pixels) inside an object's bounds where a tap reaches it: where the topmost object that takes input
 * (as Phaser's input picks it) is the object or lies inside it (`reachedPoint`); its middle when no point is free
 * (an object that takes no tap itself).
 */
function tapPoint(probe: TapProbe, target: Phaser.GameObjects.Container): { x: number; y: number } {
  const { scene, objects, pointer } = probe;
  const bounds = target.getBounds();
  const camera = scene.cameras.main;
  const reaches = (at: { x: number; y: number }): boolean => {
    pointer.x = at.x * camera.zoom;
    pointer.y = at.y * camera.zoom;
    const hit = scene.input.sortGameObjects(scene.input.manager.hitTest(pointer, objects, camera, []), pointer)[0];
    return !!hit && within(hit, target);
  };
  return reachedPoint(bounds, reaches) ?? { x: bounds.centerX, y: bounds.centerY };
}
