/** What the GateRunners table reports to the e2e test hooks: every coordinate in page (CSS) pixels. */
import type { GrMove, GrPhase, GrView } from '../../rules/gaterunners/index';
import type { Button } from '../components/Button';
import type { PageButton, PagePoint } from '../components/page';
import type { GameOverPanel } from '../kit/GameOverPanel';
import type { GameInspection, KitInspection, PageTools } from '../kit/inspect';
import type { GrBoard } from './board';
import { cardIdOf, FAR_HERO, NEAR_HERO } from './cards';

export type { PageButton, PagePoint };

export interface GrInspection extends KitInspection<GrMove> {
  readonly phase: GrPhase;
  readonly turn: number;
  /** Each seat's deck id, in seat order. */
  readonly decks: readonly string[];
  readonly viewer: number;
  readonly active: number;
  readonly thinking: number | null;
  /** Every card on the table by its id (`c123`, `hero`, `farhero`, `gate:<id>`): where it shows and how it lies. */
  readonly cards: Readonly<Record<string, PagePoint & { readonly where: string; readonly highlight: string; readonly angle: number }>>;
  /** [lane]: each side's Gate (name, Shields, destroyed) and units. */
  readonly lanes: readonly { readonly label: string; readonly near: LaneSide; readonly far: LaneSide }[];
  /** Each seat's Hero as the viewer sees it: in play (and in which lane) or on its Journey. */
  readonly heroes: { readonly near: { readonly inPlay: boolean; readonly lane: number }; readonly far: { readonly inPlay: boolean; readonly lane: number } };
  readonly phaseLit: string | null;
  /** The banner across the lanes (a response window), or null. */
  readonly banner: string | null;
  readonly info: string;
  /** The words under a zoomed card (its numbers, then what its keywords do), or null. */
  readonly zoomCaption: string | null;
  readonly buttons: { readonly primary: PageButton; readonly secondary: PageButton; readonly undo: PageButton; readonly menu: PageButton };
  readonly gameOver: { readonly title: string; readonly text: string; readonly rematch: PageButton; readonly menu: PageButton } | null;
}

interface LaneSide {
  readonly gate: { readonly name: string; readonly shields: number; readonly condition: string } & PagePoint;
  readonly units: readonly number[];
  /** The side's Hero card stands in this lane's Hero place (its middle within the place, on screen). */
  readonly hero: boolean;
}

export interface GrTableParts {
  readonly board: GrBoard;
  readonly view: GrView | null;
  readonly viewer: number;
  readonly thinking: number | null;
  readonly bar: { readonly undo: Button; readonly menu: Button };
  readonly over: { readonly panel: GameOverPanel } | null;
  readonly zoomCaption: string | null;
}

/** The table as the e2e tests see it (the kit adds the fields every table has). */
export function inspectGateRunners(t: GrTableParts, tools: PageTools): GameInspection<Omit<GrInspection, keyof KitInspection<GrMove>>> {
  const { board, view: v } = t;
  const { pt, button, check } = tools;
  const moving = board.scene.tweens.getTweens().some((tw) => (tw.targets ?? []).some((o) => [...board.cards.values()].includes(o as never)));
  const cards: Record<string, PagePoint & { where: string; highlight: string; angle: number }> = {};
  for (const [key, card] of board.cards) {
    const where = key === NEAR_HERO || key === FAR_HERO ? 'hero' : (board.where.get(key) ?? 'none');
    cards[cardIdOf(key)] = { ...pt(card.x, card.y), where, highlight: card.highlight, angle: card.angle };
    check(cardIdOf(key), card.x, card.y, 20, 20);
  }
  const lanes = board.lanes.map((lane) => {
    const sides = lane.model;
    const side = (name: 'near' | 'far'): LaneSide => {
      const rect = lane.targets.find((x) => x.kind === 'gate' && x.id === name)?.rect ?? { x: 0, y: 0, width: 0, height: 0 };
      const seat = sides[name].seat;
      return {
        gate: { name: sides[name].gate.name, shields: sides[name].gate.shields, condition: sides[name].gate.condition, ...pt(rect.x + rect.width / 2, rect.y + rect.height / 2) },
        units: (v?.sides[seat]?.units ?? []).filter((u) => `lane${u.lane}` === sides.id).map((u) => u.card),
        hero: standsIn(board.cards.get(name === 'near' ? NEAR_HERO : FAR_HERO), lane.targets.find((x) => x.kind === 'slot' && x.id === `${name}:hero`)?.rect),
      };
    };
    check(sides.id, lane.x + lane.rect.width / 2, lane.y + lane.rect.height / 2, lane.rect.width, lane.rect.height);
    return { label: sides.label, near: side('near'), far: side('far') };
  });
  for (const b of [board.primary, board.secondary]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
  check('info', board.info.x, board.info.y, board.info.displayWidth, board.info.displayHeight);
  const fields = {
    phase: v?.phase ?? 'over',
    turn: v?.turn ?? 0,
    decks: v?.config.decks ?? [],
    viewer: t.viewer,
    active: v?.active ?? 0,
    thinking: t.thinking,
    cards,
    lanes,
    heroes: {
      near: { inPlay: v?.sides[t.viewer]?.hero.inPlay ?? false, lane: v?.sides[t.viewer]?.hero.lane ?? 0 },
      far: { inPlay: v?.sides[1 - t.viewer]?.hero.inPlay ?? false, lane: v?.sides[1 - t.viewer]?.hero.lane ?? 0 },
    },
    phaseLit: board.phase.lit?.label ?? null,
    banner: board.bannerShown,
    info: board.info.text,
    zoomCaption: t.zoomCaption,
    buttons: { primary: button(board.primary), secondary: button(board.secondary), undo: button(t.bar.undo), menu: button(t.bar.menu) },
    gameOver: t.over ? { title: t.over.panel.words.title, text: t.over.panel.words.text, rematch: button(t.over.panel.rematch), menu: button(t.over.panel.menu) } : null,
  };
  return { moving, fields };
}

/** Whether a card's middle lies within a place (both in table pixels). */
function standsIn(card: { readonly x: number; readonly y: number } | undefined, place: { readonly x: number; readonly y: number; readonly width: number; readonly height: number } | undefined): boolean {
  if (!card || !place) return false;
  return card.x >= place.x && card.x <= place.x + place.width && card.y >= place.y && card.y <= place.y + place.height;
}
