/**
 * Content (GR-55…GR-59): the decks, Heroes, Gates and cards as data, checked against the rules document's tables;
 * then one test per card with an ability, headed by its text, that plays it and checks what it did.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Card, GrEvent, GrMove, GrState } from '../../../src/rules/gaterunners/index';
import { CARD_BY_ID, CARDS, gaterunners, cardText, DECKS, deckList, GATE_BY_ID, GATES, gateText, GLOSSARY, glossaryTerms, HERO, HERO_BY_ID, heroAbilityText, HEROES, journeyText, KEYWORDS } from '../../../src/rules/gaterunners/index';
import { NO_TARGET, resolve, targetChoices } from '../../../src/rules/gaterunners/effects';
import { draftOf } from '../../../src/rules/gaterunners/engine';
import { targetsError } from '../../../src/rules/gaterunners/moves';
import { build, inst, ofType, play, refusal, unitIn, unitOf } from './build';

const DOC = readFileSync('docs/rules/gaterunners.md', 'utf8');
/** The rows of the markdown table that follows a clause id. */
function table(id: string): string[][] {
  const from = DOC.indexOf(`**${id} `);
  const lines = DOC.slice(from).split('\n');
  const start = lines.findIndex((l) => l.trim().startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.trim().startsWith('|'); i++) rows.push(lines[i]!.trim().slice(1, -1).split('|').map((c) => c.trim()));
  return rows;
}
const factionName = (f: string) => f.charAt(0).toUpperCase() + f.slice(1);

describe('GR-55 the four decks', () => {
  it('are 40 cards of one faction: five Level 1 ×4, three Level 2 ×3, two Level 3 ×2, 7 Actions and Instants', () => {
    expect(DECKS).toHaveLength(4);
    expect(new Set(DECKS.map((d) => d.faction)).size).toBe(4);
    for (const d of DECKS) {
      const list = deckList(d).map((id) => CARD_BY_ID.get(id)!);
      expect(list).toHaveLength(40);
      expect(list.every((c) => c.faction === d.faction)).toBe(true);
      const copies = (lvl: number) => d.cards.filter(([id]) => { const c = CARD_BY_ID.get(id)!; return c.kind === 'unit' && c.level === lvl; }).map(([, n]) => n);
      expect(copies(1)).toEqual([4, 4, 4, 4, 4]);
      expect(copies(2)).toEqual([3, 3, 3]);
      expect(copies(3)).toEqual([2, 2]);
      expect(list.filter((c) => c.kind === 'action')).toHaveLength(7);
      expect(HERO_BY_ID.get(d.hero)?.faction).toBe(d.faction);
      for (const g of d.gates) expect(GATE_BY_ID.has(g)).toBe(true);
    }
  });
  it('include one Pirates deck built around Maneuver', () => {
    const pirates = DECKS.find((d) => d.faction === 'pirates')!;
    const maneuver = deckList(pirates).filter((id) => { const c = CARD_BY_ID.get(id)!; return c.kind === 'unit' && c.keywords.includes('maneuver'); });
    expect(maneuver.length).toBeGreaterThanOrEqual(12);
  });
  it('match the document’s table', () => {
    expect(table('GR-55')).toEqual(DECKS.map((d) => [d.name, factionName(d.faction), d.style, HERO_BY_ID.get(d.hero)!.name, d.gates.map((g) => GATE_BY_ID.get(g)!.name).join(', ')]));
  });
});

describe('GR-56 Heroes and GR-57 Gates', () => {
  it('give each Hero a Journey, health, power and an ability, as the document says', () => {
    expect(table('GR-56')).toEqual(HEROES.map((h) => [h.name, String(h.health), String(h.power), journeyText(h.journey), heroAbilityText(h.ability)]));
  });
  it('pool eight Gates, half with activated abilities, as the document says', () => {
    expect(GATES.filter((g) => g.ability).length).toBeGreaterThanOrEqual(4);
    expect(table('GR-57')).toEqual(GATES.map((g) => [g.name, gateText(g) || '—']));
  });
});

const kindOf = (c: Card) => (c.kind === 'unit' ? `Level ${c.level}` : `${c.instant ? 'Instant' : 'Action'}, cost ${c.cost}`);
const rulesText = (c: Card) => (c.kind === 'unit' ? cardText(c) : cardText(c).replace(/^(Instant|Action), cost \d+\. /, ''));

describe('GR-58 the cards', () => {
  it('are 54 distinct cards whose text in the document is generated from their data', () => {
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(54);
    expect(table('GR-58')).toEqual(CARDS.map((c) => [c.name, factionName(c.faction), kindOf(c), c.kind === 'unit' ? `${c.power}/${c.health}` : '—', rulesText(c) || '—']));
  });
});

