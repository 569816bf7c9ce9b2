import { useMatches } from 'react-router';

/** Data the router keeps on each page route. */
export interface RouteHandle {
  title: string;
  module: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'title' in value && 'module' in value;
}

/** The handle of the deepest matched page route. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
