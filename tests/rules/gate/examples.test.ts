/** The rulebook's worked examples (001_740fb252ccdf794f.txt), each as a test, shipped for the in-app rulebook. */
import { describe, expect, it } from 'vitest';
import { gate } from '../../../src/rules/gate/index';
import { shipped } from '../shipped-examples';
import { build, byName, calm, play, repair } from './build';

describe('rulebook examples', () => {
  it('GT-24 "If you use a Citizen Card for its calm trait, lower your fear level on the Fearamid by the value of the calm trait, and then discard the Citizen Card (ignoring all the other traits)"', shipped(gate, 'calm-a-citizen', { title: 'A Piper used for her calm trait: the fear falls by 2 and she is discarded', clauses: ['GT-24'], seat: 0 }, () => {
    const s = build({ hand: ['Piper'], fear: 5 });
    const { state } = play(s, calm('Piper'));
    expect(state.fear).toBe(3);
    expect(state.discard).toContain(byName('Piper'));
    expect(state.hand).not.toContain(byName('Piper'));
    // Her other traits are ignored: no Gold, no repair.
    expect(state.gold).toBe(s.gold);
    expect(state.health).toEqual(s.health);
  }));

  it('GT-23 "remember he restores 3 health if he repairs the Tower (as opposed to 2 health for other locations)"', shipped(gate, 'mason-repairs-the-tower', { title: 'The Mason repairs the Tower: 3 health where another place gets 2', clauses: ['GT-23'], seat: 0 }, () => {
    const s = build({ hand: ['Mason'], health: [6, 8, 2] });
    // Elsewhere (the Gate), his 2 repair points restore 2 (tried aside: the example plays the Tower).
    const elsewhere = gate.apply(s, 0, repair('Mason', [0, 2, 0]));
    if (!elsewhere.ok) throw new Error(elsewhere.error.code);
    expect(elsewhere.value.state.health).toEqual([6, 10, 2]);
    expect(play(s, repair('Mason', [0, 0, 2])).state.health).toEqual([6, 8, 5]);
  }));
});
