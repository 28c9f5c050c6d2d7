/**
 * The games the server plays online, and the game side of a room: a new game from a client's create options, a
 * stored game rebuilt by replaying its moves, and the table a viewer is sent. Each module says itself what a
 * spectator sees (`spectatorView`, checked by the rules' contract harness). Gate is solo: it has no table to share,
 * so it is not played online.
 */
import type { EventBase, GameModule, Seat } from '../src/rules/core/module';
import { eventSeenBy } from '../src/rules/core/module';
import type { MoveRecord } from '../src/rules/core/replay';
import type { CodedError, Result } from '../src/rules/core/result';
import { err, ok } from '../src/rules/core/result';
import { replay } from '../src/rules/core/replay';
import type { TableMessage } from '../src/net/protocol';
import { PAST_EVENTS, parseCreateOptions } from '../src/net/protocol';
import { gatekeeper } from '../src/rules/gatekeeper/index';
import { gaterunners } from '../src/rules/gaterunners/index';
import { gateway } from '../src/rules/gateway/index';
import type { RoomRecord } from './store';

export interface OnlineGame {
  readonly module: GameModule;
}

const GATEKEEPER: GameModule = gatekeeper;
const GATERUNNERS: GameModule = gaterunners;
const GATEWAY: GameModule = gateway;

export const ONLINE_GAMES: Readonly<Record<string, OnlineGame>> = {
  gatekeeper: { module: GATEKEEPER },
  gaterunners: { module: GATERUNNERS },
  gateway: { module: GATEWAY },
};

/** The online game with this id, or undefined (own keys only). */
export function onlineGame(id: string): OnlineGame | undefined {
  return Object.hasOwn(ONLINE_GAMES, id) ? ONLINE_GAMES[id] : undefined;
}

/** A game as a room holds it: the game, its parsed config and the state now. */
export interface GameInPlay {
  readonly game: OnlineGame;
  readonly config: unknown;
  readonly state: object;
}

/** A new game from a client's create options (untrusted) and a fresh seed, or the coded reason it cannot be. */
export function newGame(options: unknown, seed: string): Result<GameInPlay, CodedError> {
  const parsed = parseCreateOptions(options);
  if (!parsed.ok) return parsed;
  const game = onlineGame(parsed.value.game);
  if (!game) return err({ code: 'NOT_ONLINE', game: parsed.value.game } as CodedError);
  const module = game.module;
  const seats = parsed.value.seats ?? module.minSeats;
  if (parsed.value.config === undefined && (seats < module.minSeats || seats > module.maxSeats)) return err({ code: 'SEATS_OUT_OF_RANGE', seats, min: module.minSeats, max: module.maxSeats } as CodedError);
  const config = module.parseConfig(parsed.value.config ?? module.defaultConfig(seats));
  if (!config.ok) return config;
  const setup = module.setup(config.value, seed);
  return setup.ok ? ok({ game, config: config.value, state: setup.value }) : setup;
}

/** A stored room's game, rebuilt by replaying its moves from its seed (every move checked by the rules again). */
export function storedGame(record: RoomRecord): Result<GameInPlay, CodedError> {
  const game = onlineGame(record.game);
  if (!game) return err({ code: 'NOT_ONLINE', game: record.game } as CodedError);
  const config = game.module.parseConfig(record.config);
  if (!config.ok) return config;
  const replayed = replay(game.module, config.value, record.seed, record.moves);
  return replayed.ok ? ok({ game, config: config.value, state: replayed.value.state }) : replayed;
}

/** The table as a viewer at `seat` sees it (a spectator, with no seat: the spectator view and no legal moves). */
export function tableFor(module: GameModule, state: object, seat: Seat | null, numbers: { readonly gameNumber: number; readonly ply: number }): TableMessage {
  return {
    gameNumber: numbers.gameNumber,
    ply: numbers.ply,
    seat,
    view: seat === null ? module.spectatorView(state) : module.view(state, seat),
    decision: module.decision(state),
    outcome: module.outcome(state),
    legal: seat === null ? [] : module.legalMoves(state, seat),
  };
}

/**
 * The game's last events as a viewer at `seat` saw them (a spectator, with no seat, as nobody's), replayed from its
 * seed and moves: what a page that comes back writes in its log. At most PAST_EVENTS, the newest.
 */
export function pastEvents(module: GameModule, config: unknown, seed: string, moves: readonly MoveRecord[], seat: Seat | null): EventBase[] {
  if (moves.length === 0) return [];
  const replayed = replay(module, config, seed, moves);
  if (!replayed.ok) return [];
  return replayed.value.events.flat().slice(-PAST_EVENTS).map((event) => eventSeenBy(module, event, seat));
}

/**
 * A computer's move from a bot's answer, untrusted (it crossed a thread): the answer when the rules accept it, else
 * the first legal move; null when there is none.
 */
export function computerMove(module: GameModule, state: object, seat: Seat, answer: unknown) {
  const parsed = module.parseMove(answer);
  const applied = parsed.ok ? module.apply(state, seat, parsed.value) : null;
  if (parsed.ok && applied?.ok) return { move: parsed.value, ...applied.value };
  const fallback = module.legalMoves(state, seat)[0];
  const safe = fallback ? module.apply(state, seat, fallback) : null;
  return fallback && safe?.ok ? { move: fallback, ...safe.value } : null;
}
