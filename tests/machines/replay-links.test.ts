import LZString from 'lz-string';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { stableStringify, stateHash } from '../../src/rules/core/hash';
import { createRng, nextInt } from '../../src/rules/core/rng';
import type { MoveRecord } from '../../src/rules/core/replay';
import { loadGameModule, loadPlayableModule } from '../../src/rules/games';
import type { GameId } from '../../src/rules/catalog';
import type { SeatController } from '../../src/machines/match-logic';
import type { ReplayDraft, ReplayError, ReplayRecord } from '../../src/machines/replay-record';
import { checkReplay, describeCheckedReplay, describeReplayError, resultWords } from '../../src/machines/replay-record';
import { MAX_LINK_CHARS, openReplayLink, readReplayFile, readReplayLink, replayFileText, replayFragment, replayLink } from '../../src/machines/replay-link';
import { walkConfig } from './phase-walk';

const GAMES: readonly GameId[] = ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
const GAMES_PER_GAME = Number(process.env.REPLAY_GAMES ?? 1000);
const DATE = new Date('2026-11-25T21:00:00.000Z');

async function moduleOf(id: string): Promise<GameModule> {
  const module = await loadGameModule(id);
  if (!module) throw new Error(`no rules for ${id}`);
  return module;
}

/** Game `index` of a game, played with seeded uniformly random legal moves to its end (or `maxPlies`). */
function randomGame(module: GameModule, index: number, maxPlies = 4000): ReplayRecord {
  const config = walkConfig(module, index);
  const seed = `replay-${index}`;
  const setup = module.setup(config, seed);
  if (!setup.ok) throw new Error(`setup failed: ${JSON.stringify(setup.error)}`);
  let state = setup.value;
  const pick = createRng(`replay-pick-${index}`);
  const moves: MoveRecord[] = [];
  for (let ply = 0; ply < maxPlies && module.outcome(state).kind === 'ongoing'; ply++) {
    const deciding = module.decision(state).seats;
    const seat = deciding[nextInt(pick, deciding.length)] as Seat;
    const legal = module.legalMoves(state, seat);
    const move = legal[nextInt(pick, legal.length)] as MoveBase;
    state = module.applyLegal(state, seat, move).state;
    moves.push({ seat, move });
  }
  const seats: SeatController[] = Array.from({ length: module.seatCount(config) }, (_, i) => (i === 0 ? { kind: 'human', name: 'Ada' } : { kind: 'computer', bot: i % 2 ? 'medium' : 'hard' }));
  return { game: module.id as GameId, rulesVersion: module.stateVersion, config, seed, seats, moves, result: module.outcome(state), hash: stateHash(state), date: DATE.toISOString() };
}

/** The record's fields as one comparable string (the config and moves by stable JSON). */
const fingerprint = (r: ReplayRecord): string => stableStringify({ ...r, config: r.config, moves: r.moves });

const openLink = (link: string, load = loadGameModule) => openReplayLink(link, load);

async function openDraft(draft: ReplayDraft, load = loadGameModule) {
  return checkReplay(draft, load);
}

const codeOf = (r: { ok: boolean; error?: ReplayError }): string | null => (r.ok ? null : (r.error?.code ?? 'no error'));

