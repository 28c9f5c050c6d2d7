/** The menu's Gateway Uprising options (in the catalogue, so the menu need not load the rules) are the rules' own. */
import { describe, expect, it } from 'vitest';
import { gameInfo } from '../../../src/rules/catalog';
import type { OptionValue } from '../../../src/rules/catalog';
import { defaultConfig, gateway, SCENARIOS } from '../../../src/rules/gateway/index';

const options = gameInfo('gateway')?.options ?? [];

/** Every combination of the options' values, with what each choice requires applied as the panel applies it. */
function combinations(): Record<string, OptionValue>[] {
  let all: Record<string, OptionValue>[] = [{}];
  for (const option of options) all = all.flatMap((partial) => option.choices.map((choice) => ({ ...partial, [option.id]: choice.value })));
  return all;
}

describe('Gateway options in the catalogue (GW-12, GW-18, GW-19, GW-80)', () => {
  it('GW-12 offers random piles and every scenario of the book, by the rules\' ids, numbered in the book\'s order and named in the line', () => {
    const scenario = options.find((o) => o.id === 'scenario');
    expect(scenario?.choices.map((c) => c.value)).toEqual(['random', ...SCENARIOS.map((s) => s.id)]);
    SCENARIOS.forEach((s, i) => expect(scenario?.choices[i + 1]?.about).toContain(s.name));
  });

  it('the first choice of each option is the rules\' default config', () => {
    const firsts = Object.fromEntries(options.map((o) => [o.id, o.choices[0]?.value]));
    const config = { ...defaultConfig(3), ...firsts };
    expect(gateway.parseConfig(config)).toEqual({ ok: true, value: config });
    expect(config).toMatchObject(defaultConfig(3));
  });

  it('GW-19 every combination the panel can make is a config the rules accept, and the one it cannot (a drafted scenario) is refused', () => {
    const satisfied = (values: Record<string, OptionValue>) =>
      options.every((o) => Object.entries(o.choices.find((c) => c.value === values[o.id])?.requires ?? {}).every(([id, value]) => values[id] === value));
    const made = combinations();
    expect(made.length).toBe(8 * 2 * 2 * 2);
    for (const values of made) {
      const parsed = gateway.parseConfig({ ...defaultConfig(2), ...values });
      expect(parsed.ok, JSON.stringify(values)).toBe(satisfied(values));
    }
  });
});
