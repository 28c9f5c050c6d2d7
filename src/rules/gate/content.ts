/**
 * Gate's content as data: the book's fixed numbers, then the authored cards, enemies and Fearamid (T1). Every
 * number a tuning pass may change lives in this file; docs/rules/gate.md (GT-60…GT-65) explains the choices.
 */
import type { Bonus, Card, CardKind, Command, Difficulty, Enemy, Icon, Loc } from './types';
import { LOCATIONS } from './types';

// ---------------------------------------------------------------------------------------------------------
// The book's numbers

/** Starting and maximum health per location, in LOCATIONS order: Farm 6, Gate 12, Tower 6 (GT-3). */
export const MAX_HEALTH: readonly number[] = [6, 12, 6];
/** Cards in hand after Draw Up (GT-14). */
export const HAND_SIZE = 3;
/** Recruits on offer (GT-21). */
export const MARKET_SIZE = 4;
/** Face-up enemies at most (GT-11). */
export const MAX_FACE_UP = 2;
/** What an enemy pushed out by a third arrival deals to the Gate (GT-12). */
export const PUSH_OUT_DAMAGE = 1;
/** The Farm's gold per turn while it stands (GT-4). */
export const FARM_GOLD = 1;
/** The Tower's extra damage per turn while it stands (GT-5). */
export const TOWER_DAMAGE = 1;
/** The Command Card (GT-16…GT-20). */
export const COMMAND_COST: Readonly<Record<Command, number>> = { callToArms: 2, caravan: 1, festival: 2, fortify: 2 };
/** Call to Arms' damage, Festival's calm and Fortify's repair. */
export const COMMAND_AMOUNT = 1;
/** The safety net of GT-43. */
export const TURN_LIMIT = 60;

/** What each difficulty changes at setup (GT-44): Heroes already in the discard pile, starting fear, Gate damage. */
export const DIFFICULTY: Readonly<Record<Difficulty, { readonly heroes: number; readonly fear: number; readonly gateDamage: number }>> = {
  easy: { heroes: 2, fear: 0, gateDamage: 0 },
  normal: { heroes: 0, fear: 0, gateDamage: 0 },
  hard: { heroes: 0, fear: 1, gateDamage: 3 },
};

// ---------------------------------------------------------------------------------------------------------
// Cards (GT-60…GT-62)

type Stats = readonly [name: string, cost: number, income: number, repair: number, calm: number, attack: number, bonus?: Bonus, text?: string];

/** The 3 Starting cards ("S"): one of each useful kind, all with 1 income so turn 1 can buy or command. */
const STARTING: readonly Stats[] = [
  ['Peasant', 0, 1, 1, 0, 0],
  ['Militia', 0, 1, 0, 0, 1],
  ['Town Crier', 0, 1, 0, 1, 0],
];

/**
 * The 20 Citizens, by cost. Cheap cards do one thing; dearer ones do it better and add income or a second
 * trait; a third of them carry a special bonus.
 */
const CITIZENS: readonly Stats[] = [
  ['Squire', 1, 0, 0, 0, 2],
  ['Laborer', 1, 0, 2, 0, 0],
  ['Piper', 1, 0, 0, 2, 0],
  ['Peddler', 1, 2, 0, 0, 0],
  ['Mason', 2, 1, 2, 0, 0, { kind: 'repairAt', loc: 'tower', extra: 1 }, '+1 repair on the Tower: 3 instead of 2.'],
  ['Hunter', 2, 1, 0, 0, 2, { kind: 'attackVs', target: 'farm', extra: 2 }, '+2 damage against an enemy that attacks the Farm.'],
  ['Friar', 2, 0, 1, 2, 0, { kind: 'after', trait: 'calm', effect: { kind: 'repair', loc: 'gate', amount: 1 } }, 'After he calms, the Gate regains 1 health.'],
  ['Miller', 2, 2, 1, 0, 0, { kind: 'incomeWhile', loc: 'farm', extra: 1 }, '+1 income while the Farm stands.'],
  ['Spearman', 3, 1, 0, 0, 3],
  ['Carpenter', 3, 1, 3, 0, 0, { kind: 'repairAt', loc: 'gate', extra: 1 }, 'Repairs 1 more on the Gate.'],
  ['Minstrel', 3, 1, 0, 3, 0, { kind: 'after', trait: 'calm', effect: { kind: 'draw', count: 1 } }, 'After she calms, draw 1 card.'],
  ['Merchant', 3, 3, 0, 1, 0],
  ['Knight', 4, 1, 0, 1, 4],
  ['Crossbowman', 4, 0, 0, 0, 3, { kind: 'attackVs', target: 'tower', extra: 2 }, '+2 damage against an enemy that attacks the Tower.'],
  ['Herbalist', 4, 1, 2, 3, 0],
  ['Banker', 4, 4, 0, 0, 0],
  ['Captain', 5, 2, 0, 1, 5],
  ['Architect', 5, 2, 5, 0, 0, { kind: 'repairAt', loc: 'farm', extra: 1 }, 'Repairs 1 more on the Farm.'],
  ['Champion', 6, 2, 0, 2, 6],
  ['Abbess', 6, 2, 3, 5, 0, { kind: 'after', trait: 'calm', effect: { kind: 'repair', loc: 'gate', amount: 2 } }, 'After she calms, the Gate regains 2 health.'],
];

