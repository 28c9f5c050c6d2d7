/**
 * "Review my game", without drawing: which decisions of a replay are reviewed (the people's, where there was a
 * choice), the worker's verdict on each parsed like any data from outside, and the mistakes marked: moves where
 * the computer at Hard would have chosen differently and its move leaves the seat a win chance at least
 * MISTAKE_LOSS higher by the game's evaluator. The review runs decision by decision, so marks appear as it goes.
 */
import type { MoveBase, Seat } from '../rules/core/module';
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { CheckedReplay } from './replay-record';

/** The level whose choices a review compares with (its think time per decision, in the worker). */
export const REVIEW_LEVEL = 'hard';

/** A difference of win chance (0–1) from which a move is marked as a mistake: ten points. */
export const MISTAKE_LOSS = 0.1;

/** One decision to review: the move `moves[ply]`, made by `seat` in the position `states[ply]`. */
export interface ReviewTarget {
  readonly ply: number;
  readonly seat: Seat;
}

/**
 * The decisions a review judges: every move of a seat a person played (of every seat when nobody was a person,
 * a game watched between computers) made where the rules offered more than one move.
 */
export function reviewTargets(replay: CheckedReplay, states: readonly object[]): ReviewTarget[] {
  const { module, record } = replay;
  const people = record.seats.flatMap((seat, i) => (seat.kind === 'human' ? [i] : []));
  const reviewed = new Set(people.length > 0 ? people : record.seats.map((_, i) => i));
  const targets: ReviewTarget[] = [];
  record.moves.forEach(({ seat }, ply) => {
    const state = states[ply];
    if (state && reviewed.has(seat) && module.legalMoves(state, seat).length > 1) targets.push({ ply, seat });
  });
  return targets;
}

/** A verdict as the page reads it: the judge's move parsed by the rules. */
export type ParsedVerdict<M extends MoveBase> =
  | { readonly kind: 'none' }
  | { readonly kind: 'agreed' }
  | { readonly kind: 'differs'; readonly suggested: M; readonly chance: { readonly played: number; readonly suggested: number } };

/** Why a verdict could not be read. */
export type ReviewError = { readonly code: 'BAD_VERDICT'; readonly reason: string };

const isChance = (x: unknown): x is number => typeof x === 'number' && x >= 0 && x <= 1;

/** The worker's answer for one decision as a typed verdict, or a coded refusal (never a throw). */
export function parseVerdict<M extends MoveBase>(answer: unknown, parseMove: (raw: unknown) => Result<M, CodedError>): Result<ParsedVerdict<M>, ReviewError> {
  if (typeof answer !== 'object' || answer === null) return err({ code: 'BAD_VERDICT', reason: 'not an object' });
  const { kind, suggested, chance } = answer as { kind?: unknown; suggested?: unknown; chance?: unknown };
  if (kind === 'none' || kind === 'agreed') return ok({ kind });
  if (kind !== 'differs') return err({ code: 'BAD_VERDICT', reason: 'no kind' });
  const move = parseMove(suggested);
  if (!move.ok) return err({ code: 'BAD_VERDICT', reason: `a move the rules cannot read (${move.error.code})` });
  const { played, suggested: better } = (typeof chance === 'object' && chance !== null ? chance : {}) as { played?: unknown; suggested?: unknown };
  if (!isChance(played) || !isChance(better)) return err({ code: 'BAD_VERDICT', reason: 'chances must be numbers from 0 to 1' });
  return ok({ kind, suggested: move.value, chance: { played, suggested: better } });
}

/** A marked move: what was played, what the judge would play, and the chances after each. */
export interface Mistake<M extends MoveBase> {
  readonly ply: number;
  readonly seat: Seat;
  readonly played: M;
  readonly suggested: M;
  readonly chance: { readonly played: number; readonly suggested: number };
}

/** The mistake a verdict marks, or null (the judge agreed, or its move is not MISTAKE_LOSS better). */
export function mistakeOf<M extends MoveBase>(target: ReviewTarget, played: M, verdict: ParsedVerdict<M>): Mistake<M> | null {
  if (verdict.kind !== 'differs' || verdict.chance.suggested - verdict.chance.played < MISTAKE_LOSS) return null;
  return { ...target, played, suggested: verdict.suggested, chance: verdict.chance };
}

