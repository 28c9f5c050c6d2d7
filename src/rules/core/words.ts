/**
 * How a game's log names the seats. The rules write events in words without knowing who plays: the table says
 * who each seat is ("You", "Computer", a player's name) and the game's sentences follow the grammar of that name
 * ("You place", "Computer places"; "your hand", "Computer's hand").
 */
import type { Seat } from './module';

export interface SeatWords {
  /** The seat's name as a sentence's subject: "You", "Computer", "Ann", "Player 2". */
  name(seat: Seat): string;
  /** True for the seat reading the log (named "You": verbs take their plain form). */
  isReader(seat: Seat): boolean;
}

/** Seats by number, nobody addressed as "You": the default (the simulator, tests, a log read by no player). */
export const NUMBERED_SEATS: SeatWords = { name: (seat) => `Player ${seat + 1}`, isReader: () => false };

/** The seat and its verb: `acts(words, 0, 'places', 'place')` is "You place" for the reader, else "Computer places". */
export function acts(words: SeatWords, seat: Seat, thirdPerson: string, plain: string): string {
  return `${words.name(seat)} ${words.isReader(seat) ? plain : thirdPerson}`;
}

/** Whose: "Your" for the reader, else "Computer's" (`lower` for the middle of a sentence: "your"). */
export function whose(words: SeatWords, seat: Seat, lower = false): string {
  if (words.isReader(seat)) return lower ? 'your' : 'Your';
  return `${words.name(seat)}'s`;
}

/** Their own: "your" for the reader, else "their". */
export function theirOwn(words: SeatWords, seat: Seat): string {
  return words.isReader(seat) ? 'your' : 'their';
}
