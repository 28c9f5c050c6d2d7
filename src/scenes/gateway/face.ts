/**
 * Gateway Uprising's cards as the table shows them: deck cards (Insurgents, Supports, Merchants, Leaders) with
 * their cost, Action Points and Attack/Defense; Runestones with their tier and Infamy; Guards and Horde with their
 * numbers; Events with what they deploy. Every face is the kit's CardView front, built from the rules' words.
 */
import type { Card, DistrictDef, Tier } from '../../rules/gateway/index';
import { abilityText, cardAt, effectText, eventText } from '../../rules/gateway/index';
import { ICONS } from '../assets';
import type { CardModel } from '../components/CardView';
import type { Accent } from '../theme';

const KIND_ACCENT: Readonly<Record<Card['kind'], Accent>> = {
  insurgent: 'crimson',
  support: 'azure',
  merchant: 'gold',
  leader: 'violet',
  rune: 'verdant',
  guard: 'azure',
  horde: 'crimson',
  event: 'gold',
};

const KIND_WORDS: Readonly<Record<Card['kind'], string>> = {
  insurgent: 'Insurgent',
  support: 'Support',
  merchant: 'Merchant',
  leader: 'Leader',
  rune: 'Runestone',
  guard: 'City Guard',
  horde: 'Horde',
  event: 'Event',
};

const TIER_WORDS: Readonly<Record<Tier, string>> = { common: 'Common', uncommon: 'Uncommon', rare: 'Rare' };

/** The art of each kind of card. */
const KIND_ICON: Readonly<Record<Card['kind'], string>> = {
  insurgent: ICONS.gateway.key,
  support: ICONS.gwSupport.key,
  merchant: ICONS.gtIncome.key,
  leader: ICONS.gwLeader.key,
  rune: ICONS.gwRune.key,
  guard: ICONS.gwGuard.key,
  horde: ICONS.gwHorde.key,
  event: ICONS.gwEvent.key,
};

/** The art of a card kind (the market's piles use it too). */
export const iconOf = (kind: Card['kind']): string => KIND_ICON[kind];
export const accentOf = (kind: Card['kind']): Accent => KIND_ACCENT[kind];

/** A card instance as a CardView model (`id` is the board's id for it); a hidden card shows as a plain back. */
export function cardModel(id: string, card: number): CardModel {
  const c = card < 0 ? undefined : cardAt(card);
  if (!c) return { id, title: 'Hidden card' };
  const base = { id, title: c.name, accent: KIND_ACCENT[c.kind], icon: KIND_ICON[c.kind] };
  switch (c.kind) {
    case 'insurgent':
    case 'support':
    case 'merchant':
    case 'leader':
      return {
        ...base,
        kind: `${KIND_WORDS[c.kind]} · ${c.ap} AP`,
        ...(c.kind === 'leader' ? {} : { cost: c.cost }),
        text: abilityText(c),
        ...(c.attack > 0 || c.defense > 0
          ? {
              stats: [
                { value: c.attack, label: 'Attack' },
                { value: c.defense, label: 'Defense' },
              ],
            }
          : {}),
      };
    case 'rune':
      return { ...base, kind: `${TIER_WORDS[c.tier]} Runestone`, text: `${c.effects.map(effectText).join('. ')}.${c.infamy > 0 ? ` Worth ${c.infamy} Infamy if unspent.` : ''}` };
    case 'guard':
    case 'horde':
      return {
        ...base,
        kind: KIND_WORDS[c.kind],
        text: `${c.infamy} Infamy when defeated.${c.arrival === 'reinforce' ? ' Arrives: reinforces.' : c.arrival === 'spread' ? ' Arrives: spreads.' : ''}`,
        stats: [
          { value: c.attack, label: 'Attack' },
          { value: c.defense, label: 'Defense' },
        ],
      };
    case 'event':
      return { ...base, kind: 'Event', text: eventText(c) };
  }
}

/** A district's reward in words ("+1 Gold") for its tile. */
export function rewardText(district: DistrictDef | undefined): string {
  if (!district || district.reward.length === 0) return 'none';
  return district.reward.map(effectText).join(', ');
}
