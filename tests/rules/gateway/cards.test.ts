/** Content (GW-1…GW-4, GW-70, U6): counts, the books' numbers, and every card with an ability, quoted and played. */
import { describe, expect, it } from 'vitest';
import type { GwState } from '../../../src/rules/gateway/index';
import { abilityText, BOX, BOX_SIZE, CORE, copiesOf, DECK_CARD_BY_ID, DISTRICTS, effectText, EVENTS, eventText, gateway, GUARDS, HORDE_CARDS, LEADERS, MARKERS, REVOLUTION, RUNES, runeCard, SCENARIOS } from '../../../src/rules/gateway/index';
import { army, at, game, hand, hold, lift, ofType, play, runes, seal, spare } from './build';

const count = (kind: string) => BOX.filter((c) => c.kind === kind).length;

describe('components (GW-1, U6)', () => {
  it('GW-1 the box holds 376 cards: 22 Guards, 16 Horde, 26 Events, 130 Insurgents, 84 Supports, 48 Merchants, 42 Runestones, 8 Leaders', () => {
    expect(BOX_SIZE).toBe(376);
    expect([count('guard'), count('horde'), count('event'), count('insurgent'), count('support'), count('merchant'), count('rune'), count('leader')]).toEqual([22, 16, 26, 130, 84, 48, 42, 8]);
    expect(GUARDS.reduce((t, [, n]) => t + n, 0)).toBe(22);
    expect(HORDE_CARDS.reduce((t, [, n]) => t + n, 0)).toBe(16);
    expect(DISTRICTS.length).toBe(10);
    expect(DISTRICTS.filter((x) => x.central).map((x) => x.name)).toEqual(['Central City']);
    expect(MARKERS.length).toBe(8);
    expect(MARKERS.filter((m) => m === 'x').length).toBe(2);
    expect(EVENTS.map((e) => e.group).reduce((t, g) => ({ ...t, [g]: (t[g] ?? 0) + 1 }), {} as Record<number, number>)).toEqual({ 2: 14, 3: 6, 4: 6 });
    expect(RUNES.filter(([r]) => r.tier === 'common').reduce((t, [, n]) => t + n, 0)).toBe(20);
    expect(RUNES.filter(([r]) => r.tier === 'uncommon').reduce((t, [, n]) => t + n, 0)).toBe(14);
    expect(RUNES.filter(([r]) => r.tier === 'rare').reduce((t, [, n]) => t + n, 0)).toBe(8);
  });

  it('GW-1 the thirty Revolution cards are exactly those the seven scenarios name, six copies each', () => {
    const named = new Set(SCENARIOS.flatMap((x) => x.cards));
    expect(named.size).toBe(30);
    expect(new Set(REVOLUTION.map((c) => c.id))).toEqual(named);
    for (const c of REVOLUTION) expect(copiesOf(c.id).length).toBe(6);
    expect(REVOLUTION.filter((c) => c.kind === 'insurgent').length).toBe(16);
    expect(SCENARIOS.length).toBe(7);
    for (const x of SCENARIOS) for (const d of x.districts) expect(DISTRICTS.some((y) => y.id === d && !y.central)).toBe(true);
  });

  it('GW-2 the books’ names and numbers hold', () => {
    const card = (id: string) => DECK_CARD_BY_ID.get(id)!;
    expect(CORE.map((c) => c.name)).toEqual(['Sledge', 'Rebel', 'Beardfish', 'Saloran Cart', 'Argethian Vendor', 'Shadow Market']);
    expect([card('sledge').attack, card('sledge').defense]).toEqual([3, 3]);
    expect([card('rebel').attack, card('rebel').defense]).toEqual([1, 2]);
    expect([card('blunderbuss-mage').attack, card('blunderbuss-mage').cost]).toEqual([5, 5]);
    expect(card('multi-wizard').cost).toBe(2);
    expect([card('birdmancer').attack, card('birdmancer').cost]).toEqual([3, 4]);
    expect([card('claw-knight').attack, card('claw-knight').defense]).toEqual([2, 6]);
    expect(abilityText(card('fearless-four'))).toBe('Draw 1 card. +1 Recruit. +1 Gold. +1 Infamy.');
    expect(abilityText(card('runesmith'))).toBe('Gain a Common Runestone.');
    expect(abilityText(card('shadow-market'))).toBe('+3 Gold.');
    expect(LEADERS.map((c) => c.name)).toContain('The Highway Robber');
    const sword = runeCard(copiesOf('swordstone')[0]!);
    expect([sword.tier, abilityText(sword)]).toEqual(['uncommon', '+6 Army Attack this turn.']);
    const elite = GUARDS.find(([g]) => g.id === 'elite-guard')![0];
    expect(elite.infamy).toBe(2);
    const soldier = HORDE_CARDS.find(([g]) => g.id === 'drueggar-soldier')![0];
    expect([soldier.attack, soldier.defense, soldier.infamy]).toEqual([6, 4, 2]);
  });

  it('GW-3 card kinds: Merchants cost 0 Action Points, everything else played costs 1; Leaders are never recruited', () => {
    for (const c of [...CORE, ...REVOLUTION, ...LEADERS]) expect(c.ap).toBe(c.kind === 'merchant' ? 0 : 1);
    const s = seal(game());
    expect(s.supply.some((p) => LEADERS.some((l) => l.id === p.id))).toBe(false);
  });

  it('GW-4 a choice (exile, look and reorder) is always the last effect of its list', () => {
    const lists = [...CORE, ...REVOLUTION, ...LEADERS].map((c) => c.effects).concat(RUNES.map(([r]) => r.effects), DISTRICTS.map((x) => x.reward));
    for (const list of lists) list.forEach((e, i) => (e.kind === 'exile' || e.kind === 'peek') && expect(i).toBe(list.length - 1));
  });

  it('GW-62 every Event has its words', () => {
    expect(eventText(EVENTS.find((e) => e.id === 'assault-sun-skull')!)).toBe('Horde to the Sun district; Horde to the Skull district.');
    expect(eventText(EVENTS.find((e) => e.id === 'levy')!)).toBe('A City Guard arrives on every district a player controls.');
  });
});

