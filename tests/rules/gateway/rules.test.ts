/** The turn, battles, the round end and the end of the game, clause by clause (GW-5…GW-93). */
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../../src/rules/core/hash';
import type { GwState } from '../../../src/rules/gateway/index';
import { cardAt, copiesOf, gateway, scoreOf } from '../../../src/rules/gateway/index';
import type { Mut } from './build';
import { army, at, game, hand, hold, lift, ofType, play, refusal, runes, seal, spare } from './build';

/** A position where seat `seat` is about to end the last turn of the round, with this Event on top. */
function beforeRoundEnd(s: Mut, eventId: string): GwState {
  s.active = s.config.seats - 1;
  s.phase = 'attack';
  const e = spare(s, eventId);
  lift(s, e);
  s.events.push(e);
  return seal(s);
}

/** Puts a spare copy of a Guard or Horde card on top of its pile. */
function onTop(s: Mut, id: string): number {
  const c = spare(s, id);
  lift(s, c);
  (cardAt(c)!.kind === 'guard' ? s.guardPile : s.hordePile).push(c);
  return c;
}

/** The index of the district carrying a marker. */
const marked = (s: { readonly districts: readonly { readonly markers: readonly string[] }[] }, m: string) => s.districts.findIndex((x) => x.markers.includes(m));

