// The list's filters and order, shared by the paged list, its count and the .xlsx export (both
// doors). The filters name only the request's own columns, so the count reads the table alone.
import type { listServiceRequestsQuery } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { likePrefix, requestQuery } from './service-request-queries.ts';

export type ServiceRequestFilter = Omit<z.output<typeof listServiceRequestsQuery>, 'page' | 'itemsPerPage'>;

/** Midnight in Manila of a calendar day, and of the day after. */
const manilaStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const manilaEndExclusive = (day: string) => new Date(manilaStart(day).getTime() + 24 * 3_600_000);

/** The filter's conditions on `msd_service_requests as r`. */
function conditions(query: ServiceRequestFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = query.search?.trim();
  if (search) {
    // Prefix matches only, so the text_pattern_ops indexes of 0600 serve them.
    const term = likePrefix(search);
    out.push(sql<boolean>`(lower(r.request_no) LIKE ${term} OR lower(r.account_no) LIKE ${term}
      OR lower(r.consumer_name) LIKE ${term} OR lower(r.requester_name) LIKE ${term})`);
  }
  if (query.status !== undefined) out.push(sql<boolean>`r.status = ${query.status}`);
  if (query.approvalState !== undefined) out.push(sql<boolean>`r.approval_state = ${query.approvalState}`);
  if (query.typeId !== undefined)
    out.push(sql<boolean>`(r.type_id = ${query.typeId} OR r.subtype_id = ${query.typeId})`);
  if (query.branchCode !== undefined) out.push(sql<boolean>`r.branch_code = ${query.branchCode}`);
  if (query.teamId !== undefined) out.push(sql<boolean>`r.team_id = ${query.teamId}`);
  if (query.consumerId !== undefined) out.push(sql<boolean>`r.consumer_id = ${query.consumerId}`);
  if (query.dateFrom !== undefined) out.push(sql<boolean>`r.received_at >= ${manilaStart(query.dateFrom)}`);
  if (query.dateTo !== undefined) out.push(sql<boolean>`r.received_at < ${manilaEndExclusive(query.dateTo)}`);
  if (query.overdue !== undefined) {
    const overdue = sql<boolean>`(r.status <> ${ServiceRequestStatus.Cancelled} AND coalesce(r.accomplished_at, now()) > r.due_at)`;
    out.push(query.overdue ? overdue : sql<boolean>`NOT ${overdue}`);
  }
  return out;
}

export function serviceRequestListQuery(db: Kysely<Database>, query: ServiceRequestFilter) {
  let q = requestQuery(db);
  for (const c of conditions(query)) q = q.where(c);
  const requested = requestedOrder(query, {
    requestNo: sql`r.request_no`,
    receivedAt: sql`r.received_at`,
    dueAt: sql`r.due_at`,
    type: sql`t.name`,
    consumer: sql`lower(coalesce(r.consumer_name, r.requester_name))`,
    branch: sql`b.name`,
    team: sql`tm.name`,
    status: sql`r.status`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy('r.received_at', 'desc').orderBy('r.id', 'desc');
}

/** How many requests the filter holds (the table alone: no join). */
export async function countServiceRequests(db: Kysely<Database>, query: ServiceRequestFilter): Promise<number> {
  let q = db.selectFrom('msd_service_requests as r').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(query)) q = q.where(c);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The list counts exactly up to this many matches; beyond it the total is the planner's estimate. */
export const LIST_COUNT_CAP = 5_000;

/**
 * The list's total: exact up to LIST_COUNT_CAP (a count that stops there), otherwise the
 * planner's estimate of the filter, never below what was counted. A year of requests (200,000)
 * counted whole on every page costs more than the page itself (scripts/bench/msd.ts).
 */
export async function listTotal(
  db: Kysely<Database>,
  query: ServiceRequestFilter,
): Promise<{ total: number; totalIsEstimate: boolean }> {
  const where = conditions(query);
  const filter = where.length === 0 ? sql<boolean>`true` : sql<boolean>`${sql.join(where, sql` AND `)}`;
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM msd_service_requests r WHERE ${filter} LIMIT ${LIST_COUNT_CAP + 1}) capped`.execute(
    db,
  );
  const counted = Number(rows[0]?.n ?? 0);
  if (counted <= LIST_COUNT_CAP) return { total: counted, totalIsEstimate: false };
  const plan = await sql<{ 'QUERY PLAN': unknown }>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM msd_service_requests r WHERE ${filter}`.execute(db);
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan?: { 'Plan Rows'?: number } }[];
  const estimate = Math.round(Number(parsed[0]?.Plan?.['Plan Rows'] ?? 0));
  return { total: Math.max(estimate, counted), totalIsEstimate: true };
}