/** What playing a card changed, measured on the state. */
interface Delta {
  gold?: number;
  ap?: number;
  recruits?: number;
  attacks?: number;
  cleanupDraws?: number;
  runeDiscount?: number;
  hand?: number;
  infamy?: number;
  army?: number;
  runes?: number;
  attack?: readonly number[];
  defense?: readonly number[];
  pending?: string;
  discard?: number;
}

function measure(before: GwState, after: GwState): Required<Omit<Delta, 'pending'>> & { pending?: string } {
  const p0 = before.players[0]!;
  const p1 = after.players[0]!;
  const m = after.mods[0]!;
  return {
    gold: after.turn.gold - before.turn.gold,
    ap: after.turn.ap - before.turn.ap + 1,
    recruits: after.turn.recruits - before.turn.recruits,
    attacks: after.turn.attacks - before.turn.attacks,
    cleanupDraws: after.turn.cleanupDraws - before.turn.cleanupDraws,
    runeDiscount: after.turn.runeDiscount - before.turn.runeDiscount,
    hand: p1.hand.length - p0.hand.length + 1,
    infamy: p1.infamy - p0.infamy,
    army: p1.army.length - p0.army.length,
    runes: p1.runes.length - p0.runes.length,
    attack: m.attack,
    defense: m.defense,
    discard: p1.discard.length - p0.discard.length,
    ...(after.pending ? { pending: after.pending.kind } : {}),
  };
}

const ZERO = { gold: 0, ap: 0, recruits: 0, attacks: 0, cleanupDraws: 0, runeDiscount: 0, hand: 0, infamy: 0, army: 0, runes: 0, attack: [0, 0, 0], defense: [0, 0, 0], discard: 0 };

