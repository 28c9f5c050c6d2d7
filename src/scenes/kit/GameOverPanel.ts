import type * as Phaser from 'phaser';
import { ICONS } from '../assets';
import { BUTTON_CLICK, Button } from '../components/Button';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import { Panel } from '../components/Panel';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { textStyle } from '../theme';
import type { ShareActions } from './replay-share';

/** Where the title's first line starts under the trophy. */
const TITLE_TOP = 70;

/** The words of a finished game: a title ("You win!") and a line or two of why and the final score. */
export interface GameOverWords {
  readonly title: string;
  readonly text: string;
}

/** The replay row's buttons (a finished game with moves to replay). */
export interface ReplayButtons {
  readonly watch: Button;
  readonly copyLink: Button;
  readonly saveFile: Button;
}

/** A game's end over the dimmed table: a trophy, the words, Rematch and Menu, and its replay to watch or share. */
export class GameOverPanel {
  readonly rematch: Button;
  readonly menu: Button;
  readonly replay: ReplayButtons | null;
  readonly words: GameOverWords;
  readonly #root: Phaser.GameObjects.Container;
  readonly #dim: Phaser.GameObjects.Rectangle;
  readonly #panel: Panel;
  readonly #trophy: Phaser.GameObjects.Image;
  readonly #title: Phaser.GameObjects.Text;
  readonly #text: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, words: GameOverWords, palette: Palette, on: { rematch: () => void; menu: () => void; replay: ShareActions | null }) {
    this.words = words;
    this.#dim = scene.add.rectangle(0, 0, 10, 10, palette.backgroundDeep, 0.55).setOrigin(0, 0).setInteractive();
    this.#panel = new Panel(scene, 'Game over', palette);
    this.#title = scene.add.text(0, 0, words.title, textStyle('title', palette.gold, { size: 38, align: 'center' })).setOrigin(0.5);
    this.#text = scene.add.text(0, 0, words.text, textStyle('body', palette.text, { size: 18, align: 'center', lineSpacing: 6 })).setOrigin(0.5);
    this.rematch = new Button(scene, 0, 0, { label: 'Rematch', icon: ICONS.play.key, width: 180, height: 50, variant: 'primary' }, palette).on(BUTTON_CLICK, on.rematch);
    this.menu = new Button(scene, 0, 0, { label: 'Menu', icon: ICONS.home.key, width: 180, height: 50 }, palette).on(BUTTON_CLICK, on.menu);
    this.#trophy = scene.add.image(0, 0, ICONS.trophy.key).setDisplaySize(56, 56).setTint(palette.gold);
    const small = (label: string, run: () => void) => new Button(scene, 0, 0, { label, width: 150, height: 42, variant: 'ghost' }, palette).on(BUTTON_CLICK, run);
    const actions = on.replay;
    this.replay = actions && { watch: small('Watch replay', () => actions.watch()), copyLink: small('Copy link', () => actions.copyLink()), saveFile: small('Save file', () => actions.saveFile()) };
    this.#panel.content.add([this.#trophy, this.#title, this.#text, this.rematch, this.menu, ...(this.replay ? Object.values(this.replay) : [])]);
    this.#root = scene.add.container(0, 0, [this.#dim, this.#panel]).setDepth(DEPTH.modal).setAlpha(0);
  }

  /** Adds the person's record on this device under the game's words (it arrives once the finished game is counted). */
  showRecord(line: string | null): boolean {
    if (line === null || !this.#root.active) return false;
    this.#text.setText(`${this.words.text}\n${line}`);
    this.record = line;
    return true;
  }

  /** The record line shown, if any (for the page's test hooks). */
  record: string | null = null;

  /** Rematch was asked for (online: the new game comes once every player has asked): it cannot be pressed again. */
  asked(): void {
    this.rematch.setLabel('Asked').setEnabled(false);
  }

  /** Whether it is still fading in (its screenshot or a tap waits for it). */
  get opening(): boolean {
    return this.#root.alpha < 1;
  }

  open(scene: Phaser.Scene, motion: Motion): Promise<void> {
    return tweenTo(scene, { targets: this.#root, alpha: 1, duration: 220 }, motion);
  }

  layout(width: number, height: number): void {
    this.#dim.setSize(width, height);
    (this.#dim.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, width, height);
    // The panel grows with its words (a final scoring of four seats), the buttons always under them.
    const panelW = Math.min(560, width - 32);
    this.#panel.resize(panelW, 360);
    const inner = this.#panel.contentSize.width;
    this.#text.setWordWrapWidth(inner);
    // A title that wraps ("Computer 2 and Computer 3 win") pushes the words and buttons down instead of covering them.
    this.#title.setOrigin(0.5, 0).setWordWrapWidth(inner).setPosition(inner / 2, TITLE_TOP);
    const textTop = TITLE_TOP + this.#title.height + 12;
    const extra = Math.max(0, this.#text.height - 56) + Math.max(0, textTop - 128);
    const replayRow = this.replay ? (inner >= 480 ? 58 : 150) : 0;
    this.#panel.resize(panelW, Math.min(height - 32, 360 + extra + replayRow)).setPosition(width / 2, height / 2);
    this.#trophy.setPosition(inner / 2, 30);
    this.#text.setOrigin(0.5, 0).setPosition(inner / 2, textTop);
    const side = inner >= 400;
    const buttonsY = textTop + Math.max(56, this.#text.height) + 56;
    this.rematch.setPosition(side ? inner / 2 - 98 : inner / 2, side ? buttonsY : buttonsY - 20);
    this.menu.setPosition(side ? inner / 2 + 98 : inner / 2, side ? buttonsY : buttonsY + 36);
    // The replay's row under them: three across where they fit, else one under another.
    const row = this.replay ? [this.replay.watch, this.replay.copyLink, this.replay.saveFile] : [];
    const rowY = buttonsY + (side ? 60 : 96);
    row.forEach((button, i) => (inner >= 480 ? button.setPosition(inner / 2 + (i - 1) * 160, rowY) : button.setPosition(inner / 2, rowY + i * 48)));
  }

  destroy(): void {
    this.#root.destroy();
  }
}
