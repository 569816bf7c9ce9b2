// CSC Form 6 of a leave application: the applicant's name parts, office and position, the
// application's row, and 7.A's certification of vacation and sick leave credits as of the filing
// date (the ledger's Posted lines of the application's fiscal year up to that day, without the
// lines this application posted once approved, so a reprint certifies what it certified at filing).
import { todayInManila } from '@ilaw/contracts/format';
import { APPLICATION_NOT_FOUND } from '@ilaw/contracts/leave/leave-applications/leave-application';
import {
  type LeaveApplicationForm,
  SICK_LEAVE_CODE,
  VACATION_LEAVE_CODE,
} from '@ilaw/contracts/leave/leave-applications/leave-application-form';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { effectOf } from '../ledger.ts';
import { applicationRows, toApplicationRows } from './leave-application-queries.ts';

/** The form of application `id`; `employeeId` limits it to that employee's own (404 otherwise). */
export async function applicationForm(
  db: Kysely<Database>,
  user: SessionUser,
  id: number,
  employeeId?: number,
): Promise<LeaveApplicationForm> {
  let q = applicationRows(db).where('a.id', '=', id);
  if (employeeId !== undefined) q = q.where('a.employee_id', '=', employeeId);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  const [application] = await toApplicationRows(db, user, [row]);
  if (!application) throw notFound(APPLICATION_NOT_FOUND);
  const [a, employee] = await Promise.all([
    db
      .selectFrom('leave_applications')
      .select(['fiscal_year_id', 'filed_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('employees as e')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .select(['e.first_name', 'e.middle_name', 'e.last_name', 'e.suffix', 'e.position', 'd.name as office'])
      .where('e.id', '=', application.employeeId)
      .executeTakeFirstOrThrow(),
  ]);
  const asOf = todayInManila(a.filed_at);
  const lines = await db
    .selectFrom('leave_ledger_lines as l')
    .innerJoin('leave_types as t', 't.id', 'l.leave_type_id')
    .select(['t.code', 'l.line_type', 'l.status', 'l.days'])
    .where('l.employee_id', '=', application.employeeId)
    .where('l.fiscal_year_id', '=', a.fiscal_year_id)
    .where('t.code', 'in', [VACATION_LEAVE_CODE, SICK_LEAVE_CODE])
    .where('l.entry_date', '<=', asOf)
    .where((eb) => eb.or([eb('l.leave_application_id', 'is', null), eb('l.leave_application_id', '!=', id)]))
    .execute();
  const column = (code: string) => {
    const earned = lines
      .filter((l) => l.code === code)
      .reduce((sum, l) => sum.plus(effectOf(l.line_type, l.status, l.days)), new Decimal(0));
    const less = application.leaveTypeCode === code ? new Decimal(application.days) : new Decimal(0);
    return {
      totalEarned: earned.toFixed(3),
      lessThisApplication: less.toFixed(3),
      balance: earned.minus(less).toFixed(3),
    };
  };
  return {
    application,
    employee: {
      lastName: employee.suffix ? `${employee.last_name} ${employee.suffix}` : employee.last_name,
      firstName: employee.first_name,
      middleName: employee.middle_name ?? '',
      office: employee.office ?? '',
      position: employee.position ?? '',
    },
    credits: { asOf, vacation: column(VACATION_LEAVE_CODE), sick: column(SICK_LEAVE_CODE) },
  };
}
