/**
 * What the Gatekeeper table shows, as plain data: a copy of a seat's view that the table steps through one
 * domain event at a time while it animates, so every event moves cards from where the previous one left them.
 * Pure and Phaser-free (tested in tests/scenes). It never decides legality: it only replays what the rules said.
 */
import type { Seat } from '../../rules/core/module';
import type { PictureSteps } from '../kit/picture';
import { pictureOf, stepPicture, takeOut, unchanged } from '../kit/picture';
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
  stepPicture(STEPS, s, e, final);
}

/** Dazzled witches turn sideways; healed ones stand up again. */
const turnWitches = (s: Shown, e: Extract<GkEvent, { type: 'dazzled' | 'healed' }>): void => {
  const ids = e.type === 'dazzled' ? [e.witch] : e.witches;
  for (const id of ids) {
    const at = findOnPlane(s, id);
    const shown = at && col(s, at.seat, at.loc)[at.index];
    if (shown) shown.dazzled = e.type === 'dazzled';
  }
};

const manaOf = (s: Shown, e: Extract<GkEvent, { type: 'manaPaid' | 'damaged' }>): void => {
  s.mana[e.seat] = e.mana;
};

const STEPS: PictureSteps<Shown, GkEvent, GkView> = {
  played: (s, e) => {
    if (e.seat === s.seat) takeOut(s.hand, e.witch);
    bump(s.handCounts, e.seat, -1);
    col(s, e.seat, e.loc).push({ witch: e.witch, dazzled: false, shielded: false });
  },
  dazzled: turnWitches,
  healed: turnWitches,
  shielded: (s, e) => setShield(s, e.seat, e.witch),
  moved: (s, e) => {
    const at = findOnPlane(s, e.witch);
    if (!at) return;
    const [shown] = col(s, at.seat, at.loc).splice(at.index, 1);
    if (shown) col(s, e.owner, e.toLoc).splice(e.to, 0, shown);
  },
  manaPaid: manaOf,
  damaged: manaOf,
  keeperEntered: (s, e) => {
    s.keeper = e.loc;
  },
  keeperMoved: (s, e) => {
    s.keeper = e.to;
  },
  removed: (s, e) => {
    const at = findOnPlane(s, e.witch);
    if (at) col(s, at.seat, at.loc).splice(at.index, 1);
    s.discard.push(e.witch);
    if (s.shields[e.owner] === e.witch) s.shields[e.owner] = -1;
  },
  gateOpened: (s, e) => {
    s.beads[e.loc] = e.gate;
  },
  cleared: (s, e) => {
    for (let seat = 0; seat < s.columns.length; seat++) {
      for (const shown of col(s, seat, e.loc)) if (s.shields[seat] === shown.witch) s.shields[seat] = -1;
      (s.columns[seat] as ShownWitch[][])[e.loc] = [];
    }
    s.discard.push(...e.witches);
  },
  recruited: (s, e) => {
    takeOut(s.line, e.witch);
    if (e.seat === s.seat) s.hand.push(e.witch);
    bump(s.handCounts, e.seat, 1);
  },
  drew: (s, e) => {
    s.pileCount = Math.max(0, s.pileCount - 1);
    if (e.seat === s.seat && e.witch >= 0) s.hand.push(e.witch);
    bump(s.handCounts, e.seat, 1);
  },
  lineRefilled: (s, e) => {
    s.pileCount = Math.max(0, s.pileCount - 1);
    s.line.push(e.witch);
  },
  reshuffled: (s, e) => {
    s.pileCount = e.count;
    s.discard = [];
  },
  refreshed: (s, e) => {
    s.limits[e.seat] = e.limit;
  },
  discarded: (s, e) => {
    if (e.seat === s.seat) takeOut(s.hand, e.witch);
    bump(s.handCounts, e.seat, -1);
    s.discard.push(e.witch);
  },
  mulliganed: (s, e, final) => {
    s.pileCount += e.count;
    bump(s.handCounts, e.seat, -e.count);
    if (e.seat === s.seat) s.hand = s.hand.filter((id) => final.hand.includes(id));
  },
  turnBegan: (s, e) => {
    s.active = e.seat;
  },
  duel: unchanged,
  noDuel: unchanged,
  cast: unchanged,
  keeperStays: unchanged,
  confrontation: unchanged,
  skipped: unchanged,
  passed: unchanged,
  won: unchanged,
  draw: unchanged,
};

/** Witches the viewer's hand lost in a mulligan (they go under the pile). */
export function mulliganedAway(s: Shown, final: GkView): number[] {
  return s.hand.filter((id) => !final.hand.includes(id));
}
