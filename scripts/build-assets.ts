/**
 * Build-time art pipeline: icons (game-icons → SVG), PWA icons + favicon (emblem SVG → PNG via resvg) and the
 * sound-effect sprite (jsfxr → one mono 16-bit WAV + howler sprite JSON). Output is byte-identical on every run.
 *
 *   npm run assets            → public/generated/** and public/favicon.svg
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { icons as gameIcons } from '@iconify-json/game-icons';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { Resvg } from '@resvg/resvg-js';
import { GAMES } from '../src/rules/catalog';
import type * as AssetsModule from '../src/scenes/assets';
import type { IconSpec } from '../src/scenes/assets';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Icon colour on the dark table (light parchment). */
export const ICON_COLOUR = '#f1e6c8';
const GOLD = '#e2b54c';
const BG = '#1b1430';
const BG_LIGHT = '#2c2150';

// ---------------------------------------------------------------------------------------------------------------
// Manifest: src/scenes/assets.ts holds the key lists.

type Manifest = typeof AssetsModule;

// assets.ts imports fonts with Vite's `?url`; Node cannot load a .woff2, so outside Vite such imports become strings.
const URL_IMPORT_HOOK = `data:text/javascript,${encodeURIComponent(`
export async function load(url, context, next) {
  if (url.endsWith('?url')) return { format: 'module', shortCircuit: true, source: 'export default ' + JSON.stringify(url) };
  return next(url, context);
}`)}`;

let manifest: Promise<Manifest> | undefined;

/** Loads src/scenes/assets.ts in plain Node as well as under Vite/Vitest. */
export function loadManifest(): Promise<Manifest> {
  manifest ??= (() => {
    register(URL_IMPORT_HOOK);
    return import('../src/scenes/assets');
  })();
  return manifest;
}

// ---------------------------------------------------------------------------------------------------------------
// Icons

/** game-icons body (paths using currentColor) for one icon; throws on an unknown name so typos fail the build. */
function iconBody(name: string): { body: string; width: number; height: number } {
  const data = getIconData(gameIcons, name);
  if (!data) throw new Error(`game-icons has no icon "${name}"`);
  return { body: data.body, width: data.width ?? 512, height: data.height ?? 512 };
}

/** A standalone SVG (one xmlns, explicit width/height so every browser rasterises it) in a fixed colour. */
export function iconSvg(name: string, colour = ICON_COLOUR): string {
  const data = getIconData(gameIcons, name);
  if (!data) throw new Error(`game-icons has no icon "${name}"`);
  const { attributes, body } = iconToSVG(data, { height: 'auto' });
  return `${iconToHTML(body.replaceAll('currentColor', colour), attributes)}\n`;
}

export function buildIcons(dir: string, icons: readonly IconSpec[]): string[] {
  mkdirSync(dir, { recursive: true });
  const files = [...new Set(icons.map((i) => i.file))].sort();
  for (const file of files) writeFileSync(join(dir, `${file}.svg`), iconSvg(file));
  return files;
}

// ---------------------------------------------------------------------------------------------------------------
// Emblem, favicon and PWA icons

export const EMBLEM_ICON = 'medieval-gate';

/** Gold gate on a dark purple tile. `maskable`: full-bleed square, art kept inside the centre 80 % safe circle. */
export function emblemSvg(maskable = false): string {
  const { body, width, height } = iconBody(EMBLEM_ICON);
  const art = maskable ? 272 : 344; // maskable: the art's corners stay inside the 204.8 px safe-zone radius
  const offset = (512 - art) / 2;
  const gate = body.replaceAll('currentColor', GOLD);
  const tile = maskable
    ? `<rect width="512" height="512" fill="url(#glow)"/>`
    : `<rect width="512" height="512" rx="96" fill="url(#glow)"/>` +
      `<rect x="18" y="18" width="476" height="476" rx="80" fill="none" stroke="${GOLD}" stroke-opacity="0.55" stroke-width="8"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<defs><radialGradient id="glow" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="${BG_LIGHT}"/>` +
    `<stop offset="1" stop-color="${BG}"/></radialGradient></defs>${tile}` +
    `<g transform="translate(${offset} ${offset}) scale(${art / width} ${art / height})">${gate}</g></svg>\n`
  );
}

