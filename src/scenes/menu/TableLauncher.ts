import type * as Phaser from 'phaser';
import type { ResumedSave } from '../../machines/saves';
import { describeSaveError } from '../../machines/saves';
import type { GameInfo } from '../../rules/catalog';
import { gameInfo } from '../../rules/catalog';
import { loadPlayableModule } from '../../rules/games';
import type { ToastKind } from '../components/Toast';
import type { Services } from '../services';
import { ensureTableScene } from '../tables';

/** What the launcher needs from the menu: where to say things. */
export interface LaunchHost {
  readonly scene: Phaser.Scene;
  readonly services: Services;
  /** The "Loading…" line under the buttons (null hides it); said to the screen reader too. */
  loading(words: string | null): void;
  /** A toast, said to the screen reader too. */
  tell(words: string, tone?: ToastKind): void;
}

/**
 * Opens tables from the menu: loads a game's table chunk on first use, then starts it with a new game, a resumed
 * save or a replay taken over. One at a time; every failure is said, never thrown.
 */
export class TableLauncher {
  readonly #host: LaunchHost;
  #busy = false;

  constructor(host: LaunchHost) {
    this.#host = host;
  }

  /** A table is loading: a second request is answered with "One moment". */
  get busy(): boolean {
    return this.#busy;
  }

  /** Refuses in words while another table loads; true when free. */
  free(): boolean {
    if (this.#busy) this.#host.tell('One moment — a table is loading.');
    return !this.#busy;
  }

  /** Loads `game`'s table and starts it with `data`; false (said) when it could not be loaded. */
  async start(game: GameInfo['id'], data: object): Promise<boolean> {
    const key = await this.table(game);
    if (key) this.#host.scene.scene.start(key, data);
    else this.#host.tell(`${gameInfo(game)?.title ?? game} can't be played in this version yet.`, 'warning');
    return key !== null;
  }

  /** Loads the game's table chunk on first use: its scene key, or null (said) when the download failed. */
  async table(game: GameInfo['id']): Promise<string | null> {
    const { scene } = this.#host;
    this.#busy = true;
    // Said only if the download is slow enough to notice (a first visit on a slow line).
    const slow = scene.time.delayedCall(300, () => this.#host.loading(`Loading the ${gameInfo(game)?.title ?? game} table…`));
    try {
      return await ensureTableScene(scene.scene.manager, game);
    } catch (e) {
      this.#host.tell(`The table could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`, 'warning');
      return null;
    } finally {
      slow.remove();
      if (scene.sys.isActive()) this.#host.loading(null);
      this.#busy = false;
    }
  }


  /**
   * Resumes `game`'s save, or with null the latest (Continue). A save that cannot be resumed is explained and
   * `refused` runs (the bad save is gone by then); true when a table started.
   */
  async resume(game: string | null, refused: () => Promise<void>): Promise<boolean> {
    if (!this.free()) return false;
    this.#busy = true;
    let resumed: ResumedSave;
    try {
      const r = await this.#host.services.saves.resume(game, loadPlayableModule);
      if (!r.ok) {
        this.#host.services.sound.play('deny');
        this.#host.tell(describeSaveError(r.error), 'warning');
        await refused();
        return false;
      }
      resumed = r.value;
    } finally {
      this.#busy = false;
    }
    return this.start(resumed.module.id as GameInfo['id'], { resumed });
  }
}
