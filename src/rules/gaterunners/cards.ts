/**
 * GateRunners' content as data: 54 cards, four Heroes, a pool of eight Gates and four preconstructed 40-card
 * decks (GR-55…GR-59). Card text is generated from the data (`cardText`), so what a card says is what it does.
 */
import type { ActionCard, Card, Deck, Effect, GateCard, GateCost, GlossaryTerm, Hero, HeroAbility, Journey, Keyword, UnitAbility, UnitCard } from './types';
import type { Faction } from './types';

const unit = (faction: Faction, id: string, name: string, level: 1 | 2 | 3, power: number, health: number, keywords: readonly Keyword[] = [], ability: UnitAbility | null = null): UnitCard => ({
  kind: 'unit',
  id,
  name,
  faction,
  level,
  power,
  health,
  keywords,
  ability,
});
const action = (faction: Faction, id: string, name: string, cost: number, instant: boolean, effects: readonly Effect[]): ActionCard => ({ kind: 'action', id, name, faction, cost, instant, effects });
const enter = (...effects: Effect[]): UnitAbility => ({ trigger: 'enter', effects });
const tap = (...effects: Effect[]): UnitAbility => ({ trigger: 'tap', effects });

/** Every card, in deck order: Pirates, Wardens, Reavers, Shades. */
export const CARDS: readonly Card[] = [
  // Pirates: swarm, then Maneuver to swap a lane's crew and Gate where it hurts (GR-86).
  unit('pirates', 'deckhand', 'Deckhand', 1, 2, 2, ['maneuver']),
  unit('pirates', 'powder-monkey', 'Powder Monkey', 1, 2, 2, ['restless']),
  unit('pirates', 'cutlass-duelist', 'Cutlass Duelist', 1, 3, 1, ['quickStrike']),
  unit('pirates', 'lookout', 'Lookout', 1, 1, 4, ['reach']),
  unit('pirates', 'bosun', 'Bosun', 1, 1, 2, ['maneuver'], enter({ kind: 'buff', power: 1, health: 0, to: 'eachFriendlyUnit' })),
  unit('pirates', 'boarding-party', 'Boarding Party', 2, 3, 3, ['maneuver', 'restless']),
  unit('pirates', 'navigator', 'Navigator', 2, 2, 3, [], enter({ kind: 'draw', count: 1 })),
  unit('pirates', 'corsair-gunner', 'Corsair Gunner', 2, 3, 2, ['quickStrike'], enter({ kind: 'damage', amount: 1, to: 'enemyUnit' })),
  unit('pirates', 'dread-captain', 'Dread Captain', 3, 5, 5, ['maneuver', 'quickStrike']),
  unit('pirates', 'kraken-caller', 'Kraken Caller', 3, 4, 6, [], enter({ kind: 'push', to: 'enemyUnit' })),
  action('pirates', 'broadside', 'Broadside', 2, false, [{ kind: 'damage', amount: 1, to: 'eachEnemyUnit' }]),
  action('pirates', 'plunder', 'Plunder', 1, false, [{ kind: 'custom', name: 'plunder' }]),
  action('pirates', 'grappling-hook', 'Grappling Hook', 1, true, [{ kind: 'exhaust', to: 'enemyUnit' }]),
  action('pirates', 'call-the-crew', 'Call the Crew', 1, false, [{ kind: 'deploy', maxLevel: 1 }]),
  // Wardens: tough blockers with Reach and Steadfast, and Fortify to outlast the attack.
  unit('wardens', 'shieldbearer', 'Shieldbearer', 1, 1, 3),
  unit('wardens', 'pikeman', 'Pikeman', 1, 2, 2, ['reach']),
  unit('wardens', 'sentry', 'Sentry', 1, 1, 2, ['steadfast', 'reach']),
  unit('wardens', 'mason', 'Mason', 1, 1, 2, [], enter({ kind: 'fortify' })),
  unit('wardens', 'squire', 'Squire', 1, 2, 3),
  unit('wardens', 'halberdier', 'Halberdier', 2, 2, 3, ['reach']),
  unit('wardens', 'field-medic', 'Field Medic', 2, 2, 3, [], tap({ kind: 'heal', amount: 2 })),
  unit('wardens', 'shieldwall-captain', 'Shieldwall Captain', 2, 2, 4, [], enter({ kind: 'buff', power: 0, health: 1, to: 'eachFriendlyUnit' })),
  unit('wardens', 'siege-warden', 'Siege Warden', 3, 4, 6, ['steadfast', 'reach']),
  unit('wardens', 'bastion-golem', 'Bastion Golem', 3, 3, 8, [], enter({ kind: 'fortify' })),
  action('wardens', 'reinforce', 'Reinforce', 1, true, [{ kind: 'buff', power: 0, health: 2, to: 'friendlyUnit' }]),
  action('wardens', 'hold-the-line', 'Hold the Line', 2, false, [{ kind: 'fortify' }, { kind: 'draw', count: 1 }]),
  action('wardens', 'repel', 'Repel', 2, true, [{ kind: 'push', to: 'enemyUnit' }]),
  // Reavers: fast, hard-hitting units with Pierce and Degrade that race for two Gates.
  unit('reavers', 'raider', 'Raider', 1, 2, 1, ['restless']),
  unit('reavers', 'marauder', 'Marauder', 1, 2, 2, ['pierce']),
  unit('reavers', 'berserker', 'Berserker', 1, 3, 1),
  unit('reavers', 'slinger', 'Slinger', 1, 1, 2, [], enter({ kind: 'damage', amount: 1, to: 'enemyUnit' })),
  unit('reavers', 'outrider', 'Outrider', 1, 2, 2, ['loner']),
  unit('reavers', 'warband-chief', 'Warband Chief', 2, 3, 3, ['pierce'], enter({ kind: 'buff', power: 1, health: 0, to: 'eachFriendlyUnit' })),
  unit('reavers', 'gate-breaker', 'Gate Breaker', 2, 2, 3, [], enter({ kind: 'degrade' })),
  unit('reavers', 'blood-hound', 'Blood Hound', 2, 3, 2, ['restless', 'pierce']),
  unit('reavers', 'warlord', 'Warlord', 3, 6, 4, ['pierce', 'restless']),
  unit('reavers', 'siege-ram', 'Siege Ram', 3, 4, 5, ['loner'], enter({ kind: 'degrade' })),
  action('reavers', 'frenzy', 'Frenzy', 1, true, [{ kind: 'buff', power: 2, health: 0, to: 'friendlyUnit' }]),
  { ...action('reavers', 'torch-the-walls', 'Torch the Walls', 3, false, [{ kind: 'degrade' }]), alternate: 'sacrificeShield' },
  action('reavers', 'war-cry', 'War Cry', 1, false, [{ kind: 'buff', power: 1, health: 0, to: 'eachFriendlyUnit' }]),
  // A free card (cost 0): it works only in the Hero's lane and fizzles before the Hero is in play (GR-34).
  action('reavers', 'ambush', 'Ambush', 0, true, [{ kind: 'damage', amount: 1, to: 'enemyUnit' }]),
  // Shades: Phantom units and tricks that exhaust, contest and bounce what the opponent builds.
  unit('shades', 'wisp', 'Wisp', 1, 2, 2, ['phantom', 'restless']),
  unit('shades', 'shade', 'Shade', 1, 2, 3, ['phantom']),
  unit('shades', 'night-stalker', 'Night Stalker', 1, 2, 2, ['quickStrike']),
  unit('shades', 'veilweaver', 'Veilweaver', 1, 1, 2, [], tap({ kind: 'exhaust', to: 'enemyUnit' })),
  unit('shades', 'duskblade', 'Duskblade', 1, 2, 2, [], enter({ kind: 'contest', with: 'self' })),
  unit('shades', 'wraith', 'Wraith', 2, 3, 3, ['phantom']),
  unit('shades', 'mind-thief', 'Mind Thief', 2, 2, 2, [], enter({ kind: 'bounce', to: 'enemyUnit', maxLevel: 1 })),
  unit('shades', 'gloom-knight', 'Gloom Knight', 2, 3, 3, [], enter({ kind: 'contest', with: 'self' })),
  unit('shades', 'lich-lord', 'Lich Lord', 3, 5, 5, ['phantom']),
  unit('shades', 'nightmare', 'Nightmare', 3, 4, 5, [], enter({ kind: 'exhaust', to: 'eachEnemyUnit' })),
  action('shades', 'vanish', 'Vanish', 1, true, [{ kind: 'bounce', to: 'friendlyUnit', maxLevel: 3 }]),
  action('shades', 'duel-in-the-dark', 'Duel in the Dark', 1, false, [{ kind: 'contest', with: 'friendlyUnit' }]),
  action('shades', 'soul-drain', 'Soul Drain', 2, false, [{ kind: 'damage', amount: 2, to: 'enemyUnitOrHero' }]),
];

