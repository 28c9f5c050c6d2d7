/**
 * A finished game's replay from its game-over panel: watched on its table, shared as a link (copied to the
 * clipboard) or saved as a file. The record is the match's own (seed, options, seats, every move), checked by the
 * rules again before it is watched, as a link from outside would be.
 */
import type { MatchData } from '../../machines/match-logic';
import { replayRecord } from '../../machines/match-logic';
import type { CheckedReplay, ReplayRecord } from '../../machines/replay-record';
import { describeReplayError } from '../../machines/replay-record';
import { replayFileText, replayLink } from '../../machines/replay-link';
import { recheck } from '../../machines/replays';
import { loadPlayableModule } from '../../rules/games';

/** What the panel's replay buttons do. */
export interface ReplayActions {
  watch(): void;
  copyLink(): void;
  saveFile(): void;
}

/** The replay buttons' actions for a finished match, or null when it has no moves to replay. */
export function replayActions(match: MatchData | undefined, on: { readonly watch: (replay: CheckedReplay) => void; readonly say: (words: string, tone: 'info' | 'warning') => void }): ReplayActions | null {
  const record = match ? replayRecord(match) : null;
  if (!record) return null;
  return {
    watch: () => void watchable(record).then((checked) => (typeof checked === 'string' ? on.say(checked, 'warning') : on.watch(checked))),
    copyLink: () => void copyLink(record).then((words) => on.say(words, 'info')),
    saveFile: () => on.say(saveFile(record), 'info'),
  };
}

/** The record checked by its rules again: the replay to watch, or why not in words. */
async function watchable(record: ReplayRecord): Promise<CheckedReplay | string> {
  const checked = await recheck(record, loadPlayableModule);
  return checked.ok ? checked.value : describeReplayError(checked.error);
}

/** Copies the replay's link; says so, or gives the reason it could not. */
async function copyLink(record: ReplayRecord): Promise<string> {
  const link = replayLink(record, window.location.href);
  try {
    await navigator.clipboard.writeText(link);
    return `Replay link copied (${link.length} characters): paste it to anyone, it opens this game move by move.`;
  } catch (e) {
    return `The link could not be copied (${e instanceof Error ? e.message : String(e)}). Save the file instead.`;
  }
}

/** Saves the replay as a JSON file through the browser's download. */
function saveFile(record: ReplayRecord): string {
  const name = `gatehouse-${record.game}-${record.date.slice(0, 19).replaceAll(':', '-')}.json`;
  const url = URL.createObjectURL(new Blob([replayFileText(record)], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return `Replay saved as ${name}.`;
}
