/**
 * What a spectator of an online table sees, per game (GK-63, GR-60, GW-82): the rules' `spectatorView` and the
 * events redacted for no seat (`eventSeenBy(module, event, null)`). The contract harness checks the general
 * property over every game's random play (tests/rules/harness.ts); these tests pin each clause's particulars.
 */
import { describe, expect, it } from 'vitest';
import type { EventBase, GameModule } from '../../src/rules/core/module';
import { eventSeenBy } from '../../src/rules/core/module';
import { createRng, nextInt, shuffled } from '../../src/rules/core/rng';
import type { GkState } from '../../src/rules/gatekeeper/index';
import { DEFAULT_CONFIG as GK_CONFIG, gatekeeper } from '../../src/rules/gatekeeper/index';
import { DEFAULT_CONFIG as GR_CONFIG, gaterunners } from '../../src/rules/gaterunners/index';
import { defaultConfig as gwConfig, gateway, HIDDEN_CARD } from '../../src/rules/gateway/index';
import { army, at, hold, game as gatewayGame, ofType, play as gatewayPlay, runes, seal } from './gateway/build';

/** Plays a seeded random game for up to `plies` (or to its end); every state reached and every event. */
function randomPlay<S extends object>(module: GameModule<unknown, S>, config: unknown, seed: string, plies: number) {
  const setup = module.setup(config, seed);
  if (!setup.ok) throw new Error(JSON.stringify(setup.error));
  const rng = createRng(`${seed}/moves`);
  const states: S[] = [setup.value];
  const events: EventBase[] = [];
  let state = setup.value;
  for (let ply = 0; ply < plies && module.outcome(state).kind === 'ongoing'; ply++) {
    const deciding = module.decision(state).seats;
    const seat = deciding[nextInt(rng, deciding.length)] as number;
    const legal = module.legalMoves(state, seat);
    const applied = module.applyLegal(state, seat, legal[nextInt(rng, legal.length)] as never);
    state = applied.state;
    states.push(state);
    events.push(...applied.events);
  }
  return { states, events, last: state };
}

describe('GK-63 a spectator sees what both players see alike', () => {
  it('no hand, the hand sizes and the pile size, the rest of seat 0\'s table; the same whichever witches the hands and pile hold; drawn witches unnamed', () => {
    const { states, events } = randomPlay(gatekeeper, GK_CONFIG, 'gk-spectator', 80);
    const shuffler = createRng('gk-spectator/deal');
    for (const s of states) {
      const watched = gatekeeper.spectatorView(s);
      expect(watched.hand).toEqual([]);
      expect(watched.handCounts).toEqual(s.hands.map((h) => h.length));
      expect(watched.pileCount).toBe(s.pile.length);
      expect(watched).toEqual({ ...gatekeeper.view(s, 0), hand: [] });
      // Both hands and the pile dealt anew from the same witches: the spectator cannot tell.
      const pool = shuffled(shuffler, [...(s.hands[0] ?? []), ...(s.hands[1] ?? []), ...s.pile]);
      const sizes = s.hands.map((h) => h.length);
      const redealt: GkState = { ...s, hands: [pool.slice(0, sizes[0]), pool.slice(sizes[0], (sizes[0] ?? 0) + (sizes[1] ?? 0))], pile: pool.slice((sizes[0] ?? 0) + (sizes[1] ?? 0)) };
      expect(gatekeeper.spectatorView(redealt), 'GK-63: the spectator view names no witch in a hand or the pile').toEqual(watched);
    }
    const draws = events.filter((e) => e.type === 'drew');
    expect(draws.length).toBeGreaterThan(0);
    expect(draws.map((e) => eventSeenBy(gatekeeper, e as never, null))).toEqual(draws.map((e) => ({ ...e, witch: -1 })));
  });
});

