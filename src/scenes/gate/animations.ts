/**
 * How the Gate table animates each domain event: one entry per event type (a missing one is a compile error).
 * Each steps the board's picture (`applyEvent`) and moves the pieces there.
 */
import type { GateEvent, GateView } from '../../rules/gate/index';
import { LOCATIONS } from '../../rules/gate/index';
import { ICONS } from '../assets';
import type { SoundName } from '../audio';
import { CardView } from '../components/CardView';
import { floatText } from '../components/effects';
import { tweenTo } from '../components/motion';
import type { EventAnimations } from '../kit/TableScene';
import { DEPTH } from '../layers';
import type { GateBoard, Where } from './board';
import { COMMAND_LABEL } from './board';
import { cardModel } from './face';
import type { Shown } from './model';
import { applyEvent, settleInPlay } from './model';

/** What the animations need besides the board. */
export interface GateStage {
  readonly board: GateBoard;
  readonly transients: Set<object>;
  sound(name: SoundName): void;
}

/** The card in play goes to the discard pile (a Hero leaving the game has already gone). */
export async function settlePlay(board: GateBoard): Promise<void> {
  const s = board.shown;
  const id = s?.inPlay ?? null;
  if (!s || id === null) return;
  settleInPlay(s);
  const card = board.forget(id);
  if (card) {
    card.setDepth(DEPTH.lifted);
    await tweenTo(board.scene, { targets: card, x: board.discard.x, y: board.discard.y, angle: 0, scale: board.layout.discard.scale, duration: 240, ease: 'Cubic.InOut' }, board.host.motion);
    card.destroy();
  }
  board.placeStatic();
}

