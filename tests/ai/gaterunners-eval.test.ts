/** GateRunners AI knowledge: the evaluator's preferences, the move key, and the generic bots playing whole games. */
import { describe, expect, it } from 'vitest';
import { evaluateGateRunners, gaterunnersMoveKey, scoreGateRunners } from '../../src/ai/gaterunners/eval';
import { evaluatorFor, moveKeyFor } from '../../src/ai/evaluators';
import { greedyBot, ismctsBot, randomBot } from '../../src/ai/bots';
import { playGame } from '../../src/ai/tournament';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { gaterunners } from '../../src/rules/gaterunners/index';
import type { GrMove, GrState } from '../../src/rules/gaterunners/index';
import { build, inst } from '../rules/gaterunners/build';

const module = gaterunners as unknown as GameModule;
const decks = ['pirates', 'wardens'] as const;

describe('GateRunners evaluator', () => {
  it('registers itself and its move key for the generic bots', () => {
    expect(evaluatorFor('gaterunners')).toBe(evaluateGateRunners);
    expect(moveKeyFor('gaterunners')).toBe(gaterunnersMoveKey);
  });

  it('is even in an even position, symmetric between the seats, and within (0, 1)', () => {
    const s = build({});
    expect(scoreGateRunners(s, 0)).toBeCloseTo(-scoreGateRunners(s, 1), 10);
    const v = evaluateGateRunners(s, 0);
    expect(v).toBeGreaterThan(0);
    expect(v).toBeLessThan(1);
    expect(v + evaluateGateRunners(s, 1)).toBeCloseTo(1, 10);
  });

  it('prefers fewer enemy Shields, a destroyed enemy Gate, a hurt enemy Hero, more units and more cards', () => {
    const base = evaluateGateRunners(build({}), 0);
    expect(evaluateGateRunners(build({ sides: [{}, { shields: [1, 3, 2] }] }), 0)).toBeGreaterThan(base);
    expect(evaluateGateRunners(build({ sides: [{ shields: [1, 3, 2] }, {}] }), 0)).toBeLessThan(base);
    const oneDown = evaluateGateRunners(build({ sides: [{}, { shields: [0, 3, 2], destroyed: [true, false, false] }] }), 0);
    expect(oneDown).toBeGreaterThan(evaluateGateRunners(build({ sides: [{}, { shields: [0, 3, 2] }] }), 0));
    const hurt = build({ sides: [{}, { hero: { inPlay: true, lane: 1, damage: 8, feats: 0 } }] });
    const whole = build({ sides: [{}, { hero: { inPlay: true, lane: 1, damage: 0, feats: 0 } }] });
    expect(evaluateGateRunners(hurt, 0)).toBeGreaterThan(evaluateGateRunners(whole, 0));
    const unit = build({ sides: [{ units: [{ card: inst(decks, 0, 'dread-captain'), lane: 1 }] }, {}] });
    expect(evaluateGateRunners(unit, 0)).toBeGreaterThan(base);
    const hand = build({ sides: [{ hand: [inst(decks, 0, 'deckhand'), inst(decks, 0, 'lookout')] }, {}] });
    expect(evaluateGateRunners(hand, 0)).toBeGreaterThan(base);
    // A deck about to run out (GR-51) is a danger.
    expect(evaluateGateRunners(build({ sides: [{ emptyDeck: true }, {}] }), 0)).toBeLessThan(base);
  });

  it('gives every legal move of seeded random games its own key', () => {
    const rng = createRng('keys');
    let checked = 0;
    for (const pair of [['pirates', 'wardens'], ['reavers', 'shades'], ['shades', 'pirates']] as const) {
      const r = gaterunners.setup({ ...gaterunners.defaultConfig(2), decks: pair }, pair.join());
      if (!r.ok) throw new Error('setup');
      let s: GrState = r.value;
      for (let ply = 0; gaterunners.outcome(s).kind === 'ongoing' && ply < 600; ply++) {
        const seat = gaterunners.decision(s).seats[0] as Seat;
        const legal = gaterunners.legalMoves(s, seat);
        const keys = new Set(legal.map(gaterunnersMoveKey));
        expect(keys.size, JSON.stringify(legal)).toBe(legal.length);
        checked += legal.length;
        s = gaterunners.applyLegal(s, seat, legal[nextInt(rng, legal.length)] as GrMove).state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('the generic bots play whole GateRunners games', () => {
  /** The move types a game's log holds. */
  const kinds = (moves: readonly { move: MoveBase }[]) => new Set(moves.map((m) => m.move.type));

  it('random, greedy and ismcts finish games with no illegal move, through every kind of decision', () => {
    const seen = new Set<string>();
    for (const [i, bots] of [[randomBot, greedyBot(2)], [ismctsBot({ iterations: 40 }), randomBot], [greedyBot(2), ismctsBot({ iterations: 40 })]].entries()) {
      const g = playGame(module, bots, gaterunners.defaultConfig(2), `bots${i}`);
      expect(g.errors).toEqual([]);
      expect(g.finished).toBe(true);
      for (const k of kinds(g.moves)) seen.add(k);
    }
    for (const k of ['placeGate', 'mulligan', 'playUnit', 'endMobilize', 'declareAttacker', 'declareBlocker', 'confirm', 'pass']) expect(seen).toContain(k);
  });

  it('ismcts beats random and greedy (seats alternated)', () => {
    let won = 0;
    const games = 4;
    for (let g = 0; g < games; g++) {
      const ismcts = ismctsBot({ iterations: 60 });
      const foe = g < 2 ? randomBot : greedyBot(2);
      const bots = g % 2 === 0 ? [ismcts, foe] : [foe, ismcts];
      const r = playGame(module, bots, gaterunners.defaultConfig(2), `strength${g}`);
      expect(r.errors).toEqual([]);
      if (r.winners?.length === 1 && bots[r.winners[0] as Seat] === ismcts) won++;
    }
    expect(won).toBeGreaterThanOrEqual(3);
  });
});
