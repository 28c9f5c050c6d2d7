import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { icons as gameIcons } from '@iconify-json/game-icons';
import { getIconData } from '@iconify/utils';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAssets, ICON_COLOUR, iconSvg, readIconList, readSoundDefs, svgFromSource, type BuildResult } from '../../scripts/build-assets';
import type { KeyValueStore } from '../../src/machines/storage';
import { SettingsStore } from '../../src/machines/settings';
import { GAMES } from '../../src/rules/catalog';
import { ICONS, SFX_URL, SOUNDS } from '../../src/scenes/assets';
import { atlasCell, ICON_ATLAS_COLUMNS, ICON_SIZE, parseIconAtlasMap } from '../../src/scenes/icon-atlas';
import { SoundBoard, readSpriteMap } from '../../src/scenes/audio';
import { CREDITS } from '../../src/scenes/credits';

const howler = vi.hoisted(() => {
  const state = { volume: -1, muted: false, created: [] as { src: string[]; sprite: unknown }[], plays: [] as string[], loaded: true };
  class Howl {
    constructor(opts: { src: string[]; sprite: unknown }) {
      state.created.push(opts);
    }
    state(): string {
      return state.loaded ? 'loaded' : 'loading';
    }
    play(name: string): number {
      state.plays.push(name);
      return 1;
    }
    unload(): void {}
  }
  const Howler = {
    volume: (v: number) => void (state.volume = v),
    mute: (m: boolean) => void (state.muted = m),
  };
  return { state, Howl, Howler };
});
vi.mock('howler', () => ({ Howl: howler.Howl, Howler: howler.Howler }));

let root: string;
let first: BuildResult;
let second: BuildResult;
let secondMs = 0;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gatehouse-assets-'));
  first = await buildAssets({ outDir: join(root, 'a', 'generated'), faviconPath: join(root, 'a', 'favicon.svg') });
  const t0 = performance.now();
  second = await buildAssets({ outDir: join(root, 'b', 'generated'), faviconPath: join(root, 'b', 'favicon.svg') });
  secondMs = performance.now() - t0;
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}

// ---- WAV / PNG readers -------------------------------------------------------------------------------------------

interface Wav {
  format: number;
  channels: number;
  sampleRate: number;
  bitsPerSample: number;
  samples: Int16Array;
}

