/** The generic bots on every registered game: legal answers from views alone, on the real rules. */
import { describe, expect, it } from 'vitest';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { GAMES } from '../../src/rules/catalog';
import { loadGameModule } from '../../src/rules/games';
import { greedyBot, ismctsBot, ismctsSearch } from '../../src/ai/bots';
import { loadGameAi } from '../../src/ai/games';

const registered: GameModule[] = [];
for (const g of GAMES) {
  const m = await loadGameModule(g.id);
  if (m) {
    await loadGameAi(g.id);
    registered.push(m);
  }
}

/** Decision points of a few seeded random games. */
function points(m: GameModule, games: number): { state: object; seat: Seat }[] {
  const rng = createRng(`${m.id}-points`);
  const out: { state: object; seat: Seat }[] = [];
  for (let g = 0; g < games; g++) {
    const r = m.setup(m.defaultConfig(m.minSeats), `${m.id}${g}`);
    if (!r.ok) throw new Error(`setup ${r.error.code}`);
    let s: object = r.value;
    for (let ply = 0; m.outcome(s).kind === 'ongoing' && ply < 400; ply++) {
      const seats = m.decision(s).seats;
      const seat = seats[nextInt(rng, seats.length)] as Seat;
      out.push({ state: s, seat });
      const legal = m.legalMoves(s, seat);
      s = m.applyLegal(s, seat, legal[nextInt(rng, legal.length)] as MoveBase).state;
    }
  }
  return out;
}

describe.runIf(registered.length > 0).each(registered.map((m) => [m.id, m] as const))('%s', (_, m) => {
  it('ISMCTS and greedy answer only legal moves', () => {
    for (const [i, { state, seat }] of points(m, 2).entries()) {
      for (const bot of [ismctsBot({ iterations: 25 }), greedyBot(2)]) {
        const move = bot.choose({ module: m, view: m.view(state, seat), seat, seed: i });
        expect(move && m.validate(state, seat, move), `${bot.id} at point ${i}: ${JSON.stringify(move)}`).toBeNull();
      }
    }
  });

  it('ISMCTS searches the same whatever the hidden cards are behind an identical view', () => {
    const pts = points(m, 1);
    for (const i of [0, Math.floor(pts.length / 2), pts.length - 2]) {
      const { state, seat } = pts[Math.max(0, i)]!;
      const view = m.view(state, seat);
      // Another full state behind the same view: the hidden parts re-dealt.
      const twin = m.determinize(view, seat, createRng(`twin${i}`));
      expect(m.view(twin, seat)).toEqual(view);
      const a = ismctsSearch({ module: m, view, seat, seed: i }, { iterations: 60 });
      const b = ismctsSearch({ module: m, view: m.view(twin, seat), seat, seed: i }, { iterations: 60 });
      expect(b.children).toEqual(a.children);
    }
  });
});

describe('loadGameAi', () => {
  it('loads nothing, and does not throw, for an id that names a prototype member', async () => {
    await expect(loadGameAi('constructor')).resolves.toBeUndefined();
    await expect(loadGameAi('toString')).resolves.toBeUndefined();
  });
});
