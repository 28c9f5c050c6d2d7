/**
 * Gateway Uprising knowledge for the generic bots: an evaluation of a (determinized) state and a cheap move key.
 * Each player gets a value in points of final score (GW-93): the score they would have now, plus what their Army,
 * deck and Runestones should still earn in the rounds left; the seats' win chances are a softmax of those values,
 * so they add up to 1 over the table like the outcome's shares do. The city's fall (GW-90) is a loss for all, so
 * a city near falling lowers every seat's chance.
 */
import type { Seat } from '../../rules/core/module';
import type { GwMove, GwState, PlayerState } from '../../rules/gateway/index';
import { cardAt, EVENTS_PER_GAME, runeCard, scoreOf } from '../../rules/gateway/index';
import { registerEvaluator, registerMarginEnds, registerMoveKey, registerSearchDefaults } from '../evaluators';

/** Weights, in points of final score (hand-set, checked by ismcts-vs-greedy simulations; see docs/rules/gateway.md). */
export const WEIGHTS = {
  /** A point of Attack in the Army: it kills Guards and Horde (Infamy) in the rounds left. */
  attack: 0.35,
  /** A point of Defense in the Army: it keeps the Army alive and districts held. */
  defense: 0.12,
  /** A point of average Gold cost of the cards a player owns (deck quality: what each hand of 6 can do). */
  deck: 3,
  /** A Runestone's effect still to use, per tier step (Common 1, Uncommon 2, Rare 3). */
  rune: 0.6,
  /** This turn's unspent Gold (lost at Clean-up, so worth little: it only makes one-step search play Merchants). */
  gold: 0.12,
  /** Softmax sharpness at the start and at the end of the game (a lead counts for more as the Events run out). */
  sharpStart: 0.2,
  sharpEnd: 0.9,
  /**
   * The search's softmax sharpness, the same all game (`evaluateGatewaySearch`). With the rising one, a seat a few
   * points behind had win chances near 0 that barely moved with its moves, and the search (rewards in [0, 1], a fixed
   * exploration) played the trailing seat's turns carelessly; the seat behind within a round is the later one, so the
   * starting player won 0.63–0.71 of `ismcts:200` self-play at two players, 0.46 with this (docs/rules/gateway.md,
   * Measured: the starting player). Greedy keeps the rising one: with this its starting player won 0.55 and 0.44.
   */
  searchSharp: 0.2,
  /** The share of its softmax reading a lost end is worth to the search (`evaluateGatewaySearch`). */
  searchLostEnd: 0.1,
} as const;

const TIER_STEP = { common: 1, uncommon: 2, rare: 3 } as const;

/** Rounds left as a share of the game (1 at the start, near 0 in the last round): how much potential still counts. */
function future(s: GwState): number {
  return (s.events.length + 1) / (EVENTS_PER_GAME + 1);
}

/** Average Gold cost of the deck cards a player owns (Leaders count as 3, the price of a Vendor). */
function deckQuality(p: PlayerState): number {
  let total = 0, n = 0;
  const add = (list: readonly number[]) => {
    for (const c of list) {
      const card = cardAt(c);
      if (!card || !('cost' in card)) continue;
      total += card.kind === 'leader' ? 3 : card.cost;
      n++;
    }
  };
  add(p.deck);
  add(p.hand);
  add(p.discard);
  add(p.played);
  for (const u of p.army) {
    const card = cardAt(u.card);
    if (card && card.kind === 'insurgent') {
      total += card.cost;
      n++;
    }
  }
  return n === 0 ? 0 : total / n;
}

