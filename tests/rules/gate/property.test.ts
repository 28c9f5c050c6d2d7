/**
 * Properties over many seeded runs: the kernel contract (legalMoves ⇔ validate, no mutation, JSON-safe states
 * that parseState accepts, applyLegal = apply, replay), GT-51 conservation, GT-3/GT-6 health bounds, GT-50 views
 * that leak nothing, and a perft table.
 */
import { describe, expect, it } from 'vitest';
import { ok } from '../../../src/rules/core/result';
import { perft } from '../../../src/rules/core/perft';
import { createRng, nextInt, shuffleInPlace } from '../../../src/rules/core/rng';
import { CARDS, DEFAULT_CONFIG, DIFFICULTIES, ENEMIES, FEAR_TOP, gate, MAX_HEALTH } from '../../../src/rules/gate/index';
import type { Difficulty, GateMove, GateState, Split } from '../../../src/rules/gate/index';
import { repairSplits, scoreOf } from '../../../src/rules/gate/engine';
import { checkKernelContract } from '../harness';
import { randomRun } from './build';
import { planTurn } from './planner';

const SMALL_SPLITS: Split[] = [];
for (let a = 0; a <= 2; a++) for (let b = 0; b <= 3; b++) for (let c = 0; c <= 2; c++) SMALL_SPLITS.push([a, b, c]);

/** A superset of the legal moves: right and wrong cards, traits, targets, splits, commands and slots. */
function candidates(s: GateState): GateMove[] {
  const out: GateMove[] = [{ type: 'endTurn' }, { type: 'command', command: 'caravan' }, { type: 'command', command: 'festival' }];
  const outsider = [s.discard[0], s.market.find((c) => c >= 0), s.drawPile[0]].filter((c): c is number => c !== undefined);
  for (const card of [...s.hand, ...outsider.slice(0, 2)]) {
    out.push({ type: 'use', card, trait: 'income' }, { type: 'use', card, trait: 'calm' });
    for (let target = 0; target < ENEMIES.length; target++) out.push({ type: 'use', card, trait: 'attack', target });
    const legalSplits = repairSplits(s.health, CARDS[card]!.repair);
    for (const split of [...SMALL_SPLITS, ...legalSplits]) out.push({ type: 'use', card, trait: 'repair', split });
  }
  for (let target = 0; target < ENEMIES.length; target++) out.push({ type: 'command', command: 'callToArms', target });
  for (const target of ['farm', 'gate', 'tower'] as const) out.push({ type: 'command', command: 'fortify', target });
  for (let slot = -1; slot <= 4; slot++) out.push({ type: 'recruit', slot });
  return out;
}

/** Gate with a setup that first lets the planner play a few turns, so the contract is checked deep into runs too. */
const deepGate: typeof gate = {
  ...gate,
  setup(config, seed) {
    const r = gate.setup(config, seed);
    if (!r.ok) return r;
    let s = r.value;
    const turns = Number(String(seed).split('-').pop()) % 12;
    while (s.result === null && s.turn <= turns) for (const m of planTurn(s, 2500)) s = gate.applyLegal(s, 0, m).state;
    return ok(s);
  },
};

describe('Gate kernel contract (legalMoves ⇔ validate, no mutation, JSON-safe, parseState, applyLegal, replay)', () => {
  it('holds over 120 seeded random runs with candidate moves at every ply', () => {
    let plies = 0;
    let refusals = 0;
    for (let g = 0; g < 120; g++) {
      // GT-44: every difficulty, a third of the runs each.
      const config = { ...DEFAULT_CONFIG, difficulty: DIFFICULTIES[g % 3] as Difficulty };
      const rep = checkKernelContract(gate, { config, seed: `contract-${g}`, maxPlies: 400, candidates });
      expect(rep.finished).toBe(true);
      plies += rep.plies;
      refusals += rep.refusalsChecked;
    }
    expect(plies).toBeGreaterThan(120 * 10);
    expect(refusals).toBeGreaterThan(plies * 50);
  });
  it('holds from 36 positions deep into runs (played by the test planner), final stands and wins included', () => {
    let finalStands = 0;
    let wins = 0;
    for (let g = 0; g < 36; g++) {
      const seed = `deep-${g}`;
      const start = deepGate.setup(DEFAULT_CONFIG, seed);
      if (start.ok && start.value.finalStand) finalStands++;
      const rep = checkKernelContract(deepGate, { config: DEFAULT_CONFIG, seed, maxPlies: 400, candidates });
      expect(rep.finished).toBe(true);
      if (start.ok && start.value.result === 'won') wins++;
    }
    expect(finalStands + wins).toBeGreaterThan(0);
  });
});

