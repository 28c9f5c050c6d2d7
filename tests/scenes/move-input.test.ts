/** A person's input on a table, turned into the move-building machine's events: nothing is dropped without a word. */
import { describe, expect, it } from 'vitest';
import { gatekeeper } from '../../src/rules/gatekeeper/index';
import type { GkMove, GkView } from '../../src/rules/gatekeeper/index';
import { MoveInput } from '../../src/scenes/kit/MoveInput';
import { gatekeeperSteps } from '../../src/scenes/gatekeeper/steps';

function table(seed: string) {
  const started = gatekeeper.setup(gatekeeper.defaultConfig(2), seed);
  if (!started.ok) throw new Error('setup failed');
  const state = started.value;
  const seat = gatekeeper.decision(state).seats[0] ?? 0;
  const view: GkView = gatekeeper.view(state, seat);
  let mine = true;
  const saidNotNow: string[] = [];
  const input = new MoveInput<GkMove, GkView>(gatekeeperSteps, () => mine, () => null, () => saidNotNow.push('not now'));
  input.actor.start();
  const offer = () => input.offer(mine ? gatekeeper.legalMoves(state, seat) : null, view, (move) => {
    const error = gatekeeper.validate(state, seat, move);
    return error ? { words: gatekeeper.describeError(error), code: error.code } : null;
  });
  return { view, input, saidNotNow, offer, close: () => (mine = false) };
}

describe('MoveInput', () => {
  it('a tap on a card or a zone while the person may not act (the table moving, the computer thinking) is answered, not dropped', () => {
    const { view, input, saidNotNow, offer, close } = table('input-closed');
    close();
    offer();
    input.tapCard(`w${view.hand[0]}`);
    input.tapZone('col0');
    expect(saidNotNow).toEqual(['not now', 'not now']);
    expect(input.choices.chosen).toEqual([]);
  });

  it('while the person may act, a tap on an offered card is the next step, and nothing is said', () => {
    const { view, input, saidNotNow, offer } = table('input-open');
    offer();
    // The mulligan opens the game: a hand card is a pick of the witches to send under the pile.
    const card = `w${view.hand[0]}`;
    input.tapCard(card);
    expect(saidNotNow).toEqual([]);
    expect(input.choices.offer.multi?.picked ?? input.choices.chosen.map((step) => ('set' in step ? null : step.id))).toContain(card);
  });
});
