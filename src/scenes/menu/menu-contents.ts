import type { IconName } from '../assets';

/**
 * What the menu shows besides the game tiles (those come from rules/catalog.ts), as plain data: the Phaser menu
 * (Menu.ts) and its HTML stand-in while Phaser loads (menu-shell.ts) both draw from here, so they say the same.
 */

export const MENU_TITLE = 'Gatehouse';
export const MENU_SUBTITLE = 'Four card games at one table';

/** The buttons under the tiles, after Continue (which only the Phaser menu shows, once it knows the saves). */
export type MenuButtonId = 'settings' | 'rules' | 'credits' | 'puzzles';

export interface MenuButtonInfo {
  readonly id: MenuButtonId;
  readonly label: string;
  readonly icon: IconName;
}

export const MENU_BUTTONS: readonly MenuButtonInfo[] = [
  { id: 'settings', label: 'Settings', icon: 'settings' },
  { id: 'rules', label: 'Rules', icon: 'rules' },
  { id: 'credits', label: 'Credits', icon: 'credits' },
  { id: 'puzzles', label: 'Puzzles', icon: 'gtHint' },
];

/** What "Loading…" says while a choice waits for the menu: the Phaser menu and the HTML shell use the same words. */
export function waitingWords(what: string): string {
  return `Loading… ${what} opens in a moment.`;
}
