/** The Gateway table's forecast of an attack, in the words shown before the person confirms it. */
import { describe, expect, it } from 'vitest';
import { GUARD } from '../../src/rules/gateway/index';
import { forecastWords } from '../../src/scenes/gateway/prompts';

const names = (seat: number) => (seat === 0 ? 'You' : `Computer ${seat + 1}`);

describe('attack forecast words', () => {
  it('a battle: both Damage Amounts against the other side\'s Defense, and the most each side can kill', () => {
    const words = forecastWords({ holder: GUARD, battle: true, yourDamage: 6, theirDefense: [3, 4], theirDamage: 3, yourDefense: [2, 2, 3], kills: 1, losses: 1 }, 'Swamptown', names);
    expect(words.split('\n')).toEqual([
      'Attack Swamptown (the City Guard)',
      'Your Damage 6 against their Defense 3 + 4: you can kill 1 of 2.',
      'Their Damage 3 against your Defense 2 + 2 + 3: they can kill 1 of 3.',
      'Runestones and an ally can still change it.',
    ]);
  });

  it('no battle: an unheld district, or a rival\'s with no Insurgents, is taken at once', () => {
    const none = { yourDamage: 0, theirDefense: [], theirDamage: 0, yourDefense: [], kills: 0, losses: 0 };
    expect(forecastWords({ holder: null, battle: false, ...none }, 'High Falls', names)).toBe('High Falls: nobody holds it. Attack to take it at once (no reward).');
    expect(forecastWords({ holder: 2, battle: false, ...none }, 'High Falls', names)).toBe('High Falls: Computer 3 holds it with no Insurgents. Attack to take it at once, with its reward.');
  });
});
