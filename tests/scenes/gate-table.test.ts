import { describe, expect, it, vi } from 'vitest';
import type { GateEvent, GateMove, GateState, GateView, Split } from '../../src/rules/gate/index';

// The layout reads the card size from CardView, which extends Phaser classes: a stand-in is enough here.
vi.mock('phaser', () => {
  class Stub {}
  return { GameObjects: { Container: Stub }, Scene: Stub, Math: { DegToRad: (d: number) => (d * Math.PI) / 180 } };
});

const { gate } = await import('../../src/rules/gate/index');
const { applyEvent, settleInPlay, shownOf } = await import('../../src/scenes/gate/model');
const { computeLayout, fearamidHeight } = await import('../../src/scenes/gate/layout');
const P = await import('../../src/scenes/gate/prompts');
const { cardId, DISCARD_ZONE, enemyZone, FEARAMID_ZONE, gateSteps, GOLD_ZONE, MARKET_ZONE } = await import('../../src/scenes/gate/steps');
const { entriesOf, offerOf, withPick, NO_PROGRESS } = await import('../../src/machines/move-steps');

/** The zones the move-building machine offers once a card is picked (what lights up while it is held). */
function targetsFor(moves: readonly GateMove[], view: GateView, id: string): string[] {
  const entries = entriesOf(gateSteps, moves, view);
  const start = offerOf(entries, [], NO_PROGRESS);
  if (!start.picks.some((p) => p.kind === 'card' && p.id === id)) return [];
  return offerOf(entries, [], withPick(start, NO_PROGRESS, { kind: 'card', id })).picks.map((p) => String(p.id));
}

/** A small deterministic chooser (no Math.random, so a failure replays). */
function chooser(seed: number): (n: number) => number {
  let x = seed * 2654435761;
  return (n) => {
    x = (x * 1103515245 + 12345) >>> 0;
    return x % n;
  };
}

function fresh(seed: string): GateState {
  const r = gate.setup(gate.defaultConfig(1), seed);
  if (!r.ok) throw new Error('setup failed');
  return r.value;
}

const legal = (s: GateState) => gate.legalMoves(s, 0) as GateMove[];
const viewOf = (s: GateState) => gate.view(s, 0) as GateView;

