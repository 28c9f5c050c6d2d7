/**
 * Gateway Uprising's working copy and the helpers every part of the engine shares: drawing, piles, who holds a
 * district, deployment of Guards and Horde, destruction and the end of the game. Clause ids: docs/rules/gateway.md.
 */
import type { Seat } from '../core/module';
import type { ArrayKey, Draft as KernelDraft } from '../core/draft';
import { own, startDraft, take } from '../core/draft';
import { cloneRng } from '../core/rng';
import { drawWithReshuffle } from '../core/zones';
import { cardAt, DISTRICT_BY_ID, enemyCard, runeCard } from './cards';
import type { Pile, DistrictState, EndReason, GwConfig, GwEvent, GwState, PlayerState, TurnState, Unit, Mods } from './types';
import { GUARD, HORDE } from './types';

/** Cards drawn at Clean-up and for the opening hand (GW-14, GW-45). */
export const HAND_SIZE = 6;
/** Guards Central City is replenished to (GW-60). */
export const CENTRAL_GUARDS = 3;
/** Horde cards that destroy a district (GW-68). */
export const RUIN_AT = 3;
/** A fresh turn's resources (GW-20). */
export const FRESH_TURN: TurnState = { ap: 2, gold: 0, recruits: 1, attacks: 1, cleanupDraws: 0, runeDiscount: 0 };
/** No modifiers. */
export const NO_MODS: Mods = { attack: [0, 0, 0], defense: [0, 0, 0] };

/** A working copy of one player, private to one step: their arrays are copied when the draft is made. */
export type PlayerDraft = KernelDraft<PlayerState, ArrayKey<PlayerState>>;

/** A working copy of one district: its cards are copied when the draft is made; its markers are only ever replaced. */
export type DistrictDraft = KernelDraft<DistrictState, 'cards' | 'incoming'>;

/**
 * A working copy of the state, private to one step, and the next state once the step is done (see core/draft.ts).
 * The players, the districts' cards, the enemy piles, the modifiers and the fights, which most steps write, are
 * copied when it is made; objects inside are replaced, never edited. The supply, the Event piles, the exile, the
 * box and the markers change in few steps, so they stay the state's until a step takes them (the box and the
 * markers are only ever replaced).
 */
export type Draft = KernelDraft<GwState, 'guardPile' | 'guardDiscard' | 'hordePile' | 'hordeDiscard' | 'mods' | 'fights', { players: PlayerDraft[]; districts: DistrictDraft[] }>;

/** Read-only access shared by states and drafts. */
export type Readable = GwState | Draft;

const playerDraft = (p: PlayerState): PlayerDraft => ({ deck: p.deck.slice(), hand: p.hand.slice(), discard: p.discard.slice(), played: p.played.slice(), army: p.army.slice(), runes: p.runes.slice(), infamy: p.infamy });
const districtDraft = (x: DistrictState): DistrictDraft => ({ id: x.id, pos: x.pos, ruined: x.ruined, markers: x.markers, owner: x.owner, cards: x.cards.slice(), incoming: x.incoming.slice() });

/** A draft of a state: what most steps write copied, the rest shared until taken (see Draft). */
export function draftOf(s: GwState): Draft {
  return startDraft({
    config: s.config,
    rng: cloneRng(s.rng),
    phase: s.phase,
    stage: s.stage,
    round: s.round,
    first: s.first,
    active: s.active,
    players: s.players.map(playerDraft),
    districts: s.districts.map(districtDraft),
    supply: s.supply,
    guardPile: s.guardPile.slice(),
    guardDiscard: s.guardDiscard.slice(),
    hordePile: s.hordePile.slice(),
    hordeDiscard: s.hordeDiscard.slice(),
    events: s.events,
    eventsDone: s.eventsDone,
    exile: s.exile,
    box: s.box,
    turn: s.turn,
    mods: s.mods.slice(),
    battle: s.battle,
    alliance: s.alliance,
    picking: s.picking,
    fights: s.fights.slice(),
    pending: s.pending,
    end: s.end,
  });
}

/** Number of seats. */
export const seatsOf = (s: { readonly config: GwConfig }): number => s.config.seats;

/** The seat to a player's left: the next one clockwise (GW-17). */
export const leftOf = (s: { readonly config: GwConfig }, seat: Seat): Seat => (seat + 1) % s.config.seats;

/** The seat picking now (GW-18, GW-19): the starting player, then clockwise, round and round. */
export const pickerOf = (s: { readonly first: Seat; readonly config: GwConfig }, count: number): Seat => (s.first + count) % s.config.seats;

