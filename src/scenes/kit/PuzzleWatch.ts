import type { PuzzleCheck } from '../../machines/puzzles';

/** What the table's inspection reports of a puzzle: its goal, and whether it is solved. */
export interface PuzzleInspection {
  readonly title: string;
  readonly goal: string;
  readonly solved: boolean;
}

/**
 * A puzzle played at a table: says its goal when it starts and "Puzzle solved" the first time the goal holds after a
 * move (a goal that is the game's end is said by the game-over panel instead). The check itself is the puzzle's
 * (src/machines/puzzle-goals.ts): the table knows no goal.
 */
export class PuzzleWatch {
  readonly #check: PuzzleCheck;
  readonly #say: (words: string) => void;
  #solved = false;

  constructor(check: PuzzleCheck, say: (words: string) => void) {
    this.#check = check;
    this.#say = say;
    say(`Puzzle · ${check.title}: ${check.goal}.`);
  }

  /** After every move: the state the table now shows. */
  follow(state: object | null | undefined): void {
    if (this.#solved || !state || !this.#check.reached(state)) return;
    this.#solved = true;
    if (!this.#check.endsTheGame) this.#say(`Puzzle solved: ${this.#check.goal}!`);
  }

  inspect(): PuzzleInspection {
    return { title: this.#check.title, goal: this.#check.goal, solved: this.#solved };
  }
}
