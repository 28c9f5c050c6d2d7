import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { matchMachine } from '../../src/machines/match';
import type { MatchEmitted, ThinkInput } from '../../src/machines/match';
import { highcard } from '../fixtures/highcard';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import type { PositionFile } from '../../src/rules/core/position';
import { randomBot } from '../../src/ai/bots';
import { importPosition } from '../../src/rules/core/position';
import { stateHash } from '../../src/rules/core/hash';

const module = highcard as unknown as GameModule;
type Snap = SnapshotFrom<typeof matchMachine>;
const flow = (s: Snap) => (s.value as { flow: unknown }).flow;

function start(seats: ('human' | 'computer')[], animate = true): Snap {
  const [s0] = initialTransition(matchMachine);
  const [s1] = transition(matchMachine, s0, {
    type: 'match.start', module, config: highcard.defaultConfig(seats.length), seed: 'm', animate,
    seats: seats.map((k) => (k === 'human' ? { kind: 'human' as const } : { kind: 'computer' as const, bot: 'random' })),
  });
  return s1;
}

describe('match statechart (pure transitions)', () => {
  it('starts idle, sets up, and waits for the first human', () => {
    expect(flow(initialTransition(matchMachine)[0])).toBe('idle');
    const s = start(['human', 'human']);
    expect(flow(s)).toEqual({ playing: 'awaitingHuman' });
    expect(s.context.activeHuman).toBe(0);
  });

  it('a refused setup returns to idle with the coded reason', () => {
    const [s0] = initialTransition(matchMachine);
    const [s1] = transition(matchMachine, s0, { type: 'match.start', module, config: { seats: 2, deckSize: 3 }, seed: 1, seats: [{ kind: 'human' }, { kind: 'human' }] });
    expect(flow(s1)).toBe('idle');
    expect(s1.context.setupError).toEqual({ code: 'BAD_CONFIG', path: '$.deckSize', reason: 'too few cards to deal' });
  });

  it('pass-and-play: a legal move animates, then the device is handed over before the next human decides', () => {
    let s = start(['human', 'human']);
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    expect(flow(s)).toEqual({ playing: 'animating' });
    expect(s.context.history).toEqual([{ seat: 0, move: { type: 'keep' } }]);
    expect((s.value as { persistence: string }).persistence).toBe('saving');
    [s] = transition(matchMachine, s, { type: 'animation.done' });
    expect(flow(s)).toEqual({ playing: 'handoff' });
    [s] = transition(matchMachine, s, { type: 'handoff.confirm' });
    expect(flow(s)).toEqual({ playing: 'awaitingHuman' });
    expect(s.context.activeHuman).toBe(1);
  });

  it('a refused move changes nothing', () => {
    const s = start(['human', 'human']);
    const [t] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'pass' } });
    expect(flow(t)).toEqual({ playing: 'awaitingHuman' });
    expect(t.context.state).toBe(s.context.state);
    expect(t.context.history).toEqual([]);
  });

  it('a human may not move for another seat, even a human one not holding the device', () => {
    const s = start(['human', 'human']);
    const [t] = transition(matchMachine, s, { type: 'move.submit', seat: 1, move: { type: 'keep' } });
    expect(t.context.history).toEqual([]);
  });

  it('input stays responsive: a move during an animation is applied at once', () => {
    let s = start(['human', 'human']);
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    [s] = transition(matchMachine, s, { type: 'animation.done' });
    [s] = transition(matchMachine, s, { type: 'handoff.confirm' });
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 1, move: { type: 'keep' } });
    expect(flow(s)).toEqual({ playing: 'animating' });
    const seat = highcard.decision(s.context.state as never).seats[0]!;
    expect(seat).toBe(0);
  });

  it('exit returns to idle and forgets the match', () => {
    const s = start(['human', 'computer']);
    const [t] = transition(matchMachine, s, { type: 'match.exit' });
    expect(flow(t)).toBe('idle');
    expect(t.context.state).toBeNull();
  });
});

