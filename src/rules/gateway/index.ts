/**
 * Gateway Uprising, declared for the kernel: setup, the phase table, decisions, views (GW-80, GW-81),
 * determinization, untrusted input, and words for refusals and events. Clause ids: docs/rules/gateway.md.
 */
import type { CodedError, Result } from '../core/result';
import { err, ok } from '../core/result';
import type { CoreMoveError, CoreSetupError, Outcome, PhaseTable, Seat, ShapeError } from '../core/module';
import { defineGame, describeCoreError, NO_SEAT } from '../core/module';
import type { RngState } from '../core/rng';
import { createRng, isRngState, nextU32, shuffleInPlace } from '../core/rng';
import type { Check } from '../core/shape';
import { arrayOf, bool, int, nullable, parseByType, record, str, recordOf } from '../core/shape';
import type { SeatWords } from '../core/words';
import { acts, NUMBERED_SEATS, theirOwn, whose } from '../core/words';
import { damageAmount } from './battle';
import { BOX, BOX_SIZE, cardAt, copiesOf, DISTRICTS, EVENTS, runeCard, SCENARIOS } from './cards';
import { isCentral, scoreOf } from './draft';
import { peekPileCards, priceOf } from './effects';
import { createGame, defaultConfig, step, zonesOf } from './engine';
import { deciding, legalMoves, onBehalfOf, validate } from './moves';
import type { DistrictState, GwConfig, GwError, GwEvent, GwMove, GwPhase, GwState, GwView, PileView, PlayerState, PlayerView, Tier } from './types';
import { GUARD, HORDE, PEEK_PILES, SYMBOLS, TIERS } from './types';

const ALL_PHASES: readonly GwPhase[] = ['pick', 'deploy', 'recruit', 'attack', 'ally', 'choose', 'runes', 'assign', 'over'];

/** The phase table: which moves each phase allows (GW-16…GW-41). */
export const PHASES: PhaseTable<GwPhase, GwMove['type']> = {
  pick: { label: 'Picking', moves: ['pick'], next: ['pick', 'deploy'] },
  deploy: { label: 'Deployment', moves: ['play', 'rune', 'done'], next: ['deploy', 'recruit', 'choose'] },
  recruit: { label: 'Recruiting', moves: ['recruit', 'rune', 'done'], next: ['deploy', 'recruit', 'attack', 'runes', 'assign', 'over'] },
  attack: { label: 'Attack', moves: ['attack', 'ask', 'rune', 'done'], next: ['deploy', 'attack', 'ally', 'choose', 'runes', 'assign', 'over'] },
  ally: { label: 'Alliance', moves: ['lend'], next: ['runes', 'assign'] },
  choose: { label: 'Choosing', moves: ['exile', 'peek', 'order', 'done'], next: ['deploy', 'attack', 'choose', 'runes', 'assign', 'over'] },
  runes: { label: 'Runestones', moves: ['rune', 'done'], next: ['deploy', 'runes', 'assign'] },
  assign: { label: 'Damage', moves: ['assign'], next: ['deploy', 'attack', 'choose', 'runes', 'assign', 'over'] },
  over: { label: 'Game over', moves: [], next: [] },
};

/** Creates the opening state, refusing a bad config with a coded reason. */
export function setup(config: GwConfig, seed: string | number): Result<GwState, CoreSetupError> {
  if (!Number.isInteger(config.seats) || config.seats < 2 || config.seats > 4) return err({ code: 'BAD_SEAT_COUNT', seats: config.seats, min: 2, max: 4 });
  const checked = parseConfig(config);
  if (!checked.ok) return err({ code: 'BAD_CONFIG', path: checked.error.path, reason: checked.error.reason });
  return ok(createGame(config, seed));
}

/** How the game stands (GW-90…GW-93): the city's fall is a game nobody wins. */
export function outcome(s: GwState): Outcome {
  if (!s.end) return { kind: 'ongoing' };
  const scores = s.players.map((_, seat) => scoreOf(s, seat));
  const reason = s.end.reason === 'cityFell' ? 'the city fell to the Horde' : s.end.reason === 'conquest' ? 'took every district' : 'the most Infamy';
  return { kind: 'win', winners: s.end.winners.slice(), reason, scores };
}

// ---------------------------------------------------------------------------------------------------------
// Views and determinization

const isRunePile = (id: string): id is Tier => (TIERS as readonly string[]).includes(id);

