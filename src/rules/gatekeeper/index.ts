/** Gatekeeper as a kernel game: setup, views, determinization, parsing and words. Rules: docs/rules/gatekeeper.md. */
import type { CoreMoveError, Outcome, PhaseTable, Seat, ShapeError } from '../core/module';
import { defineGame, describeCoreError } from '../core/module';
import { acts, NUMBERED_SEATS, theirOwn, whose } from '../core/words';
import type { SeatWords } from '../core/words';
import type { CodedError, Result } from '../core/result';
import { err, ok } from '../core/result';
import type { RngState } from '../core/rng';
import { createRng, isRngState, nextInt, nextU32, shuffleInPlace } from '../core/rng';
import type { Check } from '../core/shape';
import { arrayOf, bool, int, nullable, parseByType, record, str, recordOf } from '../core/shape';
import { colIndex, DAZZLED, HAND_SIZE, isDazzled, START_MANA, step, wid } from './engine';
import { legalMoves, validate } from './moves';
import type { GkConfig, GkError, GkEvent, GkMove, GkPhase, GkSetupError, GkState, GkView, PlacedView } from './types';
import { ELEMENTS, SPELLS } from './types';
import { LOCATIONS, SPELL_TEXT, WITCH_COUNT, WITCHES } from './witches';

const PROMPT_PHASES = ['temptress', 'lieutenant', 'astralShield', 'archer', 'animalSpirit', 'healer', 'twinStrike', 'fury', 'manipulator'] as const;
const ALL_PHASES: readonly GkPhase[] = ['mulligan', 'play', 'refreshDraw', 'refreshDiscard', ...PROMPT_PHASES, 'wild', 'removeTie', 'recruit', 'over'];

/** Phases as data (GK-10): the moves each allows and what may follow. */
export const PHASES: PhaseTable<GkPhase, GkMove['type']> = {
  mulligan: { label: 'Mulligan', moves: ['mulligan'], next: ['mulligan', 'play'] },
  play: { label: 'Play a witch', moves: ['play', 'pass', 'refresh'], next: ['refreshDraw', 'temptress', 'lieutenant', 'astralShield', 'archer', 'animalSpirit', 'healer', 'twinStrike', 'removeTie', 'fury', 'manipulator', 'recruit', 'over'] },
  refreshDraw: { label: 'Refresh: recruit', moves: ['recruit', 'draw'], next: ['refreshDraw', 'refreshDiscard'] },
  refreshDiscard: { label: 'Refresh: discard', moves: ['discard'], next: ['play', 'refreshDiscard'] },
  temptress: { label: 'Temptress', moves: ['temptress', 'skip'], next: ['removeTie', 'recruit', 'over'] },
  lieutenant: { label: 'Lieutenant', moves: ['lieutenant', 'skip'], next: ['removeTie', 'recruit', 'over'] },
  astralShield: { label: 'Astral Shield', moves: ['astralShield', 'skip'], next: ['wild', 'recruit'] },
  archer: { label: 'Archer', moves: ['archer', 'skip'], next: ['removeTie', 'recruit', 'over'] },
  animalSpirit: { label: 'Animal Spirit', moves: ['animalSpirit', 'skip'], next: ['removeTie', 'recruit', 'over'] },
  healer: { label: 'Healer', moves: ['healer', 'skip'], next: ['removeTie', 'recruit', 'over'] },
  twinStrike: { label: 'Twin Strike', moves: ['twinStrike', 'skip'], next: ['temptress', 'astralShield', 'animalSpirit', 'removeTie', 'fury', 'manipulator', 'recruit', 'over'] },
  wild: { label: 'Move the Gatekeeper', moves: ['wild'], next: ['removeTie', 'recruit', 'over'] },
  removeTie: { label: 'Choose the witch to remove', moves: ['removeTie'], next: ['manipulator', 'recruit', 'over'] },
  fury: { label: 'Fury', moves: ['fury', 'skip'], next: ['recruit', 'over'] },
  manipulator: { label: 'Manipulator', moves: ['manipulator', 'skip'], next: ['recruit', 'over'] },
  recruit: { label: 'Recruit', moves: ['recruit', 'draw'], next: ['play', 'recruit'] },
  over: { label: 'Game over', moves: [], next: [] },
};

/** The default options: the body's tie rule (G1), a turn limit no real game reaches. */
export const DEFAULT_CONFIG: GkConfig = { seats: 2, tieBreak: false, turnLimit: 400 };

