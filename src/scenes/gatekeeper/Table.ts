import { seatLabel } from '../kit/seats';
import type * as Phaser from 'phaser';
import type { Choices } from '../../machines/move-builder';
import type { PickStep } from '../../machines/move-steps';
import type { SeatController } from '../../machines/match-logic';
import type { ResumedSave } from '../../machines/saves';
import type { Outcome, Seat } from '../../rules/core/module';
import type { GkEvent, GkMove, GkView } from '../../rules/gatekeeper/index';
import { gatekeeper, redactEvent } from '../../rules/gatekeeper/index';
import type { Button } from '../components/Button';
import type { CardView } from '../components/CardView';
import { tableSceneKey } from '../keys';
import type { GameOverWords } from '../kit/GameOverPanel';
import type { LogLine } from '../kit/TableLog';
import type { EventAnimations, Stop, TableChrome } from '../kit/TableScene';
import { TAP_SLOP, TableScene } from '../kit/TableScene';
import type { Palette } from '../theme';
import { gatekeeperAnimations } from './animations';
import { GkBoard } from './board';
import type { Chip } from './chips';
import { makeChips } from './chips';
import type { GkInspection } from './inspect';
import { inspectGatekeeper } from './inspect';
import { findOnPlane, shownOf } from './model';
import { moveForDrop, promptText, waitingText } from './prompts';
import { columnZone, gatekeeperSteps, HAND_ZONE, locationZone, PILE_CARD, witchCardId, witchOfCard } from './steps';

/** What the menu hands the table: a new match, or a save to continue. */
export type TableData = { readonly game: 'gatekeeper'; readonly seats: readonly SeatController[] } | { readonly resumed: ResumedSave };

/** A button's label, whether it may be pressed, and the machine event it sends (its keyboard stop's name). */
type Action = { readonly label: string; readonly enabled: boolean; readonly act: () => void; readonly sends: string } | null;

/**
 * The Gatekeeper table on the table kit: the board (plane, columns, hands, line, piles, mana) and its event
 * animations, with the kit's match, chrome and move-building machine. What a person may pick comes from the
 * machine's choices; the buttons, the chips of a Temptress or Lieutenant and every highlight are painted from them.
 */
export class GatekeeperTable extends TableScene<GkMove, GkView, GkEvent> {
  protected animations!: EventAnimations<GkEvent, GkView>;
  #board!: GkBoard;
  #chips: Chip[] = [];
  #chipsKey = '';
  #actions: { primary: Action; extra: Action; skip: Action } = { primary: null, extra: null, skip: null };

  constructor() {
    super({ key: tableSceneKey('gatekeeper'), module: gatekeeper, grammar: gatekeeperSteps });
  }

