import type { ComponentType } from 'react';

/** Which frame a page is shown in (SPEC.md section 2, "Entry and layouts"). */
export type PortalLayout = 'default' | 'empty' | 'none' | 'unauthorized';

/**
 * One screen route, as data: module screen lists (screens.ts) are plain .ts files with no JSX so Node scripts
 * (scripts/routes-status.ts, the routes test) can import them. A route without `load` shows the
 * shared "not available yet" page of its module.
 */
export interface PortalRoute {
  /** A pattern of routes.txt, e.g. '/isd/hr/employees/:id'. */
  path: string;
  /** Feature folder under src/modules that owns the screen. */
  module: string;
  /** Page title; the document title becomes '%s - {product name}'. */
  title: string;
  /** Defaults to 'default' (side drawer and top bar). */
  layout?: PortalLayout;
  /** Reachable without signing in. */
  public?: boolean;
  load?: () => Promise<{ default: ComponentType }>;
}
