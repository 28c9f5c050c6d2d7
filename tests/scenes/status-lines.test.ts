import { describe, expect, it } from 'vitest';
import { twoLines } from '../../src/scenes/components/status-lines';

describe('the top bar cuts a status line to two lines', () => {
  it('keeps the first line, ends the second at a word with "…", without an aside cut open or dangling punctuation', () => {
    // Gateway's Deployment prompt wrapped in a 768-pixel portrait bar: four lines, the first cut off the screen.
    const wrapped = ['Deployment · drag cards from your ', 'hand onto your army (or tap one, ', 'then the army), use Runestones, then ', 'End Deployment'];
    expect(twoLines(wrapped)).toBe('Deployment · drag cards from your\nhand onto your army…');
  });

  it('is never longer than the second line it replaces, and keeps at least one word', () => {
    const shown = twoLines(['First line here', 'Unbreakable', 'more']);
    expect(shown).toBe('First line here\nUnbreakable…');
    const [, second = ''] = twoLines(['a b c', 'words of the second line', 'x']).split('\n');
    expect(second.length).toBeLessThanOrEqual('words of the second line'.length);
    expect(second.endsWith('…')).toBe(true);
  });
});
