import * as Phaser from 'phaser';
import type { RefusalReason } from '../../machines/refusal-clauses';
import type { SoundName } from '../assets';
import { DEPTH } from '../layers';
import type { CardView } from './CardView';
import type { DropZone } from './DropZone';
import type { Motion } from './motion';
import { tweenTo } from './motion';
import type { Zoom } from './Zoom';

/**
 * What the table tells the controller. The controller never decides legality: `targetsFor` comes from the rules'
 * legal moves, and the words for a refusal come from the rules too.
 */
export interface PlacementRules {
  /** Ids of the zones this card may go to now. */
  targetsFor(cardId: string): readonly string[];
  /**
   * A legal placement. The card stays where it was let go until the table moves it (or calls `returnHome`). `at`:
   * where the pointer let go of a dragged card (world pixels), null for a tap on the zone.
   */
  onPlace(cardId: string, zoneId: string, at: { readonly x: number; readonly y: number } | null): void;
  /** Why a placement is refused (zoneId null: let go over no zone), with the rules' code when it is theirs; null says nothing. */
  explainRefusal(cardId: string, zoneId: string | null): RefusalReason | null;
  /**
   * Controlled mode (a table's move-building machine holds what is chosen): taps on cards, on zones and on the bare
   * table go here instead of the controller's own selection, and the table shows the selection with `showSelection`.
   */
  readonly taps?: { card(cardId: string): void; zone(zoneId: string): void; nothing(): void };
}

export interface DragDeps {
  /** Says a refused placement (the scene's toast). */
  readonly say: (reason: RefusalReason) => void;
  readonly motion: Motion;
  readonly zoom?: Zoom;
  readonly sound?: (name: SoundName) => void;
}

/** Emitted with the selected card id, or null when the selection clears. */
export const DRAG_SELECTED = 'selected';
/** Emitted with (cardId, zoneId) after `onPlace`. */
export const DRAG_PLACED = 'placed';
/** Emitted with (cardId, zoneId | null, words | null) after a refusal. */
export const DRAG_REFUSED = 'refused';

/** Touch jitters more than a mouse: below this many CSS pixels a press is a tap, not a drag. */
const DRAG_THRESHOLD = 8;

/**
 * Moves cards to zones by mouse or touch drag (Phaser's drag events), or by tap-to-select then tap-a-zone.
 * While a card is held or selected only its legal zones light up; a drop anywhere else sends it home and the
 * refusal is explained in the toast.
 */
export class DragController extends Phaser.Events.EventEmitter {
  readonly #scene: Phaser.Scene;
  readonly #rules: PlacementRules;
  readonly #deps: DragDeps;
  readonly #cards = new Map<CardView, () => void>();
  readonly #zones = new Map<DropZone, () => void>();
  #enabled = true;
  #selected: CardView | null = null;
  #dragging: CardView | null = null;
  #targets: ReadonlySet<string> = new Set();
  #droppedOn: DropZone | null = null;
  /** Set when a drag ends, so the pointerup that follows is not also taken as a tap. */
  #suppressTap = false;
  readonly #unbind: () => void;

