import * as Phaser from 'phaser';
import type { GwView, PlayerView } from '../../rules/gateway/index';
import { cardAt, copiesOf, DISTRICT_BY_ID, GUARD, HORDE, hordeOn, RUIN_AT } from '../../rules/gateway/index';
import { ICONS } from '../assets';
import type { Button } from '../components/Button';
import { Button as ButtonView } from '../components/Button';
import type { CardModel, Pose } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import type { DistrictModel, DistrictOccupant } from '../components/DistrictTile';
import { DistrictTile, districtCard } from '../components/DistrictTile';
import { DropZone } from '../components/DropZone';
import { HandFan } from '../components/HandFan';
import { PART_TAP } from '../components/KitPart';
import type { KitPart } from '../components/KitPart';
import type { PartTarget } from '../components/KitPart';
import type { MarketPileModel } from '../components/MarketRow';
import { MarketRow, NARROW_TILE_W } from '../components/MarketRow';
import { PhaseStrip } from '../components/PhaseStrip';
import { Pile } from '../components/Pile';
import { SeatPanel } from '../components/SeatPanel';
import { drawBox, fitText } from '../components/draw';
import { CardSet } from '../kit/CardSet';
import { placeNew, sendHome } from '../kit/picture';
import type { BoardHost as KitBoardHost } from '../kit/TableBoard';
import { TableBoard } from '../kit/TableBoard';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { textStyle } from '../theme';
import { accentOf, cardModel, iconOf, rewardText } from './face';
import type { GwLayout } from './layout';
import { computeLayout } from './layout';
import { link } from './adjacency';
import type { Where } from './cards';
import { cardIdOf, cardsOnTable } from './cards';

/** Each district marker (GW-8) as a symbol, for a tile too narrow for its name and the marker's words. */
const MARKER_SYMBOLS: Readonly<Record<string, string>> = { sun: '☀', moon: '☾', star: '★', crown: '♛', skull: '☠', tower: '♜', x: '✕' };

/** The phases of a turn as the strip shows them (GW-20). */
export const TURN_PHASES = ['Deployment', 'Recruiting', 'Attack', 'Clean-up'] as const;
/** The same, where the full names would be cut (the right-hand column at 1024×768). */
const SHORT_PHASES = ['Deploy', 'Recruit', 'Attack', 'Clean-up'] as const;

/** A choice with no place on the table (a Leader to pick, a pile to look at, a card to reorder, a unit to hit). */
export interface ChoiceItem {
  /** The machine's pick id (`pick:<id>`, `peek:<pile>`, `order:<i>`, `damage:<i>`, `ally<seat>`). */
  readonly pickId: string;
  readonly model: CardModel;
  /** Damage dealt to it so far in this pick (a unit being hit). */
  readonly count?: number;
}

export interface BoardHost extends KitBoardHost {
  /** "You", "Computer 2 · Easy": a seat's name with what plays it. */
  seatLabel(seat: number): string;
  /** "You", "Computer 2": a seat's name as sentences use it. */
  seatName(seat: number): string;
  /** A district tile was tapped. */
  tapDistrict(index: number): void;
  /** A market pile was tapped. */
  tapPile(pile: string): void;
  /** A choice was tapped. */
  tapChoice(pickId: string): void;
}

/** The zoom's id for a market pile's top card. */
export const pileZoomId = (pile: string): string => `pile:${pile}`;

/**
 * The Gateway Uprising table's picture: a panel per seat, the city's seven district tiles in their ring, the
 * market, the phase strip, your hand, Army, play area and Runestones as cards, your deck and discard pile, a row
 * of choices in the middle of the city when the rules ask for one, and two action buttons.
 */
