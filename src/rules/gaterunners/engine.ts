/**
 * GateRunners' rules engine: setup decisions (Gates in alternation, mulligans), then turns of Ready, Draw,
 * Mobilize, Battle, Mobilize, End. Clause ids (GR-n) refer to docs/rules/gaterunners.md.
 *
 * `step` works on a draft that shares the state's arrays until it writes one (copy on write, see draft.ts): a move
 * copies only what it writes, and it never touches its input.
 */
import type { Applied, Seat } from '../core/module';
import { finishDraft } from '../core/draft';
import { shuffleInPlace } from '../core/rng';
import { DECK_BY_ID, GATE_BY_ID } from './cards';
import { answeredWindow, assignDamage, confirmAttackers, confirmBlockers, declareAttacker, declareBlocker, passWindow } from './battle';
import type { Draft, SideDraft } from './draft';
import { cardIn, DECK_OUT_DAMAGE, draftOf, drawCard, FEATS, FIRST_TURN_FEATS, findUnit, HAND_LIMIT, heroOf, hitGate, lose, other, ownDeck, ownGates, ownGraveyard, ownHand, ownMulligans, ownUnits, SHIELDS, OPENING_HAND, unitCard, updateUnit } from './draft';
import { resolve } from './effects';
import type { ActionCard, GrEvent, GrMove, GrState, Lane, SideState, UnitState } from './types';

export * from './draft';

/** The seat whose turn it is to place a Gate: first player, other player, and so on (GR-5). */
export function gatePlacer(s: { readonly sides: readonly SideState[]; readonly first: Seat }): Seat {
  let placed = 0;
  for (const side of s.sides) for (const g of side.gates) if (g) placed++;
  return placed % 2 === 0 ? s.first : other(s.first);
}

/** The Gates of a seat's deck still to be placed, in the deck's order (GR-5). */
export function gatesToPlace(s: { readonly config: GrState['config']; readonly sides: readonly SideState[] }, seat: Seat): string[] {
  const deck = DECK_BY_ID.get(s.config.decks[seat] ?? '');
  if (!deck) return [];
  const out = deck.gates.slice();
  for (const g of (s.sides[seat] as SideState).gates) if (g) out.splice(out.indexOf(g.gate), 1);
  return out;
}

/** Which of its turns a seat is playing: 1 on its first turn (GR-40's "turn" Journeys count these). */
export const ownTurnNumber = (s: { readonly turn: number; readonly first: Seat }, seat: Seat): number => (seat === s.first ? Math.ceil(s.turn / 2) : Math.floor(s.turn / 2));

/** Whether a seat's Hero's Journey is complete (GR-40). */
export function journeyComplete(s: Pick<GrState, 'config' | 'turn' | 'first'> & { readonly sides: readonly SideState[] }, seat: Seat): boolean {
  const side = s.sides[seat] as SideState;
  const j = heroOf(s, seat).journey;
  switch (j.kind) {
    case 'turn':
      return ownTurnNumber(s, seat) >= j.turn;
    case 'shieldsLost':
      return side.shieldsLost >= j.count;
    case 'unitsInGraveyard':
      return side.graveyard.filter((c) => cardIn(s, c)?.kind === 'unit').length >= j.count;
    case 'unitsInPlay':
      return side.units.length >= j.count;
  }
}

