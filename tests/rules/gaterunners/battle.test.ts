/** Battle clauses (GR-70…GR-77) and the combat keywords (GR-86…GR-93) of docs/rules/gaterunners.md. */
import { describe, expect, it } from 'vitest';
import type { GrMove } from '../../../src/rules/gaterunners/index';
import { gaterunners, HERO } from '../../../src/rules/gaterunners/index';
import { battle, build, inst, ofType, play, refusal, unitIn, unitOf } from './build';

const PR: [string, string] = ['pirates', 'reavers'];
const RW: [string, string] = ['reavers', 'wardens'];
const SW: [string, string] = ['shades', 'wardens'];
const endM: GrMove = { type: 'endMobilize' };
const confirm: GrMove = { type: 'confirm' };
const pass: GrMove = { type: 'pass' };
const attack = (card: number, target: 'gate' | 'hero' = 'gate'): GrMove => ({ type: 'declareAttacker', card, target });
const block = (card: number, attacker: number): GrMove => ({ type: 'declareBlocker', card, attacker });

describe('GR-70 declaring attackers', () => {
  it('declares all attackers, then confirms: each exhausts, and the response window opens', () => {
    const a = unitOf(PR, 0, 'deckhand', 0);
    const b = unitOf(PR, 0, 'lookout', 1);
    const s = play(build({ decks: PR, sides: [{ units: [a, b] }, {}] }), endM).state;
    expect(gaterunners.legalMoves(s, 0).filter((m) => m.type === 'declareAttacker')).toHaveLength(2);
    const d = play(s, attack(a.card), attack(b.card)).state;
    expect(refusal(d, attack(a.card))).toBe('ALREADY_DECLARED');
    expect(d.sides[0].units.every((u) => !u.exhausted)).toBe(true);
    const { state, events } = play(d, confirm);
    expect(state.sides[0].units.every((u) => u.exhausted)).toBe(true);
    expect(ofType(events, 'attackersConfirmed')).toEqual([{ type: 'attackersConfirmed', seat: 0, count: 2 }]);
    expect(state.phase).toBe('response');
  });
  it('refuses exhausted units and the other player’s units; a Hero attacks for one feat', () => {
    const tired = unitOf(PR, 0, 'deckhand', 0, { exhausted: true });
    const s = play(build({ decks: PR, sides: [{ units: [tired], hero: { inPlay: true, lane: 2, damage: 0, feats: 1 } }, { units: [unitOf(PR, 1, 'raider', 0)] }] }), endM).state;
    expect(refusal(s, attack(tired.card))).toBe('UNIT_EXHAUSTED');
    expect(refusal(s, attack(inst(PR, 1, 'raider')))).toBe('NOT_YOUR_UNIT');
    const after = play(s, attack(HERO), confirm).state;
    expect(after.sides[0].hero.feats).toBe(0);
    const none = play(build({ decks: PR, sides: [{ hero: { inPlay: true, lane: 2, damage: 0, feats: 0 } }, {}] }), endM).state;
    expect(refusal(none, attack(HERO))).toBe('NO_FEATS');
  });
});

describe('GR-71 what an attacker attacks', () => {
  it('is the opposing Gate in its lane, or the opposing Hero only when it stands in that lane', () => {
    const a = unitOf(PR, 0, 'deckhand', 0);
    const s = play(build({ decks: PR, sides: [{ units: [a] }, { hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }] }), endM).state;
    expect(refusal(s, attack(a.card, 'hero'))).toBe('CANNOT_ATTACK');
    expect(refusal(s, attack(a.card, 'gate'))).toBeNull();
    const b = unitOf(PR, 0, 'lookout', 1);
    const t = play(build({ decks: PR, sides: [{ units: [b] }, { hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }] }), endM).state;
    const { state } = battle(build({ decks: PR, sides: [{ units: [b] }, { hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }] }), [attack(b.card, 'hero')]);
    expect(refusal(t, attack(b.card, 'hero'))).toBeNull();
    expect(state.sides[1].hero.damage).toBe(1);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
  });
});

