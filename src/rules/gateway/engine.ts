/**
 * Gateway Uprising's rules engine: setup (GW-6…GW-15), turns of Deployment, Recruiting, Attack and Clean-up
 * (GW-16…GW-47), and the round end's replenishment, Event and fights (GW-60…GW-68), until the game ends
 * (GW-90…GW-93). Clause ids refer to docs/rules/gateway.md.
 *
 * `step` works on a draft that copies what most steps write and shares the rest until written (see draft.ts): fast
 * for bot playouts, and it never touches its input.
 */
import type { Applied, Seat } from '../core/module';
import type { ArrayKey, Draft as KernelDraft } from '../core/draft';
import { finishDraft, startDraft, take } from '../core/draft';
import { createRng, nextInt, shuffleInPlace } from '../core/rng';
import { BOX_SIZE, copiesOf, CORE, deckCard, DISTRICTS, enemyCard, EVENTS, eventCard, EVENTS_PER_GAME, LEADERS, MARKERS, PILE_SIZE, REVOLUTION, REVOLUTION_COPIES, RUNES, runeCard, SCENARIO_BY_ID, summons, GUARDS, HORDE_CARDS } from './cards';
import { assignOptions, capture, damageAmount, loseDistrict, resolveBattle, sideUnits } from './battle';
import type { Draft, DistrictDraft, PlayerDraft } from './draft';
import { CENTRAL, CENTRAL_GUARDS, checkEnd, deploy, draftOf, drawCards, exileCard, FRESH_TURN, HAND_SIZE, holder, NO_MODS, ownPile, scoreGame } from './draft';
import { peekPileCards, priceOf, resolveEffects } from './effects';
import { gainRune } from './effects';
import type { Battle, DistrictState, Fight, GwConfig, GwEvent, GwMove, GwState, MarkerSymbol, PeekPile, Unit } from './types';
import { GUARD, HORDE, TIERS } from './types';

/** Revolution piles a random game reveals (GW-12). */
export const RANDOM_PILES = 8;

/** The default configuration: a random game without the hidden-Runestones option. */
export const defaultConfig = (seats: number): GwConfig => ({ seats, scenario: 'random', hiddenRunestones: false });

/** The Revolution card ids of a game, from its scenario or the Randomizer (GW-12); none yet when drafted (GW-19). */
function revolutionCards(config: GwConfig, rng: Draft['rng']): string[] {
  const scenario = SCENARIO_BY_ID.get(config.scenario);
  if (scenario) return scenario.cards.slice();
  if (config.draft) return [];
  return shuffleInPlace(
    rng,
    REVOLUTION.map((c) => c.id),
  ).slice(0, RANDOM_PILES);
}

