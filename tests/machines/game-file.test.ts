import { describe, expect, it } from 'vitest';
import { describeGameFileError, MAX_GAME_FILE_CHARS, openGameFile } from '../../src/machines/game-file';
import type { GameFileError } from '../../src/machines/game-file';
import { replayRecord } from '../../src/machines/match-logic';
import type { MatchData } from '../../src/machines/match-logic';
import { replayFileText } from '../../src/machines/replay-link';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { exportPosition } from '../../src/rules/core/position';
import { stateHash } from '../../src/rules/core/hash';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { gaterunners } from '../../src/rules/gaterunners/index';
import { EMPTY_MATCH } from '../../src/machines/match-logic';

const MODULES: Record<string, GameModule> = { gatekeeper: gatekeeper as unknown as GameModule, gaterunners: gaterunners as unknown as GameModule };
const load = async (id: string): Promise<GameModule | undefined> => MODULES[id];

/** `plies` moves of a seeded game (each seat's first legal move) as the match keeps them. */
function played(module: GameModule, seed: string, plies: number): MatchData {
  const config = module.defaultConfig(module.minSeats);
  const setup = module.setup(config, seed);
  if (!setup.ok) throw new Error('setup');
  let state: object = setup.value;
  const history: { seat: number; move: MoveBase }[] = [];
  for (let ply = 0; ply < plies && module.outcome(state).kind === 'ongoing'; ply++) {
    const seat = module.decision(state).seats[0] as number;
    const move = module.legalMoves(state, seat)[0] as MoveBase;
    state = module.applyLegal(state, seat, move).state;
    history.push({ seat, move });
  }
  return { ...EMPTY_MATCH, module, config, seed, state, history, plies: history.length, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'easy' }] };
}

async function refused(text: unknown): Promise<GameFileError> {
  const r = await openGameFile(text, load);
  if (r.ok) throw new Error('opened');
  return r.error;
}

describe('opening a game file', () => {
  it('opens a replay file the app saved, checked by its rules to the same final hash', async () => {
    const match = played(MODULES.gatekeeper as GameModule, 'file-replay', 30);
    const record = replayRecord(match);
    if (!record) throw new Error('no record');
    const opened = await openGameFile(replayFileText(record), load);
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.kind).toBe('replay');
    if (opened.value.kind === 'replay') expect(opened.value.replay.record.hash).toBe(stateHash(match.state as object));
  });

  it('opens a position as a game in which the person plays the seat about to move, the computer the others', async () => {
    for (const id of ['gatekeeper', 'gaterunners']) {
      const module = MODULES[id] as GameModule;
      const match = played(module, `file-position-${id}`, 15);
      const file = exportPosition(module, match.config, match.state as object);
      const opened = await openGameFile(JSON.stringify(file), load);
      if (!opened.ok) throw new Error(opened.error.code);
      if (opened.value.kind !== 'position') throw new Error('not a position');
      const toMove = module.decision(match.state as object).seats[0];
      expect(opened.value.seat).toBe(toMove);
      expect(stateHash(opened.value.resumed.position.state)).toBe(stateHash(match.state as object));
      const seats = opened.value.resumed.position.meta.seats as { kind: string }[];
      expect(seats.map((s) => s.kind)).toEqual(seats.map((_, i) => (i === toMove ? 'human' : 'computer')));
    }
  });

  it('refuses what is not a game it can play, with a code and words, never a throw', async () => {
    const match = played(MODULES.gatekeeper as GameModule, 'file-bad', 12);
    const record = replayRecord(match);
    if (!record) throw new Error('no record');
    const tampered = JSON.parse(replayFileText(record)) as { hash: string };
    tampered.hash = '0000000000000000';
    const position = exportPosition(MODULES.gatekeeper as GameModule, match.config, match.state as object);
    const cases: [unknown, string][] = [
      [42, 'NOT_A_GAME_FILE'],
      ['x'.repeat(MAX_GAME_FILE_CHARS + 1), 'TOO_LARGE'],
      ['{"format": "gatehouse.replay"', 'NOT_JSON'],
      ['{"format": "a shopping list"}', 'NOT_A_GAME_FILE'],
      ['[1, 2, 3]', 'NOT_A_GAME_FILE'],
      [JSON.stringify(tampered), 'BAD_REPLAY'],
      [JSON.stringify({ ...position, game: 'chess' }), 'GAME_UNAVAILABLE'],
      [JSON.stringify({ ...position, hash: 'ffffffffffffffff' }), 'BAD_POSITION'],
      [JSON.stringify({ ...position, state: { mana: 'lots' } }), 'BAD_POSITION'],
    ];
    for (const [text, code] of cases) {
      const error = await refused(text);
      expect(error.code).toBe(code);
      expect(describeGameFileError(error).length).toBeGreaterThan(20);
    }
    expect((await refused(JSON.stringify(tampered))) as unknown).toMatchObject({ error: { code: 'HASH_MISMATCH' } });
  });

  it('refuses a position whose game is over: there is nothing left to play', async () => {
    const module = MODULES.gatekeeper as GameModule;
    const match = played(module, 'file-over', 5000);
    expect(module.outcome(match.state as object).kind).not.toBe('ongoing');
    const error = await refused(JSON.stringify(exportPosition(module, match.config, match.state as object)));
    expect(error).toMatchObject({ code: 'NOT_A_GAME_FILE' });
  });
});
