import type * as Phaser from 'phaser';
import type { GameId } from '../rules/catalog';
import { tableSceneKey } from './keys';

/** A table scene class, as its chunk exports it. */
export type TableSceneClass = new () => Phaser.Scene;

/**
 * Lazy loaders for each game's table scene: `() => import('./gatekeeper/Table').then((m) => m.Table)`, so each
 * game's code and art land in their own chunk, fetched when the player first opens that game. Filled as games land.
 */
export const TABLE_LOADERS: Partial<Record<GameId, () => Promise<TableSceneClass>>> = {
  gatekeeper: () => import('./gatekeeper/Table').then((m) => m.GatekeeperTable),
  gate: () => import('./gate/Table').then((m) => m.GateTable),
  gaterunners: () => import('./gaterunners/Table').then((m) => m.GateRunnersTable),
  gateway: () => import('./gateway/Table').then((m) => m.GatewayTable),
};

/** The part of Phaser's SceneManager this needs (kept structural so it is testable without a game). */
export interface SceneRegistry {
  getScene(key: string): unknown;
  add(key: string, scene: TableSceneClass, autoStart?: boolean): unknown;
}

/** Registers a game's table scene on first use; resolves to its key, or null when the game has no table yet. */
export async function ensureTableScene(scenes: SceneRegistry, game: GameId, loaders: typeof TABLE_LOADERS = TABLE_LOADERS): Promise<string | null> {
  const key = tableSceneKey(game);
  if (scenes.getScene(key)) return key;
  const load = loaders[game];
  if (!load) return null;
  const scene = await load();
  if (!scenes.getScene(key)) scenes.add(key, scene, false);
  return key;
}

/** The part of Phaser's SceneManager that letting stopped tables go needs (structural, as `SceneRegistry`). */
export interface SceneRemover {
  getScene(key: string): unknown;
  remove(key: string): unknown;
}

/**
 * Lets go of every table scene that has stopped (the menu calls it as it opens), answering the keys let go. Phaser
 * keeps a stopped scene registered, and the scene object keeps its fields: the last game's log, cards and views
 * (about 1.2 MB after a game of Gatekeeper) stayed in memory until that game was opened again. The next game of it
 * registers a fresh scene (`ensureTableScene`: its chunk is already loaded).
 */
export function releaseStoppedTables(scenes: SceneRemover, stopped: (scene: unknown) => boolean, games: readonly GameId[] = Object.keys(TABLE_LOADERS) as GameId[]): string[] {
  const released: string[] = [];
  for (const game of games) {
    const key = tableSceneKey(game);
    const scene = scenes.getScene(key);
    if (!scene || !stopped(scene)) continue;
    scenes.remove(key);
    released.push(key);
  }
  return released;
}
