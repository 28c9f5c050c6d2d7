/**
 * What the menu does with a replay link in the page's address, without drawing: read and check it (the link reader
 * and lz-string load only then), and "Take over" a replay that opened at its last position still in play.
 */
import type { CheckedReplay, RulesLoader } from '../../machines/replay-record';
import { describeCheckedReplay, describeReplayError } from '../../machines/replay-record';
import type { TakeOverError } from '../../machines/replay-viewer';
import type { ResumedSave } from '../../machines/saves';
import type { Result } from '../../rules/core/result';
import type { ListAction, ListEntry } from './ListPanel';

/** A replay link once checked: opened (with its final hash) or refused (with its code). */
export type CheckedLink =
  | { readonly status: 'opened'; readonly game: string; readonly plies: number; readonly hash: string; readonly words: string }
  | { readonly status: 'refused'; readonly code: string; readonly words: string };

/** A replay link as the menu holds it (what its inspection reports). */
export type ReplayLinkOutcome = { readonly status: 'checking' } | CheckedLink;

/** A replay that opened (from a link or a file), as the menu reports it. */
export function openedOutcome(replay: CheckedReplay): CheckedLink {
  const { record } = replay;
  return { status: 'opened', game: record.game, plies: record.moves.length, hash: record.hash, words: describeCheckedReplay(record) };
}

/** Reads and checks the link in `address`: the outcome in words, and the checked replay when it opened. Never rejects. */
export async function checkReplayAddress(address: string, load: RulesLoader): Promise<{ readonly outcome: CheckedLink; readonly replay: CheckedReplay | null }> {
  try {
    const { openReplayLink } = await import('../../machines/replay-link');
    const opened = await openReplayLink(address, load);
    if (!opened.ok) return { outcome: { status: 'refused', code: opened.error.code, words: describeReplayError(opened.error) }, replay: null };
    return { outcome: openedOutcome(opened.value), replay: opened.value };
  } catch (e) {
    return { outcome: { status: 'refused', code: 'GAME_LOAD_FAILED', words: `The replay reader could not be loaded (${e instanceof Error ? e.message : String(e)}). Check your connection and try again.` }, replay: null };
  }
}

/**
 * The replay's last position still in play (before the move that ended it, or its end when it was not finished) as a
 * new game: the person plays the seat about to move, the computer at `level` the others.
 */
export async function takeOverLast(replay: CheckedReplay, level = 'medium'): Promise<Result<ResumedSave, TakeOverError>> {
  const { replayPositions, takeOver } = await import('../../machines/replay-viewer');
  const { states } = replayPositions(replay);
  const last = states.length - 1;
  const ply = replay.module.outcome(states[last] as object).kind === 'ongoing' ? last : last - 1;
  const seat = ply >= 0 ? (replay.module.decision(states[ply] as object).seats[0] ?? 0) : 0;
  return takeOver(replay, states, ply, seat, level);
}

/** What the menu shows for a checked link: a panel's title and entries (Watch and Take over for a replay that opened), or a toast. */
export interface ReplayLinkWords {
  readonly title: string;
  readonly entries: readonly ListEntry[];
  /** Said instead of the panel when another panel is open. */
  readonly toast: { readonly words: string; readonly tone: 'info' | 'warning' };
}

export function replayLinkWords(outcome: CheckedLink, titleOf: (game: string) => string, actions: { readonly watch: ListAction; readonly takeOver: ListAction }): ReplayLinkWords {
  if (outcome.status === 'opened') {
    const gameTitle = titleOf(outcome.game);
    const entries = [
      { heading: gameTitle, note: `${outcome.plies} moves`, body: outcome.words, action: actions.watch },
      { heading: 'Play on from its end', note: 'against the computer', body: 'Take over the last position still in play: choose who plays each seat (you on the seat about to move, the computer at Normal on the others, unless you change them).', action: actions.takeOver },
    ];
    return { title: 'Replay', entries, toast: { words: `Replay of ${gameTitle}: ${outcome.words}`, tone: 'info' } };
  }
  const entry = { heading: 'This replay link cannot be opened', note: outcome.code, body: outcome.words };
  return { title: 'Replay refused', entries: [entry], toast: { words: `${entry.heading}: ${outcome.words}`, tone: 'warning' } };
}

/** Take over as a resumed save, or the refusal with its code and in words. */
export async function takeOverInWords(replay: CheckedReplay): Promise<Result<ResumedSave, TakeOverError & { readonly words: string }>> {
  const taken = await takeOverLast(replay);
  if (taken.ok) return taken;
  const { describeTakeOverError } = await import('../../machines/replay-viewer');
  return { ok: false, error: { ...taken.error, words: describeTakeOverError(taken.error) } };
}
