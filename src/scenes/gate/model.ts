/**
 * What the Gate table shows, as plain data: a copy of the view that the table steps through one domain event at a
 * time while it animates, so each event moves things from where the previous one left them. Pure and Phaser-free
 * (tested in tests/scenes). It never decides anything: it only replays what the rules said happened.
 */
import type { GateEvent, GatePhase, GateResult, GateView } from '../../rules/gate/index';
import { pictureOf } from '../kit/picture';

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

function takeOut(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

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
  switch (e.type) {
    case 'turnBegan':
      s.turn = e.turn;
      s.gold = e.gold;
      s.commands = [];
      s.towerUsed = false;
      return;
    case 'enemyRevealed':
      s.row.push(e.enemy);
      s.wounds.push(0);
      s.enemyDeckCount = Math.max(0, s.enemyDeckCount - 1);
      s.nextWave = s.enemyDeckCount === final.enemyDeckCount ? final.nextWave : s.nextWave;
      return;
    case 'pushedOut': {
      const i = s.row.indexOf(e.enemy);
      if (i >= 0) {
        s.row.splice(i, 1);
        s.wounds.splice(i, 1);
      }
      s.fled.push(e.enemy);
      return;
    }
    case 'finalStand':
      s.finalStand = true;
      return;
    case 'drew':
      takeOut(s.drawPile, e.card);
      s.hand.push(e.card);
      return;
    case 'reshuffled':
      s.drawPile = [...s.discard].sort((a, b) => a - b);
      s.discard = [];
      return;
    case 'used':
      settleInPlay(s);
      takeOut(s.hand, e.card);
      s.inPlay = e.card;
      // Only a card attack spends the Tower's +1, and a move holds at most one use: the final view knows.
      if (e.trait === 'attack') s.towerUsed = final.towerUsed;
      return;
    case 'goldAdded':
      s.gold = e.gold;
      return;
    case 'commandIssued':
      s.gold = e.gold;
      s.commands.push(e.command);
      return;
    case 'recruited':
      s.market[e.slot] = -1;
      s.discard.push(e.card);
      s.gold = e.gold;
      return;
    case 'marketCleared':
      s.market = s.market.map(() => -1);
      s.citizenDiscard.push(...e.cards);
      return;
    case 'marketRefilled':
      s.market[e.slot] = e.card;
      s.citizenDeckCount = Math.max(0, s.citizenDeckCount - 1);
      return;
    case 'citizensReshuffled':
      s.citizenDeckCount = e.count;
      s.citizenDiscard = [];
      return;
    case 'enemyHit': {
      const i = s.row.indexOf(e.enemy);
      if (i >= 0) s.wounds[i] = e.wounds;
      return;
    }
    case 'enemyDefeated': {
      const i = s.row.indexOf(e.enemy);
      if (i >= 0) {
        s.row.splice(i, 1);
        s.wounds.splice(i, 1);
      }
      s.defeated.push(e.enemy);
      s.score = e.score;
      return;
    }
    case 'repaired':
    case 'damaged':
      s.health[LOC_INDEX[e.loc]] = e.health;
      return;
    case 'fear':
      s.fear = e.to;
      return;
    case 'heroGained':
      s.heroDeckCount = Math.max(0, s.heroDeckCount - 1);
      s.discard.push(e.card);
      return;
    case 'heroGone':
      if (s.inPlay === e.card) s.inPlay = null;
      s.gone.push(e.card);
      return;
    case 'stepBegan':
      s.phase = e.phase;
      // GT-15: the pool empties when Use Cards begins.
      if (e.phase === 'use') s.gold = 0;
      return;
    case 'won':
    case 'lost':
      s.result = final.result;
      s.phase = 'over';
      s.gold = 0;
      s.score = e.score;
      return;
    case 'enemyAttacked':
    case 'destroyed':
    case 'iconFired':
      return;
  }
}
