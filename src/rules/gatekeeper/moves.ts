/** Legal moves and refusals for Gatekeeper: one function per question, sharing the target helpers of the engine. */
import type { Seat } from '../core/module';
import type { GkError, GkMove, GkState, Resolving } from './types';
import {
  archerCost,
  archerTargets,
  canRecruit,
  colIndex,
  findOnSide,
  fitsAt,
  furyTargets,
  healerTargets,
  isDazzled,
  lieutenantMoves,
  placementError,
  shieldTargets,
  tieEnds,
  twinOptions,
  wid,
} from './engine';
import { WITCHES } from './witches';

const SKIP: GkMove = { type: 'skip' };

/** Every subset of a sorted list, smallest first (mulligans). */
function subsets(items: readonly number[]): number[][] {
  const sorted = [...items].sort((x, y) => x - y);
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << sorted.length; mask++) {
    const pickd: number[] = [];
    for (let i = 0; i < sorted.length; i++) if (mask & (1 << i)) pickd.push(sorted[i] as number);
    out.push(pickd);
  }
  return out.sort((x, y) => x.length - y.length);
}

/** Singles and ascending pairs of a list (Healer, Fury: "up to two"). */
function upToTwo(items: readonly number[]): number[][] {
  const sorted = [...items].sort((x, y) => x - y);
  const out: number[][] = sorted.map((x) => [x]);
  for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) out.push([sorted[i] as number, sorted[j] as number]);
  return out;
}

/** Whether the active seat can place any witch of its hand (else it may pass, GK-15). */
export function canPlayAny(s: GkState, seat: Seat): boolean {
  for (const card of s.hands[seat] as readonly number[]) for (let loc = 0; loc < 4; loc++) if (fitsAt(s.cols, seat, card, loc)) return true;
  return false;
}

const cur = (s: GkState) => s.cur as Resolving;

/** Every legal move of the deciding seat in a stable order (the kernel has checked it is that seat's decision). */
export function legalMoves(s: GkState, seat: Seat): GkMove[] {
  const out: GkMove[] = [];
  switch (s.phase) {
    case 'mulligan':
      for (const cards of subsets(s.hands[seat] as readonly number[])) out.push({ type: 'mulligan', cards });
      return out;
    case 'play': {
      for (const card of s.hands[seat] as readonly number[]) for (let loc = 0; loc < 4; loc++) if (fitsAt(s.cols, seat, card, loc)) out.push({ type: 'play', card, loc });
      if (out.length === 0) out.push({ type: 'pass' });
      if (!s.refreshed && (s.hands[seat] as readonly number[]).length >= 2) out.push({ type: 'refresh' });
      return out;
    }
    case 'refreshDraw':
    case 'recruit':
      for (const card of s.line) out.push({ type: 'recruit', card });
      if (s.pile.length > 0 || s.discard.length > 0) out.push({ type: 'draw' });
      return out;
    case 'refreshDiscard':
      for (const card of s.hands[seat] as readonly number[]) out.push({ type: 'discard', card });
      return out;
    case 'temptress': {
      const col = s.cols[colIndex(1 - seat, cur(s).loc)] as readonly number[];
      for (let i = 0; i < col.length; i++) for (let to = 0; to < col.length; to++) if (to !== i) out.push({ type: 'temptress', witch: wid(col[i] as number), to });
      out.push(SKIP);
      return out;
    }
    case 'lieutenant':
      for (const m of lieutenantMoves(s, seat)) out.push({ type: 'lieutenant', ...m });
      out.push(SKIP);
      return out;
    case 'astralShield':
      for (const witch of shieldTargets(s, seat)) out.push({ type: 'astralShield', witch });
      out.push(SKIP);
      return out;
    case 'archer':
      for (const target of archerTargets(s, seat)) if (archerCost(cur(s).witch, target) === 0 || (s.mana[seat] as number) > 1) out.push({ type: 'archer', target });
      out.push(SKIP);
      return out;
    case 'animalSpirit':
      return [{ type: 'animalSpirit' }, SKIP];
    case 'healer':
      for (const witches of upToTwo(healerTargets(s, seat, cur(s).witch))) out.push({ type: 'healer', witches });
      out.push(SKIP);
      return out;
    case 'twinStrike':
      for (const m of twinOptions(s, seat, cur(s).witch, cur(s).loc)) out.push({ type: 'twinStrike', ...m });
      out.push(SKIP);
      return out;
    case 'wild':
      for (let loc = 0; loc < 4; loc++) out.push({ type: 'wild', loc });
      return out;
    case 'removeTie':
      for (const witch of tieEnds(s)) out.push({ type: 'removeTie', witch });
      return out;
    case 'fury':
      for (const witches of upToTwo(furyTargets(s, seat))) out.push({ type: 'fury', witches });
      out.push(SKIP);
      return out;
    case 'manipulator':
      return [{ type: 'manipulator' }, SKIP];
    case 'over':
      return out;
  }
}

/** A list of one or two distinct witches in ascending order, each among `allowed`; else the refusal. */
function pickError(witches: readonly number[], allowed: readonly number[], max: number): GkError | null {
  if (witches.length < 1 || witches.length > max) return { code: 'TOO_MANY_TARGETS', max };
  for (let i = 0; i < witches.length; i++) {
    const w = witches[i] as number;
    if (i > 0 && w <= (witches[i - 1] as number)) return { code: 'NO_SUCH_TARGET', witch: w, reason: 'list each witch once, in ascending order' };
    if (!allowed.includes(w)) return { code: 'NO_SUCH_TARGET', witch: w, reason: 'not a witch this spell can affect' };
  }
  return null;
}

