/**
 * Build-time art pipeline. The sources are data in assets/ (see assets/README.md):
 *   assets/icons.json                             → icons (game-icons → SVG, and one atlas the table loads)
 *   assets/pwa-icon.svg, assets/pwa-icon-maskable.svg → PWA icons + favicon (SVG → PNG via resvg)
 *   assets/sounds.json                            → the sound-effect sprite (jsfxr → one mono 16-bit WAV + howler JSON)
 * Output is byte-identical on every run.
 *
 *   npm run assets            → public/generated/** and public/favicon.svg
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { createRequire, register } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { icons as gameIcons } from '@iconify-json/game-icons';
import { getIconData, iconToHTML, iconToSVG } from '@iconify/utils';
import { Resvg } from '@resvg/resvg-js';
import { GAMES } from '../src/rules/catalog';
import type * as AssetsModule from '../src/scenes/assets';
import type { IconSpec } from '../src/scenes/assets';
import type { IconAtlasMap } from '../src/scenes/icon-atlas';
import { ICON_ATLAS_COLUMNS, ICON_ATLAS_IMAGE, ICON_ATLAS_MAP, ICON_SIZE } from '../src/scenes/icon-atlas';

const require = createRequire(import.meta.url);
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The art's sources: data files, read by this build (and the icon list by the app too). */
export const ASSETS_DIR = join(ROOT, 'assets');

/** Icon colour on the dark table (light parchment). */
export const ICON_COLOUR = '#f1e6c8';

