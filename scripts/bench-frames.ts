/**
 * Frame times and memory in headless Chromium, on the built app (`npm run bench:frames [-- options]`). Reports
 * numbers; asserts nothing. How to read it: docs/architecture.md, "The frame bench".
 *
 * Frames: for each table, a game with the computer in every seat (Normal by default) at 1× animation speed, recorded
 * for --seconds from the moment the table is ready: every animation frame's time, long tasks, and when the computer
 * thought (scripts/bench-frames/recorder.ts). Per table, once at full speed and once with the CPU throttled
 * (--throttle, 4× by default: CDP Emulation.setCPUThrottlingRate), each in a fresh page: Canvas renderer, and WebGL
 * too with --webgl (SwiftShader here, software-rendered). Frame times count only while something moves on the
 * table (see `summarise`); still time is reported as a share, not averaged in.
 *
 * The other side's turn (--turns): per table, each computer move's time from the last one shown to its own (its
 * thinking and the animation of the move before), at 1× and 2× animation speed (scripts/bench-frames/turns.ts).
 *
 * The search (--search): per table, the computer's ISMCTS rate over the same views in Node and in the page's AI
 * worker (scripts/bench-frames/search.ts).
 *
 * Memory (--memory): --games games computer against computer in one page at the fastest animation speed, the heap
 * after forced collections at checkpoints (scripts/bench-frames/memory.ts).
 *
 * It builds the e2e bundle (`npm run build:e2e`: the production build plus the read-only test hooks it starts games
 * with; --no-build uses dist-e2e as it is) and serves it with vite preview.
 *
 * Options: --tables gatekeeper,gate,gaterunners,gateway  --seconds 25  --level easy|medium|hard  --throttle 4
 *          (frames: Normal by default; memory: Easy) --webgl  --pacing-off (every frame drawn: the pacer's baseline)  --framecache-off (every frame drawn whole: the still-frame cache's baseline)  --cardbake-off (card faces as separate objects: the baked faces' baseline)  --graphicsbake-off (large Graphics drawn
 *          as paths every time: their pictures' baseline)  --memory [--games 50]  --turns
 *          [--memory-game gatekeeper] [--full-motion: without reduced motion]  --search [--iterations 2000]  --json  --port 4376  --no-build
 *          --profile <dir> (a CDP CPU profile of each window, <table>-<mode>.cpuprofile: open it in Chrome's DevTools)
 *          --long-tasks (frames: each long task while the computer thought, when in its think it began, and from a
 *          trace of the window how much of it the main thread ran rather than waited for a core)
 *          --snapshots <dir> (memory: a heap snapshot at each checkpoint, <games>.heapsnapshot)
 */
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { preview } from 'vite';
import type { GameId } from '../src/rules/catalog';
import type { HeapCheckpoint } from './bench-frames/memory';
import { memoryRun } from './bench-frames/memory';
import type { FrameSummary } from './bench-frames/recorder';
import { RECORDER, summarise } from './bench-frames/recorder';
import type { Level } from './bench-frames/tables';
import type { TurnRow } from './bench-frames/turns';
import { turnsRun } from './bench-frames/turns';
import type { SearchRow } from './bench-frames/search';
import { searchRun } from './bench-frames/search';
import { TABLES, gameOverOf, menuReady, pliesOf, startComputerGame } from './bench-frames/tables';
import { longTaskCpu, tracedTasks } from './bench-frames/task-cpu';

const { values: args } = parseArgs({
  options: {
    tables: { type: 'string', default: TABLES.map((t) => t.id).join(',') },
    seconds: { type: 'string', default: '25' },
    level: { type: 'string' },
    throttle: { type: 'string', default: '4' },
    webgl: { type: 'boolean', default: false },
    'pacing-off': { type: 'boolean', default: false },
    'framecache-off': { type: 'boolean', default: false },
    'cardbake-off': { type: 'boolean', default: false },
    'graphicsbake-off': { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    turns: { type: 'boolean', default: false },
    search: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '2000' },
    games: { type: 'string', default: '50' },
    'memory-game': { type: 'string', default: 'gatekeeper' },
    'full-motion': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    port: { type: 'string', default: '4376' },
    'no-build': { type: 'boolean', default: false },
    'long-tasks': { type: 'boolean', default: false },
    profile: { type: 'string' },
    snapshots: { type: 'string' },
  },
  strict: true,
});

