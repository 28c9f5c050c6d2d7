import { describe, expect, it, vi } from 'vitest';
import type { GkEvent, GkMove, GkView } from '../../src/rules/gatekeeper/types';

// The layout reads the card size from CardView, which extends Phaser classes: a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub, Math: { DegToRad: (d: number) => (d * Math.PI) / 180, Clamp: (v: number, a: number, b: number) => Math.min(b, Math.max(a, v)) } };
});

const { gatekeeper, redactEvent } = await import('../../src/rules/gatekeeper/index');
const { applyEvent, shownOf } = await import('../../src/scenes/gatekeeper/model');
const { columnPose, computeLayout, DAZZLED_TILT, nextSlot, TILTED_WIDTH } = await import('../../src/scenes/gatekeeper/layout');
const { moveForDrop } = await import('../../src/scenes/gatekeeper/prompts');
const { gatekeeperSteps, PILE_CARD, HAND_ZONE } = await import('../../src/scenes/gatekeeper/steps');
const { entriesOf, offerOf, withPick, NO_PROGRESS } = await import('../../src/machines/move-steps');

/** A small deterministic chooser (no Math.random, so a failure replays). */
function chooser(seed: number): (n: number) => number {
  let x = seed * 2654435761;
  return (n) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x % n;
  };
}