describe('GR-59 every keyword is used', () => {
  it('puts every glossary term on at least one card, and every printed keyword on one', () => {
    const used = new Set(CARDS.flatMap(glossaryTerms));
    for (const t of GLOSSARY) expect(used.has(t), t).toBe(true);
    for (const k of KEYWORDS) expect(CARDS.some((c) => c.kind === 'unit' && c.keywords.includes(k)), k).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Each card with an ability, by its text.

const text = (id: string) => cardText(CARD_BY_ID.get(id)!);
const P: [string, string] = ['pirates', 'reavers'];
const W: [string, string] = ['wardens', 'reavers'];
const R: [string, string] = ['reavers', 'wardens'];
const S: [string, string] = ['shades', 'reavers'];
const playU = (card: number, lane: number, levelUp: number[] = [], targets: number[] = []): GrMove => ({ type: 'playUnit', card, lane, levelUp, targets });
const act = (card: number, lane: number, pay: number[], targets: number[] = []): GrMove => ({ type: 'playAction', card, lane, pay: [...pay].sort((a, b) => a - b), targets });
const shieldsOf = (s: GrState, seat: number, lane: number) => s.sides[seat]!.gates[lane]!.shields.length;

describe('Pirates cards', () => {
  it(`Bosun: "${text('bosun')}"`, () => {
    expect(text('bosun')).toBe('Maneuver. Enter: Each friendly unit in this lane gets +1/+0 until end of turn.');
    const mate = unitOf(P, 0, 'deckhand', 0);
    const { state } = play(build({ decks: P, sides: [{ hand: [inst(P, 0, 'bosun')], units: [mate, unitOf(P, 0, 'lookout', 1)] }, {}] }), playU(inst(P, 0, 'bosun'), 0));
    expect(unitIn(state, 0, mate.card).plusPower).toBe(1);
    expect(unitIn(state, 0, inst(P, 0, 'bosun')).plusPower).toBe(1);
    expect(unitIn(state, 0, inst(P, 0, 'lookout')).plusPower).toBe(0);
  });
  it(`Navigator: "${text('navigator')}"`, () => {
    expect(text('navigator')).toBe('Enter: Draw a card.');
    const top = inst(P, 0, 'plunder');
    const { state } = play(build({ decks: P, sides: [{ hand: [inst(P, 0, 'navigator')], units: [unitOf(P, 0, 'deckhand', 0)], deckTop: [top] }, {}] }), playU(inst(P, 0, 'navigator'), 0, [inst(P, 0, 'deckhand')]));
    expect(state.sides[0].hand).toEqual([top]);
  });
  it(`Corsair Gunner: "${text('corsair-gunner')}"`, () => {
    expect(text('corsair-gunner')).toBe('Quick Strike. Enter: Deal 1 damage to an enemy unit in this lane.');
    const foe = unitOf(P, 1, 'raider', 0);
    const { state } = play(build({ decks: P, sides: [{ hand: [inst(P, 0, 'corsair-gunner')], units: [unitOf(P, 0, 'deckhand', 0)] }, { units: [foe] }] }), playU(inst(P, 0, 'corsair-gunner'), 0, [inst(P, 0, 'deckhand')], [foe.card]));
    expect(state.sides[1].graveyard).toContain(foe.card);
  });
  it(`Kraken Caller: "${text('kraken-caller')}"`, () => {
    expect(text('kraken-caller')).toBe('Enter: Push an enemy unit in this lane to an adjacent lane.');
    const foe = unitOf(P, 1, 'marauder', 1);
    const s = build({ decks: P, sides: [{ hand: [inst(P, 0, 'kraken-caller')], units: [unitOf(P, 0, 'navigator', 1)] }, { units: [foe] }] });
    const { state } = play(s, playU(inst(P, 0, 'kraken-caller'), 1, [inst(P, 0, 'navigator')], [foe.card, 2]));
    expect(unitIn(state, 1, foe.card).lane).toBe(2);
  });
  it(`Broadside: "${text('broadside')}"`, () => {
    expect(text('broadside')).toBe('Action, cost 2. Deal 1 damage to each enemy unit in this lane.');
    const foes = [unitOf(P, 1, 'raider', 1), unitOf(P, 1, 'marauder', 1)];
    const pay = [inst(P, 0, 'deckhand', 0), inst(P, 0, 'deckhand', 1)];
    const { state } = play(build({ decks: P, sides: [{ hand: [inst(P, 0, 'broadside')], units: [unitOf(P, 0, 'deckhand', 1), unitOf(P, 0, 'deckhand', 0, {}, 1)] }, { units: foes }] }), act(inst(P, 0, 'broadside'), 1, pay));
    expect(state.sides[1].graveyard).toEqual([foes[0]!.card]);
    expect(unitIn(state, 1, foes[1]!.card).damage).toBe(1);
  });
  it(`Plunder: "${text('plunder')}"`, () => {
    expect(text('plunder')).toBe('Action, cost 1. Reveal the top 3 cards of your deck, put the first unit among them into your hand and the rest at the bottom of your deck.');
    const [a, u, b] = [inst(P, 0, 'broadside'), inst(P, 0, 'lookout'), inst(P, 0, 'grappling-hook')];
    const s = build({ decks: P, sides: [{ hand: [inst(P, 0, 'plunder')], units: [unitOf(P, 0, 'deckhand', 0)], deckTop: [b, u, a] }, {}] });
    const { state, events } = play(s, act(inst(P, 0, 'plunder'), 0, [inst(P, 0, 'deckhand')]));
    expect(state.sides[0].hand).toEqual([u]);
    expect(state.sides[0].deck.slice(0, 2)).toEqual([b, a]);
    expect(ofType(events, 'revealed')).toEqual([{ type: 'revealed', seat: 0, cards: [a, u, b], taken: u }]);
  });
  it(`Grappling Hook: "${text('grappling-hook')}"`, () => {
    expect(text('grappling-hook')).toBe('Instant, cost 1. Exhaust an enemy unit in this lane.');
    const foe = unitOf(P, 1, 'raider', 0);
    const { state } = play(build({ decks: P, sides: [{ hand: [inst(P, 0, 'grappling-hook')], units: [unitOf(P, 0, 'deckhand', 0)] }, { units: [foe] }] }), act(inst(P, 0, 'grappling-hook'), 0, [inst(P, 0, 'deckhand')], [foe.card]));
    expect(unitIn(state, 1, foe.card).exhausted).toBe(true);
  });
  it(`Deckhand (GR-86 Maneuver): "${text('deckhand')}"`, () => {
    expect(text('deckhand')).toBe('Maneuver.');
    const hand = unitOf(P, 0, 'deckhand', 0);
    const mate = unitOf(P, 0, 'lookout', 0);
    const centre = unitOf(P, 0, 'cutlass-duelist', 1);
    const s = build({ decks: P, sides: [{ units: [hand, mate, centre] }, {}] });
    const gates = s.sides[0].gates.map((g) => g!.gate);
    const { state, events } = play(s, { type: 'maneuver', lane: 0, pirate: mate.card, to: 1 });
    expect(unitIn(state, 0, hand.card).lane).toBe(1);
    expect(unitIn(state, 0, mate.card)).toMatchObject({ lane: 1, exhausted: true });
    expect(unitIn(state, 0, centre.card).lane).toBe(0);
    expect(state.sides[0].gates.map((g) => g!.gate)).toEqual([gates[1], gates[0], gates[2]]);
    expect(state.sides[0].gates[0]!.shields).toHaveLength(3);
    expect(ofType(events, 'maneuvered')).toEqual([{ type: 'maneuvered', seat: 0, from: 0, to: 1 }]);
    // Refusals: no Maneuver unit in the lane, a fresh Pirate, and an exchange that would overfill a side lane.
    expect(refusal(s, { type: 'maneuver', lane: 1, pirate: centre.card, to: 0 })).toBe('NO_MANEUVER');
    const fresh = build({ decks: P, turn: 5, sides: [{ units: [{ ...hand, since: 5 }] }, {}] });
    expect(refusal(fresh, { type: 'maneuver', lane: 0, pirate: hand.card, to: 1 })).toBe('UNIT_FRESH');
    const crowd = build({ decks: P, sides: [{ units: [unitOf(P, 0, 'deckhand', 1), unitOf(P, 0, 'lookout', 1), unitOf(P, 0, 'bosun', 1)] }, {}] });
    expect(refusal(crowd, { type: 'maneuver', lane: 1, pirate: inst(P, 0, 'deckhand'), to: 2 })).toBe('MANEUVER_OVERFLOW');
    const wardens = build({ decks: ['wardens', 'pirates'], sides: [{ units: [unitOf(['wardens', 'pirates'], 0, 'squire', 0)] }, {}] });
    expect(refusal(wardens, { type: 'maneuver', lane: 0, pirate: inst(['wardens', 'pirates'], 0, 'squire'), to: 1 })).toBe('NO_MANEUVER');
  });
  it(`Boarding Party and Dread Captain carry Maneuver too: "${text('boarding-party')}" / "${text('dread-captain')}"`, () => {
    expect(text('boarding-party')).toBe('Maneuver, Restless.');
    expect(text('dread-captain')).toBe('Maneuver, Quick Strike.');
    const party = unitOf(P, 0, 'boarding-party', 2, { since: 5 });
    const s = build({ decks: P, turn: 5, sides: [{ units: [party] }, {}] });
    expect(refusal(s, { type: 'maneuver', lane: 2, pirate: party.card, to: 0 })).toBeNull(); // Restless: may exhaust at once
  });
});

describe('Wardens cards', () => {
  it(`Mason (GR-84 Fortify): "${text('mason')}"`, () => {
    expect(text('mason')).toBe('Enter: Fortify.');
    const top = inst(W, 0, 'squire');
    const s = build({ decks: W, sides: [{ hand: [inst(W, 0, 'mason')], deckTop: [top] }, {}] });
    const { state, events } = play(s, playU(inst(W, 0, 'mason'), 2));
    expect(state.sides[0].gates[2]!.shields).toContain(top);
    expect(shieldsOf(state, 0, 2)).toBe(3);
    expect(ofType(events, 'fortified')).toEqual([{ type: 'fortified', seat: 0, lane: 2 }]);
    const down = build({ decks: W, sides: [{ hand: [inst(W, 0, 'mason')], destroyed: [false, false, true] }, {}] });
    expect(ofType(play(down, playU(inst(W, 0, 'mason'), 2)).events, 'fortified')).toEqual([]);
  });
  it(`Field Medic (GR-83 tap ability): "${text('field-medic')}"`, () => {
    expect(text('field-medic')).toBe('Exhaust this unit: Your Hero heals 2 damage.');
    const medic = unitOf(W, 0, 'field-medic', 1);
    const s = build({ decks: W, turn: 5, sides: [{ units: [medic], hero: { inPlay: true, lane: 0, damage: 5, feats: 2 } }, {}] });
    const { state } = play(s, { type: 'tapUnit', card: medic.card, targets: [] });
    expect(state.sides[0].hero.damage).toBe(3);
    expect(unitIn(state, 0, medic.card).exhausted).toBe(true);
    expect(refusal(state, { type: 'tapUnit', card: medic.card, targets: [] })).toBe('UNIT_EXHAUSTED');
    const fresh = build({ decks: W, turn: 5, sides: [{ units: [{ ...medic, since: 5 }] }, {}] });
    expect(refusal(fresh, { type: 'tapUnit', card: medic.card, targets: [] })).toBe('UNIT_FRESH');
    expect(refusal(s, { type: 'tapUnit', card: inst(W, 0, 'squire'), targets: [] })).toBe('NOT_YOUR_UNIT');
  });
  it(`Shieldwall Captain: "${text('shieldwall-captain')}"`, () => {
    expect(text('shieldwall-captain')).toBe('Enter: Each friendly unit in this lane gets +0/+1 until end of turn.');
    const mate = unitOf(W, 0, 'squire', 1);
    const { state } = play(build({ decks: W, sides: [{ hand: [inst(W, 0, 'shieldwall-captain')], units: [mate, unitOf(W, 0, 'pikeman', 1)] }, {}] }), playU(inst(W, 0, 'shieldwall-captain'), 1, [inst(W, 0, 'pikeman')]));
    expect(unitIn(state, 0, mate.card).plusHealth).toBe(1);
  });
  it(`Bastion Golem: "${text('bastion-golem')}"`, () => {
    expect(text('bastion-golem')).toBe('Enter: Fortify.');
    const { state } = play(build({ decks: W, sides: [{ hand: [inst(W, 0, 'bastion-golem')], units: [unitOf(W, 0, 'halberdier', 0)] }, {}] }), playU(inst(W, 0, 'bastion-golem'), 0, [inst(W, 0, 'halberdier')]));
    expect(shieldsOf(state, 0, 0)).toBe(3);
  });
  it(`Reinforce: "${text('reinforce')}"`, () => {
    expect(text('reinforce')).toBe('Instant, cost 1. A friendly unit in this lane gets +0/+2 until end of turn.');
    const u = unitOf(W, 0, 'squire', 0);
    const { state } = play(build({ decks: W, sides: [{ hand: [inst(W, 0, 'reinforce')], units: [u] }, {}] }), act(inst(W, 0, 'reinforce'), 0, [u.card], [u.card]));
    expect(unitIn(state, 0, u.card).plusHealth).toBe(2);
  });
  it(`Hold the Line: "${text('hold-the-line')}"`, () => {
    expect(text('hold-the-line')).toBe('Action, cost 2. Fortify. Draw a card.');
    const [a, b] = [unitOf(W, 0, 'squire', 1), unitOf(W, 0, 'squire', 0, {}, 1)];
    const s = build({ decks: W, sides: [{ hand: [inst(W, 0, 'hold-the-line')], units: [a, b] }, {}] });
    const { state } = play(s, act(inst(W, 0, 'hold-the-line'), 1, [a.card, b.card]));
    expect(shieldsOf(state, 0, 1)).toBe(4);
    expect(state.sides[0].hand).toHaveLength(1);
  });
  it(`Repel: "${text('repel')}"`, () => {
    expect(text('repel')).toBe('Instant, cost 2. Push an enemy unit in this lane to an adjacent lane.');
    const foe = unitOf(W, 1, 'raider', 0);
    const pay = [unitOf(W, 0, 'squire', 0), unitOf(W, 0, 'squire', 0, {}, 1)];
    const { state } = play(build({ decks: W, sides: [{ hand: [inst(W, 0, 'repel')], units: pay }, { units: [foe] }] }), act(inst(W, 0, 'repel'), 0, pay.map((u) => u.card), [foe.card, 1]));
    expect(unitIn(state, 1, foe.card).lane).toBe(1);
  });
});

describe('Reavers cards', () => {
  it(`Slinger: "${text('slinger')}"`, () => {
    expect(text('slinger')).toBe('Enter: Deal 1 damage to an enemy unit in this lane.');
    const foe = unitOf(R, 1, 'squire', 2);
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'slinger')] }, { units: [foe] }] }), playU(inst(R, 0, 'slinger'), 2, [], [foe.card]));
    expect(unitIn(state, 1, foe.card).damage).toBe(1);
    const empty = build({ decks: R, sides: [{ hand: [inst(R, 0, 'slinger')] }, {}] });
    expect(refusal(empty, playU(inst(R, 0, 'slinger'), 2, [], [NO_TARGET]))).toBeNull();
  });
  it(`Warband Chief: "${text('warband-chief')}"`, () => {
    expect(text('warband-chief')).toBe('Pierce. Enter: Each friendly unit in this lane gets +1/+0 until end of turn.');
    const mate = unitOf(R, 0, 'raider', 1);
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'warband-chief')], units: [mate, unitOf(R, 0, 'marauder', 1)] }, {}] }), playU(inst(R, 0, 'warband-chief'), 1, [inst(R, 0, 'marauder')]));
    expect(unitIn(state, 0, mate.card).plusPower).toBe(1);
  });
  it(`Gate Breaker (GR-81 Degrade): "${text('gate-breaker')}"`, () => {
    expect(text('gate-breaker')).toBe('Enter: Degrade.');
    const s = build({ decks: R, sides: [{ hand: [inst(R, 0, 'gate-breaker')], units: [unitOf(R, 0, 'raider', 0)] }, {}] });
    const shield = s.sides[1].gates[0]!.shields.at(-1)!;
    const { state, events } = play(s, playU(inst(R, 0, 'gate-breaker'), 0, [inst(R, 0, 'raider')]));
    expect(shieldsOf(state, 1, 0)).toBe(1);
    expect(state.sides[1].graveyard).toContain(shield);
    expect(ofType(events, 'shieldLost')).toEqual([{ type: 'shieldLost', seat: 1, lane: 0, card: shield, to: 'graveyard' }]);
    const bare = build({ decks: R, sides: [{ hand: [inst(R, 0, 'gate-breaker')], units: [unitOf(R, 0, 'raider', 0)] }, { shields: [0, 3, 2] }] });
    expect(play(bare, playU(inst(R, 0, 'gate-breaker'), 0, [inst(R, 0, 'raider')])).state.sides[1].gates[0]!.destroyed).toBe(true);
  });
  it(`Siege Ram: "${text('siege-ram')}"`, () => {
    expect(text('siege-ram')).toBe("Can't be multi-blocked. Enter: Degrade.");
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'siege-ram')], units: [unitOf(R, 0, 'gate-breaker', 1)] }, {}] }), playU(inst(R, 0, 'siege-ram'), 1, [inst(R, 0, 'gate-breaker')]));
    expect(shieldsOf(state, 1, 1)).toBe(2);
  });
  it(`Frenzy: "${text('frenzy')}"`, () => {
    expect(text('frenzy')).toBe('Instant, cost 1. A friendly unit in this lane gets +2/+0 until end of turn.');
    const u = unitOf(R, 0, 'raider', 0);
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'frenzy')], units: [u] }, {}] }), act(inst(R, 0, 'frenzy'), 0, [u.card], [u.card]));
    expect(unitIn(state, 0, u.card).plusPower).toBe(2);
  });
  it(`Torch the Walls: "${text('torch-the-walls')}"`, () => {
    expect(text('torch-the-walls')).toBe('Action, cost 3. Or instead sacrifice a Shield of your Gate in this lane. Degrade.');
    const pay = [unitOf(R, 0, 'raider', 1), unitOf(R, 0, 'raider', 1, {}, 1), unitOf(R, 0, 'raider', 0, {}, 2)];
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'torch-the-walls')], units: pay }, {}] }), act(inst(R, 0, 'torch-the-walls'), 1, pay.map((u) => u.card)));
    expect(shieldsOf(state, 1, 1)).toBe(2);
  });
  it(`War Cry: "${text('war-cry')}"`, () => {
    expect(text('war-cry')).toBe('Action, cost 1. Each friendly unit in this lane gets +1/+0 until end of turn.');
    const units = [unitOf(R, 0, 'raider', 1), unitOf(R, 0, 'marauder', 1)];
    const { state } = play(build({ decks: R, sides: [{ hand: [inst(R, 0, 'war-cry')], units }, {}] }), act(inst(R, 0, 'war-cry'), 1, [units[0]!.card]));
    expect(state.sides[0].units.map((u) => u.plusPower)).toEqual([1, 1]);
  });
});

