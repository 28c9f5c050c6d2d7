/**
 * How a person makes each Gateway Uprising move, step by step (the move-building machine's grammar). Ids: cards
 * `c<instance>` (hand, Runestones, Insurgents), a supply pile `pile:<pile>`, an offered Leader or Revolution card
 * `pick:<id>`, a card of a peeked pile `order:<index>`; zones `district<index>` and `play` (your Army: where a played card goes); options by name, `ally<seat>`
 * and `peek:<pile>`. Lending and assigning Damage are open picks (the rules list only some of the ways): a loan
 * is any set of the lender's Insurgents and Runestones, Damage is dealt a point at a time to opposing cards
 * (`damage:<index>`), and the finished move is checked by the rules.
 */
import type { MoveGrammar, OpenPick, Path, Step, StepId } from '../../machines/move-steps';
import type { GwMove } from '../../rules/gateway/index';

export const cardId = (card: number): string => `c${card}`;
/** Where a card from the hand is played (your Army and play area). */
export const PLAY_ZONE = 'play';
export const districtZone = (district: number): string => `district${district}`;
export const damageId = (index: number): string => `damage:${index}`;
export const runeId = (card: number): string => `rune:${card}`;

const card = (id: number): Step => ({ kind: 'card', id: cardId(id) });

export function pathOf(move: GwMove): Path {
  switch (move.type) {
    case 'play':
      // Drag it onto your Army (or tap it, then the Army): the play area is where a played card goes.
      return [card(move.card), { kind: 'zone', id: PLAY_ZONE }];
    case 'rune':
    case 'exile':
      return [card(move.card)];
    case 'recruit':
      return [{ kind: 'card', id: `pile:${move.pile}` }];
    case 'attack':
      return [{ kind: 'zone', id: districtZone(move.district) }];
    case 'ask':
      return [{ kind: 'zone', id: districtZone(move.district) }, { kind: 'option', id: `ally${move.ally}` }];
    case 'lend':
      return [{ kind: 'card', set: [...move.cards.map(cardId), ...move.runes.map(runeId)] }];
    case 'pick':
      return [{ kind: 'card', id: `pick:${move.id}` }];
    case 'assign':
      return [{ kind: 'card', set: move.damage.flatMap((points, index) => Array<string>(points).fill(damageId(index))) }];
    case 'peek':
      return [{ kind: 'option', id: `peek:${move.pile}` }];
    case 'order':
      return move.order.map((index) => ({ kind: 'card', id: `order:${index}` }));
    case 'done':
      return [{ kind: 'option', id: 'done' }];
  }
}

const idNumber = (id: StepId, prefix: string): number | null => (typeof id === 'string' && id.startsWith(prefix) ? Number(id.slice(prefix.length)) : null);

/** The open picks now: a loan of any of the lender's cards, Damage dealt a point at a time. */
export function openPicks(moves: readonly GwMove[]): OpenPick<GwMove>[] {
  const out: OpenPick<GwMove>[] = [];
  const loans = moves.filter((m): m is Extract<GwMove, { type: 'lend' }> => m.type === 'lend');
  if (loans.length > 0) {
    const candidates = [...new Set(loans.flatMap((m) => [...m.cards.map(cardId), ...m.runes.map(runeId)]))];
    out.push({
      after: [],
      kind: 'card',
      candidates,
      min: 0,
      max: candidates.length,
      repeat: false,
      // In the order the rules list them (the Army's, then the Runestones'), whatever order they were picked in.
      build: (picks) => {
        const chosen = candidates.filter((id) => picks.includes(id));
        return { type: 'lend', cards: chosen.flatMap((id) => idNumber(id, 'c') ?? []), runes: chosen.flatMap((id) => idNumber(id, 'rune:') ?? []) };
      },
    });
  }
  const assign = moves.find((m): m is Extract<GwMove, { type: 'assign' }> => m.type === 'assign');
  if (assign) {
    const targets = assign.damage.length;
    const total = assign.damage.reduce((sum, points) => sum + points, 0);
    out.push({
      after: [],
      kind: 'card',
      candidates: Array.from({ length: targets }, (_, i) => damageId(i)),
      min: total,
      max: total,
      repeat: true,
      build: (picks) => ({ type: 'assign', damage: Array.from({ length: targets }, (_, i) => picks.filter((id) => id === damageId(i)).length) }),
    });
  }
  return out;
}

/** Gateway's grammar: an attack on a district waits for Confirm (its forecast shown, an ally to ask where one may be). */
export const gatewaySteps: MoveGrammar<GwMove> = {
  paths: (move) => [pathOf(move)],
  // An attack waits for Confirm, with its forecast shown (your Damage against their Defense, and back).
  confirm: (move) => move.type === 'attack',
  open: openPicks,
};
