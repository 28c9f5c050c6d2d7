/**
 * A table at a chosen position, reached as a player reaches it: a game played here in Node by a simple plan becomes
 * a replay link (issue 21's `#replay/…`), the app opens the link, and "Take over" makes its last position still in
 * play a game in which the person plays the seat about to move. The size and end-of-game tests start from there
 * instead of playing every move before it through the browser.
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { GameId } from '../../src/rules/catalog';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import type { MoveRecord } from '../../src/rules/core/replay';
import { stateHash } from '../../src/rules/core/hash';
import type { ReplayRecord } from '../../src/machines/replay-record';
import { replayFragment } from '../../src/machines/replay-link';
import type { SeatController } from '../../src/machines/match-logic';
import { centre } from './helpers';

/** What the plan sees of a position: the seat's legal moves and its view. */
export interface PlanInput<M, V> {
  readonly legal: readonly M[];
  readonly view: V;
}

/**
 * A game of `module` from `seed`, each move the plan's, until `stop` holds after a move (or the game ends). The
 * record is what the app keeps of a game, so its link opens like one the app made.
 */
export function recordGame<C, S extends object, V, M extends MoveBase>(
  game: GameId,
  module: GameModule<C, S, V, M>,
  opts: { readonly config: C; readonly seed: string; readonly plan: (input: PlanInput<M, V>) => M | undefined; readonly stop?: (view: V, plies: number) => boolean; readonly limit?: number },
): ReplayRecord {
  const setup = module.setup(opts.config, opts.seed);
  if (!setup.ok) throw new Error(`setup: ${JSON.stringify(setup.error)}`);
  let state = setup.value;
  const moves: MoveRecord[] = [];
  const limit = opts.limit ?? 3000;
  while (module.outcome(state).kind === 'ongoing' && moves.length < limit) {
    const seat = module.decision(state).seats[0] as Seat;
    const legal = module.legalMoves(state, seat);
    const move = opts.plan({ legal, view: module.view(state, seat) }) ?? legal[0];
    if (!move) throw new Error('no legal move');
    state = module.applyLegal(state, seat, move).state;
    moves.push({ seat, move });
    if (opts.stop && module.outcome(state).kind === 'ongoing') {
      const next = module.decision(state).seats[0] as Seat;
      if (opts.stop(module.view(state, next), moves.length)) break;
    }
  }
  const seats: SeatController[] = Array.from({ length: module.seatCount(opts.config) }, (_, i) => (i === 0 ? { kind: 'human' } : { kind: 'computer', bot: 'easy' }));
  return { game, rulesVersion: module.stateVersion, config: opts.config, seed: opts.seed, seats, moves, result: module.outcome(state), hash: stateHash(state), date: '2026-11-26T09:00:00.000Z' };
}

let visits = 0;

/**
 * Opens `record`'s link in `page` (a new document, so the link is read as the page opens; the settings already
 * made in this page's storage stay), presses Take over, starts with the seats the panel offers (the person on the
 * seat about to move, the computer at Normal on the others), and waits for `game`'s table.
 */
export async function takeOver(page: Page, game: GameId, record: ReplayRecord): Promise<void> {
  await page.goto(`./?nosw&renderer=canvas&visit=${++visits}${replayFragment(record)}`);
  await page.waitForFunction(() => {
    const link = window.__gatehouse?.menu?.replayLink;
    return !!link && link.status !== 'checking';
  }, undefined, { timeout: 30_000 });
  const outcome = await page.evaluate(() => window.__gatehouse?.menu?.replayLink ?? null);
  expect(outcome).toMatchObject({ status: 'opened', game, plies: record.moves.length });
  await page.waitForFunction(() => window.__gatehouse?.menu?.panel === 'replay' && window.__gatehouse.menu.animating === false);
  const button = await page.evaluate(() => window.__gatehouse?.menu?.replayControls?.takeOver ?? null);
  if (!button) throw new Error('no Take over button');
  await page.mouse.click(...centre(button));
  await startOfferedSeats(page);
  // Over a game of the same kind in progress (its save), the menu asks first: "Start a new game?", accepted.
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true || window.__gatehouse?.menu?.panel === 'confirm', game, { timeout: 30_000 });
  if ((await page.evaluate(() => window.__gatehouse?.menu?.panel ?? null)) === 'confirm') {
    await page.waitForFunction(() => window.__gatehouse?.menu?.animating === false && !!window.__gatehouse.menu.confirmControls);
    const accept = await page.evaluate(() => window.__gatehouse?.menu?.confirmControls?.accept ?? null);
    if (!accept) throw new Error('no Start new game button');
    await page.mouse.click(...centre(accept));
  }
  await page.waitForFunction((id) => window.__gatehouse?.[id]?.ready === true, game, { timeout: 30_000 });
}

/** The seats panel of a position about to start: once it is still, Start with the seats it offers (one person). */
export async function startOfferedSeats(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const menu = window.__gatehouse?.menu;
    return !!menu && menu.panel === 'seats' && menu.animating === false && !!menu.seatsControls;
  }, undefined, { timeout: 30_000 });
  const seats = await page.evaluate(() => window.__gatehouse?.menu?.seatsControls ?? null);
  if (!seats) throw new Error('no seats panel');
  expect(seats.choices.filter((choice) => choice === 'human')).toHaveLength(1);
  await page.mouse.click(...centre(seats.start));
}