describe('GR-34 cards played without paying', () => {
  it(`Ambush: "${text('ambush')}" — works only in the Hero's lane, and fizzles with no Hero in play`, () => {
    expect(text('ambush')).toBe('Instant, cost 0. Deal 1 damage to an enemy unit in this lane.');
    const ambush = inst(R, 0, 'ambush');
    const foe0 = unitOf(R, 1, 'squire', 0);
    const foe1 = unitOf(R, 1, 'pikeman', 1);
    const s = build({ decks: R, sides: [{ hand: [ambush], hero: { inPlay: true, lane: 1, damage: 0, feats: 2 } }, { units: [foe0, foe1] }] });
    expect(refusal(s, act(ambush, 0, [], [foe0.card]))).toBe('FREE_CARD_LANE');
    expect(gaterunners.legalMoves(s, 0).filter((m) => m.type === 'playAction')).toEqual([act(ambush, 1, [], [foe1.card])]);
    const { state } = play(s, act(ambush, 1, [], [foe1.card]));
    expect(unitIn(state, 1, foe1.card).damage).toBe(1);
    const early = build({ decks: R, sides: [{ hand: [ambush] }, { units: [foe0] }] });
    expect(refusal(early, act(ambush, 0, [], [foe0.card]))).toBe('BAD_TARGETS');
    const fizzled = play(early, act(ambush, 0, [], []));
    expect(ofType(fizzled.events, 'fizzled')).toEqual([{ type: 'fizzled', seat: 0, card: ambush }]);
    expect(unitIn(fizzled.state, 1, foe0.card).damage).toBe(0);
    expect(fizzled.state.sides[0].graveyard).toEqual([ambush]);
  });
});

