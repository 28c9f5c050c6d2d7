import type { CardView } from '../components/CardView';
import type { DragController } from '../components/DragController';
import type { HandFan } from '../components/HandFan';
import type { Zoom } from '../components/Zoom';

/** How a card may be handled where it lies. */
export type Handling = 'hand' | 'drag' | 'fixed' | 'inert';

/**
 * The cards on a table by instance, and where each lies, with what a place allows: `hand` (in the fan, dragged
 * and tapped), `drag` (dragged and tapped where it is: a market, a line), `fixed` (tapped and zoomed, not dragged:
 * a card in play), `inert` (neither: a card on its way somewhere).
 */
export class CardSet<Where extends string> {
  readonly cards = new Map<number, CardView>();
  readonly where = new Map<number, Where>();
  readonly #drag: DragController;
  readonly #zoom: Zoom;
  readonly #fan: HandFan;

  constructor(drag: DragController, zoom: Zoom, fan: HandFan) {
    this.#drag = drag;
    this.#zoom = zoom;
    this.#fan = fan;
  }

  /** Puts a card in a place and gives it what that place allows (nothing changes if it is there already). */
  assign(card: CardView, id: number, where: Where, handling: Handling): void {
    if (this.where.get(id) === where) return;
    this.where.set(id, where);
    if (handling === 'hand' || handling === 'drag') {
      this.#drag.addCard(card);
      if (handling !== 'hand') this.#fan.removeCard(card);
    } else {
      this.#drag.removeCard(card);
      this.#fan.removeCard(card);
      if (handling === 'fixed') {
        if (!card.input) card.setInteractive({ useHandCursor: true });
        this.#zoom.watch(card);
      } else this.#zoom.unwatch(card);
    }
    card.setHighlight('none');
  }

  /** Forgets a card without destroying it (the caller animates it away, or destroys it). */
  forget(id: number): CardView | undefined {
    const card = this.cards.get(id);
    if (!card) return undefined;
    this.#drag.removeCard(card);
    this.#zoom.unwatch(card);
    this.#fan.removeCard(card);
    this.cards.delete(id);
    this.where.delete(id);
    card.disableInteractive();
    return card;
  }
}
