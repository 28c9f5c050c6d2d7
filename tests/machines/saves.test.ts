import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { highcard } from '../fixtures/highcard';
import { exportPosition } from '../../src/rules/core/position';
import { stateHash } from '../../src/rules/core/hash';
import { SaveStore, describeSaveError } from '../../src/machines/saves';
import { SettingsStore, DEFAULT_SETTINGS, sanitizeSettings } from '../../src/machines/settings';
import { idbStore, memoryStore } from '../../src/machines/storage';
import type { GameModule } from '../../src/rules/core/module';

const loader = async (id: string) => (id === 'highcard' ? (highcard as unknown as GameModule) : undefined);

function position(seed: string) {
  const r = highcard.setup(highcard.defaultConfig(2), seed);
  if (!r.ok) throw new Error('setup');
  return { file: exportPosition(highcard, r.value.config, r.value, { history: { seed, moves: [] } }), state: r.value };
}

describe('saves (autosave slot per game, Continue resumes the latest)', () => {
  it('resumes the exact state that was saved, through real IndexedDB (fake-indexeddb)', async () => {
    const saves = new SaveStore(idbStore('test-db-1'));
    const { file, state } = position('resume');
    await saves.write(file);
    expect(await saves.latestGame()).toBe('highcard');
    const r = await saves.resume(null, loader);
    expect(r.ok && stateHash(r.value.position.state)).toBe(stateHash(state));
  });

  it('reports NO_SAVE when there is nothing to continue', async () => {
    const r = await new SaveStore(memoryStore()).resume(null, loader);
    expect(r).toEqual({ ok: false, error: { code: 'NO_SAVE' } });
  });

  it('a corrupt save is reported, quarantined, and costs only that save', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    const settings = new SettingsStore(kv);
    await settings.update({ masterVolume: 0.3 });
    await saves.write({ ...position('other').file, game: 'other-game' });
    const { file } = position('mine');
    await saves.write({ ...file, state: { ...(file.state as object), hands: 'garbage' } });
    const r = await saves.resume(null, loader);
    expect(r.ok ? null : r.error.code).toBe('BAD_STATE');
    if (!r.ok) expect(describeSaveError(r.error)).toMatch(/^Your saved game is damaged.*hands.*set aside/);
    expect(await saves.latestGame()).toBeNull();
    expect(await kv.get('quarantine.highcard')).toBeDefined();
    expect(await kv.get('save.other-game')).toBeDefined();
    expect((await new SettingsStore(kv).load()).masterVolume).toBe(0.3);
  });

  it('a save from a newer version is refused clearly and moved aside', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    await saves.write({ ...position('new').file, version: 99 });
    const r = await saves.resume('highcard', loader);
    expect(r.ok ? null : r.error).toEqual({ code: 'NEWER_FORMAT', version: 99, supported: 1 });
    if (!r.ok) expect(describeSaveError(r.error)).toMatch(/newer version of Gatehouse.*set aside; your settings and any other saves are safe/);
    expect(await kv.get('save.highcard')).toBeUndefined();
  });

  it('a save that is not even an object is refused, not thrown', async () => {
    const kv = memoryStore({ 'save-latest': 'highcard', 'save.highcard': 42 });
    const r = await new SaveStore(kv).resume(null, loader);
    expect(r.ok ? null : r.error.code).toBe('NOT_A_POSITION');
    await kv.set('save.highcard', '{"truncated');
    const r2 = await new SaveStore(kv).resume('highcard', loader);
    expect(r2.ok ? null : r2.error.code).toBe('NOT_JSON');
  });

  it('a save for a game this build cannot play says so and keeps the save', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    await saves.write({ ...position('x').file, game: 'gatekeeper' });
    const r = await saves.resume(null, loader);
    expect(r).toEqual({ ok: false, error: { code: 'GAME_UNAVAILABLE', game: 'gatekeeper' } });
    expect(await kv.get('save.gatekeeper')).toBeDefined();
  });
});