/** Who holds a district: a seat, GUARD, HORDE, or null when uncontrolled (GW-31). */
export function holder(x: { readonly owner: Seat | null; readonly cards: readonly Unit[] }): number | null {
  if (x.owner !== null) return x.owner;
  const first = x.cards[0];
  if (!first) return null;
  return enemyCard(first.card).kind === 'guard' ? GUARD : HORDE;
}

/** Whether a district is Central City. */
export const isCentral = (x: { readonly id: string }): boolean => DISTRICT_BY_ID.get(x.id)?.central ?? false;

/** The index of Central City in the district list (always 0). */
export const CENTRAL = 0;

/** A supply pile by id. */
export function pileOf(s: Readable, id: string): { readonly id: string; readonly cards: readonly number[] } | undefined {
  for (const p of s.supply) if (p.id === id) return p;
  return undefined;
}

/**
 * A supply pile's cards, the draft's own from the first write (the pile list too); undefined if no such pile. The
 * pile's record is made anew, as a literal, when its cards are first copied: every pile keeps one shape.
 */
export function ownPile(d: Draft, id: string): number[] | undefined {
  const i = d.supply.findIndex((p) => p.id === id);
  if (i < 0) return undefined;
  const supply = (d.supply = own(d, d.supply));
  const pile = supply[i] as Pile;
  const cards = own(d, pile.cards);
  if (cards !== pile.cards) supply[i] = { id, cards };
  return cards;
}

/** Exiles a card (GW-23, GW-40). */
export function exileCard(d: Draft, card: number): void {
  take(d, 'exile').push(card);
}

/** A unit's Defense left (GW-36). */
export function remaining(u: Unit): number {
  const c = cardAt(u.card);
  const def = c && (c.kind === 'guard' || c.kind === 'horde' || c.kind === 'insurgent') ? c.defense : 0;
  return def - u.damage;
}

/** Draws one card for a seat, reshuffling the discard pile into an empty deck (GW-46). False when none is left. */
export function drawCard(d: Draft, ev: GwEvent[], seat: Seat): boolean {
  const p = d.players[seat] as PlayerDraft;
  const c = drawWithReshuffle(d.rng, p, 'deck', 'discard', (count) => ev.push({ type: 'reshuffled', seat, count }));
  if (c === undefined) return false;
  p.hand.push(c);
  ev.push({ type: 'drew', seat, card: c });
  return true;
}

/** Draws `n` cards. */
export function drawCards(d: Draft, ev: GwEvent[], seat: Seat, n: number): void {
  for (let i = 0; i < n; i++) if (!drawCard(d, ev, seat)) return;
}

/** Takes the top Guard or Horde card, reshuffling its discard pile when the pile is empty (GW-64). */
export function drawEnemy(d: Draft, kind: 'guard' | 'horde'): number | null {
  const card = kind === 'guard' ? drawWithReshuffle(d.rng, d, 'guardPile', 'guardDiscard') : drawWithReshuffle(d.rng, d, 'hordePile', 'hordeDiscard');
  return card ?? null;
}

/** Puts a Guard or Horde card on its discard pile. */
export function discardEnemy(d: Draft, card: number): void {
  if (enemyCard(card).kind === 'guard') d.guardDiscard.push(card);
  else d.hordeDiscard.push(card);
}

/** Horde cards on a district, holders and invaders (GW-68). */
export function hordeOn(x: { readonly cards: readonly Unit[]; readonly incoming: readonly Unit[] }): number {
  let n = 0;
  for (const u of x.cards) if (enemyCard(u.card).kind === 'horde') n++;
  for (const u of x.incoming) if (enemyCard(u.card).kind === 'horde') n++;
  return n;
}

/** The next non-ruined outer district clockwise from an outer one (GW-9); null from Central City or if none. */
export function nextClockwise(s: Readable, from: number): number | null {
  const start = (s.districts[from] as DistrictState).pos;
  if (start < 0) return null;
  for (let step = 1; step < 6; step++) {
    const pos = (start + step) % 6;
    const i = s.districts.findIndex((x) => x.pos === pos);
    if (i >= 0 && !(s.districts[i] as DistrictState).ruined) return i;
  }
  return null;
}

/** Where the districts lie: a state, a draft, or a player's view (the table shows adjacency from it). */
type City = { readonly districts: readonly Pick<DistrictState, 'pos' | 'ruined'>[] };

/**
 * Districts adjacent to one (GW-9): for an outer district, Central City and the nearest standing ring neighbours
 * either way; for Central City, every standing outer district.
 */
