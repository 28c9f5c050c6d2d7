/**
 * The puzzles the app ships (src/puzzles/<game>/<name>.json), each file its own chunk loaded when the Puzzles panel
 * opens. The list reads only each file's puzzle block; starting one opens it whole (`openPuzzle`).
 */
import type { PuzzleError, PuzzleHeading } from './puzzles';
import { readPuzzleHeading } from './puzzles';

const FILES = import.meta.glob<string>('../puzzles/*/*.json', { query: '?raw', import: 'default' });

/** A shipped puzzle: its id (`<game>/<name>`), what the list shows, and its file's text. */
export interface PuzzleEntry {
  readonly id: string;
  readonly heading: PuzzleHeading;
  readonly text: string;
}

/** Every shipped puzzle that reads, in game then name order, and any that did not, by id with the reason. */
export async function listPuzzles(): Promise<{ readonly entries: readonly PuzzleEntry[]; readonly refused: readonly { readonly id: string; readonly error: PuzzleError }[] }> {
  const loaded = await Promise.all(Object.entries(FILES).map(async ([path, load]) => ({ id: path.replace('../puzzles/', '').replace(/\.json$/, ''), text: await load() })));
  const entries: PuzzleEntry[] = [];
  const refused: { id: string; error: PuzzleError }[] = [];
  for (const { id, text } of loaded.sort((a, b) => a.id.localeCompare(b.id))) {
    const heading = readPuzzleHeading(text);
    if (heading.ok) entries.push({ id, text, heading: { game: heading.value.game, title: heading.value.title, goal: heading.value.goal, seat: heading.value.seat } });
    else refused.push({ id, error: heading.error });
  }
  return { entries, refused };
}