describe('GR-72 response windows (R3)', () => {
  it('alternate from the active player; two passes in a row close them; an Instant gives the other player an answer', () => {
    const a = unitOf(PR, 0, 'deckhand', 0);
    const frenzy = inst(PR, 1, 'frenzy');
    const payer = unitOf(PR, 1, 'raider', 0);
    const s = play(build({ decks: PR, sides: [{ units: [a] }, { hand: [frenzy], units: [payer] }] }), endM, attack(a.card), confirm).state;
    expect(s.window).toEqual({ after: 'attack', next: 0, passes: 0 });
    const p1 = play(s, pass).state;
    expect(gaterunners.decision(p1).seats).toEqual([1]);
    const answered = play(p1, { type: 'playAction', card: frenzy, lane: 0, pay: [payer.card], targets: [payer.card] }).state;
    expect(answered.window).toEqual({ after: 'attack', next: 0, passes: 0 });
    const closed = play(answered, pass, pass).state;
    expect(closed.phase).toBe('block');
    expect(gaterunners.decision(closed).seats).toEqual([1]);
    const second = play(closed, confirm).state;
    expect(second.window).toEqual({ after: 'block', next: 0, passes: 0 });
    expect(play(second, pass, pass).state.phase).toBe('main');
  });
});

describe('GR-73 blocking', () => {
  it('blocks with ready units in the attacker’s lane (fresh ones too), each blocker once, without exhausting', () => {
    const a = unitOf(PR, 0, 'deckhand', 0);
    const near = unitOf(PR, 1, 'raider', 0, { since: 5 });
    const far = unitOf(PR, 1, 'marauder', 1);
    const tired = unitOf(PR, 1, 'berserker', 0, { exhausted: true });
    const s = play(build({ decks: PR, turn: 5, sides: [{ units: [a] }, { units: [near, far, tired] }] }), endM, attack(a.card), confirm, pass, pass).state;
    expect(refusal(s, block(far.card, a.card))).toBe('CANNOT_BLOCK');
    expect(refusal(s, block(tired.card, a.card))).toBe('UNIT_EXHAUSTED');
    expect(refusal(s, block(near.card, inst(PR, 0, 'lookout')))).toBe('CANNOT_BLOCK');
    const b = play(s, block(near.card, a.card)).state;
    expect(refusal(b, block(near.card, a.card))).toBe('ALREADY_DECLARED');
    expect(b.attacks[0]!.blockers).toEqual([near.card]);
    const done = play(b, confirm, pass, pass).state;
    expect(done.sides[1].units.find((u) => u.card === far.card)!.exhausted).toBe(false);
  });
  it('lets the defending Hero block in its lane', () => {
    const a = unitOf(PR, 0, 'deckhand', 2);
    const s = play(build({ decks: PR, sides: [{ units: [a] }, { hero: { inPlay: true, lane: 2, damage: 0, feats: 0 } }] }), endM, attack(a.card), confirm, pass, pass).state;
    expect(refusal(s, block(HERO, a.card))).toBeNull();
  });
});

describe('GR-74 damage', () => {
  it('is simultaneous: a 2/2 attacker and a 2/2 blocker destroy each other, and a blocked attacker does not hit the Gate', () => {
    const a = unitOf(RW, 0, 'outrider', 1);
    const b = unitOf(RW, 1, 'pikeman', 1); // 2/2
    const { state } = battle(build({ decks: RW, sides: [{ units: [a] }, { units: [b] }] }), [attack(a.card)], [block(b.card, a.card)]);
    expect(state.sides[0].graveyard).toContain(a.card);
    expect(state.sides[1].graveyard).toContain(b.card);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
  });
  it('lets an unblocked attacker deal its power to a Hero', () => {
    const a = unitOf(RW, 0, 'berserker', 1);
    const { state } = battle(build({ decks: RW, sides: [{ units: [a] }, { hero: { inPlay: true, lane: 1, damage: 0, feats: 0 } }] }), [attack(a.card, 'hero')]);
    expect(state.sides[1].hero.damage).toBe(3);
  });
});

