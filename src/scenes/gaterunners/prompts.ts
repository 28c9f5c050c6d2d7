/** The GateRunners table's words for what the person is asked to do, and for who decides meanwhile. */
import type { Choices } from '../../machines/move-builder';
import type { Seat } from '../../rules/core/module';
import type { GrMove, GrView } from '../../rules/gaterunners/index';

/** What the person is asked to do now (the kit puts the phase's title before it). */
export function promptText(view: GrView, choices: Choices<GrMove>): string {
  const { offer, chosen } = choices;
  if (offer.multi) {
    const picked = offer.multi.picked.length;
    if (view.phase === 'mulligan') return 'tap the cards to shuffle back into your deck, then confirm (or keep your hand)';
    if (view.phase === 'assign') return `tap the blockers your attacker destroys (${picked} chosen), then Done`;
    return `tap the units to use (${picked} chosen), then Done`;
  }
  if (offer.picks.some((p) => p.kind === 'card' && String(p.id).startsWith('target:'))) return 'tap a lit target';
  if (chosen.length > 0 && offer.picks.some((p) => p.kind === 'zone')) {
    if (view.phase === 'attack') return 'now tap the opposing Gate or Hero it attacks (Esc puts it back)';
    if (view.phase === 'block') return 'now tap the attacker it blocks (Esc puts it back)';
    return 'now tap a lit lane (Esc puts it back)';
  }
  switch (view.phase) {
    case 'placeGates':
      return 'drag each Gate card to a lane (or tap it, then a lane)';
    case 'mulligan':
      return 'tap the cards to shuffle back, then confirm';
    case 'heroEnters':
      return 'tap the lane your Hero enters';
    case 'main':
      return 'drag units and Actions to your lanes, use abilities, then End Mobilize';
    case 'attack':
      return 'drag attackers onto the opposing Gate or Hero (or tap one, then its target), then Confirm';
    case 'response':
      return 'play an Instant, or pass';
    case 'block':
      return 'drag blockers onto attackers (or tap one, then the attacker), then Confirm';
    case 'assign':
      return 'tap your attacker, then choose the blockers it destroys';
    case 'discard':
      return 'tap a card to discard, then Discard';
    case 'over':
      return '';
  }
}

/** The status line while someone else decides. */
export function waitingText(view: GrView, name: (seat: Seat) => string): string {
  const deciding = view.phase === 'response' && view.window ? view.window.next : view.phase === 'block' ? 1 - view.active : view.phase === 'mulligan' ? (view.mulligans[0] ?? view.active) : view.active;
  const who = name(deciding);
  return who === 'You' ? 'Your turn' : `${who} ${view.phase === 'block' ? 'blocks' : view.phase === 'response' ? 'may respond' : 'plays'}`;
}