describe('replay links and files', () => {
  const lengths: Record<string, { median: number; p90: number; max: number; medianPlies: number; finished: number }> = {};

  for (const game of GAMES) {
    it(`${game}: ${GAMES_PER_GAME} random games go through a link and a file and back to the same record and final hash`, async () => {
      const module = await moduleOf(game);
      const linkLengths: { chars: number; plies: number }[] = [];
      let finished = 0;
      for (let index = 0; index < GAMES_PER_GAME; index++) {
        const record = randomGame(module, index);
        if (record.result.kind !== 'ongoing') finished++;
        const link = replayLink(record, 'https://gatehouse.example/app/?renderer=canvas#old');
        expect(link.startsWith('https://gatehouse.example/app/?renderer=canvas#replay/')).toBe(true);
        linkLengths.push({ chars: link.length - 'https://gatehouse.example/app/?renderer=canvas'.length, plies: record.moves.length });
        const fromLink = await openLink(link);
        if (!fromLink.ok) throw new Error(`${game} game ${index}: link refused: ${describeReplayError(fromLink.error)}`);
        expect(fromLink.value.record.hash).toBe(record.hash);
        expect(stateHash(fromLink.value.finalState)).toBe(record.hash);
        expect(fingerprint(fromLink.value.record)).toBe(fingerprint(record));
        // The file is read through its own path; checked for every tenth game (the replay itself is the same).
        if (index % 10 === 0) {
          const draft = readReplayFile(replayFileText(record));
          if (!draft.ok) throw new Error(`${game} game ${index}: file refused: ${describeReplayError(draft.error)}`);
          const fromFile = await openDraft(draft.value);
          expect(fromFile.ok && fingerprint(fromFile.value.record)).toBe(fingerprint(record));
        }
      }
      const sorted = [...linkLengths].sort((a, b) => a.chars - b.chars);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as { chars: number; plies: number };
      lengths[game] = { median: at(0.5).chars, p90: at(0.9).chars, max: at(1).chars, medianPlies: at(0.5).plies, finished };
      console.log(`replay link length, ${game}: median ${at(0.5).chars} chars (${at(0.5).plies} moves), 90th percentile ${at(0.9).chars}, longest ${at(1).chars} (${at(1).plies} moves); ${finished}/${GAMES_PER_GAME} games finished`);
      // A typical game's link fits well within the limit links are read up to.
      expect(at(0.9).chars).toBeLessThan(MAX_LINK_CHARS);
      expect(finished, 'random games reach their end').toBeGreaterThan(GAMES_PER_GAME * 0.9);
    }, 600_000);
  }
});

