import { describe, expect, it } from 'vitest';
import { listPuzzles } from '../../src/machines/puzzle-catalog';
import { centralCityOwner, gatesBroken, goalReached, waveOf, waveSurvived } from '../../src/machines/puzzle-goals';
import { describePuzzleError, openPuzzle, puzzleCheck, readPuzzleHeading } from '../../src/machines/puzzles';
import type { OpenedPuzzle } from '../../src/machines/puzzles';
import { GAMES } from '../../src/rules/catalog';
import { loadPlayableModule } from '../../src/rules/games';
import type { GateState } from '../../src/rules/gate/index';
import type { GwState } from '../../src/rules/gateway/index';
import type { GrState } from '../../src/rules/gaterunners/index';

const { entries, refused } = await listPuzzles();

async function opened(text: string): Promise<OpenedPuzzle> {
  const puzzle = await openPuzzle(text, loadPlayableModule);
  if (!puzzle.ok) throw new Error(`${puzzle.error.code}: ${describePuzzleError(puzzle.error)}`);
  return puzzle.value;
}

describe('the shipped puzzles', () => {
  it('every available game has two or three, and every file reads', () => {
    expect(refused).toEqual([]);
    for (const game of GAMES.filter((g) => g.available)) {
      const count = entries.filter((e) => e.heading.game === game.id).length;
      expect(count, game.id).toBeGreaterThanOrEqual(2);
      expect(count, game.id).toBeLessThanOrEqual(3);
    }
    // The file's folder is its game.
    for (const entry of entries) expect(entry.id.startsWith(`${entry.heading.game}/`)).toBe(true);
  });

  describe.each(entries.map((entry) => [entry.id, entry] as const))('%s', (_id, entry) => {
    it('opens through the app\'s file reader (its history replays to the position), with the person to move', async () => {
      const puzzle = await opened(entry.text);
      expect(puzzle.resumed.position.history?.moves.length ?? 0).toBeGreaterThan(0);
      expect(puzzle.toMove).toBe(puzzle.seat);
      expect(puzzle.solution[0]?.seat).toBe(puzzle.seat);
    });

    it('its solution is legal move by move, and the goal holds at its end and not before', async () => {
      const puzzle = await opened(entry.text);
      const { module, position } = puzzle.resumed;
      const check = puzzleCheck(puzzle);
      let state = position.state;
      expect(check.reached(state), 'the goal already holds at the start').toBe(false);
      for (const [index, { seat, move }] of puzzle.solution.entries()) {
        expect(check.reached(state), `the goal held before move ${index + 1}`).toBe(false);
        expect(module.decision(state).seats, `move ${index + 1}`).toContain(seat);
        expect(module.validate(state, seat, move), `move ${index + 1}`).toBeNull();
        const applied = module.apply(state, seat, move);
        if (!applied.ok) throw new Error(`move ${index + 1} refused: ${applied.error.code}`);
        state = applied.value.state;
      }
      expect(check.reached(state)).toBe(true);
      expect(goalReached(puzzle.goal, module, position.state, state, puzzle.seat)).toBe(true);
      if (puzzle.goal === 'win') expect(module.outcome(state)).toMatchObject({ kind: 'win', winners: [puzzle.seat] });
    });
  });
});

describe('reading a puzzle', () => {
  const first = entries[0];
  if (!first) throw new Error('no puzzles');
  const file = JSON.parse(first.text) as { meta: { puzzle: Record<string, unknown> } };
  const withPuzzle = (puzzle: Record<string, unknown>): string => JSON.stringify({ ...file, meta: { ...file.meta, puzzle } });

  it('refuses what is not a puzzle with a coded reason, never a throw', async () => {
    expect(readPuzzleHeading('{').ok).toBe(false);
    expect(readPuzzleHeading(42)).toMatchObject({ ok: false, error: { code: 'NOT_A_PUZZLE' } });
    expect(readPuzzleHeading(JSON.stringify({ ...file, meta: {} }))).toMatchObject({ ok: false, error: { code: 'NOT_A_PUZZLE' } });
    for (const bad of [{ goal: 'dance' }, { title: '' }, { seat: -1 }, { seat: 1.5 }, { solution: [] }, { solution: 'e4' }]) {
      const result = readPuzzleHeading(withPuzzle({ ...file.meta.puzzle, ...bad }));
      expect(result, JSON.stringify(bad)).toMatchObject({ ok: false, error: { code: 'NOT_A_PUZZLE' } });
    }
  });

  it('refuses a damaged solution, a missing seat and a damaged position by code', async () => {
    const solution = file.meta.puzzle.solution as unknown[];
    expect(await openPuzzle(withPuzzle({ ...file.meta.puzzle, solution: [{ seat: 0, move: { type: 'no-such-move' } }, ...solution] }), loadPlayableModule)).toMatchObject({ ok: false, error: { code: 'BAD_SOLUTION', index: 0 } });
    expect(await openPuzzle(withPuzzle({ ...file.meta.puzzle, solution: [{ seat: 9, move: {} }] }), loadPlayableModule)).toMatchObject({ ok: false, error: { code: 'BAD_SOLUTION' } });
    expect(await openPuzzle(withPuzzle({ ...file.meta.puzzle, seat: 7 }), loadPlayableModule)).toMatchObject({ ok: false, error: { code: 'NOT_A_PUZZLE' } });
    const damaged = first.text.replace(/"hash":"[0-9a-f]+"/, '"hash":"0000000000000000"');
    const result = await openPuzzle(damaged, loadPlayableModule);
    expect(result).toMatchObject({ ok: false, error: { code: 'BAD_POSITION' } });
    if (!result.ok) expect(describePuzzleError(result.error)).toMatch(/checksum/);
  });
});

describe('the goals', () => {
  it('Gate: the wave on is the newest enemy face up, else the deck\'s top; it is survived when none of it is left and the town stands', () => {
    const gate = (row: number[], enemyDeck: number[], result: GateState['result'] = null) => ({ row, enemyDeck, result });
    expect(waveOf(gate([1, 4], [8, 7]))).toBe(2);
    expect(waveOf(gate([], [8, 5]))).toBe(2);
    expect(waveOf(gate([], []))).toBeNull();
    expect(waveSurvived(gate([4], [8, 7]), 1)).toBe(true);
    expect(waveSurvived(gate([2, 4], [8]), 1)).toBe(false);
    expect(waveSurvived(gate([], [8, 2]), 1)).toBe(false);
    expect(waveSurvived(gate([], [8], 'lostGate'), 1)).toBe(false);
    expect(waveSurvived(gate([8], [], 'won'), 3)).toBe(true);
  });

  it('GateRunners counts the opposing Gates broken; Gateway names who holds Central City', () => {
    const gate = (destroyed: boolean) => ({ gate: 'g', shields: [], destroyed });
    const sides = [{ gates: [gate(true), null, gate(false)] }, { gates: [gate(true), gate(true), gate(false)] }] as unknown as GrState['sides'];
    expect(gatesBroken({ sides }, 0)).toBe(2);
    expect(gatesBroken({ sides }, 1)).toBe(1);
    const districts = [{ pos: 0, owner: 1 }, { pos: -1, owner: 2 }] as unknown as GwState['districts'];
    expect(centralCityOwner({ districts })).toBe(2);
    expect(centralCityOwner({ districts: [] })).toBeNull();
  });
});
