import * as Phaser from 'phaser';
import { ICONS } from './assets';
import { Backdrop } from './backdrop';
import { BUTTON_CLICK, Button } from './components/Button';
import type { DistrictModel } from './components/DistrictTile';
import { DistrictTile } from './components/DistrictTile';
import type { KitPart, PartTarget } from './components/KitPart';
import { PART_TAP } from './components/KitPart';
import type { GateCondition, LaneModel, LaneSide, LaneSideModel } from './components/Lane';
import { Lane } from './components/Lane';
import type { MarketPileModel } from './components/MarketRow';
import { MarketRow } from './components/MarketRow';
import { PhaseStrip } from './components/PhaseStrip';
import type { ScoreEntry } from './components/ScoreStrip';
import { ScoreStrip } from './components/ScoreStrip';
import { SEGMENTED_CHANGE, Segmented } from './components/Segmented';
import { APP_EVENTS, SCENES } from './keys';
import { DEPTH } from './layers';
import { servicesOf } from './services';
import type { Palette } from './theme';
import { css, textStyle } from './theme';
import type { Rect } from './viewport';
import { LayoutScene } from './viewport';

/**
 * Test-only scene, the gallery's second page (`?scene=gallery&page=kit`): the table-kit components the GateRunners
 * and Gateway Uprising tables are built from, each in several states, with a toy of a game behind them so taps
 * change the models (a tap on a lit slot deploys a unit, on a target Gate strikes it, on a lit pile buys from it).
 */

const RUNNERS_PHASES = ['Ready', 'Draw', 'Mobilize', 'Battle', 'Mobilize', 'End'] as const;
const BATTLE = 3;
const SEAT_NAMES = ['Ada', 'Bram', 'Cosima', 'Dov'] as const;
const SEAT_SCORES = [14, 9, 22, 9] as const;
const INFAMY_GOAL = 30;
const HORDE_LIMIT = 3;
/** What the toy market's player can afford: piles costing more are not lit. */
const GOLD = 4;

function gate(name: string, shields: number, maxShields: number, condition: GateCondition, mark: 'target' | null = null): LaneSideModel['gate'] {
  return { name, shields, maxShields, condition, mark };
}

function unit(id: string, title: string, power: number, health: number, damage = 0, exhausted = false): LaneSideModel['units'][number] {
  return { id, title, power, health, damage, exhausted };
}

const LANES: readonly LaneModel[] = [
  {
    id: 'left',
    label: 'Left lane',
    capacity: 2,
    // The Raider attacked last turn: it lies exhausted.
    far: { seat: 1, units: [unit('far-raider', 'Ash Raider', 3, 2, 0, true)], gate: gate('Lighthouse', 2, 2, 'intact', 'target') },
    near: { seat: 0, units: [], gate: gate("Smuggler's Cove", 2, 2, 'intact') },
  },
  {
    id: 'centre',
    label: 'Centre lane',
    capacity: 3,
    far: { seat: 1, units: [unit('far-warden', 'Shield Warden', 2, 5), unit('far-pike', 'Pikeman', 3, 3, 2)], gate: gate('Bastion', 1, 3, 'cracked', 'target') },
    // The Captain is the attacker chosen so far: its slot is marked selected.
    near: { seat: 0, units: [unit('near-corsair', 'Corsair Captain', 4, 3)], gate: gate('Iron Gate', 3, 3, 'intact'), slotMarks: ['selected'] },
  },
  {
    id: 'right',
    label: 'Right lane',
    capacity: 2,
    far: { seat: 1, units: [], gate: gate('Stone Gate', 0, 2, 'destroyed') },
    near: { seat: 0, units: [unit('near-deckhand', 'Deckhand', 1, 2), unit('near-gunner', 'Gunner', 3, 1, 1)], gate: gate('Watchtower', 1, 2, 'cracked') },
  },
];