export function gateAnimations(stage: GateStage): EventAnimations<GateEvent, GateView> {
  const { board } = stage;
  const scene = board.scene;
  const motion = board.host.motion;
  const p = () => board.host.palette;
  const shown = (): Shown => board.shown as Shown;
  const wait = (ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(motion.ms(ms), resolve));
  const float = (x: number, y: number, text: string, colour: number, size = 20): void => void floatText(scene, x, y, text, colour, motion, stage.transients, size);

  /** Where a card used for a trait flies: the gold pool, the Fearamid, the enemy it hits, the location it repairs. */
  const targetPoint = (e: Extract<GateEvent, { type: 'used' }>, rest: readonly GateEvent[]): { x: number; y: number } => {
    const L = board.layout;
    switch (e.trait) {
      case 'income':
        return { x: L.gold.x + L.gold.width / 2, y: L.gold.y + L.gold.height / 2 };
      case 'calm':
        return { x: L.fearamid.x + L.fearamid.width / 2, y: L.fearamid.y + L.fearamid.height / 2 };
      case 'attack': {
        const hit = rest.find((x): x is Extract<GateEvent, { type: 'enemyHit' }> => x.type === 'enemyHit');
        const card = hit ? board.enemies.get(hit.enemy) : undefined;
        if (card) return { x: card.x, y: card.y + 20 };
        break;
      }
      case 'repair': {
        const r = rest.find((x): x is Extract<GateEvent, { type: 'repaired' }> => x.type === 'repaired');
        const tile = r ? board.tileOf(r.loc) : undefined;
        if (tile) return { x: tile.x, y: tile.y };
        break;
      }
    }
    const t = L.town[1];
    return t ? { x: t.x + t.width / 2, y: t.y - 40 } : { x: scene.scale.width / 2, y: scene.scale.height / 2 };
  };

  /** A card flies from a pile (face down) to where the picture wants it, turning over on the way. */
  const deal = async (id: number, from: { x: number; y: number; scale: number }, flyMs: number): Promise<void> => {
    const card = board.makeCard(id, false);
    card.setPosition(from.x, from.y).setScale(from.scale).setDepth(DEPTH.lifted);
    const where: Where = shown().hand.includes(id) ? 'hand' : 'market';
    board.assign(card, id, where);
    void card.flip(true, motion);
    await board.layoutAll(true, flyMs);
  };

  /** An enemy leaves the row: it flies to `to`, fading. */
  const enemyLeaves = async (enemy: number, words: string, colour: number, to: { x: number; y: number }, ms: number): Promise<void> => {
    const card = board.enemies.get(enemy);
    board.enemies.delete(enemy);
    if (card) {
      board.host.zoom.unwatch(card);
      card.disableInteractive().setDepth(DEPTH.lifted);
      float(card.x, card.y - 35, words, colour, 22);
      await tweenTo(scene, { targets: card, x: to.x, y: to.y, scale: card.scale * 0.3, alpha: 0.1, duration: ms, ease: 'Cubic.In' }, motion);
      card.destroy();
    }
    board.placeStatic();
    await board.layoutAll(true, 200);
  };

  const step = async (e: GateEvent, final: GateView): Promise<void> => applyEvent(shown(), e, final);

  const location = async (e: Extract<GateEvent, { type: 'repaired' | 'damaged' }>, final: GateView): Promise<void> => {
    applyEvent(shown(), e, final);
    const tile = board.tileOf(e.loc);
    const hurt = e.type === 'damaged';
    stage.sound(hurt ? 'hit' : 'heal');
    if (!tile) return;
    tile.setHealth(shown().health[LOCATIONS.indexOf(e.loc)] ?? 0, shown().towerUsed);
    const d = tile.diePoint;
    float(d.x, d.y - 10, `${hurt ? '−' : '+'}${e.amount}`, hurt ? p().refused : p().legal, 28);
    await tile.bump(motion, hurt);
  };

  const gold = async (e: Extract<GateEvent, { type: 'goldAdded' | 'commandIssued' }>, final: GateView): Promise<void> => {
    applyEvent(shown(), e, final);
    board.goldPool.setGold(shown().gold);
    stage.sound(e.type === 'goldAdded' ? 'place' : 'flip');
    if (e.type === 'commandIssued') {
      const b = board.commands.find((c) => c.command === e.command);
      if (b) float(b.x, b.y - 10, `${COMMAND_LABEL[e.command]}!`, p().gold, 18);
      b?.setIssued(true);
    }
    const pool = board.layout.gold;
    float(pool.x + pool.width - 40, pool.y + pool.height / 2, e.type === 'goldAdded' ? `+${e.amount}` : `−${e.cost}`, e.type === 'goldAdded' ? p().gold : p().textMuted, 22);
    await board.goldPool.pulse(motion);
  };

  return {
    turnBegan: async (e, final) => {
      applyEvent(shown(), e, final);
      board.placeStatic();
      stage.sound('turn');
      const t = board.layout.town[1];
      if (t) float(t.x + t.width / 2, t.y - 10, `Turn ${e.turn}`, p().gold, 26);
      await wait(260);
    },
    enemyRevealed: async (e, final) => {
      applyEvent(shown(), e, final);
      const d = board.layout.enemies.deck;
      const card = board.makeEnemy(e.enemy, 0, false);
      card.setPosition(d.x, d.y).setScale(d.scale).setDepth(DEPTH.lifted);
      stage.sound('flip');
      board.placeStatic();
      await Promise.all([card.flip(true, motion), board.layoutAll(true, 320)]);
    },
    pushedOut: async (e, final) => {
      applyEvent(shown(), e, final);
      const gate = board.tileOf('gate');
      await enemyLeaves(e.enemy, 'Pushed out!', p().hover, gate ? { x: gate.x, y: gate.y } : { x: 0, y: 0 }, 360);
    },
    finalStand: async (e, final) => {
      applyEvent(shown(), e, final);
      const d = board.layout.enemies.deck;
      float(d.x, d.y, 'Final stand!', p().refused, 22);
      board.placeStatic();
      await wait(300);
    },
    drew: async (e, final) => {
      applyEvent(shown(), e, final);
      stage.sound('slide');
      board.placeStatic();
      await deal(e.card, { ...board.drawPile.topPosition(), scale: board.layout.drawPile.scale }, 240);
    },
    reshuffled: async (e, final) => {
      applyEvent(shown(), e, final);
      stage.sound('flip');
      float(board.drawPile.x, board.drawPile.y - 40, 'Shuffled', p().textMuted, 16);
      board.placeStatic();
      await wait(220);
    },
    used: async (e, final, rest) => {
      await settlePlay(board);
      const card = board.cards.get(e.card);
      applyEvent(shown(), e, final);
      if (!card) return;
      board.assign(card, e.card, 'play');
      const to = targetPoint(e, rest);
      card.setDepth(DEPTH.lifted);
      stage.sound('place');
      await Promise.all([tweenTo(scene, { targets: card, x: to.x, y: to.y, angle: 0, scale: board.layout.hand.cardScale * 0.8, duration: 240, ease: 'Cubic.Out' }, motion), board.layoutAll(true, 220)]);
    },
    goldAdded: gold,
    commandIssued: gold,
    recruited: async (e, final) => {
      const card = board.forget(e.card);
      applyEvent(shown(), e, final);
      board.goldPool.setGold(shown().gold);
      stage.sound('slide');
      if (card) {
        card.setDepth(DEPTH.lifted);
        await tweenTo(scene, { targets: card, x: board.discard.x, y: board.discard.y, scale: board.layout.discard.scale, duration: 300, ease: 'Cubic.InOut' }, motion);
        card.destroy();
      }
      board.placeStatic();
    },
    marketCleared: async (e, final) => {
      const leaving = e.cards.map((id) => board.forget(id)).filter((c): c is CardView => !!c);
      applyEvent(shown(), e, final);
      stage.sound('slide');
      const d = board.citizenDeck;
      await Promise.all(leaving.map((c) => tweenTo(scene, { targets: c, x: d.x, y: d.y, scale: board.layout.market.deck.scale, alpha: 0, duration: 280 }, motion).then(() => c.destroy())));
      board.placeStatic();
    },
    marketRefilled: async (e, final) => {
      applyEvent(shown(), e, final);
      board.placeStatic();
      await deal(e.card, { ...board.citizenDeck.topPosition(), scale: board.layout.market.deck.scale }, 220);
    },
    citizensReshuffled: async (e, final) => {
      applyEvent(shown(), e, final);
      board.placeStatic();
    },
    enemyHit: async (e, final) => {
      applyEvent(shown(), e, final);
      const card = board.enemies.get(e.enemy);
      stage.sound('hit');
      board.setWounds(e.enemy, e.wounds);
      if (!card) return;
      float(card.x, card.y - 20, `−${e.amount}`, p().refused, 26);
      const x = card.x;
      await tweenTo(scene, { targets: card, x: x + 7, duration: 45, yoyo: true, repeat: 2 }, motion);
      card.x = x;
    },
    enemyDefeated: async (e, final) => {
      applyEvent(shown(), e, final);
      stage.sound('win');
      await enemyLeaves(e.enemy, `Defeated! +${e.vp}`, p().gold, { x: board.stats.x + 40, y: board.stats.y + 10 }, 420);
    },
    repaired: location,
    damaged: location,
    destroyed: async (e, final) => {
      applyEvent(shown(), e, final);
      const tile = board.tileOf(e.loc);
      stage.sound('lose');
      if (tile) float(tile.x, tile.y, 'Destroyed!', p().refused, 24);
      await wait(300);
    },
    enemyAttacked: async (e) => {
      const card = board.enemies.get(e.enemy);
      const tile = board.tileOf(e.loc);
      if (!card || !tile) return;
      const { x, y } = card;
      card.setDepth(DEPTH.lifted);
      await tweenTo(scene, { targets: card, x: x + (tile.x - x) * 0.25, y: y + (tile.y - y) * 0.3, duration: 150, yoyo: true, ease: 'Quad.In' }, motion);
      card.setPosition(x, y).setDepth(card.home?.depth ?? DEPTH.placed);
    },
    fear: async (e, final) => {
      const rising = e.to > e.from;
      stage.sound(rising ? 'slide' : 'heal');
      const direction = rising ? 1 : -1;
      for (let f = e.from + direction; rising ? f <= e.to : f >= e.to; f += direction) await board.fearamid.stepTo(f, motion);
      applyEvent(shown(), e, final);
    },
    iconFired: async (e) => {
      const pt = board.fearamid.spacePoint(e.space);
      const sun = e.icon.kind === 'sun';
      stage.sound(sun ? 'flip' : 'hit');
      float(pt.x, pt.y - 20, sun ? 'A hero answers!' : `−${e.icon.kind === 'hit' ? e.icon.amount : 1} ${e.icon.kind === 'hit' ? e.icon.loc : ''}`.trim(), sun ? p().gold : p().refused, 18);
      await board.fearamid.flash(e.space, sun ? p().gold : p().refused, motion);
    },
    heroGained: async (e, final) => {
      applyEvent(shown(), e, final);
      const from = board.heroDeck;
      const card = new CardView(scene, cardModel(e.card), p(), { faceUp: false, backIcon: ICONS.gkSun.key });
      card.setPosition(from.x, from.y).setScale(board.layout.heroDeck.scale).setDepth(DEPTH.lifted);
      void card.flip(true, motion);
      await tweenTo(scene, { targets: card, x: board.discard.x, y: board.discard.y, scale: board.layout.discard.scale, duration: 420, ease: 'Cubic.InOut' }, motion);
      card.destroy();
      board.placeStatic();
    },
    heroGone: async (e, final) => {
      const card = board.forget(e.card);
      applyEvent(shown(), e, final);
      if (!card) return;
      float(card.x, card.y - 30, 'The hero departs', p().gold, 16);
      await tweenTo(scene, { targets: card, y: card.y - 60, alpha: 0, duration: 380 }, motion);
      card.destroy();
    },
    stepBegan: async (e, final) => {
      applyEvent(shown(), e, final);
      board.goldPool.setGold(shown().gold);
    },
    won: async (e, final) => {
      await step(e, final);
      board.placeIntents();
    },
    lost: async (e, final) => {
      await step(e, final);
      board.placeIntents();
    },
  };
}
