import { describe, expect, it } from 'vitest';
import { asksForSeats, chooseSeat, defaultPositionSeats, describePositionSeats, POSITION_SEAT_CHOICES, seatedPosition, seatsMeta } from '../../src/machines/position-seats';
import type { ResumedSave } from '../../src/machines/saves';
import type { GameModule } from '../../src/rules/core/module';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { seatsOfSave } from '../../src/scenes/kit/seats';

describe('seating a position', () => {
  it('defaults to you on the seat about to move and the computer at Normal on the others', () => {
    expect(defaultPositionSeats(2, 1)).toEqual(['medium', 'human']);
    expect(defaultPositionSeats(4, 2)).toEqual(['medium', 'medium', 'human', 'medium']);
    expect(defaultPositionSeats(2, 0)).toEqual(['human', 'medium']);
  });

  it('changes one seat at a time and ignores a seat that is not at the table', () => {
    const both = chooseSeat(defaultPositionSeats(2, 1), 0, 'human');
    expect(both).toEqual(['human', 'human']);
    expect(chooseSeat(both, 1, 'hard')).toEqual(['human', 'hard']);
    expect(chooseSeat(both, 5, 'easy')).toEqual(both);
  });

  it('offers You and the three computer levels, and asks only when there is more than one seat', () => {
    expect(POSITION_SEAT_CHOICES.map((c) => c.label)).toEqual(['You', 'Easy AI', 'Normal AI', 'Hard AI']);
    expect(asksForSeats(1)).toBe(false);
    expect(asksForSeats(2)).toBe(true);
  });

  it('writes the seats into the position so the table reads them back: several "You" is pass-and-play', () => {
    const setup = gatekeeper.setup(gatekeeper.defaultConfig(2), 'seats');
    if (!setup.ok) throw new Error('setup');
    const resumed: ResumedSave = { game: 'gatekeeper', module: gatekeeper as unknown as GameModule, position: { config: gatekeeper.defaultConfig(2), state: setup.value, meta: { note: 'kept' } } };
    const seated = seatedPosition(resumed, ['human', 'hard']);
    expect(seated.position.meta).toEqual({ note: 'kept', seats: [{ kind: 'human' }, { kind: 'computer', bot: 'hard' }] });
    expect(seatsOfSave(seated.position.meta, 2)).toEqual([{ kind: 'human', name: 'Player 1' }, { kind: 'computer', bot: 'hard' }]);
    const together = seatedPosition(resumed, ['human', 'human']);
    expect(seatsOfSave(together.position.meta, 2).map((s) => s.kind)).toEqual(['human', 'human']);
    expect(resumed.position.meta).toEqual({ note: 'kept' });
    expect(seatsMeta(['easy'])).toEqual([{ kind: 'computer', bot: 'easy' }]);
  });

  it('says who moves first and what kind of match it is', () => {
    expect(describePositionSeats(['medium', 'human'], 1)).toBe('You move first. You against Normal AI.');
    expect(describePositionSeats(['human', 'human'], 1)).toMatch(/^Player 2 moves first\. Pass and play/);
    expect(describePositionSeats(['human', 'easy'], 1)).toBe('Player 2 moves first. You against Easy AI.');
  });
});
