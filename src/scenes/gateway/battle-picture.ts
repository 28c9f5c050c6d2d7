/** What the Gateway table reads from a move's events to picture a battle (pure, tested without Phaser). */
import type { GwEvent } from '../../rules/gateway/index';

/**
 * The cards this battle's damage kills: the `killed` events that follow a `dealt` (both sides deal at once, GW-35,
 * then the dead are named), up to the next battle, round or turn.
 */
export function killedNext(rest: readonly GwEvent[]): Set<number> {
  const killed = new Set<number>();
  for (const event of rest) {
    if (event.type === 'battleBegan' || event.type === 'damageAmounts' || event.type === 'roundEnded' || event.type === 'turnBegan') break;
    if (event.type === 'killed') killed.add(event.card);
  }
  return killed;
}
