import type { Split } from '../../rules/gate/index';
import { CARDS } from '../../rules/gate/index';
import { BUTTON_CLICK } from '../components/Button';
import { drawBox, fitText, mix } from '../components/draw';
import type { Stop } from '../kit/TableScene';
import type { GateBoard } from './board';
import { STEPPER_STEP } from './controls';
import { sameSplit, splitWords, stepSplit } from './prompts';

/** A repair on offer: the card, the splits of its points the rules allow after the drop, and where the bar starts. */
export interface SplitOffer {
  readonly card: number;
  readonly splits: readonly Split[];
  readonly start: Split;
}

/**
 * The repair's split prompt: a stepper on each location and a bar with the card's name, Repair and Cancel. The
 * splits on offer are the move-building machine's options after a card was dropped on a location; the steppers
 * move between them and Repair picks the one shown.
 */
export class SplitBar {
  readonly #board: GateBoard;
  #offer: SplitOffer | null = null;
  #current: Split | null = null;

  constructor(board: GateBoard, on: { confirm: (split: Split) => void; cancel: () => void }) {
    this.#board = board;
    board.steppers.forEach((stepper, loc) => stepper.on(STEPPER_STEP, (delta: 1 | -1) => this.step(loc, delta)));
    board.confirm.on(BUTTON_CLICK, () => this.#current && on.confirm(this.#current));
    board.cancel.on(BUTTON_CLICK, () => on.cancel());
  }

  get open(): boolean {
    return this.#offer !== null;
  }

  get card(): number | null {
    return this.#offer?.card ?? null;
  }

  get current(): Split | null {
    return this.#current;
  }

  /** Shows the splits on offer (keeping the one shown if it is still offered), or hides the prompt. */
  show(offer: SplitOffer | null): void {
    const same = offer && this.#offer && offer.card === this.#offer.card && this.#current && offer.splits.some((s) => sameSplit(s, this.#current as Split));
    const card = this.#offer ? this.#board.cards.get(this.#offer.card) : undefined;
    if (!offer && card?.highlight === 'marked') card.setHighlight('none');
    this.#offer = offer;
    if (!same) this.#current = offer?.start ?? null;
    if (offer) this.#board.cards.get(offer.card)?.setHighlight('marked');
    this.layout();
  }

  /** One point more (+1) or fewer (−1) at a location, to the nearest split on offer. */
  step(loc: number, delta: 1 | -1): void {
    if (!this.#offer || !this.#current) return;
    const next = stepSplit(this.#offer.splits, this.#current, loc, delta);
    if (!next) return;
    this.#current = next;
    this.layout();
  }

  /** The keyboard's stops: a point more at each location, Repair (the split shown) and Cancel. */
  focusables(): Stop[] {
    const b = this.#board;
    return [
      ...b.steppers.flatMap((stepper, loc) => (stepper.visible ? [{ name: `split:more${loc}`, target: stepper, activate: () => this.step(loc, 1) }] : [])),
      { name: 'split:repair', target: b.confirm, activate: () => b.confirm.emit(BUTTON_CLICK) },
      { name: 'split:cancel', target: b.cancel, activate: () => b.cancel.emit(BUTTON_CLICK) },
    ];
  }

  /** Places the steppers on the locations and the bar under the town (or hides them). */
  layout(): void {
    const b = this.#board;
    const offer = this.#offer;
    const current = this.#current;
    b.steppers.forEach((stepper, loc) => {
      const tile = b.tiles[loc];
      const can = !!offer && offer.splits.some((s) => (s[loc] ?? 0) > 0);
      stepper.setVisible(can);
      tile?.setPreview(current && offer && (current[loc] ?? 0) > 0 ? `+${current[loc]}` : null, can);
      if (!offer || !current || !tile || !can) return;
      const pt = tile.stepperPoint;
      stepper.setPosition(pt.x, pt.y).set(current[loc] ?? 0, !!stepSplit(offer.splits, current, loc, -1), !!stepSplit(offer.splits, current, loc, 1));
    });
    b.promptBar.setVisible(!!offer);
    if (!offer || !current) return;
    const p = b.host.palette;
    const L = b.layout;
    const w = L.prompt.width;
    b.promptText.setText(`${CARDS[offer.card]?.name ?? 'Repair'}: ${splitWords(current)}`).setPosition(-w / 2 + 16, 0);
    fitText(b.promptText, w - 290, 0.5);
    b.cancel.setPosition(w / 2 - 66, 0);
    b.confirm.setPosition(w / 2 - 66 - 124 - 8, 0);
    b.confirm.setEnabled(offer.splits.some((s) => sameSplit(s, current)));
    drawBox(b.promptBg.clear(), 0, 0, w, 56, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.97, stroke: p.legal, strokeWidth: 2, radius: 14, shadow: 5 });
    b.promptBar.setPosition(L.prompt.x, L.prompt.y);
  }
}
