/** Bad input is refused with a code, in words, and leaves the state exactly as it was. */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/rules/core/hash';
import { gatekeeper } from '../../../src/rules/gatekeeper/index';
import type { GkMove, GkState } from '../../../src/rules/gatekeeper/index';
import { build, play, witch } from './build';

const AIR7 = witch({ element: 'air', power: 7 });
const FIRE7 = witch({ element: 'fire', power: 7 });

function refuse(s: GkState, seat: number, move: GkMove) {
  const before = stateHash(s);
  const r = gatekeeper.apply(s, seat, move);
  expect(stateHash(s)).toBe(before);
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  expect(gatekeeper.describeError(r.error).length).toBeGreaterThan(10);
  return r.error;
}

describe('refused moves', () => {
  const s = build({ hands: [[AIR7], [FIRE7]], keeper: 2 });
  it('a move for the wrong seat', () => {
    expect(refuse(s, 1, { type: 'play', card: FIRE7, loc: 3 })).toEqual({ code: 'NOT_YOUR_DECISION', seat: 1, deciding: [0] });
    expect(refuse(s, 2, { type: 'play', card: FIRE7, loc: 3 })).toMatchObject({ code: 'NO_SUCH_SEAT' });
  });
  it('a witch not in hand', () => {
    expect(refuse(s, 0, { type: 'play', card: FIRE7, loc: 3 })).toEqual({ code: 'NOT_IN_HAND', card: FIRE7 });
  });
  it('an illegal location', () => {
    expect(refuse(s, 0, { type: 'play', card: AIR7, loc: 2 })).toEqual({ code: 'ELEMENT_NOT_AT_LOCATION', card: AIR7, element: 'air', loc: 2 });
    expect(refuse(s, 0, { type: 'play', card: AIR7, loc: 7 })).toEqual({ code: 'NO_SUCH_LOCATION', loc: 7 });
  });
  it('a spell target that does not exist', () => {
    const healer = witch({ element: 'air', spell: 'healer' });
    const lying = witch({ element: 'earth', power: 1 });
    const t = play(build({ hands: [[healer], []], cols: [[[], [lying | 64]], []], keeper: 2 }), { type: 'play', card: healer, loc: 0 }).state;
    expect(t.phase).toBe('healer');
    expect(refuse(t, 0, { type: 'healer', witches: [FIRE7] })).toMatchObject({ code: 'NO_SUCH_TARGET', witch: FIRE7 });
    expect(refuse(t, 0, { type: 'healer', witches: [healer] })).toMatchObject({ code: 'NO_SUCH_TARGET', witch: healer });
    expect(refuse(t, 0, { type: 'healer', witches: [] })).toEqual({ code: 'TOO_MANY_TARGETS', max: 2 });
  });
  it('a move of another phase, and skipping where nothing can be skipped', () => {
    expect(refuse(s, 0, { type: 'archer', target: FIRE7 })).toMatchObject({ code: 'MOVE_NOT_IN_PHASE', phase: 'play' });
    expect(refuse(s, 0, { type: 'skip' })).toMatchObject({ code: 'MOVE_NOT_IN_PHASE' });
    // The player reads the step's name, not the engine's phase id.
    expect(gatekeeper.describeError(refuse(s, 0, { type: 'skip' }) as never)).toBe('You can\'t do that now: the game is at "Play a witch".');
  });
  it('malformed moves from outside are refused by parseMove', () => {
    for (const bad of [null, 3, { type: 'teleport' }, { type: 'play', card: 'x', loc: 0 }, { type: 'play', card: 1, loc: 9 }, { type: 'play', card: 1, loc: 0, extra: 1 }, { type: 'healer', witches: [1, 2, 3] }]) {
      const r = gatekeeper.parseMove(bad);
      expect(r.ok, JSON.stringify(bad)).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('MALFORMED_MOVE');
    }
    expect(gatekeeper.parseMove({ type: 'play', card: 1, loc: 0 }).ok).toBe(true);
  });
  it('a corrupt state is refused by parseState with where and why', () => {
    const doubled = { ...s, pile: [...s.pile, AIR7] };
    const r = gatekeeper.parseState(JSON.parse(JSON.stringify(doubled)), s.config);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'BAD_STATE', reason: expect.stringContaining(`witch ${AIR7} appears 2 times`) });
  });
});