/** Where a review stands. */
export interface ReviewProgress<M extends MoveBase> {
  readonly state: 'running' | 'done' | 'failed';
  readonly targets: number;
  readonly reviewed: number;
  readonly mistakes: readonly Mistake<M>[];
  /** Why it stopped, when it failed. */
  readonly reason?: string;
}

/** What a review asks of the worker for one decision (plain data: a view and a move). */
export interface ReviewAsk {
  readonly view: unknown;
  readonly seat: Seat;
  readonly played: MoveBase;
  readonly seed: string;
}

/**
 * Reviews every target of `replay` in order, asking `ask` (the worker) for each verdict and telling `onProgress`
 * after each; stops when `cancelled()` says so (the table closed). A refused or unreadable answer ends the review
 * as failed, with the mistakes found so far.
 */
export async function runReview<M extends MoveBase>(
  replay: CheckedReplay,
  states: readonly object[],
  ask: (request: ReviewAsk) => Promise<Result<unknown, CodedError>>,
  onProgress: (progress: ReviewProgress<M>) => void,
  cancelled: () => boolean = () => false,
): Promise<ReviewProgress<M>> {
  const { module, record } = replay;
  const targets = reviewTargets(replay, states);
  const mistakes: Mistake<M>[] = [];
  let progress: ReviewProgress<M> = { state: 'running', targets: targets.length, reviewed: 0, mistakes };
  onProgress(progress);
  for (const target of targets) {
    if (cancelled()) break;
    const played = (record.moves[target.ply] as { readonly move: MoveBase }).move as M;
    const view = module.view(states[target.ply] as object, target.seat);
    const answer = await ask({ view, seat: target.seat, played, seed: `${record.seed}/review/${target.ply}` });
    const verdict = answer.ok ? parseVerdict(answer.value, (raw) => module.parseMove(raw) as Result<M, CodedError>) : answer;
    if (!verdict.ok) {
      progress = { ...progress, state: 'failed', reason: verdict.error.code };
      onProgress(progress);
      return progress;
    }
    const mistake = mistakeOf(target, played, verdict.value);
    if (mistake) mistakes.push(mistake);
    progress = { ...progress, reviewed: progress.reviewed + 1, mistakes: [...mistakes] };
    onProgress(progress);
  }
  progress = { ...progress, state: cancelled() ? 'failed' : 'done', ...(cancelled() ? { reason: 'CANCELLED' } : {}) };
  onProgress(progress);
  return progress;
}

/** The marked move after `ply` (round to the first after the last), or null when nothing is marked. */
export function nextMistake<M extends MoveBase>(mistakes: readonly Mistake<M>[], ply: number): Mistake<M> | null {
  return mistakes.find((m) => m.ply > ply) ?? mistakes[0] ?? null;
}

const percent = (x: number): string => `${Math.round(x * 100)}%`;

/**
 * A mistake in one line: the move's number, what was played and what the computer would play (in the log's words,
 * '' when there are none), and the chances after each.
 */
export function mistakeLine(mistake: Mistake<MoveBase>, seatName: string, playedWords: string, suggestedWords: string): string {
  const played = playedWords ? `${playedWords}.` : 'a move.';
  const suggested = suggestedWords ? `${suggestedWords}.` : 'another move.';
  return `Move ${mistake.ply + 1}, ${seatName}: ${played} The computer at Hard would rather: ${suggested} Chances by its reckoning: ${percent(mistake.chance.played)} against ${percent(mistake.chance.suggested)}.`;
}

/** The review's progress in a few words, for its button. */
export function reviewLabel(progress: ReviewProgress<MoveBase> | null): string {
  if (!progress) return 'Review';
  const count = progress.mistakes.length;
  if (progress.state === 'running') return `Reviewing ${progress.reviewed}/${progress.targets}`;
  if (progress.state === 'failed') return count > 0 ? `Mistakes: ${count}` : 'Review';
  return count === 0 ? 'No mistakes' : `Next mistake (${count})`;
}
