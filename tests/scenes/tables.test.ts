import { describe, expect, it, vi } from 'vitest';
import { ensureTableScene } from '../../src/scenes/tables';
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