/** Cards by id. */
export const CARD_BY_ID: ReadonlyMap<string, Card> = new Map(CARDS.map((c) => [c.id, c]));

/** The Heroes, one per deck (GR-40, GR-56). */
export const HEROES: readonly Hero[] = [
  { id: 'captain-saltbrand', name: 'Captain Mara Saltbrand', faction: 'pirates', journey: { kind: 'unitsInPlay', count: 4 }, health: 12, power: 3, ability: { name: 'Broadside', feats: 1, effects: [{ kind: 'damage', amount: 1, to: 'eachEnemyUnit' }] } },
  { id: 'warden-halbrecht', name: 'Warden Halbrecht', faction: 'wardens', journey: { kind: 'shieldsLost', count: 3 }, health: 12, power: 2, ability: { name: 'Rebuild', feats: 2, effects: [{ kind: 'fortify' }] } },
  { id: 'skarn', name: 'Skarn the Breaker', faction: 'reavers', journey: { kind: 'unitsInGraveyard', count: 2 }, health: 12, power: 4, ability: { name: 'Cleave', feats: 2, effects: [{ kind: 'damage', amount: 3, to: 'enemyUnit' }] } },
  { id: 'veiled-lady', name: 'The Veiled Lady', faction: 'shades', journey: { kind: 'turn', turn: 3 }, health: 12, power: 3, ability: { name: 'Veil', feats: 1, effects: [{ kind: 'exhaust', to: 'enemyUnit' }] } },
];