export class GwBoard extends TableBoard<GwLayout, BoardHost> {
  shown: GwView | null = null;
  readonly set: CardSet<Where>;
  readonly fan: HandFan;
  seats: SeatPanel[] = [];
  /** By district index in the view (the tile sits at its ring position). */
  districts: DistrictTile[] = [];
  readonly market: MarketRow;
  readonly phase: PhaseStrip;
  readonly resources: Phaser.GameObjects.Text;
  /** The round and the Events left (GW-60, GW-91). */
  readonly round: Phaser.GameObjects.Text;
  readonly piles: { readonly deck: Pile; readonly discard: Pile };
  /** Where a card from your hand is dropped to play it (over your Army and play area). */
  readonly playZone: DropZone;
  readonly primary: Button;
  readonly secondary: Button;
  /** The choices on show, by pick id, and the words above them. */
  readonly choices = new Map<string, CardView>();
  readonly choiceCaption: Phaser.GameObjects.Text;
  readonly choiceBack: Phaser.GameObjects.Graphics;
  /** The forecast of an attack being chosen (its words), over the city above any row of choices. */
  readonly forecast: Phaser.GameObjects.Text;
  readonly #forecastBack: Phaser.GameObjects.Graphics;
  /** The links from an attack's chosen district to its adjacent ones (GW-9), across the gaps between tiles. */
  readonly #links: Phaser.GameObjects.Graphics;
  #adjacency: { readonly from: number; readonly to: readonly number[] } | null = null;
  #choiceItems: readonly ChoiceItem[] = [];
  #seatCount = 0;
  /** Each market pile's top card as the view shows it (null: none, or face down), for the zoom. */
  #pileTops = new Map<string, number | null>();

