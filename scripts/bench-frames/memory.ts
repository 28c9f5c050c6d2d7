/**
 * The memory half of the frame bench (`npm run bench:frames -- --memory`): many games in one page, the computer
 * against the computer, each started from the menu and left through the game-over panel's Menu button, so whatever
 * a table leaves behind (listeners, tweens, textures, a director not disposed) piles up. At checkpoints, back at
 * the menu, the JS heap after forced collections (CDP HeapProfiler.collectGarbage twice, then
 * Runtime.getHeapUsage) and the DOM counters (Memory.getDOMCounters: documents, nodes, JS event listeners).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { GameId } from '../../src/rules/catalog';
import { fastestAnimations } from '../../tests/e2e/helpers';
import type { Level } from './tables';
import { TABLES, menuReady, startComputerGame } from './tables';

export interface MemoryOptions {
  readonly game: GameId;
  readonly games: number;
  readonly level: Level;
  readonly reducedMotion: boolean;
  /** A directory for a heap snapshot at each checkpoint (`<games>.heapsnapshot`: compare two in Chrome's DevTools). */
  readonly snapshots?: string | undefined;
  /** Query parameters added to the page's address (`framecache=off` with --framecache-off). */
  readonly query?: readonly string[];
}

export interface HeapCheckpoint {
  readonly games: number;
  readonly heapMB: number;
  readonly documents: number;
  readonly nodes: number;
  readonly listeners: number;
  readonly seconds: number;
  /**
   * With --snapshots: the heap snapshot's compiled code (its `code` nodes: bytecode and the optimizer's machine
   * code), which grows as V8 optimises what runs hot, game after game, with nothing kept alive by the app.
   */
  readonly codeMB?: number;
}

/** The MB of `code` nodes in a heap snapshot (Chrome's format: a flat node array described by its meta). */
export function codeInSnapshot(text: string): number {
  const parsed = JSON.parse(text) as { snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } }; nodes: number[] };
  const fields = parsed.snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = parsed.snapshot.meta.node_types[0].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < parsed.nodes.length; i += fields.length) if (parsed.nodes[i + typeAt] === code) bytes += parsed.nodes[i + sizeAt] ?? 0;
  return Math.round(bytes / 10_485.76) / 100;
}

async function heapNow(cdp: CDPSession, page: Page): Promise<Omit<HeapCheckpoint, 'games' | 'seconds'>> {
  await page.waitForTimeout(1000); // the menu's entrance tweens finish
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  return { heapMB: Math.round(heap.usedSize / 10_485.76) / 100, documents: dom.documents, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

/** Writes a heap snapshot to `path`; returns its compiled code in MB. */
async function snapshot(cdp: CDPSession, path: string): Promise<number> {
  const chunks: string[] = [];
  const take = (e: { chunk: string }): void => void chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  mkdirSync(dirname(path), { recursive: true });
  const text = chunks.join('');
  writeFileSync(path, text);
  return codeInSnapshot(text);
}

/** Waits (polling the test hooks once a second) until `id`'s game is over and its table still; returns the game-over panel's Menu button. */
async function untilGameOver(page: Page, id: GameId, timeoutMs: number): Promise<[number, number]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const menu = await page.evaluate((game) => {
      const table = window.__gatehouse?.[game] as { animating: boolean; gameOver?: { menu: { x: number; y: number } } | null } | null;
      const over = table && !table.animating ? table.gameOver : null;
      return over ? ([over.menu.x, over.menu.y] as [number, number]) : null;
    }, id);
    if (menu) return menu;
    if (Date.now() > until) throw new Error(`${id}: no game over within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(1000);
  }
}

/** Checkpoints at 1, 5, every 10th game and the last. */
function isCheckpoint(played: number, total: number): boolean {
  return played === 1 || played === 5 || played % 10 === 0 || played === total;
}

export async function memoryRun(browser: Browser, origin: string, opts: MemoryOptions, log: (line: string) => void): Promise<HeapCheckpoint[]> {
  const table = TABLES.find((t) => t.id === opts.game);
  if (!table || table.seats < 2) throw new Error(`--memory-game: one of ${TABLES.filter((t) => t.seats > 1).map((t) => t.id).join(', ')} (a table with a game-over panel)`);
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cdp = await context.newCDPSession(page);
  const started = Date.now();
  const out: HeapCheckpoint[] = [];
  try {
    await page.goto(`${origin}/?${['nosw', 'renderer=canvas', ...(opts.query ?? [])].join('&')}`);
    await menuReady(page);
    await fastestAnimations(page, (x, y) => page.mouse.click(x, y), { reducedMotion: opts.reducedMotion });
    await menuReady(page);
    for (let played = 1; played <= opts.games; played++) {
      const { overSave } = await startComputerGame(page, table.id, table.seats, opts.level, `memory-${played}`);
      if (overSave) log(`  game ${played}: the menu still listed a save of the game before, though it had ended (started over it)`);
      // The Menu button, pressed again if the menu has not come (a tap while the panel settled).
      for (let tries = 0; ; tries++) {
        await page.mouse.click(...(await untilGameOver(page, table.id, 300_000)));
        const menu = await page.waitForFunction(() => window.__gatehouse?.ready.Menu === true, undefined, { timeout: 10_000 }).catch(() => null);
        if (menu) break;
        if (tries === 2) {
          await page.screenshot({ path: 'test-results/bench-memory-stuck.png' });
          throw new Error(`game ${played}: the Menu button did not lead to the menu (test-results/bench-memory-stuck.png)`);
        }
      }
      await menuReady(page);
      if (isCheckpoint(played, opts.games)) {
        const heap = { games: played, ...(await heapNow(cdp, page)), seconds: Math.round((Date.now() - started) / 1000) };
        const point: HeapCheckpoint = opts.snapshots ? { ...heap, codeMB: await snapshot(cdp, `${opts.snapshots}/${played}.heapsnapshot`) } : heap;
        out.push(point);
        log(`  after ${played} games: heap ${point.heapMB} MB${point.codeMB === undefined ? '' : ` (compiled code ${point.codeMB} MB)`}, ${point.nodes} DOM nodes, ${point.listeners} listeners (${point.seconds} s)`);
      }
    }
  } finally {
    if (errors.length > 0) log(`  page errors: ${errors.slice(0, 5).join(' | ')}`);
    await context.close();
  }
  return out;
}
