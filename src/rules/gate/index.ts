/** Gate as a kernel game: setup, view, determinization, parsing and words. Rules: docs/rules/gate.md. */
import type { CoreMoveError, Outcome, PhaseTable, ShapeError } from '../core/module';
import { defineGame, describeCoreError } from '../core/module';
import type { CodedError, Result } from '../core/result';
import { err, ok } from '../core/result';
import type { RngState } from '../core/rng';
import { createRng, isRngState, nextU32, shuffled, shuffleInPlace } from '../core/rng';
import type { Check, ParseOptions } from '../core/shape';
import { arrayOf, bool, describeValue, int, nullable, record, shapeFor, str, recordOf } from '../core/shape';
import {
  CARD_COUNT,
  CARDS,
  CITIZEN_IDS,
  COMMAND_COST,
  DIFFICULTY,
  ENEMIES,
  ENEMY_COUNT,
  FEAR_TOP,
  FEARAMID,
  FEARAMID_ROWS,
  HERO_IDS,
  MARKET_SIZE,
  MAX_FACE_UP,
  MAX_HEALTH,
  STARTING_IDS,
  TURN_LIMIT,
} from './content';
import { beginTurn, enemy, refillMarket, scoreOf, step } from './engine';
import type { Draft } from './engine';
import { legalMoves, validate } from './moves';
import type { Command, Difficulty, GateConfig, GateError, GateEvent, GateMove, GatePhase, GateSetupError, GateState, GateView, Loc, Trait } from './types';
import { COMMANDS, DIFFICULTIES, LOCATIONS, TRAITS } from './types';

/** The steps as data (GT-10): a later step's move moves the turn on; nothing goes back before End Turn. */
export const PHASES: PhaseTable<GatePhase, GateMove['type']> = {
  command: { label: 'Issue commands', moves: ['use', 'command', 'recruit', 'endTurn'], next: ['command', 'recruit', 'use', 'over'] },
  recruit: { label: 'Recruit', moves: ['use', 'recruit', 'endTurn'], next: ['recruit', 'use', 'command', 'over'] },
  use: { label: 'Use cards', moves: ['use', 'endTurn'], next: ['use', 'command', 'over'] },
  over: { label: 'Game over', moves: [], next: [] },
};

/** A config's difficulty; configs from before difficulties play 'normal' (GT-44). */
export function difficultyOf(config: GateConfig): Difficulty {
  return config.difficulty ?? 'normal';
}

/** The default options. */
export const DEFAULT_CONFIG: GateConfig = { seats: 1, turnLimit: TURN_LIMIT };

/** Sets the town up (GT-2) and plays the automatic start of turn 1. */
export function setup(config: GateConfig, seed: string | number): Result<GateState, GateSetupError> {
  if (config.seats !== 1) return err({ code: 'BAD_GATE_CONFIG', reason: 'Gate is a solo game: exactly 1 seat' });
  if (!Number.isInteger(config.turnLimit) || config.turnLimit < 1) return err({ code: 'BAD_GATE_CONFIG', reason: 'turnLimit must be a whole number of at least 1' });
  if (config.difficulty !== undefined && !DIFFICULTIES.includes(config.difficulty)) return err({ code: 'BAD_GATE_CONFIG', reason: `difficulty must be one of ${DIFFICULTIES.join(', ')}` });
  const start = DIFFICULTY[difficultyOf(config)];
  const rng = createRng(seed);
  const hand = shuffled(rng, STARTING_IDS);
  const citizenDeck = shuffled(rng, CITIZEN_IDS);
  const heroDeck = shuffled(rng, HERO_IDS);
  // GT-44: an easy town starts with Heroes in the discard pile, a hard one afraid and with its Gate damaged.
  const discard = heroDeck.splice(heroDeck.length - start.heroes, start.heroes);
  // Wave 3 at the bottom, wave 1 on top (the top is the end of the array).
  const enemyDeck: number[] = [];
  for (const wave of [3, 2, 1]) enemyDeck.push(...shuffled(rng, ENEMIES.filter((e) => e.wave === wave).map((e) => e.id)));
  const d: Draft = {
    config,
    rng,
    phase: 'command',
    turn: 0,
    health: MAX_HEALTH.map((h, i) => (LOCATIONS[i] === 'gate' ? h - start.gateDamage : h)),
    fear: start.fear,
    hand,
    drawPile: [],
    discard,
    market: new Array<number>(MARKET_SIZE).fill(-1),
    citizenDeck,
    citizenDiscard: [],
    heroDeck,
    gone: [],
    enemyDeck,
    row: [],
    wounds: [],
    defeated: [],
    fled: [],
    gold: 0,
    commands: [],
    towerUsed: false,
    finalStand: false,
    result: null,
  };
  const ev: GateEvent[] = [];
  refillMarket(d, ev);
  beginTurn(d, ev);
  return ok(d);
}

