/**
 * The fuzz suite at CI size (a few seconds per game): every entry point for untrusted data, for all four games.
 * `npm run fuzz` runs the same properties larger and prints the figures.
 */
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/rules/core/module';
import { loadGameModule } from '../../../src/rules/games';
import { fuzzGame } from './fuzz';

const CI_SIZE = { arbitrary: 150, mutations: 150, playOn: 200, games: 4, seed: 17 };

describe('fuzz: untrusted input never throws, refusals change nothing, what loads plays on', () => {
  for (const id of ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
    it(`${id}: no throw, no state changed by a refusal, nothing loaded that then crashes or stalls`, async () => {
      const module = (await loadGameModule(id)) as GameModule<unknown, object>;
      const figures = fuzzGame(module, CI_SIZE);
      expect(figures.failures).toEqual([]);
      expect({ throws: figures.throws, changedOnRefusal: figures.changedOnRefusal, loadedThenCrashed: figures.loadedThenCrashed }).toEqual({ throws: 0, changedOnRefusal: 0, loadedThenCrashed: 0 });
      for (const entry of Object.keys(figures.tried) as (keyof typeof figures.tried)[]) expect(figures.tried[entry], entry).toBeGreaterThanOrEqual(CI_SIZE.arbitrary);
    }, 60_000);
  }
});
