/**
 * Gateway Uprising's content as data (GW-1…GW-4, GW-70, U6): deck cards, Runestones, Guards, Horde, Events,
 * districts, markers and scenarios, and the fixed box list that numbers every physical card. Card text is
 * generated from the data (`effectText`), so what a card says is what it does.
 */
import type { Arrival, Card, DeckCard, DeckKind, Deployment, DistrictDef, Effect, EnemyCard, EventCard, EventSpecial, Foe, Marker, MarkerSymbol, RuneCard, Scenario, Tier } from './types';

const deck = (kind: DeckKind, id: string, name: string, cost: number, attack: number, defense: number, effects: readonly Effect[] = [], bonus: DeckCard['bonus'] = null, core = false): DeckCard => ({
  kind,
  id,
  name,
  cost,
  ap: kind === 'merchant' ? 0 : 1,
  attack,
  defense,
  effects,
  bonus,
  core,
});
const insurgent = (id: string, name: string, cost: number, attack: number, defense: number, effects: readonly Effect[] = [], bonus: DeckCard['bonus'] = null) => deck('insurgent', id, name, cost, attack, defense, effects, bonus);
const support = (id: string, name: string, cost: number, effects: readonly Effect[]) => deck('support', id, name, cost, 0, 0, effects);
const leader = (id: string, name: string, effects: readonly Effect[]) => deck('leader', id, name, 0, 0, 0, effects);

const gold = (amount: number): Effect => ({ kind: 'gold', amount });
const ap = (amount: number): Effect => ({ kind: 'ap', amount });
const draw = (amount: number): Effect => ({ kind: 'draw', amount });
const recruit = (amount: number): Effect => ({ kind: 'recruit', amount });
const infamy = (amount: number): Effect => ({ kind: 'infamy', amount });
const attackPhase = (amount: number): Effect => ({ kind: 'attackPhase', amount });
const armyAttack = (amount: number, vs: Foe = 'any'): Effect => ({ kind: 'armyAttack', amount, vs });
const armyDefense = (amount: number, vs: Foe = 'any'): Effect => ({ kind: 'armyDefense', amount, vs });
const gainRune = (tier: Tier): Effect => ({ kind: 'gainRune', tier });
const summon: Effect = { kind: 'summon', amount: 1 };
const peek: Effect = { kind: 'peek' };
const exile = (max: number): Effect => ({ kind: 'exile', max });

/** The Core cards (GW-2): present in every game; Beardfish only when a card in play summons it. */
export const CORE: readonly DeckCard[] = [
  deck('insurgent', 'sledge', 'Sledge', 3, 3, 3, [], null, true),
  deck('insurgent', 'rebel', 'Rebel', 1, 1, 2, [], null, true),
  deck('insurgent', 'beardfish', 'Beardfish', 2, 2, 1, [], null, true),
  deck('merchant', 'saloran-cart', 'Saloran Cart', 1, 0, 0, [gold(1)], null, true),
  deck('merchant', 'argethian-vendor', 'Argethian Vendor', 3, 0, 0, [gold(2)], null, true),
  deck('merchant', 'shadow-market', 'Shadow Market', 5, 0, 0, [gold(3)], null, true),
];

/** Copies of each Core card in the box (GW-1). */
export const CORE_COPIES: Readonly<Record<string, number>> = { sledge: 10, rebel: 18, beardfish: 6, 'saloran-cart': 32, 'argethian-vendor': 8, 'shadow-market': 8 };

