/**
 * Time to the menu in headless Chromium, on the production build (`npm run bench:startup`, after `npm run build`).
 * Serves dist/ with vite preview, loads the page N times in fresh contexts (no cache, no service worker), and
 * reads the `gatehouse:menu-ready` User Timing mark: Canvas renderer, Canvas with 4× CPU throttling (a tablet-like
 * budget), and WebGL (software-rendered by SwiftShader here, so slower than on a real GPU).
 * Reports numbers; asserts nothing.
 */
import { chromium } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { preview } from 'vite';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 4476);
const executablePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

async function main(): Promise<void> {
  if (!existsSync('dist/index.html')) throw new Error('run `npm run build` first');
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = [...html.matchAll(/src="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const initialGzip = entry.reduce((n, f) => n + gzipSync(readFileSync(`dist/${f}`)).length, 0);
  const allJs = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));

  const server = await preview({ preview: { port: PORT, strictPort: true }, logLevel: 'silent' });
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: ['--disable-quic', '--disable-background-networking'] });
  const results: Record<string, number[]> = {};
  const configs = [['canvas', 1, 'canvas'], ['canvas cpu×4', 4, 'canvas'], ['webgl (SwiftShader)', 1, 'auto']] as const;
  try {
    for (const [label, rate, renderer] of configs) {
      results[label] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        if (rate > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
        await page.goto(`http://localhost:${PORT}/${renderer === 'canvas' ? '?renderer=canvas' : ''}`);
        const t = await page.waitForFunction(() => performance.getEntriesByName('gatehouse:menu-ready')[0]?.startTime, undefined, { timeout: 60_000 });
        results[label]?.push(Math.round((await t.jsonValue()) as number));
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await new Promise<void>((r) => server.httpServer.close(() => r()));
  }
  console.log(JSON.stringify({
    initialJsGzipKB: Math.round(initialGzip / 10.24) / 100,
    jsChunks: allJs.length,
    timeToMenuMs: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { median: median(v), runs: v }])),
  }, null, 2));
}

void main();