/** The machine with an in-process AI and a recording autosave. */
function harness(opts: { think?: (i: ThinkInput) => Promise<MoveBase>; save?: (f: PositionFile | null) => Promise<void> } = {}) {
  const saves: PositionFile[] = [];
  const cleared: string[] = [];
  const machine = matchMachine.provide({
    actors: {
      think: fromPromise<MoveBase, ThinkInput>(({ input }) =>
        opts.think ? opts.think(input) : Promise.resolve(randomBot.choose({ module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase)),
      autosave: fromPromise<void, PositionFile | null>(async ({ input }) => {
        if (opts.save) return opts.save(input);
        if (input) saves.push(input);
      }),
      clearSave: fromPromise<void, string>(async ({ input }) => void cleared.push(input)),
    },
  });
  const actor = createActor(machine);
  const emitted: MatchEmitted[] = [];
  for (const t of ['move.applied', 'move.rejected', 'move.undone', 'undo.rejected', 'ai.failed', 'save.failed'] as const) actor.on(t, (e) => emitted.push(e));
  actor.start();
  return { actor, saves, cleared, emitted };
}

describe('match statechart (running actor)', () => {
  it('computer vs computer plays to the end, autosaving positions that import and resume exactly (not the finished one)', async () => {
    const { actor, saves, cleared, emitted } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'cc', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] });
    const end = await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }), { timeout: 10_000 });
    const plies = end.context.history.length;
    expect(plies).toBeGreaterThan(2);
    expect(emitted.filter((e) => e.type === 'move.applied')).toHaveLength(plies);
    expect(cleared).toEqual(['highcard']);
    await waitFor(actor, (s) => s.matches({ persistence: 'idle' }));
    expect(saves).toHaveLength(plies - 1);
    const last = saves[saves.length - 1]!;
    const loaded = importPosition(highcard, JSON.parse(JSON.stringify(last)));
    if (!loaded.ok) throw new Error(loaded.error.code);
    expect(loaded.value.history?.moves).toEqual(end.context.history.slice(0, plies - 1));
    const final = module.apply(loaded.value.state, end.context.history[plies - 1]!.seat, end.context.history[plies - 1]!.move);
    expect(final.ok && stateHash(final.value.state)).toBe(stateHash(end.context.state));
  });

  it('a human move is rejected with the rules\' code, announced to the scene', async () => {
    const { actor, emitted } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'hr', animate: false, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'random' }] });
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'play', card: 99 } as MoveBase });
    expect(emitted).toContainEqual({ type: 'move.rejected', seat: 0, move: { type: 'play', card: 99 }, error: { code: 'MOVE_NOT_IN_PHASE', move: 'play', phase: 'mulligan', allowed: ['keep', 'redraw'] } });
  });

  it('a failing AI never freezes the game: the first legal move is played and the failure reported', async () => {
    const { actor, emitted } = harness({ think: () => Promise.reject(new Error('worker crashed')) });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'fail', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] });
    await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }), { timeout: 10_000 });
    expect(emitted.some((e) => e.type === 'ai.failed' && /worker crashed/.test(e.error))).toBe(true);
  });

  it('an AI that answers an illegal move is overruled by the rules', async () => {
    const { actor, emitted } = harness({ think: async () => ({ type: 'play', card: 999 }) });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'bad', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'human' }] });
    await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }));
    expect(emitted.filter((e) => e.type === 'ai.failed')).toHaveLength(1);
    expect(actor.getSnapshot().context.history[0]).toEqual({ seat: 0, move: { type: 'keep' } });
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'keep', 'MALFORMED_MOVE'],
    ['a type that is not a string', { type: { toString: 1 } }, 'MALFORMED_MOVE'],
    ['nesting deeper than any move', { type: 'keep', deep: JSON.parse('['.repeat(5000) + ']'.repeat(5000)) as unknown }, 'MALFORMED_MOVE'],
    ['a legal-looking move in the wrong phase', { type: 'play', card: 0 }, 'MOVE_NOT_IN_PHASE'],
  ])('an AI answer that is %s is parsed before it is validated: reported by code, the first legal move played', async (_name, answer, expectedCode) => {
    const { actor, emitted } = harness({ think: async () => answer as MoveBase });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'bad', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'human' }] });
    await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }));
    expect(emitted.filter((e) => e.type === 'ai.failed')).toEqual([{ type: 'ai.failed', seat: 0, error: expectedCode }]);
    expect(actor.getSnapshot().context.history).toEqual([{ seat: 0, move: { type: 'keep' } }]);
  });

  it('a failed save is reported and play goes on', async () => {
    const { actor, emitted } = harness({ save: () => Promise.reject(new Error('QuotaExceededError')) });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'q', animate: false, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'random' }] });
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'keep' } });
    await waitFor(actor, () => emitted.some((e) => e.type === 'save.failed'));
    expect(actor.getSnapshot().context.history.length).toBeGreaterThanOrEqual(1);
  });

  it('rematch deals a new game with a derived seed; resume restores a saved match', async () => {
    const { actor, saves } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'r', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] });
    const end = await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }));
    const firstHash = stateHash(end.context.state);
    actor.send({ type: 'match.rematch' });
    const end2 = await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }));
    expect(end2.context.seed).toBe('r+');
    expect(stateHash(end2.context.state)).not.toBe(firstHash);
    actor.send({ type: 'match.exit' });
    const mid = saves[3]!;
    const loaded = importPosition(highcard, mid);
    if (!loaded.ok) throw new Error(loaded.error.code);
    actor.send({ type: 'match.resume', module, config: loaded.value.config, state: loaded.value.state, seats: [{ kind: 'human' }, { kind: 'human' }], seed: 'r', history: loaded.value.history?.moves ?? [], animate: false });
    const snap = actor.getSnapshot();
    expect(stateHash(snap.context.state)).toBe(stateHash(loaded.value.state));
    expect(snap.matches({ flow: 'playing' })).toBe(true);
  });
});

