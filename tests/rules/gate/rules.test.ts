/** One test (or more) per clause of docs/rules/gate.md; each names its clause id. */
import { describe, expect, it } from 'vitest';
import { COMMAND_COST, DEFAULT_CONFIG, ENEMIES, FEAR_TOP, gate, MAX_HEALTH, PHASES } from '../../../src/rules/gate/index';
import type { GateState } from '../../../src/rules/gate/index';
import { CARDS, DIFFICULTY, HAND_SIZE, MAX_FACE_UP, PUSH_OUT_DAMAGE, STARTING_IDS } from '../../../src/rules/gate/content';
import { attack, build, byName, calm, END, foe, income, ofType, play, refusal, repair } from './build';

const start = (seed: string | number): GateState => {
  const r = gate.setup(DEFAULT_CONFIG, seed);
  if (!r.ok) throw new Error('setup');
  return r.value;
};
const ids = (...names: string[]) => names.map(byName);

describe('GT-2 setup', () => {
  it('deals the Starting cards as the first hand, 4 recruits, the hero deck, and reveals the first enemy of wave 1', () => {
    const s = start('setup');
    expect([...s.hand].sort((a, b) => a - b)).toEqual([...STARTING_IDS]);
    expect(s.drawPile).toEqual([]);
    expect(s.discard).toEqual([]);
    expect(s.market.filter((c) => c >= 0)).toHaveLength(4);
    expect(s.citizenDeck).toHaveLength(16);
    expect(s.heroDeck).toHaveLength(5);
    expect(s.health).toEqual([6, 12, 6]);
    expect(s.fear).toBe(0);
    expect(s.turn).toBe(1);
    expect(s.phase).toBe('command');
    expect(s.row).toHaveLength(1);
    expect(ENEMIES[s.row[0]!]!.wave).toBe(1);
  });
  it('stacks the enemy deck wave 3 at the bottom and wave 1 on top, each wave shuffled on its own', () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++) {
      const s = start(seed);
      const fromTop = [...s.enemyDeck].reverse().map((e) => ENEMIES[e]!.wave);
      expect(fromTop).toEqual([1, 1, 2, 2, 2, 3, 3, 3]);
      orders.add([...s.row, ...s.enemyDeck].join());
    }
    expect(orders.size).toBeGreaterThan(10);
  });
});

describe('GT-3 locations and health', () => {
  it('start the Farm and Tower at 6 and the Gate at 12, which are also their maximums', () => {
    expect(MAX_HEALTH).toEqual([6, 12, 6]);
    expect(start(1).health).toEqual([6, 12, 6]);
    const s = build({ hand: ['Laborer'], health: [6, 11, 6] });
    // Only 1 of the Laborer's 2 points can be used: the Gate does not go above 12.
    expect(gate.legalMoves(s, 0).filter((m) => m.type === 'use' && m.trait === 'repair')).toEqual([repair('Laborer', [0, 1, 0])]);
    expect(play(s, repair('Laborer', [0, 1, 0])).state.health).toEqual([6, 12, 6]);
  });
  it('never drop below 0', () => {
    const s = build({ row: ['Stone Troll'], health: [6, 2, 6] });
    const { state, events } = play(s, END);
    expect(state.health[1]).toBe(0);
    expect(ofType(events, 'damaged')[0]).toMatchObject({ loc: 'gate', amount: 2, health: 0 });
  });
});

describe('GT-4 the Farm', () => {
  it('puts 1 gold in the pool at the start of each turn while it stands, none once destroyed', () => {
    const standing = play(build({ row: ['Cave Rats'] }), END);
    expect(ofType(standing.events, 'turnBegan')[0]).toEqual({ type: 'turnBegan', turn: 4, gold: 1 });
    expect(standing.state.gold).toBe(1);
    const razed = play(build({ row: ['Cave Rats'], health: [0, 12, 6] }), END);
    expect(razed.state.gold).toBe(0);
  });
  it('its gold buys a cost-1 recruit with no card spent', () => {
    const s = build({ hand: ['Militia'], market: ['Squire'], gold: 1 });
    const { state } = play(s, { type: 'recruit', slot: 0 });
    expect(state.discard).toContain(byName('Squire'));
    expect(state.hand).toEqual(ids('Militia'));
  });
});

describe('GT-5 the Tower', () => {
  it('adds 1 to the first card attack of the turn only', () => {
    const s = build({ hand: ['Squire', 'Militia'], row: ['Deep Wyrm'] });
    const { state, events } = play(s, attack('Squire', 'Deep Wyrm'), attack('Militia', 'Deep Wyrm'));
    expect(ofType(events, 'used').map((e) => e.value)).toEqual([3, 1]);
    expect(state.wounds).toEqual([4]);
    expect(state.towerUsed).toBe(true);
  });
  it('adds nothing once destroyed, and nothing to Call to Arms', () => {
    const razed = play(build({ hand: ['Squire'], row: ['Deep Wyrm'], health: [6, 12, 0] }), attack('Squire', 'Deep Wyrm'));
    expect(razed.state.wounds).toEqual([2]);
    const called = play(build({ hand: ['Squire'], row: ['Deep Wyrm'], gold: 2 }), { type: 'command', command: 'callToArms', target: foe('Deep Wyrm') });
    expect(called.state.wounds).toEqual([1]);
    expect(called.state.towerUsed).toBe(false);
  });
});