/** Deals a new game (GK-1…GK-6): shuffled pile, hands of 5, random first player; mulligans come first. */
export function setup(config: GkConfig, seed: string | number): Result<GkState, GkSetupError> {
  if (config.seats !== 2) return err({ code: 'BAD_GK_CONFIG', reason: 'Gatekeeper is for exactly 2 players' });
  const rng = createRng(seed);
  const pile = shuffleInPlace(
    rng,
    WITCHES.map((w) => w.id),
  );
  const hands: number[][] = [[], []];
  for (let i = 0; i < HAND_SIZE; i++) for (const h of hands) h.push(pile.pop() as number);
  const first = nextInt(rng, 2);
  return ok({
    config,
    rng,
    phase: 'mulligan',
    pile,
    discard: [],
    line: [],
    hands,
    limits: [HAND_SIZE, HAND_SIZE],
    mana: [START_MANA, START_MANA],
    cols: [[], [], [], [], [], [], [], []],
    shields: [-1, -1],
    beads: [0, 0, 0, 0],
    keeper: -1,
    first,
    active: first,
    turn: 1,
    mulligans: [first, 1 - first],
    firstLoc: -1,
    refreshed: false,
    refreshLeft: 0,
    cur: null,
    winner: null,
    drawn: false,
  });
}

/** What a seat sees (GK-60): own hand, the whole plane, the line, the discard pile; counts for the rest. */
export function view(s: GkState, seat: Seat): GkView {
  const columns: PlacedView[][][] = [0, 1].map((owner) =>
    [0, 1, 2, 3].map((loc) => (s.cols[colIndex(owner, loc)] as readonly number[]).map((v) => ({ witch: wid(v), dazzled: isDazzled(v), shielded: s.shields[owner] === wid(v) }))),
  );
  return {
    seat,
    config: s.config,
    phase: s.phase,
    active: s.active,
    first: s.first,
    turn: s.turn,
    hand: (s.hands[seat] as readonly number[]).slice(),
    handCounts: s.hands.map((h) => h.length),
    limits: s.limits.slice(),
    mana: s.mana.slice(),
    columns,
    shields: s.shields.slice(),
    beads: s.beads.slice(),
    keeper: s.keeper,
    line: s.line.slice(),
    pileCount: s.pile.length,
    discard: s.discard.slice(),
    mulligans: s.mulligans.slice(),
    firstLoc: s.firstLoc,
    refreshed: s.refreshed,
    refreshLeft: s.refreshLeft,
    cur: s.cur,
    winner: s.winner,
    drawn: s.drawn,
  };
}

/**
 * What a spectator sees (GK-63): what both players see alike (GK-60), laid out from seat 0's side as a table is
 * drawn, with no hand: the view always holds one seat's hand, so it is emptied; the counts stay.
 */
export function spectatorView(s: GkState): GkView {
  return { ...view(s, 0), hand: [] };
}

/** A full state consistent with a view: the unseen witches are dealt at random to the other hand and the pile. */
export function determinize(v: GkView, seat: Seat, rng: RngState): GkState {
  // Plain loops, no inner closure: this runs once per ISMCTS iteration.
  const seen = new Uint8Array(WITCH_COUNT);
  for (const id of v.hand) seen[id] = 1;
  for (const id of v.line) seen[id] = 1;
  for (const id of v.discard) seen[id] = 1;
  for (const side of v.columns) for (const col of side) for (const p of col) seen[p.witch] = 1;
  const unseen: number[] = [];
  for (let id = 0; id < WITCH_COUNT; id++) if (!seen[id]) unseen.push(id);
  shuffleInPlace(rng, unseen);
  const hands: number[][] = [[], []];
  hands[seat] = v.hand.slice();
  const o = 1 - seat;
  hands[o] = unseen.splice(0, v.handCounts[o] as number);
  const cols = v.columns.flatMap((side) => side.map((col) => col.map((p) => p.witch | (p.dazzled ? DAZZLED : 0))));
  return {
    config: v.config,
    rng: createRng(nextU32(rng)),
    phase: v.phase,
    pile: unseen,
    discard: v.discard.slice(),
    line: v.line.slice(),
    hands,
    limits: v.limits.slice(),
    mana: v.mana.slice(),
    cols,
    shields: v.shields.slice(),
    beads: v.beads.slice(),
    keeper: v.keeper,
    first: v.first,
    active: v.active,
    turn: v.turn,
    mulligans: v.mulligans.slice(),
    firstLoc: v.firstLoc,
    refreshed: v.refreshed,
    refreshLeft: v.refreshLeft,
    cur: v.cur,
    winner: v.winner,
    drawn: v.drawn,
  };
}

