/**
 * What the Gate table shows, as plain data: a copy of the view that the table steps through one domain event at a
 * time while it animates, so each event moves things from where the previous one left them. Pure and Phaser-free
 * (tested in tests/scenes). It never decides anything: it only replays what the rules said happened.
 */
import type { GateEvent, GatePhase, GateResult, GateView } from '../../rules/gate/index';
import type { PictureSteps } from '../kit/picture';
import { pictureOf, stepPicture, takeOut, unchanged } from '../kit/picture';

/** A mutable picture of the town, the enemies and the player's cards. */
export interface Shown {
  turn: number;
  phase: GatePhase;
  health: number[];
  fear: number;
  hand: number[];
  /** The draw pile's cards (the player knows which, never the order), sorted by id. */
  drawPile: number[];
  discard: number[];
  market: number[];
  citizenDeckCount: number;
  citizenDiscard: number[];
  heroDeckCount: number;
  gone: number[];
  enemyDeckCount: number;
  nextWave: number | null;
  row: number[];
  wounds: number[];
  defeated: number[];
  fled: number[];
  gold: number;
  commands: string[];
  towerUsed: boolean;
  finalStand: boolean;
  result: GateResult | null;
  score: number;
  /** A card being used: out of the hand, on its way to the discard pile once its effects have played. */
  inPlay: number | null;
}

/** A fresh copy of a view to step through. */
export function shownOf(v: GateView): Shown {
  return { ...pictureOf(v), inPlay: null };
}

const LOC_INDEX = { farm: 0, gate: 1, tower: 2 } as const;

/** A used Citizen or Starting card reaches the discard pile after its effects (a Hero leaves through `heroGone`). */
export function settleInPlay(s: Shown): void {
  if (s.inPlay !== null) s.discard.push(s.inPlay);
  s.inPlay = null;
}

/**
 * Steps the picture through one event. `final` is the view after the whole move: it tells what the events do not
 * (the wave on the back of the enemy deck's new top card). Call `settleInPlay` after a move's last event.
 */
export function applyEvent(s: Shown, e: GateEvent, final: GateView): void {
  stepPicture(STEPS, s, e, final);
}

/** The enemy leaves the row with its wounds (pushed out or defeated). */
function leaveRow(s: Shown, enemy: number): void {
  const i = s.row.indexOf(enemy);
  if (i < 0) return;
  s.row.splice(i, 1);
  s.wounds.splice(i, 1);
}

const locHealth = (s: Shown, e: Extract<GateEvent, { type: 'repaired' | 'damaged' }>): void => {
  s.health[LOC_INDEX[e.loc]] = e.health;
};

const ended = (s: Shown, e: Extract<GateEvent, { type: 'won' | 'lost' }>, final: GateView): void => {
  s.result = final.result;
  s.phase = 'over';
  s.gold = 0;
  s.score = e.score;
};

const STEPS: PictureSteps<Shown, GateEvent, GateView> = {
  turnBegan: (s, e) => {
    s.turn = e.turn;
    s.gold = e.gold;
    s.commands = [];
    s.towerUsed = false;
  },
  enemyRevealed: (s, e, final) => {
    s.row.push(e.enemy);
    s.wounds.push(0);
    s.enemyDeckCount = Math.max(0, s.enemyDeckCount - 1);
    s.nextWave = s.enemyDeckCount === final.enemyDeckCount ? final.nextWave : s.nextWave;
  },
  pushedOut: (s, e) => {
    leaveRow(s, e.enemy);
    s.fled.push(e.enemy);
  },
  finalStand: (s) => {
    s.finalStand = true;
  },
  drew: (s, e) => {
    takeOut(s.drawPile, e.card);
    s.hand.push(e.card);
  },
  reshuffled: (s) => {
    s.drawPile = [...s.discard].sort((a, b) => a - b);
    s.discard = [];
  },
  used: (s, e, final) => {
    settleInPlay(s);
    takeOut(s.hand, e.card);
    s.inPlay = e.card;
    // Only a card attack spends the Tower's +1, and a move holds at most one use: the final view knows.
    if (e.trait === 'attack') s.towerUsed = final.towerUsed;
  },
  goldAdded: (s, e) => {
    s.gold = e.gold;
  },
  commandIssued: (s, e) => {
    s.gold = e.gold;
    s.commands.push(e.command);
  },
  recruited: (s, e) => {
    s.market[e.slot] = -1;
    s.discard.push(e.card);
    s.gold = e.gold;
  },
  marketCleared: (s, e) => {
    s.market = s.market.map(() => -1);
    s.citizenDiscard.push(...e.cards);
  },
  marketRefilled: (s, e) => {
    s.market[e.slot] = e.card;
    s.citizenDeckCount = Math.max(0, s.citizenDeckCount - 1);
  },
  citizensReshuffled: (s, e) => {
    s.citizenDeckCount = e.count;
    s.citizenDiscard = [];
  },
  enemyHit: (s, e) => {
    const i = s.row.indexOf(e.enemy);
    if (i >= 0) s.wounds[i] = e.wounds;
  },
  enemyDefeated: (s, e) => {
    leaveRow(s, e.enemy);
    s.defeated.push(e.enemy);
    s.score = e.score;
  },
  repaired: locHealth,
  damaged: locHealth,
  fear: (s, e) => {
    s.fear = e.to;
  },
  heroGained: (s, e) => {
    s.heroDeckCount = Math.max(0, s.heroDeckCount - 1);
    s.discard.push(e.card);
  },
  heroGone: (s, e) => {
    if (s.inPlay === e.card) s.inPlay = null;
    s.gone.push(e.card);
  },
  stepBegan: (s, e) => {
    s.phase = e.phase;
    // GT-15: the pool empties when Use Cards begins.
    if (e.phase === 'use') s.gold = 0;
  },
  won: ended,
  lost: ended,
  enemyAttacked: unchanged,
  destroyed: unchanged,
  iconFired: unchanged,
};