/** The next turn begins: Ready, then Draw (GR-10, GR-11, GR-51). */
function beginTurn(d: Draft, ev: GrEvent[], seat: Seat): void {
  d.turn++;
  if (d.turn > d.config.turnLimit) {
    // GR-9: a safety limit no real game reaches; the game is drawn.
    d.phase = 'over';
    d.reason = 'turnLimit';
    ev.push({ type: 'draw', reason: 'turnLimit' });
    return;
  }
  d.active = seat;
  d.mobilize = 1;
  d.levelOnePlayed = 0;
  d.phase = 'main';
  ev.push({ type: 'turnBegan', seat, turn: d.turn });
  // GR-10 Ready: every unit of the active player stands up; its Hero has two feats again.
  const side = d.sides[seat] as SideDraft;
  let readied = 0;
  for (let i = 0; i < side.units.length; i++) {
    const u = side.units[i] as UnitState;
    if (u.exhausted) {
      ownUnits(d, side)[i] = { ...u, exhausted: false };
      readied++;
    }
  }
  if (readied > 0) ev.push({ type: 'readied', seat, count: readied });
  if (side.hero.inPlay) side.hero = { ...side.hero, feats: FEATS };
  // GR-11 Draw: the first player skips it on turn 1; an empty deck hurts the Hero or loses the game (GR-51).
  if (d.turn === 1 || drawCard(d, ev, seat)) return;
  if (!side.hero.inPlay) {
    ev.push({ type: 'deckOut', seat, heroDamage: 0 });
    lose(d, ev, seat, 'deckOut');
    return;
  }
  side.hero = { ...side.hero, damage: side.hero.damage + DECK_OUT_DAMAGE };
  ev.push({ type: 'deckOut', seat, heroDamage: DECK_OUT_DAMAGE });
  if (side.hero.damage >= heroOf(d, seat).health) lose(d, ev, seat, 'deckOut');
}

/** The End step (GR-14, GR-15): until-end-of-turn changes end, damage on units heals, then discard down to 7. */
function endTurn(d: Draft, ev: GrEvent[]): void {
  for (const side of d.sides) {
    for (let i = 0; i < side.units.length; i++) {
      const u = side.units[i] as UnitState;
      if (u.damage > 0 || u.plusPower !== 0 || u.plusHealth !== 0) ownUnits(d, side)[i] = { ...u, damage: 0, plusPower: 0, plusHealth: 0 };
    }
  }
  if ((d.sides[d.active] as SideDraft).hand.length > HAND_LIMIT) {
    d.phase = 'discard';
    return;
  }
  beginTurn(d, ev, other(d.active));
}

/** Deals the Shields from the top of each deck and the opening hands, once every Gate is placed (GR-6, GR-7). */
function dealOpening(d: Draft, ev: GrEvent[]): void {
  for (const seat of [d.first, other(d.first)]) {
    const side = d.sides[seat] as SideDraft;
    const deck = ownDeck(d, side);
    side.gates = side.gates.map((g, lane) => (g ? { ...g, shields: deck.splice(deck.length - (SHIELDS[lane] as number)).reverse() } : g));
    ev.push({ type: 'shieldsDealt', seat, counts: side.gates.map((g) => g?.shields.length ?? 0) });
  }
  for (const seat of [d.first, other(d.first)]) for (let i = 0; i < OPENING_HAND; i++) drawCard(d, ev, seat);
  d.phase = 'mulligan';
  d.mulligans = [d.first, other(d.first)];
}

/** Exhausts the units paying a cost (GR-31). */
function pay(d: Draft, ev: GrEvent[], seat: Seat, cards: readonly number[]): void {
  if (cards.length === 0) return;
  const side = d.sides[seat] as SideDraft;
  for (const c of cards) updateUnit(d, side, c, { exhausted: true });
  ev.push({ type: 'exhausted', seat, cards: cards.slice() });
}

// ---------------------------------------------------------------------------------------------------------
// Moves

