/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012, "Information Set Monte Carlo Tree
 * Search"). Each iteration samples a full state from the bot's view with module.determinize, so the search
 * never sees the true state; the tree is shared by all samples, its edges keyed by move, and at every node
 * only the children legal in the current sample compete (UCB with availability counts instead of the parent's
 * visits). Opponents' moves live in the same tree and are chosen as if they saw the sample: the known
 * "strategy fusion" cost of the single-observer variant, paid for its speed.
 */
import type { GameModule, MoveBase, Seat } from '../rules/core/module';
import type { RngState } from '../rules/core/rng';
import { createRng, nextInt } from '../rules/core/rng';
import type { Evaluator, MoveKey } from './evaluators';
import { evaluatorFor, moveKeyFor, scoreWith, searchDefaultsFor } from './evaluators';
import type { Bot, BotInput } from './types';
import { clampThinkMs } from './types';

/** Budget and knobs of a search. With neither budget, DEFAULT_ITERATIONS; a caller's BotInput.thinkMs replaces both. */
export interface IsmctsOptions {
  /** Iteration budget: deterministic, for tests and tournaments. */
  readonly iterations?: number;
  /** Wall-clock budget in ms; with `iterations` too, whichever runs out first stops the search. */
  readonly thinkMs?: number;
  /** Random plies after the expanded node before the evaluator scores the state; default: see playoutDepthFor. */
  readonly playoutDepth?: number;
  /** UCB exploration constant for rewards in [0, 1]. */
  readonly exploration?: number;
  /** Multiplies the game's default playout depth when `playoutDepth` is not given (a level's longer playouts). */
  readonly playoutScale?: number;
  /** Search the bot's own moves as a plan (see `SearchDefaults.plan`); default: the game's registered setting. */
  readonly plan?: boolean;
}

/** What a search found: the move and how hard it looked. */
export interface IsmctsResult {
  readonly move: MoveBase | null;
  readonly iterations: number;
  readonly elapsedMs: number;
  /** Root children, most visited first: visits and mean reward for the bot's seat. */
  readonly children: readonly { readonly move: MoveBase; readonly visits: number; readonly mean: number }[];
}

export const DEFAULT_ITERATIONS = 1000;
/** 0.7 is the constant Cowling et al. use for rewards in [0, 1]. */
export const DEFAULT_EXPLORATION = 0.7;
/** Playout length when the game has an evaluator: a few plies, then the evaluator judges. */
export const PLAYOUT_DEPTH_WITH_EVALUATOR = 8;
/** Without an evaluator a cut-off playout scores 0.5, which teaches nothing: play to the end (with a cap). */
export const PLAYOUT_DEPTH_WITHOUT_EVALUATOR = 1000;

/** The playout depth a search uses when none is given: the game's own, else short with an evaluator, to the end without. */
export function playoutDepthFor(gameId: string): number {
  return searchDefaultsFor(gameId)?.playoutDepth ?? (evaluatorFor(gameId) ? PLAYOUT_DEPTH_WITH_EVALUATOR : PLAYOUT_DEPTH_WITHOUT_EVALUATOR);
}

class Node {
  readonly move: MoveBase | null;
  readonly key: string | number;
  /** The seat that chose `move`: this node's reward is that seat's. */
  readonly mover: Seat;
  readonly children: Node[] = [];
  /** Built once a node has many children; a linear scan is faster below that. */
  index: Map<string | number, Node> | null = null;
  visits = 0;
  reward = 0;
  /** How many times this node was selectable when its parent was at a selection step. */
  avail = 1;
  /** Plan search: the value backed up for the bot (the best child's, for the bot's own moves), and availability. */
  value = 0;
  /** Plan search: times this node's moves were listed (it was passed through), and times this move was legal then. */
  passes = 0;
  legal = 0;
  /** Plan search: the node's `passes` when this child was created (availability counts from then). */
  readonly bornAt: number;

  constructor(move: MoveBase | null, key: string | number, mover: Seat, bornAt = 0) {
    this.move = move;
    this.key = key;
    this.mover = mover;
    this.bornAt = bornAt;
  }

