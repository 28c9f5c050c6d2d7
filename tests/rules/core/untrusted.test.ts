/**
 * Untrusted input never throws: every entry point for outside data (parseMove, parseConfig, parseState,
 * importPosition, validate and apply with a move nobody parsed) answers any JSON value with a coded error.
 */
import { describe, expect, it } from 'vitest';
import { gate } from '../../../src/rules/gate/index';
import { gatekeeper } from '../../../src/rules/gatekeeper/index';
import { gaterunners } from '../../../src/rules/gaterunners/index';
import { gateway } from '../../../src/rules/gateway/index';
import type { GameModule } from '../../../src/rules/core/module';
import { exportPosition, importPosition, MAX_META_CHARS, MAX_POSITION_CHARS } from '../../../src/rules/core/position';
import { int, jsonWithin, MOVE_LIMITS, record, recordOf } from '../../../src/rules/core/shape';
import { highcard } from '../../fixtures/highcard';

const GAMES = [
  ['gatekeeper', gatekeeper],
  ['gate', gate],
  ['gaterunners', gaterunners],
  ['gateway', gateway],
] as unknown as readonly (readonly [string, GameModule])[];

const deepArray = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;
const deepObject = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('shape.record checks own keys only', () => {
  it('a field named like a prototype member is an unknown field, JSON\'s own "__proto__" key included', () => {
    for (const [id, module] of GAMES) {
      for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
        const move = JSON.parse(`{"type":"${id === 'gate' ? 'endTurn' : 'pass'}","${key}":1}`) as unknown;
        const r = module.parseMove(move);
        expect(r.ok, `${id}: { ${key} } was accepted`).toBe(false);
      }
    }
  });

  it('a declared field is missing unless the object itself has it (not inherited)', () => {
    const shape = record({ constructor: int(), toString: int() }, ['constructor']);
    // "constructor" is optional and absent: fine. "toString" is required: missing, though every object inherits it.
    expect(shape({ toString: 1 }, '$')).toBeNull();
    expect(shape({}, '$')).toEqual({ path: '$.toString', reason: 'missing' });
  });
});

describe('jsonWithin: size and depth before anything else looks at the value', () => {
  it('refuses nesting past the limit without using the call stack', () => {
    expect(jsonWithin(deepArray(200_000), MOVE_LIMITS, 'move')).toMatchObject({ reason: `nested deeper than ${MOVE_LIMITS.maxDepth}` });
    expect(jsonWithin(deepArray(MOVE_LIMITS.maxDepth), MOVE_LIMITS, 'move')).toBeNull();
  });
  it('refuses too many values, long strings, and what JSON cannot carry', () => {
    expect(jsonWithin(new Array(MOVE_LIMITS.maxNodes).fill(0), MOVE_LIMITS, 'move')?.reason).toMatch(/more than/);
    expect(jsonWithin({ type: 'x'.repeat(MOVE_LIMITS.maxString + 1) }, MOVE_LIMITS, 'move')?.reason).toMatch(/longer than/);
    expect(jsonWithin({ when: new Date(0) }, MOVE_LIMITS, 'move')).toEqual({ path: 'move.when', reason: 'not a plain object' });
    expect(jsonWithin([Number.NaN], MOVE_LIMITS, 'move')).toEqual({ path: 'move[0]', reason: 'expected a finite number' });
    expect(jsonWithin([() => 1], MOVE_LIMITS, 'move')).toEqual({ path: 'move[0]', reason: 'not JSON (function)' });
  });
});

describe('parseMove / parseConfig / parseState never throw', () => {
  it("gate: { type: 'use', trait: { toString: 1 } } is a coded MALFORMED_MOVE (it used to throw a TypeError)", () => {
    const r = gate.parseMove({ type: 'use', trait: { toString: 1 } });
    expect(r).toEqual({ ok: false, error: { code: 'MALFORMED_MOVE', reason: 'unknown trait a value of type object' } });
    expect(gate.parseMove({ type: 'command', command: deepArray(100_000) }).ok).toBe(false);
  });

  const hostile: readonly [string, unknown][] = [
    ['a deep array', deepArray(100_000)],
    ['a deep object', deepObject(100_000)],
    ['a move type holding a deep array', { type: deepArray(100_000) }],
    ['an object with a toString field', { type: 'use', trait: { toString: 1 }, command: { valueOf: 1 } }],
    ['a string', 'pass'],
    ['null', null],
    ['a huge array', new Array(1_000_000).fill(0)],
  ];
  for (const [id, module] of GAMES) {
    it(`${id}: every parser answers hostile JSON with a coded error`, () => {
      const config = module.defaultConfig(module.minSeats);
      for (const [name, value] of hostile) {
        const move = module.parseMove(value);
        expect(move.ok ? 'accepted' : move.error.code, `${name} as a move`).toBe('MALFORMED_MOVE');
        const parsedConfig = module.parseConfig(value);
        expect(parsedConfig.ok ? 'accepted' : parsedConfig.error.code, `${name} as a config`).toMatch(/^BAD_/);
        const parsedState = module.parseState(value, config);
        expect(parsedState.ok ? 'accepted' : parsedState.error.code, `${name} as a state`).toBe('BAD_STATE');
        const position = importPosition(module, { format: 'gatehouse.position', version: 1, game: id, stateVersion: module.stateVersion, config, state: value, hash: '0' });
        expect(position.ok ? 'accepted' : position.error.code, `${name} as a position's state`).toMatch(/^(BAD_STATE|NOT_A_POSITION)$/);
      }
    });
  }
});

