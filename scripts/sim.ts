/**
 * Headless simulator for tournaments and scripted checks.
 *   npm run sim -- --game <id> --seats <bot,bot,...> --games N --seed S [--alternate] [--jobs J]
 *                  [--think-ms T] [--max-plies P] [--config file.json] [--ai plugin.ts] [--clairvoyant]
 *   npm run sim -- --game <id> --position file.json --moves moves.json
 * `--game` takes a game id, or a path to a module exporting a GameModule (test fixtures). Bot ids: see botById
 * in src/ai/bots.ts (random, greedy, ismcts:2000, ismcts@250ms, easy, medium, hard…). `--alternate` rotates the
 * seats every game (same deal per rotation); `--jobs` splits the games over child processes, with the same
 * results as one process. `--ai` imports a module that registers an evaluator (its `register()` is called if
 * exported) for a game given by path; registered games load theirs from src/ai/games.ts. `--clairvoyant` shows
 * every bot the whole state (deck order included): an upper bound, not a fair game (src/ai/clairvoyant.ts).
 * Prints one JSON document on stdout; exits 2 on bad arguments.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { GameModule, MoveBase } from '../src/rules/core/module';
import { GAME_LOADERS, loadGameModule } from '../src/rules/games';
import { GAMES } from '../src/rules/catalog';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import { loadGameAi } from '../src/ai/games';
import { clairvoyant } from '../src/ai/clairvoyant';
import type { GameRecord, TournamentOptions } from '../src/ai/tournament';
import { playTournamentGames, summarizeTournament } from '../src/ai/tournament';
import { exportPosition, importPosition, describePositionError } from '../src/rules/core/position';

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

async function resolveGame(id: string): Promise<GameModule> {
  if (id.includes('/') || id.endsWith('.ts')) {
    const mod = (await import(pathToFileURL(resolve(id)).href)) as Record<string, unknown>;
    const found = Object.values(mod).find((v): v is GameModule => typeof v === 'object' && v !== null && 'setup' in v && 'legalMoves' in v);
    return found ?? fail(`${id} exports no GameModule`);
  }
  const module = await loadGameModule(id);
  if (module) return module;
  const known = GAMES.map((g) => `${g.id}${g.id in GAME_LOADERS ? '' : ' (not built yet)'}`).join(', ');
  return fail(`unknown or unavailable game "${id}"; games: ${known}`);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (e) {
    return fail(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Runs one slice of the games in a child process (same tsx loader) and reads back its records. */
function runChild(args: string[], children: ChildProcess[]): Promise<GameRecord[]> {
  return new Promise((done, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '', errText = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (errText += d.toString()));
    child.on('close', (code) => (code === 0 ? done(JSON.parse(out) as GameRecord[]) : reject(new Error(`a --jobs child failed (exit ${code}): ${errText.trim()}`))));
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' }, seats: { type: 'string' }, games: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' },
      'think-ms': { type: 'string' }, 'max-plies': { type: 'string' }, config: { type: 'string' }, position: { type: 'string' }, moves: { type: 'string' },
      alternate: { type: 'boolean', default: false }, clairvoyant: { type: 'boolean', default: false }, jobs: { type: 'string', default: '1' }, ai: { type: 'string' },
      // Internal: a --jobs child plays games g with g % n === k and prints their records.
      slice: { type: 'string' },
    },
    strict: true,
  });
  if (!values.game) fail('--game is required');
  const resolved = await resolveGame(values.game);
  const module = values.clairvoyant ? clairvoyant(resolved) : resolved;
  await loadGameAi(module.id);
  if (values.ai) {
    const plugin = (await import(pathToFileURL(resolve(values.ai)).href)) as { register?: () => unknown };
    plugin.register?.();
  }

  if (values.position) {
    // Scripted check: load a position, apply a list of {seat, move}, print the result and every event.
    const loaded = importPosition(module, readJson(values.position));
    if (!loaded.ok) fail(describePositionError(loaded.error));
    const list = values.moves ? readJson(values.moves) : [];
    if (!Array.isArray(list)) fail('--moves must hold a JSON array of { seat, move }');
    let state = loaded.value.state;
    const events: unknown[] = [];
    for (const [i, rec] of (list as { seat: number; move: unknown }[]).entries()) {
      const move = module.parseMove(rec.move);
      const r = move.ok ? module.apply(state, rec.seat, move.value as MoveBase) : move;
      if (!r.ok) {
        process.stdout.write(`${JSON.stringify({ ok: false, index: i, error: r.error, message: module.describeError(r.error) }, null, 2)}\n`);
        process.exitCode = 1;
        return;
      }
      state = r.value.state;
      events.push(...r.value.events);
    }
    process.stdout.write(`${JSON.stringify({ ok: true, position: exportPosition(module, loaded.value.config, state), events }, null, 2)}\n`);
    return;
  }

  if (!values.seats) fail('--seats is required (e.g. --seats random,random)');
  const bots = values.seats.split(',').map((id) => botById(id.trim()) ?? fail(`unknown bot "${id}"`)) as Bot[];
  if (bots.length < module.minSeats || bots.length > module.maxSeats) fail(`${module.id} seats ${module.minSeats}..${module.maxSeats} players, got ${bots.length}`);
  const games = Number(values.games);
  if (!Number.isInteger(games) || games < 1) fail('--games must be a positive integer');
  const thinkMs = values['think-ms'] !== undefined ? Number(values['think-ms']) : undefined;
  const maxPlies = values['max-plies'] !== undefined ? Number(values['max-plies']) : undefined;
  let config: unknown = module.defaultConfig(bots.length);
  if (values.config) {
    const parsed = module.parseConfig(readJson(values.config));
    if (!parsed.ok) fail(`bad config at ${parsed.error.path}: ${parsed.error.reason}`);
    config = parsed.value;
  }
  const opts: TournamentOptions = {
    bots, games, seed: values.seed, config, alternate: values.alternate,
    ...(thinkMs !== undefined ? { thinkMs } : {}), ...(maxPlies !== undefined ? { maxPlies } : {}),
  };
  const all = Array.from({ length: games }, (_, g) => g);

  if (values.slice) {
    const [k, n] = values.slice.split('/').map(Number) as [number, number];
    process.stdout.write(JSON.stringify(playTournamentGames(module, opts, all.filter((g) => g % n === k))));
    return;
  }

  const jobs = Math.min(games, Number(values.jobs));
  if (!Number.isInteger(jobs) || jobs < 1) fail('--jobs must be a positive integer');
  const t0 = performance.now();
  let records: GameRecord[];
  if (jobs === 1) records = playTournamentGames(module, opts, all);
  else {
    // Children rebuild everything from the same arguments; results depend only on the game index.
    const base = ['--game', values.game, '--seats', values.seats, '--games', String(games), '--seed', values.seed];
    if (values.alternate) base.push('--alternate');
    if (values.clairvoyant) base.push('--clairvoyant');
    for (const k of ['think-ms', 'max-plies', 'config', 'ai'] as const) if (values[k] !== undefined) base.push(`--${k}`, values[k]);
    const children: ChildProcess[] = [];
    try {
      records = (await Promise.all(Array.from({ length: jobs }, (_, k) => runChild([...base, '--slice', `${k}/${jobs}`], children)))).flat();
    } catch (e) {
      for (const c of children) c.kill();
      fail(e instanceof Error ? e.message : String(e));
    }
  }
  const summary = summarizeTournament(module, opts, records, (performance.now() - t0) / 1000);
  process.stdout.write(`${JSON.stringify({ ...summary, jobs, ...(values.clairvoyant ? { clairvoyant: true } : {}) })}\n`);
}

void main();
