/**
 * Who plays a position that starts a game (a position file opened, a puzzle): the importing person chooses, seat by
 * seat, "You" or the computer at a level. Plain functions, so the menu's panel only draws them and they are tested.
 */
import type { Seat } from '../rules/core/module';
import type { Json } from '../rules/core/result';
import type { ResumedSave } from './saves';
import type { SeatChoice } from './seats';
import { describeSeats } from './seats';

/** The choices the panel offers per seat, in order, with their labels ("You": several make pass-and-play). */
export const POSITION_SEAT_CHOICES: readonly { readonly choice: SeatChoice; readonly label: string }[] = [
  { choice: 'human', label: 'You' },
  { choice: 'easy', label: 'Easy AI' },
  { choice: 'medium', label: 'Normal AI' },
  { choice: 'hard', label: 'Hard AI' },
];

/** The default: you play `toMove` (the seat about to move, or a puzzle's seat), the computer (Normal) every other seat. */
export function defaultPositionSeats(count: number, toMove: Seat): SeatChoice[] {
  return Array.from({ length: count }, (_, seat) => (seat === toMove ? 'human' : 'medium'));
}

/** The choices with `seat` set to `choice`; a seat outside the table changes nothing. */
export function chooseSeat(choices: readonly SeatChoice[], seat: Seat, choice: SeatChoice): SeatChoice[] {
  return choices.map((current, index) => (index === seat ? choice : current));
}

/** A solo game has nobody else to seat: its position starts at once, without the panel. */
export function asksForSeats(count: number): boolean {
  return count > 1;
}

/** The seats as a save's meta holds them (what the table reads back: `seatsOfSave`). */
export function seatsMeta(choices: readonly SeatChoice[]): Json[] {
  return choices.map((choice) => (choice === 'human' ? { kind: 'human' } : { kind: 'computer', bot: choice }));
}

/** The position with these seats in its meta: what the table is started with. */
export function seatedPosition(resumed: ResumedSave, choices: readonly SeatChoice[]): ResumedSave {
  return { ...resumed, position: { ...resumed.position, meta: { ...resumed.position.meta, seats: seatsMeta(choices) } } };
}

/** The panel's line under the seats: who moves first, and what kind of match the choices make. */
export function describePositionSeats(choices: readonly SeatChoice[], toMove: Seat): string {
  const mover = choices[toMove] === 'human' && choices.filter((choice) => choice === 'human').length === 1 ? 'You move' : `Player ${toMove + 1} moves`;
  return `${mover} first. ${describeSeats(choices)}`;
}