describe('the turn', () => {
  it('GW-20 GW-22 a turn starts with 2 Action Points, 1 Recruit, 0 Gold, 1 Attack Phase; ending Deployment moves to Recruiting', () => {
    const s = seal(game());
    expect(s.turn).toEqual({ ap: 2, gold: 0, recruits: 1, attacks: 1, cleanupDraws: 0, runeDiscount: 0 });
    expect(play(s, { type: 'done' }).state.phase).toBe('recruit');
  });

  it('GW-21 an Insurgent costs an Action Point and joins the Army; with none left only Merchants can be played', () => {
    const s = game();
    const [r1, r2, r3, cart] = hand(s, 0, ['rebel', 'rebel', 'rebel', 'saloran-cart']);
    const st = play(seal(s), { type: 'play', card: r1! }, { type: 'play', card: r2! }).state;
    expect(st.players[0]!.army.map((u) => u.card)).toEqual([r1, r2]);
    const before = stateHash(st);
    expect(refusal(st, { type: 'play', card: r3! })).toEqual({ code: 'NOT_ENOUGH_AP', need: 1, have: 0 });
    expect(gateway.apply(st, 0, { type: 'play', card: r3! }).ok).toBe(false);
    expect(stateHash(st)).toBe(before);
    expect(gateway.legalMoves(st, 0).filter((m) => m.type === 'play')).toEqual([{ type: 'play', card: cart }]);
  });

  it('GW-23 an exile takes cards one at a time and may stop early; exiled cards leave the game', () => {
    const s = game();
    const [wm, a, b, c] = hand(s, 0, ['witchmasker', 'saloran-cart', 'saloran-cart', 'rebel']);
    let st = play(seal(s), { type: 'play', card: wm! }).state;
    expect(gateway.decision(st)).toEqual({ seats: [0], kind: 'choose' });
    st = play(st, { type: 'exile', card: a! }, { type: 'exile', card: b! }).state;
    // "Up to 2": after two the choice closes by itself.
    expect(st.phase).toBe('deploy');
    expect(st.exile).toEqual(expect.arrayContaining([a, b]));
    expect(st.players[0]!.hand).toEqual([c]);
    const again = game();
    const [wm2, d] = hand(again, 0, ['witchmasker', 'saloran-cart']);
    const st2 = play(seal(again), { type: 'play', card: wm2! }, { type: 'done' }).state;
    expect(st2.players[0]!.hand).toEqual([d]);
    expect(st2.phase).toBe('deploy');
  });

  it('GW-24 look at the top 3 of a pile and reorder them: only the looker sees them', () => {
    const s = game();
    const [pw] = hand(s, 0, ['pythian-wizard']);
    let st = play(seal(s), { type: 'play', card: pw! }, { type: 'peek', pile: 'events' }).state;
    const top3 = st.events.slice(-3).reverse();
    expect(gateway.view(st, 0).peeked).toEqual(top3);
    expect(gateway.view(st, 1).peeked).toBeNull();
    expect(gateway.legalMoves(st, 0).length).toBe(6);
    expect(refusal(st, { type: 'order', order: [0, 0, 1] })).toEqual({ code: 'BAD_ORDER', count: 3 });
    st = play(st, { type: 'order', order: [2, 1, 0] }).state;
    expect(st.events.slice(-3).reverse()).toEqual([top3[2], top3[1], top3[0]]);
    expect(st.phase).toBe('deploy');
  });

  it('GW-26 GW-27 several Recruits share the Gold; Runestones cost 3/5/6 by tier and go to the Army Area; refusals leave the state unchanged', () => {
    const s = game(3, 'arriving');
    s.phase = 'recruit';
    s.turn = { ...s.turn, gold: 7, recruits: 2 };
    const st = seal(s);
    expect(gateway.view(st, 0).supply.filter((p) => p.id === 'common' || p.id === 'uncommon' || p.id === 'rare').map((p) => p.cost)).toEqual([3, 5, 6]);
    expect(refusal(seal({ ...s, turn: { ...s.turn, gold: 5 } }), { type: 'recruit', pile: 'rare' })).toEqual({ code: 'NOT_ENOUGH_GOLD', need: 6, have: 5 });
    expect(refusal(st, { type: 'recruit', pile: 'nonsense' })).toEqual({ code: 'NO_SUCH_PILE', pile: 'nonsense' });
    const r = play(st, { type: 'recruit', pile: 'common' }, { type: 'recruit', pile: 'multi-wizard' });
    const p = r.state.players[0]!;
    expect(p.runes.length).toBe(2);
    expect(cardAt(p.discard[p.discard.length - 1]!)?.name).toBe('Multi-Wizard');
    expect(r.state.turn).toMatchObject({ gold: 2, recruits: 0 });
    expect(refusal(r.state, { type: 'recruit', pile: 'rebel' })).toEqual({ code: 'NO_RECRUITS' });
    const empty = game();
    empty.phase = 'recruit';
    empty.turn = { ...empty.turn, gold: 9 };
    for (const c of empty.supply.find((x) => x.id === 'sledge')!.cards.splice(0)) empty.box.push(c);
    expect(refusal(seal(empty), { type: 'recruit', pile: 'sledge' })).toEqual({ code: 'PILE_EMPTY', pile: 'sledge' });
  });

  it('GW-27 a Runestone discount lowers every tier (never below 0)', () => {
    const s = game();
    const [dealer] = hand(s, 0, ['runedealer']);
    const st = play(seal(s), { type: 'play', card: dealer! }, { type: 'done' }).state;
    expect(gateway.view(st, 0).supply.filter((p) => ['common', 'uncommon', 'rare'].includes(p.id)).map((p) => p.cost)).toEqual([1, 3, 4]);
  });

  it('GW-30 no Insurgent, no attack: the Attack phase is skipped; ruined or own districts cannot be attacked', () => {
    const s = game(2);
    army(s, 0, []);
    s.phase = 'recruit';
    const r = play(seal(s), { type: 'done' });
    expect(r.state.active).toBe(1);
    const t = game(2);
    army(t, 0, ['rebel']);
    t.phase = 'attack';
    const ruined = t.districts.findIndex((x) => x.ruined);
    const mine = at(t, t.districts.find((x) => !x.ruined && x.pos >= 0)!.id);
    hold(t, mine, 0);
    const st = seal(t);
    expect(refusal(st, { type: 'attack', district: ruined })).toEqual({ code: 'DISTRICT_RUINED', district: ruined });
    expect(refusal(st, { type: 'attack', district: mine })).toEqual({ code: 'ALREADY_YOURS', district: mine });
    expect(refusal(st, { type: 'attack', district: 9 })).toEqual({ code: 'NO_SUCH_DISTRICT', district: 9 });
  });

  it('GW-31 an uncontrolled district is taken at once, without battle or reward', () => {
    const s = game();
    army(s, 0, ['rebel']);
    const i = at(s, 'high-falls');
    hold(s, i, []);
    s.phase = 'attack';
    const r = play(seal(s), { type: 'attack', district: i });
    expect(r.state.districts[i]!.owner).toBe(0);
    expect(ofType(r.events, 'battleBegan')).toEqual([]);
    expect(ofType(r.events, 'reward')).toEqual([]);
    expect(r.state.players[0]!.infamy).toBe(0);
  });

  it('GW-32 GW-34 attacking a player: a player with no Army cannot hold; with an Army they declare Runestones and deal their own damage', () => {
    const s = game(3);
    army(s, 0, ['sledge']);
    runes(s, 0, []);
    const i = at(s, 'high-falls');
    hold(s, i, 1);
    army(s, 1, []);
    s.phase = 'attack';
    const r = play(seal(s), { type: 'attack', district: i });
    expect(r.state.districts[i]!.owner).toBe(0);
    expect(r.state.players[0]!.infamy).toBe(2);
    const t = game(3);
    army(t, 0, ['sledge']);
    runes(t, 0, []);
    hold(t, i, 1);
    army(t, 1, ['claw-knight']);
    runes(t, 1, ['wardstone']);
    t.phase = 'attack';
    t.turn = { ...t.turn, attacks: 2 };
    let st = play(seal(t), { type: 'attack', district: i }).state;
    expect(gateway.decision(st)).toEqual({ seats: [1], kind: 'runes' });
    st = play(st, { type: 'rune', card: st.players[1]!.runes[0]! }).state;
    // The Wardstone's +3 Defense takes the Sledge's 3 down to 0: nothing to assign for the attacker.
    expect(gateway.decision(st)).toEqual({ seats: [1], kind: 'assign' });
    // The Claw Knight's 2 cannot kill the Sledge (Defense 3): the district stays player 2's.
    st = play(st, { type: 'assign', damage: [2] }).state;
    expect(st.districts[i]!.owner).toBe(1);
    expect(st.players[0]!.army.map((u) => u.damage)).toEqual([2]);
  });

  it('GW-17 GW-34 the seat to the left commands the Guard or Horde; in a Guard–Horde fight the starting player commands the Guard', () => {
    const s = game(4);
    s.active = 3;
    army(s, 3, ['sledge']);
    runes(s, 3, []);
    const i = at(s, 'high-falls');
    hold(s, i, ['iron-golem']);
    s.phase = 'attack';
    const st = play(seal(s), { type: 'attack', district: i }, { type: 'assign', damage: [3] }).state;
    expect(gateway.decision(st)).toEqual({ seats: [0], kind: 'assign', onBehalfOf: 'the City Guard' });
  });

  it('GW-35 any distribution of the whole amount is accepted; the offered ones are one per killable set', () => {
    const s = game();
    army(s, 0, ['rebel', 'rebel', 'claw-knight']);
    runes(s, 0, []);
    const i = at(s, 'high-falls');
    hold(s, i, ['drueggar-soldier']);
    s.phase = 'attack';
    s.turn = { ...s.turn, attacks: 2 };
    const st = play(seal(s), { type: 'attack', district: i }, { type: 'assign', damage: [4] }).state;
    // The Soldier's 6 over two Rebels (Defense 2) and a Claw Knight (6): each killable set, the rest spread.
    expect(gateway.legalMoves(st, 1).map((m) => (m.type === 'assign' ? m.damage : []))).toEqual([
      [2, 2, 2],
      [2, 1, 3],
      [1, 2, 3],
      [0, 0, 6],
      [1, 1, 4],
    ]);
    expect(refusal(st, { type: 'assign', damage: [0, 1, 5] })).toBeNull();
    expect(refusal(st, { type: 'assign', damage: [0, 0, 5] })).toMatchObject({ code: 'BAD_DAMAGE', need: 6, got: 5 });
    expect(refusal(st, { type: 'assign', damage: [6] })).toMatchObject({ code: 'BAD_DAMAGE' });
    const r = play(st, { type: 'assign', damage: [0, 1, 5] });
    expect(r.state.players[0]!.army.map((u) => u.damage)).toEqual([0, 1, 5]);
    expect(r.state.districts[i]!.owner).toBe(0);
  });

  it('GW-41 GW-47 an extra Attack Phase allows a second attack; damage stays on survivors until the end of the turn', () => {
    const s = game();
    const [knight] = army(s, 0, ['claw-knight', 'blunderbuss-mage']);
    runes(s, 0, []);
    const i = at(s, 'high-falls');
    const j = at(s, 'swamptown');
    hold(s, i, ['watchman']);
    hold(s, j, ['iron-golem']);
    s.phase = 'attack';
    s.turn = { ...s.turn, attacks: 2 };
    let st = play(seal(s), { type: 'attack', district: i }, { type: 'assign', damage: [7] }, { type: 'assign', damage: [2, 0] }).state;
    expect(st.phase).toBe('attack');
    expect(st.players[0]!.army.find((u) => u.card === knight)!.damage).toBe(2);
    st = play(st, { type: 'attack', district: j }, { type: 'assign', damage: [7] }, { type: 'assign', damage: [3, 3] }).state;
    // The Knight had taken 2: 3 more leave it 1; the turn ends (no Attack Phase left) and all damage heals.
    expect(st.active).toBe(1);
    expect(st.players[0]!.army.every((u) => u.damage === 0)).toBe(true);
    expect(st.districts[j]!.cards.every((u) => u.damage === 0)).toBe(true);
  });

  it('GW-5 Army Defense lowers the opposing Damage Amount; a standing bonus counts only against its foe', () => {
    const s = game();
    army(s, 0, ['accursed-wizard']);
    runes(s, 0, ['wardstone']);
    const i = at(s, 'high-falls');
    hold(s, i, ['drueggar-soldier']);
    s.phase = 'attack';
    const r = play(seal(s), { type: 'attack', district: i }, { type: 'rune', card: s.players[0]!.runes[0]! });
    expect(ofType(r.events, 'damageAmounts')[0]).toMatchObject({ a: 8, d: 3 });
    const t = game();
    army(t, 0, ['accursed-wizard']);
    runes(t, 0, []);
    hold(t, i, ['iron-golem']);
    t.phase = 'attack';
    expect(ofType(play(seal(t), { type: 'attack', district: i }).events, 'damageAmounts')[0]).toMatchObject({ a: 5, d: 6 });
  });

  it('GW-45 GW-46 Clean-up discards hand and played cards and draws 6, reshuffling the discard pile when the deck runs out', () => {
    const s = game(2);
    const p = s.players[0]!;
    p.discard.push(...p.deck.splice(0, p.deck.length - 2));
    s.phase = 'attack';
    army(s, 0, []);
    const r = play(seal(s), { type: 'done' });
    expect(r.state.players[0]!.hand.length).toBe(6);
    expect(ofType(r.events, 'reshuffled').length).toBe(1);
  });
});