/** What a seat may see (GW-80, GW-81). */
export function view(s: GwState, seat: Seat): GwView {
  const players = s.players.map((p, i): PlayerView => {
    const own = i === seat;
    return {
      hand: own ? p.hand.slice() : null,
      handCount: p.hand.length,
      deckCount: p.deck.length,
      unseen: (own ? p.deck.slice() : [...p.hand, ...p.deck]).sort((a, b) => a - b),
      discard: p.discard.slice(),
      played: p.played.slice(),
      army: p.army.slice(),
      // At the final scoring every Runestone is shown (GW-93 counts the unspent ones).
      runes: own || s.end !== null ? p.runes.slice() : null,
      runeTiers: p.runes.map((r) => runeCard(r).tier),
      infamy: p.infamy,
    };
  });
  const supply = s.supply.map((p): PileView => {
    const top = p.cards[p.cards.length - 1];
    const rune = isRunePile(p.id);
    return { id: p.id, count: p.cards.length, top: top === undefined || (rune && s.config.hiddenRunestones) ? null : top, cost: priceOf(s, p.id), cards: rune ? null : p.cards.slice() };
  });
  const pend = s.pending;
  const peeked = pend?.kind === 'order' && pend.seat === seat ? peekPileCards(s, seat, pend.pile ?? 'deck').slice(-3).reverse() : null;
  return {
    seat,
    config: s.config,
    phase: s.phase,
    stage: s.stage,
    round: s.round,
    first: s.first,
    active: s.active,
    players,
    districts: s.districts,
    supply,
    guardPileCount: s.guardPile.length,
    guardDiscard: s.guardDiscard.slice(),
    hordePileCount: s.hordePile.length,
    hordeDiscard: s.hordeDiscard.slice(),
    eventsCount: s.events.length,
    eventsDone: s.eventsDone.slice(),
    exile: s.exile.slice(),
    turn: s.turn,
    mods: s.mods,
    battle: s.battle,
    alliance: allianceSeenBy(s, seat),
    picking: s.picking,
    fights: s.fights,
    pending: s.pending,
    peeked,
    end: s.end,
    amounts: s.battle && (s.phase === 'assign' || s.phase === 'runes') ? [damageAmount(s, s.battle, 'a'), damageAmount(s, s.battle, 'd')] : null,
  };
}

/** What a spectator sees (GW-82): the view of a seat that is nobody's, so no hand, Runestone, lent Runestone or peek. */
export const spectatorView = (s: GwState): GwView => view(s, NO_SEAT);

/**
 * The alliance as `seat` sees it: the lent Runestones are known to the lender and the borrower only (GW-42,
 * GW-80: "Everyone sees what is lent, except the lent Runestones, which only the lender and the attacker see");
 * any other seat sees how many were lent, each as HIDDEN_CARD.
 */
function allianceSeenBy(s: GwState, seat: Seat): GwState['alliance'] {
  const a = s.alliance;
  if (!a || seat === a.ally || seat === s.active || a.lentRunes.length === 0) return a;
  return { ...a, lentRunes: a.lentRunes.map(() => HIDDEN_CARD) };
}

/** A card a view does not name (a lent Runestone another seat may not see). */
export const HIDDEN_CARD = -1;

/**
 * A sample's alliance: lent Runestones the viewer could not see are taken from the attacker's sampled Runestones,
 * the last ones (lending puts them after the attacker's own), so the battle's end returns Runestones they hold;
 * lent Runestones already used (no longer held) are taken from the end of the exile, where a used one goes.
 */
function sampledAlliance(v: GwView, attackerRunes: readonly number[]): GwState['alliance'] {
  const a = v.alliance;
  if (!a || !a.lentRunes.includes(HIDDEN_CARD)) return a;
  const held = Math.min(a.lentRunes.length, attackerRunes.length);
  const used = v.exile.slice(Math.max(0, v.exile.length - (a.lentRunes.length - held)));
  return { ...a, lentRunes: [...used, ...attackerRunes.slice(attackerRunes.length - held)] };
}

/** Shuffles `pool` and returns it with `top` (known cards, top first) put back on top. */
function withTop(rng: RngState, pool: number[], top: readonly number[]): number[] {
  shuffleInPlace(rng, pool);
  for (let i = top.length - 1; i >= 0; i--) pool.push(top[i] as number);
  return pool;
}

/**
 * What every sample of one view shares (searches determinize the same view thousands of times): the pools hidden
 * cards are drawn from, before shuffling, the supply piles nobody hides, and the box's marks. Views are never
 * written, so the plan is cached per view object.
 */
interface DetPlan {
  /** The viewer's deck pool (unseen minus the peeked top) and the peeked top, when the deck was looked at. */
  readonly ownDeck: readonly number[];
  readonly topOf: (pile: string) => readonly number[];
  /** Per tier: the hidden Runestones (not exiled, not the viewer's, not a shown or peeked top), before shuffling. */
  readonly tierPools: readonly (readonly number[])[];
  /** Per tier: the pile's size and its known top cards (top first). */
  readonly tierPiles: readonly { readonly index: number; readonly count: number; readonly top: readonly number[] }[];
  readonly guardPool: readonly number[];
  readonly hordePool: readonly number[];
  readonly eventPool: readonly number[];
  /** Supply piles with their cards shared by every sample (Runestone piles are filled per sample). */
  readonly supply: readonly { readonly id: string; readonly cards: number[] }[];
  /** Every card instance a sample puts in a zone, marked, as if every pooled Runestone and Event were used. */
  readonly used: Uint8Array;
}

const plans = new WeakMap<GwView, DetPlan>();

