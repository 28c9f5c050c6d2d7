import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every numbered clause of a game's rules document must be cited by at least one test (house rule: a clause
// without a test is a clause nobody checked).
const RULES_DIR = 'docs/rules';

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return testFiles(p);
    return /\.(test|spec)\.ts$/.test(name) || p.startsWith(join('tests', 'rules')) ? [p] : [];
  });
}

/** Clause ids defined in a rules document: bold ids at the start of a list item, e.g. `- **GK-12 Title.**`. */
function clauseIds(markdown: string): string[] {
  return [...markdown.matchAll(/^\s*- \*\*([A-Z]{2}-\d+)\b/gm)].map((m) => m[1] as string);
}

describe('rules documents', () => {
  const docs = readdirSync(RULES_DIR).filter((f) => f.endsWith('.md'));
  const corpus = testFiles('tests').filter((p) => !p.endsWith('clauses.test.ts')).map((p) => readFileSync(p, 'utf8')).join('\n');

  it('finds the clause ids of a document', () => {
    expect(clauseIds('- **GK-1 Players.** Two.\n- not a clause GK-2\n  - **GK-30 Duel.** x')).toEqual(['GK-1', 'GK-30']);
  });

  for (const doc of docs) {
    it(`every clause of ${doc} is cited by a test`, () => {
      const ids = clauseIds(readFileSync(join(RULES_DIR, doc), 'utf8'));
      expect(ids.length).toBeGreaterThan(0);
      expect(new Set(ids).size).toBe(ids.length); // no id defined twice
      const uncited = ids.filter((id) => !new RegExp(`\\b${id}\\b`).test(corpus));
      expect(uncited).toEqual([]);
    });
  }
});
