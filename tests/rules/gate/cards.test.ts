/** GT-1, GT-60…GT-65: the content as data, each special bonus by its card's text, the tables of the rules document. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARDS, ENEMIES, FEAR_TOP, FEARAMID, gate } from '../../../src/rules/gate/index';
import { FEARAMID_ROWS } from '../../../src/rules/gate/content';
import { attack, build, byName, calm, foe, income, ofType, play, randomRun, repair } from './build';
import { playRun } from './planner';
import { createRng } from '../../../src/rules/core/rng';

const DOC = readFileSync('docs/rules/gate.md', 'utf8');

/** The rows of the markdown table that follows a clause's heading. */
function tableAfter(clause: string): string[][] {
  const from = DOC.indexOf(`**${clause} `);
  const rows: string[][] = [];
  for (const line of DOC.slice(from).split('\n').slice(1)) {
    const t = line.trim();
    if (t.startsWith('- **')) break;
    if (!t.startsWith('|') || t.startsWith('| ---') || /^\| (Card|Enemy) \|/.test(t)) continue;
    rows.push(t.slice(1, -1).split('|').map((c) => c.trim()));
  }
  return rows;
}

describe('GT-1 components', () => {
  it('3 Starting cards, 20 Citizens costing 1–6, 5 Heroes, 9 Enemies in 3 waves of 3, one id space for the cards', () => {
    expect(CARDS.map((c) => c.id)).toEqual([...CARDS.keys()]);
    expect(CARDS.filter((c) => c.kind === 'starting')).toHaveLength(3);
    const citizens = CARDS.filter((c) => c.kind === 'citizen');
    expect(citizens).toHaveLength(20);
    expect(new Set(citizens.map((c) => c.cost))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(CARDS.filter((c) => c.kind === 'hero')).toHaveLength(5);
    expect(ENEMIES.map((e) => e.wave)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3]);
    expect(new Set(CARDS.map((c) => c.name)).size).toBe(CARDS.length);
    expect(gate.minSeats).toBe(1);
    expect(gate.maxSeats).toBe(1);
  });
});

describe('GT-60, GT-61, GT-62 the cards in the rules document are the cards in the data', () => {
  for (const [clause, kind] of [['GT-60', 'starting'], ['GT-61', 'citizen'], ['GT-62', 'hero']] as const) {
    it(`${clause}: the ${kind} table`, () => {
      const data = CARDS.filter((c) => c.kind === kind).map((c) => [c.name, c.cost, c.income, c.repair, c.calm, c.attack, c.text || '—'].map(String));
      expect(tableAfter(clause)).toEqual(data);
    });
  }
  it('every card has a trait, and a special bonus always comes with its words', () => {
    for (const c of CARDS) {
      expect(c.income + c.repair + c.calm + c.attack, c.name).toBeGreaterThan(0);
      expect(c.bonus === null, c.name).toBe(c.text === '');
    }
  });
  it('GT-61: later citizens cost more for more, and Heroes beat the best citizen at their main trait', () => {
    const citizens = CARDS.filter((c) => c.kind === 'citizen');
    const best = (c: (typeof CARDS)[number]) => Math.max(c.income, c.repair, c.calm, c.attack);
    for (const c of citizens) expect(best(c), c.name).toBeGreaterThanOrEqual(c.cost === 1 ? 2 : Math.min(c.cost, 5) - 1);
    for (const h of CARDS.filter((c) => c.kind === 'hero')) {
      const trait = (['income', 'repair', 'calm', 'attack'] as const).reduce((a, b) => (h[b] > h[a] ? b : a));
      expect(h[trait] + (h.bonus ? 1 : 0), h.name).toBeGreaterThanOrEqual(Math.max(...citizens.map((c) => c[trait])));
    }
  });
});