describe('GR-36 alternate costs', () => {
  it(`Torch the Walls: "${text('torch-the-walls')}" — paid with a Shield of your Gate in the lane, it works in that lane only`, () => {
    const torch = inst(R, 0, 'torch-the-walls');
    const s = build({ decks: R, sides: [{ hand: [torch], shields: [2, 0, 2] }, {}] });
    const mine = s.sides[0].gates[0]!.shields.at(-1)!;
    expect(gaterunners.legalMoves(s, 0).filter((m) => m.type === 'playAction')).toEqual([act(torch, 0, []), act(torch, 2, [])]);
    expect(refusal(s, act(torch, 1, []))).toBe('NO_SHIELD');
    const { state, events } = play(s, act(torch, 0, []));
    expect(state.sides[0].graveyard).toEqual(expect.arrayContaining([mine, torch]));
    expect(shieldsOf(state, 0, 0)).toBe(1);
    expect(shieldsOf(state, 1, 0)).toBe(1);
    expect(shieldsOf(state, 1, 1)).toBe(3);
    expect(ofType(events, 'shieldLost').map((e) => [e.seat, e.lane, e.to])).toEqual([[0, 0, 'graveyard'], [1, 0, 'graveyard']]);
    const down = build({ decks: R, sides: [{ hand: [torch], destroyed: [true, false, false] }, {}] });
    expect(refusal(down, act(torch, 0, []))).toBe('GATE_DESTROYED');
  });
});

