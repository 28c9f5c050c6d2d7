/** Soft alliances (GW-42, U4): asking, lending, the battle with lent cards, their return, and the Infamy split. */
import { describe, expect, it } from 'vitest';
import { gateway, HIDDEN_CARD, redactEvent } from '../../../src/rules/gateway/index';
import { createRng } from '../../../src/rules/core/rng';
import type { GwState } from '../../../src/rules/gateway/index';
import { army, at, game, hold, ofType, play, refusal, runes, seal } from './build';

/** Seat 0 (a Sledge) attacks High Falls (Elite Guard 4/5 2 Infamy, Watchman 2/3 1 Infamy); seat 1 could help. */
function scene(seats = 3) {
  const s = game(seats);
  const [sledge0] = army(s, 0, ['sledge']);
  runes(s, 0, []);
  const [sledge1, rebel1] = army(s, 1, ['sledge', 'rebel']);
  const [sword] = runes(s, 1, ['swordstone']);
  for (let seat = 2; seat < seats; seat++) runes(s, seat, []);
  const i = at(s, 'high-falls');
  hold(s, i, ['elite-guard', 'watchman']);
  s.phase = 'attack';
  return { s, i, sledge0: sledge0!, sledge1: sledge1!, rebel1: rebel1!, sword: sword! };
}

