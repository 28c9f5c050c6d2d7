/**
 * From the rules' legal moves to what the table offers: which cards may be dragged where, which witches or
 * locations may be picked, which buttons show, and the words of the status line. Pure: the table asks the
 * director for the legal moves and never decides legality itself.
 */
import type { Element, GkMove, GkPhase, GkView } from '../../rules/gatekeeper/types';
import { LOCATIONS } from '../../rules/gatekeeper/witches';

/** The element names for words on the table. */
export const ELEMENT_WORD: Readonly<Record<Element, string>> = { air: 'Air', earth: 'Earth', water: 'Water', fire: 'Fire' };

export type Move<T extends GkMove['type']> = Extract<GkMove, { type: T }>;

export function movesOf<T extends GkMove['type']>(moves: readonly GkMove[], type: T): Move<T>[] {
  return moves.filter((m): m is Move<T> => m.type === type);
}

/** Zone ids: a column of the viewer's side, and the hand (recruiting). */
export const columnZone = (loc: number): string => `col${loc}`;
export const HAND_ZONE = 'hand';
/** Card ids as the table's CardViews carry them. */
export const witchCardId = (id: number): string => `w${id}`;
export const PILE_CARD = 'pile';

export function witchOfCard(cardId: string): number | null {
  return /^w\d+$/.test(cardId) ? Number(cardId.slice(1)) : null;
}

/** The zones a card may be dropped on now, from the legal moves. */
export function targetsFor(moves: readonly GkMove[], cardId: string): string[] {
  if (cardId === PILE_CARD) return moves.some((m) => m.type === 'draw') ? [HAND_ZONE] : [];
  const id = witchOfCard(cardId);
  if (id === null) return [];
  const out = new Set<string>();
  for (const m of moves) {
    if ((m.type === 'play' || m.type === 'twinStrike') && m.card === id) out.add(columnZone(m.loc));
    if (m.type === 'recruit' && m.card === id) out.add(HAND_ZONE);
  }
  return [...out];
}

/** The move a drop stands for (legal or not: a refused one is explained by the rules). */
export function moveForDrop(phase: GkPhase, cardId: string, zoneId: string): GkMove | null {
  if (cardId === PILE_CARD) return zoneId === HAND_ZONE ? { type: 'draw' } : null;
  const id = witchOfCard(cardId);
  if (id === null) return null;
  if (zoneId === HAND_ZONE) return { type: 'recruit', card: id };
  const loc = /^col(\d)$/.exec(zoneId);
  if (!loc) return null;
  return { type: phase === 'twinStrike' ? 'twinStrike' : 'play', card: id, loc: Number(loc[1]) };
}

/** Phases answered by tapping witches on the plane, and how many may be chosen at once. */
export const PICK_PHASES: Partial<Record<GkPhase, { readonly max: number; readonly confirm: boolean }>> = {
  temptress: { max: 1, confirm: false },
  lieutenant: { max: 1, confirm: false },
  astralShield: { max: 1, confirm: false },
  archer: { max: 1, confirm: false },
  removeTie: { max: 1, confirm: false },
  healer: { max: 2, confirm: true },
  fury: { max: 2, confirm: true },
};

/** Witches that may be tapped in the current prompt. */
export function pickableWitches(moves: readonly GkMove[]): Set<number> {
  const out = new Set<number>();
  for (const m of moves) {
    switch (m.type) {
      case 'temptress':
      case 'lieutenant':
      case 'astralShield':
      case 'removeTie':
        out.add(m.witch);
        break;
      case 'archer':
        out.add(m.target);
        break;
      case 'healer':
      case 'fury':
        for (const w of m.witches) out.add(w);
        break;
      default:
        break;
    }
  }
  return out;
}

/** The single-pick move for a tapped witch, when the prompt needs nothing more. */
export function singlePick(moves: readonly GkMove[], phase: GkPhase, witch: number): GkMove | null {
  for (const m of moves) {
    if (phase === 'astralShield' && m.type === 'astralShield' && m.witch === witch) return m;
    if (phase === 'archer' && m.type === 'archer' && m.target === witch) return m;
    if (phase === 'removeTie' && m.type === 'removeTie' && m.witch === witch) return m;
  }
  return null;
}