describe('GR-37 cards played by another card', () => {
  it(`Call the Crew: "${text('call-the-crew')}" — the unit enters this lane, beyond the two Level 1 plays, and can't attack yet`, () => {
    expect(text('call-the-crew')).toBe('Action, cost 1. Play a Level 1 unit from your hand into this lane.');
    const call = inst(P, 0, 'call-the-crew');
    const bosun = inst(P, 0, 'bosun');
    const navigator = inst(P, 0, 'navigator');
    const payer = unitOf(P, 0, 'deckhand', 1);
    const mate = unitOf(P, 0, 'lookout', 1);
    const s = build({ decks: P, turn: 5, levelOnePlayed: 2, sides: [{ hand: [call, bosun, navigator], units: [payer, mate] }, {}] });
    expect(gaterunners.legalMoves(s, 0).filter((m) => m.type === 'playAction' && m.lane === 1)).toEqual([act(call, 1, [payer.card], [bosun]), act(call, 1, [mate.card], [bosun])]);
    expect(refusal(s, act(call, 1, [payer.card], [navigator]))).toBe('NO_SUCH_TARGET');
    expect(refusal(s, act(call, 1, [payer.card], []))).toBe('BAD_TARGETS');
    const { state } = play(s, act(call, 1, [payer.card], [bosun]));
    expect(unitIn(state, 0, bosun)).toMatchObject({ lane: 1, since: 5 });
    expect(unitIn(state, 0, mate.card).plusPower).toBe(1); // the Bosun's Enter ability, in this lane
    expect(state.levelOnePlayed).toBe(2);
    expect(refusal(play(state, { type: 'endMobilize' }).state, { type: 'declareAttacker', card: bosun, target: 'gate' })).toBe('UNIT_FRESH');
    const full = build({ decks: P, sides: [{ hand: [call, bosun], units: [unitOf(P, 0, 'deckhand', 0), unitOf(P, 0, 'lookout', 0)] }, {}] });
    expect(refusal(full, act(call, 0, [inst(P, 0, 'deckhand')], [bosun]))).toBe('NO_SUCH_TARGET');
  });
  it('carries the deployed unit’s own Enter targets after it, in the same lane', () => {
    // The same effect over a Reavers hand: a Slinger deployed by it deals its 1 damage in this lane.
    const deploy = [{ kind: 'deploy', maxLevel: 1 } as const];
    const slinger = inst(R, 0, 'slinger');
    const foe = unitOf(R, 1, 'squire', 2);
    const s = build({ decks: R, sides: [{ hand: [slinger] }, { units: [foe, unitOf(R, 1, 'pikeman', 1)] }] });
    const ctx = { seat: 0, lane: 2 as const, self: null };
    expect(targetChoices(s, ctx, deploy, false)).toEqual([[slinger, foe.card]]);
    expect(targetsError(s, ctx, deploy, false, [slinger, foe.card])).toBeNull();
    expect(targetsError(s, ctx, deploy, false, [slinger, inst(R, 1, 'pikeman')])?.code).toBe('NO_SUCH_TARGET');
    const d = draftOf(s);
    const ev: GrEvent[] = [];
    resolve(d, ev, ctx, deploy, [slinger, foe.card]);
    expect(unitIn(d as GrState, 1, foe.card).damage).toBe(1);
    expect(unitIn(d as GrState, 0, slinger).lane).toBe(2);
  });
});

