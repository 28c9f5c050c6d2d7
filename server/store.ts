/**
 * Where rooms outlive the process: each room's game, config, seed, seats and move log, written after changes and
 * read back on start (the state is rebuilt by replaying the moves, so it is never stored twice). A JSON file per
 * room; files are read as the untrusted data they are.
 */
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Seat } from '../src/rules/core/module';
import type { MoveRecord } from '../src/rules/core/replay';
import type { RoomPhase } from '../src/net/protocol';
import { CODE_ALPHABET, CODE_LENGTH } from '../src/net/protocol';
import { isRecord } from '../src/rules/core/position';

export const ROOM_FORMAT = 'gatehouse.room';
export const ROOM_VERSION = 1;

/** A seat as stored: a player's secret token is kept so they can reclaim the seat after a restart. */
export type StoredSeat =
  | { readonly kind: 'open' }
  | { readonly kind: 'human'; readonly name: string; readonly token: string }
  | { readonly kind: 'computer'; readonly bot: string; readonly replacing?: { readonly name: string; readonly token: string } };

export interface RoomRecord {
  readonly format: typeof ROOM_FORMAT;
  readonly version: typeof ROOM_VERSION;
  readonly code: string;
  readonly game: string;
  readonly config: unknown;
  readonly seed: string;
  /** Which game of the room the seed and moves are: 1, then one more for each rematch (absent in older files: 1). */
  readonly gameNumber: number;
  readonly phase: RoomPhase;
  readonly host: Seat | null;
  readonly seats: readonly StoredSeat[];
  readonly moves: readonly MoveRecord[];
  readonly updatedAt: string;
}

export interface RoomStore {
  save(record: RoomRecord): Promise<void>;
  remove(code: string): Promise<void>;
  /** Every stored room that parses; damaged files are skipped (and named in `skipped`). */
  list(): Promise<{ readonly records: readonly RoomRecord[]; readonly skipped: readonly string[] }>;
  has(code: string): Promise<boolean>;
}

const isCode = (value: unknown): value is string => typeof value === 'string' && value.length === CODE_LENGTH && [...value].every((ch) => CODE_ALPHABET.includes(ch));
const isShortString = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

function parseSeat(json: unknown): StoredSeat | null {
  if (!isRecord(json)) return null;
  if (json.kind === 'open') return { kind: 'open' };
  if (json.kind === 'human' && isShortString(json.name, 64) && isShortString(json.token, 64)) return { kind: 'human', name: json.name, token: json.token };
  if (json.kind === 'computer' && isShortString(json.bot, 32)) {
    const replacing = json.replacing;
    if (replacing === undefined) return { kind: 'computer', bot: json.bot };
    if (isRecord(replacing) && isShortString(replacing.name, 64) && isShortString(replacing.token, 64)) return { kind: 'computer', bot: json.bot, replacing: { name: replacing.name, token: replacing.token } };
  }
  return null;
}

function parseMoveRecord(json: unknown): MoveRecord | null {
  if (!isRecord(json) || typeof json.seat !== 'number' || !Number.isInteger(json.seat) || !isRecord(json.move) || typeof json.move.type !== 'string') return null;
  return { seat: json.seat, move: { ...json.move, type: json.move.type } };
}

/** A stored room's JSON → a record, or null when it is not one (the moves are checked again by replaying them). */
export function parseRoomRecord(json: unknown): RoomRecord | null {
  if (!isRecord(json) || json.format !== ROOM_FORMAT || json.version !== ROOM_VERSION) return null;
  if (!isCode(json.code) || !isShortString(json.game, 32) || !isShortString(json.seed, 64) || !isShortString(json.updatedAt, 64)) return null;
  if (json.phase !== 'lobby' && json.phase !== 'playing' && json.phase !== 'over') return null;
  if (json.host !== null && (typeof json.host !== 'number' || !Number.isInteger(json.host))) return null;
  const gameNumber = json.gameNumber ?? 1;
  if (typeof gameNumber !== 'number' || !Number.isInteger(gameNumber) || gameNumber < 1) return null;
  if (!Array.isArray(json.seats) || json.seats.length > 16 || !Array.isArray(json.moves)) return null;
  const seats = json.seats.map(parseSeat);
  const moves = json.moves.map(parseMoveRecord);
  if (seats.some((s) => s === null) || moves.some((m) => m === null)) return null;
  return {
    format: ROOM_FORMAT, version: ROOM_VERSION, code: json.code, game: json.game, config: json.config, seed: json.seed, gameNumber, phase: json.phase,
    host: json.host, seats: seats as StoredSeat[], moves: moves as MoveRecord[], updatedAt: json.updatedAt,
  };
}

/** One JSON file per room in `dir`, written to a temporary name then renamed, so a crash never leaves half a file. */
export class FileRoomStore implements RoomStore {
  readonly #dir: string;
  #ready: Promise<unknown> | null = null;

  constructor(dir: string) {
    this.#dir = dir;
  }

  #ensure(): Promise<unknown> {
    this.#ready ??= mkdir(this.#dir, { recursive: true });
    return this.#ready;
  }

  #file(code: string): string {
    return join(this.#dir, `${code}.json`);
  }

  async save(record: RoomRecord): Promise<void> {
    await this.#ensure();
    const file = this.#file(record.code);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(record));
    await rename(temporary, file);
  }

  async remove(code: string): Promise<void> {
    if (isCode(code)) await rm(this.#file(code), { force: true });
  }

  async has(code: string): Promise<boolean> {
    if (!isCode(code)) return false;
    try {
      await readFile(this.#file(code));
      return true;
    } catch {
      return false;
    }
  }

  async list(): Promise<{ records: RoomRecord[]; skipped: string[] }> {
    await this.#ensure();
    const records: RoomRecord[] = [];
    const skipped: string[] = [];
    for (const name of await readdir(this.#dir)) {
      if (!name.endsWith('.json')) continue;
      try {
        const record = parseRoomRecord(JSON.parse(await readFile(join(this.#dir, name), 'utf8')));
        if (record && `${record.code}.json` === name) records.push(record);
        else skipped.push(name);
      } catch {
        skipped.push(name);
      }
    }
    return { records, skipped };
  }
}

/** Rooms kept in memory (tests; a server run without a data directory). */
export class MemoryRoomStore implements RoomStore {
  readonly rooms = new Map<string, string>();

  async save(record: RoomRecord): Promise<void> {
    this.rooms.set(record.code, JSON.stringify(record));
  }

  async remove(code: string): Promise<void> {
    this.rooms.delete(code);
  }

  async has(code: string): Promise<boolean> {
    return this.rooms.has(code);
  }

  async list(): Promise<{ records: RoomRecord[]; skipped: string[] }> {
    const records: RoomRecord[] = [];
    const skipped: string[] = [];
    for (const [code, text] of this.rooms) {
      const record = parseRoomRecord(JSON.parse(text));
      if (record) records.push(record);
      else skipped.push(code);
    }
    return { records, skipped };
  }
}
