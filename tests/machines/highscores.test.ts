import { describe, expect, it } from 'vitest';
import { HighScores, TABLE_SIZE, dailySeed, difficultyOf, insertEntry, readTable, tableKey } from '../../src/machines/highscores';
import type { ScoreEntry } from '../../src/machines/highscores';
import { memoryStore } from '../../src/machines/storage';

const run = (score: number, extra: Partial<ScoreEntry> = {}): ScoreEntry => ({ score, won: false, turns: 10, defeated: 2, at: '2026-11-23T10:00:00.000Z', ...extra });

describe('high scores', () => {
  it('keeps one table per game, difficulty and seed, best first', async () => {
    const kv = memoryStore();
    const hs = new HighScores(kv);
    expect(await hs.table('gate', 'daily-2026-11-23', 'normal')).toEqual([]);
    await hs.record('gate', 'daily-2026-11-23', 'normal', run(3));
    const { table, rank } = await hs.record('gate', 'daily-2026-11-23', 'normal', run(7, { won: true }));
    expect(rank).toBe(0);
    expect(table.map((e) => e.score)).toEqual([7, 3]);
    // Another seed and another difficulty are other tables.
    await hs.record('gate', 'other', 'normal', run(1));
    await hs.record('gate', 'daily-2026-11-23', 'hard', run(2));
    expect((await hs.table('gate', 'daily-2026-11-23', 'normal')).map((e) => e.score)).toEqual([7, 3]);
    expect((await hs.table('gate', 'daily-2026-11-23', 'hard')).map((e) => e.score)).toEqual([2]);
    expect(await kv.keys()).toEqual(expect.arrayContaining([tableKey('gate', 'daily-2026-11-23', 'normal'), tableKey('gate', 'other', 'normal'), tableKey('gate', 'daily-2026-11-23', 'hard')]));
  });

  it('ranks by points, then a win, then fewer turns, then the earlier run; keeps the best ten', () => {
    let table: ScoreEntry[] = [];
    const ranks: number[] = [];
    for (let i = 0; i < 12; i++) {
      const r = insertEntry(table, run(i % 4, { turns: 20 - i, at: `2026-11-${String(10 + i)}T00:00:00.000Z` }));
      table = r.table;
      ranks.push(r.rank);
    }
    expect(table).toHaveLength(TABLE_SIZE);
    expect(table.map((e) => e.score)).toEqual([3, 3, 3, 2, 2, 2, 1, 1, 1, 0]);
    // Equal points: fewer turns first.
    expect(table[0]?.turns).toBeLessThan(table[1]?.turns ?? 0);
    const tie = insertEntry([run(5, { turns: 9 })], run(5, { turns: 9, won: true }));
    expect(tie.rank).toBe(0);
    const tooLow = insertEntry(table, run(-1));
    expect(tooLow.rank).toBe(-1);
    expect(ranks[0]).toBe(0);
  });

  it('reads a damaged table as empty entries, keeping the good ones', async () => {
    expect(readTable('nonsense')).toEqual([]);
    expect(readTable([run(4), { score: 'x' }, null, run(6)]).map((e) => e.score)).toEqual([6, 4]);
    const kv = memoryStore({ [tableKey('gate', 's', 'normal')]: { broken: true } });
    const hs = new HighScores(kv);
    expect(await hs.table('gate', 's', 'normal')).toEqual([]);
    expect((await hs.record('gate', 's', 'normal', run(1))).rank).toBe(0);
  });

  it('names the daily seed after the local date, and reads the difficulty defensively', () => {
    expect(dailySeed(new Date(2026, 10, 3, 23, 59))).toBe('daily-2026-11-03');
    expect(dailySeed(new Date(2027, 0, 1, 0, 0))).toBe('daily-2027-01-01');
    expect(difficultyOf({ seats: 1, turnLimit: 60 })).toBe('normal');
    expect(difficultyOf({ seats: 1, difficulty: 'hard' })).toBe('hard');
    expect(difficultyOf({ difficulty: 3 })).toBe('normal');
    expect(difficultyOf(null)).toBe('normal');
  });
});
