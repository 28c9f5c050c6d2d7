/**
 * Gatekeeper's rules engine: a turn is a short sequence of decisions (play, the witch's spell prompts, a wild
 * Gatekeeper, recruits); between decisions `run` resolves everything automatic. Clause ids (GK-n) refer to
 * docs/rules/gatekeeper.md.
 *
 * `apply` works on a draft that shares the state's card arrays until it writes one (copy on write: a move
 * touches two or three of the thirteen), then mutates its own copy: fast enough for bot playouts, and it never
 * touches its input.
 */
import type { Seat } from '../core/module';
import type { Draft as KernelDraft } from '../core/draft';
import { adopt, finishDraft, own, startDraft, takeAt } from '../core/draft';
import { cloneRng, shuffleInPlace } from '../core/rng';
import { refillRow } from '../core/zones';
import type { Element, GkError, GkEvent, GkMove, GkState, Resolving, Stage } from './types';
import { LOCATIONS, WITCHES } from './witches';

/** Flag added to a witch id in a column when she is dazzled (lies sideways). */
export const DAZZLED = 64;
/** The witch id of a column entry. */
export const wid = (v: number): number => v & 63;
/** Whether a column entry is dazzled. */
export const isDazzled = (v: number): boolean => v >= DAZZLED;
/** Index of a seat's column at a location. */
export const colIndex = (seat: Seat, loc: number): number => seat * 4 + loc;
/** Mana each seat starts with (GK-5). */
export const START_MANA = 12;
/** Hand size at the start (GK-3). */
export const HAND_SIZE = 5;
/** Recruit line length (GK-4). */
export const LINE_SIZE = 4;

/**
 * A working copy of the state, private to one apply, and the next state once the move is done (see core/draft.ts).
 * The small arrays and the lists of hands and columns are copied when it is made; the card arrays (pile, discard,
 * line, each hand and each column) are the state's own until written: read them here, write them only through
 * pileW, discardW, lineW, handW and colW, which copy an array the first time (the readonly types make any other
 * write a compile error).
 */
export type Draft = KernelDraft<GkState, 'hands' | 'limits' | 'mana' | 'cols' | 'shields' | 'beads' | 'mulligans'>;

/** The pile, copied the first time this draft writes it. */
const pileW = (d: Draft): number[] => (d.pile = own(d, d.pile));
/** The discard pile, copied the first time this draft writes it. */
const discardW = (d: Draft): number[] => (d.discard = own(d, d.discard));
/** The recruit line, copied the first time this draft writes it. */
const lineW = (d: Draft): number[] => (d.line = own(d, d.line));
/** A seat's hand, copied the first time this draft writes it. */
const handW = (d: Draft, seat: Seat): number[] => takeAt(d, d.hands, seat);
/** A column (by colIndex), copied the first time this draft writes it. */
const colW = (d: Draft, i: number): number[] => takeAt(d, d.cols, i);

/** A draft of a state: the small arrays copied, the card arrays shared until written (see Draft). */
export function draftOf(s: GkState): Draft {
  return startDraft({
    config: s.config,
    rng: cloneRng(s.rng),
    phase: s.phase,
    pile: s.pile,
    discard: s.discard,
    line: s.line,
    hands: s.hands.slice(),
    limits: s.limits.slice(),
    mana: s.mana.slice(),
    cols: s.cols.slice(),
    shields: s.shields.slice(),
    beads: s.beads.slice(),
    keeper: s.keeper,
    first: s.first,
    active: s.active,
    turn: s.turn,
    mulligans: s.mulligans.slice(),
    firstLoc: s.firstLoc,
    refreshed: s.refreshed,
    refreshLeft: s.refreshLeft,
    cur: s.cur,
    winner: s.winner,
    drawn: s.drawn,
  });
}

const other = (seat: Seat): Seat => 1 - seat;

