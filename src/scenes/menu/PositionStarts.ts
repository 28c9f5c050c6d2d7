/**
 * Positions that start a game from the menu: a file opened (a replay is handed back to the menu's replay panel), and
 * the Puzzles list. Either way the person chooses the seats first (SeatsPanel; a solo game has none to choose), then
 * the game's table starts at that position, after asking when it would overwrite the game's save.
 */
import type * as Phaser from 'phaser';
import { describeGameFileError, openGameFile } from '../../machines/game-file';
import { asksForSeats, defaultPositionSeats, seatedPosition } from '../../machines/position-seats';
import type { CheckedReplay } from '../../machines/replay-record';
import type { ResumedSave } from '../../machines/saves';
import type { SeatChoice } from '../../machines/seats';
import type { GameInfo } from '../../rules/catalog';
import { GAMES, gameInfo } from '../../rules/catalog';
import type { Seat } from '../../rules/core/module';
import { loadPlayableModule } from '../../rules/games';
import { ICONS } from '../assets';
import type { ToastKind } from '../components/Toast';
import type { Services } from '../services';
import type { ListEntry } from './ListPanel';
import { ListPanel } from './ListPanel';
import { spokenList } from './lists';
import { takeOverInWords } from './replay-address';
import { SEATS_START, SeatsPanel } from './SeatsPanel';
import type { TableLauncher } from './TableLauncher';

/** The panels this module opens over the menu. */
export type PositionPanel = { readonly name: 'seats'; readonly view: SeatsPanel } | { readonly name: 'puzzles'; readonly view: ListPanel };

/** What the menu lends: its panel slot, its words, its launcher, and its question before a save is overwritten. */
export interface PositionHost {
  readonly scene: Phaser.Scene;
  readonly services: Services;
  readonly launcher: TableLauncher;
  /** Opens a panel over the menu; `onClosed` runs once it has gone. */
  show(panel: PositionPanel, onClosed: () => void, description: string): void;
  tell(words: string, tone?: ToastKind): void;
  /** A replay from a file: shown as a link's is. */
  presentReplay(replay: CheckedReplay): void;
  /** Runs `begin` now, or once the person has agreed to lose `game`'s save. */
  overSave(game: GameInfo, begin: () => void): void;
}

/** A position about to start: what it is, and what the table is given with it. */
interface Starting {
  readonly resumed: ResumedSave;
  readonly toMove: Seat;
  readonly yours: Seat;
  readonly title: string;
  readonly about: string;
  readonly extra?: object;
}

export class PositionStarts {
  readonly #host: PositionHost;
  #listed: readonly string[] = [];
  /** The puzzle files are loading. */
  #loading = false;

  constructor(host: PositionHost) {
    this.#host = host;
  }

  /** The puzzles the Puzzles list shows, by id (`<game>/<name>`), in its order. */
  get listed(): readonly string[] {
    return this.#listed;
  }