function planOf(v: GwView, seat: Seat): DetPlan {
  const cached = plans.get(v);
  if (cached) return cached;
  const peekPile = v.pending?.kind === 'order' && v.pending.seat === seat ? v.pending.pile : null;
  const topOf = (pile: string): readonly number[] => (peekPile === pile && v.peeked ? v.peeked : []);
  const me = v.players[seat];
  const deckTop = topOf('deck');
  const ownDeck = deckTop.length === 0 ? (me?.unseen ?? []).slice() : (me?.unseen ?? []).filter((c) => !deckTop.includes(c));
  // Runestones: another seat's by tier, sampled with the hidden part of that tier's pile.
  const out = new Uint8Array(BOX_SIZE);
  for (const c of v.exile) out[c] = 1;
  for (const c of me?.runes ?? []) out[c] = 1;
  const tierPiles: { index: number; count: number; top: readonly number[] }[] = [];
  const tierPools = TIERS.map((t) => {
    const index = v.supply.findIndex((p) => p.id === t);
    const pileView = v.supply[index];
    const known = topOf(t);
    const fixed = new Uint8Array(BOX_SIZE);
    for (const c of known) fixed[c] = 1;
    if (pileView?.top != null) fixed[pileView.top] = 1;
    if (pileView) tierPiles.push({ index, count: pileView.count, top: known.length > 0 ? known : pileView.top !== null ? [pileView.top] : [] });
    return (TIER_COPIES.get(t) ?? []).filter((c) => !out[c] && !fixed[c]);
  });
  // Guard and Horde piles: every card of the kind not on a district nor in its discard pile (a mark per card).
  out.fill(0);
  for (const x of v.districts) {
    for (const u of x.cards) out[u.card] = 1;
    for (const u of x.incoming) out[u.card] = 1;
  }
  for (const c of v.guardDiscard) out[c] = 1;
  for (const c of v.hordeDiscard) out[c] = 1;
  const enemies = (all: readonly number[], pile: string) => {
    for (const c of topOf(pile)) out[c] = 1;
    const pool: number[] = [];
    for (const c of all) if (!out[c]) pool.push(c);
    return pool;
  };
  const guardPool = enemies(GUARD_COPIES, 'guards');
  const hordePool = enemies(HORDE_COPIES, 'horde');
  for (const c of v.eventsDone) out[c] = 1;
  for (const c of topOf('events')) out[c] = 1;
  const eventPool = (EVENT_COPIES[v.config.seats] ?? []).filter((c) => !out[c]);
  const supply = v.supply.map((p) => ({ id: p.id, cards: p.cards ? p.cards.slice() : [] }));
  // The box: what no zone of any sample holds. Samples differ only in which pooled Runestones and Events they use.
  const used = new Uint8Array(BOX_SIZE);
  const mark = (list: readonly number[]) => {
    for (const c of list) used[c] = 1;
  };
  for (const p of v.players) {
    mark(p.unseen);
    mark(p.hand ?? []);
    mark(p.discard);
    mark(p.played);
    for (const u of p.army) used[u.card] = 1;
  }
  mark(me?.runes ?? []);
  for (const x of v.districts) {
    for (const u of x.cards) used[u.card] = 1;
    for (const u of x.incoming) used[u.card] = 1;
  }
  for (const p of supply) mark(p.cards);
  for (const t of tierPiles) mark(t.top);
  for (const pool of tierPools) mark(pool);
  for (const list of [guardPool, hordePool, topOf('guards'), topOf('horde'), v.guardDiscard, v.hordeDiscard, eventPool, topOf('events'), v.eventsDone, v.exile]) mark(list);
  const plan: DetPlan = { ownDeck, topOf, tierPools, tierPiles, guardPool, hordePool, eventPool, supply, used };
  plans.set(v, plan);
  return plan;
}

/** A full state consistent with a view, every hidden order and hand sampled (what bots search over). */
export function determinize(v: GwView, seat: Seat, rng: RngState): GwState {
  const plan = planOf(v, seat);
  const { topOf } = plan;
  // Players' hands and decks: another seat's cards are known together, not where each is.
  const players = v.players.map((p, i): PlayerState & { runes: number[] } => {
    if (i === seat) return { discard: p.discard.slice(), played: p.played.slice(), army: p.army.slice(), infamy: p.infamy, hand: (p.hand ?? []).slice(), deck: withTop(rng, plan.ownDeck.slice(), topOf('deck')), runes: (p.runes ?? []).slice() };
    const pool = shuffleInPlace(rng, p.unseen.slice());
    const deck = pool.splice(p.handCount);
    return { discard: p.discard.slice(), played: p.played.slice(), army: p.army.slice(), infamy: p.infamy, hand: pool, deck, runes: [] };
  });
  const pools = plan.tierPools.map((pool) => shuffleInPlace(rng, pool.slice()));
  v.players.forEach((p, i) => {
    if (i !== seat) for (const tier of p.runeTiers) players[i]?.runes.push(pools[TIERS.indexOf(tier)]?.pop() as number);
  });
  const supply = plan.supply.slice();
  const used = plan.used.slice();
  plan.tierPiles.forEach((t, k) => {
    const pool = pools[k] as number[];
    const n = t.count - t.top.length;
    for (let j = n; j < pool.length; j++) used[pool[j] as number] = 0;
    supply[t.index] = { id: (supply[t.index] as { id: string }).id, cards: withTop(rng, pool.slice(0, n), t.top) };
  });
  const guardPile = withTop(rng, plan.guardPool.slice(), topOf('guards'));
  const hordePile = withTop(rng, plan.hordePool.slice(), topOf('horde'));
  const eventPool = shuffleInPlace(rng, plan.eventPool.slice());
  const eventsTop = topOf('events');
  const nEvents = v.eventsCount - eventsTop.length;
  for (let j = nEvents; j < eventPool.length; j++) used[eventPool[j] as number] = 0;
  const events = withTop(rng, eventPool.slice(0, nEvents), eventsTop);
  const box: number[] = [];
  for (let c = 0; c < BOX_SIZE; c++) if (!used[c]) box.push(c);
  return {
    config: v.config,
    rng: createRng(nextU32(rng)),
    phase: v.phase,
    stage: v.stage,
    round: v.round,
    first: v.first,
    active: v.active,
    players,
    districts: v.districts,
    supply,
    guardPile,
    guardDiscard: v.guardDiscard.slice(),
    hordePile,
    hordeDiscard: v.hordeDiscard.slice(),
    events,
    eventsDone: v.eventsDone.slice(),
    exile: v.exile.slice(),
    box,
    turn: v.turn,
    mods: v.mods,
    battle: v.battle,
    alliance: sampledAlliance(v, players[v.active]?.runes ?? []),
    picking: v.picking,
    fights: v.fights,
    pending: v.pending,
    end: v.end,
  };
}

