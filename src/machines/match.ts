/**
 * The match statechart shared by all games: choose game and seats → setup → a loop of
 * { awaiting a human move | handing the device over | computer thinking | animating } → game over → rematch/menu.
 * A parallel `persistence` region autosaves after every applied move, and a `recording` region hands the game
 * to the replay store after every move (the game in progress, then the finished game). Guards and actions are one-line calls into
 * match-logic (which calls src/rules). The AI and the save are invoked actors, swapped in tests with `.provide()`.
 */
import { assign, emit, enqueueActions, fromPromise, raise, setup } from 'xstate';
import type { CodedError } from '../rules/core/result';
import type { EventBase, GameModule, MoveBase, Seat } from '../rules/core/module';
import type { PositionFile } from '../rules/core/position';
import type { MoveRecord } from '../rules/core/replay';
import type { MatchData, MatchSetup, SeatController } from './match-logic';
import type { ReplayRecord } from './replay-record';
import * as logic from './match-logic';

/** The last move applied, kept so the emit that follows the assign need not recompute it. */
export interface AppliedMove {
  readonly seat: Seat;
  readonly move: MoveBase;
  readonly events: readonly EventBase[];
  readonly by: 'human' | 'computer';
}

export interface MatchContext extends MatchData {
  /** Whether a scene animates events (the headless simulator and machine tests run without one). */
  readonly animate: boolean;
  readonly lastApplied: AppliedMove | null;
}

/** What the AI actor is given: plain data that can cross to a worker. */
export interface ThinkInput {
  readonly game: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly bot: string;
  readonly seed: string;
}

export type MatchEvent =
  | ({ type: 'match.start'; animate?: boolean } & MatchSetup)
  | { type: 'match.resume'; module: GameModule; config: unknown; state: object; seats: readonly SeatController[]; seed: string | number; history: readonly MoveRecord[]; animate?: boolean }
  | { type: 'move.submit'; seat: Seat; move: MoveBase }
  | { type: 'handoff.confirm' }
  | { type: 'animation.done' }
  | { type: 'match.rematch' }
  | { type: 'match.exit' }
  | { type: 'move.undo'; seat: Seat }
  | { type: 'save.request' };

/** What the machine tells the scene (subscribe with `actor.on(type, fn)`). */
export type MatchEmitted =
  | ({ type: 'move.applied' } & AppliedMove)
  | { type: 'move.rejected'; seat: Seat; move: MoveBase; error: CodedError }
  | { type: 'move.undone'; seat: Seat }
  | { type: 'undo.rejected'; seat: Seat; error: CodedError }
  | { type: 'ai.failed'; seat: Seat; error: string }
  | { type: 'save.failed'; error: string }
  /** The replay store refused the game's record: the game plays on, only its replay is missing. */
  | { type: 'replay.failed'; error: string }
  | { type: 'match.restarted' };

const INITIAL: MatchContext = { ...logic.EMPTY_MATCH, animate: true, lastApplied: null };

