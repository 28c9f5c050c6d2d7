import { describe, expect, it } from 'vitest';
import { botById } from '../../src/ai/bots';
import { review } from '../../src/ai/service';
import type { ReviewAsk, ReviewProgress } from '../../src/machines/review';
import { MISTAKE_LOSS, mistakeLine, nextMistake, parseVerdict, reviewLabel, reviewTargets, runReview } from '../../src/machines/review';
import type { CheckedReplay } from '../../src/machines/replay-record';
import { replayPositions } from '../../src/machines/replay-viewer';
import { stableStringify } from '../../src/rules/core/hash';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { err, ok } from '../../src/rules/core/result';
import { loadGameModule } from '../../src/rules/games';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { checkedGatekeeperGame } from '../fixtures/checked-game';

const gatekeeperModule = gatekeeper as unknown as GameModule;

/** The judge the tests review with: a fixed budget, so a review replays exactly. */
const JUDGE = 'ismcts:100';

/** A seeded Gatekeeper game, the person (seat 0) playing at random or, where it has a choice, the judge's own moves. */
function game(seed: string, maxPlies: number, personPlaysJudge: boolean): Promise<CheckedReplay> {
  const judge = botById(JUDGE);
  return checkedGatekeeperGame(seed, maxPlies, (view, legal, ply) => (personPlaysJudge && legal.length > 1 ? (judge?.choose({ module: gatekeeperModule, view, seat: 0, seed: `${seed}/review/${ply}` }) ?? null) : null));
}

const askService = (request: ReviewAsk) => review({ game: 'gatekeeper', bot: JUDGE, ...request });

