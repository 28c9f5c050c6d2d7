/**
 * The authored puzzles, as the games that make them (scripts/puzzles.ts builds each file from its entry): a seeded
 * game with the computer in every seat, the goal, and how its title is read off the starting position.
 */
import type { Seat } from '../src/rules/core/module';
import type { PuzzleGoal } from '../src/machines/puzzle-goals';
import { centralCityOwner, gatesBroken, waveOf } from '../src/machines/puzzle-goals';
import type { GateState } from '../src/rules/gate/index';
import type { GkState } from '../src/rules/gatekeeper/index';
import type { GrState } from '../src/rules/gaterunners/index';
import type { GwState } from '../src/rules/gateway/index';

export interface PuzzleSpec {
  /** The file's name under src/puzzles/<game>/. */
  readonly id: string;
  readonly game: 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway';
  readonly goal: PuzzleGoal;
  readonly seed: string;
  /** A bot per seat (src/ai/bots.ts ids). */
  readonly bots: readonly string[];
  readonly config?: unknown;
  /** Only turns of this seat. */
  readonly seat?: Seat;
  /** The puzzle starts at a turn start at or after this ply. */
  readonly afterPly: number;
  /** The goal must come within this many turns (Gate's wave may take more than one) and this many moves. */
  readonly turns: number;
  readonly maxMoves: number;
  readonly maxPlies: number;
  /** Search each turn with this many random lines instead of taking the computer's own (a goal it never plays for). */
  readonly searchTries?: number;
  readonly title: (start: object) => string;
}

const gkTitle = (start: object): string => {
  const game = start as GkState;
  return `Turn ${game.turn}: mana ${game.mana[game.active]} to ${game.mana[1 - game.active]}`;
};
const gateTitle = (start: object): string => {
  const town = start as GateState;
  return `Wave ${waveOf(town) ?? 3}, turn ${town.turn}: Gate at ${town.health[1]}`;
};
const grTitle = (start: object): string => {
  const game = start as GrState;
  return `Turn ${game.turn}: ${3 - gatesBroken(game, game.active)} enemy Gates standing`;
};
const gwTitle = (start: object): string => {
  const city = start as GwState;
  const owner = centralCityOwner(city);
  return `Round ${city.round}: Central City ${owner === null ? 'unclaimed' : `held by Player ${owner + 1}`}`;
};

export const PUZZLE_SPECS: readonly PuzzleSpec[] = [
  { id: 'last-gate', game: 'gatekeeper', goal: 'win', seed: 'puzzle-gk-1', bots: ['easy', 'easy'], afterPly: 10, turns: 1, maxMoves: 8, maxPlies: 400, title: gkTitle },
  { id: 'final-duel', game: 'gatekeeper', goal: 'win', seed: 'puzzle-gk-2', bots: ['medium', 'easy'], afterPly: 10, turns: 1, maxMoves: 8, maxPlies: 400, title: gkTitle },
  { id: 'first-wave', game: 'gate', goal: 'surviveWave', seed: 'puzzle-gate-1', bots: ['medium'], afterPly: 1, turns: 2, maxMoves: 10, maxPlies: 400, title: gateTitle },
  { id: 'last-wave', game: 'gate', goal: 'surviveWave', seed: 'puzzle-gate-2', bots: ['medium'], afterPly: 20, turns: 1, maxMoves: 10, maxPlies: 400, title: gateTitle },
  { id: 'break-through', game: 'gaterunners', goal: 'breakGate', seed: 'puzzle-gr-1', bots: ['easy', 'easy'], afterPly: 20, turns: 1, maxMoves: 12, maxPlies: 1200, title: grTitle },
  { id: 'second-breach', game: 'gaterunners', goal: 'breakGate', seed: 'puzzle-gr-2', bots: ['easy', 'easy'], afterPly: 60, turns: 1, maxMoves: 12, maxPlies: 1200, title: grTitle },
  { id: 'storm-the-centre', game: 'gateway', goal: 'takeCentralCity', seed: 'puzzle-gw-1', bots: ['greedy', 'greedy'], afterPly: 1, turns: 1, maxMoves: 30, maxPlies: 1500, searchTries: 1500, title: gwTitle },
  { id: 'crown-of-the-city', game: 'gateway', goal: 'takeCentralCity', seed: 'puzzle-gw-2', bots: ['greedy', 'greedy', 'greedy'], afterPly: 60, turns: 1, maxMoves: 30, maxPlies: 1500, searchTries: 1500, title: gwTitle },
];
