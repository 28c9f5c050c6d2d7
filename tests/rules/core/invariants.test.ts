/**
 * parseState checks what each engine relies on, so a loaded position cannot crash or freeze it: what each phase
 * needs, seats within the table, the kind of card each zone holds, numbers within range. Each case edits a real
 * state the way a damaged or hand-edited file could, and must be refused as BAD_STATE (through importPosition too,
 * with an honest checksum).
 */
import { describe, expect, it } from 'vitest';
import type { GameModule, Seat } from '../../../src/rules/core/module';
import { stateHash } from '../../../src/rules/core/hash';
import { exportPosition, importPosition } from '../../../src/rules/core/position';
import { createRng, nextInt } from '../../../src/rules/core/rng';
import { gatekeeper } from '../../../src/rules/gatekeeper/index';
import { gaterunners } from '../../../src/rules/gaterunners/index';
import { gateway } from '../../../src/rules/gateway/index';
import { BOX } from '../../../src/rules/gateway/cards';

type Edit = (state: Record<string, unknown>) => void;

/** A state of `module` reached by seeded random play where `wanted` first holds. */
function reached<S extends object>(module: GameModule<unknown, S>, seats: number, wanted: (state: S) => boolean): { config: unknown; state: S } {
  const config = module.defaultConfig(seats);
  for (let game = 0; game < 200; game++) {
    const setup = module.setup(config, `invariant-${game}`);
    if (!setup.ok) throw new Error('setup');
    let state = setup.value;
    const pick = createRng(`invariant-${game}`);
    for (let ply = 0; ply < 2000 && module.outcome(state).kind === 'ongoing'; ply++) {
      if (wanted(state)) return { config, state };
      const deciding = module.decision(state).seats;
      const seat = deciding[nextInt(pick, deciding.length)] as Seat;
      const legal = module.legalMoves(state, seat);
      state = module.applyLegal(state, seat, legal[nextInt(pick, legal.length)]!).state;
    }
  }
  throw new Error('no such state reached');
}

function refuses<S extends object>(module: GameModule<unknown, S>, base: { config: unknown; state: S }, edit: Edit): void {
  expect(module.parseState(JSON.parse(JSON.stringify(base.state)), base.config).ok, 'the unedited state loads').toBe(true);
  const edited = JSON.parse(JSON.stringify(base.state)) as Record<string, unknown>;
  edit(edited);
  const parsed = module.parseState(edited, base.config);
  expect(parsed.ok ? 'loaded' : parsed.error.code).toBe('BAD_STATE');
  const file = { ...exportPosition(module, base.config, base.state), state: edited, hash: stateHash(edited) };
  const imported = importPosition(module, file);
  expect(imported.ok ? 'loaded' : imported.error.code).toBe('BAD_STATE');
}

describe('Gatekeeper: parseState refuses what the engine cannot play', () => {
  const gk = gatekeeper as unknown as GameModule<unknown, { phase: string }>;
  const playing = reached(gk, 2, (s) => s.phase === 'play');
  it('a hand of 9 over a limit of 5', () => refuses(gk, playing, (s) => {
    const hands = s.hands as number[][];
    const pile = s.pile as number[];
    while (hands[0]!.length < 9) hands[0]!.push(pile.pop()!);
  }));
  it('mana 0 in a running game', () => refuses(gk, playing, (s) => void ((s.mana as number[])[1] = 0)));
  it('a prompt with no witch being resolved (Fury with cur null)', () => refuses(gk, playing, (s) => {
    s.phase = 'fury';
    s.cur = null;
  }));
  it('a removal step with the Gatekeeper off the plane', () => refuses(gk, playing, (s) => {
    s.phase = 'removeTie';
    s.keeper = -1;
    s.cur = { witch: 0, loc: 0, stage: 'removeNormal', activates: true, second: false, skipDuel: false, animal: false };
  }));
});

describe('GateRunners: parseState refuses what the engine cannot play', () => {
  const gr = gaterunners as unknown as GameModule<unknown, { phase: string; sides: { units: unknown[] }[] }>;
  const main = reached(gr, 2, (s) => s.phase === 'main' && s.sides.some((side) => side.units.length > 0));
  it('a response window with no window', () => refuses(gr, main, (s) => {
    s.phase = 'response';
    s.window = null;
  }));
  it('an assignment with no attacks', () => refuses(gr, main, (s) => {
    s.phase = 'assign';
    s.attacks = [];
  }));
  it('99 damage on a unit in play', () => refuses(gr, main, (s) => {
    const side = (s.sides as { units: { damage: number }[] }[]).find((x) => x.units.length > 0)!;
    side.units[0]!.damage = 99;
  }));
});

describe('Gateway: parseState refuses what the engine cannot play', () => {
  const gw = gateway as unknown as GameModule<unknown, { phase: string; hordePile: number[] }>;
  const recruiting = reached(gw, 2, (s) => s.phase === 'recruit' && s.hordePile.length > 0);
  it('a deck card on the Horde pile (swapped with a Horde card in a hand, so every card is still in one place)', () => refuses(gw, recruiting, (s) => {
    const players = s.players as { deck: number[]; hand: number[] }[];
    const horde = s.hordePile as number[];
    const zone = players[0]!.deck.length > 0 ? players[0]!.deck : players[0]!.hand;
    const deckCard = zone[0]!;
    zone[0] = horde[0]!;
    horde[0] = deckCard;
    expect(BOX[deckCard]?.kind).not.toBe('horde');
  }));
  it('an active seat beyond the seat count', () => refuses(gw, recruiting, (s) => void (s.active = 3)));
  it('a choose step with nothing pending, a pick with no offer, an assignment with no battle', () => {
    refuses(gw, recruiting, (s) => {
      s.phase = 'choose';
      s.pending = null;
    });
    refuses(gw, recruiting, (s) => {
      s.phase = 'pick';
      s.picking = null;
    });
    refuses(gw, recruiting, (s) => {
      s.phase = 'assign';
      s.battle = null;
    });
  });
  it('1e15 Action Points', () => refuses(gw, recruiting, (s) => void ((s.turn as { ap: number }).ap = 1e15)));
});