  child(key: string | number): Node | undefined {
    if (this.index) return this.index.get(key);
    for (const c of this.children) if (c.key === key) return c;
    return undefined;
  }

  add(c: Node): void {
    this.children.push(c);
    if (this.index) this.index.set(c.key, c);
    else if (this.children.length > 8) this.index = new Map(this.children.map((n) => [n.key, n]));
  }
}

// Scratch arrays reused by every selection step (the search is synchronous, so one set suffices).
const keys: (string | number)[] = [];
const kids: (Node | null)[] = [];
const untried: number[] = [];
const path: Node[] = [];
const scores: number[] = [];

interface Search {
  readonly module: GameModule;
  readonly view: unknown;
  readonly seat: Seat;
  readonly rng: RngState;
  readonly keyOf: MoveKey;
  readonly evaluator: Evaluator | undefined;
  readonly depth: number;
  readonly c: number;
  readonly root: Node;
  readonly horizon: ((root: object, state: object) => boolean) | undefined;
  /** The bot's own moves are searched as a plan: expanded all at once, each scored, and the best child backed up. */
  readonly plan: boolean;
  /** Plan search: which other seats' decisions are answered as that seat would (`SearchDefaults.answeredByPrior`). */
  readonly answeredByPrior: ((move: MoveBase) => boolean) | undefined;
}

/** One iteration: determinize, select/expand, playout, backpropagate. */
function iterate(s: Search): void {
  const { module, rng, keyOf, root } = s;
  let state = module.determinize(s.view, s.seat, rng);
  const start = state;
  const { horizon } = s;
  let node = root;
  path.length = 0;
  path.push(root);
  // Selection and expansion.
  for (;;) {
    if (module.outcome(state).kind !== 'ongoing') break;
    if (horizon !== undefined && node !== root && horizon(start, state)) break;
    // At the root the bot itself decides (it may share a simultaneous decision); below, the first deciding seat.
    const mover = node === root ? s.seat : module.decision(state).seats[0];
    if (mover === undefined) break;
    const legal = module.legalMoves(state, mover);
    let nu = 0, available = 0;
    for (let i = 0; i < legal.length; i++) {
      const k = keyOf(legal[i] as MoveBase);
      keys[i] = k;
      const c = node.child(k);
      if (c === undefined) {
        untried[nu++] = i;
        kids[i] = null;
      } else if (c.mover !== mover) {
        kids[i] = null; // same move by another seat here: a rare clash of keys; this edge stays unavailable
      } else {
        kids[i] = c;
        available++;
      }
    }
    if (nu > 0) {
      const i = untried[nu === 1 ? 0 : nextInt(rng, nu)] as number;
      const m = legal[i] as MoveBase;
      const child = new Node(m, keys[i] as string | number, mover);
      node.add(child);
      path.push(child);
      state = module.applyLegal(state, mover, m).state;
      break;
    }
    if (available === 0) break;
    let best = -1, bestU = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const c = kids[i];
      if (!c) continue;
      c.avail++;
      const u = c.reward / c.visits + s.c * Math.sqrt(Math.log(c.avail) / c.visits);
      if (u > bestU) {
        bestU = u;
        best = i;
      }
    }
    node = kids[best] as Node;
    path.push(node);
    state = module.applyLegal(state, mover, legal[best] as MoveBase).state;
  }
  // Playout: random legal moves, at most `depth` plies (and not past the game's horizon).
  for (let d = 0; d < s.depth; d++) {
    if (module.outcome(state).kind !== 'ongoing') break;
    if (horizon !== undefined && horizon(start, state)) break;
    const seats = module.decision(state).seats;
    if (seats.length === 0) break;
    const who = (seats.length === 1 ? seats[0] : seats[nextInt(rng, seats.length)]) as Seat;
    const legal = module.legalMoves(state, who);
    if (legal.length === 0) break;
    state = module.applyLegal(state, who, legal[legal.length === 1 ? 0 : nextInt(rng, legal.length)] as MoveBase).state;
  }
  // Backpropagation: each node gains the reward of the seat that chose its move, evaluated once per seat.
  scores.length = 0;
  root.visits++;
  for (let i = 1; i < path.length; i++) {
    const n = path[i] as Node;
    let r = scores[n.mover];
    if (r === undefined) {
      r = scoreWith(module, s.evaluator, state, n.mover);
      scores[n.mover] = r;
    }
    n.visits++;
    n.reward += r;
  }
}

