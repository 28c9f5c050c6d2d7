import type { Rect } from '../viewport';
import type { ConfirmControls } from './ConfirmPanel';
import type { SeatsControls } from './SeatsPanel';
import type { TileParts } from './GameTile';
import type { NewGameControls } from './NewGamePanel';
import type { RulebookState } from './Rulebook';
import type { SettingsControls } from './SettingsPanel';
import type { ReplayLinkOutcome } from './replay-address';

export type PanelName = 'settings' | 'rules' | 'credits' | 'newGame' | 'confirm' | 'replay' | 'seats' | 'puzzles';

/** What the menu shows, in layout units: read by the test hooks. */
export interface MenuInspection {
  readonly ready: boolean;
  readonly tiles: readonly { id: string; title: string; available: boolean; comingSoon: boolean; saved: boolean; rect: Rect; parts: TileParts }[];
  readonly buttons: { readonly continue: Rect | null; readonly settings: Rect; readonly rules: Rect; readonly credits: Rect; readonly puzzles: Rect };
  readonly panel: PanelName | null;
  readonly settingsControls: SettingsControls | null;
  /** The seat chooser's controls while it is open. */
  readonly newGameControls: NewGameControls | null;
  /** The "start a new game over your save?" question while it is open. */
  readonly confirmControls: ConfirmControls | null;
  /** Who plays a position (a file opened, a puzzle) while the seats panel is open. */
  readonly seatsControls: SeatsControls | null;
  /** The Puzzles list while it is open: its puzzles' ids (`gate/first-wave`) and their Play buttons, in list order. */
  readonly puzzlesControls: { readonly ids: readonly string[]; readonly play: readonly Rect[] } | null;
  /** How to play's "Rulebook" buttons, one per game in menu order, while it is open. */
  readonly rulesControls: { readonly rulebook: readonly Rect[] } | null;
  /** The rulebook panel (HTML over the canvas) while it is open. */
  readonly rulebook: RulebookState | null;
  /** The last replay link the page was opened with (or was given), as checked: opened with its final hash, or refused. */
  readonly replayLink: ReplayLinkOutcome | null;
  /** The replay panel's Watch and Take over buttons (a replay that opened), while it is open. */
  readonly replayControls: { readonly watch: Rect | null; readonly takeOver: Rect | null } | null;
  /** Keyboard focus inside the open panel, in its own order (its close button last); -1 when hidden or none. */
  readonly panelFocused: number;
  /** Input arrived before the menu was ready and waits for it: what it asked for (shown as "Loading…"). */
  readonly pending: string | null;
  /** The "Loading…" line is showing. */
  readonly loading: boolean;
  readonly updateBanner: Rect | null;
  /** A fade or tween is running: wait for false before a screenshot. */
  readonly animating: boolean;
  /** Keyboard focus: index among tiles, Continue, Settings, Rules, Credits, Puzzles, the banner's Reload (-1: no ring). */
  readonly focused: number;
}
