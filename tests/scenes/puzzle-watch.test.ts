import { describe, expect, it } from 'vitest';
import type { PuzzleCheck } from '../../src/machines/puzzles';
import { PuzzleWatch } from '../../src/scenes/kit/PuzzleWatch';

const check = (endsTheGame: boolean): PuzzleCheck => ({ title: 'Wave 1', goal: 'Survive this wave', endsTheGame, reached: (state) => (state as { done?: boolean }).done === true });

describe('a puzzle at the table', () => {
  it('says its goal at the start, then "Puzzle solved" once, the first time the goal holds after a move', () => {
    const said: string[] = [];
    const watch = new PuzzleWatch(check(false), (words) => said.push(words));
    expect(said).toEqual(['Puzzle · Wave 1: Survive this wave.']);
    watch.follow({ done: false });
    watch.follow(null);
    expect(watch.inspect().solved).toBe(false);
    watch.follow({ done: true });
    watch.follow({ done: true });
    expect(said).toEqual(['Puzzle · Wave 1: Survive this wave.', 'Puzzle solved: Survive this wave!']);
    expect(watch.inspect()).toEqual({ title: 'Wave 1', goal: 'Survive this wave', solved: true });
  });

  it('leaves a goal that ends the game to the game-over panel', () => {
    const said: string[] = [];
    const watch = new PuzzleWatch(check(true), (words) => said.push(words));
    watch.follow({ done: true });
    expect(watch.inspect().solved).toBe(true);
    expect(said).toHaveLength(1);
  });
});
