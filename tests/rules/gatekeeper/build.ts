/** Hand-built Gatekeeper positions for clause tests: name what matters, everything else goes to the pile. */
import { colIndex, DAZZLED } from '../../../src/rules/gatekeeper/engine';
import type { GkEvent, GkMove, GkPhase, GkState, Resolving, Spell, WitchElement } from '../../../src/rules/gatekeeper/index';
import { DEFAULT_CONFIG, gatekeeper, WITCHES } from '../../../src/rules/gatekeeper/index';
import { createRng } from '../../../src/rules/core/rng';
import { recordMove } from '../shipped-examples';

/** The id of the witch matching a description (the first one when several match). */
export function witch(q: { element?: WitchElement; power?: number; spell?: Spell | null; move?: 1 | 2 | 3 | 'wild' }, skip = 0): number {
  const found = WITCHES.filter((w) => (q.element === undefined || w.element === q.element) && (q.power === undefined || w.power === q.power) && (q.spell === undefined || w.spell === q.spell) && (q.move === undefined || w.move === q.move));
  const w = found[skip];
  if (!w) throw new Error(`no witch matches ${JSON.stringify(q)} (#${skip})`);
  return w.id;
}

/** A column entry for a dazzled witch. */
export const dz = (id: number): number => id | DAZZLED;

export interface Spec {
  hands?: number[][];
  /** [seat][loc] column entries (ids, or dz(id)). */
  cols?: number[][][];
  line?: number[];
  discard?: number[];
  mana?: number[];
  keeper?: number;
  beads?: number[];
  shields?: number[];
  active?: number;
  turn?: number;
  phase?: GkPhase;
  cur?: Resolving | null;
  limits?: number[];
  tieBreak?: boolean;
  /** Witches to put on top of the pile, last = top. */
  pileTop?: number[];
  /** Leave the pile empty (every other witch goes to the discard pile). */
  emptyPile?: boolean;
}

/** A consistent state from a spec: turn 2+ by default, the Gatekeeper at Air, player 0 to play. */
export function build(spec: Spec): GkState {
  const used = new Set<number>();
  const take = (id: number) => {
    const w = id & 63;
    if (used.has(w)) throw new Error(`witch ${w} used twice in a spec`);
    used.add(w);
    return id;
  };
  const hands = (spec.hands ?? [[], []]).map((h) => h.map(take));
  const cols: number[][] = [[], [], [], [], [], [], [], []];
  (spec.cols ?? []).forEach((side, seat) => side.forEach((col, loc) => (cols[colIndex(seat, loc)] = col.map(take))));
  const line = (spec.line ?? []).map(take);
  const discard = (spec.discard ?? []).map(take);
  const top = (spec.pileTop ?? []).map(take);
  const rest = WITCHES.map((w) => w.id).filter((id) => !used.has(id));
  const pile = spec.emptyPile ? [] : [...rest, ...top];
  return {
    config: { ...DEFAULT_CONFIG, tieBreak: spec.tieBreak ?? false },
    rng: createRng('build'),
    phase: spec.phase ?? 'play',
    pile,
    discard: spec.emptyPile ? [...discard, ...rest] : discard,
    line,
    hands,
    limits: spec.limits ?? [5, 5],
    mana: spec.mana ?? [12, 12],
    cols,
    shields: spec.shields ?? [-1, -1],
    beads: spec.beads ?? [0, 0, 0, 0],
    keeper: spec.keeper ?? 0,
    first: 0,
    active: spec.active ?? 0,
    turn: spec.turn ?? 3,
    mulligans: [],
    firstLoc: 0,
    refreshed: false,
    refreshLeft: 0,
    cur: spec.cur ?? null,
    winner: null,
    drawn: false,
  };
}

/** Applies moves in order through the checked path; throws with the refusal's words when one is refused. */
export function play(state: GkState, ...moves: GkMove[]): { state: GkState; events: GkEvent[] } {
  let s = state;
  const events: GkEvent[] = [];
  for (const m of moves) {
    const seat = gatekeeper.decision(s).seats[0] ?? 0;
    const r = gatekeeper.apply(s, seat, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${gatekeeper.describeError(r.error)}`);
    recordMove(s, seat, m, r.value.state);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/**
 * Plays the moves like `play`, declining each Archer's shot offered on the way (the 7s are Archers, GK-50), so a
 * witch meant as a plain duellist duels as usual.
 */
export function playPlain(state: GkState, ...moves: GkMove[]): { state: GkState; events: GkEvent[] } {
  let s = state;
  const events: GkEvent[] = [];
  for (const m of moves) {
    const r = play(s, m);
    s = r.state;
    events.push(...r.events);
    if (s.phase === 'archer' && m.type !== 'archer' && m.type !== 'skip') {
      const skip = play(s, { type: 'skip' });
      s = skip.state;
      events.push(...skip.events);
    }
  }
  return { state: s, events };
}

/** The events of one type. */
export function ofType<T extends GkEvent['type']>(events: readonly GkEvent[], type: T): Extract<GkEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GkEvent, { type: T }> => e.type === type);
}

/** A column as ids with dazzled flags, for assertions. */
export const column = (s: GkState, seat: number, loc: number): readonly number[] => s.cols[colIndex(seat, loc)] as readonly number[];
