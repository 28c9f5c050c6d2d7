/**
 * How a person makes each Gate move, step by step (the move-building machine's grammar). Ids are the table's:
 * cards `c<card>`, zones `gold`, `market`, `fearamid`, `discard`, `enemy<slot>` and the locations by name
 * (`farm`, `gate`, `tower`), options by command (`callToArms`…), `endTurn`, and `split:<farm>-<gate>-<tower>`
 * for a repair's split of its points.
 */
import type { MoveGrammar, Path, PickStep, Step } from '../../machines/move-steps';
import type { GateMove, GateView, Split } from '../../rules/gate/index';
import { LOCATIONS } from '../../rules/gate/index';

export const FEARAMID_ZONE = 'fearamid';
export const GOLD_ZONE = 'gold';
export const MARKET_ZONE = 'market';
export const DISCARD_ZONE = 'discard';
export const enemyZone = (slot: number): string => `enemy${slot}`;
export const cardId = (id: number): string => `c${id}`;
export const splitOption = (split: Split): string => `split:${split.join('-')}`;

export function cardOf(id: string): number | null {
  return /^c\d+$/.test(id) ? Number(id.slice(1)) : null;
}

/** The enemy slot a zone id names, or null. */
export function slotOfZone(zoneId: string): number | null {
  const m = /^enemy(\d)$/.exec(zoneId);
  return m ? Number(m[1]) : null;
}

/** The split an option id names, or null. */
export function splitOfOption(id: string): Split | null {
  const m = /^split:(\d+)-(\d+)-(\d+)$/.exec(id);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** The parts of a view the grammar reads: which enemy is in which slot, which card in which market slot. */
export type GateSteps = Pick<GateView, 'row' | 'market'>;

export function pathsOf(move: GateMove, view: GateSteps): Path[] {
  switch (move.type) {
    case 'use': {
      const card: Step = { kind: 'card', id: cardId(move.card) };
      switch (move.trait) {
        case 'income':
          return [GOLD_ZONE, MARKET_ZONE].map((zone) => [card, { kind: 'zone', id: zone }]);
        case 'calm':
          return [[card, { kind: 'zone', id: FEARAMID_ZONE }]];
        case 'attack': {
          const slot = view.row.indexOf(move.target);
          return slot < 0 ? [] : [[card, { kind: 'zone', id: enemyZone(slot) }]];
        }
        case 'repair':
          // Dropped on any location it repairs, then its split of the points.
          return LOCATIONS.flatMap((loc, i) => ((move.split[i] ?? 0) > 0 ? [[card, { kind: 'zone', id: loc }, { kind: 'option', id: splitOption(move.split) }] as Path] : []));
      }
      break;
    }
    case 'recruit': {
      const card = view.market[move.slot];
      return card === undefined ? [] : [[{ kind: 'card', id: cardId(card) }, { kind: 'zone', id: DISCARD_ZONE }]];
    }
    case 'command': {
      const option: Step = { kind: 'option', id: move.command };
      if (move.command === 'callToArms') {
        const slot = view.row.indexOf(move.target);
        return slot < 0 ? [] : [[option, { kind: 'zone', id: enemyZone(slot) }]];
      }
      if (move.command === 'fortify') return [[option, { kind: 'zone', id: move.target }]];
      return [[option]];
    }
    case 'endTurn':
      return [[{ kind: 'option', id: 'endTurn' }]];
  }
  return [];
}

/** A command's target and a repair's split are taken at once when there is only one. */
export function autoStep(step: PickStep, chosen: readonly Step[]): boolean {
  const last = chosen[chosen.length - 1];
  if (step.kind === 'option') return typeof step.id === 'string' && step.id.startsWith('split:');
  return step.kind === 'zone' && last !== undefined && last.kind === 'option';
}

export const gateSteps: MoveGrammar<GateMove, GateSteps> = {
  paths: pathsOf,
  auto: autoStep,
};
