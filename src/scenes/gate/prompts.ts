/**
 * From the rules' legal moves to what the Gate table offers: where a card may be dropped, the move a drop stands
 * for, repair splits, commands, the enemies' intents, and words for moves, the status line and the run's end.
 * Pure: the table asks the director for the legal moves and never decides legality itself.
 */
import { attackOf, incomeOf, missing, stands } from '../../rules/gate/index';
import type { Command, GateMove, GatePhase, GateResult, GateView, Loc, Split } from '../../rules/gate/index';
import { CARDS, COMMAND_COST, COMMANDS, ENEMIES, LOCATIONS, cardName, commandName, enemyName } from '../../rules/gate/index';
import { cardId, cardOf, DISCARD_ZONE, enemyZone, FEARAMID_ZONE, GOLD_ZONE, MARKET_ZONE, slotOfZone } from './steps';

export type Move<T extends GateMove['type']> = Extract<GateMove, { type: T }>;
export type UseMove = Move<'use'>;
export type RepairMove = Extract<UseMove, { trait: 'repair' }>;

/** The parts of a view the prompts read (a view, or the table's picture of one). */
export type ViewLike = Pick<GateView, 'health' | 'row' | 'market' | 'towerUsed' | 'phase' | 'turn' | 'enemyDeckCount' | 'fear' | 'gold'>;

const isLoc = (z: string): z is Loc => (LOCATIONS as readonly string[]).includes(z);

// ---------------------------------------------------------------------------------------------------------
// Drops

/** The repair splits the rules allow for a card now (GT-23), in the rules' order. */
export function splitsFor(moves: readonly GateMove[], card: number): Split[] {
  return moves.filter((m): m is RepairMove => m.type === 'use' && m.trait === 'repair' && m.card === card).map((m) => m.split);
}

/** The split a drop on `loc` starts from: the most points there, the rest where the rules list them first. */
export function initialSplit(splits: readonly Split[], loc: number): Split | null {
  let best: Split | null = null;
  for (const s of splits) if ((s[loc] ?? 0) > 0 && (best === null || (s[loc] ?? 0) > (best[loc] ?? 0))) best = s;
  return best;
}

/** The legal split nearest `cur` that gives `loc` one point more (+1) or fewer (-1); null when none does. */
export function stepSplit(splits: readonly Split[], cur: Split, loc: number, delta: 1 | -1): Split | null {
  const want = (cur[loc] ?? 0) + delta;
  let best: Split | null = null;
  let bestDistance = Infinity;
  for (const s of splits) {
    if (s[loc] !== want) continue;
    const d = s.reduce((sum, v, i) => sum + Math.abs(v - (cur[i] ?? 0)), 0);
    if (d < bestDistance) {
      best = s;
      bestDistance = d;
    }
  }
  return best;
}

export const sameSplit = (a: Split, b: Split): boolean => a[0] === b[0] && a[1] === b[1] && a[2] === b[2];

/**
 * The move a drop stands for, legal or not (a refused one is explained by the rules); null when a drop there
 * means nothing at all. A repair starts from the split the rules would allow with the most points at that
 * location, or all the card's points there when none is allowed (so the refusal names the reason).
 */
