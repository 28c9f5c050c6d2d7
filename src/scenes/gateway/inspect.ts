/** What the Gateway Uprising table reports to the e2e test hooks: every coordinate in page (CSS) pixels. */
import type { GwMove, GwPhase, GwView } from '../../rules/gateway/index';
import type { Button } from '../components/Button';
import type { HandoffCurtain } from '../components/HandoffCurtain';
import type { PageButton, PagePoint } from '../components/page';
import type { GameOverPanel } from '../kit/GameOverPanel';
import type { GameInspection, KitInspection, PageTools } from '../kit/inspect';
import type { GwBoard } from './board';
import { cardIdOf } from './cards';

export interface GwInspection extends KitInspection<GwMove> {
  readonly phase: GwPhase;
  readonly round: number;
  readonly seatCount: number;
  readonly viewer: number;
  readonly active: number;
  readonly thinking: number | null;
  /** Your cards by id (`c123`): where each shows and lies (hand, army, played, rune). */
  readonly cards: Readonly<Record<string, PagePoint & { readonly where: string; readonly highlight: string }>>;
  /** Each district by index: its tile's middle, its name, its holder's label, its numbers as drawn, ruined. */
  readonly districts: readonly (PagePoint & { readonly name: string; readonly holder: string | null; readonly texts: readonly string[]; readonly overlappingTexts: readonly string[]; readonly ruined: boolean; readonly lit: boolean })[];
  /** Each market pile by id: its middle and count. */
  readonly market: Readonly<Record<string, PagePoint & { readonly count: number; readonly lit: boolean }>>;
  /** The market's and the phase strip's texts as drawn (one cut short ends in "…"), and the market's that overlap. */
  readonly marketTexts: readonly string[];
  readonly marketOverlaps: readonly string[];
  readonly phaseTexts: readonly string[];
  /** Each seat's panel: its score and the lines that fit. */
  readonly seats: readonly { readonly name: string; readonly score: number; readonly lines: readonly string[]; readonly active: boolean; readonly texts: readonly string[] }[];
  /** The row of choices in the city (a Leader, a pile, a card to reorder, a unit to hit), by pick id. */
  readonly choices: Readonly<Record<string, PagePoint>>;
  readonly resources: string;
  /** The middle of your Army's zone (where a card from hand is dropped to play it). */
  readonly army: PagePoint;
  /** The forecast of the attack being chosen, as shown over the city (null: none shown). */
  readonly forecast: string | null;
  /** The districts linked to the chosen target as adjacent to it (GW-9), by name; empty when none is chosen. */
  readonly adjacent: readonly string[];
  readonly phaseLit: string | null;
  readonly buttons: { readonly primary: PageButton; readonly secondary: PageButton; readonly undo: PageButton; readonly menu: PageButton };
  readonly gameOver: { readonly title: string; readonly text: string; readonly rematch: PageButton; readonly menu: PageButton } | null;
  /** Pass-and-play: the curtain between seats, and where its button is. */
  readonly curtain: { readonly showing: boolean; readonly button: PagePoint };
}

export interface GwTableParts {
  readonly board: GwBoard;
  readonly view: GwView | null;
  readonly viewer: number;
  readonly thinking: number | null;
  readonly bar: { readonly undo: Button; readonly menu: Button };
  readonly over: { readonly panel: GameOverPanel } | null;
  readonly curtain: HandoffCurtain;
}

/** The table as the e2e tests see it (the kit adds the fields every table has). */
export function inspectGateway(t: GwTableParts, tools: PageTools): GameInspection<Omit<GwInspection, keyof KitInspection<GwMove>>> {
  const { board, view: v } = t;
  const { pt, button, check } = tools;
  const all = [...board.cards.values(), ...board.choices.values()];
  const moving = board.scene.tweens.getTweens().some((tw) => (tw.targets ?? []).some((o) => all.includes(o as never)));
  const cards: Record<string, PagePoint & { where: string; highlight: string }> = {};
  for (const [key, card] of board.cards) {
    cards[cardIdOf(key)] = { ...pt(card.x, card.y), where: board.where.get(key) ?? 'none', highlight: card.highlight };
    check(cardIdOf(key), card.x, card.y, 20, 20);
  }
  const districts = board.districts.map((tile) => {
    const r = tile.rect;
    check(tile.model.id, r.x + r.width / 2, r.y + r.height / 2, r.width, r.height);
    return { ...pt(r.x + r.width / 2, r.y + r.height / 2), name: tile.model.name, holder: tile.model.owner?.label ?? null, texts: tile.texts, overlappingTexts: tile.overlappingTexts, ruined: tile.model.ruined, lit: tile.model.mark === 'legal' };
  });
  const market: Record<string, PagePoint & { count: number; lit: boolean }> = {};
  for (const target of board.market.targets) {
    const pile = board.market.model.piles.find((p) => p.id === target.id);
    const r = target.rect;
    market[target.id] = { ...pt(r.x + r.width / 2, r.y + r.height / 2), count: pile?.count ?? 0, lit: pile?.mark === 'legal' };
    check(`pile:${target.id}`, r.x + r.width / 2, r.y + r.height / 2, r.width, r.height);
  }
  for (const panel of board.seats) check(`seat${panel.model.seat}`, panel.x + panel.rect.width / 2, panel.y + panel.rect.height / 2, panel.rect.width, panel.rect.height);
  const choices: Record<string, PagePoint> = {};
  for (const [id, card] of board.choices) {
    choices[id] = pt(card.x, card.y);
    check(id, card.x, card.y, 20, 20);
  }
  for (const b of [board.primary, board.secondary]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
  const fields = {
    phase: v?.phase ?? 'over',
    round: v?.round ?? 0,
    seatCount: v?.players.length ?? 0,
    viewer: t.viewer,
    active: v?.active ?? 0,
    thinking: t.thinking,
    cards,
    districts,
    market,
    marketTexts: board.market.texts,
    marketOverlaps: board.market.overlappingTexts,
    phaseTexts: board.phase.texts,
    seats: board.seats.map((panel) => ({ name: panel.model.name, score: panel.model.score, lines: panel.shownLines, active: panel.model.active, texts: panel.texts })),
    choices,
    resources: board.resources.text,
    army: pt(board.playZone.x, board.playZone.y),
    forecast: board.forecast.visible ? board.forecast.text : null,
    adjacent: board.adjacency ? board.adjacency.to.map((index) => board.districts[index]?.model.name ?? '?') : [],
    phaseLit: board.phase.lit?.label ?? null,
    buttons: { primary: button(board.primary), secondary: button(board.secondary), undo: button(t.bar.undo), menu: button(t.bar.menu) },
    curtain: { showing: t.curtain.showing, button: pt(t.curtain.buttonRect.x + t.curtain.buttonRect.width / 2, t.curtain.buttonRect.y + t.curtain.buttonRect.height / 2) },
    gameOver: t.over ? { title: t.over.panel.words.title, text: t.over.panel.words.text, rematch: button(t.over.panel.rematch), menu: button(t.over.panel.menu) } : null,
  };
  return { moving, fields };
}
