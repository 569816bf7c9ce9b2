import type {
  LEAVE_APPLICATION_SORT_COLUMNS,
  LeaveApplication,
  LeaveApplicationRow,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { Decimal } from 'decimal.js';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { requestedOrder, type SortRequest } from '../../../platform/db/list-sort.ts';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { STATUS } from '../ledger.ts';

export const toApplication = (a: Selectable<Database['leave_applications']>): LeaveApplication => ({
  id: a.id,
  employeeId: a.employee_id,
  leaveTypeId: a.leave_type_id,
  dateFrom: a.date_from,
  dateTo: a.date_to,
  days: new Decimal(a.days).toString(),
  reason: a.reason,
  status: a.status,
});

type Db = Kysely<Database> | Transaction<Database>;
type LeaveApplicationSort = (typeof LEAVE_APPLICATION_SORT_COLUMNS)[number];

/** Applications joined with employee and type, plus the days their approval posted. */
export function applicationRows(db: Db) {
  return db
    .selectFrom('leave_applications as a')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .innerJoin('leave_types as t', 't.id', 'a.leave_type_id')
    .select([
      'a.id',
      'a.employee_id as eid',
      'e.employee_id',
      ...EMPLOYEE_NAME_COLUMNS,
      'a.leave_type_id',
      't.code',
      't.name',
      'a.date_from',
      'a.date_to',
      'a.days',
      'a.reason',
      'a.status',
      'a.filed_at',
      'a.decided_at',
      'a.decision_remarks',
      'a.cancelled_at',
      'a.cancel_reason',
      // Reversing lines carry negative days, so the sums of a reversed application come to 0.
      sql<string>`coalesce((SELECT sum(l.days) FROM leave_ledger_lines l WHERE l.leave_application_id = a.id AND l.status = ${STATUS.Posted}), 0)::text`.as(
        'paid',
      ),
      sql<string>`coalesce((SELECT sum(l.days) FROM leave_ledger_lines l WHERE l.leave_application_id = a.id AND l.status = ${STATUS.WithoutPay}), 0)::text`.as(
        'unpaid',
      ),
    ]);
}

/** Sorted as the list asked (contract: LEAVE_APPLICATION_SORT_COLUMNS), then newest leave first. */
export function sortedApplications(q: ReturnType<typeof applicationRows>, query: SortRequest<LeaveApplicationSort>) {
  const requested = requestedOrder(query, {
    dateFrom: sql`a.date_from`,
    employeeName: sql`lower(e.last_name || ', ' || e.first_name)`,
    leaveTypeCode: sql`t.code`,
    days: sql`a.days`,
    status: sql`a.status`,
    filedAt: sql`a.filed_at`,
  });
  return (requested === undefined ? q : q.orderBy(requested)).orderBy('a.date_from', 'desc').orderBy('a.id', 'desc');
}

/** HR's list filters (status, employee, a date range the leave overlaps), shared by the list and its export. */
export function filteredApplications(
  db: Db,
  query: {
    status?: number | undefined;
    employeeId?: number | undefined;
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  },
) {
  let q = applicationRows(db);
  if (query.status !== undefined) q = q.where('a.status', '=', query.status);
  if (query.employeeId) q = q.where('a.employee_id', '=', query.employeeId);
  if (query.dateFrom) q = q.where('a.date_to', '>=', query.dateFrom);
  if (query.dateTo) q = q.where('a.date_from', '<=', query.dateTo);
  return q;
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

export const toApplicationRow = (r: ApplicationRow) => ({
  id: r.id,
  employeeId: r.eid,
  employeeCode: r.employee_id,
  employeeName: nameOf(r),
  leaveTypeId: r.leave_type_id,
  leaveTypeCode: r.code,
  leaveTypeName: r.name,
  dateFrom: r.date_from,
  dateTo: r.date_to,
  days: new Decimal(r.days).toString(),
  reason: r.reason,
  status: r.status,
  filedAt: r.filed_at.toISOString(),
  decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
  decisionRemarks: r.decision_remarks,
  cancelledAt: r.cancelled_at ? r.cancelled_at.toISOString() : null,
  cancelReason: r.cancel_reason,
  paidDays: new Decimal(r.paid).toString(),
  withoutPayDays: new Decimal(r.unpaid).toString(),
});

/** Rows as the screens get them, each with its approval (current step, what the user may do). */
export async function toApplicationRows(
  db: Kysely<Database>,
  user: SessionUser,
  rows: ApplicationRow[],
): Promise<LeaveApplicationRow[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    LEAVE_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toApplicationRow(r), approval: approvals.get(r.id) ?? null }));
}
