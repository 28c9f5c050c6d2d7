/**
 * The games the server plays online. Each module says itself what a spectator sees (`spectatorView`, checked by the
 * rules' contract harness) and how an event reads for a viewer with no seat (`eventSeenBy`); this list only says
 * which games are online. Gate is solo: it has no table to share, so it is not played online.
 */
import type { GameModule } from '../src/rules/core/module';
import { gatekeeper } from '../src/rules/gatekeeper/index';
import { gaterunners } from '../src/rules/gaterunners/index';
import { gateway } from '../src/rules/gateway/index';

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
