import type * as Phaser from 'phaser';
import { BUTTON_CLICK, Button } from '../components/Button';
import type { Motion } from '../components/motion';
import { Modal } from '../components/Panel';
import { focusable } from '../components/focusables';
import type { Rect } from '../viewport';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';

/** A button at the end of an entry's heading row (How to play: "Rulebook" opens that game's full rules). */
export interface ListAction {
  readonly label: string;
  /** What a screen reader hears on it ("Gatekeeper rulebook"). */
  readonly spoken: string;
  readonly run: () => void;
}

/** One entry of a read-only list: a heading, an optional note beside it, a paragraph, an optional action. */
export interface ListEntry {
  readonly heading: string;
  readonly note?: string;
  readonly body: string;
  readonly action?: ListAction;
}

interface Built {
  readonly heading: Phaser.GameObjects.Text;
  readonly note: Phaser.GameObjects.Text | null;
  readonly body: Phaser.GameObjects.Text;
  readonly action: Button | null;
}

const ENTRY_GAP = 16;
const ACTION_W = 132;
const ACTION_H = 44;

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
      action: e.action ? new Button(scene, 0, 0, { label: e.action.label, width: ACTION_W, height: ACTION_H, variant: 'ghost' }, palette).on(BUTTON_CLICK, e.action.run) : null,
    }));
    for (const b of this.#entries) this.modal.panel.content.add([b.heading, ...(b.note ? [b.note] : []), b.body, ...(b.action ? [b.action] : [])]);
    // The close button keeps the first place (what the keyboard reaches first), the actions follow in reading order.
    const actions = entries.flatMap((e, i) => {
      const button = this.#entries[i]?.action;
      return e.action && button ? [focusable.button(button, `${e.action.spoken}, button`)] : [];
    });
    if (actions.length > 0) this.modal.setFocusItems(actions, { closeFirst: true });
  }

  /** The action buttons' boxes in world space, in entry order (null for an entry without one): where a test taps. */
  actionRects(): (Rect | null)[] {
    return this.#entries.map(({ action }) => {
      if (!action) return null;
      const m = action.getWorldTransformMatrix();
      const scale = this.modal.panel.content.scale;
      return { x: m.tx - (ACTION_W * scale) / 2, y: m.ty - (ACTION_H * scale) / 2, width: ACTION_W * scale, height: ACTION_H * scale };
    });
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
      b.action?.setPalette(palette);
    }
    return this;
  }

  /** Places the entries for a content width; returns the height used. */
  #arrange(width: number): number {
    let y = 0;
    for (const b of this.#entries) {
      // An action takes the end of the heading row; the heading and its note wrap in what is left.
      const headingWidth = b.action ? width - ACTION_W - 12 : width;
      const top = y;
      b.heading.setWordWrapWidth(headingWidth, true).setPosition(0, y);
      if (b.note) {
        const besideFits = b.heading.getWrappedText().length === 1 && b.heading.width + 12 + b.note.width <= headingWidth;
        b.note.setPosition(besideFits ? b.heading.width + 12 : 0, besideFits ? y + (b.heading.height - b.note.height) / 2 + 1 : y + b.heading.height);
        y += besideFits ? b.heading.height : b.heading.height + b.note.height;
      } else {
        y += b.heading.height;
      }
      if (b.action) {
        // The heading (and its note) centred on the button's row.
        const rowH = Math.max(y - top, ACTION_H);
        const shift = (rowH - (y - top)) / 2;
        b.heading.y += shift;
        if (b.note) b.note.y += shift;
        b.action.setPosition(width - ACTION_W / 2, top + rowH / 2);
        y = top + rowH;
      }
      b.body.setWordWrapWidth(width, true).setPosition(0, y + 2);
      y += b.body.height + 2 + ENTRY_GAP;
    }
    return Math.max(0, y - ENTRY_GAP);
  }
}
