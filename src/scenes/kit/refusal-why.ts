/**
 * What a table says when it refuses input, and a refused move's "Why?". When the rules' refusal behind a toast cites a clause of the game's rulebook
 * (src/machines/refusal-clauses.ts), the toast offers a "Why?" button (pointer, touch, and a stop of the keyboard's
 * ring) that opens the rulebook panel at that clause over the table. The panel and its Markdown renderer load on
 * first use (a dynamic import, as the menu's), so none of it is in the table's first download. While the panel is
 * open the table takes no input, and a move that lands meanwhile waits to be shown until it closes: closing it
 * leaves the table as it was.
 */
import * as Phaser from 'phaser';
import type { BuilderRefusal } from '../../machines/move-builder';
import type { PickRefusal } from '../../machines/move-steps';
import type { ClauseId, RefusalReason } from '../../machines/refusal-clauses';
import { clauseToCite, plainReason } from '../../machines/refusal-clauses';
import type { GameId } from '../../rules/catalog';
import { gameInfo } from '../../rules/catalog';
import { focusable } from '../components/focusables';
import { liveRegion } from '../components/LiveRegion';
import type { PageButton } from '../components/page';
import type { Toast, ToastAction, ToastKind } from '../components/Toast';
import { TOAST_CHANGED } from '../components/Toast';
import type * as RulebookModule from '../menu/Rulebook';
import type { RulebookPanel, RulebookState } from '../menu/Rulebook';
import type { PageTools } from './inspect';
import type { Stop } from './MoveInput';

/** The name of the "Why?" button's keyboard stop (the test hooks' `stopPoints` find it by this name). */
export const WHY_STOP = 'why';

/**
 * Why input the move-building machine did not take, in words: the rules' own (with their code) for a move they
 * refuse; `custom`: a game's reason for a pick that is not on offer, if it has one; else the kit's words.
 */
export function refusalReason(refusal: BuilderRefusal, custom: (refusal: Extract<PickRefusal, { code: 'NOT_OFFERED' }>) => RefusalReason | null): RefusalReason {
  switch (refusal.code) {
    case 'REFUSED':
      return refusal.reason;
    case 'TOO_MANY':
      return plainReason(`You can pick at most ${refusal.max}.`);
    case 'NOT_DECIDING':
      return plainReason('Wait for your turn.');
    case 'NOT_OFFERED':
      return custom(refusal) ?? plainReason(refusal.step.kind === 'zone' ? 'That is not a place you can choose now.' : 'That cannot be chosen now.');
  }
}

/** What a table says to input that comes while the person may not act; null: nothing (the game is over, the device changes hands). */
export function notNowWords(table: { readonly over: boolean; readonly handingOver: boolean; readonly busy: boolean; readonly thinking: boolean }): string | null {
  if (table.over || table.handingOver) return null;
  return table.busy ? 'One moment: the table is still moving.' : table.thinking ? 'Wait: the computer is thinking.' : 'Wait for your turn.';
}

/** The "Why?" as the e2e test hooks see it. */
export interface WhyInspection {
  /** While the toast on screen offers "Why?": the clause it opens, and its button. */
  readonly offer: { readonly clause: ClauseId; readonly button: PageButton } | null;
  /** The rulebook panel while it is open over the table. */
  readonly rulebook: RulebookState | null;
}

/** A table's refusals in its toast, with "Why?" when they cite a clause, and the rulebook it opens. */
export class RefusalWhy {
  readonly #scene: Phaser.Scene;
  readonly #module: string;
  readonly #game: GameId | null;
  readonly #toast: Toast;
  readonly #onChange: () => void;
  /** The clause each "Why?" opens (the toast keeps the action, this the clause behind it). */
  readonly #clauses = new WeakMap<ToastAction, ClauseId>();
  #panel: RulebookPanel | null = null;
  #opening = false;
  #closed: Promise<void> = Promise.resolve();
  #release: () => void = () => undefined;

  /**
   * `moduleId`: the table's game (its rules module's id); `onChange`: the "Why?" came or went, or the rulebook opened
   * or closed (the table redoes its keyboard stops).
   */
  constructor(scene: Phaser.Scene, moduleId: string, toast: Toast, onChange: () => void) {
    this.#scene = scene;
    this.#module = moduleId;
    this.#game = gameInfo(moduleId)?.id ?? null;
    this.#toast = toast;
    this.#onChange = onChange;
    toast.on(TOAST_CHANGED, onChange);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => {
      toast.off(TOAST_CHANGED, onChange);
      this.#panel?.close();
    });
  }

  /** The rulebook is open over the table (or loading): the table takes no input. */
  get open(): boolean {
    return this.#opening || this.#panel !== null;
  }

  /** Resolves once no rulebook is open over the table (at once when none is). */
  get closed(): Promise<void> {
    return this.#closed;
  }

  /**
   * Says a refusal in the toast, offering "Why?" when the rules' refusal behind the words cites a clause; `announce`:
   * to a screen reader too (the log's live region).
   */
  say(reason: RefusalReason, kind: ToastKind, announce = false): void {
    const clause = clauseToCite(this.#module, reason);
    let action: ToastAction | null = null;
    if (clause !== null) {
      action = { label: 'Why?', spoken: `Why? The rule: clause ${clause} of the rulebook`, run: () => void this.openAt(clause) };
      this.#clauses.set(action, clause);
    }
    this.#toast.show(reason.words, kind, action);
    if (announce) liveRegion('log').announce(reason.words);
  }

  /** The keyboard's stop on the toast's "Why?", while it offers one. */
  get stops(): Stop[] {
    const offer = this.#toast.action;
    return offer ? [{ name: WHY_STOP, ...focusable.button(offer.button, offer.action.spoken) }] : [];
  }

  /** Opens the game's rulebook at `clause` over the table; a rulebook that will not load is said, not thrown. */
  async openAt(clause: ClauseId): Promise<void> {
    const game = this.#game;
    if (game === null || this.#opening) return;
    if (this.#panel) {
      await this.#panel.show(game, clause);
      return;
    }
    this.#opening = true;
    this.#closed = new Promise((resolve) => (this.#release = resolve));
    // Phaser still hit-tests a pointer let go over the page's HTML (the panel): the table must not take it as a tap.
    this.#scene.input.enabled = false;
    this.#onChange();
    let rulebook: typeof RulebookModule | null = null;
    try {
      rulebook = await import('../menu/Rulebook');
    } catch (e) {
      this.#toast.show(`The rulebook could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`, 'warning');
    }
    this.#opening = false;
    if (!rulebook || !this.#scene.sys.isActive()) return this.#settle(null);
    const panel = new rulebook.RulebookPanel(game, { onClose: () => this.#settle(panel) });
    this.#panel = panel;
    await panel.show(game, clause);
  }

  /** The panel has closed (or never opened): the table takes input again and shows what waited. */
  #settle(panel: RulebookPanel | null): void {
    if (panel !== this.#panel) return;
    this.#panel = null;
    this.#scene.input.enabled = true;
    this.#release();
    if (this.#scene.sys.isActive()) this.#onChange();
  }

  inspect(tools: PageTools): WhyInspection {
    const offer = this.#toast.action;
    const clause = offer ? this.#clauses.get(offer.action) : undefined;
    return {
      offer: offer && clause ? { clause, button: tools.button(offer.button) } : null,
      rulebook: this.#panel && !this.#panel.closed ? this.#panel.state : null,
    };
  }
}