/** Every deck card with an ability: its printed text, and what playing it does (written out, not derived). */
const PLAYED: readonly (readonly [string, string, Delta])[] = [
  ['saloran-cart', '+1 Gold.', { gold: 1, ap: 1 }],
  ['argethian-vendor', '+2 Gold.', { gold: 2, ap: 1 }],
  ['shadow-market', '+3 Gold.', { gold: 3, ap: 1 }],
  ['pythian-wizard', 'Look at the top 3 cards of any pile and rearrange them.', { army: 1, pending: 'peek' }],
  ['elusive-birdfish', 'Summon a Beardfish into your Army.', { army: 2 }],
  ['red-templar', '+2 Attack against the City Guard.', { army: 1 }],
  ['birdmancer', 'Draw 1 card.', { army: 1, hand: 1 }],
  ['witchmasker', 'Exile up to 2 cards from your hand.', { army: 1, pending: 'exile' }],
  ['multi-wizard', '+1 Action Point.', { army: 1, ap: 1 }],
  ['fishmancer', 'Summon a Beardfish into your Army.', { army: 2 }],
  ['wandering-pete', '+1 Gold.', { army: 1, gold: 1 }],
  ['accursed-wizard', '+3 Attack against the Horde.', { army: 1 }],
  ['jar-wizard', 'Gain a Common Runestone.', { army: 1, runes: 1 }],
  ['war-hero', '+1 Attack Phase this turn.', { army: 1, attacks: 1 }],
  ['gravemaster', 'Return the top Insurgent of your discard pile to your hand.', { army: 1, hand: 1, discard: -1 }],
  ['geomancer', '+3 Army Defense this turn.', { army: 1, defense: [3, 0, 0] }],
  ['nightfishermen', '+2 Gold.', { army: 1, gold: 2 }],
  ['runesmith', 'Gain a Common Runestone.', { runes: 1 }],
  ['summoner', 'Summon a Beardfish into your Army. Draw 1 card.', { army: 1, hand: 1 }],
  ['fishwife', '+2 Gold.', { gold: 2 }],
  ['trumpeter', '+2 Army Attack this turn. +1 Action Point.', { attack: [2, 0, 0], ap: 1 }],
  ['grand-levitator', '+2 Action Points. Draw 1 card.', { ap: 2, hand: 1 }],
  ['defiant-five', '+2 Army Attack this turn. +2 Army Defense this turn. +1 Infamy.', { attack: [2, 0, 0], defense: [2, 0, 0], infamy: 1 }],
  ['mobile-wizard-tower', '+1 Recruit. +2 Gold.', { recruits: 1, gold: 2 }],
  ['spellbones', 'Gain a Uncommon Runestone.', { runes: 1 }],
  ['travelling-wizards', 'Draw 2 cards.', { hand: 2 }],
  ['magic-orb', '+1 Gold. Look at the top 3 cards of any pile and rearrange them.', { gold: 1, pending: 'peek' }],
  ['runegheist', 'Gain a Rare Runestone.', { runes: 1 }],
  ['fearless-four', 'Draw 1 card. +1 Recruit. +1 Gold. +1 Infamy.', { hand: 1, recruits: 1, gold: 1, infamy: 1 }],
  ['runedealer', '+1 Recruit. Runestones cost 2 Gold less this turn.', { recruits: 1, runeDiscount: 2 }],
  ['kleptomancer', 'Take 1 Infamy from each player with more Infamy than you.', { infamy: 2 }],
  ['highway-robber', '+2 Gold.', { gold: 2 }],
  ['smuggler-queen', '+1 Recruit. +1 Gold.', { recruits: 1, gold: 1 }],
  ['grey-archmage', '+2 Action Points.', { ap: 2 }],
  ['street-preacher', 'Draw 2 cards.', { hand: 2 }],
  ['iron-warden', '+4 Army Defense this turn.', { defense: [4, 0, 0] }],
  ['beast-tamer', '+3 Army Attack against the Horde this turn.', { attack: [0, 3, 0] }],
  ['runecarver', 'Gain a Common Runestone.', { runes: 1 }],
  ['shadow-broker', '+1 Gold. Exile up to 2 cards from your hand.', { gold: 1, pending: 'exile' }],
];