/** The thirty Revolution cards named by the scenarios (U6): 16 Insurgents, then 14 Supports. */
export const REVOLUTION: readonly DeckCard[] = [
  insurgent('pythian-wizard', 'Pythian Wizard', 3, 2, 3, [peek]),
  insurgent('elusive-birdfish', 'The Elusive Birdfish', 3, 2, 2, [summon]),
  insurgent('red-templar', 'Red Templar', 5, 3, 5, [], { vs: 'guard', attack: 2 }),
  insurgent('birdmancer', 'Birdmancer', 4, 3, 4, [draw(1)]),
  insurgent('witchmasker', 'Witchmasker', 4, 2, 4, [exile(2)]),
  insurgent('multi-wizard', 'Multi-Wizard', 2, 1, 2, [ap(1)]),
  insurgent('fishmancer', 'Fishmancer', 4, 2, 3, [summon]),
  insurgent('blunderbuss-mage', 'Blunderbuss Mage', 5, 5, 3),
  insurgent('wandering-pete', 'Wandering Pete', 3, 3, 3, [gold(1)]),
  insurgent('claw-knight', 'Claw Knight', 4, 2, 6),
  insurgent('accursed-wizard', 'Accursed Wizard', 5, 5, 2, [], { vs: 'horde', attack: 3 }),
  insurgent('jar-wizard', 'Jar Wizard', 3, 1, 3, [gainRune('common')]),
  insurgent('war-hero', 'War Hero', 6, 4, 5, [attackPhase(1)]),
  insurgent('gravemaster', 'Gravemaster', 4, 3, 3, [{ kind: 'custom', name: 'gravemaster' }]),
  insurgent('geomancer', 'Geomancer', 5, 3, 4, [armyDefense(3)]),
  insurgent('nightfishermen', 'Nightfishermen', 3, 2, 2, [gold(2)]),
  support('runesmith', 'Runesmith', 3, [gainRune('common')]),
  support('summoner', 'Summoner', 4, [summon, draw(1)]),
  support('fishwife', 'Fishwife', 2, [gold(2)]),
  support('trumpeter', 'Trumpeter', 3, [armyAttack(2), ap(1)]),
  support('grand-levitator', 'Grand Levitator', 5, [ap(2), draw(1)]),
  support('defiant-five', 'The Defiant Five', 5, [armyAttack(2), armyDefense(2), infamy(1)]),
  support('mobile-wizard-tower', 'Mobile Wizard Tower', 4, [recruit(1), gold(2)]),
  support('spellbones', 'Spellbones', 4, [gainRune('uncommon')]),
  support('travelling-wizards', 'Travelling Wizards', 3, [draw(2)]),
  support('magic-orb', 'Magic Orb', 2, [gold(1), peek]),
  support('runegheist', 'Runegheist', 6, [gainRune('rare')]),
  support('fearless-four', 'Fearless Four', 5, [draw(1), recruit(1), gold(1), infamy(1)]),
  support('runedealer', 'Runedealer', 3, [recruit(1), { kind: 'runeDiscount', amount: 2 }]),
  support('kleptomancer', 'Kleptomancer', 4, [{ kind: 'custom', name: 'kleptomancer' }]),
];

/** Copies of each Revolution card in the box: five for its pile and its Randomizer card (GW-1, GW-12). */
export const REVOLUTION_COPIES = 6;
export const PILE_SIZE = 5;

/** The eight Faction Leaders (GW-3, U6), each a different play style. */
export const LEADERS: readonly DeckCard[] = [
  leader('highway-robber', 'The Highway Robber', [gold(2)]),
  leader('smuggler-queen', 'The Smuggler Queen', [recruit(1), gold(1)]),
  leader('grey-archmage', 'The Grey Archmage', [ap(2)]),
  leader('street-preacher', 'The Street Preacher', [draw(2)]),
  leader('iron-warden', 'The Iron Warden', [armyDefense(4)]),
  leader('beast-tamer', 'The Beast Tamer', [armyAttack(3, 'horde')]),
  leader('runecarver', 'The Runecarver', [gainRune('common')]),
  leader('shadow-broker', 'The Shadow Broker', [gold(1), exile(2)]),
];

const rune = (id: string, name: string, tier: Tier, infamyPoints: number, effects: readonly Effect[], copies: number): [RuneCard, number] => [{ kind: 'rune', id, name, tier, infamy: infamyPoints, effects }, copies];

