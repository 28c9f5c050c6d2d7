/** One test (or more) per clause of docs/rules/gatekeeper.md; each names its clause id. */
import { describe, expect, it } from 'vitest';
import { colIndex } from '../../../src/rules/gatekeeper/engine';
import { DEFAULT_CONFIG, gatekeeper, LOCATIONS, WITCHES } from '../../../src/rules/gatekeeper/index';
import type { GkState } from '../../../src/rules/gatekeeper/index';
import { build, column, dz, ofType, play, playPlain, witch } from './build';

const setupState = (seed: string | number, tieBreak = false): GkState => {
  const r = gatekeeper.setup({ ...DEFAULT_CONFIG, tieBreak }, seed);
  if (!r.ok) throw new Error('setup failed');
  return r.value;
};
const keep = { type: 'mulligan', cards: [] } as const;

// Witches used below, named by what matters about them.
const AIR7 = witch({ element: 'air', power: 7 }); // move III
const EARTH7 = witch({ element: 'earth', power: 7 }); // move I
const WATER7 = witch({ element: 'water', power: 7 }); // move II
const FIRE7 = witch({ element: 'fire', power: 7 }); // move III
const AIR3 = witch({ element: 'air', power: 3, spell: 'manipulator' }); // move I, like the Archer she replaced (GK-50 pass C)
const EARTH4 = witch({ element: 'earth', spell: 'temptress' });
const WATER6 = witch({ element: 'water', spell: 'healer' });
const EARTH5 = witch({ element: 'earth', spell: 'lieutenant' });
const SUN = witch({ element: 'sun' }, 0);
const SUN2 = witch({ element: 'sun' }, 1);

describe('GK-2 the Astral plane', () => {
  it('has Air, Earth, Water, Fire left to right, each listing its own element first and two others', () => {
    expect(LOCATIONS.map((l) => l.element)).toEqual(['air', 'earth', 'water', 'fire']);
    for (const l of LOCATIONS) {
      expect(l.gates[0]).toBe(l.element);
      expect(new Set(l.gates).size).toBe(3);
    }
    // The book's example: the water location lists earth and fire.
    expect([...LOCATIONS[2]!.gates].sort()).toEqual(['earth', 'fire', 'water']);
  });
  it('lists every element at exactly three locations, and starts every bead on the own element', () => {
    for (const e of ['air', 'earth', 'water', 'fire'] as const) expect(LOCATIONS.filter((l) => l.gates.includes(e)).length).toBe(3);
    expect(setupState(1).beads).toEqual([0, 0, 0, 0]);
  });
});

describe('GK-3 hands and the mulligan', () => {
  it('deals 5 to each player from a shuffled pile of the other 34; the first player decides the mulligan first', () => {
    const s = setupState('deal');
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.pile.length).toBe(34);
    expect(s.phase).toBe('mulligan');
    expect(gatekeeper.decision(s).seats).toEqual([s.first]);
  });
  it('puts the chosen witches under the pile and draws as many from the top, once', () => {
    const s = setupState('mull');
    const seat = s.first;
    const hand = s.hands[seat]!;
    const chosen = [...hand].sort((a, b) => a - b).slice(0, 2);
    const topTwo = s.pile.slice(-2).reverse();
    const { state } = play(s, { type: 'mulligan', cards: chosen });
    expect(state.pile.slice(0, 2)).toEqual(chosen);
    expect(state.hands[seat]!.length).toBe(5);
    for (const c of topTwo) expect(state.hands[seat]).toContain(c);
    for (const c of chosen) expect(state.hands[seat]).not.toContain(c);
    // It is now the other player's one mulligan; after it, no more mulligans.
    expect(gatekeeper.decision(state).seats).toEqual([1 - seat]);
    const after = play(state, keep).state;
    const again = gatekeeper.apply(after, after.active, { type: 'mulligan', cards: [] });
    expect(again.ok ? null : again.error.code).toBe('MOVE_NOT_IN_PHASE');
  });
});

describe('GK-4, GK-5, GK-6 line, mana and the first player', () => {
  it('deals the recruit line of 4 after both mulligans and starts both at 12 mana', () => {
    const s = play(setupState('line'), keep, keep).state;
    expect(s.line.length).toBe(4);
    expect(s.pile.length).toBe(30);
    expect(s.mana).toEqual([12, 12]);
    expect(s.phase).toBe('play');
    expect(s.active).toBe(s.first);
  });
  it('chooses the first player from the seed: both seats start sometimes, the same seed always the same', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => setupState(i).first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(setupState('same').first).toBe(setupState('same').first);
  });
});

