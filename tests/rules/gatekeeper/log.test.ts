/** The game log's words: seats named as the table names them, in the order things happen, nothing said twice. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, describeEvent, gatekeeper } from '../../../src/rules/gatekeeper/index';
import type { GkEvent } from '../../../src/rules/gatekeeper/index';
import type { SeatWords } from '../../../src/rules/core/words';
import { build, play, playPlain, witch } from './build';

/** One human (seat 0, "You") against the computer. */
const YOU_AND_COMPUTER: SeatWords = { name: (seat) => (seat === 0 ? 'You' : 'Computer'), isReader: (seat) => seat === 0 };
const lines = (events: readonly GkEvent[], seats?: SeatWords): string[] => events.map((e) => describeEvent(e, seats));

const WATER7 = witch({ element: 'water', power: 7 });
const AIR7 = witch({ element: 'air', power: 7 });
const FIRE7 = witch({ element: 'fire', power: 7 });

describe('the log names the seats as the table does', () => {
  it('says "You place" for the reader and "Computer places" for the other seat; by number when no names are given', () => {
    const played: GkEvent = { type: 'played', seat: 0, witch: WATER7, loc: 2 };
    const theirs: GkEvent = { type: 'played', seat: 1, witch: WATER7, loc: 2 };
    expect(describeEvent(played, YOU_AND_COMPUTER)).toMatch(/^You place .+ at Water\.$/);
    expect(describeEvent(theirs, YOU_AND_COMPUTER)).toMatch(/^Computer places .+ at Water\.$/);
    expect(describeEvent(theirs)).toMatch(/^Player 2 places .+ at Water\.$/);
    expect(describeEvent({ type: 'shielded', seat: 0, witch: WATER7, from: -1 }, YOU_AND_COMPUTER)).toMatch(/^Your Astral Shield now guards /);
    expect(describeEvent({ type: 'shielded', seat: 1, witch: WATER7, from: -1 }, YOU_AND_COMPUTER)).toMatch(/^Computer's Astral Shield now guards /);
    expect(describeEvent({ type: 'mulliganed', seat: 0, count: 0 }, YOU_AND_COMPUTER)).toBe('You keep your hand.');
    expect(describeEvent({ type: 'mulliganed', seat: 1, count: 2 }, YOU_AND_COMPUTER)).toBe('Computer sends 2 witches under the pile and redraws.');
    expect(describeEvent({ type: 'turnBegan', seat: 0, turn: 3 }, YOU_AND_COMPUTER)).toBe('Turn 3: your turn.');
    expect(describeEvent({ type: 'turnBegan', seat: 1, turn: 4 }, YOU_AND_COMPUTER)).toBe("Turn 4: Computer's turn.");
    expect(describeEvent({ type: 'won', seat: 0, reason: 'mana' }, YOU_AND_COMPUTER)).toMatch(/^You win/);
    expect(describeEvent({ type: 'damaged', seat: 0, amount: 2, mana: 10 }, YOU_AND_COMPUTER)).toBe('You lose 2 mana (now 10).');
  });

  it('never names a seat "Player n" in a one-human game, over a whole random game', () => {
    const started = gatekeeper.setup(DEFAULT_CONFIG, 'log-words');
    if (!started.ok) throw new Error('setup failed');
    let state = started.value;
    const said: string[] = [];
    for (let ply = 0; ply < 300 && gatekeeper.outcome(state).kind === 'ongoing'; ply++) {
      const seat = gatekeeper.decision(state).seats[0] ?? 0;
      const move = gatekeeper.legalMoves(state, seat)[ply % 3] ?? gatekeeper.legalMoves(state, seat)[0];
      if (!move) break;
      const applied = gatekeeper.apply(state, seat, move);
      if (!applied.ok) throw new Error(applied.error.code);
      state = applied.value.state;
      said.push(...lines(applied.value.events, YOU_AND_COMPUTER));
    }
    expect(said.length).toBeGreaterThan(100);
    expect(said.filter((line) => /Player \d/.test(line))).toEqual([]);
    expect(said.filter((line) => /\bYou (places|draws|recruits|pays|loses|wins|keeps|sends)\b/.test(line))).toEqual([]);
  });
});

describe('the log tells each thing once, in the order it happens', () => {
  it('GK-3: the witches sent under the pile come before the witches drawn', () => {
    const started = gatekeeper.setup(DEFAULT_CONFIG, 'log-mulligan');
    if (!started.ok) throw new Error('setup failed');
    const s = started.value;
    const chosen = [...(s.hands[s.first] ?? [])].sort((a, b) => a - b).slice(0, 2);
    const { events } = play(s, { type: 'mulligan', cards: chosen });
    expect(events.map((e) => e.type).slice(0, 3)).toEqual(['mulliganed', 'drew', 'drew']);
  });

  it('GK-12: a duel that dazzles says who won, and the dazzling is said once', () => {
    // WATER7 dazzles the opposing 5 at Water (the scenario of GK-10's order-of-a-turn test).
    const s = build({ hands: [[WATER7, AIR7], []], cols: [[], [[], [], [witch({ element: 'water', power: 5 })]]], line: [FIRE7], keeper: 0, beads: [0, 0, 2, 0] });
    const { events } = playPlain(s, { type: 'play', card: WATER7, loc: 2 });
    const said = lines(events, YOU_AND_COMPUTER);
    const duel = said.find((line) => line.includes(' duels '));
    expect(duel).toMatch(/duels .+ and wins\.$/);
    expect(said.filter((line) => line.endsWith('is dazzled.'))).toHaveLength(1);
    for (let i = 1; i < said.length; i++) expect(said[i]).not.toBe(said[i - 1]);
  });
});