/** Heroes by id. */
export const HERO_BY_ID: ReadonlyMap<string, Hero> = new Map(HEROES.map((h) => [h.id, h]));

const exhaustCost = (units: number): GateCost => ({ kind: 'exhaust', units });

/** The pool of Gates; half have activated abilities (GR-45, GR-57). */
export const GATES: readonly GateCard[] = [
  { id: 'stone-gate', name: 'Stone Gate', ability: null },
  { id: 'iron-gate', name: 'Iron Gate', ability: null },
  { id: 'watchtower', name: 'Watchtower', ability: { cost: exhaustCost(2), effects: [{ kind: 'damage', amount: 1, to: 'enemyUnit' }] } },
  { id: 'lighthouse', name: 'Lighthouse', ability: { cost: exhaustCost(2), effects: [{ kind: 'draw', count: 1 }] } },
  { id: 'bastion', name: 'Bastion', ability: { cost: exhaustCost(3), effects: [{ kind: 'fortify' }] } },
  { id: 'smugglers-cove', name: "Smuggler's Cove", ability: { cost: { kind: 'sacrificeShield' }, effects: [{ kind: 'draw', count: 2 }] } },
  { id: 'war-drum-gate', name: 'War Drum Gate', ability: { cost: exhaustCost(1), effects: [{ kind: 'buff', power: 1, health: 0, to: 'friendlyUnit' }] } },
  { id: 'shadow-gate', name: 'Shadow Gate', ability: { cost: exhaustCost(1), effects: [{ kind: 'exhaust', to: 'enemyUnit' }] } },
];

/** Gates by id. */
export const GATE_BY_ID: ReadonlyMap<string, GateCard> = new Map(GATES.map((g) => [g.id, g]));