describe('GK-7 winning', () => {
  it('ends the game the moment mana reaches 0, never below', () => {
    // Player 0 dominates air at Air with three upright air witches; player 1 has 2 mana left.
    const s = build({
      hands: [[EARTH7], []],
      cols: [[[witch({ element: 'air', power: 6 }, 0), witch({ element: 'air', power: 6 }, 1), witch({ element: 'air', power: 5 }, 0)]], []],
      mana: [12, 2],
      keeper: 3,
      beads: [2, 0, 0, 0],
    });
    // EARTH7 (move I) to Earth: the Gatekeeper walks Fire → Air and opens Air's own gate (bead 2 → 0).
    const { state, events } = playPlain(s, { type: 'play', card: EARTH7, loc: 1 });
    expect(state.mana[1]).toBe(0);
    expect(ofType(events, 'damaged')[0]).toMatchObject({ seat: 1, amount: 2, mana: 0 });
    expect(gatekeeper.outcome(state)).toMatchObject({ kind: 'win', winners: [0] });
    expect(gatekeeper.legalMoves(state, 0)).toEqual([]);
    expect(gatekeeper.legalMoves(state, 1)).toEqual([]);
  });
});

describe('GK-10 the order of a turn', () => {
  it('places, duels, moves the Gatekeeper, removes, opens a gate, then asks for recruits', () => {
    // WATER7 (II) dazzles the opposing 5 at Water; the Gatekeeper walks Air → Water, removes her, opens water.
    const s = build({ hands: [[WATER7, AIR7], []], cols: [[], [[], [], [witch({ element: 'water', power: 5 })]]], line: [FIRE7], keeper: 0, beads: [0, 0, 2, 0] });
    const { state, events } = playPlain(s, { type: 'play', card: WATER7, loc: 2 });
    // The 7 is an Archer (GK-50): her shot is declined first, then the turn runs its usual order.
    expect(events.map((e) => e.type)).toEqual(['played', 'skipped', 'duel', 'dazzled', 'keeperMoved', 'removed', 'gateOpened', 'confrontation', 'damaged']);
    expect(state.phase).toBe('recruit');
  });
});

describe('GK-11 placing', () => {
  it('allows a witch only at locations listing her element, at the end of the own column', () => {
    const s = build({ hands: [[FIRE7], []], cols: [[[], [], [], [witch({ element: 'fire', power: 6 })]]] });
    expect(gatekeeper.legalMoves(s, 0).filter((m) => m.type === 'play').map((m) => (m as { loc: number }).loc)).toEqual([1, 2, 3]);
    const refused = gatekeeper.apply(s, 0, { type: 'play', card: FIRE7, loc: 0 });
    expect(refused.ok ? null : refused.error).toEqual({ code: 'ELEMENT_NOT_AT_LOCATION', card: FIRE7, element: 'fire', loc: 0 });
    const { state } = playPlain(s, { type: 'play', card: FIRE7, loc: 3 });
    expect(column(state, 0, 3).at(-1)).toBe(FIRE7);
  });
});

describe('GK-12, GK-13, GK-14 the duel', () => {
  const base = (opp: number[]) => build({ hands: [[AIR3], []], cols: [[], [opp]], keeper: 1 });
  it('duels the end of the opposing column, not a witch further in (GK-12)', () => {
    const far = witch({ element: 'air', power: 1 });
    const end = witch({ element: 'air', spell: 'fury' });
    const { events } = play(base([far, end]), { type: 'play', card: AIR3, loc: 0 }, { type: 'skip' });
    expect(ofType(events, 'duel')[0]).toMatchObject({ target: end, loser: end === far ? null : AIR3 });
  });
  it('dazzles the lower spellpower; equal spellpower does nothing (GK-13)', () => {
    const weaker = witch({ element: 'earth', power: 1 });
    const r1 = play(base([weaker]), { type: 'play', card: AIR3, loc: 0 }, { type: 'skip' });
    expect(column(r1.state, 1, 0)).toEqual([dz(weaker)]);
    const equal = witch({ element: 'earth', power: 3, spell: 'manipulator' });
    const r2 = play(base([equal]), { type: 'play', card: AIR3, loc: 0 }, { type: 'skip' });
    expect(ofType(r2.events, 'duel')[0]).toMatchObject({ loser: null });
    expect(column(r2.state, 1, 0)).toEqual([equal]);
    expect(column(r2.state, 0, 0)).toEqual([AIR3]);
  });
  it('has no duel against an empty column or a dazzled end (GK-14)', () => {
    const plain = build({ hands: [[AIR7], []], keeper: 2 });
    expect(ofType(playPlain(plain, { type: 'play', card: AIR7, loc: 0 }).events, 'noDuel')[0]).toMatchObject({ why: 'empty' });
    const lying = build({ hands: [[AIR7], []], cols: [[], [[witch({ element: 'water', power: 1 }), dz(EARTH7)]]], keeper: 2 });
    const r = playPlain(lying, { type: 'play', card: AIR7, loc: 0 });
    expect(ofType(r.events, 'noDuel')[0]).toMatchObject({ why: 'dazzled' });
    expect(ofType(r.events, 'duel')).toEqual([]);
  });
});