/** A player's value in points of final score: the score now plus the potential of Army, deck and Runestones. */
export function valueOf(s: GwState, seat: Seat): number {
  const p = s.players[seat] as PlayerState;
  let potential = 0;
  for (const u of p.army) {
    const c = cardAt(u.card);
    if (c && c.kind === 'insurgent') potential += WEIGHTS.attack * c.attack + WEIGHTS.defense * c.defense;
  }
  for (const r of p.runes) potential += WEIGHTS.rune * TIER_STEP[runeCard(r).tier];
  potential += WEIGHTS.deck * deckQuality(p);
  let v = scoreOf(s, seat) + future(s) * potential;
  // This turn's unspent Gold (lost at Clean-up). Action Points are not counted: counted, a turn's end took the
  // player's unspent ones from its value and gave the next player a fresh turn's 2, so ending a turn looked worse
  // than burning a Runestone for an Action Point or 2 Gold (docs/rules/gateway.md, Measured: the starting player).
  if (s.active === seat && s.phase !== 'over') v += WEIGHTS.gold * s.turn.gold;
  return v;
}

/** Share of the standing districts the Horde holds or invades: the nearer to 1, the nearer the city is to falling. */
function hordeShare(s: GwState): number {
  let standing = 0, horde = 0;
  for (const x of s.districts) {
    if (x.ruined) continue;
    standing++;
    const units = [...x.cards, ...x.incoming];
    if (units.some((u) => cardAt(u.card)?.kind === 'horde')) horde++;
  }
  return standing === 0 ? 1 : horde / standing;
}

// One-entry cache: ISMCTS scores the same leaf for every seat in a row.
let cachedState: GwState | null = null;
let cachedSharp = 0;
let cachedChances: number[] = [];

/**
 * Every seat's win chance in a Gateway state: a softmax of their values, times the city's survival. The softmax
 * sharpens as the Events run out, unless a sharpness is given (the search's, `WEIGHTS.searchSharp`).
 */
export function winChances(s: GwState, sharpness?: number): number[] {
  const k = sharpness ?? WEIGHTS.sharpEnd + (WEIGHTS.sharpStart - WEIGHTS.sharpEnd) * future(s);
  if (s === cachedState && k === cachedSharp) return cachedChances;
  const values = s.players.map((_, seat) => valueOf(s, seat));
  const top = Math.max(...values);
  const exps = values.map((v) => Math.exp(k * (v - top)));
  const sum = exps.reduce((a, b) => a + b, 0);
  const h = hordeShare(s);
  const survival = 1 - h * h * h;
  cachedChances = exps.map((e) => (survival * e) / sum);
  cachedState = s;
  cachedSharp = k;
  return cachedChances;
}

/**
 * An ended game is read by margin only when it ended by the final scoring (GW-91, GW-93): a conquest or the city's
 * fall (GW-90, GW-92) is its outcome alone (src/ai/evaluators.ts, registerMarginEnds).
 */
const byMargin = (s: GwState): boolean => s.end === null || s.end.reason === 'events';

/** Estimated win chance of `seat` in a Gateway state (the greedy bot's, hints' and reviews' evaluator). */
export function evaluateGateway(state: object, seat: Seat): number {
  const s = state as GwState;
  return byMargin(s) ? (winChances(s)[seat] ?? 0) : 0;
}

/**
 * The search's reward: the win chance with one softmax sharpness all game (`WEIGHTS.searchSharp`). A game ended by the
 * final scoring is read at a tenth of that (`WEIGHTS.searchLostEnd`; the outcome's own score is taken when larger, so
 * only a loss is read so): at the flat sharpness a loss by a point read whole is worth nearly a tie, and the search's
 * last seat played its last turn for a close loss (the starting player won 0.644 of `ismcts:200` two-player games on
 * one seed, 0.575 without); read at a tenth, losing by less still beats spending a Runestone for nothing, and any
 * real chance to win beats both (docs/rules/gateway.md, Measured: the starting player).
 */
export function evaluateGatewaySearch(state: object, seat: Seat): number {
  const s = state as GwState;
  if (!byMargin(s)) return 0;
  const chance = winChances(s, WEIGHTS.searchSharp)[seat] ?? 0;
  return s.end === null ? chance : WEIGHTS.searchLostEnd * chance;
}