describe('GT-6 destroyed locations', () => {
  const razed = build({ hand: ['Laborer'], row: ['Cave Rats'], health: [0, 10, 6], gold: 2 });
  it('cannot be repaired or fortified', () => {
    expect(refusal(razed, repair('Laborer', [1, 1, 0]))).toEqual({ code: 'LOCATION_DESTROYED', loc: 'farm' });
    expect(refusal(razed, { type: 'command', command: 'fortify', target: 'farm' })).toEqual({ code: 'LOCATION_DESTROYED', loc: 'farm' });
  });
  it('send damage aimed at them to the Gate', () => {
    const { state, events } = play(razed, END);
    expect(ofType(events, 'enemyAttacked')[0]).toMatchObject({ target: 'farm', loc: 'gate', amount: 1 });
    expect(state.health).toEqual([0, 9, 6]);
  });
});

describe('GT-10 the six steps', () => {
  it('are in this order: commands, recruit, use cards; a later step\'s move moves on and nothing goes back', () => {
    const s = build({ hand: ['Peddler', 'Merchant', 'Squire'], row: ['Cave Rats'], gold: 1 });
    const recruited = play(s, income('Peddler'), { type: 'recruit', slot: 0 }).state;
    expect(recruited.phase).toBe('recruit');
    expect(refusal(recruited, { type: 'command', command: 'festival' })).toMatchObject({ code: 'MOVE_NOT_IN_PHASE', phase: 'recruit' });
    const using = play(recruited, attack('Squire', 'Cave Rats')).state;
    expect(using.phase).toBe('use');
    expect(refusal(using, { type: 'recruit', slot: 1 })).toMatchObject({ code: 'MOVE_NOT_IN_PHASE', phase: 'use' });
    expect(PHASES.use.moves).toEqual(['use', 'endTurn']);
    expect(PHASES.recruit.moves).not.toContain('command');
  });
  it('end with Enemies Attack, then the next turn advances the enemies and draws', () => {
    const s = build({ row: ['Cave Rats'], drawPile: ['Squire', 'Laborer', 'Piper'], phase: 'use' });
    const { state, events } = play(s, END);
    expect(events.map((e) => e.type)).toEqual(['enemyAttacked', 'damaged', 'fear', 'turnBegan', 'enemyRevealed', 'drew', 'drew', 'drew', 'stepBegan']);
    expect(state.phase).toBe('command');
    expect(state.turn).toBe(4);
  });
});

describe('GT-11 Enemies Advance', () => {
  it('reveals the top enemy at the right end of the row', () => {
    const s = build({ row: ['Cave Rats'], enemyDeck: ['Stone Troll', 'Tunnel Grub'] });
    const { state, events } = play(s, END);
    expect(ofType(events, 'enemyRevealed')).toEqual([{ type: 'enemyRevealed', enemy: foe('Tunnel Grub') }]);
    expect(state.row).toEqual([foe('Cave Rats'), foe('Tunnel Grub')]);
    expect(state.wounds).toEqual([0, 0]);
    expect(MAX_FACE_UP).toBe(2);
  });
});

describe('GT-12 pushed out', () => {
  it('a third arrival pushes the leftmost out: it hits the Gate for 1 and is gone, unscored, its damage with it', () => {
    const s = build({ row: ['Cave Rats', 'Goblin Sneak'], wounds: [2, 0], enemyDeck: ['Tunnel Grub'], health: [6, 12, 6] });
    const { state, events } = play(s, END);
    expect(PUSH_OUT_DAMAGE).toBe(1);
    expect(ofType(events, 'pushedOut')).toEqual([{ type: 'pushedOut', enemy: foe('Cave Rats') }]);
    expect(ofType(events, 'damaged').filter((e) => e.cause === 'pushOut')).toEqual([{ type: 'damaged', loc: 'gate', amount: 1, health: 11, cause: 'pushOut' }]);
    expect(state.row).toEqual([foe('Goblin Sneak'), foe('Tunnel Grub')]);
    expect(state.wounds).toEqual([0, 0]);
    expect(state.fled).toContain(foe('Cave Rats'));
    expect(state.defeated).toEqual([]);
  });
});

