import * as Phaser from 'phaser';
import type { Command } from '../../rules/gate/index';
import { COMMAND_COST, LOCATIONS } from '../../rules/gate/index';
import { ICONS } from '../assets';
import { Button } from '../components/Button';
import type { Pose } from '../components/CardView';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { DropZone } from '../components/DropZone';
import { HandFan } from '../components/HandFan';
import { CardSet } from '../kit/CardSet';
import { Pile } from '../components/Pile';
import { placeNew, sendHome } from '../kit/picture';
import type { BoardHost as KitBoardHost } from '../kit/TableBoard';
import { TableBoard } from '../kit/TableBoard';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { css, textStyle } from '../theme';
import type { Rect } from '../viewport';
import { cardModel, enemyBackModel, enemyModel } from './face';
import type { GateLayout } from './layout';
import { computeLayout, fearamidSpace } from './layout';
import type { Shown } from './model';
import { CommandButton, GoldPool, IntentBubble, Stepper } from './controls';
import { FearamidView, LocationTile } from './pieces';
import { intents } from './prompts';
import { DISCARD_ZONE, enemyZone, FEARAMID_ZONE, GOLD_ZONE, MARKET_ZONE } from './steps';

export type Where = 'hand' | 'market' | 'play';

export const COMMAND_LABEL: Readonly<Record<Command, string>> = { callToArms: 'Call to Arms', caravan: 'Caravan', festival: 'Festival', fortify: 'Fortify' };
export const COMMAND_ORDER: readonly Command[] = ['callToArms', 'caravan', 'festival', 'fortify'];

/** What the board needs from its table. */
export interface GateBoardHost extends KitBoardHost {
  tapZone(zoneId: string, pointer: Phaser.Input.Pointer): void;
  tapEnemy(id: number, card: CardView, pointer: Phaser.Input.Pointer): void;
  tapDrawPile(pointer: Phaser.Input.Pointer): void;
}

/**
 * The Gate table's picture: the town (Farm, Gate, Tower with their health dice), the Fearamid, the enemy row with
 * intents and the enemy deck, the gold pool and the Command Card, the recruits, the hand and the piles; the repair
 * split's steppers and bar; where each card rests in the current picture, and moving everything there.
 */
export class GateBoard extends TableBoard<GateLayout, GateBoardHost> {
  shown: Shown | null = null;
  readonly set: CardSet<Where>;
  readonly enemies = new Map<number, CardView>();
  readonly zones = new Map<string, DropZone>();
  readonly tiles: LocationTile[];
  readonly fearamid: FearamidView;
  readonly goldPool: GoldPool;
  readonly commands: CommandButton[];
  readonly intents: IntentBubble[];
  readonly outTags: Phaser.GameObjects.Text[];
  readonly drawPile: Pile;
  readonly discard: Pile;
  readonly heroDeck: Pile;
  readonly citizenDeck: Pile;
  readonly enemyDeck: Pile;
  readonly stats: Phaser.GameObjects.Text;
  readonly fan: HandFan;
  readonly endTurn: Button;
  readonly steppers: Stepper[];
  readonly promptBar: Phaser.GameObjects.Container;
  readonly promptBg: Phaser.GameObjects.Graphics;
  readonly promptText: Phaser.GameObjects.Text;
  readonly confirm: Button;
  readonly cancel: Button;

