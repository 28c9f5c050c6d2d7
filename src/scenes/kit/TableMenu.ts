import type * as Phaser from 'phaser';
import { BUTTON_CLICK, Button } from '../components/Button';
import { focusable } from '../components/focusables';
import type { Motion } from '../components/motion';
import type { PageButton } from '../components/page';
import { MODAL_CLOSED, Modal } from '../components/Panel';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { PageTools } from './inspect';
import type { ShareActions } from './replay-share';

/** The table menu's buttons on the page, while it is open. */
export interface TableMenuInspection {
  readonly copyLink: PageButton | null;
  readonly saveReplay: PageButton | null;
  readonly savePosition: PageButton | null;
  readonly mainMenu: PageButton;
}

const BUTTON_W = 260;

/**
 * The table's own menu (the top bar's Menu): share the game as it stands (its link, its replay file, its position
 * file) or leave for the main menu. Online there is nothing to share from here: the server holds the game.
 */
export class TableMenu {
  readonly modal: Modal;
  readonly #message: Phaser.GameObjects.Text;
  readonly #buttons: { readonly copyLink: Button | null; readonly saveReplay: Button | null; readonly savePosition: Button | null; readonly mainMenu: Button };

  constructor(scene: Phaser.Scene, palette: Palette, motion: Motion, closeIcon: string, share: ShareActions | null, mainMenu: () => void) {
    this.modal = new Modal(scene, 'Game menu', palette, motion, closeIcon);
    const words = share ? 'Share the game as it stands, or leave it: it is saved on this device and Continue brings it back.' : 'Leave the table for the main menu.';
    this.#message = scene.add.text(0, 0, words, textStyle('body', palette.text, { size: 17, align: 'center', lineSpacing: 3 })).setOrigin(0.5, 0);
    const make = (label: string, run: () => void, primary = false) =>
      new Button(scene, 0, 0, { label, width: BUTTON_W, height: 48, ...(primary ? { variant: 'primary' as const } : {}) }, palette).on(BUTTON_CLICK, () => {
        run();
        void this.modal.close();
      });
    this.#buttons = {
      copyLink: share && make('Copy game link', () => share.copyLink()),
      saveReplay: share && make('Save replay file', () => share.saveFile()),
      savePosition: share && make('Save position file', () => share.savePosition()),
      mainMenu: make('Main menu', mainMenu, true),
    };
    const all = this.#all();
    this.modal.panel.content.add([this.#message, ...all]);
    this.modal.setFocusItems(all.map((b) => focusable.button(b)));
  }

  #all(): Button[] {
    const { copyLink, saveReplay, savePosition, mainMenu } = this.#buttons;
    return [copyLink, saveReplay, savePosition, mainMenu].filter((b): b is Button => b !== null);
  }

  /** Runs `then` once the menu has closed. */
  onClosed(then: () => void): this {
    this.modal.once(MODAL_CLOSED, then);
    return this;
  }

  layout(viewWidth: number, viewHeight: number): this {
    const panelW = Math.min(460, viewWidth - 24);
    this.#message.setWordWrapWidth(panelW - 48, true);
    const all = this.#all();
    this.modal.layout(viewWidth, viewHeight, panelW, 64 + 24 + 16 + this.#message.height + 24 + all.length * 58 + 8);
    const { width } = this.modal.panel.contentSize;
    this.#message.setPosition(width / 2, 16);
    all.forEach((button, i) => button.setPosition(width / 2, 16 + this.#message.height + 24 + 24 + i * 58));
    return this;
  }

  setPalette(p: Palette): this {
    this.modal.setPalette(p);
    this.#message.setColor(css(p.text));
    for (const button of this.#all()) button.setPalette(p);
    return this;
  }

  inspect(tools: PageTools): TableMenuInspection {
    const page = (b: Button | null) => (b ? tools.button(b) : null);
    const { copyLink, saveReplay, savePosition, mainMenu } = this.#buttons;
    return { copyLink: page(copyLink), saveReplay: page(saveReplay), savePosition: page(savePosition), mainMenu: tools.button(mainMenu) };
  }
}
