import type * as Phaser from 'phaser';
import type { Motion } from '../components/motion';
import { Modal } from '../components/Panel';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';

/** One entry of a read-only list: a heading, an optional note beside it, a paragraph. */
export interface ListEntry {
  readonly heading: string;
  readonly note?: string;
  readonly body: string;
}

interface Built {
  readonly heading: Phaser.GameObjects.Text;
  readonly note: Phaser.GameObjects.Text | null;
  readonly body: Phaser.GameObjects.Text;
}

const ENTRY_GAP = 16;

/**
 * A modal with a list of short entries (Rules, Credits). The text reflows to the panel width and, if it still
 * does not fit the screen, the list scales down a little rather than scroll: these lists are short by design.
 */
export class ListPanel {
  readonly modal: Modal;
  readonly #entries: Built[];

  constructor(scene: Phaser.Scene, title: string, entries: readonly ListEntry[], palette: Palette, motion: Motion, closeIcon: string) {
    this.modal = new Modal(scene, title, palette, motion, closeIcon);
    this.#entries = entries.map((e) => ({
      heading: scene.add.text(0, 0, e.heading, textStyle('label', palette.gold, { size: 17, lineSpacing: 2 })),
      note: e.note ? scene.add.text(0, 0, e.note, textStyle('small', palette.textMuted, { size: 15 })) : null,
      body: scene.add.text(0, 0, e.body, textStyle('body', palette.text, { size: 17, lineSpacing: 2 })),
    }));
    for (const b of this.#entries) this.modal.panel.content.add([b.heading, ...(b.note ? [b.note] : []), b.body]);
  }

  layout(viewWidth: number, viewHeight: number, preferredWidth = 680): this {
    const width = Math.min(preferredWidth, viewWidth - 24);
    // First pass at the final width tells how tall the list is.
    const contentWidth = width - 48;
    const height = this.#arrange(contentWidth);
    const chrome = 64 + 24;
    this.modal.layout(viewWidth, viewHeight, width, height + chrome);
    const room = this.modal.panel.contentSize.height;
    const scale = Math.max(0.72, Math.min(1, room / height));
    this.modal.panel.content.setScale(scale);
    if (scale < 1) {
      // Smaller text wraps less, so the list got shorter: fit the panel to it again.
      const scaled = this.#arrange(contentWidth / scale) * scale;
      this.modal.layout(viewWidth, viewHeight, width, scaled + chrome);
    }
    return this;
  }

  setPalette(palette: Palette): this {
    this.modal.setPalette(palette);
    for (const b of this.#entries) {
      b.heading.setColor(css(palette.gold));
      b.note?.setColor(css(palette.textMuted));
      b.body.setColor(css(palette.text));
    }
    return this;
  }

  /** Places the entries for a content width; returns the height used. */
  #arrange(width: number): number {
    let y = 0;
    for (const b of this.#entries) {
      b.heading.setWordWrapWidth(width, true).setPosition(0, y);
      if (b.note) {
        const besideFits = b.heading.getWrappedText().length === 1 && b.heading.width + 12 + b.note.width <= width;
        b.note.setPosition(besideFits ? b.heading.width + 12 : 0, besideFits ? y + (b.heading.height - b.note.height) / 2 + 1 : y + b.heading.height);
        y += besideFits ? b.heading.height : b.heading.height + b.note.height;
      } else {
        y += b.heading.height;
      }
      b.body.setWordWrapWidth(width, true).setPosition(0, y + 2);
      y += b.body.height + 2 + ENTRY_GAP;
    }
    return Math.max(0, y - ENTRY_GAP);
  }
}
