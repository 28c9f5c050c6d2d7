import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { stableStringify } from '../../src/rules/core/hash';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { loadGameModule } from '../../src/rules/games';
import { choicesOf, moveBuilderMachine } from '../../src/machines/move-builder';
import type { BuilderEvent, MoveBuilderSnapshot } from '../../src/machines/move-builder';
import type { MoveGrammar, PickStep, Step } from '../../src/machines/move-steps';
import { isSetStep } from '../../src/machines/move-steps';
import { gatekeeperSteps } from '../../src/scenes/gatekeeper/steps';
import { gateSteps } from '../../src/scenes/gate/steps';
import { gateRunnersSteps, levelUpPaths, ontoZone } from '../../src/scenes/gaterunners/steps';
import type { GrMove, GrView } from '../../src/rules/gaterunners/index';
import { gatewaySteps } from '../../src/scenes/gateway/steps';
import { walkConfig } from './phase-walk';

/**
 * The move-building machine over real positions of each game: every legal move of 200 random positions can be
 * built through the machine with pure transitions, and nothing else can (a built move is always a legal one, and
 * an open pick's move is sent only when the rules accept it).
 */

type AnyGrammar = MoveGrammar<MoveBase, unknown>;
const GRAMMARS: Readonly<Record<string, AnyGrammar>> = {
  gatekeeper: gatekeeperSteps as AnyGrammar,
  gate: gateSteps as AnyGrammar,
  gaterunners: gateRunnersSteps as AnyGrammar,
  gateway: gatewaySteps as AnyGrammar,
};

interface Position {
  readonly state: object;
  readonly seat: Seat;
}

/** 200 positions from seeded random games: every few plies, so openings, middles and ends all appear. */
function positions(module: GameModule, count: number): Position[] {
  const out: Position[] = [];
  for (let game = 0; out.length < count; game++) {
    const setup = module.setup(walkConfig(module, game), `builder-${game}`);
    if (!setup.ok) throw new Error('setup failed');
    let state = setup.value;
    const rng = createRng(`builder-pick-${game}`);
    const every = 3 + (game % 5);
    for (let ply = 0; ply < 3000 && module.outcome(state).kind === 'ongoing' && out.length < count; ply++) {
      const seat = module.decision(state).seats[0] as Seat;
      if (ply % every === 0) out.push({ state, seat });
      const legal = module.legalMoves(state, seat);
      state = module.applyLegal(state, seat, legal[nextInt(rng, legal.length)] as MoveBase).state;
    }
  }
  return out;
}

type Snapshot = MoveBuilderSnapshot<MoveBase, unknown>;
type Machine = ReturnType<typeof moveBuilderMachine<MoveBase, unknown>>;

function send(machine: Machine, snapshot: Snapshot, event: BuilderEvent<MoveBase, unknown>): Snapshot {
  return transition(machine, snapshot, event)[0];
}

/** The events a person sends to make a move along a path. */
function eventsFor(path: readonly Step[]): BuilderEvent<MoveBase, unknown>[] {
  const out: BuilderEvent<MoveBase, unknown>[] = [];
  for (const step of path) {
    if (isSetStep(step)) {
      for (const id of step.set) out.push({ type: 'step.pick', step: { kind: step.kind, id } });
      out.push({ type: 'set.finish' });
    } else out.push({ type: 'step.pick', step });
  }
  return out;
}

/** Follows a path through the machine; returns the move it sends (confirming when the game asks). */
function build(machine: Machine, start: Snapshot, path: readonly Step[]): { move: MoveBase | null; snapshot: Snapshot } {
  let snapshot = start;
  for (const event of eventsFor(path)) snapshot = send(machine, snapshot, event);
  if (snapshot.value === 'choosing' && choicesOf(snapshot).offer.complete) snapshot = send(machine, snapshot, { type: 'move.confirm' });
  if (snapshot.value === 'confirming') snapshot = send(machine, snapshot, { type: 'move.confirm' });
  return { move: snapshot.value === 'submitted' ? snapshot.context.built : null, snapshot };
}