describe('validate and apply parse the move first', () => {
  it("gatekeeper: { type: 'mulligan' } and { type: 'mulligan', cards: 5 } are coded refusals (they used to throw)", () => {
    const setup = gatekeeper.setup(gatekeeper.defaultConfig(2), 'unparsed');
    if (!setup.ok) throw new Error('setup');
    const state = setup.value;
    const seat = gatekeeper.decision(state).seats[0] as number;
    const missing = { type: 'mulligan' } as unknown as Parameters<typeof gatekeeper.validate>[2];
    const notAList = { type: 'mulligan', cards: 5 } as unknown as Parameters<typeof gatekeeper.validate>[2];
    expect(gatekeeper.validate(state, seat, missing)?.code).toBe('MALFORMED_MOVE');
    expect(gatekeeper.validate(state, seat, notAList)?.code).toBe('MALFORMED_MOVE');
    const applied = gatekeeper.apply(state, seat, notAList);
    expect(applied.ok ? 'applied' : applied.error.code).toBe('MALFORMED_MOVE');
  });

  for (const [id, module] of GAMES) {
    it(`${id}: every move type with fields of the wrong kind is refused by code in validate and apply`, () => {
      const setup = module.setup(module.defaultConfig(module.minSeats), `unparsed-${id}`);
      if (!setup.ok) throw new Error('setup');
      const state = setup.value;
      const seat = module.decision(state).seats[0] as number;
      const phase = module.phaseOf(state);
      for (const type of module.phases[phase]?.moves ?? []) {
        for (const junk of [{ type, card: 'x', cards: 5, loc: -1, witches: {}, trait: { toString: 1 }, command: [] }, { type, extra: deepArray(1000) }]) {
          const move = junk as unknown as Parameters<typeof module.validate>[2];
          expect(module.validate(state, seat, move)?.code, `${id} ${type}`).toBe('MALFORMED_MOVE');
          const applied = module.apply(state, seat, move);
          expect(applied.ok ? 'applied' : applied.error.code).toBe('MALFORMED_MOVE');
        }
      }
    });
  }
});

describe('position files: the hash is required, meta and size are capped', () => {
  const setup = highcard.setup(highcard.defaultConfig(2), 'caps');
  if (!setup.ok) throw new Error('setup');
  const file = exportPosition(highcard, setup.value.config, setup.value, { meta: { label: 'caps' } });
  const code = (input: unknown) => {
    const r = importPosition(highcard, input);
    return r.ok ? 'ok' : r.error.code;
  };
  it('accepts the file as written', () => expect(code(file)).toBe('ok'));
  it('refuses a file with no hash, or a hash that is not a string, instead of skipping the check', () => {
    const { hash: _hash, ...noHash } = file;
    expect(code(noHash)).toBe('NOT_A_POSITION');
    expect(code({ ...file, hash: 12 })).toBe('NOT_A_POSITION');
    expect(code({ ...file, hash: null })).toBe('NOT_A_POSITION');
  });
  it('refuses a meta block over its size, and a file over its length', () => {
    expect(code({ ...file, meta: { note: 'x'.repeat(1000) } })).toBe('ok');
    const bigMeta = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, 'x'.repeat(1000)]));
    expect(JSON.stringify(bigMeta).length).toBeGreaterThan(MAX_META_CHARS);
    expect(code({ ...file, meta: bigMeta })).toBe('NOT_A_POSITION');
    expect(code({ ...file, meta: deepObject(50) })).toBe('NOT_A_POSITION');
    expect(code(JSON.stringify(file) + ' '.repeat(MAX_POSITION_CHARS))).toBe('NOT_A_POSITION');
  });
  it('refuses a history entry whose seat is not an integer', () => {
    expect(code({ ...file, history: { seed: 'caps', moves: [{ seat: 0.5, move: { type: 'keep' } }] } })).toBe('BAD_HISTORY');
  });
});

describe('recordOf: a state field without a check is a compile error', () => {
  it('refuses at compile time a shape that forgets a field (tsc fails if this stops being an error)', () => {
    // @ts-expect-error: the field "b" of the type has no check
    const forgetful = recordOf<{ a: number; b: number }>()({ a: int() });
    // At run time it is an ordinary record: "b" counts as an unknown field.
    expect(forgetful({ a: 1, b: 2 }, '$')).toEqual({ path: '$.b', reason: 'unknown field' });
    expect(recordOf<{ a: number }>()({ a: int() })({ a: 1 }, '$')).toBeNull();
  });
});
