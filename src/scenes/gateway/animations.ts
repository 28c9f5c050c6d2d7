/**
 * Gateway Uprising's events as the table plays them, on the picture as it stood before the move (the kit's settle
 * then moves every card to where the move left it): a recruited card flies from its market pile to the discard
 * pile, an Event is shown large to everyone, the attacking Army marches onto the district, the battle names its
 * sides and Damage Amounts over it and the damage each card takes rises from it card by card, the Guard and Horde
 * arrive with a word on their district, a district changing hands or falling to ruin says so, Gold and Infamy
 * gained rise from the resources line.
 */
import type * as Phaser from 'phaser';
import type { GwEvent, GwView } from '../../rules/gateway/index';
import { cardAt } from '../../rules/gateway/index';
import type { SoundName } from '../assets';
import { ICONS } from '../assets';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import type { CardModel } from '../components/CardView';
import { floatText } from '../components/effects';
import type { Motion } from '../components/motion';
import { tweenTo } from '../components/motion';
import type { EventAnimations } from '../kit/TableScene';
import { DEPTH } from '../layers';
import { textStyle } from '../theme';
import type { GwBoard } from './board';
import { cardModel } from './face';
import { killedNext } from './battle-picture';

export interface GwStage {
  readonly board: GwBoard;
  readonly motion: Motion;
  readonly transients: Set<object>;
  sound(name: SoundName): void;
  seatName(seat: number): string;
}

type Point = { readonly x: number; readonly y: number };


