/**
 * How a person makes each Gatekeeper move, step by step (the move-building machine's grammar). Ids are the
 * table's: cards `w<witch>` and `pile`, zones `col<loc>` (the viewer's columns), `hand`, `loc<loc>` (a location,
 * for the Gatekeeper's wild move) and `slot<to>`/`slot<loc>:<to>` (a place in a column, after a Temptress or
 * Lieutenant picked her witch), options by move name.
 */
import type { MoveGrammar, Path } from '../../machines/move-steps';
import type { GkMove, GkView } from '../../rules/gatekeeper/index';

export const witchCardId = (id: number): string => `w${id}`;
export const columnZone = (loc: number): string => `col${loc}`;
export const locationZone = (loc: number): string => `loc${loc}`;
export const HAND_ZONE = 'hand';
export const PILE_CARD = 'pile';
/** A Temptress's place in the opposing column of her location, a Lieutenant's in one of the viewer's. */
export const slotZone = (to: number, loc?: number): string => (loc === undefined ? `slot${to}` : `slot${loc}:${to}`);

export function witchOfCard(cardId: string): number | null {
  return /^w\d+$/.test(cardId) ? Number(cardId.slice(1)) : null;
}

/** Which move an option button stands for. */
export type GkOption = Extract<GkMove['type'], 'pass' | 'refresh' | 'skip' | 'animalSpirit' | 'manipulator'>;

export function pathOf(move: GkMove): Path {
  switch (move.type) {
    case 'mulligan':
      return [{ kind: 'card', set: move.cards.map(witchCardId) }];
    case 'play':
    case 'twinStrike':
      return [{ kind: 'card', id: witchCardId(move.card) }, { kind: 'zone', id: columnZone(move.loc) }];
    case 'recruit':
      return [{ kind: 'card', id: witchCardId(move.card) }, { kind: 'zone', id: HAND_ZONE }];
    case 'draw':
      return [{ kind: 'card', id: PILE_CARD }, { kind: 'zone', id: HAND_ZONE }];
    case 'discard':
    case 'astralShield':
    case 'removeTie':
      return [{ kind: 'card', id: witchCardId(move.type === 'discard' ? move.card : move.witch) }];
    case 'archer':
      return [{ kind: 'card', id: witchCardId(move.target) }];
    case 'temptress':
      return [{ kind: 'card', id: witchCardId(move.witch) }, { kind: 'zone', id: slotZone(move.to) }];
    case 'lieutenant':
      return [{ kind: 'card', id: witchCardId(move.witch) }, { kind: 'zone', id: slotZone(move.to, move.loc) }];
    case 'healer':
    case 'fury':
      return [{ kind: 'card', set: move.witches.map(witchCardId) }];
    case 'wild':
      return [{ kind: 'zone', id: locationZone(move.loc) }];
    case 'pass':
    case 'refresh':
    case 'skip':
    case 'animalSpirit':
    case 'manipulator':
      return [{ kind: 'option', id: move.type }];
  }
}

/**
 * Gatekeeper's grammar. A discard from a hand refresh waits for Confirm (the witch rises first, as in a
 * mulligan); every other move is sent as soon as its last step is picked.
 */
export const gatekeeperSteps: MoveGrammar<GkMove, GkView | null> = {
  paths: (move) => [pathOf(move)],
  confirm: (move) => move.type === 'discard',
};
