/**
 * The effect vocabulary's handlers (GW-4). A mapped table holds one handler per effect kind, so a kind without a
 * handler does not compile. Turn resources (Gold, Action Points, Recruits, Attack Phases…) go to the player whose
 * turn it is; anyone else's are lost (our choice: a defender's Runestone may only help in battle and Infamy).
 */
import type { Seat } from '../core/module';
import { cardAt, DECK_CARD_BY_ID, RUNE_COST } from './cards';
import type { Draft, PlayerDraft } from './draft';
import { drawCards, ownPile, pileOf } from './draft';
import type { CustomEffect, Effect, EffectKind, Foe, GwEvent, GwPhase, Mods, Tier } from './types';
import { FOES } from './types';

type Handler<K extends EffectKind> = (d: Draft, ev: GwEvent[], seat: Seat, e: Extract<Effect, { kind: K }>, resume: GwPhase) => void;

/** Whether turn resources go to this seat now: it is their turn. */
const onTurn = (d: Draft, seat: Seat): boolean => d.stage === 'turns' && d.active === seat;

function gainTurn(d: Draft, ev: GwEvent[], seat: Seat, what: 'gold' | 'ap' | 'recruit' | 'attackPhase' | 'cleanupDraw' | 'runeDiscount', amount: number): void {
  if (!onTurn(d, seat)) return;
  const t = d.turn;
  if (what === 'gold') d.turn = { ...t, gold: t.gold + amount };
  else if (what === 'ap') d.turn = { ...t, ap: t.ap + amount };
  else if (what === 'recruit') d.turn = { ...t, recruits: t.recruits + amount };
  else if (what === 'attackPhase') d.turn = { ...t, attacks: t.attacks + amount };
  else if (what === 'cleanupDraw') d.turn = { ...t, cleanupDraws: t.cleanupDraws + amount };
  else d.turn = { ...t, runeDiscount: t.runeDiscount + amount };
  ev.push({ type: 'gained', seat, what, amount });
}

function modify(d: Draft, ev: GwEvent[], seat: Seat, stat: 'attack' | 'defense', vs: Foe, amount: number): void {
  const m = d.mods[seat] as Mods;
  const k = FOES.indexOf(vs);
  const list = m[stat].slice();
  list[k] = (list[k] as number) + amount;
  d.mods[seat] = stat === 'attack' ? { attack: list, defense: m.defense } : { attack: m.attack, defense: list };
  ev.push({ type: 'modifier', seat, stat, vs, amount });
}

/** Gains the top Runestone of a tier into the Army Area (GW-3). */
export function gainRune(d: Draft, ev: GwEvent[], seat: Seat, tier: Tier): void {
  const card = ownPile(d, tier)?.pop();
  if (card === undefined) return;
  (d.players[seat] as PlayerDraft).runes.push(card);
  ev.push({ type: 'runeGained', seat, tier, card });
}

/** Adds Infamy (never below 0). */
export function gainInfamy(d: Draft, ev: GwEvent[], seat: Seat, amount: number): void {
  const p = d.players[seat] as PlayerDraft;
  p.infamy = Math.max(0, p.infamy + amount);
  ev.push({ type: 'gained', seat, what: 'infamy', amount });
}

const CUSTOM: Readonly<Record<CustomEffect, (d: Draft, ev: GwEvent[], seat: Seat) => void>> = {
  // Gravemaster: the Insurgent nearest the top of the discard pile returns to hand.
  gravemaster(d, ev, seat) {
    const p = d.players[seat] as PlayerDraft;
    for (let i = p.discard.length - 1; i >= 0; i--) {
      const c = p.discard[i] as number;
      if (cardAt(c)?.kind !== 'insurgent') continue;
      p.discard.splice(i, 1);
      p.hand.push(c);
      ev.push({ type: 'returnedToHand', seat, card: c });
      return;
    }
  },
  // Kleptomancer: 1 Infamy from each player who has more than the player had when it was played.
  kleptomancer(d, ev, seat) {
    const mine = (d.players[seat] as PlayerDraft).infamy;
    for (let o = 0; o < d.players.length; o++) {
      const p = d.players[o] as PlayerDraft;
      if (o === seat || p.infamy <= mine) continue;
      p.infamy--;
      (d.players[seat] as PlayerDraft).infamy++;
      ev.push({ type: 'infamyTaken', seat, from: o });
    }
  },
};

