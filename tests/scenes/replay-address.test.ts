import { describe, expect, it } from 'vitest';
import { replayFragment } from '../../src/machines/replay-link';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { stateHash } from '../../src/rules/core/hash';
import type { MoveBase, Seat } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { loadGameModule, loadPlayableModule } from '../../src/rules/games';
import { checkReplayAddress, takeOverLast } from '../../src/scenes/menu/replay-address';

async function gateGame(seed: string, maxPlies = Infinity): Promise<ReplayRecord> {
  const module = await loadGameModule('gate');
  if (!module) throw new Error('no rules');
  const config = module.defaultConfig(1);
  const setup = module.setup(config, seed);
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  const pick = createRng(seed);
  const moves: { seat: Seat; move: MoveBase }[] = [];
  while (moves.length < maxPlies && module.outcome(state).kind === 'ongoing') {
    const legal = module.legalMoves(state, 0);
    const move = legal[nextInt(pick, legal.length)] as MoveBase;
    state = module.applyLegal(state, 0, move).state;
    moves.push({ seat: 0, move });
  }
  return { game: 'gate', rulesVersion: module.stateVersion, config, seed, seats: [{ kind: 'human' }], moves, result: module.outcome(state), hash: stateHash(state), date: '2026-11-25T22:00:00.000Z' };
}

describe('a replay link in the menu\'s address', () => {
  it('opens with its hash and words, or is refused with its code and words', async () => {
    const record = await gateGame('address');
    const opened = await checkReplayAddress(`https://gatehouse.example/?nosw${replayFragment(record)}`, loadPlayableModule);
    expect(opened.outcome).toMatchObject({ status: 'opened', game: 'gate', plies: record.moves.length, hash: record.hash });
    expect(opened.replay?.record.hash).toBe(record.hash);
    const refused = await checkReplayAddress('https://gatehouse.example/#replay/%%%', loadPlayableModule);
    expect(refused).toEqual({ outcome: { status: 'refused', code: 'BAD_ENCODING', words: 'This replay link is damaged: it could not be decoded (characters a replay link never has). Was it cut short when it was copied?' }, replay: null });
  });

  it('takes over at the last position still in play: before the final move of a finished game, at the end of an unfinished one', async () => {
    const finished = await checkReplayAddress(replayFragment(await gateGame('take-over-finished')), loadPlayableModule);
    if (!finished.replay) throw new Error('did not open');
    const taken = await takeOverLast(finished.replay);
    expect(taken.ok && taken.value.position.history?.moves.length).toBe(finished.replay.record.moves.length - 1);
    expect(taken.ok && taken.value.position.meta).toEqual({ seats: [{ kind: 'human' }], takenOverAt: finished.replay.record.moves.length - 1 });
    const unfinished = await checkReplayAddress(replayFragment(await gateGame('take-over-unfinished', 6)), loadPlayableModule);
    if (!unfinished.replay) throw new Error('did not open');
    const atEnd = await takeOverLast(unfinished.replay);
    expect(atEnd.ok && atEnd.value.position.history?.moves.length).toBe(6);
    expect(atEnd.ok && stateHash(atEnd.value.position.state)).toBe(unfinished.replay.record.hash);
  });
});
