/** What the Gatekeeper table reports to the e2e test hooks: every coordinate in page (CSS) pixels. */
import type { GkMove, GkPhase, GkView } from '../../rules/gatekeeper/index';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import type { HandoffCurtain } from '../components/HandoffCurtain';
import { visiblePoint } from '../components/HandFan';
import type { PageButton, PagePoint } from '../components/page';
import type { GameInspection, KitInspection, PageTools } from '../kit/inspect';
import type { TopBar } from '../components/TopBar';
import type { GameOverPanel } from '../kit/GameOverPanel';
import type { LayoutScene, Rect } from '../viewport';
import type { GkBoard } from './board';
import type { Chip } from './chips';
import { columnPose, nextSlot } from './layout';

export type { PageButton, PagePoint };

export interface GkInspection extends KitInspection<GkMove> {
  readonly phase: GkPhase;
  readonly active: number;
  readonly viewer: number;
  readonly acting: number | null;
  readonly thinking: number | null;
  readonly turn: number;
  readonly mana: readonly number[];
  /** The smallest font size of the mana tracks' numbers, in CSS pixels. */
  readonly manaNumberSize: number;
  /** The viewer's hand limit (5, less after a hand refresh). */
  readonly handLimit: number;
  readonly keeper: number;
  readonly beads: readonly number[];
  readonly hand: readonly (PagePoint & { readonly id: number; readonly selected: boolean })[];
  readonly oppHand: number;
  readonly line: readonly (PagePoint & { readonly id: number })[];
  readonly pile: PagePoint & { readonly count: number };
  readonly discard: PagePoint & { readonly count: number };
  readonly handZone: PagePoint & { readonly visible: boolean };
  /** [seat][loc]: the column area, a free point to tap or drop on, and its witches (tap points on what shows). */
  readonly columns: readonly (readonly {
    readonly rect: Rect;
    readonly tap: PagePoint;
    readonly state: string;
    readonly witches: readonly (PagePoint & { readonly id: number; readonly dazzled: boolean; readonly shielded: boolean; readonly angle: number })[];
  }[])[];
  readonly locations: readonly (PagePoint & { readonly state: string })[];
  /** Position markers offered by a Temptress or Lieutenant once a witch is picked. */
  readonly slots: readonly (PagePoint & { readonly seat: number; readonly loc: number; readonly to: number })[];
  /** Witches picked so far in a prompt (Healer, Fury, mulligan, discard). */
  readonly picked: readonly number[];
  readonly buttons: {
    readonly primary: PageButton;
    readonly skip: PageButton;
    readonly extra: PageButton;
    readonly undo: PageButton;
    readonly menu: PageButton;
  };
  readonly gameOver: { readonly title: string; readonly text: string; readonly rematch: PageButton; readonly menu: PageButton } | null;
  readonly curtain: { readonly showing: boolean; readonly button: PagePoint };
}

/** What the inspection reads off the table. */
export interface GkTableParts {
  readonly scene: LayoutScene;
  readonly board: GkBoard;
  readonly view: GkView | null;
  readonly viewer: number;
  readonly acting: number | null;
  readonly thinking: number | null;
  /** The card held by tap or keyboard (the drag controller's selection). */
  readonly selected: string | null;
  readonly picked: readonly number[];
  readonly chips: readonly Chip[];
  readonly bar: TopBar;
  readonly curtain: HandoffCurtain;
  readonly over: { readonly panel: GameOverPanel } | null;
}

