// Filing a leave application (HR for an employee, or the employee for themself): checks, the
// employee's lock, the overlap rule, and the approval request it opens.
import type { createLeaveApplicationEndpoint } from '@ilaw/contracts/leave/leave-applications/create-leave-application';
import { formatDate } from '@ilaw/contracts/format';
import {
  DAYS_OVER_RANGE,
  HALF_DAY_MESSAGE,
  LEAVE_APPLICATION_STATUS as S,
} from '@ilaw/contracts/leave/leave-applications/leave-application';
import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { EMPLOYEE_NAME_COLUMNS, nameOf } from '../employee-name.ts';
import { LEAVE_DOC } from './leave-approvals.ts';
import { assertOpenYear, calendarDays, LEAVE_LOCK } from '../ledger.ts';

/** A pending or approved application already covering some of the dates refuses a new one. */
export function leaveOverlapMessage(a: { status: number; date_from: string; date_to: string; code: string }): string {
  const state = a.status === S.Approved.value ? 'An approved' : 'A pending';
  const dates =
    a.date_from === a.date_to ? formatDate(a.date_from) : `${formatDate(a.date_from)} to ${formatDate(a.date_to)}`;
  return `${state} leave application (${a.code}, ${dates}) already covers some of these dates.`;
}

/** What HR files for an employee; an employee's own filing names themself. */
export type ApplicationInput = InputOf<typeof createLeaveApplicationEndpoint>['body'];

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
