import type { KeyValueStore } from './storage';

/** Player settings; persisted in IndexedDB and applied at once by whoever subscribes. */
export interface Settings {
  /** 0..1 */
  readonly masterVolume: number;
  readonly muted: boolean;
  /** Multiplier on animation durations' speed: 0.5 slow .. 2 fast. */
  readonly animationSpeed: number;
  readonly reducedMotion: boolean;
  readonly colourBlind: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  masterVolume: 0.8,
  muted: false,
  animationSpeed: 1,
  reducedMotion: false,
  colourBlind: false,
};

export const SETTINGS_KEY = 'settings.v1';
export const ANIMATION_SPEEDS = [0.5, 1, 1.5, 2] as const;

/** Keeps only known fields with sane values, so an old or damaged record never breaks the app. */
export function sanitizeSettings(raw: unknown): Settings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const num = (v: unknown, lo: number, hi: number, d: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.min(hi, Math.max(lo, v)) : d);
  const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
  return {
    masterVolume: num(r.masterVolume, 0, 1, DEFAULT_SETTINGS.masterVolume),
    muted: bool(r.muted, DEFAULT_SETTINGS.muted),
    animationSpeed: num(r.animationSpeed, 0.25, 4, DEFAULT_SETTINGS.animationSpeed),
    reducedMotion: bool(r.reducedMotion, DEFAULT_SETTINGS.reducedMotion),
    colourBlind: bool(r.colourBlind, DEFAULT_SETTINGS.colourBlind),
  };
}

type Listener = (s: Settings) => void;

/** A tiny observable settings store: `update` persists and notifies at once. */
export class SettingsStore {
  #value: Settings = DEFAULT_SETTINGS;
  readonly #listeners = new Set<Listener>();
  readonly #kv: KeyValueStore;

  constructor(kv: KeyValueStore) {
    this.#kv = kv;
  }

  /** Reads persisted settings (falls back to defaults on any problem). */
  async load(): Promise<Settings> {
    try {
      this.#value = sanitizeSettings(await this.#kv.get(SETTINGS_KEY));
    } catch {
      this.#value = DEFAULT_SETTINGS;
    }
    this.#emit();
    return this.#value;
  }

  get value(): Settings {
    return this.#value;
  }

  /** Changes some settings, notifies listeners immediately, then persists. */
  async update(patch: Partial<Settings>): Promise<void> {
    this.#value = sanitizeSettings({ ...this.#value, ...patch });
    this.#emit();
    await this.#kv.set(SETTINGS_KEY, this.#value);
  }

  /** Calls `fn` now and on every change; returns an unsubscribe function. */
  subscribe(fn: Listener): () => void {
    this.#listeners.add(fn);
    fn(this.#value);
    return () => this.#listeners.delete(fn);
  }

  #emit(): void {
    for (const fn of this.#listeners) fn(this.#value);
  }
}