describe('GT-13 the final stand', () => {
  it('begins when no enemy can be revealed: no advance, the face-up enemies stay', () => {
    const s = build({ row: ['Deep Wyrm', 'Delver Horror'], enemyDeck: [] });
    const { state, events } = play(s, END);
    expect(ofType(events, 'finalStand')).toHaveLength(1);
    expect(ofType(events, 'enemyRevealed')).toHaveLength(0);
    expect(state.finalStand).toBe(true);
    expect(state.row).toEqual([foe('Deep Wyrm'), foe('Delver Horror')]);
    // It is announced once.
    expect(ofType(play(state, END).events, 'finalStand')).toHaveLength(0);
  });
});

describe('GT-14 Draw Up', () => {
  it('is skipped on turn 1 and tops the hand up to 3 afterwards; unused cards stay in hand', () => {
    const s = start('draw');
    expect(s.hand).toHaveLength(HAND_SIZE);
    const crier = byName('Town Crier');
    const t = play(s, income('Peasant'), income('Militia'), END).state;
    expect(t.hand).toHaveLength(3);
    expect(t.hand).toContain(crier);
    expect(t.turn).toBe(2);
  });
  it('shuffles the discard pile into a new draw pile when it runs out, mid-draw', () => {
    const s = build({ row: ['Cave Rats'], drawPile: ['Squire'], discard: ['Laborer', 'Piper'], phase: 'use' });
    const { state, events } = play(s, END);
    expect(events.map((e) => e.type).filter((t) => t === 'drew' || t === 'reshuffled')).toEqual(['drew', 'reshuffled', 'drew', 'drew']);
    expect(ofType(events, 'drew')[0]!.card).toBe(byName('Squire'));
    expect(state.hand).toHaveLength(3);
    // build() puts the Starting cards not named in the discard pile too: 2 + 3 were shuffled, 2 of them drawn.
    expect(ofType(events, 'reshuffled')[0]!.count).toBe(5);
  });
  it('always finds 3 cards: the Starting cards never leave the game', () => {
    const s = build({ hand: ['Sir Aldric', 'Goldhand'], row: ['Cave Rats'], drawPile: [], discard: [] });
    const { state } = play(s, income('Goldhand'), income('Sir Aldric'), END);
    expect(state.hand).toHaveLength(3);
    expect([...state.hand].sort((x, y) => x - y)).toEqual([...STARTING_IDS]);
  });
});

describe('GT-15 income and the gold pool', () => {
  it('using a card for income adds its gold to the pool and discards it; gold from several cards is pooled (T2)', () => {
    const s = build({ hand: ['Peasant', 'Militia', 'Squire'], market: ['Spearman'], gold: 1 });
    const { state, events } = play(s, income('Peasant'), income('Militia'));
    expect(state.gold).toBe(3);
    expect(ofType(events, 'goldAdded').map((e) => e.gold)).toEqual([2, 3]);
    expect(state.discard).toEqual(expect.arrayContaining(ids('Peasant', 'Militia')));
    expect(play(state, { type: 'recruit', slot: 0 }).state.discard).toContain(byName('Spearman'));
  });
  it('gold left after a command pays for a recruit; the pool empties when Use Cards begins', () => {
    const s = build({ hand: ['Merchant', 'Squire'], market: ['Piper'], row: ['Cave Rats'], gold: 1 });
    const after = play(s, income('Merchant'), { type: 'command', command: 'callToArms', target: foe('Cave Rats') }, { type: 'recruit', slot: 0 }).state;
    expect(after.gold).toBe(1);
    const using = play(after, attack('Squire', 'Cave Rats')).state;
    expect(using.gold).toBe(0);
  });
  it('income cannot be used once Use Cards has begun, and the pool does not carry to the next turn', () => {
    const s = build({ hand: ['Peddler', 'Squire'], row: ['Deep Wyrm'], gold: 1 });
    const using = play(s, income('Peddler'), attack('Squire', 'Deep Wyrm')).state;
    const late = build({ hand: ['Peddler'], row: ['Deep Wyrm'], phase: 'use' });
    expect(refusal(late, income('Peddler'))).toEqual({ code: 'INCOME_TOO_LATE' });
    expect(play(using, END).state.gold).toBe(1);
  });
});