describe('the round end', () => {
  it('GW-60 GW-61 GW-62 Central City is replenished to 3 Guards, then the Event deploys to its marker’s district', () => {
    const s = game(3);
    hold(s, 0, ['watchman']);
    const sun = marked(s, 'sun');
    hold(s, sun, []);
    onTop(s, 'drueggar-grunt');
    const before = s.events.length;
    const r = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' });
    expect(r.state.districts[0]!.cards.length).toBeGreaterThanOrEqual(3);
    expect(r.state.districts[sun]!.cards.map((u) => cardAt(u.card)!.kind)).toEqual(['horde', ...r.state.districts[sun]!.cards.slice(1).map(() => 'horde')]);
    expect(r.state.events.length).toBe(before);
    expect(r.state.round).toBe(2);
    expect(r.state.active).toBe(0);
  });

  it('GW-61 GW-68 a Horde card joins Horde; three Horde destroy the district; later deployments there are ignored', () => {
    const s = game(3);
    const sun = marked(s, 'sun');
    hold(s, sun, ['drueggar-grunt', 'drueggar-grunt']);
    const r = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' });
    const x = r.state.districts[sun]!;
    expect(x).toMatchObject({ ruined: true, cards: [], owner: null, markers: [] });
    expect(ofType(r.events, 'ruined')).toEqual([{ type: 'ruined', district: sun }]);
  });

  it('GW-63 a Guard Captain brings one more City Guard; a Drueggar Warcaller sends one Horde to the next district clockwise', () => {
    const s = game(3);
    hold(s, 0, ['watchman', 'watchman', 'watchman']);
    const sun = marked(s, 'sun');
    for (const x of s.districts) x.markers = x.markers.filter((m) => m !== 'moon');
    hold(s, sun, []);
    const next = s.districts.findIndex((x) => x.pos === (s.districts[sun]!.pos + 1) % 6);
    hold(s, next, []);
    const watchman = onTop(s, 'watchman');
    const captain = onTop(s, 'guard-captain');
    let st = play(beforeRoundEnd(s, 'patrol-sun-moon'), { type: 'done' }).state;
    expect(st.districts[sun]!.cards.map((u) => u.card)).toEqual([captain, watchman]);
    const t = game(3);
    hold(t, 0, ['watchman', 'watchman', 'watchman']);
    hold(t, sun, []);
    hold(t, next, []);
    const grunt = onTop(t, 'drueggar-grunt');
    const caller = onTop(t, 'drueggar-warcaller');
    st = play(beforeRoundEnd(t, 'raid-sun'), { type: 'done' }).state;
    expect(st.districts[sun]!.cards.map((u) => u.card)).toEqual([caller]);
    expect(st.districts[next]!.cards.map((u) => u.card)).toEqual([grunt]);
  });

  it('GW-64 an empty Horde pile is refilled from its discard pile', () => {
    const s = game(3);
    s.hordeDiscard.push(...s.hordePile.splice(0));
    const sun = marked(s, 'sun');
    hold(s, sun, []);
    const r = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' });
    expect(r.state.districts[sun]!.cards.length).toBeGreaterThan(0);
    expect(r.state.hordePile.length + r.state.hordeDiscard.length).toBe(16 - r.state.districts.reduce((t, x) => t + x.cards.filter((u) => cardAt(u.card)!.kind === 'horde').length, 0));
  });

  it('GW-65 invaders of a player’s districts fight the whole Army at once; kills give Infamy and the player keeps control', () => {
    const s = game(3);
    const [a, b] = [marked(s, 'sun'), marked(s, 'skull')];
    hold(s, a, 2);
    hold(s, b, 2);
    onTop(s, 'drueggar-grunt');
    onTop(s, 'drueggar-grunt');
    army(s, 2, ['blunderbuss-mage', 'claw-knight', 'sledge', 'sledge']);
    runes(s, 2, []);
    let st = play(beforeRoundEnd(s, 'assault-sun-skull'), { type: 'done' }).state;
    expect(st.battle).toMatchObject({ kind: 'invasion', d: 2, districts: [a, b].sort((x, y) => x - y) });
    // The player to the left (seat 0) commands the Horde (U3).
    expect(gateway.decision(st)).toEqual({ seats: [0], kind: 'assign', onBehalfOf: 'the Horde' });
    const options = gateway.legalMoves(st, 0);
    st = play(st, options[options.length - 1]!).state;
    const kill = gateway.legalMoves(st, 2)[0]!;
    const r = play(st, kill);
    expect(r.state.districts[a]!.owner).toBe(2);
    expect(r.state.districts[b]!.owner).toBe(2);
    expect(r.state.players[2]!.infamy).toBeGreaterThan(0);
  });

  it('GW-65 a wiped-out Army loses the invaded districts to the surviving invaders; with no Army there is no battle', () => {
    const s = game(3);
    const sun = marked(s, 'sun');
    hold(s, sun, 2);
    army(s, 2, []);
    const r = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' });
    expect(ofType(r.events, 'battleBegan').filter((e) => e.kind === 'invasion')).toEqual([]);
    expect(r.state.districts[sun]!.owner).toBeNull();
    expect(r.state.districts[sun]!.cards.length).toBeGreaterThan(0);
  });

  it('GW-65 invaders that survive a surviving Army retreat, unscored', () => {
    const s = game(3);
    const sun = marked(s, 'sun');
    hold(s, sun, 2);
    army(s, 2, ['rebel', 'claw-knight', 'claw-knight', 'claw-knight']);
    runes(s, 2, []);
    // Keep the Horde pile's top a Warlord (8/8): a 7-Attack Army cannot kill it, and it cannot kill them all.
    const warlord = onTop(s, 'drueggar-warlord');
    let st = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' }).state;
    st = play(st, { type: 'assign', damage: [2, 6, 0, 0] }).state;
    const r = play(st, { type: 'assign', damage: [7] });
    expect(ofType(r.events, 'retreated')).toEqual([{ type: 'retreated', card: warlord }]);
    expect(r.state.districts[sun]!.owner).toBe(2);
    expect(r.state.hordeDiscard).toContain(warlord);
  });

  it('GW-66 GW-67 a Guard arriving on Horde fights it: the starting player commands the Guard, the seat to their left the Horde, nobody scores', () => {
    const s = game(3);
    const sun = marked(s, 'sun');
    hold(s, sun, ['drueggar-grunt']);
    const g = onTop(s, 'inquisitor');
    hold(s, 0, ['watchman', 'watchman', 'watchman']);
    // Only the Sun deployment counts here (the Moon may share the district).
    for (const x of s.districts) x.markers = x.markers.filter((m) => m !== 'moon');
    let st = play(beforeRoundEnd(s, 'patrol-sun-moon'), { type: 'done' }).state;
    expect(st.battle).toMatchObject({ kind: 'brawl', districts: [sun] });
    expect(gateway.decision(st)).toEqual({ seats: [0], kind: 'assign', onBehalfOf: 'the City Guard' });
    st = play(st, gateway.legalMoves(st, 0)[0]!).state;
    expect(gateway.decision(st)).toEqual({ seats: [1], kind: 'assign', onBehalfOf: 'the Horde' });
    const r = play(st, gateway.legalMoves(st, 1)[0]!);
    expect(r.state.districts[sun]!.cards.map((u) => u.card)).toEqual([g]);
    expect(r.state.players.every((p) => p.infamy === 0)).toBe(true);
  });
});