  constructor(scene: Phaser.Scene, host: GateBoardHost, width: number, height: number) {
    super(scene, host, computeLayout(width, height));
    const p = host.palette;
    this.endTurn = new Button(scene, 0, 0, { label: 'End turn', icon: ICONS.gtEndTurn.key, width: 200, height: 54, variant: 'primary' }, p).setDepth(DEPTH.ui);
    // Zones first (they lie under the pieces drawn on them).
    const zone = (id: string, label: string, quiet: boolean): void => {
      const z = new DropZone(scene, id, label, { x: 0, y: 0, width: 10, height: 10 }, p, host.motion).setQuietWhenIdle(quiet);
      z.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => host.tapZone(id, pointer));
      this.zones.set(id, z);
      host.drag.addZone(z);
    };
    for (const loc of LOCATIONS) zone(loc, '', true);
    zone(FEARAMID_ZONE, '', true);
    zone(GOLD_ZONE, '', false);
    zone(MARKET_ZONE, 'Recruits', false);
    zone(DISCARD_ZONE, '', true);
    zone(enemyZone(0), '', false);
    zone(enemyZone(1), '', false);
    this.tiles = LOCATIONS.map((loc) => new LocationTile(scene, loc, p));
    this.fearamid = new FearamidView(scene, p);
    this.goldPool = new GoldPool(scene, p);
    this.commands = COMMAND_ORDER.map((c) => new CommandButton(scene, c, COMMAND_LABEL[c], COMMAND_COST[c], p).setDepth(DEPTH.ui - 5));
    this.intents = [0, 1, 2].map(() => new IntentBubble(scene, p));
    this.outTags = [0, 1].map(() => scene.add.text(0, 0, 'PUSHED OUT NEXT TURN', textStyle('label', p.hover, { size: 11, letterSpacing: 1, stroke: '#000000', strokeThickness: 3 })).setOrigin(0.5).setDepth(DEPTH.placed + 30).setVisible(false));
    this.drawPile = new Pile(scene, 0, 0, 'Draw pile', p, ICONS.cardBack.key);
    this.discard = new Pile(scene, 0, 0, 'Discard', p, ICONS.cardBack.key);
    this.heroDeck = new Pile(scene, 0, 0, 'Heroes', p, ICONS.gkSun.key);
    this.citizenDeck = new Pile(scene, 0, 0, 'Citizens', p, ICONS.cardBack.key);
    this.enemyDeck = new Pile(scene, 0, 0, 'Enemy deck', p, ICONS.gtFear.key);
    // The draw pile lists its cards when tapped; the discard pile does the same through its drop zone.
    this.drawPile.setInteractive({ useHandCursor: true }).on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => host.tapDrawPile(pointer));
    this.stats = scene.add.text(0, 0, '', textStyle('body', p.text, { size: 16, lineSpacing: 4 })).setOrigin(0, 0).setDepth(DEPTH.ui - 10);
    this.fan = new HandFan(scene, { x: 0, y: 0, width: 400, cardScale: 0.8 }, host.motion);
    this.set = new CardSet(host.drag, host.zoom, this.fan);
    // The repair split prompt: a stepper on each location, and a bar with the card's name, Repair and Cancel.
    this.steppers = LOCATIONS.map(() => new Stepper(scene, p).setVisible(false));
    this.promptBg = scene.add.graphics();
    this.promptText = scene.add.text(0, 0, '', textStyle('body', p.text, { size: 17 })).setOrigin(0, 0.5);
    this.confirm = new Button(scene, 0, 0, { label: 'Repair', icon: ICONS.gtRepair.key, width: 128, height: 44, variant: 'primary' }, p);
    this.cancel = new Button(scene, 0, 0, { label: 'Cancel', icon: ICONS.close.key, width: 116, height: 44 }, p);
    this.promptBar = scene.add.container(0, 0, [this.promptBg, this.promptText, this.confirm, this.cancel]).setDepth(DEPTH.ui + 8).setVisible(false);
  }

  place(w: number, h: number): void {
    const L = (this.layout = computeLayout(w, h));
    const grow = (r: Rect, by: number): Rect => ({ x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by });
    L.town.forEach((r, i) => {
      this.tiles[i]?.place(r);
      this.zones.get(LOCATIONS[i] as string)?.setRect(grow(r, 6));
    });
    this.fearamid.place(L.fearamid, fearamidSpace(L.fearamid.width));
    this.zones.get(FEARAMID_ZONE)?.setRect(grow(L.fearamid, 6));
    this.goldPool.place(L.gold);
    this.zones.get(GOLD_ZONE)?.setRect(L.gold);
    this.commands.forEach((b, i) => {
      const r = L.commands[i];
      if (r) b.resize(r.width, r.height).setPosition(r.x + r.width / 2, r.y + r.height / 2);
    });
    this.zones.get(MARKET_ZONE)?.setRect(L.market.zone);
    const e = L.enemies;
    e.slots.forEach((s, i) => {
      const cw = CARD_WIDTH * e.scale;
      const ch = CARD_HEIGHT * e.scale;
      this.zones.get(enemyZone(i))?.setRect({ x: s.x - cw / 2 - 6, y: e.intentY - 22, width: cw + 12, height: s.y + ch / 2 + 6 - (e.intentY - 22) });
    });
    this.enemyDeck.setPosition(e.deck.x, e.deck.y).setScale(e.deck.scale);
    this.drawPile.setPosition(L.drawPile.x, L.drawPile.y).setScale(L.drawPile.scale);
    this.discard.setPosition(L.discard.x, L.discard.y).setScale(L.discard.scale);
    this.zones.get(DISCARD_ZONE)?.setRect(grow({ x: L.discard.x - (CARD_WIDTH * L.discard.scale) / 2, y: L.discard.y - (CARD_HEIGHT * L.discard.scale) / 2, width: CARD_WIDTH * L.discard.scale, height: CARD_HEIGHT * L.discard.scale }, 8));
    this.heroDeck.setPosition(L.heroDeck.x, L.heroDeck.y).setScale(L.heroDeck.scale);
    this.citizenDeck.setPosition(L.market.deck.x, L.market.deck.y).setScale(L.market.deck.scale);
    this.stats.setPosition(L.stats.x + 10, L.stats.y + 4).setWordWrapWidth(L.mode === 'wide' ? L.stats.width - CARD_WIDTH * L.heroDeck.scale - 28 : L.stats.width, true);
    this.endTurn.resize(L.endTurn.width, L.endTurn.height).setPosition(L.endTurn.x + L.endTurn.width / 2, L.endTurn.y + L.endTurn.height / 2);
    this.fan.setGeometry({ x: L.hand.x, y: L.hand.y, width: L.hand.width, cardScale: L.hand.cardScale });
    if (this.shown) {
      this.placeStatic();
      void this.layoutAll(false);
    }
  }

  /** Brings every card and counter in line with `shown`; `animate` tweens, otherwise everything jumps. */
  reconcile(animate: boolean): void {
    const s = this.shown;
    if (!s) return;
    const needed = new Map<number, Where>();
    for (const id of s.hand) needed.set(id, 'hand');
    for (const id of s.market) if (id >= 0) needed.set(id, 'market');
    if (s.inPlay !== null) needed.set(s.inPlay, 'play');
    for (const id of [...this.cards.keys()]) if (!needed.has(id)) this.forget(id)?.destroy();
    for (const [id, where] of needed) {
      let card = this.cards.get(id);
      if (!card) {
        card = this.makeCard(id, true);
        this.assign(card, id, where);
        placeNew(this.scene, card, this.homeFor(id), this.host.motion, animate);
      } else this.assign(card, id, where);
    }
    for (const [id, card] of [...this.enemies]) {
      if (s.row.includes(id)) continue;
      this.host.zoom.unwatch(card);
      card.destroy();
      this.enemies.delete(id);
    }
    s.row.forEach((id, i) => {
      const card = this.enemies.get(id);
      if (!card) this.makeEnemy(id, s.wounds[i] ?? 0, true).setHome(this.enemyPose(i, s.row.length)).snapHome();
      else this.setWounds(id, s.wounds[i] ?? 0);
    });
    this.placeStatic();
    void this.layoutAll(animate);
  }

  makeCard(id: number, faceUp: boolean): CardView {
    const card = new CardView(this.scene, cardModel(id), this.host.palette, { faceUp, backIcon: ICONS.cardBack.key });
    this.set.cards.set(id, card);
    return card;
  }

  makeEnemy(id: number, wounds: number, faceUp: boolean): CardView {
    const card = new CardView(this.scene, enemyModel(id, wounds), this.host.palette, { faceUp, backIcon: ICONS.gtFear.key });
    card.setData('wounds', wounds);
    card.setInteractive({ useHandCursor: true });
    card.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (pointer: Phaser.Input.Pointer) => this.host.tapEnemy(id, card, pointer));
    this.host.zoom.watch(card);
    this.enemies.set(id, card);
    return card;
  }

  setWounds(id: number, wounds: number): void {
    const card = this.enemies.get(id);
    if (!card || card.getData('wounds') === wounds) return;
    card.setData('wounds', wounds);
    card.setModel(enemyModel(id, wounds));
  }

  get cards(): ReadonlyMap<number, CardView> {
    return this.set.cards;
  }

  get where(): ReadonlyMap<number, Where> {
    return this.set.where;
  }

  /** Forgets a card without destroying it (the caller animates it away, or destroys it). */
  forget(id: number): CardView | undefined {
    return this.set.forget(id);
  }

  /** A card in hand is dragged from the fan, a recruit from the market; a card in play is on its way and inert. */
  assign(card: CardView, id: number, where: Where): void {
    this.set.assign(card, id, where, where === 'play' ? 'inert' : where === 'hand' ? 'hand' : 'drag');
  }

  /** The resting pose of a card in the current picture (null: it stays where it is, e.g. a card in play). */
  homeFor(id: number): Pose | null {
    const s = this.shown;
    if (!s) return null;
    const L = this.layout;
    const hi = s.hand.indexOf(id);
    if (hi >= 0) return this.fan.poseOf(hi, s.hand.length);
    const mi = s.market.indexOf(id);
    if (mi < 0) return null;
    const slot = L.market.slots[mi] ?? { x: 0, y: 0 };
    return { x: slot.x, y: slot.y, angle: 0, scale: L.market.scale, depth: DEPTH.pile + 5 };
  }

  /** Where enemy i of n rests: the two slots; a third (just revealed) pushes the oldest out to the left. */
  enemyPose(i: number, n: number): Pose {
    const e = this.layout.enemies;
    const slot = i - Math.max(0, n - 2);
    const at = slot < 0 ? e.out : (e.slots[slot] ?? e.slots[0] ?? { x: 0, y: 0 });
    return { x: at.x, y: at.y, angle: 0, scale: e.scale, depth: DEPTH.placed + 10 + i };
  }

  layoutAll(animate: boolean, duration = 220): Promise<void> {
    const s = this.shown;
    if (!s) return Promise.resolve();
    this.fan.arrange(s.hand.flatMap((id) => this.cards.get(id) ?? []));
    const motion = this.host.motion;
    const moves = sendHome(this.cards, (id) => this.homeFor(id), this.host.drag.draggingId, motion, animate, duration);
    const slots = new Map(s.row.map((id, i) => [i, this.enemies.get(id)] as const).filter((entry): entry is readonly [number, CardView] => entry[1] !== undefined));
    moves.push(...sendHome(slots, (i) => this.enemyPose(i, s.row.length), null, motion, animate, duration));
    this.placeIntents();
    return Promise.all(moves).then(() => undefined);
  }

  /** Intent bubbles over the enemies, and the warning on the one the next arrival will push out. */
  placeIntents(): void {
    const s = this.shown;
    const e = this.layout.enemies;
    const list = s ? intents(s) : [];
    this.intents.forEach((b, i) => {
      const it = list[i];
      const pose = it ? this.enemyPose(i, list.length) : null;
      b.setWidth(e.intentW).setIntent(it && pose && s?.result === null ? it : null);
      if (pose) b.setPosition(pose.x, e.intentY);
    });
    this.outTags.forEach((t, i) => {
      const it = list[i];
      const pose = it ? this.enemyPose(i, list.length) : null;
      t.setVisible(!!it?.pushedOutNext && !!pose && s?.result === null);
      if (pose) t.setPosition(pose.x, pose.y + (CARD_HEIGHT * e.scale) / 2 + 12);
    });
  }

  /** Counters and pieces with one place each: health, fear, gold, piles, commands, stats. */
  placeStatic(): void {
    const s = this.shown;
    if (!s) return;
    this.tiles.forEach((t, i) => t.setHealth(s.health[i] ?? 0, s.towerUsed));
    this.fearamid.setFear(s.fear);
    this.goldPool.setGold(s.gold);
    const top = s.discard[s.discard.length - 1];
    const key = `${s.drawPile.length}/${s.discard.length}/${top}/${s.heroDeckCount}/${s.citizenDeckCount}/${s.enemyDeckCount}/${s.nextWave}`;
    if (this.pilesChanged(key)) {
      this.drawPile.setContents(s.drawPile.length);
      this.discard.setContents(s.discard.length, top === undefined ? null : cardModel(top));
      this.heroDeck.setContents(s.heroDeckCount);
      this.citizenDeck.setContents(s.citizenDeckCount);
      this.enemyDeck.setContents(s.enemyDeckCount, s.enemyDeckCount > 0 ? enemyBackModel(s.nextWave) : null);
    }
    const coming = s.finalStand ? 'Final stand' : `${s.enemyDeckCount} enem${s.enemyDeckCount === 1 ? 'y' : 'ies'} to come`;
    const lines = [`Score ${s.score}`, `Defeated ${s.defeated.length}`, `Pushed out ${s.fled.length}`, coming];
    this.stats.setText(this.layout.mode === 'wide' ? lines.join('\n') : lines.join('   ·   '));
    for (const b of this.commands) b.setIssued(s.commands.includes(b.command));
    this.placeIntents();
  }

  tileOf(loc: string): LocationTile | undefined {
    return this.tiles[(LOCATIONS as readonly string[]).indexOf(loc)];
  }

  setPalette(p: Palette): void {
    for (const b of [this.endTurn, this.confirm, this.cancel, ...this.commands]) b.setPalette(p);
    for (const t of this.tiles) t.setPalette(p);
    for (const c of this.cards.values()) c.setPalette(p);
    for (const c of this.enemies.values()) c.setPalette(p);
    for (const z of this.zones.values()) z.setPalette(p);
    for (const pile of [this.drawPile, this.discard, this.heroDeck, this.citizenDeck, this.enemyDeck]) pile.setPalette(p);
    for (const b of this.intents) b.setPalette(p);
    this.fearamid.setPalette(p);
    this.goldPool.setPalette(p);
    this.stats.setColor(css(p.text));
  }
}
