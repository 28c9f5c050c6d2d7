/** Properties over many seeded random games (GK-61 conservation, GK-7 mana bounds, GK-60 views, the kernel contract). */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, shuffleInPlace } from '../../../src/rules/core/rng';
import { stateHash } from '../../../src/rules/core/hash';
import { colIndex, isDazzled, wid } from '../../../src/rules/gatekeeper/engine';
import { DEFAULT_CONFIG, gatekeeper, WITCHES } from '../../../src/rules/gatekeeper/index';
import type { GkMove, GkState } from '../../../src/rules/gatekeeper/index';
import { perft } from '../../../src/rules/core/perft';
import { checkKernelContract } from '../harness';

/** A superset of the legal moves: right and wrong cards, locations, positions and targets for every move type. */
function candidates(s: GkState, seat: number): GkMove[] {
  const out: GkMove[] = [{ type: 'pass' }, { type: 'refresh' }, { type: 'draw' }, { type: 'skip' }, { type: 'animalSpirit' }, { type: 'manipulator' }];
  const hand = s.hands[seat]!;
  const otherHand = s.hands[1 - seat]!;
  const onPlane = s.cols.flat().map(wid);
  const some = [...hand, ...otherHand.slice(0, 1), ...s.line.slice(0, 2), ...onPlane.slice(0, 3)];
  for (const card of some) {
    for (let loc = 0; loc < 4; loc++) {
      out.push({ type: 'play', card, loc });
      out.push({ type: 'twinStrike', card, loc });
    }
    out.push({ type: 'discard', card }, { type: 'recruit', card });
  }
  for (const card of s.line) out.push({ type: 'recruit', card });
  for (let loc = 0; loc < 4; loc++) out.push({ type: 'wild', loc });
  const sorted = [...hand].sort((a, b) => a - b);
  out.push({ type: 'mulligan', cards: [] }, { type: 'mulligan', cards: sorted.slice(0, 2) }, { type: 'mulligan', cards: sorted.slice(0, 2).reverse() }, { type: 'mulligan', cards: [otherHand[0] ?? 0] });
  for (const w of onPlane) {
    out.push({ type: 'astralShield', witch: w }, { type: 'archer', target: w }, { type: 'removeTie', witch: w }, { type: 'healer', witches: [w] }, { type: 'fury', witches: [w] });
    for (let loc = 0; loc < 4; loc++) for (let to = 0; to <= 2; to++) out.push({ type: 'lieutenant', witch: w, loc, to });
    for (let to = 0; to <= 3; to++) out.push({ type: 'temptress', witch: w, to });
  }
  for (let i = 0; i < onPlane.length; i++) {
    for (let j = i + 1; j < Math.min(onPlane.length, i + 4); j++) {
      const pair = [onPlane[i]!, onPlane[j]!].sort((a, b) => a - b);
      out.push({ type: 'healer', witches: pair }, { type: 'fury', witches: pair }, { type: 'fury', witches: [pair[1]!, pair[0]!] });
    }
  }
  return out;
}

describe('Gatekeeper kernel contract (legalMoves ⇔ validate, no mutation, JSON-safe, parseState, applyLegal, replay)', () => {
  const GAMES = 40;
  it(`holds over ${GAMES} seeded random games with candidate moves at every ply`, () => {
    let plies = 0;
    let refusals = 0;
    let finished = 0;
    for (let g = 0; g < GAMES; g++) {
      const rep = checkKernelContract(gatekeeper, { config: DEFAULT_CONFIG, seed: `contract-${g}`, maxPlies: 600, candidates });
      plies += rep.plies;
      refusals += rep.refusalsChecked;
      if (rep.finished) finished++;
    }
    expect(finished).toBe(GAMES);
    expect(plies).toBeGreaterThan(GAMES * 40);
    expect(refusals).toBeGreaterThan(plies * 10);
    // 24–27 s alone on the reference machine; the suite shares two cores, so the budget has room.
  }, 120_000);
});

describe('invariants over 3000 seeded random games', () => {
  it('every legal move validates; GK-61 every witch is in exactly one place; GK-7 mana stays within 0..12 and only falls; every game ends', () => {
    const rng = createRng('invariants');
    let games = 0;
    for (let g = 0; g < 3000; g++) {
      const r = gatekeeper.setup(DEFAULT_CONFIG, `inv-${g}`);
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      let plies = 0;
      while (gatekeeper.outcome(s).kind === 'ongoing') {
        const seat = gatekeeper.decision(s).seats[0]!;
        const legal = gatekeeper.legalMoves(s, seat);
        // legalMoves ⇒ validate at every ply of every game (the converse is checked with candidates above).
        for (const m of legal) if (gatekeeper.validate(s, seat, m) !== null) throw new Error(`game ${g}: legal ${JSON.stringify(m)} refused`);
        const before = s.mana;
        s = gatekeeper.applyLegal(s, seat, legal[nextInt(rng, legal.length)]!).state;
        plies++;
        const seen = new Uint8Array(WITCHES.length);
        for (const id of [...s.pile, ...s.discard, ...s.line, ...s.hands.flat(), ...s.cols.flat().map(wid)]) seen[id]!++;
        if (!seen.every((n) => n === 1)) throw new Error(`game ${g} ply ${plies}: a witch is missing or doubled`);
        for (let i = 0; i < 2; i++) if (s.mana[i]! < 0 || s.mana[i]! > 12 || s.mana[i]! > before[i]!) throw new Error(`game ${g}: mana ${s.mana[i]} after ${before[i]}`);
        for (let i = 0; i < 2; i++) if (s.shields[i]! >= 0 && !s.cols.slice(i * 4, i * 4 + 4).flat().includes(s.shields[i]!)) throw new Error(`game ${g}: shield on a witch not upright on the plane`);
        if (plies > 2000) throw new Error(`game ${g} does not end`);
      }
      games++;
    }
    expect(games).toBe(3000);
  });
});

