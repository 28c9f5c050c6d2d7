import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeExampleError, examplesOf, openExample, openShippedExample, readExampleHeading } from '../../src/machines/examples';
import { replayPositions, takeOver, viewerContext } from '../../src/machines/replay-viewer';
import { stateHash } from '../../src/rules/core/hash';
import { loadGameModule } from '../../src/rules/games';

const fileOf = (id: string): string => readFileSync(resolve(__dirname, '../../src/examples', `${id}.json`), 'utf8');

describe('the rulebook\'s worked examples in the app', () => {
  it('lists the shipped examples of every game (the books\' worked examples: 5, 2, 1 and 4), each at a clause its rules document has', async () => {
    for (const [game, count] of [['gatekeeper', 5], ['gate', 2], ['gaterunners', 1], ['gateway', 4]] as const) {
      const examples = await examplesOf(game);
      expect(examples).toHaveLength(count);
      const doc = readFileSync(resolve(__dirname, `../../docs/rules/${game}.md`), 'utf8');
      for (const example of examples) {
        expect(example.game).toBe(game);
        for (const clause of example.clauses) expect(doc, `${example.id} cites ${clause}`).toContain(`**${clause} `);
      }
    }
    expect(await examplesOf('chess')).toEqual([]);
  });

  it('opens each as a replay from its position: every move played by the rules, the viewer starting there', async () => {
    for (const game of ['gatekeeper', 'gate', 'gaterunners', 'gateway']) {
      for (const { id, seat, clauses } of await examplesOf(game)) {
        const opened = await openShippedExample(id, loadGameModule);
        if (!opened.ok) throw new Error(`${id}: ${describeExampleError(opened.error)}`);
        const replay = opened.value;
        const { states } = replayPositions(replay);
        expect(states[0]).toBe(replay.start);
        expect(states).toHaveLength(replay.record.moves.length + 1);
        expect(stateHash(states[states.length - 1] as object)).toBe(replay.record.hash);
        expect(replay.caption).toMatchObject({ label: `Example ${clauses[0]}`, seat });
        const viewer = viewerContext({ replay, stepMs: 0 });
        expect(viewer.viewer).toBe(seat);
        // Taken over at its start, the new game begins from the position alone (no seed leads to it).
        const taken = takeOver(replay, states, 0, seat);
        if (!taken.ok) throw new Error(`${id}: not taken over (${taken.error.code})`);
        expect(taken.value.position.history).toBeUndefined();
        expect(taken.value.position.state).toBe(states[0]);
      }
    }
  });

  it('refuses a damaged example with a coded, worded reason', async () => {
    const good = JSON.parse(fileOf('gatekeeper/keeper-moves-three')) as { meta: { example: Record<string, unknown> }; hash: string };
    const variant = (change: (file: typeof good) => void): string => {
      const copy = JSON.parse(JSON.stringify(good)) as typeof good;
      change(copy);
      return JSON.stringify(copy);
    };
    const cases: [string, string][] = [
      ['{ nope', 'NOT_JSON'],
      [variant((f) => delete (f.meta as { example?: unknown }).example), 'NOT_AN_EXAMPLE'],
      [variant((f) => (f.meta.example.clauses = ['twenty'])), 'NOT_AN_EXAMPLE'],
      [variant((f) => (f.meta.example.title = '')), 'NOT_AN_EXAMPLE'],
      [variant((f) => (f.meta.example.moves = [])), 'NOT_AN_EXAMPLE'],
      [variant((f) => (f.meta.example.seat = 5)), 'NOT_AN_EXAMPLE'],
      [variant((f) => (f.hash = '0000000000000000')), 'BAD_POSITION'],
      [variant((f) => (f.meta.example.moves = [{ seat: 0, move: { type: 'fly' } }])), 'BAD_MOVE'],
      [variant((f) => (f.meta.example.moves = [{ seat: 1, move: (f.meta.example.moves as { move: unknown }[])[0]?.move }])), 'BAD_MOVE'],
    ];
    for (const [text, code] of cases) {
      const opened = await openExample('gatekeeper/x', text, loadGameModule);
      expect(opened.ok, code).toBe(false);
      if (opened.ok) continue;
      expect(opened.error.code).toBe(code);
      expect(describeExampleError(opened.error).length).toBeGreaterThan(10);
    }
    expect(await openShippedExample('gatekeeper/no-such', loadGameModule)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_EXAMPLE' } });
    expect(readExampleHeading('x', 42)).toMatchObject({ ok: false, error: { code: 'NOT_AN_EXAMPLE' } });
  });
});
