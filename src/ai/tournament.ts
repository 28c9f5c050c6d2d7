import type { GameModule, MoveBase, Seat } from '../rules/core/module';
import type { MoveRecord } from '../rules/core/replay';
import type { Bot } from './bots';

/** Options of a headless tournament. */
export interface TournamentOptions {
  readonly bots: readonly Bot[];
  readonly games: number;
  readonly seed: string | number;
  readonly config?: unknown;
  readonly thinkMs?: number;
  readonly maxPlies?: number;
}

/** The one JSON summary `npm run sim` prints. */
export interface TournamentSummary {
  readonly game: string;
  readonly seats: readonly string[];
  readonly games: number;
  readonly wins: readonly number[];
  readonly draws: number;
  readonly unfinished: number;
  readonly avgPlies: number;
  readonly movesPerSec: number;
  readonly errors: number;
  readonly errorSamples: readonly string[];
  readonly seconds: number;
}

/** One finished game: its log (for replays) and result. */
export interface PlayedGame {
  readonly seed: string;
  readonly moves: readonly MoveRecord[];
  readonly winners: readonly Seat[] | null;
  readonly finished: boolean;
  readonly errors: readonly string[];
}

/** Plays one game between bots; each bot sees only its seat's view. Bot failures are counted, never thrown. */
export function playGame(module: GameModule, bots: readonly Bot[], config: unknown, seed: string, opts: { thinkMs?: number; maxPlies?: number } = {}): PlayedGame {
  const errors: string[] = [];
  const setup = module.setup(config, seed);
  if (!setup.ok) return { seed, moves: [], winners: null, finished: false, errors: [`setup: ${setup.error.code}`] };
  let state = setup.value;
  const moves: MoveRecord[] = [];
  const maxPlies = opts.maxPlies ?? 5000;
  for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
    const seat = module.decision(state).seats[0] as Seat;
    const bot = bots[seat % bots.length] as Bot;
    let move: MoveBase | null = null;
    let threw = false;
    try {
      move = bot.choose({ module, view: module.view(state, seat), seat, seed: `${seed}/${ply}`, ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}) });
    } catch (e) {
      errors.push(`${bot.id} threw at ply ${ply}: ${e instanceof Error ? e.message : String(e)}`);
      threw = true;
    }
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
  return { seed, moves, winners: out.kind === 'win' ? out.winners : out.kind === 'draw' ? [] : null, finished: out.kind !== 'ongoing', errors };
}

/** Plays `games` seeded games, rotating nothing: seat i is always bots[i], so per-seat wins compare bots. */
export function runTournament(module: GameModule, opts: TournamentOptions): TournamentSummary {
  const seats = opts.bots.length;
  const config = opts.config ?? module.defaultConfig(seats);
  const wins = new Array<number>(seats).fill(0);
  let draws = 0, unfinished = 0, plies = 0, errors = 0;
  const samples: string[] = [];
  const t0 = performance.now();
  for (let g = 0; g < opts.games; g++) {
    const played = playGame(module, opts.bots, config, `${String(opts.seed)}#${g}`, {
      ...(opts.thinkMs !== undefined ? { thinkMs: opts.thinkMs } : {}),
      ...(opts.maxPlies !== undefined ? { maxPlies: opts.maxPlies } : {}),
    });
    plies += played.moves.length;
    if (!played.finished) unfinished++;
    else if (played.winners && played.winners.length > 0) for (const w of played.winners) wins[w] = (wins[w] as number) + 1;
    else draws++;
    if (played.errors.length) {
      errors += played.errors.length;
      if (samples.length < 5) samples.push(...played.errors.slice(0, 5 - samples.length));
    }
  }
  const seconds = (performance.now() - t0) / 1000;
  return {
    game: module.id, seats: opts.bots.map((b) => b.id), games: opts.games, wins, draws, unfinished,
    avgPlies: opts.games ? plies / opts.games : 0, movesPerSec: seconds > 0 ? Math.round(plies / seconds) : 0,
    errors, errorSamples: samples, seconds: Math.round(seconds * 1000) / 1000,
  };
}
