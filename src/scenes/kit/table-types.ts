/** The types a game's table and the kit share (what a table supplies, what the menu hands it). */
import type { SeatController } from '../../machines/match-logic';
import type { MoveGrammar } from '../../machines/move-steps';
import type { ResumedSave } from '../../machines/saves';
import type { PuzzleCheck } from '../../machines/puzzles';
import type { CheckedReplay } from '../../machines/replay-record';
import type { OnlineStart } from '../../machines/online';
import type { EventBase, GameModule, MoveBase } from '../../rules/core/module';
import type { ButtonOptions } from '../components/Button';
import type { Rect } from '../viewport';

/** A press that moves further than this (CSS px) was a drag, not a tap. */
export const TAP_SLOP = 10;

export type { Stop } from './MoveInput';

/**
 * How a table animates each domain event of its game: one entry per event type, so a missing one is a compile
 * error. Each resolves when its animation has played; `rest` is what follows in the same move.
 */
export type EventAnimations<E extends EventBase, V> = { readonly [T in E['type']]: (event: Extract<E, { type: T }>, final: V, rest: readonly E[]) => Promise<void> };

/** What the menu hands a table: a new match with its seats (and the game's own options), or a save to continue. */
export type TableStart =
  /** A new game (a seed beginning `guided/`: the guided first game, lessons on a card over the table). */
  | { readonly seats: readonly SeatController[]; readonly seed?: string; readonly config?: unknown }
  /** A save, a position file or a puzzle (with the check of its goal). */
  | { readonly resumed: ResumedSave; readonly puzzle?: PuzzleCheck }
  | { readonly online: OnlineStart }
  /** A replay watched on the table (nobody moves; its controls step through it). */
  | { readonly replay: CheckedReplay };

/** What a game's table is made of, besides its pieces. */
export interface TableSpec<M extends MoveBase, V, E extends EventBase> {
  readonly key: string;
  readonly module: GameModule<unknown, object, V, M, E>;
  readonly grammar: MoveGrammar<M, V>;
  /** Buttons in the top bar besides Menu, Undo, Hint and Log (Gate's own Hint). */
  readonly topBarExtras?: readonly ButtonOptions[];
  /** The table has its own Hint (Gate's plans a whole turn on its board): the kit adds none. */
  readonly ownHint?: true;
}

/** Where a game's layout puts the kit's log (null: no room, hidden) and the centre line of its toasts. */
export interface TableChrome {
  readonly log: Rect | null;
  readonly toast: { readonly x: number; readonly y: number; readonly width: number };
}