/** Creates the opening state (GW-6…GW-15). The config must already be valid (see parseConfig). */
export function createGame(config: GwConfig, seed: string | number): GwState {
  const rng = createRng(seed);
  const n = config.seats;
  const scenario = SCENARIO_BY_ID.get(config.scenario);
  // GW-6: six outer districts, shuffled into the ring; Central City is district 0.
  const outer = scenario ? scenario.districts.slice() : shuffleInPlace(rng, DISTRICTS.filter((x) => !x.central).map((x) => x.id)).slice(0, 6);
  shuffleInPlace(rng, outer);
  // Made here, so every array of a district is the setup's own (markers included).
  const districts: KernelDraft<DistrictState, ArrayKey<DistrictState>>[] = [
    { id: 'central-city', pos: -1, ruined: false, markers: [], owner: null, cards: [], incoming: [] },
    // GW-7: with two players the bottom (2) and top (5) districts start Ruined.
    ...outer.map((id, pos) => ({ id, pos, ruined: n === 2 && (pos === 2 || pos === 5), markers: [], owner: null, cards: [], incoming: [] })),
  ];
  // GW-8: markers one at a time, clockwise from position 0, skipping ruins; X markers are then removed.
  const standing = districts.filter((x) => x.pos >= 0 && !x.ruined);
  shuffleInPlace(rng, MARKERS.slice()).forEach((m, k) => {
    if (m !== 'x') (standing[k % standing.length] as (typeof districts)[number]).markers.push(m as MarkerSymbol);
  });
  const all = (list: readonly (readonly [{ readonly id: string }, number])[]) => list.flatMap(([c]) => copiesOf(c.id));
  // GW-12: Revolution piles of five, arranged by Gold cost; Beardfish only when a card in play summons it.
  const chosen = revolutionCards(config, rng);
  const revDefs = REVOLUTION.filter((c) => chosen.includes(c.id)).sort((a, b) => a.cost - b.cost);
  const useBeardfish = revDefs.some((c) => summons(c.effects));
  // GW-14: starter decks from the Core piles and a Leader each, dealt at random.
  const core = new Map(CORE.map((c) => [c.id, copiesOf(c.id).slice()]));
  const take = (id: string, k: number) => (core.get(id) as number[]).splice(0, k);
  const leaders = shuffleInPlace(rng, LEADERS.flatMap((c) => copiesOf(c.id)));
  const players: PlayerDraft[] = [];
  // GW-18: chosen Leaders join the decks once every player has picked.
  const choose = config.leaders === 'choose';
  for (let seat = 0; seat < n; seat++) {
    const deck = shuffleInPlace(rng, [...take('saloran-cart', 7), ...take('argethian-vendor', 1), ...take('rebel', 3), ...(choose ? [] : [leaders.pop() as number])]);
    players.push({ deck, hand: [], discard: [], played: [], army: [], runes: [], infamy: 0 });
  }
  const supply = [
    ...CORE.filter((c) => c.id !== 'beardfish' || useBeardfish).map((c) => ({ id: c.id, cards: core.get(c.id) as number[] })),
    ...revDefs.map((c) => ({ id: c.id, cards: copiesOf(c.id).slice(0, PILE_SIZE) })),
    ...TIERS.map((t) => ({ id: t as string, cards: shuffleInPlace(rng, RUNES.filter(([r]) => r.tier === t).flatMap(([r]) => copiesOf(r.id))) })),
  ];
  // GW-11: 12 Events from the groups for this many players.
  const events = shuffleInPlace(
    rng,
    EVENTS.filter((e) => e.group <= n).flatMap((e) => copiesOf(e.id)),
  ).slice(0, EVENTS_PER_GAME);
  const d: Draft = startDraft({
    config,
    rng,
    phase: 'deploy',
    stage: 'turns',
    round: 1,
    first: 0,
    active: 0,
    players,
    districts,
    supply,
    guardPile: shuffleInPlace(rng, all(GUARDS)),
    guardDiscard: [],
    hordePile: shuffleInPlace(rng, all(HORDE_CARDS)),
    hordeDiscard: [],
    events,
    eventsDone: [],
    exile: [],
    box: [],
    turn: FRESH_TURN,
    mods: players.map(() => NO_MODS),
    battle: null,
    alliance: null,
    picking: null,
    fights: [],
    pending: null,
    end: null,
  });
  const ev: GwEvent[] = [];
  // GW-10: a Guard on each standing outer district clockwise, then three on Central City, arrivals included.
  for (const x of standing) deploy(d, ev, 'guard', districts.indexOf(x));
  for (let k = 0; k < CENTRAL_GUARDS; k++) deploy(d, ev, 'guard', CENTRAL);
  for (let seat = 0; seat < n; seat++) {
    if (!choose) drawCards(d, ev, seat, HAND_SIZE);
    gainRune(d, ev, seat, 'common');
  }
  // GW-15: the starting player, at random.
  d.first = nextInt(rng, n);
  d.active = d.first;
  const used = new Uint8Array(BOX_SIZE);
  for (const c of zonesOf(d)) used[c] = 1;
  const box: number[] = [];
  for (let c = 0; c < BOX_SIZE; c++) if (!used[c]) box.push(c);
  d.box = box;
  if (choose) d.picking = { kind: 'leader', offer: LEADERS.map((c) => c.id), count: 0 };
  else if (config.draft && !scenario) d.picking = { kind: 'revolution', offer: REVOLUTION.map((c) => c.id), count: 0 };
  if (d.picking) d.phase = 'pick';
  return finishDraft<GwState>(d);
}

/** Moves card instances out of the box (they enter the game). */
function fromBox(d: Draft, cards: readonly number[]): void {
  const out = new Set(cards);
  d.box = d.box.filter((c) => !out.has(c));
}

