import * as Phaser from 'phaser';
import { planInWorker } from '../../machines/ai-client';
import type { MatchDirector } from '../../machines/director';
import type { GateEvent, GateMove, GateView } from '../../rules/gate/index';
import { gate } from '../../rules/gate/index';
import type { Button } from '../components/Button';
import { drawBox, mix } from '../components/draw';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import type { GateBoard } from './board';
import type { HintPointer } from './prompts';
import { describeMove, hintPointer } from './prompts';
import { cardOf } from './steps';

/** The hint engine's bot: ISMCTS with a short budget per move, in the AI worker. */
const HINT_BOT = 'ismcts@400ms';

/** What the hints read off the table when they ask and when they paint. */
export interface HintContext {
  readonly director: MatchDirector<GateMove, GateView, GateEvent> | null;
  readonly mine: boolean;
  readonly busy: boolean;
  readonly over: boolean;
  readonly seed: string;
  readonly view: GateView | null;
  readonly palette: Palette;
  readonly prompt: { readonly x: number; readonly y: number; readonly width: number };
  readonly splitOpen: boolean;
  readonly hintButton: Button | undefined;
  /** A guided lesson's move kinds (`use:calm`, `recruit`), which the plan starts with when one is legal. */
  readonly focus: readonly string[];
  toast(text: string, tone: 'info' | 'warning'): void;
  refresh(): void;
}

export interface Hint {
  readonly plies: number;
  readonly plan: readonly GateMove[];
  readonly words: readonly string[];
  readonly pointer: HintPointer | null;
}

/** The Hint button's advice: a plan for the turn from the AI worker, its first step ringed on the table, its words in a panel. */
export class GateHints {
  readonly #scene: Phaser.Scene;
  readonly #board: GateBoard;
  readonly #context: () => HintContext;
  readonly #marks: Phaser.GameObjects.Graphics;
  readonly panel: Phaser.GameObjects.Container;
  readonly #bg: Phaser.GameObjects.Graphics;
  readonly text: Phaser.GameObjects.Text;
  hint: Hint | null = null;
  #pending: number | null = null;

  constructor(scene: Phaser.Scene, board: GateBoard, context: () => HintContext) {
    this.#scene = scene;
    this.#board = board;
    this.#context = context;
    const p = context().palette;
    this.#marks = scene.add.graphics().setDepth(DEPTH.lifted - 10);
    // The hint's plan in words, where the repair bar goes; a tap puts it away.
    this.#bg = scene.add.graphics();
    this.text = scene.add.text(0, 0, '', textStyle('body', p.text, { size: 16, align: 'center', lineSpacing: 2 })).setOrigin(0.5);
    this.panel = scene.add.container(0, 0, [this.#bg, this.text]).setDepth(DEPTH.ui + 6).setVisible(false);
    this.panel.setSize(10, 10).setInteractive({ useHandCursor: true });
    this.panel.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.clear());
  }

  get pending(): boolean {
    return this.#pending !== null;
  }

  /** A hint for an earlier position is no hint now. */
  stale(plies: number): boolean {
    return this.hint !== null && this.hint.plies !== plies;
  }

  clear(): void {
    this.hint = null;
    this.paint();
  }

  async ask(): Promise<void> {
    const c = this.#context();
    const d = c.director;
    if (!d || !c.mine || this.#pending !== null || !d.data.module || !d.data.state) return;
    const plies = d.data.plies;
    this.#pending = plies;
    this.hint = null;
    c.refresh();
    try {
      const view = d.data.module.view(d.data.state, 0);
      const r = await planInWorker({ game: 'gate', view, seat: 0, bot: HINT_BOT, seed: `${c.seed}/hint/${plies}`, focus: c.focus });
      if (!this.#scene.sys.isActive() || this.#context().director !== d || d.data.plies !== plies) return;
      if (!r.ok || r.value.length === 0) {
        c.toast('No hint this time: the advisor found nothing to suggest.', 'info');
        return;
      }
      // The worker's plan is data from outside the table: parsed into moves, and dropped whole if any fails.
      const plan = r.value.flatMap((answer): GateMove[] => {
        const parsed = gate.parseMove(answer);
        return parsed.ok ? [parsed.value] : [];
      });
      const v = this.#context().view;
      const first = plan[0];
      if (plan.length !== r.value.length || !first || !v) {
        c.toast('No hint this time: the advisor found nothing to suggest.', 'info');
        return;
      }
      this.hint = { plies, plan, words: plan.map((m) => describeMove(m, v)), pointer: hintPointer(first, v) };
    } catch {
      if (this.#scene.sys.isActive()) c.toast('The advisor could not be reached.', 'warning');
    } finally {
      if (this.#pending === plies) this.#pending = null;
      if (this.#scene.sys.isActive()) this.#context().refresh();
    }
  }

  /** Rings around the hint's card and target (or button), and its plan in words. */
  paint(): void {
    const c = this.#context();
    const g = this.#marks.clear();
    this.#scene.tweens.killTweensOf(g);
    g.setAlpha(1);
    const h = this.hint;
    for (const [, card] of this.#board.cards) if (card.highlight === 'playable') card.setHighlight('none');
    const show = !!h?.pointer && !c.busy && !c.over;
    this.panel.setVisible(show && !c.splitOpen);
    if (!h?.pointer || !show) return;
    const p = c.palette;
    const L = c.prompt;
    this.text.setText(`Hint: ${h.words.map((w, i) => `${i + 1}. ${w}`).join('  ·  ')}`).setWordWrapWidth(L.width - 40, true).setColor(css(p.text));
    const pw = Math.min(L.width, this.text.width + 40);
    const ph = this.text.height + 22;
    drawBox(this.#bg.clear(), 0, 0, pw, ph, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.96, stroke: p.hover, strokeWidth: 2, radius: 14, shadow: 5 });
    this.panel.setPosition(L.x, L.y).setSize(pw, ph);
    (this.panel.input?.hitArea as Phaser.Geom.Rectangle | undefined)?.setTo(0, 0, pw, ph);
    const ring = (r: Rect) => {
      g.lineStyle(8, p.hover, 0.25);
      g.strokeRoundedRect(r.x - 6, r.y - 6, r.width + 12, r.height + 12, 16);
      g.lineStyle(3, p.hover, 1);
      g.strokeRoundedRect(r.x - 3, r.y - 3, r.width + 6, r.height + 6, 14);
    };
    const { card, zone, button } = h.pointer;
    const id = card ? cardOf(card) : null;
    const cardView = id !== null ? this.#board.cards.get(id) : undefined;
    if (cardView) cardView.setHighlight('playable');
    if (zone) {
      const z = this.#board.zones.get(zone);
      if (z) ring(z.rect);
    }
    const b = button === 'endTurn' ? this.#board.endTurn : button ? this.#board.commands.find((x) => x.command === button) : undefined;
    if (b) ring({ x: b.x - b.width / 2, y: b.y - b.height / 2, width: b.width, height: b.height });
    if (this.#board.host.motion.ms(700) > 50) this.#scene.tweens.add({ targets: g, alpha: 0.45, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
  }
}