describe('GT-16 commands', () => {
  it('cost what the Command Card says: Call to Arms 2, Caravan 1, Festival 2, Fortify 2', () => {
    expect(COMMAND_COST).toEqual({ callToArms: 2, caravan: 1, festival: 2, fortify: 2 });
  });
  it('are refused without the gold, with the numbers', () => {
    const s = build({ fear: 3, gold: 1 });
    expect(refusal(s, { type: 'command', command: 'festival' })).toEqual({ code: 'NOT_ENOUGH_GOLD', need: 2, have: 1 });
  });
  it('can each be issued once per turn (T2), and again next turn', () => {
    const s = build({ fear: 5, gold: 4, row: ['Cave Rats'] });
    const once = play(s, { type: 'command', command: 'festival' }).state;
    expect(refusal(once, { type: 'command', command: 'festival' })).toEqual({ code: 'ALREADY_ISSUED', command: 'festival' });
    expect(gate.legalMoves(once, 0).some((m) => m.type === 'command' && m.command === 'festival')).toBe(false);
    const next = { ...play(once, END).state, gold: 2 };
    expect(gate.validate(next, 0, { type: 'command', command: 'festival' })).toBeNull();
  });
  it('are refused when they would do nothing', () => {
    const s = build({ gold: 5, market: [null, null, null, null], citizenDeck: [] });
    const empty = { ...s, citizenDeck: [], citizenDiscard: [...s.citizenDiscard, ...s.citizenDeck] };
    expect(refusal(empty, { type: 'command', command: 'festival' })).toEqual({ code: 'NO_FEAR' });
    expect(refusal(empty, { type: 'command', command: 'fortify', target: 'gate' })).toEqual({ code: 'FULL_HEALTH', loc: 'gate', health: 12 });
    expect(refusal(empty, { type: 'command', command: 'callToArms', target: foe('Cave Rats') })).toEqual({ code: 'NOT_FACE_UP', enemy: foe('Cave Rats') });
    expect(refusal(empty, { type: 'command', command: 'caravan' })).toEqual({ code: 'MARKET_EMPTY' });
    expect(gate.legalMoves(empty, 0)).toEqual([END]);
  });
  it('belong to step 3 only', () => {
    const s = build({ gold: 3, fear: 2, phase: 'recruit' });
    expect(refusal(s, { type: 'command', command: 'festival' })).toMatchObject({ code: 'MOVE_NOT_IN_PHASE' });
  });
});

describe('GT-17 Call to Arms', () => {
  it('deals 1 damage to the chosen enemy for 2 gold, and a kill carries nothing over', () => {
    const s = build({ row: ['Cave Rats', 'Deep Wyrm'], wounds: [2, 0], gold: 3 });
    const { state, events } = play(s, { type: 'command', command: 'callToArms', target: foe('Cave Rats') });
    expect(state.gold).toBe(1);
    expect(ofType(events, 'enemyDefeated')).toHaveLength(1);
    expect(state.row).toEqual([foe('Deep Wyrm')]);
    expect(state.wounds).toEqual([0]);
  });
});

describe('GT-18 Caravan', () => {
  it('sends all 4 recruits to the citizen discard pile for 1 gold and turns up 4 new ones', () => {
    const s = build({ market: ['Squire', 'Laborer', 'Piper', 'Peddler'], citizenDeck: ['Banker', 'Knight', 'Mason', 'Abbess'], gold: 1 });
    const { state, events } = play(s, { type: 'command', command: 'caravan' });
    expect(state.gold).toBe(0);
    expect(state.citizenDiscard).toEqual(ids('Squire', 'Laborer', 'Piper', 'Peddler'));
    expect(state.market).toEqual(ids('Abbess', 'Mason', 'Knight', 'Banker'));
    expect(ofType(events, 'marketRefilled')).toHaveLength(4);
  });
  it('reshuffles the citizen discard pile when the citizen deck runs out', () => {
    const base = build({ market: ['Squire', 'Laborer', 'Piper', 'Peddler'], citizenDeck: ['Banker'], gold: 1 });
    // Everything but the Banker is already sent away.
    const s = { ...base, citizenDiscard: [...base.citizenDiscard, ...base.citizenDeck.filter((c) => c !== byName('Banker'))], citizenDeck: [byName('Banker')] };
    const { state, events } = play(s, { type: 'command', command: 'caravan' });
    expect(state.market[0]).toBe(byName('Banker'));
    expect(ofType(events, 'citizensReshuffled')).toHaveLength(1);
    expect(state.market.every((c) => c >= 0)).toBe(true);
  });
});

describe('GT-19 Festival', () => {
  it('lowers fear by 1 for 2 gold and fires nothing', () => {
    const s = build({ fear: 3, gold: 2 });
    const { state, events } = play(s, { type: 'command', command: 'festival' });
    expect(state.fear).toBe(2);
    expect(ofType(events, 'iconFired')).toEqual([]);
  });
});

describe('GT-20 Fortify', () => {
  it('gives 1 health to a standing location below its maximum for 2 gold', () => {
    const s = build({ health: [6, 10, 6], gold: 2 });
    expect(play(s, { type: 'command', command: 'fortify', target: 'gate' }).state.health).toEqual([6, 11, 6]);
    expect(refusal(s, { type: 'command', command: 'fortify', target: 'tower' })).toEqual({ code: 'FULL_HEALTH', loc: 'tower', health: 6 });
  });
});

