import * as Phaser from 'phaser';
import type { GrView, SideView } from '../../rules/gaterunners/index';
import { cardOf, GATE_BY_ID, HERO, laneName } from '../../rules/gaterunners/index';
import { ICONS } from '../assets';
import type { Button } from '../components/Button';
import { Button as ButtonView } from '../components/Button';
import type { CardModel, Pose } from '../components/CardView';
import { sameCardModel } from '../components/same-model';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { DropZone } from '../components/DropZone';
import { HandFan } from '../components/HandFan';
import { PART_TAP } from '../components/KitPart';
import type { PartTarget } from '../components/KitPart';
import type { GateCondition, LaneModel, LaneSideModel } from '../components/Lane';
import { Lane } from '../components/Lane';
import { PhaseStrip } from '../components/PhaseStrip';
import { Pile } from '../components/Pile';
import { CardSet } from '../kit/CardSet';
import { placeNew, sendHome } from '../kit/picture';
import type { BoardHost as KitBoardHost } from '../kit/TableBoard';
import { TableBoard } from '../kit/TableBoard';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import { drawBox, fitText } from '../components/draw';
import type { Where } from './cards';
import { cardModel } from './face';
import { cardsOnTable, cardUnderZone, FAR_HERO, gateCardKey, gatesToPlaceIfSetup, modelOfCard, NEAR_HERO, cardIdOf } from './cards';
import type { GrLayout } from './layout';
import { computeLayout } from './layout';
import { laneZone, strikeZone } from './steps';

/** Shields dealt in front of each lane's Gate (GR-6). */
const SHIELDS = [2, 3, 2] as const;
/** How far (of a slot's height) an attacker or blocker stands forward of its slot in a battle. */
const BATTLE_STEP = 0.16;
/** Units a lane holds per player (GR-3). */
const CAPACITY = [2, 3, 2] as const;

export interface BoardHost extends KitBoardHost {
  /** A card on the table was tapped (a unit, a Hero, a Gate card). */
  tapCard(cardId: string, card: CardView, pointer: Phaser.Input.Pointer): void;
  /** A lane's part was tapped: a Gate (near or far) or a slot. */
  tapPart(lane: number, part: PartTarget): void;
  seatLabel(seat: number): string;
}

/** The phases of a turn as the strip shows them (GR-12): Mobilize comes twice. */
export const TURN_PHASES = ['Ready', 'Draw', 'Mobilize', 'Battle', 'Mobilize', 'End'] as const;

/**
 * The GateRunners table's picture: the three lanes (the kit's Lane component draws slots, Gates and Shields; the
 * units stand on the slots as cards), both Heroes, the hands, decks and graveyards, the phase strip, the turn line
 * and two action buttons; drop zones for the lanes and for the opposing Gates and Hero.
 */
export class GrBoard extends TableBoard<GrLayout, BoardHost> {
  /** The view drawn. */
  shown: GrView | null = null;
  readonly set: CardSet<Where>;
  readonly fan: HandFan;
  readonly lanes: Lane[];
  /** Your side of each lane: where units, Actions and the Hero go. */
  readonly laneZones: DropZone[];
  /** The opposing Gate of each lane, and the opposing Hero: where attackers go. */
  readonly strikeZones: DropZone[];
  readonly heroZone: DropZone;
  /** Over cards: each opposing attacker while you block (`block:c<n>`), each unit a held card may level up (`onto:c<n>`). */
  cardZones: DropZone[] = [];
  /** Lines from blockers to the attackers they block. */
  readonly battleLinks: Phaser.GameObjects.Graphics;
  /** Where each of your Gates shows (not interactive: the lane's own part takes the tap): the keyboard's stop for its ability. */
  readonly gateSpots: Phaser.GameObjects.Container[];
  readonly phase: PhaseStrip;
  readonly info: Phaser.GameObjects.Text;
  readonly names: { readonly near: Phaser.GameObjects.Text; readonly far: Phaser.GameObjects.Text };
  /** In the panel, where a Hero in play went. */
  readonly heroNotes: { readonly near: Phaser.GameObjects.Text; readonly far: Phaser.GameObjects.Text };
  readonly piles: { readonly near: { deck: Pile; graveyard: Pile }; readonly far: { deck: Pile; graveyard: Pile } };
  backs: CardView[] = [];
  readonly primary: Button;
  readonly secondary: Button;
  /** A banner across the lanes for a decision that is easy to miss (a response window). */
  readonly banner: Phaser.GameObjects.Container;
  readonly #bannerBg: Phaser.GameObjects.Graphics;
  readonly #bannerText: Phaser.GameObjects.Text;

