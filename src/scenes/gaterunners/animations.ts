/**
 * GateRunners' events as the table plays them, on the picture as it stood before the move (the kit's settle then
 * moves every card to where the move left it): an attacker lunges at the Gate or Hero it strikes, a blocker steps
 * in front of its attacker, damage rises from what is hit, a destroyed unit goes to its owner's graveyard, a struck
 * Gate's Shield flips and flies to its owner's hand (a sacrificed one to the graveyard), a Gate that falls crumbles,
 * a Hero's entrance and an Action or Instant are shown large to both players, the units a level-up uses merge.
 */
import type * as Phaser from 'phaser';
import type { GrEvent, GrView } from '../../rules/gaterunners/index';
import { cardOf, DECK_BY_ID, HERO, HERO_BY_ID, laneName } from '../../rules/gaterunners/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import { CARD_HEIGHT, CardView } from '../components/CardView';
import { DEPTH } from '../layers';
import { textStyle } from '../theme';
import { cardModel, heroInLaneModel } from './face';
import { floatText } from '../components/effects';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import type { EventAnimations } from '../kit/TableScene';
import type { SoundName } from '../assets';
import type { GrBoard } from './board';
import { FAR_HERO, NEAR_HERO } from './cards';

type Point = { readonly x: number; readonly y: number };

/** The point `share` of the way from `from` to `to`. */
const toward = (from: Point, to: Point, share: number): Point => ({ x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share });

export interface GrStage {
  readonly board: GrBoard;
  readonly motion: Motion;
  readonly transients: Set<object>;
  sound(name: SoundName): void;
}