function readJson(file: string): unknown {
  const path = join(ASSETS_DIR, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (e) {
    throw new Error(`assets/${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

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

/** assets/icons.json: logical name → { file: game-icons name, author: game-icons.net artist }, as IconSpecs. */
export function readIconList(): IconSpec[] {
  const raw = readJson('icons.json');
  if (!isRecord(raw)) throw new Error('assets/icons.json must be an object of name → { file, author }');
  return Object.entries(raw).map(([name, spec]) => {
    if (!isRecord(spec) || typeof spec.file !== 'string' || typeof spec.author !== 'string') {
      throw new Error(`assets/icons.json: "${name}" needs a string "file" and "author"`);
    }
    return { key: `icon.${name}`, file: spec.file, author: spec.author };
  });
}

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
  const atlas = iconAtlas(files);
  writeFileSync(join(dir, ICON_ATLAS_IMAGE), atlas.png);
  writeFileSync(join(dir, ICON_ATLAS_MAP), `${JSON.stringify(atlas.map, null, 2)}\n`);
  return files;
}

/**
 * Every icon in one picture for the table (the HTML menu shell shows the SVGs): ICON_SIZE squares in rows of
 * ICON_ATLAS_COLUMNS, in `files` order, as their shape only (an 8-bit grey-and-alpha PNG whose grey is white: the
 * app paints each square its colour, `map.colour`). One file decoded once, where the loader fetched and rasterised
 * 62 SVGs one by one: about 0.7 s of a start on this machine.
 */
export function iconAtlas(files: readonly string[]): { png: Buffer; map: IconAtlasMap; alpha: Uint8Array; width: number; height: number } {
  const rows = Math.ceil(files.length / ICON_ATLAS_COLUMNS);
  const cells = files.map((file, index) => {
    const data = getIconData(gameIcons, file);
    if (!data) throw new Error(`game-icons has no icon "${file}"`);
    // The same view box and body as the icon's own SVG (iconSvg), so each square is that SVG's picture.
    const { attributes, body } = iconToSVG(data, { height: 'auto' });
    const x = (index % ICON_ATLAS_COLUMNS) * ICON_SIZE;
    const y = Math.floor(index / ICON_ATLAS_COLUMNS) * ICON_SIZE;
    return `<svg x="${x}" y="${y}" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="${attributes.viewBox}">${body.replaceAll('currentColor', '#fff')}</svg>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_ATLAS_COLUMNS * ICON_SIZE}" height="${rows * ICON_SIZE}">${cells.join('')}</svg>`;
  const image = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  const pixels = image.pixels; // a copy on every read
  const alpha = new Uint8Array(image.width * image.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = pixels[i * 4 + 3] ?? 0;
  const map: IconAtlasMap = { size: ICON_SIZE, columns: ICON_ATLAS_COLUMNS, colour: ICON_COLOUR, files: [...files] };
  return { png: greyAlphaPng(image.width, image.height, alpha), map, alpha, width: image.width, height: image.height };
}

/** A PNG of white with the given alpha (colour type 4, 8 bits, no filter: the shapes' flat runs deflate best so). */
export function greyAlphaPng(width: number, height: number, alpha: Uint8Array): Buffer {
  const stride = width * 2 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      raw[y * stride + 1 + x * 2] = 255;
      raw[y * stride + 2 + x * 2] = alpha[y * width + x] ?? 0;
    }
  }
  const chunk = (type: string, data: Buffer): Buffer => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, check]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 4; // grey and alpha
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

// ---------------------------------------------------------------------------------------------------------------
// Emblem, favicon and PWA icons

/**
 * An SVG source from assets/ with its game-icons art filled in: each `<g … data-icon="name" data-colour="#rgb"/>`
 * becomes that group holding the icon's paths in that colour. Whitespace between tags is dropped, so the sources
 * can be laid out for reading while the output stays one line.
 */
export function svgFromSource(file: string): string {
  const source = readFileSync(join(ASSETS_DIR, file), 'utf8');
  const filled = source.replace(/<g ([^>]*?)\s*data-icon="([^"]+)"\s+data-colour="([^"]+)"\s*\/>/g, (_all, attributes: string, name: string, colour: string) => {
    const { body } = iconBody(name);
    return `<g ${attributes.trim()}>${body.replaceAll('currentColor', colour)}</g>`;
  });
  if (filled.includes('data-icon=')) throw new Error(`assets/${file}: a data-icon group must read <g transform="…" data-icon="…" data-colour="…"/>`);
  return `${filled.replace(/>\s+</g, '><').trim()}\n`;
}

/** Gold gate on a dark purple tile (assets/pwa-icon.svg). `maskable`: full-bleed, art inside the 80 % safe circle. */
export function emblemSvg(maskable = false): string {
  return svgFromSource(maskable ? 'pwa-icon-maskable.svg' : 'pwa-icon.svg');
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

const WAVES: Readonly<Record<string, number>> = { square: SQUARE, sawtooth: SAWTOOTH, sine: SINE, noise: NOISE };

/**
 * One layer of assets/sounds.json in sfxr's terms. The file speaks in hertz and seconds:
 * `wave`; `hz` (the pitch; noise gives a raw `p_base_freq` in `params` instead); `attack`, `sustain`, `decay`
 * (envelope stages, seconds); `note` (a note's length, seconds: 45 % sustain, 55 % decay); `params` (any other
 * sfxr parameter, raw, applied last).
 */
function layerFromJson(sound: string, raw: unknown): Layer {
  const where = `assets/sounds.json: ${sound}`;
  if (!isRecord(raw)) throw new Error(`${where}: a layer must be an object`);
  const num = (key: string): number | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${where}: "${key}" must be a number`);
    return v;
  };
  const wave = typeof raw.wave === 'string' ? WAVES[raw.wave] : undefined;
  if (wave === undefined) throw new Error(`${where}: "wave" must be one of ${Object.keys(WAVES).join(', ')}`);
  const extra = raw.params ?? {};
  if (!isRecord(extra) || Object.values(extra).some((v) => typeof v !== 'number' && typeof v !== 'boolean')) {
    throw new Error(`${where}: "params" must map sfxr parameters to numbers`);
  }
  const pitch = num('hz');
  const note = num('note');
  const attack = num('attack');
  const sustain = num('sustain');
  const decay = num('decay');
  const params: SfxrParams = { wave_type: wave };
  if (pitch !== undefined) params.p_base_freq = hz(pitch);
  if (note !== undefined) {
    params.p_env_sustain = sec(note * 0.45);
    params.p_env_decay = sec(note * 0.55);
  }
  if (attack !== undefined) params.p_env_attack = sec(attack);
  if (sustain !== undefined) params.p_env_sustain = sec(sustain);
  if (decay !== undefined) params.p_env_decay = sec(decay);
  const gain = num('gain');
  return { at: num('at') ?? 0, ...(gain !== undefined ? { gain } : {}), params: { ...params, ...(extra as SfxrParams) } };
}

/** assets/sounds.json: name → { level (peak after normalising, 0..1), layers }. Fixed parameters, no random presets. */
export function readSoundDefs(): Readonly<Record<string, SoundDef>> {
  const raw = readJson('sounds.json');
  if (!isRecord(raw)) throw new Error('assets/sounds.json must be an object of name → { level, layers }');
  const defs: Record<string, SoundDef> = {};
  for (const [name, def] of Object.entries(raw)) {
    if (!isRecord(def) || typeof def.level !== 'number' || !Array.isArray(def.layers) || def.layers.length === 0) {
      throw new Error(`assets/sounds.json: "${name}" needs a numeric "level" and a non-empty "layers" list`);
    }
    defs[name] = { level: def.level, layers: def.layers.map((layer: unknown) => layerFromJson(name, layer)) };
  }
  return defs;
}

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
  const defs = readSoundDefs();
  const sounds = names.map((name): [string, Float64Array] => {
    const def = defs[name];
    if (!def) throw new Error(`no sound definition for "${name}" (see assets/sounds.json)`);
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
  const icons = readIconList();
  // The app reads the same list (src/scenes/assets.ts imports assets/icons.json): a key it has, the build must have.
  for (const spec of Object.values(ICONS)) {
    if (!icons.some((i) => i.key === spec.key && i.file === spec.file)) throw new Error(`${spec.key} is not in assets/icons.json`);
  }
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