describe('every card with an ability does what it says (GW-4, GW-21)', () => {
  it('covers every deck card that has an ability', () => {
    const withText = [...CORE, ...REVOLUTION, ...LEADERS].filter((c) => abilityText(c) !== '').map((c) => c.id);
    expect(PLAYED.map(([id]) => id).sort()).toEqual(withText.sort());
  });
  for (const [id, text, delta] of PLAYED) {
    const c = DECK_CARD_BY_ID.get(id)!;
    it(`${c.name}: "${text}"`, () => {
      expect(abilityText(c)).toBe(text);
      const s = game(3, 'random', `card-${id}`);
      const [card] = hand(s, 0, [id, 'rebel', 'saloran-cart']);
      // Beardfish are in the supply for any card that summons (GW-12), and a Rebel lies on the discard pile.
      if (!s.supply.some((p) => p.id === 'beardfish')) s.supply.push({ id: 'beardfish', cards: copiesOf('beardfish').filter((k) => s.box.includes(k)) });
      for (const k of copiesOf('beardfish')) {
        const i = s.box.indexOf(k);
        if (i >= 0) s.box.splice(i, 1);
      }
      const rebel = spare(s, 'rebel');
      lift(s, rebel);
      s.players[0]!.discard.push(rebel);
      s.players[1]!.infamy = 5;
      s.players[2]!.infamy = 3;
      const before = seal(s);
      const after = play(before, { type: 'play', card: card! }).state;
      expect(measure(before, after)).toEqual({ ...ZERO, ...delta });
    });
  }
});

/** Runestones: their text and what activating them does. */
const RUNE_TEXT: readonly (readonly [string, string, Delta])[] = [
  ['sparkstone', '+2 Army Attack this turn.', { attack: [2, 0, 0] }],
  ['wardstone', '+3 Army Defense this turn.', { defense: [3, 0, 0] }],
  ['goldstone', '+2 Gold.', { gold: 2 }],
  ['quickstone', '+1 Action Point. Draw 1 card.', { ap: 1, hand: 1 }],
  ['hornstone', '+3 Army Attack against the Horde this turn.', { attack: [0, 3, 0] }],
  ['swordstone', '+6 Army Attack this turn.', { attack: [6, 0, 0] }],
  ['shieldstone', '+6 Army Defense this turn.', { defense: [6, 0, 0] }],
  ['coinstone', '+4 Gold. +1 Recruit.', { gold: 4, recruits: 1 }],
  ['stormstone', '+1 Attack Phase this turn. +2 Army Attack this turn.', { attacks: 1, attack: [2, 0, 0] }],
  ['chainstone', '+5 Army Attack against the City Guard this turn.', { attack: [0, 0, 5] }],
  ['dragonstone', '+10 Army Attack this turn.', { attack: [10, 0, 0] }],
  ['bulwarkstone', '+10 Army Defense this turn.', { defense: [10, 0, 0] }],
  ['warstone', '+2 Attack Phases this turn. +3 Army Attack this turn.', { attacks: 2, attack: [3, 0, 0] }],
  ['crownstone', '+3 Infamy.', { infamy: 3 }],
];

