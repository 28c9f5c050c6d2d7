import type * as Phaser from 'phaser';
import { reviewInWorker } from '../../machines/ai-client';
import { moveWords } from '../../machines/hints';
import type { Mistake, ReviewProgress } from '../../machines/review';
import { mistakeLine, nextMistake, REVIEW_LEVEL, reviewLabel, runReview } from '../../machines/review';
import type { CheckedReplay } from '../../machines/replay-record';
import type { EventBase, GameModule, MoveBase, Seat } from '../../rules/core/module';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';

/** Test builds only (`?reviewbot=ismcts:60`): a quicker judge, so a browser test reviews a game in seconds. */
const TEST_BUILD = import.meta.env.DEV || import.meta.env.VITE_TEST_HOOKS === '1';

function judge(): string {
  return (TEST_BUILD ? new URLSearchParams(window.location.search).get('reviewbot') : null) ?? REVIEW_LEVEL;
}

/** What the review reads off its replay and table. */
export interface ReviewHost {
  readonly scene: Phaser.Scene;
  palette(): Palette;
  /** Every position of the replay, `states[n]` after n moves. */
  states(): readonly object[];
  /** The ply shown now. */
  ply(): number;
  /** Shows the position after `ply` moves. */
  jump(ply: number): void;
  /** An event in the table's own log words, '' for none. */
  describe(event: EventBase): string;
  seatName(seat: Seat): string;
  say(words: string, tone: 'info' | 'warning'): void;
  /** The review's progress changed (the button's label). */
  changed(): void;
}

/** What the test hooks read of a review. */
export interface ReviewInspection {
  readonly state: 'idle' | ReviewProgress<MoveBase>['state'];
  readonly reviewed: number;
  readonly targets: number;
  /** The plies of the marked moves (the position before each). */
  readonly mistakes: readonly number[];
  /** The line said for the mistake last shown. */
  readonly line: string | null;
}

/**
 * "Review my game" on a replay's table: the AI worker judges each decision the people made, one at a time (the
 * page never waits on it); each marked move is a red tick on the strip's timeline, and the Review button then steps
 * from one mistake to the next, showing the position before it and saying what the computer would have played.
 */
export class TableReview {
  readonly #host: ReviewHost;
  readonly #replay: CheckedReplay;
  readonly #ticks: Phaser.GameObjects.Graphics;
  #progress: ReviewProgress<MoveBase> | null = null;
  #line: string | null = null;
  #stopped = false;
  #strip = { width: 0, top: 0 };

  constructor(host: ReviewHost, replay: CheckedReplay) {
    this.#host = host;
    this.#replay = replay;
    this.#ticks = host.scene.add.graphics().setDepth(DEPTH.ui - 20);
  }

  get label(): string {
    return reviewLabel(this.#progress);
  }

  /** The button's press: start the review, or say how far it is, or show the next mistake. */
  press(): void {
    const progress = this.#progress;
    if (!progress || (progress.state === 'failed' && progress.mistakes.length === 0)) return void this.#start();
    if (progress.state === 'running' && progress.mistakes.length === 0) return this.#host.say(`Still reviewing: ${progress.reviewed} of ${progress.targets} decisions judged, no mistake yet.`, 'info');
    if (progress.state === 'done' && progress.mistakes.length === 0) return this.#host.say(`No mistakes: in ${progress.targets} decisions the computer at Hard found no move that was ten points of chances better.`, 'info');
    const mistake = nextMistake(progress.mistakes, this.#host.ply());
    if (mistake) this.#show(mistake);
  }

  async #start(): Promise<void> {
    const module = this.#replay.module as GameModule;
    const bot = judge();
    const game = module.id;
    this.#host.say('Reviewing your game: the computer at Hard judges each of your decisions. Marks appear on the timeline as it goes.', 'info');
    await runReview(this.#replay, this.#host.states(), (request) => reviewInWorker({ game, bot, ...request }), (progress) => {
      if (this.#stopped) return;
      this.#progress = progress;
      this.#paintTicks();
      this.#host.changed();
      if (progress.state === 'failed') this.#host.say(`The review stopped (${progress.reason ?? 'no reason'}); what it found so far stays marked.`, 'warning');
    }, () => this.#stopped || !this.#host.scene.sys.isActive()).catch(() => {
      if (!this.#stopped) this.#host.say('The review could not reach the computer.', 'warning');
    });
  }

  #show(mistake: Mistake<MoveBase>): void {
    const host = this.#host;
    const module = this.#replay.module as GameModule;
    const state = host.states()[mistake.ply] as object;
    const view = module.view(state, mistake.seat);
    const seed = `${this.#replay.record.seed}/review-words/${mistake.ply}`;
    const words = (move: MoveBase) => moveWords(module, view, mistake.seat, move, seed, (event) => host.describe(event));
    this.#line = mistakeLine(mistake, host.seatName(mistake.seat), words(mistake.played), words(mistake.suggested));
    host.jump(mistake.ply);
    host.say(this.#line, 'info');
    this.#paintTicks();
  }

  /** Red ticks along the top of the strip, one per marked move, at its place in the game; the one shown is taller. */
  #paintTicks(): void {
    const ticks = this.#ticks.clear();
    const mistakes = this.#progress?.mistakes ?? [];
    const last = Math.max(1, this.#host.states().length - 1);
    const { width, top } = this.#strip;
    if (width <= 0) return;
    const shown = this.#host.ply();
    // The game's timeline along the strip's top, once a review has begun: the ticks are places in it.
    if (this.#progress) ticks.fillStyle(this.#host.palette().border, 1).fillRect(8, top, width - 16, 3);
    for (const { ply } of mistakes) {
      const x = 8 + ((width - 16) * ply) / last;
      const tall = ply === shown ? 16 : 10;
      ticks.fillStyle(this.#host.palette().refused, 1).fillRect(x - 2, top, 4, tall);
    }
  }

  layout(width: number, top: number): void {
    this.#strip = { width, top };
    this.#paintTicks();
  }

  /** Called when the replay shows another position (the shown mistake's tick stands out). */
  follow(): void {
    this.#paintTicks();
  }

  stop(): void {
    this.#stopped = true;
  }

  inspect(): ReviewInspection {
    const progress = this.#progress;
    return {
      state: progress?.state ?? 'idle',
      reviewed: progress?.reviewed ?? 0,
      targets: progress?.targets ?? 0,
      mistakes: (progress?.mistakes ?? []).map((m) => m.ply),
      line: this.#line,
    };
  }
}
