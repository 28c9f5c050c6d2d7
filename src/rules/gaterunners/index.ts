/** GateRunners as a kernel game: setup, views, determinization, parsing and words. Rules: docs/rules/gaterunners.md. */
import type { CoreMoveError, Outcome, PhaseTable, Seat, ShapeError } from '../core/module';
import { acts, NUMBERED_SEATS, theirOwn, whose } from '../core/words';
import type { SeatWords } from '../core/words';
import { defineGame, describeCoreError, NO_SEAT } from '../core/module';
import type { CodedError, Result } from '../core/result';
import { err, ok } from '../core/result';
import type { RngState } from '../core/rng';
import { createRng, isRngState, nextInt, nextU32, shuffleInPlace } from '../core/rng';
import type { Check } from '../core/shape';
import { arrayOf, bool, int, nullable, parseByType, record, str, recordOf } from '../core/shape';
import { cardOf, DECK_BY_ID, DECKS, deckSize, GATE_BY_ID, HERO_BY_ID, INSTANCE_STRIDE } from './cards';
import { step } from './engine';
import { deciding, legalMoves, validate } from './moves';
import type { GateState, GrConfig, GrError, GrEvent, GrMove, GrPhase, GrSetupError, GrState, GrView, SideState, SideView } from './types';
import { HERO } from './types';

const ALL_PHASES: readonly GrPhase[] = ['placeGates', 'mulligan', 'heroEnters', 'main', 'attack', 'response', 'block', 'assign', 'discard', 'over'];

/** Phases as data (GR-10…GR-15, GR-70…GR-77): the moves each allows and what may follow. */
export const PHASES: PhaseTable<GrPhase, GrMove['type']> = {
  placeGates: { label: 'Place your Gates', moves: ['placeGate'], next: ['placeGates', 'mulligan'] },
  mulligan: { label: 'Mulligan', moves: ['mulligan'], next: ['mulligan', 'main'] },
  heroEnters: { label: 'Your Hero enters: choose its lane', moves: ['heroEnter'], next: ['main'] },
  main: { label: 'Mobilize', moves: ['playUnit', 'moveUnit', 'playAction', 'tapUnit', 'activateGate', 'maneuver', 'heroMove', 'heroAbility', 'endMobilize'], next: ['heroEnters', 'main', 'attack', 'discard', 'over'] },
  attack: { label: 'Declare attackers', moves: ['declareAttacker', 'confirm'], next: ['main', 'attack', 'response'] },
  response: { label: 'Respond with an Instant or pass', moves: ['playAction', 'pass'], next: ['main', 'response', 'block', 'assign', 'over'] },
  block: { label: 'Declare blockers', moves: ['declareBlocker', 'confirm'], next: ['response', 'block'] },
  assign: { label: 'Choose which blockers your attacker destroys', moves: ['assignDamage'], next: ['main', 'assign', 'over'] },
  discard: { label: 'Discard down to 7', moves: ['discard'], next: ['heroEnters', 'main', 'discard', 'over'] },
  over: { label: 'Game over', moves: [], next: [] },
};

/** The default options: Pirates against Wardens, and a turn limit no real game reaches (GR-9). */
export const DEFAULT_CONFIG: GrConfig = { seats: 2, decks: ['pirates', 'wardens'], turnLimit: 400 };

const emptySide = (seat: Seat, deckId: string): SideState => ({
  deck: Array.from({ length: deckSize(deckId) }, (_, i) => seat * INSTANCE_STRIDE + i),
  hand: [],
  graveyard: [],
  gates: [null, null, null],
  units: [],
  hero: { inPlay: false, lane: 1, damage: 0, feats: 0 },
  shieldsLost: 0,
});

