/**
 * Online play in the browser: a session with the game server (colyseus.js) and the network seat that lets the match
 * statechart and the tables play an online game unchanged.
 *
 * The browser never holds the full state online, only its seat's view. So the match runs over `networkGame(real,
 * session)`, a GameModule whose state is the server's latest table for this client (`NetTable`): its decision,
 * outcome, view and legal moves are the server's. Every other seat is a computer seat whose bot is the network:
 * its `think` (`networkThink`) answers with the next update the server sent (a `@net` move carrying the redacted
 * events and the table after them), which the match applies like any computer move. A human's own move is sent to
 * the server (`connectMatch`) and the table waits, as for a computer, for the server's answer.
 */
import type { OnlineSession } from './online-session';
import { fromPromise } from 'xstate';
import type { Actor, AnyActorLogic } from 'xstate';
import type { CodedError, Result } from '../rules/core/result';
import { err, ok } from '../rules/core/result';
import type { EventBase, GameModule, MoveBase, Seat } from '../rules/core/module';
import { stableStringify } from '../rules/core/hash';
import type { LobbyMessage, TableMessage } from '../net/protocol';
import type { ThinkInput } from './match';
import type { SeatController } from './match-logic';
import type { GameLens } from './director';

/** The match's state online: the server's latest table for this client, and a move of ours the server has not answered yet. */
export interface NetTable {
  readonly table: TableMessage;
  readonly sent: MoveBase | null;
  /** Seats at the table. */
  readonly seats: number;
}

/** The state an online match starts from: the first table the server sent this client. */
export function netTable(table: TableMessage, seats: number): NetTable {
  return { table, sent: null, seats };
}

/** The network seat's "move": one update from the server, issued by this session only (see `networkGame.parseMove`). */
export interface NetUpdate extends MoveBase {
  readonly type: '@net';
  readonly table: TableMessage;
  readonly events: readonly EventBase[];
}

/** The bot id of seats played over the network. */
export const NETWORK_BOT = 'network';

export type { OnlineSession, SessionSnapshot, SessionStatus } from './online-session';

/**
 * The seats of an online match as this client plays it: its own seat human, every other seat the network.
 * Spectators (no seat) watch every seat played by the network.
 */
export function networkSeats(count: number, mine: Seat | null, names: readonly string[] = []): SeatController[] {
  return Array.from({ length: count }, (_, seat): SeatController => (seat === mine ? { kind: 'human', name: names[seat] ?? 'You' } : { kind: 'computer', bot: NETWORK_BOT }));
}

const sameMove = (a: MoveBase, b: MoveBase): boolean => stableStringify(a) === stableStringify(b);

/** The game as an online match plays it: over the server's tables (see the file's header). */
export function networkGame(real: GameModule, session: OnlineSession): GameModule {
  const tableOf = (state: object): NetTable | null => ('table' in state && 'sent' in state && 'seats' in state ? (state as NetTable) : null);
  const waitingFor = (net: NetTable, mine: Seat | null) => net.table.decision.seats.filter((seat) => seat !== mine);
  const module: GameModule = {
    ...real,
    // Nothing is ever taken back online.
    revealsInformation: () => true,
    redactEvent: (event) => event,
    phaseOf: (state) => tableOf(state)?.table.decision.kind ?? 'none',
    decision(state) {
      const net = tableOf(state);
      if (!net) return { seats: [], kind: 'none' };
      // After our move the network decides (the server's answer is awaited like a computer's move).
      if (net.sent) return { seats: [otherSeat(net.table.seat, net.seats)], kind: 'network' };
      return net.table.decision;
    },
    outcome: (state) => tableOf(state)?.table.outcome ?? { kind: 'ongoing' },
    view: (state) => tableOf(state)?.table.view ?? null,
    // A spectator's table is the server's spectator view already.
    spectatorView: (state) => tableOf(state)?.table.view ?? null,
    legalMoves(state, seat) {
      const net = tableOf(state);
      return net && !net.sent && seat === net.table.seat ? net.table.legal.slice() : [];
    },
    parseMove(json, options) {
      return session.issued(json) ? ok(json) : real.parseMove(json, options);
    },
    validate(state, seat, move) {
      const net = tableOf(state);
      if (!net) return { code: 'NO_MATCH' };
      if (session.issued(move)) return null;
      if (net.sent || seat !== net.table.seat || !net.table.decision.seats.includes(seat)) return { code: 'NOT_YOUR_DECISION', seat, deciding: waitingFor(net, null) };
      return net.table.legal.some((legal) => sameMove(legal, move)) ? null : { code: 'NOT_A_LEGAL_MOVE' };
    },
    apply(state, seat, move): Result<{ state: object; events: readonly EventBase[] }, CodedError> {
      const refusal = module.validate(state, seat, move);
      if (refusal) return err(refusal);
      return ok(module.applyLegal(state, seat, move));
    },
    applyLegal(state, _seat, move) {
      const net = tableOf(state);
      const seats = net?.seats ?? 2;
      if (session.issued(move)) return { state: { table: move.table, sent: null, seats } satisfies NetTable, events: move.events };
      return { state: { table: net?.table ?? emptyTable(), sent: move, seats } satisfies NetTable, events: [] };
    },
    describeError: (error) => (error.code === 'NOT_A_LEGAL_MOVE' ? 'That move is not possible now.' : real.describeError(error)),
  };
  return module;
}