describe('GK-15 passing', () => {
  it('passes only when no witch in hand can be placed', () => {
    const suns = build({ hands: [[SUN], []], cols: [[[SUN2], [witch({ element: 'sun' }, 2)], [witch({ element: 'sun' }, 3)], []], []], keeper: 0 });
    expect(gatekeeper.legalMoves(suns, 0).map((m) => m.type)).toEqual(['play']);
    const stuck = build({ hands: [[], []], keeper: 0, line: [AIR7] });
    expect(gatekeeper.legalMoves(stuck, 0)).toEqual([{ type: 'pass' }]);
    const r = play(stuck, { type: 'pass' });
    expect(r.state.phase).toBe('recruit');
    const refused = gatekeeper.validate(suns, 0, { type: 'pass' });
    expect(refused?.code).toBe('CAN_STILL_PLAY');
  });
});

describe('GK-20, GK-21 Gatekeeper movement', () => {
  it('moves by the played witch’s value, left to right, wrapping (GK-20)', () => {
    const s = build({ hands: [[WATER7], []], keeper: 3 });
    const { state, events } = playPlain(s, { type: 'play', card: WATER7, loc: 2 });
    expect(ofType(events, 'keeperMoved')[0]).toEqual({ type: 'keeperMoved', from: 3, to: 1, path: [0, 1] });
    expect(state.keeper).toBe(1);
  });
  it('lets a wild witch send her anywhere; her own location means she stays and does nothing (GK-21)', () => {
    const wildAir = witch({ element: 'air', power: 1 });
    const s = build({ hands: [[wildAir], []], keeper: 2, cols: [[], [[], [], [dz(EARTH7)]]] });
    // She is also an Astral Shield (GK-50): decline the shield, then choose where the Gatekeeper goes.
    const r = play(s, { type: 'play', card: wildAir, loc: 0 }, { type: 'skip' });
    expect(r.state.phase).toBe('wild');
    expect(gatekeeper.legalMoves(r.state, 0)).toEqual([0, 1, 2, 3].map((loc) => ({ type: 'wild', loc })));
    const stay = play(r.state, { type: 'wild', loc: 2 });
    expect(ofType(stay.events, 'keeperStays')).toHaveLength(1);
    expect(ofType(stay.events, 'removed')).toEqual([]);
    expect(ofType(stay.events, 'gateOpened')).toEqual([]);
    expect(stay.state.beads).toEqual([0, 0, 0, 0]);
    const go = play(r.state, { type: 'wild', loc: 1 });
    expect(go.state.keeper).toBe(1);
    expect(ofType(go.events, 'gateOpened')[0]).toMatchObject({ loc: 1, element: 'air' });
  });
});

describe('GK-22 the first turn (G5)', () => {
  it('has no Gatekeeper on the first turn; she enters where the first witch was played', () => {
    let s = play(setupState('first'), keep, keep).state;
    const first = s.active;
    const move = gatekeeper.legalMoves(s, first).find((m) => m.type === 'play') as { type: 'play'; card: number; loc: number };
    const r = play(s, move);
    expect(ofType(r.events, 'keeperMoved')).toEqual([]);
    expect(ofType(r.events, 'gateOpened')).toEqual([]);
    s = r.state;
    // Skip any spell prompt, then draw: the last legal move is always "skip" or "draw" here.
    while (s.active === first) s = play(s, gatekeeper.legalMoves(s, first).at(-1)!).state;
    expect(s.keeper).toBe(move.loc);
    expect(s.active).toBe(1 - first);
  });
});