export function moveForDrop(moves: readonly GateMove[], view: Pick<ViewLike, 'row' | 'market'>, id: string, zoneId: string): GateMove | null {
  const card = cardOf(id);
  if (card === null) return null;
  const slot = view.market.indexOf(card);
  if (slot >= 0) return zoneId === DISCARD_ZONE ? { type: 'recruit', slot } : null;
  if (zoneId === GOLD_ZONE || zoneId === MARKET_ZONE) return { type: 'use', card, trait: 'income' };
  if (zoneId === FEARAMID_ZONE) return { type: 'use', card, trait: 'calm' };
  const enemySlot = slotOfZone(zoneId);
  if (enemySlot !== null) {
    const target = view.row[enemySlot];
    return target === undefined ? null : { type: 'use', card, trait: 'attack', target };
  }
  if (isLoc(zoneId)) {
    const loc = LOCATIONS.indexOf(zoneId);
    const split = initialSplit(splitsFor(moves, card), loc);
    if (split) return { type: 'use', card, trait: 'repair', split };
    const all: [number, number, number] = [0, 0, 0];
    all[loc] = Math.max(1, CARDS[card]?.repair ?? 1);
    return { type: 'use', card, trait: 'repair', split: all };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Commands

export interface CommandInfo {
  readonly command: Command;
  readonly cost: number;
  /** The legal moves of this command now (one per target for Call to Arms and Fortify). */
  readonly moves: readonly Move<'command'>[];
  readonly issued: boolean;
  /** It takes a target (an enemy, a location). */
  readonly targeted: boolean;
}

export function commandInfo(moves: readonly GateMove[], issued: readonly string[]): CommandInfo[] {
  return COMMANDS.map((command) => ({
    command,
    cost: COMMAND_COST[command],
    moves: moves.filter((m): m is Move<'command'> => m.type === 'command' && m.command === command),
    issued: issued.includes(command),
    targeted: command === 'callToArms' || command === 'fortify',
  }));
}

/**
 * A move of a command the rules do not offer now, so they can say why (tapping a greyed-out button). Null when
 * there is nothing to aim it at (Call to Arms with no enemy face up).
 */
export function commandProbe(view: Pick<ViewLike, 'row' | 'health'>, command: Command): Move<'command'> | null {
  switch (command) {
    case 'callToArms': {
      const target = view.row[0];
      return target === undefined ? null : { type: 'command', command, target };
    }
    case 'fortify': {
      const loc = [1, 0, 2].find((l) => missing(view.health, l) > 0) ?? 1;
      return { type: 'command', command, target: LOCATIONS[loc] as Loc };
    }
    case 'caravan':
    case 'festival':
      return { type: 'command', command };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Enemies

/** What a face-up enemy will do at the end of the turn, as Slay the Spire shows intents (GT-28, GT-29, GT-12). */
export interface Intent {
  readonly enemy: number;
  /** The location printed on the card… */
  readonly target: Loc;
  /** …and the one it will hit (the Gate when that one is destroyed, GT-6). */
  readonly loc: Loc;
  readonly damage: number;
  readonly fear: number;
  readonly health: number;
  readonly wounds: number;
  /** The next enemy to emerge pushes this one out: it strikes the Gate for 1 and is gone unscored. */
  readonly pushedOutNext: boolean;
}

export function intents(view: Pick<ViewLike, 'row' | 'health' | 'enemyDeckCount'> & { readonly wounds: readonly number[] }): Intent[] {
  return view.row.map((enemy, i) => {
    const e = ENEMIES[enemy];
    const target = e?.target ?? 'gate';
    const loc = stands(view.health, LOCATIONS.indexOf(target)) ? target : 'gate';
    return {
      enemy,
      target,
      loc,
      damage: e?.attack ?? 0,
      fear: e?.fear ?? 0,
      health: e?.health ?? 0,
      wounds: view.wounds[i] ?? 0,
      pushedOutNext: i === 0 && view.row.length >= 2 && view.enemyDeckCount > 0,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Words

const LOC_WORD: Readonly<Record<Loc, string>> = { farm: 'Farm', gate: 'Gate', tower: 'Tower' };
export const locWord = (l: Loc): string => LOC_WORD[l];

/** Words for a split: "Gate 2, Tower 1". */
export function splitWords(split: Split): string {
  return LOCATIONS.flatMap((l, i) => ((split[i] ?? 0) > 0 ? [`${LOC_WORD[l]} ${split[i]}`] : [])).join(', ');
}

/** A move in a few words, for the hint panel. */
export function describeMove(m: GateMove, view: Pick<ViewLike, 'health' | 'towerUsed' | 'market'>): string {
  switch (m.type) {
    case 'use':
      switch (m.trait) {
        case 'income':
          return `${cardName(m.card)}: +${incomeOf(m.card, view.health)} gold`;
        case 'repair':
          return `${cardName(m.card)}: repair ${splitWords(m.split)}`;
        case 'calm':
          return `${cardName(m.card)}: calm ${CARDS[m.card]?.calm ?? ''}`.trim();
        case 'attack':
          return `${cardName(m.card)}: attack ${enemyName(m.target)} for ${attackOf(view, m.card, m.target)}`;
      }
      break;
    case 'command':
      if (m.command === 'callToArms') return `${commandName(m.command)} on ${enemyName(m.target)}`;
      if (m.command === 'fortify') return `${commandName(m.command)} the ${LOC_WORD[m.target]}`;
      return commandName(m.command);
    case 'recruit': {
      const c = view.market[m.slot] ?? -1;
      return `Recruit ${cardName(c)} (${CARDS[c]?.cost ?? 0} gold)`;
    }
    case 'endTurn':
      return 'End the turn';
  }
  return '';
}

/** Where a hint points: the card to move, and where to (a zone, a command button, the End turn button). */
export interface HintPointer {
  readonly card: string | null;
  readonly zone: string | null;
  readonly button: Command | 'endTurn' | null;
}

export function hintPointer(m: GateMove, view: Pick<ViewLike, 'row' | 'market'>): HintPointer {
  switch (m.type) {
    case 'use': {
      const card = cardId(m.card);
      switch (m.trait) {
        case 'income':
          return { card, zone: GOLD_ZONE, button: null };
        case 'calm':
          return { card, zone: FEARAMID_ZONE, button: null };
        case 'attack': {
          const slot = view.row.indexOf(m.target);
          return { card, zone: slot >= 0 ? enemyZone(slot) : null, button: null };
        }
        case 'repair': {
          let loc = 0;
          m.split.forEach((pts, i) => {
            if (pts > (m.split[loc] ?? 0)) loc = i;
          });
          return { card, zone: LOCATIONS[loc] as Loc, button: null };
        }
      }
      break;
    }
    case 'command': {
      const zone = m.command === 'callToArms' ? enemyZone(Math.max(0, view.row.indexOf(m.target))) : m.command === 'fortify' ? m.target : null;
      return { card: null, zone, button: m.command };
    }
    case 'recruit': {
      const c = view.market[m.slot] ?? -1;
      return { card: c >= 0 ? cardId(c) : null, zone: DISCARD_ZONE, button: null };
    }
    case 'endTurn':
      return { card: null, zone: null, button: 'endTurn' };
  }
  return { card: null, zone: null, button: null };
}

/** What the status line asks of the player. */
export function promptText(view: Pick<ViewLike, 'phase' | 'turn'>): string {
  const turn = `turn ${view.turn}`;
  const byPhase: Readonly<Record<GatePhase, string>> = {
    command: `${turn} · then recruit or use cards, and end the turn`,
    recruit: `${turn} · drag a recruit to your discard pile, or use cards`,
    use: `${turn} · drag a card onto an enemy, a location or the Fearamid`,
    over: 'the run is over',
  };
  return byPhase[view.phase];
}

/** How a run ended, in words for the summary. */
export interface RunSummary {
  readonly won: boolean;
  readonly title: string;
  readonly reason: string;
  /** Turns the town came through: a lost run's last turn does not count (the siege's limit does). */
  readonly turns: number;
  readonly defeated: readonly string[];
  readonly fled: number;
  readonly score: number;
}

const ENDINGS: Readonly<Record<GateResult, { title: string; reason: string }>> = {
  won: { title: 'The town holds!', reason: 'Every wave was beaten back with the Gate standing.' },
  lostGate: { title: 'The Gate has fallen', reason: 'The Gate was brought to 0 health.' },
  lostFear: { title: 'Fear overwhelms the town', reason: 'The cube reached the top of the Fearamid.' },
  lostSiege: { title: 'The siege outlasted the town', reason: 'The turn limit was reached.' },
};

export function runSummary(view: Pick<GateView, 'result' | 'turn' | 'defeated' | 'fled' | 'score'>): RunSummary {
  const ending = ENDINGS[view.result ?? 'lostSiege'];
  return {
    won: view.result === 'won',
    title: ending.title,
    reason: ending.reason,
    turns: view.result === 'lostGate' || view.result === 'lostFear' ? Math.max(0, view.turn - 1) : view.turn,
    defeated: view.defeated.map(enemyName),
    fled: view.fled.length,
    score: view.score,
  };
}
