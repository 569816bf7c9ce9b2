/**
 * Which menu link is the current page's: a link whose query matches beats the bare path, an exact
 * path beats a parent path, and of parent paths the longest wins, so /isd/hr/leave-management/types
 * lights "Leave Types" and not also "Employee Leaves" (/isd/hr/leave-management).
 */
export function activeMenuPath(links: readonly string[], pathname: string, search: string): string | null {
  const current = new URLSearchParams(search).toString();
  let best: string | null = null;
  let bestScore = 0;
  for (const link of links) {
    const [linkPath = '', linkQuery = ''] = link.split('?');
    let rank = 0;
    if (linkQuery !== '') rank = pathname === linkPath && current === linkQuery ? 3 : 0;
    else if (pathname === linkPath) rank = 2;
    else if (linkPath !== '/' && pathname.startsWith(`${linkPath}/`)) rank = 1;
    const score = rank === 0 ? 0 : rank * 10_000 + linkPath.length;
    if (score > bestScore) {
      best = link;
      bestScore = score;
    }
  }
  return best;
}
