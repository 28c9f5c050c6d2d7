/**
 * Gatekeeper balance check by AI-vs-AI play (GK-50): does any element, spell or spellpower stand out?
 *   npm run balance -- --seats greedy,greedy --games 400 [--seed S] [--jobs 2]
 * For every witch placed, it records whether her player went on to win. A feature "stands out" when the winners'
 * share of its placements (or casts) sits far from the share over all placements. Each share is printed with two
 * 95% intervals: Wilson's, which treats every placement as independent, and one clustered by game (the placements
 * of one game share its outcome, so Wilson's is too narrow; see GK-50). Prints one JSON document.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { botById } from '../src/ai/bots';
import { clusteredShare, playGame, wilson } from '../src/ai/tournament';
import '../src/ai/gatekeeper/eval';
import { gatekeeper, WITCHES } from '../src/rules/gatekeeper/index';
import type { GkEvent } from '../src/rules/gatekeeper/index';
import type { GameModule } from '../src/rules/core/module';

/** Per feature: won and total over all games, and the per-game sums of squares a clustered interval needs. */
interface Tally { [feature: string]: [won: number, total: number, wonSq: number, totalSq: number, cross: number] }
interface Slice { games: number; decided: number; placed: Tally; cast: Tally; damageByElement: Tally; plies: number; seconds: number }

const { values } = parseArgs({ options: { seats: { type: 'string', default: 'greedy,greedy' }, games: { type: 'string', default: '200' }, seed: { type: 'string', default: 'balance' }, jobs: { type: 'string', default: '1' }, from: { type: 'string' }, to: { type: 'string' } } });

const add = (t: Tally, k: string, won: boolean, n = 1) => {
  const e = (t[k] ??= [0, 0, 0, 0, 0]);
  if (won) e[0] += n;
  e[1] += n;
};

/** Folds one game's tally into the running one, adding the squares of its per-game counts. */
function addGame(into: Tally, game: Tally): void {
  for (const [k, [y, x]] of Object.entries(game)) {
    const e = (into[k] ??= [0, 0, 0, 0, 0]);
    e[0] += y;
    e[1] += x;
    e[2] += y * y;
    e[3] += x * x;
    e[4] += x * y;
  }
}

function runSlice(from: number, to: number): Slice {
  const bots = (values.seats as string).split(',').map((id) => botById(id) ?? (() => { throw new Error(`unknown bot ${id}`); })());
  const out: Slice = { games: 0, decided: 0, placed: {}, cast: {}, damageByElement: {}, plies: 0, seconds: 0 };
  const t0 = performance.now();
  for (let g = from; g < to; g++) {
    // Alternate seats so neither bot always starts in seat 0.
    const seated = g % 2 === 0 ? bots : [...bots].reverse();
    const game = playGame(gatekeeper as unknown as GameModule, seated, gatekeeper.defaultConfig(2), `${values.seed}-${g}`);
    out.games++;
    out.plies += game.moves.length;
    if (!game.winners || game.winners.length !== 1) continue;
    out.decided++;
    const winner = game.winners[0];
    const setup = gatekeeper.setup(gatekeeper.defaultConfig(2), `${values.seed}-${g}`);
    if (!setup.ok) continue;
    let s = setup.value;
    const placed: Tally = {}, cast: Tally = {}, damage: Tally = {};
    for (const { seat, move } of game.moves) {
      const r = gatekeeper.apply(s, seat, move as never);
      if (!r.ok) break;
      s = r.value.state;
      for (const e of r.value.events as GkEvent[]) {
        if (e.type === 'played') {
          const w = WITCHES[e.witch]!;
          const won = e.seat === winner;
          add(placed, `element:${w.element}`, won);
          add(placed, `power:${w.power}`, won);
          add(placed, `spell:${w.spell ?? 'none'}`, won);
          add(placed, 'all', won);
        } else if (e.type === 'cast') add(cast, e.spell, e.seat === winner);
        else if (e.type === 'confrontation' && e.dominant !== null && e.damage > 0) add(damage, e.element, e.dominant === winner, e.damage);
      }
    }
    addGame(out.placed, placed);
    addGame(out.cast, cast);
    addGame(out.damageByElement, damage);
  }
  out.seconds = (performance.now() - t0) / 1000;
  return out;
}

function merge(a: Slice, b: Slice): Slice {
  const m = (x: Tally, y: Tally) => {
    const r: Tally = {};
    for (const t of [x, y]) for (const [k, v] of Object.entries(t)) {
      const e = (r[k] ??= [0, 0, 0, 0, 0]);
      for (let i = 0; i < 5; i++) e[i] = (e[i] as number) + (v[i] as number);
    }
    return r;
  };
  return { games: a.games + b.games, decided: a.decided + b.decided, placed: m(a.placed, b.placed), cast: m(a.cast, b.cast), damageByElement: m(a.damageByElement, b.damageByElement), plies: a.plies + b.plies, seconds: Math.max(a.seconds, b.seconds) };
}

function report(t: Tally, games: number) {
  return Object.fromEntries(Object.entries(t).sort().map(([k, [w, n, w2, n2, wn]]) => {
    const [lo, hi] = wilson(w, n);
    const [clo, chi] = clusteredShare({ sum: w, total: n, sumSq: w2, totalSq: n2, cross: wn, clusters: games });
    return [k, `${(w / n).toFixed(3)} [${lo.toFixed(3)}, ${hi.toFixed(3)}] by game [${clo.toFixed(3)}, ${chi.toFixed(3)}] n=${n}`];
  }));
}

async function main() {
  const games = Number(values.games);
  if (values.from !== undefined) {
    process.stdout.write(JSON.stringify(runSlice(Number(values.from), Number(values.to))));
    return;
  }
  const jobs = Math.max(1, Number(values.jobs));
  const per = Math.ceil(games / jobs);
  const slices = await Promise.all(Array.from({ length: jobs }, (_, j) => new Promise<Slice>((done, fail) => {
    const from = j * per, to = Math.min(games, from + per);
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, '--seats', values.seats as string, '--seed', values.seed as string, '--from', String(from), '--to', String(to)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (d: Buffer) => (text += d.toString()));
    child.on('close', (code) => (code === 0 ? done(JSON.parse(text) as Slice) : fail(new Error(`slice ${j} exited ${code}`))));
  })));
  const all = slices.reduce(merge);
  process.stdout.write(`${JSON.stringify({ seats: values.seats, games: all.games, decided: all.decided, meanPlies: +(all.plies / all.games).toFixed(1), seconds: +all.seconds.toFixed(1), placed: report(all.placed, all.decided), cast: report(all.cast, all.decided), damageByElement: report(all.damageByElement, all.decided) }, null, 1)}\n`);
}

void main();