function rasterise(svg: string, size: number): Buffer {
  // No system fonts: the emblem has no text, and font discovery is slow and machine-dependent.
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}

export function buildPwaIcons(dir: string, faviconPath: string): void {
  mkdirSync(dir, { recursive: true });
  const emblem = emblemSvg();
  writeFileSync(join(dir, 'icon-192.png'), rasterise(emblem, 192));
  writeFileSync(join(dir, 'icon-512.png'), rasterise(emblem, 512));
  writeFileSync(join(dir, 'icon-maskable-512.png'), rasterise(emblemSvg(true), 512));
  mkdirSync(dirname(faviconPath), { recursive: true });
  writeFileSync(faviconPath, emblem);
}

// ---------------------------------------------------------------------------------------------------------------
// Sounds

interface SfxrParams {
  [param: string]: number | boolean;
}
interface Jsfxr {
  Params: new () => SfxrParams;
  SoundEffect: new (params: SfxrParams) => { getRawBuffer(): { normalized: number[] } };
  waveforms: { SQUARE: number; SAWTOOTH: number; SINE: number; NOISE: number };
}
// jsfxr ships CommonJS without types.
const jsfxr = require('jsfxr') as Jsfxr;
const { SQUARE, SAWTOOTH, SINE, NOISE } = jsfxr.waveforms;

export const SAMPLE_RATE = 22050;
/** Silence between sprite entries, so a late stop never bleeds into the neighbour. */
export const GAP_MS = 80;

/** sfxr base-frequency parameter for a pitch in Hz (sfxr: f = 3528 · (p² + 0.001)). */
const hz = (f: number): number => Math.sqrt(f / 3528 - 0.001);
/** sfxr envelope parameter for a stage length in seconds (length = p² · 100000 ticks at 44.1 kHz). */
const sec = (s: number): number => Math.sqrt((s * 44100) / 100000);

interface Layer {
  /** Start within the sound, seconds. */
  readonly at: number;
  readonly gain?: number;
  readonly params: Readonly<SfxrParams>;
}
interface SoundDef {
  /** Peak level after normalising, 0..1. */
  readonly level: number;
  readonly layers: readonly Layer[];
}

const note = (at: number, freq: number, length: number, extra: SfxrParams = {}): Layer => ({
  at,
  params: { wave_type: SQUARE, p_base_freq: hz(freq), p_env_sustain: sec(length * 0.45), p_env_decay: sec(length * 0.55), ...extra },
});

