import type * as Phaser from 'phaser';
import type { GameId } from '../rules/catalog';
import iconSources from '../../assets/icons.json';
import { atlasCell, ICON_ATLAS_IMAGE, ICON_ATLAS_MAP, parseIconAtlasMap } from './icon-atlas';

export type { IconAtlasMap } from './icon-atlas';
export { ICON_ATLAS_COLUMNS, ICON_ATLAS_IMAGE, ICON_ATLAS_MAP, ICON_SIZE } from './icon-atlas';

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

/** Relative URLs: the app is served with base './'. */
export const ICON_DIR = 'generated/icons';
export const SFX_URL = 'generated/audio/sfx.wav';
export const SFX_SPRITE_URL = 'generated/audio/sfx.json';
/** Phaser JSON-cache key of the sprite map ({ sprite: { name: [startMs, durationMs] } }). */
export const SFX_SPRITE_KEY = 'sfx.sprite';
/** Loader keys of the icons' atlas and its map (scenes/icon-atlas.ts); `unpackIcons` removes the atlas itself. */
const ICON_ATLAS_KEY = 'icons.atlas';
const ICON_ATLAS_MAP_KEY = 'icons.atlas.map';

export function iconUrl(file: string): string {
  return `${ICON_DIR}/${file}.svg`;
}

/**
 * Queues the icons' atlas and the sound sprite map. The fonts load apart (fonts.ts: the HTML menu shell starts them
 * after its first paint); the WAV itself is played by howler (see audio.ts), not Phaser. Once loaded, `unpackIcons`
 * makes the icons' textures.
 */
export function queueAssets(load: Phaser.Loader.LoaderPlugin): void {
  load.image(ICON_ATLAS_KEY, `${ICON_DIR}/${ICON_ATLAS_IMAGE}`);
  load.json(ICON_ATLAS_MAP_KEY, `${ICON_DIR}/${ICON_ATLAS_MAP}`);
  load.json(SFX_SPRITE_KEY, SFX_SPRITE_URL);
}

/**
 * Cuts the loaded atlas into one texture per icon, under each icon's key (ICONS), painted the atlas's colour: the
 * same textures the icons' SVGs made, from one image. Returns the keys it could not make (an icon missing from the
 * atlas, or no atlas), which then show as Phaser's missing texture; the atlas is let go afterwards.
 */
export function unpackIcons(textures: Phaser.Textures.TextureManager, json: Phaser.Cache.BaseCache): string[] {
  const map = parseIconAtlasMap(json.get(ICON_ATLAS_MAP_KEY));
  const atlas = textures.exists(ICON_ATLAS_KEY) ? textures.get(ICON_ATLAS_KEY).getSourceImage() : null;
  const missing: string[] = [];
  for (const icon of Object.values(ICONS)) {
    const cell = map ? atlasCell(map, icon.file) : null;
    if (!map || !cell || !atlas || textures.exists(icon.key)) {
      if (!textures.exists(icon.key)) missing.push(icon.key);
      continue;
    }
    const texture = textures.createCanvas(icon.key, map.size, map.size);
    const context = texture?.getContext();
    if (!texture || !context) {
      missing.push(icon.key);
      continue;
    }
    context.drawImage(atlas as CanvasImageSource, cell.x, cell.y, map.size, map.size, 0, 0, map.size, map.size);
    context.globalCompositeOperation = 'source-in';
    context.fillStyle = map.colour;
    context.fillRect(0, 0, map.size, map.size);
    context.globalCompositeOperation = 'source-over';
    texture.refresh();
  }
  if (textures.exists(ICON_ATLAS_KEY)) textures.remove(ICON_ATLAS_KEY);
  json.remove(ICON_ATLAS_MAP_KEY);
  return missing;
}