/** Whether a witch may join a seat's column at a location (GK-11, GK-31). */
export function fitsAt(cols: readonly (readonly number[])[], seat: Seat, card: number, loc: number, ignore = -1): boolean {
  const w = WITCHES[card];
  if (!w || loc < 0 || loc > 3) return false;
  if (w.element === 'sun') {
    for (const v of cols[colIndex(seat, loc)] as readonly number[]) {
      const id = wid(v);
      if (id !== ignore && WITCHES[id]?.element === 'sun') return false;
    }
    return true;
  }
  return (LOCATIONS[loc] as (typeof LOCATIONS)[number]).gates.includes(w.element);
}

/** The refusal for placing a witch, or null (GK-11, GK-31). */
export function placementError(cols: readonly (readonly number[])[], seat: Seat, card: number, loc: number): GkError | null {
  if (!Number.isInteger(loc) || loc < 0 || loc > 3) return { code: 'NO_SUCH_LOCATION', loc };
  const w = WITCHES[card] as (typeof WITCHES)[number];
  if (fitsAt(cols, seat, card, loc)) return null;
  return w.element === 'sun' ? { code: 'SECOND_SHAPESHIFTER', loc } : { code: 'ELEMENT_NOT_AT_LOCATION', card, element: w.element, loc };
}