export const matchMachine = setup({
  types: { context: {} as MatchContext, events: {} as MatchEvent, emitted: {} as MatchEmitted },
  actors: {
    think: fromPromise<MoveBase, ThinkInput>(async () => {
      throw new Error('no AI provided: provide the "think" actor (the worker in the app, in-process in tests)');
    }),
    autosave: fromPromise<void, PositionFile | null>(async () => {
      throw new Error('no storage provided: provide the "autosave" actor');
    }),
    clearSave: fromPromise<void, string>(async () => undefined),
    /** Keeps the game as a replay (null: nothing to keep yet). No store by default: the app provides one. */
    recordReplay: fromPromise<void, ReplayRecord | null>(async () => undefined),
  },
  guards: {
    hasState: ({ context }) => context.state !== null,
    isOver: ({ context }) => logic.isOver(context),
    needsHandoff: ({ context }) => logic.needsHandoff(context),
    isHumanToMove: ({ context }) => logic.humanToMove(context) !== null,
    isComputerToMove: ({ context }) => logic.computerToMove(context) !== null,
    isHumanMoveLegal: ({ context, event }) => event.type === 'move.submit' && logic.humanRefusal(context, event.seat, event.move) === null,
    isAnimating: ({ context }) => context.animate,
    canUndo: ({ context, event }) => event.type === 'move.undo' && logic.undoRefusal(context, event.seat) === null,
  },
  actions: {
    startMatch: assign(({ event }) => (event.type === 'match.start' ? { ...logic.startMatch(event), animate: event.animate ?? true, lastApplied: null } : {})),
    resumeMatch: assign(({ event }) =>
      event.type === 'match.resume' ? { ...logic.resumeMatch(event.module, event.config, event.state, event.seats, event.seed, event.history), animate: event.animate ?? true, lastApplied: null } : {},
    ),
    rematch: assign(({ context }) => ({ ...logic.rematchMatch(context), lastApplied: null })),
    announceRematch: emit({ type: 'match.restarted' as const }),
    takeDevice: assign(({ context }) => logic.takeDevice(context)),
    clear: assign(() => INITIAL),
    // Leaving a game whose last move is still animating (so game over was not reached): its save goes too.
    clearFinishedSave: enqueueActions(({ context, enqueue }) => {
      if (logic.isOver(context) && context.module) enqueue.spawnChild('clearSave', { input: context.module.id });
    }),
    applyHumanMove: assign(({ context, event }) => (event.type === 'move.submit' ? withApplied(context, event.seat, event.move, 'human') : {})),
    applyComputerMove: assign(({ context }, params: { readonly output: unknown }) => {
      const answer = logic.parseComputerAnswer(context, params.output);
      return answer.ok ? withApplied(context, logic.computerToMove(context) as Seat, answer.value, 'computer') : {};
    }),
    applyFallbackMove: assign(({ context }) => withApplied(context, logic.computerToMove(context) as Seat, logic.fallbackMove(context), 'computer')),
    announceMove: emit(({ context }) => ({ type: 'move.applied' as const, ...(context.lastApplied as AppliedMove) })),
    rejectMove: emit(({ context, event }) => {
      const e = event as Extract<MatchEvent, { type: 'move.submit' }>;
      return { type: 'move.rejected' as const, seat: e.seat, move: e.move, error: logic.humanRefusal(context, e.seat, e.move) ?? { code: 'UNKNOWN' } };
    }),
    reportAiFailure: emit(({ context, event }) => ({ type: 'ai.failed' as const, seat: logic.computerToMove(context) as Seat, error: String((event as { error?: unknown }).error) })),
    reportAiRefusal: emit(({ context }, params: { readonly output: unknown }) => {
      const answer = logic.parseComputerAnswer(context, params.output);
      return { type: 'ai.failed' as const, seat: logic.computerToMove(context) as Seat, error: answer.ok ? 'UNKNOWN' : answer.error.code };
    }),
    reportSaveFailure: emit(({ event }) => ({ type: 'save.failed' as const, error: String((event as { error?: unknown }).error) })),
    reportReplayFailure: emit(({ event }) => ({ type: 'replay.failed' as const, error: String((event as { error?: unknown }).error) })),
    requestSave: raise({ type: 'save.request' }),
    undoMove: assign(({ context }) => ({ ...logic.undoMove(context), lastApplied: null })),
    announceUndo: emit(({ event }) => ({ type: 'move.undone' as const, seat: (event as Extract<MatchEvent, { type: 'move.undo' }>).seat })),
    rejectUndo: emit(({ context, event }) => {
      const seat = (event as Extract<MatchEvent, { type: 'move.undo' }>).seat;
      return { type: 'undo.rejected' as const, seat, error: logic.undoRefusal(context, seat) ?? { code: 'UNKNOWN' } };
    }),
  },
}).createMachine({
  id: 'match',
  type: 'parallel',
  context: INITIAL,
  states: {
    flow: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'match.start': { target: 'settingUp', actions: 'startMatch' },
            'match.resume': { target: 'settingUp', actions: 'resumeMatch' },
          },
        },
        settingUp: { always: [{ guard: 'hasState', target: 'playing' }, { target: 'idle' }] },
        playing: {
          initial: 'deciding',
          on: {
            'match.exit': { target: 'idle', actions: ['clearFinishedSave', 'clear'] },
            // Anywhere else in play (handing over, a computer's turn) a human's move is refused with its reason.
            'move.submit': { actions: 'rejectMove' },
            // Undo while a human decides or events still animate; elsewhere refused with the reason.
            'move.undo': [{ guard: 'canUndo', target: '.undone', actions: ['undoMove', 'announceUndo', 'requestSave'] }, { actions: 'rejectUndo' }],
          },
          states: {
            deciding: {
              always: [
                { guard: 'isOver', target: '#match.flow.gameOver' },
                { guard: 'isComputerToMove', target: 'thinking' },
                { guard: 'needsHandoff', target: 'handoff' },
                { guard: 'isHumanToMove', target: 'awaitingHuman' },
                { target: '#match.flow.gameOver' },
              ],
            },
            awaitingHuman: {
              on: { 'move.submit': [{ guard: 'isHumanMoveLegal', target: 'afterMove', actions: 'applyHumanMove' }, { actions: 'rejectMove' }] },
            },
            // The curtain is down; the player who just moved still holds the device and may take the move back.
            handoff: { on: { 'handoff.confirm': { target: 'deciding', actions: 'takeDevice' } } },
            // After an undo the position is one a human decided in: decide again (no animation to wait for).
            undone: { always: 'deciding' },
            thinking: {
              // In a simultaneous choice the human may answer while the computer thinks. An undo (handled by
              // `playing`) leaves this state, which stops the AI's answer from ever applying.
              on: { 'move.submit': [{ guard: 'isHumanMoveLegal', target: 'afterMove', actions: 'applyHumanMove' }, { actions: 'rejectMove' }] },
              invoke: {
                src: 'think',
                input: ({ context }) => thinkInput(context),
                onDone: [
                  { guard: ({ context, event }) => logic.parseComputerAnswer(context, event.output).ok, target: 'afterMove', actions: { type: 'applyComputerMove', params: ({ event }) => ({ output: event.output }) } },
                  { target: 'afterMove', actions: [{ type: 'reportAiRefusal', params: ({ event }) => ({ output: event.output }) }, 'applyFallbackMove'] },
                ],
                // A failed or lost worker must not freeze the game: play the first legal move and say so.
                onError: { target: 'afterMove', actions: ['reportAiFailure', 'applyFallbackMove'] },
              },
            },
            afterMove: {
              entry: ['announceMove', 'requestSave'],
              always: [{ guard: 'isAnimating', target: 'animating' }, { target: 'deciding' }],
            },
            animating: {
              on: {
                'animation.done': 'deciding',
                // Input stays responsive: the human whose decision it is may move while earlier events animate.
                'move.submit': [{ guard: 'isHumanMoveLegal', target: 'afterMove', actions: 'applyHumanMove' }, { actions: 'rejectMove' }],
              },
            },
          },
        },
        gameOver: {
          invoke: { src: 'clearSave', input: ({ context }) => context.module?.id ?? '' },
          on: {
            'move.submit': { actions: 'rejectMove' },
            'move.undo': { actions: 'rejectUndo' },
            'match.rematch': { target: 'settingUp', actions: ['rematch', 'announceRematch'] },
            'match.exit': { target: 'idle', actions: 'clear' },
          },
        },
      },
    },
    persistence: {
      initial: 'idle',
      states: {
        idle: { on: { 'save.request': 'saving' } },
        saving: {
          invoke: {
            src: 'autosave',
            input: ({ context }) => logic.saveFile(context),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'reportSaveFailure' },
          },
          // A newer move supersedes a save still in flight: restart with the latest position.
          on: { 'save.request': { target: 'saving', reenter: true } },
        },
      },
    },
    // After every move (and undo) the game as a replay record: the store keeps the game in progress, then the finished game.
    recording: {
      initial: 'idle',
      states: {
        idle: { on: { 'save.request': 'recording' } },
        recording: {
          invoke: {
            src: 'recordReplay',
            input: ({ context }) => logic.replayRecord(context),
            onDone: 'idle',
            onError: { target: 'idle', actions: 'reportReplayFailure' },
          },
          on: { 'save.request': { target: 'recording', reenter: true } },
        },
      },
    },
  },
});

function withApplied(context: MatchContext, seat: Seat, move: MoveBase, by: 'human' | 'computer'): Partial<MatchContext> {
  const { data, events } = logic.applyMove(context, seat, move, by);
  return { ...data, lastApplied: { seat, move, events, by } };
}

/** The data handed to the AI actor for the computer seat that decides now. */
export function thinkInput(m: MatchData): ThinkInput {
  const seat = logic.computerToMove(m) as Seat;
  const c = m.seats[seat];
  return { game: m.module?.id ?? '', view: m.module && m.state ? m.module.view(m.state, seat) : null, seat, bot: c?.kind === 'computer' ? c.bot : 'random', seed: logic.thinkSeed(m, seat) };
}
