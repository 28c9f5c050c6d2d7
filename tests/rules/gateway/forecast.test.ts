/** The attack forecast the table shows before an attack is confirmed is what the battle then opens with. */
import { describe, expect, it } from 'vitest';
import type { GwMove, GwState } from '../../../src/rules/gateway/index';
import { damageAmount, defaultConfig, forecastAttack, gateway, mostKills, sideUnits } from '../../../src/rules/gateway/index';
import { remaining } from '../../../src/rules/gateway/draft';

describe('the attack forecast (GW-31, GW-32, GW-33)', () => {
  it('mostKills counts the weakest cards first while the Damage lasts', () => {
    expect(mostKills([4, 1, 2], 3)).toBe(2);
    expect(mostKills([4, 1, 2], 7)).toBe(3);
    expect(mostKills([5], 4)).toBe(0);
    expect(mostKills([], 9)).toBe(0);
  });

  it('GW-33 over random games: every attack, forecast from the attacker\'s view, opens the battle with those Damage Amounts and cards (or none when GW-31/GW-32 take the district at once)', () => {
    let battles = 0;
    let unopposed = 0;
    for (let game = 0; game < 30; game++) {
      const started = gateway.setup(defaultConfig(2 + (game % 3)), `forecast-${game}`);
      if (!started.ok) throw new Error('setup failed');
      let state: GwState = started.value;
      for (let ply = 0; ply < 3000 && gateway.outcome(state).kind === 'ongoing'; ply++) {
        const seat = gateway.decision(state).seats[0] ?? 0;
        const moves = gateway.legalMoves(state, seat);
        const attacks = moves.filter((m): m is Extract<GwMove, { type: 'attack' }> => m.type === 'attack');
        const move = attacks.length > 0 && ply % 2 === 0 ? (attacks[ply % attacks.length] as GwMove) : (moves[(ply * 13 + game) % moves.length] as GwMove);
        const forecast = move.type === 'attack' ? forecastAttack(gateway.view(state, seat), seat, move.district) : null;
        const applied = gateway.applyLegal(state, seat, move);
        if (move.type === 'attack') {
          const began = applied.events.some((e) => e.type === 'battleBegan' && e.kind === 'attack' && e.a === seat);
          expect(forecast?.battle, 'a battle is forecast exactly when one begins').toBe(began);
          const battle = applied.state.battle;
          if (began && battle) {
            battles++;
            expect(forecast?.yourDamage).toBe(damageAmount(applied.state, battle, 'a'));
            expect(forecast?.theirDamage).toBe(damageAmount(applied.state, battle, 'd'));
            expect(forecast?.theirDefense).toEqual(sideUnits(applied.state, battle, 'd').map(remaining));
            expect(forecast?.yourDefense).toEqual(sideUnits(applied.state, battle, 'a').map(remaining));
          } else unopposed++;
        }
        state = applied.state;
      }
    }
    expect(battles).toBeGreaterThan(20);
    expect(unopposed).toBeGreaterThan(0);
  });
});
