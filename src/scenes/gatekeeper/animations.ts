/**
 * How the Gatekeeper table animates each domain event: one entry per event type (a missing one is a compile
 * error). Each steps the board's picture (`applyEvent`) and moves the pieces there.
 */
import * as Phaser from 'phaser';
import type { Seat } from '../../rules/core/module';
import type { GkEvent, GkView } from '../../rules/gatekeeper/index';
import { SPELL_TEXT } from '../../rules/gatekeeper/index';
import { ICONS } from '../assets';
import { CardView } from '../components/CardView';
import { drawBox, mix } from '../components/draw';
import { floatText } from '../components/effects';
import { tweenTo } from '../components/motion';
import type { SoundName } from '../audio';
import type { EventAnimations } from '../kit/TableScene';
import { DEPTH } from '../layers';
import { textStyle } from '../theme';
import type { GkBoard, Where } from './board';
import type { LocationTile } from './pieces';
import type { Shown } from './model';
import { applyEvent, mulliganedAway } from './model';

/** What the animations need besides the board. */
export interface GkStage {
  readonly board: GkBoard;
  readonly transients: Set<object>;
  sound(name: SoundName): void;
  seatName(seat: Seat): string;
}

export function gatekeeperAnimations(stage: GkStage): EventAnimations<GkEvent, GkView> {
  const { board } = stage;
  const scene = board.scene;
  const motion = board.host.motion;
  const shown = (): Shown => board.shown as Shown;
  const wait = (ms: number): Promise<void> => new Promise((resolve) => scene.time.delayedCall(motion.ms(ms), resolve));

  /** A witch flies face down off the pile to `where` and turns up on the way; resolves after `waitMs`. */
  const dealFaceUp = async (witch: number, where: Where, flyMs: number, waitMs: number): Promise<void> => {
    const from = board.pile.topPosition();
    const card = board.makeWitch(witch, 'near', false);
    card.setPosition(from.x, from.y).setScale(board.layout.pile.scale).setDepth(DEPTH.lifted);
    board.assign(card, witch, where);
    board.placeStatic();
    void card.flip(true, motion);
    void board.layoutAll(true, flyMs);
    await wait(waitMs);
  };

  const flyToDiscard = async (id: number, card: CardView): Promise<void> => {
    board.dropCard(id);
    card.setDepth(DEPTH.lifted);
    await tweenTo(scene, { targets: card, x: board.discard.x, y: board.discard.y, angle: 0, scale: board.layout.discard.scale, duration: 260, ease: 'Cubic.InOut' }, motion);
    card.destroy();
  };

  /** A back from the opponent's hand (or the pile) turns into a witch on her way. */
  const fromOpponent = (witch: number, side: 'near' | 'far'): CardView => {
    const back = board.backs.pop();
    const from = back ? { x: back.x, y: back.y, scale: back.scale } : { ...board.pile.topPosition(), scale: board.layout.pile.scale };
    back?.destroy();
    const card = board.makeWitch(witch, side, false);
    card.setPosition(from.x, from.y).setScale(from.scale).setDepth(DEPTH.lifted);
    return card;
  };

  /** A word that rises from a card and fades (a spell's name, "Shielded!"); the next event need not wait for it. */
  const flashText = async (card: CardView | undefined, text: string, colour: number): Promise<void> => {
    if (!card) return;
    void floatText(scene, card.x, card.y, text, colour, motion, stage.transients);
    await wait(160);
  };

  /** A short line of words over a location (a confrontation's result). */
  const banner = async (tile: LocationTile | undefined, text: string, colour: number): Promise<void> => {
    if (!tile) return;
    const p = board.host.palette;
    const t = scene.add.text(0, 0, text, textStyle('label', p.text, { size: 15, align: 'center', wordWrap: { width: 240, useAdvancedWrap: true } })).setOrigin(0.5);
    const g = scene.add.graphics();
    drawBox(g, 0, 0, t.width + 24, t.height + 14, { fill: mix(p.surfaceRaised, 0x000000, 0.1), fillAlpha: 0.96, stroke: colour, strokeWidth: 2, radius: 10, shadow: 4 });
    const x = Phaser.Math.Clamp(tile.x, board.layout.plane.left + t.width / 2 + 14, board.layout.plane.right - t.width / 2 - 14);
    const box = scene.add.container(x, tile.y, [g, t]).setDepth(DEPTH.ui + 4).setAlpha(0);
    // Stays up while the damage runs down the track; the events after it do not wait for it to fade.
    void tweenTo(scene, { targets: box, alpha: 1, duration: 140 }, motion)
      .then(() => wait(900))
      .then(() => tweenTo(scene, { targets: box, alpha: 0, duration: 200 }, motion))
      .then(() => {
        stage.transients.delete(box);
        box.destroy();
      });
    stage.transients.add(box);
    await wait(220);
  };

  /** The Gatekeeper walks location to location; from the last she walks off the right edge and on at the left. */
  const walkKeeper = async (from: number, path: readonly number[], hop: boolean): Promise<void> => {
    const pawn = board.pawn;
    const pl = board.layout.plane;
    let at = from;
    for (const next of path) {
      const to = board.tiles[next]?.keeperPoint();
      if (!to) continue;
      if (hop) {
        // Wild: she is carried in an arc over the plane to the chosen location.
        await Promise.all([tweenTo(scene, { targets: pawn, x: to.x, duration: 420, ease: 'Sine.InOut' }, motion), tweenTo(scene, { targets: pawn, y: to.y - 46, duration: 210, yoyo: true, ease: 'Sine.Out' }, motion)]);
        pawn.setY(to.y);
      } else if (next < at || (at === 3 && next === 0)) {
        const y = pawn.y;
        await tweenTo(scene, { targets: pawn, x: pl.right + 30, alpha: 0, duration: 150, ease: 'Sine.In' }, motion);
        pawn.setPosition(pl.left - 30, y);
        await tweenTo(scene, { targets: pawn, x: to.x, y: to.y, alpha: 1, duration: 170, ease: 'Sine.Out' }, motion);
      } else {
        await tweenTo(scene, { targets: pawn, x: to.x, y: to.y, duration: 160, ease: 'Sine.InOut' }, motion);
      }
      at = next;
    }
    if (hop) await tweenTo(scene, { targets: pawn, scale: 1.25, duration: 120, yoyo: true }, motion);
  };

  /** The picture steps, then the pieces slide there. */
  const slide = (sound: SoundName | null, duration: number) => async (e: GkEvent, final: GkView) => {
    applyEvent(shown(), e, final);
    if (sound) stage.sound(sound);
    await board.layoutAll(true, duration);
  };
  const step = async (e: GkEvent, final: GkView): Promise<void> => applyEvent(shown(), e, final);

  const mana = async (e: Extract<GkEvent, { type: 'manaPaid' | 'damaged' }>, final: GkView): Promise<void> => {
    const s = shown();
    const before = s.mana[e.seat] ?? 0;
    applyEvent(s, e, final);
    const after = s.mana[e.seat] ?? 0;
    const track = board.tracks[e.seat];
    for (let v = before - 1; v >= after; v--) {
      track?.setMana(v);
      stage.sound('hit');
      await wait(75);
    }
    track?.setMana(after);
  };

  return {
    played: async (e, final) => {
      let card = board.cards.get(e.witch);
      const flip = !card;
      if (!card) card = fromOpponent(e.witch, board.sideOf(e.seat));
      applyEvent(shown(), e, final);
      board.assign(card, e.witch, 'plane');
      stage.sound('place');
      await Promise.all([board.layoutAll(true, 230), flip ? card.flip(true, motion) : Promise.resolve()]);
    },
    duel: async (e) => {
      const a = board.cards.get(e.witch);
      const b = board.cards.get(e.target);
      stage.sound('hit');
      await Promise.all([a, b].filter((c): c is CardView => !!c).map((c) => tweenTo(scene, { targets: c, scale: c.scale * 1.14, duration: 90, yoyo: true, ease: 'Quad.Out' }, motion)));
      if (e.blocked) await flashText(b ?? a, 'Shielded!', 0x9fd8ff);
    },
    dazzled: slide('slide', 180),
    cast: async (e) => {
      stage.sound('flip');
      await flashText(board.cards.get(e.witch), SPELL_TEXT[e.spell].name, board.host.palette.gold);
    },
    healed: slide('heal', 240),
    shielded: slide('slide', 260),
    moved: slide('slide', 260),
    manaPaid: mana,
    damaged: mana,
    keeperEntered: async (e, final) => {
      applyEvent(shown(), e, final);
      const k = board.tiles[e.loc]?.keeperPoint();
      if (!k) return;
      board.pawn.setPosition(k.x, k.y - 30).setAlpha(0).setVisible(true);
      await tweenTo(scene, { targets: board.pawn, y: k.y, alpha: 1, duration: 300, ease: 'Bounce.Out' }, motion);
    },
    keeperMoved: async (e, final) => {
      // A one-step path that is not the next location can only be a wild witch's choice: an arc, not a walk.
      await walkKeeper(e.from, e.path, e.path.length === 1 && e.to !== (e.from + 1) % 4);
      applyEvent(shown(), e, final);
    },
    keeperStays: async () => {
      await tweenTo(scene, { targets: board.pawn, scale: 1.3, duration: 160, yoyo: true }, motion);
    },
    removed: async (e, final) => {
      const card = board.cards.get(e.witch);
      applyEvent(shown(), e, final);
      stage.sound('slide');
      await Promise.all([card ? flyToDiscard(e.witch, card).then(() => board.placeStatic()) : Promise.resolve(), board.layoutAll(true, 220)]);
    },
    gateOpened: async (e, final) => {
      const bead = board.beads[e.loc];
      const tile = board.tiles[e.loc];
      const from = shown().beads[e.loc] ?? 0;
      stage.sound('flip');
      if (bead && tile) {
        const steps = (e.gate - from + 3) % 3 || 3;
        for (let i = 1; i <= steps; i++) {
          const pt = tile.gatePoint(from + i);
          await tweenTo(scene, { targets: bead, x: pt.x, y: pt.y, duration: 130, ease: 'Sine.InOut' }, motion);
        }
        tile.setTileState('flash');
      }
      applyEvent(shown(), e, final);
    },
    confrontation: async (e) => {
      const p = board.host.palette;
      const tile = board.tiles[e.loc];
      const name = e.dominant === null ? '' : stage.seatName(e.dominant);
      const who = e.dominant === null ? 'no majority, no damage' : `${name} ${name === 'You' ? 'strike' : 'strikes'} ${e.strike}, ${e.block} blocked`;
      const element = e.element.charAt(0).toUpperCase() + e.element.slice(1);
      await banner(tile, `${element} gate: ${who}`, e.dominant === null ? p.textMuted : (p.seats[e.dominant] ?? p.gold));
      tile?.setTileState('idle');
    },
    cleared: async (e, final) => {
      const cards = e.witches.map((id) => [id, board.cards.get(id)] as const);
      applyEvent(shown(), e, final);
      stage.sound('slide');
      await Promise.all(cards.map(([id, c]) => (c ? flyToDiscard(id, c) : Promise.resolve())));
      board.placeStatic();
      board.tiles[e.loc]?.setTileState('idle');
    },
    recruited: async (e, final) => {
      const card = board.cards.get(e.witch);
      applyEvent(shown(), e, final);
      stage.sound('slide');
      if (e.seat === shown().seat) {
        if (card) board.assign(card, e.witch, 'hand');
        await board.layoutAll(true, 240);
        return;
      }
      if (!card) return;
      // To the opponent's hand, where she becomes a back.
      board.dropCard(e.witch);
      const pose = board.backPose(board.backs.length, board.backs.length + 1);
      card.setDepth(DEPTH.lifted);
      await Promise.all([tweenTo(scene, { targets: card, x: pose.x, y: pose.y, scale: pose.scale, duration: 300, ease: 'Cubic.Out' }, motion), card.flip(false, motion)]);
      card.destroy();
      board.setBacks(shown().handCounts[e.seat] ?? 0);
      await board.layoutAll(true, 200);
    },
    drew: async (e, final) => {
      applyEvent(shown(), e, final);
      stage.sound('slide');
      if (e.seat === shown().seat && e.witch >= 0) {
        await dealFaceUp(e.witch, 'hand', 240, 120);
        return;
      }
      const from = board.pile.topPosition();
      const back = new CardView(scene, { id: `back${board.backs.length + 1}`, title: '' }, board.host.palette, { faceUp: false, backIcon: ICONS.cardBack.key });
      back.setPosition(from.x, from.y).setScale(board.layout.pile.scale).setDepth(DEPTH.lifted);
      board.backs.push(back);
      board.placeStatic();
      await board.layoutAll(true, 240);
    },
    lineRefilled: async (e, final) => {
      applyEvent(shown(), e, final);
      await dealFaceUp(e.witch, 'line', 220, 100);
    },
    reshuffled: async (e, final) => {
      applyEvent(shown(), e, final);
      stage.sound('flip');
      board.placeStatic();
      await wait(200);
    },
    discarded: async (e, final) => {
      let card = board.cards.get(e.witch);
      if (!card) {
        // The opponent's discard is public: a back turns over on its way to the discard pile.
        card = fromOpponent(e.witch, 'near');
        void card.flip(true, motion);
      }
      applyEvent(shown(), e, final);
      stage.sound('slide');
      await Promise.all([flyToDiscard(e.witch, card).then(() => board.placeStatic()), board.layoutAll(true, 200)]);
    },
    mulliganed: async (e, final) => {
      const s = shown();
      const away = e.seat === s.seat ? mulliganedAway(s, final) : [];
      applyEvent(s, e, final);
      const to = board.pile.topPosition();
      const scale = board.layout.pile.scale;
      const leaving: Promise<unknown>[] = [];
      for (const id of away) {
        const card = board.dropCard(id);
        if (!card) continue;
        card.setDepth(DEPTH.lifted);
        leaving.push(Promise.all([tweenTo(scene, { targets: card, x: to.x, y: to.y, scale, angle: 0, duration: 300 }, motion), card.flip(false, motion)]).then(() => card.destroy()));
      }
      if (e.seat !== s.seat) {
        for (let i = 0; i < e.count; i++) {
          const back = board.backs.pop();
          if (back) leaving.push(tweenTo(scene, { targets: back, x: to.x, y: to.y, scale, duration: 300 }, motion).then(() => back.destroy()));
        }
      }
      await Promise.all([...leaving, board.layoutAll(true, 300)]);
      board.placeStatic();
    },
    turnBegan: step,
    refreshed: step,
    noDuel: step,
    skipped: step,
    passed: step,
    won: step,
    draw: step,
  };
}
