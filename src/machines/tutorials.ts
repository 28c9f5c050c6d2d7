/**
 * The guided first game of each game, without drawing: a short list of lessons, one rule at a time, each shown when
 * the person first has a move of the kind it teaches (the table then lights a good one through its Hint) and done
 * when they make such a move. A lesson with no moves is read and dismissed ("Got it"). After the last lesson the
 * game simply goes on against the computer. The lessons cite their clauses, so "Why?" can open the rulebook there.
 */
import type { GameId } from '../rules/catalog';
import type { MoveBase, Seat } from '../rules/core/module';
import { moveKind } from '../rules/core/module';
import type { MoveRecord } from '../rules/core/replay';
import type { ClauseId } from './refusal-clauses';

export interface Lesson {
  readonly title: string;
  readonly text: string;
  /** The rulebook clause it teaches. */
  readonly clause: ClauseId;
  /** The kinds of move it teaches (`moveKind`); empty: a lesson that is read, then dismissed. */
  readonly moves: readonly string[];
}

export interface Tutorial {
  readonly game: GameId;
  /** The computer's level in the guided game (the person is seat 0). */
  readonly level: string;
  readonly lessons: readonly Lesson[];
}

const lesson = (title: string, clause: ClauseId, moves: readonly string[], text: string): Lesson => ({ title, clause, moves, text });

export const TUTORIALS: Readonly<Record<GameId, Tutorial>> = {
  gatekeeper: {
    game: 'gatekeeper',
    level: 'easy',
    lessons: [
      lesson('Your aim', 'GK-7', [], 'Both witches start with 12 mana. Bring the other to 0 by opening gates where your witches outnumber hers.'),
      lesson('Your opening hand', 'GK-3', ['mulligan'], 'Before the first turn you may send witches you do not want under the pile and draw as many again. Keep the hand, or tap witches and confirm.'),
      lesson('Place a witch', 'GK-11', ['play'], 'Each turn, place one witch from your hand at a location, on your side. Drag the lit witch to her place, or tap her and then the place.'),
      lesson('Recruit', 'GK-27', ['recruit'], 'After placing, take a witch from the recruit line into your hand. Tap the lit witch.'),
      lesson('Duels and the Gatekeeper', 'GK-20', ['play'], 'A placed witch duels the end witch across from her: the weaker is dazzled. Then the Gatekeeper moves by the witch’s number (I–III) and opens the gate where she stops.'),
      lesson('Opening gates', 'GK-25', ['play', 'recruit'], 'At an open gate, the side with more upright witches of its element deals mana damage. Keep playing: the log on the right tells every step.'),
    ],
  },
  gate: {
    game: 'gate',
    level: 'easy',
    lessons: [
      lesson('Your aim', 'GT-40', [], 'Defend the town through three waves of enemies. Keep the Farm, the Gate and the Tower standing and the fear low.'),
      lesson('Income and recruiting', 'GT-21', ['use:income', 'recruit'], 'Cards in your hand give Gold. Spend it on new citizens from the row: each card has a cost in its corner.'),
      lesson('Attack', 'GT-25', ['use:attack'], 'A card’s attack trait damages an enemy in the row. Each card gives one trait only, so choose.'),
      lesson('Repair and calm', 'GT-23', ['use:repair', 'use:calm'], 'Repair gives health back to a location; calm lowers the fear on the Fearamid.'),
      lesson('End the turn', 'GT-28', ['endTurn'], 'When you are done, end the turn: the enemies attack, then the next turn begins.'),
    ],
  },
  gaterunners: {
    game: 'gaterunners',
    level: 'easy',
    lessons: [
      lesson('Your aim', 'GR-50', [], 'Break the other player’s gates. Your units and your Hero fight over three lanes.'),
      lesson('Your gates', 'GR-5', ['placeGate'], 'Each lane is guarded by one of your gates. Choose which gate stands in which lane: the lit choice is a good start.'),
      lesson('Your opening hand', 'GR-7', ['mulligan'], 'Before the first turn you may change your opening hand once. Keep it, or choose the cards to send back.'),
      lesson('Play a unit', 'GR-20', ['playUnit'], 'In the Mobilize step, play a unit into a lane on your side. Drag the lit card to its lane, or tap it and then the lane.'),
      lesson('Attack', 'GR-70', ['declareAttacker', 'endMobilize'], 'In the Battle step, units that were there since before this turn may attack the gate or the units across.'),
      lesson('Finish the turn', 'GR-14', ['endMobilize', 'pass'], 'When you have nothing more to do in a step, go on to the next. The status line says what the step allows.'),
    ],
  },
  gateway: {
    game: 'gateway',
    level: 'easy',
    lessons: [
      lesson('Your aim', 'GW-93', [], 'Gain the most Infamy before the Events run out: by recruiting Runestones, winning battles and holding districts.'),
      lesson('Play cards', 'GW-21', ['play'], 'In Deployment, play cards from your hand: Merchants give Gold, Insurgents join your Army. Drag the lit card to the play area, or tap it.'),
      lesson('End Deployment', 'GW-22', ['done'], 'When you have played what you want, end the Deployment: the Recruiting phase follows.'),
      lesson('Recruit', 'GW-26', ['recruit', 'done'], 'Spend your Gold on new cards or Runestones from the Revolution market.'),
      lesson('Attack a district', 'GW-33', ['attack', 'done'], 'With an Army, attack a district: the battle compares Damage Amounts, and a freed district gives its reward.'),
    ],
  },
};

