/**
 * The rulebook in the app: a game's rules document as an HTML panel over the canvas (readable, selectable, scrolled
 * and searched like any page, and read by screen readers as text). Loaded lazily with marked and the documents, so
 * none of it is in the menu's first download. `openRulebook(game, clauseId)` opens at a clause, scrolled to and
 * highlighted. The page's Content-Security-Policy holds: styles come from rulebook.css, no inline script or style.
 */
import '../../styles/rulebook.css';
import type { GameId } from '../../rules/catalog';
import { GAMES, gameInfo } from '../../rules/catalog';
import type { ExampleHeading } from '../../machines/examples';
import type { RenderedRulebook } from './rulebook-render';
import { clauseAnchor, clauseInQuery, matchesQuery, renderRulebook, searchWords } from './rulebook-render';

/** Each game's rules document, one chunk each, loaded on first use. */
const DOCUMENTS = import.meta.glob<string>('../../../docs/rules/*.md', { query: '?raw', import: 'default' });

const rendered = new Map<GameId, RenderedRulebook>();

/** A game's rendered rulebook (cached); rejects when its document cannot be loaded. */
export async function rulebookOf(game: GameId): Promise<RenderedRulebook> {
  const cached = rendered.get(game);
  if (cached) return cached;
  const load = DOCUMENTS[`../../../docs/rules/${game}.md`];
  if (!load) throw new Error(`no rules document for ${game}`);
  const doc = renderRulebook(await load());
  rendered.set(game, doc);
  return doc;
}

/** What the panel shows, for the test hooks and the menu. */
export interface RulebookState {
  readonly game: GameId;
  readonly query: string;
  /** Clauses shown (all, or those matching the search). */
  readonly shownClauses: number;
  /** The clause opened (scrolled to and highlighted), if any. */
  readonly target: string | null;
}

interface Options {
  /** Runs once the panel has closed (Escape, the close button, a tap outside). */
  readonly onClose?: () => void;
  /** The rulebook's worked examples: listed per game, each a button at its clause that watches it on the table. */
  readonly examples?: { list(game: GameId): Promise<readonly ExampleHeading[]>; watch(id: string): void };
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Readonly<Record<string, string>> = {}, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

/** The open rulebook panel (one at a time). */
export class RulebookPanel {
  readonly root: HTMLDivElement;
  readonly #dialog: HTMLElement;
  readonly #title: HTMLHeadingElement;
  readonly #search: HTMLInputElement;
  readonly #status: HTMLParagraphElement;
  readonly #doc: HTMLElement;
  readonly #tabs: Map<GameId, HTMLButtonElement>;
  readonly #onClose: (() => void) | undefined;
  readonly #examples: Options['examples'];
  #exampleList: readonly ExampleHeading[] = [];
  readonly #returnFocus: Element | null;
  #game: GameId;
  #rulebook: RenderedRulebook | null = null;
  #target: string | null = null;
  #shown = 0;
  #closed = false;

