/**
 * The network seat: two browsers' match statecharts (unchanged, over `networkGame`) play a whole Gatekeeper game
 * against each other through a real game server, and a spectator's match follows it to the same end; a rematch
 * reaches the session as a new game's first table, which a new match plays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { matchMachine } from '../../src/machines/match';
import type { MatchEmitted } from '../../src/machines/match';
import { connectMatch, netTable, networkGame, networkSeats, networkThink } from '../../src/machines/online';
import { OnlineSession } from '../../src/machines/online-session';
import type { SessionSnapshot } from '../../src/machines/online';
import type { Outcome } from '../../src/rules/core/module';
import type { TableMessage } from '../../src/net/protocol';
import type { PositionFile } from '../../src/rules/core/position';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import type { RunningServer } from '../../server/app';
import { startGameServer } from '../../server/app';
import { createBotPool } from '../../server/bots';
import { MemoryRoomStore } from '../../server/store';
import { cuttableLine } from '../server/helpers';
import type { CuttableLine } from '../server/helpers';

let running: RunningServer;
let endpoint = '';

beforeAll(async () => {
  running = await startGameServer({ port: 4260 + (Number(process.env.VITEST_POOL_ID ?? 0) % 8), store: new MemoryRoomStore(), bots: createBotPool(1), staticDir: null, messagesPerSecond: 10_000 });
  endpoint = `ws://127.0.0.1:${running.port}`;
});
afterAll(async () => {
  await running.close();
});

const until = (session: OnlineSession, test: (snapshot: SessionSnapshot) => boolean): Promise<SessionSnapshot> =>
  new Promise((resolve) => {
    const stop = session.subscribe((snapshot) => {
      if (test(snapshot)) {
        queueMicrotask(() => stop());
        resolve(snapshot);
      }
    });
  });

/** The unchanged match statechart over a session (no storage), its human moves sent to the server. */
function networkMatch(session: OnlineSession) {
  const actor = createActor(
    matchMachine.provide({ actors: { think: networkThink(session), autosave: fromPromise<void, PositionFile | null>(async () => undefined), clearSave: fromPromise<void, string>(async () => undefined) } }),
  ).start();
  return { actor, disconnect: connectMatch(actor, session) };
}

/**
 * One browser's match over a session (from its first table, or the given one: a rematch's): its own moves are the
 * first legal move, chosen when the statechart awaits them.
 */
async function playMatch(session: OnlineSession, from?: TableMessage, onOthersMove: () => void = () => undefined): Promise<{ outcome: Outcome; refused: number; applied: number }> {
  const first = from ?? (await session.firstTable());
  const module = networkGame(gatekeeper, session);
  const { actor, disconnect } = networkMatch(session);
  let refused = 0;
  let applied = 0;
  actor.on('move.rejected', () => refused++);
  actor.on('move.applied', (event: Extract<MatchEmitted, { type: 'move.applied' }>) => {
    if (event.by !== 'computer') return;
    applied++;
    onOthersMove();
  });
  let submittedAt = -1;
  const done = new Promise<Outcome>((resolve) => {
    actor.subscribe((snapshot) => {
      const context = snapshot.context;
      if (snapshot.matches({ flow: 'gameOver' }) && context.state) resolve(module.outcome(context.state));
      else if (snapshot.matches({ flow: { playing: 'awaitingHuman' } }) && context.state && first.seat !== null && context.plies !== submittedAt) {
        submittedAt = context.plies;
        const [move] = module.legalMoves(context.state, first.seat);
        if (move) queueMicrotask(() => actor.send({ type: 'move.submit', seat: first.seat ?? 0, move }));
      }
    });
  });
  actor.send({ type: 'match.resume', module, config: gatekeeper.defaultConfig(2), state: netTable(first, 2), seats: networkSeats(2, first.seat), seed: session.snapshot.code ?? '', history: [], animate: false });
  const outcome = await done;
  disconnect();
  actor.stop();
  return { outcome, refused, applied };
}

describe('the network seat', () => {
  it('two players and a spectator play a whole Gatekeeper game through the unchanged match statechart', async () => {
    const host = await OnlineSession.create(endpoint, { game: 'gatekeeper', name: 'Ada' });
    const { code } = await until(host, (s) => s.code !== null);
    expect(code).toMatch(/^[0-9A-Z]{8}$/);
    const guest = await OnlineSession.join(endpoint, code ?? '', { name: 'Grace' });
    const spectator = await OnlineSession.join(endpoint, code ?? '', { spectate: true });
    await until(host, (s) => s.lobby !== null && s.lobby.seats.every((seat) => seat.kind === 'human') && s.lobby.spectators === 1);
    expect(guest.snapshot.seat).toBe(1);
    expect(spectator.snapshot.seat).toBeNull();
    host.start();
    const [hostEnd, guestEnd, watched] = await Promise.all([playMatch(host), playMatch(guest), playMatch(spectator)]);
    expect(hostEnd.outcome.kind).toBe('win');
    expect(guestEnd.outcome).toEqual(hostEnd.outcome);
    expect(watched.outcome).toEqual(hostEnd.outcome);
    // Every move came back from the server and none was refused: the three tables never fell out of step.
    expect([hostEnd.refused, guestEnd.refused, watched.refused]).toEqual([0, 0, 0]);
    expect(host.snapshot.lastRefusal).toBeNull();
    expect(watched.applied).toBeGreaterThan(20);
    await until(host, (s) => s.status === 'over');
    await Promise.all([host.leave(), guest.leave(), spectator.leave()]);
  });

  it('a rematch: once the game is over the player asks (the computer agrees), the session hears the new game\'s first table, and a new match plays it to its end', async () => {
    const host = await OnlineSession.create(endpoint, { game: 'gatekeeper', name: 'Ada' });
    await until(host, (s) => s.lobby !== null);
    host.fill('random');
    await until(host, (s) => s.lobby?.seats.every((seat) => seat.kind !== 'open') === true);
    host.start();
    expect((await playMatch(host)).outcome.kind).not.toBe('ongoing');
    await until(host, (s) => s.status === 'over');
    const newGame = new Promise<TableMessage>((resolve) => host.onNewGame(resolve));
    host.rematch();
    const table = await newGame;
    expect([table.gameNumber, table.ply, table.seat]).toEqual([2, 0, 0]);
    await until(host, (s) => s.status === 'playing' && s.lobby?.rematch.length === 0);
    const second = await playMatch(host, table);
    expect(second.outcome.kind).not.toBe('ongoing');
    expect([second.refused, second.applied > 5]).toEqual([0, true]);
    expect(host.snapshot.lastRefusal).toBeNull();
    await host.leave();
  });
});