/** Where a guided game stands: how many lessons are done, and whether the person skipped the rest. */
export interface TutorialProgress {
  readonly done: number;
  readonly skipped: boolean;
}

export const TUTORIAL_START: TutorialProgress = { done: 0, skipped: false };

/**
 * The lesson to show now: the next one not done, when it is read-only or the person has a legal move of a kind it
 * teaches; null when the guide is over, skipped, or waiting for such a move (the computer's turn, another step).
 */
export function currentLesson(tutorial: Tutorial, progress: TutorialProgress, legal: readonly MoveBase[]): { readonly index: number; readonly lesson: Lesson } | null {
  if (progress.skipped) return null;
  const next = tutorial.lessons[progress.done];
  if (!next) return null;
  if (next.moves.length === 0) return { index: progress.done, lesson: next };
  const kinds = new Set(legal.map(moveKind));
  return next.moves.some((kind) => kinds.has(kind)) ? { index: progress.done, lesson: next } : null;
}

/** The progress after the person's `move` (a move of the current lesson's kind completes it). */
export function afterMove(tutorial: Tutorial, progress: TutorialProgress, move: MoveBase): TutorialProgress {
  const next = tutorial.lessons[progress.done];
  if (progress.skipped || !next || next.moves.length === 0) return progress;
  return next.moves.includes(moveKind(move)) ? { ...progress, done: progress.done + 1 } : progress;
}

/** The progress after "Got it" on a read-only lesson. */
export function dismissed(tutorial: Tutorial, progress: TutorialProgress): TutorialProgress {
  const next = tutorial.lessons[progress.done];
  return next && next.moves.length === 0 && !progress.skipped ? { ...progress, done: progress.done + 1 } : progress;
}

/** The guide is over: every lesson done, or skipped. */
export const tutorialOver = (tutorial: Tutorial, progress: TutorialProgress): boolean => progress.skipped || progress.done >= tutorial.lessons.length;

/** The card's heading: "Guided game · 2 of 5 · Place a witch". */
export function lessonHeading(tutorial: Tutorial, index: number): string {
  const current = tutorial.lessons[index];
  return `Guided game · ${index + 1} of ${tutorial.lessons.length}${current ? ` · ${current.title}` : ''}`;
}

/** Said when the last lesson is done. */
export const TUTORIAL_DONE = 'That is the guided part done: the game goes on against the computer at Easy. The Hint button and the rulebook are there whenever you want them.';

/** A guided game's seed begins with this: a save carries it, so a reloaded guided game is guided again. */
export const GUIDED_SEED_PREFIX = 'guided/';

export const isGuidedSeed = (seed: string | number): boolean => String(seed).startsWith(GUIDED_SEED_PREFIX);

/**
 * The progress a guided game's moves show (a reloaded game): each move of the person's that completes the next
 * lesson counts, the lessons to read before it as read. (A guide skipped before the reload shows again.)
 */
export function progressOf(tutorial: Tutorial, history: readonly MoveRecord[], person: Seat): TutorialProgress {
  let progress = TUTORIAL_START;
  for (const { seat, move } of history) {
    if (seat !== person) continue;
    let read = progress;
    while (tutorial.lessons[read.done]?.moves.length === 0) read = dismissed(tutorial, read);
    const after = afterMove(tutorial, read, move);
    if (after.done > read.done) progress = after;
  }
  return progress;
}
