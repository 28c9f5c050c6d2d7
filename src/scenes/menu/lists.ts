import type { GameInfo } from '../../rules/catalog';
import { GAMES } from '../../rules/catalog';
import { CREDITS } from '../credits';
import type { ListAction, ListEntry } from './ListPanel';

/** How to play, two lines each (the README says the same). */
export const HOW_TO_PLAY: Readonly<Record<GameInfo['id'], string>> = {
  gatekeeper:
    "Play a witch to a location of her element; she duels the opposing witch, then the Gatekeeper walks the Astral plane, removes a dazzled witch and opens a gate whose element deals mana damage. Bring your opponent's mana from 12 to 0.",
  gate: 'Each turn enemies advance, you draw three citizens, issue commands, recruit and use cards to repair, calm fear and attack. Survive three waves with the Gate standing below the top of the Fearamid.',
  gaterunners: "Deploy units and your Hero into three lanes: drag a unit onto a lane, or onto a unit of yours to level it up. Drag attackers onto the opposing Gate or Hero and blockers onto attackers. Destroy two of the opponent's three Gates, or their Hero.",
  gateway: 'Drag cards from your hand onto your Army with your Action Points, tap a market pile to recruit, then tap a district around Central City to attack it: the table shows your Damage against their Defense before you confirm. Ask an ally, and deal the Guard\'s damage when it is yours to command. Hold the most Infamy when the Events run out.',
};

/** The Rules panel's entries: each game's how to play, with a "Rulebook" button that calls `rulebook` with its id. */
export function howToPlayEntries(rulebook: (game: GameInfo['id']) => void): ListEntry[] {
  return GAMES.map((g) => {
    const action: ListAction = { label: 'Rulebook', spoken: `${g.title} rulebook`, run: () => rulebook(g.id) };
    return { heading: g.title, note: g.players, body: HOW_TO_PLAY[g.id], action };
  });
}

/** The Credits panel's entries: what ships, its licence, its author and where it comes from. */
export function creditEntries(): ListEntry[] {
  return CREDITS.map((c) => ({ heading: c.what, note: c.license, body: `${c.author} — ${c.url}` }));
}

/** A list read out whole (on a canvas there is no other way to reach its text). */
export function spokenList(entries: readonly ListEntry[]): string {
  return entries.map((e) => `${e.heading}${e.note ? ` (${e.note})` : ''}: ${e.body}`).join(' ');
}