/** Adds a supply pile (GW-12): Core piles in Core order before the Revolution piles, those by Gold cost, Runestones last. */
function addPile(d: Draft, id: string, cards: number[]): void {
  const rank = (pid: string): number => {
    const core = CORE.findIndex((c) => c.id === pid);
    if (core >= 0) return core - 100;
    // Equal costs keep the card list's order, as a random game's sorted piles do.
    const rev = REVOLUTION.findIndex((c) => c.id === pid);
    return rev >= 0 ? (REVOLUTION[rev] as (typeof REVOLUTION)[number]).cost + rev / 100 : 1000;
  };
  const at = d.supply.findIndex((p) => rank(p.id) > rank(id));
  take(d, 'supply').splice(at < 0 ? d.supply.length : at, 0, { id, cards });
}

/**
 * One pick (GW-18, GW-19): a Leader into the picker's deck, or a Revolution card's pile of five (and the Beardfish
 * pile with the first card that summons it) into the supply. The last Leader pick shuffles the decks and deals the
 * hands; the eighth Revolution pick ends the draft. Then the first turn begins.
 */
function pick(d: Draft, ev: GwEvent[], seat: Seat, id: string): void {
  const p = d.picking as NonNullable<Draft['picking']>;
  ev.push({ type: 'picked', seat, kind: p.kind, id });
  const offer = p.offer.filter((x) => x !== id);
  const count = p.count + 1;
  d.picking = { ...p, offer, count };
  if (p.kind === 'leader') {
    const card = copiesOf(id)[0] as number;
    fromBox(d, [card]);
    (d.players[seat] as PlayerDraft).deck.push(card);
    if (count < d.config.seats) return;
    for (let k = 0; k < d.config.seats; k++) {
      const s = (d.first + k) % d.config.seats;
      shuffleInPlace(d.rng, (d.players[s] as PlayerDraft).deck);
      drawCards(d, ev, s, HAND_SIZE);
    }
    d.picking = d.config.draft && !SCENARIO_BY_ID.has(d.config.scenario) ? { kind: 'revolution', offer: REVOLUTION.map((c) => c.id), count: 0 } : null;
  } else {
    const cards = copiesOf(id).slice(0, PILE_SIZE);
    fromBox(d, cards);
    addPile(d, id, cards.slice());
    const card = REVOLUTION.find((c) => c.id === id);
    if (card && summons(card.effects) && !d.supply.some((x) => x.id === 'beardfish')) {
      const fish = copiesOf('beardfish').filter((c) => d.box.includes(c));
      fromBox(d, fish);
      addPile(d, 'beardfish', fish);
    }
    if (count >= RANDOM_PILES) d.picking = null;
  }
  if (!d.picking) {
    d.phase = 'deploy';
    d.active = d.first;
    ev.push({ type: 'turnBegan', seat: d.first, round: d.round });
  }
}

