import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { MoveBase, Seat } from '../rules/core/module';
import { loadGameModule } from '../rules/games';
import { botById } from './bots';
import { loadGameAi } from './games';
import { planTurn } from './plan';

/** A request to think, as it crosses to the worker: plain data only. */
export interface ThinkRequest {
  readonly game: string;
  readonly view: unknown;
  readonly seat: Seat;
  readonly bot: string;
  readonly seed: string | number;
  /** Wall-clock budget; defaults to the bot's own (a level's think time). Searches stop within one iteration of it. */
  readonly thinkMs?: number;
}

/** Why a bot could not answer. */
export type ThinkError =
  | { readonly code: 'UNKNOWN_GAME'; readonly game: string }
  | { readonly code: 'UNKNOWN_BOT'; readonly bot: string }
  | { readonly code: 'NO_LEGAL_MOVE' };

/** Chooses a move for a view; the worker exposes this, and the simulator calls it in-process. */
export async function think(req: ThinkRequest): Promise<Result<MoveBase, ThinkError & CodedError>> {
  const module = await loadGameModule(req.game);
  if (!module) return err({ code: 'UNKNOWN_GAME', game: req.game });
  const bot = botById(req.bot);
  if (!bot) return err({ code: 'UNKNOWN_BOT', bot: req.bot });
  await loadGameAi(req.game);
  const thinkMs = req.thinkMs ?? bot.thinkMs;
  const move = bot.choose({ module, view: req.view, seat: req.seat, seed: req.seed, ...(thinkMs !== undefined ? { thinkMs } : {}) });
  return move ? ok(move) : err({ code: 'NO_LEGAL_MOVE' });
}

/** A hint: the moves a bot would play for this seat until something hidden is revealed (empty if none). */
export async function plan(req: ThinkRequest): Promise<Result<MoveBase[], ThinkError & CodedError>> {
  const module = await loadGameModule(req.game);
  if (!module) return err({ code: 'UNKNOWN_GAME', game: req.game });
  const bot = botById(req.bot);
  if (!bot) return err({ code: 'UNKNOWN_BOT', bot: req.bot });
  await loadGameAi(req.game);
  const thinkMs = req.thinkMs ?? bot.thinkMs;
  return ok(planTurn({ module, view: req.view, seat: req.seat, seed: req.seed, ...(thinkMs !== undefined ? { thinkMs } : {}) }, bot));
}
