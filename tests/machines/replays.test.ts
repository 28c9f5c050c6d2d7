import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { randomBot } from '../../src/ai/bots';
import { createMatchActor } from '../../src/machines/match-actor';
import type { ThinkInput } from '../../src/machines/match';
import { replayRecord } from '../../src/machines/match-logic';
import type { MatchData } from '../../src/machines/match-logic';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { REPLAY_LIMIT, ReplayStore, recheck } from '../../src/machines/replays';
import { SaveStore } from '../../src/machines/saves';
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

describe('a match keeps its replay as it is played', () => {
  it('the game in progress after every move, and the finished game when it ends (computer against computer)', async () => {
    const module = await gatekeeper();
    const kv = memoryStore();
    const replays = new ReplayStore(kv);
    const saves = new SaveStore(kv, replays);
    let release: (() => void) | null = null;
    let thinks = 0;
    // The computer's tenth answer waits, so the game in progress can be looked at.
    const think = fromPromise<MoveBase, ThinkInput>(async ({ input }) => {
      if (++thinks === 10) await new Promise<void>((resolve) => (release = resolve));
      return randomBot.choose({ module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase;
    });
    const actor = createMatchActor({ saves, think });
    const seats = [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] as const;
    actor.send({ type: 'match.start', module, config: module.defaultConfig(2), seed: 'recorded', animate: false, seats });
    await vi.waitFor(() => expect(release).not.toBeNull());
    await waitFor(actor, (s) => s.matches({ recording: 'idle' }));
    await vi.waitFor(async () => expect((await replays.list())[0]?.plies).toBe(9));
    const inProgress = await replays.list();
    expect(inProgress.map((r) => [r.key, r.current, r.plies, r.result.kind])).toEqual([['replay.current.gatekeeper', true, 9, 'ongoing']]);
    expect(inProgress[0]?.seats).toEqual(seats);

    (release as (() => void) | null)?.();
    const over = await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }), { timeout: 20_000 });
    await waitFor(actor, (s) => s.matches({ recording: 'idle' }));
    await vi.waitFor(async () => expect((await replays.list()).every((r) => !r.current)).toBe(true));
    const listed = await replays.list();
    expect(listed).toHaveLength(1);
    expect(listed[0]?.plies).toBe(over.context.history.length);
    const opened = await replays.open(listed[0]?.key ?? '', loadGameModule);
    if (!opened.ok) throw new Error(`the finished game does not replay: ${opened.error.code}`);
    expect(opened.value.record.hash).toBe(stateHash(over.context.state));
    expect(opened.value.record.result).toEqual(module.outcome(over.context.state as object));
  }, 30_000);

  it('a store that refuses the record is reported (replay.failed) and the game plays on', async () => {
    const module = await gatekeeper();
    const refusing: KeyValueStore = { ...memoryStore(), set: () => Promise.reject(new Error('full')) };
    const saves = new SaveStore(memoryStore(), new ReplayStore(refusing));
    const think = fromPromise<MoveBase, ThinkInput>(async ({ input }) => randomBot.choose({ module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase);
    const actor = createMatchActor({ saves, think });
    const failures: string[] = [];
    actor.on('replay.failed', (e) => failures.push(e.error));
    actor.send({ type: 'match.start', module, config: module.defaultConfig(2), seed: 'refused', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] });
    await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }), { timeout: 20_000 });
    await vi.waitFor(() => expect(failures.length).toBeGreaterThan(0));
    expect(failures[0]).toBe('Error: the replay was not kept (Error: full)');
  }, 30_000);
});
