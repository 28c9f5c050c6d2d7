/**
 * Online rematch through real WebSocket clients: once a game is over, every player at the table asks (computers
 * agree at once) and the room starts a new game of the same game and options, same seats, a new seed, persisted
 * like any room; a rematch asked too early, by a spectator or twice is refused with a code and changes nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import type { LobbyMessage, TableMessage } from '../../src/net/protocol';
import { isRecord } from '../../src/rules/core/position';
import { parseRoomRecord } from '../../server/store';
import type { RoomRecord } from '../../server/store';
import type { Recorder, TestServer } from './helpers';
import { createTable, isApplied, isLobby, isTable, joinTable, playSeat, position, serversPerTest, tableAt, welcomeOf } from './helpers';


// Test clients move far faster than people: the flood limit is raised for them.
const { start, stop } = serversPerTest({ messagesPerSecond: 10_000 });

const codeOf = (body: unknown): string => (isRecord(body) && typeof body.code === 'string' ? body.code : '');

/** The room's stored record once it satisfies `ready` (writes are coalesced: a moment after the change). */
async function storedWhen(s: TestServer, code: string, ready: (record: RoomRecord) => boolean): Promise<RoomRecord> {
  for (let tries = 0; tries < 200; tries++) {
    const text = s.store.rooms.get(code);
    const record = text === undefined ? null : parseRoomRecord(JSON.parse(text));
    if (record && ready(record)) return record;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`room ${code} was never stored as expected: ${s.store.rooms.get(code)?.slice(0, 300)}`);
}

const lobbyWhere = async (recorder: Recorder, match: (lobby: LobbyMessage) => boolean): Promise<LobbyMessage> => {
  const body = await recorder.next('lobby', (b) => isLobby(b) && match(b));
  if (!isLobby(body)) throw new Error('not a lobby');
  return body;
};

const firstTableOf = async (recorder: Recorder, gameNumber: number): Promise<TableMessage> => {
  const body = await recorder.next('table', (b) => isTable(b) && b.gameNumber === gameNumber);
  if (!isTable(body)) throw new Error('not a table');
  return body;
};

/** A two-player Gatekeeper table (Ada hosts, Grace joins) played to its end by both through the protocol. */
async function finishedGame(s: TestServer, options: { readonly spectate?: boolean } = {}) {
  const { host, code, token } = await createTable(s, 'gatekeeper', 'Ada');
  const guest = await joinTable(s, code, { name: 'Grace' });
  const guestToken = (await welcomeOf(guest)).seatToken ?? '';
  const spectator = options.spectate ? await joinTable(s, code, { spectate: true }) : null;
  if (spectator) await welcomeOf(spectator);
  host.room.send('start');
  const [last] = await Promise.all([playSeat(host), playSeat(guest)]);
  expect(last.outcome.kind).not.toBe('ongoing');
  await lobbyWhere(host, (lobby) => lobby.phase === 'over');
  await lobbyWhere(guest, (lobby) => lobby.phase === 'over');
  return { host, guest, spectator, code, hostToken: token, guestToken, last };
}

/** Waits until everything the server sent `recorder` before now has arrived: a sync's whole answer comes after it (a game under way or over: welcome, lobby, table). */
async function settled(recorder: Recorder): Promise<void> {
  recorder.room.send('sync');
  await welcomeOf(recorder);
  await recorder.next('table');
}