/**
 * Plan search: adds every untried move of `node` (the `untriedCount` first indices of `untried` into `legal`) at once,
 * each scored one ply ahead for `mover`, the seat making it (counted as one visit with that reward); returns the
 * best child and the state after it.
 */
function expandAll(search: Search, node: Node, state: object, mover: Seat, legal: readonly MoveBase[], untriedCount: number): { child: Node | null; state: object } {
  let bestState = state, bestScore = -Infinity;
  let bestChild: Node | null = null;
  for (let j = 0; j < untriedCount; j++) {
    const i = untried[j] as number;
    const move = legal[i] as MoveBase;
    const next = search.module.applyLegal(state, mover, move).state;
    const score = scoreWith(search.module, search.evaluator, next, mover);
    const child = new Node(move, keys[i] as string | number, mover, node.passes);
    child.legal = 1;
    child.visits = 1;
    child.reward = score;
    child.value = score;
    node.add(child);
    if (score > bestScore) {
      bestScore = score;
      bestState = next;
      bestChild = child;
    }
  }
  return { child: bestChild, state: bestState };
}

/**
 * One iteration of a plan search (`SearchDefaults.plan`). At a node where the bot itself moves, every move not yet in
 * the tree is added at once, each scored for the bot by the evaluator one ply ahead (the greedy bot's look-ahead, as
 * a first estimate), and the iteration ends in the best of them; below the bot's own moves a node's value is its best
 * child's (a max backup: a player's own plan is an optimisation, not a lottery), weighted by how often each child was
 * legal (`expectedBest`), so a move only some samples allow (a card drawn in some of them) is not counted as certain.
 * Other seats' moves are searched as in `iterate`: one new move per iteration, and the mean of their rewards; those
 * of a decision the game answers by prior (`SearchDefaults.answeredByPrior`) are added all at once, each scored one
 * ply ahead for the seat that makes it.
 */