describe('GK-23 removal (G6)', () => {
  it('removes a dazzled column end where she lands; a dazzled witch further in stays', () => {
    const s = build({ hands: [[EARTH7], []], cols: [[], [[], [dz(AIR3), witch({ element: 'earth', power: 6 })]]], keeper: 0 });
    const r = playPlain(s, { type: 'play', card: EARTH7, loc: 1 });
    // EARTH7 dazzles the 6 in the duel, then the Gatekeeper (I: Air → Earth) removes that end, not AIR3 behind her.
    expect(ofType(r.events, 'removed').map((e) => e.witch)).toEqual([witch({ element: 'earth', power: 6 })]);
    expect(column(r.state, 1, 1)).toEqual([dz(AIR3)]);
  });
  it('lets the active player choose between two dazzled ends of equal spellpower', () => {
    const mine = witch({ element: 'earth', spell: 'fury' });
    const theirs = witch({ element: 'fire', spell: 'fury' });
    const s = build({ hands: [[EARTH7], []], cols: [[[], [dz(mine)]], [[], [dz(theirs)]]], keeper: 0 });
    const r = play(s, { type: 'play', card: witch({ element: 'earth', power: 7 }), loc: 0 });
    expect(r.state.phase).toBe('removeTie');
    expect(gatekeeper.legalMoves(r.state, 0)).toEqual([
      { type: 'removeTie', witch: mine },
      { type: 'removeTie', witch: theirs },
    ]);
    const done = play(r.state, { type: 'removeTie', witch: theirs });
    expect(column(done.state, 1, 1)).toEqual([]);
    expect(column(done.state, 0, 1)).toEqual([dz(mine)]);
  });
});

describe('GK-24 opening gates', () => {
  it('moves the bead clockwise, wrapping after the third gate', () => {
    const s = build({ hands: [[EARTH7], []], keeper: 0, beads: [0, 2, 0, 0] });
    const r = playPlain(s, { type: 'play', card: EARTH7, loc: 2 });
    expect(r.state.beads[1]).toBe(0);
    expect(ofType(r.events, 'gateOpened')[0]).toMatchObject({ loc: 1, gate: 0, element: 'earth', skipped: null });
  });
});

describe('GK-25 confrontation (G1, G2)', () => {
  const confrontAtAir = (mine: number[], theirs: number[], extra: Partial<Parameters<typeof build>[0]> = {}) => {
    // EARTH7 (I) from Fire lands on Air; bead 2 → 0 opens Air's own air gate.
    const s = build({ hands: [[EARTH7], []], cols: [[mine], [theirs]], keeper: 3, beads: [2, 0, 0, 0], ...extra });
    return playPlain(s, { type: 'play', card: EARTH7, loc: 1 });
  };
  const airs = WITCHES.filter((w) => w.element === 'air' && w.power > 1).map((w) => w.id);
  it('counts shapeshifters as the opened element for strike and block', () => {
    const r = confrontAtAir([airs[0]!, SUN], [SUN2]);
    expect(ofType(r.events, 'confrontation')[0]).toMatchObject({ element: 'air', undazzled: [2, 1], dominant: 0, strike: 2, block: 1, damage: 1 });
  });
  it('strikes 1, 1, 2, 2 and then 2 for each witch beyond the fourth', () => {
    const r = confrontAtAir(airs.slice(0, 5), []);
    expect(ofType(r.events, 'confrontation')[0]).toMatchObject({ strike: 8, block: 0, damage: 8 });
  });
  it('never deals less than 0', () => {
    // An upright water witch ends their column, so the Gatekeeper's removal leaves the three dazzled air witches.
    const r = confrontAtAir([airs[0]!], [dz(airs[1]!), dz(airs[2]!), dz(airs[3]!), witch({ element: 'water', power: 7 })]);
    expect(ofType(r.events, 'confrontation')[0]).toMatchObject({ dominant: 0, strike: 1, block: 3, damage: 0 });
    expect(r.state.mana).toEqual([12, 12]);
  });
  it('ignores witches of other elements', () => {
    const r = confrontAtAir([airs[0]!, witch({ element: 'water', power: 7 })], [witch({ element: 'earth', power: 7 }, 0)].slice(0, 0));
    expect(ofType(r.events, 'confrontation')[0]).toMatchObject({ undazzled: [1, 0], strike: 1, damage: 1 });
  });
  it('uses the summary’s tie-break only as an option: fewer dazzled witches of the element dominate', () => {
    const mine = [airs[0]!];
    const theirs = [dz(airs[2]!), airs[1]!];
    expect(ofType(confrontAtAir(mine, theirs).events, 'confrontation')[0]).toMatchObject({ dominant: null, damage: 0 });
    expect(ofType(confrontAtAir(mine, theirs, { tieBreak: true }).events, 'confrontation')[0]).toMatchObject({ dominant: 0, strike: 1, block: 2, damage: 0 });
  });
});