describe('GT-21 Recruit', () => {
  it('pays the cost from the pool, puts the card in the discard pile and refills the slot at once; several buys', () => {
    const s = build({ market: ['Squire', 'Mason', 'Knight', 'Banker'], citizenDeck: ['Abbess', 'Piper'], gold: 3 });
    const { state, events } = play(s, { type: 'recruit', slot: 0 }, { type: 'recruit', slot: 1 });
    expect(state.gold).toBe(0);
    expect(state.discard).toEqual(expect.arrayContaining(ids('Squire', 'Mason')));
    expect(state.market).toEqual(ids('Piper', 'Abbess', 'Knight', 'Banker'));
    expect(ofType(events, 'recruited').map((e) => [e.slot, e.cost])).toEqual([[0, 1], [1, 2]]);
    expect(refusal(state, { type: 'recruit', slot: 2 })).toEqual({ code: 'NOT_ENOUGH_GOLD', need: 4, have: 0 });
  });
  it('leaves a slot empty when no citizen is left anywhere', () => {
    const base = build({ market: ['Squire'], gold: 1 });
    const s = { ...base, discard: [...base.discard, ...base.citizenDeck], citizenDeck: [] };
    const { state } = play(s, { type: 'recruit', slot: 0 });
    expect(state.market[0]).toBe(-1);
    expect(refusal({ ...state, gold: 5 }, { type: 'recruit', slot: 0 })).toEqual({ code: 'SLOT_EMPTY', slot: 0 });
  });
});

describe('GT-22 using cards', () => {
  it('uses one trait of a card, then discards it; the card cannot be used again', () => {
    const s = build({ hand: ['Knight'], row: ['Deep Wyrm'], fear: 2 });
    const { state } = play(s, attack('Knight', 'Deep Wyrm'));
    expect(state.fear).toBe(2);
    expect(state.discard).toContain(byName('Knight'));
    expect(refusal(state, calm('Knight'))).toEqual({ code: 'NOT_IN_HAND', card: byName('Knight') });
  });
  it('refuses a trait worth 0 and a trait that would do nothing', () => {
    const s = build({ hand: ['Squire', 'Piper', 'Laborer'] });
    expect(refusal(s, repair('Squire', [0, 1, 0]))).toEqual({ code: 'NO_SUCH_TRAIT', card: byName('Squire'), trait: 'repair' });
    expect(refusal(s, calm('Piper'))).toEqual({ code: 'NO_FEAR' });
    expect(refusal(s, repair('Laborer', [0, 0, 0]))).toEqual({ code: 'NOTHING_TO_REPAIR' });
    expect(refusal(s, attack('Squire', 'Cave Rats'))).toEqual({ code: 'NOT_FACE_UP', enemy: foe('Cave Rats') });
  });
  it('keeps unused cards in hand across the end of the turn', () => {
    const s = build({ hand: ['Squire', 'Piper'], row: ['Cave Rats'] });
    const { state } = play(s, END);
    expect(state.hand.slice(0, 2)).toEqual(ids('Squire', 'Piper'));
    expect(state.hand).toHaveLength(3);
  });
});

describe('GT-23 repair', () => {
  it('splits points between standing locations, Farm, Gate, Tower', () => {
    const s = build({ hand: ['Carpenter'], health: [4, 11, 5] });
    const { state } = play(s, repair('Carpenter', [2, 0, 1]));
    expect(state.health).toEqual([6, 11, 6]);
  });
  it('gives no location more than it misses and uses every point that can be used', () => {
    const s = build({ hand: ['Laborer'], health: [5, 10, 6] });
    expect(refusal(s, repair('Laborer', [2, 0, 0]))).toEqual({ code: 'TOO_MUCH_REPAIR', loc: 'farm', amount: 2, missing: 1 });
    expect(refusal(s, repair('Laborer', [0, 1, 0]))).toEqual({ code: 'REPAIR_TOTAL', total: 1, need: 2 });
    expect(refusal(s, repair('Laborer', [-1, 3, 0]))).toMatchObject({ code: 'BAD_SPLIT' });
    // Exactly the meaningful splits are legal.
    expect(gate.legalMoves(s, 0).filter((m) => m.type === 'use' && m.trait === 'repair')).toEqual([repair('Laborer', [1, 1, 0]), repair('Laborer', [0, 2, 0])]);
  });
});

describe('GT-24 calm', () => {
  it('moves the cube down by the calm value, stopping at ">"', () => {
    expect(play(build({ hand: ['Piper'], fear: 5 }), calm('Piper')).state.fear).toBe(3);
    expect(play(build({ hand: ['Piper'], fear: 1 }), calm('Piper')).state.fear).toBe(0);
  });
});

describe('GT-25 attack', () => {
  it('leaves damage tokens that stay from turn to turn', () => {
    const s = build({ hand: ['Squire'], row: ['Deep Wyrm'], enemyDeck: ['Delver Horror'] });
    const { state } = play(s, attack('Squire', 'Deep Wyrm'), END);
    expect(state.row).toEqual([foe('Deep Wyrm'), foe('Delver Horror')]);
    expect(state.wounds).toEqual([3, 0]);
  });
  it('defeats an enemy whose damage reaches its health; the leftover goes on to the other face-up enemy, the rest is lost', () => {
    const s = build({ hand: ['Champion'], row: ['Deep Wyrm', 'Cave Rats'], wounds: [7, 1] });
    const { state, events } = play(s, attack('Champion', 'Deep Wyrm'));
    // 6 + 1 (Tower): 2 kill the Wyrm, 2 of the 5 left kill the Rats, 3 are lost.
    expect(ofType(events, 'enemyHit').map((e) => [e.enemy, e.amount])).toEqual([[foe('Deep Wyrm'), 2], [foe('Cave Rats'), 2]]);
    expect(state.defeated).toEqual([foe('Deep Wyrm'), foe('Cave Rats')]);
    expect(state.row).toEqual([]);
  });
});

