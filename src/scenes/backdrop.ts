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
 * dust. Painted once per size and palette into a canvas texture as large as the view and drawn 1:1: the Canvas
 * renderer redraws the whole view every frame, and a small texture stretched over it (plus 70 dust circles as
 * paths) cost a 5× smoothed upscale of every pixel and 70 arcs per frame, which the frame bench measured as the
 * largest single draw on every table.
 */
export class Backdrop extends Phaser.GameObjects.Container {
  readonly #image: Phaser.GameObjects.Image;
  #palette: Palette;
  #w = 1;
  #h = 1;

  constructor(scene: Phaser.Scene, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#image = scene.add.image(0, 0, this.#paint()).setOrigin(0, 0);
    this.add(this.#image);
    this.setDepth(DEPTH.backdrop);
    scene.add.existing(this);
  }

  resize(width: number, height: number): this {
    this.#w = Math.max(1, Math.round(width));
    this.#h = Math.max(1, Math.round(height));
    this.#image.setTexture(this.#paint()).setDisplaySize(width, height);
    return this;
  }

  setPalette(palette: Palette): this {
    this.#palette = palette;
    this.#image.setTexture(this.#paint());
    return this;
  }

  /** Paints the glow and the dust at the view's size into the shared texture (scenes share one view size). */
  #paint(): string {
    const textures = this.scene.textures;
    const [w, h] = [this.#w, this.#h];
    const existing = textures.exists(TEXTURE) ? (textures.get(TEXTURE) as Phaser.Textures.CanvasTexture) : null;
    const tex = existing ?? textures.createCanvas(TEXTURE, w, h);
    if (!tex) return TEXTURE;
    if (tex.width !== w || tex.height !== h) tex.setSize(w, h);
    const ctx = tex.context;
    const hex = (n: number): string => `#${n.toString(16).padStart(6, '0')}`;
    const p = this.#palette;
    // The gradient of the square it was drawn for, stretched to the view as before.
    ctx.setTransform(w / 256, 0, 0, h / 256, 0, 0);
    const g = ctx.createRadialGradient(128, 256 * 0.28, 0, 128, 256 * 0.45, 256 * 0.78);
    g.addColorStop(0, hex(mix(p.surfaceRaised, p.background, 0.2)));
    g.addColorStop(0.45, hex(p.background));
    g.addColorStop(1, hex(p.backgroundDeep));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 256, 256);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = hex(p.gold);
    for (let i = 0; i < STAR_COUNT; i++) {
      const s = scatter(i);
      ctx.globalAlpha = s.a * 0.5;
      ctx.beginPath();
      ctx.arc(s.x * w, s.y * h, s.r, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    tex.refresh();
    return TEXTURE;
  }
}
