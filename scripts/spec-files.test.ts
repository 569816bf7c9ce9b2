import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { REPO_ROOT, readSpec } from './spec-files.ts';

test('the spec lists live in the repository', () => {
  assert.match(readSpec('routes.txt'), /^\/dashboard$/m);
  assert.match(readSpec('api.txt'), /^POST \/api\/auth\/login$/im);
});

/** Test files and their support code, anywhere in the repository. */
function testSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) testSources(path, out);
    else if (/\.test\.ts$/.test(entry.name) || /[/\\](test|e2e)[/\\].*\.ts$/.test(path)) out.push(path);
  }
  return out;
}

test('no test reads the spec folder beside the repository (a bare clone passes)', () => {
  const outside = ['..', 'shared', ''].join('/');
  const offenders = ['apps', 'packages', 'scripts']
    .flatMap((d) => testSources(join(REPO_ROOT, d)))
    .filter((file) => readFileSync(file, 'utf8').includes(outside))
    .map((file) => relative(REPO_ROOT, file));
  assert.deepEqual(offenders, []);
});
