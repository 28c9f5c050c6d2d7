import { seatLabel } from '../kit/seats';
import type * as Phaser from 'phaser';
import type { Choices } from '../../machines/move-builder';
import type { PickStep } from '../../machines/move-steps';
import type { RefusalReason } from '../../machines/refusal-clauses';
import type { Outcome, Seat } from '../../rules/core/module';
import type { GwEvent, GwMove, GwView } from '../../rules/gateway/index';
import { adjacent, copiesOf, describeEvent, districtName, forecastAttack, gateway, redactEvent, scoreParts, sideUnits } from '../../rules/gateway/index';
import { BUTTON_CLICK } from '../components/Button';
import type { Button } from '../components/Button';
import type { CardModel } from '../components/CardView';
import { tableSceneKey } from '../keys';
import type { GameOverWords } from '../kit/GameOverPanel';
import type { LogLine } from '../kit/TableLog';
import type { EventAnimations, Stop } from '../kit/TableScene';
import type { TableStart } from '../kit/table-types';
import { BoardTableScene } from '../kit/BoardTableScene';
import { gatewayAnimations } from './animations';
import type { ChoiceItem } from './board';
import { GwBoard } from './board';
import { cardIdOf, keyOfCard } from './cards';
import { cardModel } from './face';
import type { GwInspection } from './inspect';
import { inspectGateway } from './inspect';
import { forecastWords, promptText } from './prompts';
import { districtZone, gatewaySteps, PLAY_ZONE, runeId } from './steps';

/** A button's label, and the machine event it sends (its keyboard stop's name). */
type Action = { readonly label: string; readonly act: () => void; readonly sends: string };

/** What the Done option ends, by phase. */
const DONE_LABELS: Readonly<Partial<Record<GwView['phase'], string>>> = {
  deploy: 'End Deployment',
  recruit: 'End Recruiting',
  attack: 'End Attacks',
  runes: 'Done',
  choose: 'Done',
};

const PILE_WORDS: Readonly<Record<string, string>> = { deck: 'Your deck', events: 'The Events', guards: 'The City Guard', horde: 'The Horde', common: 'Common Runestones', uncommon: 'Uncommon Runestones', rare: 'Rare Runestones' };

/**
 * The Gateway Uprising table on the table kit: the city's districts, the market, a panel per seat, your hand, Army
 * and Runestones (the board), and their event animations. What a person may pick comes from the kit's
 * move-building machine; choices with no place on the table (a Leader, a pile to look at, the cards to reorder,
 * the units a battle's damage goes to, an ally to ask) are shown as a row of cards in the middle of the city.
 */
export class GatewayTable extends BoardTableScene<GwMove, GwView, GwEvent> {
  protected animations!: EventAnimations<GwEvent, GwView>;
  protected board!: GwBoard;
  #actions: Action[] = [];

  constructor() {
    super({ key: tableSceneKey('gateway'), module: gateway, grammar: gatewaySteps });
  }

