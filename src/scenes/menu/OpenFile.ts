/**
 * "Open a file" on the menu: a replay or a position file, chosen with the browser's file picker or dropped anywhere
 * on the page. HTML rather than canvas, since only the browser's own picker reaches the person's files. The file's
 * text is handed on as it is: reading it into a game is src/machines/game-file.ts's work.
 */
import { MAX_GAME_FILE_CHARS } from '../../machines/game-file';

/** What the entry hands the menu. */
export interface OpenFileHost {
  /** A file's text, and its name. */
  open(text: string, name: string): void;
  /** A file that could not even be read, in words. */
  refuse(words: string): void;
}

/** The "Open a file" button (top right of the menu) and the page's drop target, while the menu shows. */
export class OpenFileEntry {
  readonly #host: OpenFileHost;
  readonly #button: HTMLButtonElement;
  readonly #input: HTMLInputElement;
  readonly #onDragOver = (e: DragEvent): void => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  };
  readonly #onDrop = (e: DragEvent): void => {
    const file = e.dataTransfer?.files[0];
    if (!file) return;
    e.preventDefault();
    void this.#read(file);
  };

  constructor(host: OpenFileHost) {
    this.#host = host;
    this.#input = document.createElement('input');
    this.#input.type = 'file';
    this.#input.accept = '.json,application/json';
    this.#input.className = 'file-input';
    this.#input.setAttribute('aria-label', 'A replay or position file');
    this.#input.addEventListener('change', () => {
      const file = this.#input.files?.[0];
      if (file) void this.#read(file);
      this.#input.value = '';
    });
    this.#button = document.createElement('button');
    this.#button.type = 'button';
    this.#button.className = 'online-button file-entry';
    this.#button.textContent = 'Open a file';
    this.#button.title = 'Open a replay or a position (or drop the file anywhere on the page)';
    this.#button.addEventListener('click', () => this.#input.click());
    document.body.append(this.#button, this.#input);
    document.addEventListener('dragover', this.#onDragOver);
    document.addEventListener('drop', this.#onDrop);
  }

  async #read(file: File): Promise<void> {
    if (file.size > MAX_GAME_FILE_CHARS * 4) return this.#host.refuse(`${file.name} is too large to be a game (${file.size} bytes).`);
    try {
      this.#host.open(await file.text(), file.name);
    } catch (e) {
      this.#host.refuse(`${file.name} could not be read (${e instanceof Error ? e.message : String(e)}).`);
    }
  }

  destroy(): void {
    this.#button.remove();
    this.#input.remove();
    document.removeEventListener('dragover', this.#onDragOver);
    document.removeEventListener('drop', this.#onDrop);
  }
}
