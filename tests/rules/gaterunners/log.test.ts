/** GateRunners' log: seats named as the table names them, cards by name when the decks are given. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, describeEvent, gaterunners, cardOf } from '../../../src/rules/gaterunners/index';
import type { SeatWords } from '../../../src/rules/core/words';

const YOU_AND_COMPUTER: SeatWords = { name: (seat) => (seat === 0 ? 'You' : 'Computer'), isReader: (seat) => seat === 0 };

describe('GateRunners log words', () => {
  it('says "You play Deckhand" for the reader, "Computer plays" for the other seat, and by number without names', () => {
    const decks = DEFAULT_CONFIG.decks;
    const deckhand = 0; // seat 0's first card: the Pirates' Deckhand
    expect(cardOf(decks, deckhand)?.name).toBe('Deckhand');
    expect(describeEvent({ type: 'unitPlayed', seat: 0, card: deckhand, lane: 1 }, YOU_AND_COMPUTER, decks)).toBe('You play Deckhand into the centre lane.');
    expect(describeEvent({ type: 'unitPlayed', seat: 1, card: 100, lane: 0 }, YOU_AND_COMPUTER, decks)).toMatch(/^Computer plays \w[\w ]* into the left lane\.$/);
    expect(describeEvent({ type: 'unitPlayed', seat: 1, card: 100, lane: 0 })).toBe('Player 2 plays a unit into the left lane.');
    expect(describeEvent({ type: 'drew', seat: 0, card: deckhand }, YOU_AND_COMPUTER, decks)).toBe('You draw Deckhand.');
    expect(describeEvent({ type: 'drew', seat: 1, card: -1 }, YOU_AND_COMPUTER, decks)).toBe('Computer draws a card.');
    expect(describeEvent({ type: 'gateDestroyed', seat: 0, lane: 2 }, YOU_AND_COMPUTER, decks)).toBe('Your Gate in the right lane is destroyed.');
    expect(describeEvent({ type: 'turnBegan', seat: 1, turn: 4 }, YOU_AND_COMPUTER, decks)).toBe("Turn 4: Computer's turn.");
  });

  it('never says "Player n" or a bare card number over a whole random game read as You and Computer', () => {
    const started = gaterunners.setup(DEFAULT_CONFIG, 'log-words');
    if (!started.ok) throw new Error('setup failed');
    let state = started.value;
    const said: string[] = [];
    for (let ply = 0; ply < 400 && gaterunners.outcome(state).kind === 'ongoing'; ply++) {
      const seat = gaterunners.decision(state).seats[0] ?? 0;
      const moves = gaterunners.legalMoves(state, seat);
      const move = moves[ply % moves.length];
      if (!move) break;
      const applied = gaterunners.apply(state, seat, move);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      said.push(...applied.value.events.map((e) => describeEvent(e, YOU_AND_COMPUTER, DEFAULT_CONFIG.decks)));
    }
    expect(said.length).toBeGreaterThan(100);
    expect(said.filter((line) => /Player \d|card \d|\bYou (plays|draws|places|passes|wins)\b/.test(line))).toEqual([]);
  });
});