describe('GK-60 the view leaks nothing', () => {
  it('two states that differ only in hidden cards give the same view; a determinization keeps the view', () => {
    const rng = createRng('leak');
    for (let g = 0; g < 200; g++) {
      const r = gatekeeper.setup(DEFAULT_CONFIG, `leak-${g}`);
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      const stop = 5 + nextInt(rng, 120);
      for (let p = 0; p < stop && gatekeeper.outcome(s).kind === 'ongoing'; p++) {
        const seat = gatekeeper.decision(s).seats[0]!;
        const legal = gatekeeper.legalMoves(s, seat);
        s = gatekeeper.applyLegal(s, seat, legal[nextInt(rng, legal.length)]!).state;
      }
      for (const seat of [0, 1]) {
        const v = gatekeeper.view(s, seat);
        // Swap the opponent's hand with part of the pile and reorder the pile: invisible to `seat`.
        const opp = 1 - seat;
        const pool = shuffleInPlace(rng, [...s.hands[opp]!, ...s.pile]);
        const hidden: GkState = { ...s, hands: seat === 0 ? [s.hands[0]!, pool.slice(0, s.hands[1]!.length)] : [pool.slice(0, s.hands[0]!.length), s.hands[1]!], pile: pool.slice(s.hands[opp]!.length), rng: createRng(g) };
        expect(gatekeeper.view(hidden, seat)).toEqual(v);
        const sample = gatekeeper.determinize(v, seat, createRng(`d${g}`));
        expect(gatekeeper.view(sample, seat)).toEqual(v);
        expect(gatekeeper.parseState(JSON.parse(JSON.stringify(sample)), DEFAULT_CONFIG).ok).toBe(true);
        // Nothing in the view names the opponent's cards beyond what is public.
        const publicIds = new Set([...v.hand, ...v.line, ...v.discard, ...v.columns.flat(2).map((p) => p.witch)]);
        for (const id of s.hands[opp]!) expect(publicIds.has(id)).toBe(false);
      }
    }
  });
});

describe('replay', () => {
  it('the same seed and moves reach the same state hash', () => {
    const run = () => {
      const r = gatekeeper.setup(DEFAULT_CONFIG, 'replay');
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      const rng = createRng('moves');
      while (gatekeeper.outcome(s).kind === 'ongoing') {
        const seat = gatekeeper.decision(s).seats[0]!;
        const legal = gatekeeper.legalMoves(s, seat);
        s = gatekeeper.applyLegal(s, seat, legal[nextInt(rng, legal.length)]!).state;
      }
      return stateHash(s);
    };
    expect(run()).toBe(run());
  });
});

it('column entries encode dazzled witches reversibly', () => {
  for (const w of WITCHES) {
    expect(wid(w.id | 64)).toBe(w.id);
    expect(isDazzled(w.id | 64)).toBe(true);
    expect(isDazzled(w.id)).toBe(false);
  }
  expect(colIndex(0, 3)).toBe(3);
});

describe('perft: the number of move sequences from fixed positions (catches move-generation changes)', () => {
  const start = (seed: string) => {
    const r = gatekeeper.setup(DEFAULT_CONFIG, seed);
    if (!r.ok) throw new Error('setup');
    return r.value;
  };
  /** Both players keep their hands: the first player's first turn. */
  const kept = (seed: string) => {
    let s = start(seed);
    for (const seat of [0, 1]) {
      const r = gatekeeper.apply(s, seat, { type: 'mulligan', cards: [] });
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    return s;
  };
  /** Twenty plies in, always the middle legal move. */
  const midGame = (seed: string) => {
    let s = start(seed);
    for (let i = 0; i < 20; i++) {
      const seat = gatekeeper.decision(s).seats[0]!;
      const legal = gatekeeper.legalMoves(s, seat);
      s = gatekeeper.applyLegal(s, seat, legal[Math.floor(legal.length / 2)]!).state;
    }
    return s;
  };
  it('matches the recorded tables (a change here means move generation changed: check it on purpose)', () => {
    // The mulligans: each player may set aside any of their 5 witches (2^5 = 32 choices), one after the other.
    expect([1, 2].map((d) => perft(gatekeeper, start('perft-1'), d))).toEqual([32, 1024]);
    expect([1, 2, 3].map((d) => perft(gatekeeper, kept('perft-1'), d))).toEqual([16, 74, 1030]);
    expect([1, 2, 3].map((d) => perft(gatekeeper, kept('perft-2'), d))).toEqual([16, 69, 930]);
    const mid = midGame('perft-mid');
    expect([gatekeeper.phaseOf(mid), mid.turn]).toEqual(['recruit', 8]);
    expect([1, 2, 3].map((d) => perft(gatekeeper, mid, d))).toEqual([5, 85, 380]);
  });
});