// Card instances by kind, computed once: determinize runs once per ISMCTS iteration.
const instancesOf = (keep: (c: (typeof BOX)[number]) => boolean): number[] => BOX.flatMap((c, i) => (keep(c) ? [i] : []));
const TIER_COPIES: ReadonlyMap<Tier, readonly number[]> = new Map(TIERS.map((t) => [t, instancesOf((c) => c.kind === 'rune' && c.tier === t)]));
const GUARD_COPIES = instancesOf((c) => c.kind === 'guard');
const HORDE_COPIES = instancesOf((c) => c.kind === 'horde');
/** Events of the groups a game of n players uses (GW-11), by n. */
const EVENT_COPIES: readonly (readonly number[])[] = [0, 1, 2, 3, 4].map((n) => EVENTS.filter((e) => e.group <= n).flatMap((e) => copiesOf(e.id)));

// ---------------------------------------------------------------------------------------------------------
// Untrusted input

const MAX_CARD = BOX_SIZE - 1;
const cardId = int(0, MAX_CARD);
const cardList = arrayOf(cardId);
/** Card ids a pick may offer: Leaders and Revolution cards (GW-18, GW-19). */
const PICK_IDS = [...new Set(BOX.flatMap((c) => (c.kind === 'leader' || ((c.kind === 'insurgent' || c.kind === 'support') && !c.core) ? [c.id] : [])))];
const PILE_IDS = [...new Set(BOX.flatMap((c) => (c.kind === 'rune' ? [c.tier as string] : c.kind === 'insurgent' || c.kind === 'support' || c.kind === 'merchant' ? [c.id] : [])))];

const MOVE_SHAPES: Readonly<Record<GwMove['type'], Check>> = {
  play: record({ type: str(), card: cardId }),
  rune: record({ type: str(), card: cardId }),
  recruit: record({ type: str(), pile: str() }),
  attack: record({ type: str(), district: int(0, 6) }),
  ask: record({ type: str(), district: int(0, 6), ally: int(0, 3) }),
  pick: record({ type: str(), id: str() }),
  lend: record({ type: str(), cards: arrayOf(cardId, 0, 60), runes: arrayOf(cardId, 0, 42) }),
  assign: record({ type: str(), damage: arrayOf(int(0, 10_000), 0, 200) }),
  exile: record({ type: str(), card: cardId }),
  peek: record({ type: str(), pile: str(PEEK_PILES) }),
  order: record({ type: str(), order: arrayOf(int(0, 2), 0, 3) }),
  done: record({ type: str() }),
};

/** Checks an untrusted move's shape. */
export const parseMove = parseByType<GwMove>(MOVE_SHAPES);

const configShape = record({ seats: int(2, 4), scenario: str(['random', ...SCENARIOS.map((x) => x.id)]), hiddenRunestones: bool, leaders: str(['random', 'choose']), draft: bool }, ['leaders', 'draft']);

/** Checks an untrusted config; the draft (GW-19) is for random games only, a scenario names its own cards. */
export function parseConfig(json: unknown): Result<GwConfig, ShapeError & CodedError> {
  const e = configShape(json, 'config');
  if (e) return err({ code: 'BAD_CONFIG', ...e });
  const c = json as GwConfig;
  return c.draft && c.scenario !== 'random' ? err({ code: 'BAD_CONFIG', path: 'config.draft', reason: 'a scenario names its own Revolution cards' }) : ok(c);
}

const unitShape = record({ card: cardId, damage: int(0) });
const playerShape = record({ deck: cardList, hand: cardList, discard: cardList, played: cardList, army: arrayOf(unitShape), runes: cardList, infamy: int(0) });
const districtShape = record({
  id: str(DISTRICTS.map((x) => x.id)),
  pos: int(-1, 5),
  ruined: bool,
  markers: arrayOf(str(SYMBOLS)),
  owner: nullable(int(0, 3)),
  cards: arrayOf(unitShape),
  incoming: arrayOf(unitShape),
});
const oneOf =
  (...checks: Check[]): Check =>
  (v, path) => {
    let last = null;
    for (const c of checks) {
      last = c(v, path);
      if (!last) return null;
    }
    return last;
  };