/** The table as the e2e tests see it (the kit adds the fields every table has). */
export function inspectGatekeeper(t: GkTableParts, tools: PageTools): GameInspection<Omit<GkInspection, keyof KitInspection<GkMove>>> {
  const { scene, board, view: v } = t;
  const s = board.shown;
  const { pt, button, check } = tools;
  const moving = scene.tweens.getTweens().some((tw) => (tw.targets ?? []).some((o) => o instanceof CardView || o === board.pawn || board.beads.includes(o as never)));
  const L = board.layout;
  const pl = L.plane;
  const columns = [0, 1].map((seat) =>
    [0, 1, 2, 3].map((loc) => {
      const side = board.sideOf(seat);
      const col = s?.columns[seat]?.[loc] ?? [];
      const dazzled = col.map((w) => w.dazzled);
      const rect: Rect = side === 'near' ? { x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.nearTop, width: pl.colW, height: pl.nearBottom - pl.nearTop } : { x: (pl.colX[loc] ?? 0) - pl.colW / 2, y: pl.farTop, width: pl.colW, height: pl.farBottom - pl.farTop };
      const heights = col.map(() => CARD_HEIGHT * pl.cardScale);
      const poses = col.map((_, i) => columnPose(pl, side, loc, i, dazzled));
      const witches = col.map((w, i) => {
        const pose = poses[i] as { x: number; y: number; angle: number };
        const h = heights[i] as number;
        const next = poses[i + 1];
        let y = pose.y;
        if (next) {
          const nh = heights[i + 1] as number;
          y = side === 'near' ? (pose.y - h / 2 + Math.min(next.y - nh / 2, pose.y + h / 2)) / 2 : (pose.y + h / 2 + Math.max(next.y + nh / 2, pose.y - h / 2)) / 2;
        }
        return { id: w.witch, dazzled: w.dazzled, shielded: w.shielded, angle: pose.angle, ...pt(pose.x, y) };
      });
      // A free spot in the column: below (or above) the last witch, else the next slot (taps there reach the column).
      const last = poses[poses.length - 1];
      const lastH = heights[heights.length - 1] ?? 0;
      let tap = nextSlot(pl, side, loc, dazzled);
      if (last && side === 'near' && rect.y + rect.height - (last.y + lastH / 2) > 24) tap = { x: last.x, y: (last.y + lastH / 2 + rect.y + rect.height) / 2 };
      if (!last) tap = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
      const zone = side === 'near' ? board.zones[loc] : undefined;
      return { rect: scene.rectToPage(rect), tap: pt(tap.x, tap.y), state: zone?.zoneState ?? 'idle', witches };
    }),
  );
  for (const [id, c] of board.cards) {
    check(`w${id}`, c.x, c.y, CARD_WIDTH * c.scale, CARD_HEIGHT * c.scale * 0.6);
  }
  for (const b of [board.primary, board.skip, board.extra]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
  for (const tile of board.tiles) check(`loc${tile.loc}`, tile.x, tile.y, tile.width, tile.height);
  board.tracks.forEach((track, seat) => check(`mana${seat}`, track.x + 23, track.y, 0, 0));
  const fields = {
    phase: v?.phase ?? 'over',
    active: v?.active ?? 0,
    viewer: t.viewer,
    acting: t.acting,
    thinking: t.thinking,
    turn: v?.turn ?? 0,
    mana: s?.mana ?? [],
    manaNumberSize: Math.min(...board.tracks.map((track) => track.numberSize)),
    handLimit: v?.limits[t.viewer] ?? 5,
    keeper: s?.keeper ?? -1,
    beads: s?.beads ?? [],
    hand: (s?.hand ?? []).map((id, i, all) => {
      const c = board.cards.get(id);
      const next = board.cards.get(all[i + 1] ?? -1);
      return { id, selected: t.picked.includes(id) || t.selected === `w${id}`, ...pt(visiblePoint(c, next).x, visiblePoint(c, next).y) };
    }),
    oppHand: board.backs.length,
    line: (s?.line ?? []).map((id) => {
      const c = board.cards.get(id);
      return { id, ...pt(c?.x ?? 0, c?.y ?? 0) };
    }),
    pile: { ...pt(board.pileProxy.x, board.pileProxy.y), count: s?.pileCount ?? 0 },
    discard: { ...pt(board.discard.x, board.discard.y), count: s?.discard.length ?? 0 },
    handZone: { ...pt(L.handZone.x + L.handZone.width / 2, L.handZone.y + 18), visible: board.handZone.visible },
    columns,
    locations: board.tiles.map((tile) => ({ ...pt(tile.x, tile.y), state: tile.tileState })),
    slots: t.chips.map((c) => ({ ...pt(c.x, c.y), seat: c.seat, loc: c.loc, to: c.to })),
    picked: [...t.picked],
    buttons: { primary: button(board.primary), skip: button(board.skip), extra: button(board.extra), undo: button(t.bar.undo), menu: button(t.bar.menu) },
    gameOver: t.over ? { title: t.over.panel.words.title, text: t.over.panel.words.text, rematch: button(t.over.panel.rematch), menu: button(t.over.panel.menu) } : null,
    curtain: { showing: t.curtain.showing, button: pt(t.curtain.buttonRect.x + t.curtain.buttonRect.width / 2, t.curtain.buttonRect.y + t.curtain.buttonRect.height / 2) },
  };
  return { moving, fields };
}
