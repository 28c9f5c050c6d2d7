import type { Settings } from '../machines/settings';

/**
 * The palettes as plain data and colour helpers, with no Phaser in them: the HTML menu shell (menu/menu-shell.ts)
 * paints with them before Phaser has loaded; theme.ts re-exports them for the scenes.
 */

/** Semantic card/piece colours; games name an accent, the palette decides the shade. */
export type Accent = 'gold' | 'crimson' | 'azure' | 'verdant' | 'violet' | 'ash';

export type PaletteName = 'standard' | 'colourBlind';

/** Every colour the scenes draw with, as 0xRRGGBB numbers (Graphics) — use `css()` for Text. */
export interface Palette {
  readonly name: PaletteName;
  readonly background: number;
  readonly backgroundDeep: number;
  readonly surface: number;
  readonly surfaceRaised: number;
  readonly border: number;
  readonly gold: number;
  readonly text: number;
  readonly textMuted: number;
  readonly textDark: number;
  /** Drop-zone and selection states: told apart by shape as well, never by colour alone. */
  readonly legal: number;
  readonly hover: number;
  readonly refused: number;
  readonly selected: number;
  readonly accents: Readonly<Record<Accent, number>>;
  /** One colour per seat, in seat order. */
  readonly seats: readonly [number, number, number, number];
}

export const STANDARD: Palette = {
  name: 'standard',
  background: 0x120d22,
  backgroundDeep: 0x0b0816,
  surface: 0x221a3d,
  surfaceRaised: 0x2e2352,
  border: 0x4f3f82,
  gold: 0xe2b54c,
  text: 0xf1e6c8,
  textMuted: 0xb9acd6,
  textDark: 0x1b1430,
  legal: 0x5fd38d,
  hover: 0xf4d35e,
  refused: 0xe0605a,
  selected: 0x7ec8ff,
  accents: { gold: 0xd9a93f, crimson: 0xc8454a, azure: 0x4a8fd9, verdant: 0x4caf6e, violet: 0x9a6ad9, ash: 0x8a8398 },
  seats: [0xe0605a, 0x4a8fd9, 0x4caf6e, 0xe2b54c],
};

/** Okabe–Ito: distinguishable under the common colour-vision deficiencies (no red/green pairs). */
const COLOUR_BLIND: Palette = {
  ...STANDARD,
  name: 'colourBlind',
  gold: 0xe69f00,
  legal: 0x56b4e9,
  hover: 0xf0e442,
  refused: 0xd55e00,
  selected: 0xcc79a7,
  accents: { gold: 0xe69f00, crimson: 0xd55e00, azure: 0x0072b2, verdant: 0x009e73, violet: 0xcc79a7, ash: 0x999999 },
  seats: [0xe69f00, 0x56b4e9, 0x009e73, 0xcc79a7],
};

export function paletteFor(settings: Pick<Settings, 'colourBlind'>): Palette {
  return settings.colourBlind ? COLOUR_BLIND : STANDARD;
}

/** '#rrggbb' for Phaser Text styles. */
export function css(colour: number): string {
  return `#${colour.toString(16).padStart(6, '0')}`;
}

/** Blends `a` toward `b` by t (0..1): lighter and darker shades of palette colours. */
export function mix(a: number, b: number, t: number): number {
  const ch = (shift: number): number => Math.round(((a >> shift) & 0xff) * (1 - t) + ((b >> shift) & 0xff) * t);
  return (ch(16) << 16) | (ch(8) << 8) | ch(0);
}