/** The 42 Runestones with their copies: 20 Common, 14 Uncommon, 8 Rare (GW-1, GW-27). */
export const RUNES: readonly (readonly [RuneCard, number])[] = [
  rune('sparkstone', 'Sparkstone', 'common', 1, [armyAttack(2)], 4),
  rune('wardstone', 'Wardstone', 'common', 1, [armyDefense(3)], 4),
  rune('goldstone', 'Goldstone', 'common', 1, [gold(2)], 4),
  rune('quickstone', 'Quickstone', 'common', 1, [ap(1), draw(1)], 4),
  rune('hornstone', 'Hornstone', 'common', 1, [armyAttack(3, 'horde')], 4),
  rune('swordstone', 'Swordstone', 'uncommon', 2, [armyAttack(6)], 3),
  rune('shieldstone', 'Shieldstone', 'uncommon', 2, [armyDefense(6)], 3),
  rune('coinstone', 'Coinstone', 'uncommon', 2, [gold(4), recruit(1)], 2),
  rune('stormstone', 'Stormstone', 'uncommon', 2, [attackPhase(1), armyAttack(2)], 3),
  rune('chainstone', 'Chainstone', 'uncommon', 2, [armyAttack(5, 'guard')], 3),
  rune('dragonstone', 'Dragonstone', 'rare', 4, [armyAttack(10)], 2),
  rune('bulwarkstone', 'Bulwark Stone', 'rare', 4, [armyDefense(10)], 2),
  rune('warstone', 'Warstone', 'rare', 4, [attackPhase(2), armyAttack(3)], 2),
  rune('crownstone', 'Crownstone', 'rare', 5, [infamy(3)], 2),
];

/**
 * Gold price of a Runestone by tier (GW-27). Rare was 8: out of reach of a late turn's 4–5 Gold, so the Rares stayed
 * in their pile, the Common and Uncommon piles ran out by round 9–10 at three players, and the seat first in every
 * round took the last of them (the starting player won 0.43 of 400 three-player greedy games; docs/rules/gateway.md,
 * Measured: the starting player). At 6 the Rares are bought late too, and the starting player's share is 0.35.
 */
export const RUNE_COST: Readonly<Record<Tier, number>> = { common: 3, uncommon: 5, rare: 6 };

const enemy = (kind: 'guard' | 'horde', id: string, name: string, attack: number, defense: number, infamyPoints: number, copies: number, arrival: Arrival | null = null): [EnemyCard, number] => [{ kind, id, name, attack, defense, infamy: infamyPoints, arrival }, copies];

/** The 22 City Guards (GW-1). */
export const GUARDS: readonly (readonly [EnemyCard, number])[] = [
  enemy('guard', 'watchman', 'Watchman', 2, 3, 1, 6),
  enemy('guard', 'crossbowman', 'Crossbowman', 4, 2, 1, 4),
  enemy('guard', 'elite-guard', 'Elite Guard', 4, 5, 2, 4),
  enemy('guard', 'guard-captain', 'Guard Captain', 3, 5, 2, 3, 'reinforce'),
  enemy('guard', 'inquisitor', 'Inquisitor', 5, 5, 3, 3),
  enemy('guard', 'iron-golem', 'Iron Golem', 6, 9, 4, 2),
];

/** The 16 Horde monsters (GW-1). */
export const HORDE_CARDS: readonly (readonly [EnemyCard, number])[] = [
  enemy('horde', 'drueggar-grunt', 'Drueggar Grunt', 3, 3, 1, 4),
  enemy('horde', 'drueggar-soldier', 'Drueggar Soldier', 6, 4, 2, 5),
  enemy('horde', 'drueggar-brute', 'Drueggar Brute', 5, 7, 3, 3),
  enemy('horde', 'drueggar-warcaller', 'Drueggar Warcaller', 4, 4, 2, 2, 'spread'),
  enemy('horde', 'drueggar-warlord', 'Drueggar Warlord', 8, 8, 4, 2),
];

const ev = (id: string, name: string, group: 2 | 3 | 4, deploy: readonly Deployment[], special: EventSpecial | null = null): EventCard => ({ kind: 'event', id, name, group, deploy, special });
const h = (to: MarkerSymbol | 'central'): Deployment => ({ faction: 'horde', to });
const g = (to: MarkerSymbol | 'central'): Deployment => ({ faction: 'guard', to });