/** The four preconstructed decks (GR-55). Copies: 4 of each Level 1, 3 of each Level 2, 2 of each Level 3. */
export const DECKS: readonly Deck[] = [
  {
    id: 'pirates',
    name: 'Brine Corsairs',
    faction: 'pirates',
    style: 'Swarm the lanes, then Maneuver a whole crew and its Gate to where the opponent is weakest.',
    hero: 'captain-saltbrand',
    gates: ['smugglers-cove', 'lighthouse', 'iron-gate'],
    cards: [['deckhand', 4], ['powder-monkey', 4], ['cutlass-duelist', 4], ['lookout', 4], ['bosun', 4], ['boarding-party', 3], ['navigator', 3], ['corsair-gunner', 3], ['dread-captain', 2], ['kraken-caller', 2], ['broadside', 2], ['plunder', 1], ['call-the-crew', 1], ['grappling-hook', 3]],
  },
  {
    id: 'wardens',
    name: 'Iron Wardens',
    faction: 'wardens',
    style: 'Hold every lane with Reach and Steadfast, Fortify the Gates, and win the long game.',
    hero: 'warden-halbrecht',
    gates: ['bastion', 'watchtower', 'stone-gate'],
    cards: [['shieldbearer', 4], ['pikeman', 4], ['sentry', 4], ['mason', 4], ['squire', 4], ['halberdier', 3], ['field-medic', 3], ['shieldwall-captain', 3], ['siege-warden', 2], ['bastion-golem', 2], ['reinforce', 3], ['hold-the-line', 2], ['repel', 2]],
  },
  {
    id: 'reavers',
    name: 'Ash Reavers',
    faction: 'reavers',
    style: 'Attack from the first turn with Restless and Pierce, Degrade Gates, and finish before the Wardens settle.',
    hero: 'skarn',
    gates: ['war-drum-gate', 'iron-gate', 'stone-gate'],
    cards: [['raider', 4], ['marauder', 4], ['berserker', 4], ['slinger', 4], ['outrider', 4], ['warband-chief', 3], ['gate-breaker', 3], ['blood-hound', 3], ['warlord', 2], ['siege-ram', 2], ['frenzy', 3], ['torch-the-walls', 2], ['war-cry', 1], ['ambush', 1]],
  },
  {
    id: 'shades',
    name: 'Veil Shades',
    faction: 'shades',
    style: 'Untargetable Phantoms and tricks: exhaust, contest and bounce whatever the opponent builds.',
    hero: 'veiled-lady',
    gates: ['shadow-gate', 'lighthouse', 'stone-gate'],
    cards: [['wisp', 4], ['shade', 4], ['night-stalker', 4], ['veilweaver', 4], ['duskblade', 4], ['wraith', 3], ['mind-thief', 3], ['gloom-knight', 3], ['lich-lord', 2], ['nightmare', 2], ['vanish', 3], ['duel-in-the-dark', 2], ['soul-drain', 2]],
  },
];

/** Decks by id. */
export const DECK_BY_ID: ReadonlyMap<string, Deck> = new Map(DECKS.map((d) => [d.id, d]));

/** A deck's 40 card ids in list order; a card instance is seat × 100 + its index here. */
export function deckList(deck: Deck): string[] {
  return deck.cards.flatMap(([id, n]) => Array<string>(n).fill(id));
}

const LISTS: ReadonlyMap<string, readonly string[]> = new Map(DECKS.map((d) => [d.id, deckList(d)]));
// Card definitions by deck and index, so the hot path looks a card up with one Map read.
const DECK_CARDS: ReadonlyMap<string, readonly Card[]> = new Map(DECKS.map((d) => [d.id, deckList(d).map((id) => CARD_BY_ID.get(id) as Card)]));

/** Instance numbering (GR-1): seat × 100 + index in the seat's deck list. */
export const INSTANCE_STRIDE = 100;

/**
 * The card of every instance of the last list of deck ids looked up (index: the instance; undefined where no card
 * is), with that list and the ids it held then: the hot path reads a card with one array read while the list is
 * the same, and a list changed in place since is seen and looked up again.
 */