function iteratePlan(search: Search): void {
  const { module, rng, keyOf, root, horizon, seat } = search;
  let state = module.determinize(search.view, seat, rng);
  const start = state;
  let node = root;
  path.length = 0;
  path.push(root);
  for (;;) {
    if (module.outcome(state).kind !== 'ongoing') break;
    if (horizon !== undefined && node !== root && horizon(start, state)) break;
    const mover = node === root ? seat : module.decision(state).seats[0];
    if (mover === undefined) break;
    const legal = module.legalMoves(state, mover);
    const own = mover === seat;
    if (own) node.passes++;
    let untriedCount = 0, available = 0;
    for (let i = 0; i < legal.length; i++) {
      const key = keyOf(legal[i] as MoveBase);
      keys[i] = key;
      const known = node.child(key);
      if (known === undefined) {
        untried[untriedCount++] = i;
        kids[i] = null;
      } else if (known.mover !== mover) {
        kids[i] = null;
      } else {
        kids[i] = known;
        available++;
        if (own) known.legal++;
      }
    }
    if (own && untriedCount > 0) {
      state = expandAll(search, node, state, mover, legal, untriedCount).state;
      break;
    }
    if (untriedCount > 0 && search.answeredByPrior !== undefined && legal.some(search.answeredByPrior)) {
      // Such a decision of another seat (Gateway: an ally's answer to an ask, GW-42) gets all its moves at once, each
      // scored one ply ahead for that seat (its own greedy reading, a first estimate its selection starts from), and
      // the iteration goes on into that seat's best. Added one at a time in random order and valued at the mean of
      // what followed, the ally's answer was mostly "lend" in the first visits (three answers of four lend something)
      // and the bot planned its turn around an ask the ally always refused (docs/rules/gateway.md, Measured: the
      // starting player). Other seats' other decisions stay one random move a visit: answered so, every one of them
      // turned the edge the other way (the starting player won 0.30 of 160 two-player games).
      const best = expandAll(search, node, state, mover, legal, untriedCount);
      if (best.child) path.push(best.child);
      state = best.state;
      break;
    }
    if (untriedCount > 0) {
      const i = untried[untriedCount === 1 ? 0 : nextInt(rng, untriedCount)] as number;
      const move = legal[i] as MoveBase;
      const child = new Node(move, keys[i] as string | number, mover);
      node.add(child);
      path.push(child);
      state = module.applyLegal(state, mover, move).state;
      break;
    }
    if (available === 0) break;
    let best = 0, bestBound = -Infinity;
    for (let i = 0; i < legal.length; i++) {
      const child = kids[i];
      if (!child) continue;
      child.avail++;
      const bound = (own ? child.value : child.reward / child.visits) + search.c * Math.sqrt(Math.log(child.avail) / child.visits);
      if (bound > bestBound) {
        bestBound = bound;
        best = i;
      }
    }
    node = kids[best] as Node;
    path.push(node);
    state = module.applyLegal(state, mover, legal[best] as MoveBase).state;
  }
  // Backpropagation from the leaf up, so that each node's best child is already up to date.
  scores.length = 0;
  for (let i = path.length - 1; i >= 0; i--) {
    const visited = path[i] as Node;
    let reward = scores[visited.mover];
    if (reward === undefined) {
      reward = scoreWith(module, search.evaluator, state, visited.mover);
      scores[visited.mover] = reward;
    }
    visited.visits++;
    if (i > 0) visited.reward += reward;
    const first = visited.children[0];
    visited.value = visited.mover === seat && first !== undefined && first.mover === seat ? expectedBest(visited) : visited.reward / Math.max(1, visited.visits);
  }
}

// Scratch list of a node's children by value (expectedBest), and its order.
const ranked: Node[] = [];
const byValueDescending = (a: Node, b: Node): number => b.value - a.value;

/**
 * The value of a node whose children are the bot's own moves: the best child's value, where a child legal in only a
 * share p of the node's passes since it appeared counts only when legal and no better child was (the expected best
 * over samples, taking the children's availability as independent); when no child was legal, the node's own mean.
 */
function expectedBest(node: Node): number {
  ranked.length = 0;
  for (const child of node.children) ranked.push(child);
  // Best first; the sort is stable, so equal values keep the children's order.
  ranked.sort(byValueDescending);
  // `none`: the chance that no child ranked so far is legal in a sample.
  let value = 0, none = 1;
  for (const child of ranked) {
    const legalShare = Math.min(1, child.legal / Math.max(1, node.passes - child.bornAt + 1));
    value += none * legalShare * child.value;
    none *= 1 - legalShare;
    if (none <= 0) break;
  }
  ranked.length = 0;
  return value + none * (node.visits > 0 ? node.reward / node.visits : 0);
}