describe('GR-74 leaving the battle', () => {
  it('an attacker pushed out of its lane in a response window deals and takes no combat damage', () => {
    const a = unitOf(RW, 0, 'berserker', 1);
    const pay = [unitOf(RW, 1, 'squire', 1), unitOf(RW, 1, 'squire', 1, {}, 1)];
    const repel = inst(RW, 1, 'repel');
    const s = build({ decks: RW, sides: [{ units: [a] }, { hand: [repel], units: pay }] });
    const w = play(s, endM, attack(a.card), confirm, pass).state;
    const { state } = play(w, { type: 'playAction', card: repel, lane: 1, pay: pay.map((u) => u.card).sort((x, y) => x - y), targets: [a.card, 0] }, pass, pass);
    expect(state.phase).toBe('block');
    expect(gaterunners.legalMoves(state, 1)).toEqual([confirm]);
    const done = play(state, confirm, pass, pass).state;
    expect(done.sides[1].gates.map((g) => g!.shields.length)).toEqual([2, 3, 2]);
    expect(unitIn(done, 0, a.card)).toMatchObject({ lane: 0, damage: 0 });
  });
});

describe('GR-75 an attacker’s damage among its blockers, GR-87 multi-blocking, GR-89 Pierce', () => {
  it('with Pierce and power enough for every blocker there is nothing to choose: each is destroyed, the excess hits the Gate', () => {
    const warlord = unitOf(RW, 0, 'warlord', 1); // 6/4 Pierce
    const lord = unitOf(RW, 0, 'siege-ram', 1); // 4/5, can't be multi-blocked
    const b1 = unitOf(RW, 1, 'shieldbearer', 1); // 1/3
    const b2 = unitOf(RW, 1, 'pikeman', 1); // 2/2
    const s = build({ decks: RW, sides: [{ units: [lord] }, { units: [b1, b2] }] });
    const blocked = play(s, endM, attack(lord.card), confirm, pass, pass, block(b1.card, lord.card)).state;
    expect(refusal(blocked, block(b2.card, lord.card))).toBe('CANNOT_BLOCK');
    // Pierce through a multi-block: 6 damage, 3 destroys the Shieldbearer, 2 the Pikeman, 1 hits the Gate.
    const { state, events } = battle(build({ decks: RW, sides: [{ units: [warlord] }, { units: [b1, b2] }] }), [attack(warlord.card)], [block(b1.card, warlord.card), block(b2.card, warlord.card)]);
    expect(state.sides[1].graveyard).toEqual(expect.arrayContaining([b1.card, b2.card]));
    expect(state.sides[1].gates[1]!.shields).toHaveLength(2);
    expect(ofType(events, 'shieldLost')).toHaveLength(1);
    expect(unitIn(state, 0, warlord.card).damage).toBe(3); // 1 + 2 from the blockers, health 4: survives
    expect(ofType(events, 'damageAssigned')).toEqual([]);
  });
  it('lets the attacker choose which blockers to destroy when its power cannot destroy them all', () => {
    const berserker = unitOf(RW, 0, 'berserker', 1); // 3/1
    const sb = unitOf(RW, 1, 'shieldbearer', 1); // 1/3: 3 destroys it
    const sq = unitOf(RW, 1, 'pikeman', 1); // 2/2: 2 destroys it
    const s = build({ decks: RW, sides: [{ units: [berserker] }, { units: [sb, sq] }] });
    const blocked = battle(s, [attack(berserker.card)], [block(sb.card, berserker.card), block(sq.card, berserker.card)]).state;
    // The damage step waits for the attacker's player: destroy the Shieldbearer, the Pikeman, or neither.
    expect(blocked.phase).toBe('assign');
    expect(gaterunners.decision(blocked).seats).toEqual([0]);
    const options = gaterunners.legalMoves(blocked, 0);
    const assign = (destroy: number[]): GrMove => ({ type: 'assignDamage', attacker: berserker.card, destroy });
    expect(options).toHaveLength(3);
    expect(options).toEqual(expect.arrayContaining([assign([]), assign([sb.card]), assign([sq.card])]));
    // Both would take 5: more than its power. A wrong order, a unit that does not block it: refused, with reasons.
    const both = [sb.card, sq.card].sort((x, y) => x - y);
    expect(gaterunners.validate(blocked, 0, assign(both))).toMatchObject({ code: 'BAD_ASSIGNMENT', reason: 'its power is not enough to destroy all of them' });
    expect(gaterunners.validate(blocked, 0, assign([...both].reverse()))).toMatchObject({ code: 'BAD_ASSIGNMENT' });
    expect(gaterunners.validate(blocked, 0, { type: 'assignDamage', attacker: sb.card, destroy: [] })).toMatchObject({ code: 'BAD_ASSIGNMENT' });
    expect(gaterunners.apply(blocked, 0, assign(both)).ok).toBe(false);

    // The Pikeman: 2 destroys it, the last 1 goes to the Shieldbearer, which survives.
    const pikeman = play(blocked, assign([sq.card]));
    expect(pikeman.state.sides[1].graveyard).toEqual([sq.card]);
    expect(ofType(pikeman.events, 'damaged').filter((e) => e.seat === 1)).toEqual(expect.arrayContaining([{ type: 'damaged', seat: 1, card: sb.card, amount: 1 }]));
    expect(ofType(pikeman.events, 'damageAssigned')).toEqual([{ type: 'damageAssigned', seat: 0, attacker: berserker.card, destroy: [sq.card] }]);
    expect(pikeman.state.phase).toBe('main');
    // The Shieldbearer: 3 destroys it, the Pikeman takes nothing.
    const shield = play(blocked, assign([sb.card])).state;
    expect(shield.sides[1].graveyard).toEqual([sb.card]);
    // Neither: the 3 damage is spread, each short of destroyed (2 and 1).
    const neither = play(blocked, assign([]));
    expect(neither.state.sides[1].graveyard).toEqual([]);
    expect(ofType(neither.events, 'damaged').filter((e) => e.seat === 1).map((e) => e.amount).sort()).toEqual([1, 2]);
    // The Gate is safe in every case: no Pierce.
    for (const st of [pikeman.state, shield, neither.state]) expect(st.sides[1].gates[1]!.shields).toHaveLength(3);
  });
  it('with Pierce, excess reaches the target only once every blocker is destroyed', () => {
    const hound = unitOf(RW, 0, 'blood-hound', 1); // 3/2 Pierce
    const sb = unitOf(RW, 1, 'shieldbearer', 1); // 1/3
    const sq = unitOf(RW, 1, 'pikeman', 1); // 2/2
    const blocked = battle(build({ decks: RW, sides: [{ units: [hound] }, { units: [sb, sq] }] }), [attack(hound.card)], [block(sb.card, hound.card), block(sq.card, hound.card)]).state;
    expect(gaterunners.legalMoves(blocked, 0)).toHaveLength(3);
    const { state } = play(blocked, { type: 'assignDamage', attacker: hound.card, destroy: [sq.card] });
    expect(state.sides[1].graveyard).toEqual([sq.card]);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
  });
  it('without Pierce the last blocker takes all the rest and the Gate is safe', () => {
    const chief = unitOf(RW, 0, 'berserker', 1); // 3/1
    const b1 = unitOf(RW, 1, 'squire', 1);
    const { state } = battle(build({ decks: RW, sides: [{ units: [chief] }, { units: [b1] }] }), [attack(chief.card)], [block(b1.card, chief.card)]);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
  });
  it('a blocked attacker whose blockers are gone deals nothing, unless it has Pierce', () => {
    const RS: [string, string] = ['reavers', 'shades'];
    const grunt = unitOf(RS, 0, 'berserker', 1);
    const piercer = unitOf(RS, 0, 'marauder', 0);
    const b = unitOf(RS, 1, 'shade', 1);
    const c = unitOf(RS, 1, 'shade', 0, {}, 1);
    const [v1, v2] = [inst(RS, 1, 'vanish', 0), inst(RS, 1, 'vanish', 1)];
    const s = build({ decks: RS, sides: [{ units: [grunt, piercer] }, { hand: [v1, v2], units: [b, c] }] });
    const blocked = play(s, endM, attack(grunt.card), attack(piercer.card), confirm, pass, pass, block(b.card, grunt.card), block(c.card, piercer.card), confirm).state;
    // "Vanish: Return a friendly unit in this lane to your hand": both blockers leave before damage.
    const { state } = play(blocked, pass, { type: 'playAction', card: v1, lane: 1, pay: [b.card], targets: [b.card] }, pass, { type: 'playAction', card: v2, lane: 0, pay: [c.card], targets: [c.card] }, pass, pass);
    expect(state.sides[1].hand).toEqual(expect.arrayContaining([b.card, c.card]));
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
    expect(state.sides[1].gates[0]!.shields).toHaveLength(1);
  });
});

