import type * as Phaser from 'phaser';
import displayFontUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import bodyFontUrl from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-normal.woff2?url';
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

/** Font family names as Phaser text styles use them. Display is Cinzel Bold; body is Alegreya Sans Regular. */
export const FONTS = { display: 'Cinzel', body: 'Alegreya Sans' } as const;

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

/** Queues fonts, icons and the sound sprite map. The WAV itself is played by howler (see audio.ts), not Phaser. */
export function queueAssets(load: Phaser.Loader.LoaderPlugin): void {
  // Only the 700 face of Cinzel ships; the descriptor stops the browser from faking bold on top of it.
  load.font(FONTS.display, displayFontUrl, 'woff2', { weight: '700' });
  load.font(FONTS.body, bodyFontUrl, 'woff2');
  for (const icon of Object.values(ICONS)) {
    load.svg(icon.key, iconUrl(icon.file), { width: ICON_SIZE, height: ICON_SIZE });
  }
  load.json(SFX_SPRITE_KEY, SFX_SPRITE_URL);
}
