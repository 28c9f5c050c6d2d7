import * as Phaser from 'phaser';
import { queueAssets, SFX_SPRITE_KEY, unpackIcons } from './assets';
import { readSpriteMap } from './audio';
import { Backdrop } from './backdrop';
import { drawBox, mix } from './components/draw';
import { loadFonts } from './fonts';
import { liveRegion } from './components/LiveRegion';
import { APP_EVENTS, SCENES } from './keys';
import { servicesOf } from './services';
import { css } from './theme';
import { LayoutScene, pixelRatio } from './viewport';

/** The bar's own text uses a system face: the game's fonts are what is being loaded. */
const SYSTEM_FONT = 'system-ui, -apple-system, "Segoe UI", sans-serif';
/** Never hold the app hostage to a font: after this long, go on with the fallback face. */
const FONT_TIMEOUT_MS = 4000;

/** Which scene follows: the menu, or a test-only gallery page (`?scene=gallery`, `&page=kit`) when asked for by URL and registered. */
function nextScene(scene: Phaser.Scene): string {
  const params = new URLSearchParams(window.location.search);
  const wanted = params.get('scene') === 'gallery' ? (params.get('page') === 'kit' ? SCENES.kitGallery : SCENES.gallery) : null;
  if (wanted && scene.scene.manager.getScene(wanted)) return wanted;
  return SCENES.menu;
}

/** Loads the icons' atlas and the sound sprite map behind a real progress bar, then waits for the fonts to be usable (fonts.ts). */
export class Preloader extends LayoutScene {
  #progress = 0;
  #ready = false;
  /** The player tapped or pressed a key before there was anything to choose: the caption says how far it is. */
  #tappedEarly = false;
  #bar!: Phaser.GameObjects.Graphics;
  #percent!: Phaser.GameObjects.Text;
  #caption!: Phaser.GameObjects.Text;
  #backdrop!: Backdrop;

  constructor() {
    super(SCENES.preloader);
  }

  /** 0..1, as last reported by the loader. */
  get progress(): number {
    return this.#progress;
  }

  get ready(): boolean {
    return this.#ready;
  }

  /** What the bar says, e.g. "100%". */
  get percentText(): string {
    return this.#percent.text;
  }

  /** The line above the bar: "Opening the Gatehouse…", or the answer to a tap that came too early. */
  get captionText(): string {
    return this.#caption.text;
  }

  preload(): void {
    const palette = servicesOf(this).theme.palette;
    this.#backdrop = new Backdrop(this, palette);
    this.#bar = this.add.graphics();
    const style = (size: number, colour: number): Phaser.Types.GameObjects.Text.TextStyle => ({ fontFamily: SYSTEM_FONT, fontSize: `${size}px`, color: css(colour), resolution: pixelRatio() });
    this.#caption = this.add.text(0, 0, 'Opening the Gatehouse…', style(18, palette.textMuted)).setOrigin(0.5);
    this.#percent = this.add.text(0, 0, '0%', style(16, palette.text)).setOrigin(0.5);
    this.startLayout();
    liveRegion('status').announce('Opening the Gatehouse… loading.');
    // Nothing can be chosen yet: a tap or a key is answered, not dropped without a word.
    const tooEarly = (): void => {
      this.#tappedEarly = true;
      this.#paint();
      liveRegion('status').announce(this.#caption.text);
    };
    this.input.on(Phaser.Input.Events.POINTER_DOWN, tooEarly);
    this.input.keyboard?.on('keydown', tooEarly);

    this.load.on(Phaser.Loader.Events.PROGRESS, (value: number) => {
      this.#progress = value;
      this.#paint();
    });
    this.load.on(Phaser.Loader.Events.FILE_LOAD_ERROR, (file: Phaser.Loader.File) => console.warn(`could not load ${file.key}`));
    queueAssets(this.load);
  }

  create(): void {
    const missing = unpackIcons(this.textures, this.cache.json);
    if (missing.length > 0) console.warn(`icons missing from the atlas: ${missing.join(', ')}`);
    this.#progress = 1;
    this.#paint();
    void this.#finish();
  }

  protected layout(w: number, h: number): void {
    this.#backdrop.resize(w, h);
    this.#caption.setPosition(w / 2, h / 2 - 34);
    this.#percent.setPosition(w / 2, h / 2 + 34);
    this.#paint();
  }

  #paint(): void {
    const palette = servicesOf(this).theme.palette;
    const w = Math.min(420, this.viewWidth - 64);
    const x = this.viewWidth / 2 - w / 2;
    const y = this.viewHeight / 2;
    const g = this.#bar.clear();
    drawBox(g, x + w / 2, y, w, 16, { fill: mix(palette.surface, 0x000000, 0.3), stroke: palette.border, strokeWidth: 2, radius: 8 });
    if (this.#progress > 0) {
      const fill = Math.max(12, (w - 6) * this.#progress);
      g.fillStyle(palette.gold, 1);
      g.fillRoundedRect(x + 3, y - 5, fill, 10, 5);
    }
    const percent = Math.round(this.#progress * 100);
    this.#percent.setText(`${percent}%`);
    if (this.#tappedEarly) this.#caption.setText(`Still loading (${percent}%). The menu opens in a moment.`);
  }

  /** Fonts first (text made before they are usable keeps the fallback face for good), then sounds, then go. */
  async #finish(): Promise<void> {
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, FONT_TIMEOUT_MS));
    await Promise.race([loadFonts(), timeout]);
    servicesOf(this).sound.init(readSpriteMap(this.cache.json.get(SFX_SPRITE_KEY)));
    this.#ready = true;
    this.game.events.emit(APP_EVENTS.sceneReady, SCENES.preloader);
    const next = nextScene(this);
    // The menu takes over from the HTML menu shell; any other scene (a test gallery) simply has it go.
    if (next !== SCENES.menu) servicesOf(this).shell?.remove();
    this.scene.start(next);
  }
}