describe('Shades cards', () => {
  it(`Veilweaver (GR-83 Exhausted): "${text('veilweaver')}"`, () => {
    expect(text('veilweaver')).toBe('Exhaust this unit: Exhaust an enemy unit in this lane.');
    const weaver = unitOf(S, 0, 'veilweaver', 0);
    const foe = unitOf(S, 1, 'raider', 0);
    const { state } = play(build({ decks: S, sides: [{ units: [weaver] }, { units: [foe] }] }), { type: 'tapUnit', card: weaver.card, targets: [foe.card] });
    expect(unitIn(state, 1, foe.card).exhausted).toBe(true);
    // An exhausted unit can't block.
    const atk = unitOf(['reavers', 'shades'], 0, 'raider', 0);
    const tired = unitOf(['reavers', 'shades'], 1, 'shade', 0, { exhausted: true });
    const blocking = play(build({ decks: ['reavers', 'shades'], sides: [{ units: [atk] }, { units: [tired] }] }), { type: 'endMobilize' }, { type: 'declareAttacker', card: atk.card, target: 'gate' }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' }).state;
    expect(refusal(blocking, { type: 'declareBlocker', card: tired.card, attacker: atk.card })).toBe('UNIT_EXHAUSTED');
  });
  it(`Duskblade (GR-80 Contest, GR-82 Enter): "${text('duskblade')}"`, () => {
    expect(text('duskblade')).toBe('Enter: Contest with an enemy unit in this lane.');
    const foe = unitOf(S, 1, 'marauder', 0);
    const { state } = play(build({ decks: S, sides: [{ hand: [inst(S, 0, 'duskblade')] }, { units: [foe] }] }), playU(inst(S, 0, 'duskblade'), 0, [], [foe.card]));
    expect(state.sides[1].graveyard).toContain(foe.card);
    expect(state.sides[0].graveyard).toContain(inst(S, 0, 'duskblade'));
  });
  it(`Mind Thief: "${text('mind-thief')}"`, () => {
    expect(text('mind-thief')).toBe("Enter: Return an enemy unit of level 1 or less in this lane to its owner's hand.");
    const small = unitOf(S, 1, 'raider', 1);
    const big = unitOf(S, 1, 'blood-hound', 1);
    const s = build({ decks: S, sides: [{ hand: [inst(S, 0, 'mind-thief')], units: [unitOf(S, 0, 'shade', 1)] }, { units: [small, big] }] });
    expect(refusal(s, playU(inst(S, 0, 'mind-thief'), 1, [inst(S, 0, 'shade')], [big.card]))).toBe('NO_SUCH_TARGET');
    const { state } = play(s, playU(inst(S, 0, 'mind-thief'), 1, [inst(S, 0, 'shade')], [small.card]));
    expect(state.sides[1].hand).toEqual([small.card]);
  });
  it(`Gloom Knight: "${text('gloom-knight')}"`, () => {
    expect(text('gloom-knight')).toBe('Enter: Contest with an enemy unit in this lane.');
    const foe = unitOf(S, 1, 'marauder', 1);
    const { state } = play(build({ decks: S, sides: [{ hand: [inst(S, 0, 'gloom-knight')], units: [unitOf(S, 0, 'shade', 1)] }, { units: [foe] }] }), playU(inst(S, 0, 'gloom-knight'), 1, [inst(S, 0, 'shade')], [foe.card]));
    expect(state.sides[1].graveyard).toContain(foe.card);
    expect(unitIn(state, 0, inst(S, 0, 'gloom-knight')).damage).toBe(2);
  });
  it(`Nightmare: "${text('nightmare')}"`, () => {
    expect(text('nightmare')).toBe('Enter: Exhaust each enemy unit in this lane.');
    const foes = [unitOf(S, 1, 'raider', 2), unitOf(S, 1, 'marauder', 2)];
    const { state } = play(build({ decks: S, sides: [{ hand: [inst(S, 0, 'nightmare')], units: [unitOf(S, 0, 'wraith', 2)] }, { units: foes }] }), playU(inst(S, 0, 'nightmare'), 2, [inst(S, 0, 'wraith')]));
    expect(state.sides[1].units.every((u) => u.exhausted)).toBe(true);
  });
  it(`Vanish: "${text('vanish')}"`, () => {
    expect(text('vanish')).toBe('Instant, cost 1. Return a friendly unit in this lane to your hand.');
    const u = unitOf(S, 0, 'shade', 0, { damage: 1 });
    const { state } = play(build({ decks: S, sides: [{ hand: [inst(S, 0, 'vanish')], units: [u] }, {}] }), act(inst(S, 0, 'vanish'), 0, [u.card], [u.card]));
    expect(state.sides[0].hand).toEqual([u.card]);
    expect(state.sides[0].units).toEqual([]);
  });
  it(`Duel in the Dark: "${text('duel-in-the-dark')}"`, () => {
    expect(text('duel-in-the-dark')).toBe('Action, cost 1. A friendly unit in this lane Contests an enemy unit in this lane.');
    const mine = unitOf(S, 0, 'wraith', 1); // 3/3
    const foe = unitOf(S, 1, 'berserker', 1); // 3/1: each deals 3 to the other
    const { state } = play(build({ decks: S, sides: [{ hand: [inst(S, 0, 'duel-in-the-dark')], units: [mine] }, { units: [foe] }] }), act(inst(S, 0, 'duel-in-the-dark'), 1, [mine.card], [mine.card, foe.card]));
    expect(state.sides[1].graveyard).toContain(foe.card);
    expect(state.sides[0].graveyard).toContain(mine.card);
  });
  it(`Soul Drain: "${text('soul-drain')}"`, () => {
    expect(text('soul-drain')).toBe('Action, cost 2. Deal 2 damage to an enemy unit or Hero in this lane.');
    const pay = [unitOf(S, 0, 'shade', 0), unitOf(S, 0, 'shade', 0, {}, 1)];
    const s = build({ decks: S, sides: [{ hand: [inst(S, 0, 'soul-drain')], units: pay }, { hero: { inPlay: true, lane: 0, damage: 0, feats: 0 } }] });
    const { state } = play(s, act(inst(S, 0, 'soul-drain'), 0, pay.map((u) => u.card), [HERO]));
    expect(state.sides[1].hero.damage).toBe(2);
  });
});

describe('Hero abilities', () => {
  const hero = (lane: 0 | 1 | 2) => ({ inPlay: true, lane, damage: 0, feats: 2 });
  it(`Captain Mara Saltbrand: "${heroAbilityText(HERO_BY_ID.get('captain-saltbrand')!.ability)}"`, () => {
    const foes = [unitOf(P, 1, 'raider', 0), unitOf(P, 1, 'marauder', 0)];
    const { state } = play(build({ decks: P, sides: [{ hero: hero(0) }, { units: foes }] }), { type: 'heroAbility', targets: [] });
    expect(state.sides[1].graveyard).toEqual([foes[0]!.card]);
    expect(state.sides[0].hero.feats).toBe(1);
  });
  it(`Warden Halbrecht: "${heroAbilityText(HERO_BY_ID.get('warden-halbrecht')!.ability)}"`, () => {
    const { state } = play(build({ decks: W, sides: [{ hero: hero(2) }, {}] }), { type: 'heroAbility', targets: [] });
    expect(shieldsOf(state, 0, 2)).toBe(3);
    expect(state.sides[0].hero.feats).toBe(0); // two feats (GR-56, balance)
  });
  it(`Skarn the Breaker: "${heroAbilityText(HERO_BY_ID.get('skarn')!.ability)}"`, () => {
    const foe = unitOf(R, 1, 'halberdier', 1);
    const { state } = play(build({ decks: R, sides: [{ hero: hero(1) }, { units: [foe] }] }), { type: 'heroAbility', targets: [foe.card] });
    expect(state.sides[1].graveyard).toContain(foe.card);
    expect(state.sides[0].hero.feats).toBe(0);
  });
  it(`The Veiled Lady: "${heroAbilityText(HERO_BY_ID.get('veiled-lady')!.ability)}"`, () => {
    const foe = unitOf(S, 1, 'raider', 0);
    const { state } = play(build({ decks: S, sides: [{ hero: hero(0) }, { units: [foe] }] }), { type: 'heroAbility', targets: [foe.card] });
    expect(unitIn(state, 1, foe.card).exhausted).toBe(true);
  });
});

describe('Gate abilities', () => {
  const gate = (id: string) => `${GATE_BY_ID.get(id)!.name}: "${gateText(GATE_BY_ID.get(id)!)}"`;
  // Gates stand in deck order: Pirates Smuggler's Cove, Lighthouse, Iron Gate; Wardens Bastion, Watchtower, Stone
  // Gate; Reavers War Drum Gate, Iron Gate, Stone Gate; Shades Shadow Gate, Lighthouse, Stone Gate.
  it(gate('watchtower'), () => {
    const foe = unitOf(W, 1, 'raider', 1);
    const pay = [unitOf(W, 0, 'squire', 1), unitOf(W, 0, 'pikeman', 1)];
    const s = build({ decks: W, sides: [{ units: pay }, { units: [foe] }] });
    expect(refusal(s, { type: 'activateGate', lane: 1, pay: [pay[0]!.card], targets: [foe.card] })).toBe('BAD_PAYMENT');
    const { state } = play(s, { type: 'activateGate', lane: 1, pay: pay.map((u) => u.card).sort((a, b) => a - b), targets: [foe.card] });
    expect(state.sides[1].graveyard).toContain(foe.card);
  });
  it(gate('lighthouse'), () => {
    const pay = [unitOf(P, 0, 'deckhand', 1), unitOf(P, 0, 'lookout', 1)];
    const { state } = play(build({ decks: P, sides: [{ units: pay }, {}] }), { type: 'activateGate', lane: 1, pay: pay.map((u) => u.card).sort((a, b) => a - b), targets: [] });
    expect(state.sides[0].hand).toHaveLength(1);
  });
  it(gate('bastion'), () => {
    // Three units: only the centre lane holds that many (GR-3).
    const pay = [unitOf(W, 0, 'squire', 1), unitOf(W, 0, 'pikeman', 1), unitOf(W, 0, 'sentry', 1)];
    const s = build({ decks: W, sides: [{ units: pay }, {}] });
    const moved = { ...s, sides: [{ ...s.sides[0], gates: [s.sides[0].gates[1], s.sides[0].gates[0], s.sides[0].gates[2]] }, s.sides[1]] as typeof s.sides };
    expect(refusal(moved, { type: 'activateGate', lane: 1, pay: pay.slice(0, 2).map((u) => u.card).sort((a, b) => a - b), targets: [] })).toBe('BAD_PAYMENT');
    const { state } = play(moved, { type: 'activateGate', lane: 1, pay: pay.map((u) => u.card).sort((a, b) => a - b), targets: [] });
    expect(shieldsOf(state, 0, 1)).toBe(shieldsOf(moved, 0, 1) + 1);
  });
  it(gate('smugglers-cove'), () => {
    const s = build({ decks: P, sides: [{}, {}] });
    const shield = s.sides[0].gates[0]!.shields.at(-1)!;
    const { state } = play(s, { type: 'activateGate', lane: 0, pay: [], targets: [] });
    expect(state.sides[0].graveyard).toEqual([shield]);
    expect(state.sides[0].hand).toHaveLength(2);
    expect(state.sides[0].shieldsLost).toBe(1);
    const bare = build({ decks: P, sides: [{ shields: [0, 3, 2] }, {}] });
    expect(refusal(bare, { type: 'activateGate', lane: 0, pay: [], targets: [] })).toBe('NO_SHIELD');
  });
  it(gate('war-drum-gate'), () => {
    const u = unitOf(R, 0, 'raider', 0);
    const v = unitOf(R, 0, 'marauder', 0);
    const { state } = play(build({ decks: R, sides: [{ units: [u, v] }, {}] }), { type: 'activateGate', lane: 0, pay: [u.card], targets: [v.card] });
    expect(unitIn(state, 0, v.card).plusPower).toBe(1);
  });
  it(gate('shadow-gate'), () => {
    const pay = [unitOf(S, 0, 'shade', 0)];
    const foe = unitOf(S, 1, 'raider', 0);
    const { state } = play(build({ decks: S, sides: [{ units: pay }, { units: [foe] }] }), { type: 'activateGate', lane: 0, pay: [pay[0]!.card], targets: [foe.card] });
    expect(unitIn(state, 1, foe.card).exhausted).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Every unit whose only ability is its keywords, by its text: each keyword checked on that very card.

describe('keyword units (GR-86…GR-93)', () => {
  const keywordOnly = CARDS.filter((c): c is Extract<Card, { kind: 'unit' }> => c.kind === 'unit' && c.keywords.length > 0 && c.ability === null);
  const TEXTS: Readonly<Record<string, string>> = {
    deckhand: 'Maneuver.',
    'powder-monkey': 'Restless.',
    'cutlass-duelist': 'Quick Strike.',
    lookout: 'Reach.',
    'boarding-party': 'Maneuver, Restless.',
    'dread-captain': 'Maneuver, Quick Strike.',
    pikeman: 'Reach.',
    sentry: 'Steadfast, Reach.',
    halberdier: 'Reach.',
    'siege-warden': 'Steadfast, Reach.',
    raider: 'Restless.',
    marauder: 'Pierce.',
    outrider: "Can't be multi-blocked.",
    'blood-hound': 'Restless, Pierce.',
    warlord: 'Pierce, Restless.',
    wisp: 'Phantom, Restless.',
    shade: 'Phantom.',
    'night-stalker': 'Quick Strike.',
    wraith: 'Phantom.',
    'lich-lord': 'Phantom.',
  };
  it('are the twenty listed here', () => {
    expect(keywordOnly.map((c) => c.id).sort()).toEqual(Object.keys(TEXTS).sort());
  });
  for (const c of keywordOnly) {
    it(`${c.name}: "${TEXTS[c.id]}"`, () => {
      expect(cardText(c)).toBe(TEXTS[c.id]);
      // The card in lane 1 of seat 0 against Shades (Wisps 2/2, Phantom, as blockers) or Wardens (Sentries 1/2).
      const foeDeck = c.faction === 'shades' ? 'wardens' : 'shades';
      const D: [string, string] = [c.faction, foeDeck];
      const me = unitOf(D, 0, c.id, 1);
      const wisps = foeDeck === 'shades' ? [unitOf(D, 1, 'wisp', 1), unitOf(D, 1, 'wisp', 1, {}, 1)] : [unitOf(D, 1, 'sentry', 1), unitOf(D, 1, 'sentry', 1, {}, 1)];
      const base = build({ decks: D, turn: 5, sides: [{ units: [me] }, { units: wisps }] });
      const toBlock = () => play(base, { type: 'endMobilize' }, { type: 'declareAttacker', card: me.card, target: 'gate' }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' }).state;
      for (const k of c.keywords) {
        switch (k) {
          case 'maneuver':
            expect(refusal(base, { type: 'maneuver', lane: 1, pirate: me.card, to: 0 })).toBeNull();
            break;
          case 'restless': {
            const fresh = build({ decks: D, turn: 5, sides: [{ units: [{ ...me, since: 5 }] }, {}] });
            expect(refusal(play(fresh, { type: 'endMobilize' }).state, { type: 'declareAttacker', card: me.card, target: 'gate' })).toBeNull();
            break;
          }
          case 'quickStrike': {
            // Blocked by a unit it destroys first, it takes nothing back.
            const { state } = play(toBlock(), { type: 'declareBlocker', card: wisps[0]!.card, attacker: me.card }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' });
            expect(unitIn(state, 0, me.card).damage).toBe(0);
            break;
          }
          case 'reach': {
            const other = build({ decks: D, turn: 5, active: 1, sides: [{ units: [me] }, { units: [{ ...wisps[0]!, lane: 0 }] }] });
            const st = play(other, { type: 'endMobilize' }, { type: 'declareAttacker', card: wisps[0]!.card, target: 'gate' }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' }).state;
            expect(refusal(st, { type: 'declareBlocker', card: me.card, attacker: wisps[0]!.card })).toBeNull();
            break;
          }
          case 'steadfast':
            expect(unitIn(play(base, { type: 'endMobilize' }, { type: 'declareAttacker', card: me.card, target: 'gate' }, { type: 'confirm' }).state, 0, me.card).exhausted).toBe(false);
            break;
          case 'pierce': {
            // Blocked by a unit with 1 health left (already dealt 1 damage), the excess reaches the Gate.
            const worn = build({ decks: D, turn: 5, sides: [{ units: [me] }, { units: [{ ...wisps[0]!, damage: 1 }, wisps[1]!] }] });
            const blocked = play(worn, { type: 'endMobilize' }, { type: 'declareAttacker', card: me.card, target: 'gate' }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' }).state;
            const { state } = play(blocked, { type: 'declareBlocker', card: wisps[0]!.card, attacker: me.card }, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' });
            expect(state.sides[1].graveyard).toContain(wisps[0]!.card);
            expect(state.sides[1].gates[1]!.shields).toHaveLength(2);
            break;
          }
          case 'loner': {
            const one = play(toBlock(), { type: 'declareBlocker', card: wisps[0]!.card, attacker: me.card }).state;
            expect(refusal(one, { type: 'declareBlocker', card: wisps[1]!.card, attacker: me.card })).toBe('CANNOT_BLOCK');
            break;
          }
          case 'phantom': {
            // The Wardens' Watchtower (centre) can't target it.
            const WD: [string, string] = ['wardens', c.faction];
            const target = unitOf(WD, 1, c.id, 1);
            const t = build({ decks: WD, sides: [{ units: [unitOf(WD, 0, 'squire', 1), unitOf(WD, 0, 'pikeman', 1)] }, { units: [target] }] });
            const pay = [inst(WD, 0, 'squire'), inst(WD, 0, 'pikeman')].sort((a, b) => a - b);
            expect(refusal(t, { type: 'activateGate', lane: 1, pay, targets: [target.card] })).toBe('NO_SUCH_TARGET');
            break;
          }
        }
      }
    });
  }
});