  /** A file from the picker or dropped on the page: a replay goes to the replay panel; a position is seated and played. */
  async openFile(text: string, name: string): Promise<void> {
    const opened = await openGameFile(text, loadPlayableModule);
    if (!this.#host.scene.sys.isActive()) return;
    if (!opened.ok) {
      this.#host.services.sound.play('deny');
      return this.#host.tell(`${name}: ${describeGameFileError(opened.error)}`, 'warning');
    }
    if (opened.value.kind === 'replay') return this.#host.presentReplay(opened.value.replay);
    const { resumed, seat } = opened.value;
    const title = gameInfo(resumed.game)?.title ?? resumed.game;
    this.#seat({ resumed, toMove: seat, yours: seat, title: 'Who plays?', about: `A ${title} position from ${name}. Player ${seat + 1} is about to move.` });
  }

  /**
   * "Play on from its end" for a replay (a link or a file): its last position still in play, seated as the person
   * chooses (by default they play the seat about to move, the computer at Normal the others).
   */
  async takeOver(replay: CheckedReplay): Promise<void> {
    const taken = await takeOverInWords(replay);
    if (!this.#host.scene.sys.isActive()) return;
    if (!taken.ok) return this.#host.tell(taken.error.words, 'warning');
    const resumed = taken.value;
    const seat = resumed.module.decision(resumed.position.state).seats[0] ?? 0;
    const title = gameInfo(resumed.game)?.title ?? resumed.game;
    this.#seat({ resumed, toMove: seat, yours: seat, title: 'Who plays?', about: `Play on from the replay's last position in play (${title}). Player ${seat + 1} is about to move.` });
  }

  /** The Puzzles list (the files load now; a second press meanwhile is ignored), each with Play: its seats, then its table. */
  async puzzles(): Promise<void> {
    const host = this.#host;
    if (this.#loading) return;
    host.services.sound.play('click');
    this.#loading = true;
    let loaded;
    try {
      loaded = await Promise.all([import('../../machines/puzzle-catalog').then((catalog) => catalog.listPuzzles()), import('../../machines/puzzles')]);
    } catch (error) {
      return host.tell(`The puzzles could not be loaded (${error instanceof Error ? error.message : String(error)}). Check your connection and try again.`, 'warning');
    } finally {
      this.#loading = false;
    }
    const [{ entries }, { openPuzzle, describePuzzleError, puzzleCheck, puzzleGoalWords }] = loaded;
    if (!host.scene.sys.isActive()) return;
    let chosen: string | null = null;
    const order = (game: string): number => GAMES.findIndex((info) => info.id === game);
    const shown = entries.filter((entry) => gameInfo(entry.heading.game)?.available).sort((a, b) => order(a.heading.game) - order(b.heading.game));
    this.#listed = shown.map((entry) => entry.id);
    const list: ListEntry[] = shown.map((entry) => ({
      heading: entry.heading.title,
      note: gameInfo(entry.heading.game)?.title ?? entry.heading.game,
      body: `${puzzleGoalWords(entry.heading)} · you play Player ${entry.heading.seat + 1}`,
      action: { label: 'Play', spoken: `Play ${entry.heading.title}: ${puzzleGoalWords(entry.heading)}`, run: () => {
        chosen = entry.text;
        void view.modal.close();
      } },
    }));
    const view = new ListPanel(host.scene, 'Puzzles', list, host.services.theme.palette, host.services.motion, ICONS.close.key);
    host.show({ name: 'puzzles', view }, () => {
      if (chosen === null) return;
      void openPuzzle(chosen, loadPlayableModule).then((puzzle) => {
        if (!host.scene.sys.isActive()) return;
        if (!puzzle.ok) return host.tell(describePuzzleError(puzzle.error), 'warning');
        const { resumed, toMove, seat, title } = puzzle.value;
        const check = puzzleCheck(puzzle.value);
        const game = gameInfo(resumed.game)?.title ?? resumed.game;
        this.#seat({ resumed, toMove, yours: seat, title: 'Puzzle', about: `${game} · ${title}\n${check.goal}. You play Player ${seat + 1}.`, extra: { puzzle: check } });
      });
    }, spokenList(list));
  }

  /** The seats panel (none for a solo game), then the table at the position with the seats chosen. */
  #seat(starting: Starting): void {
    const host = this.#host;
    const { resumed } = starting;
    const game = gameInfo(resumed.game);
    if (!game) return;
    const begin = (choices: readonly SeatChoice[]): void =>
      host.overSave(game, () => void host.launcher.start(game.id, { resumed: seatedPosition(resumed, choices), ...starting.extra }));
    const count = resumed.module.seatCount(resumed.position.config);
    if (!asksForSeats(count)) return begin(defaultPositionSeats(count, starting.yours));
    const { services } = host;
    const view = new SeatsPanel(host.scene, { title: starting.title, about: starting.about }, { count, toMove: starting.toMove, yours: starting.yours }, services.theme.palette, services.motion, { close: ICONS.close.key, play: ICONS.play.key });
    let chosen: readonly SeatChoice[] | null = null;
    view.modal.once(SEATS_START, (choices: SeatChoice[]) => (chosen = choices));
    host.show({ name: 'seats', view }, () => {
      if (chosen) begin(chosen);
    }, `${starting.about} Choose who plays each seat, then Start.`);
  }
}