describe('bad replays are refused with a coded reason, never thrown', () => {
  const sample = async (): Promise<ReplayRecord> => randomGame(await moduleOf('gatekeeper'), 7);
  /** A link whose compact form is the sample's with some fields replaced. */
  const linkWith = (record: ReplayRecord, change: (compact: unknown[]) => void): string => {
    const payload = replayFragment(record).slice('#replay/'.length);
    const compact = JSON.parse(LZString.decompressFromEncodedURIComponent(payload)) as unknown[];
    change(compact);
    return `#replay/${LZString.compressToEncodedURIComponent(JSON.stringify(compact))}`;
  };

  it('a link without a replay, with nothing or other characters after the tag, or too long', async () => {
    expect(codeOf(readReplayLink('https://gatehouse.example/#save/abc'))).toBe('NOT_A_LINK');
    expect(codeOf(readReplayLink(42))).toBe('NOT_A_LINK');
    expect(codeOf(readReplayLink('#replay/'))).toBe('BAD_ENCODING');
    expect(codeOf(readReplayLink('#replay/<script>'))).toBe('BAD_ENCODING');
    const tooLong = readReplayLink(`#replay/${'A'.repeat(MAX_LINK_CHARS + 1)}`);
    expect(tooLong).toEqual({ ok: false, error: { code: 'TOO_LONG', length: MAX_LINK_CHARS + 1, max: MAX_LINK_CHARS } });
    expect(describeReplayError(tooLong.ok ? { code: 'NOT_A_LINK', reason: '' } : tooLong.error)).toBe('This replay is too long to open (32,001 characters; at most 32,000).');
  });

  it('a payload that does not decode, is not JSON, or is not a replay', async () => {
    expect(codeOf(readReplayLink('#replay/AAAAAAAA'))).toBe('BAD_ENCODING');
    expect(codeOf(readReplayLink(`#replay/${LZString.compressToEncodedURIComponent('{not json')}`))).toBe('NOT_JSON');
    expect(codeOf(readReplayLink(`#replay/${LZString.compressToEncodedURIComponent('[1,2,3]')}`))).toBe('NOT_A_REPLAY');
    expect(codeOf(readReplayLink(`#replay/${LZString.compressToEncodedURIComponent('{"a":1}')}`))).toBe('NOT_A_REPLAY');
    const record = await sample();
    expect(codeOf(readReplayLink(linkWith(record, (c) => (c[7] = 'not-a-hash'))))).toBe('NOT_A_REPLAY');
    expect(codeOf(readReplayLink(linkWith(record, (c) => (c[5] = ['x:robot', 'h']))))).toBe('NOT_A_REPLAY');
    expect(codeOf(readReplayLink(linkWith(record, (c) => (c[8] = 'yesterday'))))).toBe('NOT_A_REPLAY');
  });

  it('a newer format, an unknown or unplayable game, rules that will not load, other rules versions', async () => {
    const record = await sample();
    expect(codeOf(readReplayLink(linkWith(record, (c) => (c[0] = 2))))).toBe('NEWER_FORMAT');
    expect(codeOf(await openLink(linkWith(record, (c) => (c[1] = 'chess'))))).toBe('UNKNOWN_GAME');
    expect(codeOf(await openLink(linkWith(record, (c) => (c[1] = 'constructor'))))).toBe('UNKNOWN_GAME');
    const gateway = randomGame(await moduleOf('gateway'), 3, 40);
    // Every game of the catalogue is playable now: a loader that has no table for it stands for a version that could not play it.
    expect(codeOf(await openLink(replayFragment(gateway), loadPlayableModule))).not.toBe('GAME_UNAVAILABLE');
    expect(codeOf(await openLink(replayFragment(gateway), async () => undefined)), 'a game this version cannot play').toBe('GAME_UNAVAILABLE');
    const offline = await openLink(replayFragment(record), () => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(offline.ok ? null : offline.error).toEqual({ code: 'GAME_LOAD_FAILED', game: 'gatekeeper', reason: 'Failed to fetch dynamically imported module' });
    expect(codeOf(await openLink(linkWith(record, (c) => (c[2] = record.rulesVersion + 1))))).toBe('NEWER_RULES');
    expect(codeOf(await openLink(linkWith(record, (c) => (c[2] = record.rulesVersion - 1))))).toBe('OLDER_RULES');
  });

  it('bad options, seats that do not fit the game, too many moves, a damaged move', async () => {
    const record = await sample();
    expect(codeOf(await openLink(linkWith(record, (c) => (c[3] = { players: 'many' }))))).toBe('BAD_CONFIG');
    const threeSeats = await openLink(linkWith(record, (c) => (c[5] = ['h', 'h', 'c:easy'])));
    expect(threeSeats.ok ? null : threeSeats.error).toEqual({ code: 'BAD_SEATS', seats: 3, expected: 2 });
    const long = JSON.parse(replayFileText(record)) as { moves: unknown[] };
    long.moves = Array.from({ length: 20_001 }, () => ({ seat: 0, move: { type: 'pass' } }));
    expect(codeOf(readReplayFile(long))).toBe('TOO_MANY_MOVES');
    const damaged = await openLink(linkWith(record, (c) => ((c[6] as unknown[])[4] = [0, { type: 42 }])));
    expect(damaged.ok ? null : damaged.error.code === 'BAD_MOVE' && damaged.error.ply).toBe(5);
  });

  it('a move the rules refuse is named by its ply, with the rules\' words; a wrong final hash is refused', async () => {
    const record = await sample();
    // Ply 3 made by the seat that is not deciding.
    const third = record.moves[2] as MoveRecord;
    const refused = await openLink(linkWith(record, (c) => ((c[6] as unknown[])[2] = [1 - third.seat, third.move])));
    if (refused.ok || refused.error.code !== 'MOVE_REFUSED') throw new Error(`expected MOVE_REFUSED, got ${JSON.stringify(refused)}`);
    expect(refused.error.ply).toBe(3);
    expect(refused.error.error.code).toBe('NOT_YOUR_DECISION');
    expect(describeReplayError(refused.error)).toMatch(/^Move 3 of this replay is not allowed by the rules: It is not your turn/);
    const wrongHash = await openLink(linkWith(record, (c) => (c[7] = '0123456789abcdef')));
    expect(wrongHash.ok ? null : wrongHash.error).toEqual({ code: 'HASH_MISMATCH', expected: '0123456789abcdef', actual: record.hash });
  });

  it('rules that fail on a replay are a refusal too (SETUP_FAILED), not an exception', async () => {
    const record = await sample();
    const real = await moduleOf('gatekeeper');
    const broken: GameModule = { ...real, setup: () => { throw new Error('boom'); } };
    const r = await openLink(replayFragment(record), async () => broken);
    expect(r.ok ? null : r.error).toEqual({ code: 'SETUP_FAILED', reason: 'the rules failed: boom' });
  });

  it('every refusal has words', () => {
    const all: ReplayError[] = [
      { code: 'NOT_A_LINK', reason: 'x' }, { code: 'TOO_LONG', length: 2, max: 1 }, { code: 'BAD_ENCODING', reason: 'x' }, { code: 'NOT_JSON', reason: 'x' },
      { code: 'NOT_A_REPLAY', path: 'p', reason: 'x' }, { code: 'NEWER_FORMAT', version: 2, supported: 1 }, { code: 'UNKNOWN_GAME', game: 'chess' },
      { code: 'GAME_UNAVAILABLE', game: 'gateway' }, { code: 'GAME_LOAD_FAILED', game: 'gate', reason: 'offline' }, { code: 'NEWER_RULES', version: 3, supported: 2 },
      { code: 'OLDER_RULES', version: 1, supported: 2 }, { code: 'BAD_CONFIG', path: 'config', reason: 'x' }, { code: 'BAD_SEATS', seats: 3, expected: 2 },
      { code: 'TOO_MANY_MOVES', moves: 3, max: 2 }, { code: 'BAD_MOVE', ply: 1, reason: 'x' }, { code: 'SETUP_FAILED', reason: 'x' },
      { code: 'MOVE_REFUSED', ply: 2, seat: 0, error: { code: 'GAME_OVER' }, words: 'The game is over.' }, { code: 'HASH_MISMATCH', expected: 'a', actual: 'b' },
    ];
    for (const e of all) expect(describeReplayError(e), e.code).toMatch(/^[A-Z].{10,}[.)?]$/);
    expect(describeReplayError({ code: 'GAME_UNAVAILABLE', game: 'gateway' })).toBe('This replay is for Gateway Uprising, which this version cannot play yet.');
  });

  it('a checked replay is described by its seats, date, result and length', async () => {
    const record = await sample();
    const opened = await openLink(replayFragment(record));
    if (!opened.ok) throw new Error('the sample does not open');
    const winner = opened.value.record.result.kind === 'win' ? opened.value.record.result.winners[0] : undefined;
    expect(describeCheckedReplay(opened.value.record)).toBe(
      `Ada against Computer (medium), played 2026-11-25. ${winner === 0 ? 'Ada' : 'Computer (medium)'} won (mana reached 0) after ${record.moves.length} moves. Checked: every move replays by the rules to the recorded end.`,
    );
    expect(resultWords({ kind: 'win', winners: [], reason: 'the Gate fell', scores: [12] }, [{ kind: 'human' }])).toBe('Lost: the Gate fell, scoring 12');
    expect(resultWords({ kind: 'draw', reason: 'turnLimit' }, [{ kind: 'human' }, { kind: 'human' }])).toBe('A draw (turnLimit)');
    expect(resultWords({ kind: 'ongoing' }, [])).toBe('Not finished');
  });

  it('cut, mutated and arbitrary links and files never throw: each is a draft or a coded refusal', async () => {
    const record = await sample();
    const link = replayFragment(record);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    const known = new Set(['NOT_A_LINK', 'TOO_LONG', 'BAD_ENCODING', 'NOT_JSON', 'NOT_A_REPLAY', 'NEWER_FORMAT', 'UNKNOWN_GAME', 'GAME_UNAVAILABLE', 'GAME_LOAD_FAILED', 'NEWER_RULES', 'OLDER_RULES', 'BAD_CONFIG', 'BAD_SEATS', 'TOO_MANY_MOVES', 'BAD_MOVE', 'SETUP_FAILED', 'MOVE_REFUSED', 'HASH_MISMATCH']);
    await fc.assert(
      fc.asyncProperty(fc.nat(link.length - 1), fc.nat(alphabet.length - 1), fc.boolean(), async (at, letter, cut) => {
        const mutated = cut ? link.slice(0, Math.max('#replay/'.length + 1, at)) : link.slice(0, at) + alphabet[letter] + link.slice(at + 1);
        const r = await openLink(mutated);
        if (!r.ok) expect(known.has(r.error.code), r.error.code).toBe(true);
        // A change that still opens must replay to its own recorded hash.
        else expect(stateHash(r.value.finalState)).toBe(r.value.record.hash);
      }),
      { numRuns: 300, seed: 21 },
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const asFile = readReplayFile(value);
        const asText = readReplayFile(JSON.stringify(value) ?? 'null');
        expect(asFile.ok || known.has(asFile.error.code)).toBe(true);
        expect(asText.ok || known.has(asText.error.code)).toBe(true);
      }),
      { numRuns: 500, seed: 21 },
    );
  });
});
