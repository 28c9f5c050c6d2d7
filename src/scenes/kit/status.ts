/** The top bar's status line: what the table says the person is waiting for, or asked to do. */
import type { GameOverWords } from './GameOverPanel';

export interface StatusParts {
  readonly over: GameOverWords | null;
  /** The computer seat thinking now, by name (null: nobody is). */
  readonly computer: string | null;
  readonly handingOver: boolean;
  /** What the person is asked to do, when it is their decision. */
  readonly prompt: (() => string) | null;
  /** Who decides meanwhile, when it is not. */
  readonly waiting: (() => string) | null;
  /** The turn chart's phase, in the rules' words: the prompt's title. */
  readonly title: string | null;
}

/** The status line and whether the hourglass turns beside it: a prompt goes under its title ("Recruit · drag …"). */
export function statusLine(parts: StatusParts): { readonly text: string; readonly thinking: boolean } {
  if (parts.over) return { text: `${parts.over.title} — game over`, thinking: false };
  if (parts.computer !== null) return { text: `${parts.computer} is thinking…`, thinking: true };
  if (parts.handingOver) return { text: 'Handing over…', thinking: false };
  if (parts.prompt) {
    const prompt = parts.prompt();
    const title = parts.title;
    return { text: title && prompt ? `${title} · ${prompt}` : prompt || (title ?? ''), thinking: false };
  }
  return { text: parts.waiting?.() ?? '', thinking: false };
}
