import type { GameModule } from '../rules/core/module';
import type { LoadedPosition, PositionError, PositionFile } from '../rules/core/position';
import { describePositionError, importPosition, readEnvelope } from '../rules/core/position';
import type { KeyValueStore } from './storage';

const SLOT_PREFIX = 'save.';
const LATEST_KEY = 'save-latest';
const QUARANTINE_PREFIX = 'quarantine.';

/** Why a save could not be resumed; the save is moved aside so it blocks nothing else. */
export type SaveError =
  | { readonly code: 'NO_SAVE' }
  | { readonly code: 'GAME_UNAVAILABLE'; readonly game: string }
  | { readonly code: 'STORAGE_FAILED'; readonly reason: string }
  | PositionError;

/** A resumable save, already validated by the game's own importer. */
export interface ResumedSave {
  readonly game: string;
  readonly module: GameModule;
  readonly position: LoadedPosition<unknown, object, { readonly type: string }>;
}

/** Words for a save problem, said to the player in the menu: what happened, and that nothing else was lost. */
export function describeSaveError(e: SaveError): string {
  const setAside = 'It was set aside; your settings and any other saves are safe.';
  switch (e.code) {
    case 'NO_SAVE':
      return 'There is no saved game to continue.';
    case 'GAME_UNAVAILABLE':
      return `The saved game is for "${e.game}", which this version cannot play yet.`;
    case 'STORAGE_FAILED':
      return `The browser's storage could not be read (${e.reason}).`;
    case 'NEWER_FORMAT':
    case 'NEWER_STATE_VERSION':
      return `Your saved game was made by a newer version of Gatehouse. Update the app to continue it. ${setAside}`;
    case 'OLDER_STATE_VERSION':
      return `Your saved game was made by an older version of these rules and can no longer be continued. ${setAside}`;
    case 'NOT_JSON':
    case 'NOT_A_POSITION':
    case 'HASH_MISMATCH':
      return `Your saved game is damaged and could not be opened. ${setAside}`;
    default:
      return `Your saved game is damaged and could not be opened (${describePositionError(e)}) ${setAside}`;
  }
}

/**
 * One autosave slot per game, plus a pointer to the most recent (what Continue resumes), in a key-value store.
 * Every slot can be resumed on its own: the menu offers Resume on each game with one.
 */
export class SaveStore {
  readonly #kv: KeyValueStore;
  /** Writes and removals run one after another in call order, so a slow autosave never lands after a clear. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  #serial<T>(op: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(op, op);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /** Autosave: overwrites the game's slot and marks it as the one Continue resumes. */
  write(file: PositionFile): Promise<void> {
    return this.#serial(async () => {
      await this.#kv.set(SLOT_PREFIX + file.game, file);
      await this.#kv.set(LATEST_KEY, file.game);
    });
  }

  /** The game id Continue would resume, if its slot still exists. */
  async latestGame(): Promise<string | null> {
    const game = await this.#kv.get(LATEST_KEY);
    if (typeof game !== 'string') return null;
    return (await this.#kv.get(SLOT_PREFIX + game)) === undefined ? null : game;
  }

  /**
   * Every game with a save in its slot, sorted by id: each of them can be resumed (`resume(game)`), not only the
   * latest. A save moved to quarantine is no longer listed.
   */
  async savedGames(): Promise<string[]> {
    const keys = await this.#kv.keys();
    return keys
      .filter((k) => k.startsWith(SLOT_PREFIX))
      .map((k) => k.slice(SLOT_PREFIX.length))
      .sort();
  }

  /** Whether `game` has a save that starting a new game would overwrite. */
  async hasSave(game: string): Promise<boolean> {
    return (await this.#kv.get(SLOT_PREFIX + game)) !== undefined;
  }

  /** Removes a game's save (after a finished game, or on the player's request). */
  remove(game: string): Promise<void> {
    return this.#serial(() => this.#removeNow(game));
  }

  async #removeNow(game: string): Promise<void> {
    await this.#kv.del(SLOT_PREFIX + game);
    if ((await this.#kv.get(LATEST_KEY)) === game) await this.#kv.del(LATEST_KEY);
  }

  /**
   * Loads and validates a save. A damaged or too-new save is moved to quarantine (kept, not deleted) and
   * reported; every other save and the settings stay as they were.
   */
  async resume(game: string | null, load: (id: string) => Promise<GameModule | undefined>): Promise<{ ok: true; value: ResumedSave } | { ok: false; error: SaveError }> {
    let raw: unknown;
    try {
      const id = game ?? (await this.latestGame());
      if (id === null) return { ok: false, error: { code: 'NO_SAVE' } };
      game = id;
      raw = await this.#kv.get(SLOT_PREFIX + id);
    } catch (e) {
      return { ok: false, error: { code: 'STORAGE_FAILED', reason: e instanceof Error ? e.message : String(e) } };
    }
    if (raw === undefined) return { ok: false, error: { code: 'NO_SAVE' } };
    const env = readEnvelope(raw);
    if (!env.ok) return this.#reject(game, raw, env.error);
    const module = await load(env.value.game);
    if (!module) return { ok: false, error: { code: 'GAME_UNAVAILABLE', game: env.value.game } };
    const position = importPosition(module, raw);
    if (!position.ok) return this.#reject(game, raw, position.error);
    return { ok: true, value: { game: env.value.game, module, position: position.value } };
  }

  async #reject(game: string, raw: unknown, error: PositionError): Promise<{ ok: false; error: SaveError }> {
    await this.#kv.set(QUARANTINE_PREFIX + game, raw);
    await this.#removeNow(game);
    return { ok: false, error };
  }
}
