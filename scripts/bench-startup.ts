/**
 * Time to the menu in headless Chromium, on the production build (`npm run bench:startup`, after `npm run build`).
 * Serves dist/ (or BENCH_DIST) with vite preview (port BENCH_PORT, 4476 by default) and reads three moments of each load:
 * `first-contentful-paint`, `gatehouse:menu-interactive` (the HTML menu shell takes a choice; src/main.ts) and
 * `gatehouse:menu-ready` (the Phaser menu is ready; src/scenes/Menu.ts), all from navigation start.
 *
 * - first visit: a fresh context each run (no HTTP cache, service workers blocked): Canvas renderer at 1× and with
 *   4× CPU throttling (a tablet-like budget), and WebGL (software-rendered by SwiftShader here, so slower than on a
 *   real GPU);
 * - repeat visit: a context that allows the service worker loads the page once, waits until the worker controls it
 *   (it has precached the app), then loads it again: that second load is measured, at 1× and 4×.
 *
 * Initial JS is what index.html loads before the shell is interactive: its entry script and the chunks that script
 * imports statically (modulepreload), gzipped. Reports numbers (RUNS per row, 5 by default); asserts nothing.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4476);
/** The build to serve: `dist` by default; another folder (BENCH_DIST) compares an older build with the same script. */
const DIST = process.env.BENCH_DIST ?? 'dist';
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
const MARKS = { firstPaint: 'first-contentful-paint', shellInteractive: 'gatehouse:menu-interactive', menuReady: 'gatehouse:menu-ready' } as const;
type Moment = keyof typeof MARKS;

interface Row {
  readonly label: string;
  readonly rate: number;
  readonly renderer: 'canvas' | 'auto';
  readonly visit: 'first' | 'repeat';
}

const ROWS: readonly Row[] = [
  { label: 'first visit, canvas', rate: 1, renderer: 'canvas', visit: 'first' },
  { label: 'first visit, canvas cpu×4', rate: 4, renderer: 'canvas', visit: 'first' },
  { label: 'first visit, webgl (SwiftShader)', rate: 1, renderer: 'auto', visit: 'first' },
  { label: 'repeat visit (service worker), canvas', rate: 1, renderer: 'canvas', visit: 'repeat' },
  { label: 'repeat visit (service worker), canvas cpu×4', rate: 4, renderer: 'canvas', visit: 'repeat' },
];

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const gzipKB = (files: string[]): number => Math.round(files.reduce((n, f) => n + gzipSync(readFileSync(`${DIST}/${f}`)).length, 0) / 10.24) / 100;

/** The page's scripts and stylesheets as index.html names them: the entry and its static imports come first. */
function initialFiles(): { js: string[]; css: string[] } {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const refs = (pattern: RegExp): string[] => [...html.matchAll(pattern)].map((m) => m[1] as string);
  return {
    js: [...refs(/<script[^>]+src="\.\/(assets\/[^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="\.\/(assets\/[^"]+\.js)"/g)],
    css: refs(/<link[^>]+rel="stylesheet"[^>]+href="\.\/(assets\/[^"]+\.css)"/g),
  };
}

/** Waits for the Phaser menu, then reads the three moments (ms from navigation start). */
async function moments(page: Page): Promise<Record<Moment, number>> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, MARKS.menuReady, { timeout: 60_000 });
  const read = await page.evaluate((marks) => Object.fromEntries(Object.entries(marks).map(([k, name]) => [k, performance.getEntriesByName(name)[0]?.startTime ?? NaN])), MARKS);
  return read as Record<Moment, number>;
}

async function throttled(context: BrowserContext, rate: number): Promise<Page> {
  const page = await context.newPage();
  if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

async function measure(browser: Browser, row: Row): Promise<Record<Moment, number>> {
  const url = `http://localhost:${PORT}/${row.renderer === 'canvas' ? '?renderer=canvas' : ''}`;
  const context = await browser.newContext({ serviceWorkers: row.visit === 'first' ? 'block' : 'allow', viewport: { width: 1280, height: 800 } });
  try {
    if (row.visit === 'repeat') {
      // The first visit installs the worker, which precaches the app and claims the page (clientsClaim).
      const first = await context.newPage();
      await first.goto(url);
      await moments(first);
      await first.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
      await first.close();
    }
    const page = await throttled(context, row.rate);
    await page.goto(url);
    return await moments(page);
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(`${DIST}/index.html`)) throw new Error('run `npm run build` first');
  const initial = initialFiles();
  const allJs = readdirSync(`${DIST}/assets`).filter((f) => f.endsWith('.js'));
  const phaserApp = allJs.filter((f) => f.startsWith('phaser-app-')).map((f) => `assets/${f}`);

  const server = await preview({ build: { outDir: DIST }, preview: { port: PORT, strictPort: true }, logLevel: 'silent' });
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-quic', '--disable-background-networking'] });
  const results: Record<string, Record<Moment, number[]>> = {};
  try {
    for (const row of ROWS) {
      const runs: Record<Moment, number[]> = { firstPaint: [], shellInteractive: [], menuReady: [] };
      for (let i = 0; i < RUNS; i++) {
        const m = await measure(browser, row);
        for (const k of Object.keys(runs) as Moment[]) runs[k].push(Math.round(m[k]));
      }
      results[row.label] = runs;
    }
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.httpServer.close(() => r()));
  }
  // "median (run, run, …)" per moment, one line per row.
  const summary = (runs: Record<Moment, number[]>) => Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, `${median(v)} (${v.join(', ')})`]));
  console.log(JSON.stringify({
    initialJsGzipKB: gzipKB(initial.js),
    initialJs: initial.js,
    initialCssGzipKB: gzipKB(initial.css),
    phaserAppGzipKB: gzipKB(phaserApp),
    jsChunks: allJs.length,
    msFromNavigationStart: Object.fromEntries(Object.entries(results).map(([label, runs]) => [label, summary(runs)])),
  }, null, 2));
}

void main();