export function gateRunnersAnimations(stage: GrStage): EventAnimations<GrEvent, GrView> {
  const { board, motion, transients } = stage;
  const scene = board.scene;
  const pause = (ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(motion.ms(ms), resolve));
  const nothing = async (): Promise<void> => undefined;
  /** The board's key of a unit of `seat` (HERO: that seat's Hero). */
  const keyOf = (seat: number, card: number): number => (card === HERO ? (seat === board.nearSeat ? NEAR_HERO : FAR_HERO) : card);
  /** Where a unit (or a seat's Hero) stands in the picture. */
  const pointOf = (seat: number, card: number): Point | null => {
    const view = board.cards.get(keyOf(seat, card));
    return view ? { x: view.x, y: view.y } : null;
  };
  const sideOf = (seat: number): 'near' | 'far' => (seat === board.nearSeat ? 'near' : 'far');
  const graveyardOf = (seat: number): Point => board.piles[sideOf(seat)].graveyard;
  /** Where a seat's hand is: the fan of yours, the row of backs of theirs. */
  const handOf = (seat: number): Point => (sideOf(seat) === 'near' ? board.layout.hand : board.layout.farHand);
  /** A card made for a moment of an animation (held in `transients` until it is destroyed). */
  const transient = (model: CardModel, faceUp: boolean, at: Point, scale: number): CardView => {
    const card = new CardView(scene, model, palette(), { faceUp, backIcon: ICONS.cardBack.key }).setPosition(at.x, at.y).setScale(scale).setDepth(DEPTH.ui + 3);
    transients.add(card);
    return card;
  };
  const drop = (object: Phaser.GameObjects.GameObject): void => {
    transients.delete(object);
    object.destroy();
  };
  /** The Gate of `seat` in `lane`. */
  const gatePoint = (seat: number, lane: number): Point | null => {
    const side = sideOf(seat);
    const rect = board.lanes[lane]?.targets.find((t) => t.kind === 'gate' && t.id === side)?.rect;
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
  };
  const say = (at: Point | null, text: string, colour: number, size = 22): Promise<void> => (at ? floatText(scene, at.x, at.y, text, colour, motion, transients, size) : Promise.resolve());
  const palette = () => board.host.palette;
  /** A card shown large in the middle of the table for a moment, with who plays it. */
  const showcase = async (model: CardModel, caption: string): Promise<void> => {
    const toast = board.layout.toast;
    const card = transient(model, true, toast, 1.2).setDepth(DEPTH.ui + 4).setAlpha(0);
    const words = scene.add.text(toast.x, toast.y - (CARD_HEIGHT * 1.2) / 2 - 22, caption, textStyle('heading', palette().text, { size: 20, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setDepth(DEPTH.ui + 4);
    transients.add(words);
    await tweenTo(scene, { targets: card, alpha: 1, duration: 160 }, motion);
    await pause(700);
    await tweenTo(scene, { targets: [card, words], alpha: 0, duration: 200 }, motion);
    drop(card);
    drop(words);
  };
  /** Stones tumbling from a fallen Gate, and the table shaking once. */
  const crumble = async (seat: number, lane: number): Promise<void> => {
    const rect = board.lanes[lane]?.targets.find((t) => t.kind === 'gate' && t.id === sideOf(seat))?.rect;
    if (!rect) return;
    const down = sideOf(seat) === 'near' ? 1 : -1;
    const stones = Array.from({ length: 8 }, (_, i) => {
      const stone = scene.add.rectangle(rect.x + ((i + 0.5) * rect.width) / 8, rect.y + rect.height / 2, 12 + (i % 3) * 4, 10 + (i % 2) * 5, palette().textMuted).setDepth(DEPTH.ui + 2).setAngle(i * 23);
      transients.add(stone);
      return stone;
    });
    if (motion.ms(300) > 0) scene.cameras.main.shake(motion.ms(260), 0.005);
    await Promise.all(stones.map((stone, i) => tweenTo(scene, { targets: stone, y: stone.y + down * (30 + (i % 4) * 12), angle: stone.angle + 90, alpha: 0, duration: 520, ease: 'Quad.In' }, motion)));
    stones.forEach(drop);
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
    // A Hero's entrance has a moment of its own: its fighting side shown large, then it walks to its lane (settle).
    heroEntered: async (e, final) => {
      stage.sound('win');
      const hero = HERO_BY_ID.get(DECK_BY_ID.get(final.config.decks[e.seat] ?? '')?.hero ?? '');
      const state = final.sides[e.seat]?.hero ?? { inPlay: true, damage: 0, feats: 0 };
      const whose = e.seat === board.nearSeat ? 'Your Hero' : 'Their Hero';
      await showcase(heroInLaneModel(e.seat === board.nearSeat ? 'hero' : 'farhero', hero, state).zoomed ?? { id: 'hero', title: hero?.name ?? 'Hero' }, `${whose} enters the ${laneName(e.lane)} lane!`);
    },
    heroMoved: nothing,
    // The units a level-up uses merge where they stand into one (the new card then arrives there on the settle).
    leveledUp: async (e) => {
      stage.sound('place');
      const used = e.sacrificed.flatMap((card) => board.cards.get(keyOf(e.seat, card)) ?? []);
      if (used.length === 0) return;
      const at = { x: used.reduce((sum, card) => sum + card.x, 0) / used.length, y: used.reduce((sum, card) => sum + card.y, 0) / used.length };
      const words = say(at, 'Level up!', palette().gold, 24);
      await tweenTo(scene, { targets: used, x: at.x, y: at.y, scale: (used[0]?.scale ?? 1) * 1.15, alpha: 0, duration: 380, ease: 'Back.In' }, motion);
      await words;
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
    // A destroyed unit goes to its owner's graveyard.
    destroyed: async (e) => {
      const card = e.card === HERO ? undefined : board.cards.get(e.card);
      if (!card) return;
      const grave = graveyardOf(e.seat);
      await tweenTo(scene, { targets: card, x: grave.x, y: grave.y, angle: 0, scale: board.layout.pileScale, duration: 340, ease: 'Quad.InOut' }, motion);
      await tweenTo(scene, { targets: card, alpha: 0, duration: 120 }, motion);
    },
    buffed: async (e) => say(pointOf(e.seat, e.card), `+${e.power}/+${e.health}`, palette().legal),
    pushed: async () => stage.sound('slide'),
    returned: async () => stage.sound('slide'),
    healed: async (e) => say(pointOf(e.seat, HERO), `+${e.amount}`, palette().legal),
    fortified: async (e) => say(gatePoint(e.seat, e.lane), 'Fortified +1 Shield', palette().legal),
    // The Shield, a face-down card, flips up and flies to its owner's hand (yours shows its face) or graveyard.
    shieldLost: async (e, final) => {
      stage.sound('hit');
      const from = gatePoint(e.seat, e.lane);
      if (!from) return;
      const known = e.seat === board.nearSeat && e.card >= 0 ? cardOf(final.config.decks, e.card) : undefined;
      const model = known ? cardModel(`c${e.card}`, known) : { id: 'shield', title: 'Shield' };
      const shield = transient(model, false, from, 0.32);
      const words = say(from, e.to === 'hand' ? 'A Shield breaks' : 'A Shield is sacrificed', palette().hover);
      const to = e.to === 'hand' ? handOf(e.seat) : graveyardOf(e.seat);
      const scale = e.to === 'hand' && e.seat === board.nearSeat ? board.layout.hand.cardScale * 0.8 : 0.32;
      if (known || e.to === 'graveyard') void shield.flip(true, motion);
      await tweenTo(scene, { targets: shield, x: to.x, y: to.y, scale, duration: 480, ease: 'Cubic.InOut' }, motion);
      await words;
      drop(shield);
    },
    gateDestroyed: async (e) => {
      stage.sound('lose');
      await Promise.all([crumble(e.seat, e.lane), say(gatePoint(e.seat, e.lane), 'The Gate falls!', palette().refused, 28)]);
    },
    revealed: nothing,
    // A lunge at the Gate or Hero it strikes, and back (the settle then stands it forward, in the battle).
    attackerDeclared: async (e) => {
      const card = board.cards.get(keyOf(e.seat, e.card));
      const target = e.target === 'gate' ? gatePoint(1 - e.seat, e.lane) : pointOf(1 - e.seat, HERO);
      if (!card || !target) return;
      stage.sound('slide');
      const at = toward(card, target, 0.35);
      await tweenTo(scene, { targets: card, x: at.x, y: at.y, duration: 170, yoyo: true, ease: 'Quad.Out' }, motion);
    },
    attackersConfirmed: nothing,
    // The blocker steps in front of its attacker (the settle leaves it standing forward, a line to the attacker).
    blockerDeclared: async (e) => {
      stage.sound('place');
      const card = board.cards.get(keyOf(e.seat, e.card));
      const attacker = pointOf(1 - e.seat, e.attacker);
      if (!card || !attacker) return;
      const at = toward(card, attacker, 0.45);
      await tweenTo(scene, { targets: card, x: at.x, y: at.y, duration: 220, ease: 'Quad.Out' }, motion);
    },
    blockersConfirmed: nothing,
    damageAssigned: nothing,
    passed: nothing,
    battleEnded: nothing,
    discarded: async () => stage.sound('slide'),
    won: nothing,
    draw: nothing,
  };
}
