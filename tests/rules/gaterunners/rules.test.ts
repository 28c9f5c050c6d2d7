/** Turn, unit, card, Hero, Gate and winning clauses of docs/rules/gaterunners.md; each test names its clause id. */
import { describe, expect, it } from 'vitest';
import { shipped } from '../shipped-examples';
import type { GrMove, GrState } from '../../../src/rules/gaterunners/index';
import { DEFAULT_CONFIG, gaterunners, HERO } from '../../../src/rules/gaterunners/index';
import { NO_TARGET } from '../../../src/rules/gaterunners/effects';
import { battle, build, inst, ofType, play, refusal, unitIn, unitOf } from './build';

const PR: [string, string] = ['pirates', 'reavers'];
const WS: [string, string] = ['wardens', 'shades'];
const endM: GrMove = { type: 'endMobilize' };
const confirm: GrMove = { type: 'confirm' };

/** A real game after Gates and mulligans (everyone keeps). */
function started(seed: string, decks: [string, string] = PR): GrState {
  const r = gaterunners.setup({ ...DEFAULT_CONFIG, decks }, seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  while (s.phase === 'placeGates' || s.phase === 'mulligan') s = play(s, gaterunners.legalMoves(s, gaterunners.decision(s).seats[0]!)[0]!).state;
  return s;
}
const types = (s: GrState) => new Set(gaterunners.legalMoves(s, gaterunners.decision(s).seats[0]!).map((m) => m.type));

describe('GR-9 turn limit', () => {
  it('draws the game once turn 400 ends', () => {
    const s = build({ turn: 400, mobilize: 2 });
    const { state, events } = play(s, endM);
    expect(gaterunners.outcome(state)).toEqual({ kind: 'draw', reason: 'turn limit' });
    expect(ofType(events, 'draw')).toEqual([{ type: 'draw', reason: 'turnLimit' }]);
  });
});

describe('GR-10 Ready and GR-11 Draw', () => {
  it('readies the new active player’s units and gives its Hero two feats, then draws the top card', () => {
    const s = build({ decks: PR, mobilize: 2, sides: [{}, { units: [unitOf(PR, 1, 'raider', 0, { exhausted: true }), unitOf(PR, 1, 'marauder', 1, { exhausted: true })], hero: { inPlay: true, lane: 1, damage: 0, feats: 0 }, deckTop: [inst(PR, 1, 'frenzy')] }] });
    const { state, events } = play(s, endM);
    expect(state.active).toBe(1);
    expect(state.sides[1].units.every((u) => !u.exhausted)).toBe(true);
    expect(state.sides[1].hero.feats).toBe(2);
    expect(ofType(events, 'readied')).toEqual([{ type: 'readied', seat: 1, count: 2 }]);
    expect(state.sides[1].hand).toEqual([inst(PR, 1, 'frenzy')]);
  });
  it('skips the first player’s draw on turn 1 only', () => {
    const s = started('draw');
    expect(s.turn).toBe(1);
    expect(s.sides[s.first]!.hand).toHaveLength(6);
    const next = play(s, endM, confirm, endM).state;
    expect(next.turn).toBe(2);
    expect(next.sides[1 - s.first]!.hand).toHaveLength(7);
  });
});

describe('GR-12 Mobilize, Battle, Mobilize, End', () => {
  it('goes from the first Mobilize phase to the Battle, to the second Mobilize phase, to the next turn', () => {
    const s = build({});
    const a = play(s, endM).state;
    expect(a.phase).toBe('attack');
    const b = play(a, confirm);
    expect(b.state.phase).toBe('main');
    expect(b.state.mobilize).toBe(2);
    expect(ofType(b.events, 'battleEnded')).toHaveLength(1);
    const c = play(b.state, endM).state;
    expect(c.active).toBe(1);
    expect(c.mobilize).toBe(1);
  });
});

describe('GR-13 what you may do while Mobilizing', () => {
  it('offers units, moves, Actions, tap abilities, Gate abilities, Maneuver and Hero feats', () => {
    const s = build({
      decks: ['pirates', 'wardens'],
      sides: [{ hand: [inst(PR, 0, 'powder-monkey'), inst(PR, 0, 'broadside')], units: [unitOf(PR, 0, 'deckhand', 1), unitOf(PR, 0, 'lookout', 1)], hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }, { units: [unitOf(['pirates', 'wardens'], 1, 'squire', 1)] }],
    });
    expect(types(s)).toEqual(new Set(['playUnit', 'moveUnit', 'playAction', 'activateGate', 'maneuver', 'heroMove', 'heroAbility', 'endMobilize']));
    const w = build({ decks: WS, sides: [{ units: [unitOf(WS, 0, 'field-medic', 1)], hero: { inPlay: true, lane: 1, damage: 3, feats: 2 } }, {}] });
    expect(types(w).has('tapUnit')).toBe(true);
  });
});

describe('GR-14 End step', () => {
  it('ends until-end-of-turn changes and heals units, but a Hero keeps its damage', () => {
    const s = build({ decks: PR, mobilize: 2, sides: [{ units: [unitOf(PR, 0, 'lookout', 0, { damage: 2 })], hero: { inPlay: true, lane: 0, damage: 4, feats: 2 } }, {}] });
    const buffed = { ...s, sides: [{ ...s.sides[0], units: [{ ...s.sides[0].units[0]!, plusPower: 2, plusHealth: 1 }] }, s.sides[1]] as GrState['sides'] };
    const { state } = play(buffed, endM);
    expect(state.sides[0].units[0]).toMatchObject({ damage: 0, plusPower: 0, plusHealth: 0 });
    expect(state.sides[0].hero.damage).toBe(4);
  });
});

describe('GR-15 hand size', () => {
  it('makes the player discard down to 7, one card of their choice at a time, before the next turn', () => {
    const hand = ['deckhand', 'powder-monkey', 'cutlass-duelist', 'lookout', 'bosun'].flatMap((id) => [inst(PR, 0, id, 0), inst(PR, 0, id, 1)]).slice(0, 9);
    const s = build({ decks: PR, mobilize: 2, sides: [{ hand }, {}] });
    const a = play(s, endM).state;
    expect(a.phase).toBe('discard');
    expect(gaterunners.legalMoves(a, 0)).toHaveLength(9);
    const b = play(a, { type: 'discard', card: hand[0]! }).state;
    expect(b.phase).toBe('discard');
    const c = play(b, { type: 'discard', card: hand[1]! }).state;
    expect(c.sides[0].hand).toHaveLength(7);
    expect(c.sides[0].graveyard).toEqual(expect.arrayContaining([hand[0], hand[1]]));
    expect(c.active).toBe(1);
  });
});

describe('GR-20 Level 1 units', () => {
  const hand = [inst(PR, 0, 'deckhand', 0), inst(PR, 0, 'deckhand', 1), inst(PR, 0, 'deckhand', 2)];
  it('may be played twice per turn into a lane with room, for nothing', () => {
    const s = build({ decks: PR, sides: [{ hand }, {}] });
    const a = play(s, { type: 'playUnit', card: hand[0]!, lane: 0, levelUp: [], targets: [] }, { type: 'playUnit', card: hand[1]!, lane: 0, levelUp: [], targets: [] }).state;
    expect(a.sides[0].units.map((u) => u.lane)).toEqual([0, 0]);
    expect(refusal(a, { type: 'playUnit', card: hand[2]!, lane: 1, levelUp: [], targets: [] })).toBe('LEVEL_ONE_LIMIT');
  });
  it('may not go into a full lane: two units on a side, three in the centre', () => {
    const s = build({ decks: PR, sides: [{ hand, units: [unitOf(PR, 0, 'lookout', 0), unitOf(PR, 0, 'lookout', 0, {}, 1), unitOf(PR, 0, 'bosun', 1), unitOf(PR, 0, 'bosun', 1, {}, 1)] }, {}] });
    expect(refusal(s, { type: 'playUnit', card: hand[0]!, lane: 0, levelUp: [], targets: [] })).toBe('LANE_FULL');
    expect(refusal(s, { type: 'playUnit', card: hand[0]!, lane: 1, levelUp: [], targets: [] })).toBeNull();
    expect(refusal(s, { type: 'playUnit', card: inst(PR, 0, 'broadside'), lane: 1, levelUp: [], targets: [] })).toBe('NOT_IN_HAND');
  });
});

describe('GR-21 arriving units', () => {
  it('may not move, attack or tap on their first turn, but may pay for an Action and block', () => {
    const fresh = unitOf(PR, 0, 'deckhand', 0, { since: 5 });
    const s = build({ decks: PR, turn: 5, sides: [{ units: [fresh], hand: [inst(PR, 0, 'grappling-hook')] }, { units: [unitOf(PR, 1, 'raider', 0)] }] });
    expect(refusal(s, { type: 'moveUnit', card: fresh.card, lane: 1 })).toBe('UNIT_FRESH');
    expect(refusal(s, { type: 'playAction', card: inst(PR, 0, 'grappling-hook'), lane: 0, pay: [fresh.card], targets: [inst(PR, 1, 'raider')] })).toBeNull();
    const atk = play(s, endM).state;
    expect(refusal(atk, { type: 'declareAttacker', card: fresh.card, target: 'gate' })).toBe('UNIT_FRESH');
    // On the opponent's turn the same fresh unit blocks.
    const opp = build({ decks: PR, turn: 6, active: 1, sides: [{ units: [{ ...fresh, since: 6 }] }, { units: [unitOf(PR, 1, 'raider', 0)] }] });
    const blocking = play(opp, endM, { type: 'declareAttacker', card: inst(PR, 1, 'raider'), target: 'gate' }, confirm, { type: 'pass' }, { type: 'pass' }).state;
    expect(refusal(blocking, { type: 'declareBlocker', card: fresh.card, attacker: inst(PR, 1, 'raider') })).toBeNull();
  });
});

describe('GR-22 and GR-85 LevelUp (the book’s examples)', () => {
  const L1 = (k: number, lane: 0 | 1 | 2) => unitOf(PR, 0, 'deckhand', lane, {}, k);
  const captain = inst(PR, 0, 'dread-captain');
  const party = inst(PR, 0, 'boarding-party');
  const lvl = (s: GrState, card: number, levelUp: number[], lane = 1) => refusal(s, { type: 'playUnit', card, lane, levelUp, targets: [] });
  it('plays a Level 3 from one Level 2, from two Level 1s, or from one Level 3, and sends them to the graveyard', shipped(gaterunners, 'level-up', { title: 'A Level 3 Dread Captain enters by Levelling Up a Level 2 Navigator', clauses: ['GR-22', 'GR-85'], seat: 0 }, () => {
    const l2 = unitOf(PR, 0, 'navigator', 1);
    const l3 = unitOf(PR, 0, 'kraken-caller', 1);
    const s = build({ decks: PR, sides: [{ hand: [captain], units: [l2, l3, L1(0, 1), L1(1, 0)] }, {}] });
    expect(lvl(s, captain, [l2.card])).toBeNull();
    expect(lvl(s, captain, [l3.card])).toBeNull();
    expect(lvl(s, captain, [L1(1, 0).card, L1(0, 1).card].sort((a, b) => a - b))).toBeNull();
    const { state, events } = play(s, { type: 'playUnit', card: captain, lane: 1, levelUp: [l2.card], targets: [] });
    expect(state.sides[0].graveyard).toContain(l2.card);
    expect(unitIn(state, 0, captain).lane).toBe(1);
    expect(ofType(events, 'leveledUp')).toEqual([{ type: 'leveledUp', seat: 0, sacrificed: [l2.card] }]);
  }));
  it('plays a Level 2 from one unit of any Level', () => {
    const s = build({ decks: PR, sides: [{ hand: [party], units: [L1(0, 1), unitOf(PR, 0, 'navigator', 1), unitOf(PR, 0, 'kraken-caller', 0)] }, {}] });
    expect(lvl(s, party, [L1(0, 1).card])).toBeNull();
    expect(lvl(s, party, [inst(PR, 0, 'navigator')])).toBeNull();
    expect(lvl(s, party, [inst(PR, 0, 'kraken-caller')], 0)).toBeNull();
  });
  it('refuses four Level 1s (or any unit to spare) for a Level 3, and too little', () => {
    const ones = [L1(0, 0), L1(1, 0), L1(2, 1), L1(3, 1)];
    const s = build({ decks: PR, sides: [{ hand: [captain], units: ones }, {}] });
    const cards = ones.map((u) => u.card).sort((a, b) => a - b);
    expect(lvl(s, captain, cards)).toBe('LEVEL_UP_EXCESS');
    expect(lvl(s, captain, cards.slice(0, 3))).toBe('LEVEL_UP_EXCESS');
    expect(lvl(s, captain, [ones[2]!.card])).toBe('LEVEL_UP_NEEDED');
    expect(lvl(s, captain, [ones[2]!.card, ones[3]!.card])).toBeNull();
    expect(lvl(s, captain, [ones[3]!.card, ones[2]!.card])).toBe('BAD_LEVEL_UP');
  });
  it('uses only units under your control since before this turn, one of them from the lane the unit enters', () => {
    const s = build({ decks: PR, turn: 5, sides: [{ hand: [party], units: [L1(0, 0), { ...L1(1, 1), since: 5 }] }, { units: [unitOf(PR, 1, 'raider', 1)] }] });
    expect(lvl(s, party, [L1(1, 1).card])).toBe('LEVEL_UP_FRESH');
    expect(lvl(s, party, [L1(0, 0).card], 1)).toBe('LEVEL_UP_LANE');
    expect(lvl(s, party, [inst(PR, 1, 'raider')])).toBe('LEVEL_UP_NOT_YOURS');
    expect(lvl(s, party, [L1(0, 0).card], 0)).toBeNull();
  });
  it('needs room in the lane once the LevelUp units have left', () => {
    const s = build({ decks: PR, sides: [{ hand: [captain], units: [unitOf(PR, 0, 'navigator', 0), L1(0, 0), L1(1, 1)] }, {}] });
    expect(lvl(s, captain, [inst(PR, 0, 'navigator')], 0)).toBeNull();
    const full = build({ decks: PR, sides: [{ hand: [captain], units: [unitOf(PR, 0, 'navigator', 0), L1(0, 0)] }, {}] });
    expect(lvl(full, captain, [inst(PR, 0, 'navigator')], 0)).toBeNull();
  });
});

describe('GR-23 moving', () => {
  it('exhausts the unit and puts it into an adjacent lane that is not full', () => {
    const u = unitOf(PR, 0, 'lookout', 1);
    const s = build({ decks: PR, sides: [{ units: [u, unitOf(PR, 0, 'deckhand', 2), unitOf(PR, 0, 'deckhand', 2, {}, 1)] }, {}] });
    expect(refusal(s, { type: 'moveUnit', card: u.card, lane: 2 })).toBe('LANE_FULL');
    const { state, events } = play(s, { type: 'moveUnit', card: u.card, lane: 0 });
    expect(unitIn(state, 0, u.card)).toMatchObject({ lane: 0, exhausted: true });
    expect(ofType(events, 'unitMoved')).toEqual([{ type: 'unitMoved', seat: 0, card: u.card, from: 1, to: 0 }]);
    expect(refusal(state, { type: 'moveUnit', card: u.card, lane: 1 })).toBe('UNIT_EXHAUSTED');
    const far = build({ decks: PR, sides: [{ units: [unitOf(PR, 0, 'lookout', 0)] }, {}] });
    expect(refusal(far, { type: 'moveUnit', card: u.card, lane: 2 })).toBe('NOT_ADJACENT');
    expect(refusal(far, { type: 'moveUnit', card: inst(PR, 1, 'raider'), lane: 1 })).toBe('NOT_YOUR_UNIT');
  });
});

describe('GR-24 full lanes and GR-25 damage', () => {
  const WP: [string, string] = ['wardens', 'pirates'];
  it('sends a unit pushed into a full lane to the graveyard', () => {
    const target = unitOf(WP, 1, 'lookout', 1);
    const s = build({ decks: WP, sides: [{ hand: [inst(WP, 0, 'repel')], units: [unitOf(WP, 0, 'squire', 1), unitOf(WP, 0, 'squire', 1, {}, 1)] }, { units: [target, unitOf(WP, 1, 'deckhand', 0), unitOf(WP, 1, 'deckhand', 0, {}, 1)] }] });
    const pay = [inst(WP, 0, 'squire', 0), inst(WP, 0, 'squire', 1)].sort((a, b) => a - b);
    const { state, events } = play(s, { type: 'playAction', card: inst(WP, 0, 'repel'), lane: 1, pay, targets: [target.card, 0] });
    expect(state.sides[1].graveyard).toContain(target.card);
    expect(ofType(events, 'pushed')[0]).toMatchObject({ toGraveyard: true });
    const room = play(s, { type: 'playAction', card: inst(WP, 0, 'repel'), lane: 1, pay, targets: [target.card, 2] }).state;
    expect(unitIn(room, 1, target.card).lane).toBe(2);
  });
  it('sends a unit whose damage reaches its health to the graveyard', () => {
    const raider = unitOf(PR, 1, 'raider', 0);
    const s = build({ decks: PR, sides: [{ hand: [inst(PR, 0, 'broadside')], units: [unitOf(PR, 0, 'deckhand', 0), unitOf(PR, 0, 'deckhand', 1, {}, 1)] }, { units: [raider, unitOf(PR, 1, 'marauder', 0)] }] });
    const { state } = play(s, { type: 'playAction', card: inst(PR, 0, 'broadside'), lane: 0, pay: [inst(PR, 0, 'deckhand', 0), inst(PR, 0, 'deckhand', 1)].sort((a, b) => a - b), targets: [] });
    expect(state.sides[1].graveyard).toContain(raider.card); // 1 damage, health 1
    expect(unitIn(state, 1, inst(PR, 1, 'marauder')).damage).toBe(1); // health 2: survives
  });
});

describe('GR-30 lanes of effect and GR-31 paying', () => {
  const hook = inst(PR, 0, 'grappling-hook');
  const broadside = inst(PR, 0, 'broadside');
  const a = unitOf(PR, 0, 'deckhand', 0);
  const b = unitOf(PR, 0, 'deckhand', 1, {}, 1);
  const foe0 = unitOf(PR, 1, 'raider', 0);
  const foe1 = unitOf(PR, 1, 'raider', 1, {}, 1);
  const s = build({ decks: PR, sides: [{ hand: [hook, broadside], units: [a, b] }, { units: [foe0, foe1] }] });
  it('needs exactly the cost in ready units of yours, at least one from the lane', () => {
    expect(refusal(s, { type: 'playAction', card: hook, lane: 0, pay: [b.card], targets: [foe0.card] })).toBe('PAY_FROM_LANE');
    expect(refusal(s, { type: 'playAction', card: hook, lane: 0, pay: [], targets: [foe0.card] })).toBe('BAD_PAYMENT');
    expect(refusal(s, { type: 'playAction', card: broadside, lane: 0, pay: [b.card, a.card], targets: [] })).toBe('BAD_PAYMENT');
    expect(refusal(s, { type: 'playAction', card: hook, lane: 0, pay: [foe0.card], targets: [foe0.card] })).toBe('NOT_YOUR_UNIT');
    expect(refusal(s, { type: 'playAction', card: a.card, lane: 0, pay: [a.card], targets: [] })).toBe('NOT_IN_HAND');
    const tired = build({ decks: PR, sides: [{ hand: [hook], units: [{ ...a, exhausted: true }] }, { units: [foe0] }] });
    expect(refusal(tired, { type: 'playAction', card: hook, lane: 0, pay: [a.card], targets: [foe0.card] })).toBe('UNIT_EXHAUSTED');
  });
  it('exhausts the payers, works only in its lane, and goes to the graveyard', () => {
    const pay = [a.card, b.card].sort((x, y) => x - y);
    const { state } = play(s, { type: 'playAction', card: broadside, lane: 0, pay, targets: [] });
    expect(state.sides[0].units.every((u) => u.exhausted)).toBe(true);
    expect(state.sides[1].graveyard).toEqual([foe0.card]);
    expect(unitIn(state, 1, foe1.card).damage).toBe(0);
    expect(state.sides[0].graveyard).toContain(broadside);
    expect(refusal(s, { type: 'playAction', card: hook, lane: 1, pay: [b.card], targets: [foe0.card] })).toBe('NO_SUCH_TARGET');
  });
});

describe('GR-32 targets and GR-33 deploying', () => {
  it('refuses an Action without a target and a wrong number of targets; an Enter ability without one does nothing', () => {
    const hook = inst(PR, 0, 'grappling-hook');
    const gunner = inst(PR, 0, 'corsair-gunner');
    const d = unitOf(PR, 0, 'deckhand', 0);
    const s = build({ decks: PR, sides: [{ hand: [hook, gunner], units: [d] }, {}] });
    expect(gaterunners.legalMoves(s, 0).some((m) => m.type === 'playAction')).toBe(false);
    expect(refusal(s, { type: 'playAction', card: hook, lane: 0, pay: [d.card], targets: [] })).toBe('BAD_TARGETS');
    expect(refusal(s, { type: 'playAction', card: hook, lane: 0, pay: [d.card], targets: [inst(PR, 1, 'raider')] })).toBe('NO_SUCH_TARGET');
    expect(refusal(s, { type: 'playUnit', card: gunner, lane: 0, levelUp: [d.card], targets: [NO_TARGET] })).toBeNull();
    expect(refusal(s, { type: 'playUnit', card: gunner, lane: 0, levelUp: [d.card], targets: [] })).toBe('BAD_TARGETS');
  });
  it('announces, pays and resolves in one move: the opponent gets no decision in between', () => {
    const hook = inst(PR, 0, 'grappling-hook');
    const d = unitOf(PR, 0, 'deckhand', 0);
    const foe = unitOf(PR, 1, 'raider', 0);
    const s = build({ decks: PR, sides: [{ hand: [hook], units: [d] }, { units: [foe] }] });
    const { state, events } = play(s, { type: 'playAction', card: hook, lane: 0, pay: [d.card], targets: [foe.card] });
    expect(events.map((e) => e.type)).toEqual(['actionPlayed', 'exhausted', 'exhausted']);
    expect(gaterunners.decision(state).seats).toEqual([0]);
  });
});

describe('GR-35 Instants', () => {
  it('may be played by either player in a response window; Actions may not', () => {
    const hook = inst(PR, 0, 'grappling-hook');
    const broadside = inst(PR, 0, 'broadside');
    const atk = unitOf(PR, 0, 'deckhand', 0);
    const payer = unitOf(PR, 0, 'deckhand', 0, {}, 1);
    const frenzy = inst(PR, 1, 'frenzy');
    const foe = unitOf(PR, 1, 'raider', 0);
    const s = build({ decks: PR, sides: [{ hand: [hook, broadside], units: [atk, { ...payer, card: inst(PR, 0, 'lookout') }] }, { hand: [frenzy], units: [foe] }] });
    const w = play(s, endM, { type: 'declareAttacker', card: atk.card, target: 'gate' }, confirm).state;
    expect(w.phase).toBe('response');
    expect(gaterunners.decision(w).seats).toEqual([0]);
    expect(refusal(w, { type: 'playAction', card: broadside, lane: 0, pay: [inst(PR, 0, 'lookout'), atk.card].sort((a, b) => a - b), targets: [] })).toBe('NOT_AN_INSTANT');
    const after = play(w, { type: 'playAction', card: hook, lane: 0, pay: [inst(PR, 0, 'lookout')], targets: [foe.card] }).state;
    expect(gaterunners.decision(after).seats).toEqual([1]);
    expect(after.window).toEqual({ after: 'attack', next: 1, passes: 0 });
  });
});

describe('GR-40 Hero’s Journey and GR-41 feats', () => {
  it('brings the Pirates Hero in when its player controls 4 units, in the lane they choose, with one feat', () => {
    const ones = ['deckhand', 'lookout', 'bosun'].map((id, i) => unitOf(PR, 0, id, i as 0 | 1 | 2));
    const s = build({ decks: PR, sides: [{ hand: [inst(PR, 0, 'powder-monkey')], units: ones }, {}] });
    expect(s.sides[0].hero.inPlay).toBe(false);
    const a = play(s, { type: 'playUnit', card: inst(PR, 0, 'powder-monkey'), lane: 1, levelUp: [], targets: [] }).state;
    expect(a.phase).toBe('heroEnters');
    const { state, events } = play(a, { type: 'heroEnter', lane: 2 });
    expect(state.sides[0].hero).toEqual({ inPlay: true, lane: 2, damage: 0, feats: 1 });
    expect(ofType(events, 'heroEntered')).toEqual([{ type: 'heroEntered', seat: 0, lane: 2 }]);
    expect(refusal(play(state, { type: 'heroMove', lane: 1 }).state, { type: 'heroMove', lane: 2 })).toBe('NO_FEATS');
  });
  it('has two feats from its player’s next Ready on', () => {
    const s = build({ decks: PR, active: 1, mobilize: 2, sides: [{ hero: { inPlay: true, lane: 0, damage: 0, feats: 0 } }, {}] });
    expect(play(s, endM).state.sides[0].hero.feats).toBe(2);
  });
  it('brings the Veiled Lady at the start of her 3rd turn, the Warden after 3 lost Shields, Skarn with 2 units in the graveyard', () => {
    const lady = build({ decks: WS, active: 0, turn: 5, mobilize: 2, sides: [{}, {}] });
    // Seat 1 is second: turn 6 is its 3rd turn.
    expect(play(lady, endM).state.phase).toBe('heroEnters');
    const early = build({ decks: WS, active: 0, turn: 3, mobilize: 2 });
    expect(play(early, endM).state.phase).toBe('main');
    const warden = build({ decks: WS, active: 1, turn: 6, mobilize: 2 });
    const two = { ...warden, sides: [{ ...warden.sides[0], shieldsLost: 2 }, warden.sides[1]] as GrState['sides'] };
    expect(play(two, endM).state.phase).toBe('main');
    const lost = { ...warden, sides: [{ ...warden.sides[0], shieldsLost: 3 }, warden.sides[1]] as GrState['sides'] };
    expect(play(lost, endM).state.phase).toBe('heroEnters');
    const RP: [string, string] = ['reavers', 'pirates'];
    const skarn = build({ decks: RP, active: 1, mobilize: 2, sides: [{ graveyard: [inst(RP, 0, 'raider', 0), inst(RP, 0, 'frenzy'), inst(RP, 0, 'war-cry')] }, {}] });
    expect(play(skarn, endM).state.phase).toBe('main');
    const skarn3 = build({ decks: RP, active: 1, mobilize: 2, sides: [{ graveyard: [inst(RP, 0, 'raider', 0), inst(RP, 0, 'raider', 1)] }, {}] });
    expect(play(skarn3, endM).state.phase).toBe('heroEnters');
  });
});

describe('GR-42 Hero moves and abilities', () => {
  it('moves to an adjacent lane for a feat without exhausting, and uses its ability in its lane for its feats', () => {
    const RP: [string, string] = ['reavers', 'pirates'];
    const foe = unitOf(RP, 1, 'cutlass-duelist', 1); // 3/1: Cleave's 3 destroys it
    const s = build({ decks: RP, sides: [{ hero: { inPlay: true, lane: 0, damage: 0, feats: 2 } }, { units: [foe] }] });
    expect(refusal(s, { type: 'heroMove', lane: 2 })).toBe('NOT_ADJACENT');
    expect(refusal(s, { type: 'heroAbility', targets: [foe.card] })).toBe('NO_SUCH_TARGET');
    const moved = play(s, { type: 'heroMove', lane: 1 }).state;
    expect(moved.sides[0].hero).toMatchObject({ lane: 1, feats: 1 });
    // Cleave costs two feats: one is left.
    expect(refusal(moved, { type: 'heroAbility', targets: [foe.card] })).toBe('NO_FEATS');
    const here = build({ decks: RP, sides: [{ hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }, { units: [foe] }] });
    const { state } = play(here, { type: 'heroAbility', targets: [foe.card] });
    expect(state.sides[1].graveyard).toContain(foe.card);
    expect(state.sides[0].hero.feats).toBe(0);
    const none = build({ decks: RP, sides: [{}, {}] });
    expect(refusal(none, { type: 'heroMove', lane: 1 })).toBe('NO_HERO');
  });
});

describe('GR-43 Hero combat', () => {
  const hero = (lane: 0 | 1 | 2, damage = 0) => ({ inPlay: true, lane, damage, feats: 2 });
  it('lets two Heroes strike each other when one attacks the other unblocked', () => {
    const s = build({ decks: PR, sides: [{ hero: hero(1) }, { hero: hero(1) }] });
    const { state } = battle(s, [{ type: 'declareAttacker', card: HERO, target: 'hero' }]);
    expect(state.sides[1].hero.damage).toBe(3); // Captain Saltbrand's power
    expect(state.sides[0].hero.damage).toBe(4); // Skarn's power
    expect(state.sides[0].hero.feats).toBe(1);
  });
  it('lets a unit block a Hero: each deals its power to the other', () => {
    const blocker = unitOf(PR, 1, 'berserker', 1);
    const s = build({ decks: PR, sides: [{ hero: hero(1) }, { units: [blocker] }] });
    const { state } = battle(s, [{ type: 'declareAttacker', card: HERO, target: 'gate' }], [{ type: 'declareBlocker', card: blocker.card, attacker: HERO }]);
    expect(state.sides[0].hero.damage).toBe(3);
    expect(state.sides[1].graveyard).toContain(blocker.card);
    expect(state.sides[1].gates[1]!.shields).toHaveLength(3);
  });
  it('lets a Hero block a unit, taking its damage, and keeps that damage', () => {
    const atk = unitOf(PR, 0, 'cutlass-duelist', 1); // 3/1
    const s = build({ decks: PR, sides: [{ units: [atk] }, { hero: hero(1) }] });
    const { state } = battle(s, [{ type: 'declareAttacker', card: atk.card, target: 'gate' }], [{ type: 'declareBlocker', card: HERO, attacker: atk.card }]);
    expect(state.sides[1].hero.damage).toBe(3);
    expect(state.sides[0].graveyard).toContain(atk.card);
    expect(play(state, endM).state.sides[1].hero.damage).toBe(3);
  });
});

describe('GR-44 damaging Gates (R2)', () => {
  it('moves one Shield to its owner’s hand per hit, destroys a Gate hit with none, and forbids attacking it then', () => {
    const a = unitOf(PR, 0, 'cutlass-duelist', 0);
    const s = build({ decks: PR, sides: [{ units: [a] }, { shields: [1, 3, 2] }] });
    const shield = s.sides[1].gates[0]!.shields[0]!;
    const one = battle(s, [{ type: 'declareAttacker', card: a.card, target: 'gate' }]);
    expect(one.state.sides[1].gates[0]!.shields).toEqual([]);
    expect(one.state.sides[1].hand).toEqual([shield]);
    expect(ofType(one.events, 'shieldLost')).toEqual([{ type: 'shieldLost', seat: 1, lane: 0, card: shield, to: 'hand' }]);
    const again = build({ decks: PR, sides: [{ units: [a] }, { shields: [0, 3, 2] }] });
    const two = battle(again, [{ type: 'declareAttacker', card: a.card, target: 'gate' }]);
    expect(two.state.sides[1].gates[0]!.destroyed).toBe(true);
    expect(ofType(two.events, 'gateDestroyed')).toHaveLength(1);
    const down = build({ decks: PR, sides: [{ units: [a], hand: [inst(PR, 0, 'powder-monkey')] }, { destroyed: [true, false, false] }] });
    expect(refusal(play(down, endM).state, { type: 'declareAttacker', card: a.card, target: 'gate' })).toBe('CANNOT_ATTACK');
    // The lane stays in play.
    expect(refusal(down, { type: 'playUnit', card: inst(PR, 0, 'powder-monkey'), lane: 0, levelUp: [], targets: [] })).toBeNull();
  });
});

describe('GR-45 Gate abilities', () => {
  it('are paid from the Gate’s own lane, on your turn, and not from a destroyed Gate', () => {
    const WP: [string, string] = ['wardens', 'pirates'];
    // Wardens' Gates in deck order: Bastion (left), Watchtower (centre), Stone Gate (right).
    // The Watchtower costs two units of its lane.
    const here = unitOf(WP, 0, 'squire', 1);
    const also = unitOf(WP, 0, 'pikeman', 1);
    const there = unitOf(WP, 0, 'squire', 0, {}, 1);
    const foe = unitOf(WP, 1, 'powder-monkey', 1);
    const s = build({ decks: WP, sides: [{ units: [here, also, there] }, { units: [foe] }] });
    const sorted = (...xs: number[]) => xs.sort((a, b) => a - b);
    expect(refusal(s, { type: 'activateGate', lane: 1, pay: sorted(here.card, there.card), targets: [foe.card] })).toBe('PAY_FROM_LANE');
    expect(refusal(s, { type: 'activateGate', lane: 2, pay: [], targets: [] })).toBe('NO_ABILITY');
    const { state } = play(s, { type: 'activateGate', lane: 1, pay: sorted(here.card, also.card), targets: [foe.card] });
    expect(state.sides[1].units.find((u) => u.card === foe.card)?.damage).toBe(1);
    const down = build({ decks: WP, sides: [{ units: [here, also], destroyed: [false, true, false] }, { units: [foe] }] });
    expect(refusal(down, { type: 'activateGate', lane: 1, pay: sorted(here.card, also.card), targets: [foe.card] })).toBe('GATE_DESTROYED');
  });
});

describe('GR-50 winning', () => {
  it('is won when a second Gate falls', () => {
    const a = unitOf(PR, 0, 'cutlass-duelist', 0);
    const s = build({ decks: PR, sides: [{ units: [a] }, { shields: [0, 3, 2], destroyed: [false, false, true] }] });
    const { state, events } = battle(s, [{ type: 'declareAttacker', card: a.card, target: 'gate' }]);
    expect(gaterunners.outcome(state)).toEqual({ kind: 'win', winners: [0], reason: 'two Gates destroyed' });
    expect(ofType(events, 'won')).toEqual([{ type: 'won', seat: 0, reason: 'gates' }]);
  });
  it('is won when the opposing Hero is destroyed, and drawn when both Heroes fall at once', () => {
    const s = build({ decks: PR, sides: [{ hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }, { hero: { inPlay: true, lane: 1, damage: 10, feats: 2 } }] });
    const win = battle(s, [{ type: 'declareAttacker', card: HERO, target: 'hero' }]).state;
    expect(gaterunners.outcome(win)).toEqual({ kind: 'win', winners: [0], reason: 'Hero destroyed' });
    const both = build({ decks: PR, sides: [{ hero: { inPlay: true, lane: 1, damage: 8, feats: 2 } }, { hero: { inPlay: true, lane: 1, damage: 10, feats: 2 } }] });
    expect(gaterunners.outcome(battle(both, [{ type: 'declareAttacker', card: HERO, target: 'hero' }]).state).kind).toBe('draw');
  });
});

describe('GR-51 running out of cards', () => {
  it('loses at once with no Hero in play', () => {
    const s = build({ decks: PR, mobilize: 2, sides: [{}, { emptyDeck: true }] });
    const { state, events } = play(s, endM);
    expect(ofType(events, 'deckOut')).toEqual([{ type: 'deckOut', seat: 1, heroDamage: 0 }]);
    expect(gaterunners.outcome(state)).toEqual({ kind: 'win', winners: [0], reason: 'ran out of cards' });
  });
  it('deals 3 damage to a Hero in play instead, which may destroy it', () => {
    const s = build({ decks: PR, mobilize: 2, sides: [{}, { emptyDeck: true, hero: { inPlay: true, lane: 0, damage: 2, feats: 0 } }] });
    const { state } = play(s, endM);
    expect(state.sides[1].hero.damage).toBe(5);
    expect(gaterunners.outcome(state).kind).toBe('ongoing');
    const dying = build({ decks: PR, mobilize: 2, sides: [{}, { emptyDeck: true, hero: { inPlay: true, lane: 0, damage: 9, feats: 0 } }] });
    expect(gaterunners.outcome(play(dying, endM).state)).toEqual({ kind: 'win', winners: [0], reason: 'ran out of cards' });
  });
});
