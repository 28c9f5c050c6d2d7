import { describe, expect, it } from 'vitest';
import { highcard } from '../fixtures/highcard';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { greedyBot } from '../../src/ai/greedy';
import { randomBot } from '../../src/ai/bots';
import { defaultMoveKey, evaluateState, evaluatorFor, moveKeyFor, outcomeScore, registerEvaluator, registerMoveKey } from '../../src/ai/evaluators';
import { runTournament } from '../../src/ai/tournament';
import { highcardMoveKey, register } from './highcard-ai';
import { hcModule as module, hiddenTwin, isLegal, midGame } from './helpers';
import { nim } from './nim';
import type { NimState } from './nim';

const nimModule = nim as unknown as GameModule;
const nimAt = (tokens: number): NimState => ({ config: { seats: 2, tokens: 21 }, rng: { a: 1, b: 2, c: 3, d: 4 }, tokens, turn: 0, winner: null });

describe('evaluator registry', () => {
  it('falls back to 0.5 for a game without an evaluator, and scores a finished game by its outcome', () => {
    const s = midGame('fallback');
    expect(evaluatorFor('highcard')).toBeUndefined();
    expect(evaluateState(module, s, 0)).toBe(0.5);
    const won = { ...s, winner: 1 };
    expect(evaluateState(module, won, 1)).toBe(1);
    expect(evaluateState(module, won, 0)).toBe(0);
    // A registered evaluator is never asked about a finished game.
    const off = registerEvaluator('highcard', () => 0.9);
    expect(evaluateState(module, won, 0)).toBe(0);
    expect(evaluateState(module, s, 0)).toBe(0.9);
    off();
    expect(evaluateState(module, s, 0)).toBe(0.5);
  });

  it('keeps rewards in [0, 1] whatever a buggy evaluator returns', () => {
    const s = midGame('clamp');
    for (const [raw, want] of [[NaN, 0.5], [-3, 0], [7, 1], [0.25, 0.25]] as const) {
      const off = registerEvaluator('highcard', () => raw);
      expect(evaluateState(module, s, 0)).toBe(want);
      off();
    }
  });

  it('removing a replaced evaluator leaves the newer one in place', () => {
    const a = () => 0.1, b = () => 0.2;
    const offA = registerEvaluator('highcard', a);
    const offB = registerEvaluator('highcard', b);
    offA();
    expect(evaluatorFor('highcard')).toBe(b);
    offB();
    expect(evaluatorFor('highcard')).toBeUndefined();
  });

  it('scores outcomes: win 1, loss 0, draw and shared wins split', () => {
    expect(outcomeScore({ kind: 'win', winners: [0], reason: '' }, 0)).toBe(1);
    expect(outcomeScore({ kind: 'win', winners: [0], reason: '' }, 1)).toBe(0);
    expect(outcomeScore({ kind: 'win', winners: [0, 1], reason: '' }, 1)).toBe(0.5);
    expect(outcomeScore({ kind: 'draw', reason: '' }, 1)).toBe(0.5);
  });
});

describe('move keys', () => {
  it('the generic key tells apart every distinct move and agrees on equal ones', () => {
    const moves: MoveBase[] = [
      { type: 'pass' }, { type: 'play', card: 1 } as MoveBase, { type: 'play', card: 11 } as MoveBase,
      { type: 'play', card: 1, loc: 1 } as MoveBase, { type: 'fury', witches: [1, 2] } as MoveBase, { type: 'fury', witches: [12] } as MoveBase,
    ];
    expect(new Set(moves.map(defaultMoveKey)).size).toBe(moves.length);
    expect(defaultMoveKey({ type: 'fury', witches: [1, 2] } as MoveBase)).toBe(defaultMoveKey(moves[4]!));
  });

  it('a game may register its own', () => {
    expect(moveKeyFor('highcard')).toBe(defaultMoveKey);
    const off = registerMoveKey('highcard', highcardMoveKey);
    expect(moveKeyFor('highcard')({ type: 'play', card: 7 } as MoveBase)).toBe('p7');
    off();
    expect(moveKeyFor('highcard')).toBe(defaultMoveKey);
  });
});

describe('greedy bot', () => {
  it('takes an immediate win without any evaluator, and otherwise keeps legalMoves order on ties', () => {
    const bot = greedyBot();
    expect(bot.choose({ module: nimModule, view: nimAt(3), seat: 0, seed: 1 })).toEqual({ type: 'take', n: 3 });
    expect(bot.choose({ module: nimModule, view: nimAt(2), seat: 0, seed: 1 })).toEqual({ type: 'take', n: 2 });
    // From 9 no move wins at once and nothing is registered for nim: every move scores 0.5, the first wins the tie.
    expect(bot.choose({ module: nimModule, view: nimAt(9), seat: 0, seed: 1 })).toEqual({ type: 'take', n: 1 });
  });

  it('follows the evaluator: plays the lowest playable card in highcard (low cards are the burden)', () => {
    const off = register();
    const s = { ...midGame('low'), hands: [[15, 6, 11], [1, 2, 3]], pile: [5] };
    expect(greedyBot().choose({ module, view: highcard.view(s, 0), seat: 0, seed: 1 })).toEqual({ type: 'play', card: 6 });
    off();
  });

  it('is deterministic, answers legal moves and sees only the view', () => {
    const off = register();
    const s = midGame('greedy-view');
    const other = hiddenTwin(s);
    for (let seed = 0; seed < 10; seed++) {
      const a = greedyBot(3).choose({ module, view: highcard.view(s, 0), seat: 0, seed });
      expect(greedyBot(3).choose({ module, view: highcard.view(s, 0), seat: 0, seed })).toEqual(a);
      expect(greedyBot(3).choose({ module, view: highcard.view(other, 0), seat: 0, seed })).toEqual(a);
      expect(isLegal(s, 0, a)).toBe(true);
    }
    off();
  });

  it('beats random clearly over 400 seeded games with seats alternated', () => {
    const off = register();
    const sum = runTournament(module, { bots: [greedyBot(), randomBot], games: 400, seed: 'greedy', alternate: true });
    off();
    expect(sum.errors).toBe(0);
    // Random against random scores 0.5 here (same deals, seats swapped); the 95% interval must clear it.
    expect(sum.bots[0]!.ci95[0]).toBeGreaterThan(0.55);
  });
});
