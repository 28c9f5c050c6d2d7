import type * as Phaser from 'phaser';
import { BUTTON_CLICK, Button } from '../components/Button';
import { focusable } from '../components/focusables';
import type { Motion } from '../components/motion';
import { Modal } from '../components/Panel';
import type { GameInfo } from '../../rules/catalog';
import { ICONS } from '../assets';
import type { Services } from '../services';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';

/** Emitted (no arguments) on the modal when the player confirms. Cancel, Close, Escape just close it. */
export const CONFIRM_ACCEPT = 'accept';

/** Where the confirm panel's buttons are, in world space: what the test hooks report. */
export interface ConfirmControls {
  readonly cancel: Rect;
  readonly accept: Rect;
  readonly close: Rect;
  /** Keyboard focus: cancel, accept, close (-1 when the ring is hidden). */
  readonly focused: number;
}

export interface ConfirmText {
  readonly title: string;
  readonly message: string;
  readonly accept: string;
  readonly cancel: string;
}

/**
 * A yes/no question before something that cannot be undone ("Start a new game? Your game in progress will be
 * lost."). The safe answer comes first and takes the keyboard's focus first.
 */
export class ConfirmPanel {
  readonly modal: Modal;
  readonly text: ConfirmText;
  readonly #message: Phaser.GameObjects.Text;
  readonly #cancel: Button;
  readonly #accept: Button;

  constructor(scene: Phaser.Scene, text: ConfirmText, palette: Palette, motion: Motion, closeIcon: string) {
    this.text = text;
    this.modal = new Modal(scene, text.title, palette, motion, closeIcon);
    this.#message = scene.add.text(0, 0, text.message, textStyle('body', palette.text, { size: 18, align: 'center', lineSpacing: 3 })).setOrigin(0.5, 0);
    this.#cancel = new Button(scene, 0, 0, { label: text.cancel, width: 200, height: 52 }, palette).on(BUTTON_CLICK, () => void this.modal.close());
    this.#accept = new Button(scene, 0, 0, { label: text.accept, width: 200, height: 52, variant: 'primary' }, palette).on(BUTTON_CLICK, () => {
      this.modal.emit(CONFIRM_ACCEPT);
      void this.modal.close();
    });
    this.modal.panel.content.add([this.#message, this.#cancel, this.#accept]);
    this.modal.setFocusItems([focusable.button(this.#cancel), focusable.button(this.#accept)]);
  }

  layout(viewWidth: number, viewHeight: number): this {
    const panelW = Math.min(520, viewWidth - 24);
    const contentW = panelW - 48;
    this.#message.setWordWrapWidth(contentW, true);
    const side = contentW >= 420;
    const buttonsH = side ? 52 : 52 * 2 + 12;
    this.modal.layout(viewWidth, viewHeight, panelW, 64 + 24 + 16 + this.#message.height + 28 + buttonsH + 8);
    const { width } = this.modal.panel.contentSize;
    this.#message.setPosition(width / 2, 16);
    const y = 16 + this.#message.height + 28 + 26;
    if (side) {
      this.#cancel.setPosition(width / 2 - 108, y);
      this.#accept.setPosition(width / 2 + 108, y);
    } else {
      this.#cancel.setPosition(width / 2, y);
      this.#accept.setPosition(width / 2, y + 64);
    }
    return this;
  }

  setPalette(p: Palette): this {
    this.modal.setPalette(p);
    this.#message.setColor(css(p.text));
    this.#cancel.setPalette(p);
    this.#accept.setPalette(p);
    return this;
  }

  controls(): ConfirmControls {
    const rect = (b: Button): Rect => {
      const m = b.getWorldTransformMatrix();
      return { x: m.tx - 100, y: m.ty - 26, width: 200, height: 52 };
    };
    return { cancel: rect(this.#cancel), accept: rect(this.#accept), close: this.modal.closeRect, focused: this.modal.focused };
  }
}

/** What the question over a save needs from the menu: where to show it, and to forget the save once removed. */
export interface LosingSaveHost {
  readonly scene: Phaser.Scene;
  readonly services: Services;
  show(view: ConfirmPanel, onClosed: () => void): void;
  forget(game: string): void;
}

/**
 * "Start a new game? Your game in progress will be lost.": Start new game removes `game`'s save (a storage failure
 * is only logged: the new game overwrites the slot anyway), then `begin` runs; Keep my game starts nothing.
 */
export function confirmLosingSave(host: LosingSaveHost, game: GameInfo, begin: () => void): void {
  const { services } = host;
  const text = { title: 'Start a new game?', message: `Your ${game.title} game in progress will be lost.`, accept: 'Start new game', cancel: 'Keep my game' };
  const view = new ConfirmPanel(host.scene, text, services.theme.palette, services.motion, ICONS.close.key);
  let accepted = false;
  view.modal.once(CONFIRM_ACCEPT, () => (accepted = true));
  host.show(view, () => {
    if (!accepted) return;
    void (async () => {
      try {
        await services.saves.remove(game.id);
      } catch (e) {
        console.warn('save not removed', e);
      }
      host.forget(game.id);
      begin();
    })();
  });
}