describe('GR-60 a spectator sees what both players see alike', () => {
  it('no hand, the sizes of hands, decks and Shields, everything in play; a card going into a hand is unnamed', () => {
    let drawn = 0;
    let shieldsToHand = 0;
    for (let g = 0; g < 6; g++) {
      const { states, events } = randomPlay(gaterunners, GR_CONFIG, `gr-spectator-${g}`, 400);
      for (const s of states) {
        const watched = gaterunners.spectatorView(s);
        watched.sides.forEach((side, seat) => {
          const real = s.sides[seat as 0 | 1];
          expect(side.hand).toBeNull();
          expect(side.handCount).toBe(real.hand.length);
          expect(side.deckCount).toBe(real.deck.length);
          expect(side.gates.map((gate) => gate?.shields ?? null)).toEqual(real.gates.map((gate) => gate?.shields.length ?? null));
          expect(side.units).toEqual(real.units);
          expect(side.graveyard).toEqual(real.graveyard);
        });
      }
      for (const e of events) {
        const seen = eventSeenBy(gaterunners, e as never, null) as EventBase & { card?: number; to?: string };
        if (e.type === 'drew') {
          drawn++;
          expect(seen.card, 'GR-60: a drawn card is unnamed').toBe(-1);
        }
        if (e.type === 'shieldLost' && seen.to === 'hand') {
          shieldsToHand++;
          expect(seen.card, 'GR-60: a Shield going into a hand is unnamed').toBe(-1);
        }
      }
    }
    expect(drawn).toBeGreaterThan(0);
    expect(shieldsToHand).toBeGreaterThan(0);
  });
});

describe('GW-82 a spectator sees what every player sees alike', () => {
  it('no hand and no Runestone during the game, each player\'s hand size, Runestone tiers and hand-and-deck cards; every Runestone at the final scoring; draws and gained Runestones unnamed', () => {
    const { states, events, last } = randomPlay(gateway, gwConfig(3), 'gw-spectator', 6000);
    expect(gateway.outcome(last).kind).not.toBe('ongoing');
    for (const s of states) {
      const watched = gateway.spectatorView(s);
      expect(watched.peeked).toBeNull();
      watched.players.forEach((player, seat) => {
        const real = s.players[seat]!;
        expect(player.hand).toBeNull();
        expect(player.runes).toEqual(s.end === null ? null : real.runes);
        expect(player.handCount).toBe(real.hand.length);
        expect(player.runeTiers).toHaveLength(real.runes.length);
        expect(player.unseen).toEqual([...real.hand, ...real.deck].sort((a, b) => a - b));
      });
    }
    const hidden = events.filter((e) => e.type === 'drew' || e.type === 'runeGained');
    expect(hidden.some((e) => e.type === 'drew') && hidden.some((e) => e.type === 'runeGained')).toBe(true);
    for (const e of hidden) expect((eventSeenBy(gateway, e as never, null) as EventBase & { card: number }).card, `GW-82: ${e.type} is unnamed`).toBe(-1);
  });

  it('sees that a Runestone was lent in a soft alliance (GW-42), not which', () => {
    const s = gatewayGame(3);
    army(s, 0, ['sledge']);
    runes(s, 0, []);
    const [sledge1] = army(s, 1, ['sledge']);
    const [sword] = runes(s, 1, ['swordstone']);
    runes(s, 2, []);
    const district = at(s, 'high-falls');
    hold(s, district, ['elite-guard', 'watchman']);
    s.phase = 'attack';
    const r = gatewayPlay(seal(s), { type: 'ask', district, ally: 1 }, { type: 'lend', cards: [sledge1!], runes: [sword!] });
    expect(gateway.spectatorView(r.state).alliance).toEqual({ ally: 1, district, lent: [sledge1], lentRunes: [HIDDEN_CARD] });
    const lent = ofType(r.events, 'lent')[0]!;
    expect(eventSeenBy(gateway, lent, null)).toEqual({ ...lent, runes: [-1] });
  });
});
