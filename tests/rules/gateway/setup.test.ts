/** Setup for 2, 3 and 4 players (GW-6…GW-15). */
import { describe, expect, it } from 'vitest';
import { adjacent, cardAt, copiesOf, defaultConfig, DISTRICTS, EVENTS, eventCard, gateway, LEADERS, nextClockwise, RANDOMIZER, REVOLUTION, runeCard, SCENARIO_BY_ID } from '../../../src/rules/gateway/index';

const setup = (seats: number, scenario = 'random', seed = 's') => {
  const r = gateway.setup({ ...defaultConfig(seats), scenario }, seed);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('setup', () => {
  it('GW-6 Central City and six outer districts on ring positions 0–5; a scenario uses its suggested districts', () => {
    const s = setup(3, 'merchant-princes');
    expect(s.districts[0]).toMatchObject({ id: 'central-city', pos: -1 });
    expect(s.districts.slice(1).map((x) => x.pos)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(s.districts.slice(1).map((x) => x.id).sort()).toEqual([...SCENARIO_BY_ID.get('merchant-princes')!.districts].sort());
    const random = setup(4, 'random', 'r1');
    expect(new Set(random.districts.map((x) => x.id)).size).toBe(7);
    expect(random.districts.slice(1).every((x) => DISTRICTS.some((d) => d.id === x.id && !d.central))).toBe(true);
  });

  it('GW-7 two players: the top and bottom districts start Ruined; three or four: none', () => {
    const two = setup(2);
    expect(two.districts.filter((x) => x.ruined).map((x) => x.pos).sort()).toEqual([2, 5]);
    expect(setup(3).districts.some((x) => x.ruined)).toBe(false);
    expect(setup(4).districts.some((x) => x.ruined)).toBe(false);
  });

  it('GW-8 the six symbol markers go clockwise from position 0 on standing districts; X markers are removed; Central City gets none', () => {
    for (const seats of [2, 3, 4]) {
      for (let g = 0; g < 5; g++) {
        const s = setup(seats, 'random', `m${g}`);
        expect(s.districts.flatMap((x) => x.markers).sort()).toEqual(['crown', 'moon', 'skull', 'star', 'sun', 'tower']);
        expect(s.districts[0]!.markers).toEqual([]);
        for (const x of s.districts) if (x.ruined) expect(x.markers).toEqual([]);
        // 8 markers over the standing districts: positions 0 and 1 of the standing ring get the extra ones.
        for (const x of s.districts) expect(x.markers.length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('GW-9 adjacency skips ruined districts; "next clockwise" too', () => {
    const s = setup(2);
    const byPos = (pos: number) => s.districts.findIndex((x) => x.pos === pos);
    // Position 1's clockwise neighbour is the ruined position 2: the next standing one is position 3.
    expect(nextClockwise(s, byPos(1))).toBe(byPos(3));
    expect(adjacent(s, byPos(1))).toEqual([0, byPos(0), byPos(3)].sort((a, b) => a - b));
    expect(nextClockwise(s, 0)).toBeNull();
  });

  it('GW-10 a Guard on each standing outer district and three on Central City (Guard Captains bring more)', () => {
    for (let g = 0; g < 6; g++) {
      const s = setup(2 + (g % 3), 'random', `g${g}`);
      for (const x of s.districts) {
        if (x.ruined) expect(x.cards).toEqual([]);
        else expect(x.cards.length).toBeGreaterThanOrEqual(x.pos < 0 ? 3 : 1);
        for (const u of x.cards) expect(cardAt(u.card)?.kind).toBe('guard');
        const captains = x.cards.filter((u) => cardAt(u.card)?.id === 'guard-captain').length;
        expect(x.cards.length).toBeLessThanOrEqual((x.pos < 0 ? 3 : 1) + captains);
      }
    }
  });

  it('GW-11 twelve Events from the groups for the number of players', () => {
    for (const seats of [2, 3, 4]) {
      const s = setup(seats, 'random', `e${seats}`);
      expect(s.events.length).toBe(12);
      for (const e of s.events) expect(eventCard(e).group).toBeLessThanOrEqual(seats);
    }
    expect(EVENTS.filter((e) => e.group === 2).length).toBeGreaterThanOrEqual(12);
  });

  it('GW-12 a random game reveals 8 Revolution piles of 5; a scenario uses its own; Beardfish only with a summoner; the Randomizer stays in the box', () => {
    const s = setup(3, 'random', 'rev');
    const rev = s.supply.filter((p) => REVOLUTION.some((c) => c.id === p.id));
    expect(rev.length).toBe(8);
    for (const p of rev) expect(p.cards.length).toBe(5);
    for (const c of RANDOMIZER) expect(s.box).toContain(c);
    const sub = setup(3, 'subtlety-control');
    expect(sub.supply.filter((p) => REVOLUTION.some((c) => c.id === p.id)).map((p) => p.id).sort()).toEqual([...SCENARIO_BY_ID.get('subtlety-control')!.cards].sort());
    expect(sub.supply.some((p) => p.id === 'beardfish')).toBe(true);
    const brute = setup(3, 'brute-force');
    expect(brute.supply.some((p) => p.id === 'beardfish')).toBe(false);
    // Piles are arranged by Gold cost.
    const costs = rev.map((p) => cardAt(p.cards[0]!)).map((c) => (c && 'cost' in c ? c.cost : 0));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('GW-13 Core piles hold every copy not dealt; Runestone piles are shuffled by tier', () => {
    const s = setup(4);
    expect(s.supply.find((p) => p.id === 'saloran-cart')!.cards.length).toBe(32 - 28);
    expect(s.supply.find((p) => p.id === 'rebel')!.cards.length).toBe(18 - 12);
    expect(s.supply.find((p) => p.id === 'sledge')!.cards.length).toBe(10);
    for (const t of ['common', 'uncommon', 'rare'] as const) for (const c of s.supply.find((p) => p.id === t)!.cards) expect(runeCard(c).tier).toBe(t);
    expect(s.supply.find((p) => p.id === 'common')!.cards.length).toBe(20 - 4);
  });

  it('GW-14 starter decks: 7 Saloran Carts, 1 Argethian Vendor, 3 Rebels and a Leader; 6 in hand; one Common Runestone each', () => {
    const s = setup(4, 'random', 'starter');
    const leaders = new Set<string>();
    for (const p of s.players) {
      const ids = [...p.hand, ...p.deck].map((c) => cardAt(c)!.id);
      expect(ids.filter((x) => x === 'saloran-cart').length).toBe(7);
      expect(ids.filter((x) => x === 'argethian-vendor').length).toBe(1);
      expect(ids.filter((x) => x === 'rebel').length).toBe(3);
      const leader = ids.filter((x) => LEADERS.some((l) => l.id === x));
      expect(leader.length).toBe(1);
      leaders.add(leader[0]!);
      expect(p.hand.length).toBe(6);
      expect(p.runes.map((r) => runeCard(r).tier)).toEqual(['common']);
    }
    expect(leaders.size).toBe(4);
  });

  it('GW-15 the starting player is chosen at random and plays first', () => {
    const firsts = new Set<number>();
    for (let g = 0; g < 30; g++) {
      const s = setup(4, 'random', `first-${g}`);
      expect(s.active).toBe(s.first);
      expect(gateway.decision(s)).toEqual({ seats: [s.first], kind: 'deploy' });
      firsts.add(s.first);
    }
    expect(firsts.size).toBe(4);
  });

  it('refuses bad configs with coded reasons', () => {
    expect(gateway.setup({ ...defaultConfig(5) }, 1)).toMatchObject({ ok: false, error: { code: 'BAD_SEAT_COUNT' } });
    expect(gateway.setup({ ...defaultConfig(3), scenario: 'nope' }, 1)).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG' } });
    expect(copiesOf('swordstone').length).toBe(3);
  });
});
