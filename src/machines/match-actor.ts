/** The match machine wired to the app's services: autosave into the SaveStore, replays into its ReplayStore, the AI in its worker. */
import { createActor, fromPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import type { PositionFile } from '../rules/core/position';
import type { MoveBase } from '../rules/core/module';
import type { ReplayRecord } from './replay-record';
import { matchMachine } from './match';
import type { ThinkInput } from './match';
import type { SaveStore } from './saves';
import { describeSaveError } from './saves';

/** Services a running match needs; `think` defaults to the Web Worker in the app. */
export interface MatchServices {
  readonly saves: SaveStore;
  readonly think: AnyActorLogic & ReturnType<typeof fromPromise<MoveBase, ThinkInput>>;
}

/**
 * The match machine with real persistence: every applied move overwrites the game's slot (game over clears it) and
 * its replay record in the save store's replay store (game over keeps it among the finished games).
 */
export function provideMatch(services: MatchServices) {
  return matchMachine.provide({
    actors: {
      think: services.think,
      autosave: fromPromise<void, PositionFile | null>(async ({ input }) => {
        if (!input) return;
        const written = await services.saves.write(input);
        // The machine hears a failed save through the actor's error (it reports save.failed and plays on).
        if (!written.ok) throw new Error(describeSaveError(written.error));
      }),
      clearSave: fromPromise<void, string>(async ({ input }) => {
        if (!input) return;
        const removed = await services.saves.remove(input);
        if (!removed.ok) throw new Error(describeSaveError(removed.error));
      }),
      recordReplay: fromPromise<void, ReplayRecord | null>(async ({ input }) => {
        const replays = services.saves.replays;
        if (!input || !replays) return;
        const kept = await replays.keep(input);
        if (!kept.ok) throw new Error(`the replay was not kept (${kept.error.reason})`);
      }),
    },
  });
}

/** Creates and starts a match actor for the app. */
export function createMatchActor(services: MatchServices) {
  return createActor(provideMatch(services)).start();
}
