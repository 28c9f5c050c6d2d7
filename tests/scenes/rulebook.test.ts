import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameId } from '../../src/rules/catalog';
import { REFUSAL_CLAUSES, clauseForRefusal } from '../../src/machines/refusal-clauses';
import { clauseAnchor, clauseInQuery, matchesQuery, renderRulebook, searchWords } from '../../src/scenes/menu/rulebook-render';

const GAMES: readonly GameId[] = ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
const documentOf = (game: GameId): string => readFileSync(`docs/rules/${game}.md`, 'utf8');
/** The clause ids a document defines, as tests/lint/clauses.test.ts reads them. */
const definedClauses = (markdown: string): string[] => [...markdown.matchAll(/^\s*- \*\*([A-Z]{2}-\d+)\b/gm)].map((m) => m[1] as string);

describe('the rulebook rendered from each game\'s rules document', () => {
  for (const game of GAMES) {
    it(`${game}: every clause of the document is an addressable element with its id shown`, () => {
      const markdown = documentOf(game);
      const doc = renderRulebook(markdown);
      const ids = definedClauses(markdown);
      expect(doc.clauses.map((c) => c.id)).toEqual(ids);
      expect(doc.title.length).toBeGreaterThan(3);
      for (const { id, title } of doc.clauses) {
        expect(title, id).not.toBe('');
        // The element carries the anchor, and the id itself is visible text at its start (in bold).
        expect(doc.html, id).toContain(`<li class="clause" id="${clauseAnchor(id)}" data-clause="${id}" tabindex="-1">`);
        expect(doc.html, id).toMatch(new RegExp(`id="${clauseAnchor(id)}"[^>]*>(<p>)?<strong>${id}\\b`));
      }
    });
  }

  it('raw HTML in a document is shown as text, links as their words, and the same Markdown renders the same', () => {
    const markdown = '# T\n\n<script>alert(1)</script>\n\nSee [the book](../shared/book.txt) <img src=x onerror=alert(1)>.\n\n- **GK-1 One.** text\n- plain item\n';
    const doc = renderRulebook(markdown);
    expect(doc.html).not.toMatch(/<script|<img|<a /);
    expect(doc.html).toContain('&lt;script&gt;');
    expect(doc.html).toContain('See the book');
    expect(doc.clauses).toEqual([{ id: 'GK-1', title: 'One' }]);
    expect(doc.html).toContain('<li>plain item</li>');
    expect(renderRulebook(markdown).html).toBe(doc.html);
  });

  it('search matches every word, ignoring case and accents; a clause id is recognised in any spelling', () => {
    expect(matchesQuery('The Gatekeeper moves as many locations', 'gatekeeper MOVES')).toBe(true);
    expect(matchesQuery('The Gatekeeper moves', 'gatekeeper duel')).toBe(false);
    expect(matchesQuery('Tipográfica', 'tipografica')).toBe(true);
    expect(matchesQuery('anything', '   ')).toBe(true);
    expect(searchWords('  Astral   Shield ')).toEqual(['astral', 'shield']);
    expect(['GK-12', 'gk-12', 'gk 12', 'GK12', ' gr-70 '].map(clauseInQuery)).toEqual(['GK-12', 'GK-12', 'GK-12', 'GK-12', 'GR-70']);
    expect(clauseInQuery('duel')).toBeNull();
  });
});

describe('a refusal cites the clause it enforces', () => {
  for (const game of GAMES) {
    it(`${game}: every error code maps to a clause that exists in docs/rules/${game}.md (the table's type lists every code)`, () => {
      const ids = new Set(definedClauses(documentOf(game)));
      const table = REFUSAL_CLAUSES[game];
      const missing = Object.entries(table).filter(([, clause]) => clause !== null && !ids.has(clause));
      expect(missing, 'clauses the document does not define').toEqual([]);
      // Only the refusals that are no rule of the game cite nothing.
      expect(Object.entries(table).filter(([, clause]) => clause === null).map(([code]) => code).sort()).toEqual(['MALFORMED_MOVE', 'NO_SUCH_SEAT']);
    });
  }

  it('a few by hand: the clause quoted says what the refusal says', () => {
    const clauseText = (game: GameId, id: string): string => documentOf(game).split('\n- **').find((part) => part.startsWith(`${id} `)) ?? '';
    expect(clauseForRefusal('gatekeeper', 'ELEMENT_NOT_AT_LOCATION')).toBe('GK-11');
    expect(clauseText('gatekeeper', 'GK-11')).toMatch(/lists her element/);
    expect(clauseForRefusal('gatekeeper', 'SECOND_SHAPESHIFTER')).toBe('GK-31');
    expect(clauseText('gatekeeper', 'GK-31')).toMatch(/One per column/);
    expect(clauseForRefusal('gate', 'NOT_ENOUGH_GOLD')).toBe('GT-15');
    expect(clauseText('gate', 'GT-15').toLowerCase()).toContain('gold');
    expect(clauseForRefusal('gaterunners', 'CANNOT_BLOCK')).toBe('GR-73');
    expect(clauseText('gaterunners', 'GR-73')).toMatch(/^GR-73 Blocking/);
    expect(clauseForRefusal('gateway', 'NOT_ENOUGH_AP')).toBe('GW-20');
    expect(clauseText('gateway', 'GW-20')).toMatch(/Action Points/);
    expect(clauseForRefusal('gatekeeper', 'MALFORMED_MOVE')).toBeNull();
    expect(clauseForRefusal('gatekeeper', 'constructor')).toBeNull();
  });
});