/** What the player sees (GT-50): everything except the order of the face-down piles and the RNG. */
export function view(s: GateState): GateView {
  const { rng: _rng, drawPile, citizenDeck, heroDeck, enemyDeck, ...open } = s;
  const top = enemyDeck[enemyDeck.length - 1];
  // Assigning into the fresh rest object, not spreading it into a literal: ten times faster, and bots call this a lot.
  return Object.assign(open, {
    drawPile: drawPile.slice().sort((a, b) => a - b),
    citizenDeckCount: citizenDeck.length,
    heroDeckCount: heroDeck.length,
    enemyDeckCount: enemyDeck.length,
    nextWave: top === undefined ? null : enemy(top).wave,
    score: scoreOf(s),
  });
}

/**
 * A full state behind a view: the draw pile's known cards in a random order; unseen citizens and heroes
 * shuffled into their decks; unseen enemies shuffled within their waves, wave 1 on top.
 */
export function determinize(v: GateView, _seat: number, rng: RngState): GateState {
  const { citizenDeckCount: _c, heroDeckCount: _h, enemyDeckCount: _e, nextWave: _w, score: _s, drawPile, ...open } = v;
  const seen = new Uint8Array(CARD_COUNT);
  for (const pile of [v.hand, drawPile, v.discard, v.citizenDiscard, v.gone]) for (const id of pile) seen[id] = 1;
  for (const id of v.market) if (id >= 0) seen[id] = 1;
  const seenEnemies = new Uint8Array(ENEMY_COUNT);
  for (const pile of [v.row, v.defeated, v.fled]) for (const id of pile) seenEnemies[id] = 1;
  const enemyDeck: number[] = [];
  for (const wave of [3, 2, 1]) {
    const unseen: number[] = [];
    for (const e of ENEMIES) if (e.wave === wave && !seenEnemies[e.id]) unseen.push(e.id);
    enemyDeck.push(...shuffleInPlace(rng, unseen));
  }
  return Object.assign(open, {
    rng: createRng(nextU32(rng)),
    drawPile: shuffleInPlace(rng, drawPile.slice()),
    citizenDeck: shuffleInPlace(rng, CITIZEN_IDS.filter((id) => !seen[id])),
    heroDeck: shuffleInPlace(rng, HERO_IDS.filter((id) => !seen[id])),
    enemyDeck,
  });
}

