/**
 * How a person makes each GateRunners move, step by step (the move-building machine's grammar). Ids: cards
 * `c<instance>`, the Hero `hero`, a Gate card in hand before setup `gate:<id>`, a Gate in play `gate@<lane>`;
 * zones `lane<lane>`, an attack's target `strike:gate@<lane>` (the opposing Gate of the attacker's lane) or
 * `strike:hero`, a blocker's attacker `block:<attacker>`, a unit of yours a level-up is dropped onto `onto:<unit>`;
 * options by name. A card's targets are picked one by one in the order its effects list them (`target:<n>`:
 * a unit, the Hero, or a lane, as the effect reads it); payments and level-ups are sets of units.
 */
import type { MoveGrammar, Path, Step } from '../../machines/move-steps';
import type { GrMove, GrView } from '../../rules/gaterunners/index';
import { HERO, NO_TARGET } from '../../rules/gaterunners/index';

export const unitId = (card: number): string => (card === HERO ? 'hero' : `c${card}`);
export const laneZone = (lane: number): string => `lane${lane}`;
export const targetId = (target: number): string => `target:${target}`;

const card = (id: number): Step => ({ kind: 'card', id: unitId(id) });
const zone = (id: string): Step => ({ kind: 'zone', id });
const option = (id: string): Step => ({ kind: 'option', id });
/** A card's targets, one step each; an effect with nothing to target (NO_TARGET) is not a step: there is nothing to pick. */
const targets = (list: readonly number[]): Step[] => list.filter((t) => t !== NO_TARGET).map((t) => ({ kind: 'card', id: targetId(t) }));
const units = (list: readonly number[]): Step[] => (list.length === 0 ? [] : [{ kind: 'card', set: list.map(unitId) }]);

/** The lane a unit of the acting seat stands in (its Hero's lane for HERO), or null. */
export function laneOfUnit(view: GrView | undefined, card: number): number | null {
  const side = view?.sides[view.active];
  if (!side) return null;
  if (card === HERO) return side.hero.inPlay ? side.hero.lane : null;
  return side.units.find((unit) => unit.card === card)?.lane ?? null;
}

/** The zone an attack goes to: the opposing Gate of the attacker's lane, or the opposing Hero. */
export const strikeZone = (target: 'gate' | 'hero', lane: number | null): string => (target === 'hero' ? 'strike:hero' : `strike:gate@${lane ?? '?'}`);

export function pathOf(move: GrMove, view?: GrView): Path {
  switch (move.type) {
    case 'placeGate':
      return [{ kind: 'card', id: `gate:${move.gate}` }, zone(laneZone(move.lane))];
    case 'mulligan':
      return [{ kind: 'card', set: move.cards.map(unitId) }];
    case 'heroEnter':
      return [zone(laneZone(move.lane))];
    case 'playUnit':
      return [card(move.card), zone(laneZone(move.lane)), ...(move.levelUp.length > 0 ? [option('levelUp'), ...units(move.levelUp)] : []), ...targets(move.targets)];
    case 'moveUnit':
      return [card(move.card), zone(laneZone(move.lane))];
    case 'playAction':
      return [card(move.card), zone(laneZone(move.lane)), ...units(move.pay), ...targets(move.targets)];
    case 'tapUnit':
      return [card(move.card), option('ability'), ...targets(move.targets)];
    case 'activateGate':
      return [{ kind: 'card', id: `gate@${move.lane}` }, option('ability'), ...units(move.pay), ...targets(move.targets)];
    case 'maneuver':
      return [card(move.pirate), option('maneuver'), zone(laneZone(move.to))];
    case 'heroMove':
      return [card(HERO), zone(laneZone(move.lane))];
    case 'heroAbility':
      return [card(HERO), option('ability'), ...targets(move.targets)];
    case 'declareAttacker':
      return [card(move.card), zone(strikeZone(move.target, laneOfUnit(view, move.card)))];
    case 'declareBlocker':
      return [card(move.card), zone(`block:${unitId(move.attacker)}`)];
    case 'assignDamage':
      // Always a set, so that destroying none is the set finished empty (not a path that ends where others go on).
      return [card(move.attacker), option('destroy'), { kind: 'card', set: move.destroy.map(unitId) }];
    case 'discard':
      return [card(move.card)];
    case 'endMobilize':
    case 'confirm':
    case 'pass':
      return [option(move.type)];
  }
}

/** The zone of a unit of yours that a higher-Level card is dropped onto to level it up (GR-22). */
export const ontoZone = (card: number): string => `onto:${unitId(card)}`;

/**
 * A level-up's other ways in (GR-22): the new card dropped onto one of the units it uses that stands in the lane it
 * enters (the lane is that unit's), then any other units it uses, then its targets.
 */
export function levelUpPaths(move: GrMove, view?: GrView): Path[] {
  if (move.type !== 'playUnit' || move.levelUp.length === 0) return [];
  return move.levelUp
    .filter((unit) => laneOfUnit(view, unit) === move.lane)
    .map((onto) => [card(move.card), zone(ontoZone(onto)), ...units(move.levelUp.filter((unit) => unit !== onto)), ...targets(move.targets)]);
}

/** GateRunners' grammar: a discard waits for Confirm; every other step, an ability's option too, is the person's own tap. */
export const gateRunnersSteps: MoveGrammar<GrMove, GrView> = {
  paths: (move, view) => [pathOf(move, view), ...levelUpPaths(move, view)],
  confirm: (move) => move.type === 'discard',
};

/**
 * The units suggested to pay a cost by exhausting them (an Action's or a Gate ability's, GR-31) once the card
 * and its lane (or the Gate and its ability) are chosen: of the ways the rules allow, the one whose units are worth
 * least (`worth`: the table passes each unit's power). The person may change it before finishing. Null when the next
 * step is not a payment.
 */
export function suggestedPay(moves: readonly GrMove[], chosen: readonly Step[], worth: (unit: number) => number): readonly string[] | null {
  const [first, second] = chosen;
  if (chosen.length !== 2 || !first || !second || 'set' in first || 'set' in second) return null;
  let best: readonly number[] | null = null;
  let bestWorth = Infinity;
  for (const move of moves) {
    const pays =
      (move.type === 'playAction' && first.id === unitId(move.card) && second.id === laneZone(move.lane)) ||
      (move.type === 'activateGate' && first.id === `gate@${move.lane}` && second.id === 'ability');
    if (!pays || move.pay.length === 0) continue;
    const total = move.pay.reduce((sum, unit) => sum + worth(unit), 0);
    if (total < bestWorth) {
      best = move.pay;
      bestWorth = total;
    }
  }
  return best ? best.map(unitId) : null;
}
