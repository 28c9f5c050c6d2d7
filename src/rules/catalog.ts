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
  /**
   * The options a game's rules have, as the new-game panel offers them (Gateway Uprising: the scenario, chosen
   * Leaders, the draft, hidden Runestones); each option's value goes into the game's config under its id
   * (tests/rules/gateway/options-catalog.test.ts checks them against the rules' config parser).
   */
  readonly options?: readonly GameOption[];
}

/** A value an option may take in a game's config. */
export type OptionValue = string | boolean;

/** One choice of an option: its value, a short label for the panel, and what it means in a line. */
export interface OptionChoice {
  readonly value: OptionValue;
  readonly label: string;
  readonly about: string;
  /** Other options this choice needs (the draft needs random piles): choosing it sets them. */
  readonly requires?: Readonly<Record<string, OptionValue>>;
}

/** An option of a game's config: the config field it sets, its label, and its choices (the first is the default). */
export interface GameOption {
  readonly id: string;
  readonly label: string;
  readonly choices: readonly OptionChoice[];
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
  { id: 'gateway', title: 'Gateway Uprising', blurb: 'Rebels take the city district by district from Guards, Horde and rivals.', players: '2–4 players', minSeats: 2, maxSeats: 4, icon: 'fist', available: true,
    options: [
      { id: 'scenario', label: 'Piles and districts', choices: [
        { value: 'random', label: 'Any', about: 'Eight Revolution piles and six districts at random.' },
        { value: 'arriving', label: '1', about: 'Scenario 1, Arriving in Gateway: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'fishmasters', label: '2', about: 'Scenario 2, Rise of the Fishmasters: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'brute-force', label: '3', about: 'Scenario 3, Brute Force: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'risky-business', label: '4', about: 'Scenario 4, Risky Business: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'merchant-princes', label: '5', about: 'Scenario 5, Merchant Princes: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'wheelers-dealers', label: '6', about: 'Scenario 6, Runestone Wheelers and Dealers: its eight piles and districts from the book.', requires: { draft: false } },
        { value: 'subtlety-control', label: '7', about: 'Scenario 7, Subtlety and Control: its eight piles and districts from the book.', requires: { draft: false } },
      ] },
      { id: 'leaders', label: 'Leaders', choices: [
        { value: 'random', label: 'Dealt', about: 'Each player is dealt a Leader at random.' },
        { value: 'choose', label: 'Chosen', about: 'Each player picks a Leader in turn order.' },
      ] },
      { id: 'draft', label: 'Revolution draft', choices: [
        { value: false, label: 'Off', about: 'No draft.' },
        { value: true, label: 'On', about: 'The players draft the eight Revolution piles from all thirty.', requires: { scenario: 'random' } },
      ] },
      { id: 'hiddenRunestones', label: 'Runestones', choices: [
        { value: false, label: 'Face up', about: 'The Runestone piles are face up.' },
        { value: true, label: 'Hidden', about: 'The Runestone piles are face down.' },
      ] },
    ] },
];

/** Looks up a game's entry by id. */
export function gameInfo(id: string): GameInfo | undefined {
  return GAMES.find((g) => g.id === id);
}
