/**
 * "A new version is ready": main.ts offers the update when the service worker has one waiting; the Menu shows
 * a banner and calls `accept()` when the player asks. Nothing here reloads on its own, so a game in progress is
 * never interrupted.
 */
export class UpdateSignal {
  #apply: (() => void) | null = null;
  readonly #listeners = new Set<(available: boolean) => void>();

  get available(): boolean {
    return this.#apply !== null;
  }

  /** Called by the service-worker glue with what to do once the player agrees. */
  offer(apply: () => void): void {
    this.#apply = apply;
    for (const fn of this.#listeners) fn(true);
  }

  /** The player clicked "Reload". */
  accept(): void {
    const apply = this.#apply;
    if (!apply) return;
    this.#apply = null;
    for (const fn of this.#listeners) fn(false);
    apply();
  }

  /** Calls `fn` now and whenever availability changes; returns an unsubscribe function. */
  subscribe(fn: (available: boolean) => void): () => void {
    this.#listeners.add(fn);
    fn(this.available);
    return () => this.#listeners.delete(fn);
  }
}

/** The app's one update signal. */
export const appUpdate = new UpdateSignal();