describe('GK-26 the 4-witch clear (G3)', () => {
  const four = WITCHES.filter((w) => w.element === 'air' && w.power >= 3).slice(0, 4).map((w) => w.id);
  it('clears both columns after the location’s own gate when one holds four', () => {
    const s = build({ hands: [[EARTH7], []], cols: [[four], [[witch({ element: 'water', power: 7 })]]], keeper: 3, beads: [2, 0, 0, 0], shields: [four[0]!, -1] });
    const r = playPlain(s, { type: 'play', card: EARTH7, loc: 1 });
    expect(ofType(r.events, 'cleared')[0]!.witches).toHaveLength(5);
    expect(column(r.state, 0, 0)).toEqual([]);
    expect(column(r.state, 1, 0)).toEqual([]);
    expect(r.state.shields[0]).toBe(-1);
  });
  it('does not clear after another gate', () => {
    const s = build({ hands: [[EARTH7], []], cols: [[four], []], keeper: 3, beads: [0, 0, 0, 0] });
    const r = playPlain(s, { type: 'play', card: EARTH7, loc: 1 });
    expect(ofType(r.events, 'gateOpened')[0]).toMatchObject({ element: 'water' });
    expect(ofType(r.events, 'cleared')).toEqual([]);
    expect(column(r.state, 0, 0)).toHaveLength(4);
  });
});

describe('GK-27 recruiting', () => {
  it('refills one witch at a time from the line (replaced at once from the pile) or the pile', () => {
    const s = build({ hands: [[AIR7, EARTH7, FIRE7, WATER7, SUN], []], line: [AIR3, EARTH4, WATER6, EARTH5], pileTop: [SUN2], keeper: 2 });
    let r = playPlain(s, { type: 'play', card: AIR7, loc: 0 });
    expect(r.state.phase).toBe('recruit');
    expect(gatekeeper.legalMoves(r.state, 0)).toEqual([...[AIR3, EARTH4, WATER6, EARTH5].map((card) => ({ type: 'recruit', card })), { type: 'draw' }]);
    r = play(r.state, { type: 'recruit', card: EARTH4 });
    expect(r.state.hands[0]).toContain(EARTH4);
    expect(r.state.line).toEqual([AIR3, WATER6, EARTH5, SUN2]);
    expect(r.state.active).toBe(1);
  });
  it('shuffles the discard pile into a new pile when the pile runs out', () => {
    const s = build({ hands: [[AIR7], []], keeper: 2, emptyPile: true });
    const r = playPlain(s, { type: 'play', card: AIR7, loc: 0 }, { type: 'draw' });
    expect(ofType(r.events, 'reshuffled')).toHaveLength(1);
    expect(r.state.discard).toEqual([]);
  });
  it('leaves the hand short when nothing is left anywhere', () => {
    const all = WITCHES.map((w) => w.id).filter((id) => id !== AIR7);
    const cols: number[][][] = [[[], [], [], []], [[], [], [], []]];
    all.forEach((id, i) => cols[i % 2]![i % 4]!.push(id));
    const s = build({ hands: [[AIR7], []], cols, keeper: 2, emptyPile: true });
    const r = playPlain(s, { type: 'play', card: AIR7, loc: 0 });
    expect(r.state.active).toBe(1);
    expect(r.state.hands[0]).toEqual([]);
  });
});

