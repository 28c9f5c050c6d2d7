import type { GameModule, MoveBase, Seat } from '../rules/core/module';
import type { MoveRecord } from '../rules/core/replay';
import type { Bot } from './types';

/** Options of a headless tournament. */
export interface TournamentOptions {
  /** One bot per seat, in seat order (the first game's seating when `alternate`). */
  readonly bots: readonly Bot[];
  readonly games: number;
  readonly seed: string | number;
  readonly config?: unknown;
  readonly thinkMs?: number;
  readonly maxPlies?: number;
  /**
   * Rotate the seating every game, so each bot sits in each seat equally often; the games of one rotation share
   * a seed (the same deal with the seats swapped), which removes the luck of the deal from the comparison.
   */
  readonly alternate?: boolean;
}

/** One bot's results over a tournament (bots are counted by their place in `bots`, not by seat). */
export interface BotSummary {
  readonly id: string;
  readonly wins: number;
  /** wins / games, with its 95% Wilson score interval. */
  readonly winRate: number;
  readonly ci95: readonly [number, number];
  /** Wins plus half the draws and shared wins' shares, over games. */
  readonly score: number;
  readonly decisions: number;
  readonly meanDecisionMs: number;
  /** Mean points over the games that reported scores (Outcome.scores), if any did. */
  readonly meanPoints?: number;
}

/** The one JSON summary `npm run sim` prints. */
export interface TournamentSummary {
  readonly game: string;
  /** Bot ids in the order given; `wins[i]` and `bots[i]` are that bot's, whatever seats it played. */
  readonly seats: readonly string[];
  readonly games: number;
  readonly alternate: boolean;
  readonly wins: readonly number[];
  readonly draws: number;
  /** Finished games nobody won that are no draw: a solo game lost. */
  readonly losses: number;
  /** How games ended: the outcome's reason, counted. */
  readonly endings: Readonly<Record<string, number>>;
  readonly unfinished: number;
  readonly meanPlies: number;
  readonly movesPerSec: number;
  readonly errors: number;
  readonly errorSamples: readonly string[];
  readonly seconds: number;
  readonly bots: readonly BotSummary[];
}

/** One finished game: its log (for replays) and result. */
export interface PlayedGame {
  readonly seed: string;
  readonly moves: readonly MoveRecord[];
  readonly winners: readonly Seat[] | null;
  readonly finished: boolean;
  /** True only for a drawn game (a solo game lost has no winners but is no draw). */
  readonly drawn: boolean;
  /** Why the game ended (the outcome's reason), or null while unfinished. */
  readonly ending: string | null;
  /** Points per seat when the game scores (Outcome.scores), else null. */
  readonly scores: readonly number[] | null;
  readonly errors: readonly string[];
  /** Per seat: decisions taken and the milliseconds its bot spent choosing. */
  readonly decisions: readonly number[];
  readonly decisionMs: readonly number[];
}

/** Plays one game between bots; each bot sees only its seat's view. Bot failures are counted, never thrown. */
export function playGame(module: GameModule, bots: readonly Bot[], config: unknown, seed: string, opts: { thinkMs?: number; maxPlies?: number } = {}): PlayedGame {
  const errors: string[] = [];
  const decisions = bots.map(() => 0);
  const decisionMs = bots.map(() => 0);
  const setup = module.setup(config, seed);
  if (!setup.ok) return { seed, moves: [], winners: null, finished: false, drawn: false, ending: null, scores: null, errors: [`setup: ${setup.error.code}`], decisions, decisionMs };
  let state = setup.value;
  const moves: MoveRecord[] = [];
  const maxPlies = opts.maxPlies ?? 5000;
  for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
    const seat = module.decision(state).seats[0] as Seat;
    const at = seat % bots.length;
    const bot = bots[at] as Bot;
    let move: MoveBase | null = null;
    let threw = false;
    const t0 = performance.now();
    try {
      move = bot.choose({ module, view: module.view(state, seat), seat, seed: `${seed}/${ply}`, ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}) });
    } catch (e) {
      errors.push(`${bot.id} threw at ply ${ply}: ${e instanceof Error ? e.message : String(e)}`);
      threw = true;
    }
    decisionMs[at] = (decisionMs[at] as number) + performance.now() - t0;
    decisions[at] = (decisions[at] as number) + 1;
    let r = move ? module.apply(state, seat, move) : null;
    if (move && r && !r.ok) errors.push(`${bot.id} chose an illegal move at ply ${ply}: ${r.error.code}`);
    else if (!move && !threw) errors.push(`${bot.id} gave no move at ply ${ply}`);
    if (!move || !r || !r.ok) {
      // Keep the game going so one bad decision does not void the whole game's statistics.
      move = module.legalMoves(state, seat)[0] ?? null;
      r = move ? module.apply(state, seat, move) : null;
      if (!move || !r || !r.ok) break;
    }
    moves.push({ seat, move });
    state = r.value.state;
  }
  const out = module.outcome(state);
  return {
    seed, moves, winners: out.kind === 'win' ? out.winners : out.kind === 'draw' ? [] : null, finished: out.kind !== 'ongoing',
    drawn: out.kind === 'draw', ending: out.kind === 'ongoing' ? null : out.reason, scores: out.kind === 'ongoing' ? null : (out.scores ?? null),
    errors, decisions, decisionMs,
  };
}

