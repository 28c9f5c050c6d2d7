import { describe, expect, it, vi } from 'vitest';
import { ensureTableScene, releaseStoppedTables, TABLE_LOADERS } from '../../src/scenes/tables';
import { GAMES } from '../../src/rules/catalog';
import { GAME_LOADERS, loadGameModule, loadPlayableModule } from '../../src/rules/games';
import type { SceneRegistry, TableSceneClass } from '../../src/scenes/tables';

function registry(): SceneRegistry & { added: string[] } {
  const scenes = new Map<string, unknown>();
  const added: string[] = [];
  return {
    added,
    getScene: (key) => scenes.get(key) ?? null,
    add: (key, scene) => {
      added.push(key);
      scenes.set(key, scene);
    },
  };
}

describe('lazy table scenes', () => {
  it('loads a game\'s table chunk once, registers it under Table.<id>, and reuses it', async () => {
    const reg = registry();
    class FakeTable {}
    const load = vi.fn(async () => FakeTable as unknown as TableSceneClass);
    expect(await ensureTableScene(reg, 'gate', { gate: load })).toBe('Table.gate');
    expect(await ensureTableScene(reg, 'gate', { gate: load })).toBe('Table.gate');
    expect(load).toHaveBeenCalledTimes(1);
    expect(reg.added).toEqual(['Table.gate']);
  });

  it('answers null for a game whose table has not landed', async () => {
    expect(await ensureTableScene(registry(), 'gateway', {})).toBeNull();
  });

  it('lets a failed chunk download reach the caller (the menu says so)', async () => {
    await expect(ensureTableScene(registry(), 'gate', { gate: () => Promise.reject(new Error('offline')) })).rejects.toThrow('offline');
  });
});

describe('stopped tables let go at the menu', () => {
  it('removes every stopped table scene and keeps a running one; the next game registers a fresh scene', async () => {
    const scenes = new Map<string, { stopped: boolean }>([['Table.gate', { stopped: true }], ['Table.gatekeeper', { stopped: false }], ['Menu', { stopped: true }]]);
    const removed: string[] = [];
    const manager = { getScene: (key: string) => scenes.get(key) ?? null, remove: (key: string) => (removed.push(key), scenes.delete(key)) };
    expect(releaseStoppedTables(manager, (scene) => (scene as { stopped: boolean }).stopped)).toEqual(['Table.gate']);
    expect(removed).toEqual(['Table.gate']);
    expect([...scenes.keys()]).toEqual(['Table.gatekeeper', 'Menu']);
    // Nothing registered for a game never opened; nothing let go twice.
    expect(releaseStoppedTables(manager, () => true, ['gate', 'gaterunners'])).toEqual([]);
    class FakeTable {}
    const added: string[] = [];
    const registry = { getScene: manager.getScene, add: (key: string, scene: unknown) => (added.push(key), scenes.set(key, scene as { stopped: boolean })) };
    expect(await ensureTableScene(registry, 'gate', { gate: async () => FakeTable as unknown as TableSceneClass })).toBe('Table.gate');
    expect(added).toEqual(['Table.gate']);
  });
});

describe('what the app can play and what runs headless', () => {
  it('a game is available in the app exactly when its table has landed, and a table needs the rules', () => {
    for (const g of GAMES) {
      expect(g.id in TABLE_LOADERS, g.id).toBe(g.available);
      if (g.available) expect(g.id in GAME_LOADERS, g.id).toBe(true);
    }
  });

  it('every game loads headless (simulator, AI) and, once its table has landed, in the app; an unknown id in neither', async () => {
    for (const g of GAMES) {
      expect((await loadGameModule(g.id))?.id, g.id).toBe(g.id);
      expect((await loadPlayableModule(g.id))?.id, g.id).toBe(g.available ? g.id : undefined);
    }
    // All four tables have landed: the app offers every game of the catalogue.
    expect(GAMES.filter((g) => !g.available).map((g) => g.id)).toEqual([]);
    expect(await loadPlayableModule('nonsense')).toBeUndefined();
    expect(await loadPlayableModule('constructor')).toBeUndefined();
  });
});
