import type * as Phaser from 'phaser';
import { ICONS } from '../assets';
import { drawLive } from '../frame-cache';
import { redrawOnce, measuredWidth } from '../text-redraws';
import { DEPTH } from '../layers';
import { drawOnceAtNextRender } from '../next-render';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { ButtonOptions } from './Button';
import { BUTTON_CLICK, Button } from './Button';
import { mix } from './draw';
import type { Motion } from './motion';
import { twoLines } from './status-lines';
import { ThinkingGlass } from './ThinkingGlass';

const M = 10;
const GAP = 8;

/**
 * A table's top bar: Menu on the left, the status line in the middle (an hourglass beside it while something
 * thinks, turning over now and then: components/ThinkingGlass.ts), Undo and any extra buttons (a hint…) on the
 * right. The status shrinks, then wraps, to fit its room.
 */
export class TopBar {
  static readonly HEIGHT = 50;
  /** The status line's name (`setName`): the test hooks count its drawings by it. */
  static readonly STATUS_NAME = 'status line';
  readonly menu: Button;
  readonly undo: Button;
  readonly extras: readonly Button[];
  readonly #scene: Phaser.Scene;
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly #status: Phaser.GameObjects.Text;
  /** The hourglass beside the status while something thinks: an element of the page, turned by the browser. */
  readonly #hourglass: ThinkingGlass;
  #palette: Palette;
  #width = 800;
  #room = { x: 400, width: 400 };
  /** The whole status line (the bar may show it cut to two lines on a narrow screen). */
  #text = '';
  /** What the status was last fitted for: fitting again for the same is skipped (each step redraws the text). */
  #fitted = '';
  /** Asks for the status line to be fitted at the scene's next drawing, once (see `setStatus`). */
  readonly #fitLater: () => void;

  constructor(scene: Phaser.Scene, palette: Palette, motion: Motion, on: { menu: () => void; undo: () => void }, extras: readonly ButtonOptions[] = []) {
    this.#scene = scene;
    this.#palette = palette;
    this.#bg = scene.add.graphics().setDepth(DEPTH.ui - 20);
    // The status line changes while the rest of the table stands still: the still-frame cache draws it live, so a
    // change does not redraw the run of objects around it (scenes/frame-cache.ts). Just above the other controls (they
    // do not overlap), so the bar's buttons stay in one run with what lies below.
    this.#status = drawLive(scene.add.text(0, 0, '', textStyle('label', palette.text, { size: 18, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui + 1).setName(TopBar.STATUS_NAME));
    this.#hourglass = new ThinkingGlass(scene, motion, palette.gold);
    this.#fitLater = drawOnceAtNextRender(scene, () => {
      if (this.#status.scene) this.#fit();
    });
    this.menu = new Button(scene, 0, 0, { label: 'Menu', icon: ICONS.home.key, width: 104, height: 38, variant: 'ghost' }, palette).setDepth(DEPTH.ui);
    this.menu.on(BUTTON_CLICK, on.menu);
    this.undo = new Button(scene, 0, 0, { label: 'Undo', icon: ICONS.undo.key, width: 112, height: 38 }, palette).setDepth(DEPTH.ui);
    this.undo.on(BUTTON_CLICK, on.undo);
    this.extras = extras.map((o) => new Button(this.#scene, 0, 0, { height: 38, ...o }, palette).setDepth(DEPTH.ui));
  }

  /** The whole status line, as set (what the bar shows may end in "…" where two lines cannot hold it). */
  get status(): string {
    return this.#text;
  }

  /** What the bar shows of the status line. */
  get shownStatus(): string {
    return this.#status.text;
  }

  /** How tall the status line is drawn, in CSS pixels (the bar is HEIGHT tall). */
  get statusHeight(): number {
    return this.#status.displayHeight;
  }

  /** Whether the hourglass is up (something thinks), whether or not something of the table covers it now. */
  get thinking(): boolean {
    return this.#hourglass.wanted;
  }

  /** The hourglass: where it is, and whether it shows and turns now. */
  get hourglass(): { readonly shown: boolean; readonly turning: boolean; readonly element: HTMLElement } {
    return this.#hourglass;
  }

  layout(width: number): void {
    this.#width = width;
    const h = TopBar.HEIGHT;
    this.#paint();
    this.menu.setPosition(M + this.menu.width / 2, h / 2);
    let right = width - M;
    for (const b of [this.undo, ...this.extras]) {
      if (!b.visible) continue; // a hidden extra (the log's, when the log has its own place) takes no room
      b.setPosition(right - b.width / 2, h / 2);
      right -= b.width + GAP;
    }
    const left = M + this.menu.width + GAP;
    this.#room = { x: (left + right) / 2, width: right - left };
    this.#fit();
  }

  /**
   * The status line, and whether the hourglass shows beside it. The line is fitted and drawn when the scene next
   * draws, once, whatever was set before then: a computer's turn sets "Computer 1's turn" and then "Computer 1 is
   * thinking…" in one task, and only the last can be seen.
   */
  setStatus(text: string, thinking: boolean): void {
    this.#text = text;
    this.#hourglass.setWanted(thinking);
    this.#fitLater();
  }

  setPalette(p: Palette): void {
    this.#palette = p;
    for (const b of [this.menu, this.undo, ...this.extras]) b.setPalette(p);
    this.#status.setColor(css(p.text));
    this.#hourglass.setColour(p.gold);
    this.#paint();
  }

  #paint(): void {
    const p = this.#palette;
    const g = this.#bg.clear();
    g.fillStyle(mix(p.backgroundDeep, 0x000000, 0.2), 0.85);
    g.fillRect(0, 0, this.#width, TopBar.HEIGHT);
    g.lineStyle(1, p.gold, 0.35);
    g.lineBetween(0, TopBar.HEIGHT, this.#width, TopBar.HEIGHT);
  }

  /** One line: a smaller face first, then squeeze; two lines only when even that would be unreadable. */
  #fit(): void {
    const s = this.#status;
    const icon = this.#hourglass.wanted ? 36 : 0;
    const room = this.#room.width - 24 - icon;
    const key = `${room}|${this.#width}|${this.#room.x}|${icon}|${this.#text}`;
    if (key !== this.#fitted) {
      this.#fitted = key;
      // The sizes are tried by measuring the words, and the status is drawn once, in the size chosen.
      redrawOnce(s, () => {
        s.setText(this.#text).setWordWrapWidth(null).setFontSize(this.#width < 900 ? 15 : 18);
        if (measuredWidth(s) > room) s.setFontSize(14);
        if (measuredWidth(s) > room / 0.8) {
          s.setWordWrapWidth(room, true).setFontSize(13);
          // Two lines at most: a longer line (a narrow portrait bar) is cut at a word and ends in "…", where it ran
          // out of the bar before. The whole line is still spoken to a screen reader and read by the tests.
          const lines = s.getWrappedText(this.#text);
          if (lines.length > 2) s.setText(twoLines(lines));
        }
      });
      s.setScale(s.width > room ? room / s.width : 1);
    }
    s.setPosition(this.#room.x + icon / 2, TopBar.HEIGHT / 2);
    this.#hourglass.place(s.x - s.displayWidth / 2 - 18, TopBar.HEIGHT / 2);
  }

}

