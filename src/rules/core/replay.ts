import type { CodedError, Result } from './result';
import { err, ok } from './result';
import type { EventBase, GameModule, MoveBase, Seat } from './module';
import { stateHash } from './hash';

/** One entry of a game's move log: who moved and what. */
export interface MoveRecord<M extends MoveBase = MoveBase> {
  readonly seat: Seat;
  readonly move: M;
}

/** Why a replay stopped. */
export type ReplayError =
  | { readonly code: 'SETUP_FAILED'; readonly error: CodedError }
  | { readonly code: 'MOVE_REFUSED'; readonly index: number; readonly error: CodedError };

/** The end of a replay: final state, its hash and the events of every move in order. */
export interface Replayed<S, E> {
  readonly state: S;
  readonly hash: string;
  readonly events: readonly (readonly E[])[];
}

/** Replays seed + config + move list from setup; the same inputs always reach the same state hash. */
export function replay<C, S extends object, M extends MoveBase, E extends EventBase>(
  module: GameModule<C, S, unknown, M, E>,
  config: C,
  seed: string | number,
  moves: readonly MoveRecord<M>[],
): Result<Replayed<S, E>, ReplayError> {
  const setup = module.setup(config, seed);
  if (!setup.ok) return err({ code: 'SETUP_FAILED', error: setup.error });
  let state = setup.value;
  const events: (readonly E[])[] = [];
  for (let i = 0; i < moves.length; i++) {
    const rec = moves[i] as MoveRecord<M>;
    const r = module.apply(state, rec.seat, rec.move);
    if (!r.ok) return err({ code: 'MOVE_REFUSED', index: i, error: r.error });
    state = r.value.state;
    events.push(r.value.events);
  }
  return ok({ state, hash: stateHash(state), events });
}
