// `npm run routes:status`: which screens of routes.txt (docs/spec/) are built, which still show the
// shared "not available yet" page. Fails when the registered routes and routes.txt differ.
import { MODULE_ROUTES } from '../apps/web/src/app/modules.ts';
import { parseRoutesFile } from '../apps/web/src/app/route-patterns.ts';
import { readSpec, sharedSpecDrift } from './spec-files.ts';

const spec = parseRoutesFile(readSpec('routes.txt'));
const specSet = new Set(spec);
const registered = new Map(MODULE_ROUTES.map((r) => [r.path, r]));

const missing = spec.filter((p) => !registered.has(p));
const extra = MODULE_ROUTES.filter((r) => !specSet.has(r.path)).map((r) => r.path);
const built = MODULE_ROUTES.filter((r) => r.load !== undefined && specSet.has(r.path));
const notBuilt = MODULE_ROUTES.filter((r) => r.load === undefined && specSet.has(r.path));

console.log(`Routes in routes.txt: ${spec.length}; registered: ${MODULE_ROUTES.length}`);
console.log(`Built screens: ${built.length} of ${spec.length}`);
for (const r of built) console.log(`  built      ${r.path}  (${r.module}: ${r.title})`);

const byModule = new Map<string, string[]>();
for (const r of notBuilt) byModule.set(r.module, [...(byModule.get(r.module) ?? []), r.path]);
console.log(`Not built yet (shared "not available yet" page): ${notBuilt.length}`);
for (const [module, paths] of [...byModule].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${module} (${paths.length})`);
  for (const p of paths) console.log(`    ${p}`);
}

if (missing.length > 0 || extra.length > 0) {
  for (const p of missing) console.error(`MISSING: ${p} is in routes.txt but no module registers it`);
  for (const p of extra) console.error(`EXTRA: ${p} is registered but not in routes.txt`);
  process.exitCode = 1;
}

const drift = sharedSpecDrift('routes.txt');
if (drift !== null) console.warn(drift);
