/**
 * Gateway seat diagnosis: where the starting player gains or loses against the others, the same bot in every seat.
 *   npx tsx scripts/gateway-seats.ts [--bot greedy] [--players 2] [--games 40] [--seed seats] [--scenario all]
 * Seats are named by their place in the turn order (0 = the starting player). Prints one JSON document with, per
 * place: the win share; the mean score at the end of each round; the mean score gained in the place's own turns,
 * in the other players' turns and at the round ends (replenishment, Events, their fights), per round; districts lost
 * to other players and won from them; the mean final score; what holds Central City at the end.
 */
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import type { GameModule, MoveBase, Seat } from '../src/rules/core/module';
import type { GwEvent } from '../src/rules/gateway/index';
import { defaultConfig, gateway, runeCard, SCENARIOS, scoreOf } from '../src/rules/gateway/index';

const { values } = parseArgs({
  options: { bot: { type: 'string', default: 'greedy' }, players: { type: 'string', default: '2' }, games: { type: 'string', default: '40' }, seed: { type: 'string', default: 'seats' }, scenario: { type: 'string', default: 'all' } },
  strict: true,
});
const bot = botById(values.bot) as Bot | undefined;
const players = Number(values.players);
const games = Number(values.games);
if (!bot) throw new Error(`no bot ${values.bot}`);
const module = gateway as unknown as GameModule;
const scenarios = values.scenario === 'all' ? ['random', ...SCENARIOS.map((s) => s.id)] : [values.scenario];

const ROUNDS = 14;
const zeros = (): number[] => new Array<number>(players).fill(0);
const grid = (): number[][] => Array.from({ length: ROUNDS }, zeros);
const stats = {
  games: 0,
  winShare: zeros(),
  finalScore: zeros(),
  scoreAtRoundEnd: grid(),
  gainOwnTurn: grid(),
  gainOthersTurns: grid(),
  gainRoundEnd: grid(),
  districtsWonFromPlayers: zeros(),
  districtsLostToPlayers: zeros(),
  lostInLastRound: zeros(),
  wonInLastRound: zeros(),
  invadedDistrictsLost: zeros(),
  centralAtEnd: {} as Record<string, number>,
  infamyFromKills: zeros(),
  finalDistricts: zeros(),
  lastTurnGain: zeros(),
  /** Final score minus the starting player's, per later place, counted by value. */
  finalLead: {} as Record<string, number>,
  /** The same lead at the end of round 12 (before the last round). */
  leadBeforeLastRound: {} as Record<string, number>,
  ties: 0,
  /** Score gained by channel, per place: Runestones recruited or gained, Runestones used, Infamy from kills, rewards, cards. */
  channels: Array.from({ length: players }, () => ({}) as Record<string, number>),
  goldSpent: zeros(),
  runesUsed: zeros(),
  recruits: Array.from({ length: players }, () => ({}) as Record<string, number>),
};