/** The 26 Events: 14 for 2+ players, 6 for 3+, 6 for 4+ (GW-11, GW-62). */
export const EVENTS: readonly EventCard[] = [
  ev('raid-sun', 'Drueggar Raid', 2, [h('sun')]),
  ev('raid-moon', 'Drueggar Raid', 2, [h('moon')]),
  ev('raid-star', 'Drueggar Raid', 2, [h('star')]),
  ev('raid-crown', 'Drueggar Raid', 2, [h('crown')]),
  ev('raid-skull', 'Drueggar Raid', 2, [h('skull')]),
  ev('raid-tower', 'Drueggar Raid', 2, [h('tower')]),
  ev('patrol-sun-moon', 'City Patrol', 2, [g('sun'), g('moon')]),
  ev('patrol-star-crown', 'City Patrol', 2, [g('star'), g('crown')]),
  ev('patrol-skull-tower', 'City Patrol', 2, [g('skull'), g('tower')]),
  ev('palace-guard', 'Palace Reinforcements', 2, [g('central')]),
  ev('assault-sun-skull', 'Twin Assault', 2, [h('sun'), h('skull')]),
  ev('assault-moon-tower', 'Twin Assault', 2, [h('moon'), h('tower')]),
  ev('assault-star-crown', 'Twin Assault', 2, [h('star'), h('crown')]),
  ev('quiet-night', 'A Quiet Night', 2, [], 'quiet'),
  ev('surge', 'Drueggar Surge', 3, [h('sun'), h('moon'), h('star')]),
  ev('crackdown', 'Crackdown', 3, [g('crown'), g('skull'), g('tower')]),
  ev('siege', 'Siege of the Palace', 3, [h('central')]),
  ev('levy', "The Chancellor's Levy", 3, [], 'levy'),
  ev('market-day', 'Market Day', 3, [], 'marketDay'),
  ev('raid-crown-tower', 'Drueggar Raid', 3, [h('crown'), h('tower')]),
  ev('tide-odd', 'Horde Tide', 4, [h('sun'), h('star'), h('skull')]),
  ev('tide-even', 'Horde Tide', 4, [h('moon'), h('crown'), h('tower')]),
  ev('patrol-sun-star', 'City Patrol', 4, [g('sun'), g('star')]),
  ev('patrol-moon-tower', 'City Patrol', 4, [g('moon'), g('tower')]),
  ev('great-siege', 'The Great Siege', 4, [h('central')]),
  ev('bounty', 'Bounty', 4, [], 'bounty'),
];

/** Events in a game's deck (GW-11). */
export const EVENTS_PER_GAME = 12;

/** The ten district boards with their rewards (GW-70, U2). */
export const DISTRICTS: readonly DistrictDef[] = [
  { id: 'central-city', name: 'Central City', central: true, reward: [infamy(3)] },
  { id: 'swamptown', name: 'Swamptown', central: false, reward: [armyAttack(3, 'horde'), infamy(1)] },
  { id: 'bridgetown', name: 'Bridgetown', central: false, reward: [attackPhase(1)] },
  { id: 'high-falls', name: 'High Falls', central: false, reward: [infamy(2)] },
  { id: 'the-university', name: 'The University', central: false, reward: [gainRune('common')] },
  { id: 'marketown', name: 'Marketown', central: false, reward: [{ kind: 'gainCard', pile: 'shadow-market' }] },
  { id: 'crystal-city', name: 'Crystal City', central: false, reward: [exile(99)] },
  { id: 'canal-city', name: 'Canal City', central: false, reward: [{ kind: 'cleanupDraw', amount: 1 }] },
  { id: 'harbortown', name: 'Harbortown', central: false, reward: [peek] },
  { id: 'smoketown', name: 'Smoketown', central: false, reward: [armyDefense(5, 'guard'), infamy(1)] },
];

/** Districts by id. */
export const DISTRICT_BY_ID: ReadonlyMap<string, DistrictDef> = new Map(DISTRICTS.map((d) => [d.id, d]));

/** The 8 district markers (GW-8). */
export const MARKERS: readonly Marker[] = ['sun', 'moon', 'star', 'crown', 'skull', 'tower', 'x', 'x'];

