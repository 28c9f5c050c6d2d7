import { describe, expect, it, vi } from 'vitest';
import type { GameId } from '../../src/rules/catalog';
import type { RefusalReason } from '../../src/machines/refusal-clauses';

// The kit's file draws with Phaser (the toast's button): stand-ins are enough for what is said and offered.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub, Scenes: { Events: { SHUTDOWN: 'shutdown' } }, Input: { Events: {} } };
});

const { REFUSAL_CLAUSES, clauseToCite, plainReason } = await import('../../src/machines/refusal-clauses');
const { notNowWords, RefusalWhy, refusalReason, WHY_STOP } = await import('../../src/scenes/kit/refusal-why');
const { TOAST_CHANGED } = await import('../../src/scenes/components/Toast');

const GAMES: readonly GameId[] = ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
const rules = (code: string): RefusalReason => ({ words: 'The rules say no.', code });

describe('which refusals offer "Why?"', () => {
  it('a rules refusal whose code cites a clause, and no other', () => {
    expect(clauseToCite('gaterunners', rules('LEVEL_UP_NEEDED'))).toBe('GR-22');
    expect(clauseToCite('gatekeeper', rules('ELEMENT_NOT_AT_LOCATION'))).toBe('GK-11');
    // The table's own words cite nothing, even when they say what a rule would.
    expect(clauseToCite('gatekeeper', plainReason('Wait for your turn.'))).toBeNull();
    // A damaged move, the match's own refusals (an undo), a code no game has, a game not of the house.
    expect(clauseToCite('gatekeeper', rules('MALFORMED_MOVE'))).toBeNull();
    expect(clauseToCite('gate', rules('NOTHING_TO_UNDO'))).toBeNull();
    expect(clauseToCite('gateway', rules('constructor'))).toBeNull();
    expect(clauseToCite('highcard', rules('GAME_OVER'))).toBeNull();
  });

  for (const game of GAMES) {
    it(`${game}: every code the table of clauses names opens its clause, and only its own game's`, () => {
      for (const [code, clause] of Object.entries(REFUSAL_CLAUSES[game])) {
        expect(clauseToCite(game, rules(code)), code).toBe(clause);
        if (clause !== null) expect(clause.slice(0, 2), code).toBe({ gatekeeper: 'GK', gate: 'GT', gaterunners: 'GR', gateway: 'GW' }[game]);
      }
    });
  }
});

describe('refusals in words, with their code', () => {
  const notOffered = { code: 'NOT_OFFERED' as const, step: { kind: 'zone' as const, id: 'lane1' } };

  it('the rules\' refusal keeps its code; the machine\'s own reasons are the kit\'s words', () => {
    const reason = { words: 'That unit needs a level-up card.', code: 'LEVEL_UP_NEEDED' };
    expect(refusalReason({ code: 'REFUSED', reason }, () => null)).toBe(reason);
    expect(refusalReason({ code: 'TOO_MANY', max: 2 }, () => null)).toEqual(plainReason('You can pick at most 2.'));
    expect(refusalReason({ code: 'NOT_DECIDING' }, () => null)).toEqual(plainReason('Wait for your turn.'));
  });

  it('a pick not on offer: the game\'s reason (the rules\' words and code) if it has one, else the kit\'s words', () => {
    const game = { words: 'Not at this location.', code: 'ELEMENT_NOT_AT_LOCATION' };
    expect(refusalReason(notOffered, () => game)).toBe(game);
    expect(refusalReason(notOffered, () => null)).toEqual(plainReason('That is not a place you can choose now.'));
    expect(refusalReason({ ...notOffered, step: { kind: 'card', id: 'w3' } }, () => null)).toEqual(plainReason('That cannot be chosen now.'));
  });

  it('input while the person may not act: why, in a few words, or nothing once the game is over or the device changes hands', () => {
    const table = { over: false, handingOver: false, busy: false, thinking: false };
    expect(notNowWords(table)).toBe('Wait for your turn.');
    expect(notNowWords({ ...table, thinking: true })).toBe('Wait: the computer is thinking.');
    expect(notNowWords({ ...table, busy: true, thinking: true })).toBe('One moment: the table is still moving.');
    expect(notNowWords({ ...table, over: true })).toBeNull();
    expect(notNowWords({ ...table, handingOver: true })).toBeNull();
  });
});

describe('RefusalWhy: the toast offers "Why?" for a refusal that cites a clause', () => {
  function setup(moduleId: string) {
    const shown: { text: string; kind: string; action: { label: string; spoken: string } | null }[] = [];
    const listeners = new Map<string, () => void>();
    const toast = {
      show: (text: string, kind: string, action: { label: string; spoken: string } | null) => shown.push({ text, kind, action }),
      on: (event: string, fn: () => void) => listeners.set(event, fn),
      off: (event: string) => listeners.delete(event),
      // What is on screen: the last message shown, with its button.
      get action() {
        const last = shown.at(-1)?.action;
        return last ? { button: { label: last.label, enabled: true }, action: last } : null;
      },
    };
    const scene = { events: { once: () => undefined }, sys: { isActive: () => true } };
    let changes = 0;
    const why = new RefusalWhy(scene as never, moduleId, toast as never, () => changes++);
    return { why, shown, listeners, changed: () => changes };
  }

  it('a cited refusal gets a "Why?" naming its clause (a keyboard stop too); the table\'s own words stay as today', () => {
    const { why, shown, listeners, changed } = setup('gaterunners');
    why.say(plainReason('Wait for your turn.'), 'info');
    expect(shown.at(-1)).toEqual({ text: 'Wait for your turn.', kind: 'info', action: null });
    expect(why.stops).toEqual([]);
    why.say(rules('LEVEL_UP_NEEDED'), 'warning');
    expect(shown.at(-1)?.text).toBe('The rules say no.');
    expect(shown.at(-1)?.action).toMatchObject({ label: 'Why?', spoken: 'Why? The rule: clause GR-22 of the rulebook' });
    expect(why.stops.map((s) => s.name)).toEqual([WHY_STOP]);
    expect(why.stops[0]?.label?.()).toBe('Why? The rule: clause GR-22 of the rulebook, button');
    // The toast says when its message changes: the table redoes its keyboard stops.
    listeners.get(TOAST_CHANGED)?.();
    expect(changed()).toBe(1);
    expect(why.open).toBe(false);
  });

  it('a table whose game is not of the house offers no "Why?"', () => {
    const { why, shown } = setup('highcard');
    why.say(rules('GAME_OVER'), 'warning');
    expect(shown.at(-1)?.action).toBeNull();
  });
});