/** The 5 Heroes (sun): strong, one use each, then removed from the game (GT-27). */
const HEROES: readonly Stats[] = [
  ['Sir Aldric', 0, 3, 0, 2, 7],
  ['Mother Elowen', 0, 2, 4, 6, 0, { kind: 'after', trait: 'calm', effect: { kind: 'repair', loc: 'gate', amount: 2 } }, 'After she calms, the Gate regains 2 health.'],
  ['Torvald the Builder', 0, 3, 7, 0, 2],
  ['Wren the Archer', 0, 2, 0, 1, 5, { kind: 'after', trait: 'attack', effect: { kind: 'damageAll', amount: 1 } }, 'After her attack, every face-up enemy takes 1 damage.'],
  ['Goldhand', 0, 7, 0, 2, 2],
];

function author(): Card[] {
  const out: Card[] = [];
  const add = (kind: CardKind, list: readonly Stats[]) => {
    for (const [name, cost, income, repair, calm, attack, bonus, text] of list) {
      out.push({ id: out.length, name, kind, cost, income, repair, calm, attack, bonus: bonus ?? null, text: text ?? '' });
    }
  };
  add('starting', STARTING);
  add('citizen', CITIZENS);
  add('hero', HEROES);
  return out;
}

/** Every Starting, Citizen and Hero card, indexed by id. */
export const CARDS: readonly Card[] = author();
/** Number of Starting, Citizen and Hero cards in all. */
export const CARD_COUNT = CARDS.length;
/** Card ids of each kind, in id order: Starting cards… */
export const STARTING_IDS: readonly number[] = CARDS.filter((c) => c.kind === 'starting').map((c) => c.id);
/** …Citizens… */
export const CITIZEN_IDS: readonly number[] = CARDS.filter((c) => c.kind === 'citizen').map((c) => c.id);
/** …and Heroes. */
export const HERO_IDS: readonly number[] = CARDS.filter((c) => c.kind === 'hero').map((c) => c.id);

// ---------------------------------------------------------------------------------------------------------
// Enemies (GT-63)

type EnemyStats = readonly [name: string, health: number, attack: number, target: Loc, fear: number, vp: number];

/** Three waves of three, each wave harder: more health, harder hits, more fear, more points. */
const WAVES: readonly (readonly EnemyStats[])[] = [
  [
    ['Cave Rats', 3, 1, 'farm', 1, 1],
    ['Goblin Sneak', 3, 2, 'tower', 1, 1],
    ['Tunnel Grub', 4, 2, 'gate', 1, 2],
  ],
  [
    ['Kobold Raiders', 5, 2, 'farm', 2, 2],
    ['Mine Ghoul', 6, 2, 'tower', 2, 3],
    ['Stone Troll', 7, 3, 'gate', 1, 3],
  ],
  [
    ['Shadow Wraith', 8, 2, 'tower', 3, 4],
    ['Deep Wyrm', 9, 3, 'farm', 2, 5],
    ['Delver Horror', 10, 3, 'gate', 2, 6],
  ],
];

/** The 9 enemies, indexed by id (wave 1 first). */
export const ENEMIES: readonly Enemy[] = WAVES.flatMap((wave, w) =>
  wave.map(([name, health, attack, target, fear, vp]) => ({ name, wave: (w + 1) as 1 | 2 | 3, health, attack, target, fear, vp })),
).map((e, id) => ({ id, ...e }));
/** Number of enemies. */
export const ENEMY_COUNT = ENEMIES.length;

// ---------------------------------------------------------------------------------------------------------
// The Fearamid (GT-64)

/**
 * The Fearamid's rows from the bottom, each read left to right: ">" the start, "." an empty space, "S" a sun,
 * "F"/"G"/"T" a location icon (1 damage to the Farm, Gate or Tower; a digit after it gives another amount),
 * "^" the top. The cube climbs a row left to right, then starts the next row at its left.
 */
export const FEARAMID_ROWS: readonly string[] = [
  '> . S . F',
  '. T S .',
  'G . S',
  'T G',
  '^',
];

function parseFearamid(rows: readonly string[]): (Icon | null)[] {
  const spaces: (Icon | null)[] = [];
  for (const row of rows) {
    for (const token of row.split(/\s+/)) {
      const letter = token.charAt(0);
      const loc = ({ F: 'farm', G: 'gate', T: 'tower' } as const)[letter as 'F' | 'G' | 'T'];
      if (letter === 'S') spaces.push({ kind: 'sun' });
      else if (loc) spaces.push({ kind: 'hit', loc, amount: token.length > 1 ? Number(token.slice(1)) : 1 });
      else spaces.push(null);
    }
  }
  return spaces;
}

/** The Fearamid's spaces in climbing order, each with its icon or null; index 0 is ">". */
export const FEARAMID: readonly (Icon | null)[] = parseFearamid(FEARAMID_ROWS);
/** The top space: the cube reaching it loses the game (GT-41). */
export const FEAR_TOP = FEARAMID.length - 1;

/** Index of a location in LOCATIONS order. */
export const locIndex = (loc: Loc): number => LOCATIONS.indexOf(loc);
