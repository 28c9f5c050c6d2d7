/**
 * Gateway turn probe: what each place in the turn order does with its turns, the same bot in every seat.
 *   npx tsx scripts/gateway-turns.ts [--bot ismcts:200] [--players 2] [--games 4] [--seed turns] [--rounds 13] [--scenario all]
 * Per place (0 = the starting player) and per round group: Gold in hand at the turn's start (the Merchants' Gold),
 * Gold at the end of Deployment, Gold spent and left unspent, the Merchants' Gold left in hand when Deployment ended
 * (not always a loss: Gold beyond what the Recruit can buy), Action Points left then, Runestones recruited by tier and
 * their Infamy, other cards recruited, Runestones used; at every decision of the probed bot in its own turn, how often
 * `--compare` (greedy; asked the same question, same view) would have chosen differently, by phase and move kinds;
 * and when each Runestone pile ran out and who took its last card. Sums per game (divided by the games).
 */
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import '../src/ai/gateway/eval';
import { gatewayMoveKey } from '../src/ai/gateway/eval';
import type { GameModule, Seat } from '../src/rules/core/module';
import type { GwEvent, GwMove, GwState } from '../src/rules/gateway/index';
import { cardAt, defaultConfig, gateway, runeCard, SCENARIOS } from '../src/rules/gateway/index';

const { values } = parseArgs({
  options: {
    bot: { type: 'string', default: 'ismcts:200' },
    players: { type: 'string', default: '2' },
    games: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'turns' },
    rounds: { type: 'string', default: '13' },
    scenario: { type: 'string', default: 'all' },
    compare: { type: 'string', default: 'greedy' },
  },
  strict: true,
});
const bot = botById(values.bot) as Bot | undefined;
const other = botById(values.compare) as Bot | undefined;
if (!bot || !other) throw new Error('no bot');
const players = Number(values.players);
const games = Number(values.games);
const lastRound = Number(values.rounds);
const module = gateway as unknown as GameModule;
const scenarios = values.scenario === 'all' ? ['random', ...SCENARIOS.map((s) => s.id)] : values.scenario.split(',');

const group = (round: number): string => (round <= 1 ? 'r1' : round <= 2 ? 'r2' : round <= 6 ? 'r3-6' : 'r7-13');
type Acc = Record<string, number>;
const acc: Acc[] = Array.from({ length: players }, () => ({}));
const add = (place: number, key: string, x: number): void => {
  const a = acc[place] as Acc;
  a[key] = (a[key] ?? 0) + x;
};

function merchantGold(s: GwState, seat: Seat): number {
  let g = 0;
  for (const c of s.players[seat]?.hand ?? []) {
    const card = cardAt(c);
    if (card && card.kind === 'merchant') for (const e of card.effects) if (e.kind === 'gold') g += e.amount;
  }
  return g;
}

let finals = 0;
for (const scenario of scenarios) {
  for (let g = 0; g < games; g++) {
    const seed = `${values.seed}/${scenario}/${g}`;
    const setup = gateway.setup({ ...defaultConfig(players), scenario }, seed);
    if (!setup.ok) throw new Error(JSON.stringify(setup.error));
    let state = setup.value;
    const first = state.first;
    const place = (seat: Seat): number => (seat - first + players) % players;
    let gold0 = 0;
    const emptied: Record<string, number> = {};
    const lastBuyer: Record<string, number> = {};
    let turnStart = true;
    for (let ply = 0; ply < 5000 && state.phase !== 'over' && state.round <= lastRound; ply++) {
      const seat = module.decision(state).seats[0] as Seat;
      const round = state.round;
      const gk = group(round);
      const view = module.view(state, seat);
      const move = bot.choose({ module, view, seat, seed: `${seed}/${ply}` }) as GwMove;
      if (round <= lastRound && seat === state.active) {
        const p = place(seat);
        if (turnStart && state.phase === 'deploy') {
          gold0 = merchantGold(state, seat);
          add(p, `${gk} turns`, 1);
          add(p, `${gk} merchantGoldInHand`, gold0);
          turnStart = false;
        }
        const alt = other.choose({ module, view, seat, seed: `${seed}/${ply}/alt` }) as GwMove;
        add(p, `${gk} decisions`, 1);
        if (gatewayMoveKey(alt) !== gatewayMoveKey(move)) {
          add(p, `${gk} differs:${state.phase}:${move.type}/greedy:${alt.type}`, 1);
        }
        if (move.type === 'play' && state.phase === 'deploy') add(p, `${gk} played:${cardAt(move.card)?.kind ?? '?'}`, 1);
        if (move.type === 'ask') add(p, `${gk} asks`, 1);
        if (move.type === 'done' && state.phase === 'deploy') {
          add(p, `${gk} apLeftAtDeployEnd`, state.turn.ap);
          add(p, `${gk} merchantGoldLeftInHand`, merchantGold(state, seat));
          add(p, `${gk} goldAtDeployEnd`, state.turn.gold);
        }
        if (move.type === 'done' && state.phase === 'recruit') add(p, `${gk} goldUnspent`, state.turn.gold);
      }
      const r = gateway.apply(state, seat, move as never);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      const before = state;
      state = r.value.state;
      for (const e of r.value.events as readonly GwEvent[]) {
        if (e.type === 'turnBegan') turnStart = true;
        const gk2 = group(before.round);
        if (e.type === 'recruited') {
          const p = place(e.seat);
          add(p, `${gk2} goldSpent`, e.cost);
          if (e.pile === 'common' || e.pile === 'uncommon' || e.pile === 'rare') {
            if ((state.supply.find((x) => x.id === e.pile)?.cards.length ?? 1) === 0) {
              emptied[e.pile] = before.round;
              lastBuyer[e.pile] = p;
            }
            add(p, `${gk2} rune:${e.pile}`, 1);
            add(p, `${gk2} runeInfamy`, runeCard(e.card).infamy);
          } else add(p, `${gk2} card:${e.pile}`, 1);
        }
        if (e.type === 'runeUsed') add(place(e.seat), `${gk2} runeUsed`, 1);
        if (e.type === 'lent') add(place(e.to), `${gk2} ${e.cards.length + e.runes.length > 0 ? 'asksAnsweredWithHelp' : 'asksRefused'}`, 1);
      }
    }
    // When each Runestone pile ran out (round), and who recruited the last card of it.
    for (const tier of ['common', 'uncommon', 'rare']) {
      const pile = state.supply.find((x) => x.id === tier);
      add(0, `pile:${tier}:leftAtEnd`, pile?.cards.length ?? 0);
      if (emptied[tier] !== undefined) {
        add(0, `pile:${tier}:emptiedGames`, 1);
        add(0, `pile:${tier}:emptiedRoundSum`, emptied[tier] as number);
        add(lastBuyer[tier] as number, `pile:${tier}:lastCard`, 1);
      }
    }
    finals++;
    for (const w of state.end?.winners ?? []) add(place(w), 'winShare', 1 / (state.end?.winners.length ?? 1));
  }
}
const out = acc.map((a) => Object.fromEntries(Object.entries(a).sort().map(([k, v]) => [k, Math.round((v / finals) * 100) / 100])));
process.stdout.write(`${JSON.stringify({ bot: values.bot, players, games: finals, lastRound, perPlace: out }, null, 1)}\n`);