// Shared, never mutated: outcome and decision run several times a ply in the bots' search.
const ONGOING: Outcome = Object.freeze({ kind: 'ongoing' });
const SEAT_LISTS: readonly (readonly Seat[])[] = [Object.freeze([0]), Object.freeze([1])];
const NOBODY: readonly Seat[] = Object.freeze([]);

/** How the game stands (GK-7). */
export function outcome(s: GkState): Outcome {
  if (s.winner !== null) return { kind: 'win', winners: [s.winner], reason: s.turn >= s.config.turnLimit && (s.mana[1 - s.winner] as number) > 0 ? 'more mana at the turn limit' : 'mana reached 0' };
  if (s.drawn) return { kind: 'draw', reason: 'equal mana at the turn limit' };
  return ONGOING;
}

// ---------------------------------------------------------------------------------------------------------
// Parsing untrusted JSON

const witchId = int(0, WITCH_COUNT - 1);
const witchList = arrayOf(witchId, 0, WITCH_COUNT);
const MOVE_SHAPES: Readonly<Record<GkMove['type'], Check>> = {
  mulligan: record({ type: str(), cards: arrayOf(witchId, 0, HAND_SIZE) }),
  play: record({ type: str(), card: witchId, loc: int(0, 3) }),
  pass: record({ type: str() }),
  refresh: record({ type: str() }),
  recruit: record({ type: str(), card: witchId }),
  draw: record({ type: str() }),
  discard: record({ type: str(), card: witchId }),
  skip: record({ type: str() }),
  temptress: record({ type: str(), witch: witchId, to: int(0, WITCH_COUNT) }),
  lieutenant: record({ type: str(), witch: witchId, loc: int(0, 3), to: int(0, WITCH_COUNT) }),
  astralShield: record({ type: str(), witch: witchId }),
  archer: record({ type: str(), target: witchId }),
  animalSpirit: record({ type: str() }),
  healer: record({ type: str(), witches: arrayOf(witchId, 1, 2) }),
  twinStrike: record({ type: str(), card: witchId, loc: int(0, 3) }),
  wild: record({ type: str(), loc: int(0, 3) }),
  removeTie: record({ type: str(), witch: witchId }),
  fury: record({ type: str(), witches: arrayOf(witchId, 1, 2) }),
  manipulator: record({ type: str() }),
};

/** Checks an untrusted move's shape. */
export const parseMove = parseByType<GkMove>(MOVE_SHAPES);

const configShape = record({ seats: int(2, 2), tieBreak: bool, turnLimit: int(1, 10_000) });

/** Checks an untrusted config. */
export function parseConfig(json: unknown): Result<GkConfig, ShapeError & CodedError> {
  const e = configShape(json, 'config');
  return e ? err({ code: 'BAD_CONFIG', ...e }) : ok(json as GkConfig);
}

const colEntry = int(0, WITCH_COUNT - 1 + DAZZLED);
// Typed against GkState: a state field without a check here is a compile error.
const stateShape = recordOf<GkState>()({
  config: configShape,
  rng: (v, path) => (isRngState(v) ? null : { path, reason: 'expected an RNG state' }),
  phase: str(ALL_PHASES),
  pile: witchList,
  discard: witchList,
  line: arrayOf(witchId, 0, 4),
  hands: arrayOf(witchList, 2, 2),
  limits: arrayOf(int(0, HAND_SIZE), 2, 2),
  mana: arrayOf(int(0, START_MANA), 2, 2),
  cols: arrayOf(arrayOf(colEntry, 0, WITCH_COUNT), 8, 8),
  shields: arrayOf(int(-1, WITCH_COUNT - 1), 2, 2),
  beads: arrayOf(int(0, 2), 4, 4),
  keeper: int(-1, 3),
  first: int(0, 1),
  active: int(0, 1),
  turn: int(1),
  mulligans: arrayOf(int(0, 1), 0, 2),
  firstLoc: int(-1, 3),
  refreshed: bool,
  refreshLeft: int(0, HAND_SIZE),
  cur: nullable(
    record({
      witch: int(-1, WITCH_COUNT - 1),
      loc: int(-1, 3),
      stage: str(['pre', 'duel', 'post', 'gatekeeper', 'remove', 'removeNormal', 'gate', 'recruit']),
      activates: bool,
      second: bool,
      skipDuel: bool,
      animal: bool,
    }),
  ),
  winner: nullable(int(0, 1)),
  drawn: bool,
});

