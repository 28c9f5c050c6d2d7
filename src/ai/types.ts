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

/** A computer player: a pure function of its view and a seed, so games and tournaments replay exactly. */
export interface Bot {
  readonly id: string;
  readonly label: string;
  /** The wall-clock budget the app grants this bot per decision (the worker passes it as `BotInput.thinkMs`). */
  readonly thinkMs?: number;
  choose(input: BotInput): MoveBase | null;
}
