/**
 * The hint engine: a plan for the rest of a turn, found by a bot on one seat's view. The bot picks a move, the
 * move is applied to one sample of the hidden cards, and the bot picks again from the view that follows, until a
 * move reveals something the player cannot know yet (a draw, a refill, the next enemy), the seat's decision
 * passes, or the game ends. Every move of the plan is legal in the player's real position up to that point,
 * because nothing hidden differs before the first revealing move.
 */
import type { GameModule, MoveBase, Seat } from '../rules/core/module';
import { moveKind } from '../rules/core/module';
import type { RngState } from '../rules/core/rng';
import { createRng, nextInt } from '../rules/core/rng';
import type { Bot, BotInput } from './types';

/** Most moves a plan holds (a turn of any of our games fits well inside). */
export const MAX_PLAN_STEPS = 24;

/**
 * Plays `seat`'s turn on from `state` with `bot` (each choice from the seat's view, seeded from `rng`, with the
 * think time given) until the seat's decision passes, the game ends, a move reveals something or `maxSteps` moves
 * are made: the moves, and the position after the last of them.
 */
export function playOwnTurn(module: GameModule, state: object, seat: Seat, bot: Bot, rng: RngState, limits: { readonly maxSteps?: number; readonly thinkMs?: number } = {}): { moves: MoveBase[]; state: object } {
  const { maxSteps = MAX_PLAN_STEPS, thinkMs } = limits;
  let position = state;
  const moves: MoveBase[] = [];
  for (let step = 0; step < maxSteps; step++) {
    if (module.outcome(position).kind !== 'ongoing' || !module.decision(position).seats.includes(seat)) break;
    const move = bot.choose({ module, view: module.view(position, seat), seat, seed: nextInt(rng, 0x7fffffff), ...(thinkMs !== undefined ? { thinkMs } : {}) });
    if (!move) break;
    const r = module.apply(position, seat, move);
    if (!r.ok) break; // a bot answers legal moves; a refusal here would be a bot bug, never a wrong hint
    moves.push(move);
    position = r.value.state;
    if (module.revealsInformation?.(r.value.events) !== false) break;
  }
  return { moves, state: position };
}

/** Samples of the hidden cards a hint's win chances are averaged over. */
export const ADVICE_SAMPLES = 8;

/** A position's worth to a seat (0–1, the game's evaluator): how a focused plan picks its first move. */
export type Evaluate = (state: object, seat: number) => number;

/**
 * What a guided lesson asks of a hint: a plan that starts with a move of one of these kinds (`moveKind`), the best
 * of them by `evaluate` when the bot would start with another kind. With no legal move of those kinds the plan is
 * the bot's own.
 */
export interface Focus {
  readonly kinds: readonly string[];
  readonly evaluate: Evaluate;
}

/**
 * The legal move of `kinds` with the best average worth to `seat` right after it, over `samples` determinizations
 * of the view (the first on a tie, in the rules' order), or null when no legal move is of those kinds.
 */
export function bestOfKinds(input: BotInput, state: object, focus: Focus, samples = ADVICE_SAMPLES): MoveBase | null {
  const { module, seat } = input;
  const candidates = module.legalMoves(state, seat).filter((move) => focus.kinds.includes(moveKind(move)));
  if (candidates.length <= 1) return candidates[0] ?? null;
  const rng = createRng(`${input.seed}/focus`);
  const worlds = Array.from({ length: samples }, () => module.determinize(input.view, seat, rng));
  let best: MoveBase | null = null;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const move of candidates) {
    let worth = 0;
    for (const world of worlds) {
      const r = module.apply(world, seat, move);
      worth += r.ok ? focus.evaluate(r.value.state, seat) : 0;
    }
    if (worth > bestWorth) {
      best = move;
      bestWorth = worth;
    }
  }
  return best;
}

/**
 * Suggests the best sequence of moves for `input.seat` from its view, ending at the first reveal; with a `focus`
 * (a guided lesson's move kinds), one that starts with a move of those kinds whenever there is one.
 */
export function planTurn(input: BotInput, bot: Bot, maxSteps = MAX_PLAN_STEPS, focus: Focus | null = null): MoveBase[] {
  const rng = createRng(input.seed);
  const state = input.module.determinize(input.view, input.seat, rng);
  const limits = { maxSteps, ...(input.thinkMs !== undefined ? { thinkMs: input.thinkMs } : {}) };
  const own = playOwnTurn(input.module, state, input.seat, bot, rng, limits).moves;
  const first = own[0];
  if (!focus || !first || focus.kinds.includes(moveKind(first))) return own;
  const opening = bestOfKinds(input, state, focus);
  if (!opening) return own;
  const r = input.module.apply(state, input.seat, opening);
  if (!r.ok) return own; // a legal move of the determinized position is legal in it
  if (input.module.revealsInformation?.(r.value.events) !== false || maxSteps <= 1) return [opening];
  return [opening, ...playOwnTurn(input.module, r.value.state, input.seat, bot, rng, { ...limits, maxSteps: maxSteps - 1 }).moves];
}

/** A hint with its reason: the plan, and the seat's estimated win chance before it and after it. */
export interface Advice {
  readonly plan: MoveBase[];
  /** The evaluator's win chance for the seat (0–1), averaged over samples of the hidden cards. */
  readonly chance: { readonly before: number; readonly after: number };
}

/**
 * `planTurn` with its reason in numbers: the seat's win chance by `evaluate` before the plan and after it, averaged
 * over `samples` determinizations of the view (the plan's moves are legal in each until its last, revealing, move).
 * `kinds`: a guided lesson's move kinds, the plan's first move is one of them when one is legal (`Focus`).
 */
export function adviseTurn(input: BotInput, bot: Bot, evaluate: Evaluate, samples = ADVICE_SAMPLES, kinds: readonly string[] = []): Advice {
  const plan = planTurn(input, bot, MAX_PLAN_STEPS, kinds.length > 0 ? { kinds, evaluate } : null);
  const { module, seat } = input;
  const rng = createRng(`${input.seed}/advice`);
  let before = 0;
  let after = 0;
  for (let sample = 0; sample < samples; sample++) {
    let state = module.determinize(input.view, seat, rng);
    before += evaluate(state, seat);
    for (const move of plan) {
      const r = module.apply(state, seat, move);
      if (!r.ok) break;
      state = r.value.state;
    }
    after += evaluate(state, seat);
  }
  return { plan, chance: { before: before / samples, after: after / samples } };
}