/** One tournament game reduced to plain data, indexed by bot (not seat): what a `--jobs` child sends back. */
export interface GameRecord {
  readonly index: number;
  readonly plies: number;
  readonly finished: boolean;
  /** Bot indices that won (empty for a draw, and for a solo game lost). */
  readonly winners: readonly number[];
  readonly drawn: boolean;
  readonly ending: string | null;
  /** Points per bot (not seat), when the game scores. */
  readonly scores: readonly number[] | null;
  readonly errors: readonly string[];
  readonly decisions: readonly number[];
  readonly decisionMs: readonly number[];
}

/** The bot index sitting in each seat in game `g`, and the game's seed. */
export function seating(opts: Pick<TournamentOptions, 'bots' | 'seed' | 'alternate'>, g: number): { bots: number[]; seed: string } {
  const n = opts.bots.length;
  if (!opts.alternate) return { bots: opts.bots.map((_, i) => i), seed: `${String(opts.seed)}#${g}` };
  return { bots: opts.bots.map((_, i) => (i + g) % n), seed: `${String(opts.seed)}#${Math.floor(g / n)}` };
}

/** Plays the tournament's games with the given indices (a slice, for parallel runs); results depend only on the index. */
export function playTournamentGames(module: GameModule, opts: TournamentOptions, indices: Iterable<number>): GameRecord[] {
  const config = opts.config ?? module.defaultConfig(opts.bots.length);
  const records: GameRecord[] = [];
  for (const g of indices) {
    const seat = seating(opts, g);
    const played = playGame(module, seat.bots.map((b) => opts.bots[b] as Bot), config, seat.seed, {
      ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}),
      ...(opts.maxPlies !== undefined ? { maxPlies: opts.maxPlies } : {}),
    });
    const decisions = opts.bots.map(() => 0);
    const decisionMs = opts.bots.map(() => 0);
    seat.bots.forEach((b, s) => {
      decisions[b] = (decisions[b] as number) + (played.decisions[s] as number);
      decisionMs[b] = (decisionMs[b] as number) + (played.decisionMs[s] as number);
    });
    records.push({
      index: g, plies: played.moves.length, finished: played.finished, winners: (played.winners ?? []).map((s) => seat.bots[s] as number),
      drawn: played.drawn, ending: played.ending,
      scores: played.scores ? opts.bots.map((_, b) => played.scores?.[seat.bots.indexOf(b)] ?? 0) : null,
      errors: played.errors, decisions, decisionMs,
    });
  }
  return records;
}

/** 95% Wilson score interval of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = k / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Sums over clusters (games) of a share's numerator y and denominator x: Σy, Σx, Σy², Σx², Σxy, and their count. */
export interface ClusterSums {
  readonly sum: number;
  readonly total: number;
  readonly sumSq: number;
  readonly totalSq: number;
  readonly cross: number;
  readonly clusters: number;
}

