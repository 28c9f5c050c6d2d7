import * as Phaser from 'phaser';
import { mix } from './components/draw';
import { DEPTH } from './layers';
import type { Palette } from './theme';

const TEXTURE = 'backdrop.glow';
const STAR_COUNT = 70;

/** A deterministic scatter (no Math.random in drawing code, so screenshots compare across runs). */
function scatter(i: number): { x: number; y: number; r: number; a: number } {
  const h = (n: number): number => {
    const s = Math.sin(n * 127.1 + i * 311.7) * 43758.5453;
    return s - Math.floor(s);
  };
  return { x: h(1), y: h(2), r: 0.6 + h(3) * 1.3, a: 0.15 + h(4) * 0.45 };
}

/**
 * The room behind every scene: a deep violet glow toward the top centre, a darker rim, and a few faint motes of
 * dust. Drawn once into a small canvas texture and stretched, which both renderers do cheaply.
 */
export class Backdrop extends Phaser.GameObjects.Container {
  readonly #glow: Phaser.GameObjects.Image;
  readonly #dust: Phaser.GameObjects.Graphics;
  #palette: Palette;
  #w = 1;
  #h = 1;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#paintTexture();
    this.#glow = scene.add.image(0, 0, TEXTURE).setOrigin(0, 0);
    this.#dust = scene.add.graphics();
    this.add([this.#glow, this.#dust]);
    this.setDepth(DEPTH.backdrop);
    scene.add.existing(this);
  }

  resize(width: number, height: number): this {
    this.#w = width;
    this.#h = height;
    this.#glow.setDisplaySize(width, height);
    this.#paintDust();
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#paintTexture();
    this.#glow.setTexture(TEXTURE);
    this.#paintDust();
    return this;
  }

  #paintTexture(): void {
    const textures = this.scene.textures;
    const size = 256;
    const tex = textures.exists(TEXTURE) ? (textures.get(TEXTURE) as Phaser.Textures.CanvasTexture) : textures.createCanvas(TEXTURE, size, size);
    if (!tex) return;
    const ctx = tex.context;
    const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;
    const p = this.#palette;
    const g = ctx.createRadialGradient(size * 0.5, size * 0.28, 0, size * 0.5, size * 0.45, size * 0.78);
    g.addColorStop(0, hex(mix(p.surfaceRaised, p.background, 0.2)));
    g.addColorStop(0.45, hex(p.background));
    g.addColorStop(1, hex(p.backgroundDeep));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, size, size);
    tex.refresh();
  }

  #paintDust(): void {
    const g = this.#dust.clear();
    for (let i = 0; i < STAR_COUNT; i++) {
      const s = scatter(i);
      g.fillStyle(this.#palette.gold, s.a * 0.5);
      g.fillCircle(s.x * this.#w, s.y * this.#h, s.r);
    }
  }
}
