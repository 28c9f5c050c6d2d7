import type { GameModule, MoveBase, Seat } from '../rules/core/module';

/** What a bot is given: the game's rules and one seat's view, never the hidden state. */
export interface BotInput {
  readonly module: GameModule;
  readonly view: unknown;
  readonly seat: Seat;
  readonly seed: string | number;
  /** Optional wall-clock budget; without it bots use their fixed budgets and replay exactly. */
  readonly thinkMs?: number;
}

/** The longest a bot thinks for one decision, whatever it is asked (ms): a time budget always ends. */
export const MAX_THINK_MS = 10_000;

/**
 * A think time as bots spend it: undefined stays undefined (fixed budgets, exact replays); Infinity and anything
 * above MAX_THINK_MS think for MAX_THINK_MS; NaN and negatives think for no time (a search still runs one
 * iteration). Callers from outside (the worker's requests) refuse NaN and negatives with a coded error first.
 */
export function clampThinkMs(thinkMs: number | undefined): number | undefined {
  if (thinkMs === undefined) return undefined;
  if (Number.isNaN(thinkMs) || thinkMs < 0) return 0;
  return Math.min(thinkMs, MAX_THINK_MS);
}

/** A computer player: a pure function of its view and a seed, so games and tournaments replay exactly. */
export interface Bot {
  readonly id: string;
  readonly label: string;
  /** The wall-clock budget the app grants this bot per decision (the worker passes it as `BotInput.thinkMs`). */
  readonly thinkMs?: number;
  choose(input: BotInput): MoveBase | null;
}