/** A new game (GR-1…GR-5): shuffled decks, a random first player, then the Gates are placed in alternation. */
export function setup(config: GrConfig, seed: string | number): Result<GrState, GrSetupError> {
  if (config.seats !== 2) return err({ code: 'BAD_GR_CONFIG', reason: 'GateRunners is for exactly 2 players' });
  for (const d of config.decks) if (!DECK_BY_ID.has(d)) return err({ code: 'BAD_GR_CONFIG', reason: `unknown deck "${d}" (decks: ${DECKS.map((x) => x.id).join(', ')})` });
  const rng = createRng(seed);
  const first = nextInt(rng, 2);
  const sides: [SideState, SideState] = [emptySide(0, config.decks[0]), emptySide(1, config.decks[1])];
  for (const side of sides) shuffleInPlace(rng, side.deck as number[]);
  return ok({ config, rng, phase: 'placeGates', sides, first, active: first, turn: 0, mobilize: 1, levelOnePlayed: 0, mulligans: [], attacks: [], window: null, winner: null, reason: null });
}

const sideView = (side: SideState, mine: boolean): SideView => ({
  hand: mine ? side.hand.slice() : null,
  handCount: side.hand.length,
  deckCount: side.deck.length,
  graveyard: side.graveyard.slice(),
  gates: side.gates.map((g) => (g ? { gate: g.gate, shields: g.shields.length, destroyed: g.destroyed } : null)),
  units: side.units.slice(),
  hero: side.hero,
  shieldsLost: side.shieldsLost,
});

/** What a seat sees (GR-6): its own hand; sizes of the other hand, the decks and the Shields; the whole table. */
export function view(s: GrState, seat: Seat): GrView {
  return {
    seat,
    config: s.config,
    phase: s.phase,
    sides: [sideView(s.sides[0], seat === 0), sideView(s.sides[1], seat === 1)],
    first: s.first,
    active: s.active,
    turn: s.turn,
    mobilize: s.mobilize,
    levelOnePlayed: s.levelOnePlayed,
    mulligans: s.mulligans.slice(),
    attacks: s.attacks,
    window: s.window,
    winner: s.winner,
    reason: s.reason,
  };
}

/** What a spectator sees (GR-60): the view of a seat that is nobody's, so no hand is shown; sizes, the table, both graveyards. */
export const spectatorView = (s: GrState): GrView => view(s, NO_SEAT);

/** Marks a card as seen by its index in its owner's deck list (`first`: the owner's first instance); another seat's card is not marked. */
function markSeen(seen: boolean[], first: number, card: number): void {
  const i = card - first;
  if (i >= 0 && i < seen.length) seen[i] = true;
}

/**
 * A full state consistent with a view: for each side, the cards nobody sees (the other hand, both decks, every
 * Shield, which face down are unknown to their owner too) are dealt at random into those places.
 */
export function determinize(v: GrView, seat: Seat, rng: RngState): GrState {
  const side = (sv: SideView, owner: Seat): SideState => {
    // Which of the owner's cards are seen, by index in its deck list (a card of the other seat is never unseen here).
    const n = deckSize(v.config.decks[owner] ?? '');
    const seen: boolean[] = [];
    for (let i = 0; i < n; i++) seen.push(false);
    const first = owner * INSTANCE_STRIDE;
    for (const card of sv.graveyard) markSeen(seen, first, card);
    for (const u of sv.units) markSeen(seen, first, u.card);
    if (owner === seat && sv.hand) for (const card of sv.hand) markSeen(seen, first, card);
    const unseen: number[] = [];
    for (let i = 0; i < n; i++) if (!seen[i]) unseen.push(first + i);
    shuffleInPlace(rng, unseen);
    const hand = owner === seat && sv.hand ? sv.hand.slice() : unseen.splice(0, sv.handCount);
    const gates = sv.gates.map((g): GateState | null => (g ? { gate: g.gate, shields: unseen.splice(0, g.shields), destroyed: g.destroyed } : null));
    return { deck: unseen, hand, graveyard: sv.graveyard.slice(), gates, units: sv.units.slice(), hero: sv.hero, shieldsLost: sv.shieldsLost };
  };
  // Seat 0 first, then seat 1: the same order of draws from the sampling RNG as ever.
  const sides: [SideState, SideState] = [side(v.sides[0], 0), side(v.sides[1], 1)];
  return {
    config: v.config,
    rng: createRng(nextU32(rng)),
    phase: v.phase,
    sides,
    first: v.first,
    active: v.active,
    turn: v.turn,
    mobilize: v.mobilize,
    levelOnePlayed: v.levelOnePlayed,
    mulligans: v.mulligans.slice(),
    attacks: v.attacks,
    window: v.window,
    winner: v.winner,
    reason: v.reason,
  };
}

