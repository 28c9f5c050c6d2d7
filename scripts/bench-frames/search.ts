/**
 * The computer's search where it runs for a player: in the page's AI worker (Chromium's V8, with its Maglev and
 * TurboFan tiers), against the same search in Node (`npm run bench`'s engine). Each table's game is played by a
 * fixed rule (a legal move picked by the ply number) over seeded games, and every third decision's view is kept; the
 * page asks its worker (`__gatehouse.aiRoundTrip`) for an ISMCTS move on each view with a fixed iteration budget,
 * three rounds over the list, and so does this process through the service the worker runs. A rate much lower in the
 * worker than in Node points at the browser's compilers (GateRunners' `unitsByCard` looped through Maglev, compiled
 * and thrown away hundreds of times in 8 s: docs/architecture.md, "The frame bench", `--search`).
 */
import type { Browser } from '@playwright/test';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { loadGameModule } from '../../src/rules/games';
import { think } from '../../src/ai/service';
import { menuReady } from './tables';

export interface SearchRow {
  readonly table: string;
  readonly thinks: number;
  readonly iterations: number;
  /** Iterations a second, per round over the views: in Node (this process), and in the page's worker. */
  readonly node: readonly number[];
  readonly worker: readonly number[];
}

/** Views of `count` decisions (every third one) over seeded games of `module`, with the seat that decides. */
function viewsOf(module: GameModule, seats: number, count: number): { view: unknown; seat: Seat }[] {
  const views: { view: unknown; seat: Seat }[] = [];
  for (let game = 0; views.length < count && game < 50; game++) {
    const started = module.setup(module.defaultConfig(seats), `bench-search-${game}`);
    if (!started.ok) throw new Error(`${module.id}: no setup`);
    let state = started.value;
    for (let ply = 0; ply < 600 && views.length < count; ply++) {
      const seat = module.decision(state).seats[0];
      if (seat === undefined) break;
      const legal = module.legalMoves(state, seat);
      if (legal.length === 0) break;
      if (ply % 3 === 0 && legal.length > 1) views.push({ view: module.view(state, seat), seat });
      const next = module.apply(state, seat, legal[(ply * 7919 + game * 31) % legal.length] as MoveBase);
      if (!next.ok) throw new Error(`${module.id}: a legal move was refused`);
      state = next.value.state;
    }
  }
  return views;
}

const ROUNDS = 3;

export async function searchRun(browser: Browser, origin: string, table: { readonly id: string; readonly seats: number }, iterations: number, count: number): Promise<SearchRow> {
  const module = await loadGameModule(table.id);
  if (!module) throw new Error(`no game ${table.id}`);
  const views = viewsOf(module, table.seats, count);
  const bot = `ismcts:${iterations}`;
  const node: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (const [i, v] of views.entries()) {
      const answer = await think({ game: table.id, view: v.view, seat: v.seat, bot, seed: `search-${i}` });
      if (!answer.ok) throw new Error(`${table.id}: the search refused (${answer.error.code})`);
    }
    node.push(Math.round((views.length * iterations) / ((performance.now() - start) / 1000)));
  }
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/?nosw&renderer=canvas`);
    await menuReady(page);
    const worker = await page.evaluate(
      async ([game, list, botId, rounds, perThink]) => {
        const rates: number[] = [];
        for (let round = 0; round < rounds; round++) {
          const start = performance.now();
          for (const [i, v] of list.entries()) {
            const answer = (await window.__gatehouse?.aiRoundTrip({ game, view: v.view, seat: v.seat, bot: botId, seed: `search-${i}` })) as { ok: boolean } | undefined;
            if (!answer?.ok) throw new Error(`${game}: the worker refused`);
          }
          rates.push(Math.round((list.length * perThink) / ((performance.now() - start) / 1000)));
        }
        return rates;
      },
      [table.id, views, bot, ROUNDS, iterations] as const,
    );
    return { table: table.id, thinks: views.length, iterations, node, worker };
  } finally {
    await context.close();
  }
}