/** Runs an ISMCTS search from a view and reports the chosen move (most visited root child) and statistics. */
export function ismctsSearch(input: BotInput, options: IsmctsOptions = {}): IsmctsResult {
  const t0 = performance.now();
  const { module, view, seat } = input;
  const rng = createRng(input.seed);
  const keyOf = moveKeyFor(module.id);
  // The first sample only tells the bot its own choices: they follow from its view, not from hidden cards.
  const rootLegal = module.legalMoves(module.determinize(view, seat, rng), seat);
  if (rootLegal.length <= 1) return { move: rootLegal[0] ?? null, iterations: 0, elapsedMs: performance.now() - t0, children: [] };

  // The caller's time (the app's think time) replaces the bot's own budgets, as BotInput promises; otherwise the
  // bot's iterations and/or thinkMs apply, whichever runs out first.
  const thinkMs = clampThinkMs(input.thinkMs ?? options.thinkMs);
  const budget = input.thinkMs !== undefined ? undefined : options.iterations;
  const deadline = thinkMs === undefined ? Infinity : t0 + Math.max(0, thinkMs);
  const maxIterations = Math.max(1, budget ?? (thinkMs === undefined ? DEFAULT_ITERATIONS : Infinity));
  const search: Search = {
    module, view, seat, rng, keyOf,
    evaluator: searchDefaultsFor(module.id)?.evaluator ?? evaluatorFor(module.id),
    depth: options.playoutDepth ?? Math.round(playoutDepthFor(module.id) * (options.playoutScale ?? 1)),
    c: options.exploration ?? searchDefaultsFor(module.id)?.exploration ?? DEFAULT_EXPLORATION,
    root: new Node(null, '', seat),
    horizon: searchDefaultsFor(module.id)?.horizon,
    plan: options.plan ?? searchDefaultsFor(module.id)?.plan ?? false,
    answeredByPrior: searchDefaultsFor(module.id)?.answeredByPrior,
  };
  const step = search.plan ? iteratePlan : iterate;
  let iterations = 0;
  // At least one iteration, then stop at whichever budget runs out first: a think never overruns by more than one iteration.
  do {
    step(search);
    iterations++;
    // Thinking against the clock (the app), stop as soon as the answer cannot change: the most-visited move leads
    // every other by more than the iterations the time left would still buy (with a margin), so the choice by
    // visits is the one the whole budget would make. Searches on an iteration budget (simulations) run in full.
    if (deadline !== Infinity && iterations % DECIDED_CHECK_EVERY === 0) {
      const now = performance.now();
      if (isDecided(search.root.children, ((deadline - now) * iterations * DECIDED_MARGIN) / Math.max(1e-3, now - t0))) break;
    }
  } while (iterations < maxIterations && (deadline === Infinity || performance.now() < deadline));
  // Drop the scratch arrays' references so the tree can be collected once the answer is out.
  kids.length = 0;
  path.length = 0;

  const children = search.root.children
    .map((c) => ({ move: c.move as MoveBase, key: c.key, visits: c.visits, mean: search.plan ? c.value : c.visits ? c.reward / c.visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  const top = children[0];
  // Answer with the move object this view's own legal list holds (the tree's copy came from some sample).
  const move = top ? (rootLegal.find((m) => keyOf(m) === top.key) ?? top.move) : (rootLegal[0] ?? null);
  return { move, iterations, elapsedMs: performance.now() - t0, children: children.map(({ move: m, visits, mean }) => ({ move: m, visits, mean })) };
}

/** How often a timed search checks whether its answer is already decided, and the margin on the iterations left. */
const DECIDED_CHECK_EVERY = 64;
const DECIDED_MARGIN = 1.5;

/**
 * Whether the root's most-visited child leads every other by more than `iterationsLeft` visits: each iteration
 * visits one root child, so no other child can catch up before the search ends.
 */
export function isDecided(children: readonly { readonly visits: number }[], iterationsLeft: number): boolean {
  let top = 0;
  let second = 0;
  for (const child of children) {
    if (child.visits > top) {
      second = top;
      top = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return top - second > iterationsLeft;
}

/** An ISMCTS bot; its id reads back through botById (`ismcts:2000`, `ismcts@250ms`, `ismcts:2000@250ms`). */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  const budget = `${options.iterations !== undefined ? `:${options.iterations}` : ''}${options.thinkMs !== undefined ? `@${options.thinkMs}ms` : ''}`;
  const knobs = `${options.playoutDepth !== undefined ? `/d${options.playoutDepth}` : ''}${options.playoutScale !== undefined ? `/x${options.playoutScale}` : ''}${options.exploration !== undefined ? `/c${options.exploration}` : ''}${options.plan !== undefined ? (options.plan ? '/plan' : '/noplan') : ''}`;
  return {
    id: `ismcts${budget}${knobs}`,
    label: 'ISMCTS',
    ...(options.thinkMs !== undefined ? { thinkMs: options.thinkMs } : {}),
    choose: (input) => ismctsSearch(input, options).move,
  };
}
