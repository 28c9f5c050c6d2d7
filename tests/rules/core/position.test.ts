import { describe, expect, it } from 'vitest';
import { highcard } from '../../fixtures/highcard';
import type { HcMove, HcState } from '../../fixtures/highcard';
import { describePositionError, exportPosition, importPosition, POSITION_VERSION } from '../../../src/rules/core/position';
import type { PositionError } from '../../../src/rules/core/position';
import type { MoveRecord } from '../../../src/rules/core/replay';
import { stateHash } from '../../../src/rules/core/hash';

function played(): { state: HcState; moves: MoveRecord<HcMove>[] } {
  const config = highcard.defaultConfig(2);
  const r = highcard.setup(config, 'pos');
  if (!r.ok) throw new Error('setup');
  let state = r.value;
  const moves: MoveRecord<HcMove>[] = [];
  for (let i = 0; i < 6; i++) {
    const seat = highcard.decision(state).seats[0]!;
    const move = highcard.legalMoves(state, seat)[0]!;
    const a = highcard.apply(state, seat, move);
    if (!a.ok) throw new Error('apply');
    state = a.value.state;
    moves.push({ seat, move });
  }
  return { state, moves };
}

const code = (r: { ok: boolean; error?: PositionError }) => (r.ok ? 'ok' : r.error?.code);

describe('position files (export/import, also the save format)', () => {
  const { state, moves } = played();
  const file = exportPosition(highcard, state.config, state, { history: { seed: 'pos', moves }, meta: { label: 'test' } });

  it('round-trips through a JSON string to the same state hash, history and meta', () => {
    const r = importPosition(highcard, JSON.stringify(file));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(stateHash(r.value.state)).toBe(stateHash(state));
    expect(r.value.history?.moves).toEqual(moves);
    expect(r.value.meta).toEqual({ label: 'test' });
  });

  it('accepts a position without history (a scenario)', () => {
    const { history: _h, ...bare } = file;
    expect(code(importPosition(highcard, bare))).toBe('ok');
  });

  const cases: [string, unknown, PositionError['code']][] = [
    ['not JSON', '{oops', 'NOT_JSON'],
    ['no format tag', { ...file, format: 'something' }, 'NOT_A_POSITION'],
    ['a newer envelope', { ...file, version: POSITION_VERSION + 1 }, 'NEWER_FORMAT'],
    ['another game', { ...file, game: 'gate' }, 'WRONG_GAME'],
    ['newer rules', { ...file, stateVersion: 2 }, 'NEWER_STATE_VERSION'],
    ['older rules', { ...file, stateVersion: 0 }, 'OLDER_STATE_VERSION'],
    ['a bad config', { ...file, config: { seats: 9, deckSize: 20 } }, 'BAD_CONFIG'],
    ['a state with a missing field', { ...file, state: { ...state, turn: undefined } }, 'BAD_STATE'],
    ['a state with a duplicated card', { ...file, state: { ...state, pile: [...state.pile, state.deck[0]] } }, 'BAD_STATE'],
    ['an edited state (checksum)', { ...file, state: { ...state, turn: 1 - state.turn } }, 'HASH_MISMATCH'],
    ['a history that does not replay', { ...file, history: { seed: 'other', moves } }, 'BAD_HISTORY'],
    ['a history with a malformed move', { ...file, history: { seed: 'pos', moves: [{ seat: 0, move: { type: 'fly' } }] } }, 'BAD_HISTORY'],
  ];
  it.each(cases)('refuses %s with a coded error and words for it', (_name, input, expected) => {
    const r = importPosition(highcard, input);
    expect(code(r)).toBe(expected);
    if (!r.ok) expect(describePositionError(r.error).length).toBeGreaterThan(20);
  });

  it('says where a damaged state is broken', () => {
    const r = importPosition(highcard, { ...file, state: { ...state, hands: [[1, 2], ['x']] } });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'BAD_STATE', path: '$.hands[1][0]' });
  });
});
