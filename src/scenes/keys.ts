import type { GameId } from '../rules/catalog';

/** Scene keys, one job each: Boot → Preloader → Menu → a table scene per game. */
export const SCENES = {
  boot: 'Boot',
  preloader: 'Preloader',
  menu: 'Menu',
  /** Test-only: registered when test hooks are on, reached with `?scene=gallery`. */
  gallery: 'ComponentGallery',
  /** Test-only: the gallery's table-kit page, reached with `?scene=gallery&page=kit`. */
  kitGallery: 'KitGallery',
} as const;

export type SceneKey = (typeof SCENES)[keyof typeof SCENES];

/** Key of a game's table scene; a game registers it when its table lands. */
export function tableSceneKey(game: GameId): string {
  return `Table.${game}`;
}

/** Events the scenes announce on `game.events`, for whoever listens (the test hooks, analytics later). */
export const APP_EVENTS = {
  /** (sceneKey: string) a scene finished laying out and accepts input. */
  sceneReady: 'gatehouse.scene-ready',
  /** (text: string) a toast was shown to the player. */
  toast: 'gatehouse.toast',
  /** (error: unknown) a frame threw and was dropped (scenes/loop-guard.ts); the next is drawn whole. */
  frameFailed: 'gatehouse.frame-failed',
} as const;

/** User Timing mark set once when the menu first accepts input: time-to-menu on any build. */
export const MENU_READY_MARK = 'gatehouse:menu-ready';

/**
 * User Timing mark set once when the HTML menu shell (menu/menu-shell.ts) is on the page and takes input, before
 * Phaser has loaded: time-to-interactive on a first start. MENU_READY_MARK still means the Phaser menu.
 */
export const MENU_INTERACTIVE_MARK = 'gatehouse:menu-interactive';