  constructor(scene: Phaser.Scene, host: BoardHost, width: number, height: number) {
    super(scene, host, computeLayout(width, height));
    const p = host.palette;
    const L = this.layout;
    this.lanes = L.lanes.map((rect, lane) => {
      const part = new Lane(scene, this.#laneModel(lane, null), p, rect);
      part.on(PART_TAP, (target: PartTarget) => host.tapPart(lane, target));
      return part;
    });
    this.laneZones = L.lanes.map((_, lane) => new DropZone(scene, laneZone(lane), '', { x: 0, y: 0, width: 10, height: 10 }, p, host.motion).setQuietWhenIdle(true).setDepth(DEPTH.zone + 2));
    this.strikeZones = L.lanes.map((_, lane) => new DropZone(scene, strikeZone('gate', lane), '', { x: 0, y: 0, width: 10, height: 10 }, p, host.motion).setQuietWhenIdle(true).setDepth(DEPTH.zone + 2));
    this.heroZone = new DropZone(scene, strikeZone('hero', null), '', { x: 0, y: 0, width: 10, height: 10 }, p, host.motion).setQuietWhenIdle(true).setDepth(DEPTH.zone + 2);
    for (const zone of [...this.laneZones, ...this.strikeZones, this.heroZone]) host.drag.addZone(zone);
    this.gateSpots = L.lanes.map(() => scene.add.container(0, 0));
    this.battleLinks = scene.add.graphics().setDepth(DEPTH.placed - 1);
    this.phase = new PhaseStrip(scene, { phases: [...TURN_PHASES], current: null }, p, L.phase);
    this.info = scene.add.text(0, 0, '', textStyle('label', p.text, { size: 16, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    const name = () => scene.add.text(0, 0, '', textStyle('label', p.text, { size: 14, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.names = { near: name(), far: name() };
    const note = () => scene.add.text(0, 0, '', textStyle('small', p.textMuted, { size: 14, align: 'center' })).setOrigin(0.5).setDepth(DEPTH.ui);
    this.heroNotes = { near: note(), far: note() };
    const pile = (label: string) => new Pile(scene, 0, 0, label, p, ICONS.cardBack.key);
    this.piles = { near: { deck: pile('Deck'), graveyard: pile('Graveyard') }, far: { deck: pile('Deck'), graveyard: pile('Graveyard') } };
    this.fan = new HandFan(scene, { x: 0, y: 0, width: 600, cardScale: 0.8 }, host.motion);
    this.set = new CardSet(host.drag, host.zoom, this.fan);
    this.primary = new ButtonView(scene, 0, 0, { label: 'End', icon: ICONS.play.key, width: 200, height: 48, variant: 'primary' }, p).setDepth(DEPTH.ui);
    this.secondary = new ButtonView(scene, 0, 0, { label: 'Pass', icon: ICONS.close.key, width: 200, height: 48 }, p).setDepth(DEPTH.ui);
    this.#bannerBg = scene.add.graphics();
    this.#bannerText = scene.add.text(0, 0, '', textStyle('heading', p.text, { size: 22, align: 'center' })).setOrigin(0.5);
    this.banner = scene.add.container(0, 0, [this.#bannerBg, this.#bannerText]).setDepth(DEPTH.ui - 1).setVisible(false);
    this.place(width, height);
  }

  /** The banner's words while it shows, else null. */
  get bannerShown(): string | null {
    return this.banner.visible ? this.#bannerText.text : null;
  }

  /** Shows `text` in the banner across the lanes (null hides it). */
  setBanner(text: string | null): void {
    if (text === null) {
      this.banner.setVisible(false);
      return;
    }
    if (this.banner.visible && this.#bannerText.text === text) return;
    const p = this.host.palette;
    this.#bannerText.setText(text).setColor(css(p.text));
    const w = this.#bannerText.width + 48;
    this.#bannerBg.clear();
    drawBox(this.#bannerBg, 0, 0, w, 52, { fill: p.surfaceRaised, fillAlpha: 0.96, stroke: p.gold, strokeWidth: 3, radius: 12, shadow: 4 });
    const L = this.layout;
    this.banner.setPosition(L.toast.x, L.toast.y).setVisible(true);
  }

  get cards(): ReadonlyMap<number, CardView> {
    return this.set.cards;
  }

  get where(): ReadonlyMap<number, Where> {
    return this.set.where;
  }

  /** The seat drawn near (the viewer). */
  get nearSeat(): number {
    return this.shown?.seat ?? 0;
  }

  place(w: number, h: number): void {
    const L = (this.layout = computeLayout(w, h));
    this.lanes.forEach((lane, i) => lane.setRect(L.lanes[i] ?? lane.rect));
    this.phase.setRect(L.phase);
    this.info.setPosition(L.info.x, L.info.y);
    this.names.near.setPosition(L.near.name.x, L.near.name.y);
    this.names.far.setPosition(L.far.name.x, L.far.name.y);
    for (const side of ['near', 'far'] as const) {
      const piles = this.piles[side];
      piles.deck.setPosition(L[side].deck.x, L[side].deck.y).setScale(L.pileScale);
      piles.graveyard.setPosition(L[side].graveyard.x, L[side].graveyard.y).setScale(L.pileScale);
    }
    const b = L.buttons;
    this.primary.resize(b.primary.width, b.primary.height).setPosition(b.primary.x + b.primary.width / 2, b.primary.y + b.primary.height / 2);
    this.secondary.resize(b.secondary.width, b.secondary.height).setPosition(b.secondary.x + b.secondary.width / 2, b.secondary.y + b.secondary.height / 2);
    this.fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    this.#placeZones();
    if (this.shown) this.reconcile(false);
    this.#placeCardZones();
  }

  /** The lanes' drop zones over your rows of slots; the strike zones over the opposing Gates and Hero. */
  #placeZones(): void {
    this.lanes.forEach((lane, i) => {
      const slots = lane.targets.filter((t) => t.kind === 'slot' && t.id.startsWith('near:')).map((t) => t.rect);
      const gate = lane.targets.find((t) => t.kind === 'gate' && t.id === 'far')?.rect;
      const first = slots[0];
      const last = slots[slots.length - 1];
      if (first && last) this.laneZones[i]?.setRect({ x: first.x, y: first.y - 6, width: last.x + last.width - first.x, height: first.height + 12 });
      if (gate) this.strikeZones[i]?.setRect(gate);
      const mine = lane.targets.find((t) => t.kind === 'gate' && t.id === 'near')?.rect;
      if (mine) this.gateSpots[i]?.setPosition(mine.x + mine.width / 2, mine.y + mine.height / 2).setSize(mine.width, mine.height);
    });
    this.#placeHeroZone();
  }

  /** The attack on the opposing Hero goes where it stands: its lane's Hero place once in play. */
  #placeHeroZone(): void {
    const L = this.layout;
    const home = this.shown ? this.homeFor(FAR_HERO, 'hero') : null;
    const at = home ?? { x: L.far.hero.x, y: L.far.hero.y, scale: L.heroScale };
    const w = CARD_WIDTH * at.scale;
    const h = CARD_HEIGHT * at.scale;
    this.heroZone.setRect({ x: at.x - w / 2 - 6, y: at.y - h / 2 - 6, width: w + 12, height: h + 12 });
  }

  /**
   * Drop zones over cards, for the ids given: an attacker on offer to block (`block:c<card>`, `block:hero` for the
   * opposing Hero) or a unit of yours a level-up may be dropped onto (`onto:c<card>`); the others are removed.
   */
  setCardZones(zoneIds: readonly string[]): void {
    const keep = new Set(zoneIds);
    for (const zone of this.cardZones.filter((z) => !keep.has(z.zoneId))) {
      this.host.drag.removeZone(zone);
      zone.destroy();
    }
    this.cardZones = this.cardZones.filter((z) => keep.has(z.zoneId));
    for (const id of zoneIds) {
      if (this.cardZones.some((z) => z.zoneId === id)) continue;
      const zone = new DropZone(this.scene, id, '', { x: 0, y: 0, width: 10, height: 10 }, this.host.palette, this.host.motion).setQuietWhenIdle(true).setDepth(DEPTH.placed + 10);
      this.host.drag.addZone(zone);
      this.cardZones.push(zone);
    }
    this.#placeCardZones();
  }

  #placeCardZones(): void {
    for (const zone of this.cardZones) {
      const card = this.cards.get(cardUnderZone(zone.zoneId) ?? NaN);
      if (!card) continue;
      const home = card.home ?? { x: card.x, y: card.y, scale: card.scale, angle: card.angle };
      const sideways = Math.abs(home.angle) > 45;
      const w = (sideways ? CARD_HEIGHT : CARD_WIDTH) * home.scale;
      const h = (sideways ? CARD_WIDTH : CARD_HEIGHT) * home.scale;
      zone.setRect({ x: home.x - w / 2, y: home.y - h / 2, width: w, height: h });
    }
  }

  /** The faces of the cards `view` shows that no card here shows yet (new cards, or a unit's marks changed). */
  frontsAhead(view: GrView): CardModel[] {
    const models: CardModel[] = [];
    for (const id of cardsOnTable(view).keys()) {
      const model = modelOfCard(id, view);
      const card = this.cards.get(id);
      if (!card || !sameCardModel(card.model, model)) models.push(model);
    }
    return models;
  }

  show(view: GrView): void {
    this.shown = view;
    this.reconcile(false);
  }

  /** Brings every piece in line with `shown`; `animate` tweens cards to their places. */
  reconcile(animate: boolean): void {
    const v = this.shown;
    if (!v) return;
    const nearSide = v.sides[v.seat] as SideView;
    const farSide = v.sides[1 - v.seat] as SideView;
    const needed = cardsOnTable(v);
    for (const id of [...this.cards.keys()]) if (!needed.has(id)) this.set.forget(id)?.destroy();
    for (const [id, where] of needed) {
      let card = this.cards.get(id);
      if (!card) {
        card = new CardView(this.scene, modelOfCard(id, v), this.host.palette, { faceUp: true, backIcon: ICONS.cardBack.key });
        const cardId = cardIdOf(id);
        card.setInteractive({ useHandCursor: true });
        // Cards the drag controller handles (the hand, your units) are tapped through it; the others here.
        card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => {
          if (card && !this.host.drag.handles(card)) this.host.tapCard(cardId, card, pointer);
        });
        this.set.cards.set(id, card);
        placeNew(this.scene, card, this.homeFor(id, where), this.host.motion, animate);
      } else card.setModel(modelOfCard(id, v));
      // Your units (and your Hero in play) are dragged to attack, block or move; the rest is tapped and zoomed.
      const yours = id === NEAR_HERO ? nearSide.hero.inPlay : where === 'lane' && nearSide.units.some((u) => u.card === id);
      this.set.assign(card, id, yours ? (id === NEAR_HERO ? 'heroInPlay' : 'lane') : where, where === 'hand' || where === 'gateCard' ? 'hand' : yours ? 'drag' : 'fixed');
    }
    this.#setBacks(farSide.handCount);
    this.#paintStatic(v);
    this.#placeHeroZone();
    void this.layoutAll(animate);
  }

  #setBacks(n: number): void {
    while (this.backs.length > n) this.backs.pop()?.destroy();
    while (this.backs.length < n) {
      const back = new CardView(this.scene, { id: `back${this.backs.length}`, title: '' }, this.host.palette, { faceUp: false, backIcon: ICONS.cardBack.key });
      this.backs.push(back);
    }
  }

  /** The lanes' Gates and Shields, the piles, the names, the phase strip and the turn line. */
  #paintStatic(v: GrView): void {
    this.lanes.forEach((lane, i) => lane.setModel(this.#laneModel(i, v)));
    this.#paintHeroNotes(v);
    for (const [side, seat] of [['near', v.seat], ['far', 1 - v.seat]] as const) {
      const s = v.sides[seat] as SideView;
      this.piles[side].deck.setContents(s.deckCount);
      const top = s.graveyard[s.graveyard.length - 1];
      this.piles[side].graveyard.setContents(s.graveyard.length, top === undefined ? null : cardModel(`c${top}`, cardOf(v.config.decks, top)));
      this.names[side].setText(this.host.seatLabel(seat));
    }
    const phaseIndex = v.phase === 'main' || v.phase === 'discard' || v.phase === 'heroEnters' ? (v.mobilize === 1 ? 2 : 4) : v.phase === 'attack' || v.phase === 'block' || v.phase === 'response' || v.phase === 'assign' ? 3 : null;
    const setup = v.phase === 'placeGates' || v.phase === 'mulligan';
    // Upright, the strip needs its width for the phases: the turn goes on the line beside the buttons.
    const tall = this.layout.mode === 'tall';
    this.phase.setModel({ phases: [...TURN_PHASES], current: phaseIndex, ...(tall ? {} : { caption: setup ? 'Setup' : `Turn ${v.turn}` }) });
    const left = Math.max(0, 2 - v.levelOnePlayed);
    const plays = setup || v.phase === 'over' ? '' : `Level 1 plays left: ${left} of 2`;
    this.info.setText(tall && plays ? `Turn ${v.turn} · ${plays}` : plays);
    fitText(this.info, this.layout.info.width);
  }

  /** Where a Hero that has entered play stands, said in the panel it left. */
  #paintHeroNotes(v: GrView): void {
    for (const [side, seat] of [['near', v.seat], ['far', 1 - v.seat]] as const) {
      const hero = v.sides[seat]?.hero;
      const note = this.heroNotes[side];
      const L = this.layout[side].hero;
      note.setText(hero?.inPlay ? `Hero in\n${laneName(hero.lane)}` : '').setPosition(L.x, L.y).setColor(css(this.host.palette.textMuted));
    }
  }

  #laneModel(lane: number, v: GrView | null): LaneModel {
    const seat = v?.seat ?? 0;
    const side = (s: number): LaneSideModel => {
      const gate = v?.sides[s]?.gates[lane] ?? null;
      const max = SHIELDS[lane] ?? 2;
      // Cracked once it has lost Shields (before they are dealt, a Gate has none and is whole).
      const dealt = v !== null && v.phase !== 'placeGates';
      const condition: GateCondition = !gate ? 'intact' : gate.destroyed ? 'destroyed' : dealt && gate.shields < max ? 'cracked' : 'intact';
      // A Hero in play stands in its lane beside the units (GR-41), in a place of its own at the row's end.
      const hero = v?.sides[s]?.hero;
      const heroSlot = hero?.inPlay === true && hero.lane === lane;
      return { seat: s, units: [], heroSlot, gate: { name: gate ? (GATE_BY_ID.get(gate.gate)?.name ?? 'Gate') : 'No Gate yet', shields: gate?.shields ?? 0, maxShields: max, condition } };
    };
    return { id: `lane${lane}`, label: laneName(lane), capacity: CAPACITY[lane] ?? 2, near: side(seat), far: side(1 - seat) };
  }

  /** The resting pose of a card in the picture. */
  homeFor(id: number, where?: Where): Pose | null {
    const v = this.shown;
    if (!v) return null;
    const L = this.layout;
    const w = where ?? this.where.get(id);
    if (id === NEAR_HERO || id === FAR_HERO) {
      const sideName = id === NEAR_HERO ? 'near' : 'far';
      const hero = v.sides[sideName === 'near' ? v.seat : 1 - v.seat]?.hero;
      // In play, the Hero stands in its lane's Hero place; until then on its Journey side in the panel.
      const slot = hero?.inPlay ? this.lanes[hero.lane]?.targets.find((t) => t.kind === 'slot' && t.id === `${sideName}:hero`)?.rect : undefined;
      if (slot) {
        const forward = this.#battleStep(v, sideName === 'near' ? v.seat : 1 - v.seat, HERO) * slot.height * BATTLE_STEP * (sideName === 'near' ? -1 : 1);
        return { x: slot.x + slot.width / 2, y: slot.y + slot.height / 2 + forward, angle: 0, scale: Math.min(slot.width / CARD_WIDTH, slot.height / CARD_HEIGHT) * 0.98, depth: DEPTH.placed };
      }
      const at = L[sideName].hero;
      return { x: at.x, y: at.y, angle: 0, scale: L.heroScale, depth: DEPTH.placed };
    }
    if (w === 'hand' || w === 'gateCard') {
      const hand = [...gatesToPlaceIfSetup(v).map(gateCardKey), ...((v.sides[v.seat] as SideView).hand ?? [])];
      const i = hand.indexOf(id);
      return i >= 0 ? this.fan.poseOf(i, hand.length) : null;
    }
    for (const [seat, side] of v.sides.entries()) {
      const unit = side.units.find((u) => u.card === id);
      if (!unit) continue;
      const sideName = seat === v.seat ? 'near' : 'far';
      const index = side.units.filter((u) => u.lane === unit.lane).indexOf(unit);
      const slot = this.lanes[unit.lane]?.targets.find((t) => t.kind === 'slot' && t.id === `${sideName}:${index}`)?.rect;
      if (!slot) return null;
      // An exhausted unit lies sideways in its slot (GR-14): it fits the slot turned.
      const scale = unit.exhausted ? Math.min(slot.width / CARD_HEIGHT, slot.height / CARD_WIDTH) : Math.min(slot.width / CARD_WIDTH, slot.height / CARD_HEIGHT);
      // In a battle, attackers and their blockers stand forward, toward each other across the lane's middle.
      const forward = this.#battleStep(v, seat, id) * slot.height * BATTLE_STEP * (sideName === 'near' ? -1 : 1);
      return { x: slot.x + slot.width / 2, y: slot.y + slot.height / 2 + forward, angle: unit.exhausted ? 90 : 0, scale: scale * 0.98, depth: DEPTH.placed + index };
    }
    return null;
  }

  /** 1 when `card` of `seat` (HERO: its Hero) attacks or blocks in the battle under way, else 0. */
  #battleStep(v: GrView, seat: number, card: number): number {
    if (seat === v.active) return v.attacks.some((attack) => attack.card === card) ? 1 : 0;
    return v.attacks.some((attack) => attack.blockers.includes(card)) ? 1 : 0;
  }

  /** A line from each blocker to the attacker it blocks, under the cards (where they rest). */
  #drawBattleLinks(v: GrView): void {
    const g = this.battleLinks.clear();
    const p = this.host.palette;
    const defender = 1 - v.active;
    const keyOf = (seat: number, card: number) => (card !== HERO ? card : seat === v.seat ? NEAR_HERO : FAR_HERO);
    for (const attack of v.attacks) {
      const from = this.homeFor(keyOf(v.active, attack.card));
      for (const blocker of attack.blockers) {
        const to = this.homeFor(keyOf(defender, blocker));
        if (!from || !to) continue;
        g.lineStyle(5, p.backgroundDeep, 0.8).lineBetween(from.x, from.y, to.x, to.y);
        g.lineStyle(3, p.hover, 1).lineBetween(from.x, from.y, to.x, to.y);
        g.fillStyle(p.hover, 1).fillCircle((from.x + to.x) / 2, (from.y + to.y) / 2, 6);
      }
    }
  }

  /** Moves every card and back to where the picture puts it; resolves when they have arrived. */
  layoutAll(animate: boolean, duration = 220): Promise<void> {
    const v = this.shown;
    if (!v) return Promise.resolve();
    const handKeys = [...gatesToPlaceIfSetup(v).map(gateCardKey), ...((v.sides[v.seat] as SideView).hand ?? [])];
    this.#drawBattleLinks(v);
    this.fan.arrange(handKeys.flatMap((id) => this.cards.get(id) ?? []));
    const moves = sendHome(this.cards, (id) => this.homeFor(id), this.host.drag.draggingId, this.host.motion, animate, duration);
    const far = this.layout.farHand;
    const cw = CARD_WIDTH * far.scale;
    const n = this.backs.length;
    const spacing = n <= 1 ? 0 : Math.min(cw * 0.6, (far.width - cw) / (n - 1));
    this.backs.forEach((back, i) => {
      back.setHome({ x: far.x + (i - (n - 1) / 2) * spacing, y: far.y, angle: 0, scale: far.scale, depth: DEPTH.hand + i });
      if (animate) moves.push(back.goHome(this.host.motion, duration));
      else back.snapHome();
    });
    return Promise.all(moves).then(() => undefined);
  }

  setPalette(p: Palette): void {
    for (const part of [...this.lanes, this.phase]) part.setPalette(p);
    for (const zone of [...this.laneZones, ...this.strikeZones, this.heroZone]) zone.setPalette(p);
    for (const side of ['near', 'far'] as const) for (const pile of Object.values(this.piles[side])) pile.setPalette(p);
    for (const card of [...this.cards.values(), ...this.backs]) card.setPalette(p);
    this.primary.setPalette(p);
    this.secondary.setPalette(p);
  }
}