const REASON_WORDS = { gates: 'two Gates destroyed', hero: 'Hero destroyed', deckOut: 'ran out of cards', turnLimit: 'turn limit' } as const;

// Shared, never mutated: outcome runs several times a ply in the bots' playouts.
const ONGOING: Outcome = Object.freeze({ kind: 'ongoing' });

/** How the game stands (GR-50, GR-51, GR-9). */
export function outcome(s: GrState): Outcome {
  if (s.winner !== null && s.reason) return { kind: 'win', winners: [s.winner], reason: REASON_WORDS[s.reason] };
  if (s.phase === 'over') return { kind: 'draw', reason: s.reason === 'turnLimit' ? REASON_WORDS.turnLimit : 'both players lost at once' };
  return ONGOING;
}

// ---------------------------------------------------------------------------------------------------------
// Parsing untrusted JSON

const MAX_CARD = 2 * INSTANCE_STRIDE - 1;
const cardId = int(0, MAX_CARD);
const cardList = arrayOf(cardId, 0, INSTANCE_STRIDE);
const targetList = arrayOf(int(-2, MAX_CARD), 0, 8);
const MOVE_SHAPES: Readonly<Record<GrMove['type'], Check>> = {
  placeGate: record({ type: str(), gate: str(), lane: int(0, 2) }),
  mulligan: record({ type: str(), cards: arrayOf(cardId, 0, 10) }),
  heroEnter: record({ type: str(), lane: int(0, 2) }),
  playUnit: record({ type: str(), card: cardId, lane: int(0, 2), levelUp: arrayOf(cardId, 0, 7), targets: targetList }),
  moveUnit: record({ type: str(), card: cardId, lane: int(0, 2) }),
  playAction: record({ type: str(), card: cardId, lane: int(0, 2), pay: arrayOf(cardId, 0, 7), targets: targetList }),
  tapUnit: record({ type: str(), card: cardId, targets: targetList }),
  activateGate: record({ type: str(), lane: int(0, 2), pay: arrayOf(cardId, 0, 7), targets: targetList }),
  maneuver: record({ type: str(), lane: int(0, 2), pirate: cardId, to: int(0, 2) }),
  heroMove: record({ type: str(), lane: int(0, 2) }),
  heroAbility: record({ type: str(), targets: targetList }),
  endMobilize: record({ type: str() }),
  declareAttacker: record({ type: str(), card: int(-1, MAX_CARD), target: str(['gate', 'hero']) }),
  declareBlocker: record({ type: str(), card: int(-1, MAX_CARD), attacker: int(-1, MAX_CARD) }),
  confirm: record({ type: str() }),
  pass: record({ type: str() }),
  assignDamage: record({ type: str(), attacker: int(-1, MAX_CARD), destroy: arrayOf(int(-1, MAX_CARD), 0, 8) }),
  discard: record({ type: str(), card: cardId }),
};

/** Checks an untrusted move's shape. */
export const parseMove = parseByType<GrMove>(MOVE_SHAPES);

const deckId = str(DECKS.map((d) => d.id));
const configShape = record({ seats: int(2, 2), decks: arrayOf(deckId, 2, 2), turnLimit: int(1, 10_000) });