/** Fixed parameter sets (no random presets), so the sprite is the same on every machine. */
export const SOUND_DEFS: Readonly<Record<string, SoundDef>> = {
  click: {
    level: 0.4,
    layers: [{ at: 0, params: { wave_type: SQUARE, p_base_freq: hz(1400), p_env_sustain: sec(0.006), p_env_decay: sec(0.035), p_hpf_freq: 0.2 } }],
  },
  slide: {
    level: 0.32,
    layers: [
      {
        at: 0,
        params: {
          wave_type: NOISE, p_base_freq: 0.62, p_env_attack: sec(0.04), p_env_sustain: sec(0.06), p_env_decay: sec(0.16),
          p_lpf_freq: 0.55, p_lpf_ramp: -0.15, p_hpf_freq: 0.12,
        },
      },
    ],
  },
  flip: {
    level: 0.42,
    layers: [
      {
        at: 0,
        params: {
          wave_type: NOISE, p_base_freq: 0.7, p_freq_ramp: 0.25, p_env_attack: sec(0.008), p_env_sustain: sec(0.02),
          p_env_decay: sec(0.07), p_lpf_freq: 0.8, p_hpf_freq: 0.25,
        },
      },
      { at: 0.03, gain: 0.5, params: { wave_type: SQUARE, p_base_freq: hz(900), p_env_sustain: sec(0.004), p_env_decay: sec(0.02), p_hpf_freq: 0.25 } },
    ],
  },
  place: {
    level: 0.5,
    layers: [
      { at: 0, params: { wave_type: NOISE, p_base_freq: 0.4, p_env_sustain: sec(0.01), p_env_decay: sec(0.07), p_lpf_freq: 0.45, p_hpf_freq: 0.05 } },
      { at: 0, gain: 0.8, params: { wave_type: SINE, p_base_freq: hz(180), p_freq_ramp: -0.2, p_env_sustain: sec(0.02), p_env_decay: sec(0.08) } },
    ],
  },
  hit: {
    level: 0.7,
    layers: [
      {
        at: 0,
        params: {
          wave_type: NOISE, p_base_freq: 0.3, p_freq_ramp: -0.3, p_env_sustain: sec(0.05), p_env_punch: 0.5,
          p_env_decay: sec(0.2), p_lpf_freq: 0.75,
        },
      },
      { at: 0, gain: 0.9, params: { wave_type: SQUARE, p_base_freq: hz(140), p_freq_ramp: -0.25, p_env_sustain: sec(0.04), p_env_decay: sec(0.16), p_lpf_freq: 0.5 } },
    ],
  },
  heal: {
    level: 0.5,
    layers: [659.3, 880, 1108.7, 1318.5].map((f, i) =>
      note(i * 0.07, f, 0.32 - i * 0.04, { wave_type: SINE, p_vib_strength: 0.08, p_vib_speed: 0.5, p_env_attack: sec(0.015) }),
    ),
  },
  win: {
    level: 0.55,
    layers: [
      note(0, 523.3, 0.12, { p_duty: 0.3 }),
      note(0.11, 659.3, 0.12, { p_duty: 0.3 }),
      note(0.22, 784, 0.12, { p_duty: 0.3 }),
      note(0.33, 1046.5, 0.55, { p_duty: 0.3, p_vib_strength: 0.1, p_vib_speed: 0.55, p_env_punch: 0.3 }),
      { ...note(0.33, 523.3, 0.55, { wave_type: SAWTOOTH, p_duty: 0 }), gain: 0.6 },
    ],
  },
  lose: {
    level: 0.45,
    layers: [
      note(0, 392, 0.2, { wave_type: SAWTOOTH, p_duty: 0 }),
      note(0.19, 311.1, 0.2, { wave_type: SAWTOOTH, p_duty: 0 }),
      note(0.38, 261.6, 0.6, { wave_type: SAWTOOTH, p_duty: 0, p_freq_ramp: -0.12, p_vib_strength: 0.12, p_vib_speed: 0.4 }),
    ],
  },
  deny: {
    level: 0.3,
    layers: [0, 0.11].map((at) => note(at, 155.6, 0.09, { p_duty: 0.2, p_lpf_freq: 0.45 })),
  },
  turn: {
    level: 0.45,
    layers: [note(0, 784, 0.16, { wave_type: SINE }), note(0.09, 1174.7, 0.3, { wave_type: SINE, p_vib_strength: 0.05, p_vib_speed: 0.5 })],
  },
};

/** Small seeded PRNG (mulberry32): sfxr draws noise from Math.random, which we pin per sound. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashName(name: string): number {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
}

function renderLayer(params: Readonly<SfxrParams>, seed: number): number[] {
  const p = Object.assign(new jsfxr.Params(), params, { sample_rate: SAMPLE_RATE, sample_size: 16, sound_vol: 0.5 });
  const saved = Math.random;
  Math.random = mulberry32(seed);
  try {
    return new jsfxr.SoundEffect(p).getRawBuffer().normalized;
  } finally {
    Math.random = saved;
  }
}

/** Mixes a sound's layers, normalises it to its level and fades the last few ms so it never ends on a step. */
export function renderSound(name: string, def: SoundDef): Float64Array {
  const rendered = def.layers.map((layer, i) => ({
    start: Math.round(layer.at * SAMPLE_RATE),
    gain: layer.gain ?? 1,
    samples: renderLayer(layer.params, hashName(name) + i),
  }));
  const length = Math.max(...rendered.map((r) => r.start + r.samples.length));
  const out = new Float64Array(length);
  for (const r of rendered) r.samples.forEach((s, i) => (out[r.start + i]! += s * r.gain));
  let peak = 0;
  for (const s of out) peak = Math.max(peak, Math.abs(s));
  const scale = peak > 0 ? def.level / peak : 0;
  const fade = Math.min(length, Math.round(SAMPLE_RATE * 0.004));
  for (let i = 0; i < length; i++) {
    const tail = length - i;
    out[i] = out[i]! * scale * (tail < fade ? tail / fade : 1);
  }
  return out;
}