describe('saves: every game with a save can be resumed, not only the latest', () => {
  const loadBoth = async (id: string) => (id === 'highcard' || id === 'lowcard' ? ({ ...highcard, id } as unknown as GameModule) : undefined);

  it('lists each game with a slot; a later game does not hide an earlier one', async () => {
    const saves = new SaveStore(memoryStore({ 'settings.v1': {}, 'quarantine.old': {} }));
    expect(await saves.savedGames()).toEqual([]);
    await saves.write({ ...position('a').file, game: 'lowcard' });
    await saves.write(position('b').file);
    expect(await saves.savedGames()).toEqual(['highcard', 'lowcard']);
    expect(await saves.latestGame()).toBe('highcard');
    expect(await saves.hasSave('lowcard')).toBe(true);
    expect(await saves.hasSave('gate')).toBe(false);
  });

  it("resumes the earlier game's own save by id while Continue still points at the latest", async () => {
    const saves = new SaveStore(memoryStore());
    const earlier = position('earlier');
    await saves.write({ ...earlier.file, game: 'lowcard' });
    const later = position('later');
    await saves.write(later.file);
    const r = await saves.resume('lowcard', loadBoth);
    expect(r.ok && r.value.game).toBe('lowcard');
    expect(r.ok && stateHash(r.value.position.state)).toBe(stateHash(earlier.state));
    expect(await saves.latestGame()).toBe('highcard');
    const latest = await saves.resume(null, loadBoth);
    expect(latest.ok && stateHash(latest.value.position.state)).toBe(stateHash(later.state));
  });

  it('removing one save (a new game confirmed over it) leaves the others and the Continue pointer to them', async () => {
    const saves = new SaveStore(memoryStore());
    await saves.write({ ...position('a').file, game: 'lowcard' });
    await saves.write(position('b').file);
    await saves.remove('lowcard');
    expect(await saves.savedGames()).toEqual(['highcard']);
    expect(await saves.latestGame()).toBe('highcard');
    await saves.remove('highcard');
    expect(await saves.savedGames()).toEqual([]);
    expect(await saves.latestGame()).toBeNull();
  });

  it('a quarantined save is no longer listed', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    await saves.write({ ...position('ok').file, game: 'lowcard' });
    await saves.write({ ...position('bad').file, version: 99 });
    expect(await saves.savedGames()).toEqual(['highcard', 'lowcard']);
    await saves.resume('highcard', loadBoth);
    expect(await saves.savedGames()).toEqual(['lowcard']);
    expect(await kv.get('quarantine.highcard')).toBeDefined();
  });
});

/** A store whose chosen operations fail, as IndexedDB does when the quota is full or the browser blocks it. */
function failingStore(initial: Record<string, unknown>, fails: { get?: (key: string) => boolean; set?: (key: string) => boolean; del?: (key: string) => boolean }) {
  const inner = memoryStore(initial);
  const refuse = (op: string, key: string) => Promise.reject(new DOMException(`${op} ${key} refused`, 'QuotaExceededError'));
  return {
    inner,
    kv: {
      get: (key: string) => (fails.get?.(key) ? refuse('get', key) : inner.get(key)),
      set: (key: string, value: unknown) => (fails.set?.(key) ? refuse('set', key) : inner.set(key, value)),
      del: (key: string) => (fails.del?.(key) ? refuse('del', key) : inner.del(key)),
      keys: () => inner.keys(),
    },
  };
}

