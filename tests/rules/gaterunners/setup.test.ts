/** Setup clauses of docs/rules/gaterunners.md: components, lanes, first player, Gates, Shields, mulligan. */
import { describe, expect, it } from 'vitest';
import type { GrMove, GrState } from '../../../src/rules/gaterunners/index';
import { CAPACITY, gatePlacer, OPENING_HAND, SHIELDS } from '../../../src/rules/gaterunners/engine';
import { DECK_BY_ID, DEFAULT_CONFIG, gaterunners, INSTANCE_STRIDE } from '../../../src/rules/gaterunners/index';
import { ofType, play, refusal } from './build';

const fresh = (seed: string | number, decks: readonly [string, string] = DEFAULT_CONFIG.decks): GrState => {
  const r = gaterunners.setup({ ...DEFAULT_CONFIG, decks }, seed);
  if (!r.ok) throw new Error('setup failed');
  return r.value;
};

/** Places every Gate in deck order into the lowest free lane. */
function placeAll(s: GrState): { state: GrState; events: ReturnType<typeof play>['events'] } {
  let state = s;
  const events: ReturnType<typeof play>['events'] = [];
  while (state.phase === 'placeGates') {
    const m = gaterunners.legalMoves(state, gaterunners.decision(state).seats[0]!)[0]!;
    const r = play(state, m);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}
const keep: GrMove = { type: 'mulligan', cards: [] };

describe('GR-1 components', () => {
  it('gives each player a 40-card deck numbered seat × 100 + index, no hand, no units and the Hero off the table', () => {
    const s = fresh('c');
    for (const seat of [0, 1]) {
      const side = s.sides[seat]!;
      expect(side.deck).toHaveLength(40);
      expect([...side.deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => seat * INSTANCE_STRIDE + i));
      expect(side.hand).toEqual([]);
      expect(side.units).toEqual([]);
      expect(side.hero.inPlay).toBe(false);
    }
  });
  it('refuses an unknown deck with a coded reason', () => {
    const r = gaterunners.setup({ ...DEFAULT_CONFIG, decks: ['pirates', 'ninjas'] }, 1);
    expect(r.ok ? null : r.error.code).toBe('BAD_GR_CONFIG');
  });
});

describe('GR-3 lanes', () => {
  it('hold 2, 3 and 2 units per player: the centre lane holds three', () => {
    expect(CAPACITY).toEqual([2, 3, 2]);
  });
});

describe('GR-4 first player', () => {
  it('is chosen from the seed: both seats start sometimes, the same seed always the same', () => {
    const firsts = new Set(Array.from({ length: 30 }, (_, i) => fresh(i).first));
    expect(firsts).toEqual(new Set([0, 1]));
    expect(fresh('same').first).toBe(fresh('same').first);
  });
});

describe('GR-5 placing the Gates', () => {
  it('alternates, starting with the first player, each placing one of their three Gates in a free lane of theirs', () => {
    const s = fresh('gates');
    const order: number[] = [];
    let state = s;
    while (state.phase === 'placeGates') {
      const seat = gaterunners.decision(state).seats[0]!;
      expect(gatePlacer(state)).toBe(seat);
      order.push(seat);
      state = play(state, gaterunners.legalMoves(state, seat).at(-1)!).state;
    }
    expect(order).toEqual([s.first, 1 - s.first, s.first, 1 - s.first, s.first, 1 - s.first]);
    for (const seat of [0, 1]) expect(state.sides[seat]!.gates.map((g) => g!.gate).sort()).toEqual([...DECK_BY_ID.get(s.config.decks[seat]!)!.gates].sort());
  });
  it('offers each unplaced Gate in each free lane, and refuses a taken lane or a Gate already placed', () => {
    const s = fresh('gates2');
    expect(gaterunners.legalMoves(s, s.first)).toHaveLength(9);
    const gate = DECK_BY_ID.get(s.config.decks[s.first]!)!.gates[0];
    const after = play(s, { type: 'placeGate', gate, lane: 1 }, { type: 'placeGate', gate: DECK_BY_ID.get(s.config.decks[1 - s.first]!)!.gates[0], lane: 0 }).state;
    expect(gaterunners.legalMoves(after, s.first)).toHaveLength(4);
    expect(refusal(after, { type: 'placeGate', gate: DECK_BY_ID.get(s.config.decks[s.first]!)!.gates[1], lane: 1 })).toBe('LANE_HAS_GATE');
    expect(refusal(after, { type: 'placeGate', gate, lane: 0 })).toBe('NO_SUCH_GATE');
    expect(refusal(after, { type: 'placeGate', gate: 'no-gate', lane: 0 })).toBe('NO_SUCH_GATE');
    expect(refusal(after, { type: 'placeGate', gate: DECK_BY_ID.get(s.config.decks[s.first]!)!.gates[1], lane: 3 })).toBe('NO_SUCH_LANE');
  });
});

describe('GR-6 Shields', () => {
  it('come face down from the top of each deck once the Gates stand: 3 before the centre Gate, 2 before each side Gate', () => {
    const s = fresh('shields');
    let state = s;
    while (state.phase === 'placeGates' && state.sides.flatMap((x) => x.gates).filter((g) => g).length < 5) state = play(state, gaterunners.legalMoves(state, gaterunners.decision(state).seats[0]!)[0]!).state;
    const tops = [0, 1].map((seat) => state.sides[seat]!.deck.slice(-7));
    const { state: after, events } = placeAll(state);
    expect(SHIELDS).toEqual([2, 3, 2]);
    for (const seat of [0, 1]) {
      expect(after.sides[seat]!.gates.map((g) => g!.shields.length)).toEqual([2, 3, 2]);
      expect(after.sides[seat]!.gates.flatMap((g) => g!.shields).sort()).toEqual([...tops[seat]!].sort());
    }
    expect(ofType(events, 'shieldsDealt').map((e) => e.counts)).toEqual([[2, 3, 2], [2, 3, 2]]);
  });
  it('are hidden from both players: a view shows only how many', () => {
    const { state } = placeAll(fresh('hidden'));
    for (const seat of [0, 1]) {
      const v = gaterunners.view(state, seat);
      expect(v.sides[seat]!.gates.map((g) => g!.shields)).toEqual([2, 3, 2]);
      expect(JSON.stringify(v.sides[seat]!.gates)).not.toContain('"shields":[');
      expect(v.sides[1 - seat]!.hand).toBeNull();
      expect(v.sides[1 - seat]!.handCount).toBe(OPENING_HAND);
    }
  });
});

describe('GR-6 hidden cards in events', () => {
  it('hides a card going into the other player’s hand (a draw, a damaged Gate’s Shield), and such moves reveal', () => {
    const drew = { type: 'drew', seat: 1, card: 105 } as const;
    const prize = { type: 'shieldLost', seat: 1, lane: 0, card: 107, to: 'hand' } as const;
    const burnt = { type: 'shieldLost', seat: 1, lane: 0, card: 107, to: 'graveyard' } as const;
    expect(gaterunners.redactEvent!(drew, 0)).toEqual({ ...drew, card: -1 });
    expect(gaterunners.redactEvent!(drew, 1)).toEqual(drew);
    expect(gaterunners.redactEvent!(prize, 0)).toEqual({ ...prize, card: -1 });
    expect(gaterunners.redactEvent!(burnt, 0)).toEqual(burnt);
    expect(gaterunners.revealsInformation!([prize])).toBe(true);
    expect(gaterunners.revealsInformation!([{ type: 'unitMoved', seat: 0, card: 1, from: 0, to: 1 }])).toBe(false);
  });
});

describe('GR-7 opening hand and mulligan', () => {
  it('deals 6 to each player, then the first player and then the other may mulligan once', () => {
    const { state } = placeAll(fresh('mull'));
    expect(state.phase).toBe('mulligan');
    expect(state.sides.map((x) => x.hand.length)).toEqual([6, 6]);
    expect(state.sides.map((x) => x.deck.length)).toEqual([27, 27]);
    expect(gaterunners.decision(state).seats).toEqual([state.first]);
    expect(gaterunners.legalMoves(state, state.first)).toHaveLength(64);
  });
  it('sets the chosen cards aside, draws as many, then shuffles them back into the deck', () => {
    const { state } = placeAll(fresh('mull2'));
    const seat = state.first;
    const hand = [...state.sides[seat]!.hand].sort((a, b) => a - b);
    const aside = hand.slice(0, 3);
    const top3 = state.sides[seat]!.deck.slice(-3);
    const { state: after, events } = play(state, { type: 'mulligan', cards: aside });
    const side = after.sides[seat]!;
    expect(side.hand).toHaveLength(6);
    for (const c of top3) expect(side.hand).toContain(c);
    for (const c of aside) {
      expect(side.hand).not.toContain(c);
      expect(side.deck).toContain(c);
    }
    expect(side.deck).toHaveLength(27);
    expect(ofType(events, 'mulliganed')).toEqual([{ type: 'mulliganed', seat, count: 3 }]);
    expect(gaterunners.decision(after).seats).toEqual([1 - seat]);
    const started = play(after, keep).state;
    expect(started.phase).toBe('main');
    expect(started.active).toBe(seat);
    expect(started.turn).toBe(1);
  });
  it('refuses cards not in hand and unsorted or repeated lists', () => {
    const { state } = placeAll(fresh('mull3'));
    const hand = [...state.sides[state.first]!.hand].sort((a, b) => a - b);
    expect(refusal(state, { type: 'mulligan', cards: [hand[1]!, hand[0]!] })).toBe('BAD_MULLIGAN');
    expect(refusal(state, { type: 'mulligan', cards: [hand[0]!, hand[0]!] })).toBe('BAD_MULLIGAN');
    expect(refusal(state, { type: 'mulligan', cards: [state.sides[1 - state.first]!.hand[0]!] })).toBe('NOT_IN_HAND');
  });
});