/** Checks an untrusted state's shape and its invariants: every witch in exactly one place (GK-61). */
export function parseState(json: unknown, config: GkConfig): Result<GkState, ShapeError & CodedError> {
  const e = stateShape(json, 'state');
  if (e) return err({ code: 'BAD_STATE', ...e });
  const s = json as GkState;
  if (s.config.seats !== config.seats || s.config.tieBreak !== config.tieBreak || s.config.turnLimit !== config.turnLimit) return err({ code: 'BAD_STATE', path: 'state.config', reason: 'does not match the game config' });
  const count = new Uint8Array(WITCH_COUNT);
  const all = [...s.pile, ...s.discard, ...s.line, ...s.hands.flat(), ...s.cols.flat().map(wid)];
  for (const id of all) count[id] = (count[id] as number) + 1;
  for (let id = 0; id < WITCH_COUNT; id++) if (count[id] !== 1) return err({ code: 'BAD_STATE', path: 'state', reason: `witch ${id} appears ${count[id]} times` });
  for (let seat = 0; seat < 2; seat++) {
    const shield = s.shields[seat] as number;
    if (shield >= 0 && !s.cols.slice(seat * 4, seat * 4 + 4).some((c) => c.includes(shield))) return err({ code: 'BAD_STATE', path: `state.shields[${seat}]`, reason: 'the shield guards a witch that is not upright on that side' });
  }
  if ((s.phase === 'over') !== (s.winner !== null || s.drawn)) return err({ code: 'BAD_STATE', path: 'state.phase', reason: 'game over and winner disagree' });
  const broken = engineInvariantError(s);
  return broken ? err({ code: 'BAD_STATE', ...broken }) : ok(s);
}

/** Phases that resolve the witch placed this turn: each needs her (`cur`) and where she stands. */
const RESOLVING_PHASES: readonly GkPhase[] = [...PROMPT_PHASES, 'wild', 'removeTie'];

/**
 * What the engine relies on beyond conservation: a running game has mana on both sides (GK-7), a hand within its
 * limit outside the refresh and recruiting steps, the witch being resolved in every phase that resolves her, the
 * Gatekeeper on the plane whenever she removes or opens a gate.
 */
