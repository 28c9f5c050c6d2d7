/**
 * The way back to an online table: a reload, a closed tab or a restarted browser must not lose the player's seat.
 * While a table is open the page's address carries its code (`#join/CODE`, so a reload joins again) and the device
 * remembers the table (so the menu offers "Rejoin" after the browser restarts); the seat token kept per code
 * reclaims the seat. Leaving the table on purpose forgets it. Pure reading and writing of the remembered record.
 */
import type { GameId } from '../../rules/catalog';
import { GAMES } from '../../rules/catalog';
import { normaliseCode } from '../../net/protocol';

/** The table this device was last playing online. */
export interface OnlineReturn {
  readonly code: string;
  readonly game: GameId;
  /** When the table was opened or last reopened (ms since the epoch). */
  readonly since: number;
}

/** Where the device remembers it. */
export const RETURN_KEY = 'gatehouse.online.table';

/** A table older than this is not offered again (its room has long closed). */
export const RETURN_FOR_MS = 24 * 60 * 60 * 1000;

/** The record as stored. */
export function returnRecord(code: string, game: GameId, now: number): string {
  return JSON.stringify({ code, game, since: now } satisfies OnlineReturn);
}

/** The stored text (untrusted: anything may be in storage) → the table to offer, or null when there is none to offer. */
export function parseReturn(text: string | null, now: number): OnlineReturn | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const { code, game, since } = json as Record<string, unknown>;
  const normal = typeof code === 'string' ? normaliseCode(code) : null;
  const known = GAMES.find((entry) => entry.id === game);
  if (!normal || !known || typeof since !== 'number' || !Number.isFinite(since)) return null;
  if (since > now || now - since > RETURN_FOR_MS) return null;
  return { code: normal, game: known.id, since };
}

/** The menu's button for it: "Rejoin your Gatekeeper table (7KQ3-M9XD)". */
export function returnWords(table: OnlineReturn): string {
  const title = GAMES.find((entry) => entry.id === table.game)?.title ?? table.game;
  return `Rejoin your ${title} table (${table.code.slice(0, 4)}-${table.code.slice(4)})`;
}
