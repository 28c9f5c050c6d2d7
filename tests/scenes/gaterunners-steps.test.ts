/** GateRunners at the table: the units suggested to pay a cost (GR-31) are a legal payment, and the weakest. */
import { describe, expect, it } from 'vitest';
import type { GrConfig, GrMove, GrState } from '../../src/rules/gaterunners/index';
import { cardOf, DEFAULT_CONFIG, gaterunners, NO_TARGET } from '../../src/rules/gaterunners/index';
import { gateRunnersSteps, laneZone, suggestedPay, unitId } from '../../src/scenes/gaterunners/steps';
import type { Step } from '../../src/machines/move-steps';

describe('GR-31 a suggested payment', () => {
  it('GR-31 over random games: for every Action with a cost, the suggestion is the cheapest legal payment of that card into that lane', () => {
    let checked = 0;
    for (let game = 0; game < 40 && checked < 60; game++) {
      const names = ['pirates', 'wardens', 'reavers', 'shades'] as const;
      const config: GrConfig = { ...DEFAULT_CONFIG, decks: [names[game % 4] ?? 'pirates', names[(game + 1) % 4] ?? 'wardens'] };
      const started = gaterunners.setup(config, `pay-${game}`);
      if (!started.ok) throw new Error('setup failed');
      let state: GrState = started.value;
      for (let ply = 0; ply < 600 && gaterunners.outcome(state).kind === 'ongoing'; ply++) {
        const seat = gaterunners.decision(state).seats[0] ?? 0;
        const moves = gaterunners.legalMoves(state, seat);
        const worth = (card: number) => {
          const printed = cardOf(config.decks, card);
          return printed?.kind === 'unit' ? printed.power : 0;
        };
        for (const move of moves) {
          if (move.type !== 'playAction' || move.pay.length === 0) continue;
          const chosen: Step[] = [{ kind: 'card', id: unitId(move.card) }, { kind: 'zone', id: laneZone(move.lane) }];
          const suggestion = suggestedPay(moves, chosen, worth);
          const ways = moves.filter((m): m is Extract<GrMove, { type: 'playAction' }> => m.type === 'playAction' && m.card === move.card && m.lane === move.lane);
          const cheapest = Math.min(...ways.map((m) => m.pay.reduce((sum, unit) => sum + worth(unit), 0)));
          const suggested = ways.find((m) => JSON.stringify(m.pay.map(unitId)) === JSON.stringify(suggestion));
          expect(suggested, 'the suggestion is a payment the rules allow').toBeDefined();
          expect(suggested?.pay.reduce((sum, unit) => sum + worth(unit), 0)).toBe(cheapest);
          // Only once the card and its lane are chosen: not after the card alone.
          expect(suggestedPay(moves, chosen.slice(0, 1), worth)).toBeNull();
          checked++;
        }
        state = gaterunners.applyLegal(state, seat, moves[(ply * 7 + game) % moves.length] as GrMove).state;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe('GR-32 an Enter ability with nothing to target', () => {
  it('GR-32 is not a step the person is asked to pick: no path of a move with NO_TARGET names it', () => {
    let untargeted = 0;
    for (let game = 0; game < 30 && untargeted < 20; game++) {
      const started = gaterunners.setup(DEFAULT_CONFIG, `no-target-${game}`);
      if (!started.ok) throw new Error('setup failed');
      let state: GrState = started.value;
      for (let ply = 0; ply < 600 && gaterunners.outcome(state).kind === 'ongoing'; ply++) {
        const seat = gaterunners.decision(state).seats[0] ?? 0;
        const moves = gaterunners.legalMoves(state, seat);
        const view = gaterunners.view(state, seat);
        for (const move of moves) {
          if (!('targets' in move) || !move.targets.includes(NO_TARGET)) continue;
          for (const path of gateRunnersSteps.paths(move, view)) expect(JSON.stringify(path)).not.toContain(`target:${NO_TARGET}`);
          untargeted++;
        }
        state = gaterunners.applyLegal(state, seat, moves[(ply * 5 + game) % moves.length] as GrMove).state;
      }
    }
    expect(untargeted, 'moves with an Enter ability that has no target').toBeGreaterThan(0);
  });
});
