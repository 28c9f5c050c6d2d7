/**
 * Choosing who sits where before a match: a human (several humans on one device is pass-and-play) or the computer
 * at one of three levels. Plain functions so the menu panel stays drawing-only and the choices are testable.
 */
import type { SeatController } from './match-logic';

/** What the player picks for one seat. */
export type SeatChoice = 'human' | 'easy' | 'medium' | 'hard';

/** The choices in the order the panel shows them, with their labels. */
export const SEAT_CHOICES: readonly { readonly choice: SeatChoice; readonly label: string }[] = [
  { choice: 'human', label: 'Human' },
  { choice: 'easy', label: 'Easy AI' },
  { choice: 'medium', label: 'Normal AI' },
  { choice: 'hard', label: 'Hard AI' },
];

/** The usual table: you in the first seat, the computer (medium) everywhere else. */
export function defaultSeatChoices(count: number): SeatChoice[] {
  return Array.from({ length: count }, (_, i) => (i === 0 ? 'human' : 'medium'));
}

/** Grows or shrinks a choice list to a new player count, keeping what was already picked. */
export function resizeSeatChoices(choices: readonly SeatChoice[], count: number): SeatChoice[] {
  const base = defaultSeatChoices(count);
  return base.map((d, i) => choices[i] ?? d);
}

/** The match's seat controllers for the choices (the computer levels are bot ids: see src/ai/bots.ts LEVELS). */
export function seatControllers(choices: readonly SeatChoice[]): SeatController[] {
  return choices.map((c, i) => (c === 'human' ? { kind: 'human', name: `Player ${i + 1}` } : { kind: 'computer', bot: c }));
}

/** A one-line summary the panel shows under the seats. */
export function describeSeats(choices: readonly SeatChoice[]): string {
  const humans = choices.filter((c) => c === 'human').length;
  if (humans === 0) return 'Computer against computer: sit back and watch.';
  if (humans === 1 && choices.length === 1) return 'A solo game.';
  if (humans === choices.length) return `Pass and play: ${humans} players share this device, which is handed over between turns.`;
  if (humans > 1) return `Pass and play for ${humans} players, with ${choices.length - humans} computer ${choices.length - humans === 1 ? 'seat' : 'seats'}.`;
  const levels = choices.filter((c) => c !== 'human').map((c) => SEAT_CHOICES.find((s) => s.choice === c)?.label ?? c);
  return `You against ${levels.join(', ')}.`;
}
