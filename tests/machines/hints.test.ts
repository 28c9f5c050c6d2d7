import { describe, expect, it } from 'vitest';
import { hintLine, HINT_WORDS_MAX, moveWords, nextHintStep, parseAdvice } from '../../src/machines/hints';
import type { Path } from '../../src/machines/move-steps';
import type { EventBase, GameModule, MoveBase } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { NUMBERED_SEATS } from '../../src/rules/core/words';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import type { GkMove } from '../../src/rules/gatekeeper/index';
import { describeEvent as describeGrEvent, gaterunners } from '../../src/rules/gaterunners/index';
import type { GrEvent } from '../../src/rules/gaterunners/index';

type GrDecks = Parameters<typeof describeGrEvent>[2];
import { gateway } from '../../src/rules/gateway/index';
import { firstDecision } from '../fixtures/first-decision';

const YOU = { name: (seat: number) => (seat === 0 ? 'You' : 'Computer'), isReader: (seat: number) => seat === 0 };

describe('the Hint: the advisor\'s answer parsed like data from outside', () => {
  const module = gatekeeper as unknown as GameModule<unknown, object, unknown, GkMove>;
  const state = firstDecision(module as unknown as GameModule, 'hint-parse');
  const legal = module.legalMoves(state, 0);
  const parse = (raw: unknown) => module.parseMove(raw);

  it('returns the legal move itself with the chances', () => {
    const answer = JSON.parse(JSON.stringify({ plan: [legal[0]], chance: { before: 0.4, after: 0.6 } })) as unknown;
    const advice = parseAdvice(answer, parse, legal);
    if (!advice.ok) throw new Error(advice.error.code);
    expect(advice.value.plan[0]).toBe(legal[0]);
    expect(advice.value.chance).toEqual({ before: 0.4, after: 0.6 });
  });

  it('refuses what is not advice with a code, never a throw', () => {
    const good = { plan: [legal[0]], chance: { before: 0.5, after: 0.5 } };
    const cases: [unknown, string][] = [
      [null, 'BAD_ANSWER'],
      ['plan', 'BAD_ANSWER'],
      [{ chance: good.chance }, 'BAD_ANSWER'],
      [{ plan: [legal[0]] }, 'BAD_ANSWER'],
      [{ ...good, chance: { before: Number.NaN, after: 0.5 } }, 'BAD_ANSWER'],
      [{ ...good, chance: { before: 0.5, after: 1.5 } }, 'BAD_ANSWER'],
      [{ ...good, plan: [{ type: 'teleport' }] }, 'BAD_ANSWER'],
      [{ ...good, plan: [] }, 'NO_SUGGESTION'],
    ];
    for (const [answer, code] of cases) expect(parseAdvice(answer, parse, legal)).toMatchObject({ ok: false, error: { code } });
    // A well-formed move that is not legal now: the position moved on while the advisor thought.
    const elsewhere = firstDecision(module as unknown as GameModule, 'hint-parse-2');
    const other = module.legalMoves(elsewhere, 0).find((m) => !legal.some((l) => JSON.stringify(l) === JSON.stringify(m)));
    if (other) expect(parseAdvice({ ...good, plan: [other] }, parse, legal)).toMatchObject({ ok: false, error: { code: 'NOT_LEGAL' } });
  });
});

describe('the Hint: the step to light next', () => {
  const path: Path = [{ kind: 'card', id: 'w3' }, { kind: 'zone', id: 'col2' }];

  it('follows the path as the person takes it, and starts again when they go another way', () => {
    expect(nextHintStep(path, [])).toEqual({ kind: 'card', id: 'w3' });
    expect(nextHintStep(path, [{ kind: 'card', id: 'w3' }])).toEqual({ kind: 'zone', id: 'col2' });
    expect(nextHintStep(path, [{ kind: 'card', id: 'w5' }])).toEqual({ kind: 'card', id: 'w3' });
    expect(nextHintStep(path, path)).toBeNull();
  });

  it('treats a set step as one step whatever the order of its picks', () => {
    const withSet: Path = [{ kind: 'option', id: 'mulligan' }, { kind: 'card', set: ['c1', 'c2'] }];
    expect(nextHintStep(withSet, [{ kind: 'option', id: 'mulligan' }])).toEqual({ kind: 'card', set: ['c1', 'c2'] });
    expect(nextHintStep(withSet, [{ kind: 'option', id: 'mulligan' }, { kind: 'card', set: ['c2', 'c1'] }])).toBeNull();
  });
});

describe('the Hint: its line of words', () => {
  it('says the chances as percentages and how much of the turn the move is', () => {
    expect(hintLine('You play Ember at Fire', 3, { before: 0.481, after: 0.552 })).toBe("Hint: You play Ember at Fire. (First of 3 moves for this turn.) Your chances by the computer's reckoning: 48% → 55%.");
    expect(hintLine('', 1, { before: 0.5, after: 0.5 })).toBe("Hint: The lit move. Your chances by the computer's reckoning: 50% → 50%.");
  });

  for (const module of [gatekeeper, gaterunners, gateway] as unknown as GameModule[]) {
    it(`words every legal move of ${module.id} over random games, naming no card a draw would reveal`, () => {
      const rng = createRng(`words-${module.id}`);
      let worded = 0;
      for (let game = 0; game < 4; game++) {
        const start = module.setup(module.defaultConfig(module.minSeats), `words-${game}`);
        if (!start.ok) throw new Error('setup');
        let s: object = start.value;
        for (let ply = 0; ply < 120 && module.outcome(s).kind === 'ongoing'; ply++) {
          const seat = module.decision(s).seats[0] as number;
          const legal = module.legalMoves(s, seat);
          const move = legal[nextInt(rng, legal.length)] as MoveBase;
          const view = module.view(s, seat);
          const seats = seat === 0 ? YOU : NUMBERED_SEATS;
          // As the table's log says it (GateRunners names a card instance through the view's decks).
          const decks = (view as { config?: { decks?: GrDecks } }).config?.decks;
          const describe = (e: EventBase) => (module.id === 'gaterunners' ? describeGrEvent(e as GrEvent, seats, decks) : module.describeEvent(e, seats));
          const words = moveWords(module, view, seat, move, `w${ply}`, describe);
          expect(words.length).toBeLessThanOrEqual(HINT_WORDS_MAX);
          if (words) worded++;
          // The same move on another sample of the hidden cards reads the same up to its first reveal.
          expect(moveWords(module, view, seat, move, `other${ply}`, describe)).toBe(words);
          // And every sentence is one the real position's log says (as the seat reads it, or as a spectator would).
          const real = module.apply(s, seat, move);
          if (!real.ok) throw new Error('a legal move refused');
          const said = new Set(real.value.events.flatMap((e) => [seat, -1].map((reader) => describe(module.redactEvent?.(e, reader) ?? e).replace(/\.$/, ''))));
          for (const sentence of words ? words.replace(/…$/, '').split('; ') : []) expect([...said].some((x) => x.startsWith(sentence))).toBe(true);
          s = module.applyLegal(s, seat, move).state;
        }
      }
      expect(worded).toBeGreaterThan(100);
    });
  }
});
