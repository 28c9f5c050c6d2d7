/**
 * What the Gatekeeper table shows, as plain data: a copy of a seat's view that the table steps through one
 * domain event at a time while it animates, so every event moves cards from where the previous one left them.
 * Pure and Phaser-free (tested in tests/scenes). It never decides legality: it only replays what the rules said.
 */
import type { Seat } from '../../rules/core/module';
import { pictureOf } from '../kit/picture';
import type { GkEvent, GkPhase, GkView } from '../../rules/gatekeeper/index';

export interface ShownWitch {
  witch: number;
  dazzled: boolean;
  shielded: boolean;
}

/** A mutable picture of the table from one seat's eyes. */
export interface Shown {
  seat: Seat;
  active: Seat;
  phase: GkPhase;
  /** The viewer's hand, in order. */
  hand: number[];
  handCounts: number[];
  limits: number[];
  mana: number[];
  /** [seat][loc] from the location card outward. */
  columns: ShownWitch[][][];
  shields: number[];
  beads: number[];
  keeper: number;
  line: number[];
  pileCount: number;
  discard: number[];
}

/** A fresh copy of a view to step through. */
export function shownOf(v: GkView): Shown {
  return pictureOf(v);
}

/** Where a witch lies on the plane. */
export interface PlaneSpot {
  readonly seat: Seat;
  readonly loc: number;
  readonly index: number;
}

export function findOnPlane(s: Shown, witch: number): PlaneSpot | null {
  for (let seat = 0; seat < s.columns.length; seat++) {
    const side = s.columns[seat] ?? [];
    for (let loc = 0; loc < side.length; loc++) {
      const index = (side[loc] ?? []).findIndex((p) => p.witch === witch);
      if (index >= 0) return { seat, loc, index };
    }
  }
  return null;
}

function col(s: Shown, seat: Seat, loc: number): ShownWitch[] {
  const side = (s.columns[seat] ??= []);
  return (side[loc] ??= []);
}

function takeOut(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

function bump(list: number[], i: number, by: number): void {
  list[i] = Math.max(0, (list[i] ?? 0) + by);
}

function setShield(s: Shown, seat: Seat, witch: number): void {
  for (const c of s.columns[seat] ?? []) for (const p of c) p.shielded = p.witch === witch;
  s.shields[seat] = witch;
}

/**
 * Steps the picture through one event. `final` is the view after the whole move: it tells which witches a
 * mulligan sent back (the events only count them).
 */
export function applyEvent(s: Shown, e: GkEvent, final: GkView): void {
  const me = s.seat;
  switch (e.type) {
    case 'played': {
      if (e.seat === me) takeOut(s.hand, e.witch);
      bump(s.handCounts, e.seat, -1);
      col(s, e.seat, e.loc).push({ witch: e.witch, dazzled: false, shielded: false });
      return;
    }
    case 'dazzled':
    case 'healed': {
      const ids = e.type === 'dazzled' ? [e.witch] : e.witches;
      for (const id of ids) {
        const at = findOnPlane(s, id);
        const p = at && col(s, at.seat, at.loc)[at.index];
        if (p) p.dazzled = e.type === 'dazzled';
      }
      return;
    }
    case 'shielded':
      setShield(s, e.seat, e.witch);
      return;
    case 'moved': {
      const at = findOnPlane(s, e.witch);
      if (!at) return;
      const [p] = col(s, at.seat, at.loc).splice(at.index, 1);
      if (p) col(s, e.owner, e.toLoc).splice(e.to, 0, p);
      return;
    }
    case 'manaPaid':
    case 'damaged':
      s.mana[e.seat] = e.mana;
      return;
    case 'keeperEntered':
      s.keeper = e.loc;
      return;
    case 'keeperMoved':
      s.keeper = e.to;
      return;
    case 'removed': {
      const at = findOnPlane(s, e.witch);
      if (at) col(s, at.seat, at.loc).splice(at.index, 1);
      s.discard.push(e.witch);
      if (s.shields[e.owner] === e.witch) s.shields[e.owner] = -1;
      return;
    }
    case 'gateOpened':
      s.beads[e.loc] = e.gate;
      return;
    case 'cleared': {
      for (let seat = 0; seat < s.columns.length; seat++) {
        for (const p of col(s, seat, e.loc)) if (s.shields[seat] === p.witch) s.shields[seat] = -1;
        (s.columns[seat] as ShownWitch[][])[e.loc] = [];
      }
      s.discard.push(...e.witches);
      return;
    }
    case 'recruited':
      takeOut(s.line, e.witch);
      if (e.seat === me) s.hand.push(e.witch);
      bump(s.handCounts, e.seat, 1);
      return;
    case 'drew':
      s.pileCount = Math.max(0, s.pileCount - 1);
      if (e.seat === me && e.witch >= 0) s.hand.push(e.witch);
      bump(s.handCounts, e.seat, 1);
      return;
    case 'lineRefilled':
      s.pileCount = Math.max(0, s.pileCount - 1);
      s.line.push(e.witch);
      return;
    case 'reshuffled':
      s.pileCount = e.count;
      s.discard = [];
      return;
    case 'refreshed':
      s.limits[e.seat] = e.limit;
      return;
    case 'discarded':
      if (e.seat === me) takeOut(s.hand, e.witch);
      bump(s.handCounts, e.seat, -1);
      s.discard.push(e.witch);
      return;
    case 'mulliganed': {
      s.pileCount += e.count;
      bump(s.handCounts, e.seat, -e.count);
      if (e.seat === me) s.hand = s.hand.filter((id) => final.hand.includes(id));
      return;
    }
    case 'turnBegan':
      s.active = e.seat;
      return;
    case 'duel':
    case 'noDuel':
    case 'cast':
    case 'keeperStays':
    case 'confrontation':
    case 'skipped':
    case 'passed':
    case 'won':
    case 'draw':
      return;
  }
}

/** Witches the viewer's hand lost in a mulligan (they go under the pile). */
export function mulliganedAway(s: Shown, final: GkView): number[] {
  return s.hand.filter((id) => !final.hand.includes(id));
}
