/**
 * "Review my game": one decision of a finished game judged from the seat's view at the time (what the player
 * knew, never the hidden cards). A judge bot (the Hard level in the app) chooses its own move; when it differs
 * from the move played, both are played out to the end of the turn by a cheap finisher bot on the same samples of
 * the hidden cards and scored by the game's evaluator, so the two chances differ by the moves alone.
 */
import type { GameModule, MoveBase, Seat } from '../rules/core/module';
import { stableStringify } from '../rules/core/hash';
import type { RngState } from '../rules/core/rng';
import { createRng, nextInt } from '../rules/core/rng';
import { playOwnTurn } from './plan';
import type { Bot, BotInput } from './types';

/** Samples of the hidden cards the two moves are compared over. */
export const REVIEW_SAMPLES = 6;

/** What the judge says of one decision. */
export type Verdict =
  /** The judge found no move (no legal move for the seat: not a decision). */
  | { readonly kind: 'none' }
  /** The judge would play the same move. */
  | { readonly kind: 'agreed' }
  /** The judge would play `suggested`; the seat's win chances (0–1) after each move's turn, on the same samples. */
  | { readonly kind: 'differs'; readonly suggested: MoveBase; readonly chance: { readonly played: number; readonly suggested: number } };

/** `move` on `state`, then the turn finished by `finisher`: the position reached, or null if `move` is refused. */
function afterMove(module: GameModule, state: object, seat: Seat, move: MoveBase, finisher: Bot, rng: RngState): object | null {
  const applied = module.apply(state, seat, move);
  if (!applied.ok) return null;
  if (module.revealsInformation?.(applied.value.events) !== false) return applied.value.state;
  return playOwnTurn(module, applied.value.state, seat, finisher, rng).state;
}

/**
 * The judge's verdict on `played`, chosen by `input.seat` from `input.view`. `evaluate` is the seat's win chance in
 * a position (0–1). Samples on which either move is refused (never, for moves legal in the view) are skipped.
 */
export function reviewDecision(input: BotInput, played: MoveBase, judge: Bot, finisher: Bot, evaluate: (state: object, seat: Seat) => number, samples = REVIEW_SAMPLES): Verdict {
  const suggested = judge.choose(input);
  if (!suggested) return { kind: 'none' };
  if (stableStringify(suggested) === stableStringify(played)) return { kind: 'agreed' };
  const { module, seat } = input;
  const rng = createRng(`${input.seed}/review`);
  let playedTotal = 0;
  let suggestedTotal = 0;
  let counted = 0;
  for (let sample = 0; sample < samples; sample++) {
    const state = module.determinize(input.view, seat, rng);
    const finishSeed = nextInt(rng, 0x7fffffff);
    // The same finisher seed for both moves: their turns differ only by the move.
    const afterPlayed = afterMove(module, state, seat, played, finisher, createRng(finishSeed));
    const afterSuggested = afterMove(module, state, seat, suggested, finisher, createRng(finishSeed));
    if (!afterPlayed || !afterSuggested) continue;
    playedTotal += evaluate(afterPlayed, seat);
    suggestedTotal += evaluate(afterSuggested, seat);
    counted++;
  }
  if (counted === 0) return { kind: 'agreed' };
  return { kind: 'differs', suggested, chance: { played: playedTotal / counted, suggested: suggestedTotal / counted } };
}
