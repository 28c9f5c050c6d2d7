/**
 * Searches seeded random games for phase changes the phase tables do not declare, or declare but never see:
 * `npx tsx scripts/phase-edges.ts [--games 5000] [--game gatekeeper]`. Prints, per game, each edge with the first
 * game index that made it; an edge seen only past the test's 1,000 games is listed with its index so the turn-chart
 * test can replay that game too.
 */
import { loadGameModule } from '../src/rules/games';
import { declaredEdges, range, walkPhases } from '../tests/machines/phase-walk';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const games = Number(option('games') ?? 5000);
const ids = option('game') ? [option('game') as string] : ['gatekeeper', 'gate', 'gaterunners', 'gateway'];
for (const id of ids) {
  const module = await loadGameModule(id);
  if (!module) throw new Error(`no game ${id}`);
  const started = Date.now();
  const walk = walkPhases(module, range(0, games));
  const declared = declaredEdges(module);
  console.log(`${id}: ${games} games in ${((Date.now() - started) / 1000).toFixed(1)} s; starts ${[...walk.starts].join(', ')}`);
  console.log(`  seen, not declared: ${[...walk.edges.keys()].filter((e) => !declared.has(e)).join(' ') || '—'}`);
  console.log(`  declared, not seen: ${[...declared].filter((e) => !walk.edges.has(e)).join(' ') || '—'}`);
  console.log(`  first seen past game 999: ${[...walk.edges].filter(([, i]) => i >= 1000).map(([e, i]) => `${e}@${i}`).join(' ') || '—'}`);
}