  constructor(game: GameId, options: Options = {}) {
    this.#game = game;
    this.#onClose = options.onClose;
    this.#examples = options.examples;
    this.#returnFocus = document.activeElement;
    this.root = element('div', { class: 'rulebook-backdrop' });
    this.#dialog = element('section', { class: 'rulebook', role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'rulebook-title' });
    const header = element('header', { class: 'rulebook-header' });
    this.#title = element('h1', { class: 'rulebook-title', id: 'rulebook-title' });
    const close = element('button', { class: 'rulebook-close', type: 'button', 'aria-label': 'Close the rulebook' }, '×');
    close.addEventListener('click', () => this.close());
    const nav = element('nav', { class: 'rulebook-games', 'aria-label': 'Games' });
    this.#tabs = new Map(
      GAMES.map((g) => {
        const tab = element('button', { type: 'button', 'aria-pressed': 'false', 'data-game': g.id }, g.title);
        tab.addEventListener('click', () => void this.show(g.id));
        nav.append(tab);
        return [g.id, tab] as const;
      }),
    );
    const searchRow = element('div', { class: 'rulebook-search', role: 'search' });
    this.#search = element('input', { type: 'search', 'aria-label': 'Search the rules', placeholder: 'Search the rules, or a clause id such as GK-12', autocomplete: 'off', spellcheck: 'false' });
    this.#search.addEventListener('input', () => this.search(this.#search.value));
    this.#status = element('p', { class: 'rulebook-status', 'aria-live': 'polite' });
    searchRow.append(this.#search, this.#status);
    header.append(this.#title, close, nav, searchRow);
    this.#doc = element('article', { class: 'rulebook-doc', tabindex: '0', 'aria-label': 'Rules' });
    this.#dialog.append(header, this.#doc);
    this.root.append(this.#dialog);
    // A tap on the dimmed page outside the panel closes it.
    this.root.addEventListener('click', (event) => {
      if (event.target === this.root) this.close();
    });
    // Keys typed here are the panel's: the game beneath (Phaser listens on the window) never sees them.
    this.root.addEventListener('keydown', (event) => {
      event.stopPropagation();
      if (event.key === 'Escape') {
        event.preventDefault();
        if (this.#search.value !== '' && document.activeElement === this.#search) this.search('');
        else this.close();
      }
    });
    this.root.addEventListener('keyup', (event) => event.stopPropagation());
    document.body.append(this.root);
  }

  get state(): RulebookState {
    return { game: this.#game, query: this.#search.value, shownClauses: this.#shown, target: this.#target };
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** Shows a game's rulebook, optionally at a clause. Resolves once it is on screen; false when the document will not load. */
  async show(game: GameId, clauseId: string | null = null): Promise<boolean> {
    this.#game = game;
    for (const [id, tab] of this.#tabs) tab.setAttribute('aria-pressed', String(id === game));
    this.#title.textContent = `Rules · ${gameInfo(game)?.title ?? game}`;
    this.#status.textContent = 'Loading the rules…';
    let rulebook: RenderedRulebook;
    try {
      rulebook = await rulebookOf(game);
    } catch (e) {
      this.#status.textContent = `The rules could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`;
      return false;
    }
    // An example list that will not load costs only its buttons.
    const examples = (await this.#examples?.list(game).catch(() => [])) ?? [];
    if (this.#closed || this.#game !== game) return false;
    this.#rulebook = rulebook;
    this.#exampleList = examples;
    this.#search.value = '';
    this.#target = null;
    this.#render('');
    if (clauseId !== null) this.openClause(clauseId);
    else this.#search.focus();
    return true;
  }

  /** Scrolls to a clause and highlights it (the search is cleared); false when this rulebook has no such clause. */
  openClause(clauseId: string): boolean {
    if (!this.#rulebook) return false;
    if (this.#search.value !== '') {
      this.#search.value = '';
      this.#render('');
    }
    const clause = this.#doc.querySelector<HTMLElement>(`#${CSS.escape(clauseAnchor(clauseId))}`);
    for (const lit of this.#doc.querySelectorAll('.is-target')) lit.classList.remove('is-target');
    if (!clause) {
      this.#target = null;
      this.#status.textContent = `This rulebook has no clause ${clauseId}.`;
      return false;
    }
    this.#target = clauseId;
    clause.classList.add('is-target');
    clause.scrollIntoView({ block: 'center' });
    // Focus takes a screen reader to the clause; the ring shows where the keyboard is.
    clause.focus({ preventScroll: true });
    const title = this.#rulebook.clauses.find((c) => c.id === clauseId)?.title ?? '';
    this.#status.textContent = `Clause ${clauseId}${title ? `: ${title}` : ''}.`;
    return true;
  }

  /** Filters the document to the passages matching `query` and marks the words; a clause id opens that clause. */
  search(query: string): number {
    if (this.#search.value !== query) this.#search.value = query;
    if (!this.#rulebook) return 0;
    const asClause = clauseInQuery(query);
    if (asClause && this.#rulebook.clauses.some((c) => c.id === asClause)) {
      this.#render('');
      this.#search.value = query;
      this.openClause(asClause);
      return 1;
    }
    this.#target = null;
    this.#render(query);
    return this.#shown;
  }

  /** Puts the document in the page, keeping only what matches `query` (everything when it is empty). */
  #render(query: string): void {
    const rulebook = this.#rulebook;
    if (!rulebook) return;
    // Our own renderer's HTML (rulebook-render.ts escapes any raw HTML in the documents).
    this.#doc.innerHTML = rulebook.html;
    this.#addExamples();
    const words = searchWords(query);
    if (words.length === 0) {
      this.#shown = rulebook.clauses.length;
      this.#status.textContent = `${rulebook.clauses.length} clauses.`;
      this.#doc.scrollTop = 0;
      return;
    }
    let shown = 0;
    let passages = 0;
    // Clauses and the other passages (paragraphs, tables, plain list items) stay when they match.
    for (const passage of this.#doc.querySelectorAll<HTMLElement>(':scope > p, :scope > table, :scope > blockquote, li')) {
      if (passage.tagName === 'LI' && !passage.classList.contains('clause') && passage.closest('li.clause')) continue;
      const keep = matchesQuery(passage.textContent ?? '', query);
      passage.hidden = !keep;
      if (keep) {
        passages++;
        if (passage.classList.contains('clause')) shown++;
      }
    }
    // Lists left empty and headings with nothing under them go too.
    for (const list of this.#doc.querySelectorAll<HTMLElement>('ul, ol')) list.hidden = [...list.children].every((item) => (item as HTMLElement).hidden);
    let heading: HTMLElement | null = null;
    let headingHasContent = false;
    for (const block of [...this.#doc.children] as HTMLElement[]) {
      if (/^H[1-6]$/.test(block.tagName)) {
        if (heading) heading.hidden = !headingHasContent;
        heading = block;
        headingHasContent = false;
      } else if (!block.hidden) {
        headingHasContent = true;
      }
    }
    if (heading) heading.hidden = !headingHasContent;
    this.#mark(words);
    this.#shown = shown;
    this.#doc.scrollTop = 0;
    const others = passages - shown;
    const found = [shown > 0 ? `${shown} clause${shown === 1 ? '' : 's'}` : '', others > 0 ? `${others} other passage${others === 1 ? '' : 's'}` : ''].filter(Boolean).join(' and ');
    this.#status.textContent = passages === 0 ? `Nothing in these rules matches “${query.trim()}”.` : `${found} match${passages === 1 ? 'es' : ''} “${query.trim()}”.`;
  }

  /** A button at the end of each example's first clause: it closes the panel and plays the example on the table. */
  #addExamples(): void {
    for (const example of this.#exampleList) {
      const clause = this.#doc.querySelector<HTMLElement>(`#${CSS.escape(clauseAnchor(example.clauses[0] ?? ''))}`);
      if (!clause) continue;
      const button = element('button', { type: 'button', class: 'rulebook-example', 'data-example': example.id }, `▶ Watch the worked example: ${example.title}`);
      button.addEventListener('click', () => {
        this.close();
        this.#examples?.watch(example.id);
      });
      clause.append(button);
    }
  }

  /** Wraps each occurrence of the words in a <mark> (text nodes only, so nothing of the document's markup changes). */
  #mark(words: readonly string[]): void {
    const walker = document.createTreeWalker(this.#doc, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    for (const node of nodes) {
      const text = node.data;
      const lower = text.toLowerCase();
      const ranges: [number, number][] = [];
      for (const word of words) {
        for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + word.length)) ranges.push([at, at + word.length]);
      }
      if (ranges.length === 0) continue;
      ranges.sort((a, b) => a[0] - b[0]);
      const fragment = document.createDocumentFragment();
      let from = 0;
      for (const [start, end] of ranges) {
        if (start < from) continue;
        fragment.append(text.slice(from, start), element('mark', {}, text.slice(start, end)));
        from = end;
      }
      fragment.append(text.slice(from));
      node.replaceWith(fragment);
    }
  }

  /** Closes the panel and gives the focus back to where it was. Safe to call twice. */
  close(): void {
    if (this.#closed) return;
    this.#closed = true;
    this.root.remove();
    if (this.#returnFocus instanceof HTMLElement) this.#returnFocus.focus();
    this.#onClose?.();
  }
}

/** Opens the rulebook of `game`, at `clauseId` when given (scrolled to and highlighted). */
export async function openRulebook(game: GameId, clauseId: string | null = null, options: Options = {}): Promise<RulebookPanel> {
  const panel = new RulebookPanel(game, options);
  await panel.show(game, clauseId);
  return panel;
}