  constructor(scene: Phaser.Scene, host: BoardHost, width: number, height: number, seats: number) {
    super(scene, host, computeLayout(width, height, seats));
    const p = host.palette;
    const L = this.layout;
    this.market = new MarketRow(scene, { piles: [], minTileWidth: NARROW_TILE_W }, p, L.market);
    // A right-click, or a long press that opened the pile's card in the zoom, reads the card: it does not recruit.
    this.market.on(PART_TAP, (target: PartTarget, pointer: Phaser.Input.Pointer) => {
      if (!host.zoom.endsReading(pointer, pileZoomId(target.id))) host.tapPile(target.id);
    });
    this.phase = new PhaseStrip(scene, { phases: [...TURN_PHASES], short: [...SHORT_PHASES], current: null }, p, L.phase);
    this.resources = scene.add.text(0, 0, '', textStyle('label', p.text, { size: 16, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.round = scene.add.text(0, 0, '', textStyle('label', p.gold, { size: 16 })).setOrigin(0, 0.5).setDepth(DEPTH.ui);
    const pile = (label: string) => new Pile(scene, 0, 0, label, p, ICONS.cardBack.key);
    this.piles = { deck: pile('Deck'), discard: pile('Discard') };
    this.playZone = new DropZone(scene, 'play', '', L.army, p, host.motion).setQuietWhenIdle(true).setDepth(DEPTH.zone + 2);
    host.drag.addZone(this.playZone);
    this.fan = new HandFan(scene, { x: 0, y: 0, width: 600, cardScale: 0.8 }, host.motion);
    this.set = new CardSet(host.drag, host.zoom, this.fan);
    this.primary = new ButtonView(scene, 0, 0, { label: 'Done', icon: ICONS.play.key, width: 200, height: 48, variant: 'primary' }, p).setDepth(DEPTH.ui);
    this.secondary = new ButtonView(scene, 0, 0, { label: 'Confirm', icon: ICONS.close.key, width: 200, height: 48 }, p).setDepth(DEPTH.ui);
    this.choiceBack = scene.add.graphics().setDepth(DEPTH.ui);
    this.#forecastBack = scene.add.graphics().setDepth(DEPTH.ui + 3);
    this.#links = scene.add.graphics().setDepth(DEPTH.zone + 1);
    this.forecast = scene.add.text(0, 0, '', textStyle('body', p.text, { size: 17, align: 'center' })).setLineSpacing(4).setOrigin(0.5).setDepth(DEPTH.ui + 4).setVisible(false);
    this.choiceCaption = scene.add.text(0, 0, '', textStyle('heading', p.text, { size: 20, align: 'center', stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setDepth(DEPTH.ui + 2);
    this.#makeSeats(seats);
    this.place(width, height);
  }

  get cards(): ReadonlyMap<number, CardView> {
    return this.set.cards;
  }

  get where(): ReadonlyMap<number, Where> {
    return this.set.where;
  }

  /** The seat panels and district tiles for `seats` seats (remade when a view with another count arrives). */
  #makeSeats(seats: number): void {
    if (seats === this.#seatCount) return;
    for (const panel of this.seats) panel.destroy();
    this.#seatCount = seats;
    this.layout = computeLayout(this.layout.width, this.layout.height, seats);
    const p = this.host.palette;
    this.seats = this.layout.seats.map((rect, seat) => new SeatPanel(this.scene, { seat, name: '', score: 0, scoreLabel: 'Infamy', active: false, lines: [] }, p, rect));
  }

  place(w: number, h: number): void {
    const L = (this.layout = computeLayout(w, h, Math.max(2, this.#seatCount)));
    this.seats.forEach((panel, seat) => panel.setRect(L.seats[seat] ?? panel.rect));
    this.#placeDistricts();
    this.market.setRect(L.market);
    this.phase.setRect(L.phase);
    this.resources.setPosition(L.resources.x, L.resources.y);
    this.round.setPosition(L.round.x, L.round.y);
    this.piles.deck.setPosition(L.deck.x, L.deck.y).setScale(L.pileScale);
    this.piles.discard.setPosition(L.discard.x, L.discard.y).setScale(L.pileScale);
    this.playZone.setRect(L.army);
    const b = L.buttons;
    this.primary.resize(b.primary.width, b.primary.height).setPosition(b.primary.x + b.primary.width / 2, b.primary.y + b.primary.height / 2);
    this.secondary.resize(b.secondary.width, b.secondary.height).setPosition(b.secondary.x + b.secondary.width / 2, b.secondary.y + b.secondary.height / 2);
    this.fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    if (this.shown) this.reconcile(false);
  }

  /** Each district's tile at its ring position: Central City in the middle (GW-6). */
  #placeDistricts(): void {
    const v = this.shown;
    if (!v) return;
    while (this.districts.length < v.districts.length) {
      const index = this.districts.length;
      const tile = new DistrictTile(this.scene, { id: `district${index}`, name: '', owner: null, occupants: [], ruined: false, marker: null, reward: '' }, this.host.palette, this.layout.market);
      // Read whole in the zoom (hover, right-click, a long press), which the tap that ends it does not attack.
      tile.on(PART_TAP, (_target: PartTarget, pointer: Phaser.Input.Pointer) => {
        if (!this.host.zoom.endsReading(pointer, tile.model.id)) this.host.tapDistrict(index);
      });
      this.#watchParts(tile, () => (tile.model.name === '' ? null : { id: tile.model.id, model: districtCard(tile.model, ICONS.gate.key) }));
      this.districts.push(tile);
    }
    v.districts.forEach((district, index) => this.districts[index]?.setRect(this.layout.districts[district.pos + 1] ?? this.layout.districts[0] ?? this.layout.market));
    this.#drawLinks();
  }

  show(view: GwView): void {
    this.shown = view;
    if (view.players.length !== this.#seatCount) {
      this.#makeSeats(view.players.length);
      this.place(this.layout.width, this.layout.height);
    }
    this.reconcile(false);
  }

  /** The faces of the cards of yours `view` shows that no card here shows yet. */
  frontsAhead(view: GwView): CardModel[] {
    return [...cardsOnTable(view).keys()].filter((id) => !this.cards.has(id)).map((id) => cardModel(cardIdOf(id), id));
  }

  /** Brings every piece in line with `shown`; `animate` tweens cards to their places. */
  reconcile(animate: boolean): void {
    const v = this.shown;
    if (!v) return;
    this.#placeDistricts();
    const needed = cardsOnTable(v);
    for (const id of [...this.cards.keys()]) if (!needed.has(id)) this.set.forget(id)?.destroy();
    for (const [id, where] of needed) {
      let card = this.cards.get(id);
      if (!card) {
        card = new CardView(this.scene, cardModel(cardIdOf(id), id), this.host.palette, { faceUp: true, backIcon: ICONS.cardBack.key });
        this.set.cards.set(id, card);
        placeNew(this.scene, card, this.homeFor(id, where), this.host.motion, animate);
      }
      this.set.assign(card, id, where, where === 'hand' ? 'hand' : 'drag');
    }
    this.#paintStatic(v);
    void this.layoutAll(animate);
  }

  /** The seats, the districts, the market, the piles, the phase strip and the resources line. */
  #paintStatic(v: GwView): void {
    this.seats.forEach((panel, seat) => panel.setModel(this.#seatModel(v, seat)));
    v.districts.forEach((_, index) => this.districts[index]?.setModel(this.#districtModel(v, index)));
    this.market.setModel({ piles: v.supply.map((pile) => this.#pileModel(pile)), minTileWidth: NARROW_TILE_W });
    this.#pileTops = new Map(v.supply.map((pile) => [pile.id, pile.top]));
    this.#watchPiles();
    const me = v.players[v.seat] as PlayerView;
    this.piles.deck.setContents(me.deckCount);
    const top = me.discard[me.discard.length - 1];
    this.piles.discard.setContents(me.discard.length, top === undefined ? null : cardModel(cardIdOf(top), top));
    const current = v.phase === 'deploy' ? 0 : v.phase === 'recruit' ? 1 : v.phase === 'attack' || v.phase === 'ally' || v.phase === 'runes' || v.phase === 'assign' ? 2 : null;
    this.phase.setModel({ phases: [...TURN_PHASES], short: [...SHORT_PHASES], current: v.stage === 'turns' ? current : null });
    this.round.setText(`Round ${v.round} · ${v.eventsCount} Event${v.eventsCount === 1 ? '' : 's'} left`);
    const t = v.turn;
    const whose = v.active === v.seat ? 'You have' : `${this.host.seatName(v.active)} has`;
    const points = `${whose} ${t.ap} Action Point${t.ap === 1 ? '' : 's'}`;
    const rest = `${t.gold} Gold · ${t.recruits} Recruit${t.recruits === 1 ? '' : 's'} · ${t.attacks} Attack${t.attacks === 1 ? '' : 's'}`;
    // Upright, the line is narrow: who and the Action Points on one line, the rest on the next (one line of all the
    // numbers was wider than the space beside your Army even at 80%, and ran under its cards).
    this.resources.setText(v.phase === 'over' || v.phase === 'pick' ? '' : this.layout.mode === 'tall' ? `${points}\n${rest}` : `${points} · ${rest}`);
    fitText(this.resources, this.layout.resources.width, 0.8);
  }

  #seatModel(v: GwView, seat: number) {
    const player = v.players[seat] as PlayerView;
    const held = v.districts.filter((d) => d.owner === seat && !d.ruined).length;
    const attack = player.army.reduce((sum, unit) => sum + (deckStat(unit.card, 'attack') ?? 0), 0);
    const defense = player.army.reduce((sum, unit) => sum + (deckStat(unit.card, 'defense') ?? 0) - unit.damage, 0);
    const leader = [...player.unseen, ...player.discard, ...player.played, ...player.army.map((u) => u.card)].find((card) => cardAt(card)?.kind === 'leader');
    const t = v.turn;
    const lines = [
      `${held} district${held === 1 ? '' : 's'} · Army ${attack}/${defense}`,
      `Hand ${player.handCount} · Deck ${player.deckCount} · Discard ${player.discard.length}`,
      `Runestones ${player.runeTiers.length === 0 ? 'none' : player.runeTiers.map((tier) => tier.charAt(0).toUpperCase()).join(' ')}`,
      ...(seat === v.active && v.phase !== 'over' ? [`AP ${t.ap} · Gold ${t.gold} · Recruits ${t.recruits}`] : []),
    ];
    return {
      seat,
      // "Computer 3 · Normal", or where the panel cannot hold that, "Computer 3", never "Computer 3 · No…".
      name: this.host.seatLabel(seat).split('\n')[0] ?? '',
      short: this.host.seatName(seat),
      ...(leader === undefined ? {} : { title: cardAt(leader)?.name ?? '' }),
      score: player.infamy,
      scoreLabel: 'Infamy',
      active: seat === v.active && v.phase !== 'over',
      lines,
    };
  }

  #districtModel(v: GwView, index: number): DistrictModel {
    const district = v.districts[index] as GwView['districts'][number];
    const def = DISTRICT_BY_ID.get(district.id);
    const occupant = (unit: { readonly card: number; readonly damage: number }, invading: boolean): DistrictOccupant => {
      const card = cardAt(unit.card);
      const enemy = card && (card.kind === 'guard' || card.kind === 'horde') ? card : null;
      return {
        id: `c${unit.card}`,
        name: `${invading ? '⚔ ' : ''}${card?.name ?? 'Card'}`,
        accent: enemy?.kind === 'horde' ? 'crimson' : 'azure',
        ...(enemy ? { words: `Attack ${enemy.attack} · Defense ${enemy.defense - unit.damage}${unit.damage > 0 ? ` (${unit.damage} damage)` : ''} · ${enemy.infamy} Infamy` } : {}),
        numbers: enemy
          ? [
              { label: 'A', value: enemy.attack },
              { label: 'D', value: enemy.defense - unit.damage },
              { label: '★', value: enemy.infamy },
            ]
          : [],
      };
    };
    const guarded = district.cards.length > 0 ? (cardAt(district.cards[0]?.card ?? -1)?.kind === 'horde' ? HORDE : GUARD) : null;
    const owner = district.owner !== null ? { label: this.host.seatName(district.owner), seat: district.owner } : guarded === HORDE ? { label: 'The Horde', short: 'Horde', accent: 'crimson' as const } : guarded === GUARD ? { label: 'The City Guard', short: 'Guard', accent: 'azure' as const } : null;
    const horde = hordeOn(district);
    return {
      id: `district${index}`,
      name: def?.name ?? district.id,
      owner,
      occupants: [...district.cards.map((unit) => occupant(unit, false)), ...district.incoming.map((unit) => occupant(unit, true))],
      ruined: district.ruined,
      marker: district.markers.length > 0 ? { label: district.markers.map((m) => m.charAt(0).toUpperCase() + m.slice(1)).join(' '), short: district.markers.map((m) => MARKER_SYMBOLS[m] ?? m).join('') } : null,
      reward: rewardText(def),
      threat: !district.ruined && horde > 0 ? { label: 'Horde', count: horde, limit: RUIN_AT } : null,
    };
  }

  /**
   * Offers the zoom on each market pile's tile (hover or right-click, a long press on touch): the top card, large
   * and whole, since a tile shows only its title and numbers. Tiles made since the last call join.
   */
  #watchPiles(): void {
    this.#watchParts(this.market, (part) => {
      const top = this.#pileTops.get(part.id);
      return top === undefined || top === null ? null : { id: pileZoomId(part.id), model: cardModel(pileZoomId(part.id), top) };
    });
  }

  /** Offers the zoom on each of a kit component's parts: `cardOf` says which card a part shows now (null: none). */
  #watchParts(component: KitPart<unknown>, cardOf: (part: PartTarget) => { readonly id: string; readonly model: CardModel } | null): void {
    for (const zone of component.hitZones) {
      this.host.zoom.watchObject(zone, () => {
        const part = component.partOf(zone);
        const card = part ? cardOf(part) : null;
        if (!part || !card) return null;
        const { rect } = part;
        return { ...card, x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, halfHeight: rect.height / 2 };
      });
    }
  }

  #pileModel(pile: GwView['supply'][number]): MarketPileModel {
    const rune = pile.id === 'common' || pile.id === 'uncommon' || pile.id === 'rare';
    // An empty pile has no top card: it is named (and drawn) after the card it held, not by its id ("sledge").
    const held = pile.top ?? (rune ? undefined : copiesOf(pile.id)[0]);
    const top = held === undefined ? undefined : cardAt(held);
    const title = rune ? `${pile.id.charAt(0).toUpperCase()}${pile.id.slice(1)} Rune` : (top?.name ?? pile.id);
    return {
      id: pile.id,
      title,
      count: pile.count,
      ...(pile.cost === null ? {} : { cost: pile.cost }),
      icon: iconOf(top?.kind ?? (rune ? 'rune' : 'insurgent')),
      accent: accentOf(top?.kind ?? (rune ? 'rune' : 'insurgent')),
      hidden: rune && pile.top === null && pile.count > 0,
    };
  }

  /** The choices the rules ask for now, in a row across the middle of the city, under `caption`. */
  setChoices(items: readonly ChoiceItem[], caption: string): void {
    const titleOf = (item: ChoiceItem) => (item.count ? `${item.model.title} (${item.count})` : item.model.title);
    // The same choices (a damage point dealt changes only a count): the cards stay and show their new counts. A
    // card made anew takes taps only from Phaser's next frame, so a quick second tap on it would be lost.
    const same = items.length === this.#choiceItems.length && items.every((item, i) => item.pickId === this.#choiceItems[i]?.pickId);
    const counted = same && items.some((item, i) => item.count !== this.#choiceItems[i]?.count);
    this.#choiceItems = items;
    this.choiceCaption.setText(items.length > 0 ? caption : '').setVisible(items.length > 0);
    if (same && this.choices.size === items.length) {
      if (counted) for (const item of items) this.choices.get(item.pickId)?.setModel({ ...item.model, title: titleOf(item) });
      return this.#placeChoices();
    }
    for (const card of this.choices.values()) card.destroy();
    this.choices.clear();
    for (const item of items) {
      const title = titleOf(item);
      const card = new CardView(this.scene, { ...item.model, title }, this.host.palette, { faceUp: true, backIcon: ICONS.cardBack.key }).setDepth(DEPTH.ui + 1);
      card.setInteractive({ useHandCursor: true });
      card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.host.tapChoice(item.pickId));
      this.host.zoom.watch(card);
      this.choices.set(item.pickId, card);
    }
    this.#placeChoices();
  }

  /** Shows the forecast of the attack being chosen (null: none). */
  /** The adjacency shown (the chosen district and those linked to it), or null. */
  get adjacency(): { readonly from: number; readonly to: readonly number[] } | null {
    return this.#adjacency;
  }

  /** Shows which districts are adjacent to `from` (GW-9) while it is the chosen target; null hides the links. */
  setAdjacency(adjacency: { readonly from: number; readonly to: readonly number[] } | null): void {
    const same = adjacency?.from === this.#adjacency?.from && adjacency?.to.join() === this.#adjacency?.to.join();
    if (same) return;
    this.#adjacency = adjacency;
    this.#drawLinks();
  }

  /** The links of the shown adjacency, drawn again where the tiles now are. */
  #drawLinks(): void {
    const graphics = this.#links.clear();
    const shown = this.#adjacency;
    const from = shown ? this.districts[shown.from]?.rect : undefined;
    if (!shown || !from) return;
    const gold = this.host.palette.gold;
    for (const index of shown.to) {
      const to = this.districts[index]?.rect;
      const found = to ? link(from, to) : null;
      if (!found) continue;
      graphics.lineStyle(5, gold, 0.9).lineBetween(found.x1, found.y1, found.x2, found.y2);
      graphics.fillStyle(gold, 1).fillCircle(found.x1, found.y1, 6).fillCircle(found.x2, found.y2, 6);
    }
  }

  setForecast(words: string | null): void {
    this.forecast.setText(words ?? '').setVisible(words !== null);
    this.#placeChoices();
  }

  /** The forecast's box: centred over the city, or above the row of choices when there is one. */
  #placeForecast(rowTop: number | null): void {
    const L = this.layout;
    this.#forecastBack.clear();
    if (!this.forecast.visible) return;
    const width = Math.min(560, L.toast.width);
    this.forecast.setWordWrapWidth(width - 28);
    const height = this.forecast.height + 24;
    const cityTop = Math.min(...L.districts.map((tile) => tile.y));
    const y = rowTop === null ? L.toast.y : Math.max(cityTop + height / 2, rowTop - 10 - height / 2);
    this.forecast.setPosition(L.toast.x, y);
    drawBox(this.#forecastBack, L.toast.x, y, width, height, { fill: this.host.palette.backgroundDeep, fillAlpha: 0.94, stroke: this.host.palette.gold, strokeWidth: 2, radius: 12 });
  }

  #placeChoices(): void {
    const L = this.layout;
    const n = this.choices.size;
    const city = L.districts[0];
    this.choiceBack.clear();
    if (!city || n === 0) return this.#placeForecast(null);
    const scale = Math.min(0.7, (L.toast.width / Math.max(1, n)) / (CARD_WIDTH + 12));
    const spacing = (CARD_WIDTH + 12) * scale;
    let i = 0;
    for (const card of this.choices.values()) {
      card.setScale(scale).setPosition(L.toast.x + (i - (n - 1) / 2) * spacing, L.toast.y + 14).setHighlight('playable');
      i++;
    }
    const top = L.toast.y + 14 - (CARD_HEIGHT * scale) / 2 - 40;
    this.choiceCaption.setPosition(L.toast.x, top + 20);
    // A dark band behind the row, so that the choice stands apart from the districts under it.
    const width = Math.min(L.toast.width + 40, n * spacing + 40);
    drawBox(this.choiceBack, L.toast.x, top + (CARD_HEIGHT * scale + 52) / 2, width, CARD_HEIGHT * scale + 52, { fill: this.host.palette.backgroundDeep, fillAlpha: 0.88, stroke: this.host.palette.gold, strokeWidth: 2, radius: 12 });
    this.#placeForecast(top);
  }

  /** The resting pose of a card of yours. */
  homeFor(id: number, where?: Where): Pose | null {
    const v = this.shown;
    if (!v) return null;
    const w = where ?? this.where.get(id);
    const me = v.players[v.seat] as PlayerView;
    if (w === 'hand') {
      const hand = me.hand ?? [];
      const i = hand.indexOf(id);
      return i >= 0 ? this.fan.poseOf(i, hand.length) : null;
    }
    // Your Army, then what you played this turn, then your Runestones, in one row.
    const row = [...me.army.map((u) => u.card), ...(v.active === v.seat ? me.played : []), ...(me.runes ?? [])];
    const i = row.indexOf(id);
    if (i < 0) return null;
    const A = this.layout.army;
    const w0 = CARD_WIDTH * A.cardScale;
    const spacing = row.length <= 1 ? 0 : Math.min(w0 + 6, (A.width - w0) / (row.length - 1));
    return { x: A.x + w0 / 2 + i * spacing, y: A.y + A.height / 2, angle: 0, scale: A.cardScale, depth: DEPTH.placed + i };
  }

  /** Moves every card to where the picture puts it; resolves when they have arrived. */
  layoutAll(animate: boolean, duration = 220): Promise<void> {
    const v = this.shown;
    if (!v) return Promise.resolve();
    const hand = (v.players[v.seat] as PlayerView).hand ?? [];
    this.fan.arrange(hand.flatMap((id) => this.cards.get(id) ?? []));
    this.#placeChoices();
    return Promise.all(sendHome(this.cards, (id) => this.homeFor(id), this.host.drag.draggingId, this.host.motion, animate, duration)).then(() => undefined);
  }

  setPalette(p: Palette): void {
    for (const part of [...this.seats, ...this.districts, this.market, this.phase]) part.setPalette(p);
    this.playZone.setPalette(p);
    for (const pile of Object.values(this.piles)) pile.setPalette(p);
    for (const card of [...this.cards.values(), ...this.choices.values()]) card.setPalette(p);
    this.primary.setPalette(p);
    this.secondary.setPalette(p);
  }
}

/** A deck card's Attack or Defense (0 for a card without), undefined for another kind. */
function deckStat(card: number, stat: 'attack' | 'defense'): number | undefined {
  const c = cardAt(card);
  return c && (c.kind === 'insurgent' || c.kind === 'support' || c.kind === 'merchant' || c.kind === 'leader') ? c[stat] : undefined;
}
