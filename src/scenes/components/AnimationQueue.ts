import * as Phaser from 'phaser';
import type { Motion } from './motion';

/** Emitted (no arguments) when the last queued animation has finished; the match statechart's `animation.done`. */
export const ANIMATION_DRAINED = 'drained';

interface Batch {
  readonly events: readonly unknown[];
  readonly playOne: (event: unknown) => Promise<void>;
  readonly done: () => void;
}

/**
 * Plays domain events one after another. Input is never blocked here: the table decides what the player may do
 * while animations run. Durations come from `motion` (speed setting, reduced motion), which `playOne` should use.
 */
export class AnimationQueue extends Phaser.Events.EventEmitter implements Motion {
  readonly #motion: Motion;
  readonly #batches: Batch[] = [];
  #running = false;

  constructor(motion: Motion) {
    super();
    this.#motion = motion;
  }

  /** True while anything is queued or playing. */
  get busy(): boolean {
    return this.#running;
  }

  ms(designed: number): number {
    return this.#motion.ms(designed);
  }

  /** Queues events behind what is already playing; resolves when these have played. */
  enqueue<E>(events: readonly E[], playOne: (event: E) => Promise<void>): Promise<void> {
    return new Promise((done) => {
      this.#batches.push({ events, playOne: playOne as (event: unknown) => Promise<void>, done });
      if (!this.#running) void this.#run();
    });
  }

  /** Drops what has not started yet (leaving a table mid-game); the one playing finishes. */
  clear(): void {
    for (const b of this.#batches.splice(0)) b.done();
  }

  async #run(): Promise<void> {
    this.#running = true;
    let batch: Batch | undefined;
    while ((batch = this.#batches.shift())) {
      for (const event of batch.events) {
        try {
          await batch.playOne(event);
        } catch (e) {
          // A broken animation must not stall the match: skip it and carry on with the state already applied.
          console.warn('animation failed', e);
        }
      }
      batch.done();
    }
    this.#running = false;
    this.emit(ANIMATION_DRAINED);
  }
}
