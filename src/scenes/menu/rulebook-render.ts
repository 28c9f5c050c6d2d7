/**
 * A game's rules document (docs/rules/<game>.md) as HTML for the in-app rulebook, rendered with marked. Each
 * numbered clause (a list item opening with its bold id, `- **GK-12 The duel.** …`) becomes an addressable element
 * (`id="clause-GK-12"`, `data-clause`), listed in `clauses`. No DOM here: the panel (Rulebook.ts) puts the HTML in
 * the page. The documents are ours, but raw HTML in them is still shown as text, and links (to the repository's
 * files, meaningless in the app) as their words.
 */
import { Marked } from 'marked';

/** One numbered clause: its id and its title (the bold words after the id). */
export interface ClauseEntry {
  readonly id: string;
  readonly title: string;
}

export interface RenderedRulebook {
  /** The document's first heading. */
  readonly title: string;
  readonly html: string;
  readonly clauses: readonly ClauseEntry[];
}

/** A clause's bold opening in a list item's Markdown: `**GK-12 The duel.**`. */
const CLAUSE_OPENING = /^\*\*([A-Z]{2}-\d+)\b\s*([^*]*)\*\*/;

/** The element id of a clause: `clause-GK-12`. */
export function clauseAnchor(id: string): string {
  return `clause-${id}`;
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text made safe to stand in HTML as text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Renders a rules document; the same Markdown always gives the same HTML. */
export function renderRulebook(markdown: string): RenderedRulebook {
  const clauses: ClauseEntry[] = [];
  let title = '';
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      listitem(item) {
        const opening = CLAUSE_OPENING.exec(item.text);
        if (!opening) return false;
        const id = opening[1] as string;
        clauses.push({ id, title: (opening[2] ?? '').trim().replace(/\.$/, '') });
        return `<li class="clause" id="${clauseAnchor(id)}" data-clause="${id}" tabindex="-1">${this.parser.parse(item.tokens)}</li>\n`;
      },
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        if (depth === 1 && title === '') title = tokens.map((t) => ('text' in t ? t.text : t.raw)).join('');
        return `<h${depth}>${text}</h${depth}>\n`;
      },
      html({ text }) {
        return escapeHtml(text);
      },
      link({ tokens }) {
        return this.parser.parseInline(tokens);
      },
      image({ text }) {
        return escapeHtml(text);
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { title, html, clauses };
}

/**
 * Whether a passage matches a search: every word of the query appears in it, ignoring case and accents. An empty
 * query matches everything.
 */
export function matchesQuery(text: string, query: string): boolean {
  const words = searchWords(query);
  if (words.length === 0) return true;
  const haystack = fold(text);
  return words.every((w) => haystack.includes(w));
}

/** A query's words, folded (lower case, no accents): what `matchesQuery` looks for and the panel highlights. */
export function searchWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** A query that names a clause (`gk-12`, `GK 12`): its id, else null. */
export function clauseInQuery(query: string): string | null {
  const m = /^\s*([a-z]{2})[\s-]?(\d+)\s*$/i.exec(query);
  return m ? `${(m[1] as string).toUpperCase()}-${m[2] as string}` : null;
}
