// The portal's version, from the API package: shown in the About dialog and kept in backups.
import { readFileSync } from 'node:fs';

let cached: string | null = null;

export function portalVersion(): string {
  if (cached === null) {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    cached = pkg.version ?? '0.0.0';
  }
  return cached;
}
