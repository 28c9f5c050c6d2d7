/**
 * The kernel's contract, checked for any game over many seeded random playouts. Each game's property test calls
 * `checkKernelContract` with its module (and a candidate-move generator, a superset of the legal moves, so that
 * "validate accepts ⇒ legalMoves lists it" is checked too, not only the converse), and what a spectator is
 * shown (the spectator view and events hide every seat's hidden cards).
 */
import { expect } from 'vitest';
import type { EventBase, GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { eventSeenBy } from '../../src/rules/core/module';
import { stableStringify, stateHash } from '../../src/rules/core/hash';
import type { RngState } from '../../src/rules/core/rng';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { replay } from '../../src/rules/core/replay';
import type { MoveRecord } from '../../src/rules/core/replay';

export interface ContractOptions<C, S, M extends MoveBase> {
  readonly config: C;
  readonly seed: string | number;
  readonly maxPlies: number;
  /** A superset of legal moves for a seat (may include illegal ones); defaults to the legal moves alone. */
  readonly candidates?: (state: S, seat: Seat) => readonly M[];
}

export interface ContractReport {
  readonly plies: number;
  readonly refusalsChecked: number;
  readonly finished: boolean;
}

const key = (m: unknown) => stableStringify(m);

/**
 * A spectator sees only what every seat sees alike: for each seat, a state sampled from that seat's view (its
 * hidden cards dealt anew by the game's own determinize) must show a spectator the very same view. A spectator
 * view naming any card a seat cannot see (another hand, a pile's order) changes under that seat's sample.
 */
export function checkSpectatorView<S extends object>(module: GameModule<unknown, S>, state: S, seats: readonly Seat[], rng: RngState): void {
  const seen = key(module.spectatorView(state));
  for (const seat of seats) {
    const sample = module.determinize(module.view(state, seat), seat, rng);
    const sampled = key(module.spectatorView(sample));
    if (sampled !== seen) throw new Error(`the spectator view shows what seat ${seat} cannot see: ${firstDifference(seen, sampled)}`);
  }
}

/**
 * A spectator's events hold nothing a seat's redaction would hide: redacting the spectator's copy again for any
 * seat changes nothing (an event the spectator saw whole, but a seat not, changes).
 */
export function checkSpectatorEvents(module: GameModule, events: readonly EventBase[], seats: number): void {
  for (const event of events) {
    const watched = eventSeenBy(module, event, null);
    for (let seat = 0; seat < seats; seat++) {
      const again = eventSeenBy(module, watched, seat);
      if (key(again) !== key(watched)) throw new Error(`a spectator sees in ${key(watched)} what seat ${seat} may not: ${key(again)}`);
    }
  }
}

/** Where two JSON texts first differ, with a little context: enough to find the leaking field. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return `…${a.slice(Math.max(0, i - 60), i + 40)}… became …${b.slice(Math.max(0, i - 60), i + 40)}…`;
}

/** Plays one seeded random game, asserting the kernel contract at every ply. */
export function checkKernelContract<C, S extends { readonly config: C }, M extends MoveBase>(
  module: GameModule<C, S, unknown, M>,
  opts: ContractOptions<C, S, M>,
): ContractReport {
  const setup = module.setup(opts.config, opts.seed);
  if (!setup.ok) throw new Error(`setup failed: ${JSON.stringify(setup.error)}`);
  let state = setup.value;
  const pick = createRng(`${String(opts.seed)}/picker`);
  const sampler = createRng(`${String(opts.seed)}/spectator`);
  const log: MoveRecord<M>[] = [];
  const seats = module.seatCount(opts.config);
  let refusalsChecked = 0;
  let plies = 0;
  const everySeat = Array.from({ length: seats }, (_, seat) => seat);
  checkSpectatorView(module, state, everySeat, sampler);
  for (; plies < opts.maxPlies && module.outcome(state).kind === 'ongoing'; plies++) {
    const before = stateHash(state);
    // JSON-safe: a round trip through JSON is the same state, and the game's own importer accepts it (every
    // reachable state can be saved and loaded again).
    const roundTrip = JSON.parse(JSON.stringify(state)) as unknown;
    expect(stateHash(roundTrip)).toBe(before);
    const parsed = module.parseState(roundTrip, opts.config);
    expect(parsed.ok ? null : parsed.error, 'a reachable state fails parseState').toBeNull();
    const deciding = module.decision(state).seats;
    expect(deciding.length, 'an ongoing game has someone deciding').toBeGreaterThan(0);
    for (let seat = 0; seat < seats; seat++) {
      const legal = module.legalMoves(state, seat);
      const legalKeys = new Set(legal.map(key));
      if (!deciding.includes(seat)) expect(legal, `seat ${seat} is not deciding`).toEqual([]);
      // Plain checks in this inner loop: expect() with eagerly built messages made big games crawl.
      for (const m of legal) {
        const refusal = module.validate(state, seat, m);
        if (refusal) throw new Error(`legal move refused: ${key(m)} → ${JSON.stringify(refusal)}`);
      }
      for (const m of opts.candidates?.(state, seat) ?? []) {
        const refusal = module.validate(state, seat, m);
        const k = key(m);
        if ((refusal === null) !== legalKeys.has(k)) throw new Error(`validate and legalMoves disagree on ${k} for seat ${seat} (refusal: ${JSON.stringify(refusal)})`);
        if (refusal) {
          if (typeof refusal.code !== 'string') throw new Error(`refusal without a code for ${k}`);
          if (module.apply(state, seat, m).ok) throw new Error(`apply accepted ${k}, which validate refused`);
          refusalsChecked++;
        }
      }
    }
    expect(stateHash(state), 'validate/legalMoves/refused apply mutated the state').toBe(before);
    const seat = deciding[nextInt(pick, deciding.length)] as Seat;
    const legal = module.legalMoves(state, seat);
    expect(legal.length, 'a deciding seat has a legal move').toBeGreaterThan(0);
    const move = legal[nextInt(pick, legal.length)] as M;
    const r = module.apply(state, seat, move);
    if (!r.ok) throw new Error(`legal move refused on apply: ${key(move)} → ${JSON.stringify(r.error)}`);
    expect(stateHash(state), 'apply mutated its input').toBe(before);
    // The bots' unchecked path reaches exactly the same state and events.
    const fast = module.applyLegal(state, seat, move);
    expect(stateHash(fast.state), 'applyLegal and apply disagree').toBe(stateHash(r.value.state));
    expect(fast.events).toEqual(r.value.events);
    log.push({ seat, move });
    // Every phase change is one the phase table declares (what the client's turn chart follows).
    const from = module.phaseOf(state);
    const to = module.phaseOf(r.value.state);
    const next = (module.phases as Record<string, { readonly next: readonly string[] } | undefined>)[from]?.next ?? [];
    if (!next.includes(to)) throw new Error(`phase ${from} -> ${to} is not in the phase table's next (${next.join(', ')}), after ${key(move)}`);
    state = r.value.state;
    // Views are JSON-safe too (they cross to the worker).
    for (let s = 0; s < seats; s++) stableStringify(module.view(state, s));
    // Spectators (online) see no seat's hidden cards, in the view (sampled from one seat a ply, in turn: the
    // check costs a determinize) or in the events.
    checkSpectatorView(module, state, [plies % seats], sampler);
    checkSpectatorEvents(module as GameModule, r.value.events, seats);
  }
  const replayed = replay(module, opts.config, opts.seed, log);
  expect(replayed.ok).toBe(true);
  if (replayed.ok) expect(replayed.value.hash).toBe(stateHash(state));
  return { plies, refusalsChecked, finished: module.outcome(state).kind !== 'ongoing' };
}
