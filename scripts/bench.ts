// `npm run bench`: every scenario in scripts/bench/, each printing its ratios against a baseline
// measured in the same run. `npm run bench -- platform billing` runs some of them; flags (`--full`:
// the full sizes where a scenario has them) are left to the scenarios.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const scenarios = readdirSync(path.join(here, 'bench'))
  .filter((f) => f.endsWith('.ts') && f !== 'harness.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort((a, b) => (a === 'platform' ? -1 : b === 'platform' ? 1 : a.localeCompare(b)))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

for (const name of scenarios) {
  console.log(`\n## ${name}`);
  const mod = (await import(pathToFileURL(path.join(here, 'bench', `${name}.ts`)).href)) as {
    run?: () => Promise<void>;
  };
  if (typeof mod.run !== 'function') {
    console.log('  (no run() exported)');
    continue;
  }
  await mod.run();
}
