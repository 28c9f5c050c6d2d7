/** Hand-built Gate positions for clause tests: name what matters, everything else goes where it would lie. */
import { createRng, nextInt } from '../../../src/rules/core/rng';
import type { RngState } from '../../../src/rules/core/rng';
import { CARDS, DEFAULT_CONFIG, ENEMIES, gate } from '../../../src/rules/gate/index';
import type { Command, GateEvent, GateMove, GatePhase, GateState } from '../../../src/rules/gate/index';
import { recordMove } from '../shipped-examples';

/** A card's id by name. */
export function byName(name: string): number {
  const c = CARDS.find((x) => x.name === name);
  if (!c) throw new Error(`no card named ${name}`);
  return c.id;
}

/** An enemy's id by name. */
export function foe(name: string): number {
  const e = ENEMIES.find((x) => x.name === name);
  if (!e) throw new Error(`no enemy named ${name}`);
  return e.id;
}

/** A lookup by name that refuses to place the same card or enemy twice; `used` holds what it placed. */
function taker(lookup: (name: string) => number): ((name: string) => number) & { used: Set<number> } {
  const used = new Set<number>();
  return Object.assign(
    (name: string) => {
      const id = lookup(name);
      if (used.has(id)) throw new Error(`${name} used twice in a spec`);
      used.add(id);
      return id;
    },
    { used },
  );
}

export interface Spec {
  hand?: string[];
  /** The draw pile, top last. */
  drawPile?: string[];
  discard?: string[];
  /** Up to 4 recruits; missing slots are filled from the rest of the citizens. */
  market?: (string | null)[];
  citizenDeck?: string[];
  citizenDiscard?: string[];
  heroDeck?: string[];
  gone?: string[];
  health?: [number, number, number];
  fear?: number;
  row?: string[];
  wounds?: number[];
  /** The enemy deck, top last; by default every enemy not placed elsewhere, wave 1 on top. */
  enemyDeck?: string[];
  defeated?: string[];
  fled?: string[];
  gold?: number;
  commands?: Command[];
  towerUsed?: boolean;
  phase?: GatePhase;
  turn?: number;
  finalStand?: boolean;
  turnLimit?: number;
}

/** A consistent state from a spec: turn 3, step 3 (commands), full health and no fear unless told. */
export function build(spec: Spec): GateState {
  const take = taker(byName);
  const hand = (spec.hand ?? []).map(take);
  const drawPile = (spec.drawPile ?? []).map(take);
  const discard = (spec.discard ?? []).map(take);
  const citizenDeckTop = (spec.citizenDeck ?? []).map(take);
  const citizenDiscard = (spec.citizenDiscard ?? []).map(take);
  const gone = (spec.gone ?? []).map(take);
  const heroTop = (spec.heroDeck ?? []).map(take);
  const marketNamed = (spec.market ?? []).map((n) => (n === null ? -1 : take(n)));
  const restCitizens = CARDS.filter((c) => c.kind === 'citizen' && !take.used.has(c.id)).map((c) => c.id);
  const market: number[] = [];
  for (let slot = 0; slot < 4; slot++) market.push(slot < marketNamed.length ? (marketNamed[slot] as number) : (restCitizens.shift() ?? -1));
  // Unplaced Starting cards lie in the discard pile; unplaced citizens and heroes under the named deck tops.
  for (const c of CARDS) if (c.kind === 'starting' && !take.used.has(c.id)) discard.push(c.id);
  const heroDeck = [...CARDS.filter((c) => c.kind === 'hero' && !take.used.has(c.id)).map((c) => c.id), ...heroTop];
  const citizenDeck = [...restCitizens, ...citizenDeckTop];

  const takeFoe = taker(foe);
  const row = (spec.row ?? []).map(takeFoe);
  const defeated = (spec.defeated ?? []).map(takeFoe);
  const fled = (spec.fled ?? []).map(takeFoe);
  let enemyDeck: number[];
  if (spec.enemyDeck) {
    enemyDeck = spec.enemyDeck.map(takeFoe);
    // Whatever is left was pushed out earlier.
    for (const e of ENEMIES) if (!takeFoe.used.has(e.id)) fled.push(e.id);
  } else enemyDeck = ENEMIES.filter((e) => !takeFoe.used.has(e.id)).sort((a, b) => b.wave - a.wave || a.id - b.id).map((e) => e.id);

  return {
    config: { ...DEFAULT_CONFIG, turnLimit: spec.turnLimit ?? DEFAULT_CONFIG.turnLimit },
    rng: createRng('build'),
    phase: spec.phase ?? 'command',
    turn: spec.turn ?? 3,
    health: spec.health ?? [6, 12, 6],
    fear: spec.fear ?? 0,
    hand,
    drawPile,
    discard,
    market,
    citizenDeck,
    citizenDiscard,
    heroDeck,
    gone,
    enemyDeck,
    row,
    wounds: spec.wounds ?? row.map(() => 0),
    defeated,
    fled,
    gold: spec.gold ?? 0,
    commands: spec.commands ?? [],
    towerUsed: spec.towerUsed ?? false,
    finalStand: spec.finalStand ?? false,
    result: null,
  };
}

/** Applies moves in order through the checked path; throws with the refusal's words when one is refused. */
export function play(state: GateState, ...moves: GateMove[]): { state: GateState; events: GateEvent[] } {
  let s = state;
  const events: GateEvent[] = [];
  for (const m of moves) {
    const r = gate.apply(s, 0, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${gate.describeError(r.error)}`);
    recordMove(s, 0, m, r.value.state);
    s = r.value.state;
    events.push(...r.value.events);
  }
  return { state: s, events };
}

/** The refusal of a move (checked not to change the state). */
export function refusal(state: GateState, move: GateMove) {
  const before = JSON.stringify(state);
  const r = gate.apply(state, 0, move);
  if (JSON.stringify(state) !== before) throw new Error('a refused move changed the state');
  if (r.ok) throw new Error(`${JSON.stringify(move)} was accepted`);
  return r.error;
}

/** The events of one type. */
export function ofType<T extends GateEvent['type']>(events: readonly GateEvent[], type: T): Extract<GateEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GateEvent, { type: T }> => e.type === type);
}

/** Moves used in many tests. */
export const END: GateMove = { type: 'endTurn' };
export const income = (name: string): GateMove => ({ type: 'use', card: byName(name), trait: 'income' });
export const calm = (name: string): GateMove => ({ type: 'use', card: byName(name), trait: 'calm' });
export const attack = (name: string, enemy: string): GateMove => ({ type: 'use', card: byName(name), trait: 'attack', target: foe(enemy) });
export const repair = (name: string, split: [number, number, number]): GateMove => ({ type: 'use', card: byName(name), trait: 'repair', split });

/** Plays a seeded run with uniformly random legal moves, calling `visit` after every move; returns the end. */
export function randomRun(seed: string, pick: RngState, visit?: (state: GateState, before: GateState, events: readonly GateEvent[]) => void): GateState {
  const r = gate.setup(DEFAULT_CONFIG, seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  while (s.result === null) {
    const legal = gate.legalMoves(s, 0);
    const applied = gate.applyLegal(s, 0, legal[nextInt(pick, legal.length)]!);
    visit?.(applied.state, s, applied.events);
    s = applied.state;
  }
  return s;
}