describe('GT-26 special bonuses', () => {
  it('resolve after the trait and before the card is discarded (a Minstrel never draws herself)', () => {
    const s = build({ hand: ['Minstrel'], fear: 4, drawPile: [], discard: [] });
    // Only the unnamed Starting cards lie in the discard pile.
    const { state, events } = play(s, calm('Minstrel'));
    expect(events.map((e) => e.type)).toEqual(['stepBegan', 'used', 'fear', 'reshuffled', 'drew']);
    expect(state.hand).not.toContain(byName('Minstrel'));
    expect(state.discard).toEqual(ids('Minstrel'));
  });
});

describe('GT-27 Heroes', () => {
  it('are removed from the game after use, whichever trait, income included', () => {
    const s = build({ hand: ['Sir Aldric', 'Goldhand'], row: ['Delver Horror'] });
    const paid = play(s, income('Goldhand'));
    expect(paid.state.gold).toBe(7);
    const { state, events } = play(paid.state, attack('Sir Aldric', 'Delver Horror'));
    expect(state.gone).toEqual(ids('Goldhand', 'Sir Aldric'));
    expect(state.discard).not.toContain(byName('Sir Aldric'));
    expect([...paid.events, ...events].filter((e) => e.type === 'heroGone')).toHaveLength(2);
  });
  it('stay in hand when unused', () => {
    const s = build({ hand: ['Sir Aldric'], row: ['Cave Rats'] });
    expect(play(s, END).state.hand[0]).toBe(byName('Sir Aldric'));
  });
});

describe('GT-28 Enemies Attack', () => {
  it('each face-up enemy, left to right, hits its location; a Farm or Tower at 0 is destroyed', () => {
    const s = build({ row: ['Goblin Sneak', 'Kobold Raiders'], health: [2, 12, 6] });
    const { state, events } = play(s, END);
    expect(ofType(events, 'enemyAttacked').map((e) => [e.enemy, e.loc, e.amount])).toEqual([[foe('Goblin Sneak'), 'tower', 2], [foe('Kobold Raiders'), 'farm', 2]]);
    expect(ofType(events, 'destroyed')).toEqual([{ type: 'destroyed', loc: 'farm' }]);
    expect(state.health.slice(0, 1)).toEqual([0]);
  });
});

describe('GT-29 fear rises', () => {
  it('after all attacks, by each enemy\'s fear, one space at a time; every icon passed or landed on fires', () => {
    // From 1: Kobold Raiders (fear 2) passes the sun on 2 and lands on 3; Cave Rats (1) lands on the Farm icon on 4.
    const s = build({ row: ['Kobold Raiders', 'Cave Rats'], fear: 1, heroDeck: ['Goldhand'] });
    const { state, events } = play(s, END);
    const types = events.map((e) => e.type);
    expect(types.lastIndexOf('enemyAttacked')).toBeLessThan(types.indexOf('fear'));
    expect(ofType(events, 'iconFired').map((e) => e.space)).toEqual([2, 4]);
    expect(state.fear).toBe(4);
    expect(ofType(events, 'heroGained')).toEqual([{ type: 'heroGained', card: byName('Goldhand') }]);
    // The Farm took 2 from the Raiders and 1 from the Rats, then 1 from the icon.
    expect(state.health[0]).toBe(2);
  });
  it('fires an icon again when the cube climbs onto it again after calming', () => {
    const s = build({ hand: ['Piper', 'Squire'], row: ['Kobold Raiders'], fear: 1 });
    const first = play(s, END);
    expect(ofType(first.events, 'iconFired').map((e) => e.space)).toEqual([2]);
    expect(first.state.fear).toBe(3);
    const again = play(first.state, calm('Piper'), END);
    expect(ofType(again.events, 'iconFired').map((e) => e.space)).toContain(2);
  });
});

describe('GT-30 fear falls', () => {
  it('moves the cube down the same path and fires nothing', () => {
    const s = build({ hand: ['Abbess'], fear: 8, health: [6, 10, 6] });
    const { state, events } = play(s, calm('Abbess'));
    expect(state.fear).toBe(3);
    expect(ofType(events, 'iconFired')).toEqual([]);
    expect(ofType(events, 'heroGained')).toEqual([]);
  });
});