// Typed against GwState: a state field without a check here is a compile error.
const stateShape = recordOf<GwState>()({
  config: configShape,
  rng: (v, path) => (isRngState(v) ? null : { path, reason: 'expected an RNG state' }),
  phase: str(ALL_PHASES),
  stage: str(['turns', 'replenish', 'event', 'done']),
  round: int(1, 100),
  first: int(0, 3),
  active: int(0, 3),
  players: arrayOf(playerShape, 2, 4),
  districts: arrayOf(districtShape, 7, 7),
  supply: arrayOf(record({ id: str(PILE_IDS), cards: cardList })),
  guardPile: cardList,
  guardDiscard: cardList,
  hordePile: cardList,
  hordeDiscard: cardList,
  events: cardList,
  eventsDone: cardList,
  exile: cardList,
  box: cardList,
  turn: record({ ap: int(0), gold: int(0), recruits: int(0), attacks: int(0), cleanupDraws: int(0), runeDiscount: int(0) }),
  mods: arrayOf(record({ attack: arrayOf(int(0), 3, 3), defense: arrayOf(int(0), 3, 3) }), 2, 4),
  battle: nullable(
    record({
      kind: str(['attack', 'invasion', 'brawl']),
      districts: arrayOf(int(0, 6), 1, 7),
      a: int(HORDE, 3),
      d: int(HORDE, 3),
      step: str(['runesA', 'runesD', 'assignA', 'assignD']),
      dealtA: nullable(arrayOf(int(0))),
    }),
  ),
  picking: nullable(record({ kind: str(['leader', 'revolution']), offer: arrayOf(str(PICK_IDS), 0, 30), count: int(0, 8) })),
  alliance: nullable(record({ ally: int(0, 3), district: int(0, 6), lent: cardList, lentRunes: cardList })),
  fights: arrayOf(oneOf(record({ kind: str(['invasion']), seat: int(0, 3), districts: arrayOf(int(0, 6), 1, 7) }), record({ kind: str(['brawl']), district: int(0, 6) }))),
  pending: nullable(record({ kind: str(['exile', 'peek', 'order']), seat: int(0, 3), left: int(0), pile: nullable(str(PEEK_PILES)), resume: str(ALL_PHASES) })),
  end: nullable(record({ reason: str(['cityFell', 'conquest', 'events']), winners: arrayOf(int(0, 3), 0, 4) })),
});

const bad = (path: string, reason: string) => err({ code: 'BAD_STATE', path, reason });

/** Checks an untrusted state's shape and its invariants: every card of the box in exactly one place (GW-1). */
export function parseState(json: unknown, config: GwConfig): Result<GwState, ShapeError & CodedError> {
  const e = stateShape(json, 'state');
  if (e) return err({ code: 'BAD_STATE', ...e });
  const s = json as GwState;
  if (s.config.seats !== config.seats || s.config.scenario !== config.scenario || s.config.hiddenRunestones !== config.hiddenRunestones) return bad('state.config', 'does not match the game config');
  if (s.players.length !== config.seats || s.mods.length !== config.seats) return bad('state.players', `expected ${config.seats} players`);
  const count = new Uint8Array(BOX_SIZE);
  for (const c of [...zonesOf(s), ...s.box]) count[c] = (count[c] as number) + 1;
  for (let c = 0; c < BOX_SIZE; c++) if (count[c] !== 1) return bad('state', `card ${c} appears ${count[c]} times`);
  for (const p of s.players) {
    if (p.runes.some((r) => cardAt(r)?.kind !== 'rune')) return bad('state.players', 'a non-Runestone among Runestones');
    if (p.army.some((u) => cardAt(u.card)?.kind !== 'insurgent')) return bad('state.players', 'a non-Insurgent in an Army');
  }
  for (const x of s.districts as readonly DistrictState[]) {
    if ([...x.cards, ...x.incoming].some((u) => cardAt(u.card)?.kind !== 'guard' && cardAt(u.card)?.kind !== 'horde')) return bad('state.districts', 'a non-Guard, non-Horde card on a district');
    if (x.owner !== null && x.cards.length > 0) return bad('state.districts', 'a district both held by a player and by cards');
  }
  if ((s.phase === 'over') !== (s.end !== null)) return bad('state.phase', 'game over and end disagree');
  const broken = engineInvariantError(s);
  return broken ? bad(broken.path, broken.reason) : ok(s);
}

const DECK_KINDS: ReadonlySet<string> = new Set(['insurgent', 'support', 'merchant', 'leader']);
/** Most Action Points, Gold, Recruits, Attack Phases or draws a turn can hold: far above any real turn. */
const MAX_TURN_AMOUNT = 99;

/**
 * What the engine relies on beyond conservation: seats within the table, what each phase needs, the kind of card
 * each zone may hold (the engine reads a Horde pile's cards as Horde cards), the turn's amounts in range.
 */
