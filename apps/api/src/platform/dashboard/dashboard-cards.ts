// Dashboard cards are contributed by the modules: each says which roles see it and how to count.
import type { Role } from '@ilaw/contracts/roles';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SessionUser } from '../http/context.ts';

export interface DashboardCardSource {
  key: string;
  label: string;
  link: string | null;
  /** Empty: every signed-in user sees it. */
  roles: readonly Role[];
  count(db: Kysely<Database>, user: SessionUser): Promise<number>;
}

const sources: DashboardCardSource[] = [];

export function registerDashboardCard(source: DashboardCardSource): void {
  if (sources.some((s) => s.key === source.key)) return;
  sources.push(source);
}

export function dashboardCardSources(): readonly DashboardCardSource[] {
  return sources;
}
