import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { randomBot } from '../../src/ai/bots';
import { createMatchActor } from '../../src/machines/match-actor';
import type { ThinkInput } from '../../src/machines/match';
import type { CheckedReplay } from '../../src/machines/replay-record';
import type { ViewerEvent } from '../../src/machines/replay-viewer';
import { describeTakeOverError, gameIsOver, replayViewerMachine, takeOver, turnOf, viewerLog, viewerPicture } from '../../src/machines/replay-viewer';
import { SaveStore } from '../../src/machines/saves';
import { memoryStore } from '../../src/machines/storage';
import { stableStringify, stateHash } from '../../src/rules/core/hash';
import type { MoveBase, Seat } from '../../src/rules/core/module';
import { checkedGatekeeperGame } from '../fixtures/checked-game';

/** A whole seeded random Gatekeeper game, checked as a link would be. */
const checkedGame = (seed: string, maxPlies = Infinity): Promise<CheckedReplay> => checkedGatekeeperGame(seed, maxPlies);

function drive(replay: CheckedReplay, events: readonly ViewerEvent[], stepMs = 100): SnapshotFrom<typeof replayViewerMachine> {
  let [snapshot] = initialTransition(replayViewerMachine, { replay, stepMs });
  for (const event of events) [snapshot] = transition(replayViewerMachine, snapshot, event);
  return snapshot;
}

