import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { MoveBase, Seat } from '../rules/core/module';
import { loadGameModule } from '../rules/games';
import { botById, LEVELS } from './bots';
import { loadGameAi } from './games';
import type { Advice } from './plan';
import { ADVICE_SAMPLES, adviseTurn, MAX_PLAN_STEPS, planTurn } from './plan';
import { evaluateState, searchDefaultsFor } from './evaluators';
import type { Verdict } from './review';
import { reviewDecision } from './review';
import type { Bot, BotInput } from './types';
import { clampThinkMs, MAX_THINK_MS } from './types';

/** A request to think, as it crosses to the worker: plain data only. */
export interface ThinkRequest {
  readonly game: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly bot: string;
  readonly seed: string | number;
  /** Wall-clock budget; defaults to the bot's own (a level's think time). Searches stop within one iteration of it. */
  readonly thinkMs?: number;
  /**
   * What ends a level's search: `'time'` (absent: the level's think time, as players get it) or `'iterations'` (its
   * iteration budget, as the simulator plays: the same view and seed give the same move whatever the machine's load;
   * browser tests ask for it so a seeded game replays the same). With `'iterations'` a think time is refused.
   */
  readonly budget?: ThinkBudget;
  /**
   * For a hint in a guided lesson: the move kinds (`moveKind`) the plan starts with when one is legal (plan and
   * advise only; absent or empty: the bot's own plan).
   */
  readonly focus?: readonly string[];
}

/** What ends a level's search: its think time (the app's) or its iteration budget (the simulator's). */
export type ThinkBudget = 'time' | 'iterations';

/** Why a bot could not answer. */
export type ThinkError =
  | { readonly code: 'UNKNOWN_GAME'; readonly game: string }
  | { readonly code: 'UNKNOWN_BOT'; readonly bot: string }
  | { readonly code: 'NO_LEGAL_MOVE' }
  /** A think time that is not a number of milliseconds ≥ 0 (NaN, negative, not a number at all). */
  | { readonly code: 'BAD_THINK_TIME'; readonly reason: string }
  /** A budget that is neither 'time' nor 'iterations', or an iteration budget asked with a think time. */
  | { readonly code: 'BAD_BUDGET'; readonly reason: string }
  /** A reviewed move the game's rules cannot read. */
  | { readonly code: 'BAD_MOVE'; readonly reason: string }
  /** A focus that is not a short list of move kinds (strings). */
  | { readonly code: 'BAD_FOCUS'; readonly reason: string };

/** Most move kinds a focus may name, and the longest kind (a lesson names two or three, each a word or two). */
const MAX_FOCUS_KINDS = 16;
const MAX_KIND_LENGTH = 64;

/** A request's focus as the planner takes it: absent is none; anything but a short list of short strings is refused. */
export function parseFocus(raw: unknown): Result<readonly string[], ThinkError & CodedError> {
  if (raw === undefined) return ok([]);
  if (!Array.isArray(raw)) return err({ code: 'BAD_FOCUS', reason: 'expected a list of move kinds' });
  if (raw.length > MAX_FOCUS_KINDS) return err({ code: 'BAD_FOCUS', reason: `at most ${MAX_FOCUS_KINDS} move kinds` });
  const kinds: string[] = [];
  for (const kind of raw as unknown[]) {
    if (typeof kind !== 'string' || kind.length === 0 || kind.length > MAX_KIND_LENGTH) return err({ code: 'BAD_FOCUS', reason: `a move kind is a word of 1 to ${MAX_KIND_LENGTH} characters` });
    kinds.push(kind);
  }
  return ok(kinds);
}

const LEVEL_BOTS: ReadonlySet<Bot> = new Set(Object.values(LEVELS).map((level) => level.bot));

/**
 * The think time a request may ask for: its own or the bot's (a level's scaled by the game's `levelTimeScale`), at
 * most MAX_THINK_MS (Infinity thinks for the maximum); NaN, a negative or a non-number is a coded refusal. None with
 * the `'iterations'` budget: the bot's own iteration budget ends its search. Call it once the game's AI is loaded
 * (its search defaults registered).
 */