describe('match statechart: refusals outside a human turn', () => {
  it('while handing over, a move is refused (the next player must confirm first)', () => {
    let s = start(['human', 'human']);
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    [s] = transition(matchMachine, s, { type: 'animation.done' });
    const [t] = transition(matchMachine, s, { type: 'move.submit', seat: 1, move: { type: 'keep' } });
    expect(flow(t)).toEqual({ playing: 'handoff' });
    expect(t.context.history).toHaveLength(1);
  });

  it('after the game, a move is refused with GAME_OVER', async () => {
    const { actor, emitted } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'go', animate: false, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'random' }] });
    for (let i = 0; i < 500 && !actor.getSnapshot().matches({ flow: 'gameOver' }); i++) {
      const s = await waitFor(actor, (x) => x.matches({ flow: { playing: 'awaitingHuman' } }) || x.matches({ flow: 'gameOver' }));
      if (s.matches({ flow: 'gameOver' })) break;
      actor.send({ type: 'move.submit', seat: 0, move: highcard.legalMoves(s.context.state as never, 0)[0]! });
    }
    expect(actor.getSnapshot().matches({ flow: 'gameOver' })).toBe(true);
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'pass' } });
    expect(emitted.at(-1)).toEqual({ type: 'move.rejected', seat: 0, move: { type: 'pass' }, error: { code: 'GAME_OVER' } });
  });
});

describe('match statechart: undo until hidden information is revealed', () => {
  /** A human game in the play phase, seat 0 to move, after both kept their hands (keeping reveals nothing). */
  function inPlay(): Snap {
    let s = start(['human', 'human'], false);
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    [s] = transition(matchMachine, s, { type: 'handoff.confirm' });
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 1, move: { type: 'keep' } });
    [s] = transition(matchMachine, s, { type: 'handoff.confirm' });
    return s;
  }

  it('a move that revealed nothing is taken back to the exact previous state', () => {
    const s = start(['human', 'computer'], false);
    const [a] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    expect(a.context.undo).toHaveLength(1);
    // The computer still thinks about its own mulligan; undo restores the position and it thinks afresh.
    const [b] = transition(matchMachine, a, { type: 'move.undo', seat: 0 });
    expect(b.context.state).toBe(s.context.state);
    expect(b.context.history).toEqual([]);
    expect(b.context.plies).toBe(0);
    expect(b.context.undo).toEqual([]);
    expect(flow(b)).toEqual({ playing: 'thinking' });
  });

  it('a move that revealed new cards cannot be taken back, and the refusal says why', async () => {
    const { actor, emitted } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'u', animate: false, seats: [{ kind: 'human' }, { kind: 'human' }] });
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'redraw' } });
    actor.send({ type: 'move.undo', seat: 0 });
    expect(emitted.at(-1)).toEqual({ type: 'undo.rejected', seat: 0, error: { code: 'NOTHING_TO_UNDO', reason: 'reveal' } });
    expect(actor.getSnapshot().context.history).toHaveLength(1);
  });

  it("after the device changes hands the previous player's move stays", () => {
    const s = inPlay();
    expect(s.context.undo).toEqual([]);
    expect(s.context.undoBlock).toBe('handoff');
  });

  it('after a computer move there is nothing to undo', async () => {
    const { actor, emitted } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'c', animate: false, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'human' }] });
    await waitFor(actor, (x) => x.matches({ flow: { playing: 'awaitingHuman' } }));
    actor.send({ type: 'move.undo', seat: 1 });
    expect(emitted.at(-1)).toEqual({ type: 'undo.rejected', seat: 1, error: { code: 'NOTHING_TO_UNDO', reason: 'opponent' } });
  });

  it('pass-and-play: before handing over, the player who moved may take it back', () => {
    let s = start(['human', 'human'], false);
    [s] = transition(matchMachine, s, { type: 'move.submit', seat: 0, move: { type: 'keep' } });
    expect(flow(s)).toEqual({ playing: 'handoff' });
    [s] = transition(matchMachine, s, { type: 'move.undo', seat: 0 });
    expect(flow(s)).toEqual({ playing: 'awaitingHuman' });
    expect(s.context.history).toEqual([]);
  });

  it('undo is autosaved and announced', async () => {
    const { actor, emitted, saves } = harness();
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'a', animate: false, seats: [{ kind: 'human' }, { kind: 'human' }] });
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'keep' } });
    actor.send({ type: 'move.undo', seat: 0 });
    expect(emitted.some((e) => e.type === 'move.undone' && e.seat === 0)).toBe(true);
    await waitFor(actor, (x) => x.matches({ persistence: 'idle' }));
    expect(saves.at(-1)?.history?.moves ?? null).toEqual([]);
  });
});
