import type { GameModule } from '../rules/core/module';
import type { LoadedPosition, PositionError, PositionFile } from '../rules/core/position';
import { describePositionError, importPosition, readEnvelope } from '../rules/core/position';
import type { ReplayStore } from './replays';
import type { KeyValueStore } from './storage';

const SLOT_PREFIX = 'save.';
const LATEST_KEY = 'save-latest';
const QUARANTINE_PREFIX = 'quarantine.';

/** Which storage step failed, so the menu can say what was and was not kept. */
export type SaveStep = 'read' | 'write' | 'remove' | 'quarantine';

/** The game's importer failed unexpectedly on a save: a bug, reported by code. */
export type ImportFailed = { readonly code: 'IMPORT_FAILED'; readonly game: string; readonly reason: string };

/** Why a save could not be resumed (or written, or removed); a damaged save is moved aside so it blocks nothing else. */
export type SaveError =
  | { readonly code: 'NO_SAVE' }
  | { readonly code: 'GAME_UNAVAILABLE'; readonly game: string }
  /** The game's rules could not be loaded (offline before they were cached): the save is kept as it is. */
  | { readonly code: 'GAME_LOAD_FAILED'; readonly game: string; readonly reason: string }
  /** The game's importer failed unexpectedly on this save: the save is set aside. */
  | ImportFailed
  /**
   * The browser's storage refused a step. At `quarantine` the save was found damaged (`damage`) but could not be
   * moved aside; Continue no longer points at it, so the player can start anew.
   */
  | { readonly code: 'STORAGE_FAILED'; readonly step: SaveStep; readonly reason: string; readonly damage?: PositionError | ImportFailed }
  | PositionError;

/** What a write or a removal answers: never a rejection. */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly error: Extract<SaveError, { code: 'STORAGE_FAILED' }> };