for (const scenario of scenarios) {
  for (let g = 0; g < games; g++) {
    const config = { ...defaultConfig(players), scenario };
    const seed = `${values.seed}/${scenario}/${g}`;
    const setup = gateway.setup(config, seed);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    let state = setup.value;
    const first = state.first;
    const place = (seat: Seat): number => (seat - first + players) % players;
    let segment: Seat | 'roundEnd' = first;
    let scores = state.players.map((_, s) => scoreOf(state, s));
    let segmentRound = 1;
    for (let ply = 0; ply < 5000 && state.phase !== 'over'; ply++) {
      const seat = (module.decision(state).seats[0] as Seat);
      const move = bot.choose({ module, view: module.view(state, seat), seat, seed: `${seed}/${ply}` }) as MoveBase;
      const before = state;
      const r = gateway.apply(state, seat, move as never);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      state = r.value.state;
      const events = r.value.events as readonly GwEvent[];
      // Infamy and district points (GW-93 without Runestones), attributed event by event to the turn or the round end.
      // The round end's part of the score changes (GW-60…GW-68), event by event; the rest of a step's change
      // belongs to the turn being played (Runestones are recruited and used only in turns).
      const roundEndGain = zeros();
      const credit = (s: Seat, gain: number): void => {
        if (segment === 'roundEnd') roundEndGain[s]! += gain;
      };
      const roundOfStep = segmentRound;
      const activeOfStep = before.active;
      const channel = (seat: Seat, name: string, amount: number): void => {
        const c = stats.channels[place(seat)] as Record<string, number>;
        const rounds = segmentRound <= 3 ? 'r1-3' : segmentRound <= 8 ? 'r4-8' : segmentRound <= 12 ? 'r9-12' : 'r13';
        c[`${rounds} ${name}`] = (c[`${rounds} ${name}`] ?? 0) + amount;
      };
      let source = 'card';
      for (const e of events) {
        if (e.type === 'killed') source = 'kills';
        if (e.type === 'reward') source = 'reward';
        if (e.type === 'played' || e.type === 'runeUsed') source = 'card';
        if (e.type === 'eventDrawn') source = 'event';
        if (e.type === 'gained' && e.what === 'infamy') channel(e.seat, `infamy:${source}`, e.amount);
        if (e.type === 'runeGained') channel(e.seat, 'runeGained', runeCard(e.card).infamy);
        if (e.type === 'recruited' && (e.pile === 'common' || e.pile === 'uncommon' || e.pile === 'rare')) channel(e.seat, 'runeRecruited', runeCard(e.card).infamy);
        if (e.type === 'runeUsed') channel(e.seat, `runeUsed:${segment === 'roundEnd' ? 'roundEnd' : segment === e.seat ? `own:${state.phase === 'over' ? 'over' : before.phase}` : 'othersTurn'}`, -runeCard(e.card).infamy);
        if (e.type === 'turnBegan') [segment, segmentRound] = [e.seat, e.round];
        if (e.type === 'phase' && e.phase === 'cleanup' && place(e.seat) === players - 1) segment = 'roundEnd';
        if (e.type === 'gained' && e.what === 'infamy') credit(e.seat, e.amount);
        if (e.type === 'infamyTaken') {
          credit(e.seat, 1);
          credit(e.from, -1);
        }
        if (e.type === 'control') {
          const worth = e.district === 0 ? 2 : 1;
          if (e.from !== null && e.from >= 0) credit(e.from, -worth);
          if (e.to !== null && e.to >= 0) credit(e.to, worth);
        }
        if (e.type === 'claimed') credit(e.seat, e.district === 0 ? 2 : 1);
        if (e.type === 'ruined' && before.districts[e.district]?.owner != null) credit(before.districts[e.district]?.owner as Seat, e.district === 0 ? -2 : -1);
        if (e.type === 'control' && e.from !== null && e.from >= 0 && e.to !== null && e.to >= 0) {
          stats.districtsWonFromPlayers[place(e.to)]! += 1;
          stats.districtsLostToPlayers[place(e.from)]! += 1;
          if (segmentRound === 13) {
            stats.wonInLastRound[place(e.to)]! += 1;
            stats.lostInLastRound[place(e.from)]! += 1;
          }
        }
        if (e.type === 'control' && e.from !== null && e.from >= 0 && (e.to === null || e.to < 0)) stats.invadedDistrictsLost[place(e.from)]! += 1;
        if (e.type === 'recruited') {
          const p = place(e.seat);
          stats.goldSpent[p]! += e.cost;
          const kind = e.pile === 'common' || e.pile === 'uncommon' || e.pile === 'rare' ? e.pile : 'card';
          const recruits = stats.recruits[p] as Record<string, number>;
          recruits[kind] = (recruits[kind] ?? 0) + 1;
        }
        if (e.type === 'runeUsed') stats.runesUsed[place(e.seat)]! += 1;
        if (e.type === 'roundEnded') {
          const at = state.players.map((_, s) => scoreOf(state, s));
          const row = stats.scoreAtRoundEnd[Math.min(e.round, ROUNDS - 1)] as number[];
          for (let s = 0; s < players; s++) row[place(s)]! += at[s] as number;
          if (e.round === 12) {
            const lead = String(Math.max(...at.filter((_, s) => s !== first)) - (at[first] as number));
            stats.leadBeforeLastRound[lead] = (stats.leadBeforeLastRound[lead] ?? 0) + 1;
          }
        }
      }
      const now = state.players.map((_, s) => scoreOf(state, s));
      for (let s = 0; s < players; s++) {
        const round = Math.min(roundOfStep, ROUNDS - 1);
        const atEnd = roundEndGain[s] as number;
        const inTurn = (now[s] as number) - (scores[s] as number) - atEnd;
        (stats.gainRoundEnd[round] as number[])[place(s)]! += atEnd;
        ((activeOfStep === s ? stats.gainOwnTurn : stats.gainOthersTurns)[round] as number[])[place(s)]! += inTurn;
      }
      scores = now;
    }
    const end = state.end;
    stats.games++;
    const winners = end?.winners ?? [];
    for (const w of winners) stats.winShare[place(w)]! += 1 / winners.length;
    if (winners.length > 1) stats.ties++;
    const finals = state.players.map((_, s) => scoreOf(state, s));
    const lead = String(Math.max(...finals.filter((_, s) => s !== first)) - (finals[first] as number));
    stats.finalLead[lead] = (stats.finalLead[lead] ?? 0) + 1;
    state.players.forEach((_, s) => {
      stats.finalScore[place(s)]! += scoreOf(state, s);
      stats.finalDistricts[place(s)]! += state.districts.filter((x) => x.owner === s).length;
    });
    const central = state.districts[0];
    const who = central?.owner !== null && central?.owner !== undefined ? `place ${place(central.owner)}` : central?.ruined ? 'ruined' : central?.cards.length ? 'guard/horde' : 'empty';
    stats.centralAtEnd[who] = (stats.centralAtEnd[who] ?? 0) + 1;
  }
}
const n = stats.games;
const r2 = (x: number) => Math.round((x / n) * 100) / 100;
const perGame = (list: number[]) => list.map(r2);
const out = {
  bot: values.bot,
  players,
  games: n,
  winShare: perGame(stats.winShare),
  finalScore: perGame(stats.finalScore),
  finalDistricts: perGame(stats.finalDistricts),
  centralAtEnd: stats.centralAtEnd,
  ties: stats.ties,
  channels: stats.channels.map((r) => Object.fromEntries(Object.entries(r).sort().map(([k, v]) => [k, r2(v)]))),
  goldSpent: perGame(stats.goldSpent),
  runesUsed: perGame(stats.runesUsed),
  recruits: stats.recruits.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, r2(v)]))),
  bestOtherMinusStarterFinal: Object.fromEntries(Object.entries(stats.finalLead).sort((a, b) => Number(a[0]) - Number(b[0]))),
  bestOtherMinusStarterAfterRound12: Object.fromEntries(Object.entries(stats.leadBeforeLastRound).sort((a, b) => Number(a[0]) - Number(b[0]))),
  districtsWonFromPlayers: perGame(stats.districtsWonFromPlayers),
  districtsLostToPlayers: perGame(stats.districtsLostToPlayers),
  wonInLastRound: perGame(stats.wonInLastRound),
  lostInLastRound: perGame(stats.lostInLastRound),
  invadedDistrictsLost: perGame(stats.invadedDistrictsLost),
  perRound: stats.scoreAtRoundEnd.map((_, round) => ({
    round,
    scoreAtEnd: perGame(stats.scoreAtRoundEnd[round] as number[]),
    ownTurn: perGame(stats.gainOwnTurn[round] as number[]),
    othersTurns: perGame(stats.gainOthersTurns[round] as number[]),
    roundEnd: perGame(stats.gainRoundEnd[round] as number[]),
  })).filter((row) => row.round > 0),
};
process.stdout.write(`${JSON.stringify(out)}\n`);