describe('a player away longer than the grace period', () => {
  let graceful: RunningServer;
  let line: CuttableLine;
  beforeAll(async () => {
    graceful = await startGameServer({ port: 4280 + (Number(process.env.VITEST_POOL_ID ?? 0) % 8), store: new MemoryRoomStore(), bots: createBotPool(1), staticDir: null, messagesPerSecond: 10_000, graceSeconds: 1 });
    line = await cuttableLine(graceful.port);
  });
  afterAll(async () => {
    await line.close();
    await graceful.close();
  });

  it('comes back to a table the computer played on: the match catches up with the server instead of offering a stale decision', async () => {
    const host = await OnlineSession.create(`ws://127.0.0.1:${graceful.port}`, { game: 'gatekeeper', name: 'Ada' });
    const { code } = await until(host, (s) => s.code !== null);
    // The guest's tablet reaches the server through a line that can be cut.
    const guest = await OnlineSession.join(`ws://127.0.0.1:${line.port}`, code ?? '', { name: 'Grace' });
    await until(host, (s) => s.lobby?.seats.every((seat) => seat.kind === 'human') === true);
    host.start();
    const first = await guest.firstTable();
    const module = networkGame(gatekeeper, guest);
    const { actor, disconnect } = networkMatch(guest);
    // The guest plays its first decisions, then its tablet sleeps at a decision of its own (the line is cut there).
    let ownDecisions = 0;
    let away: ((plies: number) => void) | null = null;
    const wentAway = new Promise<number>((resolve) => (away = resolve));
    let submittedAt = -1;
    const done = new Promise<Outcome>((resolve) => {
      actor.subscribe((snapshot) => {
        const context = snapshot.context;
        if (snapshot.matches({ flow: 'gameOver' }) && context.state) resolve(module.outcome(context.state));
        else if (snapshot.matches({ flow: { playing: 'awaitingHuman' } }) && context.state && context.plies !== submittedAt) {
          submittedAt = context.plies;
          ownDecisions++;
          if (ownDecisions === 3 && away) {
            away(context.plies);
            away = null;
            return;
          }
          const [move] = module.legalMoves(context.state, first.seat ?? 1);
          if (move) queueMicrotask(() => actor.send({ type: 'move.submit', seat: first.seat ?? 1, move }));
        }
      });
    });
    actor.send({ type: 'match.resume', module, config: gatekeeper.defaultConfig(2), state: netTable(first, 2), seats: networkSeats(2, first.seat), seed: code ?? '', history: [], animate: false });
    let othersMoves = 0;
    let heard: (() => void) | null = null;
    const hostPlays = playMatch(host, undefined, () => {
      othersMoves++;
      heard?.();
    });
    const pliesAway = await wentAway;
    line.cut();
    // The grace period runs out: the computer takes the seat over and plays the decision the guest left.
    await until(host, (s) => s.lobby?.seats[1]?.kind === 'computer');
    // The host sees the computer's move for the guest (were the seat given back before the computer answered, the
    // guest's own decision would still be theirs to make, and nothing would be stale).
    const movesBefore = othersMoves;
    await new Promise<void>((resolve) => {
      heard = () => othersMoves > movesBefore && resolve();
    });
    const computerPlayed = new Promise<void>((resolve) => actor.on('move.applied', () => resolve()));
    line.restore();
    // The guest's session comes back with its seat token; the match applies what the server did meanwhile.
    await until(guest, (s) => s.status === 'playing' && s.seat === 1);
    await computerPlayed;
    expect(actor.getSnapshot().context.plies).toBeGreaterThan(pliesAway);
    await until(host, (s) => s.lobby?.seats[1]?.kind === 'human');
    const [hostEnd, guestOutcome] = await Promise.all([hostPlays, done]);
    expect(guestOutcome).toEqual(hostEnd.outcome);
    // Nothing the guest sent was refused: it never played a move on a table the server had left behind.
    expect(guest.snapshot.lastRefusal).toBeNull();
    disconnect();
    actor.stop();
    await Promise.all([host.leave(), guest.leave()]);
  }, 60_000);
});
