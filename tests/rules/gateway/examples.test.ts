/** The rulebook's worked examples, with the same numbers (GW-25, GW-33, GW-35…GW-38, GW-40, GW-45, GW-70). */
import { describe, expect, it } from 'vitest';
import { shipped } from '../shipped-examples';
import { gateway, runeCard } from '../../../src/rules/gateway/index';
import { army, at, deckTop, game, hand, hold, ofType, play, runes, seal, spare, lift } from './build';

describe('worked examples', () => {
  it('GW-25 Susan plays 2 Saloran Carts (+1 Gold each) and 1 Argethian Vendor (+2 Gold): she has 4 Gold to recruit', shipped(gateway, 'susan-merchants', { title: 'Susan plays two Saloran Carts and an Argethian Vendor: 4 Gold to recruit', clauses: ['GW-25'], seat: 0 }, () => {
    const s = game();
    const [c1, c2, v] = hand(s, 0, ['saloran-cart', 'saloran-cart', 'argethian-vendor']);
    const r = play(seal(s), { type: 'play', card: c1! }, { type: 'play', card: c2! }, { type: 'play', card: v! }, { type: 'done' });
    expect(r.state.phase).toBe('recruit');
    expect(r.state.turn.gold).toBe(4);
    // Merchants cost no Action Points (GW-21).
    expect(r.state.turn.ap).toBe(2);
  }));

  it("GW-33 Joanna's Army of a Blunderbuss Mage and two Rebels has a base Damage Amount of 7 (5 + 1 + 1)", shipped(gateway, 'joanna-damage', { title: 'Joanna attacks with a Blunderbuss Mage and two Rebels: a Damage Amount of 7', clauses: ['GW-33'], seat: 0 }, () => {
    const s = game();
    army(s, 0, ['blunderbuss-mage', 'rebel', 'rebel']);
    runes(s, 0, []);
    const i = at(s, 'high-falls');
    hold(s, i, ['iron-golem']);
    s.phase = 'attack';
    const r = play(seal(s), { type: 'attack', district: i });
    expect(ofType(r.events, 'damageAmounts')[0]).toMatchObject({ a: 7, d: 6 });
  }));

  it('GW-35 GW-36 GW-37 GW-38 two Sledges and a Birdmancer against a lone Drueggar Soldier: 9 dealt, 6 received, both Sledges die, 2 Infamy', shipped(gateway, 'sledges-and-birdmancer', { title: 'Two Sledges and a Birdmancer against a lone Drueggar Soldier', clauses: ['GW-35', 'GW-36', 'GW-37', 'GW-38'], seat: 0 }, () => {
    const s = game();
    const [sl1, sl2, bird] = army(s, 0, ['sledge', 'sledge', 'birdmancer']);
    runes(s, 0, []);
    const i = at(s, 'the-university');
    const [soldier] = hold(s, i, ['drueggar-soldier']);
    s.phase = 'attack';
    let r = play(seal(s), { type: 'attack', district: i });
    expect(ofType(r.events, 'damageAmounts')[0]).toMatchObject({ a: 9, d: 6 });
    // The attacker deals 9 to the Soldier (4 - 9 = -5).
    expect(gateway.decision(r.state)).toMatchObject({ seats: [0], kind: 'assign' });
    r = play(r.state, { type: 'assign', damage: [9] });
    // The Soldier's 6 damage is split by the player to the left (U3): 3 to each Sledge.
    expect(gateway.decision(r.state)).toEqual({ seats: [1], kind: 'assign', onBehalfOf: 'the Horde' });
    r = play(r.state, { type: 'assign', damage: [3, 3, 0] });
    const p = r.state.players[0]!;
    expect(p.army.map((u) => u.card)).toEqual([bird]);
    expect(p.discard).toEqual(expect.arrayContaining([sl1, sl2]));
    expect(p.infamy).toBe(2);
    expect(r.state.hordeDiscard).toContain(soldier);
    expect(r.state.districts[i]!.owner).toBe(0);
  }));

  it("GW-40 GW-45 GW-70 Marc's complete turn: Fearless Four, three Merchants, a Rebel, the Swordstone, Canal City", shipped(gateway, 'marc-turn', { title: 'Marc\'s complete turn, from the Fearless Four to Canal City', clauses: ['GW-40', 'GW-45', 'GW-70'], seat: 0 }, () => {
    const s = game(3, 'fishmasters', 'marc');
    const [robber, cart1, cart2, runesmith, four, rebel] = hand(s, 0, ['highway-robber', 'saloran-cart', 'saloran-cart', 'runesmith', 'fearless-four', 'rebel']);
    const [, knight] = army(s, 0, ['rebel', 'claw-knight']);
    runes(s, 0, []);
    const vendor = deckTop(s, 0, 'argethian-vendor');
    // The Swordstone lies on top of the Uncommon pile.
    const sword = spare(s, 'swordstone');
    lift(s, sword);
    s.supply.find((p) => p.id === 'uncommon')!.cards.push(sword);
    s.districts[at(s, 'bridgetown')]!.owner = 0;
    hold(s, at(s, 'bridgetown'), 0);
    const canal = at(s, 'canal-city');
    hold(s, canal, ['drueggar-soldier']);
    // [2 Action Points, 1 Recruit and 0 Gold]: the Fearless Four gives +1 Draw, +1 Recruit, +1 Gold, +1 Infamy.
    let r = play(seal(s), { type: 'play', card: four! });
    expect(r.state.turn).toMatchObject({ ap: 1, recruits: 2, gold: 1 });
    expect(r.state.players[0]!.infamy).toBe(1);
    expect(r.state.players[0]!.hand).toContain(vendor);
    // The three Merchants are free: 5 Gold. The Rebel takes the last Action Point.
    r = play(r.state, { type: 'play', card: cart1! }, { type: 'play', card: cart2! }, { type: 'play', card: vendor }, { type: 'play', card: rebel! });
    expect(r.state.turn).toMatchObject({ ap: 0, recruits: 2, gold: 5 });
    expect(gateway.legalMoves(r.state, 0).filter((m) => m.type === 'play')).toEqual([]);
    // RECRUITING: the Swordstone (5 Gold) goes straight into the Army Area; the extra Recruit is lost without Gold.
    r = play(r.state, { type: 'done' }, { type: 'recruit', pile: 'uncommon' });
    expect(runeCard(sword).name).toBe('Swordstone');
    expect(r.state.players[0]!.runes).toEqual([sword]);
    expect(r.state.turn).toMatchObject({ recruits: 1, gold: 0 });
    expect(gateway.legalMoves(r.state, 0).filter((m) => m.type === 'recruit')).toEqual([]);
    // ATTACK: 2 Rebels and a Claw Knight: Attack 4; the Swordstone makes it 10 against the Soldier's Defense 4.
    r = play(r.state, { type: 'done' }, { type: 'attack', district: canal });
    expect(gateway.decision(r.state)).toMatchObject({ seats: [0], kind: 'runes' });
    // With no Runestone left to declare, the battle moves on to damage.
    r = play(r.state, { type: 'rune', card: sword });
    expect(ofType(r.events, 'damageAmounts')[0]).toMatchObject({ a: 10, d: 6 });
    expect(r.state.exile).toContain(sword);
    r = play(r.state, { type: 'assign', damage: [10] });
    // Marie, to Marc's left, kills both Rebels with 4 of the 6 damage; 2 cannot kill the Claw Knight.
    expect(gateway.decision(r.state).seats).toEqual([1]);
    expect(gateway.legalMoves(r.state, 1)).toContainEqual({ type: 'assign', damage: [2, 2, 2] });
    r = play(r.state, { type: 'assign', damage: [2, 2, 2] });
    const marc = r.state.players[0]!;
    expect(marc.infamy).toBe(3);
    expect(r.state.districts[canal]!.owner).toBe(0);
    expect(marc.army.map((u) => u.card)).toEqual([knight]);
    // CLEAN-UP: Runesmith and The Highway Robber are discarded; 6 cards + 1 for Canal City.
    const cleanup = r.events.findIndex((e) => e.type === 'phase' && e.phase === 'cleanup');
    expect(ofType(r.events.slice(cleanup), 'drew').length).toBe(7);
    expect(marc.hand.length).toBe(7);
    expect(marc.played).toEqual([]);
    expect([...marc.discard, ...marc.deck, ...marc.hand]).toEqual(expect.arrayContaining([runesmith, robber, cart1, cart2, four]));
    expect(r.state.active).toBe(1);
  }));
});
