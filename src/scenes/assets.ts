import type * as Phaser from 'phaser';
import displayFontUrl from '@fontsource/cinzel/files/cinzel-latin-700-normal.woff2?url';
import bodyFontUrl from '@fontsource/alegreya-sans/files/alegreya-sans-latin-400-normal.woff2?url';
import type { GameId } from '../rules/catalog';

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

/** Logical name → texture key and source icon. The game tiles use the game ids (see gameIconKey). */
export const ICONS = {
  gatekeeper: { key: 'icon.gatekeeper', file: 'witch-flight', author: 'Lorc' },
  gate: { key: 'icon.gate', file: 'castle', author: 'Lorc' },
  gaterunners: { key: 'icon.gaterunners', file: 'crossed-swords', author: 'Lorc' },
  gateway: { key: 'icon.gateway', file: 'fist', author: 'Lorc' },
  emblem: { key: 'icon.emblem', file: 'medieval-gate', author: 'Delapouite' },
  settings: { key: 'icon.settings', file: 'cog', author: 'Lorc' },
  rules: { key: 'icon.rules', file: 'rule-book', author: 'Delapouite' },
  credits: { key: 'icon.credits', file: 'scroll-quill', author: 'Delapouite' },
  play: { key: 'icon.play', file: 'play-button', author: 'Guard13007' },
  soundOn: { key: 'icon.soundOn', file: 'speaker', author: 'Delapouite' },
  soundOff: { key: 'icon.soundOff', file: 'speaker-off', author: 'Delapouite' },
  cardBack: { key: 'icon.cardBack', file: 'portculis', author: 'Lorc' },
  undo: { key: 'icon.undo', file: 'anticlockwise-rotation', author: 'Delapouite' },
  thinking: { key: 'icon.thinking', file: 'sands-of-time', author: 'Lorc' },
  trophy: { key: 'icon.trophy', file: 'trophy-cup', author: 'Delapouite' },
  home: { key: 'icon.home', file: 'house', author: 'Delapouite' },
  close: { key: 'icon.close', file: 'cancel', author: 'Sbed' },
  // Gatekeeper: the four elements and the Sun, the nine spells, the Gatekeeper pawn.
  gkAir: { key: 'icon.gkAir', file: 'tornado', author: 'Lorc' },
  gkEarth: { key: 'icon.gkEarth', file: 'sprout', author: 'Lorc' },
  gkWater: { key: 'icon.gkWater', file: 'big-wave', author: 'Lorc' },
  gkFire: { key: 'icon.gkFire', file: 'fire-ring', author: 'Lorc' },
  gkSun: { key: 'icon.gkSun', file: 'sun', author: 'Lorc' },
  gkFury: { key: 'icon.gkFury', file: 'burning-passion', author: 'Lorc' },
  gkAnimalSpirit: { key: 'icon.gkAnimalSpirit', file: 'wolf-howl', author: 'Lorc' },
  gkManipulator: { key: 'icon.gkManipulator', file: 'puppet', author: 'Lorc' },
  gkTwinStrike: { key: 'icon.gkTwinStrike', file: 'sword-clash', author: 'Lorc' },
  gkArcher: { key: 'icon.gkArcher', file: 'high-shot', author: 'Lorc' },
  gkHealer: { key: 'icon.gkHealer', file: 'heart-bottle', author: 'Lorc' },
  gkLieutenant: { key: 'icon.gkLieutenant', file: 'rank-3', author: 'Skoll' },
  gkTemptress: { key: 'icon.gkTemptress', file: 'lips', author: 'Lorc' },
  gkAstralShield: { key: 'icon.gkAstralShield', file: 'magic-shield', author: 'Lorc' },
  gkKeeper: { key: 'icon.gkKeeper', file: 'cowled', author: 'Lorc' },
  // Gate: the four traits, fear and victory points, the Farm and the Tower (the Gate uses the castle), the
  // commands, hint, End turn and daily seed, and one icon per enemy.
  gtIncome: { key: 'icon.gtIncome', file: 'two-coins', author: 'Delapouite' },
  gtRepair: { key: 'icon.gtRepair', file: 'hammer-nails', author: 'Lorc' },
  gtCalm: { key: 'icon.gtCalm', file: 'dove', author: 'Lorc' },
  gtAttack: { key: 'icon.gtAttack', file: 'broadsword', author: 'Lorc' },
  gtFear: { key: 'icon.gtFear', file: 'terror', author: 'Lorc' },
  gtVp: { key: 'icon.gtVp', file: 'laurels', author: 'Lorc' },
  gtFarm: { key: 'icon.gtFarm', file: 'wheat', author: 'Lorc' },
  gtTower: { key: 'icon.gtTower', file: 'stone-tower', author: 'Lorc' },
  gtCallToArms: { key: 'icon.gtCallToArms', file: 'hunting-horn', author: 'Lorc' },
  gtCaravan: { key: 'icon.gtCaravan', file: 'caravan', author: 'Delapouite' },
  gtFestival: { key: 'icon.gtFestival', file: 'party-flags', author: 'Delapouite' },
  gtFortify: { key: 'icon.gtFortify', file: 'stone-wall', author: 'Delapouite' },
  gtHint: { key: 'icon.gtHint', file: 'light-bulb', author: 'Lorc' },
  gtEndTurn: { key: 'icon.gtEndTurn', file: 'hourglass', author: 'Lorc' },
  gtDaily: { key: 'icon.gtDaily', file: 'calendar', author: 'Delapouite' },
  gtRats: { key: 'icon.gtRats', file: 'bestial-fangs', author: 'Lorc' },
  gtGoblin: { key: 'icon.gtGoblin', file: 'goblin-head', author: 'Delapouite' },
  gtGrub: { key: 'icon.gtGrub', file: 'maggot', author: 'Lorc' },
  gtKobold: { key: 'icon.gtKobold', file: 'lizardman', author: 'Lorc' },
  gtGhoul: { key: 'icon.gtGhoul', file: 'shambling-zombie', author: 'Delapouite' },
  gtTroll: { key: 'icon.gtTroll', file: 'troll', author: 'Skoll' },
  gtWraith: { key: 'icon.gtWraith', file: 'spectre', author: 'Lorc' },
  gtWyrm: { key: 'icon.gtWyrm', file: 'wyvern', author: 'Lorc' },
  gtHorror: { key: 'icon.gtHorror', file: 'tentacle-strike', author: 'Lorc' },
} as const satisfies Record<GameId, IconSpec> & Record<string, IconSpec>;

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