describe('GW-42 soft alliances (U4)', () => {
  it('the attacker asks one player, who lends Insurgents and a Runestone; the Runestone is the attacker’s to use; Infamy splits 2–1; the district and its reward go to the attacker; survivors go back', () => {
    const { s, i, sledge0, sledge1, rebel1, sword } = scene();
    const asked = play(seal(s), { type: 'ask', district: i, ally: 1 }).state;
    expect(asked.phase).toBe('ally');
    expect(gateway.decision(asked).seats).toEqual([1]);
    expect(asked.turn.attacks).toBe(0);
    // The ally's offered answers: decline, everything but the Runestones, everything, each Insurgent alone.
    expect(gateway.legalMoves(asked, 1)).toEqual([
      { type: 'lend', cards: [], runes: [] },
      { type: 'lend', cards: [sledge1, rebel1], runes: [] },
      { type: 'lend', cards: [sledge1, rebel1], runes: [sword] },
      { type: 'lend', cards: [sledge1], runes: [] },
      { type: 'lend', cards: [rebel1], runes: [] },
    ]);
    const lent = play(asked, { type: 'lend', cards: [sledge1, rebel1], runes: [sword] });
    let st: GwState = lent.state;
    expect(ofType(lent.events, 'lent')).toEqual([{ type: 'lent', seat: 1, to: 0, cards: [sledge1, rebel1], runes: [sword] }]);
    expect(st.players[0]!.army.map((u) => u.card)).toEqual([sledge0, sledge1, rebel1]);
    expect(st.players[0]!.runes).toEqual([sword]);
    expect(st.players[1]!.army).toEqual([]);
    expect(st.phase).toBe('runes');
    expect(gateway.decision(st).seats).toEqual([0]);
    // The Swordstone's +6 goes to the attacker's Army: 3 + 3 + 1 + 6 = 13 against 8 Defense. No Runestone left: on to damage.
    st = play(st, { type: 'rune', card: sword }).state;
    expect(gateway.view(st, 0).amounts).toEqual([13, 6]);
    st = play(st, { type: 'assign', damage: [5, 8] }).state;
    // The Guard's 6 is dealt by the seat to the attacker's left (U3): here the ally itself.
    expect(gateway.decision(st).seats).toEqual([1]);
    const end = play(st, { type: 'assign', damage: [3, 1, 2] });
    st = end.state;
    expect(st.districts[i]!.owner).toBe(0);
    // 3 Infamy for the kills: 2 to the attacker (the odd point), 1 to the ally; High Falls' reward (+2) to the attacker.
    expect(st.players[0]!.infamy).toBe(4);
    expect(st.players[1]!.infamy).toBe(1);
    // The killed Sledge goes to seat 0's discard pile, the killed lent Rebel to its lender's; the lent Sledge returns.
    expect(st.players[0]!.discard).toContain(sledge0);
    expect(st.players[1]!.discard).toContain(rebel1);
    expect(st.players[1]!.army.map((u) => u.card)).toEqual([sledge1]);
    expect(st.players[0]!.army).toEqual([]);
    expect(st.exile).toContain(sword);
    expect(st.alliance).toBeNull();
    expect(ofType(end.events, 'returned')).toEqual([{ type: 'returned', seat: 1, from: 0, cards: [sledge1], runes: [] }]);
  });

  it('an unused lent Runestone goes back to its lender; a decline leaves the attacker alone with all the Infamy', () => {
    const a = scene();
    let st = play(seal(a.s), { type: 'ask', district: a.i, ally: 1 }, { type: 'lend', cards: [], runes: [a.sword] }).state;
    expect(st.alliance).toMatchObject({ ally: 1, lent: [], lentRunes: [a.sword] });
    // The Sledge's 3 kills the Watchman (1 Infamy: the odd point is the attacker's); the Guard's 6 (both deal: simultaneous) kills the Sledge.
    st = play(st, { type: 'done' }, { type: 'assign', damage: [0, 3] }, { type: 'assign', damage: [6] }).state;
    expect(st.players[0]!.infamy).toBe(1);
    expect(st.players[1]!.infamy).toBe(0);
    expect(st.players[1]!.runes).toEqual([a.sword]);
    expect(st.players[0]!.runes).toEqual([]);
    expect(st.alliance).toBeNull();

    const b = scene();
    const [blunder] = army(b.s, 0, ['blunderbuss-mage', 'sledge']);
    st = play(seal(b.s), { type: 'ask', district: b.i, ally: 1 }, { type: 'lend', cards: [], runes: [] }).state;
    expect(st.alliance).toBeNull();
    expect(st.players[0]!.army.map((u) => u.card)[0]).toBe(blunder);
    // 5 + 3 = 8 kills both Guards: all 3 Infamy and the reward's 2 to the attacker.
    st = play(st, { type: 'assign', damage: [5, 3] }, { type: 'assign', damage: [3, 3] }).state;
    expect(st.players[0]!.infamy).toBe(5);
    expect(st.players[1]!.infamy).toBe(0);
  });

  it('refuses, with coded reasons and no change: oneself, the defender, a player with no Insurgents, a district taken without a battle, cards not one’s own or lent twice', () => {
    const { s, i, sledge0, sledge1 } = scene();
    const st = seal(s);
    expect(refusal(st, { type: 'ask', district: i, ally: 0 })).toEqual({ code: 'NO_SUCH_ALLY', ally: 0, reason: 'self' });
    expect(refusal(st, { type: 'ask', district: i, ally: 2 })).toEqual({ code: 'NO_SUCH_ALLY', ally: 2, reason: 'noArmy' });
    expect(refusal(st, { type: 'ask', district: i, ally: 5 })).toEqual({ code: 'NO_SUCH_ALLY', ally: 5, reason: 'seat' });
    const held = game(3);
    army(held, 0, ['sledge']);
    army(held, 1, ['sledge']);
    army(held, 2, ['rebel']);
    const j = at(held, 'swamptown');
    hold(held, j, 1);
    const k = at(held, 'high-falls');
    hold(held, k, []);
    held.phase = 'attack';
    expect(refusal(seal(held), { type: 'ask', district: j, ally: 1 })).toEqual({ code: 'NO_SUCH_ALLY', ally: 1, reason: 'defender' });
    expect(refusal(seal(held), { type: 'ask', district: j, ally: 2 })).toBeNull();
    expect(refusal(seal(held), { type: 'ask', district: k, ally: 2 })).toEqual({ code: 'NO_BATTLE', district: k });
    expect(gateway.legalMoves(seal(held), 0).filter((m) => m.type === 'ask' && m.district === k)).toEqual([]);
    const asked = play(st, { type: 'ask', district: i, ally: 1 }).state;
    expect(refusal(asked, { type: 'lend', cards: [sledge0], runes: [] })).toEqual({ code: 'NOT_LENDABLE', card: sledge0 });
    expect(refusal(asked, { type: 'lend', cards: [sledge1, sledge1], runes: [] })).toEqual({ code: 'NOT_LENDABLE', card: sledge1 });
    const before = JSON.stringify(asked);
    expect(gateway.apply(asked, 1, { type: 'lend', cards: [sledge0], runes: [] }).ok).toBe(false);
    expect(gateway.apply(asked, 0, { type: 'lend', cards: [], runes: [] }).ok).toBe(false);
    expect(JSON.stringify(asked)).toBe(before);
  });

  it('lent Runestones are shown to the lender and the borrower only (GW-80)', () => {
    const { s, i, sledge1, sword } = scene();
    const r = play(seal(s), { type: 'ask', district: i, ally: 1 }, { type: 'lend', cards: [sledge1], runes: [sword] });
    const lent = ofType(r.events, 'lent')[0]!;
    expect(redactEvent(lent, 0)).toEqual(lent);
    expect(redactEvent(lent, 1)).toEqual(lent);
    expect(redactEvent(lent, 2)).toEqual({ ...lent, runes: [-1] });
    expect(gateway.view(r.state, 2).players[0]!.runeTiers).toEqual(['uncommon']);
    // The third seat sees that one Runestone was lent, not which (the view used to pass lentRunes through).
    expect(gateway.view(r.state, 2).alliance).toEqual({ ally: 1, district: i, lent: [sledge1], lentRunes: [HIDDEN_CARD] });
    expect(gateway.view(r.state, 0).alliance).toEqual({ ally: 1, district: i, lent: [sledge1], lentRunes: [sword] });
    expect(gateway.view(r.state, 1).alliance).toEqual({ ally: 1, district: i, lent: [sledge1], lentRunes: [sword] });
  });

  for (const seats of [3, 4]) {
    it(`at ${seats} players, every third seat's view hides the lent Runestones, and its samples lend Runestones the attacker holds (GW-42, GW-80)`, () => {
      const { s, i, sledge1, sword } = scene(seats);
      const r = play(seal(s), { type: 'ask', district: i, ally: 1 }, { type: 'lend', cards: [sledge1], runes: [sword] });
      for (let seat = 2; seat < seats; seat++) {
        const seen = gateway.view(r.state, seat);
        expect(seen.alliance, `seat ${seat}`).toEqual({ ally: 1, district: i, lent: [sledge1], lentRunes: [HIDDEN_CARD] });
        expect(JSON.stringify(seen)).not.toContain(`"lentRunes":[${sword}]`);
        const sample = gateway.determinize(seen, seat, createRng(`lent-${seats}-${seat}`));
        expect(sample.alliance?.lentRunes).toHaveLength(1);
        expect(sample.players[0]!.runes).toContain(sample.alliance?.lentRunes[0]);
        // What the sample shows this seat is what the seat saw.
        expect(gateway.view(sample, seat).alliance).toEqual(seen.alliance);
        // The sample plays on: the attacker's legal moves apply.
        const attacker = gateway.decision(sample).seats[0]!;
        const move = gateway.legalMoves(sample, attacker)[0]!;
        expect(gateway.apply(sample, attacker, move).ok).toBe(true);
      }
    });
  }
});
