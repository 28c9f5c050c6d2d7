/**
 * The replays kept on this device: the game being played (one per game, like its autosave slot) and every
 * finished game, the most recent `REPLAY_LIMIT` in all, in the app's key-value store (IndexedDB).
 */
import type { GameId } from '../rules/catalog';
import { gameInfo } from '../rules/catalog';
import type { Outcome } from '../rules/core/module';
import type { Result } from '../rules/core/result';
import { err } from '../rules/core/result';
import type { SeatController } from './match-logic';
import type { CheckedReplay, ReplayError, ReplayRecord, RulesLoader } from './replay-record';
import { checkReplay, draftOf, readOutcome, readReplayObject, replayFileObject } from './replay-record';
import type { KeyValueStore } from './storage';
import type { GameTally } from './stats';
import { EMPTY_TALLY, readTally, tallyGame } from './stats';

/** How many replays are kept in all (finished games and the ones in progress). */
export const REPLAY_LIMIT = 50;
const CURRENT_PREFIX = 'replay.current.';
const FINISHED_PREFIX = 'replay.done.';
/** Each game's tally of finished games (stats.ts), kept apart from the replays (never trimmed). */
const TALLY_PREFIX = 'stats.';

/** One kept replay, as the list shows it (opening it replays it: `open`). */
export interface StoredReplay {
  /** The storage key: what `open` and `remove` take. */
  readonly key: string;
  /** The game is still being played (the record follows it move by move). */
  readonly current: boolean;
  readonly game: GameId;
  readonly date: string;
  readonly seats: readonly SeatController[];
  /** How many moves it holds. */
  readonly plies: number;
  /** How it ended, as recorded (checked again when it is opened). */
  readonly result: Outcome;
}

/** What a write answers: never a rejection. */
export type ReplayWrite = { readonly ok: true; readonly key: string } | { readonly ok: false; readonly error: { readonly code: 'STORAGE_FAILED'; readonly reason: string } };

/** Why a kept replay could not be opened. */
export type ReplayOpenError = { readonly code: 'NO_REPLAY'; readonly key: string } | { readonly code: 'STORAGE_FAILED'; readonly reason: string } | ReplayError;

const reasonOf = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : typeof e === 'string' ? e : 'unknown error');

/** The key of a finished game: its date first, so keys sort by age. */
function finishedKey(record: ReplayRecord): string {
  return `${FINISHED_PREFIX}${record.date}.${record.game}.${record.hash}`;
}

/** Keeps replays in a key-value store. Writes run one after another in call order, so a late write never undoes a newer one. */
export class ReplayStore {
  readonly #kv: KeyValueStore;
  readonly #limit: number;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(kv: KeyValueStore, limit = REPLAY_LIMIT) {
    this.#kv = kv;
    this.#limit = limit;
  }

  #serial<T>(op: () => Promise<T>): Promise<T> {
    const next = this.#queue.then(op, op);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Keeps a record: a game in progress replaces its game's current record; a finished game is kept among the
   * finished ones (the current record of its game goes), and the oldest finished games beyond the limit are
   * dropped. Never rejects.
   */
  keep(record: ReplayRecord): Promise<ReplayWrite> {
    return this.#serial(async () => {
      try {
        const stored = replayFileObject(record);
        if (record.result.kind === 'ongoing') {
          const key = CURRENT_PREFIX + record.game;
          await this.#kv.set(key, stored);
          await this.#trim();
          return { ok: true, key } as const;
        }
        const key = finishedKey(record);
        await this.#kv.set(key, stored);
        await this.#kv.del(CURRENT_PREFIX + record.game);
        // Counted once in the game's tally (tallyGame ignores a game it has counted).
        const tally = readTally(await this.#kv.get(TALLY_PREFIX + record.game));
        const counted = tallyGame(tally, record);
        if (counted !== tally) await this.#kv.set(TALLY_PREFIX + record.game, counted);
        await this.#trim();
        return { ok: true, key } as const;
      } catch (e) {
        return { ok: false, error: { code: 'STORAGE_FAILED', reason: reasonOf(e) } } as const;
      }
    });
  }

  /** A game's tally of finished games on this device (empty when there is none, or storage cannot be read). Never rejects. */
  tally(game: GameId): Promise<GameTally> {
    // In line with the writes: a finished game being kept is counted before its tally is read.
    return this.#serial(async () => {
      try {
        return readTally(await this.#kv.get(TALLY_PREFIX + game));
      } catch {
        return EMPTY_TALLY;
      }
    });
  }

  /** Drops the oldest finished games until at most `limit` replays are kept. */
  async #trim(): Promise<void> {
    const keys = await this.#kv.keys();
    const current = keys.filter((k) => k.startsWith(CURRENT_PREFIX)).length;
    const finished = keys.filter((k) => k.startsWith(FINISHED_PREFIX)).sort();
    const excess = current + finished.length - this.#limit;
    for (const key of finished.slice(0, Math.max(0, excess))) await this.#kv.del(key);
  }

  /**
   * Every kept replay, newest first (a game in progress before the finished ones). A record that storage holds
   * damaged is left out. Never rejects: storage that cannot be read lists nothing.
   */
  async list(): Promise<StoredReplay[]> {
    let keys: string[];
    try {
      keys = (await this.#kv.keys()).filter((k) => k.startsWith(CURRENT_PREFIX) || k.startsWith(FINISHED_PREFIX));
    } catch {
      return [];
    }
    const out: StoredReplay[] = [];
    for (const key of keys) {
      const entry = await this.#summary(key);
      if (entry) out.push(entry);
    }
    return out.sort((a, b) => Number(b.current) - Number(a.current) || (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  }

  /** A stored record's summary, read as the untrusted data it is (an older version of the app may have written it). */
  async #summary(key: string): Promise<StoredReplay | null> {
    let raw: unknown;
    try {
      raw = await this.#kv.get(key);
    } catch {
      return null;
    }
    const draft = readReplayObject(raw);
    const game = draft.ok ? gameInfo(draft.value.game)?.id : undefined;
    if (!draft.ok || !game) return null;
    const result = readOutcome(typeof raw === 'object' && raw !== null && 'result' in raw ? raw.result : undefined) ?? { kind: 'ongoing' };
    return { key, current: key.startsWith(CURRENT_PREFIX), game, date: draft.value.date, seats: draft.value.seats, plies: draft.value.moves.length, result };
  }

  /** Opens a kept replay: read back and replayed by its game's rules, as a link or a file would be. Never rejects. */
  async open(key: string, load: RulesLoader): Promise<Result<CheckedReplay, ReplayOpenError>> {
    let raw: unknown;
    try {
      raw = await this.#kv.get(key);
    } catch (e) {
      return err({ code: 'STORAGE_FAILED', reason: reasonOf(e) });
    }
    if (raw === undefined) return err({ code: 'NO_REPLAY', key });
    const draft = readReplayObject(raw);
    return draft.ok ? checkReplay(draft.value, load) : draft;
  }

  /** Forgets a kept replay. Never rejects. */
  remove(key: string): Promise<ReplayWrite> {
    return this.#serial(async () => {
      try {
        await this.#kv.del(key);
        return { ok: true, key } as const;
      } catch (e) {
        return { ok: false, error: { code: 'STORAGE_FAILED', reason: reasonOf(e) } } as const;
      }
    });
  }
}

/** A record made here, checked as if it came from outside: what tests and the viewer's "take over" rely on. */
export function recheck(record: ReplayRecord, load: RulesLoader): Promise<Result<CheckedReplay, ReplayError>> {
  return checkReplay(draftOf(record), load);
}
