import type { EventBase, MoveBase } from '../../rules/core/module';
import type { CardModel } from '../components/CardView';
import { bakeFrontAhead, frontToBake } from '../components/CardView';
import type { Palette } from '../theme';
import type { TableChrome } from './table-types';
import { TableScene } from './TableScene';

/**
 * A board that draws whole views and settles onto the next one (GateRunners', Gateway Uprising's): placed for a
 * size, shown a view at once, moved to the view a move left (its cards travel), recoloured.
 */
export interface ViewBoard<V> {
  readonly layout: TableChrome;
  shown: V | null;
  place(width: number, height: number): void;
  show(view: V): void;
  reconcile(animate: boolean): void;
  layoutAll(animate: boolean): Promise<void>;
  setPalette(p: Palette): void;
  /** The faces the cards a view shows new or changed will bake (a move's fronts, baked ahead of its settling). */
  frontsAhead?(view: V): readonly CardModel[];
}

/** A table whose board is a ViewBoard: the kit's layout, draw, settle and repaint hooks go straight to it. */
export abstract class BoardTableScene<M extends MoveBase, V extends object, E extends EventBase> extends TableScene<M, V, E> {
  protected abstract readonly board: ViewBoard<V>;

  protected layoutTable(width: number, height: number): TableChrome {
    this.board.place(width, height);
    return this.board.layout;
  }

  protected draw(view: V): void {
    this.board.show(view);
  }

  protected async settle(final: V): Promise<void> {
    this.board.shown = final;
    this.board.reconcile(true);
    await this.board.layoutAll(true);
  }

  /** Each front the settling would bake, baked in a task of its own before it (components/CardView.ts, `bakeFrontAhead`). */
  protected override ahead(final: V): Iterable<() => void> {
    const models = this.board.frontsAhead?.(final) ?? [];
    return models.filter((model) => frontToBake(this, model, this.palette)).map((model) => () => void bakeFrontAhead(this, model, this.palette));
  }

  protected repaintTable(p: Palette): void {
    this.board.setPalette(p);
  }
}
