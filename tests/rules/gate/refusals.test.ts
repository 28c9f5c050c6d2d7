/** Bad input is refused with a code and its numbers, in words, and leaves the state exactly as it was. */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/rules/core/hash';
import { createRng } from '../../../src/rules/core/rng';
import { DEFAULT_CONFIG, gate } from '../../../src/rules/gate/index';
import type { GateError, GateEvent, GateMove, GateState } from '../../../src/rules/gate/index';
import { attack, build, byName, END, foe, income, randomRun, repair } from './build';

function refuse(s: GateState, move: GateMove, seat = 0) {
  const before = stateHash(s);
  const r = gate.apply(s, seat, move);
  expect(stateHash(s)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  expect(gate.validate(s, seat, move)).toEqual(r.error);
  expect(gate.describeError(r.error).length).toBeGreaterThan(10);
  return r.error;
}

describe('refused moves', () => {
  const s = build({ hand: ['Squire', 'Laborer', 'Peddler'], row: ['Cave Rats'], health: [6, 11, 5], gold: 1, market: ['Knight'] });
  it('a seat that is not at the table, and any move once the run is over', () => {
    expect(refuse(s, END, 1)).toEqual({ code: 'NO_SUCH_SEAT', seat: 1, seats: 1 });
    const over = { ...s, phase: 'over', result: 'lostGate' } as GateState;
    expect(refuse(over, END)).toEqual({ code: 'GAME_OVER' });
  });
  it('cards not in hand, traits the card lacks', () => {
    expect(refuse(s, income('Banker'))).toEqual({ code: 'NOT_IN_HAND', card: byName('Banker') });
    expect(refuse(s, income('Squire'))).toEqual({ code: 'NO_SUCH_TRAIT', card: byName('Squire'), trait: 'income' });
    expect(refuse(s, attack('Squire', 'Deep Wyrm'))).toEqual({ code: 'NOT_FACE_UP', enemy: foe('Deep Wyrm') });
  });
  it('repairs that do not add up, with the numbers', () => {
    expect(refuse(s, repair('Laborer', [0, 1, 2]))).toEqual({ code: 'TOO_MUCH_REPAIR', loc: 'tower', amount: 2, missing: 1 });
    expect(refuse(s, repair('Laborer', [0, 0, 1]))).toEqual({ code: 'REPAIR_TOTAL', total: 1, need: 2 });
    expect(refuse(s, { type: 'use', card: byName('Laborer'), trait: 'repair', split: [0, 1] as unknown as [number, number, number] })).toMatchObject({ code: 'BAD_SPLIT' });
    expect(refuse(s, repair('Laborer', [0.5, 1.5, 0]))).toMatchObject({ code: 'BAD_SPLIT' });
  });
  it('commands and recruits without the gold, bad targets and slots', () => {
    expect(refuse(s, { type: 'command', command: 'callToArms', target: foe('Cave Rats') })).toEqual({ code: 'NOT_ENOUGH_GOLD', need: 2, have: 1 });
    expect(refuse(s, { type: 'recruit', slot: 0 })).toEqual({ code: 'NOT_ENOUGH_GOLD', need: 4, have: 1 });
    expect(refuse(s, { type: 'recruit', slot: 7 })).toEqual({ code: 'NO_SUCH_SLOT', slot: 7 });
    expect(refuse(s, { type: 'command', command: 'fortify', target: 'moat' as 'gate' })).toEqual({ code: 'NO_SUCH_LOCATION', loc: 'moat' });
  });
  it('a move of an earlier step', () => {
    const using = gate.apply(s, 0, attack('Squire', 'Cave Rats'));
    if (!using.ok) throw new Error('attack');
    expect(refuse(using.value.state, { type: 'recruit', slot: 1 })).toEqual({ code: 'MOVE_NOT_IN_PHASE', move: 'recruit', phase: 'use', allowed: ['use', 'endTurn'] });
    expect(refuse(using.value.state, income('Peddler'))).toEqual({ code: 'INCOME_TOO_LATE' });
  });
});

describe('untrusted JSON', () => {
  it('parseMove refuses malformed moves and accepts every legal move of a run', () => {
    const bad: unknown[] = [
      null,
      'endTurn',
      { type: 'teleport' },
      { type: 'use', card: 1, trait: 'sing' },
      { type: 'use', card: 1, trait: 'attack' },
      { type: 'use', card: 99, trait: 'income' },
      { type: 'use', card: 1, trait: 'calm', target: 0 },
      { type: 'use', card: 1, trait: 'repair', split: [1, 1] },
      { type: 'command', command: 'feast' },
      { type: 'command', command: 'fortify', target: 'moat' },
      { type: 'command', command: 'callToArms', target: 'farm' },
      { type: 'recruit', slot: 4 },
      { type: 'endTurn', now: true },
    ];
    for (const json of bad) {
      const r = gate.parseMove(json);
      expect(r.ok, JSON.stringify(json)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('MALFORMED_MOVE');
    }
    randomRun('parse', createRng('parse'), (_, before) => {
      for (const m of gate.legalMoves(before, 0)) expect(gate.parseMove(JSON.parse(JSON.stringify(m)))).toEqual({ ok: true, value: m });
    });
  });
  it('parseState refuses corrupt states with where and why; parseConfig and setup refuse bad configs', () => {
    const s = build({ hand: ['Squire'], row: ['Cave Rats'] });
    const check = (x: unknown) => {
      const r = gate.parseState(JSON.parse(JSON.stringify(x)), DEFAULT_CONFIG);
      return r.ok ? null : r.error;
    };
    expect(check(s)).toBeNull();
    expect(check({ ...s, hand: [...s.hand, byName('Squire')] })).toMatchObject({ code: 'BAD_STATE', reason: `card ${byName('Squire')} appears 2 times` });
    expect(check({ ...s, row: [] })).toMatchObject({ code: 'BAD_STATE', reason: `enemy ${foe('Cave Rats')} appears 0 times` });
    expect(check({ ...s, wounds: [3] })).toMatchObject({ code: 'BAD_STATE', reason: 'a face-up enemy has health left' });
    expect(check({ ...s, health: [7, 12, 6] })).toMatchObject({ code: 'BAD_STATE', reason: 'above the maximum 6' });
    expect(check({ ...s, fear: 15 })).toMatchObject({ code: 'BAD_STATE', path: 'state.fear' });
    expect(check({ ...s, result: 'won' })).toMatchObject({ code: 'BAD_STATE', path: 'state.phase' });
    expect(check({ ...s, secret: 1 })).toMatchObject({ code: 'BAD_STATE', path: 'state.secret' });
    expect(gate.parseConfig({ seats: 2, turnLimit: 60 }).ok).toBe(false);
    expect(gate.parseConfig({ seats: 1, turnLimit: 60 }).ok).toBe(true);
    expect(gate.setup({ seats: 2 as 1, turnLimit: 60 }, 1)).toMatchObject({ ok: false, error: { code: 'BAD_GATE_CONFIG' } });
    expect(gate.setup({ seats: 1, turnLimit: 0 }, 1)).toMatchObject({ ok: false, error: { code: 'BAD_GATE_CONFIG' } });
  });
});

describe('words', () => {
  it('every refusal code has words with its numbers', () => {
    const errors: GateError[] = [
      { code: 'NOT_IN_HAND', card: 3 },
      { code: 'NO_SUCH_TRAIT', card: 3, trait: 'repair' },
      { code: 'INCOME_TOO_LATE' },
      { code: 'NO_FEAR' },
      { code: 'NOT_FACE_UP', enemy: 8 },
      { code: 'BAD_SPLIT', reason: 'x' },
      { code: 'LOCATION_DESTROYED', loc: 'farm' },
      { code: 'TOO_MUCH_REPAIR', loc: 'tower', amount: 3, missing: 1 },
      { code: 'NOTHING_TO_REPAIR' },
      { code: 'REPAIR_TOTAL', total: 1, need: 2 },
      { code: 'ALREADY_ISSUED', command: 'festival' },
      { code: 'NOT_ENOUGH_GOLD', need: 2, have: 1 },
      { code: 'FULL_HEALTH', loc: 'gate', health: 12 },
      { code: 'NO_SUCH_LOCATION', loc: 'moat' },
      { code: 'MARKET_EMPTY' },
      { code: 'NO_SUCH_SLOT', slot: 5 },
      { code: 'SLOT_EMPTY', slot: 2 },
    ];
    const words = errors.map((e) => gate.describeError(e));
    expect(new Set(words).size).toBe(errors.length);
    expect(gate.describeError({ code: 'NOT_ENOUGH_GOLD', need: 2, have: 1 })).toBe('That costs 2 gold and you have 1.');
    expect(gate.describeError({ code: 'TOO_MUCH_REPAIR', loc: 'tower', amount: 3, missing: 1 })).toBe('The Tower is only missing 1 health (you gave it 3).');
    expect(gate.describeError({ code: 'GAME_OVER' })).toBe('The game is over.');
  });
  it('GT-10 a move of an earlier step names the step the turn is in and what is still open', () => {
    expect(gate.describeError({ code: 'MOVE_NOT_IN_PHASE', move: 'recruit', phase: 'use', allowed: ['use', 'endTurn'] })).toBe(
      'Recruits can\'t be done now: this turn has moved on to "Use cards" (still open: using cards, End Turn).',
    );
    expect(gate.describeError({ code: 'MOVE_NOT_IN_PHASE', move: 'command', phase: 'recruit', allowed: ['use', 'recruit', 'endTurn'] })).toBe(
      'Commands can\'t be done now: this turn has moved on to "Recruit" (still open: using cards, recruiting, End Turn).',
    );
  });
  it('every event of many runs has words', () => {
    const seen = new Set<GateEvent['type']>();
    const rng = createRng('words');
    for (let g = 0; g < 400; g++) {
      randomRun(`words-${g}`, rng, (_, __, events) => {
        for (const e of events) {
          seen.add(e.type);
          expect(gate.describeEvent(e).length, e.type).toBeGreaterThan(5);
        }
      });
    }
    expect(seen.size).toBeGreaterThan(20);
  });
});
