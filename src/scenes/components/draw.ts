import type * as Phaser from 'phaser';
import { mix } from '../palettes';
import { textStyle } from '../theme';
import { type FaceText, faceText } from './face-text';

export { mix };

export interface BoxStyle {
  readonly fill: number;
  readonly fillAlpha?: number;
  readonly stroke?: number;
  readonly strokeWidth?: number;
  readonly strokeAlpha?: number;
  readonly radius?: number;
  /** Drop shadow offset in pixels; 0 for none. */
  readonly shadow?: number;
}

/** A rounded box centred on (cx, cy), with an optional soft drop shadow. */
export function drawBox(g: Phaser.GameObjects.Graphics, cx: number, cy: number, width: number, height: number, s: BoxStyle): void {
  // A box squeezed to nothing by a small window draws nothing (a negative corner radius throws in a Canvas 2D arc).
  if (!(width > 0 && height > 0)) return;
  const r = Math.max(0, Math.min(s.radius ?? 10, width / 2, height / 2));
  const x = cx - width / 2;
  const y = cy - height / 2;
  if (s.shadow) {
    g.fillStyle(0x000000, 0.18);
    g.fillRoundedRect(x + 1, y + s.shadow + 2, width, height, r);
    g.fillStyle(0x000000, 0.22);
    g.fillRoundedRect(x, y + s.shadow, width, height, r);
  }
  g.fillStyle(s.fill, s.fillAlpha ?? 1);
  g.fillRoundedRect(x, y, width, height, r);
  if (s.stroke !== undefined && (s.strokeWidth ?? 1) > 0) {
    const w = s.strokeWidth ?? 1;
    g.lineStyle(w, s.stroke, s.strokeAlpha ?? 1);
    g.strokeRoundedRect(x + w / 2, y + w / 2, width - w, height - w, Math.max(0, r - w / 2));
  }
}

/** A dashed rectangle outline (Graphics has no dash style); corners are left open, which reads as "empty slot". */
export function drawDashedRect(g: Phaser.GameObjects.Graphics, cx: number, cy: number, width: number, height: number, colour: number, alpha: number, lineWidth = 2, dash = 10, gap = 7): void {
  g.lineStyle(lineWidth, colour, alpha);
  const x0 = cx - width / 2;
  const y0 = cy - height / 2;
  const edge = (ax: number, ay: number, bx: number, by: number): void => {
    const len = Math.hypot(bx - ax, by - ay);
    const ux = (bx - ax) / len;
    const uy = (by - ay) / len;
    for (let d = 0; d < len; d += dash + gap) {
      const e = Math.min(len, d + dash);
      g.moveTo(ax + ux * d, ay + uy * d);
      g.lineTo(ax + ux * e, ay + uy * e);
    }
  };
  const inset = 8;
  // Every dash in one path and one stroke: the Canvas renderer replays a Graphics' paths every frame, and a stroke per
  // dash (some forty per zone) was a large share of a table's frame.
  g.beginPath();
  edge(x0 + inset, y0, x0 + width - inset, y0);
  edge(x0 + width, y0 + inset, x0 + width, y0 + height - inset);
  edge(x0 + width - inset, y0 + height, x0 + inset, y0 + height);
  edge(x0, y0 + height - inset, x0, y0 + inset);
  g.strokePath();
}

/** Shrinks a Text until it fits `maxWidth` (titles on cards and tiles), never below `minScale`. */
export function fitText(t: FaceText, maxWidth: number, minScale = 0.6): void {
  t.setScale(1);
  if (t.width > maxWidth) t.setScale(Math.max(minScale, maxWidth / t.width));
}

/** A coin's disc: shadow, fill and ring, painted once per size and colours (see `bakedImage`). */
export function coin(scene: Phaser.Scene, x: number, y: number, r: number, fill: number, ring: number): Phaser.GameObjects.Image {
  return bakedImage(scene, `coin.${r}.${fill.toString(16)}.${ring.toString(16)}`, r * 2, r * 2, 4, (g) => {
    g.fillStyle(0x000000, 0.3);
    g.fillCircle(0, 2, r);
    g.fillStyle(fill, 1);
    g.fillCircle(0, 0, r);
    g.lineStyle(2, ring, 1);
    g.strokeCircle(0, 0, r);
  }).setPosition(x, y);
}

/** A value in a coin (a cost, spellpower, points): shadow, fill, ring and the text, upright or turned by `angle`. */
export function badge(scene: Phaser.Scene, x: number, y: number, r: number, text: string, fill: number, ink: number, ring: number, angle = 0): Phaser.GameObjects.GameObject[] {
  const t = faceText(scene, x, y, text, textStyle('badge', ink, { size: Math.round(r * 1.35) })).setOrigin(0.5).setAngle(angle);
  fitText(t, r * 1.7);
  return [coin(scene, x, y, r, fill, ring), t];
}

/**
 * Paths painted once into a texture and shown as an image. The Canvas renderer replays every path of a Graphics
 * each frame, and a software-rendered canvas rasterises each one anew (a card back's lattice is some thirty
 * strokes); an image is one drawImage. `draw` paints centred on (0, 0) within width × height, with `pad` pixels
 * around for strokes and shadows; the texture is painted at `resolution`× so a card shown larger (the zoom, a
 * tablet's device pixels) stays sharp, and kept under `key` for the page's life (a key names one picture).
 */
export function bakedImage(scene: Phaser.Scene, key: string, width: number, height: number, pad: number, draw: (g: Phaser.GameObjects.Graphics) => void, resolution = 2): Phaser.GameObjects.Image {
  if (!scene.textures.exists(key)) {
    const g = scene.make.graphics({}, false);
    g.translateCanvas((width / 2 + pad) * resolution, (height / 2 + pad) * resolution);
    g.scaleCanvas(resolution, resolution);
    draw(g);
    g.generateTexture(key, Math.ceil((width + pad * 2) * resolution), Math.ceil((height + pad * 2) * resolution));
    g.destroy();
  }
  return scene.add.image(0, 0, key).setScale(1 / resolution);
}