/** Every card instance in a state's zones except the box (GW-1 conservation). */
export function zonesOf(s: GwState | Draft): number[] {
  const out: number[] = [];
  for (const p of s.players) out.push(...p.deck, ...p.hand, ...p.discard, ...p.played, ...p.army.map((u) => u.card), ...p.runes);
  for (const x of s.districts) out.push(...x.cards.map((u) => u.card), ...x.incoming.map((u) => u.card));
  for (const p of s.supply) out.push(...p.cards);
  out.push(...s.guardPile, ...s.guardDiscard, ...s.hordePile, ...s.hordeDiscard, ...s.events, ...s.eventsDone, ...s.exile);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Turns

function beginTurn(d: Draft, ev: GwEvent[], seat: Seat): void {
  d.stage = 'turns';
  d.active = seat;
  d.turn = FRESH_TURN;
  d.phase = 'deploy';
  ev.push({ type: 'turnBegan', seat, round: d.round });
}

/** A unit healed: itself when undamaged (no new object). */
const fresh = (u: Unit): Unit => (u.damage === 0 ? u : { card: u.card, damage: 0 });

/** Every card's damage heals and the turn's modifiers end (GW-47). */
function heal(d: Draft): void {
  for (const p of d.players) p.army = p.army.map(fresh);
  for (const x of d.districts) {
    x.cards = x.cards.map(fresh);
    x.incoming = x.incoming.map(fresh);
  }
  d.mods = d.players.map(() => NO_MODS);
}

/** Clean-up (GW-45): discard hand and played cards, draw 6 and any extra, then the next turn or the round end. */
function cleanup(d: Draft, ev: GwEvent[]): void {
  const seat = d.active;
  const p = d.players[seat] as PlayerDraft;
  ev.push({ type: 'phase', seat, phase: 'cleanup' });
  p.discard.push(...p.hand, ...p.played);
  p.hand = [];
  p.played = [];
  drawCards(d, ev, seat, HAND_SIZE + d.turn.cleanupDraws);
  heal(d);
  d.turn = FRESH_TURN;
  const next = (seat + 1) % d.config.seats;
  if (next === d.first) d.stage = 'replenish';
  else beginTurn(d, ev, next);
}

/** Enters the Attack phase, or skips it without an Army (GW-30). */
function enterAttack(d: Draft, ev: GwEvent[]): void {
  d.phase = 'attack';
  ev.push({ type: 'phase', seat: d.active, phase: 'attack' });
  afterAttack(d, ev);
}

/** After an attack (or on entering the phase): another Attack Phase if any is left and the Army stands (GW-41). */
function afterAttack(d: Draft, ev: GwEvent[]): void {
  checkEnd(d, ev);
  if (d.end || d.pending) return;
  if (d.turn.attacks <= 0 || (d.players[d.active] as PlayerDraft).army.length === 0) cleanup(d, ev);
  else d.phase = 'attack';
}

/** Declares an attack on a district (GW-30…GW-33). */
function declareAttack(d: Draft, ev: GwEvent[], seat: Seat, i: number): void {
  d.turn = { ...d.turn, attacks: d.turn.attacks - 1 };
  const x = d.districts[i] as DistrictDraft;
  const h = holder(x);
  if (h === null) {
    // GW-31: an uncontrolled district is taken at once, without a reward.
    x.owner = seat;
    ev.push({ type: 'claimed', seat, district: i });
  } else if (h >= 0 && (d.players[h] as PlayerDraft).army.length === 0) {
    // GW-32: a player without Insurgents cannot hold it.
    capture(d, ev, seat, i);
  } else beginBattle(d, ev, seat, i, h);
}

/** Opens the battle of an attack on a held district (GW-33). */
function beginBattle(d: Draft, ev: GwEvent[], seat: Seat, i: number, h: number): void {
  d.battle = { kind: 'attack', districts: [i], a: seat, d: h, step: 'runesA', dealtA: null };
  ev.push({ type: 'battleBegan', kind: 'attack', a: seat, d: h, districts: [i] });
}

/** Asks an ally for help with an attack that will be a battle (GW-42): the attack is spent, the ally answers next. */
function askAlly(d: Draft, ev: GwEvent[], seat: Seat, i: number, ally: Seat): void {
  d.turn = { ...d.turn, attacks: d.turn.attacks - 1 };
  d.alliance = { ally, district: i, lent: [], lentRunes: [] };
  d.phase = 'ally';
  ev.push({ type: 'allianceAsked', seat, ally, district: i });
}

/** The ally's answer (GW-42): lent Insurgents join the attacker's Army, lent Runestones their Runestones; then the battle. */
function lend(d: Draft, ev: GwEvent[], ally: Seat, cards: readonly number[], runes: readonly number[]): void {
  const a = d.alliance as NonNullable<Draft['alliance']>;
  const from = d.players[ally] as PlayerDraft;
  const to = d.players[d.active] as PlayerDraft;
  const lentCards = new Set(cards);
  const lentRunes = new Set(runes);
  to.army.push(...from.army.filter((u) => lentCards.has(u.card)));
  from.army = from.army.filter((u) => !lentCards.has(u.card));
  to.runes.push(...from.runes.filter((r) => lentRunes.has(r)));
  from.runes = from.runes.filter((r) => !lentRunes.has(r));
  ev.push({ type: 'lent', seat: ally, to: d.active, cards: cards.slice(), runes: runes.slice() });
  // Nothing lent is a refusal: the attack goes on alone.
  d.alliance = cards.length + runes.length > 0 ? { ...a, lent: cards.slice(), lentRunes: runes.slice() } : null;
  beginBattle(d, ev, d.active, a.district, holder(d.districts[a.district] as DistrictDraft) as number);
}

// ---------------------------------------------------------------------------------------------------------
// Battles and the round end

const zeros = (k: number): number[] => new Array<number>(k).fill(0);

function toAssign(d: Draft, ev: GwEvent[], b: Battle): Battle {
  const next: Battle = { ...b, step: 'assignA' };
  ev.push({ type: 'damageAmounts', a: damageAmount(d, next, 'a'), d: damageAmount(d, next, 'd') });
  return next;
}

/** Whether an assign step is a real choice: some damage and some cards to deal it to. */
function choosing(d: Draft, b: Battle): boolean {
  const dealing = b.step === 'assignA' ? 'a' : 'd';
  return damageAmount(d, b, dealing) > 0 && sideUnits(d, b, dealing === 'a' ? 'd' : 'a').length > 0;
}

/** Moves a battle through steps nobody needs to decide; true when a seat must decide now. */
function settleBattle(d: Draft, ev: GwEvent[]): boolean {
  let b = d.battle as Battle;
  const hasRunes = (side: number) => side >= 0 && (d.players[side] as PlayerDraft).runes.length > 0;
  if (b.step === 'runesA') {
    if (hasRunes(b.a)) return wait(d, b, 'runes');
    b = { ...b, step: 'runesD' };
  }
  if (b.step === 'runesD') {
    if (hasRunes(b.d)) return wait(d, b, 'runes');
    b = toAssign(d, ev, b);
  }
  if (b.step === 'assignA') {
    if (choosing(d, b)) return wait(d, b, 'assign');
    b = { ...b, step: 'assignD', dealtA: zeros(sideUnits(d, b, 'd').length) };
  }
  if (choosing(d, b)) return wait(d, b, 'assign');
  finishBattle(d, ev, b, zeros(sideUnits(d, b, 'a').length));
  return false;
}

function wait(d: Draft, b: Battle, phase: 'runes' | 'assign'): true {
  d.battle = b;
  d.phase = phase;
  return true;
}

function finishBattle(d: Draft, ev: GwEvent[], b: Battle, dealtD: readonly number[]): void {
  resolveBattle(d, ev, b, b.dealtA ?? zeros(sideUnits(d, b, 'd').length), dealtD);
  if (b.kind === 'attack') afterAttack(d, ev);
}

/** The fights deployments caused (GW-65…GW-67): invasions player by player, then Guard–Horde fights. */
function collectFights(d: Draft): void {
  const n = d.config.seats;
  for (let k = 0; k < n; k++) {
    const seat = (d.first + k) % n;
    const districts = d.districts.flatMap((x, i) => (x.owner === seat && x.incoming.length > 0 ? [i] : []));
    if (districts.length > 0) d.fights.push({ kind: 'invasion', seat, districts });
  }
  d.districts.forEach((x, i) => {
    if (x.owner === null && x.cards.length > 0 && x.incoming.length > 0) d.fights.push({ kind: 'brawl', district: i });
  });
}

const factionOf = (u: Unit): number => (enemyCard(u.card).kind === 'guard' ? GUARD : HORDE);

function startFight(d: Draft, ev: GwEvent[], f: Fight): void {
  if (f.kind === 'invasion') {
    const districts = f.districts.filter((i) => {
      const x = d.districts[i] as DistrictDraft;
      return !x.ruined && x.owner === f.seat && x.incoming.length > 0;
    });
    const first = districts.length > 0 ? ((d.districts[districts[0] as number] as DistrictDraft).incoming[0] as Unit) : null;
    if (!first) return;
    if ((d.players[f.seat] as PlayerDraft).army.length === 0) {
      // GW-65: no Army to fight with: every invaded district is lost.
      for (const i of districts) loseDistrict(d, ev, i, (d.districts[i] as DistrictDraft).incoming);
      checkEnd(d, ev);
      return;
    }
    d.battle = { kind: 'invasion', districts, a: factionOf(first), d: f.seat, step: 'runesA', dealtA: null };
  } else {
    const x = d.districts[f.district] as DistrictDraft;
    const first = x.incoming[0];
    if (x.ruined || !first) return;
    if (x.cards.length === 0) {
      x.cards = x.incoming;
      x.incoming = [];
      ev.push({ type: 'control', district: f.district, from: null, to: factionOf(first) });
      return;
    }
    d.battle = { kind: 'brawl', districts: [f.district], a: factionOf(first), d: holder(x) as number, step: 'runesA', dealtA: null };
  }
  ev.push({ type: 'battleBegan', kind: d.battle.kind, a: d.battle.a, d: d.battle.d, districts: d.battle.districts.slice() });
}

/** Central City gets Guards until 3 are there (GW-60, GW-61). */
function replenish(d: Draft, ev: GwEvent[]): void {
  const central = d.districts[CENTRAL] as DistrictDraft;
  if (central.ruined) return;
  const guards = central.owner === null ? central.cards.filter((u) => enemyCard(u.card).kind === 'guard').length : 0;
  for (let k = guards; k < CENTRAL_GUARDS; k++) deploy(d, ev, 'guard', CENTRAL);
}

/** Draws and resolves an Event (GW-62); false when the Event deck is empty (GW-91). */
function resolveEvent(d: Draft, ev: GwEvent[]): boolean {
  if (d.events.length === 0) return false;
  const card = take(d, 'events').pop() as number;
  take(d, 'eventsDone').push(card);
  ev.push({ type: 'eventDrawn', card });
  const e = eventCard(card);
  for (const dep of e.deploy) {
    const i = dep.to === 'central' ? CENTRAL : d.districts.findIndex((x) => x.markers.includes(dep.to as MarkerSymbol));
    if (i >= 0) deploy(d, ev, dep.faction, i);
  }
  const n = d.config.seats;
  if (e.special === 'marketDay') for (let k = 0; k < n; k++) drawCards(d, ev, (d.first + k) % n, 1);
  if (e.special === 'bounty') {
    for (let k = 0; k < n; k++) {
      const seat = (d.first + k) % n;
      (d.players[seat] as PlayerDraft).infamy++;
      ev.push({ type: 'gained', seat, what: 'infamy', amount: 1 });
    }
  }
  if (e.special === 'levy') {
    for (let i = 0; i < d.districts.length; i++) if ((d.districts[i] as DistrictDraft).owner !== null) deploy(d, ev, 'guard', i);
  }
  return true;
}

/** Runs everything nobody decides (battle steps, fights, the round end) until a seat must decide or the game ends. */
export function advance(d: Draft, ev: GwEvent[]): void {
  for (;;) {
    if (d.end || d.pending) return;
    if (d.battle) {
      if (settleBattle(d, ev)) return;
      continue;
    }
    const f = d.fights.shift();
    if (f) {
      startFight(d, ev, f);
      continue;
    }
    switch (d.stage) {
      case 'turns':
        return;
      case 'replenish':
        replenish(d, ev);
        collectFights(d);
        d.stage = 'event';
        break;
      case 'event':
        if (!resolveEvent(d, ev)) {
          scoreGame(d, ev);
          return;
        }
        collectFights(d);
        d.stage = 'done';
        break;
      case 'done':
        ev.push({ type: 'roundEnded', round: d.round });
        heal(d);
        d.round++;
        beginTurn(d, ev, d.first);
        return;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Moves

function finishPending(d: Draft, ev: GwEvent[]): void {
  const resume = d.pending?.resume ?? 'deploy';
  d.pending = null;
  d.phase = resume;
  if (resume === 'attack') afterAttack(d, ev);
}

/** Applies a validated move (the kernel and `validate` have checked it). Never mutates `s`. */
export function step(s: GwState, seat: Seat, move: GwMove): Applied<GwState, GwEvent> {
  const d = draftOf(s);
  const ev: GwEvent[] = [];
  const p = d.players[seat] as PlayerDraft;
  switch (move.type) {
    case 'play': {
      // GW-21: pay its Action Points; Insurgents join the Army, the rest wait for Clean-up; then its ability.
      const c = deckCard(move.card);
      p.hand.splice(p.hand.indexOf(move.card), 1);
      d.turn = { ...d.turn, ap: d.turn.ap - c.ap };
      if (c.kind === 'insurgent') p.army.push({ card: move.card, damage: 0 });
      else p.played.push(move.card);
      ev.push({ type: 'played', seat, card: move.card });
      resolveEffects(d, ev, seat, c.effects, 'deploy');
      break;
    }
    case 'rune': {
      // GW-40: reveal, resolve, exile.
      p.runes.splice(p.runes.indexOf(move.card), 1);
      exileCard(d, move.card);
      ev.push({ type: 'runeUsed', seat, card: move.card });
      resolveEffects(d, ev, seat, runeCard(move.card).effects, d.phase);
      break;
    }
    case 'recruit': {
      // GW-26: pay from the Gold pool; Runestones straight into the Army Area, other cards to the discard pile.
      const cost = priceOf(d, move.pile) ?? 0;
      const card = ownPile(d, move.pile)?.pop() as number;
      d.turn = { ...d.turn, gold: d.turn.gold - cost, recruits: d.turn.recruits - 1 };
      if ((TIERS as readonly string[]).includes(move.pile)) p.runes.push(card);
      else p.discard.push(card);
      ev.push({ type: 'recruited', seat, card, pile: move.pile, cost });
      break;
    }
    case 'attack':
      declareAttack(d, ev, seat, move.district);
      if (!d.battle) afterAttack(d, ev);
      break;
    case 'ask':
      askAlly(d, ev, seat, move.district, move.ally);
      break;
    case 'lend':
      lend(d, ev, seat, move.cards, move.runes);
      break;
    case 'pick':
      pick(d, ev, seat, move.id);
      break;
    case 'assign': {
      // GW-35: the attacking side's distribution is kept until the defending side's; both are dealt together.
      const b = d.battle as Battle;
      if (b.step === 'assignA') d.battle = { ...b, dealtA: move.damage.slice(), step: 'assignD' };
      else finishBattle(d, ev, b, move.damage);
      break;
    }
    case 'exile': {
      // GW-23: one card at a time, out of the game.
      p.hand.splice(p.hand.indexOf(move.card), 1);
      exileCard(d, move.card);
      ev.push({ type: 'exiled', seat, card: move.card });
      const left = (d.pending?.left ?? 1) - 1;
      if (left <= 0 || p.hand.length === 0) finishPending(d, ev);
      else d.pending = { ...(d.pending as NonNullable<Draft['pending']>), left };
      break;
    }
    case 'peek': {
      // GW-24: the chosen pile's top cards are shown to this seat only (see the view).
      const count = Math.min(3, peekPileCards(d, seat, move.pile).length);
      d.pending = { ...(d.pending as NonNullable<Draft['pending']>), kind: 'order', pile: move.pile };
      ev.push({ type: 'peeked', seat, pile: move.pile, count });
      break;
    }
    case 'order': {
      const pile = (d.pending as NonNullable<Draft['pending']>).pile as PeekPile;
      reorder(d, seat, pile, move.order);
      ev.push({ type: 'reordered', seat, pile });
      finishPending(d, ev);
      break;
    }
    case 'done':
      done(d, ev);
      break;
  }
  advance(d, ev);
  return { state: finishDraft<GwState>(d), events: ev };
}

/** Puts a pile's top cards back in the chosen order: `order` lists peeked positions from the top down (GW-24). */
function reorder(d: Draft, seat: Seat, pile: PeekPile, order: readonly number[]): void {
  // Shared arrays are taken before they are written (see Draft); decks and enemy piles are the draft's own already.
  const list = pile === 'events' ? take(d, 'events') : pile === 'common' || pile === 'uncommon' || pile === 'rare' ? (ownPile(d, pile) as number[]) : (peekPileCards(d, seat, pile) as number[]);
  const k = order.length;
  const top = list.slice(list.length - k).reverse();
  const next = order.map((i) => top[i] as number);
  list.splice(list.length - k, k, ...next.reverse());
}

function done(d: Draft, ev: GwEvent[]): void {
  switch (d.phase) {
    case 'deploy':
      // GW-22
      d.phase = 'recruit';
      ev.push({ type: 'phase', seat: d.active, phase: 'recruit' });
      return;
    case 'recruit':
      enterAttack(d, ev);
      return;
    case 'attack':
      // GW-41: ending the Attack phase forfeits the Attack Phases left.
      cleanup(d, ev);
      return;
    case 'choose':
      finishPending(d, ev);
      return;
    case 'runes': {
      const b = d.battle as Battle;
      d.battle = b.step === 'runesA' ? { ...b, step: 'runesD' } : toAssign(d, ev, b);
      return;
    }
    default:
      return;
  }
}

/** Distributions offered in the current assign step (GW-35). */
export const currentAssignOptions = (s: GwState): number[][] => (s.battle ? assignOptions(s, s.battle) : []);

/** Infamy and district counts, the scores (GW-93), for every seat. */
export { scoreOf } from './draft';

/** Cards of the Randomizer: the sixth copy of each Revolution card (GW-12). */
export const RANDOMIZER: readonly number[] = REVOLUTION.map((c) => copiesOf(c.id)[REVOLUTION_COPIES - 1] as number);