/** The seven scenarios of the current edition, with their suggested districts (GW-12, U5). */
export const SCENARIOS: readonly Scenario[] = [
  {
    id: 'arriving',
    name: 'Arriving in Gateway',
    cards: ['pythian-wizard', 'elusive-birdfish', 'red-templar', 'birdmancer', 'runesmith', 'witchmasker', 'multi-wizard', 'summoner'],
    districts: ['swamptown', 'bridgetown', 'high-falls', 'the-university', 'marketown', 'crystal-city'],
  },
  {
    id: 'fishmasters',
    name: 'Rise of the Fishmasters',
    cards: ['fishwife', 'fishmancer', 'blunderbuss-mage', 'elusive-birdfish', 'trumpeter', 'nightfishermen', 'grand-levitator', 'gravemaster'],
    districts: ['swamptown', 'canal-city', 'harbortown', 'high-falls', 'marketown', 'bridgetown'],
  },
  {
    id: 'brute-force',
    name: 'Brute Force',
    cards: ['defiant-five', 'witchmasker', 'geomancer', 'wandering-pete', 'red-templar', 'mobile-wizard-tower', 'claw-knight', 'accursed-wizard'],
    districts: ['bridgetown', 'swamptown', 'high-falls', 'the-university', 'harbortown', 'marketown'],
  },
  {
    id: 'risky-business',
    name: 'Risky Business',
    cards: ['summoner', 'multi-wizard', 'pythian-wizard', 'jar-wizard', 'wandering-pete', 'spellbones', 'war-hero', 'travelling-wizards'],
    districts: ['high-falls', 'swamptown', 'harbortown', 'crystal-city', 'the-university', 'canal-city'],
  },
  {
    id: 'merchant-princes',
    name: 'Merchant Princes',
    cards: ['magic-orb', 'runegheist', 'fearless-four', 'nightfishermen', 'runedealer', 'mobile-wizard-tower', 'kleptomancer', 'grand-levitator'],
    districts: ['marketown', 'canal-city', 'high-falls', 'crystal-city', 'harbortown', 'the-university'],
  },
  {
    id: 'wheelers-dealers',
    name: 'Runestone Wheelers and Dealers',
    cards: ['runesmith', 'runedealer', 'magic-orb', 'fishwife', 'nightfishermen', 'blunderbuss-mage', 'accursed-wizard', 'geomancer'],
    districts: ['crystal-city', 'marketown', 'high-falls', 'bridgetown', 'harbortown', 'the-university'],
  },
  {
    id: 'subtlety-control',
    name: 'Subtlety and Control',
    cards: ['trumpeter', 'summoner', 'gravemaster', 'war-hero', 'witchmasker', 'runegheist', 'birdmancer', 'runedealer', 'fearless-four'],
    districts: ['canal-city', 'high-falls', 'swamptown', 'bridgetown', 'harbortown', 'crystal-city'],
  },
];

/** Scenarios by id. */
export const SCENARIO_BY_ID: ReadonlyMap<string, Scenario> = new Map(SCENARIOS.map((s) => [s.id, s]));

// ---------------------------------------------------------------------------------------------------------
// The box: every physical card, numbered once for all games

/** Card definitions by instance number: the fixed box list (GW-1). */
export const BOX: readonly Card[] = (() => {
  const out: Card[] = [];
  for (const c of CORE) for (let i = 0; i < (CORE_COPIES[c.id] ?? 0); i++) out.push(c);
  for (const c of REVOLUTION) for (let i = 0; i < REVOLUTION_COPIES; i++) out.push(c);
  out.push(...LEADERS);
  for (const [c, n] of RUNES) for (let i = 0; i < n; i++) out.push(c);
  for (const [c, n] of GUARDS) for (let i = 0; i < n; i++) out.push(c);
  for (const [c, n] of HORDE_CARDS) for (let i = 0; i < n; i++) out.push(c);
  out.push(...EVENTS);
  return out;
})();

/** Number of cards in the box: 376. */
export const BOX_SIZE = BOX.length;

/** Instance numbers of every copy of a card id, in box order. */
export const INSTANCES: ReadonlyMap<string, readonly number[]> = (() => {
  const m = new Map<string, number[]>();
  BOX.forEach((c, i) => {
    const list = m.get(c.id) ?? [];
    list.push(i);
    m.set(c.id, list);
  });
  return m;
})();

/** Every copy of a card id. */
export const copiesOf = (id: string): readonly number[] => INSTANCES.get(id) ?? [];

/** The definition of a card instance (undefined outside the box). */
export const cardAt = (card: number): Card | undefined => BOX[card];

/** A deck card's definition; throws on a non-deck card (a bug, never input: moves are validated first). */
export function deckCard(card: number): DeckCard {
  const c = BOX[card];
  if (c && (c.kind === 'insurgent' || c.kind === 'support' || c.kind === 'merchant' || c.kind === 'leader')) return c;
  throw new Error(`card ${card} is not a deck card`);
}

/** A Runestone's definition. */
export function runeCard(card: number): RuneCard {
  const c = BOX[card];
  if (c?.kind !== 'rune') throw new Error(`card ${card} is not a Runestone`);
  return c;
}