describe('GR-77 after the Battle', () => {
  it('clears the attacks and opens the second Mobilize phase', () => {
    const a = unitOf(PR, 0, 'deckhand', 0);
    const { state } = battle(build({ decks: PR, sides: [{ units: [a] }, {}] }), [attack(a.card)]);
    expect(state.attacks).toEqual([]);
    expect(state.window).toBeNull();
    expect(state.phase).toBe('main');
    expect(state.mobilize).toBe(2);
  });
});

describe('GR-90 Quick Strike', () => {
  it('strikes first: a Quick Strike 3/1 destroys a 3/1 blocker before it strikes back', () => {
    const duelist = unitOf(PR, 0, 'cutlass-duelist', 0); // 3/1 Quick Strike: "Quick Strike."
    const berserker = unitOf(PR, 1, 'berserker', 0); // 3/1
    const { state } = battle(build({ decks: PR, sides: [{ units: [duelist] }, { units: [berserker] }] }), [attack(duelist.card)], [block(berserker.card, duelist.card)]);
    expect(state.sides[1].graveyard).toContain(berserker.card);
    expect(unitIn(state, 0, duelist.card).damage).toBe(0);
  });
  it('ends the game at once when its hits win it, before the other combatants strike', () => {
    const duelist = unitOf(PR, 0, 'cutlass-duelist', 0);
    const berserker = unitOf(PR, 1, 'berserker', 1);
    const s = build({ decks: PR, sides: [{ units: [duelist], hero: { inPlay: true, lane: 1, damage: 10, feats: 2 } }, { units: [berserker], shields: [0, 3, 2], destroyed: [false, false, true] }] });
    const { state } = battle(s, [attack(duelist.card), attack(HERO)], [block(berserker.card, HERO)]);
    expect(gaterunners.outcome(state)).toEqual({ kind: 'win', winners: [0], reason: 'two Gates destroyed' });
    expect(state.sides[0].hero.damage).toBe(10);
  });
  it('on both sides, strikes simultaneously', () => {
    const SP: [string, string] = ['shades', 'pirates'];
    const stalker = unitOf(SP, 0, 'night-stalker', 0); // 2/2 Quick Strike
    const duelist = unitOf(SP, 1, 'cutlass-duelist', 0); // 3/1 Quick Strike
    const { state } = battle(build({ decks: SP, sides: [{ units: [stalker] }, { units: [duelist] }] }), [attack(stalker.card)], [block(duelist.card, stalker.card)]);
    expect(state.sides[0].graveyard).toContain(stalker.card);
    expect(state.sides[1].graveyard).toContain(duelist.card);
  });
});

