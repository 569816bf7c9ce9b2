// Dashboard cards are contributed by the modules: each says which roles see it and how to count.
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
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

/** A card's number: how many rows a query selects (one `count(*)`, not the rows themselves). */
export async function countRows<TB extends keyof Database>(
  query: SelectQueryBuilder<Database, TB, object>,
  counted: 'count(*)' | 'count(DISTINCT user_id)' = 'count(*)',
): Promise<number> {
  const row = await query.select(sql<string>`${sql.raw(counted)}`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A My work counter: how many things of a kind wait for the user (routes left to read, requests
 * to look at), with the filtered screen that shows them. Modules register these beside their
 * dashboard cards; approvals waiting at the user's step are added by the approval engine.
 */
export interface WorkCardSource {
  key: string;
  label: string;
  link: string;
  /** Empty: every signed-in user is asked. */
  roles: readonly Role[];
  count(db: Kysely<Database>, user: SessionUser): Promise<number>;
}

const workSources: WorkCardSource[] = [];

export function registerWorkCard(source: WorkCardSource): void {
  if (workSources.some((s) => s.key === source.key)) return;
  workSources.push(source);
}

export function workCardSources(): readonly WorkCardSource[] {
  return workSources;
}