/** A Guard or Horde card's definition. */
export function enemyCard(card: number): EnemyCard {
  const c = BOX[card];
  if (c?.kind !== 'guard' && c?.kind !== 'horde') throw new Error(`card ${card} is not a Guard or Horde card`);
  return c;
}

/** An Event's definition. */
export function eventCard(card: number): EventCard {
  const c = BOX[card];
  if (c?.kind !== 'event') throw new Error(`card ${card} is not an Event`);
  return c;
}

/** Every deck card definition by id (Core, Revolution, Leaders). */
export const DECK_CARD_BY_ID: ReadonlyMap<string, DeckCard> = new Map([...CORE, ...REVOLUTION, ...LEADERS].map((c) => [c.id, c]));

/** Whether a list of effects summons Beardfish (GW-12). */
export const summons = (effects: readonly Effect[]): boolean => effects.some((e) => e.kind === 'summon');

// ---------------------------------------------------------------------------------------------------------
// Text

const FOE_WORDS: Readonly<Record<Foe, string>> = { any: '', horde: ' against the Horde', guard: ' against the City Guard' };
const TIER_WORDS: Readonly<Record<Tier, string>> = { common: 'Common', uncommon: 'Uncommon', rare: 'Rare' };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Words for one effect, as printed on the card. */
export function effectText(e: Effect): string {
  switch (e.kind) {
    case 'gold':
      return `+${e.amount} Gold`;
    case 'ap':
      return `+${plural(e.amount, 'Action Point')}`;
    case 'recruit':
      return `+${plural(e.amount, 'Recruit')}`;
    case 'draw':
      return `Draw ${plural(e.amount, 'card')}`;
    case 'cleanupDraw':
      return `Draw ${plural(e.amount, 'extra card')} at Clean-up`;
    case 'infamy':
      return `+${e.amount} Infamy`;
    case 'attackPhase':
      return `+${plural(e.amount, 'Attack Phase')} this turn`;
    case 'armyAttack':
      return `+${e.amount} Army Attack${FOE_WORDS[e.vs]} this turn`;
    case 'armyDefense':
      return `+${e.amount} Army Defense${FOE_WORDS[e.vs]} this turn`;
    case 'summon':
      return e.amount === 1 ? 'Summon a Beardfish into your Army' : `Summon ${e.amount} Beardfish into your Army`;
    case 'gainRune':
      return `Gain a ${TIER_WORDS[e.tier]} Runestone`;
    case 'gainCard':
      return `Gain a ${DECK_CARD_BY_ID.get(e.pile)?.name ?? e.pile} into your discard pile`;
    case 'runeDiscount':
      return `Runestones cost ${e.amount} Gold less this turn`;
    case 'exile':
      return e.max >= 99 ? 'Exile any number of cards from your hand' : `Exile up to ${e.max} cards from your hand`;
    case 'peek':
      return 'Look at the top 3 cards of any pile and rearrange them';
    case 'custom':
      return e.name === 'gravemaster' ? 'Return the top Insurgent of your discard pile to your hand' : 'Take 1 Infamy from each player with more Infamy than you';
  }
}

/** A card's ability text (its effects, and an Insurgent's standing bonus). Empty for a card without one. */
export function abilityText(c: { readonly effects: readonly Effect[]; readonly bonus?: DeckCard['bonus'] }): string {
  const parts = c.effects.map(effectText);
  if (c.bonus) parts.push(`+${c.bonus.attack} Attack${FOE_WORDS[c.bonus.vs]}`);
  return parts.join('. ') + (parts.length > 0 ? '.' : '');
}

/** An Event's text. */
export function eventText(e: EventCard): string {
  switch (e.special) {
    case 'quiet':
      return 'Nothing happens.';
    case 'marketDay':
      return 'Each player draws 1 card.';
    case 'bounty':
      return 'Each player gains 1 Infamy.';
    case 'levy':
      return 'A City Guard arrives on every district a player controls.';
    case null:
      return `${e.deploy.map((d) => `${d.faction === 'horde' ? 'Horde' : 'City Guard'} to ${d.to === 'central' ? 'Central City' : `the ${d.to[0]?.toUpperCase()}${d.to.slice(1)} district`}`).join('; ')}.`;
  }
}
