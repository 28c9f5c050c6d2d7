/**
 * FileRoomStore (server/store.ts): rooms written to disk and read back by a new store on the same directory (what a
 * restart does), damaged and foreign files refused by name without throwing, removal; and a server started on a
 * directory holding such files resumes its good rooms and keeps serving.
 */
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomRecord } from '../../server/store';
import { FileRoomStore, ROOM_FORMAT, ROOM_VERSION } from '../../server/store';
import { createTable, isTable, joinTable, position, serversPerTest, tableAt, welcomeOf } from './helpers';

let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gatehouse-rooms-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const KEEP_ALL = { type: 'mulligan', cards: [] };

/** A room record as the room writes it: a two-player Gatekeeper table under way. */
function record(code: string, overrides: Partial<RoomRecord> = {}): RoomRecord {
  return {
    format: ROOM_FORMAT, version: ROOM_VERSION, code, game: 'gatekeeper', config: { seats: 2, tieBreak: false, turnLimit: 400 }, seed: `seed-${code}`, gameNumber: 1, phase: 'playing', host: 0,
    seats: [{ kind: 'human', name: 'Ada', token: `token-${code}-0` }, { kind: 'computer', bot: 'medium', replacing: { name: 'Grace', token: `token-${code}-1` } }],
    moves: [{ seat: 0, move: KEEP_ALL }], updatedAt: '2026-11-25T10:00:00.000Z', ...overrides,
  };
}

const byCode = (a: RoomRecord, b: RoomRecord) => a.code.localeCompare(b.code);

describe('FileRoomStore', () => {
  it('writes each room to its own file, and a new store on the same directory (a restart) reads every room back as it was last saved', async () => {
    const first = new FileRoomStore(dir);
    const ada = record('0123ABCD');
    const grace = record('ZYXW9876', { phase: 'lobby', moves: [] });
    await first.save(ada);
    await first.save(grace);
    const mulligan = { type: 'mulligan', cards: [3] };
    const graceLater = { ...grace, phase: 'playing' as const, moves: [{ seat: 1, move: mulligan }], updatedAt: '2026-11-25T10:05:00.000Z' };
    await first.save(graceLater);
    // One file per room, no temporary file left behind.
    expect((await readdir(dir)).sort()).toEqual(['0123ABCD.json', 'ZYXW9876.json']);

    const afterRestart = new FileRoomStore(dir);
    const { records, skipped } = await afterRestart.list();
    expect([...records].sort(byCode)).toEqual([ada, graceLater]);
    expect(skipped).toEqual([]);
    expect(await afterRestart.has('0123ABCD')).toBe(true);
    expect(await afterRestart.has('0123ABCE')).toBe(false);
  });

  it('creates its directory when it is missing, and lists nothing there', async () => {
    const nested = join(dir, 'data', 'rooms');
    expect(await new FileRoomStore(nested).list()).toEqual({ records: [], skipped: [] });
    expect((await stat(nested)).isDirectory()).toBe(true);
  });

  it('skips damaged, foreign, newer and misnamed files by name without throwing, lists the good room beside them and ignores other files', async () => {
    const store = new FileRoomStore(dir);
    const good = record('G00D0000');
    await store.save(good);
    const damaged: Record<string, string> = {
      'CVT0FF00.json': JSON.stringify(good).slice(0, 80),
      'N0THN1NG.json': 'null',
      'F0RE1GN0.json': JSON.stringify({ format: 'someone.else', version: 1, code: 'F0RE1GN0' }),
      'NEWER000.json': JSON.stringify({ ...record('NEWER000'), version: ROOM_VERSION + 1 }),
      'M1SNAMED.json': JSON.stringify(record('0THER000')),
      'BADSEAT0.json': JSON.stringify({ ...record('BADSEAT0'), seats: [{ kind: 'wizard' }] }),
      'BADM0VE0.json': JSON.stringify({ ...record('BADM0VE0'), moves: [{ seat: 'zero', move: { type: 'mulligan' } }] }),
      'BADCODE!.json': JSON.stringify(record('BADCODE!')),
    };
    for (const [name, text] of Object.entries(damaged)) await writeFile(join(dir, name), text);
    // A directory with a room file's name, a stray temporary file and notes are not rooms either.
    await mkdir(join(dir, 'D1RECT0R.json'));
    await writeFile(join(dir, 'G00D0000.json.123.tmp'), '{');
    await writeFile(join(dir, 'notes.txt'), 'hello');

    const { records, skipped } = await new FileRoomStore(dir).list();
    expect(records).toEqual([good]);
    expect([...skipped].sort()).toEqual([...Object.keys(damaged), 'D1RECT0R.json'].sort());
  });

  it('removes a room\'s file; removing an unknown room does nothing; a name that is not a room code never reaches outside the directory', async () => {
    const store = new FileRoomStore(dir);
    await store.save(record('0123ABCD'));
    await store.save(record('4567EFGH'));
    await store.remove('0123ABCD');
    expect(await store.has('0123ABCD')).toBe(false);
    expect((await new FileRoomStore(dir).list()).records.map((r) => r.code)).toEqual(['4567EFGH']);
    await expect(store.remove('0123ABCD')).resolves.toBeUndefined();

    const inside = join(dir, 'rooms');
    const outside = join(dir, 'outside.json');
    await writeFile(outside, '{}');
    const scoped = new FileRoomStore(inside);
    await scoped.remove('../outside');
    expect(await scoped.has('../outside')).toBe(false);
    expect((await stat(outside)).isFile()).toBe(true);
  });
});