/** The Healer/Fury move matching a chosen set, if the rules list it. */
export function multiPick(moves: readonly GkMove[], chosen: readonly number[]): GkMove | null {
  const key = [...chosen].sort((a, b) => a - b).join(',');
  return moves.find((m) => (m.type === 'healer' || m.type === 'fury') && [...m.witches].sort((a, b) => a - b).join(',') === key) ?? null;
}

/** Positions offered after a Temptress or Lieutenant has picked a witch. */
export interface Destination {
  readonly move: GkMove;
  /** The viewer's side or the opponent's, and where in which column. */
  readonly seat: number;
  readonly loc: number;
  readonly to: number;
  /** Length of the column she lands in, after the move (to place the marker). */
  readonly length: number;
}

export function destinations(moves: readonly GkMove[], view: GkView, picked: number): Destination[] {
  const out: Destination[] = [];
  const me = view.seat;
  for (const m of moves) {
    if (m.type === 'temptress' && m.witch === picked) {
      const loc = view.cur?.loc ?? 0;
      const len = view.columns[1 - me]?.[loc]?.length ?? 0;
      out.push({ move: m, seat: 1 - me, loc, to: m.to, length: len });
    }
    if (m.type === 'lieutenant' && m.witch === picked) {
      const len = view.columns[me]?.[m.loc]?.length ?? 0;
      out.push({ move: m, seat: me, loc: m.loc, to: m.to, length: len + 1 });
    }
  }
  return out;
}

export const LOC_NAMES = ['Air', 'Earth', 'Water', 'Fire'] as const;
export const locName = (loc: number): string => LOC_NAMES[loc] ?? `location ${loc + 1}`;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 'es'}`;
}

/** What the status line asks of the player whose decision it is. */
export function promptText(view: GkView, moves: readonly GkMove[]): string {
  const loc = view.cur?.loc ?? -1;
  switch (view.phase) {
    case 'mulligan':
      return 'Mulligan: tap witches to send under the pile and confirm, or keep your hand';
    case 'play':
      if (moves.some((m) => m.type === 'pass')) return 'No witch of yours fits anywhere: pass, then recruit';
      return 'Your turn: drag a witch to one of your columns (or tap her, then a column)';
    case 'refreshDraw':
      return `Hand refresh: take ${plural(view.refreshLeft, 'witch')} from the line or the pile`;
    case 'refreshDiscard': {
      const extra = view.hand.length - (view.limits[view.seat] ?? view.hand.length);
      return `Hand refresh: choose ${plural(extra, 'witch')} to discard, then confirm`;
    }
    case 'temptress':
      return `Temptress: pick a witch in the opposing ${locName(loc)} column, then her new place`;
    case 'lieutenant':
      return 'Lieutenant: pick one of your witches, then where she goes';
    case 'astralShield':
      return 'Astral Shield: pick one of your upright witches to protect';
    case 'archer':
      return 'Archer: pick an upright opposing witch (an equal or stronger one costs 1 mana)';
    case 'animalSpirit':
      return 'Animal Spirit: count the opposing witch as spellpower 0 in this duel?';
    case 'healer':
      return 'Healer: pick up to 2 of your dazzled witches, then heal';
    case 'twinStrike':
      return 'Twin Strike: place a weaker witch at another location';
    case 'wild':
      return 'Choose a location for the Gatekeeper';
    case 'removeTie':
      return 'Two equal dazzled witches: choose which one the Gatekeeper removes';
    case 'fury':
      return 'Fury: pick up to 2 dazzled opposing witches to remove, then confirm';
    case 'manipulator':
      return `Manipulator: make the bead at ${locName(view.keeper)} jump two gates, skipping one?`;
    case 'recruit':
      return 'Recruit: drag a witch from the line or the pile to your hand (or tap, then tap your hand)';
    case 'over':
      return 'Game over';
  }
}

/** The gates of a location in clockwise order, as words ("Air → Water → Earth"). */
export function gateWords(loc: number): string {
  return (LOCATIONS[loc]?.gates ?? []).map((e) => ELEMENT_WORD[e]).join(' → ');
}
