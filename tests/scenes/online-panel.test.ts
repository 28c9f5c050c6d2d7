/** What the online panel and banner say for each state of a session (the words players read while waiting). */
import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../src/machines/online';
import { bannerWords, describeJoinError, ONLINE_GAME_IDS, seatWords } from '../../src/scenes/menu/OnlinePanel';

const base: SessionSnapshot = { status: 'playing', code: 'ABCD2345', seat: 0, lobby: null, lastRefusal: null, closedBecause: null, closedBy: null };
const lobby = (seats: NonNullable<SessionSnapshot['lobby']>['seats']): SessionSnapshot => ({
  ...base, lobby: { code: 'ABCD2345', game: 'gatekeeper', config: {}, phase: 'playing', seats, host: 0, spectators: 0, rematch: [] },
});

describe('the online panel', () => {
  it('offers the two-player games that have a table, not solo Gate', () => {
    expect(ONLINE_GAME_IDS).toContain('gatekeeper');
    expect(ONLINE_GAME_IDS).not.toContain('gate');
  });

  it('names seats: open, the computer standing in for someone, a player reconnecting, you', () => {
    expect(seatWords({ kind: 'open' }, 1, 0)).toBe('Seat 2: open — waiting for a player');
    expect(seatWords({ kind: 'computer', bot: 'medium', replacing: 'Grace' }, 1, 0)).toBe('Seat 2: the computer, playing for Grace who left');
    expect(seatWords({ kind: 'human', name: 'Ada', status: 'connected' }, 0, 0)).toBe('Seat 1: Ada (you)');
    expect(seatWords({ kind: 'human', name: 'Grace', status: 'reconnecting' }, 1, 0)).toBe('Seat 2: Grace — reconnecting…');
    expect(seatWords({ kind: 'human', name: 'Grace', status: 'left' }, 1, 0)).toBe('Seat 2: Grace — left the table');
  });

  it('says over the table: reconnecting, waiting for someone, someone left, nothing when all is well', () => {
    expect(bannerWords({ ...base, status: 'reconnecting' })).toMatch(/reconnecting/);
    expect(bannerWords(lobby([{ kind: 'human', name: 'Ada', status: 'connected' }, { kind: 'human', name: 'Grace', status: 'reconnecting' }]))).toBe('Waiting for Grace to reconnect…');
    // After the game's end a player who goes is not awaited: they left.
    expect(bannerWords(lobby([{ kind: 'human', name: 'Ada', status: 'connected' }, { kind: 'human', name: 'Grace', status: 'left' }]))).toBe('Grace left the table.');
    expect(bannerWords(lobby([{ kind: 'human', name: 'Ada', status: 'connected' }, { kind: 'computer', bot: 'medium', replacing: 'Grace' }]))).toBe('Grace left: the computer plays for them.');
    expect(bannerWords(lobby([{ kind: 'human', name: 'Ada', status: 'connected' }, { kind: 'human', name: 'Grace', status: 'connected' }]))).toBeNull();
    expect(bannerWords({ ...base, status: 'closed', closedBecause: 'The connection to the table was lost.' })).toBe('The connection to the table was lost.');
  });

  it('says once a game is over who a rematch waits for, and who asks for one; nothing to a spectator', () => {
    const ada = { kind: 'human', name: 'Ada', status: 'connected' } as const;
    const grace = { kind: 'human', name: 'Grace', status: 'connected' } as const;
    const alan = { kind: 'human', name: 'Alan', status: 'connected' } as const;
    const over = (seats: NonNullable<SessionSnapshot['lobby']>['seats'], rematch: readonly number[], seat: number | null = 0): SessionSnapshot => ({ ...base, seat, status: 'over', lobby: { ...lobby(seats).lobby!, phase: 'over', rematch } });
    expect(bannerWords(over([ada, grace], []))).toBeNull();
    expect(bannerWords(over([ada, grace], [0]))).toBe('Waiting for Grace to accept the rematch…');
    expect(bannerWords(over([ada, grace, alan], [0, 2]))).toBe('Waiting for Grace to accept the rematch…');
    expect(bannerWords(over([ada, grace, alan], [0]))).toBe('Waiting for Grace and Alan to accept the rematch…');
    expect(bannerWords(over([ada, grace], [1]))).toBe('Grace asks for a rematch: press Rematch to play again.');
    expect(bannerWords(over([ada, grace, alan], [1, 2]))).toBe('Grace and Alan ask for a rematch: press Rematch to play again.');
    // A computer seat agrees at once, so it is never waited for.
    expect(bannerWords(over([ada, { kind: 'computer', bot: 'medium' }], [0]))).toBeNull();
    expect(bannerWords(over([ada, grace], [0], null))).toBeNull();
  });

  it('explains a failed join in words', () => {
    expect(describeJoinError(new Error('room "XYZ" not found'))).toMatch(/No table has that code/);
    expect(describeJoinError(new Error('{"code":"NOT_ONLINE","game":"gate"}'))).toMatch(/not played online/);
  });
});