describe('GT-63 enemies', () => {
  it('the table in the rules document is the data', () => {
    const data = ENEMIES.map((e) => [e.name, e.wave, e.health, e.attack, e.target.charAt(0).toUpperCase() + e.target.slice(1), e.fear, e.vp].map(String));
    expect(tableAfter('GT-63')).toEqual(data);
  });
  it('each wave threatens every location once, and each wave is harder than the one before', () => {
    for (const w of [1, 2, 3]) expect(new Set(ENEMIES.filter((e) => e.wave === w).map((e) => e.target))).toEqual(new Set(['farm', 'gate', 'tower']));
    const sum = (w: number, k: 'health' | 'attack' | 'fear' | 'vp') => ENEMIES.filter((e) => e.wave === w).reduce((a, e) => a + e[k], 0);
    for (const k of ['health', 'attack', 'fear', 'vp'] as const) {
      expect(sum(2, k)).toBeGreaterThan(sum(1, k));
      expect(sum(3, k)).toBeGreaterThan(sum(2, k));
    }
  });
});

describe('GT-64 the Fearamid', () => {
  it('has 15 spaces in rows of 5, 4, 3, 2, 1 from ">" to the top, as drawn in the rules document', () => {
    expect(FEARAMID_ROWS.map((r) => r.split(' ').length)).toEqual([5, 4, 3, 2, 1]);
    expect(FEARAMID).toHaveLength(15);
    expect(FEAR_TOP).toBe(14);
    expect(FEARAMID_ROWS[0]!.startsWith('>')).toBe(true);
    expect(FEARAMID_ROWS[FEARAMID_ROWS.length - 1]).toBe('^');
    const drawn = DOC.slice(DOC.indexOf('**GT-64 ')).split('```')[1]!.trim().split('\n').map((l) => l.trim());
    expect(drawn).toEqual([...FEARAMID_ROWS].reverse());
  });
  it('has 3 suns and location icons for all three locations', () => {
    expect(FEARAMID.map((icon, i) => (icon?.kind === 'sun' ? i : -1)).filter((i) => i >= 0)).toEqual([2, 7, 11]);
    const hits = FEARAMID.flatMap((icon) => (icon?.kind === 'hit' ? [icon.loc] : []));
    expect(new Set(hits)).toEqual(new Set(['farm', 'gate', 'tower']));
    expect(FEARAMID[0]).toBeNull();
    expect(FEARAMID[FEAR_TOP]).toBeNull();
  });
});

