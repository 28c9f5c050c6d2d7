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

  it('the server imports rules, ai and net but never scenes or machines; the browser never imports the server', async () => {
    expect(await ruleIds("import { matchMachine } from '../src/machines/match';\nexport const x = matchMachine;\n", 'server/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { Menu } from '../src/scenes/Menu';\nexport const x = Menu;\n", 'server/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { think } from '../src/ai/service';\nimport { ok } from '../src/rules/core/result';\nimport { ROOM_NAME } from '../src/net/protocol';\nexport const x = [think, ok, ROOM_NAME];\n", 'server/probe.ts')).toEqual([]);
    expect(await ruleIds("import { newRoomCode } from '../../server/codes';\nexport const x = newRoomCode;\n", 'src/machines/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { Room } from '@colyseus/core';\nexport const x = Room;\n", 'src/scenes/menu/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { think } from '../ai/service';\nexport const x = think;\n", 'src/net/probe.ts')).toContain('no-restricted-imports');
    expect(await ruleIds("import { ROOM_NAME } from '../net/protocol';\nexport const x = ROOM_NAME;\n", 'src/rules/probe.ts')).toContain('no-restricted-imports');
  });

  it('allowed imports pass: rules within rules, ai to rules, machines to xstate', async () => {
    expect(await ruleIds("import { ok } from './result';\nexport const x = ok;\n", 'src/rules/core/probe.ts')).toEqual([]);
    expect(await ruleIds("import { ok } from '../rules/core/result';\nexport const x = ok;\n", 'src/ai/probe.ts')).toEqual([]);
    expect(await ruleIds("import { setup } from 'xstate';\nexport const x = setup;\n", 'src/machines/probe.ts')).toEqual([]);
  });
});
