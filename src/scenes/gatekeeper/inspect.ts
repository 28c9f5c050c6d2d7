/** What the Gatekeeper table reports to the e2e test hooks: every coordinate in page (CSS) pixels. Types only. */
import type { GkMove, GkPhase } from '../../rules/gatekeeper/types';
import type { Rect } from '../viewport';

import type { PageButton, PagePoint } from '../components/page';

export type { PageButton, PagePoint };

export interface GkInspection {
  readonly ready: boolean;
  /** Events are animating or cards are still moving: wait for false before pointing at things. */
  readonly animating: boolean;
  /** The viewer may act now and the table is still: what a test waits for. */
  readonly deciding: boolean;
  readonly phase: GkPhase;
  readonly active: number;
  readonly viewer: number;
  readonly acting: number | null;
  readonly thinking: number | null;
  readonly plies: number;
  readonly turn: number;
  readonly status: string;
  /** The acting seat's legal moves (empty when it is not the viewer's decision). */
  readonly legal: readonly GkMove[];
  readonly mana: readonly number[];
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
  readonly log: readonly string[];
  readonly toast: string | null;
  readonly zoom: string | null;
  readonly selected: string | null;
  /** Everything drawn stays inside the view (no element off screen). */
  readonly offscreen: readonly string[];
  /** Frames per second the game loop reaches (for the report; never asserted). */
  readonly fps: number;
}
