/**
 * Headless simulator for tournaments and scripted checks.
 *   npm run sim -- --game <id> --seats <bot,bot,...> --games N --seed S [--think-ms T] [--config file.json]
 *   npm run sim -- --game <id> --position file.json --moves moves.json
 * `--game` takes a game id, or a path to a module exporting a GameModule (test fixtures).
 * Prints one JSON document on stdout; exits 2 on bad arguments.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { GameModule, MoveBase } from '../src/rules/core/module';
import { loadGameModule } from '../src/rules/games';
import { GAMES } from '../src/rules/catalog';
import { botById } from '../src/ai/bots';
import type { Bot } from '../src/ai/bots';
import { runTournament } from '../src/ai/tournament';
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
  const known = GAMES.map((g) => `${g.id}${g.available ? '' : ' (not built yet)'}`).join(', ');
  return fail(`unknown or unavailable game "${id}"; games: ${known}`);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (e) {
    return fail(`cannot read ${path}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      game: { type: 'string' }, seats: { type: 'string' }, games: { type: 'string', default: '100' }, seed: { type: 'string', default: '1' },
      'think-ms': { type: 'string' }, 'max-plies': { type: 'string' }, config: { type: 'string' }, position: { type: 'string' }, moves: { type: 'string' },
    },
    strict: true,
  });
  if (!values.game) fail('--game is required');
  const module = await resolveGame(values.game);

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
  const summary = runTournament(module, { bots, games, seed: values.seed, config, ...(thinkMs !== undefined ? { thinkMs } : {}), ...(maxPlies !== undefined ? { maxPlies } : {}) });
  process.stdout.write(`${JSON.stringify(summary)}\n`);
}

void main();
