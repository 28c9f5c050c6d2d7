/** Gateway Uprising's log: seats named as the table names them, districts by name when the game's districts are given. */
import { describe, expect, it } from 'vitest';
import type { SeatWords } from '../../../src/rules/core/words';
import { defaultConfig, describeEvent, gateway, GUARD } from '../../../src/rules/gateway/index';

const YOU_AND_COMPUTERS: SeatWords = { name: (seat) => (seat === 0 ? 'You' : `Computer ${seat + 1}`), isReader: (seat) => seat === 0 };

describe('Gateway log words', () => {
  it('says "You recruit" for the reader, "Computer 2 recruits" for another seat, and by number without names', () => {
    const districts = [{ id: 'central-city' }, { id: 'harbortown' }];
    expect(describeEvent({ type: 'phase', seat: 0, phase: 'recruit' }, YOU_AND_COMPUTERS)).toBe('You move to Recruiting.');
    expect(describeEvent({ type: 'phase', seat: 1, phase: 'recruit' }, YOU_AND_COMPUTERS)).toBe('Computer 2 moves to Recruiting.');
    expect(describeEvent({ type: 'phase', seat: 1, phase: 'recruit' })).toBe('Player 2 moves to Recruiting.');
    expect(describeEvent({ type: 'turnBegan', seat: 0, round: 3 }, YOU_AND_COMPUTERS)).toBe('Round 3: your turn.');
    expect(describeEvent({ type: 'turnBegan', seat: 2, round: 3 }, YOU_AND_COMPUTERS)).toBe("Round 3: Computer 3's turn.");
    expect(describeEvent({ type: 'claimed', seat: 0, district: 1 }, YOU_AND_COMPUTERS, districts)).toBe('You take Harbortown unopposed.');
    expect(describeEvent({ type: 'battleBegan', kind: 'attack', a: 0, d: GUARD, districts: [0] }, YOU_AND_COMPUTERS, districts)).toBe('You attack the City Guard (Central City).');
    expect(describeEvent({ type: 'control', district: 1, from: null, to: 2 }, YOU_AND_COMPUTERS, districts)).toBe('Harbortown is now held by Computer 3.');
    expect(describeEvent({ type: 'control', district: 1, from: null, to: 2 })).toBe('District 2 is now held by Player 3.');
  });

  it('never says "Player n", a district by number or "You plays" over a whole random four-seat game read as You and the computers', () => {
    const started = gateway.setup(defaultConfig(4), 'log-words');
    if (!started.ok) throw new Error('setup failed');
    let state = started.value;
    const said: string[] = [];
    for (let ply = 0; ply < 1500 && gateway.outcome(state).kind === 'ongoing'; ply++) {
      const seat = gateway.decision(state).seats[0] ?? 0;
      const moves = gateway.legalMoves(state, seat);
      const move = moves[ply % moves.length];
      if (!move) break;
      const applied = gateway.apply(state, seat, move);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      said.push(...applied.value.events.map((e) => describeEvent(e, YOU_AND_COMPUTERS, state.districts)));
    }
    expect(said.length).toBeGreaterThan(300);
    expect(said.filter((line) => /Player \d|district \d|\bYou (plays|draws|gains|moves|takes|recruits|attacks|deals|wins)\b/i.test(line))).toEqual([]);
  });
});
