import { describe, expect, it } from 'vitest';
import { defaultSeatChoices, describeSeats, resizeSeatChoices, seatControllers } from '../../src/machines/seats';
import { botById } from '../../src/ai/bots';

describe('choosing seats', () => {
  it('defaults to you against the medium computer', () => {
    expect(defaultSeatChoices(2)).toEqual(['human', 'medium']);
    expect(seatControllers(defaultSeatChoices(2))).toEqual([{ kind: 'human', name: 'Player 1' }, { kind: 'computer', bot: 'medium' }]);
  });

  it('every computer level names a bot the AI knows', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const [c] = seatControllers([level]);
      expect(c?.kind === 'computer' && botById(c.bot)).toBeTruthy();
    }
  });

  it('keeps earlier picks when the player count changes', () => {
    expect(resizeSeatChoices(['human', 'hard'], 4)).toEqual(['human', 'hard', 'medium', 'medium']);
    expect(resizeSeatChoices(['human', 'hard', 'human', 'easy'], 2)).toEqual(['human', 'hard']);
  });

  it('says what kind of match the choices make', () => {
    expect(describeSeats(['human', 'human'])).toMatch(/^Pass and play: 2 players/);
    expect(describeSeats(['human', 'hard', 'easy'])).toBe('You against Hard AI, Easy AI.');
    expect(describeSeats(['easy', 'hard'])).toMatch(/watch/);
    expect(describeSeats(['human', 'human', 'medium'])).toBe('Pass and play for 2 players, with 1 computer seat.');
    expect(describeSeats(['human'])).toBe('A solo game.');
  });
});