describe('the replay viewer', () => {
  it('steps forward and back move by move, within the game, each position the rules reached', async () => {
    const replay = await checkedGame('viewer-steps');
    const total = replay.record.moves.length;
    let snapshot = drive(replay, []);
    expect(snapshot.context.ply).toBe(0);
    expect(snapshot.context.states).toHaveLength(total + 1);
    expect(stateHash(snapshot.context.states[total] as object)).toBe(replay.record.hash);
    snapshot = drive(replay, [{ type: 'step.back' }, { type: 'step.forward' }, { type: 'step.forward' }, { type: 'step.forward' }, { type: 'step.back' }]);
    expect(snapshot.context.ply).toBe(2);
    // Position 2 is the setup with the first two moves applied.
    const module = replay.module;
    const setup = module.setup(replay.record.config, replay.record.seed);
    if (!setup.ok) throw new Error('setup');
    let state = setup.value;
    for (const { seat, move } of replay.record.moves.slice(0, 2)) {
      const applied = module.apply(state, seat, move);
      if (!applied.ok) throw new Error('apply');
      state = applied.value.state;
    }
    expect(stateHash(snapshot.context.states[2] as object)).toBe(stateHash(state));
    expect(drive(replay, [{ type: 'ply.jump', ply: total + 50 }]).context.ply).toBe(total);
    expect(drive(replay, [{ type: 'ply.jump', ply: 7 }, { type: 'ply.jump', ply: -3 }]).context.ply).toBe(0);
    expect(drive(replay, [{ type: 'ply.jump', ply: 7 }, { type: 'ply.jump', ply: 2.5 }]).context.ply).toBe(7);
  });

  it('jumps to a turn: the position after the first move of that turn', async () => {
    const replay = await checkedGame('viewer-turns');
    const start = drive(replay, []);
    const starts = start.context.turnStarts;
    expect(starts[0]).toBe(0);
    // A turn starts where the seat that moves changes.
    for (const ply of starts.slice(1)) expect(replay.record.moves[ply]?.seat).not.toBe(replay.record.moves[ply - 1]?.seat);
    const third = drive(replay, [{ type: 'turn.jump', turn: 3 }]);
    expect(third.context.ply).toBe((starts[3] as number) + 1);
    expect(turnOf(third.context)).toBe(3);
    expect(drive(replay, [{ type: 'ply.jump', ply: 9 }, { type: 'turn.jump', turn: 10_000 }]).context.ply).toBe(9);
  });

  it('plays at the pace it is given and pauses at the end; play at the end starts again', async () => {
    const replay = await checkedGame('viewer-play', 12);
    const actor = createActor(replayViewerMachine, { input: { replay, stepMs: 1 } }).start();
    actor.send({ type: 'ply.jump', ply: 8 });
    actor.send({ type: 'play' });
    expect(actor.getSnapshot().value).toBe('playing');
    const ended = await waitFor(actor, (s) => s.matches('paused'), { timeout: 2000 });
    expect(ended.context.ply).toBe(12);
    actor.send({ type: 'play' });
    expect(actor.getSnapshot().context.ply).toBe(0);
    actor.send({ type: 'pause' });
    expect(actor.getSnapshot().value).toBe('paused');
    // A step while playing pauses there.
    actor.send({ type: 'pace.set', stepMs: 10_000 });
    actor.send({ type: 'play' });
    actor.send({ type: 'step.forward' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(actor.getSnapshot().context.ply).toBe(1);
    actor.stop();
  });

  it('shows a seat\'s view with the other seat\'s hand hidden; every card only once the game is over', async () => {
    const replay = await checkedGame('viewer-seats');
    const asSeat = (seat: Seat, ply: number) => drive(replay, [{ type: 'seat.choose', seat }, { type: 'ply.jump', ply }]);
    const seen0 = asSeat(0, 10);
    const seen1 = asSeat(1, 10);
    const picture0 = viewerPicture(seen0.context);
    const picture1 = viewerPicture(seen1.context);
    expect(picture0).toEqual({ kind: 'view', seat: 0, view: replay.module.view(seen0.context.states[10] as object, 0) });
    expect(picture1.kind === 'view' && picture1.seat).toBe(1);
    expect(stableStringify(picture0)).not.toBe(stableStringify(picture1));
    expect(drive(replay, [{ type: 'seat.choose', seat: 5 }]).context.viewer).toBe(0);
    // The game is over at the end: show all is allowed, and shows the whole state.
    expect(gameIsOver(seen0.context)).toBe(true);
    const all = drive(replay, [{ type: 'ply.jump', ply: 10 }, { type: 'showAll.set', on: true }]);
    expect(viewerPicture(all.context)).toEqual({ kind: 'all', state: all.context.states[10] });
    // An unfinished game never shows all.
    const unfinished = await checkedGame('viewer-seats', 20);
    expect(drive(unfinished, [{ type: 'showAll.set', on: true }]).context.showAll).toBe(false);
  });

  it('keeps the log in step with the position, redacted for the seat watching', async () => {
    const replay = await checkedGame('viewer-log');
    const at = (ply: number, seat: Seat, showAll = false) => viewerLog(drive(replay, [{ type: 'seat.choose', seat }, { type: 'ply.jump', ply }, ...(showAll ? [{ type: 'showAll.set', on: true } as const] : [])]).context);
    expect(at(0, 0)).toEqual([]);
    const log = at(12, 0);
    expect(log.length).toBeGreaterThanOrEqual(12);
    expect(Math.max(...log.map((l) => l.ply))).toBe(12);
    expect(at(13, 0).slice(0, log.length)).toEqual(log);
    // Seat 1's draws are named only in seat 1's log (and in the show-all log).
    const full = at(replay.record.moves.length, 1, true).map((l) => l.text).join('\n');
    const asOne = at(replay.record.moves.length, 1).map((l) => l.text).join('\n');
    const asZero = at(replay.record.moves.length, 0).map((l) => l.text).join('\n');
    expect(asZero).not.toBe(asOne);
    expect(full).not.toBe(asZero);
  });
});

describe('take over from here', () => {
  it('turns a position of the replay into a new game against the computer that plays on from it', async () => {
    const replay = await checkedGame('take-over');
    const { context } = drive(replay, []);
    const ply = 20;
    const seat = replay.module.decision(context.states[ply] as object).seats[0] as Seat;
    const taken = takeOver(replay, context.states, ply, seat, 'easy');
    if (!taken.ok) throw new Error(describeTakeOverError(taken.error));
    expect(stateHash(taken.value.position.state)).toBe(stateHash(context.states[ply] as object));
    expect(taken.value.position.history?.moves).toHaveLength(ply);
    expect(taken.value.position.meta).toEqual({ seats: replay.record.seats.map((_, i) => (i === seat ? { kind: 'human' } : { kind: 'computer', bot: 'easy' })), takenOverAt: ply });

    // The match resumes from it: the person moves for the seat they took, and the game's own replay continues the log.
    const think = fromPromise<MoveBase, ThinkInput>(async ({ input }) => randomBot.choose({ module: replay.module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase);
    const actor = createMatchActor({ saves: new SaveStore(memoryStore()), think });
    const seats = taken.value.position.meta.seats as { kind: 'human' | 'computer'; bot?: string }[];
    actor.send({ type: 'match.resume', module: replay.module, config: taken.value.position.config, state: taken.value.position.state, seats: seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', bot: s.bot ?? 'easy' })), seed: replay.record.seed, history: taken.value.position.history?.moves ?? [], animate: false });
    const waiting = await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }) || s.matches({ flow: 'gameOver' }));
    expect(waiting.matches({ flow: { playing: 'awaitingHuman' } })).toBe(true);
    const move = replay.module.legalMoves(waiting.context.state as object, seat)[0] as MoveBase;
    actor.send({ type: 'move.submit', seat, move });
    expect(actor.getSnapshot().context.history.length).toBe(ply + 1);
    actor.stop();
  });

  it('is refused where the game is over, at a ply or a seat the replay does not have', async () => {
    const replay = await checkedGame('take-over-refused');
    const { context } = drive(replay, []);
    const end = replay.record.moves.length;
    expect(takeOver(replay, context.states, end, 0)).toEqual({ ok: false, error: { code: 'GAME_OVER_THERE', ply: end } });
    expect(takeOver(replay, context.states, end + 1, 0)).toEqual({ ok: false, error: { code: 'NO_SUCH_PLY', ply: end + 1, last: end } });
    expect(takeOver(replay, context.states, 3, 2)).toEqual({ ok: false, error: { code: 'NO_SUCH_SEAT', seat: 2, seats: 2 } });
    expect(describeTakeOverError({ code: 'GAME_OVER_THERE', ply: end })).toBe(`The game is already over after move ${end}: step back to take over before its end.`);
    // The last position before the end can be taken over.
    expect(takeOver(replay, context.states, end - 1, 0).ok).toBe(true);
  });
});