const DISTRICTS: readonly DistrictModel[] = [
  {
    id: 'canal-city',
    name: 'Canal City',
    owner: { label: 'Held by Bram', seat: 1 },
    occupants: [
      { id: 'rebel-1', name: 'Rebel', seat: 1, numbers: [{ label: 'Atk', value: 1 }, { label: 'Def', value: 2 }] },
      { id: 'birdmancer', name: 'Birdmancer', seat: 1, numbers: [{ label: 'Atk', value: 3 }, { label: 'Def', value: 3 }] },
    ],
    ruined: false,
    marker: { label: 'Sun', icon: ICONS.gkSun.key },
    reward: '+1 card at Clean-up',
  },
  {
    id: 'smoketown',
    name: 'Smoketown',
    owner: { label: 'Drueggar Horde', accent: 'crimson' },
    occupants: [
      { id: 'soldier-1', name: 'Drueggar Soldier', accent: 'crimson', numbers: [{ label: 'Atk', value: 6 }, { label: 'Def', value: 4 }, { label: 'Inf', value: 2 }] },
      { id: 'soldier-2', name: 'Drueggar Soldier', accent: 'crimson', numbers: [{ label: 'Atk', value: 6 }, { label: 'Def', value: 4 }, { label: 'Inf', value: 2 }] },
    ],
    ruined: false,
    marker: { label: 'Skull' },
    reward: '+2 Gold when freed',
    threat: { label: 'Horde', count: 2, limit: HORDE_LIMIT },
    mark: 'target',
  },
  {
    id: 'high-falls',
    name: 'High Falls',
    owner: null,
    occupants: [],
    ruined: true,
    marker: { label: 'Moon' },
    reward: '+1 Action Point',
  },
];

const PILES: readonly MarketPileModel[] = [
  { id: 'sledge', title: 'Sledge', count: 12, cost: 2, icon: ICONS.gtAttack.key, accent: 'crimson' },
  { id: 'rebel', title: 'Rebel', count: 9, cost: 1, icon: ICONS.gateway.key, accent: 'violet' },
  { id: 'saloran-cart', title: 'Saloran Cart', count: 7, cost: 1, icon: ICONS.gtCaravan.key, accent: 'gold' },
  { id: 'argethian-vendor', title: 'Argethian Vendor', count: 5, cost: 3, icon: ICONS.gtIncome.key, accent: 'gold' },
  { id: 'shadow-market', title: 'Shadow Market', count: 8, cost: 5, icon: ICONS.gtIncome.key, accent: 'ash' },
  { id: 'birdmancer', title: 'Birdmancer', count: 3, cost: 4, icon: ICONS.gtCalm.key, accent: 'azure' },
  { id: 'blunderbuss-mage', title: 'Blunderbuss Mage', count: 5, cost: 5, icon: ICONS.gtFear.key, accent: 'verdant' },
  { id: 'multi-wizard', title: 'Multi-Wizard', count: 0, cost: 2, icon: ICONS.gkManipulator.key, accent: 'violet' },
  { id: 'rare-runestone', title: 'Rare Runestone', count: 4, cost: 6, icon: ICONS.gkAstralShield.key, accent: 'azure', hidden: true },
];

/**
 * The toy's legality, kept here and not in the components: empty near slots are lit (occupied ones keep a
 * selection), affordable piles are lit.
 */
function withSlotMarks(lane: LaneModel): LaneModel {
  const open = (side: LaneSideModel): LaneSideModel => ({
    ...side,
    slotMarks: Array.from({ length: lane.capacity }, (_, i) => {
      const kept = side.slotMarks?.[i] ?? null;
      return i >= side.units.length ? 'legal' : kept === 'legal' ? null : kept;
    }),
  });
  return { ...lane, near: open(lane.near) };
}

function withPileMarks(pile: MarketPileModel): MarketPileModel {
  return { ...pile, mark: pile.count > 0 && typeof pile.cost === 'number' && pile.cost <= GOLD ? 'legal' : null };
}