/** Checks an untrusted config. */
export function parseConfig(json: unknown): Result<GrConfig, ShapeError & CodedError> {
  const e = configShape(json, 'config');
  return e ? err({ code: 'BAD_CONFIG', ...e }) : ok(json as GrConfig);
}

const gateShape = nullable(record({ gate: str([...GATE_BY_ID.keys()]), shields: cardList, destroyed: bool }));
const unitShape = record({ card: cardId, lane: int(0, 2), exhausted: bool, damage: int(0), since: int(0), plusPower: int(), plusHealth: int() });
const sideShape = record({
  deck: cardList,
  hand: cardList,
  graveyard: cardList,
  gates: arrayOf(gateShape, 3, 3),
  units: arrayOf(unitShape, 0, 7),
  hero: record({ inPlay: bool, lane: int(0, 2), damage: int(0), feats: int(0, 2) }),
  shieldsLost: int(0),
});
// Typed against GrState: a state field without a check here is a compile error.
const stateShape = recordOf<GrState>()({
  config: configShape,
  rng: (v, path) => (isRngState(v) ? null : { path, reason: 'expected an RNG state' }),
  phase: str(ALL_PHASES),
  sides: arrayOf(sideShape, 2, 2),
  first: int(0, 1),
  active: int(0, 1),
  turn: int(0),
  mobilize: int(1, 2),
  levelOnePlayed: int(0, 2),
  mulligans: arrayOf(int(0, 1), 0, 2),
  attacks: arrayOf(record({ card: int(-1, MAX_CARD), lane: int(0, 2), target: str(['gate', 'hero']), blockers: arrayOf(int(-1, MAX_CARD), 0, 8), destroy: nullable(arrayOf(int(-1, MAX_CARD), 0, 8)) }), 0, 8),
  window: nullable(record({ after: str(['attack', 'block']), next: int(0, 1), passes: int(0, 1) })),
  winner: nullable(int(0, 1)),
  reason: nullable(str(['gates', 'hero', 'deckOut', 'turnLimit'])),
});

/** Checks an untrusted state's shape and its invariants: each card in exactly one place on its owner's side (GR-8). */
export function parseState(json: unknown, config: GrConfig): Result<GrState, ShapeError & CodedError> {
  const e = stateShape(json, 'state');
  if (e) return err({ code: 'BAD_STATE', ...e });
  const s = json as GrState;
  if (s.config.decks[0] !== config.decks[0] || s.config.decks[1] !== config.decks[1] || s.config.turnLimit !== config.turnLimit) return err({ code: 'BAD_STATE', path: 'state.config', reason: 'does not match the game config' });
  for (let seat = 0; seat < 2; seat++) {
    const side = s.sides[seat] as SideState;
    const n = deckSize(s.config.decks[seat] ?? '');
    const count = new Uint8Array(n);
    const all = [...side.deck, ...side.hand, ...side.graveyard, ...side.units.map((u) => u.card), ...side.gates.flatMap((g) => g?.shields ?? [])];
    for (const c of all) {
      const i = c - seat * INSTANCE_STRIDE;
      if (i < 0 || i >= n) return err({ code: 'BAD_STATE', path: `state.sides[${seat}]`, reason: `card ${c} is not one of this seat's cards` });
      count[i] = (count[i] as number) + 1;
    }
    for (let i = 0; i < n; i++) if (count[i] !== 1) return err({ code: 'BAD_STATE', path: `state.sides[${seat}]`, reason: `card ${seat * INSTANCE_STRIDE + i} appears ${count[i]} times` });
    for (const u of side.units) if (cardOf(s.config.decks, u.card)?.kind !== 'unit') return err({ code: 'BAD_STATE', path: `state.sides[${seat}].units`, reason: `card ${u.card} in play is not a unit` });
  }
  if ((s.phase === 'over') !== (s.reason !== null)) return err({ code: 'BAD_STATE', path: 'state.phase', reason: 'game over and reason disagree' });
  const broken = engineInvariantError(s);
  return broken ? err({ code: 'BAD_STATE', ...broken }) : ok(s);
}

