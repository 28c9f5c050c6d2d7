/**
 * Words on a card front. A front baked into one picture (components/CardView.ts, Canvas renderer) makes its texts
 * only to draw them into the picture once, and a Text costs a canvas of its own, its words measured, wrapped and
 * drawn: a front's eight texts were about 80% of building it, in the task that applies a move. Fronts repeat their
 * words (a witch's name on each of her looks, an element, a number, a keyword), so while CardView builds a front to
 * bake (`whileBakingFront`), `faceText` makes each (words, style) a Text once per table, kept off the display list,
 * and shows it as an image of the Text's own texture that stands in for it: the same picture, size, origin and
 * resolution, so the Canvas renderer draws it as it draws the Text. Elsewhere (the WebGL renderer, a zoomed card,
 * `?cardbake=off`, `?facetext=off`) it makes a Text.
 */
import * as Phaser from 'phaser';

/** A text on a card front: a Text, or an image of one (what a painter may do with either). */
export type FaceText = Phaser.GameObjects.Text | Phaser.GameObjects.Image;

/**
 * Texts kept as pictures, per scene until it shuts down (a table's game), the least recently used let go first
 * beyond `KEPT` (a front in the making uses a few).
 */
const KEPT = 256;
const keptByScene = new WeakMap<Phaser.Scene, Map<string, Phaser.GameObjects.Text>>();
let baking = false;
let pictures = true;
const counts = { drawn: 0, reused: 0 };

/** Texts drawn into pictures, and pictures shown again, since the page loaded (the test hooks'). */
export const faceTextCounts = (): { readonly drawn: number; readonly reused: number } => ({ ...counts });

/** Whether `faceText` makes pictures while a front is baked (`?facetext=off`: never, the browser test's baseline). */
export function setFaceTextPictures(on: boolean): void {
  pictures = on;
}

/** Runs `build` with `faceText` making pictures of texts (CardView, building a front it bakes). */
export function whileBakingFront(build: () => void): void {
  const was = baking;
  baking = true;
  try {
    build();
  } finally {
    baking = was;
  }
}

/**
 * A text on a card front at (x, y): a Text, or while a front is built to be baked, an image of one (see above).
 * The Text drawn for a picture is kept off the display list, its canvas the picture's texture; letting it go
 * destroys both.
 */
export function faceText(scene: Phaser.Scene, x: number, y: number, words: string, style: Phaser.Types.GameObjects.Text.TextStyle): FaceText {
  if (!baking || !pictures) return scene.add.text(x, y, words, style);
  const kept = keptOf(scene);
  const key = JSON.stringify([words, style]);
  let text = kept.get(key);
  if (text?.active) {
    kept.delete(key);
    counts.reused++;
  } else {
    text = scene.add.text(0, 0, words, style);
    text.removeFromDisplayList();
    counts.drawn++;
  }
  kept.set(key, text);
  for (const [oldest, old] of kept) {
    if (kept.size <= KEPT) break;
    kept.delete(oldest);
    old.destroy();
  }
  // The Text's picture, size (in the scene's units: its canvas is `resolution` times as many pixels, and its frame
  // says so) and default origin: the renderer draws it as it draws the Text.
  return scene.add.image(x, y, text.texture).setSize(text.width, text.height).setOrigin(0, 0);
}

/** The texts `scene` keeps as pictures; destroyed with their textures when it shuts down. */
function keptOf(scene: Phaser.Scene): Map<string, Phaser.GameObjects.Text> {
  let kept = keptByScene.get(scene);
  if (!kept) {
    const made = new Map<string, Phaser.GameObjects.Text>();
    kept = made;
    keptByScene.set(scene, made);
    scene.sys.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      keptByScene.delete(scene);
      for (const text of made.values()) text.destroy();
    });
  }
  return kept;
}