let tableDecks: readonly string[] = [];
let tableIds: readonly (string | undefined)[] = [];
let tableCards: readonly (Card | undefined)[] = [];

/** Every instance's card for a list of deck ids: seat × 100 + index in that seat's deck list (GR-1). */
function cardTable(decks: readonly string[]): readonly (Card | undefined)[] {
  if (decks === tableDecks && decks.length === tableIds.length) {
    let same = true;
    for (let seat = 0; seat < decks.length; seat++) if (decks[seat] !== tableIds[seat]) same = false;
    if (same) return tableCards;
  }
  const cards: (Card | undefined)[] = [];
  for (let seat = 0; seat < decks.length; seat++) {
    const list = DECK_CARDS.get(decks[seat] ?? '');
    for (let index = 0; index < INSTANCE_STRIDE; index++) cards.push(list?.[index]);
  }
  tableDecks = decks;
  tableIds = decks.slice();
  tableCards = cards;
  return cards;
}

/** The card definition of an instance, given the seats' deck ids; undefined for a number that is no card. */
export function cardOf(decks: readonly string[], instance: number): Card | undefined {
  return cardTable(decks)[instance];
}

/** Number of cards in a deck by id (0 for an unknown deck). */
export function deckSize(deckId: string): number {
  return LISTS.get(deckId)?.length ?? 0;
}

// ---------------------------------------------------------------------------------------------------------
// Words generated from the data

const KEYWORD_TEXT: Readonly<Record<Keyword, string>> = {
  maneuver: 'Maneuver',
  phantom: 'Phantom',
  pierce: 'Pierce',
  quickStrike: 'Quick Strike',
  reach: 'Reach',
  restless: 'Restless',
  steadfast: 'Steadfast',
  loner: "Can't be multi-blocked",
};

/** A keyword's printed name. */
export const keywordText = (k: Keyword): string => KEYWORD_TEXT[k];

/** What each keyword does, in the glossary's words (GR-86…GR-93): the table's explanation on a long press or hover. */
const KEYWORD_REMINDER: Readonly<Record<Keyword, string>> = {
  maneuver: 'Exhaust a Pirate in this lane to swap everything you control here with another lane.',
  phantom: "Can't be the target of Actions or abilities your opponent uses.",
  pierce: 'Deals excess damage to its target when blocked.',
  quickStrike: 'Deals damage before units without Quick Strike.',
  reach: 'Can block attacks in adjacent lanes.',
  restless: 'May attack, move or exhaust the turn it enters.',
  steadfast: "Doesn't exhaust when it attacks.",
  loner: 'At most one unit may block it.',
};

/** A keyword's name and what it does ("Reach: Can block attacks in adjacent lanes."). */
export const keywordReminder = (k: Keyword): string => `${KEYWORD_TEXT[k]}: ${KEYWORD_REMINDER[k]}`;

const TARGET_TEXT = {
  enemyUnit: 'an enemy unit in this lane',
  enemyUnitOrHero: 'an enemy unit or Hero in this lane',
  eachEnemyUnit: 'each enemy unit in this lane',
  friendlyUnit: 'a friendly unit in this lane',
  eachFriendlyUnit: 'each friendly unit in this lane',
} as const;

const signed = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

/** The words of one effect, as printed on the card. */
export function effectText(e: Effect): string {
  switch (e.kind) {
    case 'damage':
      return `deal ${e.amount} damage to ${TARGET_TEXT[e.to]}`;
    case 'buff':
      return `${TARGET_TEXT[e.to]} gets ${signed(e.power)}/${signed(e.health)} until end of turn`;
    case 'exhaust':
      return `exhaust ${TARGET_TEXT[e.to]}`;
    case 'push':
      return `push ${TARGET_TEXT[e.to]} to an adjacent lane`;
    case 'bounce':
      return `return ${e.to === 'enemyUnit' ? `an enemy unit of level ${e.maxLevel} or less in this lane to its owner's hand` : `${TARGET_TEXT[e.to]} to your hand`}`;
    case 'draw':
      return e.count === 1 ? 'draw a card' : `draw ${e.count} cards`;
    case 'heal':
      return `your Hero heals ${e.amount} damage`;
    case 'fortify':
      return 'Fortify';
    case 'degrade':
      return 'Degrade';
    case 'contest':
      return e.with === 'self' ? 'Contest with an enemy unit in this lane' : 'a friendly unit in this lane Contests an enemy unit in this lane';
    case 'deploy':
      return `play a Level ${e.maxLevel} unit from your hand into this lane`;
    case 'custom':
      return CUSTOM_TEXT[e.name];
  }
}