function engineInvariantError(s: GkState): ShapeError | null {
  if (s.phase !== 'over' && s.mana.some((m) => m <= 0)) return { path: 'state.mana', reason: 'a running game has mana on both sides' };
  for (let seat = 0; seat < 2; seat++) {
    const hand = (s.hands[seat] as readonly number[]).length;
    const limit = s.limits[seat] as number;
    const drawing = s.phase === 'refreshDraw' || s.phase === 'refreshDiscard' || s.phase === 'recruit';
    if (hand > (drawing ? 2 * HAND_SIZE : limit)) return { path: `state.hands[${seat}]`, reason: `${hand} witches over a hand limit of ${limit}` };
  }
  const c = s.cur;
  if (RESOLVING_PHASES.includes(s.phase) && (!c || c.witch < 0 || c.loc < 0)) return { path: 'state.cur', reason: `the ${s.phase} step needs the witch being resolved` };
  const keeperActs = (c !== null && (c.stage === 'remove' || c.stage === 'removeNormal' || c.stage === 'gate')) || s.phase === 'removeTie' || s.phase === 'fury' || s.phase === 'manipulator';
  if (keeperActs && s.keeper < 0) return { path: 'state.keeper', reason: 'the Gatekeeper must stand on a location to remove or open a gate' };
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Words

const LOC_NAMES = ['Air', 'Earth', 'Water', 'Fire'];
/** Display name of a location. */
export const locName = (loc: number): string => LOC_NAMES[loc] ?? `location ${loc + 1}`;
/** Display name of a witch with her spellpower. */
export const witchName = (id: number): string => {
  const w = WITCHES[id];
  return w ? `${w.name} (${w.power})` : 'a hidden witch';
};

/** Words for a refusal. */
export function describeError(e: GkError | CoreMoveError): string {
  switch (e.code) {
    case 'NOT_IN_HAND':
      return `${witchName(e.card)} is not in your hand.`;
    case 'NO_SUCH_LOCATION':
      return 'There is no such location.';
    case 'ELEMENT_NOT_AT_LOCATION':
      return `${locName(e.loc)} does not list ${e.element}: ${witchName(e.card)} can't be placed there.`;
    case 'SECOND_SHAPESHIFTER':
      return `You already have a shapeshifter at ${locName(e.loc)}: one per column.`;
    case 'CAN_STILL_PLAY':
      return 'You can still place a witch, so you may not pass.';
    case 'ALREADY_REFRESHED':
      return 'The hand refresh is only possible at the start of your turn, once.';
    case 'HAND_TOO_SMALL':
      return `A refresh needs at least 2 witches in hand (you have ${e.hand}).`;
    case 'NOT_IN_LINE':
      return `${witchName(e.card)} is not in the recruit line.`;
    case 'NOTHING_TO_DRAW':
      return 'The pile and the discard pile are both empty.';
    case 'BAD_MULLIGAN':
      return `That mulligan is not valid: ${e.reason}.`;
    case 'NO_SUCH_TARGET':
      return `${witchName(e.witch)}: ${e.reason}.`;
    case 'BAD_POSITION':
      return `Position ${e.to + 1} is not available (1 to ${e.max + 1}).`;
    case 'CANNOT_PAY_LAST_MANA':
      return `That shot costs 1 mana and you may not pay your last one (you have ${e.have}).`;
    case 'TWIN_TOO_STRONG':
      return `Twin Strike's second witch must have spellpower ${e.max} or less (${witchName(e.card)} has ${e.power}).`;
    case 'TWIN_SAME_LOCATION':
      return `The second witch must go to another location than ${locName(e.loc)}.`;
    case 'TOO_MANY_TARGETS':
      return `Choose 1 to ${e.max} witches.`;
    case 'NOTHING_TO_SKIP':
      return 'There is nothing to skip now.';
    default:
      return describeCoreError(e, PHASES);
  }
}

const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/** Words for an event, for the game log (a drawn witch is named only in her drawer's log: see redactEvent). */
export function describeEvent(e: GkEvent, seats: SeatWords = NUMBERED_SEATS): string {
  const does = (seat: Seat, thirdPerson: string, plain: string): string => acts(seats, seat, thirdPerson, plain);
  switch (e.type) {
    case 'mulliganed':
      return e.count === 0 ? `${does(e.seat, 'keeps', 'keep')} ${theirOwn(seats, e.seat)} hand.` : `${does(e.seat, 'sends', 'send')} ${e.count} witch${e.count > 1 ? 'es' : ''} under the pile and ${seats.isReader(e.seat) ? 'redraw' : 'redraws'}.`;
    case 'played':
      return `${does(e.seat, 'places', 'place')} ${witchName(e.witch)} at ${locName(e.loc)}.`;
    case 'duel':
      return e.blocked ? `${witchName(e.witch)} duels ${witchName(e.target)}: the Astral Shield holds.` : e.loser === null ? `${witchName(e.witch)} duels ${witchName(e.target)}: equal, nothing happens.` : `${witchName(e.witch)} duels ${witchName(e.target)} and ${e.loser === e.target ? 'wins' : 'loses'}.`;
    case 'noDuel':
      return e.why === 'empty' ? `${witchName(e.witch)} has nobody to duel.` : e.why === 'dazzled' ? `${witchName(e.witch)} faces a dazzled witch: no duel.` : `${witchName(e.witch)} moved: no duel.`;
    case 'cast':
      return `${witchName(e.witch)} casts ${SPELL_TEXT[e.spell].name}.`;
    case 'dazzled':
      return `${witchName(e.witch)} is dazzled.`;
    case 'shielded':
      return `${whose(seats, e.seat)} Astral Shield now guards ${witchName(e.witch)}.`;
    case 'moved':
      return `${witchName(e.witch)} moves to ${locName(e.toLoc)}, position ${e.to + 1}.`;
    case 'healed':
      return `${e.witches.map(witchName).join(' and ')} stand${e.witches.length > 1 ? '' : 's'} up again.`;
    case 'manaPaid':
      return `${does(e.seat, 'pays', 'pay')} 1 mana (now ${e.mana}).`;
    case 'keeperEntered':
      return `The Gatekeeper enters at ${locName(e.loc)}.`;
    case 'keeperMoved':
      return `The Gatekeeper moves to ${locName(e.to)}.`;
    case 'keeperStays':
      return `The Gatekeeper stays at ${locName(e.loc)} and does nothing.`;
    case 'removed':
      return `The Gatekeeper removes ${witchName(e.witch)}.`;
    case 'gateOpened':
      return `${locName(e.loc)}: the ${e.element} gate opens${e.skipped ? ` (the ${e.skipped} gate is skipped)` : ''}.`;
    case 'confrontation':
      return e.dominant === null ? `${cap(e.element)} confrontation at ${locName(e.loc)}: no majority, no damage.` : `${cap(e.element)} confrontation at ${locName(e.loc)}: ${does(e.dominant, 'strikes', 'strike')} ${e.strike}, ${e.block} blocked.`;
    case 'damaged':
      return `${does(e.seat, 'loses', 'lose')} ${e.amount} mana (now ${e.mana}).`;
    case 'cleared':
      return `${locName(e.loc)} holds four witches: both columns are cleared.`;
    case 'recruited':
      return `${does(e.seat, 'recruits', 'recruit')} ${witchName(e.witch)}.`;
    case 'drew':
      return e.witch < 0 ? `${does(e.seat, 'draws', 'draw')} from the pile.` : `${does(e.seat, 'draws', 'draw')} ${witchName(e.witch)}.`;
    case 'lineRefilled':
      return `${witchName(e.witch)} joins the recruit line.`;
    case 'reshuffled':
      return `The discard pile is shuffled into a new pile (${e.count} witches).`;
    case 'refreshed':
      return `${does(e.seat, 'refreshes', 'refresh')} ${theirOwn(seats, e.seat)} hand: the hand limit is now ${e.limit}.`;
    case 'discarded':
      return `${does(e.seat, 'discards', 'discard')} ${witchName(e.witch)}.`;
    case 'skipped':
      return `${does(e.seat, 'does', 'do')} not use ${PHASES[e.phase].label}.`;
    case 'passed':
      return `${seats.name(e.seat)} cannot place a witch and ${seats.isReader(e.seat) ? 'pass' : 'passes'}.`;
    case 'turnBegan':
      return `Turn ${e.turn}: ${seats.isReader(e.seat) ? 'your turn' : `${whose(seats, e.seat)} turn`}.`;
    case 'won':
      return `${does(e.seat, 'wins', 'win')}${e.reason === 'turnLimit' ? ' on mana at the turn limit' : ''}!`;
    case 'draw':
      return 'The game ends in a draw.';
  }
}

/** An event as `seat` may see it: another seat's drawn witch stays hidden. */
export function redactEvent(e: GkEvent, seat: Seat): GkEvent {
  return e.type === 'drew' && e.seat !== seat ? { ...e, witch: -1 } : e;
}

/** Gatekeeper, declared for the kernel. */
export const gatekeeper = defineGame({
  id: 'gatekeeper',
  title: 'Gatekeeper',
  stateVersion: 1,
  minSeats: 2,
  maxSeats: 2,
  phases: PHASES,
  defaultConfig: () => DEFAULT_CONFIG,
  seatCount: (c: GkConfig) => c.seats,
  setup,
  phaseOf: (s: GkState) => s.phase,
  decision: (s: GkState) => ({ seats: s.phase === 'over' ? NOBODY : (SEAT_LISTS[s.phase === 'mulligan' ? (s.mulligans[0] as Seat) : s.active] as readonly Seat[]), kind: s.phase }),
  legalMoves,
  validate,
  apply: step,
  view,
  spectatorView,
  determinize,
  outcome,
  parseMove,
  parseConfig,
  parseState,
  describeError,
  describeEvent,
  redactEvent,
  revealsInformation: (events: readonly GkEvent[]) => events.some((e) => e.type === 'drew' || e.type === 'lineRefilled' || e.type === 'reshuffled' || e.type === 'mulliganed'),
});

export type GatekeeperModule = typeof gatekeeper;
export { ELEMENTS, SPELLS, LOCATIONS, WITCHES, SPELL_TEXT };
export { strikeFor } from './engine';
export type * from './types';
