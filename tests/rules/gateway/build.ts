/** Hand-built Gateway positions for clause tests: start from a real setup, then move named cards where they matter. */
import type { GwEvent, GwMove, GwState, Unit } from '../../../src/rules/gateway/index';
import { cardAt, copiesOf, defaultConfig, gateway } from '../../../src/rules/gateway/index';
import { recordMove } from '../shipped-examples';

/** A state whose arrays may be edited in a test (a deep copy). */
export type Mut = { -readonly [K in Exclude<keyof GwState, 'players' | 'districts' | 'supply'>]: GwState[K] extends readonly (infer T)[] ? T[] : GwState[K] } & {
  players: { deck: number[]; hand: number[]; discard: number[]; played: number[]; army: Unit[]; runes: number[]; infamy: number }[];
  districts: { id: string; pos: number; ruined: boolean; markers: string[]; owner: number | null; cards: Unit[]; incoming: Unit[] }[];
  supply: { id: string; cards: number[] }[];
};

/** A fresh game, seat 0 to play its Deployment phase. */
export function game(seats = 3, scenario = 'arriving', seed = 'build', hiddenRunestones = false): Mut {
  const r = gateway.setup({ ...defaultConfig(seats), scenario, hiddenRunestones }, seed);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const s = JSON.parse(JSON.stringify(r.value)) as Mut;
  s.first = 0;
  s.active = 0;
  return s;
}

/** Removes a card instance from wherever it is. */
export function lift(s: Mut, card: number): void {
  const drop = (list: number[]) => {
    const i = list.indexOf(card);
    if (i >= 0) list.splice(i, 1);
  };
  const dropUnit = (list: Unit[]) => {
    const i = list.findIndex((u) => u.card === card);
    if (i >= 0) list.splice(i, 1);
  };
  for (const p of s.players) {
    [p.deck, p.hand, p.discard, p.played, p.runes].forEach(drop);
    dropUnit(p.army);
  }
  for (const x of s.districts) {
    dropUnit(x.cards);
    dropUnit(x.incoming);
  }
  for (const p of s.supply) drop(p.cards);
  [s.guardPile, s.guardDiscard, s.hordePile, s.hordeDiscard, s.events, s.eventsDone, s.exile, s.box].forEach(drop);
}

/** A copy of a card id not held by any player, district or pile top that matters: the last copy in the box order. */
export function spare(s: Mut, id: string, skip: readonly number[] = []): number {
  const held = new Set<number>(skip);
  for (const p of s.players) for (const c of [...p.hand, ...p.played, ...p.runes, ...p.army.map((u) => u.card)]) held.add(c);
  for (const x of s.districts) for (const u of [...x.cards, ...x.incoming]) held.add(u.card);
  const c = [...copiesOf(id)].reverse().find((k) => !held.has(k));
  if (c === undefined) throw new Error(`no spare ${id}`);
  return c;
}

/** Lifts spare copies of these card ids out of the game's zones, one each. */
function spares(s: Mut, ids: readonly string[]): number[] {
  const out: number[] = [];
  for (const id of ids) {
    const c = spare(s, id, out);
    lift(s, c);
    out.push(c);
  }
  return out;
}

/** Puts spare copies of these card ids into a seat's hand (the old hand goes to the discard pile). */
export function hand(s: Mut, seat: number, ids: readonly string[]): number[] {
  const p = s.players[seat]!;
  p.discard.push(...p.hand.splice(0));
  const out = spares(s, ids);
  p.hand.push(...out);
  return out;
}

/** Puts spare copies of these Insurgents into a seat's Army (the old Army goes to the discard pile). */
export function army(s: Mut, seat: number, ids: readonly string[]): number[] {
  const p = s.players[seat]!;
  p.discard.push(...p.army.splice(0).map((u) => u.card));
  const out = spares(s, ids);
  p.army.push(...out.map((card) => ({ card, damage: 0 })));
  return out;
}

/** Gives a seat these Runestones (replacing its own). */
export function runes(s: Mut, seat: number, ids: readonly string[]): number[] {
  const p = s.players[seat]!;
  s.exile.push(...p.runes.splice(0));
  const out = spares(s, ids);
  p.runes.push(...out);
  return out;
}

/** Puts a card on top of a seat's deck. */
export function deckTop(s: Mut, seat: number, id: string): number {
  const c = spare(s, id);
  lift(s, c);
  s.players[seat]!.deck.push(c);
  return c;
}

/** Sets who holds a district: a seat, or these Guard/Horde card ids (the old holders go to their discard piles). */
export function hold(s: Mut, district: number, by: number | readonly string[]): number[] {
  const x = s.districts[district]!;
  for (const u of x.cards.splice(0)) (cardAt(u.card)?.kind === 'guard' ? s.guardDiscard : s.hordeDiscard).push(u.card);
  x.owner = null;
  if (typeof by === 'number') {
    x.owner = by;
    return [];
  }
  const out = spares(s, by);
  x.cards.push(...out.map((card) => ({ card, damage: 0 })));
  return out;
}

/** Index of a district by id. */
export const at = (s: { readonly districts: readonly { readonly id: string }[] }, id: string): number => {
  const i = s.districts.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`no ${id} in this game`);
  return i;
};

/** The state as the engine sees it, checked by the game's own importer (a test position must be a real one). */
export function seal(s: Mut): GwState {
  const r = gateway.parseState(JSON.parse(JSON.stringify(s)), s.config);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Applies moves in turn, each by the seat deciding; throws on a refusal. */
export function play(s: GwState, ...moves: GwMove[]): { state: GwState; events: GwEvent[] } {
  let state = s;
  const events: GwEvent[] = [];
  for (const m of moves) {
    const seat = gateway.decision(state).seats[0]!;
    const r = gateway.apply(state, seat, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)} by seat ${seat} in ${state.phase}: ${JSON.stringify(r.error)}`);
    recordMove(state, seat, m, r.value.state);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The refusal of a move by the deciding seat, or null when it is legal. */
export function refusal(s: GwState, m: GwMove): { code: string } | null {
  const seat = gateway.decision(s).seats[0]!;
  return gateway.validate(s, seat, m);
}

/** Events of one type. */
export function ofType<T extends GwEvent['type']>(events: readonly GwEvent[], type: T): Extract<GwEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GwEvent, { type: T }> => e.type === type);
}
