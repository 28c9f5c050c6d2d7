/**
 * What a GateRunners compact face is painted from, as a key (CardModel.face): a card whose new model has the same
 * key keeps its baked front (components/same-model.ts). Phaser-free, so tests can check every mark is in it.
 */
import type { UnitState } from '../../rules/gaterunners/index';

/** What a unit in a lane shows besides its card: damage marked and bonuses until the end of the turn. */
export type UnitMarks = Pick<UnitState, 'damage' | 'plusPower' | 'plusHealth' | 'exhausted'>;

export function unitFaceKey(cardId: string, marks: UnitMarks): string {
  return `unit:${cardId}:${marks.damage}:${marks.plusPower}:${marks.plusHealth}:${marks.exhausted}`;
}

export function heroFaceKey(heroId: string, state: { readonly damage: number; readonly feats: number }): string {
  return `hero:${heroId}:${state.damage}:${state.feats}`;
}
