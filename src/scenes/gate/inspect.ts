/** What the Gate table reports to the e2e test hooks: every coordinate in page (CSS) pixels. */
import type { Command, GateMove, GatePhase, GateResult, GateView, Split } from '../../rules/gate/index';
import { CARDS } from '../../rules/gate/index';
import { CARD_HEIGHT, CARD_WIDTH, CardView } from '../components/CardView';
import { visiblePoint } from '../components/HandFan';
import type { PageButton, PagePoint } from '../components/page';
import type { GameInspection, KitInspection, PageTools } from '../kit/inspect';
import type { TopBar } from '../components/TopBar';
import type { LayoutScene } from '../viewport';
import type { GateBoard } from './board';
import type { GateHints } from './hints';
import { intents } from './prompts';
import type { SplitBar } from './split';
import { cardId } from './steps';
import type { SummaryPanel } from './summary';

export type { PageButton, PagePoint };

export interface GateInspection extends KitInspection<GateMove> {
  readonly phase: GatePhase;
  readonly turn: number;
  readonly seed: string;
  readonly difficulty: string;
  readonly health: readonly number[];
  readonly fear: number;
  readonly gold: number;
  readonly score: number;
  readonly result: GateResult | null;
  readonly hand: readonly (PagePoint & { readonly id: number; readonly selected: boolean; readonly highlight: string })[];
  readonly market: readonly (PagePoint & { readonly slot: number; readonly id: number; readonly cost: number })[];
  readonly enemies: readonly (PagePoint & { readonly id: number; readonly wounds: number; readonly intent: { readonly loc: string; readonly damage: number; readonly fear: number; readonly pushedOutNext: boolean } | null })[];
  /** Drop zones by id (locations by name, fearamid, gold, market, discard, enemy0/1): a point to drop or tap on. */
  readonly zones: Readonly<Record<string, PagePoint & { readonly state: string }>>;
  readonly commands: Readonly<Record<string, PageButton & { readonly issued: boolean }>>;
  readonly buttons: { readonly endTurn: PageButton; readonly hint: PageButton; readonly undo: PageButton; readonly menu: PageButton };
  readonly piles: { readonly draw: PagePoint & { readonly count: number }; readonly discard: PagePoint & { readonly count: number }; readonly heroDeck: number; readonly enemyDeck: number; readonly citizenDeck: number };
  /** The repair split being chosen, with its − / + buttons per location (Farm, Gate, Tower). */
  readonly split: {
    readonly card: number;
    readonly split: Split;
    readonly steppers: readonly { readonly minus: PageButton; readonly plus: PageButton }[];
    readonly confirm: PageButton;
    readonly cancel: PageButton;
  } | null;
  /** A command waiting for its target. */
  readonly commandPick: string | null;
  /** Gate's own Hint: a plan for the whole turn, with its panel and what it rings. */
  readonly turnHint: { readonly pending: boolean; readonly plan: readonly GateMove[] | null; readonly words: readonly string[]; readonly panel: string | null; readonly card: string | null; readonly zone: string | null; readonly button: string | null };
  readonly summary: {
    readonly title: string;
    readonly won: boolean;
    readonly score: number;
    readonly turns: number;
    readonly defeated: number;
    readonly rows: readonly string[];
    readonly buttons: Readonly<Record<'replay' | 'daily' | 'newRun' | 'menu', PageButton>>;
  } | null;
}

/** What the inspection reads off the table. */
export interface GateTableParts {
  readonly scene: LayoutScene;
  readonly board: GateBoard;
  readonly view: GateView | null;
  readonly seed: string;
  /** The card held by tap or keyboard (the drag controller's selection). */
  readonly selected: string | null;
  readonly difficulty: string;
  readonly bar: TopBar;
  readonly split: SplitBar;
  readonly commandPick: Command | null;
  readonly hints: GateHints;
  readonly summary: SummaryPanel | null;
}

