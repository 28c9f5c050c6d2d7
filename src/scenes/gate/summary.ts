import * as Phaser from 'phaser';
import type { ScoreEntry } from '../../machines/highscores';
import { ICONS } from '../assets';
import { BUTTON_CLICK, Button } from '../components/Button';
import { drawBox, mix } from '../components/draw';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import { Panel } from '../components/Panel';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { RunSummary } from './prompts';

/** The summary's buttons, emitted as events by the panel. */
export const SUMMARY_ACTIONS = ['replay', 'daily', 'newRun', 'menu'] as const;
export type SummaryAction = (typeof SUMMARY_ACTIONS)[number];

const LABELS: Readonly<Record<SummaryAction, { label: string; icon: string }>> = {
  replay: { label: 'Replay this seed', icon: ICONS.undo.key },
  daily: { label: 'Daily seed', icon: ICONS.gtDaily.key },
  newRun: { label: 'New run', icon: ICONS.play.key },
  menu: { label: 'Menu', icon: ICONS.home.key },
};

const ROWS = 5;

/**
 * The end of a run: how it ended, turns survived, enemies defeated and the score; the local high-score table for
 * this seed and difficulty (this run marked); and Replay this seed, Daily seed, New run, Menu.
 */
export class SummaryPanel extends Phaser.GameObjects.Container {
  readonly buttons: Readonly<Record<SummaryAction, Button>>;
  readonly #dim: Phaser.GameObjects.Rectangle;
  readonly #panel: Panel;
  readonly #title: Phaser.GameObjects.Text;
  readonly #reason: Phaser.GameObjects.Text;
  readonly #stats: Phaser.GameObjects.Text;
  readonly #tableTitle: Phaser.GameObjects.Text;
  readonly #rows: Phaser.GameObjects.Text[] = [];
  readonly #rowBg: Phaser.GameObjects.Graphics;
  readonly #trophy: Phaser.GameObjects.Image;
  #palette: Palette;
  #table: readonly ScoreEntry[] = [];
  #rank = -1;
  #summary: RunSummary;

