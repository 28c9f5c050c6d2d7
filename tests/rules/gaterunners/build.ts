/** Hand-built GateRunners positions for clause tests: name what matters, everything else stays in the deck. */
import { createRng } from '../../../src/rules/core/rng';
import type { GrConfig, GrEvent, GrMove, GrPhase, GrState, HeroState, SideState, UnitState } from '../../../src/rules/gaterunners/index';
import { DECK_BY_ID, deckList, DEFAULT_CONFIG, gaterunners, INSTANCE_STRIDE } from '../../../src/rules/gaterunners/index';
import { recordMove } from '../shipped-examples';

/** The `k`-th instance of a card id in a seat's deck (GR-1 numbering). */
export function inst(decks: readonly string[], seat: number, id: string, k = 0): number {
  const list = deckList(DECK_BY_ID.get(decks[seat] ?? '')!);
  let seen = 0;
  for (let i = 0; i < list.length; i++) if (list[i] === id && seen++ === k) return seat * INSTANCE_STRIDE + i;
  throw new Error(`no ${id} #${k} in ${decks[seat]}`);
}

export interface UnitSpec {
  readonly card: number;
  readonly lane: 0 | 1 | 2;
  readonly exhausted?: boolean;
  readonly damage?: number;
  /** Turn it came into play; defaults to an earlier turn (settled). */
  readonly since?: number;
}

export interface SideSpec {
  readonly hand?: number[];
  readonly units?: UnitSpec[];
  readonly graveyard?: number[];
  /** Shield counts per lane; defaults to 2, 3, 2. */
  readonly shields?: number[];
  readonly destroyed?: boolean[];
  readonly hero?: HeroState;
  /** Cards on top of the deck, last = top. */
  readonly deckTop?: number[];
  readonly emptyDeck?: boolean;
}

export interface Spec {
  readonly decks?: readonly [string, string];
  readonly sides?: readonly [SideSpec, SideSpec];
  readonly active?: 0 | 1;
  readonly turn?: number;
  readonly phase?: GrPhase;
  readonly mobilize?: 1 | 2;
  readonly levelOnePlayed?: number;
}

/** A consistent mid-game state from a spec: turn 5, player 0 to act in the first Mobilize phase. */
export function build(spec: Spec): GrState {
  const decks = spec.decks ?? DEFAULT_CONFIG.decks;
  const config: GrConfig = { ...DEFAULT_CONFIG, decks };
  const turn = spec.turn ?? 5;
  const sides = [0, 1].map((seat): SideState => {
    const sp = spec.sides?.[seat] ?? {};
    const used = new Set<number>();
    const take = (c: number) => {
      if (used.has(c)) throw new Error(`card ${c} used twice`);
      used.add(c);
      return c;
    };
    const hand = (sp.hand ?? []).map(take);
    const units = (sp.units ?? []).map((u): UnitState => ({ card: take(u.card), lane: u.lane, exhausted: u.exhausted ?? false, damage: u.damage ?? 0, since: u.since ?? turn - 2, plusPower: 0, plusHealth: 0 }));
    const graveyard = (sp.graveyard ?? []).map(take);
    const top = (sp.deckTop ?? []).map(take);
    const n = deckList(DECK_BY_ID.get(decks[seat]!)!).length;
    const rest: number[] = [];
    for (let i = 0; i < n; i++) if (!used.has(seat * INSTANCE_STRIDE + i)) rest.push(seat * INSTANCE_STRIDE + i);
    const deckGates = DECK_BY_ID.get(decks[seat]!)!.gates;
    const gates = [0, 1, 2].map((lane) => ({ gate: deckGates[lane]!, shields: rest.splice(0, sp.shields?.[lane] ?? [2, 3, 2][lane]!), destroyed: sp.destroyed?.[lane] ?? false }));
    const deck = sp.emptyDeck ? [] : [...rest, ...top];
    if (sp.emptyDeck) graveyard.push(...rest);
    return { deck, hand, graveyard, gates, units, hero: sp.hero ?? { inPlay: false, lane: 1, damage: 0, feats: 0 }, shieldsLost: 0 };
  }) as unknown as [SideState, SideState];
  return {
    config,
    rng: createRng('build'),
    phase: spec.phase ?? 'main',
    sides,
    first: 0,
    active: spec.active ?? 0,
    turn,
    mobilize: spec.mobilize ?? 1,
    levelOnePlayed: spec.levelOnePlayed ?? 0,
    mulligans: [],
    attacks: [],
    window: null,
    winner: null,
    reason: null,
  };
}

/** Applies moves in turn, each by the seat deciding; throws on a refusal. */
export function play(s: GrState, ...moves: GrMove[]): { state: GrState; events: GrEvent[] } {
  let state = s;
  const events: GrEvent[] = [];
  for (const m of moves) {
    const seat = gaterunners.decision(state).seats[0]!;
    const r = gaterunners.apply(state, seat, m);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(m)}: ${JSON.stringify(r.error)}`);
    recordMove(state, seat, m, r.value.state);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The refusal code of a move by the deciding seat, or null when it is legal. */
export function refusal(s: GrState, m: GrMove): string | null {
  const seat = gaterunners.decision(s).seats[0]!;
  return gaterunners.validate(s, seat, m)?.code ?? null;
}

/** Events of one type. */
export function ofType<T extends GrEvent['type']>(events: readonly GrEvent[], type: T): Extract<GrEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GrEvent, { type: T }> => e.type === type);
}

/** A unit in play for a spec: the `k`-th copy of a card id. */
export function unitOf(decks: readonly string[], seat: number, id: string, lane: 0 | 1 | 2, extra: Partial<UnitSpec> = {}, k = 0): UnitSpec {
  return { card: inst(decks, seat, id, k), lane, ...extra };
}

/** The unit of a side by card instance (throws when it is not in play). */
export function unitIn(s: GrState, seat: number, card: number): UnitState {
  const u = s.sides[seat]!.units.find((x) => x.card === card);
  if (!u) throw new Error(`unit ${card} not in play`);
  return u;
}

/** Plays one Battle from the first Mobilize phase: attackers, passes, blockers, passes. */
export function battle(s: GrState, attackers: GrMove[], blockers: GrMove[] = []): { state: GrState; events: GrEvent[] } {
  return play(s, { type: 'endMobilize' }, ...attackers, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' }, ...blockers, { type: 'confirm' }, { type: 'pass' }, { type: 'pass' });
}