function thinkTimeOf(req: ThinkRequest, bot: Bot): Result<number | undefined, ThinkError & CodedError> {
  const budget: unknown = req.budget;
  if (budget !== undefined && budget !== 'time' && budget !== 'iterations') return err({ code: 'BAD_BUDGET', reason: "expected 'time' or 'iterations'" });
  if (budget === 'iterations') return req.thinkMs === undefined ? ok(undefined) : err({ code: 'BAD_BUDGET', reason: 'an iteration budget takes no think time' });
  const scale = LEVEL_BOTS.has(bot) ? (searchDefaultsFor(req.game)?.levelTimeScale ?? 1) : 1;
  const asked: unknown = req.thinkMs ?? (bot.thinkMs === undefined ? undefined : bot.thinkMs * scale);
  if (asked === undefined) return ok(undefined);
  if (typeof asked !== 'number' || Number.isNaN(asked) || asked < 0) return err({ code: 'BAD_THINK_TIME', reason: `expected milliseconds from 0 to ${MAX_THINK_MS}` });
  return ok(clampThinkMs(asked));
}

/** Chooses a move for a view; the worker exposes this, and the simulator calls it in-process. */
export async function think(req: ThinkRequest): Promise<Result<MoveBase, ThinkError & CodedError>> {
  const module = await loadGameModule(req.game);
  if (!module) return err({ code: 'UNKNOWN_GAME', game: req.game });
  const bot = botById(req.bot);
  if (!bot) return err({ code: 'UNKNOWN_BOT', bot: req.bot });
  await loadGameAi(req.game);
  const time = thinkTimeOf(req, bot);
  if (!time.ok) return time;
  const thinkMs = time.value;
  const move = bot.choose({ module, view: req.view, seat: req.seat, seed: req.seed, ...(thinkMs !== undefined ? { thinkMs } : {}) });
  return move ? ok(move) : err({ code: 'NO_LEGAL_MOVE' });
}

/** The game, bot and bot input a request names (loaded, with the game's AI), or why not. */
async function prepare(req: ThinkRequest): Promise<Result<{ readonly bot: Bot; readonly input: BotInput }, ThinkError & CodedError>> {
  const module = await loadGameModule(req.game);
  if (!module) return err({ code: 'UNKNOWN_GAME', game: req.game });
  const bot = botById(req.bot);
  if (!bot) return err({ code: 'UNKNOWN_BOT', bot: req.bot });
  await loadGameAi(req.game);
  const time = thinkTimeOf(req, bot);
  if (!time.ok) return time;
  const thinkMs = time.value;
  return ok({ bot, input: { module, view: req.view, seat: req.seat, seed: req.seed, ...(thinkMs !== undefined ? { thinkMs } : {}) } });
}

/** A hint: the moves a bot would play for this seat until something hidden is revealed (empty if none). */
export async function plan(req: ThinkRequest): Promise<Result<MoveBase[], ThinkError & CodedError>> {
  const focus = parseFocus(req.focus);
  if (!focus.ok) return focus;
  const ready = await prepare(req);
  if (!ready.ok) return ready;
  const { input, bot } = ready.value;
  const kinds = focus.value;
  return ok(planTurn(input, bot, MAX_PLAN_STEPS, kinds.length > 0 ? { kinds, evaluate: (state, seat) => evaluateState(input.module, state, seat) } : null));
}

/** A hint with its reason: the plan, and the seat's win chance by the game's evaluator before and after it. */
export async function advise(req: ThinkRequest): Promise<Result<Advice, ThinkError & CodedError>> {
  const focus = parseFocus(req.focus);
  if (!focus.ok) return focus;
  const ready = await prepare(req);
  if (!ready.ok) return ready;
  const { input, bot } = ready.value;
  return ok(adviseTurn(input, bot, (state, seat) => evaluateState(input.module, state, seat), ADVICE_SAMPLES, focus.value));
}

/** A decision to review: the seat's view before it and the move that was played there; `bot` is the judge. */
export interface ReviewRequest extends ThinkRequest {
  readonly played: unknown;
}

/** The bot that finishes each compared move's turn in a review (cheap: one ply of lookahead). */
export const REVIEW_FINISHER = 'greedy';

/** "Review my game", one decision: the judge's move, and when it differs, the chances after each move's turn. */
export async function review(req: ReviewRequest): Promise<Result<Verdict, ThinkError & CodedError>> {
  const ready = await prepare(req);
  if (!ready.ok) return ready;
  const { input, bot } = ready.value;
  const played = input.module.parseMove(req.played);
  if (!played.ok) return err({ code: 'BAD_MOVE', reason: played.error.code });
  const finisher = botById(REVIEW_FINISHER) as Bot;
  return ok(reviewDecision(input, played.value, bot, finisher, (state, seat) => evaluateState(input.module, state, seat)));
}
