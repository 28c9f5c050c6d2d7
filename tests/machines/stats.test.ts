/** A player's history with each game: results per opponent, streaks, counted once per game, read back as untrusted. */
import { describe, expect, it } from 'vitest';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { ReplayStore } from '../../src/machines/replays';
import { EMPTY_TALLY, readTally, recordLine, resultOf, tallyGame, tallySummary } from '../../src/machines/stats';
import type { SeatController } from '../../src/machines/match-logic';
import type { Outcome } from '../../src/rules/core/module';
import { memoryStore } from '../../src/machines/storage';

let serial = 0;
/** A finished game's record: only its seats, result and hash matter to the tally. */
function finished(seats: readonly SeatController[], result: Outcome, game: ReplayRecord['game'] = 'gatekeeper'): ReplayRecord {
  serial++;
  return { game, rulesVersion: 1, config: {}, seed: serial, seats, moves: [], result, hash: `hash-${serial}`, date: new Date(Date.UTC(2026, 10, 26, 9, serial)).toISOString() };
}
const you: SeatController = { kind: 'human' };
const computer = (bot: string): SeatController => ({ kind: 'computer', bot });
const win = (...winners: number[]): Outcome => ({ kind: 'win', winners, reason: 'test' });
const draw: Outcome = { kind: 'draw', reason: 'test' };

describe('the history of a game on this device', () => {
  it('says who each game was against and how it went for the person', () => {
    expect(resultOf(finished([you, computer('medium')], win(0)))).toEqual({ against: 'medium', result: 'won' });
    expect(resultOf(finished([computer('hard'), you], win(0)))).toEqual({ against: 'hard', result: 'lost' });
    // The strongest computer at the table names the game; a shared win is a win.
    expect(resultOf(finished([you, computer('easy'), computer('hard'), computer('medium')], win(0, 2), 'gateway'))).toEqual({ against: 'hard', result: 'won' });
    expect(resultOf(finished([you, computer('normal')], draw))).toEqual({ against: 'medium', result: 'drawn' });
    expect(resultOf(finished([you], win(0), 'gate'))).toEqual({ against: 'solo', result: 'won' });
    expect(resultOf(finished([you, you], win(1)))).toEqual({ against: 'people', result: 'played' });
    // Not the person's games: the computer against itself, a bot that is no level, a game not over.
    expect(resultOf(finished([computer('easy'), computer('easy')], win(0)))).toBeNull();
    expect(resultOf(finished([you, computer('random')], win(0)))).toBeNull();
    expect(resultOf(finished([you, computer('easy')], { kind: 'ongoing' }))).toBeNull();
  });

  it('counts results per opponent and the winning streak, each game once', () => {
    const games = [finished([you, computer('medium')], win(0)), finished([you, computer('medium')], win(0)), finished([you, computer('hard')], win(1)), finished([you, computer('easy')], win(0)), finished([you, you], win(0))];
    let tally = EMPTY_TALLY;
    const streaks: number[] = [];
    for (const game of games) {
      tally = tallyGame(tally, game);
      streaks.push(tally.streak);
    }
    expect(streaks).toEqual([1, 2, 0, 1, 1]);
    expect(tally).toMatchObject({ played: 5, bestStreak: 2, results: { medium: { played: 2, won: 2, lost: 0, drawn: 0 }, hard: { played: 1, won: 0, lost: 1, drawn: 0 }, easy: { played: 1, won: 1 }, people: { played: 1 } } });
    expect(tallyGame(tally, games[1] as ReplayRecord)).toBe(tally);
    expect(recordLine(tally, 'medium')).toBe('Against Normal on this device: won 2 of 2 · winning streak 1, best 2');
    expect(recordLine(tally, 'people')).toBe('Played between people on this device: 1');
    expect(recordLine(tally, 'solo')).toBeNull();
    expect(tallySummary(tally)).toBe('On this device: 5 played · won 0 of 1 against Hard · won 2 of 2 against Normal · won 1 of 1 against Easy · best streak 2');
    expect(tallySummary(EMPTY_TALLY)).toBeNull();
    expect(tallySummary(tallyGame(EMPTY_TALLY, finished([you], win(0), 'gate')))).toBe('On this device: 1 played · won 1 of 1 alone · best streak 1');
  });

  it('reads a stored tally back as untrusted data: what is malformed is dropped, never thrown', () => {
    const tally = tallyGame(EMPTY_TALLY, finished([you, computer('easy')], draw));
    expect(readTally(JSON.parse(JSON.stringify(tally)))).toEqual(tally);
    for (const raw of [null, 42, 'tally', [], { played: -1, streak: 0, bestStreak: 0 }, { played: 1.5, streak: 0, bestStreak: 0 }]) expect(readTally(raw)).toEqual(EMPTY_TALLY);
    const partly = readTally({ played: 3, streak: 1, bestStreak: 2, results: { easy: { played: 2, won: 1, lost: 1, drawn: 0 }, hard: { played: 'two' }, chess: { played: 1, won: 1, lost: 0, drawn: 0 } }, counted: ['a', 7] });
    expect(partly).toEqual({ played: 3, streak: 1, bestStreak: 2, results: { easy: { played: 2, won: 1, lost: 1, drawn: 0 } }, counted: ['a'] });
  });

  it('the replay store counts a finished game when it keeps it, once even if it is kept again, and never a game in progress', async () => {
    const replays = new ReplayStore(memoryStore(), 3);
    const game = finished([you, computer('hard')], win(0));
    await replays.keep({ ...game, result: { kind: 'ongoing' } });
    expect((await replays.tally('gatekeeper')).played).toBe(0);
    await replays.keep(game);
    await replays.keep({ ...game, date: new Date(Date.UTC(2027, 0, 1)).toISOString() });
    // More finished games than the store keeps: the tally goes on counting.
    for (let i = 0; i < 4; i++) await replays.keep(finished([you, computer('hard')], win(0)));
    const tally = await replays.tally('gatekeeper');
    expect(tally).toMatchObject({ played: 5, streak: 5, results: { hard: { played: 5, won: 5 } } });
    expect((await replays.tally('gateway')).played).toBe(0);
  });
});
