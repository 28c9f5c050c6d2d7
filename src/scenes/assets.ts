import type * as Phaser from 'phaser';
import type { GameId } from '../rules/catalog';
import iconSources from '../../assets/icons.json';

/**
 * The single list of asset keys. scripts/build-assets.ts imports it too, so every key here has a generated file.
 * Import this module from src/scenes only.
 */

export interface IconSpec {
  /** Phaser texture key. */
  readonly key: string;
  /** game-icons name; the build writes public/generated/icons/<file>.svg. */
  readonly file: string;
  /** game-icons.net artist, for the credits (CC BY 3.0 requires attribution). */
  readonly author: string;
}

/**
 * Logical name → texture key and source icon. The list itself is data, assets/icons.json (name → game-icons file
 * and artist), which the asset build reads too; the key is always `icon.<name>`. The game tiles use the game ids
 * (see gameIconKey), so a game without an icon there does not compile.
 */
export const ICONS = Object.fromEntries(Object.entries(iconSources).map(([name, source]) => [name, { key: `icon.${name}`, ...source }])) as {
  readonly [N in keyof typeof iconSources]: IconSpec & { readonly key: `icon.${N}` };
};

export type IconName = keyof typeof ICONS;

/** Texture key of a game's menu tile. */
export function gameIconKey(id: GameId): string {
  return ICONS[id].key;
}

/** Names in the audio sprite (public/generated/audio/sfx.json). */
export const SOUNDS = ['click', 'slide', 'flip', 'place', 'hit', 'heal', 'win', 'lose', 'deny', 'turn'] as const;
export type SoundName = (typeof SOUNDS)[number];

export { FONTS } from './fonts';

/** Pixel size the SVG icons are rasterised at; scale the images down, not up. */
export const ICON_SIZE = 128;

/** Relative URLs: the app is served with base './'. */
export const ICON_DIR = 'generated/icons';
export const SFX_URL = 'generated/audio/sfx.wav';
export const SFX_SPRITE_URL = 'generated/audio/sfx.json';
/** Phaser JSON-cache key of the sprite map ({ sprite: { name: [startMs, durationMs] } }). */
export const SFX_SPRITE_KEY = 'sfx.sprite';

export function iconUrl(file: string): string {
  return `${ICON_DIR}/${file}.svg`;
}

/**
 * Queues icons and the sound sprite map. The fonts load apart (fonts.ts: the HTML menu shell starts them after its
 * first paint); the WAV itself is played by howler (see audio.ts), not Phaser.
 */
export function queueAssets(load: Phaser.Loader.LoaderPlugin): void {
  for (const icon of Object.values(ICONS)) {
    load.svg(icon.key, iconUrl(icon.file), { width: ICON_SIZE, height: ICON_SIZE });
  }
  load.json(SFX_SPRITE_KEY, SFX_SPRITE_URL);
}
