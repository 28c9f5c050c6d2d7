import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The Content-Security-Policy of every build (production and e2e; the dev server keeps Vite's inline HMR client):
 * scripts only from the app's own files (no inline script, no eval), styles from its own stylesheets, workers and
 * the service worker from its own origin; images, fonts and sounds also as data:/blob: URLs, which Phaser's loader
 * and the generated assets use. Checked in real Chromium by tests/e2e/csp.spec.ts.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Puts the policy right after the charset in the built page's head, before any script or stylesheet it governs. */
const contentSecurityPolicy: Plugin = {
  name: 'gatehouse-content-security-policy',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => {
      const charset = '<meta charset="UTF-8" />';
      if (!html.includes(charset)) throw new Error('index.html: the Content-Security-Policy goes after <meta charset="UTF-8" />, which is missing');
      return html.replace(charset, `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`);
    },
  },
};

// One config for dev, the production build and the e2e build (`--mode e2e` turns the test hooks on via .env.e2e).
export default defineConfig(({ command }) => ({
  base: './',
  // Builds use a slimmer Phaser made from its own source (src/scenes/phaser-custom.js); the dev server keeps the
  // prebuilt full bundle, since it serves Phaser's CommonJS source files unbundled.
  ...(command === 'build'
    ? {
        resolve: {
          alias: [
            { find: /^phaser$/, replacement: here('./src/scenes/phaser-custom.js') },
            { find: /^phaser-src\//, replacement: `${here('./node_modules/phaser/src')}/` },
          ],
        },
        // Phaser's own feature flags (its webpack build defines the same): both renderers, no debug, no sound.
        define: {
          'typeof CANVAS_RENDERER': 'true',
          'typeof WEBGL_RENDERER': 'true',
          'typeof WEBGL_DEBUG': 'false',
          'typeof FEATURE_SOUND': 'false',
          'typeof PLUGIN_CAMERA3D': 'false',
          'typeof PLUGIN_FBINSTANT': 'false',
        },
      }
    : {}),
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1600, // Phaser alone is ~1.4 MB minified
  },
  preview: { port: 4173, strictPort: true },
  plugins: [
    contentSecurityPolicy,
    VitePWA({
      injectRegister: null, // src/main.ts registers through workbox-window so it can offer a reload
      registerType: 'prompt',
      includeAssets: ['generated/**/*', 'favicon.svg'],
      manifest: {
        name: 'Gatehouse',
        short_name: 'Gatehouse',
        description: 'Four tabletop card games with a built-in AI: Gatekeeper, Gate, GateRunners and Gateway Uprising.',
        theme_color: '#1b1430',
        background_color: '#120d22',
        display: 'standalone',
        orientation: 'any',
        start_url: './',
        scope: './',
        icons: [
          { src: 'generated/pwa/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'generated/pwa/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'generated/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,wav,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // The first install controls the page at once (so it works offline after one visit); later versions
        // wait until the player accepts the "new version" prompt, so a game in progress is never interrupted.
        clientsClaim: true,
        skipWaiting: false,
        navigateFallback: 'index.html',
      },
    }),
  ],
}));