export type SpriteMap = Record<string, [startMs: number, durationMs: number]>;

/** Lays the sounds end to end on whole-millisecond starts with GAP_MS of silence after each. */
export function packSprite(sounds: ReadonlyArray<readonly [string, Float64Array]>): { pcm: Int16Array; sprite: SpriteMap } {
  const sprite: SpriteMap = {};
  const placed: { start: number; samples: Float64Array }[] = [];
  let cursorMs = 0;
  for (const [name, samples] of sounds) {
    const durationMs = Math.ceil((samples.length * 1000) / SAMPLE_RATE);
    sprite[name] = [cursorMs, durationMs];
    placed.push({ start: Math.ceil((cursorMs * SAMPLE_RATE) / 1000), samples });
    cursorMs += durationMs + GAP_MS;
  }
  const pcm = new Int16Array(Math.ceil((cursorMs * SAMPLE_RATE) / 1000));
  for (const { start, samples } of placed) {
    samples.forEach((s, i) => (pcm[start + i] = Math.round(Math.max(-1, Math.min(1, s)) * 32767)));
  }
  return { pcm, sprite };
}

/** Mono 16-bit little-endian PCM WAV. */
export function encodeWav(pcm: Int16Array, sampleRate = SAMPLE_RATE): Buffer {
  const data = pcm.length * 2;
  const buf = Buffer.alloc(44 + data);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + data, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(data, 40);
  for (let i = 0; i < pcm.length; i++) buf.writeInt16LE(pcm[i]!, 44 + i * 2);
  return buf;
}

export function buildSounds(dir: string, names: readonly string[]): SpriteMap {
  const sounds = names.map((name): [string, Float64Array] => {
    const def = SOUND_DEFS[name];
    if (!def) throw new Error(`no sound definition for "${name}" (see SOUND_DEFS)`);
    return [name, renderSound(name, def)];
  });
  const { pcm, sprite } = packSprite(sounds);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'sfx.wav'), encodeWav(pcm));
  writeFileSync(join(dir, 'sfx.json'), `${JSON.stringify({ sprite }, null, 2)}\n`);
  return sprite;
}

// ---------------------------------------------------------------------------------------------------------------
// Whole build

export interface BuildOptions {
  /** Defaults to public/generated. */
  readonly outDir?: string;
  /** Defaults to public/favicon.svg. */
  readonly faviconPath?: string;
}

export interface BuildResult {
  readonly outDir: string;
  readonly faviconPath: string;
  readonly icons: string[];
  readonly sprite: SpriteMap;
}

export async function buildAssets(options: BuildOptions = {}): Promise<BuildResult> {
  const outDir = options.outDir ?? join(ROOT, 'public', 'generated');
  const faviconPath = options.faviconPath ?? join(ROOT, 'public', 'favicon.svg');
  const { ICONS, SOUNDS } = await loadManifest();
  const icons = Object.values(ICONS);
  // The menu tiles name their art in the catalogue; catch drift here rather than as a missing texture at run time.
  for (const game of GAMES) {
    const spec = icons.find((i) => i.key === `icon.${game.id}`);
    if (spec?.file !== game.icon) throw new Error(`ICONS.${game.id} must use "${game.icon}" (src/rules/catalog.ts)`);
  }
  // Start clean so renamed assets don't linger in the service-worker precache.
  for (const sub of ['icons', 'pwa', 'audio']) rmSync(join(outDir, sub), { recursive: true, force: true });
  const files = buildIcons(join(outDir, 'icons'), icons);
  buildPwaIcons(join(outDir, 'pwa'), faviconPath);
  const sprite = buildSounds(join(outDir, 'audio'), SOUNDS);
  return { outDir, faviconPath, icons: files, sprite };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const result = await buildAssets();
  const ms = Math.round(performance.now() - started);
  console.log(`assets: ${result.icons.length} icons, ${Object.keys(result.sprite).length} sounds, PWA icons → ${result.outDir} (${ms} ms)`);
}