/** Finds a witch on a seat's side: [column index, position] or null. */
export function findOnSide(cols: readonly (readonly number[])[], seat: Seat, witch: number): [number, number] | null {
  for (let loc = 0; loc < 4; loc++) {
    const c = cols[colIndex(seat, loc)] as readonly number[];
    for (let i = 0; i < c.length; i++) if (wid(c[i] as number) === witch) return [colIndex(seat, loc), i];
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Cards moving

/** Top card of the pile, reshuffling the discard pile when the pile is empty (GK-27); -1 when both are empty. */
function drawTop(d: Draft, ev: GkEvent[]): number {
  if (d.pile.length === 0) {
    if (d.discard.length === 0) return -1;
    d.pile = shuffleInPlace(d.rng, discardW(d));
    d.discard = adopt<number[]>(d, []);
    ev.push({ type: 'reshuffled', count: d.pile.length });
  }
  return pileW(d).pop() as number;
}

/** Fills the recruit line back to four from the pile (GK-26). */
function refillLine(d: Draft, ev: GkEvent[]): void {
  if (d.line.length >= LINE_SIZE) return;
  refillRow(
    lineW(d),
    LINE_SIZE,
    () => {
      const c = drawTop(d, ev);
      return c < 0 ? undefined : c;
    },
    (witch) => ev.push({ type: 'lineRefilled', witch }),
  );
}

/** Whether anything is left to recruit: a line card, the pile or a discard pile to reshuffle. */
export function canRecruit(s: { readonly line: readonly number[]; readonly pile: readonly number[]; readonly discard: readonly number[] }): boolean {
  return s.line.length > 0 || s.pile.length > 0 || s.discard.length > 0;
}

function takeFromHand(d: Draft, seat: Seat, card: number): void {
  const h = handW(d, seat);
  h.splice(h.indexOf(card), 1);
}

/** Removes a witch from the plane to the discard pile; a shield on her returns to its owner (GK-48). */
function removeWitch(d: Draft, ev: GkEvent[], owner: Seat, witch: number): void {
  const at = findOnSide(d.cols, owner, witch);
  if (!at) return;
  colW(d, at[0]).splice(at[1], 1);
  discardW(d).push(witch);
  if (d.shields[owner] === witch) d.shields[owner] = -1;
  ev.push({ type: 'removed', witch, owner, loc: at[0] % 4 });
}

/** Dazzles a witch unless her owner's Astral Shield protects her (G10). Returns whether she was dazzled. */
function dazzle(d: Draft, ev: GkEvent[], owner: Seat, witch: number): boolean {
  if (d.shields[owner] === witch) return false;
  const at = findOnSide(d.cols, owner, witch);
  if (!at) return false;
  if (isDazzled((d.cols[at[0]] as readonly number[])[at[1]] as number)) return false;
  colW(d, at[0])[at[1]] = witch | DAZZLED;
  ev.push({ type: 'dazzled', witch, owner });
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// Targets of prompts: shared by legalMoves, validate and run (which skips a prompt with no target).

/** Opposing witches an Archer may shoot: upright and unshielded, anywhere on the other side (GK-44, G10). */
export function archerTargets(s: GkLike, seat: Seat): number[] {
  const out: number[] = [];
  const o = other(seat);
  for (let loc = 0; loc < 4; loc++) {
    for (const v of s.cols[colIndex(o, loc)] as readonly number[]) if (!isDazzled(v) && s.shields[o] !== v) out.push(v);
  }
  return out;
}

/** Mana an Archer's shot at a target costs: 0 for a weaker one, 1 otherwise (G7). */
export function archerCost(archer: number, target: number): number {
  return (WITCHES[target]?.power ?? 0) < (WITCHES[archer]?.power ?? 0) ? 0 : 1;
}

/** Own dazzled witches a Healer may raise: not herself (GK-45). */
export function healerTargets(s: GkLike, seat: Seat, healer: number): number[] {
  const out: number[] = [];
  for (let loc = 0; loc < 4; loc++) for (const v of s.cols[colIndex(seat, loc)] as readonly number[]) if (isDazzled(v) && wid(v) !== healer) out.push(wid(v));
  return out;
}

/** The opponent's dazzled witches, anywhere on the plane: Fury's targets (G8). */
export function furyTargets(s: GkLike, seat: Seat): number[] {
  const out: number[] = [];
  const o = other(seat);
  for (let loc = 0; loc < 4; loc++) for (const v of s.cols[colIndex(o, loc)] as readonly number[]) if (isDazzled(v)) out.push(wid(v));
  return out;
}

/** Own upright witches the Astral Shield may move to (not the one it already guards) (GK-48). */
export function shieldTargets(s: GkLike, seat: Seat): number[] {
  const out: number[] = [];
  for (let loc = 0; loc < 4; loc++) for (const v of s.cols[colIndex(seat, loc)] as readonly number[]) if (!isDazzled(v) && v !== s.shields[seat]) out.push(v);
  return out;
}

/** Hand witches a Twin Strike may add: weaker than her, placeable at another location (GK-43). */
export function twinOptions(s: GkLike, seat: Seat, twin: number, twinLoc: number): { card: number; loc: number }[] {
  const out: { card: number; loc: number }[] = [];
  const power = WITCHES[twin]?.power ?? 0;
  for (const card of s.hands[seat] as readonly number[]) {
    if ((WITCHES[card]?.power ?? 99) >= power) continue;
    for (let loc = 0; loc < 4; loc++) if (loc !== twinLoc && fitsAt(s.cols, seat, card, loc)) out.push({ card, loc });
  }
  return out;
}

/** The part of a state the target helpers read (a state or a draft). */
export interface GkLike {
  readonly cols: readonly (readonly number[])[];
  readonly shields: readonly number[];
  readonly hands: readonly (readonly number[])[];
}

// ---------------------------------------------------------------------------------------------------------
// The automatic part of a turn

function setCur(d: Draft, stage: Stage, animal?: boolean): void {
  const c = d.cur;
  // After a game-ending confrontation there is nothing left to resolve. A literal of one shape, not a spread:
  // this runs several times a move in the bots' hot path.
  if (c) d.cur = { witch: c.witch, loc: c.loc, stage, activates: c.activates, second: c.second, skipDuel: c.skipDuel, animal: animal ?? c.animal };
}

/** The duel of a newly placed witch against the end of the opposing column (GK-12…GK-14). */
function duel(d: Draft, ev: GkEvent[], animal: boolean): void {
  const c = d.cur as Resolving;
  const a = d.active;
  const o = other(a);
  const opp = d.cols[colIndex(o, c.loc)] as readonly number[];
  if (opp.length === 0) {
    ev.push({ type: 'noDuel', seat: a, witch: c.witch, why: 'empty' });
    return;
  }
  const end = opp[opp.length - 1] as number;
  if (isDazzled(end)) {
    ev.push({ type: 'noDuel', seat: a, witch: c.witch, why: 'dazzled' });
    return;
  }
  const mine = WITCHES[c.witch]?.power ?? 0;
  const theirs = animal ? 0 : (WITCHES[end]?.power ?? 0);
  let loser: number | null = null;
  let blocked = false;
  if (mine > theirs) {
    loser = end;
    blocked = !dazzleQuiet(d, o, end);
  } else if (theirs > mine) {
    loser = c.witch;
    blocked = !dazzleQuiet(d, a, c.witch);
  }
  ev.push({ type: 'duel', seat: a, witch: c.witch, target: end, loser: blocked ? null : loser, blocked });
  if (loser !== null && !blocked) ev.push({ type: 'dazzled', witch: loser, owner: loser === end ? o : a });
}

/** Dazzle without an event (the duel reports it in order). */
function dazzleQuiet(d: Draft, owner: Seat, witch: number): boolean {
  const quiet: GkEvent[] = [];
  return dazzle(d, quiet, owner, witch);
}

/** Damage the dominating side deals with n undazzled witches: 1, 1, 2, 2, then 2 each (G2). */
export function strikeFor(n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += i < 2 ? 1 : 2;
  return total;
}

/** Whether a witch counts for an element's confrontation: her own element, or any shapeshifter (GK-30). */
const countsAs = (witch: number, element: Element): boolean => {
  const e = WITCHES[witch]?.element;
  return e === element || e === 'sun';
};

/** The confrontation at a location when a gate of `element` opens (GK-23, G1, G2). */
function confront(d: Draft, ev: GkEvent[], loc: number, element: Element): void {
  const n = [0, 0];
  const up = [0, 0];
  for (let seat = 0; seat < 2; seat++) {
    for (const v of d.cols[colIndex(seat, loc)] as readonly number[]) {
      if (!countsAs(wid(v), element)) continue;
      n[seat] = (n[seat] as number) + 1;
      if (!isDazzled(v)) up[seat] = (up[seat] as number) + 1;
    }
  }
  if ((n[0] as number) + (n[1] as number) === 0) return;
  let dominant: Seat | null = null;
  if ((up[0] as number) > (up[1] as number)) dominant = 0;
  else if ((up[1] as number) > (up[0] as number)) dominant = 1;
  else if (d.config.tieBreak) {
    const dz0 = (n[0] as number) - (up[0] as number);
    const dz1 = (n[1] as number) - (up[1] as number);
    if (dz0 < dz1) dominant = 0;
    else if (dz1 < dz0) dominant = 1;
  }
  const strike = dominant === null ? 0 : strikeFor(up[dominant] as number);
  const block = dominant === null ? 0 : (n[other(dominant)] as number);
  const damage = Math.max(0, strike - block);
  ev.push({ type: 'confrontation', loc, element, undazzled: up, dominant, strike, block, damage });
  if (dominant !== null && damage > 0) {
    const victim = other(dominant);
    const before = d.mana[victim] as number;
    d.mana[victim] = Math.max(0, before - damage);
    // `amount` is what the track actually lost (mana stops at 0).
    ev.push({ type: 'damaged', seat: victim, amount: before - (d.mana[victim] as number), mana: d.mana[victim] as number });
    if (d.mana[victim] === 0) finish(d, ev, dominant, 'mana');
  }
}

function finish(d: Draft, ev: GkEvent[], winner: Seat | null, reason: 'mana' | 'turnLimit'): void {
  d.winner = winner;
  d.drawn = winner === null;
  d.phase = 'over';
  d.cur = null;
  ev.push(winner === null ? { type: 'draw' } : { type: 'won', seat: winner, reason });
}

/** Opens the next gate (or the one after, Manipulator) and resolves it, then the 4-witch clear (GK-22…GK-25). */
export function openGate(d: Draft, ev: GkEvent[], jump: 1 | 2): void {
  const loc = d.keeper;
  const card = LOCATIONS[loc] as (typeof LOCATIONS)[number];
  const skipped = jump === 2 ? (card.gates[((d.beads[loc] as number) + 1) % 3] as Element) : null;
  const gate = ((d.beads[loc] as number) + jump) % 3;
  d.beads[loc] = gate;
  const element = card.gates[gate] as Element;
  ev.push({ type: 'gateOpened', loc, gate, element, skipped });
  confront(d, ev, loc, element);
  if (d.phase === 'over') return;
  if (element === card.element) {
    const mine = d.cols[colIndex(0, loc)] as readonly number[];
    const theirs = d.cols[colIndex(1, loc)] as readonly number[];
    if (mine.length >= 4 || theirs.length >= 4) {
      const witches = [...mine, ...theirs].map(wid);
      for (const seat of [0, 1]) {
        for (const v of d.cols[colIndex(seat, loc)] as readonly number[]) if (d.shields[seat] === wid(v)) d.shields[seat] = -1;
        d.cols[colIndex(seat, loc)] = adopt<number[]>(d, []);
      }
      discardW(d).push(...witches);
      ev.push({ type: 'cleared', loc, witches });
    }
  }
}

/**
 * The normal Gatekeeper removal at her location: the weaker dazzled column end; a tie asks the player (GK-23, G6).
 * In a Fury turn the active player's own end is spared on every path (GK-40: "Your own dazzled witches are safe
 * and will not be victim of the Gatekeeper, even if no dazzled witches are present on the side of the opponent").
 */
function removeStep(d: Draft, ev: GkEvent[], spareActive: boolean): 'done' | 'tie' {
  const k = d.keeper;
  const ends: [Seat, number][] = [];
  for (const seat of spareActive ? [other(d.active)] : [d.active, other(d.active)]) {
    const c = d.cols[colIndex(seat, k)] as readonly number[];
    const end = c[c.length - 1];
    if (end !== undefined && isDazzled(end)) ends.push([seat, wid(end)]);
  }
  if (ends.length === 0) return 'done';
  if (ends.length === 2) {
    const [a, b] = ends as [[Seat, number], [Seat, number]];
    const pa = WITCHES[a[1]]?.power ?? 0;
    const pb = WITCHES[b[1]]?.power ?? 0;
    if (pa === pb) return 'tie';
    const pickd = pa < pb ? a : b;
    removeWitch(d, ev, pickd[0], pickd[1]);
    return 'done';
  }
  const only = ends[0] as [Seat, number];
  removeWitch(d, ev, only[0], only[1]);
  return 'done';
}

/** The two dazzled column ends at the Gatekeeper's location when G6 asks the active player to choose. */
export function tieEnds(s: { readonly cols: readonly (readonly number[])[]; readonly keeper: number }): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < 2; seat++) {
    const c = s.cols[colIndex(seat, s.keeper)] as readonly number[];
    const end = c[c.length - 1];
    if (end !== undefined && isDazzled(end)) out.push(wid(end));
  }
  return out;
}

/** Ends the turn: the Gatekeeper enters after the very first turn (G5), the turn limit, the next seat. */
function endTurn(d: Draft, ev: GkEvent[]): void {
  if (d.keeper < 0 && d.firstLoc >= 0) {
    d.keeper = d.firstLoc;
    ev.push({ type: 'keeperEntered', loc: d.keeper });
  }
  if (d.turn >= d.config.turnLimit) {
    const [m0, m1] = d.mana as [number, number];
    finish(d, ev, m0 === m1 ? null : m0 > m1 ? 0 : 1, 'turnLimit');
    return;
  }
  d.active = other(d.active);
  d.turn += 1;
  d.refreshed = false;
  d.refreshLeft = 0;
  d.cur = null;
  d.phase = 'play';
  ev.push({ type: 'turnBegan', seat: d.active, turn: d.turn });
}

/** Resolves automatic steps of the current witch until a decision is needed or the turn ends. */
export function run(d: Draft, ev: GkEvent[]): void {
  for (let guard = 0; guard < 64; guard++) {
    if (d.phase === 'over') return;
    const c = d.cur;
    if (!c) return;
    const a = d.active;
    const spell = c.witch >= 0 ? (WITCHES[c.witch]?.spell ?? null) : null;
    switch (c.stage) {
      case 'pre': {
        if (spell === 'temptress' && (d.cols[colIndex(other(a), c.loc)] as readonly number[]).length >= 2) return void (d.phase = 'temptress');
        if (spell === 'lieutenant' && lieutenantMoves(d, a).length > 0) return void (d.phase = 'lieutenant');
        if (spell === 'astralShield' && shieldTargets(d, a).length > 0) return void (d.phase = 'astralShield');
        setCur(d, 'duel');
        break;
      }
      case 'duel': {
        if (c.skipDuel) {
          ev.push({ type: 'noDuel', seat: a, witch: c.witch, why: 'moved' });
          setCur(d, 'post');
          break;
        }
        if (spell === 'archer' && archerTargets(d, a).some((t) => archerCost(c.witch, t) === 0 || (d.mana[a] as number) > 1)) return void (d.phase = 'archer');
        const opp = d.cols[colIndex(other(a), c.loc)] as readonly number[];
        const end = opp[opp.length - 1];
        if (spell === 'animalSpirit' && end !== undefined && !isDazzled(end)) return void (d.phase = 'animalSpirit');
        duel(d, ev, false);
        setCur(d, 'post');
        break;
      }
      case 'post': {
        if (spell === 'healer' && healerTargets(d, a, c.witch).length > 0) return void (d.phase = 'healer');
        if (spell === 'twinStrike' && !c.second && twinOptions(d, a, c.witch, c.loc).length > 0) return void (d.phase = 'twinStrike');
        setCur(d, 'gatekeeper');
        break;
      }
      case 'gatekeeper': {
        if (!c.activates || d.keeper < 0) {
          setCur(d, 'recruit');
          break;
        }
        const move = WITCHES[c.witch]?.move ?? 1;
        if (move === 'wild') return void (d.phase = 'wild');
        const path: number[] = [];
        let at = d.keeper;
        for (let i = 0; i < move; i++) path.push((at = (at + 1) % 4));
        ev.push({ type: 'keeperMoved', from: d.keeper, to: at, path });
        d.keeper = at;
        setCur(d, 'remove');
        break;
      }
      case 'remove': {
        if (spell === 'fury' && furyTargets(d, a).length > 0) return void (d.phase = 'fury');
        setCur(d, 'removeNormal');
        break;
      }
      case 'removeNormal': {
        if (removeStep(d, ev, spell === 'fury') === 'tie') return void (d.phase = 'removeTie');
        setCur(d, 'gate');
        break;
      }
      case 'gate': {
        if (spell === 'manipulator') return void (d.phase = 'manipulator');
        openGate(d, ev, 1);
        setCur(d, 'recruit');
        break;
      }
      case 'recruit': {
        if ((d.hands[a] as readonly number[]).length < (d.limits[a] as number) && canRecruit(d)) return void (d.phase = 'recruit');
        endTurn(d, ev);
        return;
      }
    }
  }
  throw new Error('gatekeeper: run did not settle');
}

/** Every Lieutenant move: one own witch to another column (obeying placement), at any position (GK-46). */
export function lieutenantMoves(s: GkLike, seat: Seat): { witch: number; loc: number; to: number }[] {
  const out: { witch: number; loc: number; to: number }[] = [];
  for (let from = 0; from < 4; from++) {
    for (const v of s.cols[colIndex(seat, from)] as readonly number[]) {
      const witch = wid(v);
      for (let loc = 0; loc < 4; loc++) {
        if (loc === from || !fitsAt(s.cols, seat, witch, loc, witch)) continue;
        const len = (s.cols[colIndex(seat, loc)] as readonly number[]).length;
        for (let to = 0; to <= len; to++) out.push({ witch, loc, to });
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Moves

/** Starts resolving a witch just placed (GK-10). */
function place(d: Draft, ev: GkEvent[], card: number, loc: number, second: boolean): void {
  const a = d.active;
  takeFromHand(d, a, card);
  colW(d, colIndex(a, loc)).push(card);
  if (d.firstLoc < 0) d.firstLoc = loc;
  ev.push({ type: 'played', seat: a, witch: card, loc });
  d.cur = { witch: card, loc, stage: 'pre', activates: true, second, skipDuel: false, animal: false };
}

/** Applies a move already validated; mutates the draft. */
export function applyMove(d: Draft, seat: Seat, m: GkMove, ev: GkEvent[]): void {
  const a = seat;
  const o = other(a);
  switch (m.type) {
    case 'mulligan': {
      const hand = handW(d, a);
      for (const c of m.cards) hand.splice(hand.indexOf(c), 1);
      // To the bottom of the pile (its start), then redraw from the top (GK-3): the events in that order.
      pileW(d).unshift(...m.cards);
      ev.push({ type: 'mulliganed', seat: a, count: m.cards.length });
      for (let i = 0; i < m.cards.length; i++) {
        const c = drawTop(d, ev);
        hand.push(c);
        ev.push({ type: 'drew', seat: a, witch: c });
      }
      d.mulligans.shift();
      if (d.mulligans.length === 0) {
        refillLine(d, ev);
        d.phase = 'play';
        ev.push({ type: 'turnBegan', seat: d.active, turn: d.turn });
      }
      return;
    }
    case 'play':
      d.refreshed = true;
      place(d, ev, m.card, m.loc, false);
      break;
    case 'pass':
      ev.push({ type: 'passed', seat: a });
      d.cur = { witch: -1, loc: -1, stage: 'recruit', activates: false, second: false, skipDuel: true, animal: false };
      break;
    case 'refresh': {
      const n = (d.hands[a] as readonly number[]).length - 1;
      d.limits[a] = n;
      d.refreshed = true;
      d.refreshLeft = n;
      ev.push({ type: 'refreshed', seat: a, limit: n });
      d.phase = canRecruit(d) ? 'refreshDraw' : 'refreshDiscard';
      if (d.phase === 'refreshDiscard' && (d.hands[a] as readonly number[]).length <= n) d.phase = 'play';
      return;
    }
    case 'recruit':
    case 'draw': {
      let card: number;
      if (m.type === 'recruit') {
        card = m.card;
        const line = lineW(d);
        line.splice(line.indexOf(card), 1);
        ev.push({ type: 'recruited', seat: a, witch: card });
      } else {
        card = drawTop(d, ev);
        ev.push({ type: 'drew', seat: a, witch: card });
      }
      handW(d, a).push(card);
      refillLine(d, ev);
      if (d.phase === 'refreshDraw') {
        d.refreshLeft -= 1;
        if (d.refreshLeft <= 0 || !canRecruit(d)) {
          d.refreshLeft = 0;
          d.phase = (d.hands[a] as readonly number[]).length > (d.limits[a] as number) ? 'refreshDiscard' : 'play';
        }
        return;
      }
      break;
    }
    case 'discard': {
      takeFromHand(d, a, m.card);
      discardW(d).push(m.card);
      ev.push({ type: 'discarded', seat: a, witch: m.card });
      if ((d.hands[a] as readonly number[]).length <= (d.limits[a] as number)) d.phase = 'play';
      return;
    }
    case 'skip':
      skip(d, ev, a);
      break;
    case 'temptress': {
      const c = d.cur as Resolving;
      const col = colW(d, colIndex(o, c.loc));
      const from = col.findIndex((v) => wid(v) === m.witch);
      const [v] = col.splice(from, 1);
      col.splice(m.to, 0, v as number);
      ev.push({ type: 'cast', seat: a, spell: 'temptress', witch: c.witch });
      ev.push({ type: 'moved', seat: a, witch: m.witch, owner: o, fromLoc: c.loc, toLoc: c.loc, to: m.to });
      setCur(d, 'duel');
      break;
    }
    case 'lieutenant': {
      const c = d.cur as Resolving;
      const at = findOnSide(d.cols, a, m.witch) as [number, number];
      const [v] = colW(d, at[0]).splice(at[1], 1);
      colW(d, colIndex(a, m.loc)).splice(m.to, 0, v as number);
      ev.push({ type: 'cast', seat: a, spell: 'lieutenant', witch: c.witch });
      ev.push({ type: 'moved', seat: a, witch: m.witch, owner: a, fromLoc: at[0] % 4, toLoc: m.loc, to: m.to });
      // GK-46: a Lieutenant who moved herself stands at her new location and has no duel.
      if (m.witch === c.witch) d.cur = { witch: c.witch, loc: m.loc, stage: 'duel', activates: c.activates, second: c.second, skipDuel: true, animal: c.animal };
      else setCur(d, 'duel');
      break;
    }
    case 'astralShield': {
      const c = d.cur as Resolving;
      const from = d.shields[a] as number;
      d.shields[a] = m.witch;
      ev.push({ type: 'cast', seat: a, spell: 'astralShield', witch: c.witch });
      ev.push({ type: 'shielded', seat: a, witch: m.witch, from });
      setCur(d, 'duel');
      break;
    }
    case 'archer': {
      const c = d.cur as Resolving;
      const cost = archerCost(c.witch, m.target);
      ev.push({ type: 'cast', seat: a, spell: 'archer', witch: c.witch });
      if (cost > 0) {
        d.mana[a] = (d.mana[a] as number) - cost;
        ev.push({ type: 'manaPaid', seat: a, mana: d.mana[a] as number });
      }
      dazzle(d, ev, o, m.target);
      setCur(d, 'post');
      break;
    }
    case 'animalSpirit': {
      const c = d.cur as Resolving;
      ev.push({ type: 'cast', seat: a, spell: 'animalSpirit', witch: c.witch });
      duel(d, ev, true);
      setCur(d, 'post', true);
      break;
    }
    case 'healer': {
      const c = d.cur as Resolving;
      ev.push({ type: 'cast', seat: a, spell: 'healer', witch: c.witch });
      for (const w of m.witches) {
        const at = findOnSide(d.cols, a, w) as [number, number];
        colW(d, at[0])[at[1]] = w;
      }
      ev.push({ type: 'healed', seat: a, witches: m.witches });
      setCur(d, 'gatekeeper');
      break;
    }
    case 'twinStrike': {
      const c = d.cur as Resolving;
      ev.push({ type: 'cast', seat: a, spell: 'twinStrike', witch: c.witch });
      place(d, ev, m.card, m.loc, true);
      break;
    }
    case 'wild': {
      if (m.loc === d.keeper) {
        ev.push({ type: 'keeperStays', loc: m.loc });
        setCur(d, 'recruit');
      } else {
        ev.push({ type: 'keeperMoved', from: d.keeper, to: m.loc, path: [m.loc] });
        d.keeper = m.loc;
        setCur(d, 'remove');
      }
      break;
    }
    case 'removeTie': {
      const owner = findOnSide(d.cols, a, m.witch) ? a : o;
      removeWitch(d, ev, owner, m.witch);
      setCur(d, 'gate');
      break;
    }
    case 'fury': {
      const c = d.cur as Resolving;
      ev.push({ type: 'cast', seat: a, spell: 'fury', witch: c.witch });
      for (const w of m.witches) removeWitch(d, ev, o, w);
      setCur(d, 'gate');
      break;
    }
    case 'manipulator': {
      const c = d.cur as Resolving;
      ev.push({ type: 'cast', seat: a, spell: 'manipulator', witch: c.witch });
      openGate(d, ev, 2);
      if (d.phase === 'over') return;
      setCur(d, 'recruit');
      break;
    }
  }
  if (d.phase !== 'over') d.phase = 'play';
  run(d, ev);
}

/** Declining the pending prompt: the step goes on without the spell (GK-39). */
function skip(d: Draft, ev: GkEvent[], a: Seat): void {
  ev.push({ type: 'skipped', seat: a, phase: d.phase });
  switch (d.phase) {
    case 'temptress':
    case 'lieutenant':
    case 'astralShield':
      setCur(d, 'duel');
      return;
    case 'archer':
    case 'animalSpirit':
      duel(d, ev, false);
      setCur(d, 'post');
      return;
    case 'healer':
    case 'twinStrike':
      setCur(d, 'gatekeeper');
      return;
    case 'fury':
      setCur(d, 'removeNormal');
      return;
    case 'manipulator':
      openGate(d, ev, 1);
      setCur(d, 'recruit');
      return;
    default:
      return;
  }
}

/** Applies a validated move to a fresh draft of `s` and returns the new state and events. */
export function step(s: GkState, seat: Seat, m: GkMove): { state: GkState; events: GkEvent[] } {
  const d = draftOf(s);
  const ev: GkEvent[] = [];
  applyMove(d, seat, m, ev);
  return { state: finishDraft<GkState>(d), events: ev };
}