function otherSeat(mine: Seat | null, seats: number): Seat {
  return mine === null ? 0 : (mine + 1) % Math.max(2, seats);
}

function emptyTable(): TableMessage {
  return { gameNumber: 1, ply: 0, seat: null, view: null, decision: { seats: [], kind: 'none' }, outcome: { kind: 'ongoing' }, legal: [] };
}

/** The network seat's think: the next update from the server (the input's view and seed are not needed). */
export function networkThink(session: OnlineSession) {
  return fromPromise<MoveBase, ThinkInput>(() => session.next());
}

/**
 * Sends the human's moves to the server as the match applies them, and keeps the match up with the server: an
 * update that arrives while the match waits for this client's own player (the server moved on without them: the
 * computer played their seat while they were away, and they have just come back) is applied at once, as the move
 * that decision was waiting for, instead of leaving a stale table to a move the server no longer expects.
 * Returns the unsubscribe.
 */
export function connectMatch(actor: Actor<AnyActorLogic>, session: OnlineSession): () => void {
  const sending = actor.on('move.applied', (event: { by?: unknown; move?: unknown }) => {
    const move = event.move;
    if (session.issued(move)) return;
    if (event.by === 'human' && typeof move === 'object' && move !== null && 'type' in move && typeof move.type === 'string') session.sendMove({ ...move, type: move.type });
  });
  const catchUp = (): void => {
    const seat = session.snapshot.seat;
    if (seat === null || !actor.getSnapshot().matches({ flow: { playing: 'awaitingHuman' } })) return;
    const update = session.takeArrived();
    if (update) actor.send({ type: 'move.submit', seat, move: update });
  };
  const watching = actor.subscribe(catchUp);
  const hearing = session.onArrived(catchUp);
  catchUp();
  return () => {
    sending.unsubscribe();
    watching.unsubscribe();
    hearing();
  };
}

/** What the menu hands a table to play online: the session, the table the game starts from, and who sits where. */
export interface OnlineStart {
  readonly session: OnlineSession;
  readonly first: TableMessage;
  readonly seats: readonly SeatController[];
}

/**
 * The network game seen through a table's own game types. The server plays the same rules module, so its views
 * and events are that game's: this is the one place the browser takes the server's word for their shape.
 */
export function typedNetworkGame<M extends MoveBase, V, E extends EventBase>(real: GameModule & GameLens<M, V, E>, session: OnlineSession): GameModule & GameLens<M, V, E> {
  return networkGame(real, session) as GameModule & GameLens<M, V, E>;
}

/** The seats of an online table as this client sees them, named as the lobby names them. */
export function onlineSeats(lobby: LobbyMessage | null, count: number, mine: Seat | null): SeatController[] {
  const names = Array.from({ length: count }, (_, seat) => {
    const info = lobby?.seats[seat];
    return info?.kind === 'human' ? info.name : info?.kind === 'computer' ? (info.replacing ? `Computer (for ${info.replacing})` : 'Computer') : `Player ${seat + 1}`;
  });
  return Array.from({ length: count }, (_, seat): SeatController => (seat === mine ? { kind: 'human', name: 'You' } : { kind: 'computer', bot: NETWORK_BOT, name: names[seat] ?? `Player ${seat + 1}` }));
}
