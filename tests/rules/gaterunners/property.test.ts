/** Properties over seeded random games: the kernel contract, GR-8 conservation, GR-3 capacities, GR-6 views. */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt } from '../../../src/rules/core/rng';
import { stableStringify } from '../../../src/rules/core/hash';
import { CAPACITY, unitsIn } from '../../../src/rules/gaterunners/engine';
import type { GrMove, GrState } from '../../../src/rules/gaterunners/index';
import { DECKS, DEFAULT_CONFIG, deckSize, gaterunners, HERO, INSTANCE_STRIDE } from '../../../src/rules/gaterunners/index';
import { perft } from '../../../src/rules/core/perft';
import { checkKernelContract } from '../harness';
import { play } from './build';

const PAIRS: [string, string][] = DECKS.flatMap((a) => DECKS.map((b): [string, string] => [a.id, b.id]));

/** A superset of the legal moves: the legal ones, plus wrong cards, lanes, payments and targets. */
function candidates(s: GrState, seat: number): GrMove[] {
  const legal = gaterunners.legalMoves(s, seat);
  const out: GrMove[] = [...legal.slice(0, 40), { type: 'endMobilize' }, { type: 'confirm' }, { type: 'pass' }];
  const side = s.sides[seat]!;
  const foe = s.sides[1 - seat]!;
  const some = [...side.hand.slice(0, 3), ...foe.hand.slice(0, 1), ...side.units.map((u) => u.card).slice(0, 3), ...foe.units.map((u) => u.card).slice(0, 2), HERO];
  for (const card of some) {
    for (let lane = 0; lane < 3; lane++) {
      out.push({ type: 'playUnit', card, lane, levelUp: [], targets: [] }, { type: 'moveUnit', card, lane }, { type: 'playAction', card, lane, pay: side.units.slice(0, 1).map((u) => u.card), targets: [] });
    }
    out.push({ type: 'discard', card }, { type: 'tapUnit', card, targets: [] }, { type: 'declareAttacker', card, target: 'gate' }, { type: 'declareAttacker', card, target: 'hero' });
    for (const a of s.attacks) out.push({ type: 'declareBlocker', card, attacker: a.card });
  }
  // GR-75: ways to divide an attacker's damage, right and wrong (unsorted, not its blockers, every blocker).
  for (const a of s.attacks) {
    const sorted = [...a.blockers].sort((x, y) => x - y);
    out.push({ type: 'assignDamage', attacker: a.card, destroy: [] }, { type: 'assignDamage', attacker: a.card, destroy: sorted }, { type: 'assignDamage', attacker: a.card, destroy: [...sorted].reverse() });
    for (const b of sorted) out.push({ type: 'assignDamage', attacker: a.card, destroy: [b] }, { type: 'assignDamage', attacker: a.card, destroy: sorted.filter((x) => x !== b) });
    out.push({ type: 'assignDamage', attacker: a.card, destroy: some.slice(0, 1) });
  }
  for (let lane = 0; lane < 3; lane++) {
    out.push({ type: 'heroMove', lane }, { type: 'heroEnter', lane }, { type: 'activateGate', lane, pay: [], targets: [] }, { type: 'placeGate', gate: 'stone-gate', lane });
    for (const u of side.units.slice(0, 2)) out.push({ type: 'maneuver', lane, pirate: u.card, to: (lane + 1) % 3 });
  }
  out.push({ type: 'heroAbility', targets: [] }, { type: 'mulligan', cards: [...side.hand].sort((a, b) => a - b).slice(0, 1) }, { type: 'mulligan', cards: [...side.hand].sort((a, b) => b - a).slice(0, 2) });
  // Near misses of legal moves: one target or payment changed.
  for (const m of legal.slice(0, 12)) {
    if ('targets' in m && m.targets.length > 0) out.push({ ...m, targets: [...m.targets.slice(1), some[0] ?? 0] } as GrMove);
    if ('pay' in m && m.pay.length > 0) out.push({ ...m, pay: m.pay.slice(1) } as GrMove);
    if (m.type === 'playUnit' && m.levelUp.length > 0) out.push({ ...m, levelUp: [...m.levelUp, ...side.units.map((u) => u.card).filter((c) => !m.levelUp.includes(c)).slice(0, 1)].sort((a, b) => a - b) });
  }
  return out;
}

