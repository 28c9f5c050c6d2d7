import type * as Phaser from 'phaser';
import { cardWords } from '../components/card-words';
import { liveRegion } from '../components/LiveRegion';
import type { KeyboardFocus } from '../components/KeyboardFocus';
import type { Toast } from '../components/Toast';
import type { Zoom } from '../components/Zoom';

/** What Z says when the ring is on no card, or on something that is not one; taken back once a card is read. */
const TAB_TO_A_CARD = 'Tab to a card, then press Z to read it whole.';
const NOT_A_CARD = 'There is no card here to read: Tab to a card, then press Z.';

/** What a table lends its keyboard reading: the zoom, its toast, the keyboard's ring, its words and its Escape. */
export interface KeyReadingHost {
  readonly zoom: Zoom;
  readonly toast: Toast;
  readonly keys: KeyboardFocus;
  /** Says how to read (a refusal-style info toast, also announced). */
  say(words: string): void;
  /** Escape's own meaning at the table: take back the last choice. */
  back(): void;
}

/**
 * The keyboard's reading at a table, and its Escape: Z shows the card the ring is on whole in the zoom and says it
 * (the status live region, `cardWords`); Z again hides it, and any other key hides a reading Z opened. Each DOM event
 * is acted on once (Phaser may dispatch one twice: see KeyboardFocus).
 */
export class KeyReading {
  readonly #host: KeyReadingHost;
  readonly #seen = new WeakSet<KeyboardEvent>();
  /** The zoom on screen was opened by Z. */
  #open = false;
  /** The Escape that closed a reading: it goes no further (keydown-ESC runs after keydown). */
  #closedBy: KeyboardEvent | null = null;

  constructor(scene: Phaser.Scene, host: KeyReadingHost) {
    this.#host = host;
    scene.input.keyboard?.on('keydown', (event: KeyboardEvent) => this.#key(event));
    // Escape takes back the last choice, unless it closed a reading.
    scene.input.keyboard?.on('keydown-ESC', (event: KeyboardEvent) => event !== this.#closedBy && host.back());
  }

  #key(event: KeyboardEvent): void {
    if (this.#seen.has(event)) return;
    this.#seen.add(event);
    const { zoom } = this.#host;
    const reading = this.#open && zoom.showing !== null;
    if (event.key !== 'z' && event.key !== 'Z') {
      if (reading) zoom.hide();
      if (reading && event.key === 'Escape') this.#closedBy = event;
      this.#open = false;
      return;
    }
    if (event.repeat || this.#host.keys.blocked) return;
    if (reading) {
      zoom.hide();
      this.#open = false;
      return;
    }
    const target = this.#host.keys.focusedTarget;
    const card = target ? zoom.read(target) : null;
    if (!card) return this.#host.say(target ? NOT_A_CARD : TAB_TO_A_CARD);
    this.#open = true;
    this.#host.toast.withdraw(TAB_TO_A_CARD);
    this.#host.toast.withdraw(NOT_A_CARD);
    liveRegion('status').announce(cardWords(card));
  }
}