describe('GK-28 hand refresh (G9)', () => {
  it('draws hand − 1, discards down to that number, which becomes the hand limit', () => {
    const hand = [AIR7, EARTH7, FIRE7, WATER7, SUN];
    const s = build({ hands: [hand, []], line: [AIR3, EARTH4, WATER6, EARTH5], keeper: 2 });
    let r = play(s, { type: 'refresh' });
    expect(r.state.phase).toBe('refreshDraw');
    expect(r.state.limits[0]).toBe(4);
    r = play(r.state, { type: 'recruit', card: AIR3 }, { type: 'draw' }, { type: 'draw' }, { type: 'draw' });
    expect(r.state.hands[0]).toHaveLength(9);
    expect(r.state.phase).toBe('refreshDiscard');
    r = play(r.state, ...hand.map((card) => ({ type: 'discard', card }) as const));
    expect(r.state.hands[0]).toHaveLength(4);
    expect(r.state.phase).toBe('play');
    expect(gatekeeper.legalMoves(r.state, 0).some((m) => m.type === 'refresh')).toBe(false);
    expect(gatekeeper.validate(r.state, 0, { type: 'refresh' })?.code).toBe('ALREADY_REFRESHED');
    // After playing, the hand refills to the new limit of 4.
    r = play(r.state, { type: 'play', card: AIR3, loc: 0 });
    while (r.state.phase === 'recruit' || (r.state.active === 0 && r.state.phase !== 'play')) r = play(r.state, gatekeeper.legalMoves(r.state, 0).at(-1)!);
    expect(r.state.hands[0]).toHaveLength(4);
  });
  it('needs at least 2 witches in hand', () => {
    const s = build({ hands: [[AIR7], []], keeper: 2 });
    expect(gatekeeper.validate(s, 0, { type: 'refresh' })).toEqual({ code: 'HAND_TOO_SMALL', hand: 1 });
  });
});

describe('GK-30, GK-31 shapeshifters', () => {
  it('may go to any location, but only one per column of a player', () => {
    const s = build({ hands: [[SUN], []], cols: [[[SUN2]], []], keeper: 2 });
    expect(gatekeeper.legalMoves(s, 0).filter((m) => m.type === 'play').map((m) => (m as { loc: number }).loc)).toEqual([1, 2, 3]);
    expect(gatekeeper.validate(s, 0, { type: 'play', card: SUN, loc: 0 })).toEqual({ code: 'SECOND_SHAPESHIFTER', loc: 0 });
  });
  it('have spellpower 2 and no spell', () => {
    const suns = WITCHES.filter((w) => w.element === 'sun');
    expect(suns.length).toBe(4);
    for (const w of suns) expect([w.power, w.spell]).toEqual([2, null]);
  });
});

describe('GK-60 views', () => {
  it('shows the own hand and only counts of the opponent’s hand and the pile', () => {
    const s = play(setupState('view'), keep, keep).state;
    const v = gatekeeper.view(s, 0);
    expect(v.hand).toEqual(s.hands[0]);
    expect(v.handCounts).toEqual([5, 5]);
    expect(v.pileCount).toBe(s.pile.length);
    const text = JSON.stringify(v);
    expect(text).not.toContain(JSON.stringify(s.hands[1]));
    expect(Object.keys(v)).not.toContain('pile');
  });
  it('hides another seat’s drawn witch in the redacted event', async () => {
    const { redactEvent } = await import('../../../src/rules/gatekeeper/index');
    expect(redactEvent({ type: 'drew', seat: 1, witch: 5 }, 0)).toEqual({ type: 'drew', seat: 1, witch: -1 });
    expect(redactEvent({ type: 'drew', seat: 0, witch: 5 }, 0)).toEqual({ type: 'drew', seat: 0, witch: 5 });
  });
});

describe('GK-62 undo window', () => {
  it('reveals information with a draw, a line refill, a reshuffle or a mulligan, not with a placement', () => {
    const reveals = gatekeeper.revealsInformation!;
    expect(reveals([{ type: 'played', seat: 0, witch: 1, loc: 0 }])).toBe(false);
    expect(reveals([{ type: 'drew', seat: 0, witch: 1 }])).toBe(true);
    expect(reveals([{ type: 'lineRefilled', witch: 1 }])).toBe(true);
    expect(reveals([{ type: 'reshuffled', count: 3 }])).toBe(true);
    const s = build({ hands: [[AIR7], []], line: [AIR3], keeper: 2 });
    const r = playPlain(s, { type: 'play', card: AIR7, loc: 0 });
    expect(reveals(r.events)).toBe(false);
  });
});

it('column indexing is seat-major (internal sanity for the builder)', () => {
  expect(colIndex(1, 2)).toBe(6);
});