const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
const log = (line: string): void => void process.stderr.write(`${line}\n`);
const load = (): number => Math.round((loadavg()[0] ?? 0) * 100) / 100;

interface FrameRow extends FrameSummary {
  readonly table: GameId;
  readonly mode: string;
  /** One-minute load average before and after the run. */
  readonly load: readonly [number, number];
  /** Plies played in the window, and whether the game ended in it. */
  readonly plies: number;
  readonly ended: boolean;
  /**
   * The page's main thread: its tasks' time as a share of the window, and per frame drawn, in ms (CDP
   * Performance.getMetrics' TaskDuration; throttled time at 4×): finer than frame times, which vsync rounds.
   */
  readonly busy: number;
  readonly msPerFrame: number;
  readonly errors: readonly string[];
}

async function frameRun(browser: Browser, origin: string, table: (typeof TABLES)[number], mode: { label: string; rate: number; webgl: boolean }): Promise<FrameRow> {
  const before = load();
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ content: RECORDER });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('GPU stall due to ReadPixels')) errors.push(m.text());
  });
  try {
    const query = [...(mode.webgl ? [] : ['renderer=canvas']), ...(args['pacing-off'] ? ['pacing=off'] : []), ...(args['framecache-off'] ? ['framecache=off'] : []), ...(args['cardbake-off'] ? ['cardbake=off'] : []), ...(args['graphicsbake-off'] ? ['graphicsbake=off'] : [])];
    await page.goto(`${origin}/?nosw${query.map((q) => `&${q}`).join('')}`);
    await menuReady(page);
    await startComputerGame(page, table.id, table.seats, (args.level ?? 'medium') as Level, `bench-${table.id}`);
    const cdp = await context.newCDPSession(page);
    if (mode.rate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: mode.rate });
    if (args.profile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const pliesBefore = (await pliesOf(page, table.id)) ?? 0;
    await cdp.send('Performance.enable');
    const taskSeconds = async (): Promise<number> => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN;
    const tasksBefore = await taskSeconds();
    // With --long-tasks a trace of the window gives each task's thread time (scripts/bench-frames/task-cpu.ts).
    if (args['long-tasks']) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
    await page.evaluate(() => window.__benchFrames?.start());
    await page.waitForTimeout(Number(args.seconds) * 1000);
    const raw = await page.evaluate(() => window.__benchFrames?.take() ?? null);
    const traced = args['long-tasks'] ? tracedTasks(JSON.parse((await browser.stopTracing()).toString('utf8')), raw?.from ?? 0) : null;
    const tasks = (await taskSeconds()) - tasksBefore;
    if (args.profile) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(args.profile, { recursive: true });
      writeFileSync(`${args.profile}/${table.id}-${mode.label.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
    }
    if (!raw) throw new Error('the recorder is missing');
    const plies = ((await pliesOf(page, table.id)) ?? 0) - pliesBefore;
    const ended = (await gameOverOf(page, table.id)) === true;
    const counted = summarise(raw);
    const summary = traced ? { ...counted, thinkingLongTasks: counted.thinkingLongTasks.map((task) => ({ ...task, cpuMs: longTaskCpu(task.start, task.durationMs, traced) })) } : counted;
    const busy = Math.round((tasks / Number(args.seconds)) * 100) / 100;
    const msPerFrame = Math.round((tasks * 1000 * 10) / Math.max(1, summary.drawn)) / 10;
    return { table: table.id, mode: mode.label, load: [before, load()], ...summary, plies, ended, busy, msPerFrame, errors };
  } finally {
    await context.close();
  }
}

const pad = (s: string | number, n: number): string => String(s).padStart(n);

function printFrames(rows: readonly FrameRow[]): void {
  const head = `${'table'.padEnd(12)} ${'mode'.padEnd(18)} ${pad('load', 10)} ${pad('moving', 7)} ${pad('p50', 6)} ${pad('p95', 6)} ${pad('p99', 6)} ${pad('worst', 6)} ${pad('>33ms', 6)} ${pad('LT>50', 6)} ${pad('longest', 7)} ${pad('LT think', 8)} ${pad('thinks', 6)} ${pad('plies', 5)} ${pad('busy', 5)} ${pad('ms/fr', 6)}`;
  console.log(head);
  for (const r of rows) {
    console.log(
      `${r.table.padEnd(12)} ${r.mode.padEnd(18)} ${pad(`${r.load[0]}→${r.load[1]}`, 10)} ${pad(`${Math.round(r.movingShare * 100)}%`, 7)} ${pad(r.p50, 6)} ${pad(r.p95, 6)} ${pad(r.p99, 6)} ${pad(r.worst, 6)} ${pad(r.over33, 6)} ${pad(r.longTasks, 6)} ${pad(r.longestTask, 7)} ${pad(r.longTasksThinking, 8)} ${pad(r.thinks, 6)} ${pad(`${r.plies}${r.ended ? '*' : ''}`, 5)} ${pad(`${Math.round(r.busy * 100)}%`, 5)} ${pad(r.msPerFrame, 6)}`,
    );
  }
  console.log(`frame times in ms over the intervals next to a frame drawn because something moved ("moving": their share of the ${args.seconds} s window); LT: long tasks over 50 ms (all, the longest in ms, those inside the computer's thinking); * the game ended in the window; busy: the main thread's task time as a share of the window, ms/fr: that time per frame drawn`);
  for (const r of rows.filter((x) => x.errors.length > 0)) console.log(`${r.table} ${r.mode}: page errors: ${r.errors.slice(0, 3).join(' | ')}`);
  if (!args['long-tasks']) return;
  console.log("long tasks while the computer thought: ms after its request they began, of the think's ms (the task's ms; of them the main thread's own, the rest waiting for a core)");
  for (const r of rows.filter((x) => x.thinkingLongTasks.length > 0)) {
    const own = r.thinkingLongTasks.filter((t) => (t.cpuMs ?? 0) > 50).length;
    console.log(`${r.table} ${r.mode}: ${r.thinkingLongTasks.map((t) => `+${t.afterMs} of ${t.thinkMs} (${t.durationMs}; own ${t.cpuMs ?? '?'})`).join(', ')}; over 50 ms of its own: ${own}`);
  }
}

function printTurns(rows: readonly TurnRow[]): void {
  console.log(`${'table'.padEnd(12)} ${pad('speed', 5)} ${pad('moves', 5)} ${pad('p50', 6)} ${pad('p90', 6)} ${pad('longest', 7)}`);
  for (const r of rows) console.log(`${r.table.padEnd(12)} ${pad(`${r.speed}×`, 5)} ${pad(r.moves, 5)} ${pad(r.p50, 6)} ${pad(r.p90, 6)} ${pad(r.longest, 7)}`);
  console.log(`ms per computer move, from the move before shown to this one shown (thinking and animation), the computer (${args.level ?? 'medium'}) in every seat, ${args.seconds} s a run`);
  for (const r of rows.filter((x) => x.errors.length > 0)) console.log(`${r.table} ${r.speed}×: page errors: ${r.errors.slice(0, 3).join(' | ')}`);
}

function printSearch(rows: readonly SearchRow[]): void {
  console.log(`${'table'.padEnd(12)} ${pad('thinks', 6)}  ${'Node, iterations/s by round'.padEnd(30)} ${'page worker, by round'.padEnd(30)} worker/Node (last round)`);
  for (const r of rows) console.log(`${r.table.padEnd(12)} ${pad(r.thinks, 6)}  ${r.node.join(', ').padEnd(30)} ${r.worker.join(', ').padEnd(30)} ${((r.worker.at(-1) ?? 0) / (r.node.at(-1) ?? 1)).toFixed(2)}`);
  console.log(`ISMCTS at ${args.iterations} iterations a think over the same views, in this Node process and in the page's AI worker (Chromium), three rounds each`);
}

function printMemory(points: readonly HeapCheckpoint[]): void {
  const at = (n: number) => points.find((p) => p.games === n);
  const fifth = at(5);
  const last = points[points.length - 1];
  const change = (after: number, before: number) => `${after > before ? '+' : ''}${Math.round((after / before - 1) * 1000) / 10}%`;
  const withoutCode = fifth?.codeMB !== undefined && last?.codeMB !== undefined ? `; without compiled code ${change(last.heapMB - last.codeMB, fifth.heapMB - fifth.codeMB)}` : '';
  const growth = fifth && last && last !== fifth ? `, ${last.games} vs 5 games: ${change(last.heapMB, fifth.heapMB)}${withoutCode}` : '';
  console.log(`memory (${args['memory-game']}, ${args.games} games, computer ${args.level ?? 'easy'} against computer${growth}):`);
  for (const p of points) console.log(`  ${pad(p.games, 3)} games  heap ${pad(p.heapMB.toFixed(2), 6)} MB${p.codeMB === undefined ? '' : `  compiled code ${pad(p.codeMB.toFixed(2), 5)} MB`}  documents ${p.documents}  DOM nodes ${p.nodes}  listeners ${p.listeners}  at ${p.seconds} s`);
}

async function main(): Promise<void> {
  if (!args['no-build']) {
    log('building dist-e2e (npm run build:e2e) …');
    execSync('npm run build:e2e', { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  if (!existsSync('dist-e2e/index.html')) throw new Error('no dist-e2e: run without --no-build');
  const port = Number(args.port);
  const server = await preview({ build: { outDir: 'dist-e2e' }, preview: { port, strictPort: true }, logLevel: 'silent' });
  const origin = `http://localhost:${port}`;
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-quic', '--disable-background-networking'] });
  try {
    if (args.memory) {
      // The fastest the settings allow: 2× and, unless --full-motion, reduced motion (every animation's code runs, in a millisecond).
      const level = (args.level ?? 'easy') as Level;
      log(`memory: ${args.games} games of ${args['memory-game']} (load ${load()})`);
      const points = await memoryRun(browser, origin, { game: args['memory-game'] as GameId, games: Number(args.games), level, reducedMotion: !args['full-motion'], snapshots: args.snapshots, query: args['framecache-off'] ? ['framecache=off'] : [] }, log);
      if (args.json) console.log(JSON.stringify({ memory: points, load: load() }, null, 2));
      else printMemory(points);
      return;
    }
    const wanted = args.tables.split(',');
    if (args.search) {
      const rows: SearchRow[] = [];
      for (const table of TABLES.filter((t) => wanted.includes(t.id))) {
        log(`${table.id}, the search in Node and in the page's worker (load ${load()}) …`);
        rows.push(await searchRun(browser, origin, table, Number(args.iterations), 120));
      }
      if (args.json) console.log(JSON.stringify(rows, null, 2));
      else printSearch(rows);
      return;
    }
    if (args.turns) {
      const rows: TurnRow[] = [];
      for (const table of TABLES.filter((t) => wanted.includes(t.id))) {
        for (const speed of [1, 2]) {
          log(`${table.id}, turns at ${speed}× (load ${load()}) …`);
          rows.push(await turnsRun(browser, origin, table, speed, Number(args.seconds), (args.level ?? 'medium') as Level));
        }
      }
      if (args.json) console.log(JSON.stringify(rows, null, 2));
      else printTurns(rows);
      return;
    }
    const modes = [
      { label: 'canvas 1×', rate: 1, webgl: false },
      { label: `canvas cpu×${args.throttle}`, rate: Number(args.throttle), webgl: false },
      ...(args.webgl ? [{ label: 'webgl 1×', rate: 1, webgl: true }, { label: `webgl cpu×${args.throttle}`, rate: Number(args.throttle), webgl: true }] : []),
    ];
    const rows: FrameRow[] = [];
    for (const table of TABLES.filter((t) => wanted.includes(t.id))) {
      for (const mode of modes) {
        log(`${table.id}, ${mode.label} (load ${load()}) …`);
        rows.push(await frameRun(browser, origin, table, mode));
      }
    }
    if (args.json) console.log(JSON.stringify(rows, null, 2));
    else printFrames(rows);
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.httpServer.close(() => r()));
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
