import type * as Phaser from 'phaser';
import { createActor } from 'xstate';
import type { Actor } from 'xstate';
import type { CheckedReplay } from '../../machines/replay-record';
import type { ViewerContext } from '../../machines/replay-viewer';
import { describeTakeOverError, gameIsOver, replayViewerMachine, takeOver, turnOf } from '../../machines/replay-viewer';
import type { ResumedSave } from '../../machines/saves';
import type { EventBase, Seat } from '../../rules/core/module';
import { ICONS } from '../assets';
import { BUTTON_CLICK, Button } from '../components/Button';
import type { Focusable } from '../components/KeyboardFocus';
import type { Motion } from '../components/motion';
import type { PageButton } from '../components/page';
import { drawBox, mix } from '../components/draw';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import type { PageTools } from './inspect';
import type { ReviewInspection } from './TableReview';
import { TableReview } from './TableReview';

/** What the replay drives on its table: the same calls the match's director makes, and where to say things. */
export interface ReplayHost<V, E extends EventBase> {
  readonly scene: Phaser.Scene;
  readonly motion: Motion;
  palette(): Palette;
  /** Draws a view at once (a jump, a new seat). */
  render(view: V, seat: Seat): void;
  /** Plays a move's events, as the seat sees them, to the view after it. */
  animate(events: readonly E[], final: V, seat: Seat): Promise<void>;
  /** The log: every event up to the shown position, as the seat sees them. */
  rewriteLog(events: readonly E[], seat: Seat): void;
  /** The top bar's status line. */
  status(text: string): void;
  say(words: string, tone: 'info' | 'warning'): void;
  /** "Take over from here": the position as a new game against the computer. */
  takeOver(save: ResumedSave): void;
  seatName(seat: Seat): string;
  /** An event in the table's own log words, '' for none (the review's lines). */
  describe(event: E): string;
}

/** What the test hooks read of the replay. */
export interface ReplayInspection {
  readonly ply: number;
  readonly last: number;
  readonly turn: number;
  readonly playing: boolean;
  readonly viewer: Seat;
  /** The move being shown is still playing its animation. */
  readonly moving: boolean;
  readonly buttons: { readonly start: PageButton; readonly back: PageButton; readonly play: PageButton; readonly forward: PageButton; readonly end: PageButton; readonly seat: PageButton; readonly takeOver: PageButton; readonly review: PageButton };
  /** "Review my game": how far it is and the marked moves. */
  readonly review: ReviewInspection;
}

type ControlName = keyof ReplayInspection['buttons'];

const CONTROLS: readonly { readonly name: ControlName; readonly label: string; readonly spoken: string; readonly width: number }[] = [
  { name: 'start', label: '|◀', spoken: 'To the start', width: 64 },
  { name: 'back', label: '◀', spoken: 'One move back', width: 64 },
  { name: 'play', label: 'Play', spoken: 'Play or pause', width: 108 },
  { name: 'forward', label: '▶', spoken: 'One move forward', width: 64 },
  { name: 'end', label: '▶|', spoken: 'To the end', width: 64 },
  { name: 'seat', label: 'Seen by', spoken: 'See the table as the next seat', width: 200 },
  { name: 'takeOver', label: 'Take over', spoken: 'Take over from here against the computer', width: 150 },
  { name: 'review', label: 'Review', spoken: 'Review the game: the computer at Hard marks the moves it would have played otherwise; then, the next mistake', width: 190 },
];

/**
 * A replay on its table (issue 21's viewer): the replay viewer machine's position drawn through the table's own
 * render and animations, with a strip of controls under the table: start, back, play/pause at the animation
 * speed, forward, end, whose eyes it is seen through, and "Take over from here". Nobody can move on the table.
 */
export class TableReplay<V, E extends EventBase> {
  static readonly HEIGHT = 64;
  readonly actor: Actor<typeof replayViewerMachine>;
  readonly #host: ReplayHost<V, E>;
  readonly #strip: Phaser.GameObjects.Graphics;
  readonly #buttons: Record<ControlName, Button>;
  readonly #review: TableReview;
  #shown: { ply: number; viewer: Seat } | null = null;
  #queue: Promise<void> = Promise.resolve();
  #moving = false;

  constructor(host: ReplayHost<V, E>, replay: CheckedReplay) {
    this.#host = host;
    const { scene } = host;
    const p = host.palette();
    this.#strip = scene.add.graphics().setDepth(DEPTH.ui - 25);
    const made = CONTROLS.map(({ name, label, width }) => [name, new Button(scene, 0, 0, { label, width, height: 44, ...(name === 'takeOver' ? { icon: ICONS.play.key, variant: 'primary' as const } : {}) }, p).setDepth(DEPTH.ui)] as const);
    this.#buttons = Object.fromEntries(made) as Record<ControlName, Button>;
    this.actor = createActor(replayViewerMachine, { input: { replay, stepMs: host.motion.ms(900) + 150 } });
    const send = (name: ControlName): void => {
      const c = this.#context;
      switch (name) {
        case 'start': return this.actor.send({ type: 'ply.jump', ply: 0 });
        case 'back': return this.actor.send({ type: 'step.back' });
        case 'play': return this.actor.send({ type: this.#playing ? 'pause' : 'play' });
        case 'forward': return this.actor.send({ type: 'step.forward' });
        case 'end': return this.actor.send({ type: 'ply.jump', ply: c.states.length - 1 });
        case 'seat': return this.actor.send({ type: 'seat.choose', seat: (c.viewer + 1) % c.replay.record.seats.length });
        case 'takeOver': return this.#takeOver();
        case 'review': return this.#review.press();
      }
    };
    this.#review = new TableReview({
      scene, palette: () => host.palette(), states: () => this.#context.states, ply: () => this.#context.ply, jump: (ply) => this.actor.send({ type: 'ply.jump', ply }),
      describe: (event) => host.describe(event as E), seatName: (seat) => host.seatName(seat), say: (words, tone) => host.say(words, tone), changed: () => this.#paint(this.#context),
    }, replay);
    for (const [name, button] of made) button.on(BUTTON_CLICK, () => send(name));
    this.actor.subscribe(() => this.#follow());
    this.actor.start();
    const caption = replay.caption;
    if (caption) host.say(`${caption.label}: ${caption.title}. Press ▶ to play it move by move.`, 'info');
  }

  get #context(): ViewerContext {
    return this.actor.getSnapshot().context;
  }

