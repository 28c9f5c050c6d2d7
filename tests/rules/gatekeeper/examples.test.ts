/** The rulebook's worked examples, each as a test (004_3e497bde22a98d6b.txt). */
import { describe, expect, it } from 'vitest';
import { shipped } from '../shipped-examples';
import { gatekeeper } from '../../../src/rules/gatekeeper/index';
import { build, column, dz, ofType, play, playPlain, witch } from './build';

describe('rulebook examples', () => {
  it('GK-20 "triggered for a movement of 3 (III). Starting on the Earth location she moves two positions to the right … cycles back to … the Wind location"', shipped(gatekeeper, 'keeper-moves-three', { title: 'A movement of III: the Gatekeeper moves three places, from Earth round to Air', clauses: ['GK-20'], seat: 0 }, () => {
    const three = witch({ element: 'air', power: 7 }); // movement III
    const s = build({ hands: [[three], []], keeper: 1 });
    const { state, events } = playPlain(s, { type: 'play', card: three, loc: 0 });
    expect(ofType(events, 'keeperMoved')[0]).toEqual({ type: 'keeperMoved', from: 1, to: 0, path: [2, 3, 0] });
    expect(state.keeper).toBe(0);
  }));

  it('GK-13 "a water element witch with spellpower 6 … duel … an earth element witch with spellpower 5 … the earth element witch will be rotated"', shipped(gatekeeper, 'duel-water-six-earth-five', { title: 'A Water 6 duels an Earth 5: the Earth witch is dazzled', clauses: ['GK-13'], seat: 0 }, () => {
    const water6 = witch({ element: 'water', power: 6 });
    const earth5 = witch({ element: 'earth', power: 5 });
    const s = build({ hands: [[water6], []], cols: [[], [[], [], [earth5]]], keeper: 0 });
    const { state, events } = play(s, { type: 'play', card: water6, loc: 2 });
    expect(ofType(events, 'duel')[0]).toMatchObject({ witch: water6, target: earth5, loser: earth5 });
    expect(column(state, 1, 2)[0]).toBe(dz(earth5));
  }));

  it('GK-25 "player 1 … holding the majority with his 3 witches VS 1 … will inflict 4 mana damage (1+1+2) with the defender blocking 2 … so 2 damage"', shipped(gatekeeper, 'confrontation-three-against-one', { title: 'Three Fire witches against one at the Fire gate: 4 damage, 2 blocked', clauses: ['GK-25'], seat: 0 }, () => {
    // Fire gate at Fire: player 0 has three upright fire witches; player 1 one upright and one dazzled.
    const fires = [witch({ element: 'fire', power: 7 }), witch({ element: 'fire', spell: 'healer' }), witch({ element: 'fire', spell: 'astralShield' })];
    const theirs = [dz(witch({ element: 'fire', spell: 'twinStrike' })), witch({ element: 'fire', spell: 'lieutenant' })];
    const mover = witch({ element: 'earth', power: 7 }); // I: Water → Fire
    const s = build({ hands: [[mover], []], cols: [[[], [], [], fires], [[], [], [], theirs]], keeper: 2, beads: [0, 0, 0, 2] });
    const { state, events } = playPlain(s, { type: 'play', card: mover, loc: 1 });
    expect(ofType(events, 'confrontation')[0]).toMatchObject({ element: 'fire', undazzled: [3, 1], dominant: 0, strike: 4, block: 2, damage: 2 });
    expect(state.mana).toEqual([12, 10]);
  }));

  it('GK-25 "both player have an equal amount of undazzled witches of the triggered element and thus no damage is dealt"', shipped(gatekeeper, 'confrontation-equal', { title: 'As many witches on each side at the Fire gate: no damage', clauses: ['GK-25'], seat: 0 }, () => {
    const mine = [witch({ element: 'fire', power: 7 }), dz(witch({ element: 'fire', spell: 'healer' }))];
    const theirs = [dz(witch({ element: 'fire', spell: 'twinStrike' })), witch({ element: 'fire', spell: 'lieutenant' })];
    const mover = witch({ element: 'earth', power: 7 });
    const s = build({ hands: [[mover], []], cols: [[[], [], [], [mine[1]!, mine[0]!]], [[], [], [], theirs]], keeper: 2, beads: [0, 0, 0, 2] });
    const { state, events } = playPlain(s, { type: 'play', card: mover, loc: 1 });
    expect(ofType(events, 'confrontation')[0]).toMatchObject({ undazzled: [1, 1], dominant: null, damage: 0 });
    expect(state.mana).toEqual([12, 12]);
  }));

  it('GK-23 "If on both sides a dazzled witch is present, the witch with the lowest spellpower is removed … (spellpower 4)"', shipped(gatekeeper, 'both-dazzled', { title: 'A dazzled witch on each side: the lower spellpower (4) is removed', clauses: ['GK-23'], seat: 0 }, () => {
    const four = witch({ element: 'water', spell: 'fury' });
    const six = witch({ element: 'water', spell: 'healer' });
    const mover = witch({ element: 'earth', power: 7 }); // I: Earth → Water
    const s = build({ hands: [[mover], []], cols: [[[], [], [dz(six)]], [[], [], [dz(four)]]], keeper: 1 });
    const { state, events } = playPlain(s, { type: 'play', card: mover, loc: 1 });
    expect(ofType(events, 'removed')).toEqual([{ type: 'removed', witch: four, owner: 1, loc: 2 }]);
    expect(column(state, 0, 2)).toEqual([dz(six)]);
    expect(state.discard).toContain(four);
  }));
});
