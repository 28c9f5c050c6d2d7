import { describe, expect, it } from 'vitest';
import { highcard } from '../../fixtures/highcard';
import type { HcState } from '../../fixtures/highcard';
import { stateHash } from '../../../src/rules/core/hash';
import { replay } from '../../../src/rules/core/replay';
import { checkKernelContract } from '../harness';
import { NO_SEAT } from '../../../src/rules/core/module';
import type { GkEvent } from '../../../src/rules/gatekeeper/index';
import { gatekeeper, redactEvent } from '../../../src/rules/gatekeeper/index';

function setup(seats = 2, seed: string | number = 'k'): HcState {
  const r = highcard.setup(highcard.defaultConfig(seats), seed);
  if (!r.ok) throw new Error('setup');
  return r.value;
}

function afterMulligan(seats = 2): HcState {
  let s = setup(seats);
  for (let i = 0; i < seats; i++) {
    const r = highcard.apply(s, i, { type: 'keep' });
    if (!r.ok) throw new Error('keep');
    s = r.value.state;
  }
  return s;
}

describe('GameModule kernel checks (defineGame)', () => {
  it('setup refuses a bad seat count with a coded error', () => {
    expect(highcard.setup({ seats: 5, deckSize: 20 }, 1)).toEqual({ ok: false, error: { code: 'BAD_SEAT_COUNT', seats: 5, min: 2, max: 4 } });
  });

  it('a simultaneous decision lists several seats, and each may decide in any order', () => {
    const s = setup(3);
    expect(highcard.decision(s).seats).toEqual([0, 1, 2]);
    const r = highcard.apply(s, 2, { type: 'redraw' });
    expect(r.ok && highcard.decision(r.value.state).seats).toEqual([0, 1]);
  });

  it('refuses a seat that is not deciding with NOT_YOUR_DECISION and who is', () => {
    const s = afterMulligan();
    expect(highcard.validate(s, 1, { type: 'pass' })).toEqual({ code: 'NOT_YOUR_DECISION', seat: 1, deciding: [0] });
    expect(highcard.legalMoves(s, 1)).toEqual([]);
  });

  it('refuses a move its phase does not allow, from the phase table', () => {
    const s = setup();
    expect(highcard.validate(s, 0, { type: 'pass' })).toEqual({ code: 'MOVE_NOT_IN_PHASE', move: 'pass', phase: 'mulligan', allowed: ['keep', 'redraw'] });
  });

  it('refuses seats that do not exist and malformed moves', () => {
    const s = setup();
    expect(highcard.validate(s, 7, { type: 'keep' })?.code).toBe('NO_SUCH_SEAT');
    expect(highcard.validate(s, 0, { kind: 'keep' } as never)?.code).toBe('MALFORMED_MOVE');
  });

  it('refuses every move once the game is over', () => {
    const s: HcState = { ...afterMulligan(), winner: 0 };
    expect(highcard.outcome(s)).toEqual({ kind: 'win', winners: [0], reason: 'emptied their hand' });
    expect(highcard.validate(s, 0, { type: 'pass' })).toEqual({ code: 'GAME_OVER' });
    expect(highcard.decision(s).seats).toEqual([]);
  });

  it('a refused move leaves the state untouched and returns the game\'s own code', () => {
    const s = afterMulligan();
    const before = stateHash(s);
    const notMine = [...Array(20).keys()].map((i) => i + 1).find((c) => !s.hands[0]!.includes(c))!;
    const r = highcard.apply(s, 0, { type: 'play', card: notMine });
    expect(r).toEqual({ ok: false, error: { code: 'CARD_NOT_IN_HAND', card: notMine } });
    expect(stateHash(s)).toBe(before);
    expect(highcard.describeError({ code: 'CARD_NOT_IN_HAND', card: notMine })).toContain(String(notMine));
  });

  it('apply returns domain events for the scenes, log and sound', () => {
    const s = setup(2);
    const r1 = highcard.apply(s, 0, { type: 'keep' });
    expect(r1.ok && r1.value.events).toEqual([]);
    const r2 = r1.ok ? highcard.apply(r1.value.state, 1, { type: 'redraw' }) : r1;
    expect(r2.ok && r2.value.events).toEqual([{ type: 'hand.redrawn', seat: 1 }, { type: 'phase.changed', phase: 'play' }]);
    expect(r2.ok && r2.value.events.map((e) => highcard.describeEvent(e))).toEqual(['Player 2 redrew their hand.', 'Play begins.']);
  });
});