describe('invariants over 4000 seeded random runs', () => {
  it('every legal move validates; GT-51 every card and enemy in exactly one place; GT-3 health within 0..max; GT-6 destroyed stays destroyed; every run ends', () => {
    const rng = createRng('invariants');
    const ends: Record<string, number> = {};
    for (let g = 0; g < 4000; g++) {
      let plies = 0;
      const end = randomRun(`inv-${g}`, rng, (s, before) => {
        for (const m of gate.legalMoves(before, 0)) if (gate.validate(before, 0, m) !== null) throw new Error(`run ${g}: legal ${JSON.stringify(m)} refused`);
        plies++;
        const cards = new Uint8Array(CARDS.length);
        for (const id of [...s.hand, ...s.drawPile, ...s.discard, ...s.citizenDeck, ...s.citizenDiscard, ...s.heroDeck, ...s.gone]) cards[id]!++;
        for (const id of s.market) if (id >= 0) cards[id]!++;
        if (!cards.every((n) => n === 1)) throw new Error(`run ${g} ply ${plies}: a card is missing or doubled`);
        const foes = new Uint8Array(ENEMIES.length);
        for (const id of [...s.enemyDeck, ...s.row, ...s.defeated, ...s.fled]) foes[id]!++;
        if (!foes.every((n) => n === 1)) throw new Error(`run ${g} ply ${plies}: an enemy is missing or doubled`);
        for (let i = 0; i < 3; i++) {
          if (s.health[i]! < 0 || s.health[i]! > MAX_HEALTH[i]!) throw new Error(`run ${g}: health ${s.health}`);
          if (i !== 1 && before.health[i] === 0 && s.health[i] !== 0) throw new Error(`run ${g}: a destroyed location came back`);
        }
        if (s.fear < 0 || s.fear > FEAR_TOP || s.row.length > 2 || s.gold < 0) throw new Error(`run ${g}: fear ${s.fear}, row ${s.row}, gold ${s.gold}`);
        if (plies > 3000) throw new Error(`run ${g} does not end`);
      });
      ends[end.result!] = (ends[end.result!] ?? 0) + 1;
      expect(scoreOf(end)).toBe(end.defeated.reduce((a, e) => a + ENEMIES[e]!.vp, 0));
    }
    expect(ends.lostGate).toBeGreaterThan(2000);
    expect(ends.lostFear).toBeGreaterThan(0);
  });
});

/** The same state with every hidden order changed: draw pile, citizen, hero and enemy decks (within waves), RNG. */
function reorderHidden(s: GateState, rng: ReturnType<typeof createRng>): GateState {
  const waves = [3, 2, 1].map((w) => shuffleInPlace(rng, s.enemyDeck.filter((e) => ENEMIES[e]!.wave === w)));
  return {
    ...s,
    rng: createRng(nextInt(rng, 1e9)),
    drawPile: shuffleInPlace(rng, s.drawPile.slice()),
    citizenDeck: shuffleInPlace(rng, s.citizenDeck.slice()),
    heroDeck: shuffleInPlace(rng, s.heroDeck.slice()),
    enemyDeck: waves.flat(),
  };
}

describe('GT-50 the view leaks nothing', () => {
  it('states that differ only in hidden orders look the same; a determinization keeps the view and is a valid state', () => {
    const rng = createRng('leak');
    for (let g = 0; g < 300; g++) {
      const r = gate.setup(DEFAULT_CONFIG, `leak-${g}`);
      if (!r.ok) throw new Error('setup');
      let s = r.value;
      // Some runs are played by the planner for a while, to see late positions.
      if (g % 10 === 0) while (s.result === null && s.turn < 2 + (g % 9)) for (const m of planTurn(s, 2000)) s = gate.applyLegal(s, 0, m).state;
      const stop = nextInt(rng, 25);
      for (let p = 0; p < stop && s.result === null; p++) {
        const legal = gate.legalMoves(s, 0);
        s = gate.applyLegal(s, 0, legal[nextInt(rng, legal.length)]!).state;
      }
      const v = gate.view(s, 0);
      expect(gate.view(reorderHidden(s, rng), 0)).toEqual(v);
      const sample = gate.determinize(v, 0, createRng(`d${g}`));
      expect(gate.view(sample, 0)).toEqual(v);
      expect(gate.parseState(JSON.parse(JSON.stringify(sample)), DEFAULT_CONFIG).ok).toBe(true);
      expect(Object.keys(v)).not.toContain('rng');
      expect(Object.keys(v).filter((k) => ['citizenDeck', 'heroDeck', 'enemyDeck'].includes(k))).toEqual([]);
    }
  });
  it('the draw pile is shown as its contents, sorted, never in order', () => {
    const s = { ...(gate.setup(DEFAULT_CONFIG, 'sorted') as { value: GateState }).value, drawPile: [12, 3, 7] };
    expect(gate.view(s, 0).drawPile).toEqual([3, 7, 12]);
  });
});

describe('GT-2 the shuffles', () => {
  it('make each wave-1 enemy the first to emerge about a third of the time', () => {
    const counts = [0, 0, 0];
    for (let g = 0; g < 3000; g++) {
      const r = gate.setup(DEFAULT_CONFIG, `first-${g}`);
      if (r.ok) counts[r.value.row[0]!]!++;
    }
    for (const n of counts) expect(Math.abs(n - 1000)).toBeLessThan(120);
  });
});

describe('perft', () => {
  it('counts move sequences from a fixed seed (changes only if move generation changes)', () => {
    const r = gate.setup(DEFAULT_CONFIG, 'perft');
    if (!r.ok) throw new Error('setup');
    // Turn 1 from this seed: 3 incomes, the Militia's attack on the one enemy, Caravan (1 gold from the Farm), the
    // Piper (cost 1; the others cost 2 and 4), end of turn. No calm (fear 0), no repair (full health), no other
    // command within 1 gold.
    const first = gate.legalMoves(r.value, 0);
    expect(first.map((m) => m.type + ('trait' in m ? `:${m.trait}` : '') + ('command' in m ? `:${m.command}` : ''))).toEqual(['use:income', 'use:income', 'use:attack', 'use:income', 'command:caravan', 'recruit', 'endTurn']);
    expect([1, 2, 3, 4].map((d) => perft(gate, r.value, d))).toEqual([7, 44, 253, 1550]);
  });
});
