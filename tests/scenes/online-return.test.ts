/** The way back to an online table after a reload or a browser restart: the remembered record, read as untrusted. */
import { describe, expect, it } from 'vitest';
import { parseReturn, RETURN_FOR_MS, returnRecord, returnWords } from '../../src/scenes/menu/online-return';

const now = Date.UTC(2026, 10, 26, 9, 0);

describe('the remembered online table', () => {
  it('reads back what was stored, and names it on the menu\'s button', () => {
    const table = parseReturn(returnRecord('7KQ3M9XD', 'gatekeeper', now - 60_000), now);
    expect(table).toEqual({ code: '7KQ3M9XD', game: 'gatekeeper', since: now - 60_000 });
    expect(table && returnWords(table)).toBe('Rejoin your Gatekeeper table (7KQ3-M9XD)');
    expect(returnWords({ code: 'ABCD2345', game: 'gateway', since: now })).toBe('Rejoin your Gateway Uprising table (ABCD-2345)');
  });

  it('offers nothing for a table older than a day or from the future', () => {
    expect(parseReturn(returnRecord('7KQ3M9XD', 'gatekeeper', now - RETURN_FOR_MS - 1), now)).toBeNull();
    expect(parseReturn(returnRecord('7KQ3M9XD', 'gatekeeper', now - RETURN_FOR_MS + 1), now)).not.toBeNull();
    expect(parseReturn(returnRecord('7KQ3M9XD', 'gatekeeper', now + 1), now)).toBeNull();
  });

  it('refuses whatever else storage may hold, without throwing', () => {
    for (const text of [null, '', 'not json', '42', 'null', '[]', '{"code":"7KQ3M9XD","game":"chess","since":1}', JSON.stringify({ code: 'short', game: 'gatekeeper', since: now }), JSON.stringify({ code: '7KQ3M9XD', game: 'gatekeeper', since: 'yesterday' }), JSON.stringify({ code: '7KQ3M9XD', game: 'gatekeeper', since: Number.NaN })]) {
      expect(parseReturn(text, now)).toBeNull();
    }
  });
});
