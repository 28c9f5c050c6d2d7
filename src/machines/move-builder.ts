/**
 * The move-building statechart, generic over every game: how a person builds a move step by step from the legal
 * moves. idle (not this person's decision) → choosing (what may be picked now) → confirming (a complete move the
 * game wants confirmed) → submitted (the move went to the match). Drag and drop, tap-select/tap-place and the
 * keyboard all send the same events: `step.pick` (this card, this zone, this option), `set.finish`, `move.confirm`,
 * `step.back`, `step.cancel`. Guards and actions are one-line calls into move-steps.ts.
 */
import { assign, emit, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import type { MoveBase } from '../rules/core/module';
import type { Entry, MoveGrammar, Offer, OpenPick, PickRefusal, PickStep, Progress } from './move-steps';
import * as steps from './move-steps';
import type { RefusalReason } from './refusal-clauses';
import { plainReason } from './refusal-clauses';

/** Why the rules refuse a move (the director's `reasonFor`: words and code), or null when it is legal. */
export type MoveCheck<M extends MoveBase> = (move: M) => RefusalReason | null;

/** Why the last input was not taken: the machine's own reasons, or the rules' (`REFUSED`, with their code). */
export type BuilderRefusal = PickRefusal | { readonly code: 'REFUSED'; readonly reason: RefusalReason };

export interface BuilderContext<M extends MoveBase, V = unknown> {
  readonly grammar: MoveGrammar<M, V>;
  readonly entries: readonly Entry<M>[];
  readonly opens: readonly OpenPick<M>[];
  readonly check: MoveCheck<M>;
  readonly progress: Progress;
  /** The move made: awaiting Confirm, or sent. */
  readonly built: M | null;
  /** Why the last input was not taken, for the toast and the screen reader. */
  readonly refusal: BuilderRefusal | null;
}

export type BuilderEvent<M extends MoveBase, V = unknown> =
  | { readonly type: 'moves.offered'; readonly moves: readonly M[]; readonly view: V; readonly check?: MoveCheck<M> }
  | { readonly type: 'moves.withdrawn' }
  | { readonly type: 'step.pick'; readonly step: PickStep }
  | { readonly type: 'set.finish' }
  | { readonly type: 'move.confirm' }
  | { readonly type: 'step.back' }
  | { readonly type: 'step.cancel' }
  | { readonly type: 'move.refused'; readonly reason: RefusalReason };

export type BuilderEmitted<M extends MoveBase> = { readonly type: 'move.built'; readonly move: M } | { readonly type: 'pick.refused'; readonly refusal: BuilderRefusal };

const noCheck = (): RefusalReason | null => null;

/** The offer the context stands at. */
export function offerNow<M extends MoveBase, V>(context: BuilderContext<M, V>): Offer<M> {
  return steps.offerOf(context.entries, context.opens, context.progress);
}

/** The context for a new position: its legal moves, nothing chosen (forced steps taken). */
export function contextFor<M extends MoveBase, V>(grammar: MoveGrammar<M, V>, moves: readonly M[], view: V, check: MoveCheck<M>): BuilderContext<M, V> {
  const entries = steps.entriesOf(grammar, moves, view);
  const opens = grammar.open?.(moves, view) ?? [];
  const progress = steps.withForcedSteps(grammar, entries, opens, steps.NO_PROGRESS);
  return { grammar, entries, opens, check, progress, built: null, refusal: null };
}

/** The move the chosen steps make now when nothing longer starts with them, or null. */
export function finishedMove<M extends MoveBase, V>(context: BuilderContext<M, V>): M | null {
  const offer = offerNow(context);
  return offer.complete !== null && !offer.longer ? offer.complete : null;
}

/** The move a Confirm would send now: a complete move (even with longer ones on offer), or the finished open pick. */
export function confirmableMove<M extends MoveBase, V>(context: BuilderContext<M, V>): M | null {
  return offerNow(context).complete;
}

/** Why the open pick's move would be refused: its bounds, then the rules. */
function openRefusal<M extends MoveBase, V>(context: BuilderContext<M, V>): RefusalReason | null {
  const move = steps.openMove(context.opens, context.progress);
  return move === null ? plainReason('That is not a whole choice yet.') : context.check(move);
}

/** Builds the move-building machine for one game's grammar. */
export function moveBuilderMachine<M extends MoveBase, V>(grammar: MoveGrammar<M, V>) {
  return setup({
    types: { context: {} as BuilderContext<M, V>, events: {} as BuilderEvent<M, V>, emitted: {} as BuilderEmitted<M> },
    guards: {
      hasMoves: ({ event }) => event.type === 'moves.offered' && event.moves.length > 0,
      canPick: ({ context, event }) => event.type === 'step.pick' && steps.pickRefusal(offerNow(context), event.step) === null,
      isFinished: ({ context }) => finishedMove(context) !== null,
      needsConfirm: ({ context }) => {
        const move = finishedMove(context);
        return move !== null && (context.grammar.confirm?.(move) ?? false);
      },
      canFinishSet: ({ context }) => offerNow(context).multi?.canFinish === true && offerNow(context).multi?.open === false,
      canFinishOpen: ({ context }) => offerNow(context).multi?.open === true && openRefusal(context) === null,
      isOpenUnderway: ({ context }) => offerNow(context).multi?.open === true,
      canConfirm: ({ context }) => confirmableMove(context) !== null,
    },
    actions: {
      offer: assign(({ context, event }) => (event.type === 'moves.offered' ? contextFor(context.grammar, event.moves, event.view, event.check ?? noCheck) : {})),
      withdraw: assign(() => ({ entries: [], opens: [], progress: steps.NO_PROGRESS, built: null, refusal: null })),
      pick: assign(({ context, event }) => {
        if (event.type !== 'step.pick') return {};
        const progress = steps.withPick(offerNow(context), context.progress, event.step);
        return { progress: steps.withForcedSteps(context.grammar, context.entries, context.opens, progress), refusal: null };
      }),
      refusePick: assign(({ context, event }) => (event.type === 'step.pick' ? { refusal: steps.pickRefusal(offerNow(context), event.step) } : {})),
      tellRefusal: emit(({ context }) => ({ type: 'pick.refused' as const, refusal: context.refusal ?? { code: 'NOT_DECIDING' as const } })),
      finishSet: assign(({ context }) => {
        const kind = offerNow(context).multi?.kind ?? 'card';
        return { progress: steps.withForcedSteps(context.grammar, context.entries, context.opens, steps.withSetFinished(context.progress, kind)), refusal: null };
      }),
      refuseOpen: assign(({ context }) => ({ refusal: { code: 'REFUSED' as const, reason: openRefusal(context) ?? plainReason('') } })),
      buildFinished: assign(({ context }) => ({ built: finishedMove(context) })),
      buildConfirmable: assign(({ context }) => ({ built: confirmableMove(context) })),
      buildOpen: assign(({ context }) => ({ built: steps.openMove(context.opens, context.progress) })),
      back: assign(({ context }) => ({ progress: steps.withBack(context.progress), built: null, refusal: null })),
      cancel: assign(({ context }) => ({ progress: steps.withForcedSteps(context.grammar, context.entries, context.opens, steps.NO_PROGRESS), built: null, refusal: null })),
      refuseMove: assign(({ event }) => (event.type === 'move.refused' ? { refusal: { code: 'REFUSED' as const, reason: event.reason } } : {})),
      tellBuilt: emit(({ context }) => ({ type: 'move.built' as const, move: context.built as M })),
    },
  }).createMachine({
    id: 'moveBuilder',
    context: { grammar, entries: [], opens: [], check: noCheck, progress: steps.NO_PROGRESS, built: null, refusal: null },
    initial: 'idle',
    on: {
      'moves.offered': [
        { guard: 'hasMoves', target: '.choosing', actions: 'offer', reenter: true },
        { target: '.idle', actions: 'offer' },
      ],
      'moves.withdrawn': { target: '.idle', actions: 'withdraw' },
    },
    states: {
      idle: {
        on: { 'step.pick': { actions: ['refusePick', 'tellRefusal'] } },
      },
      choosing: {
        always: [
          { guard: 'needsConfirm', target: 'confirming', actions: 'buildFinished' },
          { guard: 'isFinished', target: 'submitted', actions: 'buildFinished' },
        ],
        on: {
          'step.pick': [{ guard: 'canPick', actions: 'pick' }, { actions: ['refusePick', 'tellRefusal'] }],
          'set.finish': [
            { guard: 'canFinishSet', actions: 'finishSet' },
            { guard: 'canFinishOpen', target: 'submitted', actions: 'buildOpen' },
            { guard: 'isOpenUnderway', actions: ['refuseOpen', 'tellRefusal'] },
          ],
          'move.confirm': { guard: 'canConfirm', target: 'submitted', actions: 'buildConfirmable' },
          'step.back': { actions: 'back' },
          'step.cancel': { actions: 'cancel' },
        },
      },
      confirming: {
        on: {
          'move.confirm': { target: 'submitted' },
          'step.back': { target: 'choosing', actions: 'back' },
          'step.cancel': { target: 'choosing', actions: 'cancel' },
        },
      },
      submitted: {
        entry: 'tellBuilt',
        on: {
          'move.refused': { target: 'choosing', actions: ['cancel', 'refuseMove'] },
        },
      },
    },
  });
}

export type MoveBuilderMachine<M extends MoveBase, V = unknown> = ReturnType<typeof moveBuilderMachine<M, V>>;
export type MoveBuilderSnapshot<M extends MoveBase, V = unknown> = SnapshotFrom<MoveBuilderMachine<M, V>>;

/** What a table shows for a snapshot: the state, what may be picked, the move made. */
export interface Choices<M extends MoveBase> {
  readonly state: 'idle' | 'choosing' | 'confirming' | 'submitted';
  readonly offer: Offer<M>;
  readonly chosen: Progress['chosen'];
  readonly built: M | null;
  readonly refusal: BuilderContext<M>['refusal'];
}

export function choicesOf<M extends MoveBase, V>(snapshot: MoveBuilderSnapshot<M, V>): Choices<M> {
  const state = snapshot.value as Choices<M>['state'];
  const context = snapshot.context;
  return { state, offer: offerNow(context), chosen: context.progress.chosen, built: context.built, refusal: context.refusal };
}
