import type * as Phaser from 'phaser';
import type { SeatController } from '../../machines/match-logic';
import type { Choices } from '../../machines/move-builder';
import type { PickStep } from '../../machines/move-steps';
import type { RefusalReason } from '../../machines/refusal-clauses';
import type { ResumedSave } from '../../machines/saves';
import type { EventBase, GameModule, MoveBase, Outcome, Seat } from '../../rules/core/module';
import type { Palette } from '../theme';
import { LayoutScene } from '../viewport';
import type { GameOverWords } from './GameOverPanel';
import type { MoveInput, Stop } from './MoveInput';
import { seatsOfSave } from './seats';
import type { EventAnimations, TableChrome, TableStart } from './table-types';

/**
 * What a game's table supplies to the kit's skeleton (TableScene): its pieces, layout, pictures, animations and
 * paint, with the hooks a game may override (how a tap or drop maps to the machine's steps, why a pick is refused).
 */
export abstract class TableHooks<M extends MoveBase, V extends object, E extends EventBase> extends LayoutScene {
  /** What the person is choosing, and their input turned into the move-building machine's events. */
  protected picks!: MoveInput<M, V>;
  protected abstract get module(): GameModule<unknown, object, V, M, E>;

  /** Creates the game's pieces (the chrome exists already). */
  protected abstract build(): void;
  /** Places the game's pieces for the layout size; says where the log goes (none: hidden) and where toasts show. */
  protected abstract layoutTable(width: number, height: number): TableChrome;
  /** Draws a view at once, no animation (start, undo, handover). */
  protected abstract draw(view: V, viewerChanged: boolean): void;
  /** Each event's animation. */
  protected abstract readonly animations: EventAnimations<E, V>;
  /** After a move's events: everything to where `final` puts it. */
  protected abstract settle(final: V): Promise<void>;
  /** What `settle(final)` would do that can be done before it, a piece a task (kit/play-move.ts); none by default. */
  protected ahead(_final: V): Iterable<() => void> {
    return [];
  }
  /** Highlights, buttons and prompts from the machine's choices (called after every change). */
  protected abstract paint(choices: Choices<M>): void;
  /** What the person is asked to do now; the kit puts the phase's title before it (the turn chart's phase). */
  protected abstract promptText(view: V, choices: Choices<M>): string;
  /** The status line while someone else decides (a mulligan may be simultaneous). */
  protected waitingText(_view: V): string {
    return '';
  }
  /** The new palette on the game's pieces. */
  protected abstract repaintTable(p: Palette): void;
  /** The seats of a resumed game (from the save's meta); the default makes every seat a human. */
  protected resumedSeats(save: ResumedSave): SeatController[] {
    return seatsOfSave(save.position.meta, this.module.seatCount(save.position.config));
  }
  /** A game's configuration for a new match. */
  protected configFor(start: Extract<TableStart, { seats: unknown }>): unknown {
    return start.config ?? this.module.defaultConfig(start.seats.length);
  }
  /** The keyboard's stops for a step on offer: the object that shows it. */
  protected abstract targetOf(step: PickStep): Phaser.GameObjects.Container | null;
  /** The keyboard's other stops (the buttons on show), in reading order. */
  protected abstract buttons(): Stop[];
  /** A tap on a card the drag controller handles: the machine's next step (a game may first map it to another step). */
  protected tapCard(cardId: string): void {
    this.picks.tapCard(cardId);
  }
    /** The zone a card lies in, when a tap on it should count as a tap on that zone (a recruit's "your hand"). */
  protected zoneOfCard(_cardId: string): string | null {
    return null;
  }
  /** The zone a drop on a lit zone stands for, by where it fell (GateRunners: onto a unit in the lane, a level-up). */
  protected dropZone(_cardId: string, zoneId: string, _at: { readonly x: number; readonly y: number }): string {
    return zoneId;
  }
  /** The move a drop (or a tap of a zone with a card chosen) stands for, legal or not, so the rules can say why not. */
  protected moveFor(_cardId: string, _zoneId: string): M | null {
    return null;
  }
  /** Why a pick that is not on offer is refused (the director's `reasonFor` carries the rules' code); null for the kit's own words. */
  protected refusalFor(_step: PickStep): RefusalReason | null {
    return null;
  }
  /** The game-over panel's words. */
  protected abstract gameOverWords(outcome: Outcome, seats: readonly Seat[]): GameOverWords;
}
