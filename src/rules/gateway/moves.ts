/**
 * What a deciding seat may do (legalMoves) and why a move is refused (validate), phase by phase. Clause ids:
 * docs/rules/gateway.md. The one deliberate asymmetry: `assign` accepts any distribution of the whole Damage
 * Amount, while legalMoves offers one per killable set (GW-35).
 */
import type { Seat } from '../core/module';
import { battleDecider, damageAmount, sideUnits, assignOptions } from './battle';
import { cardAt, deckCard } from './cards';
import { commander } from './battle';
import { holder, pickerOf } from './draft';
import { peekPileCards, peekPiles, priceOf } from './effects';
import type { DistrictState, GwError, GwMove, GwState, PeekPile, PlayerState } from './types';
import { PEEK_PILES } from './types';

/** The seats deciding now (none once the game is over). */
export function deciding(s: GwState): Seat[] {
  if (s.end) return [];
  if (s.pending) return [s.pending.seat];
  if (s.phase === 'ally' && s.alliance) return [s.alliance.ally];
  if (s.phase === 'pick' && s.picking) return [pickerOf(s, s.picking.count)];
  if (s.battle && (s.phase === 'runes' || s.phase === 'assign')) return [battleDecider(s, s.battle)];
  return [s.active];
}

/** On whose behalf the decider acts (U3): the Guard or the Horde when commanding them. */
export function onBehalfOf(s: GwState): string | undefined {
  if (s.phase !== 'assign' || !s.battle) return undefined;
  const side = s.battle.step === 'assignA' ? s.battle.a : s.battle.d;
  return side === -1 ? 'the City Guard' : side === -2 ? 'the Horde' : undefined;
}

const PERMS: readonly (readonly number[])[][] = [[[]], [[0]], [[0, 1], [1, 0]], [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]];

/** A move for each of a player's Runestones (GW-40). */
function pushRunes(out: GwMove[], p: PlayerState): void {
  for (const card of p.runes) out.push({ type: 'rune', card });
}

/** Every legal move for a deciding seat, in a stable order. */
export function legalMoves(s: GwState, seat: Seat): GwMove[] {
  const p = s.players[seat] as PlayerState;
  const out: GwMove[] = [];
  switch (s.phase) {
    case 'pick':
      for (const id of s.picking?.offer ?? []) out.push({ type: 'pick', id });
      return out;
    case 'deploy':
      for (const card of p.hand) if (deckCard(card).ap <= s.turn.ap) out.push({ type: 'play', card });
      pushRunes(out, p);
      out.push({ type: 'done' });
      return out;
    case 'recruit':
      if (s.turn.recruits > 0) {
        for (const pile of s.supply) {
          const price = priceOf(s, pile.id);
          if (pile.cards.length > 0 && price !== null && price <= s.turn.gold) out.push({ type: 'recruit', pile: pile.id });
        }
      }
      pushRunes(out, p);
      out.push({ type: 'done' });
      return out;
    case 'attack':
      if (p.army.length > 0 && s.turn.attacks > 0) {
        s.districts.forEach((x, i) => {
          if (x.ruined || x.owner === seat) return;
          out.push({ type: 'attack', district: i });
          // GW-42: the same attack with each player who could help asked.
          if (fightsFor(s, i)) for (let ally = 0; ally < s.players.length; ally++) if (allyProblem(s, seat, i, ally) === null) out.push({ type: 'ask', district: i, ally });
        });
      }
      pushRunes(out, p);
      out.push({ type: 'done' });
      return out;
    case 'ally': {
      // GW-42: decline, lend everything, every Insurgent without the Runestones, or one Insurgent.
      out.push({ type: 'lend', cards: [], runes: [] });
      const all = p.army.map((u) => u.card);
      if (all.length > 0) out.push({ type: 'lend', cards: all, runes: [] });
      if (p.runes.length > 0) out.push({ type: 'lend', cards: all, runes: p.runes.slice() });
      if (all.length > 1) for (const card of all) out.push({ type: 'lend', cards: [card], runes: [] });
      return out;
    }
    case 'runes':
      pushRunes(out, p);
      out.push({ type: 'done' });
      return out;
    case 'assign':
      return s.battle ? assignOptions(s, s.battle).map((damage) => ({ type: 'assign', damage })) : [];
    case 'choose': {
      const pend = s.pending;
      if (!pend) return [];
      if (pend.kind === 'exile') {
        for (const card of p.hand) out.push({ type: 'exile', card });
        out.push({ type: 'done' });
      } else if (pend.kind === 'peek') {
        for (const pile of peekPiles(s, seat)) out.push({ type: 'peek', pile: pile as PeekPile });
      } else {
        const k = Math.min(3, peekPileCards(s, seat, pend.pile ?? 'deck').length);
        for (const order of PERMS[k] ?? []) out.push({ type: 'order', order });
      }
      return out;
    }
    case 'over':
      return [];
  }
}

