/**
 * The four games of the house, as the menu lists them. `available` means playable in the app: the game's rules and
 * its table have both landed. A game may be built headless before that (in GAME_LOADERS: simulator and AI only).
 */
export interface GameInfo {
  readonly id: GameId;
  readonly title: string;
  readonly blurb: string;
  readonly players: string;
  readonly minSeats: number;
  readonly maxSeats: number;
  /** game-icons name used for the tile art. */
  readonly icon: string;
  /** Playable in the app: rules and table both landed (tests/scenes/tables.test.ts keeps this honest). */
  readonly available: boolean;
  /**
   * Preconstructed decks a player chooses from before a game (GateRunners): the menu shows them without loading the
   * game's rules (tests/rules/gaterunners/decks-catalog.test.ts checks them against the rules' decks).
   */
  readonly decks?: readonly DeckInfo[];
}

/** A deck as the new-game panel offers it: a short name, its style in one line, and its Hero. */
export interface DeckInfo {
  readonly id: string;
  readonly name: string;
  readonly style: string;
  readonly hero: string;
}

/** Stable ids used in saves, URLs and the simulator. */
export type GameId = 'gatekeeper' | 'gate' | 'gaterunners' | 'gateway';

/** The catalogue, in menu order. */
export const GAMES: readonly GameInfo[] = [
  { id: 'gatekeeper', title: 'Gatekeeper', blurb: 'Witches duel at four elemental gates as the Gatekeeper walks the Astral plane.', players: '2 players', minSeats: 2, maxSeats: 2, icon: 'witch-flight', available: true },
  { id: 'gate', title: 'Gate', blurb: 'Hold the town against three waves of enemies and rising fear.', players: 'Solo', minSeats: 1, maxSeats: 1, icon: 'castle', available: true },
  { id: 'gaterunners', title: 'GateRunners', blurb: 'Units and heroes battle over three lanes to break the enemy gates.', players: '2 players', minSeats: 2, maxSeats: 2, icon: 'crossed-swords', available: true,
    decks: [
      { id: 'pirates', name: 'Brine Corsairs', style: 'Swarm the lanes, then Maneuver a whole crew and its Gate to where the opponent is weakest.', hero: 'Captain Mara Saltbrand' },
      { id: 'wardens', name: 'Iron Wardens', style: 'Hold every lane with Reach and Steadfast, Fortify the Gates, and win the long game.', hero: 'Warden Halbrecht' },
      { id: 'reavers', name: 'Ash Reavers', style: 'Attack from the first turn with Restless and Pierce, Degrade Gates, and finish before the Wardens settle.', hero: 'Skarn the Breaker' },
      { id: 'shades', name: 'Veil Shades', style: 'Untargetable Phantoms and tricks: exhaust, contest and bounce whatever the opponent builds.', hero: 'The Veiled Lady' },
    ] },
  { id: 'gateway', title: 'Gateway Uprising', blurb: 'Rebels take the city district by district from Guards, Horde and rivals.', players: '2–4 players', minSeats: 2, maxSeats: 4, icon: 'fist', available: false },
];

/** Looks up a game's entry by id. */
export function gameInfo(id: string): GameInfo | undefined {
  return GAMES.find((g) => g.id === id);
}
