/** What the Gate table reports to the e2e test hooks: every coordinate in page (CSS) pixels. Types only. */
import type { GateMove, GatePhase, GateResult, Split } from '../../rules/gate/index';
import type { PageButton, PagePoint } from '../components/page';

export type { PageButton, PagePoint };

export interface GateInspection {
  readonly ready: boolean;
  /** Events are animating or things are still moving: wait for false before pointing at things. */
  readonly animating: boolean;
  /** The player may act now and the table is still. */
  readonly deciding: boolean;
  readonly phase: GatePhase;
  readonly turn: number;
  readonly plies: number;
  readonly seed: string;
  readonly difficulty: string;
  readonly status: string;
  /** The legal moves (empty when the player may not act). */
  readonly legal: readonly GateMove[];
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
  readonly hint: { readonly pending: boolean; readonly plan: readonly GateMove[] | null; readonly words: readonly string[]; readonly panel: string | null; readonly card: string | null; readonly zone: string | null; readonly button: string | null };
  readonly summary: {
    readonly title: string;
    readonly won: boolean;
    readonly score: number;
    readonly turns: number;
    readonly defeated: number;
    readonly rows: readonly string[];
    readonly buttons: Readonly<Record<'replay' | 'daily' | 'newRun' | 'menu', PageButton>>;
  } | null;
  readonly log: readonly string[];
  readonly toast: string | null;
  readonly zoom: string | null;
  readonly selected: string | null;
  /** Everything drawn stays inside the view. */
  readonly offscreen: readonly string[];
  readonly fps: number;
}