/** One hit on a Gate: a Shield goes (cracked); hit with none left it is destroyed and no longer a target. */
function strike(side: LaneSideModel): LaneSideModel {
  const struck = side.gate;
  if (struck.condition === 'destroyed') return side;
  if (struck.shields === 0) return { ...side, gate: { ...struck, condition: 'destroyed', mark: null } };
  return { ...side, gate: { ...struck, shields: struck.shields - 1, condition: 'cracked' } };
}

function scoreEntries(players: number, scores: readonly number[], active: number): ScoreEntry[] {
  return Array.from({ length: players }, (_, seat) => ({
    seat,
    name: SEAT_NAMES[seat] ?? `Player ${seat + 1}`,
    score: scores[seat] ?? 0,
    active: seat === active,
    note: `${seat + 1} district${seat === 0 ? '' : 's'}`,
  }));
}

/** A part of the gallery in layout pixels: what the hooks turn into page pixels. */
export interface KitPartInspection {
  readonly bounds: Rect;
  readonly targets: readonly PartTarget[];
  readonly texts: readonly string[];
  readonly smallestText: number;
  /** Texts drawn over one another (KitPart.overlappingTexts): none when the part reads cleanly. */
  readonly overlappingTexts: readonly string[];
}

export interface KitGalleryInspection {
  readonly ready: boolean;
  /** Keyed "phase", "score", "market", "lane.<id>", "district.<id>". */
  readonly parts: Readonly<Record<string, KitPartInspection>>;
  readonly phase: { readonly index: number; readonly label: string } | null;
  readonly lanes: Readonly<Record<string, Lane['sides']>>;
  readonly districts: Readonly<Record<string, { readonly ruined: boolean; readonly threat: number | null; readonly marker: string | null }>>;
  readonly scores: ScoreStrip['scores'];
  readonly market: Readonly<Record<string, number>>;
  readonly players: number;
  readonly controls: { readonly nextPhase: Rect; readonly players: readonly Rect[] };
  /** Every part tapped, oldest first, as "<part>/<kind>/<id>". */
  readonly taps: readonly string[];
}

function boxOf(centred: Phaser.GameObjects.Container): Rect {
  return { x: centred.x - centred.width / 2, y: centred.y - centred.height / 2, width: centred.width, height: centred.height };
}

export class KitGallery extends LayoutScene {
  #backdrop!: Backdrop;
  #heading!: Phaser.GameObjects.Text;
  #phase!: PhaseStrip;
  #nextPhase!: Button;
  #lanes: Lane[] = [];
  #districts: DistrictTile[] = [];
  #market!: MarketRow;
  #score!: ScoreStrip;
  #players!: Segmented;
  #scores: number[] = [];
  #active = 0;
  #taps: string[] = [];
  #ready = false;

  constructor() {
    super(SCENES.kitGallery);
  }

  get ready(): boolean {
    return this.#ready;
  }

