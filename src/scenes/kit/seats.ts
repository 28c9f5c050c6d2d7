import type { SeatController } from '../../machines/match-logic';
import type { Seat } from '../../rules/core/module';

/** How the table names a seat: "You" when one human plays, "Computer" (numbered when there are several), or the player's name. */
export function seatName(seats: readonly SeatController[], seat: Seat): string {
  const controller = seats[seat];
  const humans = seats.filter((s) => s.kind === 'human').length;
  const computers = seats.length - humans;
  // A seat played over the network carries its player's name (src/machines/online.ts).
  if (controller?.kind === 'computer' && controller.name !== undefined) return controller.name;
  if (controller?.kind === 'computer') return humans === 0 || computers > 1 ? `Computer ${seat + 1}` : 'Computer';
  if (humans === 1) return 'You';
  return (controller?.kind === 'human' ? controller.name : undefined) ?? `Player ${seat + 1}`;
}

/** A seat's label by its counters: its name, the computer's level, and the seat number the log uses. */
export function seatLabel(seats: readonly SeatController[], seat: Seat): string {
  const controller = seats[seat];
  const name = seatName(seats, seat);
  if (controller?.kind === 'computer' && controller.name === undefined) {
    const level = controller.bot === 'easy' ? 'Easy' : controller.bot === 'hard' ? 'Hard' : 'Normal';
    return `${name} · ${level}\nPlayer ${seat + 1}`;
  }
  return name === `Player ${seat + 1}` ? name : `${name}\nPlayer ${seat + 1}`;
}

/** The seats of a saved game, from its file's meta: each computer with its level, every other seat a human. */
export function seatsOfSave(meta: unknown, count: number): SeatController[] {
  const seats = (meta as { seats?: { kind?: string; bot?: string }[] } | undefined)?.seats ?? [];
  return Array.from({ length: count }, (_, i): SeatController => {
    const s = seats[i];
    return s?.kind === 'computer' ? { kind: 'computer', bot: s.bot ?? 'medium' } : { kind: 'human', name: `Player ${i + 1}` };
  });
}