/** Random runs that prefer using cards to ending the turn, so runs reach their later turns. */
function* positions(runs: number, maxPlies = 400): Generator<{ state: GateState; moves: GateMove[]; pick: (n: number) => number; run: number; ply: number }> {
  for (let run = 1; run <= runs; run++) {
    const pick = chooser(run);
    let state = fresh(`table-${run}`);
    for (let ply = 0; ply < maxPlies && gate.outcome(state).kind === 'ongoing'; ply++) {
      const moves = legal(state);
      yield { state, moves, pick, run, ply };
      const nonEnd = moves.filter((m) => m.type !== 'endTurn');
      const move = (nonEnd.length > 0 && pick(4) > 0 ? nonEnd[pick(nonEnd.length)] : moves[pick(moves.length)]) as GateMove;
      const r = gate.apply(state, 0, move);
      if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}`);
      state = r.value.state;
    }
  }
}

describe('the Gate table picture steps through events to the next view', () => {
  it('over seeded random runs, the picture after each move equals the view after it', () => {
    let moves = 0;
    const seen = new Set<string>();
    for (const { state, moves: options, pick, run, ply } of positions(60)) {
      const nonEnd = options.filter((m) => m.type !== 'endTurn');
      const move = (nonEnd.length > 0 && pick(3) > 0 ? nonEnd[pick(nonEnd.length)] : options[pick(options.length)]) as GateMove;
      const r = gate.apply(state, 0, move);
      if (!r.ok) throw new Error('refused');
      const after = viewOf(r.value.state);
      const shown = shownOf(viewOf(state));
      for (const e of r.value.events as GateEvent[]) {
        applyEvent(shown, e, after);
        seen.add(e.type);
      }
      settleInPlay(shown);
      const { inPlay, ...rest } = shown;
      expect(inPlay).toBeNull();
      const want = shownOf(after);
      const { inPlay: _none, ...wanted } = want;
      expect(rest, `run ${run} ply ${ply} ${JSON.stringify(move)}`).toEqual(wanted);
      moves++;
    }
    expect(moves).toBeGreaterThan(1500);
    // The runs reached every kind of event the table animates.
    for (const t of ['enemyRevealed', 'pushedOut', 'drew', 'reshuffled', 'used', 'goldAdded', 'commandIssued', 'recruited', 'marketCleared', 'marketRefilled', 'enemyHit', 'enemyDefeated', 'repaired', 'enemyAttacked', 'damaged', 'destroyed', 'fear', 'iconFired', 'heroGained', 'heroGone', 'lost']) {
      expect(seen, t).toContain(t);
    }
  });
});

describe('drops and taps come from the legal moves', () => {
  it('every legal use and recruit lights a zone, and a drop there stands for a legal move', () => {
    let checked = 0;
    for (const { state, moves } of positions(12, 200)) {
      const v = viewOf(state);
      const key = (m: GateMove) => JSON.stringify(m);
      const legalKeys = new Set(moves.map(key));
      const cards = [...v.hand, ...v.market.filter((c) => c >= 0)];
      for (const c of cards) {
        const zones = targetsFor(moves, v, cardId(c));
        for (const z of zones) {
          const m = P.moveForDrop(moves, v, cardId(c), z);
          expect(m && legalKeys.has(key(m)), `${c} on ${z}`).toBe(true);
          checked++;
        }
        // A drop on an unlit zone stands for a move the rules refuse (or for nothing).
        for (const z of ['farm', 'gate', 'tower', FEARAMID_ZONE, GOLD_ZONE, MARKET_ZONE, DISCARD_ZONE, enemyZone(0), enemyZone(1)]) {
          if (zones.includes(z)) continue;
          const m = P.moveForDrop(moves, v, cardId(c), z);
          if (m) expect(gate.validate(state, 0, m), `${c} on ${z}`).not.toBeNull();
        }
      }
      for (const m of moves) {
        if (m.type === 'use') {
          const zone = m.trait === 'income' ? GOLD_ZONE : m.trait === 'calm' ? FEARAMID_ZONE : m.trait === 'attack' ? enemyZone(v.row.indexOf(m.target)) : null;
          if (zone) expect(targetsFor(moves, v, cardId(m.card))).toContain(zone);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it('the split steppers reach every legal split from the one a drop starts with', () => {
    let tried = 0;
    for (const { moves } of positions(20, 300)) {
      for (const card of new Set(moves.filter((m) => m.type === 'use' && m.trait === 'repair').map((m) => (m as { card: number }).card))) {
        const splits = P.splitsFor(moves, card);
        for (let loc = 0; loc < 3; loc++) {
          const start = P.initialSplit(splits, loc);
          if (!start) continue;
          expect(start[loc]).toBeGreaterThan(0);
          // Breadth-first over the +/- buttons.
          const seen = new Set([start.join()]);
          const queue: Split[] = [start];
          while (queue.length > 0) {
            const cur = queue.shift() as Split;
            for (let l = 0; l < 3; l++) {
              for (const d of [1, -1] as const) {
                const next = P.stepSplit(splits, cur, l, d);
                if (!next) continue;
                expect(splits.some((s) => P.sameSplit(s, next))).toBe(true);
                expect(next[l]).toBe((cur[l] ?? 0) + d);
                if (!seen.has(next.join())) {
                  seen.add(next.join());
                  queue.push(next);
                }
              }
            }
          }
          expect(seen.size).toBe(splits.length);
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(50);
  });

  it('a drop on a location with nothing to repair there asks the rules, which say why', () => {
    const s = fresh('nothing-to-repair');
    const v = viewOf(s);
    const moves = legal(s);
    const card = v.hand[0] as number;
    const m = P.moveForDrop(moves, v, cardId(card), 'farm');
    expect(m).toMatchObject({ type: 'use', card, trait: 'repair' });
    expect(gate.validate(s, 0, m as GateMove)).not.toBeNull();
    expect(P.moveForDrop(moves, v, cardId(card), DISCARD_ZONE)).toBeNull();
  });
});

describe('commands, intents and words', () => {
  it('command buttons follow the legal moves: cost, issued, targets', () => {
    const s = fresh('commands');
    const v = viewOf(s);
    const info = P.commandInfo(legal(s), v.commands);
    expect(info.map((c) => [c.command, c.cost])).toEqual([
      ['callToArms', 2],
      ['caravan', 1],
      ['festival', 2],
      ['fortify', 2],
    ]);
    // Turn 1: the Farm's 1 gold pays for a Caravan only.
    expect(v.gold).toBe(1);
    expect(info.filter((c) => c.moves.length > 0).map((c) => c.command)).toEqual(['caravan']);
    // Refusals for the others come from the rules, so the button can say why.
    for (const c of info) {
      const probe = P.commandProbe(v, c.command);
      if (c.moves.length === 0 && probe) expect(gate.validate(s, 0, probe)).not.toBeNull();
    }
  });

  it('an enemy whose target is destroyed shows the Gate as its target', () => {
    const s = fresh('intents');
    const v = viewOf(s);
    const [first] = P.intents(v);
    expect(first).toBeDefined();
    expect(first?.loc).toBe(first?.target);
    const target = ['farm', 'gate', 'tower'].indexOf(first?.target ?? 'gate');
    if (target !== 1) {
      const health = [...v.health];
      health[target] = 0;
      expect(P.intents({ ...v, health })[0]?.loc).toBe('gate');
    }
    // With two enemies up and more to come, the older one will be pushed out by the next.
    const two = P.intents({ ...v, row: [0, 1], wounds: [0, 2], enemyDeckCount: 3 });
    expect(two.map((i) => i.pushedOutNext)).toEqual([true, false]);
    expect(two[1]?.wounds).toBe(2);
    expect(P.intents({ ...v, row: [0, 1], wounds: [0, 0], enemyDeckCount: 0 }).map((i) => i.pushedOutNext)).toEqual([false, false]);
  });

  it('every legal move has words and a place to point at', () => {
    for (const { state, moves } of positions(4, 120)) {
      const v = viewOf(state);
      for (const m of moves) {
        expect(P.describeMove(m, v).length).toBeGreaterThan(3);
        const p = P.hintPointer(m, v);
        expect(p.card !== null || p.zone !== null || p.button !== null).toBe(true);
      }
    }
    expect(P.describeMove({ type: 'use', card: 0, trait: 'repair', split: [0, 2, 1] }, viewOf(fresh('w')))).toBe('Peasant: repair Gate 2, Tower 1');
  });

  it('the run summary says how the run ended', () => {
    const base = { turn: 9, defeated: [0, 3], fled: [1], score: 3 };
    expect(P.runSummary({ ...base, result: 'won' })).toMatchObject({ won: true, title: 'The town holds!', turns: 9, defeated: ['Cave Rats', 'Kobold Raiders'], fled: 1, score: 3 });
    expect(P.runSummary({ ...base, result: 'lostFear' })).toMatchObject({ won: false, title: 'Fear overwhelms the town', turns: 8 });
    // The town fell in turn 9: it came through 8.
    expect(P.runSummary({ ...base, result: 'lostGate' })).toMatchObject({ won: false, turns: 8 });
  });
});

describe('Gate table layout', () => {
  const sizes = [
    [1280, 800],
    [1024, 768],
    [820, 1180],
    [768, 1024],
    [1920, 1080],
    [1366, 768],
  ] as const;

  const overlap = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const cardRect = (p: { x: number; y: number }, scale: number) => ({ x: p.x - (140 * scale) / 2, y: p.y - (196 * scale) / 2, width: 140 * scale, height: 196 * scale });

  it.each(sizes)('%i × %i: everything on screen, nothing on top of anything else', (w, h) => {
    const L = computeLayout(w, h);
    expect(L.mode).toBe(w >= h * 1.15 ? 'wide' : 'tall');
    const inside = (r: { x: number; y: number; width: number; height: number }, name: string) => {
      expect(r.x, name).toBeGreaterThanOrEqual(0);
      expect(r.y, name).toBeGreaterThanOrEqual(L.topBar.height);
      expect(r.x + r.width, name).toBeLessThanOrEqual(w + 0.5);
      expect(r.y + r.height, name).toBeLessThanOrEqual(h + 0.5);
    };
    const rects: [string, { x: number; y: number; width: number; height: number }][] = [
      ...L.town.map((r, i) => [`town${i}`, r] as [string, typeof r]),
      ['fearamid', L.fearamid],
      ['gold', L.gold],
      ...L.commands.map((r, i) => [`command${i}`, r] as [string, typeof r]),
      ['market', L.market.zone],
      ['endTurn', L.endTurn],
      ...L.enemies.slots.map((p, i) => [`enemy${i}`, { ...cardRect(p, L.enemies.scale), y: p.y - (196 * L.enemies.scale) / 2 - 50, height: 196 * L.enemies.scale + 50 }] as [string, { x: number; y: number; width: number; height: number }]),
      ['enemyDeck', cardRect(L.enemies.deck, L.enemies.deck.scale)],
      ['hand', { x: L.hand.x - L.hand.width / 2, y: L.hand.y - (196 * L.hand.cardScale) / 2, width: L.hand.width, height: 196 * L.hand.cardScale }],
      ['drawPile', cardRect(L.drawPile, L.drawPile.scale)],
      ['discard', cardRect(L.discard, L.discard.scale)],
      ['marketDeck', cardRect(L.market.deck, L.market.deck.scale)],
      ['heroDeck', cardRect(L.heroDeck, L.heroDeck.scale)],
      ...(L.log ? [['log', L.log] as [string, { x: number; y: number; width: number; height: number }]] : []),
      // The repair-split bar and the hint panel: one row of words and buttons, 52 high.
      ['prompt', { x: L.prompt.x - L.prompt.width / 2, y: L.prompt.y - 26, width: L.prompt.width, height: 52 }],
    ];
    for (const [name, r] of rects) inside(r, name);
    for (let i = 0; i < rects.length; i++) {
      for (let j = i + 1; j < rects.length; j++) {
        const [a, ra] = rects[i] as [string, typeof rects[0][1]];
        const [b, rb] = rects[j] as [string, typeof rects[0][1]];
        expect(overlap(ra, rb), `${a} overlaps ${b}`).toBe(false);
      }
    }
    for (const s of L.market.slots) expect(overlap(cardRect(s, L.market.scale), L.market.zone)).toBe(true);
    // Readable sizes: cards in hand and enemies at least half size, the Fearamid's spaces big enough to tap.
    expect(L.hand.cardScale).toBeGreaterThanOrEqual(0.62);
    expect(L.enemies.scale).toBeGreaterThanOrEqual(0.6);
    expect(L.market.scale).toBeGreaterThanOrEqual(0.4);
    expect(L.fearamid.height).toBe(fearamidHeight(L.fearamid.width));
    for (const t of L.town) expect(t.height).toBeGreaterThanOrEqual(90);
  });
});