describe('replay', () => {
  it('seed + config + moves reproduce the same state hash; another seed does not', () => {
    const moves = [{ seat: 0, move: { type: 'keep' } }, { seat: 1, move: { type: 'redraw' } }] as const;
    const a = replay(highcard, highcard.defaultConfig(2), 'seed-a', moves);
    const b = replay(highcard, highcard.defaultConfig(2), 'seed-a', moves);
    const c = replay(highcard, highcard.defaultConfig(2), 'seed-b', moves);
    expect(a.ok && b.ok && a.value.hash === b.value.hash).toBe(true);
    expect(a.ok && c.ok && a.value.hash !== c.value.hash).toBe(true);
  });

  it('stops at the first refused move with its index and code', () => {
    const r = replay(highcard, highcard.defaultConfig(2), 1, [{ seat: 0, move: { type: 'keep' } }, { seat: 0, move: { type: 'keep' } }]);
    expect(r).toEqual({ ok: false, error: { code: 'MOVE_REFUSED', index: 1, error: { code: 'NOT_YOUR_DECISION', seat: 0, deciding: [1] } } });
  });

  it('reports a failed setup', () => {
    const r = replay(highcard, { seats: 9, deckSize: 20 }, 1, []);
    expect(r.ok ? null : r.error.code).toBe('SETUP_FAILED');
  });
});

describe('kernel contract over random playouts (fixture game)', () => {
  const candidates = (s: HcState) => [
    { type: 'keep' as const }, { type: 'redraw' as const }, { type: 'pass' as const },
    ...Array.from({ length: s.config.deckSize }, (_, i) => ({ type: 'play' as const, card: i + 1 })),
  ];
  it.each([2, 3, 4])('%i seats: legalMoves ⇔ validate, no mutation, JSON-safe, replay-stable', (seats) => {
    let finished = 0, refusals = 0;
    for (let g = 0; g < 40; g++) {
      const rep = checkKernelContract(highcard, { config: highcard.defaultConfig(seats), seed: `${seats}-${g}`, maxPlies: 400, candidates });
      if (rep.finished) finished++;
      refusals += rep.refusalsChecked;
    }
    expect(finished).toBe(40);
    expect(refusals).toBeGreaterThan(1000);
  });
});

describe('the contract harness itself can fail', () => {
  const candidates = (s: HcState) => Array.from({ length: s.config.deckSize }, (_, i) => ({ type: 'play' as const, card: i + 1 }));
  it('catches an apply that mutates its input', () => {
    const mutating = {
      ...highcard,
      apply: (s: HcState, seat: number, m: Parameters<typeof highcard.apply>[2]) => {
        (s as { drawn: number }).drawn += 1;
        return highcard.apply(s, seat, m);
      },
    };
    expect(() => checkKernelContract(mutating, { config: highcard.defaultConfig(2), seed: 1, maxPlies: 50 })).toThrow(/mutated/);
  });

  it('catches legalMoves that miss a move validate accepts', () => {
    const forgetful = { ...highcard, legalMoves: (s: HcState, seat: number) => highcard.legalMoves(s, seat).slice(1) };
    expect(() => checkKernelContract(forgetful, { config: highcard.defaultConfig(2), seed: 2, maxPlies: 200, candidates })).toThrow(/disagree|legal move/);
  });

  it('catches a spectator view that shows a hand, or a pile\'s order', () => {
    const showsSeat0 = { ...highcard, spectatorView: (s: HcState) => highcard.view(s, 0) };
    expect(() => checkKernelContract(showsSeat0, { config: highcard.defaultConfig(2), seed: 3, maxPlies: 50 })).toThrow(/spectator view shows what seat 1 cannot see/);
    const showsDeck = { ...highcard, spectatorView: (s: HcState) => ({ ...highcard.spectatorView(s), deckOrder: s.deck }) };
    expect(() => checkKernelContract(showsDeck, { config: highcard.defaultConfig(3), seed: 3, maxPlies: 50 })).toThrow(/spectator view shows what seat 0 cannot see/);
  });

  it('catches events a spectator sees whole that a seat does not', () => {
    // Gatekeeper names a drawn witch to her drawer only; this variant forgets the viewer with no seat.
    const leaky = { ...gatekeeper, redactEvent: (e: GkEvent, seat: number) => (seat === NO_SEAT ? e : redactEvent(e, seat)) };
    expect(() => checkKernelContract(leaky, { config: gatekeeper.defaultConfig(2), seed: 4, maxPlies: 200 })).toThrow(/a spectator sees .*"type":"drew".* what seat/);
    expect(() => checkKernelContract(gatekeeper, { config: gatekeeper.defaultConfig(2), seed: 4, maxPlies: 200 })).not.toThrow();
  });

  it('catches a phase change the phase table does not declare in next', () => {
    const stale = { ...highcard, phases: { ...highcard.phases, mulligan: { ...highcard.phases.mulligan, next: ['play' as const] } } };
    expect(() => checkKernelContract(stale, { config: highcard.defaultConfig(2), seed: 2, maxPlies: 200 })).toThrow(/mulligan -> mulligan is not in the phase table's next/);
  });
});

describe('undoability (revealsInformation)', () => {
  it('a game that does not opt in allows no undo; one that does, only for moves that revealed nothing', async () => {
    const { isUndoable } = await import('../../../src/rules/core/module');
    expect(isUndoable({}, [])).toBe(false);
    expect(isUndoable(highcard, [{ type: 'card.played', seat: 0, card: 3 }])).toBe(true);
    expect(isUndoable(highcard, [{ type: 'card.drawn', seat: 0 }])).toBe(false);
  });
});