export function gatewayAnimations(stage: GwStage): EventAnimations<GwEvent, GwView> {
  const { board, motion, transients } = stage;
  const scene = board.scene;
  const palette = () => board.host.palette;
  const pause = (ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(motion.ms(ms), resolve));
  const nothing = async (): Promise<void> => undefined;
  const say = (at: Point | null, text: string, colour: number, size = 22): Promise<void> => (at ? floatText(scene, at.x, at.y, text, colour, motion, transients, size) : Promise.resolve());
  /** The middle of a district's tile. */
  const districtPoint = (index: number): Point | null => {
    const tile = board.districts[index];
    return tile ? { x: tile.x + tile.rect.width / 2, y: tile.y + tile.rect.height / 2 } : null;
  };
  const resources = (): Point => board.resources;
  const transient = (model: CardModel, at: Point, scale: number): CardView => {
    const card = new CardView(scene, model, palette(), { faceUp: true, backIcon: ICONS.cardBack.key }).setPosition(at.x, at.y).setScale(scale).setDepth(DEPTH.ui + 3);
    transients.add(card);
    return card;
  };
  const drop = (object: Phaser.GameObjects.GameObject): void => {
    transients.delete(object);
    object.destroy();
  };
  /** A card shown large in the middle of the city for a moment, with a caption. */
  const showcase = async (model: CardModel, caption: string): Promise<void> => {
    const at = board.layout.toast;
    const card = transient(model, at, 1.1).setAlpha(0);
    const words = scene.add.text(at.x, at.y - (CARD_HEIGHT * 1.1) / 2 - 22, caption, textStyle('heading', palette().text, { size: 20, stroke: '#000000', strokeThickness: 4 })).setOrigin(0.5).setDepth(DEPTH.ui + 3);
    transients.add(words);
    await tweenTo(scene, { targets: card, alpha: 1, duration: 160 }, motion);
    await pause(800);
    await tweenTo(scene, { targets: [card, words], alpha: 0, duration: 200 }, motion);
    drop(card);
    drop(words);
  };
  const side = (who: number): string => (who === -1 ? 'the City Guard' : who === -2 ? 'the Horde' : stage.seatName(who));
  /** Where the battle under way is fought (the picture's battle; the last one begun, for a battle begun in an earlier move). */
  let battleAt: number | null = null;
  const battleDistrict = (): number | null => board.shown?.battle?.districts[0] ?? battleAt;
  /** A seat's Army marches onto a district: a few card backs travel from the seat's panel to the tile. */
  const march = async (seat: number, district: number): Promise<void> => {
    const panel = board.seats[seat];
    const to = districtPoint(district);
    const size = board.shown?.players[seat]?.army.length ?? 0;
    if (!panel || !to || size === 0) return;
    const from = { x: panel.x + panel.rect.width / 2, y: panel.y + panel.rect.height / 2 };
    const backs = Array.from({ length: Math.min(5, size) }, () => new CardView(scene, { id: 'army', title: '' }, palette(), { faceUp: false, backIcon: ICONS.cardBack.key }).setPosition(from.x, from.y).setScale(0.22).setDepth(DEPTH.ui + 3));
    for (const back of backs) transients.add(back);
    await Promise.all(backs.map((back, i) => tweenTo(scene, { targets: back, x: to.x + (i - (backs.length - 1) / 2) * 14, y: to.y, delay: motion.ms(i * 70), duration: 380, ease: 'Cubic.Out' }, motion)));
    await tweenTo(scene, { targets: backs, alpha: 0, duration: 160 }, motion);
    for (const back of backs) drop(back);
  };

  return {
    turnBegan: async () => {
      stage.sound('turn');
      await pause(100);
    },
    drew: nothing,
    reshuffled: async () => stage.sound('slide'),
    played: async () => stage.sound('place'),
    runeUsed: async (e) => {
      stage.sound('flip');
      await showcase(cardModel(`c${e.card}`, e.card), `${stage.seatName(e.seat)} ${stage.seatName(e.seat) === 'You' ? 'use' : 'uses'} a Runestone`);
    },
    gained: async (e) => {
      if (e.what === 'gold' || e.what === 'infamy' || e.what === 'ap') await say(resources(), `+${e.amount} ${e.what === 'gold' ? 'Gold' : e.what === 'ap' ? 'AP' : 'Infamy'}`, e.what === 'infamy' ? palette().gold : palette().legal, 20);
    },
    modifier: nothing,
    summoned: async () => stage.sound('place'),
    runeGained: async () => stage.sound('flip'),
    cardGained: async () => stage.sound('slide'),
    // The bought card flies from its market pile to the discard pile.
    recruited: async (e) => {
      stage.sound('slide');
      const rect = board.market.targets.find((t) => t.kind === 'pile' && t.id === e.pile)?.rect;
      if (!rect) return;
      const card = transient(e.card < 0 ? { id: 'recruit', title: 'Runestone' } : cardModel(`c${e.card}`, e.card), { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }, 0.45);
      const to = board.piles.discard;
      await tweenTo(scene, { targets: card, x: to.x, y: to.y, scale: board.layout.pileScale, duration: 420, ease: 'Cubic.InOut' }, motion);
      drop(card);
    },
    exiled: async () => stage.sound('slide'),
    peeked: nothing,
    reordered: nothing,
    returnedToHand: async () => stage.sound('slide'),
    infamyTaken: async (e) => say(resources(), `${stage.seatName(e.seat)} takes 1 Infamy`, palette().gold, 20),
    phase: nothing,
    claimed: async (e) => {
      stage.sound('place');
      await say(districtPoint(e.district), `${stage.seatName(e.seat)} ${stage.seatName(e.seat) === 'You' ? 'take' : 'takes'} it`, palette().gold);
    },
    picked: async () => stage.sound('click'),
    allianceAsked: async (e) => say(districtPoint(e.district), `${stage.seatName(e.seat)} asks ${stage.seatName(e.ally)}`, palette().hover, 20),
    lent: async (e) => say(districtPoint(0), e.cards.length + e.runes.length === 0 ? `${stage.seatName(e.seat)} declines` : `${stage.seatName(e.seat)} lends ${e.cards.length + e.runes.length}`, palette().hover, 20),
    returned: nothing,
    battleBegan: async (e) => {
      battleAt = e.districts[0] ?? null;
      if (e.a >= 0 && battleAt !== null) await march(e.a, battleAt);
      stage.sound('hit');
      await say(districtPoint(e.districts[0] ?? 0), `${side(e.a)} attacks ${side(e.d)}`, palette().refused, 22);
    },
    damageAmounts: async (e) => say(board.layout.toast, `Damage ${e.a} against ${e.d}`, palette().text, 24),
    // The battle resolved card by card: the cards that take damage are laid out over the district, each is marked
    // with its damage in turn, then the killed ones fall and the survivors go back to their places.
    dealt: async (e, _final, rest) => {
      stage.sound('hit');
      const at = districtPoint(battleDistrict() ?? 0);
      if (!at) return;
      const hits = e.damage.flatMap((points, i) => (points > 0 ? [{ points, card: e.units[i] ?? -1 }] : []));
      const killed = killedNext(rest);
      const scale = 0.4;
      const gap = Math.min(CARD_WIDTH * scale + 10, (board.layout.districts[0]?.width ?? 300) / Math.max(1, hits.length));
      const row = hits.map((hit, i) => ({ ...hit, view: transient(cardModel(`c${hit.card}`, hit.card), { x: at.x + (i - (hits.length - 1) / 2) * gap, y: at.y }, scale).setAlpha(0) }));
      await tweenTo(scene, { targets: row.map((entry) => entry.view), alpha: 1, duration: 140 }, motion);
      for (const entry of row) {
        void say({ x: entry.view.x, y: entry.view.y - (CARD_HEIGHT * scale) / 2 }, `−${entry.points}`, palette().refused, 24);
        await pause(160);
      }
      await pause(180);
      await Promise.all(row.map((entry) =>
        killed.has(entry.card)
          ? tweenTo(scene, { targets: entry.view, y: entry.view.y + 40, angle: 25, alpha: 0, duration: 320, ease: 'Quad.In' }, motion)
          : tweenTo(scene, { targets: entry.view, alpha: 0, duration: 200 }, motion),
      ));
      for (const entry of row) drop(entry.view);
    },
    killed: async (e) => say(board.layout.toast, `${cardAt(e.card)?.name ?? 'A card'} is killed`, palette().refused, 20),
    retreated: nothing,
    control: async (e) => say(districtPoint(e.district), e.to === null ? 'Left unheld' : `Now held by ${side(e.to)}`, palette().gold, 20),
    // The district's reward flies from its tile to the seat that freed it.
    reward: async (e) => {
      const from = districtPoint(e.district);
      const panel = board.seats[e.seat];
      if (from && panel) {
        const token = transient({ id: 'reward', title: 'Reward' }, from, 0.3);
        await tweenTo(scene, { targets: token, x: panel.x + panel.rect.width / 2, y: panel.y + panel.rect.height / 2, scale: 0.18, duration: 420, ease: 'Cubic.InOut' }, motion);
        drop(token);
      }
      await say(resources(), `${stage.seatName(e.seat)}: a district's reward`, palette().legal, 18);
    },
    arrived: async (e) => say(districtPoint(e.district), `${cardAt(e.card)?.name ?? 'A card'} ${e.invading ? 'invades' : 'arrives'}`, cardAt(e.card)?.kind === 'horde' ? palette().refused : palette().hover, 18),
    ruined: async (e) => {
      stage.sound('lose');
      await say(districtPoint(e.district), 'Ruined by the Horde!', palette().refused, 26);
    },
    eventDrawn: async (e) => {
      stage.sound('flip');
      await showcase(cardModel(`c${e.card}`, e.card), 'Event');
    },
    roundEnded: nothing,
    gameOver: nothing,
  };
}
