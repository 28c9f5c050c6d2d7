/** Shared test helpers for the bots: highcard positions reached by seeded random play. */
import { highcard } from '../fixtures/highcard';
import type { HcState } from '../fixtures/highcard';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';

export const hcModule = highcard as unknown as GameModule;

/** A state right after both seats kept their hands. */
export function midGame(seed: string): HcState {
  const r = highcard.setup(highcard.defaultConfig(2), seed);
  if (!r.ok) throw new Error('setup');
  let s = r.value;
  for (const [seat, move] of [[0, { type: 'keep' }], [1, { type: 'keep' }]] as const) {
    const a = highcard.apply(s, seat, move);
    if (!a.ok) throw new Error('apply');
    s = a.value.state;
  }
  return s;
}

/** Every decision point (state, deciding seat) of `games` seeded random highcard games with `seats` players. */
export function decisionPoints(seats: number, games: number, seed: string): { state: HcState; seat: Seat }[] {
  const rng = createRng(seed);
  const out: { state: HcState; seat: Seat }[] = [];
  for (let g = 0; g < games; g++) {
    const r = highcard.setup(highcard.defaultConfig(seats), `${seed}${g}`);
    if (!r.ok) throw new Error('setup');
    let s = r.value;
    while (highcard.outcome(s).kind === 'ongoing') {
      const deciding = highcard.decision(s).seats;
      for (const seat of deciding) out.push({ state: s, seat });
      const seat = deciding[nextInt(rng, deciding.length)] as Seat;
      const legal = highcard.legalMoves(s, seat);
      s = highcard.applyLegal(s, seat, legal[nextInt(rng, legal.length)] as never).state;
    }
  }
  return out;
}

/** The same position with one of the opponent's hidden cards swapped for one in the deck: seat 0's view is unchanged. */
export function hiddenTwin(s: HcState): HcState {
  const opp = s.hands[1]!.slice();
  const deck = s.deck.slice();
  [opp[0], deck[0]] = [deck[0]!, opp[0]!];
  return { ...s, hands: [s.hands[0]!, opp], deck };
}

/** True when `move` is legal for `seat` in the true state. */
export function isLegal(state: object, seat: Seat, move: MoveBase | null): boolean {
  return move !== null && hcModule.validate(state, seat, move) === null;
}