/** A test per card with a special bonus, headed by the card's text (GT-26). */
const BONUS_TESTS: Readonly<Record<string, () => void>> = {
  Mason: () => {
    const s = build({ hand: ['Mason'], health: [6, 8, 2] });
    expect(play(s, repair('Mason', [0, 0, 2])).state.health).toEqual([6, 8, 5]);
    expect(play(s, repair('Mason', [0, 2, 0])).state.health).toEqual([6, 10, 2]);
    // A split still gets the Tower's extra point.
    expect(play(s, repair('Mason', [0, 1, 1])).state.health).toEqual([6, 9, 4]);
  },
  Hunter: () => {
    const s = build({ hand: ['Hunter'], row: ['Cave Rats', 'Delver Horror'], towerUsed: true });
    expect(play(s, attack('Hunter', 'Delver Horror')).state.wounds).toEqual([0, 2]);
    // 4 against the Rats, which attack the Farm: 3 kill them, 1 carries on.
    expect(play(s, attack('Hunter', 'Cave Rats')).state.wounds).toEqual([1]);
  },
  Friar: () => {
    const s = build({ hand: ['Friar'], fear: 3, health: [6, 9, 5] });
    expect(play(s, calm('Friar')).state).toMatchObject({ fear: 1, health: [6, 10, 5] });
    expect(play(s, repair('Friar', [0, 0, 1])).state).toMatchObject({ fear: 3, health: [6, 9, 6] });
  },
  Miller: () => {
    expect(play(build({ hand: ['Miller'] }), income('Miller')).state.gold).toBe(3);
    expect(play(build({ hand: ['Miller'], health: [0, 12, 6] }), income('Miller')).state.gold).toBe(2);
  },
  Carpenter: () => {
    const s = build({ hand: ['Carpenter'], health: [5, 6, 6] });
    expect(play(s, repair('Carpenter', [0, 3, 0])).state.health).toEqual([5, 10, 6]);
    expect(play(s, repair('Carpenter', [1, 2, 0])).state.health).toEqual([6, 9, 6]);
  },
  Minstrel: () => {
    const s = build({ hand: ['Minstrel'], fear: 4, drawPile: ['Knight'] });
    const { state, events } = play(s, calm('Minstrel'));
    expect(state.fear).toBe(1);
    expect(ofType(events, 'drew')).toEqual([{ type: 'drew', card: byName('Knight') }]);
    expect(state.hand).toEqual([byName('Knight')]);
  },
  Crossbowman: () => {
    const s = build({ hand: ['Crossbowman'], row: ['Goblin Sneak', 'Delver Horror'], towerUsed: true });
    // 5 against the Sneak, which attacks the Tower: 3 kill it, 2 carry on.
    expect(play(s, attack('Crossbowman', 'Goblin Sneak')).state.wounds).toEqual([2]);
    expect(play(s, attack('Crossbowman', 'Delver Horror')).state.wounds).toEqual([0, 3]);
  },
  Architect: () => {
    const s = build({ hand: ['Architect'], health: [1, 7, 6] });
    expect(play(s, repair('Architect', [5, 0, 0])).state.health).toEqual([6, 7, 6]);
    expect(play(s, repair('Architect', [1, 4, 0])).state.health).toEqual([3, 11, 6]);
  },
  Abbess: () => {
    const s = build({ hand: ['Abbess'], fear: 6, health: [6, 9, 6] });
    expect(play(s, calm('Abbess')).state).toMatchObject({ fear: 1, health: [6, 11, 6] });
  },
  'Mother Elowen': () => {
    const s = build({ hand: ['Mother Elowen'], fear: 10, health: [6, 11, 6] });
    const { state } = play(s, calm('Mother Elowen'));
    expect(state).toMatchObject({ fear: 4, health: [6, 12, 6] });
    expect(state.gone).toEqual([byName('Mother Elowen')]);
  },
  'Wren the Archer': () => {
    const s = build({ hand: ['Wren the Archer'], row: ['Cave Rats', 'Deep Wyrm'], wounds: [2, 0], enemyDeck: [] });
    const { state, events } = play(s, attack('Wren the Archer', 'Deep Wyrm'));
    // 5 + 1 (Tower) on the Wyrm, then 1 to every face-up enemy: the Rats fall.
    expect(ofType(events, 'enemyDefeated').map((e) => e.enemy)).toEqual([foe('Cave Rats')]);
    expect(state.wounds).toEqual([7]);
  },
};

describe('GT-26 special bonuses, card by card', () => {
  for (const c of CARDS.filter((x) => x.bonus !== null)) {
    it(`${c.name}: "${c.text}"`, () => {
      const test = BONUS_TESTS[c.name];
      expect(test, `write a test for ${c.name}`).toBeDefined();
      test!();
    });
  }
  it('no bonus test is left without its card', () => {
    expect(Object.keys(BONUS_TESTS).sort()).toEqual(CARDS.filter((x) => x.bonus !== null).map((c) => c.name).sort());
  });
});

describe('GT-65 tuning: a first cut that neither a careful nor a careless player breaks', () => {
  it('the turn-searching test player wins some runs and loses some; random play loses nearly every run', () => {
    const runs = 24;
    let wins = 0;
    for (let g = 0; g < runs; g++) if (playRun(`balance-${g}`, 8000).result === 'won') wins++;
    expect(wins / runs).toBeGreaterThan(0.2);
    expect(wins / runs).toBeLessThan(0.85);
    const pick = createRng('careless');
    let randomWins = 0;
    for (let g = 0; g < 300; g++) if (randomRun(`careless-${g}`, pick).result === 'won') randomWins++;
    expect(randomWins).toBeLessThan(15);
  });
});
