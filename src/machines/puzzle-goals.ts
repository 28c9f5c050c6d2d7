/**
 * What a puzzle asks, as pure checks over the rules' states: whether its goal holds now, compared with the state the
 * puzzle started from. The table asks after every move ("Puzzle solved"); the puzzles' tests and the script that
 * builds them (scripts/puzzles.ts) ask the same functions.
 */
import type { GameModule, Seat } from '../rules/core/module';
import { ENEMIES } from '../rules/gate/index';
import type { GateState } from '../rules/gate/index';
import type { GrState } from '../rules/gaterunners/index';
import type { GwState } from '../rules/gateway/index';

/** The goals a puzzle may set, each for one game (`win` for any game with an opponent). */
export const PUZZLE_GOALS = ['win', 'surviveWave', 'breakGate', 'takeCentralCity'] as const;
export type PuzzleGoal = (typeof PUZZLE_GOALS)[number];

/** The goal in one line, as the Puzzles list and the table say it. */
export const GOAL_WORDS: Readonly<Record<PuzzleGoal, string>> = {
  win: 'Win this turn',
  surviveWave: 'Survive this wave',
  breakGate: 'Break a Gate this turn',
  takeCentralCity: 'Take Central City',
};

/** Goals that are the game's end: the game-over panel says the puzzle is solved. */
export function endsTheGame(goal: PuzzleGoal): boolean {
  return goal === 'win';
}

/** Gate: the wave being fought in a state (the newest enemy face up, else the one on top of the deck); null when none is left. */
export function waveOf(state: Pick<GateState, 'row' | 'enemyDeck'>): number | null {
  const showing = state.row.map((id) => ENEMIES[id]?.wave ?? 0);
  if (showing.length > 0) return Math.max(...showing);
  const top = state.enemyDeck[state.enemyDeck.length - 1];
  return top === undefined ? null : (ENEMIES[top]?.wave ?? null);
}

/** Gate: every enemy of `wave` and before is gone (killed or pushed out) and the town stands, or the run is won. */
export function waveSurvived(state: Pick<GateState, 'row' | 'enemyDeck' | 'result'>, wave: number): boolean {
  if (state.result === 'won') return true;
  if (state.result !== null) return false;
  const left = [...state.row, ...state.enemyDeck].some((id) => (ENEMIES[id]?.wave ?? 0) <= wave);
  return !left;
}

/** GateRunners: how many of the Gates opposite `seat` are destroyed. */
export function gatesBroken(state: Pick<GrState, 'sides'>, seat: Seat): number {
  return state.sides.reduce((sum, side, owner) => (owner === seat ? sum : sum + side.gates.filter((gate) => gate?.destroyed === true).length), 0);
}

/** Gateway: who holds Central City (null: nobody). */
export function centralCityOwner(state: Pick<GwState, 'districts'>): Seat | null {
  return state.districts.find((district) => district.pos === -1)?.owner ?? null;
}

/**
 * Whether `goal` holds for `seat` in `now`, for a puzzle that started at `start`: a win for the seat; Gate's wave
 * that was on at the start survived; more opposing Gates broken than at the start; Central City held by the seat
 * when it was not at the start. A game over without the seat winning never satisfies a goal (Gate's won run aside).
 */
export function goalReached(goal: PuzzleGoal, module: GameModule, start: object, now: object, seat: Seat): boolean {
  const outcome = module.outcome(now);
  const lost = outcome.kind === 'draw' || (outcome.kind === 'win' && !outcome.winners.includes(seat));
  switch (goal) {
    case 'win':
      return outcome.kind === 'win' && outcome.winners.includes(seat);
    case 'surviveWave': {
      const wave = waveOf(start as GateState);
      return wave !== null && waveSurvived(now as GateState, wave);
    }
    case 'breakGate':
      return !lost && gatesBroken(now as GrState, seat) > gatesBroken(start as GrState, seat);
    case 'takeCentralCity':
      return !lost && centralCityOwner(start as GwState) !== seat && centralCityOwner(now as GwState) === seat;
  }
}