  create(): void {
    const { theme } = servicesOf(this);
    const palette = theme.palette;
    const nowhere = { x: 0, y: 0, width: 100, height: 100 };
    this.#ready = false;
    this.#taps = [];
    this.#scores = [...SEAT_SCORES];
    this.#active = 0;

    this.#backdrop = new Backdrop(this, palette);
    this.#heading = this.add.text(0, 0, 'Table kit', textStyle('heading', palette.gold, { size: 22 })).setOrigin(0, 0.5);
    this.#phase = new PhaseStrip(this, { phases: RUNNERS_PHASES, current: BATTLE, caption: 'Turn 3' }, palette, nowhere);
    this.#nextPhase = new Button(this, 0, 0, { label: 'Next phase', icon: ICONS.play.key, width: 150, height: 44 }, palette).setDepth(DEPTH.ui);
    this.#nextPhase.on(BUTTON_CLICK, () => {
      const { phases, current } = this.#phase.model;
      this.#phase.setModel({ ...this.#phase.model, current: ((current ?? -1) + 1) % phases.length });
    });
    this.#lanes = LANES.map((lane) => this.#watch(`lane.${lane.id}`, new Lane(this, withSlotMarks(lane), palette, nowhere)));
    this.#districts = DISTRICTS.map((district) => this.#watch(`district.${district.id}`, new DistrictTile(this, district, palette, nowhere)));
    this.#market = this.#watch('market', new MarketRow(this, { piles: PILES.map(withPileMarks) }, palette, nowhere));
    this.#score = this.#watch('score', new ScoreStrip(this, { label: 'Infamy', goal: INFAMY_GOAL, entries: scoreEntries(4, this.#scores, this.#active) }, palette, nowhere));
    this.#players = new Segmented(this, 0, 0, 'Players', ['2', '3', '4'], 2, 180, palette).setDepth(DEPTH.ui);
    this.#players.on(SEGMENTED_CHANGE, () => this.#showScores());

    const offTheme = theme.onChange((palette) => this.#repaint(palette));
    this.events.once(Phaser.Scenes.Events.SHUTDOWN, offTheme);
    this.startLayout();
    this.#ready = true;
    this.game.events.emit(APP_EVENTS.sceneReady, SCENES.kitGallery);
  }

  inspect(): KitGalleryInspection {
    const parts: Record<string, KitPartInspection> = {};
    const part = (key: string, component: KitPart<unknown>): void => {
      parts[key] = { bounds: component.rect, targets: component.targets, texts: component.texts, smallestText: component.smallestText, overlappingTexts: component.overlappingTexts };
    };
    part('phase', this.#phase);
    part('score', this.#score);
    part('market', this.#market);
    for (const lane of this.#lanes) part(`lane.${lane.model.id}`, lane);
    for (const tile of this.#districts) part(`district.${tile.model.id}`, tile);
    return {
      ready: this.#ready,
      parts,
      phase: this.#phase.lit,
      lanes: Object.fromEntries(this.#lanes.map((lane) => [lane.model.id, lane.sides])),
      districts: Object.fromEntries(this.#districts.map((tile) => [tile.model.id, { ruined: tile.model.ruined, threat: tile.model.threat?.count ?? null, marker: tile.model.marker?.label ?? null }])),
      scores: this.#score.scores,
      market: this.#market.counts,
      players: this.#score.model.entries.length,
      controls: { nextPhase: boxOf(this.#nextPhase), players: this.#players.optionRects },
      taps: [...this.#taps],
    };
  }

  protected layout(width: number, height: number): void {
    this.#backdrop.resize(width, height);
    const margin = 20;
    const wide = width >= 1000;
    this.#heading.setPosition(margin, 32);
    this.#nextPhase.setPosition(width - margin - 75, 32);
    const phaseTop = wide ? 10 : 56;
    const phaseLeft = wide ? margin + this.#heading.width + 24 : margin;
    this.#phase.setRect({ x: phaseLeft, y: phaseTop, width: (wide ? width - margin - 170 : width - margin) - phaseLeft, height: 52 });
    const top = phaseTop + 62;
    if (wide) {
      const lanesW = Math.round((width - 2 * margin) * 0.6);
      const bottomH = Math.min(260, height * 0.3);
      this.#placeLanes({ x: margin, y: top, width: lanesW, height: height - top - bottomH - 2 * margin });
      const right = margin + lanesW + margin;
      const rightW = width - margin - right;
      const marketH = MarketRow.rowsFor(PILES.length, rightW) * 74;
      this.#market.setRect({ x: right, y: top, width: rightW, height: marketH });
      this.#players.setPosition(right + 90, top + marketH + 48);
      this.#score.setRect({ x: right, y: top + marketH + 96, width: rightW, height: 110 });
      this.#placeDistricts({ x: margin, y: height - bottomH - margin, width: width - 2 * margin, height: bottomH });
    } else {
      this.#placeLanes({ x: margin, y: top, width: width - 2 * margin, height: 400 });
      this.#placeDistricts({ x: margin, y: top + 414, width: width - 2 * margin, height: 186 });
      this.#players.setPosition(margin + 90, top + 640);
      this.#score.setRect({ x: margin + 200, y: top + 616, width: width - 2 * margin - 200, height: 110 });
      const marketTop = top + 740;
      this.#market.setRect({ x: margin, y: marketTop, width: width - 2 * margin, height: height - marketTop - 10 });
    }
  }

  #placeLanes(area: Rect): void {
    const gap = 12;
    const laneW = (area.width - gap * (this.#lanes.length - 1)) / this.#lanes.length;
    this.#lanes.forEach((lane, i) => lane.setRect({ x: area.x + i * (laneW + gap), y: area.y, width: laneW, height: area.height }));
  }

  #placeDistricts(area: Rect): void {
    const gap = 14;
    const tileW = Math.min(340, (area.width - gap * (this.#districts.length - 1)) / this.#districts.length);
    const left = area.x + (area.width - (tileW * this.#districts.length + gap * (this.#districts.length - 1))) / 2;
    this.#districts.forEach((tile, i) => tile.setRect({ x: left + i * (tileW + gap), y: area.y, width: tileW, height: area.height }));
  }

  /** Records every tap on a part and lets the toy answer it. */
  #watch<T extends KitPart<unknown>>(key: string, part: T): T {
    part.on(PART_TAP, (target: PartTarget) => {
      this.#taps.push(`${key}/${target.kind}/${target.id}`);
      this.#answer(part, target);
    });
    return part;
  }

  #answer(part: KitPart<unknown>, target: PartTarget): void {
    if (part instanceof Lane) this.#onLane(part, target);
    else if (part instanceof MarketRow && target.mark === 'legal') {
      part.setModel({ piles: part.model.piles.map((pile) => (pile.id === target.id ? withPileMarks({ ...pile, count: pile.count - 1 }) : pile)) });
    } else if (part instanceof DistrictTile && target.mark === 'target') this.#raid(part);
    else if (part instanceof ScoreStrip) {
      const seat = Number(target.id);
      this.#scores[seat] = (this.#scores[seat] ?? 0) + 1;
      this.#active = seat;
      this.#showScores();
    }
  }

  #onLane(lane: Lane, target: PartTarget): void {
    const model = lane.model;
    if (target.kind === 'slot' && target.mark === 'legal') {
      const units = [...model.near.units, unit(`recruit-${this.#taps.length}`, 'Recruit', 1, 1)];
      lane.setModel(withSlotMarks({ ...model, near: { ...model.near, units } }));
    } else if (target.kind === 'gate' && target.mark === 'target') {
      const side = target.id as LaneSide;
      lane.setModel({ ...model, [side]: strike(model[side]) });
    }
  }

  /** The Horde arrives in force: one more on the district, and at the limit it falls to ruin. */
  #raid(tile: DistrictTile): void {
    const model = tile.model;
    const count = (model.threat?.count ?? 0) + 1;
    if (count >= HORDE_LIMIT) tile.setModel({ ...model, ruined: true, owner: null, occupants: [], threat: null, mark: null });
    else tile.setModel({ ...model, threat: { label: 'Horde', count, limit: HORDE_LIMIT } });
  }

  #showScores(): void {
    const players = this.#players.index + 2;
    if (this.#active >= players) this.#active = 0;
    this.#score.setModel({ ...this.#score.model, entries: scoreEntries(players, this.#scores, this.#active) });
  }

  #repaint(palette: Palette): void {
    this.#backdrop.setPalette(palette);
    this.#heading.setColor(css(palette.gold));
    this.#nextPhase.setPalette(palette);
    this.#players.setPalette(palette);
    for (const part of [this.#phase, this.#market, this.#score, ...this.#lanes, ...this.#districts]) part.setPalette(palette);
  }
}
