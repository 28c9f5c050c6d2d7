/**
 * Who holds each seat of a table room, as the room keeps it (with the live connection), as everyone at the table is
 * told (`SeatInfo`) and as it is stored (`StoredSeat`), and who a rematch waits for. Pure functions over the holders,
 * so the room's lifecycle (server/table-room.ts) reads as what happens, not how seats are mapped.
 */
import type { Client, Deferred } from '@colyseus/core';
import type { Seat } from '../src/rules/core/module';
import type { SeatInfo } from '../src/net/protocol';
import type { StoredSeat } from './store';

export type Holder =
  | { readonly kind: 'open' }
  | {
      readonly kind: 'human';
      readonly name: string;
      readonly token: string;
      client: Client | null;
      /** Colyseus's reconnection in progress for this seat. */
      reconnection: Deferred<Client> | null;
      /** The grace timer of a seat whose player has not come back since a restart. */
      graceTimer: NodeJS.Timeout | null;
    }
  | { readonly kind: 'computer'; readonly bot: string; readonly replacing: { readonly name: string; readonly token: string } | null };

export type HumanHolder = Extract<Holder, { kind: 'human' }>;

/** The bot that plays a seat its player left (after the grace period, or before a rematch). */
export const STAND_IN_BOT = 'medium';

export const humanHolder = (name: string, token: string, client: Client | null): HumanHolder => ({ kind: 'human', name, token, client, reconnection: null, graceTimer: null });

/** The computer standing in for a player who left: their token gives them the seat back. */
export const standIn = (holder: HumanHolder): Holder => ({ kind: 'computer', bot: STAND_IN_BOT, replacing: { name: holder.name, token: holder.token } });

/** A player who has left for good: not connected, and not within a grace period to come back. */
const gone = (holder: Holder): holder is HumanHolder => holder.kind === 'human' && holder.client === null && holder.reconnection === null && holder.graceTimer === null;

/** A seat as everyone at the table sees it (never its token). */
export function seatInfo(holder: Holder): SeatInfo {
  if (holder.kind === 'open') return { kind: 'open' };
  if (holder.kind === 'computer') return holder.replacing ? { kind: 'computer', bot: holder.bot, replacing: holder.replacing.name } : { kind: 'computer', bot: holder.bot };
  // A player gone after the game's end keeps the seat (their token) but is not coming back on their own.
  return { kind: 'human', name: holder.name, status: holder.client ? 'connected' : gone(holder) ? 'left' : 'reconnecting' };
}

/** A seat as it is stored (its token kept, so the player can reclaim it after a restart). */
export function storedSeat(holder: Holder): StoredSeat {
  if (holder.kind === 'open') return { kind: 'open' };
  if (holder.kind === 'computer') return holder.replacing ? { kind: 'computer', bot: holder.bot, replacing: holder.replacing } : { kind: 'computer', bot: holder.bot };
  return { kind: 'human', name: holder.name, token: holder.token };
}

/** A stored seat back as a holder; a human's has nobody connected yet. */
export function holderOf(seat: StoredSeat): Holder {
  if (seat.kind === 'open') return seat;
  if (seat.kind === 'computer') return { kind: 'computer', bot: seat.bot, replacing: seat.replacing ?? null };
  return humanHolder(seat.name, seat.token, null);
}

/** The seats a rematch still waits for: players at the table who have not asked (computers agree at once). */
export function rematchWaitingFor(seats: readonly Holder[], asked: ReadonlySet<Seat>): Seat[] {
  return seats.flatMap((holder, seat) => (holder.kind === 'human' && holder.client !== null && !asked.has(seat) ? [seat] : []));
}


/**
 * The seats of the rematch: the same holders, except that a player who has left for good (they left once the game
 * was over) is stood in for by the computer, whose seat their token gives back. A player still within their grace
 * period keeps the seat, as in any game.
 */
export function rematchSeats(seats: readonly Holder[]): Holder[] {
  return seats.map((holder) => (gone(holder) ? standIn(holder) : holder));
}