export function adjacent(s: City, i: number): number[] {
  const x = s.districts[i] as Pick<DistrictState, 'pos' | 'ruined'>;
  const standing = s.districts.map((y, j) => j).filter((j) => j !== i && !(s.districts[j] as Pick<DistrictState, 'ruined'>).ruined);
  if (x.pos < 0) return standing;
  const out = new Set<number>();
  if (!(s.districts[CENTRAL] as Pick<DistrictState, 'ruined'>).ruined) out.add(CENTRAL);
  for (const dir of [1, 5]) {
    for (let step = 1; step < 6; step++) {
      const pos = (x.pos + dir * step) % 6;
      const j = s.districts.findIndex((y) => y.pos === pos);
      if (j >= 0 && j !== i && !(s.districts[j] as Pick<DistrictState, 'ruined'>).ruined) {
        out.add(j);
        break;
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

/** Destroys a district (GW-68): every card to its discard pile, token and markers gone, Ruined side up. */
export function ruin(d: Draft, ev: GwEvent[], i: number): void {
  const x = d.districts[i] as DistrictDraft;
  for (const u of x.cards) discardEnemy(d, u.card);
  for (const u of x.incoming) discardEnemy(d, u.card);
  x.cards = [];
  x.incoming = [];
  x.owner = null;
  x.markers = [];
  x.ruined = true;
  ev.push({ type: 'ruined', district: i });
}

/**
 * Places one Guard or Horde card on a district (GW-61): joins its kind or an empty district, otherwise it
 * invades. Its arrival ability follows (GW-63), then destruction is checked (GW-68).
 */
export function deploy(d: Draft, ev: GwEvent[], kind: 'guard' | 'horde', i: number, depth = 0): void {
  const x = d.districts[i] as DistrictDraft;
  if (x.ruined || d.end) return;
  const card = drawEnemy(d, kind);
  if (card === null) return;
  const h = holder(x);
  const joins = h === null || h === (kind === 'guard' ? GUARD : HORDE);
  if (joins) x.cards.push({ card, damage: 0 });
  else x.incoming.push({ card, damage: 0 });
  ev.push({ type: 'arrived', card, district: i, invading: !joins });
  if (hordeOn(x) >= RUIN_AT) ruin(d, ev, i);
  checkEnd(d, ev);
  const arrival = enemyCard(card).arrival;
  // Depth guard: arrivals chain only through finite piles, but a short chain keeps a round end bounded.
  if (!arrival || depth > 8) return;
  if (arrival === 'reinforce') deploy(d, ev, 'guard', i, depth + 1);
  else {
    const next = nextClockwise(d, i);
    if (next !== null) deploy(d, ev, 'horde', next, depth + 1);
  }
}

/** A seat's score (GW-93): Infamy, unspent Runestones, 1 per outer district and 2 for Central City. */
export function scoreOf(s: Readable, seat: Seat): number {
  const p = s.players[seat] as PlayerState;
  let score = p.infamy;
  for (const r of p.runes) score += runeCard(r).infamy;
  for (const x of s.districts) if (x.owner === seat) score += isCentral(x) ? 2 : 1;
  return score;
}

/** Ends the game with a reason and winners. */
export function finish(d: Draft, ev: GwEvent[], reason: EndReason, winners: Seat[]): void {
  if (d.end) return;
  d.end = { reason, winners };
  d.phase = 'over';
  d.battle = null;
  d.alliance = null;
  d.pending = null;
  d.fights = [];
  const scores = d.players.map((_, seat) => scoreOf(d, seat));
  ev.push({ type: 'gameOver', reason, winners: winners.slice(), scores });
}

/** Checks the immediate ends: the city falls (GW-90) or one player holds every standing district (GW-92). */
export function checkEnd(d: Draft, ev: GwEvent[]): void {
  if (d.end) return;
  const standing = d.districts.filter((x) => !x.ruined);
  if (standing.every((x) => x.pos < 0) || standing.every((x) => hordeOn(x) > 0)) {
    finish(d, ev, 'cityFell', []);
    return;
  }
  const owner = standing[0]?.owner ?? null;
  if (owner !== null && standing.every((x) => x.owner === owner)) finish(d, ev, 'conquest', [owner]);
}

/** The final scoring when the Event deck is exhausted (GW-91, GW-93): the highest scores share the win. */
export function scoreGame(d: Draft, ev: GwEvent[]): void {
  const scores = d.players.map((_, seat) => scoreOf(d, seat));
  const best = Math.max(...scores);
  finish(
    d,
    ev,
    'events',
    scores.flatMap((x, seat) => (x === best ? [seat] : [])),
  );
}
