/**
 * A game shared from its table (the table menu, mid-game) or its game-over panel: watched on its table, shared
 * as a link (copied to the clipboard), saved as a replay file or as a position file. The record is the match's own (seed, options, seats, every move), checked by the
 * rules again before it is watched, as a link from outside would be.
 */
import type { MatchData } from '../../machines/match-logic';
import { replayRecord } from '../../machines/match-logic';
import type { CheckedReplay, ReplayRecord } from '../../machines/replay-record';
import { describeReplayError } from '../../machines/replay-record';
import { replayFileText, replayLink } from '../../machines/replay-link';
import { recheck } from '../../machines/replays';
import { loadPlayableModule } from '../../rules/games';
import { replay } from '../../rules/core/replay';
import { exportPosition } from '../../rules/core/position';
import type { Json } from '../../rules/core/result';

/** What the game-over panel's replay buttons and the table menu's share buttons do. */
export interface ShareActions {
  watch(): void;
  copyLink(): void;
  saveFile(): void;
  savePosition(): void;
}

/** Words for a game that began from a position file: its moves from the seed do not lead to it. */
const NO_REPLAY = 'This game began from a position file, so it has no replay from its start: save its position instead.';

/**
 * The share actions for a match, or null before its first move. A game whose moves from its seed do not reach
 * its state (it began from a position file) offers its position only; its replay buttons say why not.
 */
export function shareActions(match: MatchData | undefined, on: { readonly watch: (replay: CheckedReplay) => void; readonly say: (words: string, tone: 'info' | 'warning') => void }): ShareActions | null {
  const record = match ? replayRecord(match) : null;
  if (!match?.module || !match.state || !record) return null;
  const { module, config, state, seed, history, seats } = match;
  const replayed = replay(module, config, seed, history);
  const whole = replayed.ok && replayed.value.hash === record.hash;
  const notWhole = () => on.say(NO_REPLAY, 'warning');
  return {
    watch: whole ? () => void watchable(record).then((checked) => (typeof checked === 'string' ? on.say(checked, 'warning') : on.watch(checked))) : notWhole,
    copyLink: whole ? () => void copyLink(record).then((words) => on.say(words, 'info')) : notWhole,
    saveFile: whole ? () => on.say(download(`gatehouse-${record.game}-${stamp(record.date)}.json`, replayFileText(record)), 'info') : notWhole,
    savePosition: () => {
      const meta = { seats: seats.map((s): Json => (s.kind === 'human' ? { kind: 'human' } : { kind: 'computer', bot: s.bot })) };
      const file = exportPosition(module, config, state, whole ? { history: { seed, moves: history }, meta } : { meta });
      on.say(download(`gatehouse-${record.game}-position-${stamp(record.date)}.json`, `${JSON.stringify(file, null, 1)}\n`), 'info');
    },
  };
}

/** A date as a file name may hold it. */
const stamp = (date: string): string => date.slice(0, 19).replaceAll(':', '-');

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

/** Saves `text` as a JSON file through the browser's download; says so. */
function download(name: string, text: string): string {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return `Saved as ${name}.`;
}
