import * as Phaser from 'phaser';

/**
 * What a screen reader hears. The game draws on a canvas, which has no text for assistive technology, so scenes
 * say what matters through a visually hidden ARIA live region:
 *
 * ```ts
 * const live = liveRegion('status'); // the focused control, a panel that opened, "Loading…"
 * live.announce('Settings opened');
 * const log = liveRegion('log');     // a table's game log and prompts: lines are appended, oldest dropped
 * log.announce('The computer played Fury to the Fire gate.');
 * ```
 *
 * Each kind is one element per page (`#gatehouse-status`, `#gatehouse-log`), created on first use and shared by
 * every scene; `clearOnShutdown(scene, region)` empties it when a scene stops, so a table's last words are not
 * read out over the menu. Both are polite: they wait for the reader to finish what it is saying.
 *
 * A log's lines are written in a task of their own, and laid out there: a table says a line with each step of a
 * move and each status it shows ("Computer 2 is thinking…"), and the page then had to lay out (shape) the new lines
 * in the frame that draws that step, 2–3 ms of it at a 4× CPU throttle (docs/architecture.md, "Page writes out of
 * the frame"). Reading `text` writes what waits first.
 */

/** `status`: one message at a time, each replacing the last. `log`: lines appended in order, oldest dropped. */
export type LiveRegionKind = 'status' | 'log';

/** The lines a log region keeps; older lines leave the DOM (screen readers have read them already). */
export const LOG_LINES = 20;

const ID_PREFIX = 'gatehouse-';

/** Visually hidden but read aloud (the usual "sr-only" recipe: not display:none, which readers skip). */
const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: '0',
  border: '0',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/** A log's lines said and not yet written, by its element (a `LiveRegion` is made per call, the element is kept). */
const WAITING_LINES = new WeakMap<HTMLElement, string[]>();

/** Appends the lines waiting for `element`, dropping the oldest past `LOG_LINES`; false when none waited. */
function writeWaitingLines(element: HTMLElement): boolean {
  const lines = WAITING_LINES.get(element);
  if (!lines) return false;
  WAITING_LINES.delete(element);
  for (const words of lines) {
    const line = element.ownerDocument.createElement('p');
    line.textContent = words;
    element.append(line);
  }
  while (element.childElementCount > LOG_LINES) element.firstElementChild?.remove();
  return true;
}

export class LiveRegion {
  readonly kind: LiveRegionKind;
  readonly element: HTMLElement;

  constructor(kind: LiveRegionKind, element: HTMLElement) {
    this.kind = kind;
    this.element = element;
  }

  /**
   * Says `text` (politely). The same status twice in a row is said twice. Empty text is ignored. A status is written
   * at once (it answers the person's own key or tap); a log's line in a task after this one.
   */
  announce(text: string): void {
    const words = text.trim();
    if (!words) return;
    if (this.kind === 'status') {
      // Readers skip a change to the same text; a trailing no-break space makes a repeat a change.
      this.element.textContent = this.element.textContent === words ? `${words}\u00a0` : words;
      return;
    }
    const waiting = WAITING_LINES.get(this.element);
    if (waiting) {
      waiting.push(words);
      return;
    }
    WAITING_LINES.set(this.element, [words]);
    const element = this.element;
    setTimeout(() => {
      if (!writeWaitingLines(element)) return;
      // Lays the new lines out now, in this task, rather than in the next frame's.
      void element.offsetHeight;
    }, 0);
  }

  /** What the region holds now (a log's lines joined by newlines). */
  get text(): string {
    writeWaitingLines(this.element);
    if (this.kind === 'status') return (this.element.textContent ?? '').replace(/\u00a0$/, '');
    return [...this.element.children].map((c) => c.textContent ?? '').join('\n');
  }

  /** Empties the region (nothing is announced). */
  clear(): void {
    WAITING_LINES.delete(this.element);
    this.element.replaceChildren();
  }

  /** Takes the element out of the page; the next `liveRegion(kind)` makes a fresh one. */
  remove(): void {
    WAITING_LINES.delete(this.element);
    this.element.remove();
  }
}

/** The page's one live region of this kind, created (at the end of `<body>`) on first use. */
export function liveRegion(kind: LiveRegionKind, doc: Document = document): LiveRegion {
  const id = ID_PREFIX + kind;
  let element = doc.getElementById(id);
  if (!element) {
    element = doc.createElement('div');
    element.id = id;
    element.setAttribute('role', kind);
    element.setAttribute('aria-live', 'polite');
    // A status is read whole; a log reads only the lines added.
    element.setAttribute('aria-atomic', kind === 'status' ? 'true' : 'false');
    if (kind === 'log') element.setAttribute('aria-relevant', 'additions');
    Object.assign(element.style, HIDDEN_STYLE);
    doc.body.append(element);
  }
  return new LiveRegion(kind, element);
}

/** Empties `region` when `scene` shuts down (its words belonged to that screen). Returns the region. */
export function clearOnShutdown(scene: Phaser.Scene, region: LiveRegion): LiveRegion {
  scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => region.clear());
  return region;
}