  constructor(scene: Phaser.Scene, rules: PlacementRules, deps: DragDeps) {
    super();
    this.#scene = scene;
    this.#rules = rules;
    this.#deps = deps;
    scene.input.dragDistanceThreshold = DRAG_THRESHOLD * scene.cameras.main.zoom;
    const E = Phaser.Input.Events;
    const on = <A extends unknown[]>(event: string, fn: (...args: A) => void): (() => void) => {
      const handler = fn as (...args: unknown[]) => void;
      scene.input.on(event, handler);
      return () => scene.input.off(event, handler);
    };
    const offs = [
      on(E.DRAG_START, (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => this.#dragStart(obj)),
      on(E.DRAG, (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject, x: number, y: number) => {
        if (obj === this.#dragging) this.#dragging.setPosition(x, y);
      }),
      on(E.DRAG_ENTER, (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject, target: Phaser.GameObjects.GameObject) => this.#over(obj, target, true)),
      on(E.DRAG_LEAVE, (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject, target: Phaser.GameObjects.GameObject) => this.#over(obj, target, false)),
      on(E.DROP, (_p: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject, target: Phaser.GameObjects.GameObject) => {
        if (obj === this.#dragging) this.#droppedOn = this.#zoneOf(target);
      }),
      on(E.DRAG_END, (pointer: Phaser.Input.Pointer, obj: Phaser.GameObjects.GameObject) => this.#dragEnd(obj, { x: pointer.worldX, y: pointer.worldY })),
      on(E.POINTER_UP, (_p: Phaser.Input.Pointer, over: Phaser.GameObjects.GameObject[]) => {
        // A tap on the bare table puts the selected card back.
        if (over.length === 0 && !this.#dragging) {
          if (this.#rules.taps) this.#rules.taps.nothing();
          else this.select(null);
        }
      }),
    ];
    this.#unbind = () => offs.forEach((off) => off());
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => this.destroy());
  }

  get selectedId(): string | null {
    return this.#selected?.cardId ?? null;
  }

  get draggingId(): string | null {
    return this.#dragging?.cardId ?? null;
  }

  /** Makes a card draggable and tappable. */
  addCard(card: CardView): this {
    if (this.#cards.has(card)) return this;
    if (!card.input) card.setInteractive({ useHandCursor: true });
    this.#scene.input.setDraggable(card, this.#enabled);
    const down = (): void => {
      this.#suppressTap = false;
    };
    const up = (): void => this.#tapCard(card);
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, down);
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, up);
    this.#deps.zoom?.watch(card);
    this.#cards.set(card, () => {
      card.off(Phaser.Input.Events.GAMEOBJECT_POINTER_DOWN, down);
      card.off(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, up);
    });
    return this;
  }

  /** Stops handling a card (it left the hand); it keeps its place on the table. */
  removeCard(card: CardView): this {
    this.#cards.get(card)?.();
    this.#cards.delete(card);
    this.#deps.zoom?.unwatch(card);
    if (card.input) this.#scene.input.setDraggable(card, false);
    if (this.#selected === card) this.select(null);
    return this;
  }

  /** Whether this controller handles `card` (its drags and, in controlled mode, its taps). */
  handles(card: CardView): boolean {
    return this.#cards.has(card);
  }

  addZone(zone: DropZone): this {
    if (this.#zones.has(zone)) return this;
    const up = (): void => this.#tapZone(zone);
    zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, up);
    this.#zones.set(zone, () => zone.off(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, up));
    return this;
  }

  removeZone(zone: DropZone): this {
    this.#zones.get(zone)?.();
    this.#zones.delete(zone);
    return this;
  }

  /** Off while it is not the player's decision (the match statechart gates input); clears any selection. */
  setEnabled(enabled: boolean): this {
    this.#enabled = enabled;
    for (const card of this.#cards.keys()) this.#scene.input.setDraggable(card, enabled);
    if (!enabled) this.select(null);
    return this;
  }

  /** Selects a card (or clears with null) and lights its legal zones. */
  select(card: CardView | null): this {
    if (card === this.#selected) return this;
    const previous = this.#selected;
    this.#selected = card;
    if (previous) void previous.setHighlight('none').goHome(this.#deps.motion, 160);
    if (card) {
      this.#targets = new Set(this.#rules.targetsFor(card.cardId));
      void card.setHighlight('selected').goHome(this.#deps.motion, 160);
      this.#deps.sound?.('click');
    } else {
      this.#targets = new Set();
    }
    this.#lightZones();
    this.emit(DRAG_SELECTED, card?.cardId ?? null);
    return this;
  }

  /** Controlled mode: shows the card the table's machine has chosen (or none), lighting the zones it may go to. */
  showSelection(cardId: string | null): this {
    // A drag under way owns the lit zones until it ends (a repaint mid-drag must not clear them).
    if (this.#dragging) return this;
    let card: CardView | null = null;
    for (const c of this.#cards.keys()) if (c.cardId === cardId) card = c;
    if (card === this.#selected) {
      this.#targets = new Set(card ? this.#rules.targetsFor(card.cardId) : []);
      this.#lightZones();
      return this;
    }
    return this.select(card);
  }

  /** Sends a card back to its resting pose (the table changed its mind, or a move was refused later). */
  returnHome(card: CardView): Promise<void> {
    return card.goHome(this.#deps.motion, 240);
  }

  override destroy(): void {
    this.#unbind();
    for (const card of [...this.#cards.keys()]) this.removeCard(card);
    for (const zone of [...this.#zones.keys()]) this.removeZone(zone);
    this.removeAllListeners();
  }

  #cardOf(obj: Phaser.GameObjects.GameObject): CardView | null {
    for (const card of this.#cards.keys()) if (card === obj) return card;
    return null;
  }

  #zoneOf(obj: Phaser.GameObjects.GameObject): DropZone | null {
    for (const zone of this.#zones.keys()) if (zone === obj) return zone;
    return null;
  }

  #lightZones(): void {
    const active = this.#dragging ?? this.#selected;
    for (const zone of this.#zones.keys()) zone.setZoneState(active && this.#targets.has(zone.zoneId) ? 'legal' : 'idle');
  }

  #dragStart(obj: Phaser.GameObjects.GameObject): void {
    const card = this.#cardOf(obj);
    if (!card || !this.#enabled) return;
    this.#deps.zoom?.suspend(true);
    if (this.#selected) {
      this.#selected.setHighlight('none');
      this.#selected = null;
      this.emit(DRAG_SELECTED, null);
    }
    this.#dragging = card;
    this.#droppedOn = null;
    this.#targets = new Set(this.#rules.targetsFor(card.cardId));
    this.#lightZones();
    card.setDepth(DEPTH.dragging);
    const scale = (card.home?.scale ?? card.scale) * 1.06;
    void tweenTo(this.#scene, { targets: card, angle: 0, scale, duration: 120, ease: 'Quad.Out' }, this.#deps.motion);
    this.#deps.sound?.('slide');
  }

  #over(obj: Phaser.GameObjects.GameObject, target: Phaser.GameObjects.GameObject, entering: boolean): void {
    const zone = this.#zoneOf(target);
    if (!zone || obj !== this.#dragging) return;
    const legal = this.#targets.has(zone.zoneId);
    zone.setZoneState(entering ? (legal ? 'hover' : 'refused') : legal ? 'legal' : 'idle');
  }

  #dragEnd(obj: Phaser.GameObjects.GameObject, at: { readonly x: number; readonly y: number }): void {
    const card = this.#cardOf(obj);
    if (!card || card !== this.#dragging) return;
    const zone = this.#droppedOn;
    this.#dragging = null;
    this.#droppedOn = null;
    this.#suppressTap = true;
    this.#deps.zoom?.suspend(false);
    if (zone && this.#targets.has(zone.zoneId)) {
      this.#place(card, zone, at);
    } else {
      this.#targets = new Set();
      this.#lightZones();
      this.#refuse(card, zone);
      void this.returnHome(card);
    }
  }

  #tapCard(card: CardView): void {
    if (this.#suppressTap) {
      this.#suppressTap = false;
      return;
    }
    if (this.#deps.zoom?.consumeLongPress(card)) return;
    // Controlled mode: every tap reaches the table, which says why it cannot be taken while input is closed.
    if (this.#rules.taps) this.#rules.taps.card(card.cardId);
    else if (this.#enabled) this.select(this.#selected === card ? null : card);
  }

  #tapZone(zone: DropZone): void {
    if (this.#rules.taps) {
      if (!this.#dragging) this.#rules.taps.zone(zone.zoneId);
      return;
    }
    const card = this.#selected;
    if (!card || !this.#enabled || this.#dragging) return;
    if (this.#targets.has(zone.zoneId)) this.#place(card, zone, null);
    else this.#refuse(card, zone);
  }

  #place(card: CardView, zone: DropZone, at: { readonly x: number; readonly y: number } | null): void {
    card.setHighlight('none');
    this.#selected = null;
    this.#targets = new Set();
    this.#lightZones();
    this.emit(DRAG_SELECTED, null);
    this.#deps.sound?.('place');
    this.#rules.onPlace(card.cardId, zone.zoneId, at);
    this.emit(DRAG_PLACED, card.cardId, zone.zoneId);
  }

  #refuse(card: CardView, zone: DropZone | null): void {
    const reason = this.#rules.explainRefusal(card.cardId, zone?.zoneId ?? null);
    // After the flash the zone returns to what the current selection says about it.
    zone?.flashRefused(this.#selected && this.#targets.has(zone.zoneId) ? 'legal' : 'idle');
    if (reason) {
      this.#deps.say(reason);
      this.#deps.sound?.('deny');
    }
    this.emit(DRAG_REFUSED, card.cardId, zone?.zoneId ?? null, reason?.words ?? null);
  }
}
