/**
 * Words on the Gatekeeper table: the status line for what the person is choosing (from the move-building
 * machine's choices), for who else is deciding, and the move a drop stands for so the rules can say why not.
 */
import type { Choices } from '../../machines/move-builder';
import type { Seat } from '../../rules/core/module';
import type { Element, GkMove, GkPhase, GkView } from '../../rules/gatekeeper/index';
import { LOCATIONS } from '../../rules/gatekeeper/index';
import { HAND_ZONE, PILE_CARD, witchOfCard } from './steps';

/** The element names for words on the table. */
export const ELEMENT_WORD: Readonly<Record<Element, string>> = { air: 'Air', earth: 'Earth', water: 'Water', fire: 'Fire' };

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

export const LOC_NAMES = ['Air', 'Earth', 'Water', 'Fire'] as const;
export const locName = (loc: number): string => LOC_NAMES[loc] ?? `location ${loc + 1}`;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 'es'}`;
}

/** What the status line asks of the player whose decision it is. */
export function promptText(view: GkView, moves: readonly GkMove[], choices?: Choices<GkMove>): string {
  const held = choices?.chosen.length ? choices.chosen[choices.chosen.length - 1] : undefined;
  if (held && !('set' in held) && held.kind === 'card' && (view.phase === 'play' || view.phase === 'twinStrike')) return 'now tap one of the lit columns (Esc or a second tap puts her back)';
  if (held && !('set' in held) && held.kind === 'card' && (view.phase === 'recruit' || view.phase === 'refreshDraw')) return 'now tap your hand to take her (Esc puts her back)';
  const loc = view.cur?.loc ?? -1;
  switch (view.phase) {
    case 'mulligan':
      return 'tap witches to send under the pile and confirm, or keep your hand';
    case 'play':
      if (moves.some((m) => m.type === 'pass')) return 'no witch of yours fits anywhere: pass, then recruit';
      return 'drag a witch to one of your columns (or tap her, then a column)';
    case 'refreshDraw':
      return `take ${plural(view.refreshLeft, 'witch')} from the line or the pile`;
    case 'refreshDiscard': {
      const extra = view.hand.length - (view.limits[view.seat] ?? view.hand.length);
      return `discard ${plural(extra, 'witch')}: tap one, then Discard`;
    }
    case 'temptress':
      return `pick a witch in the opposing ${locName(loc)} column, then her new place`;
    case 'lieutenant':
      return 'pick one of your witches, then where she goes';
    case 'astralShield':
      return 'pick one of your upright witches to protect';
    case 'archer':
      return 'pick an upright opposing witch (an equal or stronger one costs 1 mana)';
    case 'animalSpirit':
      return 'count the opposing witch as spellpower 0 in this duel?';
    case 'healer':
      return 'pick up to 2 of your dazzled witches, then heal';
    case 'twinStrike':
      return 'place a weaker witch at another location';
    case 'wild':
      return 'choose a location for the Gatekeeper';
    case 'removeTie':
      return 'two equal dazzled witches: choose which one the Gatekeeper removes';
    case 'fury':
      return 'pick up to 2 dazzled opposing witches to remove, then confirm';
    case 'manipulator':
      return `make the bead at ${locName(view.keeper)} jump two gates, skipping one?`;
    case 'recruit':
      return 'drag a witch from the line or the pile to your hand (or tap, then tap your hand)';
    case 'over':
      return 'Game over';
  }
}

/** The gates of a location in clockwise order, as words ("Air → Water → Earth"). */
export function gateWords(loc: number): string {
  return (LOCATIONS[loc]?.gates ?? []).map((e) => ELEMENT_WORD[e]).join(' → ');
}

/** The status line while someone else decides. */
export function waitingText(view: GkView, active: Seat, name: (seat: Seat) => string): string {
  if (view.phase === 'mulligan') {
    const deciding = name(view.mulligans[0] ?? view.active);
    return `${deciding} ${deciding === 'You' ? 'decide' : 'decides'} on a mulligan`;
  }
  const who = name(active);
  return who === 'You' ? 'Your turn' : `${who}'s turn`;
}
