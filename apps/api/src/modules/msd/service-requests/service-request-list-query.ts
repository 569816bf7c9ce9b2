// The list's filters and order, shared by the paged list and its .xlsx export (both doors).
import type { listServiceRequestsQuery } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { likePrefix, requestQuery } from './service-request-queries.ts';

export type ServiceRequestFilter = Omit<z.output<typeof listServiceRequestsQuery>, 'page' | 'itemsPerPage'>;

/** Midnight in Manila of a calendar day, and of the day after. */
const manilaStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const manilaEndExclusive = (day: string) => new Date(manilaStart(day).getTime() + 24 * 3_600_000);

export function serviceRequestListQuery(db: Kysely<Database>, query: ServiceRequestFilter) {
  let q = requestQuery(db);
  const search = query.search?.trim();
  if (search) {
    const term = likePrefix(search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(r.request_no)`, 'like', term),
        eb(sql`lower(r.account_no)`, 'like', term),
        eb(sql`lower(r.consumer_name)`, 'like', term),
        eb(sql`lower(r.requester_name)`, 'like', term),
      ]),
    );
  }
  if (query.status !== undefined) q = q.where('r.status', '=', query.status);
  if (query.approvalState !== undefined) q = q.where('r.approval_state', '=', query.approvalState);
  if (query.typeId !== undefined) {
    const typeId = query.typeId;
    q = q.where((eb) => eb.or([eb('r.type_id', '=', typeId), eb('r.subtype_id', '=', typeId)]));
  }
  if (query.branchCode !== undefined) q = q.where('r.branch_code', '=', query.branchCode);
  if (query.teamId !== undefined) q = q.where('r.team_id', '=', query.teamId);
  if (query.consumerId !== undefined) q = q.where('r.consumer_id', '=', query.consumerId);
  if (query.dateFrom !== undefined) q = q.where('r.received_at', '>=', manilaStart(query.dateFrom));
  if (query.dateTo !== undefined) q = q.where('r.received_at', '<', manilaEndExclusive(query.dateTo));
  if (query.overdue !== undefined) {
    const overdue = sql<boolean>`(r.status <> ${ServiceRequestStatus.Cancelled} AND coalesce(r.accomplished_at, now()) > r.due_at)`;
    q = q.where(query.overdue ? overdue : sql<boolean>`NOT ${overdue}`);
  }
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