  get #playing(): boolean {
    return this.actor.getSnapshot().value === 'playing';
  }

  /** The controls for the keyboard's ring, in reading order. */
  get stops(): (Focusable & { readonly name: string })[] {
    return CONTROLS.map(({ name, spoken }) => ({ name: `replay:${name}`, target: this.#buttons[name], activate: () => this.#buttons[name].emit(BUTTON_CLICK), label: () => spoken }));
  }

  /** Draws what the machine shows: the next move animated when it is one step on, else the position at once. */
  #follow(): void {
    this.#queue = this.#queue.then(async () => {
      if (!this.#host.scene.sys.isActive()) return;
      const c = this.#context;
      const shown = this.#shown;
      const state = c.states[c.ply] as object;
      const view = c.replay.module.view(state, c.viewer) as V;
      const redact = (events: readonly EventBase[]) => events.map((e) => (c.replay.module.redactEvent?.(e, c.viewer) ?? e) as E);
      if (shown && shown.viewer === c.viewer && shown.ply === c.ply) return this.#paint(c);
      this.#shown = { ply: c.ply, viewer: c.viewer };
      if (shown && shown.viewer === c.viewer && c.ply === shown.ply + 1) {
        this.#moving = true;
        this.#paint(c);
        await this.#host.animate(redact(c.events[c.ply - 1] ?? []), view, c.viewer);
        this.#moving = false;
      } else {
        this.#host.render(view, c.viewer);
        this.#host.rewriteLog(redact(c.events.slice(0, c.ply).flat()), c.viewer);
      }
      this.#paint(this.#context);
    });
  }

  #paint(c: ViewerContext): void {
    const last = c.states.length - 1;
    const over = c.ply === last && gameIsOver(c);
    this.#host.status(`${c.replay.caption?.label ?? 'Replay'} · move ${c.ply} of ${last} · turn ${turnOf(c) + 1}${over ? ' · the end' : ''} · seen by ${this.#host.seatName(c.viewer)}`);
    this.#buttons.play.setLabel(this.#playing ? 'Pause' : 'Play');
    this.#buttons.seat.setLabel(`Seen by ${this.#host.seatName(c.viewer)}`);
    this.#buttons.back.setEnabled(c.ply > 0);
    this.#buttons.start.setEnabled(c.ply > 0);
    this.#buttons.forward.setEnabled(c.ply < last);
    this.#buttons.end.setEnabled(c.ply < last);
    this.#buttons.takeOver.setEnabled(c.replay.module.outcome(c.states[c.ply] as object).kind === 'ongoing');
    this.#buttons.review.setLabel(this.#review.label);
    this.#review.follow();
  }

  #takeOver(): void {
    const c = this.#context;
    const seat = c.replay.module.decision(c.states[c.ply] as object).seats[0] ?? c.viewer;
    const taken = takeOver(c.replay, c.states, c.ply, seat);
    if (!taken.ok) return this.#host.say(describeTakeOverError(taken.error), 'warning');
    this.stop();
    this.#host.takeOver(taken.value);
  }

  /** The strip under the table (`top` is where the table's room ends). */
  layout(width: number, top: number): void {
    const p = this.#host.palette();
    drawBox(this.#strip.clear(), width / 2, top + TableReplay.HEIGHT / 2, width, TableReplay.HEIGHT, { fill: mix(p.surface, 0x000000, 0.2), fillAlpha: 0.96, stroke: p.border, strokeWidth: 1, radius: 0 });
    const gap = 8;
    const all = CONTROLS.map(({ name }) => this.#buttons[name]);
    const total = all.reduce((sum, b) => sum + b.width, 0) + gap * (all.length - 1);
    // Too narrow for every control at full size (a phone): the buttons shrink together.
    const scale = Math.min(1, (width - 16) / total);
    let x = width / 2 - (total * scale) / 2;
    for (const button of all) {
      button.setScale(scale).setPosition(x + (button.width * scale) / 2, top + TableReplay.HEIGHT / 2);
      x += (button.width + gap) * scale;
    }
    this.#review.layout(width, top);
  }

  setPalette(p: Palette): void {
    for (const button of Object.values(this.#buttons)) button.setPalette(p);
  }

  stop(): void {
    this.#review.stop();
    this.actor.stop();
  }

  inspect(tools: PageTools): ReplayInspection {
    const c = this.#context;
    const b = this.#buttons;
    return {
      ply: c.ply,
      last: c.states.length - 1,
      turn: turnOf(c),
      playing: this.#playing,
      viewer: c.viewer,
      moving: this.#moving || this.#shown?.ply !== c.ply || this.#shown.viewer !== c.viewer,
      buttons: { start: tools.button(b.start), back: tools.button(b.back), play: tools.button(b.play), forward: tools.button(b.forward), end: tools.button(b.end), seat: tools.button(b.seat), takeOver: tools.button(b.takeOver), review: tools.button(b.review) },
      review: this.#review.inspect(),
    };
  }
}
