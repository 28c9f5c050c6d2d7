/**
 * The kit's Hint at every table it serves (Gate has its own, tested in gate.spec.ts): in a position taken over from
 * a replay link, Hint is pressed with the pointer, its line is said in the toast, and the move it suggests is made
 * by tapping what it lights, step after step, until the move is played. Waits are polls; animations are fastest.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { GameId } from '../../src/rules/catalog';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import { gaterunners } from '../../src/rules/gaterunners/index';
import { gateway } from '../../src/rules/gateway/index';
import type { KitInspection } from '../../src/scenes/kit/inspect';
import { click, collectErrors, freshMenuFastest } from './helpers';
import { recordGame, takeOver } from './take-over';

type HintedGame = Extract<GameId, 'gatekeeper' | 'gaterunners' | 'gateway'>;

async function table(page: Page, game: HintedGame): Promise<KitInspection<MoveBase>> {
  const t = await page.evaluate((id) => window.__gatehouse?.[id] ?? null, game);
  if (!t) throw new Error(`the ${game} table is not running`);
  return t as KitInspection<MoveBase>;
}

async function deciding(page: Page, game: HintedGame): Promise<KitInspection<MoveBase>> {
  await page.waitForFunction((id) => {
    const t = window.__gatehouse?.[id];
    return !!t && t.deciding && t.legal.length > 1;
  }, game, { timeout: 60_000, polling: 100 });
  return table(page, game);
}

const GAMES: readonly { readonly id: HintedGame; readonly module: GameModule; readonly plies: number }[] = [
  { id: 'gatekeeper', module: gatekeeper as unknown as GameModule, plies: 8 },
  { id: 'gaterunners', module: gaterunners as unknown as GameModule, plies: 11 },
  { id: 'gateway', module: gateway as unknown as GameModule, plies: 10 },
];

test.describe('the Hint at every table', () => {
  for (const { id, module, plies } of GAMES) {
    test(`${id}: a hint is said, lit, and followed by tapping what it lights`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = collectErrors(page);
      await freshMenuFastest(page);
      // A few moves in (the last legal move each time), then the seat about to move is the person's, with a choice.
      const record = recordGame(id, module, { config: module.defaultConfig(module.minSeats), seed: `e2e-hint-${id}`, plan: ({ legal }) => legal[legal.length - 1], stop: (_view, played) => played >= plies });
      await takeOver(page, id, record);
      let t = await deciding(page, id);
      const before = t.plies;
      if (!t.hint) throw new Error('no kit Hint on this table');
      expect(t.hint.button).toMatchObject({ label: 'Hint', visible: true, enabled: true });

      await click(page, t.hint.button);
      await page.waitForFunction((game) => !!window.__gatehouse?.[game]?.hint?.line, id, { timeout: 60_000, polling: 100 });
      t = await table(page, id);
      const hint = t.hint;
      if (!hint?.line) throw new Error('no hint line');
      expect(hint.line).toMatch(/^Hint: .+ Your chances by the computer's reckoning: \d+% → \d+%\.$/);
      expect(t.toast).toBe(hint.line);
      expect(t.legal).toContainEqual(hint.move);
      expect(hint.next.length).toBeGreaterThan(0);
      await page.screenshot({ path: `test-results/hint-${id}.png` });

      // Follow it: tap what is lit until the move is played (each tap lights the next step, or plays the move).
      for (let step = 0; step < 12 && t.plies === before; step++) {
        const next = t.hint?.next[0];
        if (!next) throw new Error(`nothing lit at step ${step}: ${JSON.stringify(t.hint)}`);
        const lit = JSON.stringify(t.hint?.next);
        await click(page, next.point);
        await page.waitForFunction(({ game, plies, lit: was }) => {
          const now = window.__gatehouse?.[game];
          return !!now && (now.plies !== plies || JSON.stringify(now.hint?.next) !== was);
        }, { game: id, plies: before, lit }, { timeout: 15_000, polling: 50 });
        t = await table(page, id);
      }
      expect(t.plies).toBeGreaterThan(before);
      // What the hint said the move does is what the log says it did.
      const said = /^Hint: (.+?)\. /.exec(hint.line)?.[1]?.split('; ')[0];
      if (said && said !== 'The lit move') await expect.poll(async () => (await table(page, id)).log.join('\n')).toContain(said);
      expect(errors).toEqual([]);
    });
  }
});
