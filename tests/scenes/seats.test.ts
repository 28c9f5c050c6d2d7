/** How the tables name seats: "You", "Computer" alone, numbered computers when there are several. */
import { describe, expect, it } from 'vitest';
import type { SeatController } from '../../src/machines/match-logic';
import { seatLabel, seatName } from '../../src/scenes/kit/seats';

const you: SeatController = { kind: 'human', name: 'Player 1' };
const computer = (bot: string): SeatController => ({ kind: 'computer', bot });

describe('seat names', () => {
  it('one person against one computer: "You" and "Computer"', () => {
    const seats = [you, computer('easy')];
    expect([seatName(seats, 0), seatName(seats, 1)]).toEqual(['You', 'Computer']);
    expect(seatLabel(seats, 1)).toBe('Computer · Easy\nPlayer 2');
  });

  it('one person against three computers: each computer by its seat number, so the log tells them apart', () => {
    const seats = [you, computer('easy'), computer('medium'), computer('hard')];
    expect(seats.map((_, seat) => seatName(seats, seat))).toEqual(['You', 'Computer 2', 'Computer 3', 'Computer 4']);
    expect(seatLabel(seats, 3)).toBe('Computer 4 · Hard\nPlayer 4');
  });

  it('computers only: numbered; several people: by their names', () => {
    expect(seatName([computer('easy'), computer('easy')], 1)).toBe('Computer 2');
    const people: SeatController[] = [{ kind: 'human', name: 'Ann' }, { kind: 'human', name: 'Ben' }];
    expect(seatName(people, 1)).toBe('Ben');
  });
});
