import { describe, expect, it } from 'vitest';
import type { Draft } from '../../../src/rules/core/draft';
import { adopt, finishDraft, own, owns, startDraft, take, takeAt } from '../../../src/rules/core/draft';
import { stateHash } from '../../../src/rules/core/hash';
import type { GameModule, MoveBase, Seat } from '../../../src/rules/core/module';
import { createRng, nextInt } from '../../../src/rules/core/rng';
import { loadGameModule } from '../../../src/rules/games';

/** A small state of the shapes the games use: scalars, card arrays, a list of hands, a list of records. */
interface TableState {
  readonly turn: number;
  readonly pile: readonly number[];
  readonly discard: readonly number[];
  readonly hands: readonly (readonly number[])[];
  readonly piles: readonly { readonly id: string; readonly cards: readonly number[] }[];
}

/** The draft a game would declare: the list of hands copied when it is made, everything else taken. */
type TableDraft = Draft<TableState, 'hands'>;

/** Freezes a value and everything in it, so any write into it throws (test modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const frozenTable = (): TableState =>
  deepFreeze({
    turn: 3,
    pile: [1, 2, 3],
    discard: [4],
    hands: [[5, 6], [7]],
    piles: [
      { id: 'common', cards: [8, 9] },
      { id: 'rare', cards: [10] },
    ],
  });

const draftOf = (s: TableState): TableDraft => startDraft({ turn: s.turn, pile: s.pile, discard: s.discard, hands: s.hands.slice(), piles: s.piles });

describe('the working-copy helper (core/draft.ts)', () => {
  it('copy on write never mutates the source: every write lands in a copy of a deeply frozen state', () => {
    const source = frozenTable();
    const before = stateHash(source);
    const d = draftOf(source);
    d.turn++;
    take(d, 'pile').push(11);
    takeAt(d, d.hands, 0).splice(0, 1);
    const piles = take(d, 'piles');
    const rare = takeAt(d, piles, 1);
    (rare.cards = own(d, rare.cards)).push(12);
    const next = finishDraft<TableState>(d);
    expect(stateHash(source)).toBe(before);
    expect(next).toEqual({ turn: 4, pile: [1, 2, 3, 11], discard: [4], hands: [[6], [7]], piles: [{ id: 'common', cards: [8, 9] }, { id: 'rare', cards: [10, 12] }] });
  });

  it('an untouched array is shared with the state; a taken array is a copy, made once however often it is taken', () => {
    const source = frozenTable();
    const d = draftOf(source);
    const pile = take(d, 'pile');
    expect(pile).not.toBe(source.pile);
    expect(pile).toEqual(source.pile);
    expect(take(d, 'pile')).toBe(pile);
    expect(takeAt(d, d.hands, 1)).toBe(takeAt(d, d.hands, 1));
    expect(d.hands[1]).not.toBe(source.hands[1]);
    const next = finishDraft<TableState>(d);
    expect(next.discard).toBe(source.discard);
    expect(next.hands[0]).toBe(source.hands[0]);
    expect(next.piles).toBe(source.piles);
  });

  it('a record in a list is copied field by field: its arrays stay shared until they are taken in turn', () => {
    const source = frozenTable();
    const d = draftOf(source);
    const common = takeAt(d, take(d, 'piles'), 0);
    expect(common).not.toBe(source.piles[0]);
    expect(common.cards).toBe(source.piles[0]?.cards);
    expect(d.piles[1]).toBe(source.piles[1]);
  });

  it('an owned array moved to another field stays owned; a fresh one adopted is not copied again', () => {
    const source = frozenTable();
    const d = draftOf(source);
    const discard = take(d, 'discard');
    d.pile = discard;
    d.discard = adopt<number[]>(d, []);
    expect(take(d, 'pile')).toBe(discard);
    const fresh = d.discard;
    expect(take(d, 'discard')).toBe(fresh);
  });

  it('a take on a draft that is not the open one copies again: slower, never a write into the state', () => {
    const source = frozenTable();
    const first = draftOf(source);
    const pile = take(first, 'pile');
    draftOf(source);
    expect(owns(first, pile)).toBe(false);
    const again = take(first, 'pile');
    expect(again).not.toBe(pile);
    again.push(99);
    expect(source.pile).toEqual([1, 2, 3]);
  });

  it('a finished draft is a state: nothing in it counts as writable any more', () => {
    const d = draftOf(frozenTable());
    const pile = take(d, 'pile');
    const next = finishDraft<TableState>(d);
    expect(owns(next, pile)).toBe(false);
    expect(Object.keys(next)).toEqual(['turn', 'pile', 'discard', 'hands', 'piles']);
  });

  it('the types: arrays not yet taken are readonly, the Own ones are writable one level down', () => {
    const d = draftOf(frozenTable());
    expect(() => {
      // @ts-expect-error the pile is still the state's until taken
      d.pile.push(1);
    }).toThrow(TypeError);
    expect(() => {
      // @ts-expect-error so is each hand: the list is the draft's, its hands are not
      d.hands[0]?.push(1);
    }).toThrow(TypeError);
    d.hands[0] = [];
    const state: TableState = d;
    expect(state.hands[0]).toEqual([]);
  });
});

describe('every game steps from a deeply frozen state (copy on write never writes into its input)', () => {
  for (const id of ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
    it(`${id}: 12 random games, each state frozen before its move, the same states as unfrozen`, async () => {
      const module = (await loadGameModule(id)) as GameModule<unknown, object>;
      for (let game = 0; game < 12; game++) {
        const seats = module.minSeats + (game % (module.maxSeats - module.minSeats + 1));
        const setup = module.setup(module.defaultConfig(seats), `frozen-${game}`);
        if (!setup.ok) throw new Error(setup.error.code);
        let state = setup.value;
        const pick = createRng(`frozen-${game}/picker`);
        for (let ply = 0; ply < 400 && module.outcome(state).kind === 'ongoing'; ply++) {
          const deciding = module.decision(state).seats;
          const seat = deciding[nextInt(pick, deciding.length)] as Seat;
          const legal = module.legalMoves(state, seat);
          const move = legal[nextInt(pick, legal.length)] as MoveBase;
          const loose = module.apply(structuredClone(state), seat, move);
          const before = stateHash(state);
          const frozen = module.apply(deepFreeze(state), seat, move);
          if (!frozen.ok || !loose.ok) throw new Error(`${id}: a legal move was refused`);
          expect(stateHash(state)).toBe(before);
          expect(stateHash(frozen.value.state)).toBe(stateHash(loose.value.state));
          state = frozen.value.state;
        }
      }
    });
  }
});