describe('GR-91 Reach', () => {
  it('blocks an attacker in an adjacent lane, but not two lanes away; units without Reach block only in their lane', () => {
    const a = unitOf(RW, 0, 'raider', 0);
    const pike = unitOf(RW, 1, 'pikeman', 1); // "Reach."
    const far = unitOf(RW, 1, 'sentry', 2); // "Steadfast, Reach."
    const squire = unitOf(RW, 1, 'squire', 1);
    const s = play(build({ decks: RW, sides: [{ units: [a] }, { units: [pike, far, squire] }] }), endM, attack(a.card), confirm, pass, pass).state;
    expect(refusal(s, block(pike.card, a.card))).toBeNull();
    expect(refusal(s, block(far.card, a.card))).toBe('CANNOT_BLOCK');
    expect(refusal(s, block(squire.card, a.card))).toBe('CANNOT_BLOCK');
    const { state } = play(s, block(pike.card, a.card), confirm, pass, pass);
    expect(state.sides[0].graveyard).toContain(a.card);
    expect(state.sides[1].gates[0]!.shields).toHaveLength(2);
  });
});

describe('GR-92 Restless and GR-93 Steadfast', () => {
  it('Restless: "Restless." — a Powder Monkey attacks and moves on the turn it arrives', () => {
    const monkey = inst(PR, 0, 'powder-monkey');
    const s = play(build({ decks: PR, turn: 5, sides: [{ hand: [monkey] }, {}] }), { type: 'playUnit', card: monkey, lane: 0, levelUp: [], targets: [] }).state;
    expect(refusal(s, { type: 'moveUnit', card: monkey, lane: 1 })).toBeNull();
    const { state } = battle(s, [attack(monkey)]);
    expect(state.sides[1].gates[0]!.shields).toHaveLength(1);
    // Still not under control long enough for LevelUp.
    expect(refusal({ ...s, sides: [{ ...s.sides[0], hand: [inst(PR, 0, 'navigator')] }, s.sides[1]] as typeof s.sides }, { type: 'playUnit', card: inst(PR, 0, 'navigator'), lane: 0, levelUp: [monkey], targets: [] })).toBe('LEVEL_UP_FRESH');
  });
  it('Steadfast: "Steadfast, Reach." — a Sentry stays ready after attacking', () => {
    const WP: [string, string] = ['wardens', 'pirates'];
    const sentry = unitOf(WP, 0, 'sentry', 1);
    const { state } = battle(build({ decks: WP, sides: [{ units: [sentry] }, {}] }), [attack(sentry.card)]);
    expect(unitIn(state, 0, sentry.card).exhausted).toBe(false);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(2);
  });
});

