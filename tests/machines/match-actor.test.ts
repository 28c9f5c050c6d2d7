import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import { createMatchActor } from '../../src/machines/match-actor';
import type { ThinkInput } from '../../src/machines/match';
import { SaveStore } from '../../src/machines/saves';
import { memoryStore } from '../../src/machines/storage';
import { highcard } from '../fixtures/highcard';
import type { GameModule, MoveBase } from '../../src/rules/core/module';
import { randomBot } from '../../src/ai/bots';
import { stateHash } from '../../src/rules/core/hash';

const module = highcard as unknown as GameModule;
const think = fromPromise<MoveBase, ThinkInput>(async ({ input }) => randomBot.choose({ module, view: input.view, seat: input.seat, seed: input.seed }) as MoveBase);

describe('match actor with real persistence', () => {
  it('autosaves after every move so Continue resumes the exact state, and clears the slot at game over', async () => {
    const saves = new SaveStore(memoryStore());
    const actor = createMatchActor({ saves, think });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'app', animate: false, seats: [{ kind: 'human' }, { kind: 'computer', bot: 'random' }] });
    actor.send({ type: 'move.submit', seat: 0, move: { type: 'keep' } });
    const waiting = await waitFor(actor, (s) => s.matches({ flow: { playing: 'awaitingHuman' } }) && s.matches({ persistence: 'idle' }));
    const resumed = await saves.resume(null, async () => module);
    expect(resumed.ok && stateHash(resumed.value.position.state)).toBe(stateHash(waiting.context.state));
    expect(resumed.ok && resumed.value.position.history?.moves.length).toBe(waiting.context.history.length);

    for (let i = 0; i < 200 && !actor.getSnapshot().matches({ flow: 'gameOver' }); i++) {
      const s = await waitFor(actor, (x) => x.matches({ flow: { playing: 'awaitingHuman' } }) || x.matches({ flow: 'gameOver' }));
      if (s.matches({ flow: 'gameOver' })) break;
      actor.send({ type: 'move.submit', seat: 0, move: highcard.legalMoves(s.context.state as never, 0)[0]! });
    }
    await waitFor(actor, (s) => s.matches({ flow: 'gameOver' }) && s.matches({ persistence: 'idle' }));
    // The clear is invoked on entering gameOver; it settles shortly after.
    await vi.waitFor(async () => expect(await saves.latestGame()).toBeNull());
  });

  it('leaving while the last move still animates (game over not reached yet) clears the slot too: no save outlives a finished game', async () => {
    const saves = new SaveStore(memoryStore());
    const actor = createMatchActor({ saves, think });
    actor.send({ type: 'match.start', module, config: highcard.defaultConfig(2), seed: 'leave-late', animate: true, seats: [{ kind: 'computer', bot: 'random' }, { kind: 'computer', bot: 'random' }] });
    let left = false;
    for (let i = 0; i < 400 && !left; i++) {
      const s = await waitFor(actor, (x) => (x.matches({ flow: { playing: 'animating' } }) && x.matches({ persistence: 'idle' })) || x.matches({ flow: 'gameOver' }));
      expect(s.matches({ flow: 'gameOver' })).toBe(false);
      if (highcard.outcome(s.context.state as never).kind !== 'ongoing') {
        // The game's save from before the last move is still in the slot; the person leaves during the last animation.
        expect(await saves.savedGames()).toEqual([module.id]);
        actor.send({ type: 'match.exit' });
        left = true;
      } else actor.send({ type: 'animation.done' });
    }
    expect(left).toBe(true);
    await vi.waitFor(async () => expect(await saves.savedGames()).toEqual([]));
    actor.stop();
  });
});