  constructor(scene: Phaser.Scene, summary: RunSummary, seed: string, difficulty: string, palette: Palette) {
    super(scene, 0, 0);
    this.#palette = palette;
    this.#summary = summary;
    this.#dim = scene.add.rectangle(0, 0, 10, 10, palette.backgroundDeep, 0.6).setOrigin(0, 0).setInteractive();
    this.#panel = new Panel(scene, 'Run summary', palette);
    this.#trophy = scene.add.image(0, 0, summary.won ? ICONS.trophy.key : ICONS.gtFear.key).setDisplaySize(48, 48).setTint(summary.won ? palette.gold : palette.refused);
    this.#title = scene.add.text(0, 0, summary.title, textStyle('title', summary.won ? palette.gold : palette.text, { size: 32, align: 'center' })).setOrigin(0.5, 0);
    this.#reason = scene.add.text(0, 0, summary.reason, textStyle('body', palette.textMuted, { size: 17, align: 'center' })).setOrigin(0.5, 0);
    const defeated = summary.defeated.length === 0 ? 'none' : summary.defeated.join(', ');
    this.#stats = scene.add
      .text(0, 0, `Score ${summary.score}   ·   Turns survived ${summary.turns}   ·   Enemies defeated ${summary.defeated.length}${summary.fled > 0 ? `   ·   Pushed out ${summary.fled}` : ''}\nDefeated: ${defeated}`, textStyle('body', palette.text, { size: 17, align: 'center', lineSpacing: 4 }))
      .setOrigin(0.5, 0);
    this.#tableTitle = scene.add.text(0, 0, `Best runs · seed “${seed}” · ${difficulty}`, textStyle('label', palette.gold, { size: 14, letterSpacing: 1 })).setOrigin(0.5, 0);
    this.#rowBg = scene.add.graphics();
    for (let i = 0; i < ROWS; i++) this.#rows.push(scene.add.text(0, 0, '', textStyle('body', palette.text, { size: 16 })).setOrigin(0, 0.5));
    const buttons = {} as Record<SummaryAction, Button>;
    for (const a of SUMMARY_ACTIONS) {
      buttons[a] = new Button(scene, 0, 0, { label: LABELS[a].label, icon: LABELS[a].icon, width: 200, height: 48, variant: a === 'replay' ? 'primary' : 'secondary' }, palette);
      buttons[a].on(BUTTON_CLICK, () => this.emit(a));
    }
    this.buttons = buttons;
    this.#panel.content.add([this.#trophy, this.#title, this.#reason, this.#stats, this.#tableTitle, this.#rowBg, ...this.#rows, ...Object.values(buttons)]);
    this.add([this.#dim, this.#panel]);
    this.setDepth(DEPTH.modal).setAlpha(0);
    this.#paintRows();
    scene.add.existing(this);
  }

  /** The high-score table once it is read (this run at `rank`, -1 when it did not make the table). */
  setTable(table: readonly ScoreEntry[], rank: number): this {
    this.#table = table;
    this.#rank = rank;
    this.#paintRows();
    return this;
  }

  get rows(): readonly string[] {
    return this.#rows.map((r) => r.text).filter((t) => t.length > 0);
  }

  get summary(): RunSummary {
    return this.#summary;
  }

  open(motion: Motion): Promise<void> {
    return tweenTo(this.scene, { targets: this, alpha: 1, duration: 220 }, motion);
  }

  layout(w: number, h: number): this {
    this.#dim.setSize(w, h);
    (this.#dim.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, w, h);
    const pw = Math.min(640, w - 24);
    const ph = Math.min(h - 24, 560);
    this.#panel.resize(pw, ph).setPosition(w / 2, h / 2);
    const { width, height } = this.#panel.contentSize;
    const cx = width / 2;
    let y = 0;
    this.#trophy.setPosition(cx, y + 24);
    y += 52;
    this.#title.setPosition(cx, y).setWordWrapWidth(width);
    y += this.#title.height + 4;
    this.#reason.setPosition(cx, y).setWordWrapWidth(width);
    y += this.#reason.height + 10;
    this.#stats.setPosition(cx, y).setWordWrapWidth(width);
    y += this.#stats.height + 14;
    this.#tableTitle.setPosition(cx, y);
    y += 24;
    const two = width >= 420;
    const buttonsH = two ? 2 * 48 + 10 : 4 * 48 + 3 * 8;
    const rowH = Math.max(20, Math.min(26, (height - y - buttonsH - 16) / ROWS));
    this.#rows.forEach((r, i) => r.setPosition(16, y + rowH * (i + 0.5)));
    this.#paintRowBg(width, y, rowH);
    y += rowH * ROWS + 14;
    const bw = two ? Math.min(240, (width - 12) / 2) : Math.min(280, width);
    SUMMARY_ACTIONS.forEach((a, i) => {
      const b = this.buttons[a].resize(bw, 48);
      if (two) b.setPosition(cx + (i % 2 === 0 ? -1 : 1) * (bw / 2 + 6), y + 24 + Math.floor(i / 2) * 58);
      else b.setPosition(cx, y + 24 + i * 56);
    });
    return this;
  }

  #paintRows(): void {
    const p = this.#palette;
    this.#rows.forEach((r, i) => {
      const e = this.#table[i];
      if (!e) {
        r.setText(i === 0 ? 'No runs yet.' : '');
        return;
      }
      const date = e.at.slice(0, 10);
      r.setText(`${i + 1}.  ${String(e.score).padStart(2, ' ')} points   ${e.won ? 'won' : 'lost'} · ${e.turns} turns · ${e.defeated} defeated   ${date}${i === this.#rank ? '   ← this run' : ''}`);
      r.setColor(css(i === this.#rank ? p.gold : p.text));
    });
    if (this.#rank < 0 && this.#table.length >= ROWS) {
      const last = this.#rows[ROWS - 1];
      last?.setText(`This run: ${this.#summary.score} points (not in the top ${ROWS})`).setColor(css(p.textMuted));
    }
  }

  #paintRowBg(width: number, top: number, rowH: number): void {
    const g = this.#rowBg.clear();
    drawBox(g, width / 2, top + (rowH * ROWS) / 2, width, rowH * ROWS + 8, { fill: mix(this.#palette.surface, 0x000000, 0.25), radius: 10 });
  }
}
