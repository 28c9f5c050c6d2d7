/** Choices before the first turn: Faction Leaders picked by the players (GW-18), the Revolution piles drafted (GW-19). */
import { describe, expect, it } from 'vitest';
import { copiesOf, defaultConfig, gateway, LEADERS, REVOLUTION } from '../../../src/rules/gateway/index';
import type { GwConfig, GwMove, GwState } from '../../../src/rules/gateway/index';

function start(config: Partial<GwConfig> & { seats: number }, seed = 'picks'): GwState {
  const r = gateway.setup({ ...defaultConfig(config.seats), ...config }, seed);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

/** Applies picks by whoever decides, returning the state and every event. */
function picks(s: GwState, ...ids: string[]) {
  let state = s;
  const events = [];
  for (const id of ids) {
    const seat = gateway.decision(state).seats[0]!;
    const r = gateway.apply(state, seat, { type: 'pick', id } as GwMove);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

describe('GW-18 Faction Leaders chosen by the players', () => {
  it('each player, from the starting player clockwise, picks one of the Leaders left; then the decks are shuffled and hands dealt', () => {
    const s = start({ seats: 3, leaders: 'choose' });
    expect(s.phase).toBe('pick');
    expect(s.picking).toEqual({ kind: 'leader', offer: LEADERS.map((c) => c.id), count: 0 });
    // No Leader dealt and no hand drawn yet: 11 starter cards each.
    for (const p of s.players) {
      expect(p.hand).toEqual([]);
      expect(p.deck).toHaveLength(11);
    }
    expect(gateway.decision(s).seats).toEqual([s.first]);
    expect(gateway.legalMoves(s, s.first)).toHaveLength(8);
    const one = picks(s, 'highway-robber').state;
    const next = (s.first + 1) % 3;
    expect(gateway.decision(one).seats).toEqual([next]);
    expect(one.players[s.first]!.deck).toContain(copiesOf('highway-robber')[0]);
    expect(gateway.validate(one, next, { type: 'pick', id: 'highway-robber' })).toEqual({ code: 'NOT_OFFERED', id: 'highway-robber' });
    expect(gateway.apply(one, (next + 1) % 3, { type: 'pick', id: 'runecarver' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_DECISION' } });
    const done = picks(one, 'runecarver', 'iron-warden');
    expect(done.state.picking).toBeNull();
    expect(done.state.phase).toBe('deploy');
    expect(done.state.active).toBe(s.first);
    const leaderOf = (seat: number) => [...done.state.players[seat]!.hand, ...done.state.players[seat]!.deck].find((c) => LEADERS.some((l) => copiesOf(l.id)[0] === c));
    expect([s.first, next, (next + 1) % 3].map(leaderOf)).toEqual(['highway-robber', 'runecarver', 'iron-warden'].map((id) => copiesOf(id)[0]));
    for (const p of done.state.players) {
      expect(p.hand).toHaveLength(6);
      expect(p.deck).toHaveLength(6);
    }
    expect(done.events.filter((e) => e.type === 'picked')).toHaveLength(2);
    // The Leaders nobody picked stay in the box.
    expect(done.state.box).toContain(copiesOf('shadow-broker')[0]);
  });
});

describe('GW-19 the Revolution draft', () => {
  it('the starting player picks one Randomizer card, then the next player clockwise, until 8 piles are chosen, sorted by Gold cost', () => {
    const s = start({ seats: 2, draft: true });
    expect(s.picking).toEqual({ kind: 'revolution', offer: REVOLUTION.map((c) => c.id), count: 0 });
    expect(s.supply.map((p) => p.id)).toEqual(['sledge', 'rebel', 'saloran-cart', 'argethian-vendor', 'shadow-market', 'common', 'uncommon', 'rare']);
    const chosen = ['war-hero', 'multi-wizard', 'summoner', 'claw-knight', 'fishwife', 'runegheist', 'birdmancer', 'trumpeter'];
    const seats: number[] = [];
    let st = s;
    for (const id of chosen) {
      seats.push(gateway.decision(st).seats[0]!);
      st = picks(st, id).state;
    }
    expect(seats).toEqual([0, 1, 0, 1, 0, 1, 0, 1].map((k) => (s.first + k) % 2));
    expect(st.picking).toBeNull();
    expect(st.phase).toBe('deploy');
    // Piles of five, by Gold cost (ties in the card list's order); the Summoner brought the Beardfish pile with it (GW-12).
    const ids = st.supply.map((p) => p.id);
    expect(ids).toEqual(['sledge', 'rebel', 'beardfish', 'saloran-cart', 'argethian-vendor', 'shadow-market', 'multi-wizard', 'fishwife', 'trumpeter', 'birdmancer', 'claw-knight', 'summoner', 'war-hero', 'runegheist', 'common', 'uncommon', 'rare']);
    expect(st.supply.find((p) => p.id === 'war-hero')!.cards).toEqual(copiesOf('war-hero').slice(0, 5));
    expect(st.supply.find((p) => p.id === 'beardfish')!.cards).toHaveLength(6);
    expect(gateway.validate(picks(s, 'war-hero').state, (s.first + 1) % 2, { type: 'pick', id: 'war-hero' })).toEqual({ code: 'NOT_OFFERED', id: 'war-hero' });
  });

  it('follows the Leader picks when both are chosen, and is refused with a scenario (it names its own cards)', () => {
    const s = start({ seats: 2, leaders: 'choose', draft: true });
    const after = picks(s, 'grey-archmage', 'street-preacher').state;
    expect(after.picking).toMatchObject({ kind: 'revolution', count: 0 });
    expect(after.phase).toBe('pick');
    expect(gateway.setup({ ...defaultConfig(2), scenario: 'arriving', draft: true }, 1)).toMatchObject({ ok: false, error: { code: 'BAD_CONFIG', path: 'config.draft' } });
    expect(gateway.parseConfig({ ...defaultConfig(2), leaders: 'vote' })).toMatchObject({ ok: false });
  });
});
