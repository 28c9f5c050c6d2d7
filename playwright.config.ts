import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// Debian's chromium when present (this workplace cannot download Playwright's); Playwright's own elsewhere.
const systemChromium = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p): p is string => !!p && existsSync(p));
// E2E_PORT lets two work trees on one machine run their suites without reusing each other's server.
const PORT = Number(process.env.E2E_PORT ?? 4174);
/** The online game server's port (tests/e2e/online.spec.ts). */
const ONLINE_PORT = PORT + 1000;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}/`,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      // --disable-gpu: this machine has no GPU, and without the flag Chromium draws the 2D canvas and composites
      // the page through SwiftShader in its GPU process (about a core of its own during play). Drawn in software
      // in the page instead, the whole GateRunners game took 49 s where it took 80 s (59 against 92 CPU-seconds).
      // WebGL still runs (SwiftShader), so the WebGL tests keep their renderer.
      args: ['--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // The e2e build carries the read-only test hooks; the production build does not.
      command: `npm run build:e2e && npx vite preview --outDir dist-e2e --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
    {
      // The online game server (tests/e2e/online.spec.ts) serves the same e2e build on its own port, so the page
      // and the game server share an origin as they do in `npm run server`. It answers once the build exists.
      command: `npx tsx server/main.ts`,
      env: { PORT: String(ONLINE_PORT), STATIC_DIR: 'dist-e2e', DATA_DIR: 'test-results/online-rooms', GRACE_SECONDS: '60', BOT_THREADS: '1' },
      url: `http://localhost:${ONLINE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 240_000,
    },
  ],
});
