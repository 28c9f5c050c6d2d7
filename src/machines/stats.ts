/**
 * A player's history with each game (issue 21, "History"): games played, results against each computer level (or
 * alone, or between people on one device), the winning streak and the best one. A game is counted once, when its
 * finished replay is kept (ReplayStore.keep), so the figures go on past the 50 replays the device keeps. Pure: the
 * tally is plain JSON read back as untrusted data.
 */
import type { SeatController } from './match-logic';
import type { ReplayRecord } from './replay-record';

/** Who the person played: a computer level, nobody (solo Gate), or other people at the same device. */
export type Opponent = 'easy' | 'medium' | 'hard' | 'solo' | 'people';

/** The levels and kinds of game, strongest computer first, as the panel lists them. */
export const OPPONENTS: readonly Opponent[] = ['hard', 'medium', 'easy', 'solo', 'people'];

export interface Results {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
}

export interface GameTally {
  readonly played: number;
  readonly results: Readonly<Partial<Record<Opponent, Results>>>;
  /** Wins in a row (against the computer, or alone), and the longest such run. */
  readonly streak: number;
  readonly bestStreak: number;
  /** The games already counted (by their final hash), newest last: a record kept twice counts once. */
  readonly counted: readonly string[];
}

export const EMPTY_TALLY: GameTally = { played: 0, results: {}, streak: 0, bestStreak: 0, counted: [] };

/** How many counted games are remembered to refuse a second count. */
const COUNTED_KEPT = 100;

const LEVEL_ORDER: readonly Opponent[] = ['easy', 'medium', 'hard'];
const levelOf = (bot: string): Opponent | null => (bot === 'normal' ? 'medium' : LEVEL_ORDER.includes(bot as Opponent) ? (bot as Opponent) : null);

/** Who the person plays at a table: the strongest computer level, nobody, or people; null without a person or with a bot that is no level. */
export function opponentOf(seats: readonly SeatController[]): Opponent | null {
  const people = seats.filter((seat) => seat.kind === 'human').length;
  if (people === 0) return null;
  if (people > 1) return 'people';
  const computers = seats.flatMap((seat) => (seat.kind === 'computer' ? [levelOf(seat.bot)] : []));
  if (computers.some((level) => level === null)) return null;
  return computers.reduce<Opponent | null>((best, level) => (best === null || LEVEL_ORDER.indexOf(level as Opponent) > LEVEL_ORDER.indexOf(best) ? level : best), null) ?? 'solo';
}

/**
 * Who a finished game was against, and how it went for the person: null for a game with no person in it (the
 * computer against itself) or a computer that is not one of the levels (a test's bot).
 */
export function resultOf(record: ReplayRecord): { readonly against: Opponent; readonly result: 'won' | 'lost' | 'drawn' | 'played' } | null {
  const against = opponentOf(record.seats);
  const people = record.seats.flatMap((seat, index) => (seat.kind === 'human' ? [index] : []));
  if (against === null || record.result.kind === 'ongoing') return null;
  if (against === 'people') return { against, result: 'played' };
  if (record.result.kind === 'draw') return { against, result: 'drawn' };
  return { against, result: record.result.winners.includes(people[0] as number) ? 'won' : 'lost' };
}

/** The tally with one more finished game counted (unchanged for a game counted before or not the person's). */
export function tallyGame(tally: GameTally, record: ReplayRecord): GameTally {
  const outcome = resultOf(record);
  if (!outcome || tally.counted.includes(record.hash)) return tally;
  const before = tally.results[outcome.against] ?? { played: 0, won: 0, lost: 0, drawn: 0 };
  const after: Results = {
    played: before.played + 1,
    won: before.won + (outcome.result === 'won' ? 1 : 0),
    lost: before.lost + (outcome.result === 'lost' ? 1 : 0),
    drawn: before.drawn + (outcome.result === 'drawn' ? 1 : 0),
  };
  // Streaks are the person's own results: games between people on one device leave them as they were.
  const streak = outcome.result === 'played' ? tally.streak : outcome.result === 'won' ? tally.streak + 1 : 0;
  return {
    played: tally.played + 1,
    results: { ...tally.results, [outcome.against]: after },
    streak,
    bestStreak: Math.max(tally.bestStreak, streak),
    counted: [...tally.counted, record.hash].slice(-COUNTED_KEPT),
  };
}

const count = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);

/** A stored tally (untrusted: storage may hold anything, or an older app's shape) → a tally; anything else is empty. */
export function readTally(raw: unknown): GameTally {
  if (typeof raw !== 'object' || raw === null) return EMPTY_TALLY;
  const json = raw as Record<string, unknown>;
  const [played, streak, bestStreak] = [count(json.played), count(json.streak), count(json.bestStreak)];
  if (played === null || streak === null || bestStreak === null) return EMPTY_TALLY;
  const results: Partial<Record<Opponent, Results>> = {};
  const stored = typeof json.results === 'object' && json.results !== null ? (json.results as Record<string, unknown>) : {};
  for (const opponent of OPPONENTS) {
    const entry = stored[opponent];
    if (typeof entry !== 'object' || entry === null) continue;
    const fields = entry as Record<string, unknown>;
    const numbers = [count(fields.played), count(fields.won), count(fields.lost), count(fields.drawn)];
    if (numbers.some((n) => n === null)) continue;
    const [p, w, l, d] = numbers as number[];
    results[opponent] = { played: p as number, won: w as number, lost: l as number, drawn: d as number };
  }
  const counted = Array.isArray(json.counted) ? json.counted.filter((hash): hash is string => typeof hash === 'string').slice(-COUNTED_KEPT) : [];
  return { played, results, streak, bestStreak, counted };
}

const OPPONENT_WORDS: Readonly<Record<Opponent, string>> = { hard: 'Against Hard', medium: 'Against Normal', easy: 'Against Easy', solo: 'Alone', people: 'Between people on this device' };

/**
 * The line a finished game's panel adds: the person's record against the same opponent on this device, and the
 * streak ("Against Normal on this device: won 5 of 8 · winning streak 2, best 4"); null when there is none to say.
 */
export function recordLine(tally: GameTally, against: Opponent | null): string | null {
  const results = against === null ? undefined : tally.results[against];
  if (against === null || !results) return null;
  if (against === 'people') return `Played between people on this device: ${results.played}`;
  return `${OPPONENT_WORDS[against]} on this device: won ${results.won} of ${results.played} · winning streak ${tally.streak}, best ${tally.bestStreak}`;
}

const OPPONENT_SHORT: Readonly<Record<Opponent, string>> = { hard: 'Hard', medium: 'Normal', easy: 'Easy', solo: 'alone', people: 'people' };

/** One line for the new-game panel: "On this device: 12 played · won 5 of 8 against Normal · … · best streak 4"; null before any. */
export function tallySummary(tally: GameTally): string | null {
  if (tally.played === 0) return null;
  const parts = OPPONENTS.flatMap((opponent) => {
    const results = tally.results[opponent];
    if (!results || results.played === 0 || opponent === 'people') return [];
    return [`won ${results.won} of ${results.played} ${opponent === 'solo' ? 'alone' : `against ${OPPONENT_SHORT[opponent]}`}`];
  });
  return [`On this device: ${tally.played} played`, ...parts, `best streak ${tally.bestStreak}`].join(' · ');
}
