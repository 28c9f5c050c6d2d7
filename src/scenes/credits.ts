import { ICONS } from './assets';

export interface Credit {
  readonly what: string;
  readonly author: string;
  readonly license: string;
  readonly url: string;
}

/** "witch-flight" → "Witch flight", as game-icons.net titles its icons. */
function iconTitle(file: string): string {
  const words = file.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One entry per game-icons.net artist, listing the icons of theirs that ship (derived from ICONS). */
function iconCredits(): Credit[] {
  const byAuthor = new Map<string, Set<string>>();
  for (const icon of Object.values(ICONS)) {
    const files = byAuthor.get(icon.author) ?? new Set<string>();
    files.add(icon.file);
    byAuthor.set(icon.author, files);
  }
  return [...byAuthor].map(([author, files]) => ({
    what: `Icons: ${[...files].sort().map(iconTitle).join(', ')}`,
    author: `${author} (game-icons.net)`,
    license: 'CC BY 3.0',
    url: 'https://game-icons.net',
  }));
}

/** Everything third-party that ships with the app. CREDITS.md says the same; a test keeps them in step. */
export const CREDITS: readonly Credit[] = [
  ...iconCredits(),
  { what: 'Cinzel typeface', author: 'Natanael Gama (The Cinzel Project Authors)', license: 'SIL OFL 1.1', url: 'https://github.com/NDISCOVER/Cinzel' },
  {
    what: 'Alegreya Sans typeface',
    author: 'Juan Pablo del Peral, Huerta Tipográfica (The Alegreya Sans Project Authors)',
    license: 'SIL OFL 1.1',
    url: 'https://github.com/huertatipografica/Alegreya-Sans',
  },
  { what: 'Phaser game framework', author: 'Richard Davey, Phaser Studio Inc.', license: 'MIT', url: 'https://phaser.io' },
  { what: 'howler.js audio library', author: 'James Simpson, GoldFire Studios', license: 'MIT', url: 'https://howlerjs.com' },
  { what: 'XState state machines', author: 'David Khourshid, Stately', license: 'MIT', url: 'https://github.com/statelyai/xstate' },
  { what: 'Comlink worker messaging', author: 'Surma, Google', license: 'Apache-2.0', url: 'https://github.com/GoogleChromeLabs/comlink' },
  { what: 'idb-keyval storage', author: 'Jake Archibald', license: 'Apache-2.0', url: 'https://github.com/jakearchibald/idb-keyval' },
  { what: 'Workbox offline support', author: 'Google', license: 'MIT', url: 'https://github.com/GoogleChrome/workbox' },
  { what: 'lz-string compression (replay links)', author: 'pieroxy (Pieroxy)', license: 'MIT', url: 'https://github.com/pieroxy/lz-string' },
  { what: 'marked Markdown parser (the in-app rulebook)', author: 'Christopher Jeffrey and the marked contributors', license: 'MIT', url: 'https://github.com/markedjs/marked' },
  { what: 'Colyseus game server (online play)', author: 'Endel Dreyer and Colyseus contributors', license: 'MIT', url: 'https://github.com/colyseus/colyseus' },
  { what: 'colyseus.js client (online play)', author: 'Endel Dreyer and Colyseus contributors', license: 'MIT', url: 'https://github.com/colyseus/colyseus.js' },
  {
    what: 'Sound effects, generated at build time with jsfxr',
    author: 'Eric Fredricksen and Chris McCormick (jsfxr), after sfxr by Tomas Pettersson',
    license: 'Unlicense (public domain)',
    url: 'https://github.com/chr15m/jsfxr',
  },
];
