import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The house's import boundaries are lint rules; prove they bite (a rule that never fires protects nothing).
const eslint = new ESLint();
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? 'parse');
}

describe('import boundaries', () => {
  it('src/rules may not import Phaser, xstate or anything outside src/rules', async () => {
    expect(await ruleIds("import Phaser from 'phaser';\nexport const x = Phaser;\n", 'src/rules/core/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { setup } from 'xstate';\nexport const x = setup;\n", 'src/rules/core/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { LEVELS } from '../../ai/bots';\nexport const x = LEVELS;\n", 'src/rules/core/probe.ts')).toContain('no-restricted-imports');
  });

  it('src/rules may not use Math.random, window, document or structuredClone', async () => {
    expect(await ruleIds('export const x = Math.random();\n', 'src/rules/core/probe.ts')).toContain('no-restricted-properties');
    expect(await ruleIds('export const y = structuredClone({});\n', 'src/rules/core/probe.ts')).toContain('no-restricted-globals');
  });

  it('src/ai may not import Phaser or xstate; machines may not import Phaser', async () => {
    expect(await ruleIds("import Phaser from 'phaser';\nexport const x = Phaser;\n", 'src/ai/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { setup } from 'xstate';\nexport const x = setup;\n", 'src/ai/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import Phaser from 'phaser';\nexport const x = Phaser;\n", 'src/machines/probe.ts')).toContain('no-restricted-imports');
  });

  it("scenes reach a game's rules only through its index.ts", async () => {
    expect(await ruleIds("import { WITCHES } from '../../rules/gatekeeper/witches';\nexport const x = WITCHES;\n", 'src/scenes/gatekeeper/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { stands } from '../../rules/gate/engine';\nexport const x = stands;\n", 'src/scenes/gate/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import type { GwMove } from '../../rules/gateway/types';\nexport type X = GwMove;\n", 'src/scenes/gateway/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { WITCHES } from '../../rules/gatekeeper/index';\nexport const x = WITCHES;\n", 'src/scenes/gatekeeper/probe.ts')).toEqual([]);
    expect(await ruleIds("import type { GameModule } from '../../rules/core/module';\nexport type X = GameModule;\n", 'src/scenes/kit/probe.ts')).toEqual([]);
  });

  it('allowed imports pass: rules within rules, ai to rules, machines to xstate', async () => {
    expect(await ruleIds("import { ok } from './result';\nexport const x = ok;\n", 'src/rules/core/probe.ts')).toEqual([]);
    expect(await ruleIds("import { ok } from '../rules/core/result';\nexport const x = ok;\n", 'src/ai/probe.ts')).toEqual([]);
    expect(await ruleIds("import { setup } from 'xstate';\nexport const x = setup;\n", 'src/machines/probe.ts')).toEqual([]);
  });
});
