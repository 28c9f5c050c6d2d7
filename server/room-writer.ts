/**
 * A room's writes to its store: coalesced (a busy room writes at most once per `delayMs`), never overlapping, a
 * failure logged (the room plays on; the next write tries again).
 */
import type { RoomRecord, RoomStore } from './store';

export class RoomWriter {
  readonly #store: RoomStore;
  readonly #delayMs: number;
  readonly #snapshot: () => RoomRecord;
  #timer: NodeJS.Timeout | null = null;
  #writing: Promise<void> = Promise.resolve();
  #closed = false;

  /** `snapshot` is the room's record as it stands when a write happens. */
  constructor(store: RoomStore, delayMs: number, snapshot: () => RoomRecord) {
    this.#store = store;
    this.#delayMs = delayMs;
    this.#snapshot = snapshot;
  }

  /** Schedules a write (one already scheduled covers this change too). */
  schedule(): void {
    if (this.#timer || this.#closed) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.writeNow();
    }, this.#delayMs);
  }

  /** Writes the room now, after any write in flight. */
  writeNow(): Promise<void> {
    const record = this.#snapshot();
    this.#writing = this.#writing.then(() => this.#store.save(record)).catch((error: unknown) => console.warn(`room ${record.code}: could not save`, error));
    return this.#writing;
  }

  /** The room is going: no more scheduled writes; it is written a last time to be resumed (`keep`), or removed. */
  async close(code: string, keep: boolean): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (keep) await this.writeNow();
    else await this.#writing.then(() => this.#store.remove(code));
  }
}
