import { Howl, Howler } from 'howler';
import type { Settings, SettingsStore } from '../machines/settings';
import { SFX_URL, SOUNDS, type SoundName } from './assets';

export type SpriteMap = Record<string, [startMs: number, durationMs: number]>;

/** Validates the sprite JSON (`{ sprite: { name: [startMs, durationMs] } }`) from Phaser's JSON cache. */
export function readSpriteMap(json: unknown): SpriteMap {
  const sprite = typeof json === 'object' && json !== null ? (json as { sprite?: unknown }).sprite : undefined;
  const out: SpriteMap = {};
  if (typeof sprite !== 'object' || sprite === null) return out;
  for (const [name, range] of Object.entries(sprite)) {
    if (Array.isArray(range) && typeof range[0] === 'number' && typeof range[1] === 'number') out[name] = [range[0], range[1]];
  }
  return out;
}

/**
 * The one audio sprite, played through howler. Every call is guarded: with no audio device, a blocked autoplay or
 * a failed load the game simply stays silent.
 */
export class SoundBoard {
  #howl: Howl | undefined;
  #muted = false;
  readonly #unsubscribe: () => void;

  constructor(settings: SettingsStore) {
    this.#unsubscribe = settings.subscribe((s) => this.#apply(s));
  }

  /** Creates the Howl once; later calls are ignored. */
  init(spriteMap: Record<string, [number, number]>): void {
    if (this.#howl) return;
    try {
      this.#howl = new Howl({ src: [SFX_URL], sprite: spriteMap, preload: true });
    } catch {
      this.#howl = undefined;
    }
  }

  get ready(): boolean {
    return this.#howl?.state() === 'loaded';
  }

  /** Plays one effect; a no-op before init, while loading (howler would queue and burst later) or when muted. */
  play(name: SoundName): void {
    if (this.#muted || !this.#howl || this.#howl.state() !== 'loaded') return;
    try {
      this.#howl.play(name);
    } catch {
      // Audio is decoration; never let it break a move.
    }
  }

  destroy(): void {
    this.#unsubscribe();
    try {
      this.#howl?.unload();
    } catch {
      // ignore: nothing left to release
    }
    this.#howl = undefined;
  }

  #apply(s: Settings): void {
    this.#muted = s.muted;
    try {
      Howler.volume(s.masterVolume);
      Howler.mute(s.muted);
    } catch {
      // No audio backend (e.g. headless without an AudioContext).
    }
  }
}

/** Sound names, re-exported for callers that only deal with audio. */
export { SOUNDS, type SoundName };
