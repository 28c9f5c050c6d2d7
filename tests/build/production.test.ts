import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The production bundle must carry no test hooks and no component gallery; each lazy chunk stays separate.
describe('production build', () => {
  const out = mkdtempSync(join(tmpdir(), 'gatehouse-prod-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  // Vitest sets NODE_ENV=test, which would make Vite build in development flavour: build as `npm run build` does.
  execFileSync('npx', ['vite', 'build', '--outDir', out, '--logLevel', 'error'], { stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  const js = readdirSync(join(out, 'assets')).filter((f) => f.endsWith('.js'));
  const code = js.map((f) => readFileSync(join(out, 'assets', f), 'utf8')).join('\n');
  const fail = (what: string) => `production bundle contains ${what}`;

  it('has no test hooks, no gallery scene and no fixture game', () => {
    expect(js.length).toBeGreaterThan(0);
    expect(code.includes('__gatehouse'), fail('the test hooks')).toBe(false);
    expect(code.includes('aiRoundTrip'), fail('the test hooks')).toBe(false);
    expect(code.includes('Component gallery'), fail('the gallery scene')).toBe(false);
    expect(code.includes('High Card (test fixture)'), fail('the fixture game')).toBe(false);
  });

  it('carries a strict Content-Security-Policy: scripts from its own files only, no inline script, no eval', () => {
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy, 'the built page has a policy').toBeDefined();
    expect(policy?.split('; ')).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(html.indexOf('Content-Security-Policy'), 'the policy comes before any script').toBeLessThan(html.indexOf('<script'));
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], 'inline scripts').toEqual([]);
    expect(html.includes('<style'), 'inline styles').toBe(false);
  });

  it('ships the slim Phaser (no physics, no tilemaps) and a service worker', () => {
    expect(code.includes('ArcadePhysics'), fail('arcade physics')).toBe(false);
    expect(code.includes('TilemapCSVFile'), fail('tilemaps')).toBe(false);
    expect(code.includes('Mesh2D'), fail('meshes')).toBe(false);
    expect(code.includes('registerServiceWorker') || code.includes('messageSkipWaiting') || code.includes('workbox'), 'the service worker is registered').toBe(true);
    expect(readdirSync(out)).toContain('sw.js');
    expect(readdirSync(out)).toContain('manifest.webmanifest');
  });
});