const CUSTOM_TEXT = {
  plunder: 'reveal the top 3 cards of your deck, put the first unit among them into your hand and the rest at the bottom of your deck',
} as const;

const capital = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
const sentence = (effects: readonly Effect[]): string => `${effects.map((e) => capital(effectText(e))).join('. ')}.`;
const ordinal = (n: number): string => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The rules text of a card (keywords, then its ability), generated from its data. Empty for a vanilla unit. */
export function cardText(card: Card): string {
  if (card.kind === 'action') return `${card.instant ? 'Instant' : 'Action'}, cost ${card.cost}. ${card.alternate ? 'Or instead sacrifice a Shield of your Gate in this lane. ' : ''}${sentence(card.effects)}`;
  const parts: string[] = [];
  if (card.keywords.length > 0) parts.push(`${card.keywords.map(keywordText).join(', ')}.`);
  if (card.ability) parts.push(`${card.ability.trigger === 'enter' ? 'Enter' : 'Exhaust this unit'}: ${sentence(card.ability.effects)}`);
  return parts.join(' ');
}

/** The words of a Hero's Journey condition. */
export function journeyText(j: Journey): string {
  switch (j.kind) {
    case 'turn':
      return `At the start of your ${ordinal(j.turn)} turn, your Hero enters play.`;
    case 'shieldsLost':
      return `When you have lost ${j.count} Shields, your Hero enters play.`;
    case 'unitsInGraveyard':
      return `When ${j.count} of your units are in your graveyard, your Hero enters play.`;
    case 'unitsInPlay':
      return `When you control ${j.count} units, your Hero enters play.`;
  }
}

/** The words of a Hero's ability. */
export function heroAbilityText(a: HeroAbility): string {
  return `${a.name} (${a.feats === 1 ? '1 feat' : '2 feats'}): ${sentence(a.effects)}`;
}

/** The words of a Gate's ability; empty for a Gate without one. */
export function gateText(g: GateCard): string {
  if (!g.ability) return '';
  const cost = g.ability.cost.kind === 'sacrificeShield' ? 'Sacrifice a Shield of this Gate' : g.ability.cost.units === 1 ? 'Exhaust a unit in this lane' : `Exhaust ${g.ability.cost.units} units in this lane`;
  return `${cost}: ${sentence(g.ability.effects)}`;
}

/** The glossary terms a card uses (GR-59): its keywords, its effects, its trigger, and LevelUp for Level 2+. */
export function glossaryTerms(card: Card): GlossaryTerm[] {
  const out = new Set<GlossaryTerm>();
  const effects = card.kind === 'action' ? card.effects : (card.ability?.effects ?? []);
  for (const e of effects) {
    if (e.kind === 'contest') out.add('Contest');
    if (e.kind === 'degrade') out.add('Degrade');
    if (e.kind === 'fortify') out.add('Fortify');
    if (e.kind === 'exhaust') out.add('Exhausted');
  }
  if (card.kind === 'unit') {
    if (card.ability?.trigger === 'enter') out.add('Enter');
    if (card.ability?.trigger === 'tap') out.add('Exhausted');
    if (card.level >= 2) out.add('LevelUp');
    const named: Partial<Record<Keyword, GlossaryTerm>> = { maneuver: 'Maneuver', phantom: 'Phantom', pierce: 'Pierce', quickStrike: 'Quick Strike', reach: 'Reach', restless: 'Restless', steadfast: 'Steadfast', loner: 'Multi-Blocking' };
    for (const k of card.keywords) {
      const t = named[k];
      if (t) out.add(t);
    }
  }
  return [...out];
}
