/**
 * GateRunners' events as the table plays them: a flourish where each happens (damage rising from what is hit, a
 * Shield leaving its Gate, an attacker lunging at its target, a Hero's entrance), on the picture as it stood before
 * the move; the kit's settle then moves every card to where the move left it.
 */
import type * as Phaser from 'phaser';
import type { GrEvent, GrView } from '../../rules/gaterunners/index';
import { cardOf, HERO, laneName } from '../../rules/gaterunners/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import { CARD_HEIGHT, CardView } from '../components/CardView';
import { DEPTH } from '../layers';
import { textStyle } from '../theme';
import { cardModel } from './face';
import { floatText } from '../components/effects';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import type { EventAnimations } from '../kit/TableScene';
import type { SoundName } from '../assets';
import type { GrBoard } from './board';
import { FAR_HERO, NEAR_HERO } from './board';

export interface GrStage {
  readonly board: GrBoard;
  readonly motion: Motion;
  readonly transients: Set<Phaser.GameObjects.GameObject>;
  sound(name: SoundName): void;
}

export function gateRunnersAnimations(stage: GrStage): EventAnimations<GrEvent, GrView> {
  const { board, motion, transients } = stage;
  const scene = board.scene;
  const pause = (ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(motion.ms(ms), resolve));
  const nothing = async (): Promise<void> => undefined;
  /** Where a unit (or a seat's Hero) stands in the picture. */
  const pointOf = (seat: number, card: number): { x: number; y: number } | null => {
    const key = card === HERO ? (seat === board.nearSeat ? NEAR_HERO : FAR_HERO) : card;
    const view = board.cards.get(key);
    return view ? { x: view.x, y: view.y } : null;
  };
  /** The Gate of `seat` in `lane`. */
  const gatePoint = (seat: number, lane: number): { x: number; y: number } | null => {
    const side = seat === board.nearSeat ? 'near' : 'far';
    const rect = board.lanes[lane]?.targets.find((t) => t.kind === 'gate' && t.id === side)?.rect;
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
  };
  const say = (at: { x: number; y: number } | null, text: string, colour: number, size = 22): Promise<void> => (at ? floatText(scene, at.x, at.y, text, colour, motion, transients, size) : Promise.resolve());
  const palette = () => board.host.palette;
  /** A card shown large in the middle of the table for a moment, with who plays it. */
  const showcase = async (model: CardModel, caption: string): Promise<void> => {
    const toast = board.layout.toast;
    const card = new CardView(scene, model, palette(), { faceUp: true, backIcon: ICONS.cardBack.key }).setPosition(toast.x, toast.y).setScale(1.2).setDepth(DEPTH.ui + 4).setAlpha(0);
    const words = scene.add.text(toast.x, toast.y - (CARD_HEIGHT * 1.2) / 2 - 22, caption, textStyle('heading', palette().text, { size: 20, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setDepth(DEPTH.ui + 4);
    transients.add(card);
    transients.add(words);
    await tweenTo(scene, { targets: card, alpha: 1, duration: 160 }, motion);
    await pause(700);
    await tweenTo(scene, { targets: [card, words], alpha: 0, duration: 200 }, motion);
    transients.delete(card);
    transients.delete(words);
    card.destroy();
    words.destroy();
  };

  return {
    gatePlaced: nothing,
    shieldsDealt: nothing,
    drew: async () => {
      stage.sound('slide');
    },
    mulliganed: nothing,
    turnBegan: async () => {
      stage.sound('turn');
      await pause(120);
    },
    readied: nothing,
    deckOut: async (e) => say(pointOf(e.seat, HERO), `Deck out: −${e.heroDamage}`, palette().refused),
    heroEntered: async (e) => {
      stage.sound('win');
      await say(pointOf(e.seat, HERO), `Enters the ${laneName(e.lane)} lane!`, palette().gold, 24);
    },
    heroMoved: nothing,
    leveledUp: async (e) => {
      stage.sound('place');
      await say(gatePoint(e.seat, 1), 'Level up!', palette().gold);
    },
    unitPlayed: async () => stage.sound('place'),
    unitMoved: async () => stage.sound('slide'),
    exhausted: nothing,
    // An Action or Instant is shown large to both players before it resolves (the opponent's especially).
    actionPlayed: async (e, final) => {
      stage.sound('flip');
      await showcase(cardModel(`c${e.card}`, cardOf(final.config.decks, e.card)), e.seat === board.nearSeat ? 'You play' : 'Your opponent plays');
    },
    fizzled: nothing,
    abilityUsed: async () => stage.sound('flip'),
    maneuvered: async () => stage.sound('slide'),
    damaged: async (e) => {
      stage.sound('hit');
      await say(pointOf(e.seat, e.card), `−${e.amount}`, palette().refused, 28);
    },
    destroyed: async (e) => {
      const key = e.card;
      const card = board.cards.get(key);
      if (card) await tweenTo(scene, { targets: card, alpha: 0.2, duration: 220 }, motion);
    },
    buffed: async (e) => say(pointOf(e.seat, e.card), `+${e.power}/+${e.health}`, palette().legal),
    pushed: async () => stage.sound('slide'),
    returned: async () => stage.sound('slide'),
    healed: async (e) => say(pointOf(e.seat, HERO), `+${e.amount}`, palette().legal),
    fortified: async (e) => say(gatePoint(e.seat, e.lane), 'Fortified +1 Shield', palette().legal),
    shieldLost: async (e) => {
      stage.sound('hit');
      await say(gatePoint(e.seat, e.lane), e.to === 'hand' ? 'A Shield breaks: to the hand' : 'A Shield is sacrificed', palette().hover);
    },
    gateDestroyed: async (e) => {
      stage.sound('lose');
      await say(gatePoint(e.seat, e.lane), 'The Gate falls!', palette().refused, 28);
    },
    revealed: nothing,
    attackerDeclared: async (e) => {
      const key = e.card === HERO ? (e.seat === board.nearSeat ? NEAR_HERO : FAR_HERO) : e.card;
      const card = board.cards.get(key);
      if (!card) return;
      // A lunge toward the opposing side, and back.
      const dy = e.seat === board.nearSeat ? -24 : 24;
      await tweenTo(scene, { targets: card, y: card.y + dy, duration: 140, yoyo: true, ease: 'Quad.Out' }, motion);
    },
    attackersConfirmed: nothing,
    blockerDeclared: async () => stage.sound('place'),
    blockersConfirmed: nothing,
    damageAssigned: nothing,
    passed: nothing,
    battleEnded: nothing,
    discarded: async () => stage.sound('slide'),
    won: nothing,
    draw: nothing,
  };
}