/**
 * 95% interval of the share R = Σy / Σx when the trials come in clusters that share their fate (the placements of
 * one game share its winner): the linearised variance of a ratio, V = g/(g-1) · Σ(y - R·x)² / (Σx)² over g clusters.
 * Wider than Wilson's whenever trials of a cluster agree; the same as the normal interval when each has one trial.
 */
export function clusteredShare(c: ClusterSums, z = 1.96): [number, number] {
  if (c.total === 0 || c.clusters < 2) return [0, 1];
  const r = c.sum / c.total;
  const residual = Math.max(0, c.sumSq - 2 * r * c.cross + r * r * c.totalSq);
  const half = (z * Math.sqrt((c.clusters / (c.clusters - 1)) * residual)) / c.total;
  return [Math.max(0, r - half), Math.min(1, r + half)];
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** Folds game records (from one process or several) into the summary; `seconds` is the wall-clock time taken. */
export function summarizeTournament(module: GameModule, opts: TournamentOptions, records: readonly GameRecord[], seconds: number): TournamentSummary {
  const n = opts.bots.length;
  const wins = new Array<number>(n).fill(0);
  const score = new Array<number>(n).fill(0);
  const decisions = new Array<number>(n).fill(0);
  const decisionMs = new Array<number>(n).fill(0);
  let draws = 0, losses = 0, unfinished = 0, plies = 0, errors = 0;
  const samples: string[] = [];
  const endings: Record<string, number> = {};
  const points = new Array<number>(n).fill(0);
  let scored = 0;
  for (const r of [...records].sort((a, b) => a.index - b.index)) {
    plies += r.plies;
    if (r.ending !== null) endings[r.ending] = (endings[r.ending] ?? 0) + 1;
    if (r.scores) {
      scored++;
      for (let b = 0; b < n; b++) points[b] = (points[b] as number) + (r.scores[b] ?? 0);
    }
    if (!r.finished) unfinished++;
    else if (r.winners.length > 0) for (const w of r.winners) {
      wins[w] = (wins[w] as number) + 1;
      score[w] = (score[w] as number) + 1 / r.winners.length;
    }
    else if (r.drawn) {
      draws++;
      for (let b = 0; b < n; b++) score[b] = (score[b] as number) + 1 / n;
    } else losses++; // nobody won and it is no draw: a solo game lost (scores 0)
    for (let b = 0; b < n; b++) {
      decisions[b] = (decisions[b] as number) + (r.decisions[b] ?? 0);
      decisionMs[b] = (decisionMs[b] as number) + (r.decisionMs[b] ?? 0);
    }
    if (r.errors.length) {
      errors += r.errors.length;
      if (samples.length < 5) samples.push(...r.errors.slice(0, 5 - samples.length));
    }
  }
  const games = records.length;
  return {
    game: module.id, seats: opts.bots.map((b) => b.id), games, alternate: !!opts.alternate, wins, draws, losses, unfinished, endings,
    meanPlies: games ? round(plies / games, 2) : 0, movesPerSec: seconds > 0 ? Math.round(plies / seconds) : 0,
    errors, errorSamples: samples, seconds: round(seconds, 3),
    bots: opts.bots.map((b, i) => ({
      id: b.id, wins: wins[i] as number, winRate: games ? round((wins[i] as number) / games, 4) : 0,
      ci95: wilson(wins[i] as number, games).map((x) => round(x, 4)) as [number, number],
      score: games ? round((score[i] as number) / games, 4) : 0,
      decisions: decisions[i] as number,
      meanDecisionMs: decisions[i] ? round((decisionMs[i] as number) / (decisions[i] as number), 3) : 0,
      ...(scored ? { meanPoints: round((points[i] as number) / scored, 3) } : {}),
    })),
  };
}

/** Plays `games` seeded games in this process; seat i is bots[i] unless `alternate` rotates the seating. */
export function runTournament(module: GameModule, opts: TournamentOptions): TournamentSummary {
  const t0 = performance.now();
  const records = playTournamentGames(module, opts, Array.from({ length: opts.games }, (_, g) => g));
  return summarizeTournament(module, opts, records, (performance.now() - t0) / 1000);
}