describe('GT-31 sun icons', () => {
  it('put the top Hero into the discard pile; with none left, nothing', () => {
    const s = build({ row: ['Cave Rats'], fear: 1, heroDeck: ['Wren the Archer'] });
    const { state } = play(s, END);
    expect(state.heroDeck).not.toContain(byName('Wren the Archer'));
    const none = build({ row: ['Cave Rats'], fear: 1, gone: ['Sir Aldric', 'Mother Elowen', 'Torvald the Builder', 'Wren the Archer', 'Goldhand'] });
    const r = play(none, END);
    expect(ofType(r.events, 'iconFired')).toHaveLength(1);
    expect(ofType(r.events, 'heroGained')).toEqual([]);
  });
});

describe('GT-32 location icons', () => {
  it('deal 1 damage to their location, or to the Gate once it is destroyed', () => {
    const s = build({ row: ['Cave Rats'], fear: 5 });
    const { events } = play(s, END);
    expect(ofType(events, 'iconFired')).toEqual([{ type: 'iconFired', space: 6, icon: { kind: 'hit', loc: 'tower', amount: 1 } }]);
    expect(ofType(events, 'damaged').filter((e) => e.cause === 'icon')).toEqual([{ type: 'damaged', loc: 'tower', amount: 1, health: 5, cause: 'icon' }]);
    const razed = play(build({ row: ['Cave Rats'], fear: 5, health: [6, 12, 0] }), END);
    expect(ofType(razed.events, 'damaged').filter((e) => e.cause === 'icon')).toEqual([{ type: 'damaged', loc: 'gate', amount: 1, health: 11, cause: 'icon' }]);
  });
});

describe('GT-40 winning (T4)', () => {
  it('the moment the last face-up enemy falls with the enemy deck empty; pushed-out enemies do not count', () => {
    const s = build({ hand: ['Champion'], row: ['Delver Horror'], wounds: [4], enemyDeck: [], fled: ['Cave Rats'], defeated: ['Goblin Sneak'] });
    const { state, events } = play(s, attack('Champion', 'Delver Horror'));
    expect(state.result).toBe('won');
    expect(events[events.length - 1]).toEqual({ type: 'won', score: 7 });
    expect(gate.outcome(state)).toMatchObject({ kind: 'win', winners: [0] });
    expect(gate.legalMoves(state, 0)).toEqual([]);
  });
  it('not while enemies are left in the deck, even with the row empty', () => {
    const s = build({ hand: ['Champion'], row: ['Cave Rats'] });
    const { state } = play(s, attack('Champion', 'Cave Rats'));
    expect(state.result).toBeNull();
    expect(state.row).toEqual([]);
    expect(play(state, END).state.row).toHaveLength(1);
  });
});

describe('GT-41 losing', () => {
  it('when the Gate reaches 0, at once: no fear rises after the fatal attack', () => {
    const s = build({ row: ['Delver Horror', 'Cave Rats'], health: [6, 3, 6] });
    const { state, events } = play(s, END);
    expect(state.result).toBe('lostGate');
    expect(ofType(events, 'fear')).toEqual([]);
    expect(gate.outcome(state)).toMatchObject({ kind: 'win', winners: [] });
  });
  it('when a pushed-out enemy takes the Gate\'s last health at the start of a turn', () => {
    // The Rats hit the Farm and the Ghoul the Tower; then a third arrival pushes the Rats out onto the Gate.
    const { state, events } = play(build({ row: ['Cave Rats', 'Mine Ghoul'], health: [6, 1, 6] }), END);
    expect(ofType(events, 'pushedOut')).toEqual([{ type: 'pushedOut', enemy: foe('Cave Rats') }]);
    expect(state.result).toBe('lostGate');
    expect(events[events.length - 1]).toMatchObject({ type: 'lost', reason: 'gate' });
  });
  it('when an icon takes the Gate\'s last health, and when the cube reaches the top', () => {
    const icon = play(build({ row: ['Cave Rats'], fear: 8, health: [6, 1, 6] }), END);
    expect(icon.state.result).toBe('lostGate');
    const top = play(build({ row: ['Shadow Wraith'], fear: FEAR_TOP - 2 }), END);
    expect(top.state.result).toBe('lostFear');
    expect(top.state.fear).toBe(FEAR_TOP);
    expect(gate.outcome(top.state)).toMatchObject({ kind: 'win', winners: [], reason: 'fear reached the top of the Fearamid' });
  });
});

describe('GT-42 score', () => {
  it('is the sum of the defeated enemies\' victory points, shown in the view, won or lost', () => {
    const s = build({ defeated: ['Cave Rats', 'Stone Troll', 'Delver Horror'], row: ['Tunnel Grub'], health: [6, 1, 6] });
    expect(gate.view(s, 0).score).toBe(1 + 3 + 6);
    const lost = play(s, END);
    expect(lost.events[lost.events.length - 1]).toEqual({ type: 'lost', reason: 'gate', score: 10 });
  });
});

