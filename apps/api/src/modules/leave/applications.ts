// Filing a leave application (HR for an employee, or the employee for themself) and reading
// applications with their employee, type and what the approval posted.
import {
  DAYS_OVER_RANGE,
  HALF_DAY_MESSAGE,
  LEAVE_APPLICATION_STATUS as S,
  type LeaveApplicationRow,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { formatDate } from '@ilaw/contracts/format';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { approvalSummaries, submitForApproval } from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../platform/http/context.ts';
import { conflict, fieldError } from '../../platform/http/errors.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from './employee-name.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { assertOpenYear, calendarDays, LEAVE_LOCK, STATUS } from './ledger.ts';

/** A pending or approved application already covering some of the dates refuses a new one. */
export function leaveOverlapMessage(a: { status: number; date_from: string; date_to: string; code: string }): string {
  const state = a.status === S.Approved.value ? 'An approved' : 'A pending';
  const dates =
    a.date_from === a.date_to ? formatDate(a.date_from) : `${formatDate(a.date_from)} to ${formatDate(a.date_to)}`;
  return `${state} leave application (${a.code}, ${dates}) already covers some of these dates.`;
}

export interface ApplicationInput {
  employeeId: number;
  leaveTypeId: number;
  dateFrom: string;
  dateTo: string;
  days: string;
  reason: string;
}

export async function fileApplication(trx: Transaction<Database>, actor: Actor, body: ApplicationInput) {
  const e = await trx
    .selectFrom('employees as e')
    .select(['e.id', 'e.employee_id', ...EMPLOYEE_NAME_COLUMNS])
    .where('e.id', '=', body.employeeId)
    .executeTakeFirst();
  if (!e) throw fieldError('employeeId', 'The employee was not found.');
  const t = await trx
    .selectFrom('leave_types')
    .select(['id', 'is_active', 'name'])
    .where('id', '=', body.leaveTypeId)
    .executeTakeFirst();
  if (!t || !t.is_active) throw fieldError('leaveTypeId', 'Choose an active leave type.');
  // The HR contract's pattern lets '0' through; the table holds days > 0 only.
  if (!new Decimal(body.days).gt(0)) throw fieldError('days', HALF_DAY_MESSAGE);
  // A half day is 0.5 of a one-day range; a range never holds more days than its calendar days.
  if (new Decimal(body.days).gt(calendarDays(body.dateFrom, body.dateTo))) throw fieldError('days', DAYS_OVER_RANGE);
  const fy = await trx
    .selectFrom('fiscal_years')
    .select('id')
    .where('start_date', '<=', body.dateFrom)
    .where('end_date', '>=', body.dateFrom)
    .executeTakeFirst();
  if (!fy) throw fieldError('dateFrom', 'No fiscal year covers this date.');
  await assertOpenYear(trx, fy.id, 'dateFrom');
  // One employee's filings follow each other, so the overlap check sees every earlier one.
  await lockSubject(trx, LEAVE_LOCK.employee, body.employeeId);
  const overlapping = await trx
    .selectFrom('leave_applications as a')
    .innerJoin('leave_types as t', 't.id', 'a.leave_type_id')
    .select(['a.status', 'a.date_from', 'a.date_to', 't.code'])
    .where('a.employee_id', '=', body.employeeId)
    .where('a.status', 'in', [S.Pending.value, S.Approved.value])
    .where('a.date_from', '<=', body.dateTo)
    .where('a.date_to', '>=', body.dateFrom)
    .orderBy('a.date_from')
    .executeTakeFirst();
  if (overlapping) throw conflict(leaveOverlapMessage(overlapping), 'dateFrom');
  const a = await trx
    .insertInto('leave_applications')
    .values({
      employee_id: body.employeeId,
      leave_type_id: body.leaveTypeId,
      fiscal_year_id: fy.id,
      date_from: body.dateFrom,
      date_to: body.dateTo,
      days: body.days,
      reason: body.reason,
      filed_by: actor.userId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const days = new Decimal(a.days);
  await submitForApproval(trx, actor, {
    documentType: LEAVE_DOC,
    documentId: a.id,
    summary: `${nameOf(e)} (${e.employee_id}): ${t.name}, ${a.date_from} to ${a.date_to}, ${days.toString()} day${days.eq(1) ? '' : 's'}`,
    subjectEmployeeId: a.employee_id,
  });
  await recordAudit(trx, actor, {
    entityType: 'leave-application',
    entityId: a.id,
    action: 'filed',
    newValues: {
      employeeId: a.employee_id,
      leaveTypeId: a.leave_type_id,
      dateFrom: a.date_from,
      dateTo: a.date_to,
      days: new Decimal(a.days).toString(),
      reason: a.reason,
    },
  });
  return a;
}

type Db = Kysely<Database> | Transaction<Database>;

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
    ])
    .orderBy('a.date_from', 'desc')
    .orderBy('a.id', 'desc');
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationRows>['execute']>>[number];

const toApplicationRow = (r: ApplicationRow) => ({
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