/** Every move the machine can send from a position by picking what it offers (a bounded search over single picks and set toggles). */
function reachable(machine: Machine, start: Snapshot, limit: number): { moves: MoveBase[]; nodes: number } {
  const moves: MoveBase[] = [];
  const seen = new Set<string>();
  const stack: Snapshot[] = [start];
  let nodes = 0;
  while (stack.length > 0 && nodes < limit) {
    const snapshot = stack.pop() as Snapshot;
    const key = stableStringify({ value: snapshot.value, chosen: snapshot.context.progress.chosen, picks: [...snapshot.context.progress.picks].map(String).sort() });
    if (seen.has(key)) continue;
    seen.add(key);
    nodes++;
    if (snapshot.value === 'submitted') {
      moves.push(snapshot.context.built as MoveBase);
      continue;
    }
    if (snapshot.value === 'confirming') {
      stack.push(send(machine, snapshot, { type: 'move.confirm' }));
      continue;
    }
    const { offer } = choicesOf(snapshot);
    if (offer.multi?.open) continue; // open picks: checked by validation below, not enumerated
    for (const pick of offer.picks) stack.push(send(machine, snapshot, { type: 'step.pick', step: pick }));
    if (offer.multi) {
      for (const id of offer.multi.toggles) stack.push(send(machine, snapshot, { type: 'step.pick', step: { kind: offer.multi.kind, id } }));
      if (offer.multi.canFinish) stack.push(send(machine, snapshot, { type: 'set.finish' }));
    }
    if (offer.complete && offer.longer) stack.push(send(machine, snapshot, { type: 'move.confirm' }));
  }
  return { moves, nodes };
}

describe('the move-building machine over real positions', () => {
  for (const id of ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
    it(`${id}: every legal move of 200 random positions is built through the machine, and nothing else`, async () => {
      const module = (await loadGameModule(id)) as GameModule;
      const grammar = GRAMMARS[id] as AnyGrammar;
      const machine = moveBuilderMachine(grammar);
      let built = 0;
      let openChecked = 0;
      for (const { state, seat } of positions(module, 200)) {
        const legal = module.legalMoves(state, seat);
        const view = module.view(state, seat);
        const check = (move: MoveBase) => {
          const refusal = module.validate(state, seat, move);
          return refusal ? { words: module.describeError(refusal), code: refusal.code } : null;
        };
        const [idle] = initialTransition(machine);
        const start = send(machine, idle, { type: 'moves.offered', moves: legal, view, check });
        expect(start.value).toBe('choosing');
        const legalKeys = new Set(legal.map((m) => stableStringify(m)));
        for (const move of legal) {
          const paths = grammar.paths(move, view);
          expect(paths.length, `${id}: no path for ${stableStringify(move)}`).toBeGreaterThan(0);
          for (const path of paths) {
            const { move: sent, snapshot } = build(machine, start, path);
            expect(sent === null ? `stuck in ${String(snapshot.value)} at ${stableStringify(snapshot.context.progress)}` : stableStringify(sent), `${id}: building ${stableStringify(move)} along ${stableStringify(path)}`).toBe(stableStringify(move));
            built++;
          }
        }
        // Nothing else: whatever the machine can send by picking what it offers is a legal move.
        for (const sent of reachable(machine, start, 4000).moves) expect(legalKeys.has(stableStringify(sent)), `${id}: the machine sent ${stableStringify(sent)}`).toBe(true);
        // Open picks: random picks are sent only when the rules accept the move they make.
        const { offer } = choicesOf(start);
        if (offer.multi?.open) {
          const rng = createRng(`open-${built}`);
          for (let trial = 0; trial < 5; trial++) {
            let snapshot = start;
            for (let k = 0; k < 6; k++) {
              const toggles = choicesOf(snapshot).offer.multi?.toggles ?? [];
              if (toggles.length === 0) break;
              snapshot = send(machine, snapshot, { type: 'step.pick', step: { kind: 'card', id: toggles[nextInt(rng, toggles.length)] as string } });
            }
            snapshot = send(machine, snapshot, { type: 'set.finish' });
            if (snapshot.value === 'submitted') expect(module.validate(state, seat, snapshot.context.built as MoveBase)).toBeNull();
            else expect(snapshot.context.refusal).not.toBeNull();
            openChecked++;
          }
        }
      }
      expect(built).toBeGreaterThan(200);
      if (id === 'gateway') expect(openChecked).toBeGreaterThan(0);
    }, 120_000);
  }
});

