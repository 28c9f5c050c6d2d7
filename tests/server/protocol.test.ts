/** The wire protocol's parsers and the room codes: untrusted input becomes a type or a coded refusal, never a throw. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CODE_ALPHABET, CODE_LENGTH, codeFromHash, inviteLink, MAX_MESSAGE_CHARS, MAX_NAME_CHARS, normaliseCode, PAST_EVENTS, parseAppliedMessage, parseClientMessage, parseCreateOptions, parseJoinOptions, parseTableMessage } from '../../src/net/protocol';
import { newRoomCode, newSeatToken } from '../../server/codes';
import { parseRoomRecord } from '../../server/store';

describe('room codes', () => {
  it('are 8 characters of the 32-letter alphabet, every letter drawn (40 bits), and read back through normaliseCode', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = newRoomCode();
      expect(code).toHaveLength(CODE_LENGTH);
      expect(normaliseCode(code)).toBe(code);
      for (const ch of code) seen.add(ch);
    }
    expect(seen.size).toBe(32);
  });

  it('are typed forgivingly (case, spaces, dashes, O for 0, I and L for 1) and refused when they cannot be one', () => {
    expect(normaliseCode('abcd-efgh')).toBe('ABCDEFGH');
    expect(normaliseCode('o1il 2345')).toBe('01112345');
    expect(normaliseCode('ABCDEFG')).toBeNull();
    expect(normaliseCode('ABCDEFGU')).toBeNull();
  });

  it('travel in invite links as #join/CODE', () => {
    const link = inviteLink('https://example.org/play/#menu', 'ABCD2345');
    expect(link).toBe('https://example.org/play/#join/ABCD2345');
    expect(codeFromHash(new URL(link).hash)).toBe('ABCD2345');
    expect(codeFromHash('#join/<script>')).toBeNull();
  });

  it('seat tokens are 128 random bits', () => {
    const tokens = new Set(Array.from({ length: 100 }, newSeatToken));
    expect(tokens.size).toBe(100);
    expect([...tokens][0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('client messages', () => {
  it('parse into types, with the seat a mover claims', () => {
    expect(parseClientMessage('move', { move: { type: 'pass' }, seat: 1 })).toEqual({ ok: true, value: { type: 'move', move: { type: 'pass' }, seat: 1 } });
    expect(parseClientMessage('seat.fill', { bot: 'easy' })).toEqual({ ok: true, value: { type: 'seat.fill', bot: 'easy' } });
    expect(parseClientMessage('start', undefined)).toEqual({ ok: true, value: { type: 'start' } });
  });

  it('are refused with a code when unknown, malformed or too large', () => {
    const code = (r: ReturnType<typeof parseClientMessage>) => (r.ok ? 'ok' : r.error.code);
    expect(code(parseClientMessage('__proto__', {}))).toBe('UNKNOWN_MESSAGE');
    expect(code(parseClientMessage(7, {}))).toBe('UNKNOWN_MESSAGE');
    expect(code(parseClientMessage('move', {}))).toBe('MALFORMED_MESSAGE');
    expect(code(parseClientMessage('move', { move: {}, seat: -1 }))).toBe('MALFORMED_MESSAGE');
    expect(code(parseClientMessage('seat.fill', { bot: 'ismcts:100000' }))).toBe('MALFORMED_MESSAGE');
    expect(code(parseClientMessage('move', { move: 'x'.repeat(MAX_MESSAGE_CHARS) }))).toBe('MESSAGE_TOO_LARGE');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(code(parseClientMessage('move', { move: cyclic }))).toBe('MALFORMED_MESSAGE');
  });

  it('never throw, whatever arrives', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom('move', 'seat.fill', 'start', 'sync')), fc.anything(), (type, body) => {
        const r = parseClientMessage(type, body);
        expect(typeof r.ok).toBe('boolean');
        parseJoinOptions(body);
        parseCreateOptions(body);
      }),
      { numRuns: 500 },
    );
  });

  it('clean names: control characters out, spaces collapsed, cut to length', () => {
    expect(parseJoinOptions({ name: ' Ada\u0000\n  Lovelace ' })).toEqual({ name: 'Ada Lovelace' });
    expect(parseJoinOptions({ name: 'x'.repeat(100) }).name).toHaveLength(MAX_NAME_CHARS);
    expect(parseJoinOptions({ name: 5, seatToken: 'y'.repeat(65), spectate: 'yes' })).toEqual({});
  });
});

describe('server messages, as the browser reads them', () => {
  const table = { gameNumber: 1, ply: 3, seat: 0, view: { hand: [] }, decision: { seats: [0], kind: 'play' }, outcome: { kind: 'ongoing' }, legal: [{ type: 'pass' }] };
  const events = [{ type: 'drew', seat: 0 }, { type: 'played', seat: 1 }];

  it('a whole table carries the events so far for the log; a malformed or oversized list is left out, not trusted', () => {
    expect(parseTableMessage({ ...table, past: events })?.past).toEqual(events);
    expect(parseTableMessage(table)).not.toHaveProperty('past');
    expect(parseTableMessage({ ...table, past: [{ seat: 0 }] })).not.toHaveProperty('past');
    expect(parseTableMessage({ ...table, past: Array.from({ length: PAST_EVENTS + 1 }, () => events[0]) })).not.toHaveProperty('past');
    expect(parseTableMessage({ ...table, ply: -1, past: events })).toBeNull();
  });

  it('an applied move carries its own events and never a past', () => {
    const applied = parseAppliedMessage({ ...table, mover: 1, events, past: events });
    expect(applied?.events).toEqual(events);
    expect(applied).not.toHaveProperty('past');
  });
});

describe('stored rooms', () => {
  const record = {
    format: 'gatehouse.room', version: 1, code: 'ABCD2345', game: 'gatekeeper', config: { seats: 2 }, seed: 'ab', gameNumber: 2, phase: 'playing', host: 0,
    seats: [{ kind: 'human', name: 'Ada', token: 't' }, { kind: 'computer', bot: 'medium', replacing: { name: 'Grace', token: 'u' } }],
    moves: [{ seat: 0, move: { type: 'mulligan', cards: [] } }], updatedAt: '2026-01-01T00:00:00.000Z',
  };
  it('read back what was written', () => {
    expect(parseRoomRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });
  it('read a room written before rematches (no game number) as its first game', () => {
    const { gameNumber: _written, ...older } = record;
    expect(parseRoomRecord(older)).toEqual({ ...record, gameNumber: 1 });
  });
  it('refuse files that are not rooms', () => {
    expect(parseRoomRecord({ ...record, code: '../../etc' })).toBeNull();
    expect(parseRoomRecord({ ...record, seats: [{ kind: 'wizard' }] })).toBeNull();
    expect(parseRoomRecord({ ...record, moves: [{ seat: 0, move: 'x' }] })).toBeNull();
    expect(parseRoomRecord({ ...record, phase: 'paused' })).toBeNull();
    expect(parseRoomRecord({ ...record, gameNumber: 0 })).toBeNull();
    expect(parseRoomRecord({ ...record, gameNumber: '2' })).toBeNull();
  });
});
