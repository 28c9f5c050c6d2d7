/**
 * "Same games, move for move": a digest of many seeded random games of a game, to compare before and after a
 * refactor of an engine or the kernel. Each game is played from a fixed seed with a fixed picker; the digest
 * chains, ply by ply, how many moves were legal and which was played, every 25th state's hash and the final
 * state's hash, so any difference in legal moves, their order, the states or the outcome changes it.
 */
import type { GameModule, MoveBase, Seat } from '../../../src/rules/core/module';
import { hashString, stableStringify, stateHash } from '../../../src/rules/core/hash';
import { createRng, nextInt } from '../../../src/rules/core/rng';

/** The digest of `games` seeded random games (seat counts cycle through the game's range). */
export function sameGamesDigest<S extends object>(module: GameModule<unknown, S>, games: number, maxPlies = 3000): string {
  let chain = hashString(module.id);
  for (let g = 0; g < games; g++) {
    const seats = module.minSeats + (g % (module.maxSeats - module.minSeats + 1));
    const setup = module.setup(module.defaultConfig(seats), `same-${g}`);
    if (!setup.ok) throw new Error(`setup failed: ${setup.error.code}`);
    let state = setup.value;
    const pick = createRng(`same-${g}/picker`);
    const parts: string[] = [stateHash(state)];
    for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
      const deciding = module.decision(state).seats;
      const seat = deciding[nextInt(pick, deciding.length)] as Seat;
      const legal = module.legalMoves(state, seat);
      const move = legal[nextInt(pick, legal.length)] as MoveBase;
      const applied = module.apply(state, seat, move);
      if (!applied.ok) throw new Error(`a legal move was refused: ${applied.error.code}`);
      state = applied.value.state;
      parts.push(`${seat}:${legal.length}:${stableStringify(move)}`);
      if (ply % 25 === 0) parts.push(stateHash(state));
    }
    parts.push(stateHash(state), stableStringify(module.outcome(state)));
    chain = hashString(chain + hashString(parts.join('|')));
  }
  return chain;
}
