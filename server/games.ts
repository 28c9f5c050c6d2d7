/**
 * The games the server plays online, each with what a spectator sees. A game is online only when it is listed
 * here with a spectator view that hides every hand, so a new game can never reach spectators unreviewed.
 * Gate is solo: it has no table to share, so it is not played online.
 */
import type { EventBase, GameModule, Seat } from '../src/rules/core/module';
import { isRecord } from '../src/rules/core/position';
import { gatekeeper } from '../src/rules/gatekeeper/index';
import { gaterunners } from '../src/rules/gaterunners/index';
import { gateway } from '../src/rules/gateway/index';

/** The seat number events are redacted for when the viewer holds no seat: every seat's hidden cards stay hidden. */
export const NO_SEAT: Seat = -1;

export interface OnlineGame {
  readonly module: GameModule;
  /** The table with every hand hidden (spectators). */
  spectatorView(state: object): unknown;
  /** An event as a viewer at `seat` (NO_SEAT for spectators) may see it. */
  redact(event: EventBase, seat: Seat): EventBase;
}

function online(module: GameModule, spectatorView: (state: object) => unknown): OnlineGame {
  return { module, spectatorView, redact: (event, seat) => module.redactEvent?.(event, seat) ?? event };
}

const GATEKEEPER: GameModule = gatekeeper;
const GATERUNNERS: GameModule = gaterunners;
const GATEWAY: GameModule = gateway;

/** Gatekeeper's view always shows one seat's hand: a spectator gets seat 0's table with that hand emptied. */
function gatekeeperSpectatorView(state: object): unknown {
  const view = GATEKEEPER.view(state, 0);
  return isRecord(view) ? { ...view, hand: [] } : null;
}

export const ONLINE_GAMES: Readonly<Record<string, OnlineGame>> = {
  gatekeeper: online(GATEKEEPER, gatekeeperSpectatorView),
  // GateRunners and Gateway show a seat its own hand only: a seat that is nobody's sees none.
  gaterunners: online(GATERUNNERS, (state) => GATERUNNERS.view(state, NO_SEAT)),
  gateway: online(GATEWAY, (state) => GATEWAY.view(state, NO_SEAT)),
};

/** The online game with this id, or undefined (own keys only). */
export function onlineGame(id: string): OnlineGame | undefined {
  return Object.hasOwn(ONLINE_GAMES, id) ? ONLINE_GAMES[id] : undefined;
}