function engineInvariantError(s: GwState): ShapeError | null {
  const seats = s.players.length;
  const isSeat = (seat: number) => seat >= 0 && seat < seats;
  if (!isSeat(s.active)) return { path: 'state.active', reason: `no seat ${s.active} at ${seats} players` };
  if (!isSeat(s.first)) return { path: 'state.first', reason: `no seat ${s.first} at ${seats} players` };
  if (s.pending && !isSeat(s.pending.seat)) return { path: 'state.pending.seat', reason: 'no such seat' };
  if (s.pending && s.pending.resume === 'over') return { path: 'state.pending.resume', reason: 'a choice cannot resume a finished game' };
  if (s.alliance && (!isSeat(s.alliance.ally) || s.alliance.ally === s.active)) return { path: 'state.alliance.ally', reason: 'the ally is another seat at the table' };
  if (s.battle && ![s.battle.a, s.battle.d].every((side) => side === GUARD || side === HORDE || isSeat(side))) return { path: 'state.battle', reason: 'a side that is not at the table' };
  if (s.end && !s.end.winners.every(isSeat)) return { path: 'state.end.winners', reason: 'no such seat' };
  for (const [i, fight] of s.fights.entries()) if (fight.kind === 'invasion' && !isSeat(fight.seat)) return { path: `state.fights[${i}].seat`, reason: 'no such seat' };
  // What each phase needs.
  if (s.phase === 'ally' && !s.alliance) return { path: 'state.alliance', reason: 'the ally phase needs an alliance' };
  if (s.phase === 'pick' && !s.picking) return { path: 'state.picking', reason: 'the pick phase needs an offer' };
  if ((s.phase === 'runes' || s.phase === 'assign') && !s.battle) return { path: 'state.battle', reason: `the ${s.phase} phase needs a battle` };
  if (s.phase === 'choose' && !s.pending) return { path: 'state.pending', reason: 'the choose phase needs a pending choice' };
  // Card kinds per zone.
  const allOf = (cards: readonly number[], ok: (card: number) => boolean) => cards.every(ok);
  const kindIs = (kind: string) => (card: number) => cardAt(card)?.kind === kind;
  const isDeckCard = (card: number) => DECK_KINDS.has(cardAt(card)?.kind ?? '');
  if (!allOf([...s.guardPile, ...s.guardDiscard], kindIs('guard'))) return { path: 'state.guardPile', reason: 'a card that is not a Guard card' };
  if (!allOf([...s.hordePile, ...s.hordeDiscard], kindIs('horde'))) return { path: 'state.hordePile', reason: 'a card that is not a Horde card' };
  if (!allOf([...s.events, ...s.eventsDone], kindIs('event'))) return { path: 'state.events', reason: 'a card that is not an Event' };
  for (const [i, p] of s.players.entries()) {
    if (!allOf([...p.deck, ...p.hand, ...p.discard, ...p.played], isDeckCard)) return { path: `state.players[${i}]`, reason: 'a card that is not a deck card in a deck, hand, discard or play area' };
  }
  const pileIds = new Set<string>();
  for (const [i, pile] of s.supply.entries()) {
    if (pileIds.has(pile.id)) return { path: `state.supply[${i}].id`, reason: 'a pile listed twice' };
    pileIds.add(pile.id);
    const fits = isRunePile(pile.id) ? (card: number) => { const c = cardAt(card); return c?.kind === 'rune' && c.tier === pile.id; } : (card: number) => isDeckCard(card) && cardAt(card)?.id === pile.id;
    if (!allOf(pile.cards, fits)) return { path: `state.supply[${i}]`, reason: `a card that does not belong on the ${pile.id} pile` };
  }
  // Damage: a unit whose damage reaches its Defense has been killed, and is no longer in play.
  const defenseOf = (card: number) => { const c = cardAt(card); return c && 'defense' in c ? c.defense : 0; };
  const units = [...s.players.flatMap((p) => p.army), ...s.districts.flatMap((x) => [...x.cards, ...x.incoming])];
  for (const unit of units) if (unit.damage >= defenseOf(unit.card)) return { path: 'state', reason: `card ${unit.card} in play has ${unit.damage} damage, at or over its Defense` };
  // The turn's amounts.
  for (const [key, amount] of Object.entries(s.turn)) if (amount > MAX_TURN_AMOUNT) return { path: `state.turn.${key}`, reason: `at most ${MAX_TURN_AMOUNT}` };
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Words

const DECK_NAMES: ReadonlyMap<string, string> = new Map(BOX.flatMap((c) => (c.kind === 'leader' || c.kind === 'insurgent' || c.kind === 'support' ? [[c.id, c.name] as const] : [])));
/** Display name of a card instance. */
export const cardName = (card: number): string => cardAt(card)?.name ?? 'a hidden card';
/** Display name of a district by index in a state or view. */
export const districtName = (s: { readonly districts: readonly { readonly id: string }[] }, i: number): string => DISTRICTS.find((x) => x.id === s.districts[i]?.id)?.name ?? `district ${i + 1}`;
const districtWord = (i: number) => `district ${i + 1}`;

/** Words for a refusal. */
export function describeError(e: GwError | CoreMoveError): string {
  switch (e.code) {
    case 'NOT_IN_HAND':
      return 'That card is not in your hand.';
    case 'NOT_ENOUGH_AP':
      return `That needs ${e.need} Action Point${e.need === 1 ? '' : 's'}; you have ${e.have}.`;
    case 'NOT_YOUR_RUNE':
      return 'That is not one of your Runestones.';
    case 'NO_SUCH_PILE':
      return `There is no pile "${e.pile}" here.`;
    case 'PILE_EMPTY':
      return 'That pile is empty.';
    case 'NO_RECRUITS':
      return 'You have no Recruits left this turn.';
    case 'NOT_ENOUGH_GOLD':
      return `That costs ${e.need} Gold; you have ${e.have}.`;
    case 'NO_SUCH_DISTRICT':
      return 'There is no such district.';
    case 'DISTRICT_RUINED':
      return 'That district lies in ruins.';
    case 'ALREADY_YOURS':
      return 'You already control that district.';
    case 'NO_ARMY':
      return 'You need at least one Insurgent in your Army to attack.';
    case 'NO_ATTACKS_LEFT':
      return 'You have no Attack Phase left this turn.';
    case 'BAD_DAMAGE':
      return `That damage is not valid: ${e.reason} (deal ${e.need}, you dealt ${e.got}).`;
    case 'NO_EXILES_LEFT':
      return 'You may not exile more cards.';
    case 'BAD_ORDER':
      return `Put the ${e.count} cards back in an order: each position once.`;
    case 'WRONG_STEP':
      return `Not now: the game is waiting for ${e.expected}.`;
    case 'NO_SUCH_ALLY':
      return { self: 'You cannot ask yourself for help.', defender: 'You cannot ask the defender for help.', noArmy: 'That player has no Insurgents to lend.', seat: 'There is no such player.' }[e.reason];
    case 'NO_BATTLE':
      return 'Nobody defends that district: take it without help.';
    case 'NOT_OFFERED':
      return 'That card is not on offer.';
    case 'NOT_LENDABLE':
      return 'You can lend only Insurgents of your Army and your own Runestones, each once.';
    default:
      return describeCoreError(e, PHASES);
  }
}

/** Words for an event, for the game log (another seat's drawn card is hidden: see redactEvent). */
/**
 * An event in words, the seats named as the table names them (`seats`: "You place", "Computer 2 places"; by
 * number when not given) and the districts by name when the game's districts are given (by number otherwise).
 */
export function describeEvent(e: GwEvent, seats: SeatWords = NUMBERED_SEATS, districts?: readonly { readonly id: string }[]): string {
  const side = (seat: number) => (seat === GUARD ? 'The City Guard' : seat === HORDE ? 'The Horde' : seats.name(seat));
  const sideLower = (seat: number) => (seat === GUARD ? 'the City Guard' : seat === HORDE ? 'the Horde' : seats.name(seat));
  const does = (seat: number, third: string, plain: string) => (seat < 0 ? `${side(seat)} ${third}` : acts(seats, seat, third, plain));
  const district = (i: number) => (districts ? districtName({ districts }, i) : districtWord(i));
  switch (e.type) {
    case 'turnBegan':
      return `Round ${e.round}: ${seats.isReader(e.seat) ? 'your' : `${seats.name(e.seat)}'s`} turn.`;
    case 'drew':
      return e.card < 0 ? `${does(e.seat, 'draws', 'draw')} a card.` : `${does(e.seat, 'draws', 'draw')} ${cardName(e.card)}.`;
    case 'reshuffled':
      return `${does(e.seat, 'shuffles', 'shuffle')} ${e.count} cards into a new deck.`;
    case 'played':
      return `${does(e.seat, 'plays', 'play')} ${cardName(e.card)}.`;
    case 'runeUsed':
      return `${does(e.seat, 'uses', 'use')} ${cardName(e.card)}.`;
    case 'gained':
      return `${does(e.seat, 'gains', 'gain')} ${e.amount} ${{ gold: 'Gold', ap: 'Action Point(s)', recruit: 'Recruit(s)', infamy: 'Infamy', attackPhase: 'Attack Phase(s)', cleanupDraw: 'card(s) at Clean-up', runeDiscount: 'Gold off Runestones' }[e.what]}.`;
    case 'modifier':
      return `${whose(seats, e.seat)} Army gets +${e.amount} ${e.stat === 'attack' ? 'Attack' : 'Defense'}${e.vs === 'any' ? '' : e.vs === 'horde' ? ' against the Horde' : ' against the City Guard'} this turn.`;
    case 'summoned':
      return `${does(e.seat, 'summons', 'summon')} a Beardfish.`;
    case 'runeGained':
      return `${does(e.seat, 'gains', 'gain')} a ${e.tier} Runestone.`;
    case 'cardGained':
      return `${does(e.seat, 'gains', 'gain')} ${cardName(e.card)}.`;
    case 'recruited':
      return `${does(e.seat, 'recruits', 'recruit')} ${e.card < 0 ? `a ${e.pile} Runestone` : cardName(e.card)} for ${e.cost} Gold.`;
    case 'exiled':
      return `${does(e.seat, 'exiles', 'exile')} ${cardName(e.card)}.`;
    case 'peeked':
      return `${does(e.seat, 'looks', 'look')} at the top ${e.count} cards of the ${e.pile} pile.`;
    case 'reordered':
      return `${does(e.seat, 'puts', 'put')} them back in an order of ${theirOwn(seats, e.seat)} choice.`;
    case 'returnedToHand':
      return `${does(e.seat, 'returns', 'return')} ${cardName(e.card)} to ${theirOwn(seats, e.seat)} hand.`;
    case 'infamyTaken':
      return `${does(e.seat, 'takes', 'take')} 1 Infamy from ${sideLower(e.from)}.`;
    case 'phase':
      return `${does(e.seat, 'moves', 'move')} to ${{ recruit: 'Recruiting', attack: 'the Attack phase', cleanup: 'Clean-up' }[e.phase]}.`;
    case 'claimed':
      return `${does(e.seat, 'takes', 'take')} ${district(e.district)} unopposed.`;
    case 'picked':
      return `${does(e.seat, 'picks', 'pick')} ${e.kind === 'leader' ? 'the Leader' : 'the Revolution card'} ${DECK_NAMES.get(e.id) ?? e.id}.`;
    case 'allianceAsked':
      return `${does(e.seat, 'asks', 'ask')} ${sideLower(e.ally)} for help against ${district(e.district)}.`;
    case 'lent':
      return e.cards.length + e.runes.length === 0 ? `${does(e.seat, 'declines', 'decline')}.` : `${does(e.seat, 'lends', 'lend')} ${e.cards.length} Insurgent(s) and ${e.runes.length} Runestone(s).`;
    case 'returned':
      return `${whose(seats, e.seat)} lent cards come back (${e.cards.length} Insurgent(s), ${e.runes.length} Runestone(s)).`;
    case 'battleBegan':
      return `${does(e.a, 'attacks', 'attack')} ${sideLower(e.d)} (${e.districts.map(district).join(', ')}).`;
    case 'damageAmounts':
      return `Damage: ${e.a} against ${e.d}.`;
    case 'dealt':
      return `${does(e.by, 'deals', 'deal')} ${e.damage.reduce((t, x) => t + x, 0)} damage.`;
    case 'killed':
      return `${cardName(e.card)} is killed.`;
    case 'retreated':
      return `${cardName(e.card)} retreats.`;
    case 'control':
      return `${capitalised(district(e.district))} is now held by ${e.to === null ? 'nobody' : sideLower(e.to)}.`;
    case 'reward':
      return `${does(e.seat, 'receives', 'receive')} the reward of ${district(e.district)}.`;
    case 'arrived':
      return `${cardName(e.card)} arrives on ${district(e.district)}${e.invading ? ' and attacks' : ''}.`;
    case 'ruined':
      return `${capitalised(district(e.district))} is destroyed by the Horde.`;
    case 'eventDrawn':
      return `Event: ${cardName(e.card)}.`;
    case 'roundEnded':
      return `Round ${e.round} ends.`;
    case 'gameOver':
      return e.winners.length === 0 ? 'The city falls: everyone loses.' : `${e.winners.map((seat) => seats.name(seat)).join(' and ')} ${e.winners.length === 1 && !seats.isReader(e.winners[0] as Seat) ? 'wins' : 'win'} (scores ${e.scores.join(', ')}).`;
  }
}

const capitalised = (words: string): string => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** A seat's final score in parts (GW-93): Infamy, unspent Runestones' Infamy, 1 per outer district, 2 for Central City. */
export interface ScoreParts {
  readonly infamy: number;
  readonly runestones: number;
  readonly districts: number;
  readonly central: number;
  readonly total: number;
}

/** The parts of a seat's score from a state or a view (another seat's Runestones count only once they are shown). */
export function scoreParts(s: { readonly players: readonly { readonly infamy: number; readonly runes: readonly number[] | null }[]; readonly districts: readonly { readonly id: string; readonly owner: Seat | null }[] }, seat: Seat): ScoreParts {
  const player = s.players[seat];
  const infamy = player?.infamy ?? 0;
  const runestones = (player?.runes ?? []).reduce((sum, rune) => sum + runeCard(rune).infamy, 0);
  const held = s.districts.filter((x) => x.owner === seat);
  const central = held.some(isCentral) ? 2 : 0;
  const districts = held.filter((x) => !isCentral(x)).length;
  return { infamy, runestones, districts, central, total: infamy + runestones + districts + central };
}

/** An event as `seat` may see it: another seat's drawn cards and Runestones stay hidden (GW-80). */
export function redactEvent(e: GwEvent, seat: Seat): GwEvent {
  if (e.type === 'drew' && e.seat !== seat) return { ...e, card: -1 };
  if ((e.type === 'runeGained' || (e.type === 'recruited' && isRunePile(e.pile))) && e.seat !== seat) return { ...e, card: -1 };
  // Lent Runestones are seen by the lender and the borrower only (GW-42).
  if (e.type === 'lent' && e.seat !== seat && e.to !== seat) return { ...e, runes: e.runes.map(() => -1) };
  if (e.type === 'returned' && e.seat !== seat && e.from !== seat) return { ...e, runes: e.runes.map(() => -1) };
  return e;
}

/** Whether events brought hidden cards to light: such moves can't be undone. */
export function revealsInformation(events: readonly GwEvent[]): boolean {
  return events.some((e) => ['drew', 'reshuffled', 'runeGained', 'recruited', 'runeUsed', 'summoned', 'cardGained', 'eventDrawn', 'arrived', 'peeked', 'gameOver'].includes(e.type));
}

/** Gateway Uprising, declared for the kernel (registered headless in games.ts; no table yet). */
export const gateway = defineGame({
  id: 'gateway',
  title: 'Gateway Uprising',
  stateVersion: 2,
  minSeats: 2,
  maxSeats: 4,
  phases: PHASES,
  defaultConfig,
  seatCount: (c: GwConfig) => c.seats,
  setup,
  phaseOf: (s: GwState) => s.phase,
  decision: (s: GwState) => {
    const by = onBehalfOf(s);
    return by ? { seats: deciding(s), kind: s.phase, onBehalfOf: by } : { seats: deciding(s), kind: s.phase };
  },
  legalMoves,
  validate,
  apply: step,
  view,
  spectatorView,
  determinize,
  outcome,
  parseMove,
  parseConfig,
  parseState,
  describeError,
  describeEvent,
  redactEvent,
  revealsInformation,
});

export type GatewayModule = typeof gateway;
export * from './cards';
export type * from './types';
export { FOES, GUARD, HORDE, PEEK_PILES, SYMBOLS, TIERS } from './types';
export { defaultConfig, RANDOMIZER } from './engine';
export { adjacent, hordeOn, nextClockwise, RUIN_AT, scoreOf } from './draft';
export { damageAmount, forecastAttack, mostKills, sideUnits } from './battle';
export type { AttackForecast } from './battle';