describe('saves: every failure is a coded answer, never a rejection', () => {
  const damaged = () => {
    const { file } = position('damaged');
    return { ...file, state: { ...(file.state as object), hands: 'garbage' } };
  };

  it('a save of an older stateVersion is refused through the store with OLDER_STATE_VERSION, set aside, and worded', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    const { file } = position('old');
    await saves.write({ ...file, stateVersion: highcard.stateVersion - 1 });
    const r = await saves.resume(null, loader);
    expect(r.ok ? null : r.error).toEqual({ code: 'OLDER_STATE_VERSION', version: highcard.stateVersion - 1, supported: highcard.stateVersion });
    if (!r.ok) expect(describeSaveError(r.error)).toMatch(/older version of these rules.*set aside/);
    expect(await kv.get('quarantine.highcard')).toBeDefined();
    expect(await saves.latestGame()).toBeNull();
  });

  it('storage that cannot be read gives STORAGE_FAILED at the read step', async () => {
    const { kv } = failingStore({ 'save-latest': 'highcard', 'save.highcard': position('r').file }, { get: () => true });
    const saves = new SaveStore(kv);
    const r = await saves.resume(null, loader);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'STORAGE_FAILED', step: 'read', reason: expect.stringMatching(/QuotaExceededError/) });
    await expect(saves.latestGame()).resolves.toBeNull();
  });

  it('a damaged save that cannot be quarantined gives STORAGE_FAILED (quarantine) with the damage, and Continue lets go of it', async () => {
    const { kv, inner } = failingStore({}, { set: (key) => key.startsWith('quarantine.') });
    const saves = new SaveStore(kv);
    expect(await saves.write(damaged())).toEqual({ ok: true });
    const r = await saves.resume(null, loader);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'STORAGE_FAILED', step: 'quarantine', damage: { code: 'BAD_STATE' } });
    if (!r.ok) expect(describeSaveError(r.error)).toMatch(/damaged.*would not let it be set aside.*start a new game/);
    expect(await saves.latestGame()).toBeNull();
    // The save itself is kept where it was: nothing was lost that storage still holds.
    expect(await inner.get('save.highcard')).toBeDefined();
  });

  it('a quarantine where even the removal fails still answers STORAGE_FAILED, never a rejection', async () => {
    const { kv } = failingStore({}, { set: (key) => key.startsWith('quarantine.'), del: () => true });
    const saves = new SaveStore(kv);
    await saves.write(damaged());
    const r = await saves.resume('highcard', loader);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'STORAGE_FAILED', step: 'quarantine' });
  });

  it('a write or a removal that storage refuses answers STORAGE_FAILED', async () => {
    const { kv } = failingStore({}, { set: () => true, del: () => true });
    const saves = new SaveStore(kv);
    expect(await saves.write(position('w').file)).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED', step: 'write' } });
    expect(await saves.remove('highcard')).toMatchObject({ ok: false, error: { code: 'STORAGE_FAILED', step: 'remove' } });
  });

  it('an importer that throws is IMPORT_FAILED and the save is set aside', async () => {
    const throwing = { ...(highcard as unknown as GameModule), parseState: () => { throw new TypeError('parser bug'); } } as GameModule;
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    await saves.write(position('imp').file);
    const r = await saves.resume(null, async () => throwing);
    expect(r.ok ? null : r.error).toEqual({ code: 'IMPORT_FAILED', game: 'highcard', reason: 'TypeError: parser bug' });
    if (!r.ok) expect(describeSaveError(r.error)).toMatch(/could not be opened.*set aside/);
    expect(await kv.get('quarantine.highcard')).toBeDefined();
    expect(await saves.latestGame()).toBeNull();
  });

  it('rules that fail to load give GAME_LOAD_FAILED and keep the save', async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    await saves.write(position('load').file);
    const r = await saves.resume(null, () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(r.ok ? null : r.error).toMatchObject({ code: 'GAME_LOAD_FAILED', game: 'highcard' });
    expect(await saves.latestGame()).toBe('highcard');
  });

  it("Gate's hostile move in a save's history is BAD_HISTORY through the store, not a rejection", async () => {
    const kv = memoryStore();
    const saves = new SaveStore(kv);
    const { file } = position('hostile');
    await saves.write({ ...file, history: { seed: 'hostile', moves: [{ seat: 0, move: { type: 'use', trait: { toString: 1 } } }] } } as typeof file);
    const r = await saves.resume(null, loader);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'BAD_HISTORY', index: 0 });
    expect(await kv.get('quarantine.highcard')).toBeDefined();
  });
});

describe('settings', () => {
  it('persist in IndexedDB and notify subscribers at once', async () => {
    const kv = idbStore('test-db-2');
    const a = new SettingsStore(kv);
    const seen: number[] = [];
    a.subscribe((s) => seen.push(s.animationSpeed));
    await a.update({ animationSpeed: 2, colourBlind: true });
    expect(seen).toEqual([1, 2]);
    const b = new SettingsStore(kv);
    expect(await b.load()).toEqual({ ...DEFAULT_SETTINGS, animationSpeed: 2, colourBlind: true });
  });

  it('sanitize keeps known fields in range and drops the rest', () => {
    expect(sanitizeSettings({ masterVolume: 7, muted: 'yes', animationSpeed: 0, extra: 1 })).toEqual({ ...DEFAULT_SETTINGS, masterVolume: 1, animationSpeed: 0.25 });
    expect(sanitizeSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });
});

describe('save ordering', () => {
  it('a slow autosave issued before a clear never lands after it', async () => {
    const inner = memoryStore();
    const slow = { ...inner, set: (k: string, v: unknown) => new Promise<void>((r) => setTimeout(() => void inner.set(k, v).then(r), 20)) };
    const saves = new SaveStore(slow);
    const { file } = position('race');
    const w = saves.write(file);
    const c = saves.remove('highcard');
    await Promise.all([w, c]);
    expect(await saves.latestGame()).toBeNull();
    expect(await inner.get('save.highcard')).toBeUndefined();
  });

  it('a menu reading the saves right after game over does not list the save whose removal is still on its way', async () => {
    const inner = memoryStore();
    const saves = new SaveStore(inner);
    const { file } = position('listed');
    await saves.write(file);
    // A slow removal (IndexedDB under load): the menu asks for the saves before it has landed.
    const slow = { ...inner, del: (k: string) => new Promise<void>((r) => setTimeout(() => void inner.del(k).then(r), 20)) };
    const store = new SaveStore(slow);
    const removal = store.remove('highcard');
    const [listed, has, latest] = await Promise.all([store.savedGames(), store.hasSave('highcard'), store.latestGame()]);
    expect(listed).toEqual([]);
    expect(has).toBe(false);
    expect(latest).toBeNull();
    expect((await removal).ok).toBe(true);
  });
});