/** Game-specific checks; the kernel has already checked turn, phase and game over. Null when legal. */
export function validate(s: GwState, seat: Seat, move: GwMove): GwError | null {
  const p = s.players[seat] as PlayerState;
  switch (move.type) {
    case 'play': {
      if (!p.hand.includes(move.card)) return { code: 'NOT_IN_HAND', card: move.card };
      const need = deckCard(move.card).ap;
      return need > s.turn.ap ? { code: 'NOT_ENOUGH_AP', need, have: s.turn.ap } : null;
    }
    case 'rune':
      return p.runes.includes(move.card) ? null : { code: 'NOT_YOUR_RUNE', card: move.card };
    case 'recruit': {
      const pile = s.supply.find((x) => x.id === move.pile);
      if (!pile) return { code: 'NO_SUCH_PILE', pile: move.pile };
      if (s.turn.recruits <= 0) return { code: 'NO_RECRUITS' };
      if (pile.cards.length === 0) return { code: 'PILE_EMPTY', pile: move.pile };
      const need = priceOf(s, move.pile) ?? 0;
      return need > s.turn.gold ? { code: 'NOT_ENOUGH_GOLD', need, have: s.turn.gold } : null;
    }
    case 'attack':
      return attackProblem(s, seat, move.district);
    case 'ask': {
      const e = attackProblem(s, seat, move.district);
      if (e) return e;
      if (!fightsFor(s, move.district)) return { code: 'NO_BATTLE', district: move.district };
      return allyProblem(s, seat, move.district, move.ally);
    }
    case 'pick':
      return s.picking?.offer.includes(move.id) ? null : { code: 'NOT_OFFERED', id: move.id };
    case 'lend': {
      const a = s.alliance;
      if (!a) return { code: 'WRONG_STEP', expected: 'an attack' };
      const mine = new Set(p.army.map((u) => u.card));
      const seen = new Set<number>();
      for (const card of move.cards) {
        if (!mine.has(card) || seen.has(card)) return { code: 'NOT_LENDABLE', card };
        seen.add(card);
      }
      for (const card of move.runes) {
        if (!p.runes.includes(card) || seen.has(card)) return { code: 'NOT_LENDABLE', card };
        seen.add(card);
      }
      return null;
    }
    case 'assign': {
      const b = s.battle;
      if (!b) return { code: 'WRONG_STEP', expected: 'a battle' };
      const dealing = b.step === 'assignA' ? 'a' : 'd';
      const targets = sideUnits(s, b, dealing === 'a' ? 'd' : 'a').length;
      const need = damageAmount(s, b, dealing);
      const got = move.damage.reduce((t, x) => t + x, 0);
      if (move.damage.length !== targets) return { code: 'BAD_DAMAGE', reason: `one number per opposing card (${targets})`, need, got };
      if (move.damage.some((x) => !Number.isInteger(x) || x < 0)) return { code: 'BAD_DAMAGE', reason: 'whole, non-negative amounts', need, got };
      return got === need ? null : { code: 'BAD_DAMAGE', reason: 'the whole Damage Amount must be dealt', need, got };
    }
    case 'exile':
      if (s.pending?.kind !== 'exile') return { code: 'WRONG_STEP', expected: s.pending?.kind ?? 'nothing' };
      if (!p.hand.includes(move.card)) return { code: 'NOT_IN_HAND', card: move.card };
      return s.pending.left > 0 ? null : { code: 'NO_EXILES_LEFT' };
    case 'peek':
      if (s.pending?.kind !== 'peek') return { code: 'WRONG_STEP', expected: s.pending?.kind ?? 'nothing' };
      if (!(PEEK_PILES as readonly string[]).includes(move.pile)) return { code: 'NO_SUCH_PILE', pile: move.pile };
      return peekPileCards(s, seat, move.pile).length > 0 ? null : { code: 'PILE_EMPTY', pile: move.pile };
    case 'order': {
      if (s.pending?.kind !== 'order') return { code: 'WRONG_STEP', expected: s.pending?.kind ?? 'nothing' };
      const k = Math.min(3, peekPileCards(s, seat, s.pending.pile ?? 'deck').length);
      const ok = move.order.length === k && [...move.order].sort((a, b) => a - b).every((x, i) => x === i);
      return ok ? null : { code: 'BAD_ORDER', count: k };
    }
    case 'done':
      if (s.phase === 'choose' && s.pending?.kind !== 'exile') return { code: 'WRONG_STEP', expected: s.pending?.kind ?? 'nothing' };
      return null;
  }
}

/** Why a seat may not attack a district now (GW-30), or null. */
function attackProblem(s: GwState, seat: Seat, i: number): GwError | null {
  const x = s.districts[i] as DistrictState | undefined;
  if (!x || !Number.isInteger(i)) return { code: 'NO_SUCH_DISTRICT', district: i };
  if (x.ruined) return { code: 'DISTRICT_RUINED', district: i };
  if (x.owner === seat) return { code: 'ALREADY_YOURS', district: i };
  if ((s.players[seat] as PlayerState).army.length === 0) return { code: 'NO_ARMY' };
  return s.turn.attacks <= 0 ? { code: 'NO_ATTACKS_LEFT' } : null;
}

/** Whether attacking a district means a battle (GW-31, GW-32): someone holds it and can defend it. */
function fightsFor(s: GwState, i: number): boolean {
  const h = holder(s.districts[i] as DistrictState);
  return h !== null && (h < 0 || (s.players[h] as PlayerState).army.length > 0);
}

/** Why a seat may not be asked to help attack a district (GW-42), or null: not oneself, not the defender, an Army. */
function allyProblem(s: GwState, seat: Seat, i: number, ally: number): GwError | null {
  if (!Number.isInteger(ally) || ally < 0 || ally >= s.players.length) return { code: 'NO_SUCH_ALLY', ally, reason: 'seat' };
  if (ally === seat) return { code: 'NO_SUCH_ALLY', ally, reason: 'self' };
  if (holder(s.districts[i] as DistrictState) === ally) return { code: 'NO_SUCH_ALLY', ally, reason: 'defender' };
  return (s.players[ally] as PlayerState).army.length === 0 ? { code: 'NO_SUCH_ALLY', ally, reason: 'noArmy' } : null;
}

/** Re-exported for tables: who commands each side of the battle under way, and who holds a district. */
export { commander, holder, cardAt };
