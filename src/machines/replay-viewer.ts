/**
 * The replay viewer's logic, with no drawing: a checked replay's positions move by move, stepped back and forward,
 * jumped to a ply or a turn, played and paused at a pace (the animation speed setting), seen as any seat; the other
 * seats' hidden cards stay hidden unless the game is over and the viewer asks to see all. "Take over from here"
 * turns any position of the replay into a new game against the computer. A table draws `viewerPicture(context)`.
 */
import { assign, setup } from 'xstate';
import type { EventBase, Seat } from '../rules/core/module';
import type { Json, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { MoveRecord } from '../rules/core/replay';
import type { SeatController } from './match-logic';
import type { CheckedReplay } from './replay-record';
import type { ResumedSave } from './saves';

export interface ViewerContext {
  readonly replay: CheckedReplay;
  /** Every position: `states[0]` is the setup, `states[n]` the position after n moves. */
  readonly states: readonly object[];
  /** The events of each move, as the rules gave them. */
  readonly events: readonly (readonly EventBase[])[];
  /** The first ply of each turn (a turn: one seat's moves in a row). */
  readonly turnStarts: readonly number[];
  /** The position shown: how many moves have been made. */
  readonly ply: number;
  /** The seat whose view is shown. */
  readonly viewer: Seat;
  /** Every card shown (only once the game is over). */
  readonly showAll: boolean;
  /** The pace of play, per move (the animation speed setting). */
  readonly stepMs: number;
}

export type ViewerEvent =
  | { readonly type: 'step.forward' }
  | { readonly type: 'step.back' }
  | { readonly type: 'ply.jump'; readonly ply: number }
  | { readonly type: 'turn.jump'; readonly turn: number }
  | { readonly type: 'play' }
  | { readonly type: 'pause' }
  | { readonly type: 'seat.choose'; readonly seat: Seat }
  | { readonly type: 'showAll.set'; readonly on: boolean }
  | { readonly type: 'pace.set'; readonly stepMs: number };

export interface ViewerInput {
  readonly replay: CheckedReplay;
  readonly viewer?: Seat;
  readonly stepMs: number;
}

/** Every position and every move's events of a checked replay (it replayed once already, so every move applies). */
export function replayPositions(replay: CheckedReplay): { states: object[]; events: (readonly EventBase[])[] } {
  const { module, record } = replay;
  const setupResult = replay.start ? ok(replay.start) : module.setup(record.config, record.seed);
  if (!setupResult.ok) return { states: [replay.finalState], events: [] };
  const states: object[] = [setupResult.value];
  const events: (readonly EventBase[])[] = [];
  for (const { seat, move } of record.moves) {
    const applied = module.apply(states[states.length - 1] as object, seat, move);
    if (!applied.ok) break;
    states.push(applied.value.state);
    events.push(applied.value.events);
  }
  return { states, events };
}

/** The first ply of each turn: where the seat that moves changes. */
export function turnStartsOf(moves: readonly MoveRecord[]): number[] {
  const starts: number[] = [];
  moves.forEach((entry, ply) => {
    if (ply === 0 || (moves[ply - 1] as MoveRecord).seat !== entry.seat) starts.push(ply);
  });
  return starts;
}

/** The viewer's first context for a checked replay: at the start, seen as the first human seat (else seat 0). */
export function viewerContext(input: ViewerInput): ViewerContext {
  const { states, events } = replayPositions(input.replay);
  const firstHuman = input.replay.record.seats.findIndex((s) => s.kind === 'human');
  return {
    replay: input.replay,
    states,
    events,
    turnStarts: turnStartsOf(input.replay.record.moves),
    ply: 0,
    viewer: input.viewer ?? input.replay.caption?.seat ?? Math.max(0, firstHuman),
    showAll: false,
    stepMs: Math.max(0, input.stepMs),
  };
}

const lastPly = (c: ViewerContext): number => c.states.length - 1;
const clampPly = (c: ViewerContext, ply: number): number => (Number.isInteger(ply) ? Math.min(lastPly(c), Math.max(0, ply)) : c.ply);
/** Whether the replayed game is over at its end: only then may every card be shown. */
export const gameIsOver = (c: ViewerContext): boolean => c.replay.module.outcome(c.states[lastPly(c)] as object).kind !== 'ongoing';

/** The turn (0-based) the shown position is in. */
export function turnOf(c: ViewerContext): number {
  let turn = 0;
  for (let i = 0; i < c.turnStarts.length; i++) if ((c.turnStarts[i] as number) < Math.max(1, c.ply)) turn = i;
  return turn;
}

/** What the table draws: the seat's view of the shown position, or the whole state when every card is shown. */
export type ViewerPicture = { readonly kind: 'view'; readonly seat: Seat; readonly view: unknown } | { readonly kind: 'all'; readonly state: object };

export function viewerPicture(c: ViewerContext): ViewerPicture {
  const state = c.states[c.ply] as object;
  return c.showAll ? { kind: 'all', state } : { kind: 'view', seat: c.viewer, view: c.replay.module.view(state, c.viewer) };
}

/** The log up to the shown position, in the rules' words, as the viewing seat may read it (redacted unless all is shown). */
export function viewerLog(c: ViewerContext): { readonly ply: number; readonly text: string }[] {
  const { module } = c.replay;
  const out: { ply: number; text: string }[] = [];
  for (let ply = 0; ply < c.ply; ply++) {
    for (const event of c.events[ply] ?? []) {
      const seen = c.showAll || !module.redactEvent ? event : module.redactEvent(event, c.viewer);
      out.push({ ply: ply + 1, text: module.describeEvent(seen) });
    }
  }
  return out;
}

export const replayViewerMachine = setup({
  types: { context: {} as ViewerContext, events: {} as ViewerEvent, input: {} as ViewerInput },
  delays: { step: ({ context }) => context.stepMs },
  guards: {
    atEnd: ({ context }) => context.ply >= lastPly(context),
    canShowAll: ({ context, event }) => event.type === 'showAll.set' && (!event.on || gameIsOver(context)),
  },
  actions: {
    forward: assign({ ply: ({ context }) => clampPly(context, context.ply + 1) }),
    back: assign({ ply: ({ context }) => clampPly(context, context.ply - 1) }),
    jump: assign({ ply: ({ context, event }) => (event.type === 'ply.jump' ? clampPly(context, event.ply) : context.ply) }),
    jumpTurn: assign({ ply: ({ context, event }) => (event.type === 'turn.jump' && context.turnStarts[event.turn] !== undefined ? clampPly(context, (context.turnStarts[event.turn] as number) + 1) : context.ply) }),
    chooseSeat: assign({
      viewer: ({ context, event }) => (event.type === 'seat.choose' && Number.isInteger(event.seat) && event.seat >= 0 && event.seat < context.replay.record.seats.length ? event.seat : context.viewer),
    }),
    setShowAll: assign({ showAll: ({ context, event }) => (event.type === 'showAll.set' ? event.on : context.showAll) }),
    setPace: assign({ stepMs: ({ context, event }) => (event.type === 'pace.set' && Number.isFinite(event.stepMs) ? Math.max(0, event.stepMs) : context.stepMs) }),
  },
}).createMachine({
  id: 'replayViewer',
  context: ({ input }) => viewerContext(input),
  initial: 'paused',
  on: {
    'step.forward': { target: '.paused', actions: 'forward' },
    'step.back': { target: '.paused', actions: 'back' },
    'ply.jump': { target: '.paused', actions: 'jump' },
    'turn.jump': { target: '.paused', actions: 'jumpTurn' },
    'seat.choose': { actions: 'chooseSeat' },
    'showAll.set': { guard: 'canShowAll', actions: 'setShowAll' },
    'pace.set': { actions: 'setPace' },
  },
  states: {
    paused: {
      // Play from the end starts again from the beginning.
      on: { play: [{ guard: 'atEnd', target: 'playing', actions: assign({ ply: 0 }) }, { target: 'playing' }] },
    },
    playing: {
      on: { pause: 'paused' },
      always: { guard: 'atEnd', target: 'paused' },
      after: { step: { target: 'playing', reenter: true, actions: 'forward' } },
    },
  },
});

/** Why a replay could not be taken over at a ply. */
export type TakeOverError =
  | { readonly code: 'NO_SUCH_PLY'; readonly ply: number; readonly last: number }
  | { readonly code: 'NO_SUCH_SEAT'; readonly seat: Seat; readonly seats: number }
  | { readonly code: 'GAME_OVER_THERE'; readonly ply: number };

/**
 * "Take over from here": the replay's position after `ply` moves as a new game, the chosen seat played by the person
 * and every other seat by the computer at `level`. What a table resumes (its history continues the replay's, so the
 * new game's own replay starts from the same seed).
 */
export function takeOver(replay: CheckedReplay, states: readonly object[], ply: number, humanSeat: Seat, level = 'medium'): Result<ResumedSave, TakeOverError> {
  const { module, record } = replay;
  if (!Number.isInteger(ply) || ply < 0 || ply >= states.length) return err({ code: 'NO_SUCH_PLY', ply, last: states.length - 1 });
  if (!Number.isInteger(humanSeat) || humanSeat < 0 || humanSeat >= record.seats.length) return err({ code: 'NO_SUCH_SEAT', seat: humanSeat, seats: record.seats.length });
  const state = states[ply] as object;
  if (module.outcome(state).kind !== 'ongoing') return err({ code: 'GAME_OVER_THERE', ply });
  const seats: SeatController[] = record.seats.map((_, i) => (i === humanSeat ? { kind: 'human' } : { kind: 'computer', bot: level }));
  const meta: { readonly [k: string]: Json } = { seats: seats.map((s) => (s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', bot: s.bot })), takenOverAt: ply };
  // A replay from a position (a worked example) has no seed that leads there: the new game starts from the position alone.
  const history = replay.start ? {} : { history: { seed: record.seed, moves: record.moves.slice(0, ply) } };
  return ok({ game: record.game, module, position: { config: record.config, state, ...history, meta } });
}

/** Words for a take-over refusal. */
export function describeTakeOverError(e: TakeOverError): string {
  switch (e.code) {
    case 'NO_SUCH_PLY':
      return `There is no move ${e.ply} in this replay (it has ${e.last}).`;
    case 'NO_SUCH_SEAT':
      return `There is no seat ${e.seat + 1} in this game (it has ${e.seats}).`;
    case 'GAME_OVER_THERE':
      return `The game is already over after move ${e.ply}: step back to take over before its end.`;
  }
}