/**
 * What the engine relies on beyond conservation: each phase has what it works on (a response window in
 * `response`, declared attacks to block or assign), and nothing in play carries damage that would have
 * destroyed it (a unit at or over its health, a Hero at or over hers).
 */
function engineInvariantError(s: GrState): ShapeError | null {
  if (s.phase === 'response' && !s.window) return { path: 'state.window', reason: 'a response step needs an open window' };
  if ((s.phase === 'assign' || s.phase === 'block') && s.attacks.length === 0) return { path: 'state.attacks', reason: `the ${s.phase} step needs declared attacks` };
  for (let seat = 0; seat < 2; seat++) {
    const side = s.sides[seat] as SideState;
    for (const unit of side.units) {
      const card = cardOf(s.config.decks, unit.card);
      const health = (card?.kind === 'unit' ? card.health : 0) + unit.plusHealth;
      if (unit.damage >= health) return { path: `state.sides[${seat}].units`, reason: `card ${unit.card} in play has ${unit.damage} damage, at or over its health ${health}` };
    }
    const hero = HERO_BY_ID.get(DECK_BY_ID.get(s.config.decks[seat] ?? '')?.hero ?? '');
    if (s.phase !== 'over' && side.hero.inPlay && hero && side.hero.damage >= hero.health) return { path: `state.sides[${seat}].hero.damage`, reason: 'a Hero in play at or over her health' };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Words

const LANE_NAMES = ['the left lane', 'the centre lane', 'the right lane'];
/** Display name of a lane. */
export const laneName = (lane: number): string => LANE_NAMES[lane] ?? `lane ${lane + 1}`;
/** Display name of a card instance in a game with these decks. */
export const cardName = (decks: readonly string[], card: number): string => cardOf(decks, card)?.name ?? 'a hidden card';

/** Words for a refusal. */
export function describeError(e: GrError | CoreMoveError): string {
  switch (e.code) {
    case 'NO_SUCH_GATE':
      return `You have no Gate "${e.gate}" left to place.`;
    case 'NO_SUCH_LANE':
      return 'There is no such lane.';
    case 'LANE_HAS_GATE':
      return `You already have a Gate in ${laneName(e.lane)}.`;
    case 'BAD_MULLIGAN':
      return `That mulligan is not valid: ${e.reason}.`;
    case 'NOT_IN_HAND':
      return 'That card is not in your hand.';
    case 'NOT_A_UNIT':
      return 'That card is not a unit.';
    case 'LEVEL_ONE_LIMIT':
      return `You have already played ${e.played} Level 1 units this turn (at most ${e.max}).`;
    case 'LANE_FULL':
      return `${laneName(e.lane)} is full (${e.capacity} units).`.replace(/^t/, 'T');
    case 'LEVEL_UP_NEEDED':
      return `A Level ${e.level} unit needs units totalling Level ${e.need} to LevelUp (these total ${e.have}).`;
    case 'LEVEL_UP_EXCESS':
      return `Too many units: LevelUp needs a total of ${e.need}, and this uses ${e.total} with a unit to spare.`;
    case 'LEVEL_UP_FRESH':
      return 'That unit came into play this turn: only units under your control since your last turn can LevelUp.';
    case 'LEVEL_UP_NOT_YOURS':
      return 'LevelUp uses your own units in play.';
    case 'LEVEL_UP_LANE':
      return `At least one unit used for LevelUp must be in ${laneName(e.lane)}.`;
    case 'BAD_LEVEL_UP':
      return `That LevelUp is not valid: ${e.reason}.`;
    case 'NOT_YOUR_UNIT':
      return 'That is not one of your units in play.';
    case 'UNIT_EXHAUSTED':
      return 'That unit is exhausted.';
    case 'UNIT_FRESH':
      return 'That unit came into play this turn: it may not move yet.';
    case 'NOT_ADJACENT':
      return `Only to an adjacent lane (from ${laneName(e.from)} to ${laneName(e.to)} is not).`;
    case 'NOT_AN_ACTION':
      return 'That card is not an Action or Instant.';
    case 'NOT_AN_INSTANT':
      return 'Only Instants can be played now.';
    case 'BAD_PAYMENT':
      return `That payment is not valid: ${e.reason} (cost ${e.need}, paid ${e.paid}).`;
    case 'PAY_FROM_LANE':
      return `Pay with at least one unit from ${laneName(e.lane)}.`;
    case 'FREE_CARD_LANE':
      return `A card played without paying works only in your Hero's lane (${laneName(e.hero)}).`;
    case 'BAD_TARGETS':
      return `Choose ${e.need} target${e.need === 1 ? '' : 's'} (you chose ${e.got}).`;
    case 'NO_SUCH_TARGET':
      return `That target can't be chosen: ${e.reason}.`;
    case 'NO_ABILITY':
      return 'That has no ability to use.';
    case 'GATE_DESTROYED':
      return `You have no standing Gate in ${laneName(e.lane)}.`;
    case 'NO_SHIELD':
      return 'That Gate has no Shield to sacrifice.';
    case 'NO_MANEUVER':
      return `You have no unit with Maneuver in ${laneName(e.lane)}.`;
    case 'NOT_A_PIRATE':
      return 'Maneuver exhausts a ready Pirate of yours in that lane.';
    case 'MANEUVER_OVERFLOW':
      return `${e.units} units would not fit in ${laneName(e.lane)} (it holds ${e.capacity}).`;
    case 'NO_HERO':
      return `Not possible: ${e.reason}.`;
    case 'NO_FEATS':
      return `Your Hero needs ${e.need} feat${e.need === 1 ? '' : 's'} for that and has ${e.have} left this turn.`;
    case 'ALREADY_DECLARED':
      return 'That has already been declared.';
    case 'CANNOT_ATTACK':
      return `It can't attack that: ${e.reason}.`;
    case 'CANNOT_BLOCK':
      return `It can't block that: ${e.reason}.`;
    case 'BAD_ASSIGNMENT':
      return `That division of damage is not possible: ${e.reason}.`;
    default:
      return describeCoreError(e, PHASES);
  }
}

/**
 * Words for an event, for the game log (another seat's drawn card is hidden: see redactEvent), naming the seats as
 * `seats` says ("You play", "Computer plays") and the cards by name when the game's `decks` are given.
 */
export function describeEvent(e: GrEvent, seats: SeatWords = NUMBERED_SEATS, decks?: readonly string[]): string {
  const who = (seat: Seat): string => seats.name(seat);
  const does = (seat: Seat, thirdPerson: string, plain: string): string => acts(seats, seat, thirdPerson, plain);
  const their = (seat: Seat): string => theirOwn(seats, seat);
  const named = (card: number, otherwise: string): string => (decks && card >= 0 ? (cardOf(decks, card)?.name ?? otherwise) : otherwise);
  const unitOf = (seat: Seat, card: number): string => (card === HERO ? `${whose(seats, seat)} Hero` : named(card, `${whose(seats, seat)} unit`));
  switch (e.type) {
    case 'gatePlaced':
      return `${does(e.seat, 'places', 'place')} ${GATE_BY_ID.get(e.gate)?.name ?? e.gate} in ${laneName(e.lane)}.`;
    case 'shieldsDealt':
      return `${does(e.seat, 'puts', 'put')} ${e.counts.join(', ')} Shields in front of the Gates.`;
    case 'drew':
      return e.card < 0 ? `${does(e.seat, 'draws', 'draw')} a card.` : `${does(e.seat, 'draws', 'draw')} ${named(e.card, 'a card')}.`;
    case 'mulliganed':
      return e.count === 0 ? `${does(e.seat, 'keeps', 'keep')} ${their(e.seat)} hand.` : `${does(e.seat, 'sets', 'set')} aside ${e.count} card${e.count > 1 ? 's' : ''}, ${seats.isReader(e.seat) ? 'redraw and shuffle' : 'redraws and shuffles'} them back.`;
    case 'turnBegan':
      return `Turn ${e.turn}: ${seats.isReader(e.seat) ? 'your turn' : `${whose(seats, e.seat)} turn`}.`;
    case 'readied':
      return `${does(e.seat, 'readies', 'ready')} ${e.count} unit${e.count > 1 ? 's' : ''}.`;
    case 'deckOut':
      return e.heroDamage > 0 ? `${who(e.seat)} cannot draw: ${their(e.seat)} Hero takes ${e.heroDamage} damage.` : `${who(e.seat)} cannot draw and ${seats.isReader(e.seat) ? 'have' : 'has'} no Hero in play.`;
    case 'leveledUp':
      return `${does(e.seat, 'levels', 'level')} up ${e.sacrificed.length} unit${e.sacrificed.length > 1 ? 's' : ''}.`;
    case 'unitPlayed':
      return `${does(e.seat, 'plays', 'play')} ${named(e.card, 'a unit')} into ${laneName(e.lane)}.`;
    case 'unitMoved':
      return `${does(e.seat, 'moves', 'move')} ${named(e.card, 'a unit')} from ${laneName(e.from)} to ${laneName(e.to)}.`;
    case 'heroEntered':
      return `${whose(seats, e.seat)} Hero enters ${laneName(e.lane)}.`;
    case 'heroMoved':
      return `${whose(seats, e.seat)} Hero moves to ${laneName(e.to)}.`;
    case 'exhausted':
      return `${e.cards.length} of ${whose(seats, e.seat, true)} units exhaust.`;
    case 'actionPlayed':
      return `${does(e.seat, 'plays', 'play')} ${named(e.card, 'an Action')} in ${laneName(e.lane)}.`;
    case 'fizzled':
      return `${whose(seats, e.seat)} ${named(e.card, 'card')} fizzles: ${their(e.seat)} Hero is not in play.`;
    case 'abilityUsed':
      return `${does(e.seat, 'uses', 'use')} ${e.source === 'gate' ? 'a Gate' : e.source === 'hero' ? `${their(e.seat)} Hero` : named(e.card, 'a unit')}'s ability in ${laneName(e.lane)}.`;
    case 'maneuvered':
      return `${does(e.seat, 'maneuvers', 'maneuver')}: ${laneName(e.from)} and ${laneName(e.to)} trade places.`;
    case 'damaged':
      return `${unitOf(e.seat, e.card)} takes ${e.amount} damage.`;
    case 'destroyed':
      return `${unitOf(e.seat, e.card)} is destroyed.`;
    case 'buffed':
      return `${unitOf(e.seat, e.card)} gets +${e.power}/+${e.health} until end of turn.`;
    case 'pushed':
      return e.toGraveyard ? `${unitOf(e.seat, e.card)} is pushed into a full lane and goes to the graveyard.` : `${unitOf(e.seat, e.card)} is pushed to ${laneName(e.to)}.`;
    case 'returned':
      return `${unitOf(e.seat, e.card)} returns to ${whose(seats, e.seat, true)} hand.`;
    case 'healed':
      return `${whose(seats, e.seat)} Hero heals ${e.amount}.`;
    case 'fortified':
      return `${does(e.seat, 'fortifies', 'fortify')} the Gate in ${laneName(e.lane)}.`;
    case 'shieldLost':
      return `${whose(seats, e.seat)} Gate in ${laneName(e.lane)} loses a Shield (to ${e.to === 'hand' ? `${their(e.seat)} hand` : 'the graveyard'}).`;
    case 'gateDestroyed':
      return `${whose(seats, e.seat)} Gate in ${laneName(e.lane)} is destroyed.`;
    case 'revealed':
      return `${does(e.seat, 'reveals', 'reveal')} ${e.cards.length} cards${e.taken >= 0 ? ` and ${seats.isReader(e.seat) ? 'take' : 'takes'} ${named(e.taken, 'a unit')}` : ''}.`;
    case 'attackerDeclared':
      return `${unitOf(e.seat, e.card)} attacks the ${e.target === 'gate' ? 'Gate' : 'Hero'} in ${laneName(e.lane)}.`;
    case 'attackersConfirmed':
      return `${who(e.seat)} ${e.count === 0 ? (seats.isReader(e.seat) ? 'do not attack' : 'does not attack') : `${seats.isReader(e.seat) ? 'attack' : 'attacks'} with ${e.count}`}.`;
    case 'blockerDeclared':
      return `${unitOf(e.seat, e.card)} blocks ${named(e.attacker, 'an attacker')}.`;
    case 'damageAssigned':
      return e.destroy.length === 0 ? `${whose(seats, e.seat)} attacker destroys none of its blockers.` : `${whose(seats, e.seat)} attacker deals its damage to destroy ${e.destroy.length} of its blockers.`;
    case 'blockersConfirmed':
      return `${who(e.seat)} ${e.count === 0 ? (seats.isReader(e.seat) ? 'do not block' : 'does not block') : `${seats.isReader(e.seat) ? 'block' : 'blocks'} with ${e.count}`}.`;
    case 'passed':
      return `${does(e.seat, 'passes', 'pass')}.`;
    case 'battleEnded':
      return 'The battle is over.';
    case 'discarded':
      return `${does(e.seat, 'discards', 'discard')} ${named(e.card, 'a card')}.`;
    case 'won':
      return `${does(e.seat, 'wins', 'win')} (${REASON_WORDS[e.reason]})!`;
    case 'draw':
      return e.reason === 'turnLimit' ? 'The game ends in a draw at the turn limit.' : 'Both players lose at once: a draw.';
  }
}

/** An event as `seat` may see it: a card going into another seat's hand (a draw, a Shield) stays hidden. */
export function redactEvent(e: GrEvent, seat: Seat): GrEvent {
  if (e.type === 'drew' && e.seat !== seat) return { ...e, card: -1 };
  if (e.type === 'shieldLost' && e.to === 'hand' && e.seat !== seat) return { ...e, card: -1 };
  return e;
}

/** Whether events brought hidden cards to light (draws, Shields, reveals, shuffles): such moves can't be undone. */
export function revealsInformation(events: readonly GrEvent[]): boolean {
  return events.some((e) => e.type === 'drew' || e.type === 'mulliganed' || e.type === 'shieldsDealt' || e.type === 'shieldLost' || e.type === 'revealed' || e.type === 'fortified');
}

/** GateRunners, declared for the kernel (not yet registered in games.ts: the engine is incomplete). */
export const gaterunners = defineGame({
  id: 'gaterunners',
  title: 'GateRunners',
  // 2: attacks carry the blockers their player chose to destroy (GR-75), and the 'assign' phase.
  stateVersion: 2,
  minSeats: 2,
  maxSeats: 2,
  phases: PHASES,
  defaultConfig: () => DEFAULT_CONFIG,
  seatCount: (c: GrConfig) => c.seats,
  setup,
  phaseOf: (s: GrState) => s.phase,
  decision: (s: GrState) => ({ seats: deciding(s), kind: s.phase }),
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
  revealsInformation,
});

export type GateRunnersModule = typeof gaterunners;
export * from './cards';
export type * from './types';
export { CUSTOM_EFFECTS, FACTIONS, GLOSSARY, HERO, KEYWORDS, LANES } from './types';
export { NO_TARGET } from './effects';