/** How the run stands (GT-40, GT-41), with the score (GT-42). A loss is a "win" with no winners. */
export function outcome(s: GateState): Outcome {
  switch (s.result) {
    case null:
      return { kind: 'ongoing' };
    case 'won':
      return { kind: 'win', winners: [0], reason: 'the town held', scores: [scoreOf(s)] };
    case 'lostGate':
      return { kind: 'win', winners: [], reason: 'the Gate fell', scores: [scoreOf(s)] };
    case 'lostFear':
      return { kind: 'win', winners: [], reason: 'fear reached the top of the Fearamid', scores: [scoreOf(s)] };
    case 'lostSiege':
      return { kind: 'win', winners: [], reason: 'the siege outlasted the town', scores: [scoreOf(s)] };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Parsing untrusted JSON

const cardId = int(0, CARD_COUNT - 1);
const enemyId = int(0, ENEMY_COUNT - 1);
const loc = str(LOCATIONS);
const USE_SHAPES: Readonly<Record<Trait, Check>> = {
  income: record({ type: str(), card: cardId, trait: str() }),
  calm: record({ type: str(), card: cardId, trait: str() }),
  attack: record({ type: str(), card: cardId, trait: str(), target: enemyId }),
  repair: record({ type: str(), card: cardId, trait: str(), split: arrayOf(int(0, 99), 3, 3) }),
};
const COMMAND_SHAPES: Readonly<Record<Command, Check>> = {
  callToArms: record({ type: str(), command: str(), target: enemyId }),
  fortify: record({ type: str(), command: str(), target: loc }),
  caravan: record({ type: str(), command: str() }),
  festival: record({ type: str(), command: str() }),
};
const OTHER_SHAPES: Readonly<Record<'recruit' | 'endTurn', Check>> = {
  recruit: record({ type: str(), slot: int(0, MARKET_SIZE - 1) }),
  endTurn: record({ type: str() }),
};

/** Checks an untrusted move's shape. */
export function parseMove(json: unknown, options?: ParseOptions): Result<GateMove, CoreMoveError> {
  if (typeof json !== 'object' || json === null || typeof (json as { type?: unknown }).type !== 'string') return err({ code: 'MALFORMED_MOVE', reason: 'a move is an object with a string "type"' });
  const o = json as { type: string; trait?: unknown; command?: unknown };
  let shape: Check | undefined;
  if (o.type === 'use') shape = shapeFor(USE_SHAPES, o.trait);
  else if (o.type === 'command') shape = shapeFor(COMMAND_SHAPES, o.command);
  else shape = shapeFor(OTHER_SHAPES, o.type);
  if (!shape) return err({ code: 'MALFORMED_MOVE', reason: o.type === 'use' ? `unknown trait ${describeValue(o.trait)}` : o.type === 'command' ? `unknown command ${describeValue(o.command)}` : `unknown move ${describeValue(o.type)}` });
  const e = shape(json, 'move', options?.typesOnly);
  return e ? err({ code: 'MALFORMED_MOVE', reason: `${e.path}: ${e.reason}` }) : ok(json as GateMove);
}

const configShape = record({ seats: int(1, 1), turnLimit: int(1, 10_000), difficulty: str(DIFFICULTIES) }, ['difficulty']);

/** Checks an untrusted config. */
export function parseConfig(json: unknown): Result<GateConfig, ShapeError & CodedError> {
  const e = configShape(json, 'config');
  return e ? err({ code: 'BAD_CONFIG', ...e }) : ok(json as GateConfig);
}

const cardList = arrayOf(cardId, 0, CARD_COUNT);
const enemyList = arrayOf(enemyId, 0, ENEMY_COUNT);
// Typed against GateState: a state field without a check here is a compile error.
const stateShape = recordOf<GateState>()({
  config: configShape,
  rng: (v, path) => (isRngState(v) ? null : { path, reason: 'expected an RNG state' }),
  phase: str(['command', 'recruit', 'use', 'over']),
  turn: int(0),
  health: arrayOf(int(0, Math.max(...MAX_HEALTH)), 3, 3),
  fear: int(0, FEAR_TOP),
  hand: cardList,
  drawPile: cardList,
  discard: cardList,
  market: arrayOf(int(-1, CARD_COUNT - 1), MARKET_SIZE, MARKET_SIZE),
  citizenDeck: cardList,
  citizenDiscard: cardList,
  heroDeck: cardList,
  gone: cardList,
  enemyDeck: enemyList,
  row: arrayOf(enemyId, 0, MAX_FACE_UP),
  wounds: arrayOf(int(0, 99), 0, MAX_FACE_UP),
  defeated: enemyList,
  fled: enemyList,
  gold: int(0, 999),
  commands: arrayOf(str(COMMANDS), 0, COMMANDS.length),
  towerUsed: bool,
  finalStand: bool,
  result: nullable(str(['won', 'lostGate', 'lostFear', 'lostSiege'])),
});

/** The first broken invariant of a well-shaped state, or null (GT-51). */
function invariantError(s: GateState): { path: string; reason: string } | null {
  const count = new Uint8Array(CARD_COUNT);
  for (const id of [...s.hand, ...s.drawPile, ...s.discard, ...s.citizenDeck, ...s.citizenDiscard, ...s.heroDeck, ...s.gone]) count[id] = (count[id] as number) + 1;
  for (const id of s.market) if (id >= 0) count[id] = (count[id] as number) + 1;
  for (let id = 0; id < CARD_COUNT; id++) if (count[id] !== 1) return { path: 'state', reason: `card ${id} appears ${count[id]} times` };
  for (const id of [...s.market.filter((c) => c >= 0), ...s.citizenDeck, ...s.citizenDiscard]) if (CARDS[id]?.kind !== 'citizen') return { path: 'state', reason: `card ${id} is not a citizen` };
  for (const id of [...s.heroDeck, ...s.gone]) if (CARDS[id]?.kind !== 'hero') return { path: 'state', reason: `card ${id} is not a hero` };
  const seen = new Uint8Array(ENEMY_COUNT);
  for (const id of [...s.enemyDeck, ...s.row, ...s.defeated, ...s.fled]) seen[id] = (seen[id] as number) + 1;
  for (let id = 0; id < ENEMY_COUNT; id++) if (seen[id] !== 1) return { path: 'state', reason: `enemy ${id} appears ${seen[id]} times` };
  if (s.wounds.length !== s.row.length) return { path: 'state.wounds', reason: 'one damage count per face-up enemy' };
  for (let i = 0; i < s.row.length; i++) if ((s.wounds[i] as number) >= enemy(s.row[i] as number).health) return { path: `state.wounds[${i}]`, reason: 'a face-up enemy has health left' };
  for (let i = 0; i < 3; i++) if ((s.health[i] as number) > (MAX_HEALTH[i] as number)) return { path: `state.health[${i}]`, reason: `above the maximum ${MAX_HEALTH[i]}` };
  if (new Set(s.commands).size !== s.commands.length) return { path: 'state.commands', reason: 'a command is listed twice' };
  if ((s.phase === 'over') !== (s.result !== null)) return { path: 'state.phase', reason: 'game over and result disagree' };
  return null;
}

/** Checks an untrusted state's shape and its invariants: every card and enemy in exactly one place (GT-51). */
export function parseState(json: unknown, config: GateConfig): Result<GateState, ShapeError & CodedError> {
  const e = stateShape(json, 'state');
  if (e) return err({ code: 'BAD_STATE', ...e });
  const s = json as GateState;
  if (s.config.seats !== config.seats || s.config.turnLimit !== config.turnLimit || difficultyOf(s.config) !== difficultyOf(config)) return err({ code: 'BAD_STATE', path: 'state.config', reason: 'does not match the game config' });
  const broken = invariantError(s);
  return broken ? err({ code: 'BAD_STATE', ...broken }) : ok(s);
}

// ---------------------------------------------------------------------------------------------------------
// Words

const LOC_NAMES: Readonly<Record<Loc, string>> = { farm: 'the Farm', gate: 'the Gate', tower: 'the Tower' };
const COMMAND_NAMES: Readonly<Record<Command, string>> = { callToArms: 'Call to Arms', caravan: 'Caravan', festival: 'Festival', fortify: 'Fortify' };
const TRAIT_NAMES: Readonly<Record<Trait, string>> = { income: 'income', repair: 'repair', calm: 'calm', attack: 'attack' };
/** Display name of a location. */
export const locName = (l: Loc): string => LOC_NAMES[l] ?? 'that location';
/** Display name of a command. */
export const commandName = (c: Command): string => COMMAND_NAMES[c] ?? 'that command';
/** Display name of a card. */
export const cardName = (id: number): string => CARDS[id]?.name ?? `card ${id}`;
/** Display name of an enemy. */
export const enemyName = (id: number): string => ENEMIES[id]?.name ?? `enemy ${id}`;
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

const MOVE_WORDS: Readonly<Record<GateMove['type'], string>> = { use: 'using cards', command: 'commands', recruit: 'recruiting', endTurn: 'End Turn' };

/** Words for a refusal. */
export function describeError(e: GateError | CoreMoveError): string {
  switch (e.code) {
    case 'NOT_IN_HAND':
      return `${cardName(e.card)} is not in your hand.`;
    case 'NO_SUCH_TRAIT':
      return `${cardName(e.card)} has no ${TRAIT_NAMES[e.trait] ?? e.trait} to use.`;
    case 'INCOME_TOO_LATE':
      return 'Gold is only spent on commands and recruits: you have moved on to using cards.';
    case 'NO_FEAR':
      return 'Fear is already at the bottom of the Fearamid.';
    case 'NOT_FACE_UP':
      return `${enemyName(e.enemy)} is not a face-up enemy.`;
    case 'BAD_SPLIT':
      return `That repair split is not valid: ${e.reason}.`;
    case 'LOCATION_DESTROYED':
      return `${cap(locName(e.loc))} is destroyed and cannot be repaired.`;
    case 'TOO_MUCH_REPAIR':
      return `${cap(locName(e.loc))} is only missing ${e.missing} health (you gave it ${e.amount}).`;
    case 'NOTHING_TO_REPAIR':
      return 'Every standing location is at full health.';
    case 'REPAIR_TOTAL':
      return `Place ${e.need} point${e.need === 1 ? '' : 's'} of repair (you placed ${e.total}).`;
    case 'ALREADY_ISSUED':
      return `${commandName(e.command)} was already issued this turn.`;
    case 'NOT_ENOUGH_GOLD':
      return `That costs ${e.need} gold and you have ${e.have}.`;
    case 'FULL_HEALTH':
      return `${cap(locName(e.loc))} is already at full health (${e.health}).`;
    case 'NO_SUCH_LOCATION':
      return `There is no location "${e.loc}".`;
    case 'MARKET_EMPTY':
      return 'There are no recruits to replace.';
    case 'NO_SUCH_SLOT':
      return `There is no recruit slot ${e.slot + 1}.`;
    case 'SLOT_EMPTY':
      return `Recruit slot ${e.slot + 1} is empty.`;
    case 'MOVE_NOT_IN_PHASE': {
      // GT-10: the steps only go forward, so say which step the turn is in and what is still open.
      const phase = PHASES[e.phase as GatePhase] as (typeof PHASES)[GatePhase] | undefined;
      if (!phase || e.phase === 'over') return describeCoreError(e, PHASES);
      const what = e.move === 'command' ? 'Commands' : e.move === 'recruit' ? 'Recruits' : 'That';
      const open = phase.moves.map((m) => MOVE_WORDS[m]).join(', ');
      return `${what} can't be done now: this turn has moved on to "${phase.label}" (still open: ${open}).`;
    }
    default:
      return describeCoreError(e);
  }
}

/** Words for an event, for the run's log. */
export function describeEvent(e: GateEvent): string {
  switch (e.type) {
    case 'turnBegan':
      return `Turn ${e.turn}${e.gold > 0 ? ': the Farm gives 1 gold' : ''}.`;
    case 'enemyRevealed': {
      const x = enemy(e.enemy);
      return `${x.name} emerges (wave ${x.wave}): health ${x.health}, attacks ${locName(x.target)} for ${x.attack}, fear ${x.fear}.`;
    }
    case 'pushedOut':
      return `${enemyName(e.enemy)} is pushed out: it strikes the Gate on its way and is gone.`;
    case 'finalStand':
      return 'No enemies are left to emerge: the final stand begins.';
    case 'drew':
      return `You draw ${cardName(e.card)}.`;
    case 'reshuffled':
      return `Your discard pile is shuffled into a new draw pile (${e.count} cards).`;
    case 'used':
      return `${cardName(e.card)}: ${TRAIT_NAMES[e.trait]} ${e.value}.`;
    case 'goldAdded':
      return `+${e.amount} gold (${e.gold} to spend).`;
    case 'commandIssued':
      return `${commandName(e.command)} for ${e.cost} gold (${e.gold} left).`;
    case 'recruited':
      return `You recruit ${cardName(e.card)} for ${e.cost} gold (${e.gold} left).`;
    case 'marketCleared':
      return `The Caravan sends ${e.cards.length} recruit${e.cards.length === 1 ? '' : 's'} away.`;
    case 'marketRefilled':
      return `${cardName(e.card)} joins the recruits.`;
    case 'citizensReshuffled':
      return `The citizens sent away are shuffled into a new citizen deck (${e.count}).`;
    case 'enemyHit':
      return `${enemyName(e.enemy)} takes ${e.amount} damage (${enemy(e.enemy).health - e.wounds} health left).`;
    case 'enemyDefeated':
      return `${enemyName(e.enemy)} is defeated: +${e.vp} points (${e.score}).`;
    case 'repaired':
      return `${cap(locName(e.loc))} regains ${e.amount} health (${e.health}).`;
    case 'enemyAttacked':
      return e.loc === e.target ? `${enemyName(e.enemy)} attacks ${locName(e.loc)} for ${e.amount}.` : `${enemyName(e.enemy)} finds ${locName(e.target)} destroyed and attacks the Gate for ${e.amount}.`;
    case 'damaged':
      return `${cap(locName(e.loc))} loses ${e.amount} health (${e.health}).`;
    case 'destroyed':
      return `${cap(locName(e.loc))} is destroyed: its bonus is lost for good.`;
    case 'fear':
      return e.to > e.from ? `Fear rises to ${e.to} of ${FEAR_TOP}.` : `Fear falls to ${e.to} of ${FEAR_TOP}.`;
    case 'iconFired':
      return e.icon.kind === 'sun' ? 'A sun on the Fearamid: a Hero answers the call.' : `An icon on the Fearamid strikes ${locName(e.icon.loc)}.`;
    case 'heroGained':
      return `${cardName(e.card)} joins your discard pile.`;
    case 'heroGone':
      return `${cardName(e.card)} leaves the game.`;
    case 'stepBegan':
      return `${PHASES[e.phase].label}.`;
    case 'won':
      return `Victory! The town holds. Score: ${e.score}.`;
    case 'lost':
      return e.reason === 'gate' ? `The Gate has fallen. Score: ${e.score}.` : e.reason === 'fear' ? `Fear overwhelms the town. Score: ${e.score}.` : `The siege outlasts the town. Score: ${e.score}.`;
  }
}

/** Events that revealed a hidden card or order: after them a move cannot be taken back (GT-52). */
const REVEALING: ReadonlySet<GateEvent['type']> = new Set(['drew', 'reshuffled', 'marketRefilled', 'citizensReshuffled', 'enemyRevealed', 'heroGained']);

/** Gate, declared for the kernel. */
export const gate = defineGame({
  id: 'gate',
  title: 'Gate',
  stateVersion: 1,
  minSeats: 1,
  maxSeats: 1,
  phases: PHASES,
  defaultConfig: () => DEFAULT_CONFIG,
  seatCount: (c: GateConfig) => c.seats,
  setup,
  phaseOf: (s: GateState) => s.phase,
  decision: (s: GateState) => ({ seats: s.phase === 'over' ? [] : [0], kind: s.phase }),
  legalMoves: (s: GateState) => legalMoves(s),
  validate: (s: GateState, _seat: number, m: GateMove) => validate(s, m),
  apply: (s: GateState, _seat: number, m: GateMove) => step(s, m),
  view: (s: GateState) => view(s),
  // Solo: the one player hides nothing from an onlooker that they can see themselves (the decks' order is nobody's).
  spectatorView: (s: GateState) => view(s),
  determinize,
  outcome,
  parseMove,
  parseConfig,
  parseState,
  describeError,
  describeEvent,
  revealsInformation: (events: readonly GateEvent[]) => events.some((e) => REVEALING.has(e.type)),
});

/** The declared module's type. */
export type GateModule = typeof gate;
export { CARDS, ENEMIES, FEARAMID, FEARAMID_ROWS, FEAR_TOP, MAX_HEALTH, COMMAND_COST, DIFFICULTIES, LOCATIONS, TRAITS, COMMANDS };
export type * from './types';
/** What a card or location gives now, for the table's words (the rules' own arithmetic, GT-20…GT-23). */
export { attackOf, incomeOf, missing, stands } from './engine';
