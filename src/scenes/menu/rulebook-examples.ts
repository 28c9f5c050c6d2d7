/**
 * The menu's side of the rulebook's worked examples: the panel lists each game's shipped examples, and one chosen
 * is opened (its file read and played by the rules) and watched on its game's table, or its refusal said.
 */
import type { ExampleHeading } from '../../machines/examples';
import { describeExampleError, examplesOf, openShippedExample } from '../../machines/examples';
import type { CheckedReplay } from '../../machines/replay-record';
import type { GameId } from '../../rules/catalog';
import { loadPlayableModule } from '../../rules/games';

export interface RulebookExamples {
  list(game: GameId): Promise<readonly ExampleHeading[]>;
  watch(id: string): void;
}

/** What the rulebook panel is given: `watch` plays an opened example, `tell` says why one would not open. */
export function rulebookExamples(watch: (replay: CheckedReplay) => void, tell: (words: string) => void): RulebookExamples {
  return {
    list: (game) => examplesOf(game),
    watch: (id) =>
      void openShippedExample(id, loadPlayableModule).then((opened) => (opened.ok ? watch(opened.value) : tell(describeExampleError(opened.error)))),
  };
}
