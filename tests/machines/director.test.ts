import { describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createMatchActor } from '../../src/machines/match-actor';
import { MatchDirector } from '../../src/machines/director';
import type { TableSound, TableView } from '../../src/machines/director';
import type { ThinkInput } from '../../src/machines/match';
import type { RefusalReason } from '../../src/machines/refusal-clauses';
import { SaveStore } from '../../src/machines/saves';
import { memoryStore } from '../../src/machines/storage';
import { highcard } from '../fixtures/highcard';
import type { HcView } from '../fixtures/highcard';
import type { EventBase, GameModule, MoveBase, Outcome, Seat } from '../../src/rules/core/module';
import { randomBot } from '../../src/ai/bots';
import { gatekeeper } from '../../src/rules/gatekeeper/index';

const module = highcard as unknown as GameModule;
const think = fromPromise<MoveBase, ThinkInput>(async ({ input }) => randomBot.choose({ module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase);

/** A table that records what it was asked to draw; animations take a tick (or wait for `release`). */
class FakeTable implements TableView {
  renders: { view: HcView; seat: Seat }[] = [];
  animations: { events: readonly EventBase[]; by: string; seat: Seat }[] = [];
  toasts: string[] = [];
  refusals: RefusalReason[] = [];
  sounds: TableSound[] = [];
  thinking: (Seat | null)[] = [];
  handoffs: string[] = [];
  over: { outcome: Outcome; humans: readonly Seat[] } | null = null;
  hold = false;
  #release: (() => void)[] = [];
  render(view: unknown, seat: Seat) { this.renders.push({ view: view as HcView, seat }); }
  animate(events: readonly EventBase[], _view: unknown, by: 'human' | 'computer', seat: Seat) {
    this.animations.push({ events, by, seat });
    return this.hold ? new Promise<void>((r) => this.#release.push(r)) : Promise.resolve();
  }
  release() { for (const r of this.#release.splice(0)) r(); }
  toast(text: string) { this.toasts.push(text); }
  refused(reason: RefusalReason) {
    this.refusals.push(reason);
    this.toasts.push(reason.words);
  }
  playSound(name: TableSound) { this.sounds.push(name); }
  setThinking(seat: Seat | null) { this.thinking.push(seat); }
  async handoff(name: string) { this.handoffs.push(name); }
  gameOver(outcome: Outcome, humans: readonly Seat[]) { this.over = { outcome, humans }; }
}

function table(seats: ('human' | 'computer')[], seed: string) {
  const actor = createMatchActor({ saves: new SaveStore(memoryStore()), think });
  actor.send({ type: 'match.start', module, config: highcard.defaultConfig(seats.length), seed, seats: seats.map((k) => (k === 'human' ? { kind: 'human' } : { kind: 'computer', bot: 'random' })) });
  const view = new FakeTable();
  const director = new MatchDirector(actor, view, module);
  return { actor, view, director };
}

describe('MatchDirector: a match drawn by a table', () => {
  it('renders the human\'s view on open, lights legal moves, and explains a refusal in words with a sound', async () => {
    const { view, director } = table(['human', 'computer'], 'd1');
    expect(view.renders[0]?.seat).toBe(0);
    expect(view.renders[0]?.view.hand).toHaveLength(3);
    expect(director.legalMoves()).toEqual([{ type: 'keep' }, { type: 'redraw' }]);
    expect(director.explain({ type: 'pass' })).toBe("You can't do that during this phase (mulligan).");
    expect(director.reasonFor({ type: 'pass' })).toEqual({ words: "You can't do that during this phase (mulligan).", code: 'MOVE_NOT_IN_PHASE' });
    director.submit({ type: 'pass' });
    // The table is told the rules' code with the words: what its "Why?" cites.
    expect(view.refusals.at(-1)).toEqual({ words: "You can't do that during this phase (mulligan).", code: 'MOVE_NOT_IN_PHASE' });
    expect(view.sounds.at(-1)).toBe('deny');
  });

  it('says it is saving while the move just made is still being written to the device, and not once it is', async () => {
    // A store whose writes wait until released: a slow IndexedDB on a busy tablet.
    const held: (() => void)[] = [];
    const memory = memoryStore();
    const slow = { ...memory, set: async (key: string, value: unknown) => { await new Promise<void>((resolve) => held.push(resolve)); await memory.set(key, value); } };
    const actor = createMatchActor({ saves: new SaveStore(slow), think });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'saving', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const director = new MatchDirector(actor, new FakeTable(), module);
    await waitFor(actor, () => held.length > 0 || !director.saving);
    for (const release of held.splice(0)) release();
    await waitFor(actor, () => !director.saving);
    director.submit({ type: 'keep' });
    expect(director.data.plies).toBe(1);
    expect(director.saving).toBe(true);
    await waitFor(actor, () => held.length > 0 || !director.saving);
    while (director.saving) {
      for (const release of held.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(director.saving).toBe(false);
  });

  it('animates every move in order, human and computer, and only then lets the machine go on', async () => {
    const { actor, view, director } = table(['human', 'computer'], 'd2');
    view.hold = true;
    director.submit({ type: 'keep' });
    await new Promise((r) => setTimeout(r, 20));
    // The human's move is applied; while its animation is held, the machine waits and the computer does not move.
    expect(actor.getSnapshot().matches({ flow: { playing: 'animating' } })).toBe(true);
    expect(actor.getSnapshot().context.history).toHaveLength(1);
    view.hold = false;
    view.release();
    await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }));
    await director.settled();
    expect(view.animations.map((a) => a.by)).toEqual(['human', 'computer']);
    expect(view.thinking).toContain(1);
    expect(view.sounds).toContain('turn');
  });

  it('pass-and-play: the curtain comes down between players and the table is redrawn for the next one', async () => {
    const { actor, view, director } = table(['human', 'human'], 'd3');
    director.submit({ type: 'keep' });
    await waitFor(actor, (s) => s.context.activeHuman === 1);
    expect(view.handoffs).toEqual(['Player 2']);
    await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }));
    expect(view.renders.at(-1)?.seat).toBe(1);
    expect(director.viewer).toBe(1);
  });

  it('plays a whole game through the table and announces the end with the right sound', async () => {
    const { actor, view, director } = table(['human', 'computer'], 'd4');
    for (let i = 0; i < 300 && !actor.getSnapshot().matches({ flow: 'gameOver' }); i++) {
      await director.settled();
      const s = await waitFor(actor, (x) => x.matches({ flow: { playing: 'awaitingHuman' } }) || x.matches({ flow: 'gameOver' }));
      if (s.matches({ flow: 'gameOver' })) break;
      const move = director.legalMoves()[0];
      if (move) director.submit(move);
    }
    await director.settled();
    await new Promise((r) => setTimeout(r, 0));
    expect(view.over?.outcome.kind).toBe('win');
    expect(view.over?.humans).toEqual([0]);
    const humanWon = view.over?.outcome.kind === 'win' && view.over.outcome.winners.includes(0);
    expect(view.sounds.at(-1)).toBe(humanWon ? 'win' : 'lose');
    director.dispose();
  });

  it('undo redraws the position; a refused undo says why', async () => {
    const { view, director } = table(['human', 'human'], 'd5');
    director.submit({ type: 'redraw' });
    director.undo();
    expect(view.refusals.at(-1)).toEqual({ words: 'That move revealed new cards, so it cannot be taken back.', code: 'NOTHING_TO_UNDO' });
    const { view: v2, director: d2, actor: a2 } = table(['human', 'human'], 'd6');
    d2.submit({ type: 'keep' });
    const before = v2.renders.length;
    d2.undo();
    expect(v2.renders.length).toBe(before + 1);
    expect(a2.getSnapshot().context.history).toEqual([]);
  });

  it('hands the table only what the viewer may see: the computer\'s drawn witch stays hidden (GK-60), the human\'s is named', async () => {
    const gk = gatekeeper as unknown as GameModule;
    const gkThink = fromPromise<MoveBase, ThinkInput>(async ({ input }) => randomBot.choose({ module: gk, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase);
    const actor = createMatchActor({ saves: new SaveStore(memoryStore()), think: gkThink });
    actor.send({ type: 'match.start', module: gk, config: gk.defaultConfig(2), seed: 'redact', seats: [{ kind: 'human' }, { kind: 'computer', bot: 'random' }] });
    const view = new FakeTable();
    const director = new MatchDirector(actor, view, gk);
    for (let i = 0; i < 200 && !actor.getSnapshot().matches({ flow: 'gameOver' }); i++) {
      await director.settled();
      const s = await waitFor(actor, (x) => x.matches({ flow: { playing: 'awaitingHuman' } }) || x.matches({ flow: 'gameOver' }));
      if (s.matches({ flow: 'gameOver' })) break;
      const legal = director.legalMoves();
      const move = legal.find((m) => m.type === 'draw') ?? legal[0]; // draw from the pile whenever allowed
      if (move) director.submit(move);
    }
    await director.settled();
    const drew = view.animations.flatMap((a) => a.events).filter((e): e is EventBase & { seat: Seat; witch: number } => e.type === 'drew');
    const mine = drew.filter((e) => e.seat === 0);
    const theirs = drew.filter((e) => e.seat === 1);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.every((e) => e.witch >= 0)).toBe(true);
    expect(theirs.every((e) => e.witch === -1)).toBe(true);

    // A rematch redraws the fresh deal at once.
    const renders = view.renders.length;
    actor.send({ type: 'match.rematch' });
    await waitFor(actor, (x) => x.matches({ flow: 'playing' }));
    expect(view.renders.length).toBeGreaterThan(renders);
    director.dispose();
  });

  it('reads the match only through its own game: a director for another game draws nothing and offers no move', () => {
    const actor = createMatchActor({ saves: new SaveStore(memoryStore()), think });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'lens', seats: [{ kind: 'human' }, { kind: 'human' }] });
    const view = new FakeTable();
    const wrong = new MatchDirector(actor, view, gatekeeper);
    expect(view.renders).toEqual([]);
    expect(wrong.legalMoves()).toEqual([]);
    const right = new MatchDirector(actor, new FakeTable(), module);
    expect(right.legalMoves().length).toBeGreaterThan(0);
    wrong.dispose();
    right.dispose();
  });
});
