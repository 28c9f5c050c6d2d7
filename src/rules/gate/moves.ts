/** Legal moves and refusals for Gate: one enumeration and one validation sharing the same helpers (legalMoves ⇔ validate). */
import { COMMAND_COST, MARKET_SIZE, MAX_HEALTH, locIndex } from './content';
import { card, missing, repairSplits, stands } from './engine';
import type { Command, GateError, GateMove, GateState, Loc, Split, Trait } from './types';
import { LOCATIONS } from './types';

const END_TURN: GateMove = { type: 'endTurn' };

const inHand = (s: GateState, id: number): boolean => s.hand.includes(id);
const faceUp = (s: GateState, enemy: unknown): boolean => typeof enemy === 'number' && s.row.includes(enemy);
const isLoc = (x: unknown): x is Loc => typeof x === 'string' && (LOCATIONS as readonly string[]).includes(x);

/** Whether Fortify can do anything at a location: it stands and lacks health (GT-20). */
const fortifiable = (s: GateState, loc: number): boolean => missing(s.health, loc) > 0;

/** Every legal move in a stable order: card uses, then commands, recruits, end of turn. */
export function legalMoves(s: GateState): GateMove[] {
  const out: GateMove[] = [];
  const early = s.phase !== 'use';
  for (const id of s.hand) {
    const c = card(id);
    if (early && c.income > 0) out.push({ type: 'use', card: id, trait: 'income' });
    if (c.repair > 0) for (const split of repairSplits(s.health, c.repair)) out.push({ type: 'use', card: id, trait: 'repair', split });
    if (c.calm > 0 && s.fear > 0) out.push({ type: 'use', card: id, trait: 'calm' });
    if (c.attack > 0) for (const target of s.row) out.push({ type: 'use', card: id, trait: 'attack', target });
  }
  if (s.phase === 'command') {
    const can = (command: Command) => !s.commands.includes(command) && s.gold >= COMMAND_COST[command];
    if (can('callToArms')) for (const target of s.row) out.push({ type: 'command', command: 'callToArms', target });
    if (can('caravan') && s.market.some((c) => c >= 0)) out.push({ type: 'command', command: 'caravan' });
    if (can('festival') && s.fear > 0) out.push({ type: 'command', command: 'festival' });
    if (can('fortify')) for (let loc = 0; loc < 3; loc++) if (fortifiable(s, loc)) out.push({ type: 'command', command: 'fortify', target: LOCATIONS[loc] as Loc });
  }
  if (early) {
    for (let slot = 0; slot < MARKET_SIZE; slot++) {
      const c = s.market[slot] as number;
      if (c >= 0 && card(c).cost <= s.gold) out.push({ type: 'recruit', slot });
    }
  }
  out.push(END_TURN);
  return out;
}

/** The refusal for a repair split, or null (GT-23). */
function splitError(s: GateState, split: Split, value: number): GateError | null {
  if (!Array.isArray(split) || split.length !== 3 || !split.every((n) => Number.isInteger(n) && n >= 0)) return { code: 'BAD_SPLIT', reason: 'give three whole numbers of 0 or more: Farm, Gate, Tower' };
  let total = 0;
  let need = 0;
  for (let loc = 0; loc < 3; loc++) {
    const pts = split[loc] as number;
    const miss = missing(s.health, loc);
    need += miss;
    total += pts;
    if (pts === 0) continue;
    if (!stands(s.health, loc)) return { code: 'LOCATION_DESTROYED', loc: LOCATIONS[loc] as Loc };
    if (pts > miss) return { code: 'TOO_MUCH_REPAIR', loc: LOCATIONS[loc] as Loc, amount: pts, missing: miss };
  }
  need = Math.min(need, value);
  if (need === 0) return { code: 'NOTHING_TO_REPAIR' };
  return total === need ? null : { code: 'REPAIR_TOTAL', total, need };
}

/** The refusal for using a card, or null (GT-22…GT-25). */
function useError(s: GateState, m: Extract<GateMove, { type: 'use' }>): GateError | null {
  if (!inHand(s, m.card)) return { code: 'NOT_IN_HAND', card: m.card };
  const trait: Trait = m.trait;
  if (!((card(m.card)[trait] as number) > 0)) return { code: 'NO_SUCH_TRAIT', card: m.card, trait };
  switch (m.trait) {
    case 'income':
      return s.phase === 'use' ? { code: 'INCOME_TOO_LATE' } : null;
    case 'calm':
      return s.fear > 0 ? null : { code: 'NO_FEAR' };
    case 'attack':
      return faceUp(s, m.target) ? null : { code: 'NOT_FACE_UP', enemy: m.target };
    case 'repair':
      return splitError(s, m.split, card(m.card).repair);
  }
}

/** The refusal for a command, or null (GT-16…GT-20). */
function commandError(s: GateState, m: Extract<GateMove, { type: 'command' }>): GateError | null {
  if (s.commands.includes(m.command)) return { code: 'ALREADY_ISSUED', command: m.command };
  switch (m.command) {
    case 'callToArms':
      if (!faceUp(s, m.target)) return { code: 'NOT_FACE_UP', enemy: m.target };
      break;
    case 'fortify': {
      if (!isLoc(m.target)) return { code: 'NO_SUCH_LOCATION', loc: String(m.target) };
      const loc = locIndex(m.target);
      if (!stands(s.health, loc)) return { code: 'LOCATION_DESTROYED', loc: m.target };
      if (!fortifiable(s, loc)) return { code: 'FULL_HEALTH', loc: m.target, health: MAX_HEALTH[loc] as number };
      break;
    }
    case 'caravan':
      if (!s.market.some((c) => c >= 0)) return { code: 'MARKET_EMPTY' };
      break;
    case 'festival':
      if (s.fear === 0) return { code: 'NO_FEAR' };
      break;
  }
  const need = COMMAND_COST[m.command];
  return s.gold >= need ? null : { code: 'NOT_ENOUGH_GOLD', need, have: s.gold };
}

/** The refusal for a move, or null (the kernel has checked the game is on and the move fits the step). */
export function validate(s: GateState, m: GateMove): GateError | null {
  switch (m.type) {
    case 'use':
      return useError(s, m);
    case 'command':
      return commandError(s, m);
    case 'recruit': {
      if (!Number.isInteger(m.slot) || m.slot < 0 || m.slot >= MARKET_SIZE) return { code: 'NO_SUCH_SLOT', slot: m.slot };
      const c = s.market[m.slot] as number;
      if (c < 0) return { code: 'SLOT_EMPTY', slot: m.slot };
      const need = card(c).cost;
      return s.gold >= need ? null : { code: 'NOT_ENOUGH_GOLD', need, have: s.gold };
    }
    case 'endTurn':
      return null;
  }
}

