import type * as Phaser from 'phaser';
import { adviseInWorker } from '../../machines/ai-client';
import type { MatchDirector } from '../../machines/director';
import type { HintError } from '../../machines/hints';
import { hintLine, moveWords, nextHintStep, parseAdvice } from '../../machines/hints';
import type { MoveGrammar, PickStep, Step, StepId } from '../../machines/move-steps';
import { isSetStep } from '../../machines/move-steps';
import type { EventBase, GameModule, MoveBase, Seat } from '../../rules/core/module';
import { exhaustive } from '../../rules/core/result';
import type { Button } from '../components/Button';
import { BUTTON_CLICK, BUTTON_DENIED } from '../components/Button';
import type { Motion } from '../components/motion';
import { ICONS } from '../assets';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import type { PageButton, PagePoint } from '../components/page';
import type { PageTools } from './inspect';

/** The top bar's Hint button. */
export const HINT_BUTTON = { label: 'Hint', icon: ICONS.gtHint.key, width: 104 } as const;

/** The advisor: ISMCTS with a short budget per move of the plan, in the AI worker (Gate's Hint uses the same). */
export const HINT_BOT = 'ismcts@400ms';

/** What the hint reads off its table when asked and when it paints. */
export interface HintHost<M extends MoveBase, V, E extends EventBase> {
  readonly scene: Phaser.Scene;
  readonly module: GameModule<unknown, object, V, M, E>;
  readonly grammar: MoveGrammar<M, V>;
  readonly button: Button;
  readonly motion: Motion;
  director(): MatchDirector<M, V, E> | null;
  /**
   * The table now: whether the person may act, the view they see, the match's seed, the steps chosen so far and the
   * picks of a set step under way.
   */
  now(): { readonly mine: boolean; readonly viewer: Seat; readonly view: V | null; readonly seed: string; readonly chosen: readonly Step[]; readonly picked: readonly StepId[] };
  /** A guided lesson's move kinds, which the advice starts with when one is legal (none: the advisor's own). */
  focus(): readonly string[];
  /** An event in the table's own log words (a card named as the log names it), '' for none. */
  describe(event: E): string;
  palette(): Palette;
  /** The keyboard ring's stop of this name (`card:w12`, `finish`, `confirm`) while it is on offer, or null. */
  stop(name: string): { readonly target: Bounded } | null;
  say(words: string, tone: 'info' | 'warning'): void;
  /** Says why the person may not act now (the table moves, the computer thinks). */
  notNow(): void;
  refresh(): void;
}

interface Shown<M> {
  readonly plies: number;
  readonly move: M;
  readonly path: readonly Step[];
  readonly line: string;
}

/** What the test hooks read of the hint: its words, and the step to take next with where to tap it. */
export interface HintInspection {
  /** The top bar's Hint button. */
  readonly button: PageButton;
  readonly pending: boolean;
  readonly line: string | null;
  readonly move: unknown;
  /** What is lit, by the keyboard ring's names (`card:w12`, `finish`, `confirm`), with where to tap each. */
  readonly next: readonly { readonly name: string; readonly point: PagePoint }[];
}

const stepName = (step: PickStep): string => `${step.kind}:${step.id}`;

/** Anything on the table with bounds (what a stop points at). */
interface Bounded {
  getBounds(): Phaser.Geom.Rectangle;
}

