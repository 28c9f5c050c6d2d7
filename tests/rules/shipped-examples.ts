/**
 * The rulebook's worked examples as the app ships them (src/examples/<game>/<name>.json): each example test runs
 * inside `shipped(...)`, which records the moves its builders play (`recordMove`, called by each game's test
 * `play`) from the position the first one starts in, and checks that the shipped file holds exactly that position
 * and those moves. `WRITE_EXAMPLES=1 npx vitest run tests/rules/*\/examples.test.ts` writes the files instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { expect } from 'vitest';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { exportPosition, importPosition } from '../../src/rules/core/position';
import type { MoveRecord } from '../../src/rules/core/replay';

interface Recording {
  start: object | null;
  last: object | null;
  readonly moves: MoveRecord<MoveBase>[];
}

let recording: Recording | null = null;

/** Called by the test builders' `play` for every move they apply: kept while an example records. */
export function recordMove(before: object, seat: Seat, move: MoveBase, after: object): void {
  if (!recording) return;
  if (recording.start === null) recording.start = before;
  else if (recording.last !== before) throw new Error('a worked example must be one line of play: this move starts from another position');
  recording.moves.push({ seat, move });
  recording.last = after;
}

/** What the app shows of an example: its title, the clauses it illustrates, and whose eyes it is seen through. */
export interface ExampleMeta {
  readonly title: string;
  readonly clauses: readonly string[];
  readonly seat: Seat;
}

/** The path of a shipped example. */
export const examplePath = (game: string, name: string): string => resolve(__dirname, '../../src/examples', game, `${name}.json`);

/** A test body that is a worked example the app ships as `name`: the body runs, then the file is checked (or written). */
export function shipped(module: GameModule, name: string, meta: ExampleMeta, body: () => void): () => void {
  return () => {
    recording = { start: null, last: null, moves: [] };
    let played: Recording;
    try {
      body();
    } finally {
      played = recording;
      recording = null;
    }
    const start = played.start;
    if (!start) throw new Error(`example ${name} played no move`);
    const config = (start as { config?: unknown }).config;
    const path = examplePath(module.id, name);
    if (process.env.WRITE_EXAMPLES === '1') {
      const file = exportPosition(module, config, start, { meta: { example: { ...meta, clauses: [...meta.clauses], moves: played.moves.map(({ seat, move }) => ({ seat, move: move as never })) } } });
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(file)}\n`);
    }
    expect(existsSync(path), `${path} is shipped`).toBe(true);
    const text = readFileSync(path, 'utf8');
    const loaded = importPosition(module, text);
    if (!loaded.ok) throw new Error(`${path}: ${loaded.error.code}`);
    expect(loaded.value.state).toEqual(start);
    expect(loaded.value.meta.example).toEqual({ ...meta, moves: JSON.parse(JSON.stringify(played.moves)) });
  };
}