  protected build(): void {
    this.board = new GwBoard(
      this,
      {
        motion: this.motion,
        palette: this.palette,
        drag: this.drag,
        zoom: this.zoom,
        seatLabel: (seat) => seatLabel(this.seats, seat),
        seatName: (seat) => this.seatName(seat),
        tapDistrict: (index) => this.picks.tapZone(districtZone(index)),
        tapPile: (pile) => this.picks.tapCard(`pile:${pile}`),
        tapChoice: (pickId) => this.#tapChoice(pickId),
      },
      this.viewWidth,
      this.viewHeight,
      2,
    );
    this.board.primary.on(BUTTON_CLICK, () => this.#actions[0]?.act());
    this.board.secondary.on(BUTTON_CLICK, () => this.#actions[1]?.act());
    this.animations = gatewayAnimations({ board: this.board, motion: this.motion, transients: this.transients, sound: (name) => this.services.sound.play(name), seatName: (seat) => this.seatName(seat) });
  }

  /** The options chosen in the new-game panel, checked by the rules' own config parser (the default on anything else). */
  protected override configFor(start: Extract<TableStart, { seats: unknown }>): unknown {
    const seats = start.seats.length;
    const settings = (start as { readonly settings?: unknown }).settings;
    const chosen = typeof settings === 'object' && settings !== null ? settings : {};
    const parsed = gateway.parseConfig({ ...gateway.defaultConfig(seats), ...chosen, seats });
    return parsed.ok ? parsed.value : gateway.defaultConfig(seats);
  }

  protected override logLine(e: GwEvent): LogLine {
    const event = redactEvent(e, this.viewer);
    const seat = 'seat' in event ? event.seat : null;
    return { text: describeEvent(event, this.seatWords, this.view?.districts), colour: seat === null ? null : (this.palette.seats[seat] ?? null) };
  }

  protected gameOverWords(outcome: Outcome, seats: readonly Seat[]): GameOverWords {
    const winners = outcome.kind === 'win' ? outcome.winners : [];
    const names = winners.map((seat) => this.seatName(seat));
    const everyone = winners.length > 1 && winners.length === (this.view?.config.seats ?? 0);
    const listed = names.length > 2 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : names.join(' and ');
    const title = winners.length === 0 ? 'The city falls' : everyone ? 'A tie between every seat' : winners.length === 1 && seats.includes(winners[0] as Seat) && seats.length === 1 ? 'You win!' : `${listed} win${winners.length === 1 ? 's' : ''}`;
    const v = this.view;
    // The final scoring (GW-93), part by part: Infamy, unspent Runestones, outer districts, Central City.
    const line = (seat: number): string => {
      const parts = v ? scoreParts(v, seat) : null;
      if (!parts) return '';
      const central = parts.central > 0 ? ` + Central City ${parts.central}` : '';
      return `${this.seatName(seat)}: ${parts.total} = Infamy ${parts.infamy} + Runestones ${parts.runestones} + districts ${parts.districts}${central}`;
    };
    const order = v ? v.players.map((_, seat) => seat).sort((a, b) => (v ? scoreParts(v, b).total - scoreParts(v, a).total : 0)) : [];
    const reason = outcome.kind === 'ongoing' ? '' : outcome.reason;
    return { title, text: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.\n${order.map(line).join('\n')}` };
  }

  // ---------------------------------------------------------------------------------------------------------
  // Input: the kit's machine decides; the table maps its pieces to steps.

  /** A card of yours: a Runestone being lent is `rune:<n>`; otherwise the kit's next step for the card. */
  protected override tapCard(id: string): void {
    const key = keyOfCard(id);
    const multi = this.choices.offer.multi;
    if (key !== null && multi?.toggles.includes(runeId(key))) return this.picks.pick({ kind: 'card', id: runeId(key) });
    // A card already in your Army or play area lies on the Army's zone: while a card in hand waits for the Army, a
    // tap on it is a tap on the Army (seen at 1024×768, where the played cards cover the zone's middle).
    const where = key === null ? undefined : this.board.where.get(key);
    const playOffered = this.choices.offer.picks.some((p) => p.kind === 'zone' && p.id === PLAY_ZONE);
    if ((where === 'army' || where === 'played') && playOffered && !this.choices.offer.picks.some((p) => p.kind === 'card' && p.id === id)) return this.picks.tapZone(PLAY_ZONE);
    this.picks.tapCard(id);
  }

  /** A card of yours dropped on your Army is a play (the drop the rules refuse says why). */
  protected override moveFor(cardId: string, zoneId: string): GwMove | null {
    const key = keyOfCard(cardId);
    return key !== null && zoneId === PLAY_ZONE ? { type: 'play', card: key } : null;
  }

  /** A tap on something not on offer: the rules' words for the move it would have been (a pile, a district, a card in hand). */
  protected override refusalFor(step: PickStep): RefusalReason | null {
    if (!this.director || !this.mine) return null;
    const id = String(step.id);
    const district = /^district(\d+)$/.exec(id);
    if (step.kind === 'zone' && district) return this.director.reasonFor({ type: 'attack', district: Number(district[1]) });
    if (step.kind === 'card' && id.startsWith('pile:')) return this.director.reasonFor({ type: 'recruit', pile: id.slice(5) });
    const key = keyOfCard(id);
    if (step.kind === 'card' && key !== null && this.board.where.get(key) === 'hand') return this.director.reasonFor({ type: 'play', card: key });
    return null;
  }

  #tapChoice(pickId: string): void {
    if (pickId.startsWith('ally') || pickId.startsWith('peek:')) return this.picks.tapOption(pickId);
    this.picks.tapCard(pickId);
  }

  protected targetOf(step: PickStep): Phaser.GameObjects.Container | null {
    const id = String(step.id);
    const board = this.board;
    if (step.kind === 'zone') {
      if (id === PLAY_ZONE) return board.playZone;
      const district = /^district(\d+)$/.exec(id);
      return district ? (board.districts[Number(district[1])] ?? null) : null;
    }
    if (step.kind === 'option') return board.choices.get(id) ?? null;
    const key = keyOfCard(id);
    if (key !== null) return board.cards.get(key) ?? null;
    const rune = /^rune:(\d+)$/.exec(id);
    if (rune) return board.cards.get(Number(rune[1])) ?? null;
    if (id.startsWith('pile:')) return this.#pileSpot(id.slice(5));
    return board.choices.get(id) ?? null;
  }

  /** A market pile's place, as a container the keyboard ring can outline (made once per pile). */
  #pileSpots = new Map<string, Phaser.GameObjects.Container>();
  #pileSpot(pile: string): Phaser.GameObjects.Container | null {
    const rect = this.board.market.targets.find((t) => t.kind === 'pile' && t.id === pile)?.rect;
    if (!rect) return null;
    const spot = this.#pileSpots.get(pile) ?? this.add.container(0, 0);
    this.#pileSpots.set(pile, spot);
    return spot.setPosition(rect.x + rect.width / 2, rect.y + rect.height / 2).setSize(rect.width, rect.height);
  }

  protected buttons(): Stop[] {
    const board = this.board;
    return ([board.primary, board.secondary] as Button[]).flatMap((button, i) => {
      const action = this.#actions[i];
      return action && button.visible ? [{ name: action.sends, target: button, activate: () => action.act() }] : [];
    });
  }

  // ---------------------------------------------------------------------------------------------------------
  // Painting the choices

  protected promptText(view: GwView, choices: Choices<GwMove>): string {
    return promptText(view, choices);
  }

  protected override waitingText(view: GwView): string {
    const deciding = this.director?.actingSeat ?? view.active;
    const who = this.seatName(deciding);
    return who === 'You' ? 'Your turn' : `${who} ${view.phase === 'ally' ? 'answers' : view.phase === 'assign' ? 'deals damage' : 'plays'}`;
  }

  protected paint(choices: Choices<GwMove>): void {
    const board = this.board;
    const v = this.view;
    const { offer } = choices;
    const mine = this.mine;
    const cards = new Set<string>(offer.picks.filter((p) => p.kind === 'card').map((p) => String(p.id)));
    const toggles = new Set<string>(offer.multi?.toggles.map(String) ?? []);
    const picked = offer.multi?.picked.map(String) ?? [];
    for (const [key, card] of board.cards) {
      if (board.where.get(key) === 'hand' && this.drag.selectedId === cardIdOf(key)) continue; // the drag controller marks the card it holds
      const id = cardIdOf(key);
      const chosen = picked.includes(id) || picked.includes(runeId(key));
      const offered = mine && (cards.has(id) || toggles.has(id) || toggles.has(runeId(key)));
      card.setHighlight(chosen ? 'marked' : offered ? 'playable' : 'none');
    }
    // Districts and market piles on offer are marked on their tiles.
    const zones = new Set<string>(offer.picks.filter((p) => p.kind === 'zone').map((p) => String(p.id)));
    board.districts.forEach((tile, index) => {
      const lit = mine && zones.has(districtZone(index));
      if ((tile.model.mark ?? null) !== (lit ? 'legal' : null)) tile.setModel({ ...tile.model, mark: lit ? 'legal' : null });
    });
    const piles = board.market.model.piles;
    if (piles.some((pile) => (pile.mark ?? null) !== (mine && cards.has(`pile:${pile.id}`) ? 'legal' : null))) board.market.setModel({ ...board.market.model, piles: piles.map((pile) => ({ ...pile, mark: mine && cards.has(`pile:${pile.id}`) ? ('legal' as const) : null })) });
    board.setChoices(mine && v ? this.#choiceItems(v, choices) : [], this.#choiceCaption(v));
    board.setForecast(mine && v ? this.#forecast(v, choices) : null);
    const target = mine && v ? this.#chosenDistrict(v, choices) : null;
    board.setAdjacency(target === null || !v ? null : { from: target, to: adjacent(v, target) });
    this.#paintButtons(choices);
  }

  /** The district chosen as an attack's target (Attack Phase), or null. */
  #chosenDistrict(v: GwView, choices: Choices<GwMove>): number | null {
    const first = choices.chosen[0];
    const district = v.phase === 'attack' && first && 'id' in first ? /^district(\d+)$/.exec(String(first.id)) : null;
    return district ? Number(district[1]) : null;
  }

  /** The forecast of the attack whose district is chosen, in words, with the districts adjacent to it (GW-9); null otherwise. */
  #forecast(v: GwView, choices: Choices<GwMove>): string | null {
    const index = this.#chosenDistrict(v, choices);
    if (index === null) return null;
    const forecast = forecastAttack(v, v.seat, index);
    const next = adjacent(v, index).map((other) => districtName(v, other));
    return forecast ? `${forecastWords(forecast, districtName(v, index), (seat) => this.seatName(seat))}\nNext to: ${next.length === 0 ? 'no standing district' : next.join(', ')}.` : null;
  }

  /** The choices with no place on the table, as cards. */
  #choiceItems(v: GwView, choices: Choices<GwMove>): ChoiceItem[] {
    const { offer } = choices;
    const items: ChoiceItem[] = [];
    for (const pick of offer.picks) {
      const id = String(pick.id);
      const model = this.#choiceModel(v, id);
      if (model) items.push({ pickId: id, model });
    }
    // Damage dealt a point at a time: each opposing card, with the points it has taken in this pick.
    if (offer.multi?.open && v.battle && v.phase === 'assign') {
      const targets = sideUnits(v, v.battle, v.battle.step === 'assignA' ? 'd' : 'a');
      targets.forEach((unit, index) => {
        const pickId = `damage:${index}`;
        const count = offer.multi?.picked.filter((p) => p === pickId).length ?? 0;
        items.push({ pickId, model: { ...cardModel(pickId, unit.card), ...(unit.damage > 0 ? { kind: `Damaged ${unit.damage}` } : {}) }, count });
      });
    }
    return items;
  }

  #choiceModel(v: GwView, id: string): CardModel | null {
    const pick = /^pick:(.+)$/.exec(id);
    if (pick) return cardModel(id, copiesOf(pick[1] ?? '')[0] ?? -1);
    const order = /^order:(\d+)$/.exec(id);
    if (order) return cardModel(id, v.peeked?.[Number(order[1])] ?? -1);
    const peek = /^peek:(.+)$/.exec(id);
    if (peek) return { id, title: PILE_WORDS[peek[1] ?? ''] ?? String(peek[1]), kind: 'Look at the top 3' };
    const ally = /^ally(\d+)$/.exec(id);
    if (ally) return { id, title: `Ask ${this.seatName(Number(ally[1]))}`, kind: 'Alliance', text: 'They may lend you Insurgents and Runestones for this attack.' };
    return null;
  }

  #choiceCaption(v: GwView | null): string {
    if (!v) return '';
    if (v.phase === 'pick') return v.picking?.kind === 'leader' ? 'Pick your Leader' : 'Pick a Revolution card';
    if (v.phase === 'assign') return `Deal ${v.amounts?.[v.battle?.step === 'assignA' ? 0 : 1] ?? ''} damage`;
    if (v.peeked) return 'From the top down';
    return 'Choose';
  }

  #paintButtons(choices: Choices<GwMove>): void {
    const { offer, state } = choices;
    const v = this.view;
    const actions: Action[] = [];
    if (this.mine && v) {
      if (offer.multi?.canFinish) actions.push({ label: v.phase === 'ally' ? (offer.multi.picked.length === 0 ? 'Decline' : `Lend ${offer.multi.picked.length}`) : `Done (${offer.multi.picked.length})`, act: () => this.picks.finishSet(), sends: 'finish' });
      if (state === 'confirming' || (offer.complete && offer.longer)) actions.push({ label: v.phase === 'attack' ? (offer.longer ? 'Attack alone' : 'Attack') : 'Confirm', act: () => this.picks.confirm(), sends: 'confirm' });
      if (offer.picks.some((p) => p.kind === 'option' && p.id === 'done')) actions.push({ label: DONE_LABELS[v.phase] ?? 'Done', act: () => this.picks.tapOption('done'), sends: 'option:done' });
    }
    this.#actions = actions.slice(0, 2);
    const show = (button: Button, action: Action | undefined) => {
      button.setVisible(action !== undefined);
      if (action) button.setLabel(action.label).setEnabled(true);
    };
    show(this.board.primary, this.#actions[0]);
    show(this.board.secondary, this.#actions[1]);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Test hooks (e2e builds only read this)

  inspect(): GwInspection {
    const board = this.board;
    return this.inspection((tools) => inspectGateway({ board, view: this.view, viewer: this.viewer, thinking: this.thinking, bar: this.bar, curtain: this.curtain, over: this.overPanel && this.over ? { panel: this.overPanel } : null }, tools));
  }
}