/** `set` without one of each id in `picked` (both multisets). */
function stillToPick(set: readonly StepId[], picked: readonly StepId[]): StepId[] {
  const left = [...set];
  for (const id of picked) {
    const i = left.indexOf(id);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The hint's refusal in words. */
function hintErrorWords(error: HintError): string {
  switch (error.code) {
    case 'NO_SUGGESTION':
      return 'No hint this time: the advisor found nothing to suggest.';
    case 'NOT_LEGAL':
      return 'No hint this time: the table moved on while the advisor thought.';
    case 'BAD_ANSWER':
      return `No hint this time: the advisor's answer could not be read (${error.reason}).`;
    default:
      return exhaustive(error);
  }
}

/**
 * The Hint button of every table: the computer's suggested move for the person, from the AI worker, said in one
 * line (what it does and the chances it gives) and lit on the table step by step through the move-building
 * machine's grammar: the object of the next step pulses until the move is made, the position changes, or the
 * person goes another way and back.
 */
export class TableHint<M extends MoveBase, V, E extends EventBase> {
  readonly #host: HintHost<M, V, E>;
  readonly #marks: Phaser.GameObjects.Graphics;
  #shown: Shown<M> | null = null;
  #pending: number | null = null;

  constructor(host: HintHost<M, V, E>) {
    this.#host = host;
    this.#marks = host.scene.add.graphics().setDepth(DEPTH.lifted - 10);
    host.button.on(BUTTON_CLICK, () => void this.ask());
    // A press while the person may not act, or while the advisor thinks, is answered, not dropped.
    host.button.on(BUTTON_DENIED, () => (this.#pending !== null ? host.say('The advisor is still thinking…', 'info') : host.notNow()));
  }

  get pending(): boolean {
    return this.#pending !== null;
  }

  async ask(): Promise<void> {
    const host = this.#host;
    const director = host.director();
    const now = host.now();
    if (!director || !now.mine || now.view === null || this.#pending !== null) return;
    const plies = director.data.plies;
    this.#pending = plies;
    this.#shown = null;
    host.refresh();
    try {
      const view = now.view;
      const answer = await adviseInWorker({ game: host.module.id, view, seat: now.viewer, bot: HINT_BOT, seed: `${now.seed}/hint/${plies}`, focus: host.focus() });
      if (!host.scene.sys.isActive() || host.director() !== director || director.data.plies !== plies) return;
      if (!answer.ok) return host.say('No hint this time: the advisor could not think about this position.', 'info');
      const advice = parseAdvice(answer.value, (raw) => host.module.parseMove(raw), director.legalMoves());
      if (!advice.ok) return host.say(hintErrorWords(advice.error), 'info');
      const move = advice.value.plan[0] as M;
      const words = moveWords(host.module, view, now.viewer, move, `${now.seed}/hint-words/${plies}`, (event) => host.describe(event));
      const line = hintLine(words, advice.value.plan.length, advice.value.chance);
      this.#shown = { plies, move, path: host.grammar.paths(move, view)[0] ?? [], line };
      host.say(line, 'info');
    } catch {
      if (host.scene.sys.isActive()) host.say('The advisor could not be reached.', 'warning');
    } finally {
      if (this.#pending === plies) this.#pending = null;
      if (host.scene.sys.isActive()) host.refresh();
    }
  }

  /**
   * The keyboard stops the hint lights now, by name: the next step of its move's path (each card of a set step
   * still to pick, then its Finish), or Confirm once the path is all chosen. None when the person may not act.
   */
  #next(): string[] {
    const shown = this.#shown;
    const now = this.#host.now();
    if (!shown || !now.mine || shown.path.length === 0) return [];
    const step = nextHintStep(shown.path, now.chosen);
    if (!step) return ['confirm'];
    if (!isSetStep(step)) return [stepName(step)];
    const left = stillToPick(step.set, now.picked);
    return left.length > 0 ? [...new Set(left.map((id) => stepName({ kind: step.kind, id })))] : ['finish'];
  }

  /** What is lit: each name with its object, where the table shows it. */
  #lit(): { readonly name: string; readonly target: Bounded }[] {
    return this.#next().flatMap((name) => {
      const stop = this.#host.stop(name);
      return stop ? [{ name, target: stop.target }] : [];
    });
  }

  /** Rings round the next step's objects; a hint for an earlier position is put away. Called on every repaint. */
  paint(): void {
    const host = this.#host;
    const director = host.director();
    if (this.#shown && (!director || director.data.plies !== this.#shown.plies)) this.#shown = null;
    const now = host.now();
    host.button.setEnabled(now.mine && this.#pending === null);
    const marks = this.#marks.clear();
    host.scene.tweens.killTweensOf(marks);
    marks.setAlpha(1);
    const colour = host.palette().hover;
    let lit = 0;
    for (const { target } of this.#lit()) {
      const r = target.getBounds();
      marks.lineStyle(8, colour, 0.25).strokeRoundedRect(r.x - 7, r.y - 7, r.width + 14, r.height + 14, 16);
      marks.lineStyle(3, colour, 1).strokeRoundedRect(r.x - 4, r.y - 4, r.width + 8, r.height + 8, 14);
      lit++;
    }
    if (lit > 0 && host.motion.ms(700) > 50) host.scene.tweens.add({ targets: marks, alpha: 0.45, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.InOut' });
  }

  inspect(tools: PageTools): HintInspection {
    const lit = this.#lit();
    return {
      button: tools.button(this.#host.button),
      pending: this.#pending !== null,
      line: this.#shown?.line ?? null,
      move: this.#shown?.move ?? null,
      next: lit.map(({ name, target }) => {
        const r = target.getBounds();
        return { name, point: tools.pt(r.centerX, r.centerY) };
      }),
    };
  }
}
