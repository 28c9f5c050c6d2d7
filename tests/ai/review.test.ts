import { describe, expect, it } from 'vitest';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { botById, greedyBot } from '../../src/ai/bots';
import { playOwnTurn } from '../../src/ai/plan';
import { reviewDecision } from '../../src/ai/review';
import { review } from '../../src/ai/service';
import type { Bot } from '../../src/ai/types';
import { createRng } from '../../src/rules/core/rng';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import '../../src/ai/gatekeeper/eval';
import { firstDecision } from '../fixtures/first-decision';
import type { NimState } from './nim';
import { nim } from './nim';

const module = nim as unknown as GameModule;

/** Nim's perfect player: leaves a multiple of 4 when it can (else takes 1). */
const perfect: Bot = {
  id: 'perfect',
  label: 'Perfect',
  choose: ({ view }) => ({ type: 'take', n: (view as NimState).tokens % 4 || 1 }),
};

/** The seat's win chance in nim, exactly: the player to move loses when the tokens are a multiple of 4. */
function exactChance(state: object, seat: Seat): number {
  const s = state as NimState;
  if (s.winner !== null) return s.winner === seat ? 1 : 0;
  const moverLoses = s.tokens % 4 === 0;
  return (s.turn === seat) === moverLoses ? 0 : 1;
}

function nimAt(tokens: number): NimState {
  const setup = nim.setup({ seats: 2, tokens }, 'review');
  if (!setup.ok) throw new Error('setup');
  return setup.value;
}

describe('review my game: one decision judged', () => {
  it('marks a losing take against the winning one, with the chances after each (1 and 0 in nim)', () => {
    const state = nimAt(5);
    const verdict = reviewDecision({ module, view: state, seat: 0, seed: 'r1' }, { type: 'take', n: 3 } as MoveBase, perfect, perfect, exactChance);
    expect(verdict).toEqual({ kind: 'differs', suggested: { type: 'take', n: 1 }, chance: { played: 0, suggested: 1 } });
  });

  it('agrees when the move played is the judge\'s, and says none when the judge has no move', () => {
    const state = nimAt(6);
    expect(reviewDecision({ module, view: state, seat: 0, seed: 'r2' }, { type: 'take', n: 2 } as MoveBase, perfect, perfect, exactChance)).toEqual({ kind: 'agreed' });
    const silent: Bot = { id: 'silent', label: 'Silent', choose: () => null };
    expect(reviewDecision({ module, view: state, seat: 0, seed: 'r2' }, { type: 'take', n: 2 } as MoveBase, silent, perfect, exactChance)).toEqual({ kind: 'none' });
  });

  it('a real search as judge finds the winning take where a random one was played', () => {
    const state = nimAt(9); // take 1 leaves 8
    const verdict = reviewDecision({ module, view: state, seat: 0, seed: 'r3' }, { type: 'take', n: 3 } as MoveBase, botById('ismcts:2000') as Bot, perfect, exactChance);
    expect(verdict.kind).toBe('differs');
    if (verdict.kind !== 'differs') return;
    expect(verdict.suggested).toEqual({ type: 'take', n: 1 });
    expect(verdict.chance.suggested - verdict.chance.played).toBe(1);
  });

  it('finishes a Gatekeeper turn: the seat\'s decision has passed, or the last move revealed a card', () => {
    const gk = gatekeeper as unknown as GameModule;
    for (const seed of ['ft1', 'ft2', 'ft3']) {
      const start = firstDecision(gk, seed);
      const end = playOwnTurn(gk, start, 0, greedyBot(), createRng(seed)).state;
      expect(end).not.toBe(start);
      const stillMine = gk.outcome(end).kind === 'ongoing' && gk.decision(end).seats.includes(0);
      if (stillMine) expect(gk.view(end, 0)).not.toEqual(gk.view(start, 0));
    }
  });

  it('answers through the worker service, and refuses a move the rules cannot read with a code', async () => {
    const gk = gatekeeper as unknown as GameModule;
    const state = firstDecision(gk, 'svc-review');
    const view = gk.view(state, 0);
    const played = gk.legalMoves(state, 0)[0] as MoveBase;
    const answer = await review({ game: 'gatekeeper', view, seat: 0, bot: 'ismcts:100', seed: 's', played });
    expect(answer.ok).toBe(true);
    if (answer.ok) expect(['agreed', 'differs']).toContain(answer.value.kind);
    const bad = await review({ game: 'gatekeeper', view, seat: 0, bot: 'ismcts:100', seed: 's', played: { type: 'no such move' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'BAD_MOVE' } });
    expect(await review({ game: 'chess', view, seat: 0, bot: 'hard', seed: 's', played })).toMatchObject({ ok: false, error: { code: 'UNKNOWN_GAME' } });
  });
});