describe('online rematch', () => {
  it('starts once both players ask: same game, options and seats, a new seed, game 2 from its first ply, stored like any room and resumed after a restart', async () => {
    const s = await start({ graceSeconds: 30 });
    const { host, guest, code, hostToken, guestToken } = await finishedGame(s);
    const firstGame = await storedWhen(s, code, (r) => r.phase === 'over');

    host.room.send('rematch');
    // Ada has asked; the room waits for Grace and says so to everyone.
    expect((await lobbyWhere(guest, (lobby) => lobby.rematch.length > 0)).rematch).toEqual([0]);
    expect((await lobbyWhere(host, (lobby) => lobby.rematch.length > 0)).phase).toBe('over');
    guest.room.send('rematch');
    const lobby = await lobbyWhere(host, (l) => l.phase === 'playing');
    expect(lobby).toMatchObject({ game: 'gatekeeper', config: firstGame.config, rematch: [], host: 0, seats: [{ kind: 'human', name: 'Ada' }, { kind: 'human', name: 'Grace' }] });
    const [hostTable, guestTable] = [await firstTableOf(host, 2), await firstTableOf(guest, 2)];
    expect([hostTable.ply, hostTable.seat, hostTable.outcome.kind, guestTable.seat]).toEqual([0, 0, 'ongoing', 1]);

    const second = await storedWhen(s, code, (r) => r.gameNumber === 2);
    expect(second).toMatchObject({ game: 'gatekeeper', config: firstGame.config, phase: 'playing', moves: [], seats: firstGame.seats });
    expect(second.seed).not.toBe(firstGame.seed);

    // The new game plays, and survives a restart like any room.
    const [mover, table] = hostTable.legal.length > 0 ? [host, hostTable] : [guest, guestTable];
    mover.room.send('move', { move: table.legal[0] });
    const moved = await tableAt(host, 1);
    expect(moved.gameNumber).toBe(2);
    await storedWhen(s, code, (r) => r.gameNumber === 2 && r.moves.length === 1);
    const store = s.store;
    await stop();
    const again = await start({ graceSeconds: 30, store });
    expect(again.running.resumed).toEqual([code]);
    const hostBack = await joinTable(again, code, { seatToken: hostToken });
    await joinTable(again, code, { seatToken: guestToken });
    expect((await welcomeOf(hostBack)).seat).toBe(0);
    const resumed = await hostBack.next('table');
    expect(isTable(resumed) && position(resumed)).toEqual(position(moved));
  });

  it('a computer seat agrees at once: the one player\'s ask starts the rematch, and the computer plays it', async () => {
    const s = await start();
    const { host } = await createTable(s, 'gatekeeper', 'Ada');
    host.room.send('seat.fill', { bot: 'random' });
    await lobbyWhere(host, (lobby) => lobby.seats.every((seat) => seat.kind !== 'open'));
    host.room.send('start');
    const last = await playSeat(host);
    expect(last.outcome.kind).not.toBe('ongoing');
    host.room.send('rematch');
    expect((await firstTableOf(host, 2)).ply).toBe(0);
    await playSeat(host, { maxPlies: 6 });
    expect(host.all('applied').some((m) => isApplied(m) && m.gameNumber === 2 && m.mover === 1)).toBe(true);
    expect(host.all('refused')).toEqual([]);
  });

  it('a player who left after the end is stood in for by the computer in the rematch, and their token gives the seat back', async () => {
    const s = await start();
    const { host, guest, code, guestToken } = await finishedGame(s);
    await guest.room.leave(true);
    // The others see that the player left (not "reconnecting": nobody waits for them).
    const after = await lobbyWhere(host, (l) => l.seats[1]?.kind === 'human' && l.seats[1].status !== 'connected');
    expect(after.seats[1]).toEqual({ kind: 'human', name: 'Grace', status: 'left' });
    host.room.send('rematch');
    const lobby = await lobbyWhere(host, (l) => l.phase === 'playing');
    expect(lobby.seats).toEqual([{ kind: 'human', name: 'Ada', status: 'connected' }, { kind: 'computer', bot: 'medium', replacing: 'Grace' }]);
    await playSeat(host, { maxPlies: 4 });
    expect(host.all('applied').some((m) => isApplied(m) && m.gameNumber === 2 && m.mover === 1)).toBe(true);
    const back = await joinTable(s, code, { seatToken: guestToken });
    expect((await welcomeOf(back)).seat).toBe(1);
    await lobbyWhere(host, (l) => l.seats[1]?.kind === 'human');
  });

  it('refuses a rematch before the end (NOT_OVER), from a spectator (NOT_A_PLAYER) and asked twice (ALREADY_ASKED), to the sender only, and the room is as it was', async () => {
    const s = await start();
    const { host, code } = await createTable(s, 'gatekeeper', 'Ada');
    host.room.send('rematch');
    expect(codeOf(await host.next('refused'))).toBe('NOT_OVER');
    expect(isRecord(host.all('refused')[0]) && (host.all('refused')[0] as Record<string, unknown>).refused).toBe('rematch');
    const guest = await joinTable(s, code, { name: 'Grace' });
    await welcomeOf(guest);
    const spectator = await joinTable(s, code, { spectate: true });
    await welcomeOf(spectator);
    host.room.send('start');
    await firstTableOf(guest, 1);
    guest.room.send('rematch');
    expect(codeOf(await guest.next('refused'))).toBe('NOT_OVER');
    spectator.room.send('rematch');
    expect(codeOf(await spectator.next('refused'))).toBe('NOT_A_PLAYER');

    const [last] = await Promise.all([playSeat(host), playSeat(guest)]);
    expect(last.outcome.kind).not.toBe('ongoing');
    await lobbyWhere(guest, (lobby) => lobby.phase === 'over');
    host.room.send('rematch');
    await lobbyWhere(guest, (lobby) => lobby.rematch.length === 1);
    await settled(guest);
    // The room's writer coalesces its writes: wait until the finished game is on disk before comparing with it.
    await vi.waitFor(() => expect(s.store.rooms.get(code)).toContain('"phase":"over"'), { timeout: 5_000 });
    const guestHeard = guest.messages.length;
    const storedBefore = s.store.rooms.get(code);
    host.room.send('rematch');
    expect(codeOf(await host.next('refused'))).toBe('ALREADY_ASKED');
    spectator.room.send('rematch');
    expect(codeOf(await spectator.next('refused'))).toBe('NOT_A_PLAYER');
    // Nothing reached the other player but the answer to their own sync; the room is still over, Ada still asking.
    await settled(guest);
    expect(guest.messages.slice(guestHeard).map((m) => m.type)).toEqual(['welcome', 'lobby', 'table']);
    expect(guest.lobby()).toMatchObject({ phase: 'over', rematch: [0] });
    expect(s.store.rooms.get(code)).toBe(storedBefore);
    expect(guest.all('refused').map(codeOf)).toEqual(['NOT_OVER']);
    // Grace's ask still starts the rematch.
    guest.room.send('rematch');
    expect((await firstTableOf(host, 2)).ply).toBe(0);
  });
});
