// Reading routes.txt and matching paths against its patterns, shared by the routes test and
// scripts/routes-status.ts (plain .ts, no browser APIs).

/** The route patterns of a routes.txt text: one per line, '#' comments and blanks skipped. */
export function parseRoutesFile(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Whether a concrete path (no query) matches a pattern with ':name' and ':name?' segments. */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  const walk = (i: number, j: number): boolean => {
    if (i === want.length) return j === have.length;
    const seg = want[i] ?? '';
    if (seg.startsWith(':') && seg.endsWith('?')) return walk(i + 1, j) || (j < have.length && walk(i + 1, j + 1));
    if (j === have.length) return false;
    if (seg.startsWith(':')) return walk(i + 1, j + 1);
    return seg === have[j] && walk(i + 1, j + 1);
  };
  return walk(0, 0);
}