describe('GateRunners kernel contract (legalMoves ⇔ validate, no mutation, JSON-safe, parseState, applyLegal, replay)', () => {
  const GAMES = 16;
  it(`holds over ${GAMES} seeded random games, every deck pairing, with candidate moves at every ply`, () => {
    let finished = 0;
    let refusals = 0;
    for (let g = 0; g < GAMES; g++) {
      const rep = checkKernelContract(gaterunners, { config: { ...DEFAULT_CONFIG, decks: PAIRS[g % PAIRS.length]! }, seed: `contract-${g}`, maxPlies: 3000, candidates });
      if (rep.finished) finished++;
      refusals += rep.refusalsChecked;
    }
    expect(finished).toBe(GAMES);
    expect(refusals).toBeGreaterThan(1000);
  }, 180_000);
});

describe('invariants over 300 seeded random games (GR-8 conservation, GR-3 capacities, GR-6 views)', () => {
  it('never creates or loses a card, never overfills a lane, and views hide hands, decks and Shields', () => {
    for (let g = 0; g < 300; g++) {
      const decks = PAIRS[g % PAIRS.length]!;
      const r = gaterunners.setup({ ...DEFAULT_CONFIG, decks }, `inv-${g}`);
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      const rng = createRng(`inv-pick-${g}`);
      for (let ply = 0; ply < 4000 && gaterunners.outcome(s).kind === 'ongoing'; ply++) {
        const seat = gaterunners.decision(s).seats[0]!;
        const legal = gaterunners.legalMoves(s, seat);
        s = gaterunners.applyLegal(s, seat, legal[nextInt(rng, legal.length)]!).state;
        for (let x = 0; x < 2; x++) {
          const side = s.sides[x]!;
          const all = [...side.deck, ...side.hand, ...side.graveyard, ...side.units.map((u) => u.card), ...side.gates.flatMap((gt) => gt?.shields ?? [])];
          if (all.length !== deckSize(decks[x]!) || new Set(all).size !== all.length || all.some((c) => Math.floor(c / INSTANCE_STRIDE) !== x)) throw new Error(`GR-8 broken at ply ${ply} of game ${g}`);
          for (let lane = 0; lane < 3; lane++) if (unitsIn(side, lane) > CAPACITY[lane]!) throw new Error(`GR-3 capacity broken at ply ${ply} of game ${g}`);
        }
        if (ply % 25 === 0) {
          for (let x = 0; x < 2; x++) {
            // A determinized state is a valid state, and the viewer's legal moves in it are the true ones.
            const sample = gaterunners.determinize(gaterunners.view(s, x), x, createRng(`det-${g}-${ply}`));
            const parsed = gaterunners.parseState(JSON.parse(JSON.stringify(sample)), s.config);
            if (!parsed.ok) throw new Error(`determinize made a bad state: ${JSON.stringify(parsed.error)}`);
            if (stableStringify(gaterunners.legalMoves(sample, x)) !== stableStringify(gaterunners.legalMoves(s, x))) throw new Error(`determinize changed seat ${x}'s legal moves at ply ${ply} of game ${g}`);
            const v = stableStringify(gaterunners.view(s, x));
            const foe = s.sides[1 - x]!;
            // The other hand and every deck/Shield list are absent: only counts cross.
            expect(v.includes('"deck"')).toBe(false);
            expect(gaterunners.view(s, x).sides[1 - x]!.hand).toBeNull();
            expect(gaterunners.view(s, x).sides[1 - x]!.handCount).toBe(foe.hand.length);
          }
        }
      }
      expect(gaterunners.outcome(s).kind).not.toBe('ongoing');
    }
  }, 120_000);
});

describe('perft (move counts from fixed positions)', () => {
  /** A game after Gates and mulligans, advanced 12 plies by always taking the middle legal move. */
  function position(seed: string, decks: [string, string]): GrState {
    const r = gaterunners.setup({ ...DEFAULT_CONFIG, decks }, seed);
    if (!r.ok) throw new Error('setup');
    let s = r.value;
    while (s.phase === 'placeGates' || s.phase === 'mulligan') s = play(s, gaterunners.legalMoves(s, gaterunners.decision(s).seats[0]!)[0]!).state;
    for (let i = 0; i < 12; i++) {
      const legal = gaterunners.legalMoves(s, gaterunners.decision(s).seats[0]!);
      s = play(s, legal[Math.floor(legal.length / 2)]!).state;
    }
    return s;
  }
  it('matches the recorded tables (a change here means move generation changed: check it on purpose)', () => {
    expect([1, 2, 3].map((d) => perft(gaterunners, position('perft-3', ['pirates', 'reavers']), d))).toEqual([8, 45, 203]); // recorded again after Skarn's Journey became 2 units
    expect([1, 2, 3].map((d) => perft(gaterunners, position('perft-2', ['wardens', 'shades']), d))).toEqual([5, 18, 22]); // recorded again after the balance changes to the Wardens and Shades cards
  });
});
