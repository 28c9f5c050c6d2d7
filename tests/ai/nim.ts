/**
 * Test-only game where search depth matters (unlike highcard, which a few dozen iterations already play as
 * well as any): 21 tokens, take 1–3 in turn, whoever takes the last token wins. Perfect information, so
 * determinize is a copy; the winning line (leave a multiple of 4) is several plies deep.
 */
import type { Decision, Outcome, PhaseTable } from '../../src/rules/core/module';
import { defineGame, describeCoreError } from '../../src/rules/core/module';
import { err, ok } from '../../src/rules/core/result';
import { createRng } from '../../src/rules/core/rng';
import type { RngState } from '../../src/rules/core/rng';

interface NimConfig { readonly seats: 2; readonly tokens: number }
export interface NimState { readonly config: NimConfig; readonly rng: RngState; readonly tokens: number; readonly turn: number; readonly winner: number | null }
type NimMove = { readonly type: 'take'; readonly n: number };
type NimEvent = { readonly type: 'took'; readonly n: number };
type NimError = { readonly code: 'BAD_TAKE'; readonly n: number };

const phases: PhaseTable<'play', 'take'> = { play: { label: 'Play', moves: ['take'], next: ['play'] } };

export const nim = defineGame<NimConfig, NimState, NimState, NimMove, NimEvent, NimError, never, 'play'>({
  id: 'nim',
  title: 'Nim (test fixture)',
  stateVersion: 1,
  minSeats: 2,
  maxSeats: 2,
  phases,
  defaultConfig: () => ({ seats: 2, tokens: 21 }),
  seatCount: () => 2,
  setup: (config, seed) => ok({ config, rng: createRng(seed), tokens: config.tokens, turn: 0, winner: null }),
  phaseOf: () => 'play',
  decision: (s): Decision => (s.winner === null ? { seats: [s.turn], kind: 'turn' } : { seats: [], kind: 'none' }),
  legalMoves: (s) => [1, 2, 3].filter((n) => n <= s.tokens).map((n) => ({ type: 'take', n })),
  validate: (s, _seat, m) => (m.n >= 1 && m.n <= 3 && m.n <= s.tokens ? null : { code: 'BAD_TAKE', n: m.n }),
  apply: (s, seat, m) => {
    const tokens = s.tokens - m.n;
    return { state: { ...s, tokens, turn: 1 - seat, winner: tokens === 0 ? seat : null }, events: [{ type: 'took', n: m.n }] };
  },
  view: (s) => s,
  spectatorView: (s) => s,
  determinize: (v) => v,
  outcome: (s): Outcome => (s.winner === null ? { kind: 'ongoing' } : { kind: 'win', winners: [s.winner], reason: 'took the last token' }),
  parseMove: (json) => {
    const m = json as { type?: unknown; n?: unknown };
    return m && m.type === 'take' && typeof m.n === 'number' ? ok({ type: 'take', n: m.n }) : err({ code: 'MALFORMED_MOVE', reason: 'take n' });
  },
  parseConfig: (json) => ok(json as NimConfig),
  parseState: (json) => ok(json as NimState),
  describeError: (e) => (e.code === 'BAD_TAKE' ? `Cannot take ${e.n}.` : describeCoreError(e)),
  describeEvent: (e) => `Took ${e.n}.`,
});
