/**
 * Per-game knowledge the generic bots plug in, kept in src/ai so the rules stay free of AI heuristics:
 * an evaluator (estimated win chance of a seat in a non-terminal state) and an optional cheap move key.
 * Registries are keyed by GameModule.id; a game without entries still works (0.5 for non-terminal states,
 * a generic key built from the move's fields).
 */
import type { GameModule, MoveBase, Outcome, Seat } from '../rules/core/module';

/** Estimated win chance for `seat` in `state`, in [0, 1]; 0.5 is neutral. Must be pure and never throw. */
export type Evaluator = (state: object, seat: Seat) => number;

/**
 * A string or number that identifies a move among the legal moves of any state (equal moves, equal keys). A
 * number compares and hashes cheapest where a game can pack its moves into one.
 */
export type MoveKey = (move: MoveBase) => string | number;

const evaluators = new Map<string, Evaluator>();
const moveKeys = new Map<string, MoveKey>();

/** Score of an outcome for a seat: 1 win, ½ shared win or draw, 0 loss. */
export function outcomeScore(outcome: Outcome, seat: Seat): number {
  if (outcome.kind === 'draw') return 0.5;
  if (outcome.kind === 'win') return outcome.winners.includes(seat) ? 1 / outcome.winners.length : 0;
  return 0.5;
}

/** Registers a game's evaluator (replacing any earlier one); returns a function that removes it again. */
export function registerEvaluator(gameId: string, evaluator: Evaluator): () => void {
  evaluators.set(gameId, evaluator);
  return () => {
    if (evaluators.get(gameId) === evaluator) evaluators.delete(gameId);
  };
}

/** A game's own ISMCTS settings where the generic defaults mislead its search. */
export interface SearchDefaults {
  readonly playoutDepth?: number;
  readonly exploration?: number;
  /**
   * A search horizon: true when `state`, reached from the iteration's sampled root state `root`, is as far as the
   * tree should grow (it is scored there by the evaluator, without playout). Games without one search to the end.
   */
  readonly horizon?: (root: object, state: object) => boolean;
  /**
   * The share of a level's think time (src/ai/bots.ts) a decision of this game gets in the app: a game whose turn is
   * many decisions (Gateway) thinks less on each, so a round of computer seats keeps its pace. 1 when absent.
   */
  readonly levelTimeScale?: number;
  /**
   * Search the bot's own moves as a plan (src/ai/ismcts.ts, `iteratePlan`): where the bot moves, every move is added
   * at once and scored one ply ahead, and a node's value is its best child's (max backup) instead of the mean.
   * For games whose turn is a long single-player plan under a horizon at the turn's end (Gateway). Off when absent.
   */
  readonly plan?: boolean;
  /**
   * The search's own reward, when it should differ from the registered evaluator (which the greedy bot, hints and
   * reviews use): Gateway's search scores with a softmax whose sharpness does not rise as the game ends. Absent: the
   * registered evaluator.
   */
  readonly evaluator?: Evaluator;
  /**
   * Plan search only: another seat's decisions this says yes to (by one of their legal moves) are answered as that
   * seat would answer them: all its moves are added at once, each scored one ply ahead for it, and the iteration goes
   * into its best. Other decisions of other seats are added one random move per visit. Gateway: an ally's answer to
   * an ask (GW-42). Absent: none.
   */
  readonly answeredByPrior?: (move: MoveBase) => boolean;
}
const searchDefaults = new Map<string, SearchDefaults>();

/** Registers a game's search settings (replacing earlier ones); returns a function that removes them again. */
export function registerSearchDefaults(gameId: string, d: SearchDefaults): () => void {
  searchDefaults.set(gameId, d);
  return () => {
    if (searchDefaults.get(gameId) === d) searchDefaults.delete(gameId);
  };
}

/** The search settings registered for a game, if any. */
export function searchDefaultsFor(gameId: string): SearchDefaults | undefined {
  return searchDefaults.get(gameId);
}

/** The evaluator registered for a game, if any. */
export function evaluatorFor(gameId: string): Evaluator | undefined {
  return evaluators.get(gameId);
}

/**
 * How good `state` is for `seat`, in [0, 1]: the outcome's score when the game is over (for a game scored by margin,
 * at least the evaluator's reading of it), else the game's registered evaluator (clamped), else 0.5.
 */
export function evaluateState(module: GameModule, state: object, seat: Seat): number {
  return scoreWith(module, evaluators.get(module.id), state, seat);
}

/**
 * Games whose ended states are scored by margin as well as by outcome (Gateway, a game of points): an end is worth the
 * larger of its outcome's score and the evaluator's reading of the ended state. Without it, a seat that can no longer
 * win sees ending its last turn as a certain 0 and every move that puts the end off (a Runestone used for its effect,
 * its Infamy lost) as the evaluator's little above 0, and spends its points before it ends the turn.
 */
const marginEnds = new Set<string>();

/** Scores a game's ended states by margin too (see `marginEnds`); returns a function that stops it again. */
export function registerMarginEnds(gameId: string): () => void {
  marginEnds.add(gameId);
  return () => {
    marginEnds.delete(gameId);
  };
}

/** `evaluateState` with the evaluator already looked up (or none), for hot loops. */
export function scoreWith(module: GameModule, evaluator: Evaluator | undefined, state: object, seat: Seat): number {
  const out = module.outcome(state);
  if (out.kind !== 'ongoing') {
    const exact = outcomeScore(out, seat);
    if (!evaluator || !marginEnds.has(module.id)) return exact;
    const margin = evaluator(state, seat);
    return Number.isNaN(margin) ? exact : Math.max(exact, Math.min(1, margin));
  }
  if (!evaluator) return 0.5;
  const v = evaluator(state, seat);
  // A buggy evaluator must not poison the search with NaN or out-of-range rewards.
  if (Number.isNaN(v)) return 0.5;
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** Registers a cheap move key for a game; returns a function that removes it again. */
export function registerMoveKey(gameId: string, key: MoveKey): () => void {
  moveKeys.set(gameId, key);
  return () => {
    if (moveKeys.get(gameId) === key) moveKeys.delete(gameId);
  };
}

/**
 * The generic move key: the type then each field in the order legalMoves wrote them (nested values as JSON).
 * Cheaper than JSON.stringify of the whole move for the flat moves games usually have.
 */
export function defaultMoveKey(move: MoveBase): string {
  let key = move.type;
  for (const name in move) {
    if (name === 'type') continue;
    const v: unknown = Reflect.get(move, name);
    key += `|${name}=${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`;
  }
  return key;
}

/** The move key for a game: its registered one, else `defaultMoveKey`. */
export function moveKeyFor(gameId: string): MoveKey {
  return moveKeys.get(gameId) ?? defaultMoveKey;
}