const inHand = (s: GkState, seat: Seat, card: number) => (s.hands[seat] as readonly number[]).includes(card);

/** The refusal for a move, or null (the kernel has checked seat, turn and phase). */
export function validate(s: GkState, seat: Seat, m: GkMove): GkError | null {
  switch (m.type) {
    case 'mulligan': {
      for (let i = 0; i < m.cards.length; i++) {
        const c = m.cards[i] as number;
        if (i > 0 && c <= (m.cards[i - 1] as number)) return { code: 'BAD_MULLIGAN', reason: 'list each witch once, in ascending order' };
        if (!inHand(s, seat, c)) return { code: 'NOT_IN_HAND', card: c };
      }
      return null;
    }
    case 'play':
      if (!inHand(s, seat, m.card)) return { code: 'NOT_IN_HAND', card: m.card };
      return placementError(s.cols, seat, m.card, m.loc);
    case 'pass':
      return canPlayAny(s, seat) ? { code: 'CAN_STILL_PLAY' } : null;
    case 'refresh': {
      if (s.refreshed) return { code: 'ALREADY_REFRESHED' };
      const n = (s.hands[seat] as readonly number[]).length;
      return n < 2 ? { code: 'HAND_TOO_SMALL', hand: n } : null;
    }
    case 'recruit':
      return s.line.includes(m.card) ? null : { code: 'NOT_IN_LINE', card: m.card };
    case 'draw':
      return s.pile.length > 0 || s.discard.length > 0 ? null : { code: 'NOTHING_TO_DRAW' };
    case 'discard':
      return inHand(s, seat, m.card) ? null : { code: 'NOT_IN_HAND', card: m.card };
    case 'skip':
      return null;
    case 'temptress': {
      const col = s.cols[colIndex(1 - seat, cur(s).loc)] as readonly number[];
      const from = col.findIndex((v) => wid(v) === m.witch);
      if (from < 0) return { code: 'NO_SUCH_TARGET', witch: m.witch, reason: 'not in the opposing column at her location' };
      if (!Number.isInteger(m.to) || m.to < 0 || m.to >= col.length || m.to === from) return { code: 'BAD_POSITION', to: m.to, max: col.length - 1 };
      return null;
    }
    case 'lieutenant': {
      const at = findOnSide(s.cols, seat, m.witch);
      if (!at) return { code: 'NO_SUCH_TARGET', witch: m.witch, reason: 'not one of your witches on the plane' };
      if (!Number.isInteger(m.loc) || m.loc < 0 || m.loc > 3) return { code: 'NO_SUCH_LOCATION', loc: m.loc };
      if (m.loc === at[0] % 4) return { code: 'NO_SUCH_TARGET', witch: m.witch, reason: 'she must move to another column' };
      if (!fitsAt(s.cols, seat, m.witch, m.loc, m.witch)) return placementError(s.cols, seat, m.witch, m.loc);
      const len = (s.cols[colIndex(seat, m.loc)] as readonly number[]).length;
      return Number.isInteger(m.to) && m.to >= 0 && m.to <= len ? null : { code: 'BAD_POSITION', to: m.to, max: len };
    }
    case 'astralShield':
      return shieldTargets(s, seat).includes(m.witch) ? null : { code: 'NO_SUCH_TARGET', witch: m.witch, reason: 'the shield goes on one of your upright witches it does not already guard' };
    case 'archer': {
      if (!archerTargets(s, seat).includes(m.target)) return { code: 'NO_SUCH_TARGET', witch: m.target, reason: 'the Archer shoots an upright, unshielded opposing witch' };
      const cost = archerCost(cur(s).witch, m.target);
      const have = s.mana[seat] as number;
      return cost > 0 && have <= cost ? { code: 'CANNOT_PAY_LAST_MANA', need: cost + 1, have } : null;
    }
    case 'animalSpirit':
    case 'manipulator':
      return null;
    case 'healer':
      return pickError(m.witches, healerTargets(s, seat, cur(s).witch), 2);
    case 'twinStrike': {
      if (!inHand(s, seat, m.card)) return { code: 'NOT_IN_HAND', card: m.card };
      const max = (WITCHES[cur(s).witch]?.power ?? 0) - 1;
      const power = WITCHES[m.card]?.power ?? 0;
      if (power > max) return { code: 'TWIN_TOO_STRONG', card: m.card, power, max };
      if (m.loc === cur(s).loc) return { code: 'TWIN_SAME_LOCATION', loc: m.loc };
      return placementError(s.cols, seat, m.card, m.loc);
    }
    case 'wild':
      return Number.isInteger(m.loc) && m.loc >= 0 && m.loc <= 3 ? null : { code: 'NO_SUCH_LOCATION', loc: m.loc };
    case 'removeTie':
      return tieEnds(s).includes(m.witch) ? null : { code: 'NO_SUCH_TARGET', witch: m.witch, reason: 'choose one of the two dazzled witches at the column ends' };
    case 'fury':
      return pickError(m.witches, furyTargets(s, seat), 2);
  }
}

/** Whether a witch is upright on the plane (for views and tests). */
export function isUpright(s: GkState, owner: Seat, witch: number): boolean {
  const at = findOnSide(s.cols, owner, witch);
  return at !== null && !isDazzled((s.cols[at[0]] as readonly number[])[at[1]] as number);
}

export { canRecruit };
