import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/ai/bots';
import { replayRecord } from '../../src/machines/match-logic';
import type { MatchData } from '../../src/machines/match-logic';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { REPLAY_LIMIT, ReplayStore, recheck } from '../../src/machines/replays';
import type { KeyValueStore } from '../../src/machines/storage';
import { idbStore, memoryStore } from '../../src/machines/storage';
import { stateHash } from '../../src/rules/core/hash';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { loadGameModule } from '../../src/rules/games';

async function gatekeeper(): Promise<GameModule> {
  const module = await loadGameModule('gatekeeper');
  if (!module) throw new Error('no Gatekeeper rules');
  return module;
}

/** A Gatekeeper game between two random computers, as a match would record it after `plies` moves (all: to the end). */
async function game(seed: string, plies = Infinity, date = new Date('2026-11-25T20:00:00Z')): Promise<{ record: ReplayRecord; module: GameModule }> {
  const module = await gatekeeper();
  const config = module.defaultConfig(2);
  const setup = module.setup(config, seed);
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  const history: { seat: number; move: MoveBase }[] = [];
  for (let ply = 0; ply < plies && module.outcome(state).kind === 'ongoing'; ply++) {
    const seat = module.decision(state).seats[0] as number;
    const move = randomBot.choose({ module, view: module.view(state, seat), seat, seed: `${seed}/${ply}` }) as MoveBase;
    state = module.applyLegal(state, seat, move).state;
    history.push({ seat, move });
  }
  const match: MatchData = { module, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }], config, seed, state, history, activeHuman: 0, lastError: null, setupError: null, plies: history.length, undo: [], undoBlock: 'start' };
  const record = replayRecord(match, date);
  if (!record) throw new Error('no record');
  return { record, module };
}

describe('the replay store (the last 50 games, in IndexedDB)', () => {
  it('keeps the game in progress as its game\'s current record, then the finished game in its place, through real IndexedDB', async () => {
    const replays = new ReplayStore(idbStore('replays-test-1'));
    const { record: early } = await game('store', 6);
    expect(early.result.kind).toBe('ongoing');
    const kept = await replays.keep(early);
    expect(kept).toEqual({ ok: true, key: 'replay.current.gatekeeper' });
    let listed = await replays.list();
    expect(listed.map((r) => [r.key, r.current, r.plies])).toEqual([['replay.current.gatekeeper', true, 6]]);

    const { record: finished } = await game('store');
    expect(finished.result.kind).not.toBe('ongoing');
    const done = await replays.keep(finished);
    listed = await replays.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ key: done.ok ? done.key : '', current: false, game: 'gatekeeper', plies: finished.moves.length, result: finished.result, seats: finished.seats });
    const opened = await replays.open(listed[0]?.key ?? '', loadGameModule);
    expect(opened.ok && stateHash(opened.value.finalState)).toBe(finished.hash);
  });

  it(`keeps at most ${REPLAY_LIMIT} replays: the oldest finished games go first, the games in progress stay`, async () => {
    const replays = new ReplayStore(memoryStore());
    const { record } = await game('many', 12);
    const finishedAt = (i: number): ReplayRecord => ({ ...record, result: { kind: 'draw', reason: 'test' }, date: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() });
    for (let i = 0; i < REPLAY_LIMIT + 5; i++) await replays.keep(finishedAt(i));
    // A Gatekeeper game starts: it is kept as the current one, and one more finished game goes to make room.
    await replays.keep(record);
    const listed = await replays.list();
    expect(listed).toHaveLength(REPLAY_LIMIT);
    expect(listed[0]?.current, 'the game in progress is listed first').toBe(true);
    const dates = listed.filter((r) => !r.current).map((r) => r.date);
    // Newest first; the 6 oldest finished games (0..5) were dropped.
    expect(dates[0]).toBe(finishedAt(REPLAY_LIMIT + 4).date);
    expect(dates[dates.length - 1]).toBe(finishedAt(6).date);
  });

  it('a record damaged in storage is left out of the list and refused with its code when opened', async () => {
    const kv = memoryStore();
    const replays = new ReplayStore(kv);
    const { record } = await game('damaged');
    const kept = await replays.keep(record);
    const key = kept.ok ? kept.key : '';
    await kv.set('replay.done.2020-01-01T00:00:00.000Z.gatekeeper.x', { format: 'gatehouse.replay', version: 1, game: 'gatekeeper' });
    expect((await replays.list()).map((r) => r.key)).toEqual([key]);
    const stored = (await kv.get(key)) as { moves: { seat: number; move: unknown }[] };
    await kv.set(key, { ...stored, moves: stored.moves.slice(0, -1) });
    const opened = await replays.open(key, loadGameModule);
    expect(opened.ok ? null : opened.error.code).toBe('HASH_MISMATCH');
    expect((await replays.open('replay.done.none', loadGameModule)).ok).toBe(false);
  });

  it('storage that fails is a coded answer, never a rejection', async () => {
    const broken: KeyValueStore = {
      get: () => Promise.reject(new Error('gone')),
      set: () => Promise.reject(new DOMException('quota', 'QuotaExceededError')),
      del: () => Promise.reject(new Error('gone')),
      keys: () => Promise.reject(new Error('gone')),
    };
    const replays = new ReplayStore(broken);
    const { record } = await game('broken', 4);
    expect(await replays.keep(record)).toEqual({ ok: false, error: { code: 'STORAGE_FAILED', reason: 'QuotaExceededError: quota' } });
    expect(await replays.list()).toEqual([]);
    expect(await replays.open('replay.current.gatekeeper', loadGameModule)).toEqual({ ok: false, error: { code: 'STORAGE_FAILED', reason: 'Error: gone' } });
    expect(await replays.remove('x')).toEqual({ ok: false, error: { code: 'STORAGE_FAILED', reason: 'Error: gone' } });
  });

  it('a match\'s record (replayRecord) replays to the match\'s own final state', async () => {
    const { record } = await game('match-record');
    const checked = await recheck(record, loadGameModule);
    expect(checked.ok && checked.value.record.hash).toBe(record.hash);
    expect(checked.ok && checked.value.record.result).toEqual(record.result);
  });
});
