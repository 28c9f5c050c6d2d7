import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every numbered clause of a game's rules document must be cited by at least one test, in its name or an
// assertion message (house rule: a clause without a test is a clause nobody checked).
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

/**
 * The texts a test file gives its tests: the names of describe/it/test blocks (it.each and .skip forms too) and
 * assertion messages (the second argument of expect). A clause id counts only there, not in comments or data:
 * a test cites a clause when its name or its failure message says which clause failed.
 */
export function citingTexts(source: string, fileName = 'test.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const textOf = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return [textOf(node.left), textOf(node.right)].filter((t) => t !== null).join('');
    return null;
  };
  /** The name at the root of a callee: `it` for it(...) and for its .each and other member forms, `describe` likewise. */
  const rootName = (callee: ts.Expression): string | null => {
    if (ts.isIdentifier(callee)) return callee.text;
    if (ts.isPropertyAccessExpression(callee)) return rootName(callee.expression);
    if (ts.isCallExpression(callee)) return rootName(callee.expression);
    return null;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const root = rootName(node.expression);
      if (root === 'describe' || root === 'it' || root === 'test') {
        const name = textOf(node.arguments[0]);
        if (name !== null) out.push(name);
      } else if (root === 'expect' && ts.isIdentifier(node.expression)) {
        const message = textOf(node.arguments[1]);
        if (message !== null) out.push(message);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

describe('rules documents', () => {
  const docs = readdirSync(RULES_DIR).filter((f) => f.endsWith('.md'));
  const corpus = testFiles('tests')
    .filter((p) => !p.endsWith('clauses.test.ts') && p.endsWith('.ts'))
    .flatMap((p) => citingTexts(readFileSync(p, 'utf8'), p))
    .join('\n');

  it('counts a clause id in a test name or an assertion message, never in a comment or other code', () => {
    const source = [
      '// GK-1 only in a comment',
      "describe('GK-2 in a describe', () => {",
      "  it.each([1])(`GK-3 in it.each's name %s`, () => {});",
      "  it('plain', () => { expect(1, 'GK-4 in a message').toBe(1); const data = 'GK-5 in data'; expect(data).toBe(data); });",
      '  /* GK-6 in a block comment */',
      "  test(`GK-7 in a template ${1}`, () => {});",
      '});',
    ].join('\n');
    const cited = citingTexts(source).join('\n');
    expect(['GK-1', 'GK-2', 'GK-3', 'GK-4', 'GK-5', 'GK-6', 'GK-7'].filter((id) => cited.includes(id))).toEqual(['GK-2', 'GK-3', 'GK-4', 'GK-7']);
  });

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