describe('the end of the game', () => {
  it('GW-90 the city falls when Horde holds every standing district: everyone loses', () => {
    const s = game(3);
    // Central City already lies in ruins: the Sun district is the last one without Horde.
    hold(s, 0, []);
    s.districts[0]!.ruined = true;
    const horde = ['drueggar-grunt', 'drueggar-soldier', 'drueggar-brute'];
    for (let i = 1; i < s.districts.length; i++) hold(s, i, i === marked(s, 'sun') ? [] : [horde[i % 3]!]);
    onTop(s, 'drueggar-grunt');
    const r = play(beforeRoundEnd(s, 'raid-sun'), { type: 'done' });
    expect(r.state.end).toEqual({ reason: 'cityFell', winners: [] });
    expect(gateway.outcome(r.state)).toMatchObject({ kind: 'win', winners: [] });
  });

  it('GW-92 a player who takes the last district they lack wins at once', () => {
    const s = game(3);
    for (let i = 1; i < s.districts.length; i++) hold(s, i, 0);
    hold(s, 0, ['watchman']);
    army(s, 0, ['sledge']);
    runes(s, 0, []);
    s.phase = 'attack';
    const r = play(seal(s), { type: 'attack', district: 0 }, { type: 'assign', damage: [3] }, { type: 'assign', damage: [2] });
    expect(r.state.end).toEqual({ reason: 'conquest', winners: [0] });
  });

  it('GW-91 GW-93 with the Event deck exhausted the game is scored: Infamy, unspent Runestones, 1 per outer district, 2 for Central City; ties share', () => {
    const s = game(3);
    s.box.push(...s.events.splice(0));
    for (let i = 0; i < s.districts.length; i++) hold(s, i, []);
    hold(s, 0, 1);
    hold(s, 1, 2);
    hold(s, 2, 2);
    s.players[0]!.infamy = 5;
    s.players[1]!.infamy = 3;
    s.players[2]!.infamy = 2;
    runes(s, 0, []);
    runes(s, 1, ['swordstone']);
    runes(s, 2, []);
    army(s, 1, []);
    army(s, 2, []);
    s.active = 2;
    s.phase = 'attack';
    const st = seal(s);
    expect([0, 1, 2].map((seat) => scoreOf(st, seat))).toEqual([5, 3 + 2 + 2, 2 + 2]);
    const r = play(st, { type: 'done' });
    // The round end still replenishes Central City: its 3 Guards invade player 2, who has no Army and loses it.
    expect(r.state.end).toMatchObject({ reason: 'events' });
    expect(gateway.outcome(r.state)).toMatchObject({ kind: 'win', winners: [0, 1], scores: [5, 5, 4] });
  });

  it('copies of cards never leave the box numbering', () => {
    expect(copiesOf('rebel').length).toBe(18);
  });
});