describe('GateRunners: a level-up dropped onto a unit (GR-22)', () => {
  it('every level-up has a way in by dropping the card onto a unit it uses in the lane it enters, and that way builds the move', async () => {
    const module = (await loadGameModule('gaterunners')) as GameModule;
    const machine = moveBuilderMachine(gateRunnersSteps as AnyGrammar);
    let levelUps = 0;
    for (const { state, seat } of positions(module, 200)) {
      const view = module.view(state, seat) as GrView;
      const legal = module.legalMoves(state, seat) as GrMove[];
      const [idle] = initialTransition(machine);
      const start = send(machine, idle, { type: 'moves.offered', moves: legal, view });
      for (const move of legal) {
        if (move.type !== 'playUnit' || move.levelUp.length === 0) continue;
        const drops = levelUpPaths(move, view);
        // GR-22 (our choice): at least one unit used stands in the lane entered, so there is always a unit to drop on.
        expect(drops.length).toBeGreaterThan(0);
        for (const path of drops) {
          const onto = path[1];
          const unit = view.sides[seat]?.units.find((u) => onto && !isSetStep(onto) && onto.id === ontoZone(u.card));
          expect(unit?.lane, stableStringify(path)).toBe(move.lane);
          expect(stableStringify(build(machine, start, path).move)).toBe(stableStringify(move));
        }
        levelUps++;
      }
    }
    expect(levelUps).toBeGreaterThan(10);
  });
});

