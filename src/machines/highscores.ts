/**
 * Local high scores of solo runs, one table per game, seed and difficulty, in the same key-value store as saves.
 * A damaged table is read as empty (and rewritten by the next run) rather than blocking the summary.
 */
import type { KeyValueStore } from './storage';

/** One finished run. */
export interface ScoreEntry {
  readonly score: number;
  readonly won: boolean;
  readonly turns: number;
  readonly defeated: number;
  /** When the run ended (ISO 8601). */
  readonly at: string;
}

/** Runs kept per table. */
export const TABLE_SIZE = 10;

const PREFIX = 'highscores.';

/** The storage key of a table: game, difficulty and seed. */
export function tableKey(game: string, seed: string | number, difficulty: string): string {
  return `${PREFIX}${game}.${difficulty}.${String(seed)}`;
}

/** Best first: more points, then a won run, then fewer turns, then the earlier run. */
export function compareEntries(a: ScoreEntry, b: ScoreEntry): number {
  return b.score - a.score || Number(b.won) - Number(a.won) || a.turns - b.turns || a.at.localeCompare(b.at);
}

function isEntry(x: unknown): x is ScoreEntry {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return typeof e.score === 'number' && typeof e.won === 'boolean' && typeof e.turns === 'number' && typeof e.defeated === 'number' && typeof e.at === 'string';
}

/** A table read back from storage: only well-formed entries, best first, at most TABLE_SIZE. */
export function readTable(raw: unknown): ScoreEntry[] {
  return (Array.isArray(raw) ? raw.filter(isEntry) : []).sort(compareEntries).slice(0, TABLE_SIZE);
}

/** The table with a new entry in its place; `rank` is its 0-based place, or -1 when it did not make the table. */
export function insertEntry(table: readonly ScoreEntry[], entry: ScoreEntry): { table: ScoreEntry[]; rank: number } {
  const all = [...table, entry].sort(compareEntries).slice(0, TABLE_SIZE);
  return { table: all, rank: all.indexOf(entry) };
}

/** Today's daily seed in the player's time zone, e.g. "daily-2026-11-23": everyone plays the same deal that day. */
export function dailySeed(now: Date = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `daily-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The difficulty a config asks for; games without one (or before it lands) play "normal". */
export function difficultyOf(config: unknown): string {
  const d = typeof config === 'object' && config !== null ? (config as { difficulty?: unknown }).difficulty : undefined;
  return typeof d === 'string' && d.length > 0 ? d : 'normal';
}

/** High-score tables in a key-value store. */
export class HighScores {
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  async table(game: string, seed: string | number, difficulty: string): Promise<ScoreEntry[]> {
    try {
      return readTable(await this.#kv.get(tableKey(game, seed, difficulty)));
    } catch {
      return [];
    }
  }

  /** Records a run; resolves to the table with it and its rank (-1: not in the top TABLE_SIZE). */
  async record(game: string, seed: string | number, difficulty: string, entry: ScoreEntry): Promise<{ table: ScoreEntry[]; rank: number }> {
    const result = insertEntry(await this.table(game, seed, difficulty), entry);
    await this.#kv.set(tableKey(game, seed, difficulty), result.table);
    return result;
  }
}
