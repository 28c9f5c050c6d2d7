/** GW-93 at the table: the final scoring's parts, read from any seat's view once the game is over, add up to the rules' score. */
import { describe, expect, it } from 'vitest';
import type { GwEvent, GwState } from '../../../src/rules/gateway/index';
import { defaultConfig, gateway, scoreOf, scoreParts } from '../../../src/rules/gateway/index';

function playToEnd(seats: number, seed: string): { state: GwState; last: GwEvent[] } {
  const started = gateway.setup(defaultConfig(seats), seed);
  if (!started.ok) throw new Error('setup failed');
  let state = started.value;
  let last: GwEvent[] = [];
  for (let ply = 0; ply < 5000 && gateway.outcome(state).kind === 'ongoing'; ply++) {
    const seat = gateway.decision(state).seats[0] ?? 0;
    const moves = gateway.legalMoves(state, seat);
    const applied = gateway.applyLegal(state, seat, moves[(ply * 7) % moves.length] as NonNullable<(typeof moves)[number]>);
    state = applied.state;
    last = applied.events as GwEvent[];
  }
  return { state, last };
}

describe('GW-93 the final scoring, as every seat sees it', () => {
  for (const seats of [2, 4]) {
    it(`${seats} seats: every seat's Runestones are shown at the end, and the parts add up to the rules' score`, () => {
      const { state, last } = playToEnd(seats, `final-${seats}`);
      expect(gateway.outcome(state).kind).not.toBe('ongoing');
      const over = last.find((e) => e.type === 'gameOver');
      expect(over?.type).toBe('gameOver');
      for (let viewer = 0; viewer < seats; viewer++) {
        const view = gateway.view(state, viewer);
        for (let seat = 0; seat < seats; seat++) {
          expect(view.players[seat]?.runes).not.toBeNull();
          const parts = scoreParts(view, seat);
          expect(parts.total).toBe(scoreOf(state, seat));
          expect(parts.total).toBe(over?.type === 'gameOver' ? over.scores[seat] : NaN);
          expect(parts.infamy + parts.runestones + parts.districts + parts.central).toBe(parts.total);
        }
      }
    });
  }

  it("before the end, another seat's Runestones stay hidden (GW-80)", () => {
    const started = gateway.setup(defaultConfig(2), 'final-hidden');
    if (!started.ok) throw new Error('setup failed');
    expect(gateway.view(started.value, 0).players[1]?.runes).toBeNull();
  });
});
