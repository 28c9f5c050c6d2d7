import type * as Phaser from 'phaser';
import type { HighScores } from '../machines/highscores';
import type { ReplayStore } from '../machines/replays';
import type { SaveStore } from '../machines/saves';
import type { SettingsStore } from '../machines/settings';
import type { SoundBoard } from './audio';
import type { Motion } from './components/motion';
import type { MenuShell } from './menu/menu-shell';
import type { UpdateSignal } from './pwa';
import type { Theme } from './theme';

/** What every scene may use; created once in phaser-app.ts and handed to scenes through the game. */
export interface Services {
  readonly settings: SettingsStore;
  readonly saves: SaveStore;
  /** Replays of finished games and the games in progress (the same store the saves hand each match). */
  readonly replays: ReplayStore;
  /** Local high scores of solo runs. */
  readonly scores: HighScores;
  readonly sound: SoundBoard;
  readonly theme: Theme;
  /** Animation durations after the speed and reduced-motion settings. */
  readonly motion: Motion;
  readonly update: UpdateSignal;
  /** The HTML menu shown while Phaser loaded (null where there is none): the Menu takes over from it. */
  readonly shell: MenuShell | null;
}

// A WeakMap rather than game.registry: the registry is untyped and would let any scene overwrite a service.
const byGame = new WeakMap<Phaser.Game, Services>();

export function provideServices(game: Phaser.Game, services: Services): void {
  byGame.set(game, services);
}

/** The services of a scene's game; throws if phaser-app.ts forgot to provide them (a wiring bug, not a runtime state). */
export function servicesOf(scene: Phaser.Scene): Services {
  const s = byGame.get(scene.game);
  if (!s) throw new Error('Gatehouse services were not provided to this game');
  return s;
}
