/**
 * The icons' atlas: every icon in one picture, in squares of ICON_SIZE, ICON_ATLAS_COLUMNS to a row, as white shapes
 * (scripts/build-assets.ts writes it, with a map of which icon file sits in which square and the colour to paint
 * them). The Preloader loads it and cuts it into one texture per icon (scenes/assets.ts `unpackIcons`). No Phaser
 * here: the build reads these names too.
 */

/** Pixel size the icons are drawn at; scale the images down, not up. */
export const ICON_SIZE = 128;
/** Squares in a row of the atlas. */
export const ICON_ATLAS_COLUMNS = 8;
/** File names of the atlas and its map, in the icons' folder. */
export const ICON_ATLAS_IMAGE = 'icons.png';
export const ICON_ATLAS_MAP = 'icons.json';

/** The atlas's map (icons.json). */
export interface IconAtlasMap {
  readonly size: number;
  readonly columns: number;
  /** The colour every icon is painted, as CSS. */
  readonly colour: string;
  /** Icon files (game-icons names), one per square, in order. */
  readonly files: readonly string[];
}

/** The map read from the loaded JSON, or null when it is not one (a stale or damaged file). */
export function parseIconAtlasMap(json: unknown): IconAtlasMap | null {
  if (typeof json !== 'object' || json === null) return null;
  const size: unknown = Reflect.get(json, 'size');
  const columns: unknown = Reflect.get(json, 'columns');
  const colour: unknown = Reflect.get(json, 'colour');
  const files: unknown = Reflect.get(json, 'files');
  if (typeof size !== 'number' || !Number.isInteger(size) || size <= 0) return null;
  if (typeof columns !== 'number' || !Number.isInteger(columns) || columns <= 0) return null;
  if (typeof colour !== 'string' || !/^#[0-9a-f]{6}$/i.test(colour)) return null;
  if (!Array.isArray(files) || !files.every((file): file is string => typeof file === 'string')) return null;
  return { size, columns, colour, files };
}

/** Where `file`'s square is in the atlas (its top-left, in pixels), or null when the atlas lacks it. */
export function atlasCell(map: IconAtlasMap, file: string): { readonly x: number; readonly y: number } | null {
  const index = map.files.indexOf(file);
  if (index < 0) return null;
  return { x: (index % map.columns) * map.size, y: Math.floor(index / map.columns) * map.size };
}
