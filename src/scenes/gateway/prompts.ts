/** The Gateway Uprising table's words for what the person is asked to do now (the kit puts the phase's title first). */
import type { Choices } from '../../machines/move-builder';
import type { AttackForecast, GwMove, GwView } from '../../rules/gateway/index';
import { GUARD, HORDE } from '../../rules/gateway/index';

export function promptText(view: GwView, choices: Choices<GwMove>): string {
  const { offer, chosen } = choices;
  if (offer.multi?.open) {
    const picked = offer.multi.picked.length;
    if (view.phase === 'ally') return `tap the Insurgents and Runestones to lend (${picked} chosen), then Done (none: decline)`;
    return `tap the cards to deal the damage to, one point a tap (${picked} dealt), then Done`;
  }
  if (chosen.length > 0 && offer.picks.some((p) => p.kind === 'zone' && p.id === 'play')) return 'now tap your Army to play it (Esc puts it back)';
  if (chosen.length > 0 && offer.picks.some((p) => p.kind === 'option' && String(p.id).startsWith('ally'))) return 'attack alone (Attack), or ask an ally for help';
  if (offer.picks.some((p) => p.kind === 'card' && String(p.id).startsWith('order:'))) return 'put the cards back: tap them from the top down';
  if (offer.picks.some((p) => p.kind === 'option' && String(p.id).startsWith('peek:'))) return 'choose the pile to look at';
  switch (view.phase) {
    case 'pick':
      return view.picking?.kind === 'leader' ? 'pick your Leader' : 'pick a Revolution card for the market';
    case 'deploy':
      return 'drag cards from your hand onto your Army (or tap one, then the Army), use Runestones, then End Deployment';
    case 'recruit':
      return 'tap a market pile to recruit its top card, then End Recruiting';
    case 'attack':
      return 'tap a lit district to attack it, then End Attacks';
    case 'ally':
      return 'lend Insurgents and Runestones, or decline';
    case 'choose':
      return view.pending?.kind === 'exile' ? `tap up to ${view.pending.left} card${view.pending.left === 1 ? '' : 's'} in your hand to exile, then Done` : 'choose';
    case 'runes':
      return 'tap a Runestone to use it in this battle, then Done';
    case 'assign':
      return 'deal the damage';
    case 'over':
      return '';
  }
}

/**
 * The forecast of an attack in words (shown before the person confirms it): each side's Damage Amount against the
 * other side's Defense, and how many cards each could kill at most; or that the district is taken at once.
 */
export function forecastWords(forecast: AttackForecast, district: string, seatName: (seat: number) => string): string {
  const holder = forecast.holder;
  if (!forecast.battle) {
    return holder === null ? `${district}: nobody holds it. Attack to take it at once (no reward).` : `${district}: ${seatName(holder)} holds it with no Insurgents. Attack to take it at once, with its reward.`;
  }
  const them = holder === GUARD ? 'the City Guard' : holder === HORDE ? 'the Horde' : holder === null ? 'nobody' : seatName(holder);
  const sum = (defense: readonly number[]) => (defense.length === 0 ? '0' : defense.join(' + '));
  const of = (kills: number, total: number) => `${kills} of ${total}`;
  return [
    `Attack ${district} (${them})`,
    `Your Damage ${forecast.yourDamage} against their Defense ${sum(forecast.theirDefense)}: you can kill ${of(forecast.kills, forecast.theirDefense.length)}.`,
    `Their Damage ${forecast.theirDamage} against your Defense ${sum(forecast.yourDefense)}: they can kill ${of(forecast.losses, forecast.yourDefense.length)}.`,
    'Runestones and an ally can still change it.',
  ].join('\n');
}
