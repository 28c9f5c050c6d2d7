import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveKind } from '../../src/rules/core/module';
import { afterMove, currentLesson, dismissed, isGuidedSeed, lessonHeading, progressOf, TUTORIAL_START, TUTORIALS, tutorialOver } from '../../src/machines/tutorials';
import type { MoveRecord } from '../../src/rules/core/replay';
import type { TutorialProgress } from '../../src/machines/tutorials';
import type { GameModule, MoveBase, Seat } from '../../src/rules/core/module';
import { createRng, nextInt } from '../../src/rules/core/rng';
import { loadGameModule } from '../../src/rules/games';

const GAMES = ['gatekeeper', 'gate', 'gaterunners', 'gateway'] as const;

/**
 * A game as the guided game plays it: the person (seat 0) does what the lesson of the moment teaches when the card
 * shows one (a random move of its kind: any the table might light), else a random move; other seats play randomly.
 * Returns the progress after at most `maxPlies`.
 */
function guidedGame(module: GameModule, game: (typeof GAMES)[number], seed: string, maxPlies = 2000): { progress: TutorialProgress; plies: number; history: MoveRecord[] } {
  const tutorial = TUTORIALS[game];
  const setup = module.setup(module.defaultConfig(module.minSeats), seed);
  if (!setup.ok) throw new Error('setup');
  let state = setup.value;
  let progress = TUTORIAL_START;
  const rng = createRng(`${seed}/guided`);
  let plies = 0;
  const history: MoveRecord[] = [];
  for (; plies < maxPlies && !tutorialOver(tutorial, progress) && module.outcome(state).kind === 'ongoing'; plies++) {
    const seat = module.decision(state).seats[0] as Seat;
    const legal = module.legalMoves(state, seat);
    let move = legal[nextInt(rng, legal.length)] as MoveBase;
    if (seat === 0) {
      let lesson = currentLesson(tutorial, progress, legal);
      while (lesson && lesson.lesson.moves.length === 0) {
        progress = dismissed(tutorial, progress);
        lesson = currentLesson(tutorial, progress, legal);
      }
      const taught = lesson ? legal.filter((m) => lesson.lesson.moves.includes(moveKind(m))) : [];
      if (taught.length > 0) move = taught[nextInt(rng, taught.length)] as MoveBase;
      progress = afterMove(tutorial, progress, move);
    }
    state = module.applyLegal(state, seat, move).state;
    history.push({ seat, move });
  }
  return { progress, plies, history };
}

describe('the guided first game', () => {
  it('has lessons for every game, each citing a clause of its rulebook', () => {
    for (const game of GAMES) {
      const tutorial = TUTORIALS[game];
      expect(tutorial.lessons.length).toBeGreaterThanOrEqual(4);
      const doc = readFileSync(resolve(__dirname, `../../docs/rules/${game}.md`), 'utf8');
      for (const lesson of tutorial.lessons) {
        expect(doc, `${game}: ${lesson.title} cites ${lesson.clause}`).toContain(`**${lesson.clause} `);
        expect(lesson.text.length).toBeGreaterThan(40);
      }
      // It opens with a lesson to read (the aim), dismissed with "Got it".
      expect(tutorial.lessons[0]?.moves).toEqual([]);
    }
  });

  it('every lesson is reached and completed, in order, in real games of every game (20 seeds each)', async () => {
    for (const game of GAMES) {
      const module = (await loadGameModule(game)) as GameModule;
      for (let i = 0; i < 20; i++) {
        const { progress, plies, history } = guidedGame(module, game, `guided-${game}-${i}`);
        expect(progress.done, `${game} seed ${i} after ${plies} plies`).toBe(TUTORIALS[game].lessons.length);
        // Reloaded at any point, the moves so far say how far the guide had come.
        for (const cut of [0, 1, Math.floor(history.length / 2), history.length]) {
          const part = history.slice(0, cut);
          const live = guidedGame(module, game, `guided-${game}-${i}`, cut).progress;
          expect(progressOf(TUTORIALS[game], part, 0).done, `${game} seed ${i} cut ${cut}`).toBe(live.done);
        }
      }
    }
  });

  it('shows a lesson only when the person has a move of its kind, and completes it only with one', () => {
    const tutorial = TUTORIALS.gatekeeper;
    const play = { type: 'play', card: 3, loc: 1 } as MoveBase;
    const recruit = { type: 'recruit', slot: 0 } as MoveBase;
    let progress = TUTORIAL_START;
    expect(currentLesson(tutorial, progress, [])).toMatchObject({ index: 0, lesson: { title: 'Your aim' } });
    // A read-only lesson is not completed by a move, only by "Got it".
    expect(afterMove(tutorial, progress, play)).toBe(progress);
    progress = dismissed(tutorial, progress);
    expect(progress.done).toBe(1);
    expect(dismissed(tutorial, progress)).toBe(progress);
    const keep = { type: 'mulligan', cards: [] } as MoveBase;
    expect(currentLesson(tutorial, progress, [play])).toBeNull();
    expect(currentLesson(tutorial, progress, [keep])).toMatchObject({ index: 1, lesson: { title: 'Your opening hand' } });
    progress = afterMove(tutorial, progress, keep);
    expect(currentLesson(tutorial, progress, [recruit])).toBeNull();
    expect(currentLesson(tutorial, progress, [recruit, play])).toMatchObject({ index: 2, lesson: { title: 'Place a witch' } });
    expect(afterMove(tutorial, progress, recruit)).toBe(progress);
    progress = afterMove(tutorial, progress, play);
    expect(progress.done).toBe(3);
    expect(lessonHeading(tutorial, 3)).toBe('Guided game · 4 of 6 · Recruit');
    const skipped = { ...progress, skipped: true };
    expect(currentLesson(tutorial, skipped, [recruit])).toBeNull();
    expect(tutorialOver(tutorial, skipped)).toBe(true);
    expect(moveKind({ type: 'use', card: 1, trait: 'calm' } as MoveBase)).toBe('use:calm');
    expect(isGuidedSeed('guided/1764150000000')).toBe(true);
    expect(isGuidedSeed('guided/1764150000000+')).toBe(true);
    expect(isGuidedSeed('1764150000000')).toBe(false);
  });
});