/** The table as the e2e tests see it (the kit adds the fields every table has). */
export function inspectGate(t: GateTableParts, tools: PageTools): GameInspection<Omit<GateInspection, keyof KitInspection<GateMove>>> {
  const { scene, board, view: v } = t;
  const s = board.shown;
  const { pt, button, check } = tools;
  const moving = scene.tweens.getTweens().some((tw) => (tw.targets ?? []).some((o) => o instanceof CardView));
  const zones: Record<string, PagePoint & { state: string }> = {};
  for (const [id, z] of board.zones) {
    const r = z.rect;
    // Enemy slots: the card's middle; the rest: the middle of the zone.
    zones[id] = { ...pt(r.x + r.width / 2, r.y + r.height / 2 + (id.startsWith('enemy') ? 20 : 0)), state: z.zoneState };
  }
  const commands: Record<string, PageButton & { issued: boolean }> = {};
  for (const b of board.commands) commands[b.command] = { ...button(b), issued: !!s?.commands.includes(b.command) };
  for (const [id, c] of board.cards) check(`c${id}`, c.x, c.y, CARD_WIDTH * c.scale, CARD_HEIGHT * c.scale * 0.6);
  for (const [id, c] of board.enemies) check(`e${id}`, c.x, c.y, CARD_WIDTH * c.scale, CARD_HEIGHT * c.scale);
  const hintButton = t.bar.extras[0];
  for (const b of [board.endTurn, ...(hintButton ? [hintButton] : []), ...board.commands]) if (b.visible) check(b.label, b.x, b.y, b.width, b.height);
  for (const tile of board.tiles) check(tile.loc, tile.x, tile.y, tile.width, tile.height);
  const sum = t.summary;
  const hint = t.hints.hint;
  const ints = s ? intents(s) : [];
  const split = t.split;
  const fields = {
    phase: v?.phase ?? 'over',
    turn: v?.turn ?? 0,
    seed: t.seed,
    difficulty: t.difficulty,
    health: s?.health ?? [],
    fear: s?.fear ?? 0,
    gold: s?.gold ?? 0,
    score: s?.score ?? 0,
    result: s?.result ?? null,
    hand: (s?.hand ?? []).map((id, i, all) => {
      const c = board.cards.get(id);
      const at = visiblePoint(c, board.cards.get(all[i + 1] ?? -1));
      return { id, selected: t.selected === cardId(id), highlight: c?.highlight ?? 'none', ...pt(at.x, at.y) };
    }),
    market: (s?.market ?? []).flatMap((id, slot) => {
      const c = board.cards.get(id);
      return id >= 0 && c ? [{ slot, id, cost: CARDS[id]?.cost ?? 0, ...pt(c.x, c.y) }] : [];
    }),
    enemies: (s?.row ?? []).map((id, i) => {
      const c = board.enemies.get(id);
      const it = ints[i];
      return { id, wounds: s?.wounds[i] ?? 0, intent: it ? { loc: it.loc, damage: it.damage, fear: it.fear, pushedOutNext: it.pushedOutNext } : null, ...pt(c?.x ?? 0, (c?.y ?? 0) + 20) };
    }),
    zones,
    commands,
    buttons: { endTurn: button(board.endTurn), hint: hintButton ? button(hintButton) : { x: 0, y: 0, label: 'Hint', visible: false, enabled: false }, undo: button(t.bar.undo), menu: button(t.bar.menu) },
    piles: {
      draw: { ...pt(board.drawPile.x, board.drawPile.y), count: s?.drawPile.length ?? 0 },
      discard: { ...pt(board.discard.x, board.discard.y), count: s?.discard.length ?? 0 },
      heroDeck: s?.heroDeckCount ?? 0,
      enemyDeck: s?.enemyDeckCount ?? 0,
      citizenDeck: s?.citizenDeckCount ?? 0,
    },
    split:
      split.open && split.card !== null && split.current
        ? {
            card: split.card,
            split: split.current,
            steppers: board.steppers.map((st) => {
              const b = st.buttons;
              const [minus, plus] = st.enabled;
              return { minus: { ...pt(b.minus.x, b.minus.y), label: '−', visible: st.visible, enabled: st.visible && minus }, plus: { ...pt(b.plus.x, b.plus.y), label: '+', visible: st.visible, enabled: st.visible && plus } };
            }),
            confirm: button(board.confirm),
            cancel: button(board.cancel),
          }
        : null,
    commandPick: t.commandPick,
    turnHint: { pending: t.hints.pending, plan: hint?.plan ?? null, words: hint?.words ?? [], panel: t.hints.panel.visible ? t.hints.text.text : null, card: hint?.pointer?.card ?? null, zone: hint?.pointer?.zone ?? null, button: hint?.pointer?.button ?? null },
    summary: sum
      ? {
          title: sum.summary.title,
          won: sum.summary.won,
          score: sum.summary.score,
          turns: sum.summary.turns,
          defeated: sum.summary.defeated.length,
          rows: sum.rows,
          buttons: { replay: button(sum.buttons.replay), daily: button(sum.buttons.daily), newRun: button(sum.buttons.newRun), menu: button(sum.buttons.menu) },
        }
      : null,
  };
  return { moving, fields };
}
