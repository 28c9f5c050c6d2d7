import * as Phaser from 'phaser';
import type { GkView } from '../../rules/gatekeeper/index';
import { CARD_HEIGHT, CARD_WIDTH } from '../components/CardView';
import { DEPTH } from '../layers';
import type { Palette } from '../theme';
import { textStyle } from '../theme';
import type { GkBoard } from './board';
import { columnPose } from './layout';

/** Every touch target is at least this wide (CSS px). */
const CHIP_SIZE = 44;

/** A round marker, "she goes here", for the Temptress's and the Lieutenant's places: a 44 px touch target. */
export class Chip extends Phaser.GameObjects.Container {
  readonly zoneId: string;
  readonly seat: number;
  readonly loc: number;
  readonly to: number;

  constructor(scene: Phaser.Scene, at: { x: number; y: number }, spot: { zoneId: string; seat: number; loc: number; to: number }, palette: Palette, onTap: () => void) {
    super(scene, at.x, at.y);
    this.zoneId = spot.zoneId;
    this.seat = spot.seat;
    this.loc = spot.loc;
    this.to = spot.to;
    const r = CHIP_SIZE / 2 - 2;
    const g = scene.add.graphics();
    g.fillStyle(0x000000, 0.35);
    g.fillCircle(1, 2, r);
    g.fillStyle(palette.legal, 1);
    g.fillCircle(0, 0, r);
    g.lineStyle(2, 0xffffff, 0.9);
    g.strokeCircle(0, 0, r);
    const t = scene.add.text(0, 0, String(spot.to + 1), textStyle('badge', palette.textDark, { size: 16 })).setOrigin(0.5);
    this.add([g, t]).setSize(CHIP_SIZE, CHIP_SIZE).setDepth(DEPTH.lifted).setInteractive({ useHandCursor: true });
    this.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, onTap);
    scene.add.existing(this);
  }
}

/** Where a place's chip goes: `slot<to>` is in the opposing column of the Temptress's location, `slot<loc>:<to>` in one of the viewer's. */
export function chipSpot(zoneId: string, view: GkView): { seat: number; loc: number; to: number; length: number } | null {
  const temptress = /^slot(\d+)$/.exec(zoneId);
  const me = view.seat;
  if (temptress) {
    const loc = view.cur?.loc ?? 0;
    return { seat: 1 - me, loc, to: Number(temptress[1]), length: view.columns[1 - me]?.[loc]?.length ?? 0 };
  }
  const lieutenant = /^slot(\d+):(\d+)$/.exec(zoneId);
  if (!lieutenant) return null;
  const loc = Number(lieutenant[1]);
  return { seat: me, loc, to: Number(lieutenant[2]), length: (view.columns[me]?.[loc]?.length ?? 0) + 1 };
}

/** Chips for the places on offer, beside where the witch would rest. */
export function makeChips(board: GkBoard, view: GkView, zoneIds: readonly string[], onTap: (zoneId: string) => void): Chip[] {
  const s = board.shown;
  if (!s) return [];
  const pl = board.layout.plane;
  return zoneIds.flatMap((zoneId) => {
    const spot = chipSpot(zoneId, view);
    if (!spot) return [];
    const side = board.sideOf(spot.seat);
    const col = (s.columns[spot.seat]?.[spot.loc] ?? []).map((w) => w.dazzled);
    // Where she would rest: for the Lieutenant a new slot, for the Temptress the slot of the witch she displaces.
    const withHer = spot.length > col.length ? [...col.slice(0, spot.to), false, ...col.slice(spot.to)] : col;
    const pose = columnPose(pl, side, spot.loc, spot.to, withHer);
    const x = Math.max(pl.left + CHIP_SIZE / 2, (pl.colX[spot.loc] ?? 0) - (CARD_WIDTH * pl.cardScale) / 2 - 20);
    const y = side === 'near' ? pose.y - (CARD_HEIGHT * pl.cardScale) / 2 + 18 : pose.y + (CARD_HEIGHT * pl.cardScale) / 2 - 18;
    // Sent on the next tick: the chip is destroyed by the refresh the move causes.
    return [new Chip(board.scene, { x, y }, { zoneId, ...spot }, board.host.palette, () => board.scene.time.delayedCall(0, () => onTap(zoneId)))];
  });
}
