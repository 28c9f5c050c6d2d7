import type { ResumedSave } from '../../machines/saves';
import { replay } from '../../rules/core/replay';
import type { EventBase, GameModule, MoveBase, Seat } from '../../rules/core/module';
import type { SeatWords } from '../../rules/core/words';
import type { GameLog } from '../components/GameLog';
import type { Palette } from '../theme';
import { liveRegion } from '../components/LiveRegion';
import type { Button } from '../components/Button';
import { TopBar } from '../components/TopBar';
import { DEPTH } from '../layers';
import type { Rect } from '../viewport';

/** A log line: the words and the seat colour they are tinted with (null: body text). */
export type LogLine = { readonly text: string; readonly colour: number | null } | null;

/**
 * A table's game log: the events it was told, written as lines from the viewer's eyes and said to a screen reader,
 * rewritten for a new viewer (a handover must not show the last player's draws), and rebuilt after Continue from
 * the saved moves replayed from the seed.
 */
export class TableLog<M extends MoveBase, E extends EventBase> {
  readonly #view: GameLog;
  readonly #module: GameModule<unknown, object, unknown, M, E>;
  readonly #line: (event: E) => LogLine;
  #events: E[] = [];

  constructor(view: GameLog, module: GameModule<unknown, object, unknown, M, E>, line: (event: E) => LogLine) {
    this.#view = view;
    this.#module = module;
    this.#line = line;
  }

  get lineCount(): number {
    return this.#view.lineCount;
  }

  /** A line that is no event (a move taken back), shown and said. */
  say(text: string, colour: number | null): void {
    this.#view.addLine(text, colour);
    liveRegion('log').announce(text);
  }

  add(event: E): void {
    this.#events.push(event);
    if (this.#events.length > 400) this.#events.splice(0, 100);
    const line = this.#line(event);
    if (line) this.say(line.text, line.colour);
  }

  /** Writes the log again from `viewer`'s eyes. */
  rewrite(viewer: Seat): void {
    this.#view.clear();
    const redact = this.#module.redactEvent;
    for (const event of this.#events.slice(-150)) {
      const line = this.#line(redact ? redact(event, viewer) : event);
      if (line) this.#view.addLine(line.text, line.colour);
    }
  }

  /** After Continue: what happened before the reload, from the saved moves replayed from the seed. */
  restore(save: ResumedSave, viewer: Seat): void {
    const history = save.position.history;
    if (!history) return;
    const replayed = replay(this.#module, save.position.config, history.seed, history.moves as never);
    if (!replayed.ok) return;
    const redact = this.#module.redactEvent;
    for (const events of replayed.value.events) for (const event of events) this.#events.push(redact ? redact(event, viewer) : event);
    this.rewrite(viewer);
  }

  /** The log is exactly `events` (a replay's position), written from `viewer`'s eyes. */
  replace(events: readonly E[], viewer: Seat): void {
    this.#events = [...events];
    this.rewrite(viewer);
  }

  clear(): void {
    this.#events = [];
    this.#view.clear();
  }
}

/** The game's words for an event, in the colour of the seat it is about (body text when it names none). */
export function eventLine<E extends EventBase>(module: { describeEvent(event: E, seats?: SeatWords): string }, event: E, seats: SeatWords, palette: Palette): LogLine {
  const text = module.describeEvent(event, seats);
  if (!text) return null;
  const seat = 'seat' in event && typeof event.seat === 'number' ? event.seat : null;
  return { text, colour: seat === null ? null : (palette.seats[seat] ?? null) };
}

/**
 * Where a table's log shows: in the place its layout gives it, or, where the layout has none (a tablet held
 * upright), over the table's right side while the player has it open with the top bar's Log button (or L).
 */
export class LogPlace {
  readonly #log: GameLog;
  readonly #button: Button;
  #hasRoom = true;
  #open = false;
  #view = { width: 0, height: 0 };

  constructor(log: GameLog, button: Button) {
    this.#log = log;
    this.#button = button;
  }

  /** The Log button while it shows (no room for the log in the layout), else null. */
  get button(): Button | null {
    return this.#button.visible ? this.#button : null;
  }

  /** Lays the log out for a view size and the layout's place for it (null: none). */
  place(room: Rect | null, width: number, height: number): void {
    this.#hasRoom = room !== null;
    this.#view = { width, height };
    this.#button.setVisible(!this.#hasRoom);
    if (room) {
      this.#log.setDepth(DEPTH.ui - 30).setVisible(true).setRect(room);
      return;
    }
    const panelWidth = Math.min(440, width - 20);
    this.#log.setDepth(DEPTH.ui + 5).setVisible(this.#open).setRect({ x: width - panelWidth - 10, y: TopBar.HEIGHT + 8, width: panelWidth, height: Math.min(420, height * 0.45) });
  }

  /** Opens or closes the log over the table; false when the log has its own place (nothing to toggle). */
  toggle(): boolean {
    if (this.#hasRoom) return false;
    this.#open = !this.#open;
    this.place(null, this.#view.width, this.#view.height);
    return true;
  }
}
