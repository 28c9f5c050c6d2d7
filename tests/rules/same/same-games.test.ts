/**
 * Same games, move for move: the first 40 seeded random games of each game reach the recorded digests
 * (tests/fixtures/same-games.json). A refactor of an engine or the kernel must keep them; the full check over
 * 1,000 games per game is `npx tsx scripts/same-games.ts`. A rules change that alters play records new digests
 * on purpose (`--write`), saying so in its commit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../src/rules/core/module';
import { loadGameModule } from '../../../src/rules/games';
import { sameGamesDigest } from './same-games';

const recorded = JSON.parse(readFileSync('tests/fixtures/same-games.json', 'utf8')) as Record<string, Record<string, string>>;

describe('same games, move for move, as recorded', () => {
  for (const id of ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
    it(`${id}: 40 seeded random games reach the recorded digest`, async () => {
      const module = (await loadGameModule(id)) as GameModule<unknown, object>;
      expect(recorded[id]?.['40'], 'a recorded digest').toBeDefined();
      expect(sameGamesDigest(module, 40)).toBe(recorded[id]?.['40']);
    }, 60_000);
  }
});