const HANDLERS: { readonly [K in EffectKind]: Handler<K> } = {
  gold: (d, ev, seat, e) => gainTurn(d, ev, seat, 'gold', e.amount),
  ap: (d, ev, seat, e) => gainTurn(d, ev, seat, 'ap', e.amount),
  recruit: (d, ev, seat, e) => gainTurn(d, ev, seat, 'recruit', e.amount),
  attackPhase: (d, ev, seat, e) => gainTurn(d, ev, seat, 'attackPhase', e.amount),
  cleanupDraw: (d, ev, seat, e) => gainTurn(d, ev, seat, 'cleanupDraw', e.amount),
  runeDiscount: (d, ev, seat, e) => gainTurn(d, ev, seat, 'runeDiscount', e.amount),
  draw: (d, ev, seat, e) => drawCards(d, ev, seat, e.amount),
  infamy: (d, ev, seat, e) => gainInfamy(d, ev, seat, e.amount),
  armyAttack: (d, ev, seat, e) => modify(d, ev, seat, 'attack', e.vs, e.amount),
  armyDefense: (d, ev, seat, e) => modify(d, ev, seat, 'defense', e.vs, e.amount),
  summon(d, ev, seat, e) {
    const pile = ownPile(d, 'beardfish');
    for (let i = 0; i < e.amount; i++) {
      const card = pile?.pop();
      if (card === undefined) return;
      (d.players[seat] as PlayerDraft).army.push({ card, damage: 0 });
      ev.push({ type: 'summoned', seat, card });
    }
  },
  gainRune: (d, ev, seat, e) => gainRune(d, ev, seat, e.tier),
  gainCard(d, ev, seat, e) {
    const card = ownPile(d, e.pile)?.pop();
    if (card === undefined) return;
    (d.players[seat] as PlayerDraft).discard.push(card);
    ev.push({ type: 'cardGained', seat, card });
  },
  exile(d, _ev, seat, e, resume) {
    // GW-23: a choice, one card at a time; nothing to choose from an empty hand.
    if ((d.players[seat] as PlayerDraft).hand.length === 0) return;
    d.pending = { kind: 'exile', seat, left: e.max, pile: null, resume };
    d.phase = 'choose';
  },
  peek(d, _ev, seat, _e, resume) {
    // GW-24: first the pile, then the order; nothing to do if every pile is empty.
    if (!peekPiles(d, seat).length) return;
    d.pending = { kind: 'peek', seat, left: 0, pile: null, resume };
    d.phase = 'choose';
  },
  custom: (d, ev, seat, e) => CUSTOM[e.name](d, ev, seat),
};

/** Resolves a card's, Runestone's or reward's effects in order (GW-4); a choice opens last and pauses. */
export function resolveEffects(d: Draft, ev: GwEvent[], seat: Seat, effects: readonly Effect[], resume: GwPhase): void {
  for (const e of effects) (HANDLERS[e.kind] as Handler<EffectKind>)(d, ev, seat, e, resume);
}

/** The cards of a pile a look-and-reorder may choose, for a seat (GW-24), top last. */
export function peekPileCards(s: Draft | { readonly players: readonly { readonly deck: readonly number[] }[]; readonly events: readonly number[]; readonly guardPile: readonly number[]; readonly hordePile: readonly number[]; readonly supply: readonly { readonly id: string; readonly cards: readonly number[] }[] }, seat: Seat, pile: string): readonly number[] {
  switch (pile) {
    case 'deck':
      return s.players[seat]?.deck ?? [];
    case 'events':
      return s.events;
    case 'guards':
      return s.guardPile;
    case 'horde':
      return s.hordePile;
    default:
      return s.supply.find((p) => p.id === pile && (p.id === 'common' || p.id === 'uncommon' || p.id === 'rare'))?.cards ?? [];
  }
}

/** Piles with cards that a seat may look at (GW-24). */
export function peekPiles(s: Parameters<typeof peekPileCards>[0], seat: Seat): string[] {
  return ['deck', 'events', 'guards', 'horde', 'common', 'uncommon', 'rare'].filter((p) => peekPileCards(s, seat, p).length > 0);
}

/** The price of a pile's top card for the active player (GW-26, GW-27). */
export function priceOf(s: { readonly supply: readonly { readonly id: string; readonly cards: readonly number[] }[]; readonly turn: { readonly runeDiscount: number } }, pile: string): number | null {
  if (pile === 'common' || pile === 'uncommon' || pile === 'rare') return Math.max(0, RUNE_COST[pile] - s.turn.runeDiscount);
  return pileOf(s as Draft, pile) ? (DECK_CARD_BY_ID.get(pile)?.cost ?? null) : null;
}
