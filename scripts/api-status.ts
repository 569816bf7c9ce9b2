// `npm run api:status`: which endpoints of api.txt (docs/spec/) the server answers, per area, and which not yet.
// Matching is as the server does it: case-insensitive, any parameter name.
import { apiRoutes } from '../apps/api/src/routes.ts';
import { readSpec, sharedSpecDrift } from './spec-files.ts';

const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/\{[^}]+\}|:[A-Za-z_]\w*/g, '{}')
    .replace(/\/+$/, '')
    .toLowerCase()}`;

const served = new Set(apiRoutes.map((r) => shape(r.endpoint.method, r.endpoint.path)));
let previousBlank = false;
const areas: { area: string; done: number; missing: string[] }[] = [];
for (const raw of readSpec('api.txt').split('\n')) {
  const line = raw.trim();
  if (line.startsWith('#')) {
    // A heading follows a blank line; the file's opening comment is one block of sentences.
    if (previousBlank) {
      areas.push({ area: line.replace(/^#\s*/, '').replace(/;.*$/, ''), done: 0, missing: [] });
    }
    previousBlank = false;
    continue;
  }
  previousBlank = line === '';
  const m = /^(GET|POST|PUT|PATCH|DELETE) (\S+)$/.exec(line);
  if (m === null) continue;
  if (areas.length === 0) areas.push({ area: '(no area)', done: 0, missing: [] });
  const current = areas[areas.length - 1]!;
  if (served.has(shape(m[1]!, m[2]!))) current.done += 1;
  else current.missing.push(line);
}
const total = areas.reduce((n, a) => n + a.done + a.missing.length, 0);
const done = areas.reduce((n, a) => n + a.done, 0);
console.log(`Endpoints in api.txt: ${total}; served: ${done}; not yet: ${total - done}`);
for (const a of areas) {
  console.log(`  ${a.area}: ${a.done} of ${a.done + a.missing.length}`);
  for (const line of a.missing) console.log(`    not yet  ${line}`);
}

const drift = sharedSpecDrift('api.txt');
if (drift !== null) console.warn(drift);