describe('review my game', () => {
  it('judges the person\'s decisions only, and only where the rules offered a choice', async () => {
    const replay = await game('targets', 60, false);
    const { states } = replayPositions(replay);
    const targets = reviewTargets(replay, states);
    const expected = replay.record.moves.flatMap(({ seat }, ply) => (seat === 0 && replay.module.legalMoves(states[ply] as object, 0).length > 1 ? [ply] : []));
    expect(targets.map((t) => t.ply)).toEqual(expected);
    expect(targets.every((t) => t.seat === 0)).toBe(true);
    expect(targets.length).toBeGreaterThan(5);
    // Nobody a person (two computers): every seat's decisions are judged.
    const watched = { ...replay, record: { ...replay.record, seats: [{ kind: 'computer' as const, bot: 'easy' }, { kind: 'computer' as const, bot: 'easy' }] } };
    expect(new Set(reviewTargets(watched, states).map((t) => t.seat))).toEqual(new Set([0, 1]));
  });

  it('marks random play: each mark a move the judge would not play, ten points of chances or more worse, in order', async () => {
    const replay = await game('random-person', 60, false);
    const { states } = replayPositions(replay);
    const seen: ReviewProgress<MoveBase>[] = [];
    const result = await runReview(replay, states, askService, (progress) => seen.push(progress));
    expect(result.state).toBe('done');
    expect(result.reviewed).toBe(reviewTargets(replay, states).length);
    // Progress told once at the start, once per decision and once at the end.
    expect(seen).toHaveLength(result.reviewed + 2);
    expect(result.mistakes.length).toBeGreaterThan(0);
    const plies = result.mistakes.map((m) => m.ply);
    expect(plies).toEqual([...plies].sort((a, b) => a - b));
    for (const mistake of result.mistakes) {
      expect(mistake.chance.suggested - mistake.chance.played).toBeGreaterThanOrEqual(MISTAKE_LOSS);
      expect(stableStringify(mistake.played)).toBe(stableStringify(replay.record.moves[mistake.ply]?.move));
      expect(stableStringify(mistake.suggested)).not.toBe(stableStringify(mistake.played));
      const legal = replay.module.legalMoves(states[mistake.ply] as object, mistake.seat).map((m) => stableStringify(m));
      expect(legal).toContain(stableStringify(mistake.suggested));
    }
    // The same review again marks the same moves (fixed seeds, a fixed budget).
    const again = await runReview(replay, states, askService, () => undefined);
    expect(again.mistakes.map((m) => m.ply)).toEqual(plies);
  }, 120_000);

  it('marks nothing in a game where the person played the judge\'s own moves', async () => {
    const replay = await game('judge-person', 40, true);
    const { states } = replayPositions(replay);
    const result = await runReview(replay, states, askService, () => undefined);
    expect(result.state).toBe('done');
    expect(result.reviewed).toBeGreaterThan(3);
    expect(result.mistakes).toEqual([]);
  }, 120_000);

  it('stops as failed on a refused or unreadable answer, and when cancelled, keeping what it found', async () => {
    const replay = await game('failures', 30, false);
    const { states } = replayPositions(replay);
    const refused = await runReview(replay, states, async () => err({ code: 'UNKNOWN_BOT' }), () => undefined);
    expect(refused).toMatchObject({ state: 'failed', reason: 'UNKNOWN_BOT', reviewed: 0 });
    const garbled = await runReview(replay, states, async () => ok({ kind: 'differs', suggested: { type: 'fly' }, chance: { played: 0, suggested: 1 } }), () => undefined);
    expect(garbled).toMatchObject({ state: 'failed', reason: 'BAD_VERDICT' });
    let asked = 0;
    const cancelled = await runReview(replay, states, async () => (asked++, ok({ kind: 'agreed' })), () => undefined, () => asked >= 2);
    expect(cancelled).toMatchObject({ state: 'failed', reason: 'CANCELLED', reviewed: 2 });
  });

  it('reads verdicts like outside data: every malformed answer a coded refusal', async () => {
    const module = (await loadGameModule('gatekeeper')) as GameModule;
    const parse = (raw: unknown) => module.parseMove(raw);
    const state = module.setup(module.defaultConfig(2), 'parse');
    if (!state.ok) throw new Error('setup');
    const legal = module.legalMoves(state.value, 0)[0];
    for (const bad of [null, 3, 'agreed', {}, { kind: 'maybe' }, { kind: 'differs', suggested: { type: 'fly' }, chance: { played: 0, suggested: 1 } }, { kind: 'differs', suggested: legal, chance: { played: -0.1, suggested: 1 } }, { kind: 'differs', suggested: legal, chance: { played: 0.2, suggested: Number.NaN } }, { kind: 'differs', suggested: legal }]) {
      expect(parseVerdict(bad, parse)).toMatchObject({ ok: false, error: { code: 'BAD_VERDICT' } });
    }
    expect(parseVerdict({ kind: 'agreed' }, parse)).toEqual(ok({ kind: 'agreed' }));
    expect(parseVerdict({ kind: 'differs', suggested: legal, chance: { played: 0.3, suggested: 0.6 } }, parse)).toEqual(ok({ kind: 'differs', suggested: legal, chance: { played: 0.3, suggested: 0.6 } }));
  });

  it('steps from mistake to mistake round the game, and says each in a line', () => {
    const at = (ply: number) => ({ ply, seat: 0, played: { type: 'a' }, suggested: { type: 'b' }, chance: { played: 0.31, suggested: 0.58 } });
    const mistakes = [at(4), at(10), at(17)];
    expect(nextMistake(mistakes, 0)?.ply).toBe(4);
    expect(nextMistake(mistakes, 4)?.ply).toBe(10);
    expect(nextMistake(mistakes, 17)?.ply).toBe(4);
    expect(nextMistake([], 3)).toBeNull();
    expect(mistakeLine(at(10), 'You', 'You play Ember into Fire', 'You play Tide into Water')).toBe('Move 11, You: You play Ember into Fire. The computer at Hard would rather: You play Tide into Water. Chances by its reckoning: 31% against 58%.');
    expect(mistakeLine(at(10), 'You', '', '')).toContain('a move. The computer at Hard would rather: another move.');
    expect(reviewLabel(null)).toBe('Review');
    expect(reviewLabel({ state: 'running', targets: 30, reviewed: 7, mistakes: [] })).toBe('Reviewing 7/30');
    expect(reviewLabel({ state: 'done', targets: 30, reviewed: 30, mistakes })).toBe('Next mistake (3)');
    expect(reviewLabel({ state: 'done', targets: 30, reviewed: 30, mistakes: [] })).toBe('No mistakes');
  });
});