describe('GR-88 Phantom', () => {
  it('"Phantom." — a Shade can’t be targeted by the opponent’s Actions or abilities, but “each enemy unit” reaches it', () => {
    const shade = unitOf(SW, 0, 'shade', 0);
    const WS: [string, string] = ['wardens', 'shades'];
    const tower = build({ decks: WS, sides: [{ units: [unitOf(WS, 0, 'squire', 1), unitOf(WS, 0, 'pikeman', 1)] }, { units: [{ ...shade, card: inst(WS, 1, 'shade'), lane: 1 }] }] });
    const pay = [inst(WS, 0, 'squire'), inst(WS, 0, 'pikeman')].sort((a, b) => a - b);
    expect(refusal(tower, { type: 'activateGate', lane: 1, pay, targets: [inst(WS, 1, 'shade')] })).toBe('NO_SUCH_TARGET');
    const PS: [string, string] = ['pirates', 'shades'];
    const bs = build({ decks: PS, sides: [{ hand: [inst(PS, 0, 'broadside')], units: [unitOf(PS, 0, 'deckhand', 0), unitOf(PS, 0, 'deckhand', 0, {}, 1)] }, { units: [unitOf(PS, 1, 'shade', 0)] }] });
    const { state } = play(bs, { type: 'playAction', card: inst(PS, 0, 'broadside'), lane: 0, pay: [inst(PS, 0, 'deckhand', 0), inst(PS, 0, 'deckhand', 1)], targets: [] });
    expect(unitIn(state, 1, inst(PS, 1, 'shade')).damage).toBe(1);
    // Its own player's cards may target it.
    const own = build({ decks: SW, sides: [{ hand: [inst(SW, 0, 'vanish')], units: [shade] }, {}] });
    expect(refusal(own, { type: 'playAction', card: inst(SW, 0, 'vanish'), lane: 0, pay: [shade.card], targets: [shade.card] })).toBeNull();
  });
});