describe('GT-43 turn limit', () => {
  it('loses a run still going at the end of the last turn\'s attack step', () => {
    const s = build({ row: ['Cave Rats'], turn: 5, turnLimit: 5 });
    const { state, events } = play(s, END);
    expect(state.result).toBe('lostSiege');
    expect(events[events.length - 1]).toMatchObject({ type: 'lost', reason: 'siege' });
    expect(DEFAULT_CONFIG.turnLimit).toBe(60);
  });
});

describe('GT-44 difficulty', () => {
  const at = (difficulty: 'easy' | 'normal' | 'hard', seed: string | number = 'diff') => {
    const r = gate.setup({ ...DEFAULT_CONFIG, difficulty }, seed);
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  it('normal is the book\'s start, and a config without a difficulty plays normal', () => {
    expect(at('normal')).toEqual({ ...start('diff'), config: { ...DEFAULT_CONFIG, difficulty: 'normal' } });
    expect(DIFFICULTY.normal).toEqual({ heroes: 0, fear: 0, gateDamage: 0 });
  });
  it('easy starts with the top two Heroes of the hero deck in the discard pile, the rest of the deal unchanged', () => {
    const easy = at('easy'), normal = at('normal');
    expect(easy.discard).toEqual(normal.heroDeck.slice(-2));
    expect(easy.heroDeck).toEqual(normal.heroDeck.slice(0, -2));
    expect(easy.discard.map((id) => CARDS[id]!.kind)).toEqual(['hero', 'hero']);
    expect([easy.hand, easy.market, easy.row, easy.enemyDeck, easy.health, easy.fear]).toEqual([normal.hand, normal.market, normal.row, normal.enemyDeck, normal.health, normal.fear]);
  });
  it('easy\'s Heroes come into play with the first reshuffle', () => {
    let s = at('easy');
    // Spend the whole Starting hand for gold: turn 2's Draw Up reshuffles the discard pile, both Heroes included.
    for (const id of [...s.hand]) s = play(s, income(CARDS[id]!.name)).state;
    s = play(s, END).state;
    expect(s.turn).toBe(2);
    expect(s.hand).toHaveLength(3);
    const heroes = [...s.hand, ...s.drawPile].filter((id) => CARDS[id]!.kind === 'hero');
    expect(heroes).toHaveLength(2);
  });
  it('hard starts the cube one space up and the Gate 3 below its maximum, with nothing fired', () => {
    const hard = at('hard'), normal = at('normal');
    expect(hard.fear).toBe(1);
    expect(hard.health).toEqual([6, 9, 6]);
    expect(hard.discard).toEqual([]);
    expect(hard.heroDeck).toEqual(normal.heroDeck);
    // Repairs may bring the Gate back up to 12.
    expect(play(hard, repair('Peasant', [0, 1, 0])).state.health).toEqual([6, 10, 6]);
  });
  it('an unknown difficulty is refused at setup and by parseConfig', () => {
    const bad = gate.setup({ ...DEFAULT_CONFIG, difficulty: 'nightmare' as 'hard' }, 1);
    expect(bad.ok ? null : bad.error.code).toBe('BAD_GATE_CONFIG');
    const parsed = gate.parseConfig({ seats: 1, turnLimit: 60, difficulty: 'nightmare' });
    expect(parsed.ok ? null : parsed.error).toMatchObject({ code: 'BAD_CONFIG', path: 'config.difficulty' });
    expect(gate.parseConfig({ seats: 1, turnLimit: 60 }).ok).toBe(true);
    expect(gate.parseConfig({ seats: 1, turnLimit: 60, difficulty: 'hard' }).ok).toBe(true);
  });
  it('a saved state only loads under its own difficulty', () => {
    const hard = at('hard');
    expect(gate.parseState(JSON.parse(JSON.stringify(hard)), hard.config).ok).toBe(true);
    const other = gate.parseState(JSON.parse(JSON.stringify(hard)), DEFAULT_CONFIG);
    expect(other.ok ? null : other.error).toMatchObject({ code: 'BAD_STATE', path: 'state.config' });
  });
});

describe('GT-52 undo', () => {
  it('a move is undoable until it reveals something: a draw, a refill, an enemy, a hero', () => {
    const s = build({ hand: ['Peddler', 'Squire', 'Minstrel'], row: ['Deep Wyrm'], fear: 3, gold: 1 });
    const reveals = (m: Parameters<typeof gate.apply>[2], from = s) => {
      const r = gate.apply(from, 0, m);
      if (!r.ok) throw new Error(r.error.code);
      return gate.revealsInformation!(r.value.events);
    };
    expect(reveals(income('Peddler'))).toBe(false);
    expect(reveals(attack('Squire', 'Deep Wyrm'))).toBe(false);
    expect(reveals({ type: 'recruit', slot: 0 })).toBe(true);
    expect(reveals(calm('Minstrel'))).toBe(true);
    expect(reveals(END)).toBe(true);
  });
});
