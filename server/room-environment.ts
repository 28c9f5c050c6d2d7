/** What every table room of a server shares, set once per server (never from a client's options), and its counts. */
import type { BotPool } from './bots';
import type { RoomStore } from './store';
import { isRecord } from '../src/rules/core/position';

export interface RoomEnvironment {
  readonly store: RoomStore;
  readonly bots: BotPool;
  /** How long a dropped player's seat waits for them before the computer takes it over. */
  readonly graceSeconds: number;
  /** Messages a client may send per second (a burst of twice as many is allowed). */
  readonly messagesPerSecond: number;
  /** Coalesces the writes of a busy room: at most one per this many milliseconds. */
  readonly persistDelayMs: number;
  /** A secret of this process: only its own resume requests carry it. */
  readonly resumeKey: string;
  /** Counts for the load report. */
  readonly stats: RoomStats;
}

export interface RoomStats {
  movesApplied: number;
  movesRefused: number;
  messagesRefused: number;
}

/** The code of the stored room a create request resumes: only when it carries this process's own resume key. */
export function resumedCode(options: unknown, resumeKey: string): string | null {
  if (!isRecord(options)) return null;
  const { resume } = options;
  return typeof resume === 'string' && options.resumeKey === resumeKey ? resume : null;
}