describe('a server on a FileRoomStore', () => {
  const { startOn, stop } = serversPerTest();

  it('restarts on the same directory with a damaged and a foreign file in it: the room resumes at the same position, finished rooms are cleared, the damaged files are named and left alone', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const first = await startOn(new FileRoomStore(dir), { graceSeconds: 30 });
      const { host, code, token } = await createTable(first, 'gatekeeper', 'Ada');
      const guest = await joinTable(first, code, { name: 'Grace' });
      const guestToken = (await welcomeOf(guest)).seatToken ?? '';
      host.room.send('start');
      const opening = await host.next('table');
      const [mover, moverTable] = isTable(opening) && opening.legal.length > 0 ? [host, opening] : [guest, await guest.next('table')];
      if (!isTable(moverTable)) throw new Error('no table');
      mover.room.send('move', { move: moverTable.legal[0] });
      const hostBefore = await tableAt(host, 1);
      await stop();
      expect(await readdir(dir)).toEqual([`${code}.json`]);

      await writeFile(join(dir, 'CVT0FF00.json'), '{"format":"gatehouse.room","vers');
      await writeFile(join(dir, 'F0RE1GN0.json'), JSON.stringify({ hello: 'world' }));
      await new FileRoomStore(dir).save(record('0VER0000', { phase: 'over' }));

      const second = await startOn(new FileRoomStore(dir), { graceSeconds: 30 });
      expect(second.running.resumed).toEqual([code]);
      expect(warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('skipped')).sort()).toEqual([
        'room store: skipped CVT0FF00.json (not a room record)',
        'room store: skipped F0RE1GN0.json (not a room record)',
      ]);
      expect((await readdir(dir)).sort()).toEqual(['F0RE1GN0.json', 'CVT0FF00.json', `${code}.json`].sort());

      const hostBack = await joinTable(second, code, { seatToken: token });
      const guestBack = await joinTable(second, code, { seatToken: guestToken });
      expect((await welcomeOf(hostBack)).seat).toBe(0);
      expect((await welcomeOf(guestBack)).seat).toBe(1);
      const hostAfter = await hostBack.next('table');
      expect(isTable(hostAfter) && position(hostAfter)).toEqual(position(hostBefore));
    } finally {
      warn.mockRestore();
    }
  });
});