describe('every Runestone does what it says (GW-40)', () => {
  for (const [id, text, delta] of RUNE_TEXT) {
    const r = runeCard(copiesOf(id)[0]!);
    it(`${r.name}: "${text}" (then exiled)`, () => {
      expect(abilityText(r)).toBe(text);
      const s = game(3, 'random', `rune-${id}`);
      const [card] = runes(s, 0, [id]);
      const before = seal(s);
      const r2 = play(before, { type: 'rune', card: card! });
      expect(measure(before, r2.state)).toEqual({ ...ZERO, ...delta, ap: (delta.ap ?? 0) + 1, hand: (delta.hand ?? 0) + 1, runes: -1 });
      expect(r2.state.exile).toContain(card);
      expect(ofType(r2.events, 'runeUsed')).toEqual([{ type: 'runeUsed', seat: 0, card }]);
    });
  }
});

/** District rewards (GW-70, U2): each board's words, and what freeing it gives. */
const REWARDS: readonly (readonly [string, string, Delta])[] = [
  ['central-city', '+3 Infamy.', { infamy: 3 }],
  ['swamptown', '+3 Army Attack against the Horde this turn. +1 Infamy.', { attack: [0, 3, 0], infamy: 1 }],
  ['bridgetown', '+1 Attack Phase this turn.', { attacks: 1 }],
  ['high-falls', '+2 Infamy.', { infamy: 2 }],
  ['the-university', 'Gain a Common Runestone.', { runes: 1 }],
  ['marketown', 'Gain a Shadow Market into your discard pile.', { discard: 1 }],
  ['crystal-city', 'Exile any number of cards from your hand.', { pending: 'exile' }],
  ['canal-city', 'Draw 1 extra card at Clean-up.', { cleanupDraws: 1 }],
  ['harbortown', 'Look at the top 3 cards of any pile and rearrange them.', { pending: 'peek' }],
  ['smoketown', '+5 Army Defense against the City Guard this turn. +1 Infamy.', { defense: [0, 0, 5], infamy: 1 }],
];

describe('every district reward does what it says (GW-39, GW-70)', () => {
  const SCENARIO_WITH: Record<string, string> = { smoketown: 'random' };
  for (const [id, text, delta] of REWARDS) {
    const def = DISTRICTS.find((x) => x.id === id)!;
    it(`${def.name}: "${text}"`, () => {
      expect(def.reward.map(effectText).join('. ') + '.').toBe(text);
      const scenario = SCENARIO_WITH[id] ?? SCENARIOS.find((x) => x.districts.includes(id))?.id ?? 'arriving';
      let s = game(3, scenario, `reward-${id}`);
      for (let k = 0; k < 40 && !s.districts.some((x) => x.id === id); k++) s = game(3, scenario, `reward-${id}-${k}`);
      const i = at(s, id);
      army(s, 0, ['blunderbuss-mage', 'claw-knight']);
      runes(s, 0, []);
      hand(s, 0, ['saloran-cart']);
      hold(s, i, ['watchman']);
      s.phase = 'attack';
      s.turn = { ...s.turn, attacks: 2 };
      const before = seal(s);
      // Kill the Watchman (2 Attack against Claw Knight's 6 Defense: nobody dies).
      const after = play(before, { type: 'attack', district: i }, { type: 'assign', damage: [7] }, { type: 'assign', damage: [0, 2] }).state;
      expect(after.districts[i]!.owner).toBe(0);
      const m = measure(before, after);
      // The Watchman is worth 1 Infamy, and the attack used one Attack Phase.
      expect({ ...m, infamy: m.infamy - 1, attacks: m.attacks + 1, ap: 0, hand: 0 }).toEqual({ ...ZERO, ...delta });
    });
  }
});

describe('Guard and Horde arrival abilities (GW-63)', () => {
  it('Guard Captain brings one more City Guard; Drueggar Warcaller sends one Horde to the next district clockwise', () => {
    const s = seal(game());
    expect([...GUARDS, ...HORDE_CARDS].filter(([c]) => c.arrival).map(([c]) => `${c.name}:${c.arrival}`)).toEqual(expect.arrayContaining(['Guard Captain:reinforce', 'Drueggar Warcaller:spread']));
    expect(gateway.outcome(s).kind).toBe('ongoing');
  });
});