describe('the move-building machine, step by step', () => {
  async function gatekeeperStart() {
    const module = (await loadGameModule('gatekeeper')) as GameModule;
    const setup = module.setup(module.defaultConfig(2), 'steps-1');
    if (!setup.ok) throw new Error('setup');
    let state = setup.value;
    // Both keep their hands: the first turn's play.
    while (module.phaseOf(state) === 'mulligan') state = module.applyLegal(state, module.decision(state).seats[0] as Seat, { type: 'mulligan', cards: [] } as MoveBase).state;
    const seat = module.decision(state).seats[0] as Seat;
    const machine = moveBuilderMachine(gatekeeperSteps as AnyGrammar);
    const [idle] = initialTransition(machine);
    const moves = module.legalMoves(state, seat);
    const view = module.view(state, seat);
    return { module, state, seat, machine, idle, moves, view };
  }

  it('offers the next steps of the legal moves that extend what is chosen (a card, then its columns)', async () => {
    const { machine, idle, moves, view } = await gatekeeperStart();
    const start = send(machine, idle, { type: 'moves.offered', moves, view });
    const plays = moves.filter((m): m is MoveBase & { card: number; loc: number } => m.type === 'play');
    const first = plays[0];
    if (!first) throw new Error('no play');
    const cards = new Set(plays.map((m) => `w${m.card}`));
    expect(new Set(choicesOf(start).offer.picks.filter((p) => p.kind === 'card').map((p) => p.id))).toEqual(cards);
    const picked = send(machine, start, { type: 'step.pick', step: { kind: 'card', id: `w${first.card}` } });
    const zones = plays.filter((m) => m.card === first.card).map((m) => `col${m.loc}`);
    expect(choicesOf(picked).offer.picks.map((p) => p.id).sort()).toEqual(zones.sort());
    // Back out one step: the cards are on offer again; cancel from deeper also returns to the start.
    expect(choicesOf(send(machine, picked, { type: 'step.back' })).offer.picks.length).toBe(choicesOf(start).offer.picks.length);
    expect(send(machine, picked, { type: 'step.cancel' }).context.progress.chosen).toEqual([]);
  });

  it('refuses a pick that is not on offer, with a coded reason, and changes nothing', async () => {
    const { machine, idle, moves, view } = await gatekeeperStart();
    const start = send(machine, idle, { type: 'moves.offered', moves, view });
    const wrong: PickStep = { kind: 'zone', id: 'col2' };
    const after = send(machine, start, { type: 'step.pick', step: wrong });
    expect(after.value).toBe('choosing');
    expect(after.context.progress.chosen).toEqual([]);
    expect(after.context.refusal).toEqual({ code: 'NOT_OFFERED', step: wrong });
    // Not this person's decision at all: idle refuses too.
    expect(send(machine, idle, { type: 'step.pick', step: wrong }).context.refusal).toEqual({ code: 'NOT_OFFERED', step: wrong });
  });

  it('a mulligan is a set of cards finished with Confirm; an empty set keeps the hand', async () => {
    const module = (await loadGameModule('gatekeeper')) as GameModule;
    const setup = module.setup(module.defaultConfig(2), 'steps-2');
    if (!setup.ok) throw new Error('setup');
    const state = setup.value;
    const seat = module.decision(state).seats[0] as Seat;
    const machine = moveBuilderMachine(gatekeeperSteps as AnyGrammar);
    const start = send(machine, initialTransition(machine)[0], { type: 'moves.offered', moves: module.legalMoves(state, seat), view: module.view(state, seat) });
    const multi = choicesOf(start).offer.multi;
    expect(multi?.canFinish).toBe(true);
    const kept = send(machine, start, { type: 'set.finish' });
    expect(kept.value).toBe('submitted');
    expect(kept.context.built).toEqual({ type: 'mulligan', cards: [] });
    const card = multi?.toggles[0] as string;
    const one = send(machine, start, { type: 'step.pick', step: { kind: 'card', id: card } });
    expect(choicesOf(one).offer.multi?.picked).toEqual([card]);
    // Picking it again puts it back.
    expect(choicesOf(send(machine, one, { type: 'step.pick', step: { kind: 'card', id: card } })).offer.multi?.picked).toEqual([]);
    const redraw = send(machine, one, { type: 'set.finish' });
    expect(redraw.context.built).toEqual({ type: 'mulligan', cards: [Number(card.slice(1))] });
  });

  it('a refused move returns to choosing with the reason, nothing chosen', async () => {
    const { machine, idle, moves, view } = await gatekeeperStart();
    const start = send(machine, idle, { type: 'moves.offered', moves, view });
    const sent = build(machine, start, gatekeeperSteps.paths(moves.find((m) => m.type === 'play') as never, view as never)[0] as Step[]).snapshot;
    expect(sent.value).toBe('submitted');
    const reason = { words: 'No.', code: 'ELEMENT_NOT_AT_LOCATION' };
    const refused = send(machine, sent, { type: 'move.refused', reason });
    expect(refused.value).toBe('choosing');
    // The rules' code stays with the words, for the table's "Why?".
    expect(refused.context.refusal).toEqual({ code: 'REFUSED', reason });
    expect(refused.context.progress.chosen).toEqual([]);
    // A new position withdraws the offer while the computer plays.
    expect(send(machine, refused, { type: 'moves.withdrawn' }).value).toBe('idle');
  });

  it('Gate: a command with one target is sent at once; with several it waits for the target', async () => {
    const module = (await loadGameModule('gate')) as GameModule;
    const machine = moveBuilderMachine(gateSteps as AnyGrammar);
    let checked = 0;
    for (const { state, seat } of positions(module, 200)) {
      const moves = module.legalMoves(state, seat);
      const start = send(machine, initialTransition(machine)[0], { type: 'moves.offered', moves, view: module.view(state, seat) });
      for (const command of ['callToArms', 'fortify']) {
        const targets = moves.filter((m) => m.type === 'command' && (m as { command?: string }).command === command);
        if (targets.length === 0) continue;
        const after = send(machine, start, { type: 'step.pick', step: { kind: 'option', id: command } });
        expect(after.value).toBe(targets.length === 1 ? 'submitted' : 'choosing');
        if (targets.length > 1) expect(choicesOf(after).offer.picks).toHaveLength(targets.length);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('Gatekeeper: a discard waits for Confirm, and Back from confirming picks again', async () => {
    const module = (await loadGameModule('gatekeeper')) as GameModule;
    const machine = moveBuilderMachine(gatekeeperSteps as AnyGrammar);
    const found = positions(module, 400).find(({ state }) => module.phaseOf(state) === 'refreshDiscard');
    if (!found) throw new Error('no hand refresh among the positions');
    const moves = module.legalMoves(found.state, found.seat);
    const start = send(machine, initialTransition(machine)[0], { type: 'moves.offered', moves, view: module.view(found.state, found.seat) });
    const first = choicesOf(start).offer.picks[0] as PickStep;
    const confirming = send(machine, start, { type: 'step.pick', step: first });
    expect(confirming.value).toBe('confirming');
    expect(confirming.context.built).toEqual({ type: 'discard', card: Number(String(first.id).slice(1)) });
    expect(send(machine, confirming, { type: 'step.back' }).value).toBe('choosing');
    expect(send(machine, confirming, { type: 'move.confirm' }).value).toBe('submitted');
  });
});