const reasonOf = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : 'unknown error');
const storageFailed = (step: SaveStep, e: unknown, damage?: PositionError | ImportFailed): Extract<SaveError, { code: 'STORAGE_FAILED' }> =>
  damage ? { code: 'STORAGE_FAILED', step, reason: reasonOf(e), damage } : { code: 'STORAGE_FAILED', step, reason: reasonOf(e) };

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
    case 'GAME_LOAD_FAILED':
      return `The rules for "${e.game}" could not be loaded (${e.reason}). Your save is kept: try again when you are online.`;
    case 'IMPORT_FAILED':
      return `Your saved game could not be opened because of an error in this version (${e.reason}). ${setAside}`;
    case 'STORAGE_FAILED':
      return e.step === 'quarantine'
        ? `Your saved game is damaged, and the browser's storage would not let it be set aside (${e.reason}). You can start a new game.`
        : `The browser's storage could not be ${e.step === 'read' ? 'read' : 'written'} (${e.reason}).`;
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
 * Every slot can be resumed on its own: the menu offers Resume on each game with one. A match keeps its replay in
 * `replays` (every table's match reaches it through its saves).
 */
export class SaveStore {
  readonly #kv: KeyValueStore;
  /** Where a match keeps its replay record, move by move; null: no replays are kept. */
  readonly replays: ReplayStore | null;
  /** Writes and removals run one after another in call order, so a slow autosave never lands after a clear. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(kv: KeyValueStore, replays: ReplayStore | null = null) {
    this.#kv = kv;
    this.replays = replays;
  }

  #serial<T>(op: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(op, op);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Reads wait for the writes and removals already asked for: a menu opened right after game over must not list the
   * finished game's save while its removal is still on its way (the frame bench's 50-game run met it).
   */
  async #pending(): Promise<void> {
    await this.#queue;
  }

  /** Autosave: overwrites the game's slot and marks it as the one Continue resumes. Never rejects. */
  write(file: PositionFile): Promise<SaveOutcome> {
    return this.#serial(async () => {
      try {
        await this.#kv.set(SLOT_PREFIX + file.game, file);
        await this.#kv.set(LATEST_KEY, file.game);
        return { ok: true } as const;
      } catch (e) {
        return { ok: false, error: storageFailed('write', e) } as const;
      }
    });
  }

  /** The game id Continue would resume, if its slot still exists; null too when storage cannot be read. Never rejects. */
  async latestGame(): Promise<string | null> {
    await this.#pending();
    try {
      return await this.#latestGameNow();
    } catch {
      return null;
    }
  }

  async #latestGameNow(): Promise<string | null> {
    const game = await this.#kv.get(LATEST_KEY);
    if (typeof game !== 'string') return null;
    return (await this.#kv.get(SLOT_PREFIX + game)) === undefined ? null : game;
  }

  /**
   * Every game with a save in its slot, sorted by id: each of them can be resumed (`resume(game)`), not only the
   * latest. A save moved to quarantine is no longer listed.
   */
  async savedGames(): Promise<string[]> {
    await this.#pending();
    try {
      const keys = await this.#kv.keys();
      return keys
        .filter((k) => k.startsWith(SLOT_PREFIX))
        .map((k) => k.slice(SLOT_PREFIX.length))
        .sort();
    } catch {
      // Storage that cannot be read lists nothing (never rejects): the menu offers new games.
      return [];
    }
  }

  /** Whether `game` has a save that starting a new game would overwrite; false when storage cannot be read. */
  async hasSave(game: string): Promise<boolean> {
    await this.#pending();
    try {
      return (await this.#kv.get(SLOT_PREFIX + game)) !== undefined;
    } catch {
      return false;
    }
  }

  /** Removes a game's save (after a finished game, or on the player's request). Never rejects. */
  remove(game: string): Promise<SaveOutcome> {
    return this.#serial(async () => {
      try {
        await this.#removeNow(game);
        return { ok: true } as const;
      } catch (e) {
        return { ok: false, error: storageFailed('remove', e) } as const;
      }
    });
  }

  async #removeNow(game: string): Promise<void> {
    await this.#kv.del(SLOT_PREFIX + game);
    if ((await this.#kv.get(LATEST_KEY)) === game) await this.#kv.del(LATEST_KEY);
  }

  /**
   * Loads and validates a save. A damaged or too-new save is moved to quarantine (kept, not deleted) and
   * reported; every other save and the settings stay as they were. Never rejects: a storage failure at any step
   * is STORAGE_FAILED, a rules chunk that will not load is GAME_LOAD_FAILED, an importer that fails is IMPORT_FAILED.
   */
  async resume(game: string | null, load: (id: string) => Promise<GameModule | undefined>): Promise<{ ok: true; value: ResumedSave } | { ok: false; error: SaveError }> {
    let raw: unknown;
    try {
      const id = game ?? (await this.#latestGameNow());
      if (id === null) return { ok: false, error: { code: 'NO_SAVE' } };
      game = id;
      raw = await this.#kv.get(SLOT_PREFIX + id);
    } catch (e) {
      return { ok: false, error: storageFailed('read', e) };
    }
    if (raw === undefined) return { ok: false, error: { code: 'NO_SAVE' } };
    const env = readEnvelope(raw);
    if (!env.ok) return this.#reject(game, raw, env.error);
    let module: GameModule | undefined;
    try {
      module = await load(env.value.game);
    } catch (e) {
      return { ok: false, error: { code: 'GAME_LOAD_FAILED', game: env.value.game, reason: reasonOf(e) } };
    }
    if (!module) return { ok: false, error: { code: 'GAME_UNAVAILABLE', game: env.value.game } };
    let position: ReturnType<typeof importPosition<unknown, object, { readonly type: string }>>;
    try {
      position = importPosition(module, raw);
    } catch (e) {
      // importPosition answers every input with a coded error; should a game's parser still fail, the save is set
      // aside like a damaged one instead of failing Continue on every click.
      return this.#reject(game, raw, { code: 'IMPORT_FAILED', game: env.value.game, reason: reasonOf(e) });
    }
    if (!position.ok) return this.#reject(game, raw, position.error);
    return { ok: true, value: { game: env.value.game, module, position: position.value } };
  }

  async #reject(game: string, raw: unknown, error: PositionError | ImportFailed): Promise<{ ok: false; error: SaveError }> {
    try {
      await this.#kv.set(QUARANTINE_PREFIX + game, raw);
      await this.#removeNow(game);
      return { ok: false, error };
    } catch (e) {
      // Continue must not point at a save it cannot open: drop the pointer if storage still allows that.
      try {
        await this.#kv.del(LATEST_KEY);
      } catch {
        // Nothing more can be done; the code below says what happened.
      }
      return { ok: false, error: storageFailed('quarantine', e, error) };
    }
  }
}