  protected build(): void {
    this.#chips = [];
    this.#chipsKey = '';
    this.#board = new GkBoard(
      this,
      {
        motion: this.motion,
        palette: this.palette,
        drag: this.drag,
        zoom: this.zoom,
        viewer: () => this.viewer,
        seatLabel: (seat) => seatLabel(this.seats, seat),
        tapWitch: (id, card, pointer) => this.#tapWitch(id, card, pointer),
        tapLocation: (loc, pointer) => {
          if (pointer.getDistance() <= TAP_SLOP * this.cameras.main.zoom) this.picks.tapZone(locationZone(loc));
        },
      },
      this.viewWidth,
      this.viewHeight,
    );
    this.#board.onButtons({ primary: () => this.#actions.primary?.act(), extra: () => this.#actions.extra?.act(), skip: () => this.#actions.skip?.act() });
    this.animations = gatekeeperAnimations({ board: this.#board, transients: this.transients, sound: (n) => this.services.sound.play(n), seatName: (seat) => this.seatName(seat) });
  }

  protected layoutTable(w: number, h: number): TableChrome {
    this.#board.place(w, h);
    this.#chipsKey = '';
    return this.#board.layout;
  }

  protected draw(view: GkView): void {
    this.#board.show(view);
  }

  protected async settle(final: GkView): Promise<void> {
    this.#board.shown = shownOf(final);
    this.#board.reconcile(true);
  }

  protected repaintTable(p: Palette): void {
    this.#board.setPalette(p);
  }

  protected override logLine(e: GkEvent): LogLine {
    if (e.type === 'turnBegan' || e.type === 'lineRefilled') return null;
    return super.logLine(redactEvent(e, this.viewer));
  }

  protected gameOverWords(outcome: Outcome, seats: readonly Seat[]): GameOverWords {
    const mana = this.view?.mana ?? [0, 0];
    const winner = outcome.kind === 'win' ? (outcome.winners[0] ?? 0) : null;
    const title = winner === null ? 'A draw' : seats.length === 1 && seats.includes(winner) ? 'You win!' : `${this.seatName(winner)} wins${seats.length === 1 ? '' : '!'}`;
    const reason = outcome.kind === 'ongoing' ? '' : outcome.reason;
    return { title, text: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.\nFinal mana — ${[0, 1].map((s) => `${this.seatName(s)}: ${mana[s] ?? 0}`).join('   ·   ')}` };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: the kit's machine decides; the table maps its pieces to steps.

  #tapWitch(id: number, card: CardView, pointer: Phaser.Input.Pointer): void {
    if (this.zoom.endsReading(pointer, card.cardId)) return;
    if (pointer.getDistance() > TAP_SLOP * this.cameras.main.zoom) return;
    this.picks.tapCard(witchCardId(id));
  }

  /** A tap on a hand card while recruiting counts as a tap on the hand; on one of your witches, as a tap on her column. */
  protected override zoneOfCard(cardId: string): string | null {
    const witch = witchOfCard(cardId);
    const s = this.#board.shown;
    if (witch === null || !s) return null;
    if (s.hand.includes(witch)) return HAND_ZONE;
    const at = findOnPlane(s, witch);
    return at && at.seat === this.viewer ? columnZone(at.loc) : null;
  }

  protected override moveFor(cardId: string, zoneId: string): GkMove | null {
    return this.view ? moveForDrop(this.view.phase, cardId, zoneId) : null;
  }

  protected targetOf(step: PickStep): Phaser.GameObjects.Container | null {
    const id = String(step.id);
    const board = this.#board;
    if (step.kind === 'card') return id === PILE_CARD ? board.pileProxy : (board.cards.get(witchOfCard(id) ?? -1) ?? null);
    if (step.kind === 'zone') {
      if (id === HAND_ZONE) return board.handZone;
      const column = /^col(\d)$/.exec(id);
      if (column) return board.zones[Number(column[1])] ?? null;
      const location = /^loc(\d)$/.exec(id);
      if (location) return board.tiles[Number(location[1])] ?? null;
      return this.#chips.find((c) => c.zoneId === id) ?? null;
    }
    return null;
  }

  protected buttons(): Stop[] {
    const board = this.#board;
    const stops: [Button, Action][] = [
      [board.primary, this.#actions.primary],
      [board.extra, this.#actions.extra],
      [board.skip, this.#actions.skip],
    ];
    return stops.flatMap(([b, action]) => (action?.enabled && b.visible ? [{ name: action.sends, target: b, activate: () => action.act() }] : []));
  }

  // ---------------------------------------------------------------------------------------------------------
  // Painting the choices

  protected promptText(view: GkView, choices: Choices<GkMove>): string {
    return promptText(view, this.director?.legalMoves() ?? [], choices);
  }

  protected override waitingText(view: GkView): string {
    return waitingText(view, this.busy ? (this.#board.shown?.active ?? view.active) : view.active, (seat) => this.seatName(seat));
  }

  protected paint(choices: Choices<GkMove>): void {
    const board = this.#board;
    const { offer, state } = choices;
    const mine = this.mine;
    const pickable = new Set<string>(offer.picks.filter((p) => p.kind === 'card').map((p) => String(p.id)));
    const toggles = new Set<string>(offer.multi?.kind === 'card' ? offer.multi.toggles.map(String) : []);
    const chosen = new Set<string>([...(offer.multi?.picked ?? []).map(String), ...choices.chosen.flatMap((c) => ('set' in c ? [] : [String(c.id)]))]);
    const built = choices.built;
    const risen = new Set<number>((offer.multi?.picked ?? []).flatMap((id) => witchOfCard(String(id)) ?? []));
    if (state === 'confirming' && built?.type === 'discard') risen.add(built.card);
    const risenChanged = risen.size !== board.risen.size || [...risen].some((id) => !board.risen.has(id));
    board.risen = risen;
    for (const [id, card] of board.cards) {
      const cardId = witchCardId(id);
      const where = board.where.get(id);
      if (where === 'plane') card.setHighlight(chosen.has(cardId) ? 'marked' : mine && (pickable.has(cardId) || toggles.has(cardId)) ? 'playable' : 'none');
      else if (where === 'hand' && (risen.has(id) || card.highlight === 'marked')) card.setHighlight(risen.has(id) ? 'marked' : 'none');
    }
    if (risenChanged) void board.layoutAll(true, 160);
    const zones = new Set<string>(this.#allZones());
    board.handZone.setVisible(mine && zones.has(HAND_ZONE));
    if (board.handZone.input) board.handZone.input.enabled = board.handZone.visible;
    board.pileProxy.setVisible(zones.has(HAND_ZONE) || (board.shown?.pileCount ?? 0) > 0);
    const offeredZones = new Set(offer.picks.filter((p) => p.kind === 'zone').map((p) => String(p.id)));
    if (!this.busy) board.tiles.forEach((t, loc) => t.setTileState(mine && offeredZones.has(locationZone(loc)) ? 'legal' : 'idle'));
    this.#paintButtons(choices);
    this.#paintChips([...offeredZones].filter((z) => z.startsWith('slot')));
  }

  /** Every zone any legal move goes to (the hand zone shows while recruiting, before a card is picked). */
  #allZones(): string[] {
    const out: string[] = [];
    for (const move of this.mine ? (this.director?.legalMoves() ?? []) : []) if (move.type === 'recruit' || move.type === 'draw') out.push(HAND_ZONE);
    return out;
  }

  #paintButtons(choices: Choices<GkMove>): void {
    const v = this.view;
    const { offer, state, built } = choices;
    const option = (id: string) => offer.picks.some((p) => p.kind === 'option' && p.id === id);
    let primary: Action = null;
    let extra: Action = null;
    const skip: Action = this.mine && option('skip') ? { label: 'Skip spell', enabled: true, act: () => this.picks.tapOption('skip'), sends: 'option:skip' } : null;
    if (this.mine && v) {
      const picked = offer.multi?.picked.length ?? 0;
      switch (v.phase) {
        case 'mulligan':
          primary = { label: picked === 0 ? 'Keep hand' : `Redraw ${picked}`, enabled: offer.multi?.canFinish === true, act: () => this.picks.finishSet(), sends: 'finish' };
          break;
        case 'refreshDiscard': {
          const left = v.hand.length - (v.limits[v.seat] ?? v.hand.length);
          primary = { label: state === 'confirming' && built?.type === 'discard' ? `Discard (${left} to go)` : `Discard ${left}`, enabled: state === 'confirming', act: () => this.picks.confirm(), sends: 'confirm' };
          break;
        }
        case 'healer':
        case 'fury':
          primary = { label: `${v.phase === 'healer' ? 'Heal' : 'Remove'} ${picked}`, enabled: offer.multi?.canFinish === true, act: () => this.picks.finishSet(), sends: 'finish' };
          break;
        case 'animalSpirit':
        case 'manipulator': {
          const spell = v.phase;
          if (option(spell)) primary = { label: `Cast ${spell === 'animalSpirit' ? 'Animal Spirit' : 'Manipulator'}`, enabled: true, act: () => this.picks.tapOption(spell), sends: `option:${spell}` };
          break;
        }
        case 'play':
          if (option('pass')) primary = { label: 'Pass', enabled: true, act: () => this.picks.tapOption('pass'), sends: 'option:pass' };
          if (option('refresh')) extra = { label: 'Refresh hand', enabled: true, act: () => this.picks.tapOption('refresh'), sends: 'option:refresh' };
          break;
        default:
          break;
      }
    }
    this.#actions = { primary, extra, skip };
    const show = (b: Button, action: Action) => {
      b.setVisible(action !== null);
      if (action) b.setLabel(action.label).setEnabled(action.enabled);
    };
    show(this.#board.primary, primary);
    show(this.#board.extra, extra);
    show(this.#board.skip, skip);
  }

  #paintChips(zoneIds: string[]): void {
    const key = `${zoneIds.join(',')}/${this.viewWidth}x${this.viewHeight}/${this.director?.data.plies}`;
    if (key === this.#chipsKey) return;
    this.#chipsKey = key;
    for (const chip of this.#chips) chip.destroy();
    this.#chips = this.view && zoneIds.length > 0 ? makeChips(this.#board, this.view, zoneIds, (id) => this.picks.tapZone(id)) : [];
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  inspect(): GkInspection {
    const choices = this.choices;
    const chosenWitch = choices.chosen.flatMap((c) => ('set' in c ? [] : (witchOfCard(String(c.id)) ?? [])));
    const picked = [...(choices.offer.multi?.picked ?? []).flatMap((id) => witchOfCard(String(id)) ?? []), ...(this.view?.phase === 'temptress' || this.view?.phase === 'lieutenant' ? chosenWitch : [])];
    if (choices.state === 'confirming' && choices.built?.type === 'discard') picked.push(choices.built.card);
    const board = this.#board;
    return this.inspection((tools) =>
      inspectGatekeeper({ scene: this, board, view: this.view, selected: this.drag.selectedId, viewer: this.viewer, acting: this.director?.actingSeat ?? null, thinking: this.thinking, picked, chips: this.#chips, bar: this.bar, curtain: this.curtain, over: this.overPanel && this.over ? { panel: this.overPanel } : null }, tools),
    );
  }
}
