import type * as RulebookModule from './Rulebook';

/** The rulebook's chunk (its panel and Markdown renderer), loaded on first use; a download that fails is said in words. */
export async function loadRulebook(): Promise<typeof RulebookModule | string> {
  try {
    return await import('./Rulebook');
  } catch (e) {
    return `The rulebook could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.`;
  }
}