const idOf = (card: number): string => cardAt(card)?.id ?? String(card);

/**
 * A short key for a Gateway move, unique up to interchangeable copies: playing, exiling or using one copy of a card
 * is keyed by the card's id, not its instance, so that two Saloran Carts in hand make one branch of the search, and
 * an opponent's sampled hand (other instances in each sample) shares its statistics across samples.
 */
export function gatewayMoveKey(move: object): string {
  const m = move as GwMove;
  switch (m.type) {
    case 'play':
      return `p${idOf(m.card)}`;
    case 'rune':
      return `r${idOf(m.card)}`;
    case 'recruit':
      return `R${m.pile}`;
    case 'attack':
      return `a${m.district}`;
    case 'ask':
      return `a${m.district}+${m.ally}`;
    case 'pick':
      return `P${m.id}`;
    case 'lend':
      // The lent Insurgents by card id and the lent Runestones by tier: the asker sees the ally's Runestones only as
      // tiers (GW-80), so keyed by instance, the sample's Runestones made a new key nearly every iteration, the
      // search expanded "lend everything" afresh each time and never learned the ally's answer (an ask looked
      // as good as a battle won with the ally's whole Army and Runestones; docs/rules/gateway.md, Measured).
      return `l${m.cards.map(idOf).sort().join(',')}/${m.runes.map((r) => runeCard(r).tier[0]).sort().join('')}`;
    case 'assign':
      return `d${m.damage.join(',')}`;
    case 'exile':
      return `x${idOf(m.card)}`;
    case 'peek':
      return `k${m.pile}`;
    case 'order':
      return `o${m.order.join('')}`;
    case 'done':
      return 'D';
  }
}

/**
 * The search's horizon: the end of the turn it started in (another player's turn begins, or a new round). A
 * Gateway turn is a plan of many plies by one player (cards for Gold and Action Points, then recruits, then
 * attacks); grown past it, the tree spends its iterations on the other players' turns, where the evaluator cannot
 * tell the searching player's plans apart any better, and on hands sampled afresh each iteration. Battles, alliances
 * and the Guard or Horde commands inside the turn stay in the tree (docs/rules/gateway.md, Computer seats).
 */
export function gatewayHorizon(root: object, state: object): boolean {
  const r = root as GwState, s = state as GwState;
  return s.active !== r.active || s.round !== r.round;
}

registerEvaluator('gateway', evaluateGateway);
registerMoveKey('gateway', gatewayMoveKey);
// A game of points: an ended game is worth at least its final scores' softmax, so that a seat behind in the last turn
// ends it with its Runestones unspent rather than using them (docs/rules/gateway.md, Measured: the starting player).
registerMarginEnds('gateway');
// Random playouts mislead Gateway's search (a random Runestone use wastes Infamy, a random pass hands the turn
// over), and its evaluator already weighs the rounds left: no playouts, the tree stops at the end of the turn, and
// little exploration (0.1: with the horizon, 0.1 beat 0.03 and 0.01 at small budgets; docs/rules/gateway.md).
// A Gateway turn is many decisions (a four-seat round about 30 of the computers'): each gets half a level's time,
// so three computer seats keep a round's thinking to a few seconds at Normal (docs/rules/gateway.md).
// The player's own turn is searched as a plan (src/ai/ismcts.ts, iteratePlan): every own move scored one ply ahead
// and the best continuation backed up, not the mean; with the mean, ending Deployment early looked best (it reaches
// Recruiting's gains in one ply), and the search lost to greedy once unspent Action Points stopped counting.
// An ally's answer to an ask (GW-42) is searched as the ally would answer (src/ai/ismcts.ts, answeredByPrior).
registerSearchDefaults('gateway', { playoutDepth: 0, exploration: 0.1, horizon: gatewayHorizon, levelTimeScale: 0.5, plan: true, evaluator: evaluateGatewaySearch, answeredByPrior: (move) => move.type === 'lend' });