/** Applies a validated move (the kernel and `validate` have checked it). Never mutates `s`. */
export function step(s: GrState, seat: Seat, move: GrMove): Applied<GrState, GrEvent> {
  const d = draftOf(s);
  const ev: GrEvent[] = [];
  const side = d.sides[seat] as SideDraft;
  switch (move.type) {
    case 'placeGate': {
      // GR-5: the first player places a Gate in a lane of their choice, then the other player; repeat.
      ownGates(d, side)[move.lane] = { gate: move.gate, shields: [], destroyed: false };
      ev.push({ type: 'gatePlaced', seat, gate: move.gate, lane: move.lane as Lane });
      if (d.sides.every((x) => x.gates.every((g) => g !== null))) dealOpening(d, ev);
      break;
    }
    case 'mulligan': {
      // GR-7: set aside any number, draw that many, shuffle the set-aside cards back into the deck.
      const hand = ownHand(d, side);
      for (const c of move.cards) hand.splice(hand.indexOf(c), 1);
      for (let i = 0; i < move.cards.length; i++) drawCard(d, ev, seat);
      const deck = ownDeck(d, side);
      deck.push(...move.cards);
      shuffleInPlace(d.rng, deck);
      ev.push({ type: 'mulliganed', seat, count: move.cards.length });
      ownMulligans(d).shift();
      if (d.mulligans.length === 0) beginTurn(d, ev, d.first);
      break;
    }
    case 'heroEnter': {
      // GR-40: the Hero turns to its Hero side in the lane of its player's choice, with one feat this turn.
      side.hero = { inPlay: true, lane: move.lane as Lane, damage: 0, feats: FIRST_TURN_FEATS };
      ev.push({ type: 'heroEntered', seat, lane: move.lane as Lane });
      d.phase = 'main';
      break;
    }
    case 'playUnit': {
      // GR-22: LevelUp units go to the graveyard first; then the unit enters (GR-21) and its Enter ability
      // resolves in its lane (GR-82).
      for (const c of move.levelUp) {
        const units = ownUnits(d, side);
        units.splice(
          units.findIndex((u) => u.card === c),
          1,
        );
        ownGraveyard(d, side).push(c);
      }
      if (move.levelUp.length > 0) ev.push({ type: 'leveledUp', seat, sacrificed: move.levelUp.slice() });
      const hand = ownHand(d, side);
      hand.splice(hand.indexOf(move.card), 1);
      ownUnits(d, side).push({ card: move.card, lane: move.lane as Lane, exhausted: false, damage: 0, since: d.turn, plusPower: 0, plusHealth: 0 });
      const c = unitCard(d, move.card);
      if (c.level === 1) d.levelOnePlayed++;
      ev.push({ type: 'unitPlayed', seat, card: move.card, lane: move.lane as Lane });
      if (c.ability?.trigger === 'enter') resolve(d, ev, { seat, lane: move.lane as Lane, self: move.card }, c.ability.effects, move.targets);
      break;
    }
    case 'moveUnit': {
      // GR-23: exhaust the unit and put it into an adjacent lane that is not full.
      const u = findUnit(side, move.card) as UnitState;
      updateUnit(d, side, move.card, { lane: move.lane as Lane, exhausted: true });
      ev.push({ type: 'unitMoved', seat, card: move.card, from: u.lane, to: move.lane as Lane });
      break;
    }
    case 'playAction': {
      // GR-31, GR-33: announce, pay (exhaust units, one from the lane), choose targets; nobody answers in between.
      const c = cardIn(d, move.card) as ActionCard;
      const hand = ownHand(d, side);
      hand.splice(hand.indexOf(move.card), 1);
      ev.push({ type: 'actionPlayed', seat, card: move.card, lane: move.lane as Lane });
      // GR-36: an alternate cost is a Shield of the Gate in this lane, sacrificed to the graveyard.
      if (c.alternate && c.cost > 0 && move.pay.length === 0) hitGate(d, ev, seat, move.lane as Lane, 'graveyard');
      else pay(d, ev, seat, move.pay);
      // GR-34: a free card with no Hero in play fizzles.
      if (c.cost === 0 && !side.hero.inPlay) ev.push({ type: 'fizzled', seat, card: move.card });
      else resolve(d, ev, { seat, lane: move.lane as Lane, self: null }, c.effects, move.targets);
      ownGraveyard(d, side).push(move.card);
      // R3: after an Instant in a response window, the other player may answer.
      if (d.phase === 'response') answeredWindow(d, seat);
      break;
    }
    case 'tapUnit': {
      // GR-83: a unit's tap ability exhausts it and works in its lane.
      const u = findUnit(side, move.card) as UnitState;
      const ability = unitCard(d, move.card).ability;
      if (!ability) break;
      updateUnit(d, side, move.card, { exhausted: true });
      ev.push({ type: 'abilityUsed', seat, source: 'unit', card: move.card, lane: u.lane });
      resolve(d, ev, { seat, lane: u.lane, self: move.card }, ability.effects, move.targets);
      break;
    }
    case 'activateGate': {
      // GR-45: a Gate's ability, paid from its own lane.
      const lane = move.lane as Lane;
      const ability = GATE_BY_ID.get(side.gates[lane]?.gate ?? '')?.ability;
      if (!ability) break;
      ev.push({ type: 'abilityUsed', seat, source: 'gate', card: -1, lane });
      if (ability.cost.kind === 'sacrificeShield') hitGate(d, ev, seat, lane, 'graveyard');
      else pay(d, ev, seat, move.pay);
      resolve(d, ev, { seat, lane, self: null }, ability.effects, move.targets);
      break;
    }
    case 'maneuver': {
      // GR-86 Maneuver: exhaust a ready Pirate in this lane to exchange this lane's units and Gate with another's.
      const from = move.lane as Lane;
      const to = move.to as Lane;
      updateUnit(d, side, move.pirate, { exhausted: true });
      side.units = side.units.map((u) => (u.lane === from ? { ...u, lane: to } : u.lane === to ? { ...u, lane: from } : u));
      const g = side.gates[from] ?? null;
      const gates = ownGates(d, side);
      gates[from] = gates[to] ?? null;
      gates[to] = g;
      ev.push({ type: 'maneuvered', seat, from, to });
      break;
    }
    case 'heroMove': {
      // GR-42: a move to an adjacent lane is one feat; the Hero does not exhaust.
      const from = side.hero.lane;
      side.hero = { ...side.hero, lane: move.lane as Lane, feats: side.hero.feats - 1 };
      ev.push({ type: 'heroMoved', seat, from, to: move.lane as Lane });
      break;
    }
    case 'heroAbility': {
      // GR-42: the Hero's ability costs its feats and works in the Hero's lane.
      const a = heroOf(d, seat).ability;
      side.hero = { ...side.hero, feats: side.hero.feats - a.feats };
      ev.push({ type: 'abilityUsed', seat, source: 'hero', card: -1, lane: side.hero.lane });
      resolve(d, ev, { seat, lane: side.hero.lane, self: null }, a.effects, move.targets);
      break;
    }
    case 'endMobilize': {
      // GR-12: the first Mobilize phase ends in the Battle, the second in the End step.
      if (d.mobilize === 1) {
        d.phase = 'attack';
        d.attacks = [];
      } else endTurn(d, ev);
      break;
    }
    case 'declareAttacker':
      declareAttacker(d, ev, move.card, move.target);
      break;
    case 'declareBlocker':
      declareBlocker(d, ev, move.card, move.attacker);
      break;
    case 'confirm':
      if (d.phase === 'attack') confirmAttackers(d, ev);
      else confirmBlockers(d, ev);
      break;
    case 'pass':
      passWindow(d, ev, seat);
      break;
    case 'assignDamage':
      // GR-75: the attacker's player chooses which of its blockers its damage destroys.
      assignDamage(d, ev, move.attacker, move.destroy);
      break;
    case 'discard': {
      // GR-15: discard down to 7, one card at a time, the player's choice.
      const hand = ownHand(d, side);
      hand.splice(hand.indexOf(move.card), 1);
      ownGraveyard(d, side).push(move.card);
      ev.push({ type: 'discarded', seat, card: move.card });
      if (side.hand.length <= HAND_LIMIT) beginTurn(d, ev, other(seat));
      break;
    }
  }
  // GR-40: a Hero whose Journey is complete enters as soon as its player would act in a Mobilize phase.
  if (d.phase === 'main' && !(d.sides[d.active] as SideDraft).hero.inPlay && journeyComplete(d, d.active)) d.phase = 'heroEnters';
  return { state: finishDraft<GrState>(d), events: ev };
}