function parseWav(buf: Buffer): Wav {
  expect(buf.toString('ascii', 0, 4)).toBe('RIFF');
  expect(buf.readUInt32LE(4)).toBe(buf.length - 8);
  expect(buf.toString('ascii', 8, 12)).toBe('WAVE');
  let offset = 12;
  let fmt: Omit<Wav, 'samples'> | undefined;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      fmt = {
        format: buf.readUInt16LE(body),
        channels: buf.readUInt16LE(body + 2),
        sampleRate: buf.readUInt32LE(body + 4),
        bitsPerSample: buf.readUInt16LE(body + 14),
      };
    } else if (id === 'data') {
      expect(fmt).toBeDefined();
      expect(body + size).toBeLessThanOrEqual(buf.length);
      const samples = new Int16Array(size / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = buf.readInt16LE(body + i * 2);
      return { ...fmt!, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data chunk');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(buf.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Decodes a PNG to RGBA by drawing it 1:1 into an SVG with resvg (no PNG decoder needed). */
function pngPixels(buf: Buffer, size: number): Uint8Array {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<image href="data:image/png;base64,${buf.toString('base64')}" width="${size}" height="${size}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

// ---- tests -------------------------------------------------------------------------------------------------------

describe('build-assets', () => {
  it('is deterministic: two builds give identical bytes', () => {
    const a = join(root, 'a');
    const b = join(root, 'b');
    const files = listFiles(a);
    expect(files).toEqual(listFiles(b));
    expect(files.length).toBeGreaterThan(Object.keys(ICONS).length);
    for (const f of files) expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
    expect(second.sprite).toEqual(first.sprite);
  });

  it('is fast', () => {
    expect(secondMs).toBeLessThan(5000);
  });

  it('writes a clean SVG for every icon key', () => {
    for (const [name, icon] of Object.entries(ICONS)) {
      expect(icon.key).toBe(`icon.${name}`);
      const path = join(first.outDir, 'icons', `${icon.file}.svg`);
      const svg = readFileSync(path, 'utf8');
      expect(svg.startsWith('<svg '), icon.file).toBe(true);
      expect(svg).not.toContain('currentColor');
      expect(svg.match(/xmlns=/g)?.length, icon.file).toBe(1);
      expect(svg).toMatch(/ width="\d+" height="\d+"/);
      expect(svg).toContain('#f1e6c8');
    }
    expect(first.icons.sort()).toEqual([...new Set(Object.values(ICONS).map((i) => i.file))].sort());
  });

  it('packs every icon into one atlas the table loads: each square is that icon\'s shape, white, and the map says where', () => {
    const dir = join(first.outDir, 'icons');
    const map = parseIconAtlasMap(JSON.parse(readFileSync(join(dir, 'icons.json'), 'utf8')));
    if (!map) throw new Error('icons.json is not an atlas map');
    expect(map).toEqual({ size: ICON_SIZE, columns: ICON_ATLAS_COLUMNS, colour: ICON_COLOUR, files: [...first.icons].sort() });
    const png = readFileSync(join(dir, 'icons.png'));
    const side = ICON_ATLAS_COLUMNS * ICON_SIZE;
    expect(pngSize(png)).toEqual({ width: side, height: Math.ceil(map.files.length / ICON_ATLAS_COLUMNS) * ICON_SIZE });
    expect(png[25]).toBe(4); // colour type: grey and alpha
    const atlas = pngPixels(png, side);
    for (const file of map.files) {
      const cell = atlasCell(map, file);
      if (!cell) throw new Error(`${file} has no square`);
      // The same icon drawn alone (the SVG the menu shell shows) at the atlas's size: the same shape. resvg rounds
      // an edge's antialiasing a little differently inside a nested view box (a few edge pixels, by up to 64 of 255:
      // a wrong or shifted icon differs by far more on average).
      const alone = new Resvg(iconSvg(file), { fitTo: { mode: 'width', value: ICON_SIZE }, font: { loadSystemFonts: false } }).render().pixels;
      let apart = 0;
      let inAtlas = 0;
      let drawnAlone = 0;
      for (let y = 0; y < ICON_SIZE; y++) {
        for (let x = 0; x < ICON_SIZE; x++) {
          const at = ((cell.y + y) * side + cell.x + x) * 4;
          const alpha = atlas[at + 3] ?? 0;
          const other = alone[(y * ICON_SIZE + x) * 4 + 3] ?? 0;
          apart += Math.abs(alpha - other);
          inAtlas += alpha;
          drawnAlone += other;
          if (alpha === 255) expect([atlas[at], atlas[at + 1], atlas[at + 2]], file).toEqual([255, 255, 255]);
        }
      }
      expect(apart / (ICON_SIZE * ICON_SIZE), file).toBeLessThan(1);
      expect(Math.abs(inAtlas - drawnAlone) / drawnAlone, file).toBeLessThan(0.01);
      expect(inAtlas, file).toBeGreaterThan(ICON_SIZE * ICON_SIZE * 255 * 0.05);
    }
  });

  it('reads an atlas map only when it is one, and finds each icon\'s square', () => {
    const map = { size: 128, columns: 8, colour: '#f1e6c8', files: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] };
    expect(parseIconAtlasMap(map)).toEqual(map);
    expect(atlasCell(map, 'a')).toEqual({ x: 0, y: 0 });
    expect(atlasCell(map, 'c')).toEqual({ x: 256, y: 0 });
    expect(atlasCell(map, 'i')).toEqual({ x: 0, y: 128 });
    expect(atlasCell(map, 'z')).toBeNull();
    for (const bad of [null, 'icons', [], { ...map, size: 0 }, { ...map, columns: 2.5 }, { ...map, colour: 'gold' }, { ...map, files: [1] }, { ...map, files: 'a' }]) {
      expect(parseIconAtlasMap(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('gives every catalogue game a tile icon that exists in game-icons', () => {
    for (const game of GAMES) {
      expect(getIconData(gameIcons, game.icon), game.icon).not.toBeNull();
      expect(ICONS[game.id].file).toBe(game.icon);
    }
  });

  it('writes favicon.svg as the emblem', () => {
    const svg = readFileSync(first.faviconPath, 'utf8');
    expect(svg.match(/xmlns=/g)?.length).toBe(1);
    expect(svg).not.toContain('currentColor');
    expect(svg).toContain('#1b1430');
  });

  it('packs every sound into one mono 16-bit WAV with a matching howler sprite', () => {
    const buf = readFileSync(join(first.outDir, 'audio', 'sfx.wav'));
    expect(buf.length).toBeLessThan(400 * 1024);
    const wav = parseWav(buf);
    expect(wav).toMatchObject({ format: 1, channels: 1, bitsPerSample: 16 });
    expect([22050, 44100]).toContain(wav.sampleRate);
    const totalMs = (wav.samples.length * 1000) / wav.sampleRate;

    const json: unknown = JSON.parse(readFileSync(join(first.outDir, 'audio', 'sfx.json'), 'utf8'));
    const sprite = readSpriteMap(json);
    expect(Object.keys(sprite).sort()).toEqual([...SOUNDS].sort());

    const ranges = Object.entries(sprite).sort((x, y) => x[1][0] - y[1][0]);
    let end = 0;
    for (const [name, [start, duration]] of ranges) {
      expect(start, name).toBeGreaterThanOrEqual(end);
      expect(duration, name).toBeGreaterThan(0);
      expect(duration, name).toBeLessThan(1500);
      end = start + duration;
      expect(end, name).toBeLessThanOrEqual(totalMs);
      // Audible inside its range, and starts within the first few ms (no dead air before the effect).
      const from = Math.floor((start * wav.sampleRate) / 1000);
      const to = Math.floor((end * wav.sampleRate) / 1000);
      let peak = 0;
      for (let i = from; i < to; i++) peak = Math.max(peak, Math.abs(wav.samples[i]!));
      expect(peak, name).toBeGreaterThan(0.2 * 32767);
      let onset = from;
      while (Math.abs(wav.samples[onset]!) < 300) onset++;
      expect(((onset - from) * 1000) / wav.sampleRate, name).toBeLessThan(30);
    }
    // Silence between effects, so neighbours never bleed into each other.
    for (let k = 1; k < ranges.length; k++) {
      const gapStart = Math.ceil(((ranges[k - 1]![1][0] + ranges[k - 1]![1][1]) * wav.sampleRate) / 1000);
      const gapEnd = Math.floor((ranges[k]![1][0] * wav.sampleRate) / 1000);
      expect(gapEnd).toBeGreaterThan(gapStart);
      for (let i = gapStart; i < gapEnd; i++) expect(wav.samples[i]).toBe(0);
    }
  });

  it('writes PWA icons of the right sizes, the maskable one full-bleed with art inside the safe zone', () => {
    const dir = join(first.outDir, 'pwa');
    const sizes: Record<string, number> = { 'icon-192.png': 192, 'icon-512.png': 512, 'icon-maskable-512.png': 512 };
    for (const [file, size] of Object.entries(sizes)) {
      expect(pngSize(readFileSync(join(dir, file))), file).toEqual({ width: size, height: size });
    }

    const rounded = pngPixels(readFileSync(join(dir, 'icon-512.png')), 512);
    expect(rounded[3]).toBe(0); // rounded tile: transparent corner
    expect(rounded[(256 * 512 + 20) * 4 + 3]).toBe(255);

    const mask = pngPixels(readFileSync(join(dir, 'icon-maskable-512.png')), 512);
    const px = (x: number, y: number) => [...mask.subarray((y * 512 + x) * 4, (y * 512 + x) * 4 + 4)];
    for (const [x, y] of [[0, 0], [511, 0], [0, 511], [511, 511]] as const) expect(px(x, y)).toEqual([0x1b, 0x14, 0x30, 255]);
    let goldPixels = 0;
    let farthest = 0;
    for (let y = 0; y < 512; y++) {
      for (let x = 0; x < 512; x++) {
        const [r, g, b] = px(x, y) as [number, number, number];
        if (r > 150 && g > 110 && b < 120) {
          goldPixels++;
          farthest = Math.max(farthest, Math.hypot(x + 0.5 - 256, y + 0.5 - 256));
        }
      }
    }
    expect(goldPixels).toBeGreaterThan(5000);
    expect(farthest).toBeLessThanOrEqual(0.4 * 512); // the maskable safe zone: a circle of 80 % diameter
  });

  it('lists every credit in CREDITS.md, including each icon author', () => {
    const md = readFileSync(join(import.meta.dirname, '..', '..', 'CREDITS.md'), 'utf8');
    for (const c of CREDITS) {
      for (const field of [c.what, c.author, c.license, c.url]) expect(md, `${c.what}: ${field}`).toContain(field);
    }
    for (const icon of Object.values(ICONS)) {
      expect(CREDITS.some((c) => c.author.startsWith(icon.author) && c.license === 'CC BY 3.0')).toBe(true);
    }
    for (const name of ['Cinzel', 'Alegreya Sans', 'Phaser', 'howler.js', 'XState', 'Comlink', 'idb-keyval', 'Workbox', 'jsfxr', 'lz-string', 'marked']) {
      expect(CREDITS.some((c) => c.what.includes(name)), name).toBe(true);
    }
  });
});

describe('art sources in assets/', () => {
  it('the icon list the build reads is the one the app uses', () => {
    expect(readIconList()).toEqual(Object.values(ICONS));
  });

  it('defines exactly the sounds the app plays', () => {
    expect(Object.keys(readSoundDefs()).sort()).toEqual([...SOUNDS].sort());
  });

  it('fills the PWA icon source with the gate art: one xmlns, no placeholders, no currentColor', () => {
    for (const file of ['pwa-icon.svg', 'pwa-icon-maskable.svg']) {
      const svg = svgFromSource(file);
      expect(svg.match(/xmlns=/g)?.length, file).toBe(1);
      expect(svg, file).not.toContain('data-icon');
      expect(svg, file).not.toContain('currentColor');
      expect(svg, file).toMatch(/<g transform="[^"]+"><path /);
      expect(svg.endsWith('</svg>\n'), file).toBe(true);
    }
    expect(readFileSync(first.faviconPath, 'utf8')).toBe(svgFromSource('pwa-icon.svg'));
  });
});

describe('SoundBoard', () => {
  const memory = (): KeyValueStore => {
    const m = new Map<string, unknown>();
    return { get: async (k) => m.get(k), set: async (k, v) => void m.set(k, v), del: async (k) => void m.delete(k), keys: async () => [...m.keys()] };
  };

  beforeEach(() => {
    howler.state.created.length = 0;
    howler.state.plays.length = 0;
    howler.state.loaded = true;
  });

  it('applies volume and mute at once and on every change', async () => {
    const settings = new SettingsStore(memory());
    const board = new SoundBoard(settings);
    expect(howler.state.volume).toBe(settings.value.masterVolume);
    await settings.update({ masterVolume: 0.25, muted: true });
    expect(howler.state.volume).toBe(0.25);
    expect(howler.state.muted).toBe(true);
    board.destroy();
  });

  it('plays sprite entries only once initialised, loaded and unmuted', async () => {
    const settings = new SettingsStore(memory());
    const board = new SoundBoard(settings);
    board.play('click');
    expect(howler.state.plays).toEqual([]);

    board.init({ click: [0, 40] });
    board.init({ click: [0, 40] });
    expect(howler.state.created).toEqual([{ src: [SFX_URL], sprite: { click: [0, 40] }, preload: true }]);

    howler.state.loaded = false;
    board.play('click');
    expect(howler.state.plays).toEqual([]);

    howler.state.loaded = true;
    board.play('click');
    expect(howler.state.plays).toEqual(['click']);

    await settings.update({ muted: true });
    board.play('click');
    expect(howler.state.plays).toEqual(['click']);
    board.destroy();
  });

  it('reads only well-formed sprite entries', () => {
    expect(readSpriteMap({ sprite: { a: [0, 10], b: 'x', c: [1] } })).toEqual({ a: [0, 10] });
    expect(readSpriteMap(null)).toEqual({});
  });
});
