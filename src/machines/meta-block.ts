/**
 * The block an authored file (a puzzle, a worked example) keeps in its position file's `meta`: the file's text read
 * as JSON (or an object already), its game, and `meta[key]` as an object, or why not. Never throws.
 */
import type { Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import { isRecord } from '../rules/core/position';

export type MetaBlockError = { readonly code: 'NOT_JSON'; readonly reason: string } | { readonly code: 'NO_BLOCK'; readonly reason: string };

export function readMetaBlock(text: unknown, key: string): Result<{ readonly game: string; readonly block: Readonly<Record<string, unknown>> }, MetaBlockError> {
  let data: unknown = text;
  if (typeof text === 'string') {
    try {
      data = JSON.parse(text) as unknown;
    } catch (error) {
      return err({ code: 'NOT_JSON', reason: error instanceof Error ? error.message : 'unreadable' });
    }
  }
  if (!isRecord(data) || typeof data.game !== 'string') return err({ code: 'NO_BLOCK', reason: 'not a position file' });
  const block = isRecord(data.meta) ? data.meta[key] : undefined;
  if (!isRecord(block)) return err({ code: 'NO_BLOCK', reason: `no "meta.${key}" block` });
  return ok({ game: data.game, block });
}
