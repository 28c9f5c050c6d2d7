import { describe, expect, it, vi } from 'vitest';
import { ensureTableScene, TABLE_LOADERS } from '../../src/scenes/tables';
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