describe('the table picture steps through events to the next view', () => {
  it('for both seats, over seeded random games, the picture after each move equals that move\'s view', () => {
    let moves = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const pick = chooser(seed);
      const r = gatekeeper.setup(gatekeeper.defaultConfig(2), `table-${seed}`);
      if (!r.ok) throw new Error('setup failed');
      let state = r.value;
      for (let ply = 0; ply < 400 && gatekeeper.outcome(state).kind === 'ongoing'; ply++) {
        const seat = gatekeeper.decision(state).seats[0] ?? 0;
        const legal = gatekeeper.legalMoves(state, seat) as GkMove[];
        const move = legal[pick(legal.length)] as GkMove;
        const before = [0, 1].map((v) => gatekeeper.view(state, v) as GkView);
        const applied = gatekeeper.apply(state, seat, move);
        if (!applied.ok) throw new Error(`refused ${JSON.stringify(move)}`);
        state = applied.value.state;
        for (const viewer of [0, 1]) {
          const after = gatekeeper.view(state, viewer) as GkView;
          const shown = shownOf(before[viewer] as GkView);
          // What the table receives for a seat: another seat's drawn witch is hidden.
          for (const e of applied.value.events as GkEvent[]) applyEvent(shown, redactEvent(e, viewer), after);
          const want = shownOf(after);
          const pick2 = (s: typeof shown) => ({ hand: s.hand, handCounts: s.handCounts, columns: s.columns, mana: s.mana, beads: s.beads, keeper: s.keeper, line: s.line, pileCount: s.pileCount, discard: s.discard, shields: s.shields, limits: s.limits });
          expect(pick2(shown), `seed ${seed} ply ${ply} viewer ${viewer} ${move.type}`).toEqual(pick2(want));
        }
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(500);
  });
});

describe('table layout', () => {
  const sizes = [
    [1280, 800],
    [1024, 768],
    [768, 1024],
    [1920, 1080],
    [820, 1180],
  ] as const;

  it.each(sizes)('%i × %i: the plane, hand, piles and buttons stay on screen and apart', (w, h) => {
    const L = computeLayout(w, h);
    const inside = (x: number, y: number) => x >= 0 && y >= 0 && x <= w && y <= h;
    const p = L.plane;
    expect(p.farTop).toBeGreaterThanOrEqual(L.topBar.height);
    expect(p.farBottom).toBeLessThan(p.locY - p.locH / 2);
    expect(p.nearTop).toBeGreaterThan(p.locY + p.locH / 2);
    expect(p.nearBottom).toBeLessThan(L.hand.y);
    expect(p.cardScale).toBeGreaterThanOrEqual(0.45);
    for (const x of p.colX) expect(inside(x, p.locY)).toBe(true);
    for (const s of L.line.slots) expect(inside(s.x, s.y)).toBe(true);
    expect(inside(L.pile.x, L.pile.y) && inside(L.discard.x, L.discard.y)).toBe(true);
    expect(inside(L.buttons.x + L.buttons.w / 2, L.buttons.y + 3 * (L.buttons.h + L.buttons.gap))).toBe(true);
    expect(L.hand.y + (196 * L.hand.cardScale) / 2).toBeLessThanOrEqual(h);
    // A dazzled witch, tilted in her place, stays inside her column.
    expect(TILTED_WIDTH * p.cardScale).toBeLessThanOrEqual(p.colW);
    expect(L.mode).toBe(w >= h * 1.15 ? 'wide' : 'tall');
  });

  it('columns of up to eight witches stay inside their side of the plane, each newer one further out', () => {
    const p = computeLayout(1280, 800).plane;
    for (let n = 1; n <= 8; n++) {
      const dazzled = Array.from({ length: n }, (_, i) => i % 3 === 1);
      for (const side of ['near', 'far'] as const) {
        // The edge toward the location: each witch starts further out than the one before, leaving her band in view.
        const edges = dazzled.map((_, i) => {
          const half = (196 * p.cardScale) / 2;
          const y = columnPose(p, side, 2, i, dazzled).y;
          return side === 'near' ? y - half : y + half;
        });
        for (let i = 1; i < n; i++) expect(side === 'near' ? (edges[i] as number) > (edges[i - 1] as number) : (edges[i] as number) < (edges[i - 1] as number)).toBe(true);
        const last = columnPose(p, side, 2, n - 1, dazzled);
        const half = (196 * p.cardScale) / 2;
        if (side === 'near') expect(last.y + half).toBeLessThanOrEqual(p.nearBottom + 1);
        else expect(last.y - half).toBeGreaterThanOrEqual(p.farTop - 1);
      }
      // Dazzled witches keep their place (no neighbour's band covered), tilted: the same spot as an upright witch.
      expect(columnPose(p, 'near', 0, 1, [false, true])).toEqual({ ...columnPose(p, 'near', 0, 1, [false, false]), angle: -DAZZLED_TILT });
      expect(columnPose(p, 'far', 0, 1, [false, true])).toEqual({ ...columnPose(p, 'far', 0, 1, [false, false]), angle: DAZZLED_TILT });
    }
    expect(nextSlot(p, 'near', 1, []).y).toBeGreaterThan(p.nearTop);
  });
});

describe('prompts from legal moves', () => {
  const legal: GkMove[] = [
    { type: 'play', card: 3, loc: 0 },
    { type: 'play', card: 3, loc: 2 },
    { type: 'play', card: 9, loc: 1 },
    { type: 'recruit', card: 20 },
    { type: 'draw' },
    { type: 'healer', witches: [4] },
    { type: 'healer', witches: [4, 7] },
  ];

  const entries = entriesOf(gatekeeperSteps, legal, null);
  /** The zones the move-building machine offers once a card is picked. */
  const targetsFor = (cardId: string): string[] => {
    const start = offerOf(entries, [], NO_PROGRESS);
    if (!start.picks.some((p) => p.kind === 'card' && p.id === cardId)) return [];
    const after = withPick(start, NO_PROGRESS, { kind: 'card', id: cardId });
    return offerOf(entries, [], after).picks.map((p) => String(p.id));
  };

  it('lights only the zones a card may go to, and names the move a drop stands for', () => {
    expect(targetsFor('w3')).toEqual(['col0', 'col2']);
    expect(targetsFor('w20')).toEqual([HAND_ZONE]);
    expect(targetsFor(PILE_CARD)).toEqual([HAND_ZONE]);
    expect(targetsFor('w5')).toEqual([]);
    expect(moveForDrop('play', 'w5', 'col3')).toEqual({ type: 'play', card: 5, loc: 3 });
    expect(moveForDrop('twinStrike', 'w5', 'col1')).toEqual({ type: 'twinStrike', card: 5, loc: 1 });
    expect(moveForDrop('recruit', PILE_CARD, HAND_ZONE)).toEqual({ type: 'draw' });
  });

  it('matches a Healer choice in any order, and nothing the rules do not list', () => {
    const healer = entriesOf(gatekeeperSteps, legal.filter((m) => m.type === 'healer'), null);
    const pick = (ids: string[]) => ids.reduce((progress, id) => withPick(offerOf(healer, [], progress), progress, { kind: 'card', id }), NO_PROGRESS);
    expect(offerOf(healer, [], pick(['w7', 'w4'])).multi?.canFinish).toBe(true);
    // Witch 7 alone is no Healer move the rules list: it cannot be finished.
    expect(offerOf(healer, [], pick(['w7'])).multi?.canFinish).toBe(false);
    expect(offerOf(healer, [], pick(['w4'])).multi?.canFinish).toBe(true);
  });
});
