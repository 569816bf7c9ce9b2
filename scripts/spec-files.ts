// The canonical lists of the product spec, as the repository keeps them (docs/spec/): the screens
// the web registers (routes.txt) and the endpoints the API answers (api.txt). Tests read these
// copies only; the status scripts also say when the spec folder beside the repository differs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export type SpecFile = 'routes.txt' | 'api.txt';

export function specPath(file: SpecFile): string {
  return resolve(REPO_ROOT, 'docs/spec', file);
}

export function readSpec(file: SpecFile): string {
  return readFileSync(specPath(file), 'utf8');
}

/**
 * A warning when ../shared/spec/<file> (the product owner's folder, present on developer machines)
 * is not the same text as the repository's copy; null when they match or the folder is absent.
 */
export function sharedSpecDrift(file: SpecFile): string | null {
  const shared = resolve(REPO_ROOT, '../shared/spec', file);
  if (!existsSync(shared)) return null;
  if (readFileSync(shared, 'utf8') === readSpec(file)) return null;
  return `NOTE: ${shared} differs from docs/spec/${file}; copy it into the repository if the change is meant.`;
}
